// UTF-8 as tlacore reads .tla text: a byte that starts no valid UTF-8
// sequence (a Latin-1 byte, a stray continuation byte, a truncated or
// overlong sequence) counts as one character of its own, as SANY, which
// reads the file through a decoding reader, sees one replacement character.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tlacore {

// The length of the valid UTF-8 sequence at s[i] (1 for ASCII), or 0 when
// the byte at i starts none.
inline size_t utf8SequenceLength(std::string_view s, size_t i) {
  const auto *p = reinterpret_cast<const unsigned char *>(s.data());
  unsigned char c = p[i];
  if (c < 0x80)
    return 1;
  size_t len = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
  if (len == 0 || i + len > s.size())
    return 0;
  uint32_t cp = c & (0xFF >> (len + 1));
  for (size_t k = 1; k < len; ++k) {
    if ((p[i + k] & 0xC0) != 0x80)
      return 0;
    cp = (cp << 6) | (p[i + k] & 0x3F);
  }
  // Overlong forms, surrogates and values past U+10FFFF are invalid.
  if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
      (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
    return 0;
  return len;
}

// The number of bytes of the character at s[i]: its sequence, or the one
// invalid byte.
inline size_t utf8CharBytes(std::string_view s, size_t i) {
  size_t len = utf8SequenceLength(s, i);
  return len == 0 ? 1 : len;
}

} // namespace tlacore
