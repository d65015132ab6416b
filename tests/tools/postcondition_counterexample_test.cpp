// POSTCONDITION after a violation (TLC's Worker.doPostCondition and
// LiveWorker: Tool.checkPostConditionWithCounterExample): evaluated once the
// violation and its behaviour are printed, with TLCExt!CounterExample the
// behaviour ([state |-> {<<i, s_i>>}, action |-> {<<<<i, s_i>>, A, <<j, s_j>>>>}],
// a lasso's closing step included); its messages are printed and the
// violation's exit code stands.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

std::string spec(const std::string &extra) {
  return "---- MODULE PostCE ----\nEXTENDS Naturals, Sequences, FiniteSets, TLC, TLCExt\nVARIABLE x\n"
         "Init == x = 0\nUp == x < 3 /\\ x' = x + 1\nNext == Up\nSmall == x < 3\n"
         "Trc == ToTrace(CounterExample)\n" +
         extra + "\n====\n";
}

TEST(PostconditionAfterViolation, SeesTheInvariantsCounterexample) {
  clirun::SpecDir dir({{"PostCE.tla", spec("Post == PrintT(<<\"ce\", Trc, {e[2].name : e \\in CounterExample.action}>>) "
                                           "/\\ Len(Trc) = 4 /\\ Trc[4].x = 3")},
                       {"PostCE.cfg", "INIT Init\nNEXT Next\nINVARIANT Small\nPOSTCONDITION Post\n"}});
  clirun::Result r = dir.run("tlc PostCE.tla");
  EXPECT_EQ(r.rc, 12) << r.out;
  size_t violated = r.out.find("Invariant Small is violated.");
  size_t ce = r.out.find(R"(<<"ce", <<[x |-> 0], [x |-> 1], [x |-> 2], [x |-> 3]>>, {"Up"}>>)");
  ASSERT_NE(violated, std::string::npos) << r.out;
  ASSERT_NE(ce, std::string::npos) << r.out;
  EXPECT_LT(violated, ce) << r.out; // after the violation and its behaviour
  EXPECT_EQ(r.out.find("is false"), std::string::npos) << r.out;
}

TEST(PostconditionAfterViolation, FalseIsReportedButTheViolationsExitCodeStands) {
  clirun::SpecDir dir({{"PostCE.tla", spec("Post == Len(Trc) = 0")},
                       {"PostCE.cfg", "INIT Init\nNEXT Next\nINVARIANT Small\nPOSTCONDITION Post\n"}});
  clirun::Result r = dir.run("tlc PostCE.tla");
  EXPECT_EQ(r.rc, 12) << r.out;
  EXPECT_NE(r.out.find("Assumption line 9, col 9 to line 9, col 20 of module PostCE is false."), std::string::npos)
      << r.out;
}

TEST(PostconditionAfterViolation, DeadlockAndInitialStateViolations) {
  clirun::SpecDir dead({{"PostCE.tla", spec("Post == PrintT(<<\"dead\", Len(Trc)>>)")},
                        {"PostCE.cfg", "INIT Init\nNEXT Next\nPOSTCONDITION Post\n"}});
  clirun::Result r = dead.run("tlc PostCE.tla");
  EXPECT_EQ(r.rc, 11) << r.out;
  EXPECT_NE(r.out.find(R"(<<"dead", 4>>)"), std::string::npos) << r.out;
  clirun::SpecDir first({{"PostCE.tla", spec("Post == PrintT(<<\"init\", Trc, CounterExample.action>>)\nNever == x > 0")},
                         {"PostCE.cfg", "INIT Init\nNEXT Next\nINVARIANT Never\nPOSTCONDITION Post\n"}});
  clirun::Result i = first.run("tlc PostCE.tla");
  EXPECT_EQ(i.rc, 12) << i.out;
  EXPECT_NE(i.out.find(R"(<<"init", <<[x |-> 0]>>, {}>>)"), std::string::npos) << i.out;
}

// A lasso: the step back to the loop's first state is an action of the
// counterexample too, so it has as many actions as states.
TEST(PostconditionAfterViolation, LassoIncludesTheStepBack) {
  const char *tla = R"(---- MODULE Loop ----
EXTENDS Naturals, FiniteSets, TLC, TLCExt
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Never == <>(x = 5)
Post == PrintT(<<"lasso", Cardinality(CounterExample.state), Cardinality(CounterExample.action)>>)
====
)";
  clirun::SpecDir dir({{"Loop.tla", tla}, {"Loop.cfg", "SPECIFICATION Spec\nPROPERTY Never\nPOSTCONDITION Post\n"}});
  clirun::Result r = dir.run("tlc Loop.tla");
  EXPECT_EQ(r.rc, 13) << r.out;
  EXPECT_NE(r.out.find(R"(<<"lasso", 3, 3>>)"), std::string::npos) << r.out;
}

