#pragma once
// Reader for Olive / YACPDB YAML collections (.olv): a stream of documents,
// one problem each, with the fields
//   algebraic: {white: [Kc7, Qb2, …], black: […]}   (Popeye's English codes)
//   stipulation: "h#2"
//   options: [SetPlay, Defence 1, HopperMove]       (Popeye options; other
//                                                    words are conditions)
//   twins: {b: Move b4 f3, c: Continued Exchange c3 f4}
//   solution: "…"            the intended solution text (kept line by line)
//   intended-solutions: 4    the intended number of solutions
//   authors: […], source: …, date: …, keywords: […], comments: […], title: …
// Other fields are ignored. Each document is independent: an error (YAML
// syntax included) spoils only its own problem.

#include <string>
#include <string_view>

#include "problem/read_result.hpp"

namespace dawson::problem {

ReadResult read_yaml(std::string_view text, const std::string& file_name);

}  // namespace dawson::problem
