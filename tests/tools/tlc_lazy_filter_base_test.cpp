// A set filter {y \in B : P} over every kind of base B, as TLC 1.8.0 keeps it: Tool's OPCODE_sso
// builds the set whole (P on every element) when B is Reducible (IntervalValue, SetEnumValue, the
// \cup of two), else returns a SetPredValue, whose member() asks B and then P at the tested element
// alone (evaluated without a cost model) and reports any EvalException on the way as "Cannot decide
// if element: ...". Class test: base kinds (SUBSET, [S -> T], [a : S], S \X T, a lazy UNION, Nat, a
// filter over SUBSET; an interval, a set written out, a \cup of two) x operations (\in on an element
// P holds for / is false for / fails on, S \subseteq F, through a LET name and an operator argument,
// \E, CHOOSE, Cardinality, PrintT, =) x the value or TLC's error text and exit code; and -coverage
// counts of P (none through member(), one per element where the set is built).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tlc_model_run.h"

namespace {

using tlcmodel::TlcRun;

struct Base {
  const char *name;
  const char *set;     // B
  const char *first;   // the first element TLC lists (P holds)
  const char *out;     // an element P is false for
  const char *failing; // the element P fails on (listed last)
  const char *text;    // B as TLC prints it in a message (its toString, expanded); nullptr: not asserted
  bool reducible;
  bool enumerable;
};

const Base kBases[] = {
    {"subset", "SUBSET {1, 2}", "{}", "{1}", "{1, 2}", "{{}, {1}, {2}, {1, 2}}", false, true},
    {"fcnset", "[{1, 2} -> {0, 1}]", "<<0, 0>>", "<<1, 0>>", "<<1, 1>>",
     "{<<0, 0>>, <<0, 1>>, <<1, 0>>, <<1, 1>>}", false, true},
    {"rcdset", "[a : {0, 1}, b : {0, 1}]", "[a |-> 0, b |-> 0]", "[a |-> 1, b |-> 0]", "[a |-> 1, b |-> 1]",
     "{[a |-> 0, b |-> 0], [a |-> 0, b |-> 1], [a |-> 1, b |-> 0], [a |-> 1, b |-> 1]}", false, true},
    {"product", "{0, 1} \\X {0, 1}", "<<0, 0>>", "<<1, 0>>", "<<1, 1>>", "{<<0, 0>>, <<0, 1>>, <<1, 0>>, <<1, 1>>}",
     false, true},
    // UnionValue.union combines only sets of SetEnumValues: with an interval inside it stays a UnionValue.
    {"union", "UNION {{0, 1}, 1..2}", "0", "1", "2", "{0, 1, 2}", false, true},
    {"nat", "Nat", "0", "1", "2", "Nat", false, false},
    {"filter", "{z \\in SUBSET {1, 2} : TRUE}", "{}", "{1}", "{1, 2}", "{{}, {1}, {2}, {1, 2}}", false, true},
    // Filters 2 deep: a SetPredValue over a SetPredValue (over SUBSET, [S -> T], a lazy UNION); a
    // filter over an interval is built whole, a SetEnumValue: the filter over it is Reducible.
    {"filter2", "{w \\in {z \\in SUBSET {1, 2} : TRUE} : TRUE}", "{}", "{1}", "{1, 2}", "{{}, {1}, {2}, {1, 2}}",
     false, true},
    {"filter_fcnset", "{z \\in [{1, 2} -> {0, 1}] : TRUE}", "<<0, 0>>", "<<1, 0>>", "<<1, 1>>",
     "{<<0, 0>>, <<0, 1>>, <<1, 0>>, <<1, 1>>}", false, true},
    {"filter_union", "{z \\in UNION {{0, 1}, 1..2} : TRUE}", "0", "1", "2", "{0, 1, 2}", false, true},
    // (TLC prints this base's SetPredValue with its predicate's node: its "Cannot decide" text is not asserted.)
    {"filter_nat", "{z \\in Nat : TRUE}", "0", "1", "2", nullptr, false, false},
    {"filter_interval", "{z \\in 0..3 : TRUE}", "0", "1", "3", "{0, 1, 2, 3}", true, true},
    {"interval", "0..3", "0", "1", "3", "0..3", true, true},
    {"enumerated", "{0, 1, 2, 3}", "0", "1", "3", "{0, 1, 2, 3}", true, true},
    {"cup", "{0, 1} \\cup {2, 3}", "0", "1", "3", "{0, 1, 2, 3}", true, true},
};

// P: false at `out`, fails (\div by zero) at `failing`, true elsewhere.
std::string predicate(const Base &b) {
  return std::string("y # ") + b.out + " /\\ 1 \\div (IF y = " + b.failing + " THEN 0 ELSE 1) = 1";
}
std::string filter(const Base &b) { return std::string("{y \\in ") + b.set + " : " + predicate(b) + "}"; }

const char *const kAssumeLine = "ASSUME PrintT(";

// PrintT(expr) in an ASSUME on line 4.
TlcRun assume(const std::string &expr) {
  std::string tla = "---- MODULE F ----\nEXTENDS Naturals, FiniteSets, TLC\n\n" + std::string(kAssumeLine) + expr +
                    ")\n====\n";
  return tlcmodel::tlc({{"F.tla", tla}}, "F", "", "");
}

std::string assumeFailed(const std::string &expr, const std::string &message) {
  size_t last = std::string(kAssumeLine).size() + expr.size() + 1;
  return "Error: Evaluating assumption line 4, col 8 to line 4, col " + std::to_string(last) +
         " of module F failed.\n" + message;
}

const std::string kDivZero = "The second argument of \\div is 0.";

// SetPredValue.member's words, P located on line 4 of F.
std::string cannotDecide(const Base &b, const std::string &expr) {
  std::string pred = predicate(b);
  size_t col = std::string(kAssumeLine).size() + expr.find(pred) + 1;
  return std::string("Cannot decide if element:\n") + b.failing + "\n is element of:\n" + b.text +
         "\nand satisfies the predicate line 4, col " + std::to_string(col) + " to line 4, col " +
         std::to_string(col + pred.size() - 1) + " of module F";
}

struct Op {
  const char *name;
  std::string (*expr)(const Base &);
  // The value TLC prints over a non-Reducible base (nullptr or "": an error, below).
  std::string (*lazyValue)(const Base &);
};

std::string inFirst(const Base &b) { return std::string(b.first) + " \\in " + filter(b); }
std::string inOut(const Base &b) { return std::string(b.out) + " \\in " + filter(b); }
std::string inFailing(const Base &b) { return std::string(b.failing) + " \\in " + filter(b); }
std::string subseteq(const Base &b) { return std::string("{") + b.first + "} \\subseteq " + filter(b); }
// The filter on the left: isSubsetEq lists it, up to the first element T lacks (any element P holds for).
std::string subseteqLeft(const Base &b) { return filter(b) + " \\subseteq {}"; }
// On both sides: the right one asked about each listed element alone; the second that passes is not in
// it (the UNION bases have no element beside first, out and failing: the listing reaches the failing one).
std::string subseteqBoth(const Base &b) {
  return filter(b) + " \\subseteq {z \\in " + b.set + " : z = " + b.first + "}";
}
std::string bothValue(const Base &b) { return std::string(b.name).find("union") == std::string::npos ? "FALSE" : ""; }
std::string letName(const Base &b) { return "LET G == " + filter(b) + " IN " + b.first + " \\in G"; }
std::string opArgument(const Base &b) { return "LET Mem(v, S) == v \\in S IN Mem(" + std::string(b.first) + ", " + filter(b) + ")"; }
std::string exists(const Base &b) { return "\\E z \\in " + filter(b) + " : z = " + b.first; }
std::string choose(const Base &b) { return "CHOOSE z \\in " + filter(b) + " : TRUE"; }
std::string cardinality(const Base &b) { return "Cardinality(" + filter(b) + ")"; }
std::string print(const Base &b) { return filter(b); }
std::string equalsEmpty(const Base &b) { return filter(b) + " = {}"; }

std::string isTrue(const Base &) { return "TRUE"; }
std::string isFalse(const Base &) { return "FALSE"; }

const Op kOps[] = {
    {"in_first", inFirst, isTrue},
    {"in_out", inOut, isFalse},
    {"in_failing", inFailing, nullptr},
    {"subseteq", subseteq, isTrue},
    {"subseteq_left", subseteqLeft, isFalse},
    {"subseteq_both", subseteqBoth, bothValue},
    {"let_name", letName, isTrue},
    {"operator_argument", opArgument, isTrue},
    {"exists", exists, isTrue},
    // OPCODE_bc lists the set in normalized order: a SetPredValue's toSetEnum(), P on every element.
    {"choose", choose, nullptr},
    {"cardinality", cardinality, nullptr},
    {"print", print, nullptr},
    {"equals", equalsEmpty, nullptr},
};

// Enumerating the filter (\E, CHOOSE, Cardinality, PrintT, =, \subseteq with it on the left) goes
// through SetPredValue.Enumerator.
bool enumerates(const Op &op) {
  return op.expr == exists || op.expr == choose || op.expr == cardinality || op.expr == print ||
         op.expr == equalsEmpty || op.expr == subseteqLeft || op.expr == subseteqBoth;
}

TEST(TlcLazyFilterBase, EveryBaseKindByEveryOperation) {
  for (const Base &b : kBases) {
    for (const Op &op : kOps) {
      std::string expr = op.expr(b);
      SCOPED_TRACE(std::string(b.name) + " x " + op.name + ": " + expr);
      TlcRun r = assume(expr);
      if (!b.enumerable && enumerates(op)) {
        // SetPredValue.Enumerator: B is not Enumerable.
        EXPECT_EQ(r.exit, 10) << r.out;
        EXPECT_NE(r.out.find("Attempted to enumerate { x \\in S : p(x) } when S:\nNat\nis not enumerable"),
                  std::string::npos)
            << r.out;
        continue;
      }
      if (!b.reducible && op.lazyValue && !op.lazyValue(b).empty()) {
        // P at the tested elements alone: the failing element is never reached.
        EXPECT_EQ(r.exit, 0) << r.out;
        EXPECT_NE(r.out.find("\n" + op.lazyValue(b) + "\n"), std::string::npos) << r.out;
        continue;
      }
      EXPECT_EQ(r.exit, 10) << r.out;
      if (!b.reducible && op.expr == inFailing && !b.text)
        continue;
      std::string message = !b.reducible && op.expr == inFailing ? cannotDecide(b, expr) : kDivZero;
      EXPECT_NE(r.out.find(assumeFailed(expr, message) + "\n"), std::string::npos) << r.out;
    }
  }
}

// -coverage: an invariant `t \in F` counts the filter and its base once per state; P is counted
// only where Tool's OPCODE_sso builds the set (once per element per state), never through
// SetPredValue.member (its tool.eval(pred, ..., control) passes CostModel.DO_NOT_RECORD). Where every
// node counted has the invariant's own count, TLC's report (OpApplNodeWrapper.print) is its one line.
TEST(TlcLazyFilterBase, CoverageCountsPOnlyWhereTheSetIsBuilt) {
  struct Row {
    const char *inv;
    bool built;
  } rows[] = {
      {"Inv == {x} \\in {s \\in SUBSET (0..3) : Cardinality(s) < 2}", false},
      {"Inv == [a |-> x] \\in {r \\in [a : 0..3] : r.a < 3}", false},
      {"Inv == x \\in {n \\in 0..5 : n < 4}", true},
  };
  for (const Row &row : rows) {
    SCOPED_TRACE(row.inv);
    std::string inv = row.inv;
    std::string tla = std::string("---- MODULE C ----\nEXTENDS Naturals, FiniteSets, TLC\nVARIABLE x\nInit == x = 0\n"
                                  "Next == x' = (x + 1) % 3\n") +
                      inv + "\n====\n";
    TlcRun r = tlcmodel::tlc({{"C.tla", tla}}, "C", "INIT Init\nNEXT Next\nINVARIANT Inv\n", "-coverage 1");
    ASSERT_EQ(r.exit, 0) << r.out;
    std::string block = tlcmodel::coverageBlock(r.out);
    auto cols = [](size_t from, size_t to) {
      return "line 6, col " + std::to_string(from + 1) + " to line 6, col " + std::to_string(to + 1) + " of module C";
    };
    size_t filterAt = inv.find('{', inv.find(" \\in ")), colon = inv.find(" : ");
    std::string root = cols(7, inv.size() - 1), filter = cols(filterAt, inv.size() - 1);
    std::string pred = cols(colon + 3, inv.size() - 2);
    std::string invLines = block.substr(block.find("<Inv "));
    invLines = invLines.substr(invLines.find('\n') + 1);
    if (!row.built) {
      EXPECT_EQ(invLines, "  " + root + ": 3\n") << block;
      continue;
    }
    EXPECT_NE(invLines.find("  |" + filter + ": 3\n"), std::string::npos) << block;
    EXPECT_NE(invLines.find("  ||" + pred + ": 18\n"), std::string::npos) << block; // 3 states x 6 elements
  }
}

// A filter bound to a LET name or an operator argument under -coverage: TLC's LazyValue evaluates it
// once, counted where it is bound (the filter and its base, once per state), and keeps the SetPredValue:
// a second use counts only the name, and member() never counts P. Over a Reducible base the set is
// built at that one evaluation (P once per element per state). Expected lines by the rule of the test
// above: a node whose subtree counts all equal its own is one line.
TEST(TlcLazyFilterBase, BoundFilterCountedOnceWhereItIsBound) {
  struct Row {
    const char *inv;
    // The lines below <Inv>: the text each covers (its last occurrence in the line), after its '|'
    // depth, and its count.
    std::vector<std::pair<std::string, std::string>> lines;
  } rows[] = {
      {"Inv == LET G == {s \\in SUBSET (0..3) : Cardinality(s) < 2} IN {x} \\in G /\\ {x} \\in G",
       {{"{s \\in SUBSET (0..3) : Cardinality(s) < 2}", "3"}, {"{x} \\in G /\\ {x} \\in G", "3"}}},
      {"Inv == LET G == {s \\in {t \\in SUBSET (0..3) : Cardinality(t) < 3} : Cardinality(s) < 2} IN {x} \\in G",
       {{"{s \\in {t \\in SUBSET (0..3) : Cardinality(t) < 3} : Cardinality(s) < 2}", "3"}, {"{x} \\in G", "3"}}},
      {"Inv == Mem({x}, {s \\in SUBSET (0..3) : Cardinality(s) < 2})",
       {{"Mem({x}, {s \\in SUBSET (0..3) : Cardinality(s) < 2})", "3"}}},
      {"Inv == LET G == {f \\in [0..2 -> 0..2] : f[0] < 3} IN [i \\in 0..2 |-> x] \\in G",
       {{"{f \\in [0..2 -> 0..2] : f[0] < 3}", "3"},
        {"[i \\in 0..2 |-> x] \\in G", "3"},
        {"|[i \\in 0..2 |-> x]", "3:9"},
        {"||0..2", "3"},
        {"|G", "3"}}},
      {"Inv == LET G == {s \\in 0..5 : s < 4} IN x \\in G /\\ x \\in G",
       {{"{s \\in 0..5 : s < 4}", "3"}, {"|s < 4", "18"}, {"|0..5", "3"}, {"x \\in G /\\ x \\in G", "3"}}},
  };
  for (const Row &row : rows) {
    SCOPED_TRACE(row.inv);
    std::string inv = row.inv;
    std::string tla = "---- MODULE C ----\nEXTENDS Naturals, FiniteSets, TLC\nVARIABLE x\nInit == x = 0\n"
                      "Next == x' = (x + 1) % 3\nMem(v, S) == v \\in S\n" +
                      inv + "\n====\n";
    TlcRun r = tlcmodel::tlc({{"C.tla", tla}}, "C", "INIT Init\nNEXT Next\nINVARIANT Inv\n", "-coverage 1");
    ASSERT_EQ(r.exit, 0) << r.out;
    std::string block = tlcmodel::coverageBlock(r.out);
    std::string expected;
    for (const auto &[text, count] : row.lines) {
      size_t depth = text.find_first_not_of('|');
      std::string part = text.substr(depth);
      size_t from = inv.rfind(part);
      expected += "  " + std::string(depth, '|') + "line 7, col " + std::to_string(from + 1) + " to line 7, col " +
                  std::to_string(from + part.size()) + " of module C: " + count + "\n";
    }
    std::string invLines = block.substr(block.find("<Inv "));
    invLines = invLines.substr(invLines.find('\n') + 1);
    EXPECT_EQ(invLines, expected) << block;
  }
}

// -coverage, a quantifier whose bound is written as a filter over a base TLC does not hold Reducible:
// Tool's OPCODE_sso makes a SetPredValue (with the filter's cost node), and the quantifier draws its
// elements through SetPredValue.Enumerator, which counts a secondary on the filter's node per base
// element drawn and evaluates P below that node for it alone. A quantifier that stops early never
// reaches the rest of the base: here P divides by 0 at the last element of SUBSET (0..3), which TLC
// never draws, and P is counted once per element drawn (x = 0: {}; x = 1: {}, {0}; x = 2: {} to
// {0, 1} in TLC's order, 6), not 16 times per state as a filter built whole would be.
TEST(TlcLazyFilterBase, CoverageStreamsAQuantifiersFilterBound) {
  struct Row {
    const char *inv;
    const char *drawn; // elements drawn over the 3 states
    const char *body;  // the quantifier's body, and how often it is counted
    const char *bodyCount;
  } rows[] = {
      {"Inv == \\E s \\in {t \\in SUBSET (0..3) : IF t = 0..3 THEN 1 \\div 0 ELSE Cardinality(t) >= x} : "
       "Cardinality(s) = x",
       "9", "Cardinality(s) = x", "3"},
      {"Inv == (\\A s \\in {t \\in SUBSET (0..3) : IF t = 0..3 THEN 1 \\div 0 ELSE TRUE} : Cardinality(s) < x) "
       "\\/ TRUE",
       "9", "Cardinality(s) < x", "9"},
  };
  for (const Row &row : rows) {
    SCOPED_TRACE(row.inv);
    std::string inv = row.inv;
    std::string tla = std::string("---- MODULE C ----\nEXTENDS Naturals, FiniteSets, TLC\nVARIABLE x\nInit == x = 0\n"
                                  "Next == x' = (x + 1) % 3\n") +
                      inv + "\n====\n";
    TlcRun r = tlcmodel::tlc({{"C.tla", tla}}, "C", "INIT Init\nNEXT Next\nINVARIANT Inv\n", "-coverage 1");
    ASSERT_EQ(r.exit, 0) << r.out;
    std::string block = tlcmodel::coverageBlock(r.out);
    auto cols = [&](const std::string &part) {
      size_t from = inv.find(part);
      return "line 6, col " + std::to_string(from + 1) + " to line 6, col " + std::to_string(from + part.size()) +
             " of module C";
    };
    size_t open = inv.find("{t "), close = inv.find("} : ");
    std::string filter = inv.substr(open, close + 1 - open);
    std::string pred = filter.substr(filter.find(" : ") + 3, filter.size() - filter.find(" : ") - 4);
    EXPECT_NE(block.find("|" + cols(filter) + ": 3:" + row.drawn + "\n"), std::string::npos) << block;
    EXPECT_NE(block.find("||" + cols(pred) + ": " + row.drawn + "\n"), std::string::npos) << block;
    EXPECT_NE(block.find("|" + cols(row.body) + ": " + row.bodyCount + "\n"), std::string::npos) << block;
  }
}

// UNION S: UnionValue.union lists a set of sets written out as one SetEnumValue, without duplicates;
// with any other kind of element (an interval) it stays a UnionValue, whose Enumerator lists every
// element's elements in turn, duplicates included: \E in an action meets 2 twice.
TEST(TlcLazyFilterBase, UnionListsDuplicatesOnlyWhenKeptLazy) {
  struct Row {
    const char *set;
    const char *generated;
  } rows[] = {{"UNION {{1, 2}, {2, 3}}", "4"}, {"UNION {1..2, 2..3}", "5"}, {"UNION {{1, 2}, 2..3}", "5"}};
  for (const Row &row : rows) {
    std::string tla = std::string("---- MODULE U ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\n") +
                      "Next == x = 0 /\\ \\E v \\in " + row.set + " : x' = v\n====\n";
    TlcRun r = tlcmodel::tlc({{"U.tla", tla}}, "U", "INIT Init\nNEXT Next\n", "-deadlock");
    EXPECT_EQ(r.generated, row.generated) << row.set << "\n" << r.out;
    EXPECT_EQ(r.distinct, "4") << row.set;
  }
}

} // namespace
