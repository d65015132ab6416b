// Keywords as record field names, exactly where SANY's isFieldNameToken turns them into identifiers: after `.`,
// after `!.` in EXCEPT, and as the first field of a record constructor; not later in a constructor, not in a
// record set, and no other token (\E, \A, \AA, \EE, numbers). Both front ends, and the fast one takes them.
#include <gtest/gtest.h>

#include "both_paths.h"

namespace tlacore::test {
namespace {

// Every keyword of SANY's isFieldNameToken that is a token of our lexer (ACTIONS, TEMPORALS are identifiers here).
const char *const kSanyFieldKeywords[] = {
    "ACTION", "ASSUME", "ASSUMPTION", "AXIOM", "CASE", "CHOOSE", "CONSTANT", "CONSTANTS", "ELSE", "EXCEPT",
    "EXTENDS", "IF", "INSTANCE", "LET", "IN", "LOCAL", "MODULE", "NEW", "OTHER", "PROPOSITION", "LEMMA",
    "COROLLARY", "SF_", "STATE", "THEN", "BY", "ONLY", "DEFINE", "DEF", "DEFS", "THEOREM", "USE", "HIDE", "HAVE",
    "OBVIOUS", "OMITTED", "LAMBDA", "TAKE", "PROOF", "PROVE", "QED", "RECURSIVE", "TEMPORAL", "PICK", "WITNESS",
    "SUFFICES", "VARIABLE", "VARIABLES", "WF_", "WITH", "_", "ENABLED", "UNCHANGED", "SUBSET", "UNION", "DOMAIN"};

std::string module(const std::string &def) {
  return "---- MODULE Test ----\nCONSTANTS r, S\nE == " + def + "\n====\n";
}

// Both paths agree; returns whether the text was accepted (and then the fast path took it).
bool accepted(const std::string &def) {
  BothPaths both(module(def));
  EXPECT_EQ(both.difference(), "") << def;
  bool ok = both.antlr.ok() && both.antlr.module();
  if (ok)
    EXPECT_TRUE(both.fast.result().parsedFast) << def;
  return ok;
}

TEST(FieldKeywords, SanyFieldKeywordsAfterDotAndBangDotAndFirstInRecord) {
  size_t cases = 0;
  for (const char *k : kSanyFieldKeywords) {
    std::string kw = k;
    for (const std::string &form :
         {"r." + kw, "r." + kw + ".x", "r.x." + kw, "r." + kw + "[1]", "[r EXCEPT !." + kw + " = 1]",
          "[r EXCEPT !." + kw + ".x = 1]", "[r EXCEPT ![1]." + kw + " = 1]", "[" + kw + " |-> 1]",
          "[" + kw + " |-> 1, x |-> 2]", "IF r." + kw + " THEN r.ELSE ELSE r.THEN", "{r." + kw + "}"}) {
      EXPECT_TRUE(accepted(form)) << form;
      ++cases;
    }
    // SANY converts only the first field of a constructor, and no field of a record set.
    for (const std::string &form : {"[x |-> 1, " + kw + " |-> 2]", "[" + kw + " : S]", "[x : S, " + kw + " : S]"}) {
      EXPECT_FALSE(accepted(form)) << form;
      ++cases;
    }
  }
  EXPECT_EQ(cases, std::size(kSanyFieldKeywords) * 14);
}

TEST(FieldKeywords, OtherTokensAreNoFieldName) {
  for (const char *form : {"r.\\E", "r.\\A", "r.\\AA", "r.\\EE", "r.1", "r.<<", "[r EXCEPT !.\\E = 1]",
                           "[r EXCEPT !.@ = 1]", "[\\A |-> 1]"})
    EXPECT_FALSE(accepted(form)) << form;
  for (const char *form : {"r.TRUE", "r.STRING", "[TRUE |-> 1, BOOLEAN |-> 2]", "[FALSE : S, STRING : S]"})
    EXPECT_TRUE(accepted(form)) << form;
}

} // namespace
} // namespace tlacore::test
