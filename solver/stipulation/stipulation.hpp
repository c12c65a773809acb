#pragma once
// A stipulation as play × end × goal: how the moves alternate (battle,
// help or series play), how the play ends (who makes the goal move, under
// which obligation) and the goal that move reaches (stipulation/goal.hpp),
// with the length: "h#2.5" is help play ending directly in mate, "hs#2"
// help play ending in a selfmate in one, "ser-r#3" series play ending in a
// reflexmate in one, "semi-r#2" battle play ending in a semi-reflexmate.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "stipulation/goal.hpp"

namespace dawson::stipulation {

// How the moves alternate.
enum class Form {
    Battle,  // attacker against defender: #n, s#n, r#n, semi-r#n
    Help,    // both sides cooperate, alternating: h#n, hs#n, hr#n, reci-h#n
    Series,  // one side plays all its moves in a row: ser-#n, ser-h#n, ser-s#n, ser-r#n
};

// How the play ends: the end tests (search/play_end.hpp) are written once
// for every form.
enum class End {
    Direct,      // the side to move reaches the goal with its move
    Help,        // series only (ser-h): the other side then reaches the goal in one move
    Self,        // the other side is then forced to reach the goal (s, hs)
    Reflex,      // as Self, but each side must reach the goal when it can (r, hr)
    SemiReflex,  // as Reflex, the obligation binding the defender only (semi-r)
    Reciprocal,  // help only (reci-h): the side to move can reach `reci_goal` directly and also help
                 // the other side to `goal` in one move pair
    HelpSelf,    // series only (ser-hs): the other side then plays a move after which the series side is
                 // forced to reach the goal (the self end of hs#)
};

// Parry series play: a series move may check; the other side then parries
// with one move and the series goes on.
enum class Parry : std::uint8_t {
    None,
    Pser,   // pser-: the parries are defences, except in pser-h (help moves)
    Phser,  // phser-: the parries are help moves
};

// The battle play that follows a help play (SStipulation "black 3h[4ad[#]]h",
// Popeye's "helpdirectmate"): after the help moves the side to move forces
// the end within `moves` of its own moves.
struct BattleAfterHelp {
    bool white_starts = true;  // the side that plays the first help move
    End end = End::Direct;     // Direct ("Na[G]d", a #n) or Self ("Nad[G]", an s#n)
    int moves = 1;             // n
    // The CapZug forms ("black 8hh[/1d[x]a{!+}]", "6hh[/2da[#]{!+}]"): 0
    // for a battle play, else the length (1 or 2) of a da branch whose moves
    // are not shown ("/"), which holds when its side to move is not in check
    // ({!+}), has a move, and every move reaches the goal (1) or is answered
    // by a move reaching it (2).
    int hidden_defence = 0;
    // "-" at the root ("black - 5h[…]h"): the other side starts, its first
    // move numbered as the second half of pair 1 ("1...e7*f8=B").
    bool after_pass = false;
    // ">" before the battle branch ("3h[>1a[x]d]h"): the help play ends
    // where the battle play holds, so no line goes on past such a position.
    bool ends_when_solvable = false;

    friend bool operator==(const BattleAfterHelp&, const BattleAfterHelp&) = default;
};

struct Stipulation {
    Form form = Form::Battle;
    End end = End::Direct;
    Goal goal = Goal::Mate;
    Goal reci_goal = Goal::Mate;  // reci-h(=)#: the goal of the direct half
    bool exact = false;           // exact-…: no shorter solutions
    int moves = 1;                // n of "#n", "h#n", "ser-h#n" (full moves)
    bool half = false;            // help play "h#n.5": starts with White's half-move
    int intro = 0;                // m of "m->ser-…": the other side's m introductory series moves first
    Parry parry = Parry::None;    // pser-, phser- (form Series)
    // Form Help, structured only: the help moves (`moves`, `half`) end in
    // this battle play, whose goal is `goal` (search/help_battle.hpp).
    std::optional<BattleAfterHelp> battle_after;
    // Form Battle, end Direct, structured only ("Na[G]d{C}", "2ad[1a[G]d{C}]"):
    // the constraint C, a goal tested on the position (possibly negated),
    // that must hold before each of the attacker's last `constraint_moves`
    // moves, else the attacker's play fails there (py-engl.txt: a
    // constraint is enforced before each attacking move of its branch, the
    // first included; popeye-suite-hoppers 0075, "Kreuzschach").
    std::optional<Goal> constraint;
    int constraint_moves = 0;

    // A stipulation the traditional text cannot say: Dawson writes it in
    // Popeye's structured form (to_string).
    bool structured_only() const { return battle_after || constraint || goal.structured_only(); }

    friend bool operator==(const Stipulation&, const Stipulation&) = default;
};

// "#2", "h#2.5", "ser-h#4", "2->ser-h#4", "ser-hs#3", "exact-h=3", "hs#2", "hzf82", … ; nullopt when
// malformed or not implemented (see unsupported()).
std::optional<Stipulation> parse(std::string_view text);
// The construct of a stipulation Dawson reads but does not implement
// ("proof game dia", "pser- (parry series)", …), or nullopt.
std::optional<std::string> unsupported(std::string_view text);
// Popeye's spelling of the stipulation ("h#2.5", "ser-s#3", "hzf82"; the
// structured "3h[4ad[#]]h" for a help play followed by battle play).
std::string to_string(const Stipulation& s);

inline bool is_help(const Stipulation& s) { return s.form == Form::Help; }
inline bool is_series(const Stipulation& s) { return s.form == Form::Series; }
inline bool is_battle(const Stipulation& s) { return s.form == Form::Battle; }
// Parry series play whose parries are help moves (phser-, pser-h): every
// parry is tried.
inline bool help_parries(const Stipulation& s) {
    return s.parry == Parry::Phser || (s.parry == Parry::Pser && (s.end == End::Help || s.end == End::HelpSelf));
}
// Series play whose end the other side begins with a help move (ser-h,
// ser-hs): Black is the series side.
inline bool help_after_series(const Stipulation& s) {
    return s.form == Form::Series && (s.end == End::Help || s.end == End::HelpSelf);
}

}  // namespace dawson::stipulation
