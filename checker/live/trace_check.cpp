// TraceCheck: LiveCheck1.checkTrace of TLC 1.8.0 on one behaviour -- the
// graph constructBEGraph builds, the search of checkSccs and its
// counterexample (printErrorTrace), in TLC's order. The Java is recursive;
// here the two Tarjan searches keep their frames on explicit stacks, in the
// same order.
#include "trace_check.h"

#include <algorithm>
#include <unordered_map>

#include "live_check.h"

namespace tlacore::live {

namespace {

// LiveCheck1's number ranges: firstNum in [1, MAX_FIRST], secondNum in
// (MAX_FIRST, MAX_SECOND], thirdNum above.
constexpr int64_t kMaxFirst = 0x2000000000000000LL;
constexpr int64_t kMaxSecond = 0x5000000000000000LL;
constexpr uint32_t kNone = UINT32_MAX;

// A transition's checkAction results: those of the step into position `pos`
// of the trace (from pos - 1), or of the stuttering step at `pos`.
struct StepAt {
  uint32_t pos;
  bool stutter;
};

// A BEGraphNode (no tableau) or BTGraphNode: a state by fingerprint, with a
// tableau node.
struct Node {
  uint64_t key;
  int tnode;         // the tableau node, or -1
  uint32_t checkPos; // the position whose state's atoms are its checkState
  int64_t number = 0;
  bool visited = false; // BEGraph.getPath's flag (the number's sign bit in TLC)
  std::vector<uint32_t> next;
  std::vector<StepAt> steps; // per transition
};

struct KeyHash {
  size_t operator()(const std::pair<uint64_t, int> &k) const {
    return static_cast<size_t>(k.first ^ (uint64_t(uint32_t(k.second)) * 0x9E3779B97F4A7C15ULL));
  }
};

} // namespace

// The graph of one OrderOfSolution on one behaviour, and its search.
class TraceCheck::Search {
public:
  Search(const LiveFormula &f, const Solution &sol, const std::vector<uint64_t> &keys, TraceAtoms &atoms)
      : f_(f), sol_(sol), keys_(keys), atoms_(atoms) {
    for (size_t i = 0; i < keys.size(); ++i)
      firstPos_.emplace(keys[i], i);
  }

  std::optional<TraceCounterexample> run() {
    std::vector<uint32_t> inits = construct();
    // checkTrace: initSccParams, then checkSccs from each initial node not
    // yet numbered.
    for (uint32_t init : inits) {
      initNode_ = init;
      if (nodes_[init].number == 0 && checkSccs(init))
        return std::move(found_);
    }
    return std::nullopt;
  }

private:
  // ---- the graph (constructBEGraph) ----

  uint32_t lookup(uint64_t key, int tnode) const {
    auto it = index_.find({key, tnode});
    return it == index_.end() ? kNone : it->second;
  }

  uint32_t add(uint64_t key, int tnode, size_t checkPos) {
    uint32_t id = static_cast<uint32_t>(nodes_.size());
    nodes_.push_back(Node{key, tnode, static_cast<uint32_t>(checkPos), 0, false, {}, {}});
    index_.emplace(std::make_pair(key, tnode), id);
    return id;
  }

  void addTransition(uint32_t from, uint32_t to, StepAt step) {
    nodes_[from].next.push_back(to);
    nodes_[from].steps.push_back(step);
  }

  // BEGraphNode.transExists: a transition to an equal node (same state and
  // tableau node: the same node here).
  bool transExists(uint32_t from, uint32_t to) const {
    const std::vector<uint32_t> &next = nodes_[from].next;
    return std::find(next.begin(), next.end(), to) != next.end();
  }

  // TBGraphNode.isConsistent: the tableau node's state predicates hold in
  // the state at `pos`.
  bool consistent(int tnode, size_t pos) {
    const TableauNode &n = sol_.t.nodes[static_cast<size_t>(tnode)];
    if (n.unsatisfiable)
      return false;
    const uint64_t *bits = atoms_.state(pos);
    return std::all_of(n.literals.begin(), n.literals.end(), [&](const std::pair<int, bool> &l) {
      return ((bits[l.first / 64] >> (l.first % 64)) & 1u) != static_cast<uint64_t>(l.second);
    });
  }

  const std::vector<int> &successors(uint32_t node) const {
    return sol_.t.nodes[static_cast<size_t>(nodes_[node].tnode)].successors;
  }

