// ParallelInit (init_states.h): Init's branchings as oneTBB tasks, their
// states checked where they are generated, put back in enumeration order.
#include "init_states.h"

#include <deque>

#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_group.h>

#include "eval/memory_reserve.h"
#include "eval/nested_expressions.h"
#include "model/expr_levels.h"
#include "value/interrupt.h"

namespace tlacore::explore {

using val::Value;

namespace {

// Splits nest at most this deep; below the first, only while the workers
// have few tasks waiting.
constexpr int kMaxSplitDepth = 4;
// A split hands its branches out in batches of 1, 2, 4, ... up to this many.
constexpr size_t kMaxBatch = 256;

bool pureFormula(const model::NamedFormula &f, const model::SpecModel &m) {
  return !f.expr || model::isPureExpr(f.expr, m);
}

} // namespace

// What one task generated, in enumeration order: runs of states and the
// splits it made (each its chunks in order), then what ended it, if anything.
struct ParallelInit::Chunk {
  struct Piece { // deques: they grow without copying, and shrink as they are taken
    std::deque<std::vector<Value>> states;
    std::deque<InitCheck> checks;
    std::vector<std::unique_ptr<Chunk>> split; // a split (states and checks empty)
    bool isSplit = false;
  };
  explicit Chunk(int d) : depth(d) {}
  int depth;
  uint32_t slot = 0; // the arena slot of the thread generating into it
  // What it runs (a split's chunk): branches [begin, end) of `branches`.
  std::shared_ptr<const eval::InitSplit::Branches> branches;
  size_t begin = 0, end = 0;
  std::deque<Piece> pieces;
  std::exception_ptr failure;
  bool failed = false; // failure, or one inside a split of it (which comes first in order)

  // Adds state `s`: its check, to be filled.
  InitCheck &add(const std::vector<Value> &s) {
    if (pieces.empty() || pieces.back().isSplit)
      pieces.emplace_back();
    pieces.back().states.push_back(s);
    InitCheck &c = pieces.back().checks.emplace_back();
    c.slot = slot;
    return c;
  }
};

namespace {
// The chunk the calling thread is generating into (tasks nest on a thread
// only as a stack: a thread waiting for a split runs other tasks meanwhile).
thread_local ParallelInit::Chunk *currentChunk = nullptr;

struct ChunkScope {
  explicit ChunkScope(ParallelInit::Chunk *c) : saved(currentChunk) { currentChunk = c; }
  ~ChunkScope() { currentChunk = saved; }
  ParallelInit::Chunk *saved;
};
} // namespace

// One branching split into tasks. Branches are batched as they come; a
// batch runs as a task, or on this thread when enough tasks are waiting.
class ParallelInit::Split final : public eval::InitSplit {
public:
  Split(ParallelInit &owner, eval::Enumerator &from, Chunk &parent)
      : owner_(owner), from_(from), parent_(parent), piece_(parent.pieces.size()) {
    parent.pieces.emplace_back();
    parent.pieces.back().isSplit = true;
  }
  ~Split() noexcept override {
    if (!finished_) { // an exception on the splitting thread: the tasks read its frames
      cancelled_.store(true);
      group_.wait();
    }
  }

  void add(std::shared_ptr<const Branches> branches, size_t count) override {
    for (size_t b = 0; b < count;) {
      size_t e = std::min(count, b + batchSize_);
      batchSize_ = std::min(kMaxBatch, batchSize_ * 2);
      dispatch(branches, b, e);
      b = e;
    }
  }

  void finish() override {
    group_.wait();
    finished_ = true;
    for (auto &c : parent_.pieces[piece_].split)
      if (c->failed) {
        // The enumeration stops here, as on one thread: the rest of the
        // splitting chunk comes after the failure.
        parent_.failed = true;
        throw Stop{};
      }
  }

