// A module of a "monolith" spec: TLC 1.8.0 looks a module it finds in no file
// up in the root spec's file, line by line (util.MonolithSpecExtractor.module).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tlacore::sem {

// The text of module `name` in the root file's `text`, as TLC extracts it: from
// the first line that is exactly `----... MODULE name ---...` (at least four
// dashes before, three after, blanks between; a header inside a comment, indented
// or followed by other text is no header) through the next line starting with
// `=====`, or to the end of the file. No such header: nullopt (the module is
// then not found).
std::optional<std::string> monolithModule(std::string_view text, std::string_view name);

} // namespace tlacore::sem
