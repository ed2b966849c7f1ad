#include "formats/record_io.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "notation/text_words.hpp"

namespace kifukit {

namespace {
constexpr const char* kSyntaxNames[] = {"yaml", "xml", "json", "text"};

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

}  // namespace

const char* syntax_name(Syntax s) { return kSyntaxNames[static_cast<int>(s)]; }

std::optional<Syntax> syntax_from_name(std::string_view name) {
  for (int i = 0; i < 4; ++i)
    if (name == kSyntaxNames[i]) return static_cast<Syntax>(i);
  return std::nullopt;
}

std::optional<Syntax> syntax_from_extension(std::string_view path) {
  if (ends_with(path, ".yaml") || ends_with(path, ".yml")) return Syntax::Yaml;
  if (ends_with(path, ".xml")) return Syntax::Xml;
  if (ends_with(path, ".json")) return Syntax::Json;
  if (ends_with(path, ".txt") || ends_with(path, ".kif4")) return Syntax::Text;
  return std::nullopt;
}

Syntax sniff_syntax(std::string_view bytes) {
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
  if (bytes.find(kTextSeparator) != std::string_view::npos || bytes.substr(0, 9) == "# kifukit")
    return Syntax::Text;
  std::size_t i = bytes.find_first_not_of(" \t\r\n");
  if (i == std::string_view::npos) return Syntax::Yaml;
  if (bytes[i] == '<') return Syntax::Xml;
  if (bytes[i] == '{' || bytes[i] == '[') return Syntax::Json;
  return Syntax::Yaml;
}

}  // namespace kifukit
