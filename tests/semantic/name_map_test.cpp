// sem::NameMap against std::map: random insertions, replacements and
// removals give the same contents; copies taken along the way keep theirs
// (the map is persistent); iteration visits each name once, in an order
// that depends on the names only.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "name_map.h"

namespace tlacore::sem {
namespace {

// Fake symbols: only their addresses matter to the map.
const Symbol *sym(size_t i) { return reinterpret_cast<const Symbol *>(uintptr_t{16} * (i + 1)); }

void expectSame(const NameMap &m, const std::map<std::string_view, const Symbol *> &ref, const std::string &what) {
  ASSERT_EQ(m.size(), ref.size()) << what;
  std::map<std::string_view, const Symbol *> seen;
  for (const auto &[name, s] : m)
    EXPECT_TRUE(seen.emplace(name, s).second) << what << ": " << name << " twice";
  EXPECT_EQ(seen, ref) << what;
  for (const auto &[name, s] : ref)
    EXPECT_EQ(m.get(name), s) << what << ": " << name;
}

TEST(NameMap, RandomOperationsMatchStdMapAndCopiesPersist) {
  std::vector<std::string> names;
  for (int i = 0; i < 3000; ++i)
    names.push_back("N" + std::to_string(i * 7919 % 10007));
  std::mt19937 rng(42);
  NameMap m;
  std::map<std::string_view, const Symbol *> ref;
  std::vector<std::pair<NameMap, std::map<std::string_view, const Symbol *>>> snapshots;
  for (int step = 0; step < 20000; ++step) {
    const std::string &name = names[rng() % names.size()];
    size_t value = rng() % 1000;
    switch (rng() % 4) {
    case 0:
    case 1: {
      bool added = m.emplace(name, sym(value));
      EXPECT_EQ(added, ref.emplace(name, sym(value)).second);
      break;
    }
    case 2:
      m.set(name, sym(value));
      ref[name] = sym(value);
      break;
    case 3:
      EXPECT_EQ(m.erase(name), ref.erase(name) == 1);
      break;
    }
    if (step % 2500 == 0)
      snapshots.emplace_back(m, ref);
  }
  expectSame(m, ref, "final");
  for (size_t i = 0; i < snapshots.size(); ++i)
    expectSame(snapshots[i].first, snapshots[i].second, "snapshot " + std::to_string(i));
  EXPECT_EQ(m.get("absent"), nullptr);
  EXPECT_EQ(m.count("absent"), 0u);
}

TEST(NameMap, EraseEverythingLeavesAnEmptyMap) {
  std::vector<std::string> names;
  for (int i = 0; i < 500; ++i)
    names.push_back("x" + std::to_string(i));
  NameMap m;
  for (size_t i = 0; i < names.size(); ++i)
    m.emplace(names[i], sym(i));
  NameMap full = m;
  for (const std::string &n : names)
    EXPECT_TRUE(m.erase(n));
  EXPECT_TRUE(m.empty());
  EXPECT_EQ(m.begin(), m.end());
  EXPECT_EQ(full.size(), names.size());
  EXPECT_EQ(full.get("x499"), sym(499));
}

// The iteration order depends on the names only, not on insertion order.
TEST(NameMap, IterationOrderIsIndependentOfInsertionOrder) {
  std::vector<std::string> names;
  for (int i = 0; i < 1000; ++i)
    names.push_back("op" + std::to_string(i));
  NameMap a, b;
  for (size_t i = 0; i < names.size(); ++i)
    a.emplace(names[i], sym(i));
  for (size_t i = names.size(); i-- > 0;)
    b.emplace(names[i], sym(i));
  std::vector<std::string_view> orderA, orderB;
  for (const auto &e : a)
    orderA.push_back(e.first);
  for (const auto &e : b)
    orderB.push_back(e.first);
  EXPECT_EQ(orderA, orderB);
}

} // namespace
} // namespace tlacore::sem
