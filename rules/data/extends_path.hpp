// How `extends:` names another file, for profiles and variants alike (docs/profiles.md and
// docs/variants.md, "`extends:`"): one rule in one place, so the two readers cannot drift.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace kifukit {

// An `extends:` chain longer than this is treated as a cycle (it can only be one that the path
// normalisation does not see, such as a loop through symbolic links).
inline constexpr std::size_t kMaxExtendsDepth = 32;

// A value with a slash (or backslash) or ending in .yaml/.yml names a file; anything else a name.
bool extends_names_file(std::string_view extends);

// A file name in the extending file's directory: "base.yaml" or "./base.yaml". Anything else
// (an absolute path, "../x.yaml", "sub/x.yaml") is refused before it is read: a file from a
// stranger must not make kifukit read, and quote back, files elsewhere.
bool extends_file_beside(std::string_view extends);

// Why the file `path` (an `extends:` file beside the extending one) is not read, or empty when it
// may be: a symbolic link is refused, wherever it points (issue 26 item 14: a link beside the
// profile to ../elsewhere/creds.yaml had its keys quoted back). A path that does not exist on the
// disk, or is no regular file, is the reader's source to refuse ("cannot read").
std::string extends_file_refusal(const std::string& path);

// The path as the cycle test compares it: lexically normal, '/' separators.
std::string normal_path(const std::string& path);

}  // namespace kifukit
