#include "pieces/catalogue.hpp"

#include <algorithm>
#include <cctype>
#include <iterator>

namespace dawson::pieces {
namespace {

using M = Motion;
using namespace angle;
constexpr core::Vec W{1, 0}, F{1, 1}, S{1, 2}, C{1, 3}, Z{2, 3}, Gi{1, 4}, A{2, 2}, D{2, 0}, An{3, 4};

// The table. Its order defines PieceKind values; the roles in `kind::` must
// match the first entries. A new kind is one more entry: its size is the
// catalogue's size.
constexpr PieceType kTypes[] = {
    {"", "none", 0, {}},
    {"K", "king", 'k', {{M::Leap, {W, F}}}, true},
    {"Q", "queen", 'q', {{M::Ride, {W, F}}}},
    {"R", "rook", 'r', {{M::Ride, {W}}}},
    {"B", "bishop", 'b', {{M::Ride, {F}}}},
    {"S", "knight", 'n', {{M::Leap, {S}}}},
    {"P", "pawn", 'p', {{M::Pawn, {}}}},
    {"G", "grasshopper", 'g', {{M::Hop, {W, F}}}},
    {"NH", "nightriderhopper", 0, {{M::Hop, {S}}}},
    {"RH", "rookhopper", 'h', {{M::Hop, {W}}}},
    {"BH", "bishophopper", 'e', {{M::Hop, {F}}}},
    {"KH", "kinghopper", 0, {{M::Hop, {W, F}, 1, true}}},
    {"G2", "grasshopper-2", 0, {{M::Hop, {W, F}, 2}}},
    {"G3", "grasshopper-3", 0, {{M::Hop, {W, F}, 3}}},
    {"KA", "kangaroo", 0, {{M::Kangaroo, {W, F}}}},
    {"LI", "lion", 'l', {{M::Lion, {W, F}}}},
    {"RL", "rooklion", 'o', {{M::Lion, {W}}}},
    {"BL", "bishoplion", 'i', {{M::Lion, {F}}}},
    {"CG", "contragrasshopper", 0, {{M::ContraHop, {W, F}}}},
    {"L", "locust", 0, {{M::Locust, {W, F}}}},
    {"EQ", "equihopper", 0, {{M::EquiHop, {W, F}}, {M::EquiHop, {S, C, Z}}}},
    {"DG", "doublegrasshopper", 0, {{M::DoubleHop, {W, F}}}},
    {"N", "nightrider", 'a', {{M::Ride, {S}}}},
    {"Z", "zebra", 'z', {{M::Leap, {Z}}}},
    {"CA", "camel", 'c', {{M::Leap, {C}}}},
    {"GI", "giraffe", 0, {{M::Leap, {Gi}}}},
    {"WE", "wazir", 'w', {{M::Leap, {W}}}},
    {"FE", "fers", 'f', {{M::Leap, {F}}}},
    {"AL", "alfil", 'x', {{M::Leap, {A}}}},
    {"DA", "dabbaba", 'd', {{M::Leap, {D}}}},
    {"AM", "amazon", 0, {{M::Ride, {W, F}}, {M::Leap, {S}}}},
    {"EM", "empress", 0, {{M::Ride, {W}}, {M::Leap, {S}}}},
    {"PR", "princess", 0, {{M::Ride, {F}}, {M::Leap, {S}}}},
    {"GN", "gnu", 0, {{M::Leap, {S, C}}}},
    {"AN", "antelope", 0, {{M::Leap, {An}}}},
    {"CR", "camelrider", 0, {{M::Ride, {C}}}},
    {"ZR", "zebrarider", 0, {{M::Ride, {Z}}}},
    {"HS", "scorpion", 's', {{M::Scorpion, {}}}},
    {"JW", "jump-a-long wazir", 0, {{M::JumpAlong, {W}}}},
    {"JF", "jump-a-long fers", 0, {{M::JumpAlong, {F}}}},
    // Popeye's hopper family (Popeye 4.104's names and walks).
    {"M", "moose", 0, {angle_hop({W, F}, A45)}},
    {"EA", "eagle", 0, {angle_hop({W, F}, A90)}},
    {"SW", "sparrow", 0, {angle_hop({W, F}, A135)}},
    {"RM", "rook moose", 0, {angle_hop({W}, A45)}},
    {"RE", "rook eagle", 0, {angle_hop({W}, A90)}},
    {"RW", "rook sparrow", 0, {angle_hop({W}, A135)}},
    {"BM", "bishop moose", 0, {angle_hop({F}, A45)}},
    {"BE", "bishop eagle", 0, {angle_hop({F}, A90)}},
    {"BW", "bishop sparrow", 0, {angle_hop({F}, A135)}},
    {"MG", "marguerite", 0, {angle_hop({W, F}, A0 | A45 | A90 | A135 | A180)}},
    {"HA", "hamster", 0, {angle_hop({W, F}, A180)}},
    {"CH", "camelrider hopper", 0, {{M::Hop, {C}}}},
    {"ZH", "zebrarider hopper", 0, {{M::Hop, {Z}}}},
    {"GH", "gnurider hopper", 0, {{M::Hop, {S, C}}}},
    {"KP", "knighthopper", 0, {{M::Hop, {S}, 1, true}}},
    {"DK", "double rookhopper", 0, {{M::DoubleHop, {W}}}},
    {"DB", "double bishopper", 0, {{M::DoubleHop, {F}}}},
    {"GL", "gral", 0, {{M::Leap, {A}}, {M::Hop, {W}}}},
    {"DO", "dolphin", 0, {{M::Kangaroo, {W, F}}, {M::Hop, {W, F}}}},
    {"OR", "orix", 0, {{M::EquiHop, {W, F}}}},
    {"NE", "nonstop equihopper", 0, {{M::NonStopEquiHop, {W, F}}, {M::NonStopEquiHop, {S, C, Z}}}},
    {"NO", "nonstop orix", 0, {{M::NonStopEquiHop, {W, F}}}},
    {"NL", "nightriderlion", 0, {{M::Lion, {S}}}},
    {"KL", "kangaroo lion", 0, {{M::KangarooLion, {W, F}}}},
    {"LR", "rook locust", 0, {{M::Locust, {W}}}},
    {"LB", "bishop locust", 0, {{M::Locust, {F}}}},
    {"LN", "nightrider locust", 0, {{M::Locust, {S}}}},
    {"SI", "sirene", 0, {{M::RideMove, {W, F}}, {M::Locust, {W, F}}}},
    {"TR", "triton", 0, {{M::RideMove, {W}}, {M::Locust, {W}}}},
    {"ND", "nereide", 0, {{M::RideMove, {F}}, {M::Locust, {F}}}},
    {"MS", "marine knight", 0, {{M::LeapMove, {S}}, {M::Locust, {S}, 1, true}}},
    {"LE", "leo", 0, {{M::RideMove, {W, F}}, {M::Cannon, {W, F}}}},
    {"PA", "pao", 0, {{M::RideMove, {W}}, {M::Cannon, {W}}}},
    {"VA", "vao", 0, {{M::RideMove, {F}}, {M::Cannon, {F}}}},
    {"NA", "nao", 0, {{M::RideMove, {S}}, {M::Cannon, {S}}}},
    {"MA", "mao", 0, {{M::Mao, {S}}}},
    {"MO", "moa", 0, {{M::Moa, {S}}}},
    {"SO", "scorpion (king and grasshopper)", 0, {{M::Leap, {W, F}}, {M::Hop, {W, F}}}},
    {"DU", "dummy", 0, {}},
    {"EH", "edgehog", 0, {{M::EdgeRide, {W, F}}}},
    // The radial hoppers: the lesser along orthogonal and diagonal
    // distances (land 0), the greater along every distance (land 1).
    {"TH", "treehopper", 0, {{M::TreeHop, {}, 0}}},
    {"LH", "leafhopper", 0, {{M::LeafHop, {}, 0}}},
    {"GE", "greater treehopper", 0, {{M::TreeHop, {}, 1}}},
    {"GF", "greater leafhopper", 0, {{M::LeafHop, {}, 1}}},
    // The Argentinian riders: capture as queen, rook, bishop; move beyond the first piece.
    {"SE", "senora", 0, {{M::ArgentinianRide, {W, F}}}},
    {"FA", "faro", 0, {{M::ArgentinianRide, {W}}}},
    {"LO", "loco", 0, {{M::ArgentinianRide, {F}}}},
    // The eagle equihoppers: queen lines over the first piece, knight, camel
    // and zebra lines over the adjacent square one vector away.
    {"EE", "eagle equihopper", 0, {{M::EagleEquiHop, {W, F}}, {M::EagleEquiHop, {S, C, Z}, 1, true}}},
    {"EN", "eagle nonstop equihopper", 0, {{M::NonStopEagleEquiHop, {W, F}}, {M::NonStopEagleEquiHop, {S, C, Z}}}},
    // The equistoppers (Popeye's "equi english" and "equi french").
    {"QE", "equi english", 0, {{M::EquiStop, {W, F}}, {M::EquiStop, {S, C, Z}, 1, true}}},
    {"QF", "equi french", 0, {{M::NonStopEquiStop, {}}}},
    // The rose family, along the rose's circles of knight steps.
    {"RO", "rose", 0, {{M::RoseRide, {}}}},
    {"RN", "rose lion", 0, {{M::RoseLion, {}}}},
    {"RP", "rose hopper", 0, {{M::RoseHop, {}}}},
    {"LS", "rose locust", 0, {{M::RoseLocust, {}}}},
    {"RA", "rao", 0, {{M::RoseMove, {}}, {M::RoseCannon, {}}}},
    // The lame knights' riders and hoppers: knight steps passing the
    // orthogonally adjacent square (land 0, as the mao) or the diagonal one
    // (land 1, as the moa).
    {"AO", "maorider", 0, {{M::LameRide, {S}, 0}}},
    {"OA", "moarider", 0, {{M::LameRide, {S}, 1}}},
    {"ML", "maorider lion", 0, {{M::LameLion, {S}, 0}}},
    {"MM", "moarider lion", 0, {{M::LameLion, {S}, 1}}},
    {"AH", "maohopper", 0, {{M::LameHop, {S}, 0}}},
    {"OH", "moahopper", 0, {{M::LameHop, {S}, 1}}},
    // The Argentinian knight: moves as mao- and moahopper, captures as mao and moa.
    {"SA",
     "saltador",
     0,
     {moves_only({M::LameHop, {S}, 0}), moves_only({M::LameHop, {S}, 1}), captures_only({M::Mao, {S}}),
      captures_only({M::Moa, {S}})}},
    {"KO", "kao", 0, {{M::LeapMove, {S}}, captures_only({M::Hop, {S}, 1, true})}},
    {"UU", "ubiubi", 0, {{M::Flood, {S}}}},
    {"RT", "rabbit", 0, {{M::KangarooLion, {W, F}}}},
    {"BO", "bob", 0, {{M::MultiLion, {W, F}, 4}}},
    {"HC", "contra-hamster", 0, {{M::RearHurdleRide, {W, F}}}},
    // The marine royals and pawns: the poseidon (a marine king: king steps,
    // captures as a locust over an adjacent piece), the sting (king and
    // grasshopper, royal), the marine pawn and the marine ship (triton and
    // the marine pawn's captures). Popeye's is_king makes PO and ST royal.
    {"PO", "poseidon", 0, {{M::LeapMove, {W, F}}, {M::Locust, {W, F}, 1, true}}, true},
    {"ST", "sting", 0, {{M::Leap, {W, F}}, {M::Hop, {W, F}}}, true},
    {"MP", "marine pawn", 0, {{M::MarinePawn, {}}}},
    {"MH", "marine ship", 0, {{M::RideMove, {W}}, {M::Locust, {W}}, {M::MarinePawnCapture, {}}}},
    // Skylla and charybdis: to a knight square through the square a mao
    // (skylla) or moa (charybdis) passes, capturing a piece there.
    {"SK", "skylla", 0, {{M::MaoLocust, {S}}}},
    {"CY", "charybdis", 0, {{M::MoaLocust, {S}}}},
    // The Berolina pawn: steps diagonally forward, captures straight forward.
    {"BP", "berolina pawn", 0, {{M::BerolinaPawn, {}}}},
    // The orphan and the friend: the walks of the pieces that observe them
    // (enemy pieces for the orphan, its own for the friend).
    {"O", "orphan", 0, {{M::Orphan, {}}}},
    {"F", "friend", 0, {{M::Friend, {}}}},
    // The erlking: the king's leaps, not royal (Popeye's ErlKing).
    {"EK", "erlking", 0, {{M::Leap, {W, F}}}},
    // The scarabeus: an angle hopper along queen lines whose step beyond
    // the hurdle is one of the two knight steps nearest its line.
    {"SC", "scarabeus", 0, {angle_hop({W, F}, A27)}},
};
constexpr int kCount = static_cast<int>(std::size(kTypes));

static_assert(kCount <= kMaxKinds, "the catalogue outgrew kMaxKinds (pieces/kind.hpp)");

static_assert(kTypes[kind::King].code == "K" && kTypes[kind::Pawn].code == "P");

// The primitives from TreeHop on are used by kinds beyond the first 64 only:
// the attack test of the first 64 kinds, inlined in the hottest code, does
// not look for them (movegen/attacks.cpp).
constexpr bool later_motions_in_later_kinds_only() {
    for (int k = 0; k < kCount && k < 64; ++k)
        for (int i = 0; i < kTypes[k].walk.count; ++i)
            if (kTypes[k].walk.parts[i].motion >= Motion::TreeHop) return false;
    return true;
}
static_assert(later_motions_in_later_kinds_only(), "a kind using TreeHop or a later primitive among the first 64");

// Leaps and rook and bishop rides are compiled into bitboards whole: they
// cannot be restricted to moves or captures (use LeapMove, RideMove).
constexpr bool only_on_parts() {
    for (int k = 0; k < kCount; ++k)
        for (int i = 0; i < kTypes[k].walk.count; ++i) {
            const Component& c = kTypes[k].walk.parts[i];
            if (c.only != Only::Both && (c.motion == Motion::Leap || c.motion == Motion::Ride)) return false;
        }
    return true;
}
static_assert(only_on_parts(), "a Leap or Ride component restricted to moves or captures");

constexpr std::array<PieceKind, kCount - 1> make_all() {
    std::array<PieceKind, kCount - 1> a{};
    for (int i = 1; i < kCount; ++i) a[i - 1] = static_cast<PieceKind>(i);
    return a;
}
constexpr auto kAll = make_all();

bool iequal(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::toupper(static_cast<unsigned char>(x)) == std::toupper(static_cast<unsigned char>(y));
           });
}

}  // namespace

const PieceType& type(PieceKind k) { return kTypes[k]; }
std::span<const PieceKind> all_kinds() { return kAll; }

std::optional<PieceKind> find_by_code(std::string_view code) {
    for (PieceKind k : kAll)
        if (iequal(kTypes[k].code, code)) return k;
    return std::nullopt;
}

std::optional<PieceKind> find_by_name(std::string_view name) {
    for (PieceKind k : kAll)
        if (iequal(kTypes[k].name, name)) return k;
    return std::nullopt;
}

bool is_pawn_like(PieceKind k) { return is_pawn_motion(kTypes[k].walk.parts[0].motion); }

bool is_borrowing_kind(PieceKind k) { return kTypes[k].walk.count > 0 && is_borrowing(kTypes[k].walk.parts[0].motion); }

}  // namespace dawson::pieces
