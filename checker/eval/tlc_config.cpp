// TLCGet("config") as TLC builds it for each kind of run.
#include "tlc_config.h"

#include <cstdint>
#include <iterator>
#include <string>

namespace tlacore::eval {

namespace {
// FP64.Polys of tlaplus/tlaplus: the irreducible polynomials TLC's -fp picks
// from (only the first ones here: tlacore runs with fp 0).
constexpr uint64_t kIrreduciblePolys[] = {0x911498AE0E66BAD6ULL, 0xda8a0ba66dae0181ULL, 0xc02f176b8f268d9fULL,
                                          0xd617bb1220fc7812ULL};
} // namespace

val::Value tlcConfigRecord(const TlcRunConfig &c, val::StringTable &strings) {
  using val::Value;
  auto field = [&](const char *name, Value v) { return std::pair<Value, Value>{strings.string(name), std::move(v)}; };
  auto text = [&](const std::string &s) { return strings.string(s); };
  if (c.mode == TlcRunConfig::Mode::Bfs || c.mode == TlcRunConfig::Mode::Dfid) {
    size_t fp = c.fpIndex >= 0 && static_cast<size_t>(c.fpIndex) < std::size(kIrreduciblePolys)
                    ? static_cast<size_t>(c.fpIndex)
                    : 0;
    return Value::record({field("mode", text("bfs")), field("deadlock", Value::boolean(c.deadlock)),
                          field("worker", Value::integer(c.workers)), field("seed", text(std::to_string(c.seed))),
                          field("fingerprint", text(std::to_string(static_cast<int64_t>(kIrreduciblePolys[fp])))),
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
