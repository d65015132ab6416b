// engine::check reports where its time went (PhaseTimes): every phase is
// measured, they add up to no more than the whole, each module is listed
// (the root, the standard modules, shared or not), and a warm process pays
// nothing for the standard modules (StandardLibrary).
#include <gtest/gtest.h>

#include <string>

#include "engine.h"

namespace tlacore::engine {
namespace {

const char *const kSpec = "---- MODULE Tiny ----\nEXTENDS Naturals, Sequences, TLC\nVARIABLE x\n"
                          "Init == x = <<>>\nNext == x' = IF Len(x) < 3 THEN Append(x, \"a\") ELSE x\n====\n";

CheckOutcome checkTiny(bool share) {
  CheckRequest req;
  req.spec = {"Tiny.tla", std::string(kSpec)};
  req.config = {"Tiny.cfg", std::string("INIT Init\nNEXT Next\n"), {}};
  req.load.shareStandardModules = share;
  req.run.workers = 1;
  StringSink sink;
  req.run.output = &sink;
  return check(req);
}

TEST(Phases, EveryPhaseIsMeasuredAndEachModuleListed) {
  for (bool share : {false, true}) {
    CheckOutcome co = checkTiny(share);
    ASSERT_EQ(co.result.exitCode, 0) << co.result.message;
    const PhaseTimes &p = co.result.phases;
    EXPECT_GT(p.parse, 0.0);
    EXPECT_GT(p.semantic, 0.0);
    EXPECT_GT(p.config, 0.0);
    EXPECT_GT(p.build, 0.0);
    EXPECT_GT(p.check, 0.0);
    EXPECT_GT(p.print, 0.0); // SANY's report
    EXPECT_GE(p.total, p.load() + p.check + p.print - 1e-6);
    EXPECT_LT(p.total, 10.0);
    std::string names;
    for (const sem::ModuleTime &m : p.modules) {
      names += m.name + (m.standard ? "(std" + std::string(m.shared ? ",shared" : "") + ")" : "") + " ";
      if (!m.shared) {
        EXPECT_GT(m.parseSeconds, 0.0) << m.name;
      }
    }
    std::string expected = share ? "Tiny Naturals(std,shared) Sequences(std,shared) TLC(std,shared) FiniteSets(std,shared) "
                                 : "Tiny Naturals(std) Sequences(std) TLC(std) FiniteSets(std) ";
    EXPECT_EQ(names, expected);
  }
}

// With a temporal property, the liveness phase (behaviour graph, product
// searches, lasso) is measured within the check; without one it is zero.
// The initial states' phase is measured within the check either way.
TEST(Phases, LivenessIsMeasuredWithinTheCheck) {
  const std::string spec = "---- MODULE Ring ----\nEXTENDS Naturals\nVARIABLE x\n"
                           "Spec == x = 0 /\\ [][x' = (x + 1) % 50]_x /\\ WF_x(x' = (x + 1) % 50)\n"
                           "Returns == []<>(x = 0)\n====\n";
  for (bool liveness : {false, true}) {
    CheckRequest req;
    req.spec = {"Ring.tla", spec};
    req.config = {"Ring.cfg", std::string("SPECIFICATION Spec\n") + (liveness ? "PROPERTY Returns\n" : ""), {}};
    req.run.workers = 1;
    StringSink sink;
    req.run.output = &sink;
    CheckOutcome co = check(req);
    ASSERT_EQ(co.result.exitCode, 0) << co.result.message;
    const PhaseTimes &p = co.result.phases;
    // The initial states: part of the check, in either case.
    EXPECT_GT(p.initial, 0.0);
    EXPECT_LE(p.initial, p.check);
    EXPECT_NE(renderPhasesJson(p).find("\"initial\""), std::string::npos);
    if (!liveness) {
      EXPECT_EQ(p.liveness, 0.0);
      continue;
    }
    EXPECT_GT(p.livenessSearch, 0.0);
    EXPECT_GE(p.liveness, p.livenessSearch);
    EXPECT_LE(p.liveness, p.check);
    EXPECT_NE(renderPhasesJson(p).find("\"livenessSearch\""), std::string::npos);
  }
}

// A second check in the process parses only the root: the standard modules
// cost it (almost) nothing, and it gives the same result.
TEST(Phases, WarmChecksShareTheStandardModules) {
  CheckOutcome first = checkTiny(true);
  CheckOutcome warm = checkTiny(true);
  CheckOutcome own = checkTiny(false);
  ASSERT_EQ(warm.result.exitCode, 0);
  EXPECT_EQ(warm.result.distinct, own.result.distinct);
  EXPECT_EQ(warm.result.generated, own.result.generated);
  double standard = 0;
  for (const sem::ModuleTime &m : warm.result.phases.modules)
    if (m.standard)
      standard += m.readSeconds + m.parseSeconds + m.semanticSeconds;
  double ownStandard = 0;
  for (const sem::ModuleTime &m : own.result.phases.modules)
    if (m.standard)
      ownStandard += m.readSeconds + m.parseSeconds + m.semanticSeconds;
  std::cout << "[ phases ] standard modules: " << ownStandard * 1e3 << " ms parsed and analysed, " << standard * 1e3
            << " ms shared; whole check " << own.result.phases.total * 1e3 << " ms -> "
            << warm.result.phases.total * 1e3 << " ms\n";
  EXPECT_LT(standard, ownStandard);
}

} // namespace
} // namespace tlacore::engine
