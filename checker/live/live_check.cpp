#include "live_check.h"

#include <algorithm>
#include <atomic>

#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

#include "branch_search.h"
#include "edge_conditions.h"
#include "product_graph.h"
#include "tableau.h"

namespace tlacore::live {

using K = LiveNode::Kind;

bool holdsOnStep(const LiveFormula &f, int node, const uint64_t *state, const uint64_t *step) {
  const LiveNode &n = f.nodes[static_cast<size_t>(node)];
  switch (n.kind) {
  case K::True:
    return true;
  case K::False:
    return false;
  case K::Lit: {
    const uint64_t *bits = f.atoms[static_cast<size_t>(n.atom)].onStep() ? step : state;
    bool v = (bits[n.atom / 64] >> (n.atom % 64)) & 1u;
    return v != n.neg;
  }
  case K::And:
    for (int k : n.kids)
      if (!holdsOnStep(f, k, state, step))
        return false;
    return true;
  case K::Or:
    for (int k : n.kids)
      if (holdsOnStep(f, k, state, step))
        return true;
    return false;
  default:
    return false; // temporal nodes never reach here (see buildLiveFormula)
  }
}

namespace {

// The most memory the branches' step conditions take (EdgeConditions);
// those beyond it are evaluated on each use.
constexpr size_t kConditionBytes = size_t(256) << 20;

// Lowers `slot` to `value` when that is smaller.
void lowerTo(std::atomic<size_t> &slot, size_t value) {
  size_t seen = slot.load();
  while (value < seen && !slot.compare_exchange_weak(seen, value)) {
  }
}

// The product's nodes to expect: its initial nodes (the pairs of an
// initial state and an initial tableau node it is consistent with, counted
// on a sample of the initial states) times the tableau's nodes.
uint64_t estimatedProductNodes(const BehaviorGraph &g, const Tableau &t) {
  constexpr size_t kStride = 64;
  uint64_t pairs = 0;
  for (size_t i = 0; i < g.initial.size(); i += kStride) {
    const uint64_t *bits = g.state(g.initial[i]);
    for (int n : t.initial) {
      const auto &literals = t.nodes[static_cast<size_t>(n)].literals;
      pairs += std::all_of(literals.begin(), literals.end(),
                           [&](const auto &l) { return ((bits[l.first / 64] >> (l.first % 64)) & 1u) != l.second; });
    }
  }
  return pairs * kStride * t.nodes.size();
}

} // namespace

std::optional<Lasso> findLivenessViolation(LiveFormula &f, const BehaviorGraph &g, unsigned threads,
                                           const LiveLimits &limits, bool tlcOrder) {
  // Branches with the same tableau share its product with the state graph
  // (TLC's OrderOfSolution and its PEMs). The tableaux are built first
  // (building one extends `f`); the products are then independent, and so
  // are the searches of the branches on one product: all are oneTBB tasks
  // in an arena of `threads` threads. The violation reported is the one a
  // sequential search finds first. TLC finds the finite prefixes
  // (ProductGraph::prefixFor) while it builds the graph, before it looks
  // for cycles: a prefix of any tableau wins over a cycle. LiveCheck's
  // addNextState hands each expanded state to its checkers in OrderOfSolution
  // order and the first to reach an accepting sink ends the run, so the
  // prefix reported is the one found after the earliest expansion, the
  // lowest tableau among those found then. Else the first tableau (in branch
  // order) with a cycle (LiveWorkers take the OrderOfSolutions in order),
  // and its first branch with one.
  std::vector<int> tableaux;
  for (const LiveBranch &b : f.branches)
    if (std::find(tableaux.begin(), tableaux.end(), b.tableau) == tableaux.end())
      tableaux.push_back(b.tableau);
  std::vector<Tableau> built;
  for (int t : tableaux)
    built.push_back(buildTableau(f, t));
  const LiveFormula &formula = f;
  std::vector<std::vector<size_t>> branchesOf(tableaux.size());
  for (size_t i = 0; i < formula.branches.size(); ++i)
    branchesOf[static_cast<size_t>(std::find(tableaux.begin(), tableaux.end(), formula.branches[i].tableau) -
                                   tableaux.begin())]
        .push_back(i);
  const size_t none = tableaux.size();
  // The first tableau with a finite prefix, and with a cycle; per tableau,
  // its lasso and the position (among its branches) of its first cycle.
  std::atomic<size_t> firstPrefix{none}, firstCycle{none};
  std::vector<std::optional<Lasso>> prefixes(tableaux.size());
  std::vector<std::optional<Lasso>> found(tableaux.size());
  std::vector<std::atomic<size_t>> firstBranch(tableaux.size());
  auto cyclesWanted = [&](size_t k) { return firstPrefix.load() == none && k <= firstCycle.load(); };
  std::optional<EdgeConditions> conditions;
  auto searchTableau = [&](size_t k) {
    // Every tableau is asked for its prefix: a later one may have had it
    // after an earlier expansion.
    if (limits.halted())
      return;
    ProductGraph product(g, std::move(built[k]), limits, tlcOrder);
    if (limits.halted()) // the product may be incomplete
      return;
    const std::vector<size_t> &mine = branchesOf[k];
    if (auto l = product.prefixFor(formula.branches[mine[0]])) {
      l->property = formula.branches[mine[0]].property;
      prefixes[k] = std::move(l);
      lowerTo(firstPrefix, k);
      return;
    }
    if (!cyclesWanted(k))
      return;
    std::vector<std::optional<Lasso>> cycles(mine.size());
    firstBranch[k].store(mine.size());
    // Isolated: a thread waiting for this product's branches takes no other
    // product's task, so that at most `threads` products are alive at once.
    // Whether branch j may still be first; searches it.
    auto searchBranch = [&](size_t j) {
      if (j > firstBranch[k].load() || !cyclesWanted(k) || limits.halted())
        return false;
      const LiveBranch &b = formula.branches[mine[j]];
      std::optional<Lasso> l =
          BranchSearch(*conditions, product, b, tlcOrder ? BranchSearch::Order::Tlc : BranchSearch::Order::Fast).run();
      if (l) {
        l->property = b.property;
        cycles[j] = std::move(l);
        lowerTo(firstBranch[k], j);
        lowerTo(firstCycle, k);
      }
      return true;
    };
    if (limits.files) { // one search's tables in memory at once (see below)
      for (size_t j = 0; j < mine.size() && searchBranch(j); ++j) {
      }
    } else {
      oneapi::tbb::this_task_arena::isolate([&] {
        oneapi::tbb::parallel_for(oneapi::tbb::blocked_range<size_t>(0, mine.size(), 1),
                                  [&](const oneapi::tbb::blocked_range<size_t> &r) {
                                    for (size_t j = r.begin(); j < r.end(); ++j)
                                      if (!searchBranch(j))
                                        return;
                                  });
      });
    }
    if (firstBranch[k].load() < mine.size())
      found[k] = std::move(cycles[firstBranch[k].load()]);
  };
  // No more threads than the machine runs at once (as explore::WorkerPool).
  int concurrency = std::clamp(static_cast<int>(threads), 1, std::max(1, oneapi::tbb::info::default_concurrency()));
  // With several threads the products are taken largest (estimated) first,
  // each thread taking the next when it is done with one, so that the
  // largest is not the last one started (the answer does not depend on the
  // order: it is chosen by tableau index above).
  std::vector<size_t> order(tableaux.size());
  for (size_t k = 0; k < order.size(); ++k)
    order[k] = k;
  if (concurrency > 1 && !limits.files && tableaux.size() > 1) {
    std::vector<uint64_t> size(tableaux.size());
    for (size_t k = 0; k < size.size(); ++k)
      size[k] = estimatedProductNodes(g, built[k]);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return size[a] > size[b]; });
  }
  oneapi::tbb::task_arena arena(concurrency);
  arena.execute([&] {
    conditions.emplace(formula, g, limits.tableBytes(kConditionBytes));
    // With the graph in files (a memory bound), one product at a time, so
    // that one search's tables are in memory at once; each product is still
    // built and searched on all the threads.
    if (limits.files) {
      for (size_t k = 0; k < tableaux.size(); ++k)
        searchTableau(k);
      return;
    }
    std::atomic<size_t> next{0};
    oneapi::tbb::parallel_for(0, concurrency, [&](int) {
      // Isolated: a thread waiting inside one product takes no other
      // product (it would hold back the one it is in); idle threads still
      // help with the parallel parts of the products being searched.
      for (size_t i; (i = next.fetch_add(1)) < order.size();)
        oneapi::tbb::this_task_arena::isolate([&] { searchTableau(order[i]); });
    });
  });
  if (limits.halted())
    return std::nullopt;
  if (firstPrefix.load() != none) {
    // The earliest expansion after which a prefix was there (0: not known,
    // the graph has no expansion record: the lowest tableau), ties to the
    // lowest tableau.
    size_t first = none;
    for (size_t k = 0; k < prefixes.size(); ++k)
      if (prefixes[k] && (first == none || prefixes[k]->foundAfter < prefixes[first]->foundAfter))
        first = k;
    return std::move(prefixes[first]);
  }
  if (firstCycle.load() != none)
    return std::move(found[firstCycle.load()]);
  return std::nullopt;
}

size_t tableauCount(const LiveFormula &f) {
  std::vector<int> seen;
  for (const LiveBranch &b : f.branches)
    if (std::find(seen.begin(), seen.end(), b.tableau) == seen.end())
      seen.push_back(b.tableau);
  return seen.size();
}

} // namespace tlacore::live
