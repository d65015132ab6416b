// Helpers of the trace explorer's tests: the small models of corpus/tracecheck
// loaded into a TraceChecker, and traces checked from text.
#pragma once

#include <memory>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "trace_checker.h"
#include "window_check.h"

namespace tracetest {

using namespace tlacore::tracecheck;

inline std::string corpusPath(const std::string &name) { return std::string(TLACORE_SOURCE_DIR) + "/corpus/tracecheck/" + name; }

// The model corpus/tracecheck/NAME.tla with NAME.cfg (and the map's constants).
inline std::shared_ptr<const tlacore::engine::Model> loadModel(const std::string &name, const TraceMap &map = {}) {
  tlacore::engine::LoadResult r =
      loadModelForTraces(corpusPath(name + ".tla"), corpusPath(name + ".cfg"), map, tlacore::engine::LoadOptions{});
  EXPECT_EQ(r.status, tlacore::engine::LoadStatus::Ok) << name << ": " << r.configErrorText();
  return r.model;
}

struct Checker {
  explicit Checker(const std::string &model, TraceOptions o = {}, TraceMap map = {})
      : checker(loadModel(model, map), map, o) {}
  TraceResult check(const std::string &text) {
    std::istringstream in(text);
    return checker.check(in, "t.ndjson");
  }
  TraceChecker checker;
};

inline TraceMap mapOf(const std::string &yaml) {
  TraceMap m;
  TraceProblem p;
  EXPECT_TRUE(parseTraceMap(yaml, "map.yaml", m, p)) << p.message;
  return m;
}

} // namespace tracetest
