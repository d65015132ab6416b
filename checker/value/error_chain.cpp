// The values an evaluation error was raised in (error_chain.h).
#include "error_chain.h"

namespace tlacore::val {

namespace {
thread_local std::vector<const void *> chain;
} // namespace

void clearErrorChain() { chain.clear(); }

void noteErrorValue(const Value &v) {
  if (v.kind() < Kind::Set || v.kind() == Kind::Error)
    return;
  if (chain.empty() || chain.back() != v.heap())
    chain.push_back(v.heap());
}

const std::vector<const void *> &errorChain() { return chain; }

} // namespace tlacore::val
