#include "rules/data/extends_path.hpp"

#include <filesystem>

namespace kifukit {

bool extends_names_file(std::string_view extends) {
  return extends.find('/') != std::string_view::npos ||
         extends.find('\\') != std::string_view::npos || extends.ends_with(".yaml") ||
         extends.ends_with(".yml");
}

bool extends_file_beside(std::string_view extends) {
  if (extends.starts_with("./")) extends.remove_prefix(2);
  return !extends.empty() && extends != "." && extends != ".." &&
         extends.find_first_of("/\\") == std::string_view::npos;
}

std::string normal_path(const std::string& path) {
  return std::filesystem::path(path).lexically_normal().generic_string();
}

}  // namespace kifukit
