#include "cli/perft_command.hpp"

#include <boost/program_options.hpp>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "cli/command.hpp"
#include "parallel/parallel_perft.hpp"
#include "position/fen.hpp"
#include "report/notation.hpp"
#include "rules/rule_set.hpp"

namespace dawson::cli {

namespace po = boost::program_options;

int perft_command(const std::vector<std::string>& args) {
    po::options_description opts(
        "Usage: dawson perft --variant V (--fen \"FEN\" | --start) --depth N [--divide] [--threads T]\n\n"
        "Counts the legal move paths of length N (perft).\n\n"
        "Examples:\n"
        "  dawson perft --variant grasshopper --start --depth 5\n"
        "  dawson perft --variant hoppers --fen \"4k3/8/8/8/8/8/8/G3K3 w - - 0 1\" --depth 3 --divide\n\n"
        "Options");
    std::string variant = "chess", fen;
    int depth = 0, threads = 0;
    opts.add_options()("help,h", "show this help")(
        "variant", po::value(&variant)->default_value("chess"),
        "rule set: chess, grasshopper (grasshopper-std), grasshopper-boyer, hopper-scorpion, jumpalong, hoppers, "
        "problem")("fen", po::value(&fen), "start from this FEN")("start", "start from the variant's start position")(
        "depth", po::value(&depth), "number of plies (1 … 20)")("divide", "print the count below each root move")(
        "threads", po::value(&threads)->default_value(0), "worker threads (0 = all cores)");
    po::variables_map vm;
    try {
        po::store(po::command_line_parser(args).options(opts).run(), vm);
        po::notify(vm);
    } catch (const po::error& e) {
        return usage_error("perft", e.what());
    }
    if (vm.count("help")) {
        std::cout << opts << '\n';
        return Ok;
    }
    const rules::RuleSet* rs = rules::find_rule_set(variant);
    if (!rs) return usage_error("perft", "unknown variant '" + variant + "'");
    if (vm.count("fen") == vm.count("start")) return usage_error("perft", "give exactly one of --fen and --start");
    if (!vm.count("depth") || depth < 1 || depth > 20) return usage_error("perft", "--depth must be 1 … 20");
    if (threads < 0) return usage_error("perft", "--threads must not be negative");
    const std::string text = vm.count("start") ? rs->start_fen : fen;
    try {
        position::Position pos = position::parse_fen(text, *rs);
        auto t0 = std::chrono::steady_clock::now();
        auto entries = parallel::parallel_divide(pos, depth, threads);
        double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        std::uint64_t total = 0;
        for (const auto& e : entries) {
            total += e.nodes;
            if (vm.count("divide")) std::cout << report::move_text(pos, e.move) << ": " << e.nodes << '\n';
        }
        std::printf("nodes %llu\ntime %.3f s\nleaves/s %.0f\n", static_cast<unsigned long long>(total), secs,
                    secs > 0 ? total / secs : 0.0);
    } catch (const position::FenError& e) {
        return usage_error("perft", "bad FEN at column " + std::to_string(e.column()) + ": " + e.what());
    }
    return Ok;
}

}  // namespace dawson::cli
