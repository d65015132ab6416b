// The order in which several bound variables take their values, as TLC's
// ContextEnumerator (tlc2/tool/impl/ContextEnumerator.java) gives them to
// \A, \E, {e : ...} (Tool.evalImpl's OPCODE_bf, OPCODE_be, OPCODE_soa, all
// through Tool.contexts), to an action's \E (getActions/getNextStates, the
// same contexts) and, through FcnParams' own enumerator of the same shape,
// to [... |-> e] (FcnLambdaValue.toFcnRcd): the FIRST bound varies fastest.
// Observable through side effects (PrintT's order), the first error met,
// and -coverage's count of an early-stopping quantifier's body. Class: every
// construct x {PrintT, error, coverage} x {2 bounds, 3 bounds, a tuple bound,
// two names over one set, all of these mixed}; a set filter streamed among
// the bounds; a filter over a Reducible base, which TLC builds whole. The
// expected sequences come from a replay of ContextEnumerator's loop
// (tlcReplay below), not from tlacore.
#include <gtest/gtest.h>

#include "tlc_model_run.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace {

using tlcmodel::TlcRun;
using tlcmodel::tlc;

// One enumerator of ContextEnumerator over a listed set.
struct ReplayEnum {
  std::vector<std::string> elems; // as printed (a tuple bound's: its components, "1, 2")
  size_t pos = 0;
  std::optional<std::string> next(std::vector<std::string> &) {
    if (pos < elems.size())
      return elems[pos++];
    return std::nullopt;
  }
  void reset() { pos = 0; }
};

// ContextEnumerator's constructor and nextElement(), the body (`body`,
// which logs and returns true to stop) evaluated on each context returned.
std::vector<std::string> tlcReplay(std::vector<ReplayEnum> enums,
                                   const std::function<bool(const std::vector<std::string> &, std::vector<std::string> &)> &body) {
  std::vector<std::string> log;
  std::vector<std::optional<std::string>> cur(enums.size());
  for (size_t i = 0; i < enums.size(); ++i)
    if (!(cur[i] = enums[i].next(log)))
      return log;
  for (bool done = false; !done;) {
    std::vector<std::string> combo;
    for (const auto &c : cur)
      combo.push_back(*c);
    for (size_t i = 0; i < enums.size(); ++i) {
      if ((cur[i] = enums[i].next(log)))
        break;
      if (i + 1 == enums.size()) {
        done = true;
        break;
      }
      enums[i].reset();
      cur[i] = enums[i].next(log);
    }
    if (body(combo, log))
      break;
  }
  return log;
}

std::string tupleOf(const std::vector<std::string> &parts) {
  std::string s = "<<";
  for (size_t i = 0; i < parts.size(); ++i)
    s += (i ? ", " : "") + parts[i];
  return s + ">>";
}

// Every combination in TLC's order, each as its printed tuple.
std::vector<std::string> combinations(const std::vector<ReplayEnum> &enums) {
  std::vector<std::string> out;
  tlcReplay(enums, [&](const std::vector<std::string> &c, std::vector<std::string> &) {
    out.push_back(tupleOf(c));
    return false;
  });
  return out;
}

// The lines PrintT printed (TLC prints values at the start of a line).
std::vector<std::string> printed(const std::string &out) {
  std::vector<std::string> lines;
  for (size_t at = 0; at < out.size();) {
    size_t end = out.find('\n', at);
    std::string line = out.substr(at, end == std::string::npos ? std::string::npos : end - at);
    if (line.rfind("<<", 0) == 0)
      lines.push_back(line);
    at = end == std::string::npos ? out.size() : end + 1;
  }
  return lines;
}

struct Form {
  const char *name;
  const char *bounds; // the bound list
  const char *tuple;  // the tuple of the bound names, in slot order
  std::vector<ReplayEnum> slots;
};

const std::vector<Form> &forms() {
  static const std::vector<Form> f = {
      {"TwoBounds", "x \\in 1..2, y \\in {10, 20, 30}", "<<x, y>>", {{{"1", "2"}}, {{"10", "20", "30"}}}},
      {"ThreeBounds", "x \\in 1..2, y \\in {10, 20}, z \\in {100, 200}", "<<x, y, z>>",
       {{{"1", "2"}}, {{"10", "20"}}, {{"100", "200"}}}},
      {"TupleBound", "<<p, q>> \\in {<<1, 2>>, <<3, 4>>}, z \\in {10, 20}", "<<p, q, z>>",
       {{{"1, 2", "3, 4"}}, {{"10", "20"}}}},
      {"TwoNamesOneSet", "x, y \\in 1..3", "<<x, y>>", {{{"1", "2", "3"}}, {{"1", "2", "3"}}}},
      // The tuple bound first: FcnParams' constructor fetches a tuple
      // bound's first element from enums[i] (the bound's index), not
      // enums[idx], which differ once a bound with two names precedes it.
      {"Mixed", "<<p, q>> \\in {<<1, 2>>, <<3, 4>>}, x, y \\in 1..2, z \\in {10, 20}", "<<p, q, x, y, z>>",
       {{{"1, 2", "3, 4"}}, {{"1", "2"}}, {{"1", "2"}}, {{"10", "20"}}}},
  };
  return f;
}

