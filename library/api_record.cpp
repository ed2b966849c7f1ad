#include <fstream>

#include "converters/convert_io.hpp"
#include "formats/record_io.hpp"
#include "formats/source_text.hpp"
#include "library/api_convert.hpp"
#include "rules/data/bounded_read.hpp"

namespace kifukit::lib {

namespace {

kifukit::RecordFormat format_named(const std::string& name) {
  auto f = kifukit::format_from_name(name);
  if (!f)
    throw Error("USAGE", "", 0, 0,
                "unknown format '" + name + "' (" + kifukit::format_names() + ")");
  return *f;
}

// Throws the reader's first error when it could not read a record.
void check_read(const kifukit::LoadedRecord& loaded) {
  if (loaded.record) return;
  for (const kifukit::Diagnostic& d : loaded.diagnostics)
    if (d.severity == kifukit::Severity::Error) throw error_from(d, loaded.file);
  throw Error("FORMAT_SYNTAX", loaded.file, 0, 0, "no record could be read");
}

}  // namespace

Record Record::read_bytes(std::string_view bytes, const std::string& format,
                          const std::string& name) {
  std::optional<kifukit::RecordFormat> f;
  if (!format.empty()) f = format_named(format);
  if (!f) f = kifukit::format_from_extension(name);
  if (!f) f = kifukit::sniff_format(bytes);
  auto impl = std::make_shared<Impl>();
  impl->name = name;
  impl->format = kifukit::format_name(*f);
  impl->source = std::string(bytes);
  impl->loaded.file = name;
  kifukit::ReadResult read = kifukit::read_record_as(bytes, *f, name, &impl->loaded.more_games);
  impl->loaded.diagnostics = std::move(read.diagnostics);
  impl->loaded.record = std::move(read.record);
  check_read(impl->loaded);
  return Record(std::move(impl));
}

Record Record::read_file(const std::string& path, const std::string& format) {
  std::optional<kifukit::RecordFormat> f;
  if (!format.empty()) f = format_named(format);
  kifukit::BoundedRead in = kifukit::read_bounded(path, kifukit::kMaxRecordBytes);
  if (!in.ok()) {  // the command's reading, for its messages (missing, too large, ...)
    kifukit::LoadedRecord failed;
    failed.file = path;
    failed.diagnostics = kifukit::read_record_any(path, f).diagnostics;
    check_read(failed);
  }
  // The bytes read once, parsed as read_record_any parses them (format, extension, content).
  return read_bytes(in.bytes, f ? kifukit::format_name(*f) : "", path == "-" ? "<stdin>" : path);
}

std::string Record::write(const std::string& format, const std::string& encoding) const {
  kifukit::WriteOptions options;
  if (!encoding.empty()) {
    options.encoding = kifukit::encoding_from_name(encoding);
    if (!options.encoding)
      throw Error("USAGE", "", 0, 0, "unknown encoding '" + encoding + "' (utf-8 or cp932)");
  }
  kifukit::WriteResult out =
      kifukit::write_record_as(*impl_->loaded.record, format_named(format), options);
  if (!out.text) {
    for (const kifukit::Diagnostic& d : out.diagnostics)
      if (d.severity == kifukit::Severity::Error) throw error_from(d, impl_->name);
    throw Error("FORMAT_BAD_VALUE", impl_->name, 0, 0, "the record cannot be written as " + format);
  }
  return *out.text;
}

void Record::write_file(const std::string& path, const std::string& format,
                        const std::string& encoding) const {
  std::string name = format;
  if (name.empty()) {
    auto f = kifukit::format_from_extension(path);
    if (!f) throw Error("USAGE", path, 0, 0, "no format given and none known by the extension");
    name = kifukit::format_name(*f);
  }
  const std::string bytes = write(name, encoding);
  std::ofstream out(path, std::ios::binary);
  out << bytes;
  if (!out.flush()) throw Error("FORMAT_IO", path, 0, 0, "cannot write the file");
}

const std::string& Record::name() const { return impl_->name; }
const std::string& Record::format() const { return impl_->format; }
const std::string& Record::source() const { return impl_->source; }
std::string Record::variant() const { return impl_->loaded.record->variant; }
std::string Record::profile() const { return impl_->loaded.record->profile; }
int Record::entries() const { return static_cast<int>(impl_->loaded.record->entries.size()); }

std::vector<Finding> Record::warnings() const {
  kifukit::FileReport r;
  r.file = impl_->name;
  r.read_diagnostics = impl_->loaded.diagnostics;
  return report_from(r).findings;
}

std::vector<std::string> formats() {
  std::vector<std::string> out;
  for (int f = 0; f <= static_cast<int>(kifukit::RecordFormat::Tonykoval); ++f)
    out.push_back(kifukit::format_name(static_cast<kifukit::RecordFormat>(f)));
  return out;
}

}  // namespace kifukit::lib
