// The AST's compact storage (parser/ast): final ArenaVecs (exact size, no
// header, shared by copies, never growing), PackedArray, OpAppExpr's name
// path stored after the node, and OpSpelling's table of operator spellings,
// whose BuiltinOp agrees with builtinOpFor for every spelling TLA+ defines.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "ast/ast.h"

namespace tlacore::test {
namespace {

using namespace ast;

std::string label(const char *prefix, size_t i) {
  std::string out(prefix);
  out.append(std::to_string(i));
  return out;
}

TEST(AstStorage, FinalVectorHasExactSizeIsSharedByCopiesAndCannotGrow) {
  AstContext ctx;
  for (size_t n : {0u, 1u, 2u, 7u, 1000u}) {
    std::vector<int> src(n);
    for (size_t i = 0; i < n; ++i)
      src[i] = static_cast<int>(i * 3);
    Vec<int> v = ctx.vec<int>();
    v.assignFinal(ctx.resource(), src.begin(), src.end());
    ASSERT_EQ(v.size(), n);
    EXPECT_EQ(v.capacity(), n);
    EXPECT_EQ(v.isFinal(), n > 0);
    for (size_t i = 0; i < n; ++i)
      EXPECT_EQ(v[i], src[i]);
    Vec<int> copy(v);
    EXPECT_EQ(copy.size(), n);
    if (n > 0) {
      EXPECT_EQ(copy.data(), v.data()) << "a final vector's copy shares its storage";
      EXPECT_THROW(v.push_back(1), std::logic_error);
      EXPECT_THROW(copy.reserve(n + 1), std::logic_error);
      EXPECT_EQ(v.size(), n);
    }
  }
}

TEST(AstStorage, FinalVectorsOfVectorsSurviveTheirScratchCopies) {
  AstContext ctx;
  Vec<BoundDecl> bounds = ctx.vec<BoundDecl>();
  {
    std::vector<BoundDecl> scratch;
    for (int i = 0; i < 3; ++i) {
      BoundDecl b(ctx.resource());
      std::vector<Name> names(static_cast<size_t>(i + 1), Name{ctx.intern(label("x", i)), {}});
      b.names.assignFinal(ctx.resource(), names.begin(), names.end());
      scratch.push_back(b);
    }
    bounds.assignFinal(ctx.resource(), scratch.begin(), scratch.end());
  } // the scratch copies are destroyed here
  ASSERT_EQ(bounds.size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    ASSERT_EQ(bounds[i].names.size(), i + 1);
    EXPECT_EQ(bounds[i].names[0].text, label("x", i));
  }
}

TEST(AstStorage, NonFinalVectorStillGrowsAndCopiesDeeply) {
  AstContext ctx;
  Vec<int> v = ctx.vec<int>();
  for (int i = 0; i < 100; ++i)
    v.push_back(i);
  Vec<int> copy(v);
  EXPECT_FALSE(v.isFinal());
  EXPECT_NE(copy.data(), v.data());
  copy.push_back(100);
  EXPECT_EQ(copy.size(), 101u);
  EXPECT_EQ(v.size(), 100u);
}

TEST(AstStorage, PackedArrayIsTwelveBytesAndReadsLikeAVector) {
  AstContext ctx;
  std::vector<int> src{4, 5, 6};
  PackedArray<int> a = ctx.array<int>(src.begin(), src.end());
  ASSERT_EQ(a.size(), 3u);
  EXPECT_EQ(std::vector<int>(a.begin(), a.end()), src);
  EXPECT_EQ(a.front(), 4);
  EXPECT_EQ(a.back(), 6);
  EXPECT_THROW(a.at(3), std::out_of_range);
  PackedArray<int> none;
  EXPECT_TRUE(none.empty());
  EXPECT_EQ(none.begin(), none.end());
  EXPECT_TRUE(ctx.array<int>(src.begin(), src.begin()).empty());
}

TEST(AstStorage, OpAppSegmentsLiveAfterTheNodeForEveryPathLength) {
  AstContext ctx;
  for (size_t n : {1u, 2u, 3u, 8u, 300u}) {
    OpAppExpr *app = ctx.makeOpApp(SourceRange{}, n);
    ASSERT_EQ(app->path.size(), n);
    EXPECT_EQ(reinterpret_cast<char *>(app->path.begin()), reinterpret_cast<char *>(app) + sizeof(OpAppExpr));
    for (size_t i = 0; i < n; ++i) {
      EXPECT_TRUE(app->path[i].args.empty());
      EXPECT_FALSE(app->path[i].hasArgs);
      EXPECT_EQ(app->path[i].symbol, nullptr);
      app->path[i].name = Name{ctx.intern(label("s", i)), {}};
    }
    // A node allocated next does not overlap the segments.
    OpAppExpr *next = ctx.makeOpApp(SourceRange{}, 1);
    next->path[0].name = Name{ctx.intern("other"), {}};
    for (size_t i = 0; i < n; ++i)
      EXPECT_EQ(app->path[i].name.text, label("s", i));
    EXPECT_EQ(app->name(), label("s", n - 1));
  }
  EXPECT_THROW(ctx.makeOpApp(SourceRange{}, NamePath::kMaxSegments + 1), std::length_error);
}

// Every operator TLA+ defines (builtin_ops.def): its spelling round-trips
// and gives the same BuiltinOp as builtinOpFor; other spellings give None.
TEST(AstStorage, OpSpellingRoundTripsEveryBuiltinSpelling) {
  std::vector<std::string_view> spellings = {
#define BUILTIN_OP(Id, Text) Text,
#include "ast/builtin_ops.def"
#undef BUILTIN_OP
  };
  ASSERT_FALSE(spellings.empty());
  for (std::string_view s : spellings) {
    OpSpelling op(s);
    EXPECT_EQ(op.view(), s);
    EXPECT_EQ(op.builtin(), builtinOpFor(s)) << s;
    EXPECT_NE(op.builtin(), BuiltinOp::None) << s;
    EXPECT_TRUE(op == s);
    EXPECT_EQ(OpSpelling(std::string(s)), op) << "the same spelling from other storage gets the same id";
  }
  for (std::string_view s : {"\\prec", "++", "(+)", "%%", "??"}) {
    OpSpelling op(s);
    EXPECT_EQ(op.view(), s);
    EXPECT_EQ(op.builtin(), BuiltinOp::None) << s;
  }
  EXPECT_TRUE(OpSpelling().empty());
  EXPECT_EQ(OpSpelling("").view(), "");
}

TEST(AstStorage, OpSpellingGivesOneIdPerSpellingAcrossThreads) {
  std::vector<std::string> texts;
  for (int i = 0; i < 200; ++i)
    texts.push_back(label("@op", i));
  std::vector<std::vector<OpSpelling>> seen(4);
  std::vector<std::thread> threads;
  for (size_t t = 0; t < seen.size(); ++t)
    threads.emplace_back([&, t] {
      for (int round = 0; round < 3; ++round)
        for (const std::string &s : texts)
          seen[t].push_back(OpSpelling(s));
    });
  for (std::thread &th : threads)
    th.join();
  for (size_t t = 0; t < seen.size(); ++t)
    for (size_t i = 0; i < seen[t].size(); ++i) {
      EXPECT_EQ(seen[t][i], seen[0][i]);
      EXPECT_EQ(seen[t][i].view(), texts[i % texts.size()]);
    }
}

TEST(AstStorage, OperatorNodesKeepTheirSpellingRangeAndBuiltin) {
  AstContext ctx;
  SourceRange r{SourceLoc{10}, SourceLoc{12}};
  auto *in = ctx.make<InfixExpr>(SourceRange{}, Name{"\\cup", r}, nullptr, nullptr);
  EXPECT_EQ(in->op.text, "\\cup");
  EXPECT_EQ(in->op.range.begin.offset, 10u);
  EXPECT_EQ(in->builtin, builtinOpFor("\\cup"));
  auto *pre = ctx.make<PrefixExpr>(SourceRange{}, Name{"\\prec", r}, nullptr);
  EXPECT_EQ(std::string(pre->op.text), "\\prec");
  EXPECT_EQ(pre->builtin, BuiltinOp::None);
  auto *post = ctx.make<PostfixExpr>(SourceRange{}, Name{"'", r}, nullptr);
  EXPECT_EQ(post->builtin, builtinOpFor("'"));
  auto *app = ctx.makeOpApp(SourceRange{}, 1);
  EXPECT_EQ(app->builtin, BuiltinOp::None);
}

} // namespace
} // namespace tlacore::test
