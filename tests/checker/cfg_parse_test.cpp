// Tests for parseModelConfig on valid configuration files: every construct.
#include <gtest/gtest.h>

#include <limits>

#include "cfg_test_helpers.h"

namespace tlacore {
namespace {

using cfgtest::parseCfg;
using VK = CfgValue::Kind;

#define ASSERT_PARSES(p)                                                                           \
  ASSERT_TRUE((p)->cfg.has_value()) << (p)->rendered();                                            \
  ASSERT_EQ((p)->diags.diagnostics().size(), 0u) << (p)->rendered()

TEST(CfgParse, EmptyAndCommentOnly) {
  auto p = parseCfg("");
  ASSERT_PARSES(p);
  EXPECT_FALSE(p->cfg->specification);
  EXPECT_TRUE(p->cfg->constants.empty());
  EXPECT_FALSE(p->cfg->checkDeadlock);

  auto q = parseCfg("\\* Dummy configuration file to satisfy TLC."); // no final newline
  ASSERT_PARSES(q);
  auto r = parseCfg("(* a (* nested *) comment *)\n\n   \t\r\n");
  ASSERT_PARSES(r);
}

TEST(CfgParse, SpecInitNextWithLocations) {
  auto p = parseCfg("SPECIFICATION Spec\nINIT\n  Init\nNEXT Next");
  ASSERT_PARSES(p);
  ASSERT_TRUE(p->cfg->specification);
  EXPECT_EQ(p->cfg->specification->name, "Spec");
  EXPECT_EQ(p->lineCol(p->cfg->specification->range.begin), std::make_pair(1u, 15u));
  EXPECT_EQ(p->textOf(p->cfg->specification->range), "Spec");
  ASSERT_TRUE(p->cfg->init);
  EXPECT_EQ(p->cfg->init->name, "Init");
  EXPECT_EQ(p->lineCol(p->cfg->init->range.begin), std::make_pair(3u, 3u));
  ASSERT_TRUE(p->cfg->next);
  EXPECT_EQ(p->cfg->next->name, "Next");
}

TEST(CfgParse, ConstantScalars) {
  auto p = parseCfg("CONSTANTS\n"
                    "  N = 3\n"
                    "  Neg = -17\n"
                    "  S = \"hello world\"\n"
                    "  T = TRUE F = FALSE\n"
                    "  M = p_1\n");
  ASSERT_PARSES(p);
  const auto &c = p->cfg->constants;
  ASSERT_EQ(c.size(), 6u);
  for (const ConstantAssignment &a : c)
    EXPECT_EQ(a.kind, ConstantAssignment::Kind::Value);
  EXPECT_EQ(c[0].name, "N");
  EXPECT_EQ(c[0].value.kind, VK::Int);
  EXPECT_EQ(c[0].value.intValue, 3);
  EXPECT_EQ(p->lineCol(c[0].range.begin), std::make_pair(2u, 3u));
  EXPECT_EQ(c[1].value.kind, VK::Int);
  EXPECT_EQ(c[1].value.intValue, -17);
  EXPECT_EQ(p->textOf(c[1].value.range), "-17");
  EXPECT_EQ(c[2].value.kind, VK::String);
  EXPECT_EQ(c[2].value.text, "hello world");
  EXPECT_EQ(c[3].value.kind, VK::Bool);
  EXPECT_TRUE(c[3].value.boolValue);
  EXPECT_EQ(c[4].name, "F");
  EXPECT_FALSE(c[4].value.boolValue);
  EXPECT_EQ(c[5].value.kind, VK::ModelValue);
  EXPECT_EQ(c[5].value.text, "p_1");
  EXPECT_FALSE(c[5].module);
}

TEST(CfgParse, IntegerLimits) {
  auto p =
      parseCfg("CONSTANTS Max = 9223372036854775807 Min = -9223372036854775808 Z = 0 L = 0042");
  ASSERT_PARSES(p);
  const auto &c = p->cfg->constants;
  ASSERT_EQ(c.size(), 4u);
  EXPECT_EQ(c[0].value.intValue, std::numeric_limits<int64_t>::max());
  EXPECT_EQ(c[1].value.intValue, std::numeric_limits<int64_t>::min());
  EXPECT_EQ(c[2].value.intValue, 0);
  EXPECT_EQ(c[3].value.intValue, 42);
}

TEST(CfgParse, StringsKeepEscapesAsWritten) {
  auto p = parseCfg(R"(CONSTANT S = "a\"b\\c" E = "")");
  ASSERT_PARSES(p);
  EXPECT_EQ(p->cfg->constants[0].value.text, R"(a\"b\\c)");
  EXPECT_EQ(p->cfg->constants[1].value.text, "");
}

TEST(CfgParse, Sets) {
  auto p = parseCfg("CONSTANTS Proc = {p1, p2}\n"
                    "  Empty = {}\n"
                    "  Nested = {{1, 2}, {}, {\"a\"}}\n"
                    "  Mixed = { 1 , -2, \"s\", TRUE, mv }\n");
  ASSERT_PARSES(p);
  const auto &c = p->cfg->constants;
  ASSERT_EQ(c.size(), 4u);
  EXPECT_EQ(c[0].value.kind, VK::Set);
  ASSERT_EQ(c[0].value.elements.size(), 2u);
  EXPECT_EQ(c[0].value.elements[0].kind, VK::ModelValue);
  EXPECT_EQ(c[0].value.elements[1].text, "p2");
  EXPECT_EQ(p->textOf(c[0].value.range), "{p1, p2}");
  EXPECT_EQ(c[1].value.kind, VK::Set);
  EXPECT_TRUE(c[1].value.elements.empty());
  EXPECT_EQ(c[2].value.toString(), "{{1, 2}, {}, {\"a\"}}");
  EXPECT_EQ(c[3].value.toString(), "{1, -2, \"s\", TRUE, mv}");
}

TEST(CfgParse, Tuples) {
  auto p = parseCfg("CONSTANT T = <<1, <<>>, {a}, \"x\">> E = <<>>");
  ASSERT_PARSES(p);
  const auto &c = p->cfg->constants;
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0].value.kind, VK::Tuple);
  ASSERT_EQ(c[0].value.elements.size(), 4u);
  EXPECT_EQ(c[0].value.elements[1].kind, VK::Tuple);
  EXPECT_EQ(c[0].value.toString(), "<<1, <<>>, {a}, \"x\">>");
  EXPECT_EQ(c[1].value.kind, VK::Tuple);
  EXPECT_TRUE(c[1].value.elements.empty());
}

