// A quantifier over a set filter {x \in B : P}: over a B TLC holds as a
// Reducible value (an interval, here 0..5 or 0..(v + 5)) Tool's OPCODE_sso
// builds the filter at once, so P is evaluated on every element of B before
// \E, \A or CHOOSE looks at any: P failing on x = 3 (a CHOOSE over {}) is
// TLC's error even where a witness 1 or 2 comes before it. Over a B TLC
// does not hold as Reducible (here (0..(v + 5)) \X {0}, a product) tlacore
// goes through B one element at a time and stops where the quantifier is
// decided (see tlc_context_order_test for the order of several bounds).
// Every quantifier form x every way to reach the filter (in place, a
// definition, a LET, an operator's argument, an INSTANCE's definition) x a
// base that is constant-level or reads the state.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

// TLC's words for P's failure (its CHOOSE over the empty set).
const char kPredicateError[] = "CHOOSE x \\in S: P, but no element of S satisfied P.";

struct Reach {
  const char *name;
  // The set as the quantifier writes it; %B% is the base's written form.
  const char *set;
};

const Reach kReaches[] = {
    {"InPlace", "{x \\in %B% : P(x)}"},
    {"Definition", "F%K%"},
    {"Let", "LET H == {x \\in %B% : P(x)} IN %Q%"},
    {"OperatorArgument", "ARG"},
    {"Instance", "I!F%K%"},
};

struct Quantifier {
  const char *name;
  const char *expr; // %S%: the set
};

const Quantifier kQuantifiers[] = {
    {"ExistsWitnessFirst", "\\E y \\in %S% : y = 1"},
    {"ExistsWitnessAfter", "\\E y \\in %S% : y = 4"},
    {"ForallFalsifiedFirst", "~\\A y \\in %S% : y # 2"},
    {"ForallFalsifiedAfter", "~\\A y \\in %S% : y # 4"},
    {"ChooseFirst", "(CHOOSE y \\in %S% : y = 2) = 2"},
    {"ChooseAfter", "(CHOOSE y \\in %S% : y = 4) = 4"},
};

