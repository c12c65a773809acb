#include "report/result_json.hpp"

#include <string>

namespace dawson::report {

using nlohmann::json;

namespace {

// An unsigned number of `j` no larger than `max`.
unsigned number(const json& j, unsigned max, const char* what) {
    if (!j.is_number_unsigned() || j.get<unsigned long long>() > max)
        throw ResultJsonError(std::string("bad ") + what + " " + j.dump());
    return static_cast<unsigned>(j.get<unsigned long long>());
}

const json& field(const json& j, const char* name) {
    if (!j.is_object() || !j.contains(name)) throw ResultJsonError(std::string("missing '") + name + "'");
    return j.at(name);
}

const json& array(const json& j, const char* name) {
    const json& a = field(j, name);
    if (!a.is_array()) throw ResultJsonError(std::string("'") + name + "' is not an array");
    return a;
}

json move_json(const position::Move& m) {
    return json::array({m.from, m.to, static_cast<unsigned>(m.type), m.promo, m.aux, m.via, m.latent, m.latent_promo});
}

position::Move move_of(const json& j) {
    if (!j.is_array() || j.size() != 8) throw ResultJsonError("bad move " + j.dump());
    position::Move m;
    m.from = static_cast<core::Square>(number(j[0], core::NoSquare, "square"));
    m.to = static_cast<core::Square>(number(j[1], core::NoSquare, "square"));
    m.type = static_cast<position::MoveType>(number(j[2], static_cast<unsigned>(position::kLastMoveType), "move type"));
    m.promo = static_cast<pieces::PieceKind>(number(j[3], 255, "piece kind"));
    m.aux = static_cast<core::Square>(number(j[4], core::NoSquare, "square"));
    m.via = static_cast<core::Square>(number(j[5], core::NoSquare, "square"));
    m.latent = static_cast<core::Square>(number(j[6], core::NoSquare, "square"));
    m.latent_promo = static_cast<pieces::PieceKind>(number(j[7], 255, "piece kind"));
    return m;
}

search::Mark mark_of(const json& j) {
    return static_cast<search::Mark>(number(j, static_cast<unsigned>(search::Mark::CounterMate), "mark"));
}

json attack_json(const search::AttackNode& a);
search::AttackNode attack_of(const json& j);

template <class T, class F>
json list_json(const std::vector<T>& v, F&& f) {
    json a = json::array();
    for (const T& x : v) a.push_back(f(x));
    return a;
}

template <class T, class F>
std::vector<T> list_of(const json& j, const char* name, F&& f) {
    std::vector<T> v;
    for (const json& x : array(j, name)) v.push_back(f(x));
    return v;
}

json attack_json(const search::AttackNode& a) {
    return json{{"move", move_json(a.move)},
                {"mark", static_cast<unsigned>(a.mark)},
                {"fails", a.fails},
                {"length", a.length},
                {"threat_searched", a.threat_searched},
                {"threats", list_json(a.threats, attack_json)},
                {"defences", list_json(a.defences, defence_to_json)},
                {"refutations", list_json(a.refutations, defence_to_json)}};
}

search::AttackNode attack_of(const json& j) {
    search::AttackNode a;
    a.move = move_of(field(j, "move"));
    a.mark = mark_of(field(j, "mark"));
    a.fails = field(j, "fails").get<bool>();
    a.length = field(j, "length").get<int>();
    a.threat_searched = field(j, "threat_searched").get<bool>();
    a.threats = list_of<search::AttackNode>(j, "threats", attack_of);
    a.defences = list_of<search::DefenceNode>(j, "defences", defence_from_json);
    a.refutations = list_of<search::DefenceNode>(j, "refutations", defence_from_json);
    return a;
}

}  // namespace

json defence_to_json(const search::DefenceNode& d) {
    return json{{"move", move_json(d.move)},
                {"mark", static_cast<unsigned>(d.mark)},
                {"continuations", list_json(d.continuations, attack_json)},
                {"refutes", d.refutes}};
}

search::DefenceNode defence_from_json(const json& j) {
    search::DefenceNode d;
    d.move = move_of(field(j, "move"));
    d.mark = mark_of(field(j, "mark"));
    d.continuations = list_of<search::AttackNode>(j, "continuations", attack_of);
    d.refutes = field(j, "refutes").get<bool>();
    return d;
}

json solution_to_json(const search::Solution& s) {
    json moves = json::array();
    for (const search::SolutionMove& m : s.moves)
        moves.push_back(json{{"move", move_json(m.move)},
                             {"side", m.side == core::Color::White ? "white" : "black"},
                             {"number", m.number},
                             {"mark", static_cast<unsigned>(m.mark)}});
    json j{{"layout", static_cast<unsigned>(s.layout)},
           {"moves", moves},
           {"fails", s.fails},
           {"intro", s.intro},
           {"from_pair_start", s.from_pair_start},
           {"unit", json::array({s.unit.length, s.unit.first, s.unit.second})}};
    if (s.tree) j["tree"] = attack_json(*s.tree);
    return j;
}

search::Solution solution_from_json(const json& j) {
    search::Solution s;
    s.layout = static_cast<search::Layout>(
        number(field(j, "layout"), static_cast<unsigned>(search::Layout::BattleFailingGoal), "layout"));
    for (const json& m : array(j, "moves")) {
        search::SolutionMove sm;
        sm.move = move_of(field(m, "move"));
        const std::string side = field(m, "side").get<std::string>();
        if (side != "white" && side != "black") throw ResultJsonError("bad side '" + side + "'");
        sm.side = side == "white" ? core::Color::White : core::Color::Black;
        sm.number = field(m, "number").get<int>();
        sm.mark = mark_of(field(m, "mark"));
        s.moves.push_back(sm);
    }
    s.fails = field(j, "fails").get<bool>();
    if (j.contains("intro")) s.intro = j["intro"].get<int>();
    if (j.contains("from_pair_start")) s.from_pair_start = j["from_pair_start"].get<bool>();
    const json& u = array(j, "unit");
    if (u.size() != 3) throw ResultJsonError("bad unit " + u.dump());
    s.unit.length = u[0].get<int>();
    s.unit.first = number(u[1], 0xffffffffu, "unit");
    s.unit.second = number(u[2], 0xffffffffu, "unit");
    if (j.contains("tree")) s.tree = attack_of(j.at("tree"));
    return s;
}

}  // namespace dawson::report
