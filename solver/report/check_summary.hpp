#pragma once
// The summary that ends `dawson check`: the number of problems, the count
// per verdict (in a fixed order: sound first, then the failures, then the
// rest), the total time and nodes and the slowest problems; as a text table
// or as JSON. Built from report records (report/jsonl_report.hpp), so a
// resumed run sums the records of the interrupted one and its own, and
// prints what one uninterrupted run would print.

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace dawson::report {

class CheckSummary {
public:
    explicit CheckSummary(std::size_t slowest = 5) : slowest_n_(slowest) {}

    void add(const nlohmann::json& record);

    std::size_t problems() const { return problems_; }
    // Verdict names and counts, in display order, those with a count only.
    std::vector<std::pair<std::string, std::size_t>> counts() const;
    std::size_t count(const std::string& verdict) const;
    // True when a verdict makes the run fail (exit 1): cooked, unsound,
    // no-solution, illegal, incomplete.
    bool failed() const;

    std::string text() const;
    nlohmann::json json() const;

private:
    struct Slow {
        double time;
        std::size_t ordinal;
        std::string where, stipulation, verdict;
    };
    std::size_t slowest_n_;
    std::size_t problems_ = 0;
    std::vector<std::pair<std::string, std::size_t>> counts_;
    std::vector<Slow> slow_;
    double time_ = 0;
    unsigned long long nodes_ = 0;
};

// True for the verdict names that make a check fail.
bool failing_verdict(const std::string& verdict);

}  // namespace dawson::report
