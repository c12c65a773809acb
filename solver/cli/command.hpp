#pragma once
// A subcommand of the `dawson` executable: its name, a one-line summary and
// its entry point. Each subcommand lives in its own file.

#include <string>
#include <string_view>
#include <vector>

namespace dawson::cli {

// Documented exit codes.
enum ExitCode : int { Ok = 0, Unsound = 1, BadInput = 2, Interrupted = 130 };

struct Command {
    std::string_view name;
    std::string_view summary;
    int (*run)(const std::vector<std::string>& args);
};

// Every subcommand, in the order `dawson --help` lists them.
const std::vector<Command>& commands();

// The name of a (sub-)subcommand as typed: the option table names the
// subcommands of `dawson race` "race:perft", …, shown as "race perft".
std::string command_title(std::string_view command);

// Reports a usage or input error the way every subcommand does:
// "dawson <cmd>: error: <what>" on stderr; returns BadInput.
int usage_error(std::string_view command, std::string_view what);

}  // namespace dawson::cli
