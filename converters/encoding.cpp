#include "converters/encoding.hpp"

#include <iconv.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <memory>

#include "converters/cp932_table.hpp"
#include "formats/source_text.hpp"

namespace kifukit {

namespace {

// One iconv conversion; returns the output and the input offset where it stopped (npos = done).
std::string convert(const char* to, const char* from, std::string_view in, std::size_t& stop) {
  stop = std::string_view::npos;
  iconv_t cd = iconv_open(to, from);
  if (cd == reinterpret_cast<iconv_t>(-1)) {
    stop = 0;
    return {};
  }
  // One uninitialized buffer for the worst case (CP932 -> UTF-8 at most triples; UTF-8 -> CP932
  // shrinks), so iconv runs once: a string sized so was zero-filled, three times the bytes of
  // every file read, and a smaller buffer makes glibc convert again at each E2BIG.
  std::size_t capacity = in.size() * 3 + 16;
  std::unique_ptr<char[]> buffer(new char[capacity]);
  char* src = const_cast<char*>(in.data());
  std::size_t src_left = in.size();
  char* dst = buffer.get();
  std::size_t dst_left = capacity;
  while (src_left > 0) {
    if (iconv(cd, &src, &src_left, &dst, &dst_left) == static_cast<std::size_t>(-1)) {
      if (errno == E2BIG) {  // not for these encodings; kept so that no bound is assumed
        const std::size_t used = capacity - dst_left;
        std::unique_ptr<char[]> larger(new char[capacity * 2]);
        std::copy(buffer.get(), buffer.get() + used, larger.get());
        buffer = std::move(larger);
        capacity *= 2;
        dst = buffer.get() + used;
        dst_left = capacity - used;
        continue;
      }
      stop = in.size() - src_left;
      break;
    }
  }
  std::string out(buffer.get(), capacity - dst_left);
  iconv_close(cd);
  return out;
}

// The first offset at or after `i` of a byte that is not ASCII (or the end): eight bytes at a
// time while none of them has its high bit set.
std::size_t skip_ascii(std::string_view s, std::size_t i) {
  // Four words a step while they are all ASCII (most of a CSA or USI file), then one at a time.
  for (std::uint64_t w[4]; i + 32 <= s.size(); i += 32) {
    std::memcpy(w, s.data() + i, sizeof w);
    if ((w[0] | w[1] | w[2] | w[3]) & 0x8080808080808080u) break;
  }
  for (std::uint64_t word; i + 8 <= s.size(); i += 8) {
    std::memcpy(&word, s.data() + i, sizeof word);
    if (word & 0x8080808080808080u) break;
  }
  while (i < s.size() && static_cast<unsigned char>(s[i]) < 0x80) ++i;
  return i;
}

// The first offset that is not UTF-8, or npos; `multibyte` counts the multi-byte characters
// before it.
std::size_t first_non_utf8(std::string_view s, int& multibyte) {
  multibyte = 0;
  for (std::size_t i = 0; i < s.size();) {
    if (static_cast<unsigned char>(s[i]) < 0x80) {
      i = skip_ascii(s, i + 1);
      continue;
    }
    std::size_t n = utf8_sequence_length(s, i);
    if (n == 0) return i;
    ++multibyte;
    i += n;
  }
  return std::string_view::npos;
}

// Line and character column of a byte offset in UTF-8 text.
void locate(std::string_view utf8, std::size_t offset, int& line, int& column) {
  line = 1;
  column = 1;
  for (std::size_t i = 0; i < offset && i < utf8.size(); ++i) {
    if (utf8[i] == '\n') {
      ++line;
      column = 1;
    } else if ((static_cast<unsigned char>(utf8[i]) & 0xC0) != 0x80) {
      ++column;
    }
  }
}

// Half-width katakana (U+FF61-U+FF9F, UTF-8 EF BD A1 - EF BE 9F) in a decoded text. Records
// hardly use them; EUC-JP read as CP932 is full of them (its bytes A1-DF are CP932's katakana).
std::size_t half_width_katakana(std::string_view utf8) {
  std::size_t n = 0;
  for (std::size_t i = 0; i + 2 < utf8.size(); ++i)
    if (utf8[i] == '\xEF' &&
        ((utf8[i + 1] == '\xBD' && static_cast<unsigned char>(utf8[i + 2]) >= 0xA1) ||
         (utf8[i + 1] == '\xBE' && static_cast<unsigned char>(utf8[i + 2]) <= 0x9F)))
      ++n;
  return n;
}

// C1 controls (U+0080-U+009F, UTF-8 C2 80 - C2 9F): glibc's EUC-JP decodes the single bytes
// 80-8D to them, so a file that is no EUC-JP at all (0x81 0x20) would decode; no text has them.
bool has_c1_controls(std::string_view utf8) {
  for (std::size_t i = 0; i + 1 < utf8.size(); ++i)
    if (utf8[i] == '\xC2' && static_cast<unsigned char>(utf8[i + 1]) <= 0x9F) return true;
  return false;
}

}  // namespace

const char* encoding_name(Encoding e) {
  switch (e) {
    case Encoding::Utf8:
      return "utf-8";
    case Encoding::Cp932:
      return "cp932";
    case Encoding::EucJp:
      return "euc-jp";
  }
  return "?";
}

std::optional<Encoding> encoding_from_name(std::string_view name) {
  if (name == "utf-8" || name == "utf8" || name == "UTF-8") return Encoding::Utf8;
  if (name == "cp932" || name == "shift_jis" || name == "sjis" || name == "CP932" ||
      name == "Shift_JIS")
    return Encoding::Cp932;
  return std::nullopt;
}

namespace {

// A record's bytes past a UTF-8 byte order mark, and where UTF-8 breaks in them.
struct Utf8Scan {
  std::string_view body;
  bool bom = false;
  std::size_t bad = std::string_view::npos;  // the first byte that is not UTF-8
  int multibyte = 0;                         // whole multi-byte characters before it
};

Utf8Scan scan_utf8(std::string_view bytes) {
  Utf8Scan s;
  s.bom = bytes.substr(0, 3) == "\xEF\xBB\xBF";
  s.body = s.bom ? bytes.substr(3) : bytes;
  // Other encodings break UTF-8 within their first characters: the scan stops early for them.
  s.bad = first_non_utf8(s.body, s.multibyte);
  return s;
}

// Bytes that are not UTF-8 (scan.bad is a position): Shift_JIS (CP932) or EUC-JP, or the error.
std::optional<Decoded> decode_not_utf8(const Utf8Scan& scan, Diagnostic& error) {
  error = {"", 0, 0, Severity::Error, FormatCode::FORMAT_ENCODING, ""};
  const std::string_view bytes = scan.body;
  // Shift_JIS text breaks UTF-8 within its first character or two (its second bytes are UTF-8
  // continuation bytes without a lead); two whole UTF-8 characters before the first bad byte
  // mean the file is UTF-8 with something else pasted in.
  if (scan.bom || scan.multibyte >= 2) {
    locate(bytes, scan.bad, error.line, error.column);
    error.message = scan.bom ? "a byte that is not UTF-8 in a file that starts with a UTF-8 byte "
                               "order mark"
                             : "mixed encodings: UTF-8 characters before, then a byte that is "
                               "neither UTF-8 nor, with them, Shift_JIS";
    return std::nullopt;
  }
  std::size_t stop = std::string_view::npos, euc_stop = 0;
  std::optional<std::string> by_table = decode_cp932_by_table(bytes);
  std::string text = by_table ? std::move(*by_table) : convert("UTF-8", "CP932", bytes, stop);
  // glibc's EUC-JP reads a byte 80-8D alone as a C1 control (refused below) and after a lead as no
  // character: a text with one is no EUC-JP, and its conversion (an iconv_open, 9 instructions
  // a ply of a KIF file) is not needed. CP932 text has one early: 82 leads its kana and
  // full-width digits, 88-8D many kanji.
  const bool maybe_euc = std::none_of(bytes.begin(), bytes.end(), [](char c) {
    return static_cast<unsigned char>(c) >= 0x80 && static_cast<unsigned char>(c) <= 0x8D;
  });
  std::string euc = maybe_euc ? convert("UTF-8", "EUC-JP", bytes, euc_stop) : std::string();
  const bool cp932 = stop == std::string_view::npos,
             euc_jp = euc_stop == std::string_view::npos && !has_c1_controls(euc);
  if (euc_jp && (!cp932 || half_width_katakana(euc) < half_width_katakana(text)))
    return Decoded{std::move(euc), Encoding::EucJp};
  if (!cp932) {
    locate(text, text.size(), error.line, error.column);
    error.message = "a byte sequence that is neither UTF-8 nor Shift_JIS (CP932) nor EUC-JP";
    return std::nullopt;
  }
  return Decoded{std::move(text), Encoding::Cp932};
}

}  // namespace

std::optional<Decoded> decode_record_bytes(std::string_view bytes, Diagnostic& error) {
  const Utf8Scan scan = scan_utf8(bytes);
  if (scan.bad == std::string_view::npos) return Decoded{std::string(scan.body), Encoding::Utf8};
  return decode_not_utf8(scan, error);
}

std::optional<std::string_view> decode_record_view(std::string_view bytes, std::string& storage,
                                                   Diagnostic& error) {
  const Utf8Scan scan = scan_utf8(bytes);
  if (scan.bad == std::string_view::npos) return scan.body;
  std::optional<Decoded> decoded = decode_not_utf8(scan, error);
  if (!decoded) return std::nullopt;
  storage = std::move(decoded->text);
  return std::string_view(storage);
}

std::optional<std::string> encode_cp932(std::string_view utf8, std::string* bad) {
  std::size_t stop = 0;
  std::string out = convert("CP932", "UTF-8", utf8, stop);
  if (stop == std::string_view::npos) return out;
  if (bad) {
    std::size_t n = stop < utf8.size() ? utf8_sequence_length(utf8, stop) : 0;
    *bad = std::string(utf8.substr(stop, n ? n : 1));
  }
  return std::nullopt;
}

}  // namespace kifukit
