#include "cli/collection.hpp"

#include <algorithm>
#include <filesystem>
#include <istream>
#include <iterator>
#include <system_error>

#include "problem/read_file.hpp"

namespace dawson::cli {

namespace fs = std::filesystem;

namespace {

bool is_problem_file(const fs::path& p) {
    std::string ext = p.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    return ext == ".inp" || ext == ".pop" || ext == ".olv";
}

}  // namespace

std::vector<std::string> expand_operands(const std::vector<std::string>& operands, std::vector<std::string>& errors) {
    std::vector<std::string> files;
    for (const std::string& op : operands) {
        if (op == "-") {
            files.push_back(op);
            continue;
        }
        std::error_code ec;
        const fs::file_status st = fs::status(op, ec);
        if (ec || !fs::exists(st)) {
            errors.push_back(op + ":1:1: error: no such file or directory");
            continue;
        }
        if (!fs::is_directory(st)) {
            files.push_back(op);
            continue;
        }
        std::vector<std::string> found;
        for (auto it = fs::recursive_directory_iterator(op, fs::directory_options::skip_permission_denied, ec);
             !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
            if (it->is_regular_file(ec) && is_problem_file(it->path())) found.push_back(it->path().generic_string());
        }
        if (ec) errors.push_back(op + ":1:1: error: cannot read directory: " + ec.message());
        std::sort(found.begin(), found.end());
        if (found.empty()) errors.push_back(op + ":1:1: error: no .inp, .pop or .olv file in this directory");
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}

Collection read_collection(const std::vector<std::string>& operands, std::istream& in, problem::InputFormat format) {
    Collection c;
    c.files = expand_operands(operands, c.errors);
    c.results.reserve(c.files.size());
    for (const std::string& f : c.files) {
        if (f == "-") {
            const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            c.results.push_back(problem::read_text(text, "-", format));
        } else {
            c.results.push_back(problem::read_file(f, format));
        }
    }
    // Items point into c.results, which no longer grows.
    for (std::size_t i = 0; i < c.files.size(); ++i) {
        const problem::ReadResult& r = c.results[i];
        for (const problem::Diagnostic& w : r.warnings) c.warnings.push_back(w.to_string());
        for (const problem::Entry& e : r.entries)
            c.items.push_back(CollectionItem{c.items.size(), c.files[i], e.index, &e});
        // File-level errors not tied to an entry (unreadable file, text
        // outside any problem).
        for (const problem::Diagnostic& d : r.errors) {
            bool in_entry = false;
            const std::string text = d.to_string();
            for (const problem::Entry& e : r.entries)
                for (const problem::Diagnostic& x : e.errors)
                    if (x.to_string() == text) in_entry = true;
            if (!in_entry) c.errors.push_back(d.to_string());
        }
    }
    return c;
}

}  // namespace dawson::cli
