#include "formats/source_text.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace kifukit {

namespace {
thread_local std::uint64_t code_point_bytes = 0;

constexpr std::uint64_t kOnes = 0x0101010101010101u;
constexpr std::uint64_t kHighBits = 0x8080808080808080u;

std::uint64_t load8(const char* p) {
  std::uint64_t x;
  std::memcpy(&x, p, sizeof x);
  return x;
}

// Whether all eight bytes of x are printable ASCII (0x20..0x7E): none has bit 7 set, none is
// below 0x20 (x - 0x20 sets bit 7 of such a byte) and none is 0x7F (x + 1 sets its bit 7). A
// borrow or carry only reaches bytes next to one already outside, so the answer is exact.
bool all_printable_ascii(std::uint64_t x) {
  return (((x - 0x20 * kOnes) | x | (x + kOnes)) & kHighBits) == 0;
}
// The bytes of x that are line feeds (bit 7 of each set) when every other byte is printable
// ASCII; all ones when some other byte is not. Byte by byte without carries between bytes: the
// low seven bits plus 0x60 reach bit 7 from 0x20 up, plus 0x01 only at 0x7F.
std::uint64_t line_feeds_if_plain(std::uint64_t x) {
  constexpr std::uint64_t kLow = 0x7F * kOnes;
  const std::uint64_t low = x & kLow;
  const std::uint64_t printable = ((low + 0x60 * kOnes) & ~(low + kOnes) & ~x) & kHighBits;
  const std::uint64_t y = x ^ (0x0A * kOnes);
  const std::uint64_t line_feeds = ~(((y & kLow) + kLow) | y) & kHighBits;
  return (printable | line_feeds) == kHighBits ? line_feeds : ~std::uint64_t{0};
}

#ifdef __SSE2__
int byte_mask(__m128i bytes) { return _mm_movemask_epi8(bytes); }
__m128i equal(__m128i x, int byte) {
  return _mm_cmpeq_epi8(x, _mm_set1_epi8(static_cast<char>(byte)));
}

// How many bytes from the start of the block `x` are plain or three-byte characters that
// three_byte_plain() passes, up to a character the block cuts (the next block starts there); 0
// when the block holds anything else. `other`: its bytes that are not plain. A bit per byte: a
// lead E1-EF but ED, each followed by exactly two continuation bytes and no other byte from 0x80
// up, no EF B7 nor EF BF. Most of a KIF or KI2 line is kanji, once checked a character at a time.
int plain_and_kanji(__m128i x, int other) {
  const int high = byte_mask(x);
  if (other & ~high) return 0;  // a control or DEL
  const int cont = byte_mask(equal(_mm_and_si128(x, _mm_set1_epi8(static_cast<char>(0xC0))), 0x80));
  const __m128i from_e1 = _mm_sub_epi8(x, _mm_set1_epi8(static_cast<char>(0xE1)));
  const int lead = byte_mask(_mm_cmpeq_epi8(_mm_min_epu8(from_e1, _mm_set1_epi8(0x0E)), from_e1)) &
                   ~byte_mask(equal(x, 0xED));
  const int cut = lead & 0xC000;  // a lead in the last two bytes
  const int end = cut ? std::countr_zero(static_cast<unsigned>(cut)) : 16;
  const int within = (1 << end) - 1;
  const int conts_needed = ((lead & within) << 1) | ((lead & within) << 2);
  const int noncharacter =
      (byte_mask(equal(x, 0xEF)) << 1) & byte_mask(_mm_or_si128(equal(x, 0xB7), equal(x, 0xBF)));
  const bool whole = (conts_needed & ~within) == 0 && (cont & within) == conts_needed &&
                     (high & within) == ((lead | cont) & within) && (noncharacter & within) == 0;
  return whole ? end : 0;
}
#endif

// Skips the bytes from `i` on that are printable ASCII, line feeds or tabs, a block at a time, and
// returns where the bytes must be read one by one: `checked_to` is the end of the block that
// stopped the skip (the bytes up to it from the offset returned have not been checked), or past
// the last bytes too few for a block. Where SSE2 is (every x86-64), blocks of sixteen bytes,
// also passing those of kanji (plain_and_kanji, `other_seen` then set), the skip stopping at a
// block's first other byte: a quarter of the instructions per byte of eight-byte words
// (line_feeds_if_plain), most of reading a YAML record's text.
std::size_t skip_plain_words(std::string_view s, std::size_t i, std::size_t& checked_to,
                             bool& other_seen) {
#ifdef __SSE2__
  const __m128i space = _mm_set1_epi8(0x20), del = _mm_set1_epi8(0x7F),
                line_feed = _mm_set1_epi8(0x0A);
  while (i + 16 <= s.size()) {
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
    // Signed, so bytes from 0x80 up are below 0x20 too.
    const __m128i low = _mm_andnot_si128(_mm_cmpeq_epi8(x, line_feed), _mm_cmplt_epi8(x, space));
    const int other = byte_mask(_mm_or_si128(low, _mm_cmpeq_epi8(x, del)));
    if (other == 0) {
      i += 16;
    } else if (const int passed = plain_and_kanji(x, other)) {
      i += static_cast<std::size_t>(passed);
      other_seen = true;
    } else if ((other & ~byte_mask(equal(x, '\t'))) == 0) {
      // Tabs, which indent JKF, pass too but are other bytes: asked last, where blocks of plain
      // ASCII or of kanji do not pay for the test.
      i += 16;
      other_seen = true;
    } else {
      checked_to = i + 16;
      return i + static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(other)));
    }
  }
