// Reads a record (KIF, CSA, kifukit YAML, ...), validates it under its own profile or the one
// named, and prints every finding as `kifukit validate` does.
// Usage: validate_record FILE [PROFILE]; exit 0 clean, 1 findings, 2 unreadable, 4 bad profile.
#include <iostream>

#include <kifukit/kifukit.hpp>

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::cerr << "usage: validate_record FILE [PROFILE]\n";
    return 3;
  }
  namespace kk = kifukit::lib;
  try {
    const kk::Record record = kk::Record::read_file(argv[1]);
    kk::Settings settings;
    if (argc == 3) settings.profile = argv[2];
    const kk::Report report = kk::validate(record, settings);
    std::cout << record.name() << ": " << record.format() << ", " << record.variant() << ", "
              << report.outcome << " under " << report.profile << ", " << report.plies
              << " plies\n";
    for (const kk::Finding& f : report.findings)
      std::cout << "  " << f.code << " " << f.severity << " ply " << f.ply << " at " << f.line
                << ":" << f.column << ": " << f.message << "\n";
    return report.exit_code;
  } catch (const kk::Error& e) {
    std::cerr << e.what() << "\n";
    return e.code().rfind("PROFILE_", 0) == 0 ? 4 : 2;
  }
}