std::string replaceAll(std::string s, const std::string &from, const std::string &to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

// The invariant `q` over the set reached as `r`; `k` is "C" (base 0..5)
// or "V" (base 0..(v + 5), read in the state).
std::string invariant(const Reach &r, const Quantifier &q, const std::string &k) {
  std::string base = k == "C" ? "0..5" : "0..(v + 5)";
  std::string name = r.name;
  if (name == "Let")
    return replaceAll(replaceAll(r.set, "%B%", base), "%Q%", replaceAll(q.expr, "%S%", "H"));
  if (name == "OperatorArgument")
    return std::string("Q_") + q.name + "({x \\in " + base + " : P(x)})";
  return replaceAll(q.expr, "%S%", replaceAll(replaceAll(r.set, "%B%", base), "%K%", k));
}

std::string spec(const std::string &inv) {
  std::string s = "---- MODULE LazyQ ----\nEXTENDS Naturals\nVARIABLE v\n"
                  "P(x) == IF x = 3 THEN CHOOSE z \\in {} : TRUE ELSE x \\in {1, 2, 4}\n"
                  "FC == {x \\in 0..5 : P(x)}\nFV == {x \\in 0..(v + 5) : P(x)}\n"
                  "I == INSTANCE Inner WITH w <- v\n";
  for (const Quantifier &q : kQuantifiers)
    s += std::string("Q_") + q.name + "(S) == " + replaceAll(q.expr, "%S%", "S") + "\n";
  return s + "Init == v = 0\nNext == v' = 1 - v\nInv == " + inv + "\n====\n";
}

const char kInner[] = "---- MODULE Inner ----\nEXTENDS Naturals\nVARIABLE w\n"
                      "P(x) == IF x = 3 THEN CHOOSE z \\in {} : TRUE ELSE x \\in {1, 2, 4}\n"
                      "FC == {x \\in 0..5 : P(x)}\nFV == {x \\in 0..(w + 5) : P(x)}\n====\n";

TEST(LazyQuantifierBound, FilterOverAnIntervalIsBuiltWhole) {
  for (const Reach &r : kReaches)
    for (const Quantifier &q : kQuantifiers)
      for (const std::string k : {"C", "V"}) {
        std::string inv = invariant(r, q, k);
        SCOPED_TRACE(std::string(r.name) + " " + q.name + " " + k + ": " + inv);
        clirun::SpecDir dir({{"LazyQ.tla", spec(inv)}, {"Inner.tla", kInner},
                             {"LazyQ.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
        clirun::Result res = dir.run("tlc -workers 1 LazyQ.tla");
        EXPECT_EQ(res.rc, 75) << res.out;
        EXPECT_NE(res.out.find(kPredicateError), std::string::npos) << res.out;
        std::string module = std::string(r.name) == "Instance" ? "Inner" : "LazyQ";
        EXPECT_NE(res.out.find("line 4, col 23 to line 4, col 44 of module " + module), std::string::npos) << res.out;
      }
}

// An action's \E over the filter (TLC's getNextStates, its bound evaluated
// by Tool.contexts first): P fails on 3 while the filter is built, before
// the body fails for y = 2, whichever way the filter is reached. Without
// the failure: v' is 1, 2 or 4 in each of the 4 states, 1 + 4 * 3 = 13
// generated.
TEST(LazyQuantifierBound, ActionExistsBuildsTheFilterBeforeTheBody) {
  const char *sets[] = {"{x \\in 0..(v + 5) : P(x)}", "FV", "I!FV", "LET H == {x \\in 0..(v + 5) : P(x)} IN H"};
  for (const char *set : sets) {
    SCOPED_TRACE(set);
    std::string failing = std::string("---- MODULE LazyA ----\nEXTENDS Naturals\nVARIABLE v\n"
                                      "P(x) == IF x = 3 THEN CHOOSE z \\in {} : TRUE ELSE x \\in {1, 2, 4}\n"
                                      "FV == {x \\in 0..(v + 5) : P(x)}\nI == INSTANCE Inner WITH w <- v\n"
                                      "Init == v = 0\nNext == \\E y \\in ") +
                          set + " : v' = IF y = 2 THEN <<>>[1] ELSE y\n====\n";
    clirun::SpecDir dir({{"LazyA.tla", failing}, {"Inner.tla", kInner}, {"LazyA.cfg", "INIT Init\nNEXT Next\n"}});
    clirun::Result res = dir.run("tlc -workers 1 LazyA.tla");
    EXPECT_EQ(res.rc, 75) << res.out;
    EXPECT_NE(res.out.find(kPredicateError), std::string::npos) << res.out;

    std::string passing = replaceAll(replaceAll(failing, "CHOOSE z \\in {} : TRUE", "FALSE"), "<<>>[1]", "2");
    clirun::SpecDir ok({{"LazyA.tla", passing}, {"Inner.tla", replaceAll(kInner, "CHOOSE z \\in {} : TRUE", "FALSE")},
                        {"LazyA.cfg", "INIT Init\nNEXT Next\n"}});
    res = ok.run("tlc -workers 1 LazyA.tla");
    EXPECT_EQ(res.rc, 0) << res.out;
    EXPECT_NE(res.out.find("13 states generated, 4 distinct states found, 0 states left on queue."), std::string::npos)
        << res.out;
  }
}

} // namespace

namespace {

// The same with several bounds or a tuple bound: a filter over the interval
// (%S%) is built whole, P's error whatever the witness; a filter over the
// product (%T%) is gone through one element at a time at each pass, never
// built, so the quantifier stops before P meets 3. Every bound form: the
// filter first or last beside another bound, two names over the filter, a
// tuple over a filter of pairs; each written in place, through a
// definition and through a LET.
struct BoundForm {
  const char *name;
  const char *witnessFirst; // decided before P meets 3: no error
  const char *witnessAfter; // decided only after: P's error
};

const BoundForm kBoundForms[] = {
    {"FilterFirst", "\\E y \\in %S%, z \\in {0} : y = 1", "\\E y \\in %S%, z \\in {0} : y = 4"},
    {"FilterLast", "\\E z \\in {0}, y \\in %S% : y = 1", "\\E z \\in {0}, y \\in %S% : y = 4"},
    {"TwoNames", "\\E y, w \\in %S% : y = 1 /\\ w = 1", "\\E y, w \\in %S% : y = 4 /\\ w = 4"},
    {"ForallFilterFirst", "~\\A y \\in %S%, z \\in {0} : y # 2", "~\\A y \\in %S%, z \\in {0} : y # 4"},
    {"ForallFilterLast", "~\\A z \\in {0}, y \\in %S% : y # 2", "~\\A z \\in {0}, y \\in %S% : y # 4"},
    {"ForallTwoNames", "~\\A y, w \\in %S% : y # 1 \\/ w # 1", "~\\A y, w \\in %S% : y # 4 \\/ w # 4"},
    {"Tuple", "\\E <<y, z>> \\in %T% : y = 1", "\\E <<y, z>> \\in %T% : y = 4"},
    {"ForallTuple", "~\\A <<y, z>> \\in %T% : y # 2", "~\\A <<y, z>> \\in %T% : y # 4"},
};

// %S%: a filter of 0..(v + 5) by P; %T%: of (0..(v + 5)) \X {0} by P of the first component.
std::string boundFormSpec(const std::string &inv) {
  return "---- MODULE LazyQB ----\nEXTENDS Naturals\nVARIABLE v\n"
         "P(x) == IF x = 3 THEN CHOOSE z \\in {} : TRUE ELSE x \\in {1, 2, 4}\n"
         "FS == {x \\in 0..(v + 5) : P(x)}\nFT == {t \\in (0..(v + 5)) \\X {0} : P(t[1])}\n"
         "Init == v = 0\nNext == v' = 1 - v\nInv == " +
         inv + "\n====\n";
}

TEST(LazyQuantifierBound, SeveralBoundsAndTuplesStopWhereDecided) {
  const char *reaches[][2] = {{"{x \\in 0..(v + 5) : P(x)}", "{t \\in (0..(v + 5)) \\X {0} : P(t[1])}"},
                              {"FS", "FT"},
                              {"LET H == FS IN H", "LET H == FT IN H"}};
  for (const BoundForm &f : kBoundForms)
    for (const auto &reach : reaches)
      for (bool after : {false, true}) {
        std::string inv =
            replaceAll(replaceAll(after ? f.witnessAfter : f.witnessFirst, "%S%", reach[0]), "%T%", reach[1]);
        SCOPED_TRACE(std::string(f.name) + ": " + inv);
        clirun::SpecDir dir({{"LazyQB.tla", boundFormSpec(inv)}, {"LazyQB.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
        clirun::Result res = dir.run("tlc -workers 1 LazyQB.tla");
        if (after || std::string(f.name).find("Tuple") == std::string::npos) {
          EXPECT_EQ(res.rc, 75) << res.out;
          EXPECT_NE(res.out.find(kPredicateError), std::string::npos) << res.out;
        } else {
          EXPECT_EQ(res.rc, 0) << res.out;
          EXPECT_NE(res.out.find("3 states generated, 2 distinct states found, 0 states left on queue."),
                    std::string::npos)
              << res.out;
        }
      }
}

// In an action, \E with several bounds or a tuple: P fails on 3 when the
// filter over the interval (FS) is built, before any body; the body for
// y = 2 fails before P meets 3 in the product's filter (FT), streamed. Without the failure, each state has 1 + 3 + 3
// successors' worth of values: v' is 1, 2 or 4, once per combination.
TEST(LazyQuantifierBound, ActionExistsWithSeveralBounds) {
  struct ActionForm {
    const char *bounds;
    int combinations; // per state, without the failure
  };
  const ActionForm forms[] = {
      {"y \\in FS, z \\in {0}", 3},
      {"z \\in {0}, y \\in FS", 3},
      {"y, w \\in FS", 9},
      {"<<y, z>> \\in FT", 3},
      {"<<y, z>> \\in {t \\in (0..(v + 5)) \\X {0} : P(t[1])}", 3},
  };
  for (const ActionForm &f : forms) {
    SCOPED_TRACE(f.bounds);
    std::string failing = std::string("---- MODULE LazyQA ----\nEXTENDS Naturals\nVARIABLE v\n"
                                      "P(x) == IF x = 3 THEN CHOOSE z \\in {} : TRUE ELSE x \\in {1, 2, 4}\n"
                                      "FS == {x \\in 0..(v + 5) : P(x)}\nFT == {t \\in (0..(v + 5)) \\X {0} : P(t[1])}\n"
                                      "Init == v = 0\nNext == \\E ") +
                          f.bounds + " : v' = IF y = 2 THEN <<>>[1] ELSE y\n====\n";
    clirun::SpecDir dir({{"LazyQA.tla", failing}, {"LazyQA.cfg", "INIT Init\nNEXT Next\n"}});
    clirun::Result res = dir.run("tlc -workers 1 LazyQA.tla");
    EXPECT_EQ(res.rc, 75) << res.out;
    if (std::string(f.bounds).find("FS") != std::string::npos) {
      EXPECT_NE(res.out.find(kPredicateError), std::string::npos) << res.out;
    } else {
      EXPECT_EQ(res.out.find(kPredicateError), std::string::npos) << res.out;
      EXPECT_NE(res.out.find("line 8, col"), std::string::npos) << res.out; // <<>>[1] in Next
    }

    std::string passing = replaceAll(replaceAll(failing, "CHOOSE z \\in {} : TRUE", "FALSE"), "<<>>[1]", "2");
    clirun::SpecDir ok({{"LazyQA.tla", passing}, {"LazyQA.cfg", "INIT Init\nNEXT Next\n"}});
    res = ok.run("tlc -workers 1 LazyQA.tla");
    EXPECT_EQ(res.rc, 0) << res.out;
    std::string counts = std::to_string(1 + 4 * f.combinations) + " states generated, 4 distinct states found";
    EXPECT_NE(res.out.find(counts), std::string::npos) << res.out;
  }
}

} // namespace
