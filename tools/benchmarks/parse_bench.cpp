// Parse benchmark (run by tools/bench-parse): builds a 10,000-problem Popeye
// file and a 10,000-document YAML file out of the oracle problems (cycled,
// one NextProblem/--- each), times read_file on each (best and median of
// several runs, file reading included) and prints one TSV row per format:
//   format  problems  bytes  best_s  median_s  problems_per_s
// Usage: parse_bench DATA_DIR OUT_DIR [N] [RUNS]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "problem/read_file.hpp"

namespace fs = std::filesystem;
using namespace dawson::problem;

namespace {

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The lines of a one-problem .inp file between BeginProblem and EndProblem.
std::string body(const std::string& inp) {
    std::istringstream in(inp);
    std::string line, out;
    while (std::getline(in, line)) {
        if (line.rfind("BeginProblem", 0) == 0 || line.rfind("EndProblem", 0) == 0) continue;
        out += line + "\n";
    }
    return out;
}

// The same problem as an Olive YAML document (pieces, stipulation, options, twins).
std::string yaml_doc(const Problem& p) {
    std::string w, b;
    for (const Placement& pl : p.setup.pieces) {
        std::string s = std::string(dawson::pieces::type(pl.piece.kind).code) + dawson::core::square_name(pl.square);
        std::string& dst = pl.piece.color == dawson::core::Color::White ? w : b;
        dst += (dst.empty() ? "" : ", ") + s;
    }
    std::string d = "---\nalgebraic:\n  white: [" + w + "]\n  black: [" + b + "]\nstipulation: \"" +
                    dawson::stipulation::to_string(p.setup.stip) + "\"\n";
    std::vector<std::string> opts;
    if (p.setup.options.try_play) opts.push_back("Try");
    if (p.setup.options.variation) opts.push_back("Variation");
    if (p.setup.options.set_play) opts.push_back("SetPlay");
    if (p.setup.options.white_to_play) opts.push_back("WhiteToPlay");
    if (p.setup.options.defence) opts.push_back("Defence " + std::to_string(*p.setup.options.defence));
    if (!opts.empty()) {
        d += "options: [";
        for (std::size_t i = 0; i < opts.size(); ++i) d += (i ? ", " : "") + opts[i];
        d += "]\n";
    }
    return d;
}

double seconds_to_read(const fs::path& file, std::size_t expected) {
    auto t0 = std::chrono::steady_clock::now();
    ReadResult r = read_file(file.string());
    auto t1 = std::chrono::steady_clock::now();
    if (r.problems.size() != expected || !r.errors.empty()) {
        std::cerr << file << ": read " << r.problems.size() << " of " << expected << " problems, " << r.errors.size()
                  << " errors" << (r.errors.empty() ? "" : ": " + r.errors[0].to_string()) << "\n";
        std::exit(1);
    }
    return std::chrono::duration<double>(t1 - t0).count();
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::cerr << "usage: parse_bench DATA_DIR OUT_DIR [N] [RUNS]\n";
        return 2;
    }
    fs::path data = argv[1], out = argv[2];
    std::size_t n = argc > 3 ? std::stoul(argv[3]) : 10000;
    int runs = argc > 4 ? std::stoi(argv[4]) : 7;
    std::vector<fs::path> inputs;
    for (std::string set : {"popeye-random", "popeye-bench"})
        for (const auto& e : fs::directory_iterator(data / set / "problems")) inputs.push_back(e.path());
    std::sort(inputs.begin(), inputs.end());
    std::vector<std::string> bodies;
    std::vector<Problem> problems;
    for (const fs::path& p : inputs) {
        bodies.push_back(body(slurp(p)));
        ReadResult r = read_file(p.string());
        problems.push_back(r.problems.at(0));
    }
    fs::create_directories(out);
    fs::path inp = out / ("parse-" + std::to_string(n) + ".inp"), olv = out / ("parse-" + std::to_string(n) + ".olv");
    {
        std::ofstream f(inp, std::ios::binary);
        f << "BeginProblem\n";
        for (std::size_t i = 0; i < n; ++i) {
            if (i) f << "NextProblem\n";
            f << bodies[i % bodies.size()];
        }
        f << "EndProblem\n";
    }
    {
        std::ofstream f(olv, std::ios::binary);
        for (std::size_t i = 0; i < n; ++i) f << yaml_doc(problems[i % problems.size()]);
    }
    std::printf("format\tproblems\tbytes\tbest_s\tmedian_s\tproblems_per_s\n");
    for (const fs::path& file : {inp, olv}) {
        std::vector<double> t;
        for (int i = 0; i < runs; ++i) t.push_back(seconds_to_read(file, n));
        std::sort(t.begin(), t.end());
        double median = t[t.size() / 2];
        std::printf("%s\t%zu\t%ju\t%.4f\t%.4f\t%.0f\n", file.extension() == ".inp" ? "popeye" : "yaml", n,
                    static_cast<std::uintmax_t>(fs::file_size(file)), t.front(), median, n / median);
    }
    return 0;
}
