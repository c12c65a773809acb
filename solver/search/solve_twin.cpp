#include "search/solve_twin.hpp"

#include <chrono>

#include "problem/legality.hpp"
#include "search/battle.hpp"
#include "search/help_battle.hpp"
#include "search/help_engine.hpp"
#include "search/series_engine.hpp"

namespace dawson::search {

TwinResult unsupported(const problem::Setup& setup, std::string reason) {
    TwinResult r;
    r.stipulation = stipulation::to_string(setup.stip);
    r.status = TwinStatus::Unsupported;
    r.message = std::move(reason);
    return r;
}

TwinResult solve_twin(const problem::Setup& setup, const SolveContext& ctx) {
    const auto t0 = std::chrono::steady_clock::now();
    TwinResult r;
    const stipulation::Stipulation& st = setup.stip;
    if (auto refusal = problem::check_refusal(setup)) {
        r.stipulation = stipulation::to_string(st);
        r.status = TwinStatus::Illegal;
        r.message = refusal->message;
        r.ignored = true;
    } else if (st.form != stipulation::Form::Battle &&
               (setup.options.keep_mating_piece || setup.options.non_trivial || setup.options.quodlibet ||
                setup.options.mates_in_1 ||
                (setup.options.goal_is_end &&
                 !((st.form == stipulation::Form::Help && st.end == stipulation::End::Direct && !st.battle_after) ||
                   (st.form == stipulation::Form::Series && st.end == stipulation::End::Help && st.intro == 0 &&
                    st.parry == stipulation::Parry::None))))) {
        // Implemented in battle play (search/battle_search.hpp); Popeye's
        // KeepMatingPiece also prunes help and series play.
        const problem::Options& o = setup.options;
        r = unsupported(setup, std::string("unsupported option: ") +
                                   (o.keep_mating_piece ? "KeepMatingPiece"
                                    : o.non_trivial     ? "NonTrivial"
                                    : o.quodlibet       ? "Quodlibet"
                                    : o.goal_is_end     ? "GoalIsEnd"
                                                        : "MatesIn1") +
                                   " with " + (st.form == stipulation::Form::Help ? "help" : "series") + " play");
    } else if (st.battle_after)
        r = solve_help_battle(setup, ctx);
    else if (st.form == stipulation::Form::Series)
        r = solve_series(setup, ctx);
    else if (st.form == stipulation::Form::Help)
        r = solve_help(setup, ctx);
    else
        r = solve_battle(setup, ctx);
    // Popeye applies PostKeyPlay to battle play only, WhiteToPlay to help
    // play of whole moves (problem::effective_stipulation) and, silently,
    // to series play (refused by solve_series).
    if (setup.options.post_key_play && st.form != stipulation::Form::Battle && !st.battle_after)
        r.notices.push_back("PostKeyPlay not applicable - ignored");
    if (setup.options.white_to_play && !st.battle_after &&
        (st.form == stipulation::Form::Battle || (st.form == stipulation::Form::Help && st.half)))
        r.notices.push_back("WhiteToPlay not applicable - ignored");
    // Options Popeye does not apply and says so where the solution begins,
    // solving without them: StopOnShortSolutions in battle play
    // (options/stoponshortsolutions; popeye-regression 0375), Threat n
    // outside battle play or where no threat is shorter than n + 1 moves
    // (solving/machinery/solvers.c; popeye-regression 0378).
    const bool battle = st.form == stipulation::Form::Battle && !st.battle_after;
    auto say = [&](const char* text) { r.sections.insert(r.sections.begin(), Section{SectionKind::Play, {}, text}); };
    if (r.status == TwinStatus::Solved && setup.options.threat && (!battle || *setup.options.threat >= st.moves))
        say("Option \"Threat\" not applicable or indicated maximum threat length too big");
    if (r.status == TwinStatus::Solved && setup.options.stop_on_short && battle)
        say("Option  StopOnShortSolutions  not supported with direct play.");
    // Intelligent: Dawson's search is exhaustive in every play, so the
    // option changes nothing; Popeye says where its intelligent mode does
    // not apply to the stipulation (one goal, # or =, and no defending
    // side: optimisations/intelligent/intelligent.c, where of reci-h only
    // the help play counts; popeye-regression 0390, h#=2) and solves
    // without it.
    const bool intelligent_applies =
        !battle && !st.battle_after &&
        (st.end == stipulation::End::Direct || st.end == stipulation::End::Help ||
         st.end == stipulation::End::Reciprocal) &&
        !st.goal.structured_only() &&
        (st.goal.kind == stipulation::GoalKind::Mate || st.goal.kind == stipulation::GoalKind::Stalemate);
    if (r.status == TwinStatus::Solved && setup.options.intelligent && !intelligent_applies)
        say("Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without "
            "fairy pieces.");
    if (r.status == TwinStatus::Solved && ctx.stop) {
        if (ctx.stop->reason() == StopReason::TimeLimit) r.status = TwinStatus::TimeLimit;
        if (ctx.stop->reason() == StopReason::Interrupted) r.status = TwinStatus::Interrupted;
    }
    if (const std::size_t limit = solution_limit(setup, ctx); limit != kNoLimit) {
        // Popeye counts each set play's solutions apart from the play's.
        std::size_t play_left = limit;
        for (Section& s : r.sections) {
            std::size_t set_left = limit;
            std::size_t& left = s.kind == SectionKind::SetPlay ? set_left : play_left;
            if (s.solutions.size() > left) s.solutions.resize(left);
            left -= s.solutions.size();
        }
        r.partial = play_left == 0;
    }
    r.partial = r.partial || r.stopped_short();
    r.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
}

}  // namespace dawson::search