TEST(CfgParse, Substitutions) {
  auto p = parseCfg("CONSTANTS\n"
                    "  Seq <- LimitedSeq\n"
                    "  Ballot <- [Voting]def_ov_1560336937634610000\n"
                    "  NoHash = [Nano]NoHashVal\n"
                    "  Nat <- [ Naturals ] MyNat\n");
  ASSERT_PARSES(p);
  const auto &c = p->cfg->constants;
  ASSERT_EQ(c.size(), 4u);
  EXPECT_EQ(c[0].kind, ConstantAssignment::Kind::Substitution);
  EXPECT_EQ(c[0].name, "Seq");
  EXPECT_EQ(c[0].substitute.name, "LimitedSeq");
  EXPECT_EQ(p->textOf(c[0].substitute.range), "LimitedSeq");
  EXPECT_FALSE(c[0].module);
  EXPECT_EQ(c[1].kind, ConstantAssignment::Kind::Substitution);
  ASSERT_TRUE(c[1].module);
  EXPECT_EQ(c[1].module->name, "Voting");
  EXPECT_EQ(c[1].substitute.name, "def_ov_1560336937634610000");
  EXPECT_EQ(c[2].kind, ConstantAssignment::Kind::Value);
  ASSERT_TRUE(c[2].module);
  EXPECT_EQ(c[2].module->name, "Nano");
  EXPECT_EQ(c[2].value.kind, VK::ModelValue);
  EXPECT_EQ(c[2].value.text, "NoHashVal");
  EXPECT_EQ(c[3].module->name, "Naturals");
  EXPECT_EQ(c[3].substitute.name, "MyNat");
}

TEST(CfgParse, InstancePathAndOperatorArguments) {
  auto p = parseCfg("CONSTANTS I!J!N = 2 F(1, a) = {x} G(\"s\") = 0");
  ASSERT_PARSES(p);
  const auto &c = p->cfg->constants;
  ASSERT_EQ(c.size(), 3u);
  EXPECT_EQ(c[0].name, "I!J!N");
  EXPECT_EQ(p->textOf(c[0].range), "I!J!N");
  EXPECT_EQ(c[1].name, "F");
  ASSERT_EQ(c[1].args.size(), 2u);
  EXPECT_EQ(c[1].args[0].intValue, 1);
  EXPECT_EQ(c[1].args[1].text, "a");
  EXPECT_EQ(c[1].value.toString(), "{x}");
  ASSERT_EQ(c[2].args.size(), 1u);
  EXPECT_EQ(c[2].args[0].kind, VK::String);
}

TEST(CfgParse, ConstantsWithoutSeparatorsAcrossLines) {
  auto p = parseCfg("CONSTANTS a = 1 b = 2\nc = {x, y} d <- e\n   f = \"g\"");
  ASSERT_PARSES(p);
  const auto &c = p->cfg->constants;
  ASSERT_EQ(c.size(), 5u);
  EXPECT_EQ(c[0].name, "a");
  EXPECT_EQ(c[1].name, "b");
  EXPECT_EQ(c[2].name, "c");
  EXPECT_EQ(c[3].name, "d");
  EXPECT_EQ(c[4].name, "f");
}

