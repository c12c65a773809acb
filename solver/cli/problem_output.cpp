#include "cli/problem_output.hpp"

#include <sstream>

#include "report/popeye_writer.hpp"
#include "report/verdict.hpp"

namespace dawson::cli {

std::string problem_output(const std::string& file, const problem::Problem& p,
                           const std::vector<search::TwinResult>& twins, const OutputStyle& style) {
    if (style.quiet)
        return file + "#" + std::to_string(p.index) + "  " +
               (twins.empty() ? std::string() : twins.front().stipulation) + "  " +
               report::judge_problem(p, twins).summary() + "\n";
    std::ostringstream text;
    report::write_popeye(text, p, twins,
                         report::TextOptions{style.format == "text", style.language.value_or(p.language)});
    // Popeye echoes the input's bytes: a Latin-1 file gives Latin-1.
    const bool latin1 = style.format == "popeye" && style.encoding == problem::Encoding::Latin1;
    return latin1 ? problem::utf8_to_latin1(text.str()) : text.str();
}

bool problem_fails(const problem::Problem& p, const std::vector<search::TwinResult>& twins) {
    const report::Verdict verdict = report::judge_problem(p, twins);
    return verdict.unsound() || verdict.kind == report::VerdictKind::Incomplete;
}

}  // namespace dawson::cli
