// kifukit's own record syntaxes by name, extension and content. Reading and writing them whole
// is converters/record_syntax.hpp: the text notation needs the board, and lives with it in
// converters/text/.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "formats/record.hpp"

namespace kifukit {

enum class Syntax { Yaml, Xml, Json, Text };

const char* syntax_name(Syntax s);  // yaml xml json text
std::optional<Syntax> syntax_from_name(std::string_view name);
// .yaml/.yml, .xml, .json, .txt/.kif4; nullopt for anything else (and for "-").
std::optional<Syntax> syntax_from_extension(std::string_view path);
// By the first significant character: '<' XML, '{' or '[' JSON, the text notation's first line
// or separator, else YAML.
Syntax sniff_syntax(std::string_view bytes);

}  // namespace kifukit
