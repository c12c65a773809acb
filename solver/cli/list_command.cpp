#include "cli/list_command.hpp"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>

#include "cli/collection.hpp"
#include "cli/command.hpp"
#include "cli/interrupt.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "parallel/batch.hpp"
#include "report/html_listing.hpp"
#include "report/latex_listing.hpp"
#include "report/markdown_listing.hpp"

namespace dawson::cli {

namespace {

// The default title: the collection's name ("problems" for problems/).
std::string default_title(const std::vector<std::string>& operands) {
    if (operands.size() != 1 || operands[0] == "-") return "Dawson listing";
    std::filesystem::path p(operands[0]);
    if (p.filename().empty()) p = p.parent_path();
    std::string name = p.stem().string();
    return name.empty() ? "Dawson listing" : name;
}

}  // namespace

int list_command(const std::vector<std::string>& args) {
    ParsedArgs pa;
    if (auto rc = parse_command_line("list", args, pa)) return *rc;
    const CommonOptions& co = pa.common;
    if (pa.operands.empty()) return usage_error("list", "no collection given (see dawson list --help)");
    struct Output {
        std::string path;
        std::string (*write)(const report::Listing&);
    };
    std::vector<Output> outputs;
    if (pa.has("html")) outputs.push_back({pa.str("html"), report::html_listing});
    if (pa.has("latex")) outputs.push_back({pa.str("latex"), report::latex_listing});
    if (pa.has("markdown")) outputs.push_back({pa.str("markdown"), report::markdown_listing});
    if (outputs.empty()) return usage_error("list", "give --html FILE, --latex FILE or --markdown FILE");

    const Collection coll = read_collection(pa.operands, std::cin, pa.common.input_format);
    bool bad_input = !coll.errors.empty();
    for (const std::string& e : coll.errors) std::cerr << e << '\n';
    for (const std::string& w : coll.warnings) std::cerr << w << '\n';
    if (coll.items.empty()) {
        std::cerr << "dawson list: error: no problem found\n";
        return BadInput;
    }

    report::Listing listing;
    listing.title = pa.has("title") ? pa.str("title") : default_title(pa.operands);
    std::vector<const problem::Problem*> to_solve;
    std::vector<std::size_t> slot;
    for (const CollectionItem& it : coll.items) {
        report::ListingEntry e;
        e.file = it.file;
        e.index = it.index;
        if (it.entry->problem) {
            e.problem = &*it.entry->problem;
            to_solve.push_back(e.problem);
            slot.push_back(listing.entries.size());
        } else {
            if (!it.entry->unsupported) bad_input = true;
            for (const problem::Diagnostic& d : it.entry->errors) {
                e.errors.push_back(d.to_string());
                std::cerr << d.to_string() << '\n';
            }
        }
        listing.entries.push_back(std::move(e));
    }

    InterruptGuard sigint;
    const auto t0 = std::chrono::steady_clock::now();
    std::mutex m;
    std::size_t done = 0;
    std::vector<std::pair<std::string, std::size_t>> counts;
    search::LiveProgress live;
    ProgressDisplay progress(std::cerr, progress_wanted(co.progress) && !co.quiet, [&] {
        std::lock_guard lock(m);
        return batch_progress_line(done, to_solve.size(), counts,
                                   std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), live);
    });
    parallel::BatchOptions bo;
    bo.threads = co.threads;
    bo.hash_mb = co.hash_mb;
    bo.max_time = co.max_time;
    bo.max_solutions = pa.common.max_solutions;
    bo.interrupt = sigint.flag();
    bo.live = &live;
    parallel::BatchRunner runner(bo);
    bool failed = false;
    runner.run(to_solve, [&](std::size_t i, std::vector<search::TwinResult>&& twins) {
        report::ListingEntry& e = listing.entries[slot[i]];
        e.twins = std::move(twins);
        e.verdict = report::judge_problem(*e.problem, e.twins);
        if (e.verdict->unsound()) failed = true;
        std::lock_guard lock(m);
        ++done;
        const std::string v(report::to_string(e.verdict->kind));
        auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == v; });
        if (it == counts.end())
            counts.emplace_back(v, 1);
        else
            ++it->second;
    });
    progress.stop();
    if (sigint.raised()) {
        std::cerr << "dawson list: interrupted; no listing written\n";
        return Interrupted;
    }
    for (const Output& o : outputs) {
        const std::string text = o.write(listing);
        if (o.path == "-") {
            std::cout << text;
            continue;
        }
        std::ofstream f(o.path, std::ios::binary | std::ios::trunc);
        f << text;
        if (!f) return usage_error("list", "cannot write " + o.path);
        if (!co.quiet)
            std::cerr << "wrote " << o.path << " (" << listing.entries.size()
                      << (listing.entries.size() == 1 ? " problem)\n" : " problems)\n");
    }
    if (bad_input) return BadInput;
    return failed ? Unsound : Ok;
}

}  // namespace dawson::cli
