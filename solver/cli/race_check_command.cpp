#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "cli/race_command.hpp"
#include "race/notation.hpp"
#include "race/solution.hpp"
#include "race/solution_report.hpp"

namespace dawson::cli {

namespace {

// What one run of `dawson race check` counted.
struct RaceCheckTally {
    int positions = 0, yes = 0, no = 0, finished = 0, disagreements = 0, errors = 0;
};

// One row of a position file: position, win_in (may be missing), answer
// (may be missing).
struct RaceRow {
    std::string position, win_in, answer;
};

RaceRow split_row(const std::string& line) {
    RaceRow r;
    std::istringstream in(line);
    std::getline(in, r.position, '\t');
    std::getline(in, r.win_in, '\t');
    std::getline(in, r.answer, '\t');
    auto trim = [](std::string& s) {
        while (!s.empty() && (s.back() == '\r' || s.back() == ' ')) s.pop_back();
    };
    trim(r.position), trim(r.win_in), trim(r.answer);
    return r;
}

// Checks one row; prints its line, or an error line.
void check_row(const std::string& where, const RaceRow& row, std::optional<int> default_win, const ParsedArgs& pa,
               RaceCheckTally& tally) {
    auto error = [&](const std::string& what) {
        std::cout << where << ": error: " << what << '\n';
        ++tally.errors;
    };
    race::Position pos;
    try {
        pos = race::parse_position(row.position);
    } catch (const race::PositionError& e) {
        return error(std::string("bad position: ") + e.what());
    }
    const std::optional<int> win = row.win_in.empty() ? default_win : race_number(row.win_in, 1, 60);
    if (!win) return error(row.win_in.empty() ? "no win_in column and no --win" : "bad win_in '" + row.win_in + "'");
    if (!row.answer.empty() && row.answer != "yes" && row.answer != "no")
        return error("bad answer '" + row.answer + "' (want yes or no)");
    ++tally.positions;
    std::cout << where << '\t' << row.position << "\twin " << *win << '\t';
    std::string answer = "no";
    if (pos.finished()) {
        std::cout << "finished: " << race::finished_text(pos);
        ++tally.finished;
    } else {
        const race::Solution s = race::solve(pos, *win, pa.common.threads, pa.common.hash_mb << 20);
        if (s.yes()) answer = "yes";
        std::cout << answer;
        if (s.yes()) std::cout << ' ' << (s.sound() ? "sound" : "cooked");
        if (s.root == race::TurnState::Drawn) std::cout << " drawn";
    }
    ++(answer == "yes" ? tally.yes : tally.no);
    if (!row.answer.empty() && row.answer != answer) {
        std::cout << "\tDISAGREES: expected " << row.answer;
        ++tally.disagreements;
    }
    std::cout << '\n' << std::flush;
}

}  // namespace

int race_check_command(const std::vector<std::string>& args) {
    const std::string_view cmd = "race:check";
    ParsedArgs pa;
    if (auto rc = parse_command_line(cmd, args, pa)) return *rc;
    if (pa.operands.empty()) return usage_error(cmd, "give one or more files (see dawson race check --help)");
    std::optional<int> default_win;
    if (pa.has("win") && !(default_win = race_number(pa.str("win"), 1, 60)))
        return usage_error(cmd, "--win must be 1 … 60");
    RaceCheckTally tally;
    for (const std::string& file : pa.operands) {
        std::ifstream in(file);
        if (!in) return usage_error(cmd, "cannot read " + file);
        std::string line;
        for (int n = 1; std::getline(in, line); ++n) {
            if (line.empty() || line[0] == '#' || (n == 1 && line.starts_with("position"))) continue;
            check_row(file + ":" + std::to_string(n), split_row(line), default_win, pa, tally);
        }
    }
    std::cout << tally.positions << " positions: " << tally.yes << " yes, " << tally.no << " no (" << tally.finished
              << " finished), " << tally.disagreements << " disagreements, " << tally.errors << " errors\n";
    if (tally.errors) return BadInput;
    return tally.disagreements ? Unsound : Ok;
}

}  // namespace dawson::cli
