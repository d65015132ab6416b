// Natives of the Json module (TLC's tlc2.overrides.Json): JSON text and
// (newline-delimited) JSON files to and from TLA+ values.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>

#include "eval/evaluator.h"

namespace tlacore::eval::natives {

// The native of Json's operator `name`; null when `module` is not Json or
// the operator has none.
NativeFn findJsonNative(std::string_view module, std::string_view name);

// The TLC integer a JSON number denotes (Gson's getAsInt, i.e. Java's
// BigDecimal.intValue: the integer part, its low 32 bits).
int32_t javaIntOfJsonNumber(std::string_view text);

// One JSON text as the TLA+ value ndJsonDeserialize makes of it (arrays
// tuples, objects records, numbers javaIntOfJsonNumber, strings, booleans);
// false, with the reason and (when known) its byte offset in `text`, when
// it is not one or holds a null. With `keepTopLevel`, only the members of
// a top-level object it keeps are converted (the others are checked for
// syntax only; their strings are not interned).
bool jsonTextToValue(Evaluator &ev, std::string_view text, val::Value &out, std::string &error,
                     size_t *errorOffset = nullptr,
                     const std::function<bool(std::string_view)> *keepTopLevel = nullptr);

// One line of an ndjson stream as ndJsonDeserialize reads it: its 1-based
// physical number (Java's readLine: "\n", "\r\n" and a lone "\r" end a
// line), the text with Java's trim, and the 0-based byte offset of that text
// in the line.
struct NdJsonLine {
  size_t number = 0;
  std::string_view text;
  size_t column = 0;
};
// Streams `in` line by line (memory bounded by the longest line), calling
// `fn` for each non-blank line until it returns false. A line longer than
// `maxLineBytes` (0: no limit) is passed with `tooLong` set and its text cut
// there. Returns false when reading failed (a read error, not the end).
bool forEachNdJsonLine(std::istream &in, const std::function<bool(const NdJsonLine &, bool tooLong)> &fn,
                       size_t maxLineBytes = 0);

} // namespace tlacore::eval::natives
