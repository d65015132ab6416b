// classifyFailure and evaluationChecks (failure_category.h).
#include "failure_category.h"

#include <nlohmann/json.hpp>

namespace tlacore::scoring {

namespace {

Failure make(FailureCategory c, std::string kind, std::optional<DiagId> id) {
  return Failure{c, std::move(kind), id ? std::string(diagInfo(*id).name) : std::string()};
}

// A spec that could not be loaded: syntax when its first error is an
// input, lexical or syntax error (codes 1xxx), semantic otherwise.
Failure specFailure(const engine::LoadResult &load) {
  if (load.model)
    for (const Diagnostic &d : load.model->specDiagnostics().diagnostics()) {
      if (d.severity != Severity::Error)
        continue;
      FailureCategory c = d.code >= 1000 && d.code < 2000 ? FailureCategory::Syntax : FailureCategory::Semantic;
      return make(c, diagInfo(d.id).name, d.id);
    }
  return make(FailureCategory::Semantic, "err_spec_invalid", DiagId::err_spec_invalid);
}

Failure runFailure(const engine::RunResult &r) {
  using C = FailureCategory;
  if (!r.error)
    return {};
  DiagId id = *r.error;
  switch (id) {
  case DiagId::err_run_invariant_violated: return make(C::Violation, "invariant", id);
  case DiagId::err_run_action_property_violated: return make(C::Violation, "actionProperty", id);
  case DiagId::err_run_temporal_violated:
  case DiagId::err_run_temporal_prefix_violated: return make(C::Violation, "property", id);
  case DiagId::err_run_deadlock: return make(C::Violation, "deadlock", id);
  case DiagId::err_run_assert_failed: return make(C::Violation, "assertion", id);
  case DiagId::err_run_assumption_false: return make(C::Violation, "assumption", id);
  case DiagId::err_run_postcondition_false: return make(C::Violation, "postcondition", id);
  case DiagId::err_run_assumption_error: return make(C::RuntimeError, "assumption", id);
  case DiagId::err_run_init_error: return make(C::RuntimeError, "init", id);
  case DiagId::err_run_next_error: return make(C::RuntimeError, "next", id);
  case DiagId::err_run_invariant_error: return make(C::RuntimeError, "invariant", id);
  case DiagId::err_run_temporal_error: return make(C::RuntimeError, "property", id);
  case DiagId::err_run_postcondition_error: return make(C::RuntimeError, "postcondition", id);
  case DiagId::err_run_no_initial_states: return make(C::RuntimeError, "noInitialStates", id);
  case DiagId::err_run_simulation_error: return make(C::RuntimeError, "simulation", id);
  case DiagId::err_run_unsupported: return make(C::RuntimeError, "unsupported", id);
  case DiagId::err_run_memory_exceeded: return make(C::Memory, "memory", id);
  case DiagId::err_run_out_of_memory: return make(C::Memory, "outOfMemory", id);
  case DiagId::err_load_out_of_memory: return make(C::Memory, "outOfMemory", id);
  // A cfg name whose value is not TRUE, refused by the run (engine.cpp's settling of the names).
  case DiagId::err_cfg_model: return make(C::Config, "model", id);
  case DiagId::err_run_stopped:
    switch (r.stopReason) {
    case engine::StopReason::WallTime: return make(C::Timeout, "wallTime", id);
    case engine::StopReason::Memory: return make(C::Memory, "memory", id);
    case engine::StopReason::OutOfMemory: return make(C::Memory, "outOfMemory", id);
    default: return make(C::Stopped, engine::stopReasonName(r.stopReason), id);
    }
  default: break;
  }
  // Any other id: a load failure carried in the result (the caller had no LoadResult).
  const DiagInfo &info = diagInfo(id);
  if (info.code >= 3000 && info.code < 4000)
    return make(C::Config, info.name, id);
  return make(C::RuntimeError, info.name, id);
}

} // namespace

const char *failureCategoryName(FailureCategory c) {
  switch (c) {
  case FailureCategory::None: return "none";
  case FailureCategory::Syntax: return "syntax";
  case FailureCategory::Semantic: return "semantic";
  case FailureCategory::Config: return "config";
  case FailureCategory::RuntimeError: return "runtime";
  case FailureCategory::Violation: return "violation";
  case FailureCategory::Timeout: return "timeout";
  case FailureCategory::Memory: return "memory";
  case FailureCategory::Stopped: return "stopped";
  }
  return "none";
}

Failure classifyFailure(const engine::LoadResult &load, const engine::RunResult &result) {
  switch (load.status) {
  case engine::LoadStatus::SpecError: return specFailure(load);
  case engine::LoadStatus::ConfigError: {
    DiagId id = load.error ? *load.error : DiagId::err_cfg_model;
    const char *kind = id == DiagId::err_cfg_syntax                ? "syntax"
                       : id == DiagId::err_cfg_unreadable          ? "unreadable"
                       : id == DiagId::err_cfg_constant_unassigned ? "constantUnassigned"
                                                                   : "model"; // it does not fit the spec
    return make(FailureCategory::Config, kind, id);
  }
  case engine::LoadStatus::NumberTooBig: return make(FailureCategory::RuntimeError, "numberTooBig", load.error);
  case engine::LoadStatus::OutOfMemory: return make(FailureCategory::Memory, "outOfMemory", load.error);
  case engine::LoadStatus::Ok: break;
  }
  // A spec that loads but that SANY's checks reject (the engine's check()
  // then reports err_spec_invalid, as TLC does).
  if (result.error == DiagId::err_spec_invalid)
    return specFailure(load);
  return runFailure(result);
}

EvaluationChecks evaluationChecks(const engine::CheckOutcome &o) {
  EvaluationChecks c;
  c.failure = classifyFailure(o);
  c.sanyPass = c.failure.category != FailureCategory::Syntax && c.failure.category != FailureCategory::Semantic;
  c.tlcPass = c.failure.category == FailureCategory::None;
  return c;
}

std::string failureJson(const Failure &f) {
  nlohmann::ordered_json j;
  j["category"] = failureCategoryName(f.category);
  j["kind"] = f.kind.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(f.kind);
  j["diagnostic"] = f.diagnostic.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(f.diagnostic);
  return j.dump();
}

} // namespace tlacore::scoring
