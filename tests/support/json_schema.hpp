#pragma once
// A small JSON Schema validator for the keywords Dawson's schemas
// (docs/schema/) use: type, enum, required, properties,
// additionalProperties, items, minimum, $ref (to "#/$defs/NAME").

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace dawson::test {

using nlohmann::json;

// True when `v` is of the schema type `t`.
inline bool has_type(const json& v, const std::string& t) {
    if (t == "object") return v.is_object();
    if (t == "array") return v.is_array();
    if (t == "string") return v.is_string();
    if (t == "integer") return v.is_number_integer();
    if (t == "number") return v.is_number();
    if (t == "boolean") return v.is_boolean();
    if (t == "null") return v.is_null();
    return false;
}

// Appends a message per violation, with the JSON path.
inline void validate(const json& v, const json& schema, const json& root, const std::string& path,
                     std::vector<std::string>& errors) {
    if (schema.contains("$ref")) {
        const std::string ref = schema["$ref"];  // "#/$defs/name"
        return validate(v, root["$defs"][ref.substr(ref.rfind('/') + 1)], root, path, errors);
    }
    if (schema.contains("type")) {
        bool ok = false;
        if (schema["type"].is_string())
            ok = has_type(v, schema["type"]);
        else
            for (const auto& t : schema["type"]) ok = ok || has_type(v, t);
        if (!ok) return errors.push_back(path + ": wrong type " + std::string(v.type_name()));
    }
    if (schema.contains("enum")) {
        bool ok = false;
        for (const auto& e : schema["enum"]) ok = ok || e == v;
        if (!ok) errors.push_back(path + ": " + v.dump() + " not in enum");
    }
    if (schema.contains("minimum") && v.is_number() && v.get<double>() < schema["minimum"].get<double>())
        errors.push_back(path + ": below minimum");
    if (v.is_object()) {
        if (schema.contains("required"))
            for (const auto& r : schema["required"])
                if (!v.contains(r.get<std::string>())) errors.push_back(path + ": missing " + r.get<std::string>());
        const json props = schema.value("properties", json::object());
        for (const auto& [k, x] : v.items()) {
            if (props.contains(k))
                validate(x, props[k], root, path + "." + k, errors);
            else if (schema.value("additionalProperties", true) == false)
                errors.push_back(path + ": unexpected property " + k);
        }
    }
    if (v.is_array() && schema.contains("items"))
        for (std::size_t i = 0; i < v.size(); ++i)
            validate(v[i], schema["items"], root, path + "[" + std::to_string(i) + "]", errors);
}

}  // namespace dawson::test
