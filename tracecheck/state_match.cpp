// Matching model steps against trace events (full and partial values).
#include "state_match.h"

#include "value/set_ops.h"

namespace tlacore::tracecheck {

using val::Value;

namespace {

Value applyOp(const Value &cur, PartialOp op, const Value &value) {
  switch (op) {
  case PartialOp::Set: return value;
  case PartialOp::Add:
  case PartialOp::Remove: {
    if (!cur.isSetLike() && !(cur.isFcn() && cur.keys().empty()))
      return Value();
    Value elems = cur.isFcn() ? Value::emptySet() : val::normalize(cur);
    if (elems.isError())
      return Value();
    return op == PartialOp::Add ? val::setUnion(elems, Value::set({value})) : val::setMinus(elems, Value::set({value}));
  }
  case PartialOp::Append: {
    std::vector<Value> seq;
    if (!val::asSequence(cur, seq))
      return Value();
    seq.push_back(value);
    return Value::tuple(std::move(seq));
  }
  }
  return Value();
}

// The value at `path` in `v`, or an error value.
Value valueAt(const Value &v, const std::vector<Value> &path) {
  Value cur = v;
  for (const Value &k : path) {
    const Value *next = cur.isFcn() ? val::lookup(cur, k) : nullptr;
    if (!next)
      return Value();
    cur = *next;
  }
  return cur;
}

// For the Init event: whether the initial value satisfies the update.
bool initialHolds(const Value &v, const PartialUpdate &p) {
  Value at = valueAt(v, p.path);
  if (at.isError())
    return false;
  switch (p.op) {
  case PartialOp::Set: return at == p.value;
  case PartialOp::Add:
  case PartialOp::Remove: {
    std::optional<bool> in = at.isSetLike() ? val::contains(at, p.value) : std::optional<bool>(false);
    return in && *in == (p.op == PartialOp::Add);
  }
  case PartialOp::Append: {
    std::vector<Value> seq;
    return val::asSequence(at, seq) && !seq.empty() && seq.back() == p.value;
  }
  }
  return false;
}

std::string pathText(const std::vector<Value> &path) {
  std::string out;
  for (const Value &k : path)
    out += "[" + val::toString(k) + "]";
  return out;
}

// The value each partially updated variable should have after the step:
// the updates applied in order to its value before it.
template <typename Fn>
void forEachExpected(const Value *pre, const TraceEvent &e, Fn &&fn) {
  std::vector<int> done;
  for (size_t i = 0; i < e.partial.size(); ++i) {
    int slot = e.partial[i].slot;
    bool seen = false;
    for (int d : done)
      seen = seen || d == slot;
    if (seen)
      continue;
    done.push_back(slot);
    Value expected = pre[slot];
    for (size_t j = i; j < e.partial.size() && !expected.isError(); ++j)
      if (e.partial[j].slot == slot)
        expected = applyAtPath(expected, e.partial[j].path, 0, e.partial[j].op, e.partial[j].value);
    fn(slot, expected);
  }
}

} // namespace

Value applyAtPath(const Value &base, const std::vector<Value> &path, size_t from, PartialOp op, const Value &value) {
  if (from == path.size())
    return applyOp(base, op, value);
  if (!base.isFcn())
    return Value();
  size_t i = val::keyIndex(base, path[from]);
  if (i == val::npos)
    return Value();
  Value inner = applyAtPath(base.vals()[i], path, from + 1, op, value);
  if (inner.isError())
    return inner;
  std::vector<Value> vals = base.vals();
  vals[i] = std::move(inner);
  return Value::sortedFcn(base.keys(), std::move(vals));
}

bool stepMatches(const Value *pre, const std::vector<Value> &post, const TraceEvent &e) {
  for (const auto &[slot, v] : e.state)
    if (post[slot] != v)
      return false;
  if (e.partial.empty())
    return true;
  if (!pre) {
    for (const PartialUpdate &p : e.partial)
      if (!initialHolds(post[p.slot], p))
        return false;
    return true;
  }
  bool ok = true;
  forEachExpected(pre, e, [&](int slot, const Value &expected) { ok = ok && !expected.isError() && post[slot] == expected; });
  return ok;
}

std::vector<Difference> stepDifferences(const Value *pre, const std::vector<Value> &post, const TraceEvent &e) {
  std::vector<Difference> out;
  for (const auto &[slot, v] : e.state)
    if (post[slot] != v)
      out.push_back({slot, "", val::toString(v), val::toString(post[slot])});
  if (!pre) {
    for (const PartialUpdate &p : e.partial)
      if (!initialHolds(post[p.slot], p)) {
        Value at = valueAt(post[p.slot], p.path);
        out.push_back({p.slot, pathText(p.path) + " (" + partialOpName(p.op) + ")", val::toString(p.value),
                       at.isError() ? "(no such path)" : val::toString(at)});
      }
    return out;
  }
  forEachExpected(pre, e, [&](int slot, const Value &expected) {
    if (!expected.isError() && post[slot] == expected)
      return;
    std::string ops;
    for (const PartialUpdate &p : e.partial)
      if (p.slot == slot)
        ops += (ops.empty() ? "" : ", ") + pathText(p.path) + " " + partialOpName(p.op) + " " + val::toString(p.value);
    out.push_back({slot, " (partial: " + ops + ")",
                   expected.isError() ? "(the update does not apply to the value before the step: " +
                                            val::toString(pre[slot]) + ")"
                                      : val::toString(expected),
                   val::toString(post[slot])});
  });
  return out;
}

} // namespace tlacore::tracecheck
