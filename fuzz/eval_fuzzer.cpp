// libFuzzer target: small specs built around fuzzed expressions (a
// constant-level one evaluated in an ASSUME, a next-state expression and an
// invariant over x) must load and check within budgets, never crash.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine.h"

namespace {

// The input is "E`N`I": E is printed by an ASSUME, x' = N is the next-state
// relation and I the invariant (either may be left out).
struct Parts {
  std::string_view constant, next = "(x + 1) % 3", invariant = "TRUE";
};

Parts split(std::string_view in) {
  Parts p;
  size_t a = in.find('`');
  p.constant = in.substr(0, a);
  if (a == std::string_view::npos)
    return p;
  std::string_view rest = in.substr(a + 1);
  size_t b = rest.find('`');
  if (!rest.substr(0, b).empty())
    p.next = rest.substr(0, b);
  if (b != std::string_view::npos && b + 1 < rest.size())
    p.invariant = rest.substr(b + 1);
  return p;
}

std::string specFor(const Parts &p) {
  std::string s = "---- MODULE EvalFuzz ----\n"
                  "EXTENDS Integers, Sequences, FiniteSets, TLC\n"
                  "CONSTANTS mA, mB, mC\n"
                  "VARIABLE x\n"
                  "E == ";
  s.append(p.constant);
  s += "\nASSUME PrintT(E)\nInit == x = 0\nNext == x' = ";
  s.append(p.next);
  s += "\nInv == ";
  s.append(p.invariant);
  s += "\n====\n";
  return s;
}

// Modules are not the point here (parse_fuzzer covers them), and the ones
// with file and process natives (IOUtils, Json, CSV, CBOR) must not be
// reachable from random text: no EXTENDS or INSTANCE in the input.
bool importsModules(std::string_view in) {
  for (std::string_view word : {"EXTENDS", "INSTANCE", "IOUtils", "Json", "CSV", "CBOR"})
    if (in.find(word) != std::string_view::npos)
      return true;
  return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  using namespace tlacore::engine;
  if (size > 4096)
    return 0; // a small spec: length finds nothing here that parse_fuzzer does not
  std::string_view in(reinterpret_cast<const char *>(data), size);
  if (importsModules(in))
    return 0;
  Parts parts = split(in);
  if (parts.constant.empty())
    return 0;
  const std::string cfg = "CONSTANTS mA = mA  mB = mB  mC = mC\nINIT Init\nNEXT Next\nINVARIANT Inv\n";
  LoadResult load = loadModel({"EvalFuzz.tla", specFor(parts)}, {"EvalFuzz.cfg", cfg, {}});
  if (load.status != LoadStatus::Ok)
    return 0;
  RunOptions o;
  o.format = TextFormat::Silent;
  o.budgets.states = 500;
  o.budgets.wallSeconds = 2;
  RunResult r = run(*load.model, o);
  (void)r;
  return 0;
}
