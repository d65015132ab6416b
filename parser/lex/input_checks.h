// Checks and preparation of raw .tla text before lexing: size, binary
// content, UTF-8 validity, where the module starts, code point offsets.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tlacore {

enum class InputProblem { None, TooLarge, Binary, InvalidUtf8, Empty };
struct InputCheck {
  InputProblem problem = InputProblem::None;
  size_t offset = 0; // byte of the problem
};
InputCheck checkInput(std::string_view text, size_t maxBytes);

// SANY ignores everything before the first `----... MODULE` header.
struct ModuleStart {
  bool found = false;
  size_t offset = 0;
};
ModuleStart findModuleStart(std::string_view text);
std::string_view moduleNameAt(std::string_view text, size_t headerOffset);

// "a Markdown code fence", "a <think> block", or nothing for plain prose.
std::optional<std::string> describeStrayText(std::string_view text);

// `text` with every code point before `end` replaced by a space (newlines
// kept), so that positions in code points are unchanged.
std::string blankPrefix(std::string_view text, size_t end);

// Byte offset of each code point index (plus one past the end); empty when
// the text is pure ASCII and the two coincide.
std::vector<uint32_t> codePointOffsets(std::string_view text);

} // namespace tlacore
