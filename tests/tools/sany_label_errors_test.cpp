// The class of SANY's label errors, printed with SANY's texts (tlacore printed
// its own for all but 4334 and 4337). Generator.generateLabel: "Label not in
// definition or proof step." (4333) and "Labels inside EXCEPT clauses are not
// yet implemented." (4335) at the labelled expression, "Illegal parameter x of
// label `l'." at an argument that is not a bound identifier (4332), for which
// it stands a dummy parameter in; then formalParamsEqual, at the label:
// "Repeated formal parameter x \nin label `l'." (4330), "Label l must contain
// formal parameter `x'." (4331), and "Label l declares extra parameter(s)  "
// followed by each parameter left over and two spaces (4332; the dummies are
// among them); then "Duplicate label `l'." (4336). Public records:
// tlaplus/model-checker-hardening's conformance/label-inside-except.md (TLC's
// output for LabelInsideExcept) and findings/SANY/sany-002.md (SANY's, with the
// location of `inside :: 1`). Enumerated: SANY's own test modules of the codes
// 4330-4336 (../shared/corpus/sany-tests/semantic-errors/E433*), an illegal
// parameter that is also repeated, two extra parameters, labels in a theorem and
// an ASSUME, under \A, in a set filter and in a recursive function.
#include <gtest/gtest.h>

#include "cli_run.h"
#include "sany_location.h"

#include <string>
#include <vector>

namespace {

using sanyloc::loc;

struct Msg {
  std::string at; // the located text
  std::string text;
  int nth = 1;
};

std::string errorsBlock(const std::string &file, const std::vector<Msg> &errors) {
  std::string out = "Semantic errors:\n\n*** Errors: " + std::to_string(errors.size()) + "\n\n";
  for (const Msg &m : errors)
    out += loc(file, m.at, m.nth) + "\n\n" + m.text + "\n\n\n";
  return out;
}

TEST(SanyLabelErrors, GenerateLabelAndFormalParamsEqualTexts) {
  struct Case {
    std::string body;
    std::vector<Msg> errors;
  };
  const std::vector<Case> cases = {
      // 4330 (E4330_Quantifier_Test)
      {"op == \\A x \\in {} : lbl(x, x) :: TRUE",
       {{"lbl(x, x) :: TRUE", "Repeated formal parameter x \nin label `lbl'."}}},
      // 4331 (E4331_Function_Test, E4331_Quantifier_Test, E4331_Set_Test)
      {"f[x \\in {}] == lbl :: 0", {{"lbl :: 0", "Label lbl must contain formal parameter `x'."}}},
      {"op == \\A x \\in {} : lbl :: TRUE", {{"lbl :: TRUE", "Label lbl must contain formal parameter `x'."}}},
      {"op == {x \\in {} : lbl :: TRUE}", {{"lbl :: TRUE", "Label lbl must contain formal parameter `x'."}}},
      // 4332 (E4332_Collision_Test: a constant is no bound identifier; the dummy is left over)
      {"CONSTANT x\nop == lbl(x) :: 0",
       {{"x", "Illegal parameter x of label `lbl'.", 2},
        {"lbl(x) :: 0", "Label lbl declares extra parameter(s)  x  "}}},
      // 4332 (E4332_Op_Test, E4332_Quantifier_Test, E4332_Set_Test: an operator's parameter is not bound)
      {"op(x) == lbl(x) :: 0", {{"lbl(x) :: 0", "Label lbl declares extra parameter(s)  x  "}}},
      {"op(x) == \\A y \\in {} : lbl(x, y) :: TRUE",
       {{"lbl(x, y) :: TRUE", "Label lbl declares extra parameter(s)  x  "}}},
      {"op(x) == {y \\in {} : lbl(x, y) :: TRUE}", {{"lbl(x, y) :: TRUE", "Label lbl declares extra parameter(s)  x  "}}},
      // Two left over, one of them a dummy; illegal before repeated; a missing one.
      {"CONSTANT c\nop(x) == \\A y \\in {} : lbl(x, c) :: TRUE",
       {{"c", "Illegal parameter c of label `lbl'.", 2},
        {"lbl(x, c) :: TRUE", "Label lbl must contain formal parameter `y'."},
        {"lbl(x, c) :: TRUE", "Label lbl declares extra parameter(s)  x  c  "}}},
      {"CONSTANT c\nop == \\A y \\in {} : lbl(y, y, c) :: TRUE",
       {{"c", "Illegal parameter c of label `lbl'.", 2},
        {"lbl(y, y, c) :: TRUE", "Repeated formal parameter y \nin label `lbl'."},
        {"lbl(y, y, c) :: TRUE", "Label lbl declares extra parameter(s)  c  "}}},
      // 4333 (E4333_Assume_Test, E4333_Theorem_Test)
      {"ASSUME lbl :: TRUE", {{"lbl :: TRUE", "Label not in definition or proof step."}}},
      {"THEOREM lbl :: TRUE", {{"lbl :: TRUE", "Label not in definition or proof step."}}},
      // 4335 (E4335_Test; model-checker-hardening's LabelInsideExcept and sany-002)
      {"f[x \\in {}] == x\nop == [f EXCEPT ![0] = lbl :: 0]",
       {{"lbl :: 0", "Labels inside EXCEPT clauses are not yet implemented."}}},
      {"VARIABLE f\nInit ==\n  f = [[x \\in {\"present\"} |-> 0]\n       EXCEPT ![\"present\"] = inside :: 0]",
       {{"inside :: 0", "Labels inside EXCEPT clauses are not yet implemented."}}},
      {"VARIABLE x\nInit == x = [[a |-> 0] EXCEPT ![\"a\"] = (inside :: 1)]",
       {{"inside :: 1", "Labels inside EXCEPT clauses are not yet implemented."}}},
      // 4336 (E4336_Test)
      {"op == {lbl :: 0, lbl :: 0}", {{"lbl :: 0", "Duplicate label `lbl'.", 2}}},
  };
  for (const Case &c : cases) {
    std::string file = "---- MODULE M ----\n" + c.body + "\n====\n";
    clirun::SpecDir dir({{"M.tla", file}});
    clirun::Result r = dir.run("sany M.tla");
    std::string want = errorsBlock(file, c.errors);
    EXPECT_NE(r.out.find(want), std::string::npos) << c.body << "\nwant:\n" << want << "\ngot:\n" << r.out;
  }
}

} // namespace
