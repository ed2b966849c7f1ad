// What kifukit knows without a record: its rule profiles, variants and move counts (perft).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kifukit/export.hpp"

namespace kifukit::lib {

struct ProfileInfo {
  std::string name;
  std::string variant;
  std::string yaml;  // every parameter, as `kifukit profiles show NAME` prints it
};
KIFUKIT_API std::vector<ProfileInfo> profiles();

struct VariantInfo {
  std::string name;
  int seats = 0;
  std::string start;  // the start position: SFEN, or the four-player string
};
KIFUKIT_API std::vector<VariantInfo> variants();

// Leaf nodes `depth` plies below `position` (empty: the start) of `variant`, under `profile`
// (empty: the variant's own, else page-standard or standard, as `kifukit perft`).
KIFUKIT_API std::uint64_t perft(const std::string& variant, int depth,
                                const std::string& position = "", const std::string& profile = "");

}  // namespace kifukit::lib
