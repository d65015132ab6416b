// TLC's depth-first iterative deepening, state by state as DFIDWorker does.
//
// Differences from TLC, all in what is explored first, not in what is
// checked: TLC's worker picks the initial state and the successor to
// descend into at random (a fresh random seed each run, so its counts vary
// between runs); here the first eligible one in enumeration order is taken,
// which makes runs repeatable. TLC refuses more than one worker; so does
// `tlacore tlc`.
#include "value/interrupt.h"
#include "dfid.h"
#include "fp_int_set_distance.h"

#include <chrono>
#include <memory>
#include <unordered_map>

#include "state_checks.h"
#include "state_fingerprint.h"
#include "fingerprint_failure.h"
#include "step_pick.h"
#include "tlc_actions.h"
#include "eval/search_context.h"

namespace tlacore::explore {

using val::Value;

namespace {

// TLC's FPIntSet status: (iteration << 2) | leveled bit | done bit.
constexpr uint32_t kNew = 0;
constexpr uint32_t kDone = 1;
constexpr uint32_t kLeveledMask = 2;

class Dfid {
public:
  Dfid(const model::SpecModel &m, const DfidOptions &o)
      : model_(m), opts_(o), ev_(m), en_(ev_, m.variables.size()), checks_(m, ev_) {
    eval::installEnabledHook(ev_, m.variables.size());
    ev_.setIo(o.io);
    en_.setNextShortcut(o.warnings);
    en_.setIncompleteSuccessors(true); // doNext's isGoodState (below)
    ev_.setStatsProbe(&counters_);
  }

  // The search; a budget or stop token halts it between states and, through
  // the halt flag the loops building large values poll (value/interrupt.h),
  // inside one huge value too.
  DfidResult run() {
    val::InterruptScope interruptible(opts_.control ? &opts_.control->halt : nullptr);
    try {
      return search();
    } catch (const val::Interrupted &) {
      out_.result.outcome = Outcome::Stopped;
      out_.result.distinct = statuses_.size();
      return out_;
    }
  }

private:
  DfidResult search() {
    if (!checkAssumptions() || model_.constantOnly || !initial()) {
      out_.result.distinct = statuses_.size();
      return out_;
    }
    if (opts_.onInitDone)
      opts_.onInitDone(out_.result.generated, initStates_.size());
    bool terminated = false;
    for (int64_t level = 2; level <= opts_.maxLevel; ++level) {
      if (terminated) {
        out_.complete = out_.result.outcome == Outcome::Success;
        break;
      }
      if (opts_.onLevelStart)
        opts_.onLevelStart(level, out_.result.generated, statuses_.size());
      // FPIntSet.incLevel
      ++iteration_;
      leveled_ = 2 - leveled_;
      bool error = false;
      bool more = iterate(level, error);
      if (error || halted_)
        break;
      terminated = !more;
    }
    out_.result.distinct = statuses_.size();
    if (out_.complete)
      out_.fpDistance = memFpIntSetDistance(tlcFps_);
    return out_;
  }

  bool completed(uint32_t st) const { return (st & kLeveledMask) == leveled_ || (st & kDone) == kDone; }
  bool isLeafStatus(uint32_t st) const { return st == kNew || (st >> 2) == iteration_; }
  uint32_t status(uint64_t fp) const {
    auto it = statuses_.find(fp);
    return it == statuses_.end() ? kNew : it->second;
  }
  // FPIntSet.setStatus: the old status (kNew when fp was not there).
  uint32_t setStatus(uint64_t fp, uint32_t st) {
    auto [it, inserted] = statuses_.try_emplace(fp, (iteration_ << 2) | leveled_ | st);
    if (inserted)
      return kNew;
    uint32_t old = it->second;
    it->second = old | st;
    return old;
  }
  void setLeveled(uint64_t fp) {
    uint32_t &st = statuses_[fp];
    st = (st & ~kLeveledMask) | leveled_;
  }

  // The TLC fingerprint of a new state (at `level`, where a VIEW reads
  // TLCGet("level")): what TLC's MemFPIntSet holds, for the success line.
  void noteTlcFp(const std::vector<Value> &s, int64_t level) {
    ev_.setLevel(level);
    if (std::optional<uint64_t> f = fingerprinter_.tlcFingerprint(s, model_.printOrder, opts_.fpIndex))
      tlcFps_.push_back(*f);
    ev_.setLevel(level == 1 ? 1 : level - 1);
  }

  // TLC's DFIDWorker fingerprints states with TLCStateMut.fingerPrint:
  // VIEW and SYMMETRY apply as in BFS.
  uint64_t fp(const std::vector<Value> &s) { return fingerprinter_.fp(s); }