TEST(CfgParse, RepeatedSectionsAccumulate) {
  auto p = parseCfg("CONSTANT A = 1\nINVARIANT I1\nCONSTANTS B = 2\nINVARIANTS I2 I3\n"
                    "PROPERTY P1 PROPERTIES P2\nCONSTRAINT C1 CONSTRAINTS C2\n"
                    "ACTION_CONSTRAINT A1 ACTION_CONSTRAINTS A2 A3");
  ASSERT_PARSES(p);
  const ModelConfig &m = *p->cfg;
  ASSERT_EQ(m.constants.size(), 2u);
  ASSERT_EQ(m.invariants.size(), 3u);
  EXPECT_EQ(m.invariants[0].name, "I1");
  EXPECT_EQ(m.invariants[2].name, "I3");
  ASSERT_EQ(m.properties.size(), 2u);
  ASSERT_EQ(m.constraints.size(), 2u);
  ASSERT_EQ(m.actionConstraints.size(), 3u);
  EXPECT_EQ(m.actionConstraints[1].name, "A2");
  EXPECT_EQ(p->lineCol(m.properties[1].range.begin), std::make_pair(5u, 24u));
}

TEST(CfgParse, SingleNameSections) {
  auto p = parseCfg("SYMMETRY Perms VIEW V ALIAS Al POSTCONDITION Post CHECK_DEADLOCK FALSE");
  ASSERT_PARSES(p);
  const ModelConfig &m = *p->cfg;
  ASSERT_TRUE(m.symmetry && m.view && m.alias && m.postcondition);
  EXPECT_EQ(m.symmetry->name, "Perms");
  EXPECT_EQ(m.view->name, "V");
  EXPECT_EQ(m.alias->name, "Al");
  EXPECT_EQ(m.postcondition->name, "Post");
  ASSERT_TRUE(m.checkDeadlock);
  EXPECT_FALSE(*m.checkDeadlock);
  EXPECT_EQ(p->textOf(m.checkDeadlockRange), "FALSE");

  auto q = parseCfg("CHECK_DEADLOCK TRUE");
  ASSERT_PARSES(q);
  EXPECT_TRUE(*q->cfg->checkDeadlock);
}

TEST(CfgParse, KeywordsEndSectionsWithoutNewlines) {
  auto p = parseCfg("INVARIANT A B PROPERTY C CONSTANT D = E INIT I NEXT N");
  ASSERT_PARSES(p);
  EXPECT_EQ(p->cfg->invariants.size(), 2u);
  EXPECT_EQ(p->cfg->properties.size(), 1u);
  ASSERT_EQ(p->cfg->constants.size(), 1u);
  EXPECT_EQ(p->cfg->constants[0].value.text, "E");
  EXPECT_EQ(p->cfg->init->name, "I");
}

TEST(CfgParse, ToolboxGeneratedFile) {
  auto p = parseCfg("\\* MV CONSTANT declarations\n"
                    "CONSTANTS\n"
                    "a1 = a1\n"
                    "a2 = a2\n"
                    "\\* MV CONSTANT definitions\n"
                    "CONSTANT\n"
                    "Acceptor <- const_1560336937634605000\n"
                    "\\* CONSTANT definitions\n"
                    "CONSTANT\n"
                    "None = None\n"
                    "Ballot <- def_ov_1560336937634609000\n"
                    "Ballot <- [Voting]def_ov_1560336937634610000\n"
                    "\\* SPECIFICATION definition\n"
                    "SPECIFICATION\n"
                    "Spec\n"
                    "\\* INVARIANT definition\n"
                    "INVARIANT\n"
                    "Inv\n"
                    "\\* Generated on Wed Jun 12 03:55:37 PDT 2019");
  ASSERT_PARSES(p);
  EXPECT_EQ(p->cfg->constants.size(), 6u);
  EXPECT_EQ(p->cfg->specification->name, "Spec");
}

TEST(CfgParse, CrlfLineEndings) {
  auto p = parseCfg("SPECIFICATION Spec\r\nCONSTANTS\r\n  N = 3\r\n");
  ASSERT_PARSES(p);
  EXPECT_EQ(p->cfg->constants[0].value.intValue, 3);
}

TEST(CfgParse, UnicodeInCommentsAndStrings) {
  auto p = parseCfg("\\* café ≜ →\nCONSTANT S = \"naïve ∈\" (* ∀ *)");
  ASSERT_PARSES(p);
  EXPECT_EQ(p->cfg->constants[0].value.text, "naïve ∈");
}

TEST(CfgParse, FileIdIsRecorded) {
  SourceManager sm;
  DiagnosticEngine diags;
  sm.addBuffer("other.tla", "x");
  FileId f = sm.addBuffer("m.cfg", "INIT Init");
  auto cfg = parseModelConfig(sm, f, diags);
  ASSERT_TRUE(cfg);
  EXPECT_EQ(cfg->file, f);
  EXPECT_EQ(sm.fileOf(cfg->init->range.begin), f);
}

TEST(CfgParse, ValueToString) {
  SourceRange none;
  EXPECT_EQ(CfgValue::makeInt(-5, none).toString(), "-5");
  EXPECT_EQ(CfgValue::makeBool(true, none).toString(), "TRUE");
  EXPECT_EQ(CfgValue::makeString("s", none).toString(), "\"s\"");
  EXPECT_EQ(
      CfgValue::makeSet({CfgValue::makeModelValue("a", none), CfgValue::makeInt(1, none)}, none)
          .toString(),
      "{a, 1}");
  EXPECT_EQ(CfgValue::makeTuple({}, none).toString(), "<<>>");
}

} // namespace
} // namespace tlacore
