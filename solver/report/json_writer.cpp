#include "report/json_writer.hpp"

#include "report/solution_text.hpp"
#include "report/verdict.hpp"

namespace dawson::report {

using nlohmann::json;

namespace {

json stats_json(const search::SearchStats& s) {
    return json{{"nodes", s.nodes}, {"tt_probes", s.tt_probes}, {"tt_hits", s.tt_hits}, {"seconds", s.seconds}};
}

json verdict_json(const Verdict& v) {
    json j{{"kind", std::string(to_string(v.kind))},
           {"summary", v.summary()},
           {"solutions", v.solutions},
           {"intended", v.intended ? json(*v.intended) : json(nullptr)},
           {"not_intended", v.not_intended},
           {"missing", v.missing},
           {"major_duals", v.major_duals},
           {"minor_duals", v.minor_duals}};
    return j;
}

std::string mark_text(search::Mark m) {
    std::string_view s = search::mark_suffix(m);
    return s.empty() ? "" : std::string(s.substr(1));
}

json solution_json(const search::Section& sec, const search::Solution& s, problem::Language l) {
    json moves = json::array();
    const std::vector<std::string> texts = move_texts(sec, s, l);
    for (std::size_t i = 0; i < s.moves.size(); ++i) {
        const search::SolutionMove& m = s.moves[i];
        moves.push_back(json{{"number", m.number},
                             {"side", m.side == core::Color::White ? "white" : "black"},
                             {"move", texts[i]},
                             {"mark", mark_text(m.mark)}});
    }
    return json{{"moves", moves}, {"text", solution_lines(sec, s, l)}};
}

json twin_json(const search::TwinResult& t, const Verdict& verdict) {
    json sections = json::array();
    for (const search::Section& s : t.sections) {
        json sols = json::array();
        for (const search::Solution& sol : s.solutions) sols.push_back(solution_json(s, sol, t.language));
        json sec{{"kind", std::string(search::to_string(s.kind))}, {"solutions", sols}};
        // The compulsory, failing moves are written where the message goes.
        std::string message = s.message;
        for (const std::string& line : compulsory_lines(s, t.language)) message += (message.empty() ? "" : "\n") + line;
        if (!message.empty()) sec["message"] = message;
        sections.push_back(sec);
    }
    json j{{"label", t.label},
           {"twin_text", t.twin_text},
           {"stipulation", t.stipulation},
           {"status", std::string(search::to_string(t.status))},
           {"message", t.message},
           {"solution_count", t.solution_count()},
           {"sections", sections},
           {"verdict", verdict_json(verdict)},
           {"statistics", stats_json(t.stats)}};
    if (!t.notices.empty()) j["notices"] = t.notices;
    if (t.ignored) j["ignored"] = true;  // Popeye: "problem ignored"
    return j;
}

}  // namespace

json problem_json(const problem::Problem& p, const std::vector<search::TwinResult>& twins) {
    json tw = json::array();
    search::SearchStats total;
    const std::vector<Verdict> verdicts = judge_twins(p, twins);
    for (std::size_t i = 0; i < twins.size(); ++i) {
        tw.push_back(twin_json(twins[i], verdicts[i]));
        total += twins[i].stats;
    }
    json intended = nullptr;
    if (p.intended)
        intended =
            json{{"lines", p.intended->lines}, {"count", p.intended->count ? json(*p.intended->count) : json(nullptr)}};
    return json{{"file", p.where.file},
                {"index", p.index},
                {"line", p.where.line},
                {"stipulation", twins.empty() ? stipulation::to_string(p.setup.stip) : twins.front().stipulation},
                {"authors", p.meta.authors},
                {"intended", intended},
                {"twins", tw},
                {"verdict", verdict_json(judge_problem(p, twins))},
                {"statistics", stats_json(total)}};
}

json run_json(const std::vector<json>& problems, const std::vector<std::string>& errors) {
    return json{{"dawson", DAWSON_VERSION}, {"problems", problems}, {"errors", errors}};
}

}  // namespace dawson::report
