// The text TLC prints for a string value.
#pragma once

#include <string>
#include <string_view>

namespace tlacore::val {

// StringValue.PrintVersion: the text of a string with a quote, a backslash,
// a tab, a line feed, a form feed and a carriage return written as the
// escapes a TLA+ string literal spells them with (StringValue.toString puts
// it in quotes, toUnquotedString does not).
std::string printVersion(std::string_view text);

} // namespace tlacore::val
