#include "search/result.hpp"

namespace dawson::search {

std::string_view mark_suffix(Mark m) {
    switch (m) {
        case Mark::Check:
            return " +";
        case Mark::Mate:
            return " #";
        case Mark::Stalemate:
            return " =";
        default:
            return "";
    }
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

}  // namespace dawson::search
