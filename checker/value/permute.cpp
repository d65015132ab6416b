#include "permute.h"

#include <algorithm>

#include "set_ops.h"

namespace tlacore::val {

bool toPermutation(const Value &f, Permutation &out) {
  if (!f.isFcn())
    return false;
  out.clear();
  for (size_t i = 0; i < f.keys().size(); ++i)
    out.emplace_back(f.keys()[i], f.vals()[i]);
  return true;
}

Value permute(const Value &v, const Permutation &p) {
  switch (v.kind()) {
  case Kind::ModelValue: {
    auto it = std::lower_bound(p.begin(), p.end(), v,
                               [](const std::pair<Value, Value> &e, const Value &x) { return compare(e.first, x) < 0; });
    if (it != p.end() && it->first == v)
      return it->second;
    return v;
  }
  case Kind::Set: {
    std::vector<Value> elems;
    elems.reserve(v.elems().size());
    for (const Value &e : v.elems())
      elems.push_back(permute(e, p));
    return Value::set(std::move(elems));
  }
  case Kind::Fcn: {
    std::vector<Value> keys, vals;
    keys.reserve(v.keys().size());
    vals.reserve(v.keys().size());
    for (size_t i = 0; i < v.keys().size(); ++i) {
      keys.push_back(permute(v.keys()[i], p));
      vals.push_back(permute(v.vals()[i], p));
    }
    return Value::fcn(std::move(keys), std::move(vals));
  }
  case Kind::Subset:
  case Kind::FcnSet:
  case Kind::RecordSet:
  case Kind::Product: {
    Value n = normalize(v);
    return n.isError() ? v : permute(n, p);
  }
  default:
    return v;
  }
}

} // namespace tlacore::val
