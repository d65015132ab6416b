// Where SANY 1.8.0's standard module files place their definitions (sany_standard_locations.h).
// Read off the files of the reference build (rev bacd9d2): tla2sany/StandardModules/Naturals.tla,
// Integers.tla and Reals.tla (their texts before tlaplus issue 1020 added the ℕ, ℤ and ℝ lines),
// Sequences.tla, FiniteSets.tla, Bags.tla. TLC.tla is not listed: the text of it at hand places Any
// at line 105 where a recorded SANY run says line 119, so its 1.8.0 layout is not known.
#include "stdlib/sany_standard_locations.h"

namespace tlacore {

namespace {

struct Entry {
  std::string_view module;
  std::string_view name;
  SanyDefinitionSpan span;
};

constexpr Entry kEntries[] = {
    {"Naturals", "Nat", {14, 1, 14, 16}},
    {"Naturals", "+", {15, 1, 15, 19}},
    {"Naturals", "-", {17, 1, 17, 33}},
    {"Naturals", "*", {18, 1, 18, 17}},
    {"Naturals", "^", {19, 1, 19, 19}},
    {"Naturals", "<", {20, 1, 20, 19}},
    {"Naturals", ">", {21, 1, 21, 19}},
    {"Naturals", "\\leq", {22, 1, 22, 19}},
    {"Naturals", "=<", {22, 1, 22, 19}}, // tlacore's Naturals spells them =< and >=
    {"Naturals", "<=", {22, 1, 22, 19}},
    {"Naturals", "\\geq", {23, 1, 23, 19}},
    {"Naturals", ">=", {23, 1, 23, 19}},
    {"Naturals", "%", {33, 1, 33, 20}},
    {"Naturals", "\\div", {34, 1, 34, 20}},
    {"Naturals", "..", {35, 1, 35, 20}},
    {"Integers", "Int", {18, 1, 18, 12}},
    {"Integers", "-.", {22, 1, 22, 13}},
    {"Reals", "Real", {15, 1, 15, 16}},
    {"Reals", "/", {16, 1, 16, 38}},
    {"Reals", "Infinity", {17, 1, 17, 65}},
    {"Sequences", "Seq", {20, 1, 20, 41}},
    {"Sequences", "Len", {25, 1, 25, 44}},
    {"Sequences", "\\o", {30, 1, 31, 76}},
    {"Sequences", "Append", {36, 1, 36, 26}},
    {"Sequences", "Head", {41, 1, 41, 15}},
    {"Sequences", "Tail", {42, 1, 42, 61}},
    {"Sequences", "SubSeq", {48, 1, 48, 50}},
    {"Sequences", "SelectSeq", {53, 1, 65, 14}},
    {"FiniteSets", "IsFiniteSet", {14, 1, 19, 68}},
    {"FiniteSets", "Cardinality", {21, 1, 27, 11}},
    {"Bags", "IsABag", {20, 1, 24, 41}},
    {"Bags", "BagToSet", {26, 1, 26, 23}},
    {"Bags", "SetToBag", {31, 1, 31, 30}},
    {"Bags", "BagIn", {36, 1, 36, 31}},
    {"Bags", "EmptyBag", {41, 1, 41, 24}},
    {"Bags", "(+)", {43, 1, 49, 46}},
    {"Bags", "(-)", {51, 1, 60, 50}},
    {"Bags", "BagUnion", {74, 1, 79, 58}},
    {"Bags", "\\sqsubseteq", {81, 1, 87, 42}},
    {"Bags", "SubBag", {89, 1, 110, 11}},
    {"Bags", "BagOfAll", {122, 1, 130, 66}},
    {"Bags", "BagCardinality", {132, 1, 138, 8}},
    {"Bags", "CopiesIn", {140, 1, 145, 33}},
};

} // namespace

std::optional<SanyDefinitionSpan> sanyStandardDefinitionSpan(std::string_view module,
                                                             std::string_view name) {
  for (const Entry &e : kEntries)
    if (e.module == module && e.name == name)
      return e.span;
  return std::nullopt;
}

} // namespace tlacore
