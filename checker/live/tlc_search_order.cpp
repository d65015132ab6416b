// BranchSearch's Order::Tlc: TLC's LiveWorker on one branch's product -- its
// Tarjan search (checkSccs), its component check and its counterexample.
#include "branch_search.h"

#include <algorithm>
#include <deque>
#include <unordered_map>

namespace tlacore::live {

bool BranchSearch::stateSatisfies(uint32_t node, int pred) const {
  const auto &n = product_.nodes()[node];
  // A state predicate reads the state alone: any of its steps will do.
  return n.edgeBegin < n.edgeEnd && edgeSatisfies(node, edge_(n.edgeBegin), pred);
}

bool BranchSearch::fulfills(uint32_t node, size_t promise) const {
  return product_.tableau().nodes[product_.nodes()[node].tab].fulfills[promise] != 0;
}

// TLC's checkSccs: Tarjan's algorithm with an explicit stack, from each
// initial node in turn (and from the nodes reached by a step that fails the
// EA condition, queued after them). A node's successors are all pushed, the
// last one explored first; a successor seen already lowers the node's
// low-link when the node is expanded. The stack holds nodes to explore,
// expanded nodes (marks) and low-links, as TLC's dfsStack.
std::optional<Lasso> BranchSearch::searchComponentsAsTlc() {
  const auto &nodes = product_.nodes();
  constexpr uint32_t kUnseen = 0, kDone = UINT32_MAX;
  MappedArray<uint32_t> link;
  link.useFiles(product_.files());
  link.assign(nodes.size(), kUnseen);
  member_.useFiles(product_.files());
  member_.assign(nodes.size(), 0);
  enum : uint64_t { kExplore = uint64_t(0) << 62, kMark = uint64_t(1) << 62, kLow = uint64_t(2) << 62 };
  constexpr uint64_t kValue = (uint64_t(1) << 62) - 1;
  std::vector<uint64_t> stack;
  std::vector<uint32_t> com; // TLC's comStack: the expanded nodes not yet in a component
  std::deque<uint32_t> queue;
  for (uint32_t v = 0; v < nodes.size() && nodes[v].parent == UINT32_MAX; ++v)
    queue.push_back(v); // the initial nodes, numbered first
  uint64_t steps = 0;
  while (!queue.empty()) {
    uint32_t root = queue.front();
    queue.pop_front();
    if (link[root] != kUnseen)
      continue;
    stack.assign({kExplore | root, kLow | 1});
    uint32_t newLink = 1;
    while (stack.size() >= 2) {
      if (++steps % 65536 == 0)
        product_.keepWithin();
      uint32_t low = static_cast<uint32_t>(stack.back() & kValue);
      stack.pop_back();
      uint64_t item = stack.back();
      stack.pop_back();
      uint32_t v = static_cast<uint32_t>(item & kValue);
      if ((item & ~kValue) == kMark) {
        if (link[v] == low) { // v roots a component: the nodes on com down to v
          std::vector<uint32_t> members;
          uint32_t w;
          do {
            w = com.back();
            com.pop_back();
            members.push_back(w);
            link[w] = kDone;
          } while (w != v);
          if (members.size() > 1 || stutters(v)) {
            ++compId_;
            for (uint32_t m : members)
              member_[m] = compId_;
            if (acceptsAsTlc(members))
              return lassoAsTlc(v, members);
          }
        }
        uint32_t parentLow = static_cast<uint32_t>(stack.back() & kValue);
        stack.back() = kLow | std::min(parentLow, low);
        continue;
      }
      if (link[v] != kUnseen) { // reached again before its turn came
        stack.push_back(kLow | std::min(low, link[v]));
        continue;
      }
      link[v] = newLink;
      stack.push_back(kLow | low);
      stack.push_back(kMark | v);
      com.push_back(v);
      uint32_t nextLow = newLink++;
      for (uint32_t i = nodes[v].edgeBegin; i < nodes[v].edgeEnd; ++i) {
        uint32_t w = edge_(i).to;
        if (allowed(i)) {
          if (link[w] == kUnseen)
            stack.push_back(kExplore | w);
          else
            nextLow = std::min(nextLow, link[w]);
        } else if (link[w] == kUnseen) {
          queue.push_back(w); // the search may reach it by this step only
        }
      }
      stack.push_back(kLow | nextLow);
    }
  }
  return std::nullopt;
}

// A single node is a component to check when its first step to itself
// satisfies the EA condition (LiveWorker.isStuttering).
bool BranchSearch::stutters(uint32_t v) const {
  const auto &n = product_.nodes()[v];
  for (uint32_t i = n.edgeBegin; i < n.edgeEnd; ++i)
    if (edge_(i).to == v)
      return allowed(i);
  return false;
}

// TLC's checkComponent: some node of the component meets each AE state
// condition, some step inside it satisfying the EA condition meets each AE
// action condition, some node fulfils each promise.
bool BranchSearch::acceptsAsTlc(const std::vector<uint32_t> &members) const {
  const auto &nodes = product_.nodes();
  for (size_t p = 0; p < product_.tableau().promises.size(); ++p)
    if (std::none_of(members.begin(), members.end(), [&](uint32_t v) { return fulfills(v, p); }))
      return false;
  for (int a : aeState_)
    if (std::none_of(members.begin(), members.end(), [&](uint32_t v) { return stateSatisfies(v, a); }))
      return false;
  auto met = [&](int a) {
    const uint64_t *bits = conditions_.stepBits(a);
    for (uint32_t v : members)
      for (uint32_t i = nodes[v].edgeBegin; i < nodes[v].edgeEnd; ++i) {
        if (!allowed(i) || !inComponent(edge_(i).to))
          continue;
        uint32_t step = edge_(i).graphEdge;
        if (bits ? (bits[step / 64] >> (step % 64)) & 1u : edgeSatisfies(v, edge_(i), a))
          return true;
      }
    return false;
  };
  return std::all_of(aeAction_.begin(), aeAction_.end(), met);
}

// TLC's dfsPostFix: from the root, a greedy depth-first walk through the
// component until every AE condition and promise is met: at each node its
// state conditions and promises, then the first step (in order) meeting an
// AE action condition is taken; when the node met something, its last step
// inside the component; else its last unvisited successor, backtracking
// along the walk when there is none. Visits are forgotten at each progress.
// The nodes walked from (the root first); `end` is where the walk stops.
std::vector<uint32_t> BranchSearch::walkThrough(uint32_t root, uint32_t &end) {
  const auto &nodes = product_.nodes();
  const size_t promises = product_.tableau().promises.size();
  std::vector<uint8_t> stateMet(aeState_.size()), actionMet(aeAction_.size()), promiseMet(promises);
  size_t cnt = aeState_.size() + aeAction_.size() + promises;
  std::unordered_map<uint32_t, uint8_t> seen;
  auto forget = [&] { seen.clear(); };
  seen[root] = 1;
  std::vector<uint32_t> walk;
  uint32_t cur = root;
  while (cnt > 0) {
    const size_t cnt0 = cnt;
    while (true) {
      for (size_t i = 0; i < aeState_.size(); ++i)
        if (!stateMet[i] && stateSatisfies(cur, aeState_[i]))
          stateMet[i] = 1, --cnt;
      for (size_t p = 0; p < promises; ++p)
        if (!promiseMet[p] && fulfills(cur, p))
          promiseMet[p] = 1, --cnt;
      if (cnt == 0)
        break;
      const size_t cnt1 = cnt;
      uint32_t next1 = UINT32_MAX, next2 = UINT32_MAX;
      bool moved = false;
      for (uint32_t i = nodes[cur].edgeBegin; i < nodes[cur].edgeEnd; ++i) {
        uint32_t w = edge_(i).to;
        bool inside = inComponent(w);
        if (inside) {
          if (!allowed(i))
            continue;
          next1 = w;
          for (size_t j = 0; j < aeAction_.size(); ++j)
            if (!actionMet[j] && edgeSatisfies(cur, edge_(i), aeAction_[j]))
              actionMet[j] = 1, --cnt;
        }
        if (cnt < cnt1) {
          walk.push_back(cur);
          cur = w;
          forget();
          moved = true;
          break;
        }
        if (inside && !seen.count(w))
          next2 = w;
      }
      if (moved)
        break;
      if (cnt < cnt0 && next1 != UINT32_MAX) {
        walk.push_back(cur);
        cur = next1;
        forget();
        break;
      }
      while (next2 == UINT32_MAX) { // backtrack to a node with an unvisited successor
        if (walk.empty()) {
          end = cur;
          return walk; // cannot happen in a component that met every condition
        }
        cur = walk.back();
        walk.pop_back();
        for (uint32_t i = nodes[cur].edgeBegin; i < nodes[cur].edgeEnd && next2 == UINT32_MAX; ++i)
          if (inComponent(edge_(i).to) && !seen.count(edge_(i).to))
            next2 = edge_(i).to;
      }
      walk.push_back(cur);
      cur = next2;
      seen[next2] = 1;
    }
  }
  end = cur;
  return walk;
}

// TLC's bfsPostFix: the shortest way from `end` back to the root over the
// component's states (each state stands for all its nodes in the
// component), by steps satisfying the EA condition: the states from the
// root's predecessor back to end's (empty when end is the root).
std::vector<uint32_t> BranchSearch::wayBack(uint32_t root, uint32_t end, const std::vector<uint32_t> &members) const {
  if (end == root)
    return {};
  const auto &nodes = product_.nodes();
  std::unordered_map<uint32_t, std::vector<uint32_t>> byState; // in the order TLC's table got them
  for (uint32_t v : members)
    byState[nodes[v].state].push_back(v);
  std::unordered_map<uint32_t, uint32_t> parent; // state -> the state it was reached from
  std::deque<uint32_t> queue;
  uint32_t cur = nodes[end].state;
  parent[cur] = UINT32_MAX;
  while (true) {
    for (uint32_t x : byState[cur])
      for (uint32_t i = nodes[x].edgeBegin; i < nodes[x].edgeEnd; ++i) {
        uint32_t w = edge_(i).to;
        if (w == x || !allowed(i))
          continue;
        if (w == root) {
          std::vector<uint32_t> back;
          for (uint32_t s = cur; s != UINT32_MAX; s = parent[s])
            back.push_back(s);
          return back;
        }
        uint32_t ws = nodes[w].state;
        if (byState.count(ws) && parent.emplace(ws, cur).second)
          queue.push_back(ws);
      }
    if (queue.empty())
      return {}; // cannot happen: the component is strongly connected
    cur = queue.front();
    queue.pop_front();
  }
}

// TLC's printTrace: the prefix to the root (the breadth-first tree of the
// product, as TLC's getPath), then the cycle: the walk, the way back.
// Repeated states in a row show once; the cycle ends by stuttering when
// its last state is the root's.
Lasso BranchSearch::lassoAsTlc(uint32_t root, const std::vector<uint32_t> &members) {
  const auto &nodes = product_.nodes();
  Lasso out;
  std::vector<uint32_t> prefix;
  for (uint32_t v = root; v != UINT32_MAX; v = nodes[v].parent)
    prefix.push_back(nodes[v].state);
  std::reverse(prefix.begin(), prefix.end());
  for (uint32_t s : prefix)
    if (out.states.empty() || out.states.back() != s)
      out.states.push_back(s);
  out.loopStart = out.states.size() - 1;
  // The prefix is the counterexample when the branch asks nothing of the
  // cycle (no fairness or <>[]/[]<> action conditions) and its tableau
  // (a real one, not the single node of a formula without one) is in a sink.
  if (b_.ea < 0 && b_.ae.empty() && b_.tableau >= 0 && product_.acceptingSink(nodes[root].tab)) {
    out.safety = true;
    return out;
  }
  uint32_t end = root;
  std::vector<uint32_t> walk = walkThrough(root, end);
  // TLC's postfix: the way back (nearest the root first), then the walk
  // from its last node back to the root; printed from its end.
  std::vector<uint32_t> postfix = wayBack(root, end, members);
  for (auto it = walk.rbegin(); it != walk.rend(); ++it)
    postfix.push_back(nodes[*it].state);
  uint32_t last = nodes[root].state;
  for (auto it = postfix.rbegin(); it != postfix.rend(); ++it)
    if (*it != last)
      out.states.push_back(last = *it);
  out.stutters = last == nodes[root].state;
  return out;
}

} // namespace tlacore::live
