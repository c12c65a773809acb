#include "cli/solve_part.hpp"

#include "cli/shard.hpp"
#include "report/result_json.hpp"

namespace dawson::cli {

using nlohmann::json;

namespace {

constexpr const char* kFormats[] = {"auto", "popeye", "yaml"};
constexpr const char* kLanguages[] = {"en", "de", "fr"};

// The battle trees whose defences are the units of the split.
bool split_by_defences(const search::Solution& s) {
    return s.layout == search::Layout::BattleSetPlay || s.layout == search::Layout::BattlePostKey;
}

json options_json(const PartOptions& o) {
    return json{{"max_solutions", o.max_solutions ? json(*o.max_solutions) : json(nullptr)},
                {"stop_on_short", o.stop_on_short},
                {"language", o.language ? json(kLanguages[static_cast<int>(*o.language)]) : json(nullptr)}};
}

template <class E, std::size_t N>
E enum_of(const std::string& word, const char* const (&names)[N], const char* what) {
    for (std::size_t i = 0; i < N; ++i)
        if (word == names[i]) return static_cast<E>(i);
    throw report::ResultJsonError(std::string("bad ") + what + " '" + word + "'");
}

search::TwinStatus status_of(const std::string& s) {
    for (auto st : {search::TwinStatus::Solved, search::TwinStatus::Illegal, search::TwinStatus::Unsupported,
                    search::TwinStatus::TimeLimit, search::TwinStatus::Interrupted})
        if (search::to_string(st) == s) return st;
    throw report::ResultJsonError("bad status '" + s + "'");
}

search::SectionKind kind_of(const std::string& s) {
    for (auto k : {search::SectionKind::Play, search::SectionKind::SetPlay, search::SectionKind::Duplex,
                   search::SectionKind::Tries, search::SectionKind::PostKeyPlay})
        if (search::to_string(k) == s) return k;
    throw report::ResultJsonError("bad section kind '" + s + "'");
}

}  // namespace

json part_json(const search::Split& split, const PartProblem& problem, const PartOptions& options,
               const std::vector<search::TwinResult>& twins) {
    json tw = json::array();
    for (const search::TwinResult& t : twins) {
        json sections = json::array();
        for (const search::Section& s : t.sections) {
            json sols = json::array(), defences = json::array();
            for (const search::Solution& sol : s.solutions)
                if (split_by_defences(sol))
                    for (const search::DefenceNode& d : sol.tree->defences)
                        defences.push_back(report::defence_to_json(d));
                else
                    sols.push_back(report::solution_to_json(sol));
            sections.push_back(json{{"kind", std::string(search::to_string(s.kind))},
                                    {"solutions", sols},
                                    {"defences", defences},
                                    {"stopped_short", s.stopped_short}});
        }
        tw.push_back(json{{"label", t.label},
                          {"status", std::string(search::to_string(t.status))},
                          {"nodes", t.stats.nodes},
                          {"seconds", t.stats.seconds},
                          {"sections", sections}});
    }
    const json prob{{"file", problem.file},
                    {"input_format", kFormats[static_cast<int>(problem.input_format)]},
                    {"encoding", problem.text.encoding == problem::Encoding::Latin1 ? "latin-1" : "utf-8"},
                    {"text", problem.text.text},
                    {"id", problem.id}};
    return json{{"dawson", DAWSON_VERSION},
                {"solve_part", std::to_string(split.part) + "/" + std::to_string(split.parts)},
                {"problem", prob},
                {"options", options_json(options)},
                {"twins", tw}};
}

bool is_solve_part(const json& doc) { return doc.is_object() && doc.contains("solve_part"); }

std::optional<SolvePart> read_part(const json& doc, const std::string& path, std::string& error) {
    SolvePart part;
    part.path = path;
    try {
        part.name = doc.at("solve_part").get<std::string>();
        Shard k;
        if (!parse_shard(part.name, k)) throw report::ResultJsonError("bad part '" + part.name + "'");
        part.split = search::Split{k.k, k.n};
        const json& prob = doc.at("problem");
        const json& opts = doc.at("options");
        part.signature = json{{"dawson", doc.at("dawson")}, {"problem", prob}, {"options", opts}};
        part.problem.file = prob.at("file").get<std::string>();
        part.problem.input_format =
            enum_of<problem::InputFormat>(prob.at("input_format").get<std::string>(), kFormats, "input format");
        part.problem.text.text = prob.at("text").get<std::string>();
        const std::string enc = prob.at("encoding").get<std::string>();
        if (enc != "utf-8" && enc != "latin-1") throw report::ResultJsonError("bad encoding '" + enc + "'");
        part.problem.text.encoding = enc == "latin-1" ? problem::Encoding::Latin1 : problem::Encoding::Utf8;
        part.problem.id = prob.at("id").get<std::string>();
        if (!opts.at("max_solutions").is_null()) part.options.max_solutions = opts.at("max_solutions").get<int>();
        part.options.stop_on_short = opts.at("stop_on_short").get<bool>();
        if (!opts.at("language").is_null())
            part.options.language =
                enum_of<problem::Language>(opts.at("language").get<std::string>(), kLanguages, "language");
        for (const json& t : doc.at("twins")) {
            PartTwin twin;
            twin.label = t.at("label").get<std::string>();
            twin.status = status_of(t.at("status").get<std::string>());
            twin.stats.nodes = t.at("nodes").get<std::uint64_t>();
            twin.stats.seconds = t.at("seconds").get<double>();
            for (const json& s : t.at("sections")) {
                PartSection sec;
                sec.kind = kind_of(s.at("kind").get<std::string>());
                sec.stopped_short = s.at("stopped_short").get<bool>();
                for (const json& sol : s.at("solutions")) sec.solutions.push_back(report::solution_from_json(sol));
                for (const json& d : s.at("defences")) sec.defences.push_back(report::defence_from_json(d));
                twin.sections.push_back(std::move(sec));
            }
            part.twins.push_back(std::move(twin));
        }
    } catch (const report::ResultJsonError& e) {
        error = path + ": error: not a well-formed part of a split solve: " + e.what();
        return std::nullopt;
    } catch (const json::exception& e) {
        error = path + ": error: not a well-formed part of a split solve: " + e.what();
        return std::nullopt;
    }
    return part;
}

}  // namespace dawson::cli
