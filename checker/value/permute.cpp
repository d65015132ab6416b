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

namespace {

Value apply1(const Permutation &p, const Value &x) {
  auto it = std::lower_bound(p.begin(), p.end(), x,
                             [](const std::pair<Value, Value> &e, const Value &y) { return compare(e.first, y) < 0; });
  return (it != p.end() && it->first == x) ? it->second : x;
}

Permutation normalizePerm(Permutation p) {
  std::sort(p.begin(), p.end(), [](const auto &a, const auto &b) { return compare(a.first, b.first) < 0; });
  p.erase(std::remove_if(p.begin(), p.end(), [](const auto &e) { return e.first == e.second; }), p.end());
  return p;
}

bool samePerm(const Permutation &a, const Permutation &b) {
  if (a.size() != b.size())
    return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].first != b[i].first || a[i].second != b[i].second)
      return false;
  return true;
}

} // namespace

std::vector<Permutation> generateGroup(const std::vector<Permutation> &gensIn, size_t limit) {
  std::vector<Permutation> gens;
  for (const Permutation &g : gensIn)
    gens.push_back(normalizePerm(g));
  std::vector<Permutation> group{Permutation{}}; // the identity
  for (size_t i = 0; i < group.size() && group.size() < limit; ++i) {
    for (const Permutation &g : gens) {
      // g . group[i]
      std::vector<Value> domain;
      for (const auto &e : group[i])
        domain.push_back(e.first);
      for (const auto &e : g)
        domain.push_back(e.first);
      Permutation c;
      for (const Value &x : domain)
        c.emplace_back(x, apply1(g, apply1(group[i], x)));
      c = normalizePerm(std::move(c));
      c.erase(std::unique(c.begin(), c.end(), [](const auto &a, const auto &b) { return a.first == b.first; }), c.end());
      bool known = false;
      for (const Permutation &h : group)
        if (samePerm(h, c)) {
          known = true;
          break;
        }
      if (!known)
        group.push_back(std::move(c));
    }
  }
  return group;
}

namespace {
bool sameValue(const Value &a, const Value &b) { return a.kind() == b.kind() && a.heap() == b.heap(); }

// The permuted elements of `in`, or false (and `out` untouched) when the
// permutation changes none of them: most of a state usually holds no model
// value, and keeping those parts shares them (with their cached hashes).
bool permuteAll(const std::vector<Value> &in, const Permutation &p, std::vector<Value> &out) {
  for (size_t i = 0; i < in.size(); ++i) {
    Value x = permute(in[i], p);
    if (sameValue(x, in[i]))
      continue;
    out.reserve(in.size());
    out.assign(in.begin(), in.begin() + static_cast<std::ptrdiff_t>(i));
    out.push_back(std::move(x));
    for (size_t j = i + 1; j < in.size(); ++j)
      out.push_back(permute(in[j], p));
    return true;
  }
  return false;
}
} // namespace

Value permute(const Value &v, const Permutation &p) {
  switch (v.kind()) {
  case Kind::ModelValue: {
    // Model values are interned (string_table.h): one object per name.
    for (const auto &[from, to] : p)
      if (from.heap() == v.heap())
        return to;
    return v;
  }
  case Kind::Set: {
    std::vector<Value> elems;
    if (!permuteAll(v.elems(), p, elems))
      return v;
    return Value::set(std::move(elems));
  }
  case Kind::Fcn: {
    std::vector<Value> keys, vals;
    bool k = permuteAll(v.keys(), p, keys);
    bool w = permuteAll(v.vals(), p, vals);
    if (!k && !w)
      return v;
    if (!k)
      keys = v.keys();
    if (!w)
      vals = v.vals();
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
