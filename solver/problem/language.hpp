#pragma once
// The input languages of Popeye's problem files. The first keyword of a
// problem (BeginProblem, AnfangProblem, DebutProbleme) selects the language
// of every keyword, colour and piece code that follows.

namespace dawson::problem {

enum class Language { English, German, French };

// "English", "German", "French".
constexpr const char* language_name(Language l) {
    return l == Language::German ? "German" : l == Language::French ? "French" : "English";
}

}  // namespace dawson::problem
