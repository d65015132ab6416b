// TLC's line breaking of long values (Values.ppr, package tlc2.pprint): the
// printed value is parsed back into sets, sequences, functions and records
// and laid out over several lines, so that each fits in `width` columns.
#pragma once

#include <string>

namespace tlacore::val {

// `text` (a value as toString prints it) broken over lines as TLC breaks it;
// `text` unchanged when it fits, or when TLC's parser would not take it
// (TLC then prints the value as is).
std::string prettyPrint(const std::string &text, int width = 80);

} // namespace tlacore::val
