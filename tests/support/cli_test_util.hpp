#pragma once
// Helpers for the command-line tests: run the dawson executable (built by
// the same CMake tree, DAWSON_EXE) with arguments, capture its exit code,
// standard output and standard error; temporary directories; reading JSON
// Lines reports.

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "test_data.hpp"

namespace dawson::testing {

struct RunResult {
    int code = -1;
    std::string out, err;
};

inline std::string shell_quote(const std::string& s) {
    std::string q = "'";
    for (char c : s) {
        if (c == '\'')
            q.append("'\\''");
        else
            q.push_back(c);
    }
    q.push_back('\'');
    return q;
}

using dawson::test::slurp;

// A fresh empty directory under the system's temporary directory, removed
// when the object goes.
class TempDir {
public:
    TempDir() {
        std::string tmpl = (std::filesystem::temp_directory_path() / "dawson-cli-XXXXXX").string();
        path_ = ::mkdtemp(tmpl.data());
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    const std::filesystem::path& path() const { return path_; }
    std::string operator/(const std::string& name) const { return (path_ / name).string(); }

private:
    std::filesystem::path path_;
};

inline std::string data_path(const std::string& rel) { return std::string(DAWSON_TEST_DATA) + "/" + rel; }

// Runs `dawson ARGS` (each argument quoted), with `stdin_text` on its
// standard input when given (otherwise /dev/null).
inline RunResult run_dawson(const std::vector<std::string>& args, const std::string& stdin_text = "") {
    TempDir tmp;
    const std::string in = tmp / "in", out = tmp / "out", err = tmp / "err";
    std::ofstream(in) << stdin_text;
    std::string cmd = shell_quote(DAWSON_EXE);
    for (const std::string& a : args) cmd.append(" ").append(shell_quote(a));
    cmd.append(" <").append(shell_quote(in)).append(" >").append(shell_quote(out));
    cmd.append(" 2>").append(shell_quote(err));
    const int status = std::system(cmd.c_str());
    RunResult r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
}

inline std::vector<nlohmann::json> read_records(const std::string& path) {
    std::vector<nlohmann::json> v;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line))
        if (!line.empty()) v.push_back(nlohmann::json::parse(line));
    return v;
}

inline std::size_t count_lines(const std::string& text) {
    std::size_t n = 0;
    for (char c : text) n += c == '\n';
    return n;
}

}  // namespace dawson::testing