  // constructBEGraph; the initial nodes. The atoms are asked for where TLC
  // evaluates its checkState/checkAction (an error surfaces where TLC's does).
  std::vector<uint32_t> construct() {
    const size_t n = keys_.size();
    atoms_.state(0);   // checkStateRes = os.checkState(tool, srcState)
    atoms_.stutter(0); // checkActionRes = os.checkAction(tool, srcState, srcState)
    if (sol_.tableau < 0) {
      // No tableau: a node per state; a new node's checkState is that of
      // the trace's previous state (os.checkState(tool, srcState)), its
      // stuttering step first, then the step into it; a step to a known
      // node once (transExists).
      uint32_t src = add(keys_[0], -1, 0);
      addTransition(src, src, StepAt{0, true});
      for (size_t i = 1; i < n; ++i) {
        uint32_t dest = lookup(keys_[i], -1);
        if (dest == kNone) {
          atoms_.state(i - 1);
          atoms_.stutter(i);
          atoms_.step(i);
          dest = add(keys_[i], -1, i - 1);
          addTransition(dest, dest, StepAt{static_cast<uint32_t>(i), true});
          addTransition(src, dest, StepAt{static_cast<uint32_t>(i), false});
        } else if (!transExists(src, dest)) {
          atoms_.step(i);
          addTransition(src, dest, StepAt{static_cast<uint32_t>(i), false});
        }
        src = dest;
      }
      return {0};
    }
    // With a tableau: the product of the trace and the tableau, continued
    // at each position only from the nodes the previous one made new
    // (srcNodes = destNodes).
    std::vector<uint32_t> inits, srcNodes;
    for (int t : sol_.t.initial)
      if (consistent(t, 0)) {
        uint32_t node = add(keys_[0], t, 0);
        inits.push_back(node);
        srcNodes.push_back(node);
      }
    // The initial nodes' stuttering steps among themselves only.
    for (uint32_t src : srcNodes)
      for (int t1 : successors(src)) {
        uint32_t dest = lookup(keys_[0], t1);
        if (dest != kNone)
          addTransition(src, dest, StepAt{0, true});
      }
    for (size_t i = 1; i < n; ++i) {
      const auto pos = static_cast<uint32_t>(i);
      std::vector<uint32_t> destNodes;
      atoms_.state(i); // checkStateRes = os.checkState(myTool, destState)
      atoms_.step(i);  // checkActionRes = os.checkAction(tool, srcState, destState)
      auto extend = [&](uint32_t src, StepAt step) {
        for (int t1 : successors(src)) {
          uint32_t dest = lookup(keys_[i], t1);
          if (dest == kNone) {
            if (consistent(t1, i)) {
              dest = add(keys_[i], t1, i);
              addTransition(src, dest, step);
              destNodes.push_back(dest);
            }
          } else if (!transExists(src, dest)) {
            addTransition(src, dest, step);
          }
        }
      };
      for (uint32_t src : srcNodes)
        extend(src, StepAt{pos, false});
      atoms_.stutter(i); // checkActionRes = os.checkAction(tool, destState, destState)
      for (size_t j = 0; j < destNodes.size(); ++j) // grows as it goes
        extend(destNodes[j], StepAt{pos, true});
      srcNodes = std::move(destNodes);
    }
    return inits;
  }

  // ---- the node's and transitions' checks ----

  bool checkState(uint32_t node, int pred) {
    const uint64_t *bits = atoms_.state(nodes_[node].checkPos);
    return holdsOnStep(f_, pred, bits, bits);
  }

  // getCheckAction of transition i of `node`: the predicate on the actual
  // states of the trace step it was added for. pred < 0: no condition.
  bool checkAction(uint32_t node, size_t i, int pred) {
    if (pred < 0)
      return true;
    StepAt s = nodes_[node].steps[i];
    const uint64_t *step = s.stutter ? atoms_.stutter(s.pos) : atoms_.step(s.pos);
    return holdsOnStep(f_, pred, atoms_.state(s.stutter ? s.pos : s.pos - 1), step);
  }

  bool fulfills(uint32_t node, size_t promise) const {
    return sol_.t.nodes[static_cast<size_t>(nodes_[node].tnode)].fulfills[promise] != 0;
  }

  size_t promises() const { return sol_.tableau < 0 ? 0 : sol_.t.promises.size(); }

  void usePem(size_t branch) {
    const LiveBranch &b = f_.branches[branch];
    pem_ = branch;
    ea_ = b.ea;
    aeState_.clear();
    aeAction_.clear();
    for (int a : b.ae)
      (f_.onSteps(a) ? aeAction_ : aeState_).push_back(a);
  }

  // ---- the search ----

  struct Frame {
    uint32_t v;
    size_t i;
    int64_t low;
  };

