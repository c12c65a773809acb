#include "cli/perft_command.hpp"

#include <boost/program_options.hpp>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "cli/variant.hpp"
#include "parallel/parallel_perft.hpp"
#include "position/fen.hpp"
#include "report/notation.hpp"
#include "rules/rule_set.hpp"

namespace dawson::cli {

namespace po = boost::program_options;

int perft_command(const std::vector<std::string>& args) {
    ParsedArgs pa;
    if (auto rc = parse_command_line("perft", args, pa)) return *rc;
    if (!pa.operands.empty()) return usage_error("perft", "takes no operand (see dawson perft --help)");
    const std::string variant = pa.has("variant") ? pa.str("variant") : "chess", fen = pa.str("fen");
    const int threads = pa.common.threads;
    int depth = 0;
    if (pa.has("depth")) {
        try {
            depth = std::stoi(pa.str("depth"));
        } catch (...) {
            depth = 0;
        }
    }
    const po::variables_map& vm = pa.vm;
    std::string error;
    const rules::RuleSet* rs = find_variant(variant, error);
    if (!rs) return usage_error("perft", error);
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
            if (vm.count("divide"))
                std::cout << report::move_text(pos, e.move, problem::Language::English) << ": " << e.nodes << '\n';
        }
        std::printf("nodes %llu\ntime %.3f s\nleaves/s %.0f\n", static_cast<unsigned long long>(total), secs,
                    secs > 0 ? total / secs : 0.0);
    } catch (const position::FenError& e) {
        return usage_error("perft", "bad FEN at column " + std::to_string(e.column()) + ": " + e.what());
    }
    return Ok;
}

}  // namespace dawson::cli