  bool checkAssumptions() {
    // SpecProcessor.processConstantDefns first: the constant definitions
    // that print, draw or set registers, used or not (their errors swallowed).
    if (opts_.startup) // the run evaluated them (and the split of Next drew after them)
      ev_.takeUp(*opts_.startup);
    else
      ev_.evalStartupConstants();
    for (const ast::AssumeUnit *a : model_.assumptions) {
      try {
        ev_.setState(nullptr);
        ev_.setNext(nullptr, nullptr);
        if (!ev_.evalBool(a->body, nullptr, nullptr)) {
          out_.result.outcome = Outcome::AssumptionFalse;
          out_.result.propertyRange = a->body->range;
          return false;
        }
      } catch (const eval::EvalError &e) {
        out_.result.outcome = Outcome::EvalErrorInit;
        out_.result.error = e;
        out_.result.errorInAssumption = true;
        out_.result.propertyRange = a->body->range;
        return false;
      }
    }
    return true;
  }

  // DFIDModelChecker.doInit.
  bool initial() {
    std::vector<std::vector<Value>> inits;
    // TLCGet("level"): 0 in the initial predicate (TLCGetSet: EvalControl.Init),
    // an initial state's own level (1) in its checks.
    ev_.setLevel(0);
    // An initial state Init leaves incomplete is collected as it is (null
    // values), for doInit's isGoodState below.
    en_.setIncompleteInitialStates(true);
    try {
      en_.initialStates(model_.init, [&](const std::vector<Value> &s, const eval::ActionLabel &) { inits.push_back(s); });
    } catch (const eval::EvalError &e) {
      en_.setIncompleteInitialStates(false);
      out_.result.outcome = Outcome::EvalErrorInit;
      out_.result.error = e;
      return false;
    }
    en_.setIncompleteInitialStates(false);
    ev_.setLevel(1);
    out_.result.generated = inits.size();
    for (auto &s : inits) {
      // DFIDModelChecker.doInit: isGoodState first, in the order the states
      // were generated (EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_INITIAL).
      if (incompleteState(s)) {
        out_.result.outcome = Outcome::InitialStateIncomplete;
        out_.result.trace.push_back(TraceStep{s, {}});
        out_.result.initDistinct = initStates_.size();
        return false;
      }
      try {
        uint32_t st = kNew;
        if (checks_.satisfiesConstraints(s)) {
          uint64_t f = fp(s);
          st = setStatus(f, kNew);
          if (st == kNew) {
            noteTlcFp(s, 1);
            initStates_.push_back(s);
            initFps_.push_back(f);
            if (opts_.states)
              opts_.states->initialState(s, f);
          }
        }
        if (st != kNew)
          continue;
        if (opts_.continueOnViolation) // each violated invariant printed, then the implied inits
          for (const std::string *name : checks_.violatedInvariants(s))
            continued(Outcome::InitInvariantViolated, *name, {TraceStep{s, {}}});
        const std::string *bad = opts_.continueOnViolation ? nullptr : checks_.violatedInvariant(s);
        if (!bad)
          bad = checks_.violatedImpliedInit(s);
        if (bad) {
          out_.result.outcome = Outcome::InitInvariantViolated;
          out_.result.property = *bad;
          out_.result.trace.push_back(TraceStep{s, {}});
          out_.result.initDistinct = initStates_.size();
          return false;
        }
      } catch (const eval::EvalError &e) {
        out_.result.outcome = Outcome::EvalErrorInit;
        out_.result.error = e;
        out_.result.trace.push_back(TraceStep{s, {}});
        return false;
      }
    }
    out_.result.initDistinct = initStates_.size();
    out_.result.depth = initStates_.empty() ? 0 : 1;
    return true;
  }

  struct Frame {
    std::vector<Value> state;
    eval::ActionLabel label;
    uint64_t fp = 0;
    std::vector<std::pair<std::vector<Value>, eval::ActionLabel>> succs; // not completed at this level
    std::vector<uint64_t> succFps;
    bool filled = false; // set in this iteration (TLC's stack entry is not null)
  };

  void fail(Outcome o, std::string property, eval::EvalError e, size_t depth, const std::vector<Value> *succ,
            const eval::ActionLabel *label) {
    out_.result.outcome = o;
    out_.result.property = std::move(property);
    out_.result.error = std::move(e);
    bool complete = true;
    out_.result.trace = pathPrefix(depth, o == Outcome::InvariantViolated, complete);
    if (succ && complete)
      out_.result.trace.push_back(TraceStep{*succ, label ? *label : eval::ActionLabel{}});
  }

