// Fingerprint failures and their traces (fingerprint_failure.h).
#include "fingerprint_failure.h"

#include "bfs.h"
#include "eval/value_sources.h"
#include "noting_sources.h"
#include "value/tlc_compare.h"

namespace tlacore::explore {

eval::EvalError fingerprintFailure(const val::FingerprintError &e) {
  eval::EvalError err;
  // TLC's EC.TLC_FINGERPRINT_EXCEPTION text, its trace empty (the engine
  // prints the trace where a search found it); a plain error where TLC
  // raises one.
  // A plain exception from a value without a source inside values (a
  // tuple, a set, ...): a FingerprintException when one of them has a
  // source, as the trace the replay finds tells (Run::fingerprintError).
  const bool passedOn = e.raisedWithoutSource && e.path.size() > 1;
  err.message = e.fingerprintException || passedOn
                    ? "TLC was unable to fingerprint.\n\nFingerprint Stack Trace:\n\nReason:\n" + e.reason
                    : e.reason;
  err.unlocated = true;
  if (e.fingerprintException || passedOn)
    err.fingerprint = eval::EvalError::Fingerprint{e.reason, {}, false, !e.fingerprintException};
  // Not an evaluation error of TLC's but a failure of its search: its
  // FAILURE_SPEC_EVAL (exit 75) wherever the state was met.
  err.id = DiagId::err_run_next_error;
  return err;
}

namespace {
struct Found {};
} // namespace

std::vector<SourceRange> fingerprintTrace(eval::Evaluator &ev, const model::SpecModel &m,
                                          const StateGenerator &generate) {
  NotingSources noting(ev);
  eval::ValueSources &sources = noting.sources();
  std::vector<SourceRange> trace;
  try {
    generate([&](const std::vector<val::Value> &s) {
      try {
        if (m.view) {
          ev.setState(s.data());
          ev.setNext(nullptr, nullptr);
          ev.evalDefinition(m.view->symbol).hash();
        } else {
          stateHash(s);
        }
      } catch (const val::FingerprintError &e) {
        trace = eval::sourceTrace(sources, e.path);
        throw Found{};
      }
    });
  } catch (const Found &) {
  } catch (const eval::EvalError &) {
  }
  return trace;
}

namespace {
std::string unprintable(const val::Value &v) {
  if (v.kind() == val::Kind::Set) {
    if (std::string err = val::tlcNormalizeError(v); !err.empty())
      return err;
    for (const val::Value &e : v.elems())
      if (std::string err = unprintable(e); !err.empty())
        return err;
  } else if (v.isFcn()) {
    for (const val::Value &k : v.keys())
      if (std::string err = unprintable(k); !err.empty())
        return err;
    for (const val::Value &e : v.vals())
      if (std::string err = unprintable(e); !err.empty())
        return err;
  }
  return {};
}
} // namespace

std::string stateUnprintable(const std::vector<val::Value> &s) {
  for (const val::Value &v : s)
    if (std::string err = unprintable(v); !err.empty())
      return err;
  return {};
}

void addFingerprintTrace(eval::EvalError &err, eval::Evaluator &ev, const model::SpecModel &m,
                         const StateGenerator &generate) {
  if (!err.fingerprint)
    return;
  err.fingerprint->trace = fingerprintTrace(ev, m, generate);
}

} // namespace tlacore::explore
