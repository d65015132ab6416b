// `tlacore sany -error-codes` on the constructs SANY's grammar accepts beyond the usual identifiers and
// forms (TRUE, FALSE, BOOLEAN, STRING and @ as names, <<>> bounds, operator symbols alone, odd action and
// fairness subscripts): SANY 1.8.0's exit code and message for each, class by class, in every binding form.
#include <gtest/gtest.h>

#include "cli_run.h"

#include <string>
#include <vector>

namespace {

struct Outcome {
  int rc;
  std::string out;
};

Outcome sany(const std::string &expr) {
  std::string text = "---- MODULE Test ----\nEXTENDS Naturals\nCONSTANTS a, b, c, T, f, F(_)\nVARIABLE v\n"
                     "M == INSTANCE Naturals\nG(x, y) == x\nH(Op(_), y) == y\nK(Op(_, _)) == 1\nE == " +
                     expr + "\n====\n";
  clirun::SpecDir dir({{"Test.tla", text}});
  clirun::Result r = dir.run("sany -error-codes Test.tla");
  return {r.rc, r.out};
}

// Every form that binds a name, with `#` where the name goes.
const std::vector<std::string> &bindingForms() {
  static const std::vector<std::string> forms = {
      "\\A # \\in T : a", "\\E # \\in T : a", "\\A x \\in T, # \\in T : a", "\\E x, # \\in T : a", "\\A # : a",
      "\\E # : a", "\\AA # : a", "\\EE # : a", "CHOOSE # \\in T : a", "{# \\in T : a}", "{a : # \\in T}",
      "[# \\in T |-> a]", "[x, # \\in T |-> a]", "H(LAMBDA # : 1, 2)", "K(LAMBDA x, # : 1)",
      "LET g(#) == 1 IN a", "LET g(#(_)) == 1 IN a"};
  return forms;
}

std::string withName(std::string form, const std::string &name) {
  form.replace(form.find('#'), 1, name);
  return form;
}

TEST(SanyIdentifierClasses, BuiltinConstantBoundIsMultiplyDefined) {
  for (const char *builtin : {"TRUE", "FALSE", "BOOLEAN", "STRING"})
    for (const std::string &form : bindingForms()) {
      std::string expr = withName(form, builtin);
      Outcome o = sany(expr);
      EXPECT_EQ(o.rc, 4) << expr << "\n" << o.out;
      EXPECT_NE(o.out.find("Multiply-defined symbol '" + std::string(builtin) +
                           "': this definition or declaration conflicts \nwith the one at In module --TLA+ "
                           "BUILTINS--."),
                std::string::npos)
          << expr << "\n"
          << o.out;
    }
  // The unbounded CHOOSE reports it at the CHOOSE.
  Outcome o = sany("CHOOSE TRUE : a");
  EXPECT_NE(o.out.find("line 9, col 6 to line 9, col 11 of module Test"), std::string::npos) << o.out;
  // A bound name clashing with any visible one: the same message, with that one's place.
  o = sany("\\A x \\in T : \\E x \\in T : a");
  EXPECT_NE(o.out.find("Multiply-defined symbol 'x': this definition or declaration conflicts \nwith the one at "
                       "line 9, col 9 to line 9, col 9 of module Test."),
            std::string::npos)
      << o.out;
  // Defined: processOperator's message.
  o = sany("LET TRUE == 1 IN a");
  EXPECT_EQ(o.rc, 4);
  EXPECT_NE(o.out.find("Operator TRUE already defined or declared."), std::string::npos) << o.out;
}

TEST(SanyIdentifierClasses, AtAndEmptyTupleBindNothingSanyChecks) {
  for (const std::string &form : bindingForms()) {
    std::string expr = withName(form, "@");
    Outcome o = sany(expr);
    EXPECT_EQ(o.rc, 0) << expr << "\n" << o.out;
  }
  for (const char *expr : {"LET @ == 1 IN a", "LET @(x) == 1 IN a", "\\A <<>> \\in T : a", "{<<>> \\in T : a}",
                           "{a : <<>> \\in T}", "[<<>> \\in T |-> a]", "CHOOSE <<>> \\in T : a", "CHOOSE <<>> : a"}) {
    Outcome o = sany(expr);
    EXPECT_EQ(o.rc, 0) << expr << "\n" << o.out;
  }
}

TEST(SanyIdentifierClasses, FieldsAndInstanceNames) {
  for (const char *field : {"TRUE", "FALSE", "BOOLEAN", "STRING", "@"})
    for (const std::string &form : {std::string("[#|-> 1]"), std::string("[x |-> 1, # |-> 2]"),
                                    std::string("[# : T]"), std::string("f.#"), std::string("[f EXCEPT !.# = 1]")}) {
      std::string expr = withName(form, field);
      Outcome o = sany(expr);
      if (std::string(field) == "@" && form.find("EXCEPT") != std::string::npos) {
        EXPECT_EQ(o.rc, 255) << expr << "\n" << o.out; // SANY collects "@ used in !.@"
        EXPECT_NE(o.out.find("\n@ used in !.@\n"), std::string::npos) << o.out;
      } else {
        EXPECT_EQ(o.rc, 0) << expr << "\n" << o.out;
      }
    }
  // INSTANCE gives M!Op for the user's definitions only.
  Outcome o = sany("M!TRUE");
  EXPECT_EQ(o.rc, 4) << o.out;
}

TEST(SanyIdentifierClasses, OperatorSymbolAloneNeedsItsArguments) {
  for (const auto &[expr, text] : std::vector<std::pair<std::string, std::string>>{
           {"'", "The operator ' requires 1 arguments."},
           {"\\cup", "The operator \\cup requires 2 arguments."},
           {"G(\\cup, 1)", "The operator \\cup requires 2 arguments."}}) {
    Outcome o = sany(expr);
    EXPECT_EQ(o.rc, 4) << expr << "\n" << o.out;
    EXPECT_NE(o.out.find(text), std::string::npos) << expr << "\n" << o.out;
  }
}

TEST(SanyIdentifierClasses, ActionAndFairnessForms) {
  // <<A, B>>_v is read as <<A>>_B; <<>>_v makes SANY's analysis fail.
  EXPECT_EQ(sany("<<a, b>>_v").rc, 0);
  EXPECT_EQ(sany("<<a, b>>_undefinedName").rc, 0);
  Outcome o = sany("<<>>_v");
  EXPECT_EQ(o.rc, 255) << o.out;
  EXPECT_NE(o.out.find("Semantic processing of module Test\njava.lang.ArrayIndexOutOfBoundsException"),
            std::string::npos)
      << o.out;
  // WF_v(A, B): SANY collects its fairness error while parsing on.
  o = sany("WF_v(a, b)");
  EXPECT_EQ(o.rc, 255) << o.out;
  EXPECT_NE(o.out.find("\nError in fairness expression at 9: 6\n\n"), std::string::npos) << o.out;
  o = sany("SF_@(a)");
  EXPECT_EQ(o.rc, 4) << o.out;
  EXPECT_NE(o.out.find("@ used where its meaning is not defined."), std::string::npos) << o.out;
  EXPECT_EQ(sany("SF_{a}(a)").rc, 0);
  EXPECT_EQ(sany("WF_[x \\in T |-> a](a)").rc, 0);
  // A record field is no label.
  o = sany("f.lab:: a");
  EXPECT_EQ(o.rc, 255) << o.out;
  EXPECT_NE(o.out.find("does not follow a label."), std::string::npos) << o.out;
}

} // namespace
