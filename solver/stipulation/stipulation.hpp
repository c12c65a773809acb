#pragma once
// A stipulation: who plays (direct, help, self, reflex; series or not), the
// goal (mate or stalemate) and the length, as in "h#2.5" or "ser-s#4".

#include <optional>
#include <string>
#include <string_view>

namespace dawson::stipulation {

enum class Goal { Mate, Stalemate };
enum class Play { Direct, Help, Self, Reflex };

struct Stipulation {
    Play play = Play::Direct;
    Goal goal = Goal::Mate;
    bool series = false;  // ser-…: one side plays all its moves in a row
    bool exact = false;   // exact-…: no shorter solutions
    int moves = 1;        // n of "#n", "h#n", "ser-h#n" (full moves)
    bool half = false;    // help play "h#n.5": starts with White's half-move

    friend bool operator==(const Stipulation&, const Stipulation&) = default;
};

// "#2", "h#2.5", "ser-h#4", "exact-h=3", … ; nullopt when malformed.
std::optional<Stipulation> parse(std::string_view text);
// Popeye's spelling of the stipulation ("h#2.5", "ser-s#3").
std::string to_string(const Stipulation& s);

}  // namespace dawson::stipulation
