#pragma once
// The one table of command-line options of every `dawson` subcommand, and
// what is built from it: the Boost.Program_options parser of a subcommand,
// its --help text (usage, description, options, examples, exit codes) and
// the manual page (roff, `dawson man`). An option is written once, with the
// subcommands that take it; adding an option is one row of the table.

#include <boost/program_options.hpp>
#include <charconv>
#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "problem/read_file.hpp"
#include "search/transposition_table.hpp"

namespace dawson::cli {

// One row of the option table.
struct OptionDef {
    std::string_view name;  // long name, without "--"
    char short_name = 0;    // one-letter alias, 0 for none
    std::string_view arg;   // name of the value ("N", "FILE"); empty for a flag
    // Shown in the help; empty for none. "bench=1 *=0": per subcommand,
    // "*" for the others.
    std::string_view default_value;
    // One sentence. A part "[CMDS:text]" applies only to the subcommands
    // CMDS (blank-separated): their --help shows `text` there, the others
    // nothing, the manual page "; CMDS: text".
    std::string_view help;
    std::string_view commands;  // subcommands taking it, blank-separated; "*" for all
};

// One example of a subcommand: the command line and what it does.
struct Example {
    std::string_view command;
    std::string_view explanation;
};

// The documentation of a subcommand that is not an option.
struct CommandDoc {
    std::string_view name;
    std::string_view synopsis;     // after "dawson NAME "
    std::string_view description;  // a paragraph
    std::string_view operands;     // what the positional arguments are ("" none)
    std::vector<Example> examples;
    // The exit status table of --help; empty: that of the commands that
    // judge problems (exit_code_text()).
    std::string_view exit_codes = {};
};

const std::vector<OptionDef>& option_table();
const std::vector<CommandDoc>& command_docs();
const CommandDoc* find_command_doc(std::string_view name);

// True when `def` belongs to subcommand `command`.
bool takes_option(const OptionDef& def, std::string_view command);

// How progress is shown.
enum class ProgressMode { Auto, On, Off };

// The options most subcommands share, validated.
struct CommonOptions {
    int threads = 0;                               // 0: all cores
    std::size_t hash_mb = search::kDefaultHashMb;  // transposition table
    std::optional<double> max_time;                // seconds per problem
    std::optional<int> max_solutions;              // per twin (>= 1)
    std::string format = "text";
    std::string output;  // "" or "-": stdout
    bool quiet = false;
    ProgressMode progress = ProgressMode::Auto;
    problem::InputFormat input_format = problem::InputFormat::Auto;
};

// The parsed command line of one subcommand.
struct ParsedArgs {
    boost::program_options::variables_map vm;
    std::vector<std::string> operands;  // positional arguments
    CommonOptions common;

    bool has(std::string_view name) const { return vm.count(std::string(name)) > 0; }
    std::string str(std::string_view name) const;  // "" when absent
};

// Reads all of `s` as a number (no sign for unsigned types, no spaces, no
// trailing characters); false when it is not one.
template <class T>
bool parse_number(std::string_view s, T& out) {
    const char* end = s.data() + s.size();
    auto [p, ec] = std::from_chars(s.data(), end, out);
    return ec == std::errc() && p == end;
}

// Parses `args` for subcommand `command`. Returns nullopt when the caller
// should continue with `out`; otherwise the exit code to return at once:
// Ok after printing --help or --version, BadInput after printing the error.
std::optional<int> parse_command_line(std::string_view command, const std::vector<std::string>& args, ParsedArgs& out);

// The --help text of a subcommand, wrapped at 80 columns.
void print_command_help(std::ostream& os, std::string_view command);
// The help sentence of an option for `command` ("" for the manual page,
// which shows every subcommand's part), with its default value.
std::string option_help(const OptionDef& def, std::string_view command);
// `text` wrapped at `width` columns, every line after the first indented by
// `indent` blanks (the first line starts at column `first`).
std::string wrap(std::string_view text, std::size_t indent, std::size_t first, std::size_t width = 80);
// The manual page of the whole program, in roff (man(7)).
void print_man_page(std::ostream& os);
// The documented exit codes of the commands that judge problems, one per
// line, for help texts.
std::string_view exit_code_text();
// Those of `command` (its own table, or exit_code_text()).
std::string_view exit_code_text(std::string_view command);

}  // namespace dawson::cli
