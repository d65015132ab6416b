// TLC's check of temporal properties on a simulated behaviour
// (LiveCheck1.checkTrace): the behaviour graph of the trace, searched as
// the model checker's.
#include "trace_liveness.h"

#include <algorithm>
#include <unordered_map>

#include "bfs.h"
#include "live/live_atoms.h"
#include "live/live_check.h"
#include "live/live_formula.h"

namespace tlacore::explore {

using val::Value;

TraceLiveness::TraceLiveness(const model::SpecModel &model, eval::Evaluator &ev) : model_(model), ev_(ev) {}
TraceLiveness::~TraceLiveness() = default;

namespace {

struct TraceEdge {
  uint32_t target;
  int action;      // the trace's action for the step (-1: the stuttering step)
  size_t from;     // the position in the trace of the step's first state
};

} // namespace

std::optional<TraceLasso> TraceLiveness::check(const std::vector<SimStep> &steps) {
  if (steps.empty() || model_.livenessParts.empty())
    return std::nullopt;
  struct Restore { // the level the simulation left
    eval::Evaluator &ev;
    int64_t level;
    ~Restore() { ev.setLevel(level); }
  } restore{ev_, ev_.stateContext().level};
  if (!formula_) {
    auto f = std::make_unique<live::LiveFormula>();
    live::buildLiveFormula(model_, ev_, *f);
    live::initialTableauNodes(*f); // extends f: before the evaluator reads it
    atoms_ = std::make_unique<live::AtomEvaluator>(*f, ev_, model_.variables.size());
    formula_ = std::move(f);
  }
  live::LiveFormula &f = *formula_;
  if (f.branches.empty())
    return std::nullopt;

  // The nodes: the distinct states in the order the trace reaches them.
  std::vector<uint32_t> nodeOf(steps.size());
  std::vector<size_t> firstAt;
  std::unordered_map<uint64_t, std::vector<uint32_t>> byFp;
  // The edges of each node in TLC's order: its stuttering step (added as the
  // node is made), then the trace's steps from it, each once (transExists).
  std::vector<std::vector<TraceEdge>> edges;
  for (size_t i = 0; i < steps.size(); ++i) {
    std::vector<uint32_t> &same = byFp[fingerprint(steps[i].state)];
    auto it = std::find_if(same.begin(), same.end(),
                           [&](uint32_t n) { return steps[firstAt[n]].state == steps[i].state; });
    uint32_t node;
    if (it != same.end()) {
      node = *it;
    } else {
      node = static_cast<uint32_t>(firstAt.size());
      same.push_back(node);
      firstAt.push_back(i);
      edges.push_back({TraceEdge{node, -1, i}});
    }
    nodeOf[i] = node;
    if (i > 0) {
      std::vector<TraceEdge> &from = edges[nodeOf[i - 1]];
      if (std::none_of(from.begin(), from.end(), [&](const TraceEdge &e) { return e.target == node; }))
        from.push_back(TraceEdge{node, steps[i].action, i - 1});
    }
  }

  // The atoms: state atoms per node in its state, step atoms per edge.
  size_t n = firstAt.size(), words = atoms_->words();
  std::vector<uint64_t> ownBits(n * words);
  live::BehaviorGraph g;
  g.words = words;
  g.initial.push_back(0);
  g.edgeStart.resize(n + 1);
  g.edgeStart[0] = 0;
  for (size_t k = 0; k < n; ++k)
    g.edgeStart[k + 1] = g.edgeStart[k] + static_cast<uint32_t>(edges[k].size());
  g.edgeTarget.resize(g.edgeStart[n]);
  g.edgeBits.assign(size_t(g.edgeStart[n]) * words, 0);
  for (size_t k = 0; k < n; ++k) {
    const SimStep &s = steps[firstAt[k]];
    ev_.setLevel(s.level); // TLCGet("level") in a state is its own (TLCGetSet's s0.getLevel())
    atoms_->stateBitsEnumerating(s.state.data(), ownBits.data() + k * words);
    for (size_t e = 0; e < edges[k].size(); ++e) {
      const TraceEdge &edge = edges[k][e];
      uint32_t out = g.edgeStart[k] + static_cast<uint32_t>(e);
      g.edgeTarget[out] = edge.target;
      const Value *t = steps[firstAt[edge.target]].state.data();
      atoms_->stepBits(s.state.data(), t, edge.action >= 0, g.edgeBits.data() + size_t(out) * words);
    }
  }

  // The branches of the tableau-less OrderOfSolutions are searched on a
  // graph whose nodes carry the state atoms of the state before their first
  // one in the trace: constructBEGraph's no-tableau branch gives a new node
  // destNode.setCheckState(os.checkState(tool, srcState)), srcState being
  // the trace's previous state (the initial node has its own). With a
  // tableau, each node has its own state's.
  // Not followed: with a tableau, constructBEGraph continues the trace from
  // the product nodes a state's position made new (srcNodes = destNodes),
  // so after a repeated state that makes none the rest of the trace adds no
  // steps; here the product (ProductGraph) has every step of the trace.
  auto search = [&](bool tableauLess) -> std::optional<live::Lasso> {
    std::vector<live::LiveBranch> all = f.branches, mine;
    for (const live::LiveBranch &b : all)
      if ((b.tableau < 0) == tableauLess)
        mine.push_back(b);
    if (mine.empty())
      return std::nullopt;
    g.stateBits.assign(n * words, 0);
    for (size_t k = 0; k < n; ++k) {
      size_t from = tableauLess && firstAt[k] > 0 ? nodeOf[firstAt[k] - 1] : k;
      std::copy_n(ownBits.begin() + static_cast<ptrdiff_t>(from * words), words,
                  g.stateBits.begin() + static_cast<ptrdiff_t>(k * words));
    }
    f.branches = std::move(mine);
    struct Put {
      live::LiveFormula &f;
      std::vector<live::LiveBranch> &all;
      ~Put() { f.branches = std::move(all); }
    } put{f, all};
    // TLC's order (the steps are in LiveCheck1's: the stutter, then the
    // trace's): Tarjan's search from the initial node reports the first
    // component it completes, the deepest, and the lasso through it
    // (printErrorTrace). Components only: LiveCheck1 has no finite prefixes.
    return live::findLivenessViolation(f, g, 1, {}, true, true);
  };
  // LiveCheck1.checkTrace takes the OrderOfSolutions in turn: those of the
  // branches in the order of their first branch.
  bool tableauLessFirst = f.branches.front().tableau < 0;
  std::optional<live::Lasso> lasso = search(tableauLessFirst);
  if (!lasso)
    lasso = search(!tableauLessFirst);
  if (!lasso)
    return std::nullopt;

  // The lasso's states with the trace's actions into them; a stuttering
  // step inside it is not a state of the printed behaviour (TLC prints a
  // state where the fingerprint changes).
  auto actionOf = [&](uint32_t from, uint32_t to) {
    for (const TraceEdge &e : edges[from])
      if (e.target == to)
        return e.action;
    return -1;
  };
  TraceLasso out;
  out.property = lasso->property;
  std::vector<uint32_t> nodes;
  size_t loopStart = 0;
  for (size_t i = 0; i < lasso->states.size(); ++i) {
    uint32_t s = lasso->states[i];
    if (nodes.empty() || nodes.back() != s) {
      out.states.push_back(SimStep{steps[firstAt[s]].state, nodes.empty() ? -1 : actionOf(nodes.back(), s),
                                   static_cast<int64_t>(out.states.size() + 1)});
      nodes.push_back(s);
    }
    if (i == lasso->loopStart)
      loopStart = nodes.size() - 1;
  }
  out.loopStart = loopStart;
  out.stutters = lasso->stutters || nodes[loopStart] == nodes.back();
  if (!out.stutters)
    out.loopAction = actionOf(nodes.back(), nodes[loopStart]);
  return out;
}

} // namespace tlacore::explore