  // checkSccs: Tarjan's algorithm on the whole graph, each successor in
  // order; a component checked as soon as it is complete. True when a
  // violation ended the search.
  bool checkSccs(uint32_t start) {
    std::vector<Frame> calls;
    auto enter = [&](uint32_t v) {
      int64_t low = firstNum_++;
      nodes_[v].number = low;
      com_.push_back(v);
      calls.push_back(Frame{v, 0, low});
    };
    enter(start);
    while (!calls.empty()) {
      Frame &fr = calls.back();
      if (fr.i < nodes_[fr.v].next.size()) {
        uint32_t w = nodes_[fr.v].next[fr.i++];
        int64_t destNum = nodes_[w].number;
        if (destNum == 0) {
          enter(w);
          continue;
        }
        fr.low = std::min(fr.low, destNum);
        continue;
      }
      const uint32_t v = fr.v;
      const int64_t low = fr.low;
      calls.pop_back();
      if (low == nodes_[v].number && checkComponent(v))
        return true;
      if (!calls.empty())
        calls.back().low = std::min(calls.back().low, low);
    }
    return false;
  }

  // checkComponent: a component that can hold a cycle is searched for each
  // PEM, from its nodes in the reverse of the order they left the stack.
  bool checkComponent(uint32_t node) {
    std::vector<uint32_t> members;
    if (!extractComponent(node, members))
      return false;
    for (size_t pem : sol_.pems) {
      usePem(pem);
      startSecondNum_ = secondNum_;
      startThirdNum_ = thirdNum_;
      for (size_t j = members.size(); j-- > 0;)
        if (nodes_[members[j]].number < startThirdNum_ && checkSccs1(members[j]))
          return true;
    }
    return false;
  }

  bool extractComponent(uint32_t node, std::vector<uint32_t> &members) {
    uint32_t n1 = com_.back();
    com_.pop_back();
    if (n1 == node && !transExists(node, node)) {
      nodes_[node].number = kMaxFirst;
      return false;
    }
    numFirstCom_ = secondNum_++;
    numSecondCom_ = thirdNum_;
    nodes_[n1].number = numFirstCom_;
    members.push_back(n1);
    while (n1 != node) {
      n1 = com_.back();
      com_.pop_back();
      nodes_[n1].number = numFirstCom_;
      members.push_back(n1);
    }
    return true;
  }

  // checkSccs1: Tarjan's algorithm inside the component over the steps that
  // meet the PEM's EA condition; each subcomponent checked when complete.
  bool checkSccs1(uint32_t start) {
    std::vector<Frame> calls;
    auto enter = [&](uint32_t v) {
      int64_t low = secondNum_++;
      nodes_[v].number = low;
      com_.push_back(v);
      calls.push_back(Frame{v, 0, low});
    };
    enter(start);
    while (!calls.empty()) {
      Frame &fr = calls.back();
      if (fr.i < nodes_[fr.v].next.size()) {
        size_t i = fr.i++;
        uint32_t w = nodes_[fr.v].next[i];
        int64_t destNum = nodes_[w].number;
        if (numFirstCom_ <= destNum && checkAction(fr.v, i, ea_)) {
          if (destNum < startSecondNum_ || (numSecondCom_ <= destNum && destNum < startThirdNum_)) {
            enter(w);
            continue;
          }
          fr.low = std::min(fr.low, destNum);
        }
        continue;
      }
      const uint32_t v = fr.v;
      const int64_t low = fr.low;
      calls.pop_back();
      if (low == nodes_[v].number && extractComponent1(v) && checkSubcomponent(v))
        return true;
      if (!calls.empty())
        calls.back().low = std::min(calls.back().low, low);
    }
    return false;
  }

  bool extractComponent1(uint32_t node) {
    uint32_t n1 = com_.back();
    com_.pop_back();
    if (n1 == node && !canStutter(node)) {
      nodes_[node].number = thirdNum_++;
      return false;
    }
    nodes_[n1].number = thirdNum_;
    while (n1 != node) {
      n1 = com_.back();
      com_.pop_back();
      nodes_[n1].number = thirdNum_;
    }
    return true;
  }

  // canStutter: the node's first step to itself meets the EA condition.
  bool canStutter(uint32_t node) {
    const Node &n = nodes_[node];
    for (size_t i = 0; i < n.next.size(); ++i)
      if (n.next[i] == node)
        return numFirstCom_ <= n.number && checkAction(node, i, ea_);
    return false;
  }

