// Checks and preparation of raw .tla text before lexing: size, binary
// content, bytes that are not UTF-8, where the module starts, code point offsets.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tlacore {

enum class InputProblem { None, TooLarge, Binary, Empty };
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

// The text the lexer reads: every character before `end` replaced by a
// space (newlines kept), and every byte that is not UTF-8 by U+FFFD, so that
// positions in characters are those of `text` (see diag/utf8.h).
std::string lexerInput(std::string_view text, size_t end);

// Byte offset of each character index (plus one past the end); empty when
// the text is pure ASCII and the two coincide.
std::vector<uint32_t> codePointOffsets(std::string_view text);

// The byte at `offset` starts no valid UTF-8 sequence.
bool isInvalidUtf8At(std::string_view text, size_t offset);

} // namespace tlacore
