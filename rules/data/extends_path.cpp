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

std::string extends_file_refusal(const std::string& path) {
  std::error_code ec;
  const std::filesystem::file_status st = std::filesystem::symlink_status(path, ec);
  if (ec || st.type() == std::filesystem::file_type::not_found) return {};
  if (std::filesystem::is_symlink(st))
    return "is a symbolic link; only a regular file beside this one is read";
  return {};  // a FIFO or device: the source refuses it without opening it ("cannot read")
}

std::string normal_path(const std::string& path) {
  return std::filesystem::path(path).lexically_normal().generic_string();
}

}  // namespace kifukit
