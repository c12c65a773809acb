#include "report/popeye_writer.hpp"

#include "report/diagram.hpp"
#include "report/solution_text.hpp"
#include "report/verdict.hpp"
#include "report/vocabulary.hpp"

namespace dawson::report {

void write_popeye(std::ostream& out, const problem::Problem& p, const std::vector<search::TwinResult>& twins,
                  const TextOptions& opts) {
    const Language l = opts.language;
    // The caption: the first twin's stipulation, as the file writes it when structured.
    const std::string diagram = stipulation::to_string(p.setup.stip);
    const std::string first = twins.empty() ? diagram : twins.front().stipulation;
    const std::string stip = !p.structured_stipulation.empty() && first == diagram ? p.structured_stipulation : first;
    // Notices come before the twin: the first twin's before the diagram.
    auto notices = [&](const search::TwinResult& t) {
        for (const std::string& n : t.notices) out << message(l, n) << "\n";
    };
    if (!twins.empty()) notices(twins.front());
    out << popeye_header(p, stip, l);
    if (p.zero_position) out << "\n" << phrase(l, Phrase::ZeroPosition) << "\n\n";
    const bool twinned = !p.twins.empty();
    bool complete = true;
    bool partial = false;
    const std::vector<Verdict> twin_verdicts =
        opts.verdicts && twinned ? judge_twins(p, twins) : std::vector<Verdict>{};
    for (std::size_t i = 0; i < twins.size(); ++i) {
        const search::TwinResult& t = twins[i];
        // Popeye repeats them only for a twin that changes the stipulation.
        if (i > 0 && t.stipulation != twins[i - 1].stipulation) notices(t);
        // Popeye's twin line: the label and a blank, then each change
        // followed by two blanks ("a) ", "b) -bPe6  wPb4  "). The twin's
        // messages follow it (REGRESSIONTESTS/4_61_to_4_63.reg and
        // 4_63_to_4_65.reg; see tests/data/popeye-suite-hoppers/README.md
        // on the order of suite problems 0163, 0177 and 0178).
        const bool unsolved = t.status == search::TwinStatus::Illegal || t.status == search::TwinStatus::Unsupported;
        if (twinned) {
            // The problem's twin solved here: a) is the diagram itself,
            // unless a zero position starts the twins.
            const problem::Twin* pt = p.zero_position ? &p.twins[i] : i > 0 ? &p.twins[i - 1] : nullptr;
            if (pt)
                for (const std::string& r : pt->remarks) out << r << "\n";
            out << "\n" << t.label << " " << (t.twin_text.empty() ? "" : t.twin_text + "  ") << "\n";
            if (lacks_king(pt ? pt->setup : p.setup)) out << message(l, "both sides need a king") << "\n";
        }
        if (unsolved) {
            out << "\n" << message(l, t.message) << "\n";
            if (t.ignored) out << phrase(l, Phrase::ProblemIgnored) << "\n";
        } else {
            for (const search::Section& s : t.sections) {
                if (s.blank_line_before) out << "\n";
                if (!s.message.empty()) out << message(l, s.message) << "\n";
                for (const std::string& line : compulsory_lines(s, t.language)) out << line << "\n";
                for (const search::Solution& sol : s.solutions) {
                    for (const std::string& line : solution_lines(s, sol, t.language)) out << line << "\n";
                    if (s.blank_line_after_each) out << "\n";
                }
            }
        }
        if (opts.verdicts && twinned) out << "verdict " << t.label << " " << twin_verdicts[i].summary() << "\n";
        if (!t.complete() && !unsolved) complete = false;
        partial = partial || t.partial;
    }
    // MaxSolutions reached: Popeye writes "Partial solution" right after the
    // last solution (REGRESSIONTESTS/4_47_to_4_49.reg, popeye-suite-hoppers
    // 0154; German "Partielle Loesung", popeye-regression 0721).
    if (complete && partial)
        out << phrase(l, Phrase::PartialSolution) << "\n\n\n";
    else
        out << "\n" << phrase(l, complete ? Phrase::SolutionFinished : Phrase::SolvingInterrupted) << "\n\n\n";
    if (opts.verdicts) {
        const auto lines = judge_problem(p, twins).text_lines();
        for (std::size_t i = 0; i < lines.size(); ++i) out << (i == 0 ? "verdict: " : "") << lines[i] << "\n";
    }
}

}  // namespace dawson::report
