// TLC's texts that depend on how a value was built: a function applied
// outside its domain (FcnLambdaValue, FcnRcdValue, TupleValue, RecordValue each
// say it their own way), and a set enumerated with elements TLC cannot
// compare (which pair it compares first follows the written order).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_helpers.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using explore::Outcome;

// The error TLC reports for the ASSUME `expr`, or what happened instead.
std::string assumeError(const std::string &expr) {
  std::string tla = "---- MODULE FunctionOrigin ----\nEXTENDS Naturals, Sequences, FiniteSets, TLC\nASSUME " + expr +
                    "\n====\n";
  CheckRun r = checkText({tla}, "");
  if (r.stage != Stage::Loaded)
    return "load failed: " + r.problem;
  if (r.result.outcome != Outcome::EvalErrorInit)
    return "no error";
  return r.result.error.message;
}

std::string lambdaText(const std::string &fcn) {
  return "In applying the function\n" + fcn + ",\nthe first argument is:\n5\nwhich is not in its domain.\n"; // TLC's text ends with a newline
}
std::string rcdText(const std::string &fcn) {
  return "Attempted to apply function:\n" + fcn + "\nto argument 5, which is not in the domain of the function.";
}

TEST(FunctionOrigin, OutOfDomainTextFollowsTlcClass) {
  struct Case {
    const char *how, *expr;
    std::string text;
  };
  const std::vector<Case> cases = {
      {"lambda over a set", "[x \\in {2} |-> 7][5] = 0", lambdaText("(2 :> 7)")},
      {"lambda over an interval", "[x \\in 1..2 |-> 7][5] = 0", lambdaText("<<7, 7>>")},
      {"lambda with a tuple bound", "[<<a, b>> \\in {<<1, 2>>} |-> a][5] = 0", lambdaText("(<<1, 2>> :> 1)")},
      {"lambda after EXCEPT", "[[x \\in {2} |-> 7] EXCEPT ![2] = 8][5] = 0", lambdaText("(2 :> 8)")},
      {"lambda through an operator", "LET F(g) == g IN F([x \\in {2} |-> 7])[5] = 0", lambdaText("(2 :> 7)")},
      {"lambda through a LET", "LET g == [x \\in {2} |-> 7] IN g[5] = 0", lambdaText("(2 :> 7)")},
      {"recursive function definition", "LET f[n \\in {2, 3}] == IF n = 2 THEN 1 ELSE f[n - 1] IN f[5] = 0",
       lambdaText("(2 :> 1 @@ 3 :> 1)")},
      {"recursive function used whole", "LET f[n \\in {2}] == 7 g == f IN g[5] = 0", lambdaText("(2 :> 7)")},
      {":>", "(2 :> 7)[5] = 0", rcdText("(2 :> 7)")},
      {"@@", "((2 :> 7) @@ (3 :> 8))[5] = 0", rcdText("(2 :> 7 @@ 3 :> 8)")},
      {":> after EXCEPT", "[(2 :> 7) EXCEPT ![2] = 8][5] = 0", rcdText("(2 :> 8)")},
      {"tuple", "<<7>>[5] = 0", "Attempted to access index 5 of tuple\n<<7>>\nwhich is out of bounds."},
      {"record", "[a |-> 7][\"b\"] = 0", "Attempted to access nonexistent field 'b' of record\n[a |-> 7]"},
  };
  for (const Case &c : cases)
    EXPECT_EQ(assumeError(c.expr), c.text) << c.how << ": " << c.expr;
}