  // The states DFIDWorker prints for a fault at stack_[depth] (then the
  // successor, if any). Below an initial state curLevel_ is depth and both
  // give the path. For an initial state curLevel_ is the level the previous
  // search of this iteration ended at, and TLC prints what its stack still
  // holds: printErrorTrace the first curLevel_ entries, then the state at
  // fault; printInvariantTrace (invariant: true) entries 0..curLevel_. An
  // entry this iteration never filled is null in TLC, whose printing then
  // fails: the behaviour ends there (`complete` false).
  std::vector<TraceStep> pathPrefix(size_t depth, bool invariant, bool &complete) const {
    std::vector<TraceStep> path;
    complete = true;
    const size_t entries = invariant ? curLevel_ + 1 : curLevel_;
    for (size_t i = 0; i < entries; ++i) {
      if (i >= stack_.size() || !stack_[i].filled) {
        complete = false;
        return path;
      }
      path.push_back(TraceStep{stack_[i].state, stack_[i].label});
    }
    if (!invariant)
      path.push_back(TraceStep{stack_[depth].state, stack_[depth].label});
    return path;
  }

  // The behaviour printed for successor `s` of stack_[depth].
  std::vector<TraceStep> pathTo(size_t depth, const std::vector<Value> &s, const eval::ActionLabel &label,
                                bool invariant) const {
    bool complete = true;
    std::vector<TraceStep> path = pathPrefix(depth, invariant, complete);
    if (complete)
      path.push_back(TraceStep{s, label});
    return path;
  }

  // -continue: a violation handed on as it is found.
  void continued(Outcome o, const std::string &property, std::vector<TraceStep> trace) {
    if (opts_.onViolation)
      opts_.onViolation(ContinuedViolation{o, property, std::move(trace)});
  }

