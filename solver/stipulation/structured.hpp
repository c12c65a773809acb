#pragma once
// Popeye's structured stipulations (SStipulation): the side to move, then
// branches (s, ad, da, hh), forks and leaves. Dawson solves the forms that
// are synonyms of traditional stipulations, as Popeye's manual lists them,
// and names every other construct it meets:
//   white Ns[G]           ser-GN
//   white Ns[1d[G]a]      ser-sGN
//   white Na[G]d          Gn       (N = 2n-1 half-moves)
//   white Nad[G]          sGn      (N = 2n)
//   white Na[G]d[G]       sGn      option Quodlibet (N = 2n)
//   white Na[1a[G]d]d     semi-rGn (N = 2n-1)
//   white|black Nh[G]h    hG(N/2)  (White starts an odd N, Black an even one)
//   black Nhh[G]          hG(N/2)  (N even)
//   black Nh{!G}h[G]      hG(N/2)  option GoalIsEnd (N even)
//   white - Nd[G]a        sGn      option PostKeyPlay (N = 2n-1; Black, the defender, to move)
//   black Ns[1h[G]h]      ser-hGN  (also Ns[1a[G]d])
//   white Ms[Ns[1h[G]h]]  M->ser-hGN
//   white Ns[>1a[G]d]     ser-rGN  (also Ns[1a[G]d]{!1a[G]d})
//   white Na[>1a[G]d]d{!1a[G]d}  rGn (N = 2n-1)
//   white Nh[G]?+?h       phser-Gn (N = 2n-1; ?+?: the move only when in check)
//   white Nh[1d[G]a]?+?h  phser-sGn;   black Nh[1h[G]h]?+?h  pser-hGn (also Nh[1a[G]d]?+?h)
//   white Na[G]?+?d       pser-Gn;     white Na[1d[G]a]?+?d  pser-sGn
// and direct play under a constraint C, a goal tested on the position
// (possibly negated), before each attacking move of its branch:
//   white Na[G]d{C}       Gn, C before every move of White (the diagram's too)
//   white 2ad[1a[G]d{C}]  exact-G2, C before White's second move
// A leaf "!G" negates its goal (Goal::negated), "G&!H" reaches G and misses H,
// in the direct play "Na[…]d" only.
// "-" before the root branch gives the move to the other side ("white -
// 1d[#]a": Black defends); "m:m" as the root's length is exact-.
// and help play followed by battle play (Popeye's "helpdirectmate"), which
// has no traditional synonym:
//   white|black Nh[B]h    N odd, B = Ma[G]d (#(M+1)/2) or Mad[G] (s#M/2)
//   white|black Nhh[B]    N even, the same B

#include <optional>
#include <string>
#include <string_view>

#include "stipulation/stipulation.hpp"

namespace dawson::stipulation {

struct StructuredResult {
    std::optional<Stipulation> stip;  // the traditional synonym
    bool post_key_play = false;       // "Nd[G]a" at the root: the synonym with option PostKeyPlay
    bool quodlibet = false;           // "Na[G]d[G]": the synonym (sGn) with option Quodlibet
    bool goal_is_end = false;         // "Nh{!G}h[G]": the synonym (hGn) with option GoalIsEnd
    std::string unsupported;          // else: the construct Dawson does not implement
};

// `text`: the rest of the SStipulation line ("white 5s[#]").
StructuredResult parse_structured(std::string_view text);

}  // namespace dawson::stipulation
