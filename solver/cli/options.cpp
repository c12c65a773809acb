// The option table, the documentation of each subcommand, and the parser,
// help text and manual page built from them.

#include "cli/options.hpp"

#include <algorithm>
#include <charconv>
#include <iostream>
#include <sstream>

#include "cli/command.hpp"

namespace dawson::cli {

namespace po = boost::program_options;

const std::vector<OptionDef>& option_table() {
    static const std::vector<OptionDef> table{
        {"help", 'h', "", "", "show this help and exit", "*"},
        {"version", 0, "", "", "print the version and exit", "*"},
        {"threads", 'j', "N", "bench=1 *=0", "worker threads; 0 uses every core",
         "solve check list bench perft race:perft race:solve race:check"},
        {"hash", 0, "MB", "bench=16 *=1024",
         "transposition table size in MiB, at most (it grows as the search fills it; 0: no table)",
         "solve check list bench race:solve race:check"},
        {"max-time", 0, "SECONDS", "", "time limit per problem; a problem stopped by it is marked incomplete",
         "solve check list"},
        {"format", 'f', "FORMAT", "text",
         "output format: text or json[solve merge:, or popeye (Popeye's own output, exactly)][merge:, of the "
         "merged parts of a split solve]",
         "solve check merge bench race:solve"},
        {"output", 'o', "FILE", "", "write the output to FILE instead of standard output", "solve check merge bench"},
        {"quiet", 'q', "", "",
         "less output[solve:: one verdict line per problem][check:: only the summary][list:: only errors]",
         "solve check list"},
        {"progress", 0, "", "", "show progress on standard error even when it is not a terminal", "solve check list"},
        {"no-progress", 0, "", "", "never show progress", "solve check list"},
        {"input-format", 0, "FORMAT", "auto",
         "language of the problem files: popeye, yaml, or auto (.olv is YAML, .inp and .pop Popeye, standard input "
         "and other names YAML when the text starts with --- or a key:)",
         "solve check list"},
        {"max-solutions", 0, "N", "", "keep at most N solutions per twin", "solve list"},
        {"split", 0, "K/N", "",
         "solve only the K-th of N parts of the work of a file with one problem (its root moves, or pairs of first "
         "moves) and write the part as JSON, for dawson merge (1 <= K <= N)",
         "solve"},
        {"stop-on-short", 0, "", "", "stop after the shortest length that has solutions", "solve"},
        {"language", 0, "LANG", "",
         "language of the text and popeye formats: en, de or fr (default: the problem's own, as in Popeye)", "solve"},
        {"report", 'r', "FILE.jsonl", "",
         "append one JSON line per problem to FILE as soon as it is solved (flushed at once)", "check"},
        {"resume", 0, "FILE.jsonl", "",
         "skip the problems already in FILE (a report of an interrupted run) and append the others to it", "check"},
        {"shard", 0, "K/N", "", "check only every N-th problem, starting with problem K (1 <= K <= N)", "check"},
        {"slowest", 0, "N", "5", "how many of the slowest problems the summary lists", "check"},
        {"html", 0, "FILE", "", "write an HTML listing (one self-contained file)", "list"},
        {"latex", 0, "FILE", "", "write a LaTeX listing (for pdflatex, with TikZ and chessfss)", "list"},
        {"markdown", 0, "FILE", "", "write a Markdown listing", "list"},
        {"title", 0, "TEXT", "", "title of the listing (default: the collection's name)", "list"},
        {"fen", 0, "FEN", "",
         "the position, in FEN with the variant's piece letters[solve:, instead of problem files (with --stip)]",
         "solve perft"},
        {"stip", 0, "STIP", "", "the stipulation of the --fen position, as in Popeye (#2, h#3, ser-s#5, h=2.5)",
         "solve"},
        {"variant", 0, "V", "perft=chess solve=problem",
         "rule set: chess, grasshopper, grasshopper-boyer, hopper-scorpion, jumpalong, hoppers, problem[solve:; "
         "problem's FEN letters are k q r b n p g h e l o i a z c w f d x s]",
         "solve perft"},
        {"option", 0, "WORDS", "",
         "Popeye options for the --fen position, as after Popeye's Option command (\"SetPlay\", \"Defence 1 Try\")",
         "solve"},
        {"start", 0, "", "", "start from the start position (perft: the variant's)", "perft race:perft race:solve"},
        {"depth", 0, "N", "", "number of plies (1 ... 20)", "perft race:perft"},
        {"divide", 0, "", "", "print the count below each root move", "perft race:perft"},
        {"position", 0, "P", "",
         "a racing-game position: 24 points (. w b W B), side (w b), reserves W/B, scores W/B, last scorer (- w b; "
         "w! b! finished), e.g. \"........................ w 14/14 0/0 -\"",
         "race:perft race:solve"},
        {"win", 0, "N", "",
         "win in N: can the side to move win at the latest on its N-th turn, its forced passes counted (N >= 1; "
         "race check: for rows without a win_in column)",
         "race:solve race:check"},
    };
    return table;
}

const std::vector<CommandDoc>& command_docs() {
    static const std::vector<CommandDoc> docs{
        {"solve",
         "[options] (FILE... | --fen FEN --stip STIP [--variant V] [--option WORDS])",
         "Solves every problem of the files, or the one position given by --fen and --stip, and prints the "
         "solutions with a verdict per problem. --format text (the default) prints each problem as Popeye does "
         "(board, stipulation, solution) plus verdict lines (one per twin when twinned, then the problem's); "
         "--format popeye prints exactly Popeye's output, without verdicts; --format json prints one JSON document "
         "with every problem, its twins, solutions and verdict. With --quiet, one verdict line per problem. As "
         "Popeye does, the text and popeye formats answer in the language of the problem's first word "
         "(BeginProblem, AnfangProblem, DebutProbleme: piece codes, colour letters, threat:/Drohung:/menace:, "
         "solution finished.); --language en|de|fr chooses another.",
         "Problem files in Popeye's input language (.inp, .pop) or Olive YAML (.olv); '-' reads standard input; "
         "a directory stands for every problem file inside it, in sorted order.",
         {{"dawson solve problems/oracle-0097-hmate2.inp", "solve one file"},
          {"dawson solve --format json --threads 2 a.inp b.olv", "JSON output, two threads"},
          {"cat a.inp | dawson solve -", "read the problem from standard input"},
          {"dawson solve --language en --format popeye german.inp", "a German problem answered in English"},
          {"dawson solve --fen \"4k3/8/4K3/8/8/8/8/R7\" --stip \"#1\"", "solve a position without a file"},
          {"dawson solve --fen \"k7/2K5/8/8/8/8/8/7R b\" --stip \"h#1\" --option \"SetPlay\"",
           "a helpmate with set play: 1...Rh1-a1 # and 1.Ka8-a7 Rh1-a1 #"},
          {"dawson solve --split 2/3 h5.inp -o part-2.json",
           "the second of three parts of one problem, for dawson merge (one machine each)"}}},
        {"check",
         "[options] COLLECTION...",
         "Checks whole collections: solves every problem, in parallel across problems when there are many short "
         "ones and within a problem for long ones, and prints one verdict line per problem and a summary (counts "
         "per verdict, the slowest problems). With --report, each problem is appended to a JSON Lines file as soon "
         "as it is solved, so that an interrupted run can be continued with --resume.",
         "Problem files or directories (every .inp, .pop and .olv file inside, recursively, in sorted order); '-' "
         "reads standard input.",
         {{"dawson check problems/", "check the bundled collection"},
          {"dawson check --report run.jsonl collection/", "check and keep a report"},
          {"dawson check --resume run.jsonl collection/", "continue an interrupted run"},
          {"dawson check --shard 2/3 --report part2.jsonl collection/", "check the second of three shards"},
          {"dawson check --format json --quiet collection/", "only the summary, as JSON"}}},
        {"list",
         "[options] COLLECTION... (--html FILE | --latex FILE | --markdown FILE)",
         "Solves every problem and writes a listing: each problem with its diagram, author, source, stipulation, "
         "piece counts, the solution as a tree and the verdict. HTML is one self-contained file with SVG diagrams "
         "and print-friendly CSS; LaTeX is for pdflatex, diagrams drawn with TikZ and the chessfss glyphs; Markdown "
         "is for quick sharing.",
         "Problem files or directories, as for check.",
         {{"dawson list problems/ --html problems.html", "an HTML listing of the bundled collection"},
          {"dawson list a.inp --latex a.tex --markdown a.md", "LaTeX and Markdown of one file"}}},
        {"merge",
         "[options] (REPORT.jsonl... | PART.json...)",
         "Joins the reports of shards (dawson check --shard K/N --report ...) into one report in the original "
         "order of the collection. The result is the report one unsharded run would have written. Every shard "
         "of the split must be given exactly once: a missing or a repeated shard is refused, by name. Given the "
         "parts of a split solve (dawson solve --split K/N FILE -o PART.json) instead, it prints what dawson solve "
         "FILE prints, in the --format asked for, with the same exit status; a missing or repeated part, or one "
         "of another problem or split, is refused by name.",
         "JSON Lines reports written by dawson check --report, or the JSON parts written by dawson solve --split "
         "(merge tells them apart by their content).",
         {{"dawson merge part1.jsonl part2.jsonl part3.jsonl -o all.jsonl", "join three shard reports"},
          {"dawson merge --format popeye part-1.json part-2.json part-3.json",
           "print the parts of a split solve as one run of dawson solve --format popeye would"}},
         "  0    merged (parts of a split solve: the problem is sound, or no verdict)\n"
         "  1    parts of a split solve: the problem is unsound or unsolved\n"
         "  2    bad usage, an unreadable, missing, repeated or mismatched shard or part\n"},
        {"bench",
         "[options]",
         "Solves a fixed list of problems, with one thread unless --threads says otherwise, and prints one "
         "signature line: the total node count, the time and the speed. The node count is the same on every "
         "machine for the same version of Dawson.",
         "",
         {{"dawson bench", "print the signature line"}, {"dawson bench --format json", "the same as JSON"}},
         "  0    every bench problem solved as expected\n"
         "  1    a bench problem judged unsound (the solver is broken)\n"
         "  2    bad usage\n"
         "  130  interrupted (Ctrl-C, SIGTERM)\n"},
        {"perft",
         "[--variant V] (--fen FEN | --start) --depth N [--divide] [--threads N]",
         "Counts the legal move paths of a given length (move generator check).",
         "",
         {{"dawson perft --variant grasshopper --start --depth 5", "perft of Grasshopper Chess"},
          {"dawson perft --variant hoppers --fen \"4k3/8/8/8/8/8/8/G3K3 w - - 0 1\" --depth 3 --divide",
           "counts per root move"}},
         "  0    counted\n"
         "  2    bad usage: an unknown variant, a bad FEN or depth\n"},
        {"race",
         "(perft | solve | check) [options]",
         "Crispin's Grasshopper, the racing game (rules.md 4.5), as a second game beside chess: 'dawson race perft' "
         "counts turn sequences, 'dawson race solve' answers a win-in-n problem with a winning strategy or the "
         "refutations, 'dawson race check' checks a file of win-in-n positions. 'dawson race SUBCOMMAND --help' "
         "describes each.",
         "",
         {{"dawson race perft --start --depth 4", "perft of the start position"},
          {"dawson race solve --position \"........ww..w..bwbwbbw.b w 6/7 1/1 w\" --win 2", "a win in 2"},
          {"dawson race check tests/data/race/win.tsv", "check a table of win-in-n positions"}}},
        {"race:perft",
         "(--position P | --start) --depth N [--divide] [--threads N]",
         "Counts the turn sequences of the racing game of a given length (a forced pass is one turn; a finished or "
         "drawn game has none). --divide prints one line per root move, MOVE COUNT, in generation order (enter, "
         "step, build, bear off, each by points ascending), then the total. A finished game is reported as "
         "finished (exit 1).",
         "",
         {{"dawson race perft --start --depth 5", "30, 300, ... : the start position to 5 turns"},
          {"dawson race perft --position \"..ww......b.bb...ww..... b 10/11 0/0 -\" --depth 3 --divide",
           "counts per root move"}}},
        {"race:solve",
         "--position P --win N [--format json] [--threads N] [--hash MB]",
         "Can the side to move win at the latest on its N-th turn, counting its forced passes, whatever the "
         "opponent does? Prints yes or no (exit 0 or 1). For yes: every first move that wins (one: sound, several: "
         "cooked) and a winning strategy as a tree, at each of the winner's turns the first winning move in "
         "generation order and then every reply. For no: each first move with the first reply that refutes it. "
         "The output is the same for any number of threads.",
         "",
         {{"dawson race solve --position \"b..w.w.......wbwbw.b.bWb w 5/6 1/1 w\" --win 1", "a win in 1"},
          {"dawson race solve --format json --position \"......w..b...b..w.bbbwww w 7/7 1/1 w\" --win 2",
           "the same content as JSON"}}},
        {"race:check",
         "[options] FILE...",
         "Solves every position of tab-separated files (columns position, win_in, answer; a first line starting "
         "with 'position' is a header; win_in may be left out with --win, answer may be left out) and prints one "
         "line per position. Where the file gives an answer, a different one is reported as a disagreement; exit "
         "1 if there is any, 2 if a row is malformed.",
         "Tab-separated files of positions.",
         {{"dawson race check tests/data/race/win.tsv", "the oracle table"}}},
        {"features",
         "",
         "Prints the feature matrix in Markdown (docs/features.md): every command, option, twinning, condition, "
         "piece attribute, colour, piece kind and stipulation of Popeye's manual, and whether Dawson reads it or "
         "refuses it by name, as its reader answers for a small problem using it.",
         "",
         {{"dawson features > features.md", ""}},
         "  0    printed\n"
         "  2    bad usage\n"},
        {"man",
         "",
         "Prints this manual page in roff format (man dawson).",
         "",
         {{"dawson man > dawson.1", ""}},
         "  0    printed\n"
         "  2    bad usage\n"},
    };
    return docs;
}

const CommandDoc* find_command_doc(std::string_view name) {
    for (const CommandDoc& d : command_docs())
        if (d.name == name) return &d;
    return nullptr;
}

bool takes_option(const OptionDef& def, std::string_view command) {
    if (def.commands == "*") return true;
    std::string_view rest = def.commands;
    while (!rest.empty()) {
        const std::size_t sp = rest.find(' ');
        if (rest.substr(0, sp) == command) return true;
        if (sp == std::string_view::npos) break;
        rest.remove_prefix(sp + 1);
    }
    return false;
}

std::string_view exit_code_text() {
    return "  0    every problem sound (or no verdict asked)\n"
           "  1    some problem unsound, cooked, without solution, illegal or unsolved\n"
           "  2    bad usage or bad input\n"
           "  130  interrupted (Ctrl-C, SIGTERM)\n";
}

std::string_view exit_code_text(std::string_view command) {
    const CommandDoc* doc = find_command_doc(command);
    return doc && !doc->exit_codes.empty() ? doc->exit_codes : exit_code_text();
}

std::string wrap(std::string_view text, std::size_t indent, std::size_t first, std::size_t width) {
    std::string out;
    std::size_t col = first;
    bool line_start = true;
    while (!text.empty()) {
        const std::size_t b = text.find_first_not_of(' ');
        if (b == std::string_view::npos) break;
        text.remove_prefix(b);
        const std::size_t e = std::min(text.find(' '), text.size());
        const std::string_view word = text.substr(0, e);
        text.remove_prefix(e);
        if (!line_start && col + 1 + word.size() > width) {
            out += '\n';
            out.append(indent, ' ');
            col = indent;
            line_start = true;
        }
        if (!line_start) {
            out += ' ';
            ++col;
        }
        out += word;
        col += word.size();
        line_start = false;
    }
    return out;
}

namespace {

// The subcommand names of "solve check" contain `command`.
bool names(std::string_view list, std::string_view command) {
    return takes_option(OptionDef{"", 0, "", "", "", list}, command);
}

// The help text with its "[CMDS:text]" parts resolved for `command` ("":
// the manual page).
std::string resolve_parts(std::string_view help, std::string_view command) {
    std::string out;
    while (!help.empty()) {
        const std::size_t open = help.find('[');
        const std::size_t colon = help.find(':', open);
        const std::size_t close = help.find(']', colon);
        if (open == std::string_view::npos || colon == std::string_view::npos || close == std::string_view::npos) {
            out += help;
            break;
        }
        out += help.substr(0, open);
        const std::string_view cmds = help.substr(open + 1, colon - open - 1);
        std::string_view part = help.substr(colon + 1, close - colon - 1);
        if (command.empty()) {
            while (!part.empty() &&
                   (part.front() == ':' || part.front() == ';' || part.front() == ',' || part.front() == ' '))
                part.remove_prefix(1);
            out += "; " + std::string(cmds) + ": " + std::string(part);
        } else if (names(cmds, command)) {
            out += part;
        }
        help.remove_prefix(close + 1);
    }
    return out;
}

// The default value for `command` ("": every subcommand's, for the manual
// page).
std::string default_for(std::string_view spec, std::string_view command) {
    if (spec.find('=') == std::string_view::npos) return std::string(spec);
    std::string all, other;
    while (!spec.empty()) {
        const std::size_t sp = std::min(spec.find(' '), spec.size());
        const std::string_view item = spec.substr(0, sp);
        spec.remove_prefix(sp == spec.size() ? sp : sp + 1);
        const std::size_t eq = item.find('=');
        const std::string_view cmd = item.substr(0, eq), value = item.substr(eq + 1);
        if (command.empty()) {
            all += (all.empty() ? "" : ", ") + std::string(value) +
                   (cmd == "*" ? std::string(" otherwise") : " for " + std::string(cmd));
        } else if (cmd == command) {
            return std::string(value);
        } else if (cmd == "*") {
            other = value;
        }
    }
    return command.empty() ? all : other;
}

}  // namespace

std::string option_help(const OptionDef& d, std::string_view command) {
    std::string s = resolve_parts(d.help, command);
    const std::string def = default_for(d.default_value, command);
    if (!def.empty()) s += " (default: " + def + ")";
    return s;
}

std::string ParsedArgs::str(std::string_view name) const {
    auto it = vm.find(std::string(name));
    if (it == vm.end()) return "";
    if (const auto* s = boost::any_cast<std::string>(&it->second.value())) return *s;
    return "";
}

namespace {

// "--name ARG", "-n, --name ARG", as the help text shows an option.
std::string option_label(const OptionDef& d) {
    std::string s = d.short_name ? std::string("-") + d.short_name + ", " : "    ";
    s += "--";
    s += d.name;
    if (!d.arg.empty()) {
        s += ' ';
        s += d.arg;
    }
    return s;
}

po::options_description build_description(std::string_view command) {
    po::options_description desc;
    for (const OptionDef& d : option_table()) {
        if (!takes_option(d, command)) continue;
        std::string spec(d.name);
        if (d.short_name) spec += std::string(",") + d.short_name;
        if (d.arg.empty())
            desc.add_options()(spec.c_str(), "");
        else
            desc.add_options()(spec.c_str(), po::value<std::string>(), "");
    }
    desc.add_options()("operand", po::value<std::vector<std::string>>(), "");
    return desc;
}

}  // namespace

void print_command_help(std::ostream& os, std::string_view command) {
    const CommandDoc* doc = find_command_doc(command);
    const std::string usage = "Usage: dawson " + std::string(command_title(command));
    os << usage;
    if (doc && !doc->synopsis.empty()) os << ' ' << wrap(doc->synopsis, usage.size() + 1, usage.size() + 1);
    os << "\n\n";
    if (doc) os << wrap(doc->description, 0, 0) << "\n\n";
    if (doc && !doc->operands.empty()) os << "Operands: " << wrap(doc->operands, 2, 10) << "\n\n";
    os << "Options:\n";
    for (const OptionDef& d : option_table()) {
        if (!takes_option(d, command)) continue;
        std::string label = option_label(d);
        os << "  " << label;
        if (label.size() < 26)
            os << std::string(26 - label.size(), ' ');
        else
            os << "\n" << std::string(28, ' ');
        os << wrap(option_help(d, command), 28, 28) << '\n';
    }
    if (doc && !doc->examples.empty()) {
        os << "\nExamples:\n";
        for (const Example& e : doc->examples) {
            os << "  " << e.command << '\n';
            if (!e.explanation.empty()) os << "      " << wrap(e.explanation, 6, 6) << '\n';
        }
    }
    os << "\nExit status:\n" << exit_code_text(command);
}

namespace {

// Escapes roff's special characters in running text.
std::string roff(std::string_view s) {
    std::string out;
    for (char c : s) {
        if (c == '\\')
            out += "\\e";
        else if (c == '-')
            out += "\\-";
        else
            out += c;
    }
    if (!out.empty() && (out[0] == '.' || out[0] == '\'')) out.insert(0, "\\&");
    return out;
}

}  // namespace

void print_man_page(std::ostream& os) {
    os << ".TH DAWSON 1 \"\" \"dawson " DAWSON_VERSION "\" \"User Commands\"\n"
       << ".SH NAME\ndawson \\- fairy chess problem solver for grasshopper and hopper problems\n"
       << ".SH SYNOPSIS\n";
    for (const CommandDoc& d : command_docs())
        os << ".B dawson " << command_title(d.name) << "\n" << roff(d.synopsis) << "\n.br\n";
    os << ".SH DESCRIPTION\nDawson solves chess problems with grasshoppers and other hoppers "
          "and reproduces the output of Popeye. Every subcommand has \\fB\\-\\-help\\fR.\n";
    os << ".SH COMMANDS\n";
    for (const CommandDoc& d : command_docs()) {
        os << ".SS dawson " << command_title(d.name) << "\n" << roff(d.description) << "\n";
        if (!d.operands.empty()) os << ".PP\n" << roff(d.operands) << "\n";
        bool any = false;
        for (const OptionDef& o : option_table()) {
            if (o.commands == "*" || !takes_option(o, d.name)) continue;
            if (!any) os << ".PP\nOptions: ";
            os << (any ? ", " : "") << "\\fB\\-\\-" << roff(o.name) << "\\fR";
            any = true;
        }
        if (any) os << ".\n";
        for (const Example& e : d.examples) {
            os << ".PP\n.nf\n.RS\n" << roff(e.command) << "\n.RE\n.fi\n";
            if (!e.explanation.empty()) os << roff(e.explanation) << ".\n";
        }
    }
    os << ".SH OPTIONS\n";
    for (const OptionDef& o : option_table()) {
        os << ".TP\n";
        if (o.short_name) os << "\\fB\\-" << o.short_name << "\\fR, ";
        os << "\\fB\\-\\-" << roff(o.name) << "\\fR";
        if (!o.arg.empty()) os << " \\fI" << roff(o.arg) << "\\fR";
        os << "\n" << roff(option_help(o, "")) << ".";
        if (o.commands != "*") os << " (" << roff(o.commands) << ")";
        os << "\n";
    }
    os << ".SH EXIT STATUS\nsolve, check and list:\n.TP\n0\nevery problem sound (or no verdict asked)\n.TP\n1\n"
          "some problem unsound, cooked, without solution, illegal or unsolved\n.TP\n2\nbad usage or bad input\n"
          ".TP\n130\ninterrupted (Ctrl\\-C, SIGTERM)\n";
    for (const CommandDoc& d : command_docs()) {
        if (d.exit_codes.empty()) continue;
        os << ".PP\n" << d.name << ":\n";
        std::string_view rest = d.exit_codes;
        while (!rest.empty()) {
            const std::size_t nl = std::min(rest.find('\n'), rest.size());
            std::string_view line = rest.substr(0, nl);
            rest.remove_prefix(nl == rest.size() ? nl : nl + 1);
            const std::size_t b = line.find_first_not_of(' ');
            if (b == std::string_view::npos) continue;
            line.remove_prefix(b);
            const std::size_t sp = line.find(' ');
            std::string_view text = line.substr(sp);
            text.remove_prefix(text.find_first_not_of(' '));
            os << ".TP\n" << line.substr(0, sp) << "\n" << roff(text) << "\n";
        }
    }
    os << ".SH FILES\nProblem files use Popeye's input language; see README.md, section \"Problem files\".\n";
}

std::optional<int> parse_command_line(std::string_view command, const std::vector<std::string>& args, ParsedArgs& out) {
    const std::string cmd(command);
    po::options_description desc = build_description(command);
    po::positional_options_description pos;
    pos.add("operand", -1);
    try {
        po::store(po::command_line_parser(args).options(desc).positional(pos).run(), out.vm);
        po::notify(out.vm);
    } catch (const po::error& e) {
        return usage_error(cmd, std::string(e.what()) + " (see dawson " + command_title(cmd) + " --help)");
    }
    if (out.has("help")) {
        print_command_help(std::cout, command);
        return Ok;
    }
    if (out.has("version")) {
        std::cout << "dawson " DAWSON_VERSION "\n";
        return Ok;
    }
    if (out.has("operand")) out.operands = out.vm["operand"].as<std::vector<std::string>>();

    CommonOptions& c = out.common;
    if (out.has("threads") && (!parse_number(out.str("threads"), c.threads) || c.threads < 0))
        return usage_error(cmd, "--threads must be a number >= 0");
    if (out.has("hash") && !parse_number(out.str("hash"), c.hash_mb))
        return usage_error(cmd, "--hash must be a number of MiB >= 0");
    if (out.has("max-time")) {
        double t = 0;
        if (!parse_number(out.str("max-time"), t) || !(t > 0))
            return usage_error(cmd, "--max-time must be a positive number of seconds");
        c.max_time = t;
    }
    if (out.has("max-solutions")) {
        int n = 0;
        if (!parse_number(out.str("max-solutions"), n) || n < 1)
            return usage_error(cmd, "--max-solutions must be a number >= 1");
        c.max_solutions = n;
    }
    if (out.has("format")) {
        c.format = out.str("format");
        const bool ok = c.format == "text" || c.format == "json" ||
                        ((command == "solve" || command == "merge") && c.format == "popeye");
        if (!ok)
            return usage_error(cmd,
                               "unknown --format '" + c.format + "' (see dawson " + command_title(cmd) + " --help)");
    }
    if (out.has("input-format")) {
        const auto f = problem::parse_input_format(out.str("input-format"));
        if (!f)
            return usage_error(cmd, "unknown --input-format '" + out.str("input-format") + "' (popeye, yaml, auto)");
        c.input_format = *f;
    }
    if (out.has("output")) c.output = out.str("output");
    c.quiet = out.has("quiet");
    if (out.has("progress") && out.has("no-progress"))
        return usage_error(cmd, "--progress and --no-progress exclude each other");
    if (out.has("progress")) c.progress = ProgressMode::On;
    if (out.has("no-progress")) c.progress = ProgressMode::Off;
    return std::nullopt;
}

}  // namespace dawson::cli
