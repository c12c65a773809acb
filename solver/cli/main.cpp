// The `dawson` executable: dispatches to a subcommand.

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "cli/options.hpp"

namespace {

void print_help() {
    std::cout << "Usage: dawson <command> [options]\n\nCommands:\n";
    std::size_t width = 0;
    for (const auto& c : dawson::cli::commands()) width = std::max(width, c.name.size());
    for (const auto& c : dawson::cli::commands())
        std::cout << "  " << c.name << std::string(width - c.name.size() + 2, ' ') << c.summary << '\n';
    std::cout << "\n'dawson help <command>' (or 'dawson <command> --help') describes a command;\n"
                 "'man dawson' is the manual page.\n";
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        print_help();
        return args.empty() ? dawson::cli::BadInput : dawson::cli::Ok;
    }
    if (args[0] == "--version") {
        std::cout << "dawson " DAWSON_VERSION "\n";
        return dawson::cli::Ok;
    }
    if (args[0] == "help") {
        if (args.size() == 1) {
            print_help();
            return dawson::cli::Ok;
        }
        for (const auto& c : dawson::cli::commands())
            if (c.name == args[1]) {
                dawson::cli::print_command_help(std::cout, c.name);
                return dawson::cli::Ok;
            }
        std::cerr << "dawson help: error: unknown command '" << args[1] << "' (see dawson --help)\n";
        return dawson::cli::BadInput;
    }
    for (const auto& c : dawson::cli::commands())
        if (c.name == args[0]) return c.run(std::vector<std::string>(args.begin() + 1, args.end()));
    std::cerr << "dawson: error: unknown command '" << args[0] << "' (see dawson --help)\n";
    return dawson::cli::BadInput;
}