  // checkSubcomponent: some node meets each AE state condition, some
  // transition between its nodes (whether or not it meets the EA condition)
  // each AE action condition, some node fulfils each promise.
  bool checkSubcomponent(uint32_t node) {
    std::vector<uint8_t> stateMet(aeState_.size()), actionMet(aeAction_.size()), promiseMet(promises());
    std::vector<uint32_t> stack;
    ++nodes_[node].number;
    stack.push_back(node);
    while (!stack.empty()) {
      uint32_t cur = stack.back();
      stack.pop_back();
      for (size_t i = 0; i < aeState_.size(); ++i)
        if (!stateMet[i])
          stateMet[i] = checkState(cur, aeState_[i]);
      for (size_t i = 0; i < nodes_[cur].next.size(); ++i) {
        uint32_t w = nodes_[cur].next[i];
        int64_t num = nodes_[w].number;
        if (num >= thirdNum_)
          for (size_t j = 0; j < aeAction_.size(); ++j)
            if (!actionMet[j])
              actionMet[j] = checkAction(cur, i, aeAction_[j]);
        if (num == thirdNum_) {
          ++nodes_[w].number;
          stack.push_back(w);
        }
      }
      for (size_t p = 0; p < promiseMet.size(); ++p)
        if (fulfills(cur, p))
          promiseMet[p] = 1;
    }
    thirdNum_ += 2;
    auto all = [](const std::vector<uint8_t> &v) { return std::all_of(v.begin(), v.end(), [](uint8_t b) { return b; }); };
    if (!all(stateMet) || !all(actionMet) || !all(promiseMet))
      return false;
    printErrorTrace(node);
    return true;
  }

  // printErrorTrace: a walk from `node` through the subcomponent meeting
  // each condition in turn, the way back to `node`, then the shortest path
  // from the initial node to `node`; the states TLC prints.
  void printErrorTrace(uint32_t node) {
    std::vector<uint32_t> cycle; // cycleStack
    const int64_t lowNum = thirdNum_ - 1;
    std::vector<uint8_t> stateMet(aeState_.size()), actionMet(aeAction_.size()), promiseMet(promises());
    size_t cnt = stateMet.size() + actionMet.size() + promiseMet.size();
    uint32_t cur = node;
    auto inside = [&](uint32_t w) { return lowNum <= nodes_[w].number && nodes_[w].number <= thirdNum_; };
    auto unvisited = [&](uint32_t w) { return lowNum <= nodes_[w].number && nodes_[w].number < thirdNum_; };
    bool stuck = false;
    while (cnt > 0 && !stuck) {
      nodes_[cur].number = thirdNum_;
      const size_t cnt0 = cnt;
      while (true) {
        for (size_t i = 0; i < aeState_.size(); ++i)
          if (!stateMet[i] && checkState(cur, aeState_[i]))
            stateMet[i] = 1, --cnt;
        for (size_t p = 0; p < promiseMet.size(); ++p)
          if (!promiseMet[p] && fulfills(cur, p))
            promiseMet[p] = 1, --cnt;
        if (cnt == 0)
          break;
        uint32_t next1 = kNone, next2 = kNone;
        const size_t cnt1 = cnt;
        bool moved = false;
        for (size_t i = 0; i < nodes_[cur].next.size(); ++i) {
          uint32_t w = nodes_[cur].next[i];
          if (inside(w)) {
            next1 = w;
            for (size_t j = 0; j < aeAction_.size(); ++j)
              if (!actionMet[j] && checkAction(cur, i, aeAction_[j]))
                actionMet[j] = 1, --cnt;
          }
          if (cnt < cnt1) {
            cycle.push_back(cur);
            cur = w;
            ++thirdNum_;
            moved = true;
            break;
          }
          if (unvisited(w))
            next2 = w;
        }
        if (moved)
          break;
        if (cnt < cnt0) {
          if (next1 == kNone) { // cannot happen: a subcomponent's node has a step inside it
            stuck = true;
            break;
          }
          cycle.push_back(cur);
          cur = next1;
          ++thirdNum_;
          break;
        }
        // Backtrack along the walk to a node with an unvisited successor.
        while (next2 == kNone && !cycle.empty()) {
          cur = cycle.back();
          cycle.pop_back();
          for (uint32_t w : nodes_[cur].next)
            if (unvisited(w)) {
              cycle.push_back(cur);
              next2 = w;
              break;
            }
        }
        if (next2 == kNone) { // cannot happen: every condition is met somewhere
          stuck = true;
          break;
        }
        cycle.push_back(cur); // a node found by backtracking is pushed twice, as TLC does
        cur = next2;
        nodes_[cur].number = thirdNum_;
      }
    }
    // Close the path to form a cycle: depth first back to `node`.
    nodes_[cur].number = ++thirdNum_;
    while (cur != node) {
      bool found = false, closed = false;
      for (uint32_t w : nodes_[cur].next)
        if (unvisited(w)) {
          cycle.push_back(cur);
          if (w == node) {
            closed = true;
            break;
          }
          found = true;
          cur = w;
          nodes_[cur].number = thirdNum_;
          break;
        }
      if (closed)
        break;
      if (!found) {
        if (cycle.empty())
          break; // cannot happen: the subcomponent is strongly connected
        cur = cycle.back();
        cycle.pop_back();
      }
    }
    if (cycle.empty())
      cycle.push_back(cur);

    TraceCounterexample out;
    out.property = f_.branches[pem_].property;
    std::vector<uint32_t> prefix = getPath(initNode_, node);
    uint64_t last = 0;
    for (size_t i = 0; i < prefix.size(); ++i)
      if (i == 0 || nodes_[prefix[i]].key != last) {
        last = nodes_[prefix[i]].key;
        out.printed.push_back(posOf(prefix[i]));
      }
    out.prefix = out.printed.size();
    for (size_t i = 1; i < cycle.size(); ++i)
      if (nodes_[cycle[i]].key != nodes_[cycle[i - 1]].key) {
        last = nodes_[cycle[i]].key;
        out.printed.push_back(posOf(cycle[i]));
      }
    out.stutters = nodes_[node].key == last;
    found_ = std::move(out);
  }

