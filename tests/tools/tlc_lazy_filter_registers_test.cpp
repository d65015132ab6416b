// TLCGet/TLCSet inside the predicate of a set filter TLC keeps lazy
// ({n \in Nat : P}, its SetPredValue): SetPredValue.member evaluates P on the
// thread that asks, whose registers (TLC keeps them per IdThread, TLCGet/TLCSet
// read and write the current thread's) are the ones the rest of the
// evaluation uses. So a register P sets is seen afterwards, and one set
// before is seen by P. Class test: where the filter is asked (ASSUME, Init,
// Next, an invariant) x which way the register goes (set in P and read after,
// set before and read in P, both, two filters sharing one register).
#include <gtest/gtest.h>

#include <string>

#include "tlc_model_run.h"

namespace {

using tlcmodel::TlcRun;

struct Row {
  const char *name;
  const char *filter;  // F (a second one, G, where the row names it)
  const char *use;     // evaluated after TLCSet(1, 10) with S standing for F (T for G); PrintT's argument
  const char *printed; // TLC's line
};

const Row kRows[] = {
    // P sets the register at each element asked (3 and 5): 10 + 1 + 1.
    {"set in P, read after", "{n \\in Nat : TLCSet(1, TLCGet(1) + 1)}", "<<3 \\in S, 5 \\in S, TLCGet(1)>>",
     "<<TRUE, TRUE, 12>>"},
    // P reads the register set before.
    {"set before, read in P", "{n \\in Nat : n = TLCGet(1)}", "<<10 \\in S, 11 \\in S>>", "<<TRUE, FALSE>>"},
    // P reads what the previous membership test set.
    {"both", "{n \\in Nat : TLCSet(1, TLCGet(1) + n) /\\ TLCGet(1) > 12}", "<<2 \\in S, 1 \\in S, TLCGet(1)>>",
     "<<FALSE, TRUE, 13>>"},
    // A filter over a filter kept lazy (SetPredValue over SetPredValue): the inner P first.
    {"filter over a filter", "{n \\in {m \\in Nat : TLCSet(1, TLCGet(1) + 1)} : TLCSet(1, TLCGet(1) * 2)}",
     "<<4 \\in S, TLCGet(1)>>", "<<TRUE, 22>>"},
};

// Where the filter is held when it is asked: a value taken out of a tuple or
// passed through an operator (the SetPredValue itself), or a LET name.
std::string held(const std::string &holder, const Row &row) {
  std::string use = row.use;
  std::string by = holder == "tuple" ? "t[1]" : holder == "operator" ? "Id(t)" : "t";
  for (size_t at; (at = use.find('S')) != std::string::npos;)
    use.replace(at, 1, by);
  std::string f = row.filter;
  return "LET t == " + (holder == "tuple" ? "<<" + f + ">>" : f) + " IN " + use;
}
size_t count(const std::string &out, const std::string &line) {
  size_t n = 0;
  for (size_t at = 0; (at = out.find("\n" + line + "\n", at)) != std::string::npos; ++at)
    ++n;
  return n;
}

TEST(TlcLazyFilterRegisters, PredicateUsesTheThreadsRegisters) {
  for (const Row &row : kRows)
    for (const std::string holder : {"tuple", "operator", "LET"})
    for (const std::string where : {"ASSUME", "Init", "Next", "Inv"}) {
      SCOPED_TRACE(std::string(row.name) + " held by " + holder + " in " + where);
      std::string show = "(TLCSet(1, 10) /\\ PrintT(" + held(holder, row) + "))";
      std::string tla = "---- MODULE R ----\nEXTENDS Naturals, TLC\nVARIABLE x\nId(s) == s\n";
      if (where == "ASSUME")
        tla += "ASSUME " + show + "\n";
      tla += "Init == x = 0" + std::string(where == "Init" ? " /\\ " + show : "") + "\n";
      tla += "Next == x' = x" + std::string(where == "Next" ? " /\\ " + show : "") + "\n";
      tla += "Inv == " + std::string(where == "Inv" ? show : "TRUE") + "\n====\n";
      TlcRun r = tlcmodel::tlc({{"R.tla", tla}}, "R", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
      EXPECT_EQ(r.exit, 0) << r.out;
      EXPECT_EQ(count(r.out, row.printed), 1u) << r.out; // one state: each place evaluated once
    }
}

} // namespace