struct Construct {
  const char *name;
  // %B%: the bounds, %E%: the body's value (TRUE when it succeeds)
  const char *assume;
};

// Each evaluates its body on every combination.
const Construct kConstructs[] = {
    {"Forall", "\\A %B% : %E%"},
    {"Exists", "~\\E %B% : ~%E%"},
    {"SetMap", "{%E% : %B%} = {TRUE}"},
    {"FcnCtor", "{[%B% |-> %E%]} # {}"},
};

std::string replaceAll(std::string s, const std::string &from, const std::string &to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

std::string fill(const std::string &pattern, const Form &f, const std::string &body) {
  return replaceAll(replaceAll(pattern, "%B%", f.bounds), "%E%", body);
}

const char kModuleHead[] = "---- MODULE Ctx ----\nEXTENDS Naturals, TLC\nVARIABLE v\n";

TlcRun runAssume(const std::string &assume) {
  return tlc({{"Ctx.tla", std::string(kModuleHead) + "ASSUME " + assume + "\nInit == v = 0\nNext == v' = v\n====\n"}},
             "Ctx.tla", "INIT Init\nNEXT Next\n");
}

// PrintT in the body: one line per combination, in TLC's order.
TEST(ContextOrder, SideEffectsFollowTlcOrder) {
  for (const Form &f : forms()) {
    std::vector<std::string> expected = combinations(f.slots);
    for (const Construct &c : kConstructs) {
      std::string assume = fill(c.assume, f, std::string("PrintT(") + f.tuple + ")");
      SCOPED_TRACE(std::string(f.name) + " " + c.name + ": " + assume);
      TlcRun r = runAssume(assume);
      EXPECT_EQ(r.exit, 0) << r.out;
      EXPECT_EQ(printed(r.out), expected) << r.out;
    }
    // An action's \E (split into one action per combination by getActions,
    // each run by getNextStates in that order).
    std::string next = std::string("\\E ") + f.bounds + " : PrintT(" + f.tuple + ") /\\ v' = v";
    SCOPED_TRACE(std::string(f.name) + " action: " + next);
    TlcRun r = tlc({{"Ctx.tla", std::string(kModuleHead) + "Init == v = 0\nNext == " + next + "\n====\n"}}, "Ctx.tla",
                   "INIT Init\nNEXT Next\n");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(printed(r.out), expected) << r.out;
  }
}

// A body that fails on two combinations: the second in TLC's order (the
// first bound advanced) and the second with the last bound varying fastest.
// TLC reports the former.
TEST(ContextOrder, FirstErrorIsTlcs) {
  for (const Form &f : forms()) {
    std::vector<std::string> order = combinations(f.slots);
    // The last-fastest order's second combination: the last slot at its
    // second element, the others at their first.
    std::vector<std::string> second;
    for (size_t i = 0; i < f.slots.size(); ++i)
      second.push_back(f.slots[i].elems[i + 1 == f.slots.size() ? 1 : 0]);
    std::string tlcSecond = order[1], otherSecond = tupleOf(second);
    ASSERT_NE(tlcSecond, otherSecond);
    std::string bad = std::string("Assert(") + f.tuple + " \\notin {" + tlcSecond + ", " + otherSecond + "}, " +
                      f.tuple + ")";
    std::string message = "The first argument of Assert evaluated to FALSE; the second argument was:\n" + tlcSecond;
    for (const Construct &c : kConstructs) {
      std::string assume = fill(c.assume, f, bad);
      SCOPED_TRACE(std::string(f.name) + " " + c.name + ": " + assume);
      TlcRun r = runAssume(assume);
      EXPECT_NE(r.exit, 0) << r.out;
      EXPECT_NE(r.out.find(message), std::string::npos) << r.out;
    }
    std::string next = std::string("\\E ") + f.bounds + " : " + bad + " /\\ v' = v";
    SCOPED_TRACE(std::string(f.name) + " action: " + next);
    TlcRun r = tlc({{"Ctx.tla", std::string(kModuleHead) + "Init == v = 0\nNext == " + next + "\n====\n"}}, "Ctx.tla",
                   "INIT Init\nNEXT Next\n");
    EXPECT_EQ(r.exit, 14) << r.out; // TLC's exit code for a failed Assert
    EXPECT_NE(r.out.find(message), std::string::npos) << r.out;
  }
}

// The count -coverage gives a quantifier's body is the number of
// combinations evaluated before it stopped: \E stops at its witness and \A
// at its counterexample, here TLC's second combination, in each of the 2
// states Next is evaluated in (v = 0, v = 1, whatever the quantifier's
// value): 2 x 2.
TEST(ContextOrder, CoverageCountsTheCombinationsEvaluated) {
  for (const Form &f : forms()) {
    std::string witness = combinations(f.slots)[1];
    for (const char *quant : {"\\E", "\\A"}) {
      std::string body = f.tuple + std::string(quant[1] == 'E' ? " = " : " # ") + witness;
      std::string line = std::string("Next == v' = IF ") + quant + " " + f.bounds + " : " + body + " THEN 1 - v ELSE 1 - v";
      SCOPED_TRACE(std::string(f.name) + ": " + line);
      TlcRun r = tlc({{"Ctx.tla", std::string(kModuleHead) + "Init == v = 0\n" + line + "\n====\n"}}, "Ctx.tla",
                     "INIT Init\nNEXT Next\n", "-deadlock -coverage 9999");
      EXPECT_EQ(r.exit, 0) << r.out;
      size_t col = line.find(body) + 1;
      std::string at = "line 5, col " + std::to_string(col) + " to line 5, col " +
                       std::to_string(col + body.size() - 1) + " of module Ctx: ";
      size_t found = r.out.find(at);
      ASSERT_NE(found, std::string::npos) << at << "\n" << r.out;
      EXPECT_EQ(std::stoi(r.out.substr(found + at.size())), 4) << r.out;
    }
  }
}

// A set filter tlacore streams (over SUBSET) among listed bounds: the
// bodies still meet the combinations in TLC's order, whatever the filter's
// position, and with two names over it.
TEST(ContextOrder, StreamedFilterAmongTheBounds) {
  const std::string f = "{s \\in SUBSET {1, 2} : s # {1}}";
  ReplayEnum filtered{{"{}", "{2}", "{1, 2}"}};
  ReplayEnum listed{{"10", "20"}};
  struct Case {
    std::string bounds, tuple;
    std::vector<ReplayEnum> slots;
  };
  const std::vector<Case> cases = {
      {"x \\in " + f + ", y \\in {10, 20}", "<<x, y>>", {filtered, listed}},
      {"y \\in {10, 20}, x \\in " + f, "<<y, x>>", {listed, filtered}},
      {"y \\in {10, 20}, x \\in " + f + ", z \\in {10, 20}", "<<y, x, z>>", {listed, filtered, listed}},
      {"x, w \\in " + f, "<<x, w>>", {filtered, filtered}},
  };
  for (const Case &c : cases)
    for (const Construct &k : kConstructs) {
      if (std::string(k.name) == "FcnCtor")
        continue; // TLC keeps [x \in F |-> e] lazy over a filter it does not build
      std::string assume = replaceAll(replaceAll(k.assume, "%B%", c.bounds), "%E%", "PrintT(" + c.tuple + ")");
      SCOPED_TRACE(assume);
      TlcRun r = runAssume(assume);
      EXPECT_EQ(r.exit, 0) << r.out;
      EXPECT_EQ(printed(r.out), combinations(c.slots)) << r.out;
    }
}

// Over a Reducible base (an interval, an enumerated set) TLC builds the
// filter whole when it is evaluated (OPCODE_sso): P on every element
// before any body, and P's error even where the quantifier would have
// stopped before reaching its element.
TEST(ContextOrder, FilterOverReducibleBaseIsBuiltWhole) {
  for (const char *base : {"1..3", "{1, 2, 3}"}) {
    std::string f = std::string("{s \\in ") + base + " : PrintT(<<\"P\", s>>)}";
    TlcRun r = runAssume("\\E x \\in " + f + " : PrintT(<<\"B\", x>>)");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(printed(r.out), (std::vector<std::string>{"<<\"P\", 1>>", "<<\"P\", 2>>", "<<\"P\", 3>>",
                                                         "<<\"B\", 1>>"}))
        << r.out;
    std::string failing = std::string("{s \\in ") + base + " : IF s = 3 THEN Assert(FALSE, \"P at 3\") ELSE TRUE}";
    r = runAssume("\\E x \\in " + failing + " : x = 1");
    EXPECT_NE(r.exit, 0) << r.out;
    EXPECT_NE(r.out.find("the second argument was:\n\"P at 3\""), std::string::npos) << r.out;
  }
}

} // namespace