  // The first position of the trace with the node's state.
  size_t posOf(uint32_t node) const { return firstPos_.at(nodes_[node].key); }

  // BEGraph.getPath: the shortest path from start to end (breadth first,
  // each node's successors in order, the first parent found).
  std::vector<uint32_t> getPath(uint32_t start, uint32_t end) {
    if (start == end)
      return {end};
    std::vector<uint32_t> parent(nodes_.size(), kNone);
    std::vector<uint32_t> queue{start};
    nodes_[start].visited = true;
    for (size_t q = 0; q < queue.size(); ++q) {
      uint32_t cur = queue[q];
      for (uint32_t w : nodes_[cur].next) {
        if (nodes_[w].visited)
          continue;
        if (w == end) {
          parent[end] = cur;
          std::vector<uint32_t> path{end};
          for (uint32_t p = cur; p != kNone; p = parent[p])
            path.push_back(p);
          std::reverse(path.begin(), path.end());
          return path;
        }
        nodes_[w].visited = true;
        parent[w] = cur;
        queue.push_back(w);
      }
    }
    return {end}; // cannot happen: the search reached `end` from start
  }

  const LiveFormula &f_;
  const Solution &sol_;
  const std::vector<uint64_t> &keys_;
  TraceAtoms &atoms_;
  std::unordered_map<uint64_t, size_t> firstPos_; // per key: the first position with it

  std::vector<Node> nodes_;
  std::unordered_map<std::pair<uint64_t, int>, uint32_t, KeyHash> index_;

  // initSccParams
  std::vector<uint32_t> com_;
  int64_t firstNum_ = 1;
  int64_t secondNum_ = kMaxFirst + 1, startSecondNum_ = kMaxFirst + 1;
  int64_t thirdNum_ = kMaxSecond + 1, startThirdNum_ = kMaxSecond + 1;
  int64_t numFirstCom_ = kMaxFirst + 1, numSecondCom_ = kMaxSecond + 1;
  uint32_t initNode_ = 0;

  // The current PEM: its branch, its EA condition (-1: none), its AE conditions split as TLC's.
  size_t pem_ = 0;
  int ea_ = -1;
  std::vector<int> aeState_, aeAction_;

  std::optional<TraceCounterexample> found_;
};

TraceCheck::TraceCheck(LiveFormula &f) : f_(f) {
  for (size_t i = 0; i < f.branches.size(); ++i) {
    int t = f.branches[i].tableau;
    auto it = std::find_if(solutions_.begin(), solutions_.end(), [&](const Solution &s) { return s.tableau == t; });
    if (it == solutions_.end()) {
      solutions_.push_back(Solution{t, t >= 0 ? buildTableau(f, t) : Tableau{}, {}});
      it = solutions_.end() - 1;
    }
    it->pems.push_back(i);
  }
}

TraceCheck::~TraceCheck() = default;

std::optional<TraceCounterexample> TraceCheck::check(const std::vector<uint64_t> &keys, TraceAtoms &atoms) {
  if (keys.empty())
    return std::nullopt;
  for (const Solution &s : solutions_) {
    Search search(f_, s, keys, atoms);
    if (std::optional<TraceCounterexample> found = search.run())
      return found;
  }
  return std::nullopt;
}

} // namespace tlacore::live