  // Thrown out of the splitting chunk after a failure inside the split.
  struct Stop {};

private:
  void dispatch(const std::shared_ptr<const Branches> &branches, size_t begin, size_t end) {
    auto &chunks = parent_.pieces[piece_].split;
    chunks.push_back(std::make_unique<Chunk>(parent_.depth + 1));
    Chunk *c = chunks.back().get();
    c->branches = branches;
    c->begin = begin;
    c->end = end;
    if (owner_.pending_.load(std::memory_order_relaxed) >= 4 * owner_.workers_.size()) {
      owner_.runChunk(*c, from_, cancelled_);
      return;
    }
    owner_.pending_.fetch_add(1, std::memory_order_relaxed);
    group_.run([this, c] {
      owner_.pending_.fetch_sub(1, std::memory_order_relaxed);
      owner_.runChunk(*c, from_, cancelled_);
    });
  }

  ParallelInit &owner_;
  eval::Enumerator &from_;
  Chunk &parent_;
  size_t piece_;
  size_t batchSize_ = 1;
  oneapi::tbb::task_group group_;
  std::atomic<bool> cancelled_{false};
  bool finished_ = false;
};

bool initialChecksArePure(const model::SpecModel &m) {
  for (const auto &f : m.invariants)
    if (!pureFormula(f, m))
      return false;
  for (const auto &f : m.constraints)
    if (!pureFormula(f, m))
      return false;
  for (const auto &e : m.impliedInits)
    if (e.bound || !model::isPureExpr(e.expr, m))
      return false;
  for (const auto &e : m.impliedInvariants)
    if (e.bound || !model::isPureExpr(e.expr, m))
      return false;
  return (!m.view || pureFormula(*m.view, m)) && (!m.symmetry || pureFormula(*m.symmetry, m));
}

ParallelInit::ParallelInit(const model::SpecModel &m, const std::vector<std::unique_ptr<Worker>> &workers,
                           WorkerPool &pool, FingerprintSet &seen, const std::atomic<bool> *haltFlag,
                           std::function<bool()> halted)
    : model_(m), workers_(workers), pool_(pool), seen_(seen), haltFlag_(haltFlag), halted_(std::move(halted)) {}

ParallelInit::~ParallelInit() = default;

bool ParallelInit::applies(const model::SpecModel &m, size_t workers, bool counting) {
  if (workers < 2 || counting)
    return false;
  for (const auto &part : m.init)
    if (part.bound || !model::isPureExpr(part.expr, m))
      return false;
  return initialChecksArePure(m);
}

Worker &ParallelInit::workerHere() {
  size_t slot = WorkerPool::currentSlot();
  // The calling thread is worker 0 whatever its slot: the two swap.
  if (slot == rootSlot_)
    slot = 0;
  else if (slot == 0)
    slot = rootSlot_;
  return *workers_[slot];
}

std::unique_ptr<eval::InitSplit> ParallelInit::split(eval::Enumerator &from) {
  Chunk *parent = currentChunk;
  if (!parent || parent->depth >= kMaxSplitDepth)
    return nullptr;
  if (parent->depth > 0 && pending_.load(std::memory_order_relaxed) >= 2 * workers_.size())
    return nullptr;
  if (!splitting_.exchange(true))
    // From now on the workers' evaluators are busy with the split's tasks:
    // worker 0's may no longer borrow them for a set filter.
    workers_[0]->evaluator().setParallelFor(nullptr);
  return std::make_unique<Split>(*this, from, *parent);
}

void ParallelInit::runChunk(Chunk &chunk, const eval::Enumerator &from, const std::atomic<bool> &cancelled) {
  Worker &w = workerHere();
  eval::Evaluator &ev = w.evaluator();
  const eval::Evaluator::StateContext saved = ev.stateContext();
  chunk.slot = static_cast<uint32_t>(WorkerPool::currentSlot());
  ChunkScope scope(&chunk);
  val::InterruptScope interruptible(haltFlag_);
  try {
    eval::Enumerator en(ev, model_.variables.size());
    // Each state checked as it comes (the enumeration's context kept).
    eval::Enumerator::Sink sink = [&](const std::vector<Value> &s, const eval::ActionLabel &) {
      if (halted_())
        throw val::Interrupted{};
      InitCheck &c = chunk.add(s);
      const eval::Evaluator::StateContext enumerating = ev.stateContext();
      checkState(w, s, c);
      ev.setStateContext(enumerating);
    };
    en.continueFrom(from, sink);
    for (size_t i = chunk.begin; i < chunk.end && !cancelled.load(std::memory_order_relaxed); ++i)
      (*chunk.branches)(en, i);
  } catch (const Split::Stop &) {
  } catch (...) {
    chunk.failure = std::current_exception();
    chunk.failed = true;
  }
  chunk.branches.reset(); // the last chunk of a block frees its values
  ev.setStateContext(saved);
}

namespace {
// TLC checks an initial state inside Init's enumeration (DoInitFunctor runs
// inside getInitStates): Init's open frames are the error's outer ones. A
// state checked here was met by a part of Init split off to a worker (whose
// frames stop where Init was split) or after Init's enumeration (no frames
// open), and which worker met it is a matter of timing: the error keeps only
// its own frames, and the caller adds Init's from a serial pass over Init
// (addInitFrames), the same for any number of workers.
std::shared_ptr<const eval::EvalError> withoutInitFrames(const eval::EvalError &e) {
  auto kept = std::make_shared<eval::EvalError>(e);
  kept->nestedComplete = false;
  return kept;
}
} // namespace

void checkInitialState(Worker &w, FingerprintSet &seen, const std::vector<Value> &s, InitCheck &c) {
  if (incompleteState(s)) // TLC's isGoodState: the caller stops there, nothing else is checked
    return;
  InitialStateLevel one(w.evaluator()); // TLCGet("level"): the state's, 1
  try {
    if (!w.checks().satisfiesConstraints(s))
      return;
    c.inModel = true;
    c.fp = w.fp(s);
    c.concrete = fingerprint(s);
    c.fresh = seen.insert(c.fp);
    if (c.fresh) {
      c.checked = true;
      try {
        c.bad = w.checks().violatedInvariant(s);
        if (!c.bad)
          c.bad = w.checks().violatedImpliedInit(s);
      } catch (const eval::EvalError &e) {
        c.invariantError = withoutInitFrames(e);
      }
    }
  } catch (const eval::EvalError &e) {
    c.error = withoutInitFrames(e);
  }
}

void addInitFrames(eval::EvalError &err, Worker &w, const model::SpecModel &m, const std::vector<Value> &state) {
  if (err.nestedComplete)
    return;
  struct Found {};
  uint64_t target = 0;
  try {
    target = fingerprint(state);
  } catch (const eval::EvalError &) {
    return; // a state that cannot be fingerprinted (its error is the one reported) is not looked for
  }
  eval::Evaluator &ev = w.evaluator();
  try {
    w.enumerator().initialStates(
        m.init,
        [&](const std::vector<Value> &t, const eval::ActionLabel &) {
          if (fingerprint(t) == target) {
            eval::noteRunFrames(err, ev.runFrames());
            throw Found{};
          }
        },
        nullptr);
  } catch (const Found &) {
  } catch (const eval::EvalError &) {
    // Not met again: the error keeps the frames it has.
  }
  err.nestedComplete = true;
}

void ParallelInit::checkState(Worker &w, const std::vector<Value> &s, InitCheck &c) {
  try {
    checkInitialState(w, seen_, s, c);
  } catch (const val::Interrupted &) {
    // Halted: the caller stops before this state.
  } catch (const std::bad_alloc &) {
    eval::noteMemoryExhausted();
  }
}

namespace {
// The states of `chunk` in order into `inits`/`checks` (null: only counted
// into `count`), each piece freed once taken; the failure that ends it in
// that order, if any.
std::exception_ptr flatten(ParallelInit::Chunk &chunk, std::vector<std::vector<Value>> *inits,
                           std::vector<InitCheck> *checks, uint64_t &count) {
  for (auto &piece : chunk.pieces) {
    if (piece.isSplit) {
      for (auto &c : piece.split)
        if (std::exception_ptr f = flatten(*c, inits, checks, count))
          return f;
      std::vector<std::unique_ptr<ParallelInit::Chunk>>().swap(piece.split);
      continue;
    }
    count += piece.states.size();
    if (!inits) {
      piece.states.clear();
      piece.checks.clear();
    }
    for (; !piece.states.empty(); piece.states.pop_front(), piece.checks.pop_front()) {
      inits->push_back(std::move(piece.states.front()));
      checks->push_back(std::move(piece.checks.front()));
    }
  }
  return chunk.failure;
}

// The first failure in order, and the states before it.
std::exception_ptr firstFailure(const ParallelInit::Chunk &chunk, uint64_t &before) {
  for (const auto &piece : chunk.pieces) {
    if (!piece.isSplit) {
      before += piece.states.size();
      continue;
    }
    for (const auto &c : piece.split)
      if (std::exception_ptr f = firstFailure(*c, before))
        return f;
  }
  return chunk.failure;
}

} // namespace

bool ParallelInit::isHalt(const std::exception_ptr &f) {
  if (!f)
    return false;
  try {
    std::rethrow_exception(f);
  } catch (const val::Interrupted &) {
    return true;
  } catch (...) {
  }
  return false;
}

std::exception_ptr ParallelInit::run(std::vector<std::vector<Value>> &inits, std::vector<InitCheck> &checks) {
  std::exception_ptr failure = enumerate();
  if (failure && isHalt(failure))
    return failure;
  return takeAll(inits, checks);
}

std::exception_ptr ParallelInit::enumerate() {
  root_ = std::make_unique<Chunk>(0);
  Chunk &root = *root_;
  pool_.execute([&] {
    rootSlot_ = WorkerPool::currentSlot();
    root.slot = static_cast<uint32_t>(rootSlot_);
    Worker &w = *workers_[0];
    {
      ChunkScope scope(&root);
      val::InterruptScope interruptible(haltFlag_);
      w.enumerator().setInitSplitter(this);
      try {
        w.enumerator().initialStates(model_.init, [&](const std::vector<Value> &s, const eval::ActionLabel &) {
          if (halted_())
            throw val::Interrupted{};
          root.add(s);
        });
      } catch (const Split::Stop &) {
      } catch (...) {
        root.failure = std::current_exception();
      }
      w.enumerator().setInitSplitter(nullptr);
    }
    // The states generated outside any split, checked on all workers.
    std::vector<std::pair<const std::vector<Value> *, InitCheck *>> left;
    for (auto &piece : root.pieces)
      if (!piece.isSplit) {
        for (size_t i = 0; i < piece.states.size(); ++i)
          left.emplace_back(&piece.states[i], &piece.checks[i]);
      }
    oneapi::tbb::parallel_for(oneapi::tbb::blocked_range<size_t>(0, left.size(), 256),
                              [&](const oneapi::tbb::blocked_range<size_t> &r) {
                                Worker &here = workerHere();
                                val::InterruptScope interruptible(haltFlag_);
                                for (size_t i = r.begin(); i < r.end(); ++i)
                                  checkState(here, *left[i].first, *left[i].second);
                              });
  });
  // The states before the first failure in order (all of them if none).
  uint64_t before = 0;
  std::exception_ptr failure = firstFailure(root, before);
  generated_ = before;
  return failure;
}

std::exception_ptr ParallelInit::takeAll(std::vector<std::vector<Value>> &inits, std::vector<InitCheck> &checks) {
  std::unique_ptr<Chunk> root = std::move(root_);
  // `generated_` counts them all: room for them at once, not by doubling.
  inits.reserve(inits.size() + generated_);
  checks.reserve(checks.size() + generated_);
  generated_ = 0;
  return flatten(*root, &inits, &checks, generated_);
}

namespace {
void collectRuns(ParallelInit::Chunk &chunk, std::vector<ParallelInit::Run> &out) {
  for (auto &piece : chunk.pieces) {
    if (!piece.isSplit) {
      if (!piece.states.empty())
        out.push_back({&piece.states, &piece.checks});
      continue;
    }
    for (auto &c : piece.split)
      collectRuns(*c, out);
  }
}
} // namespace

std::vector<ParallelInit::Run> ParallelInit::runs() {
  std::vector<Run> out;
  if (root_)
    collectRuns(*root_, out);
  return out;
}

} // namespace tlacore::explore
