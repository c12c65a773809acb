#pragma once
// A part of a split solve (`dawson solve --split K/N FILE`): one JSON
// document holding the problem (its file name, input format, text and id,
// so that `dawson merge` can read it again), the options that shape the
// result, and per twin and section the solutions this part found, each
// with the unit of the split it was found in (search/split.hpp), in the
// result model's own terms (report/result_json):
//
//   {"dawson":"1.0","solve_part":"2/3",
//    "problem":{"file":"h3.inp","input_format":"auto","encoding":"utf-8","text":"…","id":"5c1e…"},
//    "options":{"max_solutions":null,"stop_on_short":false,"language":null},
//    "twins":[{"label":"","status":"solved","nodes":1234,"seconds":0.5,
//              "sections":[{"kind":"play","solutions":[…],"defences":[]}]}]}
//
// A battle play's set play and post-key play are one tree each: their
// defences are the units, listed under "defences". `nodes` and `seconds`
// are measurements. `dawson merge` tells a part from a check report by its
// "solve_part" member.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "problem/encoding.hpp"
#include "problem/language.hpp"
#include "problem/read_file.hpp"
#include "search/result.hpp"
#include "search/split.hpp"

namespace dawson::cli {

// The problem of a split solve, as the parts carry it.
struct PartProblem {
    std::string file;  // as given on the command line ("-": standard input)
    problem::InputFormat input_format = problem::InputFormat::Auto;
    problem::DecodedText text;  // the file, decoded, and its encoding
    std::string id;             // report::problem_id
};

// The options of the split solve that shape its result.
struct PartOptions {
    std::optional<int> max_solutions;
    bool stop_on_short = false;
    std::optional<problem::Language> language;  // --language
};

// One section of a part: its solutions, or its tree's defences.
struct PartSection {
    search::SectionKind kind = search::SectionKind::Play;
    std::vector<search::Solution> solutions;
    std::vector<search::DefenceNode> defences;
    bool stopped_short = false;  // search::Section::stopped_short
};

// One twin of a part.
struct PartTwin {
    std::string label;
    search::TwinStatus status = search::TwinStatus::Solved;
    search::SearchStats stats;
    std::vector<PartSection> sections;
};

// A part as read back.
struct SolvePart {
    std::string path;          // the file it was read from
    std::string name;          // "K/N"
    search::Split split;       // K and N
    nlohmann::json signature;  // version, problem and options: equal in every part of one split
    PartProblem problem;
    PartOptions options;
    std::vector<PartTwin> twins;
};

nlohmann::json part_json(const search::Split& split, const PartProblem& problem, const PartOptions& options,
                         const std::vector<search::TwinResult>& twins);

// True when `doc` is a part (and not a record of a check report).
bool is_solve_part(const nlohmann::json& doc);

// Reads a part; nullopt and `error` set when `doc` is not a well-formed one.
std::optional<SolvePart> read_part(const nlohmann::json& doc, const std::string& path, std::string& error);

}  // namespace dawson::cli
