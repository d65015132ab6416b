// The natives that expose TLC's 64-bit value fingerprint (value/tlc_fp64.h):
// TLCExt!TLCFP and GraphViz!DotDiGraph.
#include "tlc_fingerprint.h"

#include <atomic>
#include <optional>

#include "value/set_ops.h"
#include "value/tlc_fp64.h"

namespace tlacore::eval::natives {
namespace {

using val::Value;

std::atomic<int> polynomial{0}; // FP64.IrredPoly's index

// TLCFP(v): the lower 32 bits of v's fingerprint (FP64.Hash).
Value tlcFP(const NativeCall &c) {
  return Value::integer(static_cast<int32_t>(static_cast<uint32_t>(tlcFingerprint(c, c.arg(0)))));
}

// DotDiGraph(G, VL, EL): G in GraphViz's dot language, nodes named by their
// fingerprints, labelled VL(node) and EL(edge) as TLC prints those values.
Value dotDiGraph(const NativeCall &c) {
  Value g = c.arg(0);
  const Value *nodes = g.isFcn() ? val::lookup(g, c.ev.str("node")) : nullptr;
  const Value *edges = g.isFcn() ? val::lookup(g, c.ev.str("edge")) : nullptr;
  if (!nodes || !edges)
    c.ev.fail("An DiGraph must be a record. Value given is: " + val::toString(g), c.range);
  OpRef vl = c.opArg(1), el = c.opArg(2);
  std::vector<Value> ns, es;
  if (!finiteSetElems(*nodes, ns) || !finiteSetElems(*edges, es))
    c.ev.fail("The nodes and edges of a DiGraph must be finite sets: " + val::toString(g), c.range);
  auto id = [&](const Value &v) { return std::to_string(static_cast<int64_t>(tlcFingerprint(c, v))); };
  std::string dot = "digraph MyGraph {";
  for (const Value &n : ns)
    dot += id(n) + "[label=" + val::toString(callOp(c, vl, {n})) + "];";
  for (const Value &e : es) {
    std::vector<Value> ends;
    if (!sequenceElems(e, ends) || ends.size() < 2)
      c.ev.fail("An edge of a DiGraph must be a pair <<from, to>>, but it is: " + val::toString(e), c.range);
    dot += id(ends[0]) + "->" + id(ends[1]) + "[label=" + val::toString(callOp(c, el, {e})) + "];";
  }
  return c.ev.str(dot + "}");
}

const NativeEntry kTable[] = {
    {"TLCExt", "TLCFP", tlcFP},
    {"GraphViz", "DotDiGraph", dotDiGraph},
};

} // namespace

void setTlcFingerprintPolynomial(int index) { polynomial.store(index, std::memory_order_relaxed); }

uint64_t tlcFingerprint(const NativeCall &c, const Value &v) {
  int poly = polynomial.load(std::memory_order_relaxed);
  std::optional<uint64_t> fp = val::tlcFp64Extend(val::tlcFp64Poly(poly), v, poly);
  if (!fp)
    c.ev.fail("Attempted to fingerprint the value " + val::toString(v) + ", which is not a finite value", c.range);
  return *fp;
}

std::span<const NativeEntry> fingerprintNatives() { return kTable; }

} // namespace tlacore::eval::natives
