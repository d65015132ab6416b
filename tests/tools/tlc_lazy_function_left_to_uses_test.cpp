// A function [i \in 1..3 |-> e] over a Reducible set (an interval) whose body e fails at an argument
// (2), reached by every operator that takes a function, as TLC 1.8.0 evaluates each:
//
// - Tool's OPCODE_fc builds the function at once over Reducible sets (toFcnRcd, every body) unless
//   its control is KeepLazy; OPCODE_fa evaluates its function position with KeepLazy, and what
//   evaluates an operand with the control it was given passes it on (LET, IF, an operator's body,
//   OPCODE_exc's base, OPCODE_tup/rc's elements, OpValue.eval's arguments: :>, @@, Append).
// - SpecProcessor.processConstantDefns evaluates every zero-arity constant definition at start-up
//   (WorkerValue.demux: Tool.eval with EvalControl.Clear, then deepNormalize, which never builds a
//   FcnLambdaValue) and catches any Throwable: F == [i \in 1..3 |-> 1 \div (i - 2)] (or the function
//   definition F[i \in 1..3] == ...) fails there and stays an OpDefNode, whose body
//   Tool.evalApplImpl evaluates at every use with the use's control. So F[1] keeps it lazy
//   (FcnLambdaValue.apply: the body at 1 alone) and answers -1, while DOMAIN F (OPCODE_domain: the
//   operand under the plain control) builds it and fails. A LET definition (a LazyValue) and an
//   operator's argument are evaluated the same way where used.
// - A recursive definition (OPCODE_rfs: makeRecursive, never built) is kept by processConstantDefns
//   as the FcnLambdaValue itself: lazy wherever it goes, DOMAIN included (getDomain evaluates no body).
// - What builds a FcnLambdaValue (toFcnRcd) meets the body's error: equals/compareTo (=, #),
//   SetOfFcnsValue.member (\in [S -> T]), TLC.CombineFcn (@@), toTuple (Len, Head, Append: every
//   index), fingerPrint (a state's value). EXCEPT's Value.select(path) evaluates the body at the path
//   (FcnLambdaValue.select), @ read or not; takeExcept keeps it lazy. toString builds it and, where
//   that fails, prints [i \in 1..3 |-> <expression ...>] (PrintT, ToString).
//
// Class test: 5 ways to hold the function (constant definition, function definition, LET, operator
// argument, recursive function definition) x 26 operators, each with TLC's verdict; functions of
// several arguments; the function applied in Init, Next and an invariant, and held in a state;
// PrintT in the body (printed at start-up up to the failing argument, then per application).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tlc_model_run.h"