  // DFIDModelChecker.doNext on stack_[depth]: false when it finds an error.
  // `nonLeaf` is TLC's allSuccNonLeaf.
  bool doNext(size_t depth, bool isLeaf, bool &nonLeaf) {
    Frame &f = stack_[depth];
    std::vector<std::pair<std::vector<Value>, eval::ActionLabel>> succs;
    ev_.setLevel(static_cast<int64_t>(depth) + 1);
    // TLCExt!Trace: the path from the initial state down to this one.
    eval::ScopedTraceHook traceHook([this, depth](std::vector<eval::TraceState> &out) {
      for (size_t i = 0; i <= depth; ++i)
        out.push_back({stack_[i].state.data(), Value()});
    });
    bool allDone = true;
    nonLeaf = true;
    bool deadlocked = true;
    // One action at a time (DfidOptions::actions): its successors generated,
    // counted, then checked; an error generating them ends the search with
    // the earlier actions' successors counted and checked, none of its own.
    const size_t actionCount = opts_.actions ? opts_.actions->next().size() : 1;
    for (size_t ai = 0; ai < actionCount; ++ai) {
      succs.clear();
      try {
        if (opts_.actions) {
          const TlcAction &a = opts_.actions->next()[ai];
          eval::ActionLabel label{a.name, a.location};
          en_.actionSuccessors(f.state.data(), a.expr, a.env, a.inst,
                               [&](const std::vector<Value> &s, const eval::ActionLabel &) { succs.emplace_back(s, label); });
        } else {
          en_.successors(f.state.data(), model_.next, model_.nextSymbol,
                         [&](const std::vector<Value> &s, const eval::ActionLabel &l) { succs.emplace_back(s, l); });
        }
      } catch (const eval::EvalError &e) {
        fail(Outcome::EvalErrorNext, {}, e, depth, nullptr, nullptr);
        return false;
      }
      ev_.setLevel(static_cast<int64_t>(depth) + 1);
      out_.result.generated += succs.size();
      out_.result.depth = std::max<int64_t>(out_.result.depth, static_cast<int64_t>(depth) + 1);
      deadlocked = deadlocked && succs.empty();
      for (auto &[s, label] : succs) {
        // DFIDModelChecker.doNext: isGoodState, the first check of each
        // successor, after the action's successors were all counted:
        // EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_NEXT with the trace to it
        // (printErrorTrace), the successor's unassigned variables null.
        if (incompleteState(s)) {
          fail(Outcome::SuccessorIncomplete, {}, {}, depth, &s, &label);
          return false;
        }
        // What DFIDModelChecker.doNext was evaluating when an error came:
        // the constraints sit in its outer try (EC.GENERAL, as Next), the
        // invariants and the implied actions each in an inner one.
        enum class Phase { Constraints, Invariants, ActionProperties } phase = Phase::Constraints;
        try {
          uint32_t st = kNew;
          SearchStepPick pick(eval::StepPick::Checker::Dfid, ev_, f.state.data(), s, static_cast<int64_t>(depth) + 1);
          // TLCGet("level"): a state formula is evaluated in the successor (its
          // level, one deeper), a step's in the current state.
          ev_.setLevel(static_cast<int64_t>(depth) + 2);
          bool inModel = checks_.satisfiesConstraints(s);
          ev_.setLevel(static_cast<int64_t>(depth) + 1);
          if (inModel && checks_.satisfiesActionConstraints(f.state.data(), s, &pick)) {
            // The VIEW in the successor: TLCGet("level") one deeper, as its constraints.
            ev_.setLevel(static_cast<int64_t>(depth) + 2);
            uint64_t sfp = fp(s);
            ev_.setLevel(static_cast<int64_t>(depth) + 1);
            st = setStatus(sfp, kNew);
            if (st == kNew)
              noteTlcFp(s, static_cast<int64_t>(depth) + 2);
            if (opts_.states && (st == kNew || opts_.states->wantsAllSteps()))
              opts_.states->step(f.state, f.fp, s, sfp, label, st == kNew);
            allDone = allDone && (st & kDone) == kDone;
            nonLeaf = nonLeaf && !isLeafStatus(st);
            if (!completed(st)) {
              f.succs.emplace_back(s, label);
              f.succFps.push_back(sfp);
            }
          }
          if (st == kNew) {
            phase = Phase::Invariants;
            ev_.setLevel(static_cast<int64_t>(depth) + 2);
            const std::string *bad = checks_.violatedInvariant(s);
            ev_.setLevel(static_cast<int64_t>(depth) + 1);
            if (bad) {
              if (opts_.continueOnViolation) { // printed; the step's action properties are not checked
                continued(Outcome::InvariantViolated, *bad, pathTo(depth, s, label, true));
                continue;
              }
              fail(Outcome::InvariantViolated, *bad, {}, depth, &s, &label);
              return false;
            }
          }
          phase = Phase::ActionProperties;
          if (const std::string *bad = checks_.violatedActionProperty(f.state.data(), s)) {
            if (opts_.continueOnViolation) {
              continued(Outcome::ActionPropertyViolated, *bad, pathTo(depth, s, label, false));
              continue;
            }
            fail(Outcome::ActionPropertyViolated, *bad, {}, depth, &s, &label);
            return false;
          }
        } catch (const eval::EvalError &e) {
          ev_.setLevel(static_cast<int64_t>(depth) + 1);
          eval::EvalError err = e;
          // A successor TLC cannot fingerprint: the step generated again to
          // find its values' sources, as the breadth-first search does.
          addFingerprintTrace(err, ev_, model_, [&](const auto &each) {
            en_.successors(f.state.data(), model_.next, model_.nextSymbol,
                           [&](const std::vector<Value> &t, const eval::ActionLabel &) {
                             if (!incompleteState(t))
                               each(t);
                           });
          });
          if (phase == Phase::Constraints && !err.fingerprint) { // the outer catch: reported as an error computing successors
            fail(Outcome::EvalErrorNext, {}, std::move(err), depth, &s, &label);
            return false;
          }
          if (phase == Phase::ActionProperties && checks_.failedActionProperty()) {
            out_.result.errorInActionProperty = true;
            fail(Outcome::EvalErrorInvariant, *checks_.failedActionProperty(), std::move(err), depth, &s, &label);
            return false;
          }
          fail(Outcome::EvalErrorInvariant, {}, std::move(err), depth, &s, &label);
          return false;
        }
      }
    }
    if (deadlocked && opts_.checkDeadlock) {
      fail(Outcome::Deadlock, {}, {}, depth, nullptr, nullptr);
      return false;
    }
    if (allDone || (isLeaf && nonLeaf))
      setStatus(f.fp, kDone);
    return true;
  }

  // DFIDWorker.getNext: the index of a successor to descend into, or -1.
  int64_t nextChild(size_t depth) {
    Frame &f = stack_[depth];
    while (!f.succFps.empty()) {
      uint32_t st = status(f.succFps.front());
      if (!completed(st) && depth + 1 < (st >> 2))
        return 0;
      f.succs.erase(f.succs.begin());
      f.succFps.erase(f.succFps.begin());
    }
    return -1;
  }