#endif
  for (; std::endian::native == std::endian::little && i + 8 <= s.size(); i += 8)
    if (line_feeds_if_plain(load8(s.data() + i)) == ~std::uint64_t{0}) break;
  checked_to = i + 8;
  return i;
}

// A three-byte character at `i` that needs no further test: a lead E1-EF but ED is valid with
// any two continuation bytes (E0's and ED's second bytes are narrower), and none of those is a
// noncharacter but EF B7 xx (U+FDD0-U+FDEF among them) and EF BF xx (U+FFFE, U+FFFF): kanji,
// kana and full-width digits, the lines of KIF and KI2. The rest is read by the general test.
bool three_byte_plain(std::string_view s, std::size_t i) {
  if (i + 3 > s.size()) return false;
  const auto lead = static_cast<unsigned char>(s[i]), second = static_cast<unsigned char>(s[i + 1]),
             third = static_cast<unsigned char>(s[i + 2]);
  return lead >= 0xE1 && lead != 0xED && lead <= 0xEF && (second & 0xC0) == 0x80 &&
         (third & 0xC0) == 0x80 && !(lead == 0xEF && (second == 0xB7 || second == 0xBF));
}
}  // namespace

std::size_t skip_printable_ascii(std::string_view s, std::size_t from) {
  while (from + 8 <= s.size() && all_printable_ascii(load8(s.data() + from))) from += 8;
  return from;
}

std::uint64_t code_point_bytes_scanned() { return code_point_bytes; }

namespace {
// The characters that start in the eight bytes of x: bit 7 of each byte that is not a
// continuation byte (10xxxxxx), i.e. whose bit 7 is clear or whose bit 6 is set (x << 1 moves
// bit 6 of a byte to its bit 7; bit 7 of one byte lands on bit 0 of the next, masked out).
std::uint64_t lead_bits(std::uint64_t x) { return (~x | (x << 1)) & kHighBits; }
// The number of bits set in a lead_bits() value: one byte each, summed into the top byte by the
// multiplication (at most 8, no carry). Cheaper than std::popcount without the POPCNT instruction.
int count_lead_bits(std::uint64_t bits) { return static_cast<int>(((bits >> 7) * kOnes) >> 56); }
// The low `bytes` bytes of a little-endian word (bytes <= 8).
std::uint64_t low_bytes_mask(std::size_t bytes) {
  return bytes >= 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * bytes)) - 1;
}
}  // namespace

