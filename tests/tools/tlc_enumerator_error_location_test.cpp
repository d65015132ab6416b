// The class of errors a set's own Enumerator raises: a set TLC counts as
// Enumerable (a filter, S \cup T, S \ T, [D -> R], [a : D], S1 \X S2, SUBSET S)
// whose listing fails because a part cannot be listed. SetPredValue,
// SetCupValue, SetDiffValue, SetOfFcnsValue, SetOfRcdsValue, SetOfTuplesValue
// and SubsetValue fail with Assert.fail(text, getSource()), and a value's
// source is set only by TLC's debugger tools (Tool.setSource is the identity
// otherwise): Assert.fail(text, null) is a TLCRuntimeException with the text
// alone, so no "line L, col C to ..." follows it, whichever place listed the
// set (FormaLLM's opus-4-7-1m-rag BinarySearch: `seq \in SortedSeqs`, a filter
// over Seq(Values), TLC 2026.04.22's log; tlacore printed the \in's location).
// Enumerated: those sets x the places that list them (x \in S and \E in Init
// and Next, \A in an invariant, {e : y \in S}, {y \in S : p}, UNION {S},
// [y \in S |-> e]); the Tool's own errors for a set that is not Enumerable
// keep their location (controls).
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <string>

namespace {

using tlcmodel::TlcRun;
using tlcmodel::tlc;

// The first error's message: from "Error: " to the nested-positions report or a blank line.
std::string firstError(const std::string &out) {
  size_t at = out.find("Error: ");
  if (at == std::string::npos)
    return "";
  size_t end = std::min(out.find("\nError: The error occurred", at), out.find("\n\n", at));
  return out.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

bool hasLocationLine(const std::string &message) {
  return message.find("\nline ") != std::string::npos;
}

std::string spec(const std::string &set, const std::string &place) {
  std::string init = "Init == x = 1\n", next = "Next == x' = x\n", inv = "Inv == TRUE\n";
  if (place.starts_with("Init"))
    init = place + "\n";
  else if (place.starts_with("Next"))
    next = place + "\n";
  else
    inv = place + "\n";
  return "---- MODULE E ----\nEXTENDS Integers, Sequences\nVARIABLE x\nS == " + set + "\n" + init + next + inv +
         "====\n";
}

TEST(TlcEnumeratorErrorLocation, AnEnumeratorsOwnErrorNamesNoLocation) {
  const std::pair<const char *, const char *> sets[] = {
      {"{n \\in Nat : n < 3}", "Attempted to enumerate { x \\in S : p(x) } when S:\nNat\nis not enumerable"},
      {"{n \\in Seq({1}) : TRUE}", "Attempted to enumerate { x \\in S : p(x) } when S:\nSeq({1})\nis not enumerable"},
      {"{1} \\cup Nat", "Attempted to enumerate S \\cup T when S:\n{1}\nand T:\nNat\nare not both enumerable"},
      {"Nat \\ {1}", "Attempted to enumerate S \\ T when S:\nNat\nis not enumerable."},
      {"[Nat -> {1}]", "Attempted to enumerate a set of the form [D -> R],but the domain D:\nNat\ncannot be enumerated."},
      {"[a : Nat]", "Attempted to enumerate a set of the form [l1 : v1, ..., ln : vn],\nbut can't enumerate the value "
                    "of the `a' field:\nNat"},
      {"{1} \\X Nat", "Attempted to enumerate a set of the form s1 \\X s2 ... \\X sn,\nbut can't enumerate s1:\nNat"},
  };
  const char *places[] = {"Init == x \\in S",
                          "Init == \\E y \\in S : x = y",
                          "Next == x' \\in S",
                          "Next == \\E y \\in S : x' = y",
                          "Inv == \\A y \\in S : TRUE",
                          "Init == x = {1 : y \\in S}",
                          "Init == x = {y \\in S : TRUE}",
                          "Init == x = UNION {S}",
                          "Init == x = [y \\in S |-> 1]"};
  for (const auto &[set, text] : sets)
    for (const char *place : places) {
      SCOPED_TRACE(std::string(set) + " / " + place);
      TlcRun r = tlc({{"E.tla", spec(set, place)}}, "E.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
      std::string message = firstError(r.out);
      EXPECT_NE(message.find(text), std::string::npos) << r.out;
      EXPECT_FALSE(hasLocationLine(message)) << r.out;
    }
}

// The Tool's errors for a set that is not Enumerable name the place (Assert.fail with the expression).
TEST(TlcEnumeratorErrorLocation, ToolErrorsKeepTheirLocation) {
  const std::pair<const char *, const char *> cases[] = {
      {"Init == x \\in S", "In computing initial states, the right side of \\IN is not enumerable."},
      {"Next == x' \\in S", "In computing next states, the right side of \\IN is not enumerable."},
      {"Inv == \\A y \\in S : TRUE", "TLC encountered a non-enumerable quantifier bound\nNat."},
  };
  for (const auto &[place, text] : cases) {
    SCOPED_TRACE(place);
    TlcRun r = tlc({{"E.tla", spec("Nat", place)}}, "E.tla", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
    std::string message = firstError(r.out);
    EXPECT_NE(message.find(text), std::string::npos) << r.out;
    EXPECT_TRUE(hasLocationLine(message)) << r.out;
  }
}

} // namespace