  void periodic() {
    if (opts_.control) {
      if (opts_.control->halted()) {
        out_.result.outcome = Outcome::Stopped;
        halted_ = true;
        return;
      }
      uint64_t seen = opts_.control->states.load(std::memory_order_relaxed);
      if (statuses_.size() > seen)
        opts_.control->addStates(statuses_.size() - seen);
    }
    if (++calls_ % 256 != 0 || !opts_.onProgress)
      return;
    auto now = std::chrono::steady_clock::now();
    double due = progressShown_ || opts_.progressFirstSeconds < 0 ? opts_.progressSeconds : opts_.progressFirstSeconds;
    if (opts_.onProgress && now - lastProgress_ >= std::chrono::duration<double>(due)) {
      lastProgress_ = now;
      progressShown_ = true;
      ProgressInfo p;
      p.depth = out_.result.depth;
      p.generated = out_.result.generated;
      p.distinct = statuses_.size();
      opts_.onProgress(p);
    }
  }

  // One iteration to depth `toLevel` (DFIDWorker.run); returns TLC's
  // moreLevel: whether some state at the frontier was new.
  bool iterate(int64_t toLevel, bool &error) {
    bool more = false;
    std::vector<std::vector<Value>> inits = initStates_;
    std::vector<uint64_t> initFps = initFps_;
    stack_.assign(static_cast<size_t>(std::max<int64_t>(toLevel, 1)), Frame{});
    curLevel_ = 0; // a new DFIDWorker per iteration
    while (true) {
      // getInit: the first initial state not completed at this level.
      while (!initFps.empty() && completed(status(initFps.front()))) {
        inits.erase(inits.begin());
        initFps.erase(initFps.begin());
      }
      if (initFps.empty())
        return more;
      size_t cur = 0;
      stack_[0] = Frame{inits.front(), {}, initFps.front(), {}, {}, true};
      bool isLeaf = toLevel < 2;
      bool nonLeaf = true;
      if (!doNext(0, isLeaf, nonLeaf)) {
        error = true;
        return more;
      }
      more = more || !nonLeaf;
      curLevel_ = 1;
      size_t &curLevel = curLevel_;
      while (!isLeaf) {
        periodic();
        if (halted_)
          return more;
        int64_t index = nextChild(curLevel - 1);
        if (index < 0) {
          setLeveled(stack_[curLevel - 1].fp);
          if (curLevel == 1)
            break;
          --curLevel;
          continue;
        }
        Frame &parent = stack_[curLevel - 1];
        Frame &child = stack_[curLevel];
        child.state = parent.succs.front().first;
        child.label = parent.succs.front().second;
        child.fp = parent.succFps.front();
        child.succs.clear();
        child.succFps.clear();
        child.filled = true;
        isLeaf = static_cast<int64_t>(curLevel) >= toLevel - 1;
        cur = curLevel;
        if (!doNext(cur, isLeaf, nonLeaf)) {
          error = true;
          return more;
        }
        more = more || !nonLeaf;
        ++curLevel;
      }
    }
  }

  const model::SpecModel &model_;
  DfidOptions opts_;
  eval::Evaluator ev_;
  eval::Enumerator en_;
  StateChecks checks_;
  StateFingerprinter fingerprinter_{model_, ev_};
  // TLCGet("stats") and its counters: TLC's DFIDModelChecker keeps its
  // counts to itself and does not override AbstractChecker's
  // getStatesGenerated, getDistinctStatesGenerated, getStateQueueSize and
  // getProgress, which answer -1 throughout the run ("duration" is live).
  struct Unreported final : eval::Evaluator::StatsProbe {
    eval::Evaluator::RunStats read() const override { return unreportedDfidCounts(); }
  } counters_;
  DfidResult out_;
  std::unordered_map<uint64_t, uint32_t> statuses_;
  uint32_t iteration_ = 1; // FPIntSet.Level
  uint32_t leveled_ = 0;   // FPIntSet.Leveled
  std::vector<uint64_t> tlcFps_; // TLC's fingerprints of the distinct states
  std::vector<std::vector<Value>> initStates_;
  std::vector<uint64_t> initFps_;
  std::vector<Frame> stack_;
  // DFIDWorker.curLevel, a field: while an initial state's successors are
  // generated it still holds the level the previous initial state's search
  // ended at (0 for the iteration's first), and DFIDWorker.printTrace prints
  // that many states of the stack before the state at fault.
  size_t curLevel_ = 0;
  uint64_t calls_ = 0;
  bool halted_ = false;
  std::chrono::steady_clock::time_point lastProgress_ = std::chrono::steady_clock::now();
  bool progressShown_ = false;
};

} // namespace

DfidResult runDfid(const model::SpecModel &model, const DfidOptions &options) {
  Dfid d(model, options);
  DfidResult r = d.run();
  r.result.strings = model.strings;
  return r;
}

} // namespace tlacore::explore