// A function built by [x \in S |-> e] is TLC's FcnLambdaValue until TLC
// builds its FcnRcdValue (FcnLambdaValue.toFcnRcd, cached): when it
// fingerprints the function (a state's values, before the state's checks),
// compares or prints it. From then on it is applied as that FcnRcdValue, in
// FcnRcdValue's words, and an EXCEPT of it is a FcnRcdValue
// (Github1134dTest: "Attempted to apply function:\n<<"INIT", "INIT">>...").
TEST(FunctionOrigin, AFunctionHeldInAStateIsAppliedAsTlcsFcnRcdValue) {
  struct Case {
    const char *how, *init, *next, *inv;
    std::string text;
  };
  const std::vector<Case> cases = {
      {"lambda over an interval", "x = [u \\in 1..2 |-> 7]", "UNCHANGED x", "x[5] = 0", rcdText("<<7, 7>>")},
      {"lambda over a set", "x = [u \\in {2} |-> 7]", "UNCHANGED x", "x[5] = 0", rcdText("(2 :> 7)")},
      {"lambda over strings", "x = [u \\in {\"a\"} |-> 7]", "UNCHANGED x", "x[\"b\"] = 0",
       "Attempted to apply function:\n[a |-> 7]\nto argument \"b\", which is not in the domain of the function."},
      {"lambda inside a record", "x = [f |-> [u \\in {2} |-> 7]]", "UNCHANGED x", "x.f[5] = 0", rcdText("(2 :> 7)")},
      // Applied within the step, before the successor is fingerprinted.
      {"EXCEPT of a held lambda", "x = [u \\in {2, 3} |-> 7]", "x' = [x EXCEPT ![2] = 8] /\\ x'[5] = 0", "TRUE",
       rcdText("(2 :> 8 @@ 3 :> 7)")},
      // Not yet fingerprinted: the successor's own value, within its step.
      {"lambda of the step itself", "x = 0", "x' = [u \\in {2} |-> 7] /\\ x'[5] = 0", "TRUE", lambdaText("(2 :> 7)")},
  };
  for (const Case &c : cases) {
    std::string tla = "---- MODULE Held ----\nEXTENDS Naturals\nVARIABLE x\nInit == " + std::string(c.init) +
                      "\nNext == " + c.next + "\nInv == " + c.inv + "\n====\n";
    CheckRun r = checkText({tla}, "INIT Init\nNEXT Next\nINVARIANT Inv\n");
    ASSERT_EQ(r.stage, Stage::Loaded) << c.how << ": " << r.problem;
    EXPECT_EQ(r.result.error.message, c.text) << c.how;
  }
}

// A set written {A, B} with A and B of kinds TLC cannot compare: TLC sorts by
// binary insertion in the written order, so B.compareTo(A) raises the error,
// in B's words. With three elements {s, t, X} (s, t comparable), X is
// compared with the larger of s and t, whatever their order.
TEST(FunctionOrigin, ClashingSetElementsFailAsWritten) {
  struct Elem {
    const char *tla, *receiverText; // how TLC words the comparison when this value is the receiver
  };
  const std::vector<Elem> elems = {
      {"1", "Attempted to compare integer 1 with non-integer:\n"},
      {"\"a\"", "Attempted to compare string \"a\" with non-string:\n"},
      {"FALSE", "Attempted to compare boolean FALSE with non-boolean:\n"},
      {"{}", "Attempted to compare the set {} with the value:\n"},
  };
  const std::string prefix = "Attempted to apply the operator overridden by the Java method\npublic static "
                             "tlc2.value.impl.IntValue tlc2.module.FiniteSets.Cardinality(tlc2.value.impl.Value),\n"
                             "but it produced the following error:\n";
  for (const Elem &first : elems)
    for (const Elem &second : elems) {
      if (&first == &second)
        continue;
      std::string expr = "Cardinality({" + std::string(first.tla) + ", " + second.tla + "}) = 2";
      EXPECT_EQ(assumeError(expr), prefix + second.receiverText + first.tla) << expr;
    }
  for (const Elem &x : elems)
    for (const char *pair : {"<<4, \"x\">>, <<0, \"a\">>", "<<0, \"a\">>, <<4, \"x\">>"}) {
      std::string expr = "Cardinality({" + std::string(pair) + ", " + x.tla + "}) = 3";
      EXPECT_EQ(assumeError(expr), prefix + x.receiverText + "<<4, \"x\">>") << expr;
    }
}

} // namespace
} // namespace tlacore