int code_points(std::string_view utf8) { return code_points_between(utf8, 0, utf8.size()); }

namespace {
// code_points_between() from eight bytes on: a word at a time, then the bytes left one by one.
[[gnu::noinline]] int code_points_long(const char* p, std::size_t from, std::size_t to) {
  int count = 0;
  for (; to - from >= 8; from += 8) count += count_lead_bits(lead_bits(load8(p + from)));
  for (; from < to; ++from) count += (static_cast<unsigned char>(p[from]) & 0xC0) != 0x80;
  return count;
}
}  // namespace

int code_points_between(std::string_view text, std::size_t from, std::size_t to) {
  code_point_bytes += to - from;
  // Fewer than eight bytes (columns are asked a few bytes apart): one word of the text that holds
  // them, the bytes outside [from, to) masked off. A loop over the bytes costs more: GCC
  // vectorizes it, with a set-up far dearer than the bytes.
  if (std::endian::native == std::endian::little && to - from < 8 && text.size() >= 8) {
    const std::size_t base = std::min(from, text.size() - 8);
    const std::uint64_t mask = low_bytes_mask(to - base) & ~low_bytes_mask(from - base);
    return count_lead_bits(lead_bits(load8(text.data() + base)) & mask);
  }
  return code_points_long(text.data(), from, to);
}

namespace {
#ifdef __SSE2__
// For text known to be valid UTF-8: true when no byte is a control but tab, LF and CR, none is
// F0 or above (the other planes, where their noncharacters are) and no EF is followed by B7 or BF
// (U+FDD0-U+FDEF, U+FFFE and U+FFFF are there, among other characters): then the text holds no
// character the check refuses. False when a byte stops this filter: the caller checks in full,
// which gives the same verdict. Sixteen bytes in about 25 instructions (a KIF move line's
// full-width digit is an EF), a third of the full check's.
bool valid_utf8_holdable(std::string_view s) {
  auto at_most = [](__m128i x, int byte) {  // unsigned x <= byte, each byte
    return _mm_cmpeq_epi8(_mm_min_epu8(x, _mm_set1_epi8(static_cast<char>(byte))), x);
  };
  auto at_least = [](__m128i x, int byte) {
    return _mm_cmpeq_epi8(_mm_max_epu8(x, _mm_set1_epi8(static_cast<char>(byte))), x);
  };
  auto b7_or_bf = [](char c) { return c == '\xB7' || c == '\xBF'; };
  std::size_t i = 0;
  for (; i + 16 <= s.size(); i += 16) {
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
    const int control = byte_mask(at_most(x, 0x1F)) & ~byte_mask(equal(x, '\n')),
              high = byte_mask(at_least(x, 0xEF));
    // Tabs and CRs are rare: asked for only then.
    if (control && (control & ~byte_mask(_mm_or_si128(equal(x, '\t'), equal(x, '\r')))))
      return false;
    if (high) {
      const int ef = byte_mask(equal(x, 0xEF));
      if (high != ef || ((ef << 1) & byte_mask(_mm_or_si128(equal(x, 0xB7), equal(x, 0xBF)))) ||
          ((ef & 0x8000) && i + 16 < s.size() && b7_or_bf(s[i + 16])))
        return false;
    }
  }
  for (; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (is_unholdable_control(c) || c >= 0xF0 ||
        (c == 0xEF && i + 1 < s.size() && b7_or_bf(s[i + 1])))
      return false;
  }
  return true;
}
#else
bool valid_utf8_holdable(std::string_view) { return false; }
#endif
}  // namespace

