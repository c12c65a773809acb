#include "problem/read_file.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "problem/keywords.hpp"
#include "problem/popeye_reader.hpp"
#include "problem/yaml_reader.hpp"

namespace dawson::problem {

ReadResult read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        ReadResult r;
        r.errors.push_back(Diagnostic::at(path, 1, 1, "cannot open " + path + ": " + std::strerror(errno)));
        return r;
    }
    std::ostringstream buf;
    buf << in.rdbuf();
    std::string text = buf.str();
    bool yaml = path.size() >= 4 && keywords::iequals(std::string_view(path).substr(path.size() - 4), ".olv");
    if (yaml) return read_yaml(text, path);
    return read_popeye(text, path);
}

}  // namespace dawson::problem