// -simulate (TLC's Simulator): after an invariant or action property
// violation or a deadlock, the POSTCONDITION sees the behaviour as its
// CounterExample; after an initial state's violation, that state. The
// violation's exit code stands.
TEST(PostconditionAfterViolation, SimulationSeesTheBehaviour) {
  const std::string sim = "tlc -simulate num=1 -depth 10 -seed 1 PostCE.tla";
  clirun::SpecDir inv({{"PostCE.tla", spec("Post == PrintT(<<\"ce\", Trc, {e[2].name : e \\in CounterExample.action}>>)")},
                       {"PostCE.cfg", "INIT Init\nNEXT Next\nINVARIANT Small\nPOSTCONDITION Post\n"}});
  clirun::Result r = inv.run(sim);
  EXPECT_EQ(r.rc, 12) << r.out;
  size_t violated = r.out.find("Invariant Small is violated.");
  size_t ce = r.out.find(R"(<<"ce", <<[x |-> 0], [x |-> 1], [x |-> 2], [x |-> 3]>>, {"Up"}>>)");
  ASSERT_NE(violated, std::string::npos) << r.out;
  ASSERT_NE(ce, std::string::npos) << r.out;
  EXPECT_LT(violated, ce) << r.out;
  EXPECT_LT(r.out.find("The number of states generated"), ce) << r.out; // after the summary

  clirun::SpecDir dead({{"PostCE.tla", spec("Post == PrintT(<<\"dead\", Len(Trc)>>)")},
                        {"PostCE.cfg", "INIT Init\nNEXT Next\nPOSTCONDITION Post\n"}});
  clirun::Result d = dead.run(sim);
  EXPECT_EQ(d.rc, 11) << d.out;
  EXPECT_NE(d.out.find(R"(<<"dead", 4>>)"), std::string::npos) << d.out;

  clirun::SpecDir first({{"PostCE.tla", spec("Post == PrintT(<<\"init\", Trc, CounterExample.action>>)\nNever == x > 0")},
                         {"PostCE.cfg", "INIT Init\nNEXT Next\nINVARIANT Never\nPOSTCONDITION Post\n"}});
  clirun::Result i = first.run(sim);
  EXPECT_EQ(i.rc, 12) << i.out;
  EXPECT_NE(i.out.find(R"(<<"init", <<[x |-> 0]>>, {}>>)"), std::string::npos) << i.out;

  // A false POSTCONDITION is reported; the violation's exit code stands.
  clirun::SpecDir falsePost({{"PostCE.tla", spec("Post == Len(Trc) = 0")},
                             {"PostCE.cfg", "INIT Init\nNEXT Next\nINVARIANT Small\nPOSTCONDITION Post\n"}});
  clirun::Result f = falsePost.run(sim);
  EXPECT_EQ(f.rc, 12) << f.out;
  EXPECT_NE(f.out.find("Assumption line 9, col 9 to line 9, col 20 of module PostCE is false."), std::string::npos)
      << f.out;
}

// -simulate: an evaluation error in an invariant (TLC's non-continuable
// TLC_INVARIANT_EVALUATION_FAILED) ends the run without the POSTCONDITION.
// (Post reads TLCGet: a constant PrintT("post") would print at start-up,
// SpecProcessor.processConstantDefns, whatever the run.)
TEST(PostconditionAfterViolation, SimulationSkipsItAfterAnEvaluationError) {
  clirun::SpecDir bad({{"PostCE.tla", spec("Post == PrintT(<<\"post\", TLCGet(\"distinct\")>>)\nBad == IF x = 2 THEN 1 ELSE TRUE")},
                       {"PostCE.cfg", "INIT Init\nNEXT Next\nINVARIANT Bad\nPOSTCONDITION Post\n"}});
  clirun::Result r = bad.run("tlc -simulate num=1 -depth 10 -seed 1 PostCE.tla");
  EXPECT_NE(r.rc, 0) << r.out;
  EXPECT_EQ(r.out.find("\"post\""), std::string::npos) << r.out;
}

// -dfid (TLC's DFIDModelChecker): the POSTCONDITION only once no level is
// left; a violation or a deadlock ends the run without it.
TEST(PostconditionAfterViolation, DfidSkipsItAfterAViolation) {
  clirun::SpecDir inv({{"PostCE.tla", spec("Post == PrintT(<<\"post\", TLCGet(\"distinct\")>>)")},
                       {"PostCE.cfg", "INIT Init\nNEXT Next\nINVARIANT Small\nPOSTCONDITION Post\n"}});
  clirun::Result r = inv.run("tlc -dfid 10 PostCE.tla");
  EXPECT_EQ(r.rc, 12) << r.out;
  EXPECT_EQ(r.out.find("\"post\""), std::string::npos) << r.out;
  clirun::SpecDir dead({{"PostCE.tla", spec("Post == PrintT(<<\"post\", TLCGet(\"distinct\")>>)")},
                        {"PostCE.cfg", "INIT Init\nNEXT Next\nPOSTCONDITION Post\n"}});
  clirun::Result d = dead.run("tlc -dfid 10 PostCE.tla");
  EXPECT_EQ(d.rc, 11) << d.out;
  EXPECT_EQ(d.out.find("\"post\""), std::string::npos) << d.out;
}

} // namespace