SourceText::SourceText(std::string_view raw, std::size_t max_bytes, KnownText known) : text_(raw) {
  const SourceLocation first{1, 1};
  if (raw.size() > max_bytes)
    throw FormatError(FormatCode::FORMAT_TOO_LARGE, first,
                      "input is " + std::to_string(raw.size()) + " bytes; the limit is " +
                          std::to_string(max_bytes));
  auto starts_with = [&](std::string_view bom) { return raw.substr(0, bom.size()) == bom; };
  if (starts_with("\xEF\xBB\xBF")) {
    text_.remove_prefix(3);
    // Every syntax refuses a second one alike (YAML, XML and JSON parsers would skip it, the
    // text notation would not).
    if (text_.substr(0, 3) == "\xEF\xBB\xBF")
      throw FormatError(FormatCode::FORMAT_ENCODING, first,
                        "a second byte order mark after the first");
  } else if (starts_with("\xFF\xFE") || starts_with("\xFE\xFF") ||
             starts_with(std::string_view("\0\0\xFE\xFF", 4))) {
    throw FormatError(FormatCode::FORMAT_ENCODING, first,
                      "UTF-16/UTF-32 byte order mark: records are UTF-8");
  }
  // The line table is not built here: the line readers (CSA, KIF, KI2) split the text themselves
  // and ask no location of it, so it is built when a location is first asked (line_starts()).
  // Most bytes of a record are printable ASCII, skipped eight at a time; the word that stops
  // the skip (a line feed, a multi-byte character) is then read byte by byte to its end.
  std::size_t word_end = 0;
  // Text known to be UTF-8 is read by the line readers, which do not ask printable_ascii().
  const bool checked = known == KnownText::ValidUtf8 && valid_utf8_holdable(text_);
  if (checked) printable_ascii_ = false;
  for (std::size_t i = checked ? text_.size() : 0; i < text_.size();) {
    if (i >= word_end) {
      // The byte order of the words' bits is little-endian; elsewhere byte by byte.
      bool other_seen = false;
      i = skip_plain_words(text_, i, word_end, other_seen);
      if (other_seen) printable_ascii_ = false;
      if (i >= text_.size()) break;
    }
    if (const auto c = static_cast<unsigned char>(text_[i]); c >= 0x20 && c < 0x80) {
      if (c == 0x7F) printable_ascii_ = false;
      ++i;  // most bytes of a record: printable ASCII, one character and nothing to check
      continue;
    }
    if (text_[i] != '\n') printable_ascii_ = false;  // the words skipped above hold only these
    if (three_byte_plain(text_, i)) {                // kanji and kana: the lines of KIF and KI2
      i += 3;
      continue;
    }
    const std::size_t n = utf8_sequence_length(text_, i);
    const bool unholdable =
        (n == 1 && is_unholdable_control(static_cast<unsigned char>(text_[i]))) ||
        is_unholdable_noncharacter(text_, i, n);
    if (n == 0 || unholdable) {
      const std::vector<std::uint32_t>& starts = line_starts();
      const std::size_t line = static_cast<std::size_t>(
          std::upper_bound(starts.begin(), starts.end(), i) - starts.begin());  // 1-based
      SourceLocation loc{static_cast<int>(line),
                         code_points(text_.substr(starts[line - 1], i - starts[line - 1])) + 1};
      throw FormatError(FormatCode::FORMAT_ENCODING, loc,
                        n == 0 ? "invalid UTF-8 byte sequence"
                               : describe_unholdable(text_.substr(i)) +
                                     " in the input (no record syntax can hold it)");
    }
    i += n;
  }
  if (std::all_of(text_.begin(), text_.end(),
                  [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }))
    throw FormatError(FormatCode::FORMAT_EMPTY, first, "the input is empty");
}

const std::vector<std::uint32_t>& SourceText::line_starts() const {
  if (!line_starts_.empty()) return line_starts_;
  // Not reserved by counting the line feeds first: the count read every byte once more, and the
  // vector's growth costs less.
  line_starts_.push_back(0);
  for (std::size_t i = text_.find('\n'); i != std::string_view::npos; i = text_.find('\n', i + 1))
    line_starts_.push_back(static_cast<std::uint32_t>(i + 1));
  return line_starts_;
}

