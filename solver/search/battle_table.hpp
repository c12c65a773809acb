#pragma once
// Battle-play facts in the shared transposition table. For a position with
// the attacker to move, the search learns "fails within k moves" (then also
// within any shorter length) and "wins within k moves" (then also within any
// longer one). Both live in one fact word of the shared table under a battle
// salt: bit k (1 … 31) = fails within k, bit 32+k = wins within k; a store
// sets every bit the fact implies, so a probe is one look-up. Without a
// shared table a private one is used. In exact- play (wins or fails in
// exactly k moves) no fact implies another: a store sets its one bit.

#include <cstdint>
#include <memory>
#include <string>

#include "search/transposition_table.hpp"
#include "stipulation/stipulation.hpp"

namespace dawson::search {

class BattleTable {
public:
    // `shared` may be null.
    BattleTable(TranspositionTable* shared, stipulation::End play, stipulation::Goal goal,
                const std::string& rules_identity, const std::string& variant = "", bool exact = false)
        : exact_(exact) {
        if (!shared) {
            own_ = std::make_unique<TranspositionTable>(std::size_t{1} << 26);
            shared = own_.get();
        }
        table_ = shared;
        std::string kind = "battle";
        kind += play == stipulation::End::Self         ? "-self"
                : play == stipulation::End::Reflex     ? "-reflex"
                : play == stipulation::End::SemiReflex ? "-semireflex"
                                                       : "-direct";
        kind += stipulation::to_string(goal);
        kind += variant;  // options that change what wins (Threat, MaxFlightsquares)
        salt_ = salt_for(kind, rules_identity);
    }

    static constexpr int kMaxLength = 31;

    // The fact word of a position; ask it with wins()/fails().
    std::uint64_t probe(std::uint64_t key) const { return table_->facts(key ^ salt_); }
    static bool wins(std::uint64_t facts, int k) { return k <= kMaxLength && (facts >> (32 + k)) & 1; }
    static bool fails(std::uint64_t facts, int k) { return k <= kMaxLength && (facts >> k) & 1; }

    void store_win(std::uint64_t key, int k) {
        if (k > kMaxLength) return;
        table_->store_facts(key ^ salt_, exact_ ? std::uint64_t{1} << (32 + k) : ~std::uint64_t{0} << (32 + k));
    }
    void store_fail(std::uint64_t key, int k) {
        if (k > kMaxLength) return;
        table_->store_facts(key ^ salt_,
                            exact_ ? std::uint64_t{1} << k : ((std::uint64_t{1} << (k + 1)) - 1) & ~std::uint64_t{1});
    }

private:
    bool exact_ = false;  // exact- play: facts about one length each
    std::unique_ptr<TranspositionTable> own_;
    TranspositionTable* table_ = nullptr;
    std::uint64_t salt_ = 0;
};

}  // namespace dawson::search
