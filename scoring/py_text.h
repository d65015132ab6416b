// Python 3 string semantics the benchmark's evaluator relies on, on code
// points: str.isspace/strip, the `\w` of `re` (for `\b`), universal newlines.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tlacore::scoring::py {

// UTF-8 to code points; nullopt when the bytes are not UTF-8 (Python's
// open(encoding='utf-8') then raises).
std::optional<std::u32string> decodeUtf8(std::string_view bytes);
std::string encodeUtf8(std::u32string_view text);
std::u32string fromAscii(std::string_view ascii);

// What reading a file in Python's text mode does to line ends: "\r\n" and a
// lone "\r" become "\n".
std::u32string universalNewlines(std::u32string_view text);

// str.isspace(): Unicode white space (including \x1c-\x1f, \x85, \xa0).
bool isSpace(char32_t c);
// re's `\w` on str: alphanumeric or '_' (letters and digits of any script;
// the symbol and punctuation blocks TLA+'s Unicode operators come from are not).
bool isWord(char32_t c);
// `\b` at `pos`: a word character on exactly one side.
bool isWordBoundary(std::u32string_view text, size_t pos);

std::u32string_view strip(std::u32string_view s);
bool startsWith(std::u32string_view s, std::u32string_view prefix);
std::vector<std::u32string> split(std::u32string_view s, char32_t sep);
std::u32string join(const std::vector<std::u32string> &parts, std::u32string_view sep);
// str.replace(old, new) (every occurrence; `old` not empty).
std::u32string replaceAll(std::u32string_view s, std::u32string_view from, std::u32string_view to);

} // namespace tlacore::scoring::py
