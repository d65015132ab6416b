// buildTableau: TLC 1.8.0's TBGraph of a formula, its particles computed as
// TBPar.particleClosure computes them.
#include "tableau.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace tlacore::live {

using K = LiveNode::Kind;

namespace {

using Particle = std::vector<int>; // term ids, in TLC's order
using Particles = std::vector<Particle>;

// TBTriple: a is alpha- (beta-) expanded into b and (or) c.
struct Triple {
  int a, b, c;
};

bool member(const Particle &p, int term) { return std::find(p.begin(), p.end(), term) != p.end(); }

// TBPar.equals: the same formulas (as sets).
Particle asSet(Particle p) {
  std::sort(p.begin(), p.end());
  p.erase(std::unique(p.begin(), p.end()), p.end());
  return p;
}

Particle with(Particle p, int term) {
  p.push_back(term);
  return p;
}

class TableauBuilder {
public:
  TableauBuilder(LiveFormula &f, Tableau &t) : f_(f), t_(t) {}

  void build(int root) {
    int tf = termOf(root);
    Particles initial = closureOf({tf});
    for (const Particle &p : initial)
      nodeOf(p);
    t_.initial.resize(initial.size());
    for (size_t i = 0; i < initial.size(); ++i)
      t_.initial[i] = static_cast<int>(i);
    // Each node's successors in turn, the nodes added on the way included.
    for (size_t i = 0; i < t_.nodes.size(); ++i) {
      Particle implied; // TBPar.impliedSuccessors: the bodies of its ()-formulas
      for (int x : t_.nodes[i].formulas)
        if (t_.terms[static_cast<size_t>(x)].kind == K::Next)
          implied.push_back(t_.terms[static_cast<size_t>(x)].kids[0]);
      auto it = closures_.find(implied);
      if (it == closures_.end())
        it = closures_.emplace(implied, closureOf(implied)).first;
      std::vector<int> next;
      for (const Particle &p : it->second)
        next.push_back(nodeOf(p));
      t_.nodes[i].successors = std::move(next);
    }
    extractPromises(tf);
    for (TableauNode &n : t_.nodes)
      for (int p : t_.promises)
        n.fulfills.push_back(!member(n.formulas, p) || member(n.formulas, t_.terms[static_cast<size_t>(p)].kids[0]));
  }

private:
  int term(K kind, int lit, std::vector<int> kids) {
    auto [it, fresh] = terms_.emplace(std::make_tuple(kind, lit, kids), static_cast<int>(t_.terms.size()));
    if (fresh)
      t_.terms.push_back(TableauTerm{kind, lit, std::move(kids)});
    return it->second;
  }
  const TableauTerm &at(int term) const { return t_.terms[static_cast<size_t>(term)]; }
  int next(int term) { return this->term(K::Next, -1, {term}); }
  bool wrapped(int term) const { return at(term).kind == K::Lit && f_.nodes[static_cast<size_t>(at(term).lit)].wrapped; }
  // The predicate under a temporal-level negation (LNNeg's body).
  int unwrapped(int term) {
    LiveNode n = f_.nodes[static_cast<size_t>(at(term).lit)];
    return this->term(K::Lit, f_.lit(n.atom, !n.neg, n.tag, false), {});
  }

  // The term of LiveFormula node `node`, its junctions binary as
  // LiveExprNode.makeBinary makes them: the first half of the operands (as
  // written) on the left, the rest on the right.
  int termOf(int node) {
    LiveNode n = f_.nodes[static_cast<size_t>(node)];
    switch (n.kind) {
    case K::True:
    case K::False:
    case K::Lit:
      return term(n.kind, node, {});
    case K::And:
    case K::Or: {
      std::vector<int> ops = f_.writtenKids(node);
      return junction(n.kind, ops, 0, ops.size());
    }
    default:
      return term(n.kind, -1, {termOf(n.kids[0])});
    }
  }
  int junction(K kind, const std::vector<int> &ops, size_t begin, size_t end) {
    if (end - begin == 1)
      return termOf(ops[begin]);
    size_t mid = begin + (end - begin) / 2;
    int left = junction(kind, ops, begin, mid);
    int right = junction(kind, ops, mid, end);
    return term(kind, -1, {left, right});
  }

