#include "race/solution_report.hpp"

#include <string>

#include "race/notation.hpp"

namespace dawson::race {

namespace {

void write_turn(std::ostream& os, const StrategyTurn& t, int number, int indent) {
    os << std::string(indent, ' ') << number << '.' << move_text(t.move) << (t.wins_game ? " wins" : "") << '\n';
    for (const StrategyReply& r : t.replies) {
        os << std::string(indent + 2, ' ') << number << "..." << move_text(r.move) << '\n';
        write_turn(os, r.answer, number + 1, indent + 4);
    }
}

nlohmann::json turn_json(const StrategyTurn& t) {
    nlohmann::json j{{"move", move_text(t.move)}, {"wins", t.wins_game}};
    nlohmann::json replies = nlohmann::json::array();
    for (const StrategyReply& r : t.replies)
        replies.push_back({{"move", move_text(r.move)}, {"answer", turn_json(r.answer)}});
    j["replies"] = std::move(replies);
    return j;
}

std::string answer_text(const Solution& s) { return s.yes() ? "yes" : "no"; }

}  // namespace

std::string finished_text(const Position& pos) {
    return pos.last_scorer() == Colour::White ? "white won" : "black won";
}

void write_solution_text(std::ostream& os, const Position& pos, const Solution& s) {
    os << "position " << position_text(pos) << '\n';
    if (s.root == TurnState::Finished) {
        os << "game finished: " << finished_text(pos) << '\n';
        return;
    }
    os << "win in " << s.win_in << ": " << answer_text(s) << '\n';
    if (s.root == TurnState::Drawn) {
        os << "drawn: neither side has a move\n";
        return;
    }
    if (s.yes()) {
        os << "first moves that win:";
        for (Move m : s.winning_first_moves) os << ' ' << move_text(m);
        os << "\nverdict: " << (s.sound() ? "sound" : "cooked") << "\nstrategy:\n";
        write_turn(os, *s.strategy, 1, 0);
        return;
    }
    os << "refutations:\n";
    for (const Refutation& r : s.refutations) {
        os << "1." << move_text(r.first) << ' ';
        if (r.reply)
            os << "1..." << move_text(*r.reply) << (r.reply_wins_game ? " wins" : "");
        else
            os << "drawn";
        os << '\n';
    }
}

nlohmann::json solution_json(const Position& pos, const Solution& s) {
    nlohmann::json j{{"position", position_text(pos)}, {"win_in", s.win_in}};
    if (s.root == TurnState::Finished) {
        j["finished"] = finished_text(pos);
        return j;
    }
    j["answer"] = answer_text(s);
    j["drawn"] = s.root == TurnState::Drawn;
    nlohmann::json first = nlohmann::json::array();
    for (Move m : s.winning_first_moves) first.push_back(move_text(m));
    j["winning_first_moves"] = std::move(first);
    if (s.yes()) {
        j["verdict"] = s.sound() ? "sound" : "cooked";
        j["strategy"] = turn_json(*s.strategy);
    } else {
        nlohmann::json refs = nlohmann::json::array();
        for (const Refutation& r : s.refutations) {
            nlohmann::json x{{"move", move_text(r.first)}};
            if (r.reply) {
                x["reply"] = move_text(*r.reply);
                x["reply_wins"] = r.reply_wins_game;
            } else {
                x["drawn"] = true;
            }
            refs.push_back(std::move(x));
        }
        j["refutations"] = std::move(refs);
    }
    return j;
}

}  // namespace dawson::race
