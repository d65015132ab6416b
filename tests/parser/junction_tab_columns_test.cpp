// Junction-list layout on lines indented with tabs: SANY (JavaCC's SimpleCharStream) puts a tab at
// the next multiple of 8 columns, and bullets and continuation lines line up by those columns
// (TLC's test model Github807 indents a conjunct's continuation with four tabs under a bullet in
// column 8). Every way a tab can shift a column, on both front ends.
#include <gtest/gtest.h>

#include "both_paths.h"

namespace tlacore::test {
namespace {

using namespace ast;

struct Case {
  const char *name;
  const char *body;   // the module's body; defines `op`
  bool ok;            // SANY accepts it
  size_t items;       // the items of op's (outer) list when accepted
};

// With one column per tab every accepted case below would parse differently or fail, and the
// rejected ones would be accepted.
const Case kCases[] = {
    // A continuation indented by tabs (column 10) right of a bullet in column 8 (spaces).
    {"continuation after tabs", "op ==\n       /\\ a = [f |->\n\t  1]\n       /\\ b", true, 2},
    // Four tabs then spaces, as Github807's POSTCONDITION.
    {"four tabs", "op ==\n       /\\ a =\n\t\t\t\t       [x |-> 1,\n\t\t\t\t  y |-> 2]\n       /\\ b", true, 2},
    // A bullet after a tab and one after eight spaces are in the same column.
    {"tab bullet, space bullet", "op ==\n\t/\\ a\n        /\\ b", true, 2},
    // Spaces then a tab: the tab still ends at column 8.
    {"spaces then tab", "op ==\n    \t/\\ a\n        /\\ b\n  \t/\\ c", true, 3},
    // A tab inside a comment shifts what follows it on the line.
    {"tab in a comment", "op ==\n        /\\ a =\n(*\t*)  1\n        /\\ b", true, 2},
    // A disjunction list the same way.
    {"disjunction", "op ==\n\t\\/ a\n        \\/ b", true, 2},
    // Left of (or at) the bullet's column once tabs count 8: the item ends there.
    {"continuation left of a tab bullet", "op ==\n  \t/\\ a =\n       1\n  \t/\\ b", false, 0},
    {"continuation at a tab bullet", "op ==\n\t/\\ a =\n\t1\n\t/\\ b", false, 0},
};

TEST(JunctionTabColumns, TabsAdvanceToTheNextMultipleOfEight) {
  for (const Case &c : kCases) {
    BothPaths both(wrapModule(c.body));
    EXPECT_EQ(both.difference(), "") << c.name;
    EXPECT_EQ(both.antlr.ok(), c.ok) << c.name << "\n" << both.antlr.summary();
    EXPECT_EQ(both.fast.ok(), c.ok) << c.name << "\n" << both.fast.summary();
    if (!c.ok || !both.fast.ok())
      continue;
    for (const ParseRun *run : {&both.fast, &both.antlr}) {
      auto *j = dynCast<JunctionExpr>(run->body("op"));
      ASSERT_NE(j, nullptr) << c.name;
      EXPECT_EQ(j->items.size(), c.items) << c.name;
    }
  }
}

} // namespace
} // namespace tlacore::test
