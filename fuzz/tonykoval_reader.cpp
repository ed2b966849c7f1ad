#include "fuzz/tonykoval_reader.hpp"

#include <string>

#include "converters/tonykoval.hpp"
#include "fuzz/targets.hpp"

namespace kifukit::fuzz {

void check_tonykoval(std::string_view bytes) {
  ReadResult read = read_tonykoval(bytes, "fuzz");
  for (const Diagnostic& d : read.diagnostics)
    if (d.severity == Severity::Error && (d.line < 1 || d.column < 1))
      throw InvariantFailure("a tonykoval error without line and column: " + render(d));
  if (!read.record) return;
  WriteResult first = write_tonykoval(*read.record);
  if (!first.text) return;
  ReadResult again = read_tonykoval(*first.text, "written");
  if (!again.record)
    throw InvariantFailure("a written tonykoval log does not read back: " + *first.text);
  WriteResult second = write_tonykoval(*again.record);
  if (!second.text || *second.text != *first.text)
    throw InvariantFailure("writing a written tonykoval log changes it: " + *first.text);
}

}  // namespace kifukit::fuzz
