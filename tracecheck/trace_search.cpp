// TraceSearch: matching a trace against the model, event by event, over a
// deduplicated frontier of model states.
#include "trace_search.h"

#include <algorithm>

#include "explore/bfs.h"

namespace tlacore::tracecheck {

TraceSearch::TraceSearch(const model::SpecModel &m, const ActionCatalog &catalog, WorkerPool &pool, SearchOptions o)
    : m_(m), catalog_(catalog), pool_(pool), o_(o) {}

void TraceSearch::successors(StepWorker &w, const State &from, const std::vector<size_t> &actions,
                             const std::function<void(const State &, size_t)> &sink) {
  // As the search does: RandomElement draws the same values for the same state.
  w.ev.reseedRandom(explore::fingerprint(from));
  for (size_t i : actions) {
    const explore::TlcAction &a = *catalog_.all()[i].action;
    w.en.actionSuccessors(from.data(), a.expr, a.env, a.inst, [&](const State &s, const eval::ActionLabel &) {
      generated_.fetch_add(1, std::memory_order_relaxed);
      sink(s, i);
    });
  }
}

std::vector<State> TraceSearch::initialStates(StepWorker &w) {
  std::vector<State> out;
  std::unordered_set<uint64_t> seen;
  w.ev.setLevel(1);
  w.en.initialStates(m_.init, [&](const State &s, const eval::ActionLabel &) {
    generated_.fetch_add(1, std::memory_order_relaxed);
    if (seen.insert(explore::fingerprint(s)).second)
      out.push_back(s);
  });
  return out;
}

void TraceSearch::mergeDistinct(std::vector<std::vector<State>> &batches, std::vector<State> &out,
                                std::unordered_set<uint64_t> &seen) {
  for (std::vector<State> &b : batches)
    for (State &s : b)
      if (seen.insert(explore::fingerprint(s)).second)
        out.push_back(std::move(s));
}

bool TraceSearch::start(const TraceEvent *init) {
  std::vector<State> all = initialStates(pool_.main());
  std::vector<State> kept;
  for (State &s : all)
    if (!init || stepMatches(nullptr, s, *init))
      kept.push_back(std::move(s));
  if (kept.empty())
    return false;
  if (kept.size() > o_.maxFrontier)
    throw FrontierTooLarge{kept.size()};
  frontier_ = std::move(kept);
  maxFrontier_ = std::max(maxFrontier_, frontier_.size());
  started_ = true;
  return true;
}

std::vector<State> TraceSearch::hiddenClosure() {
  std::vector<State> all = frontier_;
  if (o_.maxHidden <= 0)
    return all;
  std::unordered_set<uint64_t> seen;
  for (const State &s : all)
    seen.insert(explore::fingerprint(s));
  size_t levelBegin = 0;
  for (int k = 0; k < o_.maxHidden; ++k) {
    size_t levelEnd = all.size();
    if (levelBegin == levelEnd)
      break;
    std::vector<std::vector<State>> found(levelEnd - levelBegin);
    size_t grain = levelEnd - levelBegin >= o_.parallelFrom ? 8 : levelEnd - levelBegin;
    pool_.parallelFor(levelEnd - levelBegin, grain, [&](StepWorker &w, size_t i) {
      successors(w, all[levelBegin + i], catalog_.everything(), [&](const State &s, size_t) { found[i].push_back(s); });
    });
    mergeDistinct(found, all, seen);
    if (all.size() > o_.maxFrontier)
      throw FrontierTooLarge{all.size()};
    levelBegin = levelEnd;
  }
  return all;
}

bool TraceSearch::step(const TraceEvent &e) {
  std::vector<size_t> actions = catalog_.select(e.actions, e.args);
  std::vector<State> pre = hiddenClosure();
  std::vector<std::vector<State>> found(pre.size());
  size_t grain = pre.size() >= o_.parallelFrom ? 8 : pre.size();
  pool_.parallelFor(pre.size(), grain, [&](StepWorker &w, size_t i) {
    w.ev.setLevel(1);
    successors(w, pre[i], actions, [&](const State &s, size_t) {
      if (stepMatches(pre[i].data(), s, e))
        found[i].push_back(s);
    });
  });
  std::vector<State> next;
  std::unordered_set<uint64_t> seen;
  mergeDistinct(found, next, seen);
  if (next.size() > o_.maxFrontier)
    throw FrontierTooLarge{next.size()};
  if (next.empty()) {
    lastPre_ = std::move(pre);
    return false;
  }
  frontier_ = std::move(next);
  maxFrontier_ = std::max(maxFrontier_, frontier_.size());
  return true;
}

namespace {

std::vector<std::string> enabledIn(StepWorker &w, const ActionCatalog &catalog, const State &s) {
  std::vector<std::string> out;
  for (const CatalogAction &a : catalog.all()) {
    bool any = false;
    try {
      w.en.actionSuccessors(s.data(), a.action->expr, a.action->env, a.action->inst,
                            [&](const State &, const eval::ActionLabel &) { any = true; });
    } catch (const eval::EvalError &) {
    }
    if (any)
      out.push_back(a.printed);
  }
  return out;
}

// Keeps the steps with the fewest differences from an event.
class ClosestSteps {
public:
  ClosestSteps(Mismatch &out, const TraceEvent &e, size_t max) : out_(out), e_(e), max_(max) {}
  void consider(const State *before, const State &s, const std::string &action) {
    std::vector<Difference> d = stepDifferences(before ? before->data() : nullptr, s, e_);
    if (d.size() > best_ || (d.size() == best_ && out_.closest.size() >= max_))
      return;
    if (d.size() < best_) {
      best_ = d.size();
      out_.closest.clear();
      kept_.clear();
    }
    if (!kept_.insert(explore::fingerprint(s) ^ (before ? explore::fingerprint(*before) * 31 : 0)).second)
      return;
    out_.closest.push_back({action, std::move(d), before ? *before : State{}});
  }

private:
  Mismatch &out_;
  const TraceEvent &e_;
  size_t max_;
  size_t best_ = SIZE_MAX;
  std::unordered_set<uint64_t> kept_;
};

constexpr size_t kMaxExamined = 20000; // candidate states looked at for a report

std::string quotedNames(const std::vector<std::string> &names) {
  std::string out;
  for (const std::string &a : names)
    out += (out.empty() ? "'" : " or '") + a + "'";
  return out;
}

} // namespace

bool someStepMatches(StepWorker &w, const ActionCatalog &catalog, const std::vector<size_t> &actions, const State &pre,
                     const TraceEvent &e) {
  w.ev.reseedRandom(explore::fingerprint(pre));
  for (size_t i : actions) {
    const explore::TlcAction &a = *catalog.all()[i].action;
    bool found = false;
    w.en.actionSuccessors(pre.data(), a.expr, a.env, a.inst, [&](const State &s, const eval::ActionLabel &) {
      found = found || stepMatches(pre.data(), s, e);
    });
    if (found)
      return true;
  }
  return false;
}

Mismatch explainStep(StepWorker &w, const ActionCatalog &catalog, const std::vector<State> &pre, const TraceEvent &e,
                     size_t maxClosest) {
  Mismatch out;
  ClosestSteps closest(out, e, maxClosest);
  std::vector<size_t> actions = catalog.select(e.actions, e.args);
  out.candidateStates = pre.size();
  std::string names = quotedNames(e.actions);
  bool anySuccessor = false;
  for (size_t i = 0; i < pre.size() && i < kMaxExamined && !actions.empty(); ++i)
    try {
      w.ev.reseedRandom(explore::fingerprint(pre[i]));
      for (size_t a : actions) {
        const explore::TlcAction &t = *catalog.all()[a].action;
        w.en.actionSuccessors(pre[i].data(), t.expr, t.env, t.inst, [&](const State &s, const eval::ActionLabel &) {
          anySuccessor = true;
          closest.consider(&pre[i], s, catalog.all()[a].printed);
        });
      }
    } catch (const eval::EvalError &) {
    }
  if (actions.empty()) {
    std::string args;
    for (const auto &[n, v] : e.args)
      args += (args.empty() ? "" : ", ") + n + " = " + val::toString(v);
    out.reason = "no action named " + names + " has the arguments " + args;
  } else if (anySuccessor) {
    out.reason = "no step by " + names + " agrees with the logged values";
  } else {
    out.reason = names + " is not enabled in any of the " + std::to_string(pre.size()) +
                 " state(s) the trace can be in here";
  }
  const State *where = !out.closest.empty() ? &out.closest.front().before : !pre.empty() ? &pre.front() : nullptr;
  if (where)
    out.enabled = enabledIn(w, catalog, *where);
  return out;
}

Mismatch TraceSearch::explain(const TraceEvent &e) {
  StepWorker &w = pool_.main();
  if (started_)
    return explainStep(w, catalog_, lastPre_, e, o_.maxClosest);
  Mismatch out;
  std::vector<State> init = initialStates(w);
  out.candidateStates = init.size();
  out.reason = init.empty() ? "the model has no initial state"
                            : "no initial state of the model agrees with the trace's initial values";
  ClosestSteps closest(out, e, o_.maxClosest);
  for (size_t i = 0; i < init.size() && i < kMaxExamined; ++i)
    closest.consider(nullptr, init[i], "");
  return out;
}

} // namespace tlacore::tracecheck
