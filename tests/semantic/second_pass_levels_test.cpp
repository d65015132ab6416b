// SANY's level rules that need levels known only later, enumerated over
// every level 0-3: the second pass over a RECURSIVE section
// (ModuleNode.levelCheck re-checks the section's definitions once their
// levels are raised), the level of a definition imported through INSTANCE
// under its substitutions (SubstInNode.levelCheck), the argument levels of
// an operator constant kept per module (ModuleNode's argLevelConstraints),
// and the operand forms [] and <> accept (OpApplNode.levelCheck: [A]_v
// under [], <<A>>_v under <>).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "module_set.h"

namespace {

using namespace tlacore;

// tla2sany ErrorCode: LEVEL_ERROR ... exceeds the maximum level,
// ALWAYS/EVENTUALLY_PROPERTY_SENSITIVE_TO_STUTTERING.
constexpr uint32_t kExceeds = 4205, kAlways = 4310, kEventually = 4311;

struct Result {
  std::vector<uint32_t> codes;
  std::string errors;
  const sem::ResolvedModule *module = nullptr;
  size_t count(uint32_t c) const { return static_cast<size_t>(std::count(codes.begin(), codes.end(), c)); }
  int level(const char *name) const {
    const sem::Symbol *s = module ? module->scope.get(name) : nullptr;
    return s ? static_cast<int>(s->underlying()->level) : -1;
  }
};

struct Analysis {
  SourceManager sm;
  DiagnosticEngine diags;
  sem::ModuleSet set{sm, diags};
  Result r;
  explicit Analysis(const std::string &text) {
    r.module = set.loadRootText("/tmp/SecondPass.tla", text);
    for (const Diagnostic &d : diags.diagnostics())
      if (d.severity == Severity::Error) {
        r.codes.push_back(d.code);
        r.errors += "[" + std::to_string(d.code) + "] " + d.message + "\n";
      }
  }
};

// `nested`: modules nested before the declarations (they see none of them).
std::string module(const std::string &body, const std::string &nested = "") {
  return "---- MODULE SecondPass ----\n" + nested + "CONSTANT c\nVARIABLE x\n" + body + "\n====\n";
}

const char *kBodyOfLevel[] = {"c", "x", "x'", "[](x = c)"};

// A context with a maximum level for its operand `@`: an expression is an
// error there when its level exceeds `max` (SANY's argument level limit),
// or for [] and <> when it is an action not of their form. `result`: the
// level of the context (-1: its operand's).
struct Context {
  const char *text; // `@` stands for the operand
  int max;
  uint32_t code;
  bool onlyAction; // [] and <>: an error at action level only
  int result;
};
const Context kContexts[] = {
    {"(@)'", 1, kExceeds, false, 2},        // ' takes a state function
    {"UNCHANGED @", 1, kExceeds, false, 2}, // so does UNCHANGED
    {"Pr(@)", 1, kExceeds, false, 2},       // a parameter Pr primes
    {"ENABLED @", 2, kExceeds, false, 1},   // ENABLED takes an action
    {"[](@)", 2, kAlways, true, 3},         // [] of an action not [A]_v
    {"<>(@)", 2, kEventually, true, 3},     // <> of an action not <<A>>_v
    {"{@}", 2, kExceeds, false, -1},        // a set of non-temporal values
};

std::string apply(const char *ctx, const std::string &operand) {
  std::string s = ctx;
  size_t at = s.find('@');
  return s.substr(0, at) + operand + s.substr(at + 1);
}

bool expectError(const Context &c, int level) { return c.onlyAction ? level == 2 : level > c.max; }
int resultLevel(const Context &c, int operand) { return c.result < 0 ? operand : c.result; }

// SANY's second pass: every RECURSIVE operator of a section takes the
// highest level among them (M), and the section's definitions are checked
// again with it. Every context, every level of B's body, A written before
// and after B, a non-recursive user, at module level and in a LET.
TEST(RecursiveSecondPass, EveryContextEveryLevelEitherOrder) {
  const std::string pr = "Pr(a) == a'\n";
  for (const Context &c : kContexts)
    for (int l = 0; l < 4; ++l) {
      std::string body = kBodyOfLevel[l];
      // A == ctx(B) recursive too: M is the higher of B's level and A's.
      // Written first, A saw B at level 0; the second pass sees B at M.
      int m = std::max(l, resultLevel(c, 0));
      Analysis forward(module(pr + "RECURSIVE A, B\nA == " + apply(c.text, "B") + "\nB == " + body));
      EXPECT_EQ(forward.r.count(c.code), expectError(c, m) ? 1u : 0u) << c.text << " level " << l << "\n"
                                                                       << forward.r.errors;
      Analysis let(module(pr + "T == LET RECURSIVE A, B\n A == " + apply(c.text, "B") + "\n B == " + body +
                          "\n IN A"));
      EXPECT_EQ(let.r.count(c.code), expectError(c, m) ? 1u : 0u) << c.text << " level " << l << "\n"
                                                                   << let.r.errors;
      // B defined first: the first pass sees B at its level, the second at M
      // ([] and <> then report only the first).
      int mb = std::max(l, resultLevel(c, l));
      bool backwardError = expectError(c, l) || (!c.onlyAction && expectError(c, mb));
      Analysis backward(module(pr + "RECURSIVE A, B\nB == " + body + "\nA == " + apply(c.text, "B")));
      EXPECT_EQ(backward.r.count(c.code), backwardError ? 1u : 0u) << c.text << " level " << l << "\n"
                                                                    << backward.r.errors;
      // A non-recursive definition of the section: M is B's level alone.
      Analysis member(module(pr + "RECURSIVE B\nC == " + apply(c.text, "B") + "\nB == " + body));
      EXPECT_EQ(member.r.count(c.code), expectError(c, l) ? 1u : 0u) << c.text << " level " << l << "\n"
                                                                      << member.r.errors;
      // Through another definition of the section made before B's level is known.
      Analysis through(module(pr + "RECURSIVE B\nD == B\nC == " + apply(c.text, "D") + "\nB == " + body));
      EXPECT_EQ(through.r.count(c.code), expectError(c, l) ? 1u : 0u) << c.text << " level " << l << "\n"
                                                                       << through.r.errors;
      // ... and a definition after the section sees its final level at once.
      Analysis after(module(pr + "RECURSIVE B\nB == " + body + "\nC == " + apply(c.text, "B")));
      EXPECT_EQ(after.r.count(c.code), expectError(c, l) ? 1u : 0u) << c.text << " level " << l << "\n"
                                                                     << after.r.errors;
      // Under ENABLED the context sees a state function whatever B is; ENABLED's
      // own operand B is checked again at M.
      int mh = std::max(l, resultLevel(c, 1));
      Analysis hidden(module(pr + "RECURSIVE A, B\nA == " + apply(c.text, "ENABLED B") + "\nB == " + body));
      size_t want = (mh > 2 ? 1u : 0u) + (c.code == kExceeds && expectError(c, 1) ? 1u : 0u);
      EXPECT_EQ(hidden.r.count(kExceeds), want) << c.text << " level " << l << "\n" << hidden.r.errors;
    }
}

// The message of the second pass is SANY's argument level message.
TEST(RecursiveSecondPass, MessageText) {
  Analysis a(module("RECURSIVE A, B\nA == B'\nB == x'"));
  ASSERT_EQ(a.r.count(kExceeds), 1u) << a.r.errors;
  EXPECT_NE(a.r.errors.find("The level of argument 1 exceeds the maximum level allowed by the operator."),
            std::string::npos)
      << a.r.errors;
  Analysis b(module("RECURSIVE B\nC == [](B)\nB == x'"));
  EXPECT_NE(b.r.errors.find("[] followed by action not of form [A]_v."), std::string::npos) << b.r.errors;
}

// [] accepts an action only as [A]_v, <> only as <<A>>_v; parentheses are
// transparent; LET and labels are not operator applications and are not checked.
TEST(StutteringForms, EachFormUnderEachOperator) {
  struct Row {
    const char *expr;
    uint32_t code; // 0: accepted
  } rows[] = {
      {"[][c]_x", 0},           {"[]([c]_x)", 0},         {"[]((([c]_x)))", 0},
      {"[]<<c>>_x", kAlways},   {"[](<<c>>_x)", kAlways}, {"[](x')", kAlways},
      {"<><<c>>_x", 0},         {"<>(<<c>>_x)", 0},       {"<>[c]_x", kEventually},
      {"<>([c]_x)", kEventually}, {"<>(x')", kEventually},
      {"[](LET y == 1 IN x')", 0}, {"<>(LET y == 1 IN x')", 0},
      {"[](lbl :: x')", 0},     {"<>(lbl :: x')", 0},
      {"[]Act", kAlways},       {"<>Act", kEventually},
  };
  for (const Row &row : rows) {
    Analysis a(module(std::string("Act == x' = x\nop == ") + row.expr));
    if (row.code)
      EXPECT_EQ(a.r.count(row.code), 1u) << row.expr << "\n" << a.r.errors;
    else
      EXPECT_TRUE(a.r.codes.empty()) << row.expr << "\n" << a.r.errors;
  }
}

// A definition of a constant module instantiated with a substitute of level
// L for its constant has level L (its SubstInNode), however it is reached:
// a named instance, an unnamed one, a parameterized one, two instances deep,
// an infix operator, and passed as an operator argument. A context with a
// level limit then reports it.
TEST(InstanceSubstitutionLevels, ImportedDefinitionTakesTheSubstitutesLevel) {
  const std::string inner = "---- MODULE Inner ----\nCONSTANT d\nOp == {d}\nPlusD(a) == {a, d}\n"
                            "a (+) b == {a, b, d}\nK == d\n====\n"
                            "---- MODULE Middle ----\nCONSTANT e\nJ == INSTANCE Inner WITH d <- e\n====\n";
  for (int l = 0; l < 4; ++l) {
    std::string sub = kBodyOfLevel[l];
    Analysis named(module("I == INSTANCE Inner WITH d <- " + sub + "\nT1 == I!Op\nT2 == I!PlusD(1)\nT3 == I!K", inner));
    EXPECT_EQ(named.r.level("T1"), l) << named.r.errors;
    EXPECT_EQ(named.r.level("T2"), l) << named.r.errors;
    EXPECT_EQ(named.r.level("T3"), l) << named.r.errors;
    Analysis unnamed(module("INSTANCE Inner WITH d <- " + sub + "\nT1 == Op\nT2 == 1 (+) 2\nT3 == PlusD(1)", inner));
    EXPECT_EQ(unnamed.r.level("T1"), l) << unnamed.r.errors;
    EXPECT_EQ(unnamed.r.level("T2"), l) << unnamed.r.errors;
    EXPECT_EQ(unnamed.r.level("T3"), l) << unnamed.r.errors;
    Analysis param(module("P(p) == INSTANCE Inner WITH d <- p\nT1 == P(" + sub + ")!Op", inner));
    EXPECT_EQ(param.r.level("T1"), l) << param.r.errors;
    Analysis deep(module("M == INSTANCE Middle WITH e <- " + sub + "\nT1 == M!J!Op", inner));
    EXPECT_EQ(deep.r.level("T1"), l) << deep.r.errors;
    // The substitute a constant of this module: the definition depends on it.
    Analysis viaConstant(module("I == INSTANCE Inner WITH d <- c\nT1 == I!Op\nU == T1'", inner));
    EXPECT_EQ(viaConstant.r.level("T1"), 0) << viaConstant.r.errors;
    // A level limit on the imported definition reports the substitute's level.
    for (const Context &c : kContexts) {
      if (c.onlyAction)
        continue;
      Analysis limited(module("Pr(a) == a'\nI == INSTANCE Inner WITH d <- " + sub + "\nU == " + apply(c.text, "I!Op"),
                              inner));
      EXPECT_EQ(limited.r.count(c.code), expectError(c, l) ? 1u : 0u) << c.text << " level " << l << "\n"
                                                                       << limited.r.errors;
    }
    // A definition not depending on the substituted constant keeps its level.
    Analysis unrelated(module("I == INSTANCE In2 WITH d <- " + sub + "\nT1 == I!Op",
                              "---- MODULE In2 ----\nCONSTANT d\nOp == 1\n====\n"));
    EXPECT_EQ(unrelated.r.level("T1"), 0) << unrelated.r.errors;
  }
}

// The levels an operator constant is applied to are the module's where the
// application is: a module extending the declaring one adds its own, so an
// INSTANCE of the declaring module does not see them, one of the extending
// module does (directly or through a further EXTENDS). G accepts arguments
// up to action level ($SetEnumerate).
TEST(OperatorConstantLevels, KeptPerModule) {
  const char *kArgOfLevel[] = {"1", "v", "v'", "[](v = 1)"};
  constexpr uint32_t kNotMet = 4246;
  for (int l = 0; l < 4; ++l) {
    std::string nested = std::string("---- MODULE Decl ----\nCONSTANT F(_)\n====\n") +
                         "---- MODULE Ext ----\nEXTENDS Decl\nVARIABLE v\nOp == F(" + kArgOfLevel[l] + ")\n====\n" +
                         "---- MODULE Ext2 ----\nEXTENDS Ext\n====\n";
    std::string g = "G(a) == {a}\n";
    Analysis decl(module(g + "I == INSTANCE Decl WITH F <- G", nested));
    EXPECT_EQ(decl.r.count(kNotMet), 0u) << "level " << l << "\n" << decl.r.errors;
    Analysis ext(module(g + "I == INSTANCE Ext WITH F <- G, v <- x", nested));
    EXPECT_EQ(ext.r.count(kNotMet), l == 3 ? 1u : 0u) << "level " << l << "\n" << ext.r.errors;
    Analysis ext2(module(g + "I == INSTANCE Ext2 WITH F <- G, v <- x", nested));
    EXPECT_EQ(ext2.r.count(kNotMet), l == 3 ? 1u : 0u) << "level " << l << "\n" << ext2.r.errors;
    // Both instances in one module: each sees its own module's.
    Analysis both(module(g + "I == INSTANCE Decl WITH F <- G\nJ == INSTANCE Ext WITH F <- G, v <- x", nested));
    EXPECT_EQ(both.r.count(kNotMet), l == 3 ? 1u : 0u) << "level " << l << "\n" << both.r.errors;
  }
}

} // namespace