  // TBPar.positiveClosure: the terms and their subterms but negations, with
  // ()[]g and ()<>g for each []g and <>g; a list worked from its end.
  Particle positiveClosure(const Particle &terms) {
    Particle todo = terms, out;
    while (!todo.empty()) {
      int x = todo.back();
      todo.pop_back();
      TableauTerm ln = at(x);
      if (wrapped(x)) {
        todo.push_back(unwrapped(x));
      } else if (ln.kind == K::Next) {
        out.push_back(x);
        todo.push_back(ln.kids[0]);
      } else if (ln.kind == K::Eventually || ln.kind == K::Always) {
        out.push_back(x);
        out.push_back(next(x));
        todo.push_back(ln.kids[0]);
      } else if (ln.kind == K::And || ln.kind == K::Or) {
        todo.insert(todo.end(), ln.kids.begin(), ln.kids.end());
        out.push_back(x);
      } else {
        out.push_back(x);
      }
    }
    return out;
  }

  // TBPar.isLocallyConsistent: no predicate both plain and negated (a
  // predicate made without a tag stands for its atom).
  bool consistent(const Particle &p) {
    std::vector<int> pos, neg;
    for (int x : p) {
      K k = at(x).kind;
      if (k == K::Lit && f_.nodes[static_cast<size_t>(at(x).lit)].tag < 0) {
        LiveNode n = f_.nodes[static_cast<size_t>(at(x).lit)];
        (n.neg ? neg : pos).push_back(term(K::Lit, f_.lit(n.atom, false), {}));
      } else if (wrapped(x)) {
        neg.push_back(unwrapped(x));
      } else if (k == K::Lit || k == K::True || k == K::False) {
        pos.push_back(x);
      }
    }
    return std::none_of(pos.begin(), pos.end(), [&](int x) { return member(neg, x); });
  }

  // The parts of an alpha formula ([]g: g, ()[]g; g /\ h: g, h) or of a
  // beta formula (<>g: g, ()<>g; g \/ h: g, h); -1, -1 for another.
  std::pair<int, int> partsOf(int x, bool alpha) {
    TableauTerm ln = at(x);
    if (ln.kind == (alpha ? K::Always : K::Eventually))
      return {ln.kids[0], next(x)};
    if (ln.kind == (alpha ? K::And : K::Or))
      return {ln.kids[0], ln.kids[1]};
    return {-1, -1};
  }

  // TBPar.particleClosure.
  Particles closureOf(const Particle &terms) {
    Particle closed = positiveClosure(terms);
    alphas_.clear();
    betas_.clear();
    for (int x : closed)
      for (bool alpha : {true, false})
        if (auto [b, c] = partsOf(x, alpha); b >= 0)
          (alpha ? alphas_ : betas_).push_back({x, b, c});
    return closure(terms);
  }

  Particles closure(const Particle &terms) {
    if (!consistent(terms))
      return {};
    // Alpha expansion ([]p: p, ()[]p; p /\ q: p, q), of the terms added too.
    Particle t = terms;
    for (size_t i = 0; i < t.size(); ++i) {
      auto [k1, k2] = partsOf(t[i], true);
      if (k1 < 0)
        continue;
      if (member(t, k1)) {
        if (!member(t, k2))
          t.push_back(k2);
      } else if (member(t, k2)) {
        t.push_back(k1);
      } else {
        t.push_back(k1);
        t.push_back(k2);
      }
    }
    // Inverse alpha expansion, until nothing changes.
    for (bool done = false; !done;) {
      done = true;
      for (const Triple &a : alphas_)
        if (member(t, a.b) && member(t, a.c) && !member(t, a.a)) {
          t.push_back(a.a);
          done = false;
        }
    }
    if (t.size() > terms.size() && !consistent(t))
      return {};
    return closureBeta(t);
  }