SourceLocation SourceText::at_offset(std::size_t offset) const {
  const std::vector<std::uint32_t>& starts = line_starts();
  offset = std::min(offset, text_.size());
  // On the line of the previous answer, at or after it: count on from there. Without this, a
  // record on one long line (minified JSON, a YAML flow list) costs the square of its length.
  // Printable ASCII (and line feeds) has a column per byte: nothing to count.
  auto columns = [&](std::size_t from, std::size_t to) {
    return printable_ascii_ ? static_cast<int>(to - from) : code_points_between(text_, from, to);
  };
  const std::size_t line0 = static_cast<std::size_t>(cached_loc_.line) - 1;
  const std::size_t next_line = line0 + 1 < starts.size() ? starts[line0 + 1] : text_.size() + 1;
  if (offset >= cached_offset_ && offset < next_line) {
    cached_loc_.column += columns(cached_offset_, offset);
    cached_offset_ = offset;
    return cached_loc_;
  }
  // The next line is the likeliest (a reader walking its input line by line); else a search.
  std::size_t line = line0 + 2;  // 1-based
  if (offset < next_line || line > starts.size() ||
      (line < starts.size() && offset >= starts[line]))
    line = static_cast<std::size_t>(std::upper_bound(starts.begin(), starts.end(), offset) -
                                    starts.begin());
  const std::size_t start = starts[line - 1];
  cached_offset_ = offset;
  cached_loc_ = {static_cast<int>(line), columns(start, offset) + 1};
  return cached_loc_;
}

std::string_view SourceText::line(std::size_t index0) const {
  const std::vector<std::uint32_t>& starts = line_starts();
  if (index0 >= starts.size()) return {};
  const std::size_t start = starts[index0];
  const std::size_t end = index0 + 1 < starts.size() ? starts[index0 + 1] - 1 : text_.size();
  return text_.substr(start, end - start);
}

bool is_option_name(std::string_view name) {
  auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
  return !name.empty() && letter(name[0]) && std::all_of(name.begin(), name.end(), [&](char c) {
    return letter(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
  });
}

SourceLocation SourceText::at_line_byte(int line0, int byte_column0) const {
  if (line0 < 0) return {1, 1};
  const std::vector<std::uint32_t>& starts = line_starts();
  if (static_cast<std::size_t>(line0) >= starts.size()) return end();
  return at_offset(starts[line0] + std::max(byte_column0, 0));
}

Diagnostic to_diagnostic(const FormatError& e, const std::string& file) {
  return {file, e.loc().line, e.loc().column, Severity::Error, e.code(), e.what()};
}

}  // namespace kifukit

namespace kifukit {

void refuse_cr_only_line_ends(const SourceText& src) {
  const std::string_view t = src.text();
  if (const std::size_t cr = t.find('\r');
      cr != std::string_view::npos && t.find('\n') == std::string_view::npos)
    throw FormatError(FormatCode::FORMAT_SYNTAX, src.at_offset(cr),
                      "the lines end in a carriage return alone (old Mac line ends); records end "
                      "lines in LF or CR LF");
}

ReadResult guarded_read(std::string_view bytes, const std::string& file,
                        const std::function<Record(const SourceText&)>& parse, KnownText known) {
  ReadResult out;
  try {
    SourceText src(bytes, kMaxRecordBytes, known);
    out.record = parse(src);
  } catch (const FormatError& e) {
    out.diagnostics.push_back(to_diagnostic(e, file));
  } catch (const std::bad_alloc&) {
    out.diagnostics.push_back(
        {file, 1, 1, Severity::Error, FormatCode::FORMAT_TOO_LARGE, "out of memory reading input"});
  }
  return out;
}

}  // namespace kifukit
