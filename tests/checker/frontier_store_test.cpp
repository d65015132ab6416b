// The BFS's disk-backed queue and state records (explore/frontier_store.h,
// explore/state_records.h): blocks of states and the initial-state spool
// read back equal and in order, records read back from disk equal, within
// the budget, and every file lives in a private directory removed at the end.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include <unistd.h>

#include "explore/bfs.h"
#include "explore/frontier_store.h"
#include "explore/state_records.h"
#include "value/string_table.h"

namespace tlacore::explore {
namespace {

namespace fs = std::filesystem;
using val::Value;

val::StringTable &strings() {
  static auto *t = new val::StringTable;
  return *t;
}

// A state of three variables that differs with `i`: an integer, a record
// holding a string and a tuple, a set.
std::vector<Value> stateOf(int64_t i) {
  return {Value::integer(i),
          Value::record({{strings().string("name"), strings().string("s" + std::to_string(i % 7))},
                         {strings().string("seq"), Value::tuple({Value::integer(i), Value::boolean(i % 2)})}}),
          Value::set({Value::integer(i % 5), strings().modelValue("m")})};
}

struct TempParent {
  fs::path path = fs::temp_directory_path() / ("frontier-test-" + std::to_string(::getpid()));
  TempParent() { fs::create_directories(path); }
  ~TempParent() { fs::remove_all(path); }
};

TEST(FrontierStore, BlocksReadBackEqualWithTheirRecords) {
  TempParent parent;
  FrontierStore store(1, 0, parent.path.string());
  std::vector<std::pair<int64_t, SpilledBlock>> blocks;
  for (int64_t level = 1; level <= 3; ++level)
    for (int64_t b = 0; b < 10; ++b) {
      std::vector<FrontierState> states;
      for (int64_t i = 0; i < 32; ++i) {
        int64_t n = level * 1000 + b * 32 + i;
        states.push_back(FrontierState{stateOf(n), uint64_t(n) * 3, fingerprint(stateOf(n)), uint32_t(n), uint32_t(level), 0});
      }
      EXPECT_FALSE(store.admit(FrontierStore::memoryBytes(states))) << "a 1-byte budget admits nothing";
      std::optional<SpilledBlock> written = store.spill(level, states);
      ASSERT_TRUE(written && written->written());
      blocks.emplace_back(level, *written);
    }
  for (auto &[level, block] : blocks) {
    std::vector<FrontierState> back;
    store.load(level, block, back);
    std::vector<FrontierRecord> records;
    store.loadRecords(level, block, records);
    ASSERT_EQ(back.size(), 32u);
    ASSERT_EQ(records.size(), 32u);
    for (size_t i = 0; i < back.size(); ++i) {
      int64_t n = back[i].vars[0].asInt();
      EXPECT_EQ(fingerprint(back[i].vars), fingerprint(stateOf(n)));
      EXPECT_EQ(back[i].concrete, fingerprint(stateOf(n)));
      EXPECT_EQ(back[i].fp, uint64_t(n) * 3);
      EXPECT_EQ(back[i].parent, uint32_t(n));
      EXPECT_EQ(back[i].action, uint32_t(level));
      EXPECT_EQ(records[i].fp, back[i].fp);
      EXPECT_EQ(records[i].concrete, back[i].concrete);
      EXPECT_EQ(records[i].parent, back[i].parent);
      EXPECT_EQ(records[i].action, back[i].action);
    }
  }
  FrontierStats st = store.stats();
  EXPECT_EQ(st.spilledStates, 3u * 10 * 32);
  EXPECT_EQ(fs::path(st.spillPath).parent_path(), parent.path);
  store.dropLevel(1);
  std::vector<FrontierState> gone;
  EXPECT_THROW(store.load(1, blocks[0].second, gone), SpillError);
}

TEST(FrontierStore, AStateWithNoBinaryFormIsNotWritten) {
  TempParent parent;
  FrontierStore store(1, 0, parent.path.string());
  Value pred = Value::predSet(Value::infSet(val::InfSetKind::Nat), [](const Value &) { return std::optional<bool>(true); });
  std::vector<FrontierState> states{FrontierState{{pred}, 1, 1, kNoParent, 0, 0}};
  EXPECT_FALSE(store.spill(1, states));
}

TEST(FrontierStore, TheSpoolGivesBackEveryStateInOrderFromMemoryAndDisk) {
  TempParent parent;
  for (uint64_t budget : {uint64_t{1}, uint64_t{1} << 20, uint64_t{1} << 30}) {
    FrontierStore store(budget, 0, parent.path.string());
    std::string what = "budget " + std::to_string(budget) + ": ";
    {
      StateSpool spool(store, 0);
      const int64_t n = 40000;
      for (int64_t i = 0; i < n; ++i)
        spool.push(stateOf(i));
      EXPECT_EQ(spool.size(), size_t(n));
      std::vector<std::vector<Value>> batch;
      int64_t next = 0;
      while (spool.next(1000, batch)) {
        EXPECT_LE(batch.size(), 1000u);
        for (const auto &s : batch)
          EXPECT_EQ(fingerprint(s), fingerprint(stateOf(next++))) << what << next;
      }
      EXPECT_EQ(next, n) << what;
    }
    FrontierStats st = store.stats();
    if (budget == 1) {
      EXPECT_GT(st.spilledStates, 0u) << what;
    }
    if (budget == uint64_t{1} << 30) {
      EXPECT_EQ(st.spilledStates, 0u) << what;
    }
    EXPECT_LE(st.peakMemoryBytes, budget) << what;
  }
}

TEST(FrontierStore, SpillDirectoriesArePrivateAndRemoved) {
  TempParent parent;
  std::string first, second;
  {
    FrontierStore a(1, 0, parent.path.string()), b(1, 0, parent.path.string());
    std::vector<FrontierState> states{FrontierState{stateOf(1), 1, 1, kNoParent, 0, 0}};
    ASSERT_TRUE(a.spill(1, states));
    ASSERT_TRUE(b.spill(1, states));
    first = a.stats().spillPath;
    second = b.stats().spillPath;
    EXPECT_NE(first, second);
    EXPECT_TRUE(fs::is_directory(first));
    EXPECT_TRUE(fs::is_empty(first)); // files are unlinked as soon as they are made
  }
  EXPECT_FALSE(fs::exists(first));
  EXPECT_FALSE(fs::exists(second));
  EXPECT_TRUE(fs::is_empty(parent.path));
}

TEST(StateRecordsSpill, RecordsPastTheBudgetReadBackFromDisk) {
  TempParent parent;
  for (bool concrete : {false, true}) {
    StateRecords records(concrete);
    records.spillPast(1 << 20, parent.path.string()); // one 64K-record chunk of 16 bytes
    const uint32_t n = 5 * 65536 + 123;
    for (uint32_t i = 0; i < n; ++i)
      records.append(uint64_t(i) * 7 + 1, i == 0 ? kNoParent : i / 2, i % 11, uint64_t(i) * 13 + 5);
    EXPECT_GT(records.diskBytes(), 0u);
    EXPECT_LE(records.memoryBytes(), (size_t{1} << 20) + (concrete ? 24u : 16u) * 65536);
    // Backwards and by parent chains, as traces read them.
    for (uint32_t i = n; i-- > 0;) {
      StateRecords::Record r = records[i];
      ASSERT_EQ(r.fp, uint64_t(i) * 7 + 1) << i;
      ASSERT_EQ(r.parent, i == 0 ? kNoParent : i / 2) << i;
      ASSERT_EQ(r.action, i % 11) << i;
      ASSERT_EQ(records.concreteFp(i), concrete ? uint64_t(i) * 13 + 5 : r.fp) << i;
    }
    for (uint32_t i = n - 1; i != kNoParent; i = records[i].parent)
      ASSERT_EQ(records[i].fp, uint64_t(i) * 7 + 1);
  }
}

} // namespace
} // namespace tlacore::explore