  Particles closureBeta(const Particle &terms) {
    // The first beta formula neither of whose parts is in: one particle set with each.
    for (size_t i = 0; i < terms.size(); ++i) {
      auto [k1, k2] = partsOf(terms[i], false);
      if (k1 >= 0 && !member(terms, k1) && !member(terms, k2)) {
        Particles first = closure(with(terms, k1));
        Particles second = closure(with(terms, k2));
        // TBParVec.union: the first's particles not in the second, then the second's.
        Particles out;
        for (const Particle &p : first)
          if (std::none_of(second.begin(), second.end(), [&](const Particle &q) { return asSet(q) == asSet(p); }))
            out.push_back(p);
        out.insert(out.end(), second.begin(), second.end());
        return out;
      }
    }
    // Inverse beta expansion.
    for (const Triple &b : betas_)
      if ((member(terms, b.b) || member(terms, b.c)) && !member(terms, b.a))
        return closure(with(terms, b.a));
    return {terms};
  }

  // TBGraph.findOrCreateNode.
  int nodeOf(const Particle &p) {
    auto [it, fresh] = nodeIds_.emplace(asSet(p), static_cast<int>(t_.nodes.size()));
    if (!fresh)
      return it->second;
    TableauNode n;
    n.formulas = p;
    // TBGraphNode's state predicates: the particle's predicates (its state-
    // level junctions hold through the operands it holds too).
    for (int x : p) {
      const TableauTerm &ln = at(x);
      if (ln.kind == K::Lit)
        n.literals.emplace_back(f_.nodes[static_cast<size_t>(ln.lit)].atom, f_.nodes[static_cast<size_t>(ln.lit)].neg);
      else if (ln.kind == K::False)
        n.unsatisfiable = true;
    }
    t_.nodes.push_back(std::move(n));
    return it->second;
  }

  // LiveExprNode.extractPromises: the <>-formulas, depth first, each once.
  void extractPromises(int x) {
    TableauTerm ln = at(x);
    if (ln.kind == K::Eventually && !member(t_.promises, x))
      t_.promises.push_back(x);
    for (int k : ln.kids)
      extractPromises(k);
  }

  LiveFormula &f_;
  Tableau &t_;
  std::map<std::tuple<K, int, std::vector<int>>, int> terms_;
  std::vector<Triple> alphas_, betas_;
  std::map<Particle, Particles> closures_;
  std::map<Particle, int> nodeIds_;
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
  TableauBuilder(f, t).build(root);
  return t;
}

std::string describeTerm(const LiveFormula &f, const Tableau &t, int term) {
  const TableauTerm &x = t.terms[static_cast<size_t>(term)];
  switch (x.kind) {
  case K::True:
    return "TRUE";
  case K::False:
    return "FALSE";
  case K::Lit: {
    const LiveNode &n = f.nodes[static_cast<size_t>(x.lit)];
    // The predicate as written: its atom, negated when the ~ is inside it.
    bool inside = n.neg != n.wrapped;
    return std::string(n.wrapped ? "-" : "") + (inside ? "~a" : "a") + std::to_string(n.atom) + "#" +
           std::to_string(n.tag);
  }
  case K::And:
  case K::Or:
    return "(" + describeTerm(f, t, x.kids[0]) + (x.kind == K::And ? " /\\ " : " \\/ ") +
           describeTerm(f, t, x.kids[1]) + ")";
  case K::Always:
    return "[]" + describeTerm(f, t, x.kids[0]);
  case K::Eventually:
    return "<>" + describeTerm(f, t, x.kids[0]);
  case K::Next:
    return "()" + describeTerm(f, t, x.kids[0]);
  }
  return "?";
}

} // namespace tlacore::live