namespace {

using tlcmodel::TlcRun;

const char *kDivText = "The second argument of \\div is 0.\n";
const char *kBody = "[i \\in 1..3 |-> 1 \\div (i - 2)]";

// How the spec holds the function named F.
enum class Holder { ConstantDef, FunctionDef, Let, Argument, Recursive };

struct Op {
  std::string expr;   // reads F
  const char *inPlace; // TLC's answer where F is evaluated at each use; "" for e's error
  const char *kept;    // where F is the FcnLambdaValue kept (recursive); "" for e's error
};

// "" is e's error; "OUTSIDE" the error of an argument outside the domain.
const Op kOps[] = {
    {"F[1]", "-1", "-1"},
    {"F[3]", "1", "1"},
    {"F[2]", "", ""},
    {"F[4]", "OUTSIDE", "OUTSIDE"},
    {"Cardinality(DOMAIN F)", "", "3"},
    {"IsFiniteSet(DOMAIN F)", "", "TRUE"},
    {"2 \\in DOMAIN F", "", "TRUE"},
    {"CHOOSE i \\in DOMAIN F : TRUE", "", "1"},
    {"\\E i \\in DOMAIN F : i = 3", "", "TRUE"},
    {"(F @@ (4 :> 1))[1]", "", ""},
    {"(4 :> F)[4][1]", "-1", "-1"},
    {"<<F>>[1][1]", "-1", "-1"},
    {"[a |-> F].a[3]", "1", "1"},
    {"(IF TRUE THEN F ELSE 0)[1]", "-1", "-1"},
    {"[F EXCEPT ![3] = 0][1]", "-1", "-1"},
    {"[F EXCEPT ![3] = 0][3]", "0", "0"},
    {"[F EXCEPT ![3] = @ + 1][3]", "2", "2"},
    {"[F EXCEPT ![2] = 0][1]", "", ""},
    {"F = F", "", ""},
    {"F # <<1, 2, 3>>", "", ""},
    {"F \\in [1..3 -> Int]", "", ""},
    {"Len(F)", "", ""},
    {"Head(F)", "", ""},
    {"Append(F, 0)[1]", "", ""},
    {"PrintT(F)", "", "TRUE"},
    // (The recursive definition's body: line 3, columns 18 to 75.)
    {"ToString(F) = \"[i \\\\in 1..3 |-> <expression line 3, col 18 to line 3, col 75 of module L>]\"", "", "TRUE"},
};

const char *kHeader = "EXTENDS Integers, Sequences, FiniteSets, TLC\n";

std::string definitionOf(Holder h) {
  switch (h) {
  case Holder::ConstantDef:
    return std::string("F == ") + kBody + "\n";
  case Holder::FunctionDef:
    return "F[i \\in 1..3] == 1 \\div (i - 2)\n";
  case Holder::Recursive:
    return "F[i \\in 1..3] == IF i = 2 THEN 1 \\div 0 ELSE IF i = 1 THEN -1 ELSE F[1] + 2\n";
  case Holder::Let:
  case Holder::Argument:
    return "";
  }
  return "";
}

// The ASSUME printing <<n, expr>> with the function held as `h` holds it.
std::string assumeOf(Holder h, size_t n, const std::string &expr) {
  std::string printed = "<<" + std::to_string(n) + ", " + expr + ">>";
  switch (h) {
  case Holder::Let:
    return "ASSUME PrintT(LET F == " + std::string(kBody) + " IN " + printed + ")\n";
  case Holder::Argument:
    return "A" + std::to_string(n) + "(F) == " + printed + "\nASSUME PrintT(A" + std::to_string(n) + "(" + kBody +
           "))\n";
  default:
    return "ASSUME PrintT(" + printed + ")\n";
  }
}

TlcRun runAssumes(Holder h, const std::vector<std::pair<size_t, std::string>> &exprs) {
  std::string tla = "---- MODULE L ----\n" + std::string(kHeader) + definitionOf(h);
  for (const auto &[n, e] : exprs)
    tla += assumeOf(h, n, e);
  tla += "====\n";
  return tlcmodel::tlc({{"L.tla", tla}}, "L", "", "");
}

const char *holderName(Holder h) {
  switch (h) {
  case Holder::ConstantDef:
    return "constant definition";
  case Holder::FunctionDef:
    return "function definition";
  case Holder::Let:
    return "LET";
  case Holder::Argument:
    return "operator argument";
  case Holder::Recursive:
    return "recursive function definition";
  }
  return "";
}

TEST(TlcLazyFunctionLeftToUses, EveryOperatorAsTlcBuildsOrNot) {
  for (Holder h : {Holder::ConstantDef, Holder::FunctionDef, Holder::Let, Holder::Argument, Holder::Recursive}) {
    SCOPED_TRACE(holderName(h));
    // The operators that answer: one run; each that fails: a run of its own.
    std::vector<std::pair<size_t, std::string>> answering;
    for (size_t n = 0; n < std::size(kOps); ++n) {
      const Op &op = kOps[n];
      std::string want = h == Holder::Recursive ? op.kept : op.inPlace;
      if (!want.empty() && want != "OUTSIDE") {
        answering.emplace_back(n, op.expr);
        continue;
      }
      SCOPED_TRACE(op.expr);
      TlcRun r = runAssumes(h, {{n, op.expr}});
      EXPECT_EQ(r.exit, 10) << r.out;
      if (want.empty())
        EXPECT_NE(r.out.find(kDivText), std::string::npos) << r.out;
      else
        EXPECT_NE(r.out.find("the first argument is:\n4\nwhich is not in its domain."), std::string::npos) << r.out;
    }
    TlcRun r = runAssumes(h, answering);
    EXPECT_EQ(r.exit, 0) << r.out;
    for (const auto &[n, e] : answering) {
      std::string want = h == Holder::Recursive ? kOps[n].kept : kOps[n].inPlace;
      EXPECT_NE(r.out.find("\n<<" + std::to_string(n) + ", " + want), std::string::npos)
          << e << " should print " << want << "\n"
          << r.out;
    }
  }
}

// [i \in 1..3, j \in 1..2 |-> e]: FcnLambdaValue.apply binds each parameter (the body at <<1, 2>>
// alone); DOMAIN builds it (a constant definition left to its uses).
TEST(TlcLazyFunctionLeftToUses, SeveralParameters) {
  const std::string def = "F == [i \\in 1..3, j \\in 1..2 |-> j \\div (i - 2)]\n";
  struct Row {
    std::string expr, printed; // "" for e's error
  } rows[] = {
      {"F[1, 2]", "-2"},
      {"F[3, 1]", "1"},
      {"[F EXCEPT ![3, 2] = 0][3, 2]", "0"},
      {"<<F>>[1][1, 1]", "-1"},
      {"F[2, 1]", ""},
      {"Cardinality(DOMAIN F)", ""},
      {"[F EXCEPT ![2, 2] = 0][1, 1]", ""},
  };
  for (const Row &row : rows) {
    SCOPED_TRACE(row.expr);
    std::string tla = "---- MODULE P ----\n" + std::string(kHeader) + def + "ASSUME PrintT(<<\"v\", " + row.expr +
                      ">>)\n====\n";
    TlcRun r = tlcmodel::tlc({{"P.tla", tla}}, "P", "", "");
    if (row.printed.empty()) {
      EXPECT_EQ(r.exit, 10) << r.out;
      EXPECT_NE(r.out.find(kDivText), std::string::npos) << r.out;
      continue;
    }
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_NE(r.out.find("\n<<\"v\", " + row.printed + ">>\n"), std::string::npos) << r.out;
  }
}

// In a behaviour: applied in Init, in Next (x' = F[..]) and in an invariant, F answers; held as a
// state's value it is built (in place: OPCODE_fc under Init's control fails there; recursive: the
// state's fingerprint fails, exit 75).
TEST(TlcLazyFunctionLeftToUses, InActionsInvariantsAndStates) {
  for (Holder h : {Holder::ConstantDef, Holder::FunctionDef, Holder::Recursive}) {
    SCOPED_TRACE(holderName(h));
    std::string spec = "---- MODULE B ----\n" + std::string(kHeader) + "VARIABLE x\n" + definitionOf(h) +
                       "Init == x = F[1]\nNext == x' = IF x = F[1] THEN F[3] ELSE F[1]\nInv == F[1] + F[3] = 0 /\\ "
                       "x \\in {F[1], F[3]}\n====\n";
    TlcRun r = tlcmodel::tlc({{"B.tla", spec}}, "B", "INIT Init\nNEXT Next\nINVARIANT Inv\n");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.distinct, "2") << r.out;
    // Multiple workers: every worker knows the definition is left to its uses.
    r = tlcmodel::tlc({{"B.tla", spec}}, "B", "INIT Init\nNEXT Next\nINVARIANT Inv\n", "-workers 2");
    EXPECT_EQ(r.exit, 0) << r.out;
    EXPECT_EQ(r.distinct, "2") << r.out;

    std::string held = "---- MODULE S ----\n" + std::string(kHeader) + "VARIABLE x\n" + definitionOf(h) +
                       "Init == x = 0\nNext == x' = F\n====\n";
    r = tlcmodel::tlc({{"S.tla", held}}, "S", "INIT Init\nNEXT Next\n");
    EXPECT_EQ(r.exit, 75) << r.out;
    EXPECT_NE(r.out.find(kDivText), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("TLC was unable to fingerprint.") != std::string::npos, h == Holder::Recursive) << r.out;
  }
}

// PrintT in the body: processConstantDefns builds the function once at start-up, printing up to the
// argument that fails (1), then every application evaluates the body at its argument (1, then 3).
TEST(TlcLazyFunctionLeftToUses, PrintInTheBody) {
  std::string tla = "---- MODULE Q ----\n" + std::string(kHeader) +
                    "P == [i \\in 1..3 |-> IF i = 2 THEN 1 \\div 0 ELSE PrintT(<<\"p\", i>>)]\n"
                    "ASSUME P[1] /\\ P[3]\n====\n";
  TlcRun r = tlcmodel::tlc({{"Q.tla", tla}}, "Q", "", "");
  ASSERT_EQ(r.exit, 0) << r.out;
  std::string printed;
  for (size_t at = 0; (at = r.out.find("<<\"p\", ", at)) != std::string::npos; ++at)
    printed += r.out.substr(at + 7, 1);
  EXPECT_EQ(printed, "113") << r.out;
}

} // namespace
