#include "search/result.hpp"

#include <algorithm>
#include <iterator>
#include <string>

namespace dawson::search {

namespace {

constexpr std::string_view kSuffixes[] = {"",   " +", " #",   " =",   " ==",  " ##",  " #=",    " !=", " x",
                                          " z", " %", " + x", " + z", " + %", " c81", " + c81", " !#", " ##!"};

}  // namespace

std::string_view mark_suffix(Mark m) { return kSuffixes[static_cast<std::size_t>(m)]; }

Mark mark_from_suffix(std::string_view suffix) {
    for (std::size_t i = 0; i < std::size(kSuffixes); ++i)
        if (kSuffixes[i] == suffix) return static_cast<Mark>(i);
    return Mark::None;
}

Mark goal_mark(const stipulation::Goal& goal, bool check) {
    const stipulation::GoalRule& r = stipulation::rule(goal);
    if (r.preempts_check) return mark_from_suffix(r.marker);
    if (r.marker.empty()) return check ? Mark::Check : Mark::None;
    return mark_from_suffix(check ? " +" + std::string(r.marker) : std::string(r.marker));
}

std::string_view to_string(SectionKind k) {
    switch (k) {
        case SectionKind::SetPlay:
            return "set-play";
        case SectionKind::Duplex:
            return "duplex";
        case SectionKind::Tries:
            return "tries";
        case SectionKind::PostKeyPlay:
            return "post-key-play";
        default:
            return "play";
    }
}

std::string_view to_string(TwinStatus s) {
    switch (s) {
        case TwinStatus::Illegal:
            return "illegal";
        case TwinStatus::Unsupported:
            return "unsupported";
        case TwinStatus::TimeLimit:
            return "time-limit";
        case TwinStatus::Interrupted:
            return "interrupted";
        default:
            return "solved";
    }
}

std::size_t TwinResult::solution_count() const {
    std::size_t n = 0;
    for (const Section& s : sections)
        if (s.kind == SectionKind::Play || s.kind == SectionKind::Duplex) n += s.solutions.size();
    return n;
}

bool TwinResult::stopped_short() const {
    return std::any_of(sections.begin(), sections.end(), [](const Section& s) { return s.stopped_short; });
}

}  // namespace dawson::search
