#include "tableau.h"

#include <algorithm>
#include <map>
#include <set>

namespace tlacore::live {

using K = LiveNode::Kind;

namespace {

class Expander {
public:
  explicit Expander(LiveFormula &f) : f_(f) {}

  // All particles of the conjunction of `todo`.
  std::vector<std::vector<int>> particles(const std::vector<int> &todo) {
    std::vector<std::vector<int>> out;
    expand(todo, {}, out);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }

private:
  void expand(std::vector<int> todo, std::set<int> have, std::vector<std::vector<int>> &out) {
    while (!todo.empty()) {
      int x = todo.back();
      todo.pop_back();
      if (!have.insert(x).second)
        continue;
      LiveNode n = f_.nodes[static_cast<size_t>(x)]; // a copy: make() may grow the table
      switch (n.kind) {
      case K::True:
      case K::Next:
        break;
      case K::False:
        return;
      case K::Lit:
        if (have.count(f_.lit(n.atom, !n.neg)))
          return;
        break;
      case K::And:
        todo.insert(todo.end(), n.kids.begin(), n.kids.end());
        break;
      case K::Or:
        for (int k : n.kids) {
          std::vector<int> t = todo;
          t.push_back(k);
          expand(std::move(t), have, out);
        }
        return;
      case K::Always:
        // []g: g now, and []g next.
        todo.push_back(n.kids[0]);
        todo.push_back(f_.unary(K::Next, x));
        break;
      case K::Eventually: {
        // <>g: g now, or <>g next.
        std::vector<int> now = todo;
        now.push_back(n.kids[0]);
        expand(std::move(now), have, out);
        todo.push_back(f_.unary(K::Next, x));
        break;
      }
      }
    }
    out.emplace_back(have.begin(), have.end());
  }

  LiveFormula &f_;
};

} // namespace

Tableau buildTableau(LiveFormula &f, int root) {
  Tableau t;
  if (root < 0) {
    TableauNode n;
    n.successors.push_back(0);
    t.nodes.push_back(std::move(n));
    t.initial.push_back(0);
    return t;
  }
  Expander ex(f);
  std::map<std::vector<int>, int> ids;
  std::vector<int> work;
  auto idsOf = [&](const std::vector<std::vector<int>> &ps) {
    std::vector<int> out;
    for (const auto &p : ps) {
      auto [it, fresh] = ids.emplace(p, static_cast<int>(t.nodes.size()));
      if (fresh) {
        TableauNode n;
        n.formulas = p;
        t.nodes.push_back(std::move(n));
        work.push_back(it->second);
      }
      out.push_back(it->second);
    }
    return out;
  };
  t.initial = idsOf(ex.particles({root}));
  std::map<std::vector<int>, std::vector<int>> succMemo;
  while (!work.empty()) {
    int id = work.back();
    work.pop_back();
    std::vector<int> obligations;
    for (int x : t.nodes[static_cast<size_t>(id)].formulas)
      if (f.nodes[static_cast<size_t>(x)].kind == K::Next)
        obligations.push_back(f.nodes[static_cast<size_t>(x)].kids[0]);
    auto it = succMemo.find(obligations);
    if (it == succMemo.end())
      it = succMemo.emplace(obligations, idsOf(ex.particles(obligations))).first;
    t.nodes[static_cast<size_t>(id)].successors = it->second;
  }
  std::set<int> promises;
  for (TableauNode &n : t.nodes)
    for (int x : n.formulas) {
      const LiveNode &ln = f.nodes[static_cast<size_t>(x)];
      if (ln.kind == K::Lit)
        n.literals.emplace_back(ln.atom, ln.neg);
      else if (ln.kind == K::Eventually)
        promises.insert(x);
    }
  t.promises.assign(promises.begin(), promises.end());
  // A node fulfils <>g when it does not promise it or g holds in it.
  for (TableauNode &n : t.nodes)
    for (int p : t.promises) {
      int g = f.nodes[static_cast<size_t>(p)].kids[0];
      bool has = std::binary_search(n.formulas.begin(), n.formulas.end(), p);
      bool holds = std::binary_search(n.formulas.begin(), n.formulas.end(), g);
      n.fulfills.push_back(!has || holds);
    }
  return t;
}

} // namespace tlacore::live
