// TLCGet("config") as TLC builds it for each kind of run.
#include "tlc_config.h"

#include "value/tlc_fp64.h"

#include <cstdint>
#include <iterator>
#include <string>

namespace tlacore::eval {

val::Value tlcConfigRecord(const TlcRunConfig &c, val::StringTable &strings) {
  using val::Value;
  auto field = [&](const char *name, Value v) { return std::pair<Value, Value>{strings.string(name), std::move(v)}; };
  auto text = [&](const std::string &s) { return strings.string(s); };
  if (c.mode == TlcRunConfig::Mode::Bfs || c.mode == TlcRunConfig::Mode::Dfid) {
    return Value::record({field("mode", text("bfs")), field("deadlock", Value::boolean(c.deadlock)),
                          field("worker", Value::integer(c.workers)), field("seed", text(std::to_string(c.seed))),
                          field("fingerprint", text(std::to_string(static_cast<int64_t>(val::tlcFp64Poly(c.fpIndex))))),
                          field("install", text(c.install))});
  }
  // Java's (int) (numWorkers * traceNum), traceNum Long.MAX_VALUE when unbounded.
  uint64_t perWorker = c.traces < 0 ? static_cast<uint64_t>(INT64_MAX) : static_cast<uint64_t>(c.traces);
  auto traces = static_cast<int32_t>(static_cast<uint32_t>(static_cast<uint64_t>(c.workers) * perWorker));
  return Value::record({field("mode", text(c.mode == TlcRunConfig::Mode::Generate ? "generate" : "simulate")),
                        field("depth", Value::integer(c.depth == INT32_MAX ? -1 : c.depth)),
                        field("traces", Value::integer(traces)), field("deadlock", Value::boolean(c.deadlock)),
                        field("seed", text(std::to_string(c.seed))), field("aril", text("0")),
                        field("worker", Value::integer(c.workers)), field("install", text(c.install)),
                        field("sched", text("random"))});
}

} // namespace tlacore::eval
