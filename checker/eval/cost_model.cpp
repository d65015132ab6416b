// The cost-model trees (TLC's CostModelCreator over tlacore's syntax tree)
// and their report (TLC's OpApplNodeWrapper.print).
#include "cost_model.h"

#include <algorithm>
#include <functional>
#include <set>
#include <string_view>

#include "model/spec_model.h"
#include "resolved_module.h"
#include "symbol.h"

namespace tlacore::eval {

using namespace ast;

void CostCounters::merge(const CostCounters &o) {
  if (count.size() < o.count.size()) {
    count.resize(o.count.size(), 0);
    secondary.resize(o.count.size(), 0);
  }
  for (size_t i = 0; i < o.count.size(); ++i) {
    count[i] += o.count[i];
    secondary[i] += o.secondary[i];
  }
}

CostNode *CostModel::make(CostNode *parent, const void *key, SourceRange range) {
  CostNode &n = nodes_.emplace_back();
  n.key = key;
  n.range = range;
  n.id = static_cast<uint32_t>(nodes_.size() - 1);
  n.root = parent ? parent->root : &n;
  if (parent)
    parent->children.push_back(&n);
  return &n;
}

namespace {

// The modules of TLC's own distribution: their operator applications are not
// part of the cost model (community modules such as SequencesExt are).
bool tlcStandardModule(const sem::Symbol *s) {
  static const std::set<std::string_view> names = {"Naturals", "Integers", "Reals",      "Sequences",     "FiniteSets",
                                                   "Bags",     "TLC",      "TLCExt",     "RealTime",      "Randomization",
                                                   "Toolbox",  "Json",     "_TLCTrace",  "Apalache",      "IOUtils"};
  return s->module && s->module->isStandard && names.count(s->module->name);
}

} // namespace

// Walks an expression as SANY's walkGraph walks the semantic graph: an
// operator application's operator (a user definition's body), then its
// operands, then the bound sets. Parentheses, labels and LET are not nodes.
class CostTreeBuilder {
public:
  CostTreeBuilder(CostModel &m, bool next, const model::SpecModel *model) : m_(m), next_(next), model_(model) {}

  void walk(const Expr *e, CostNode *parent, bool inUnchanged = false) {
    if (!e)
      return;
    switch (e->kind) {
    case ExprKind::Paren:
      walk(cast<ParenExpr>(e)->inner, parent, inUnchanged);
      return;
    case ExprKind::Label:
      walk(cast<LabelExpr>(e)->body, parent);
      return;
    case ExprKind::Number:
    case ExprKind::Decimal:
    case ExprKind::String:
    case ExprKind::At:
    case ExprKind::StepRef:
    case ExprKind::Error:
      return;
    case ExprKind::Lambda:
      walk(cast<LambdaExpr>(e)->body, parent);
      return;
    case ExprKind::Let: {
      auto *l = cast<LetExpr>(e);
      for (const Unit *u : l->defs) {
        if (auto *od = dynCast<OperatorDefUnit>(u))
          walk(od->body, parent);
        else if (auto *fd = dynCast<FunctionDefUnit>(u))
          functionDef(fd, parent);
      }
      walk(l->body, parent, inUnchanged);
      return;
    }
    case ExprKind::OpApp: {
      auto *a = cast<OpAppExpr>(e);
      if (a->isSymbol) {
        operatorOf(a->last().symbol, parent, false, false);
        return;
      }
      CostNode *n = m_.make(parent, e, e->range);
      const sem::Symbol *s = a->last().symbol;
      if (inUnchanged && next_ && s && s->underlying()->kind == sem::SymbolKind::Variable)
        n->primed = true;
      bool throughDef = inUnchanged && s && a->path.size() == 1 && !a->last().hasArgs &&
                        s->underlying()->kind == sem::SymbolKind::Operator;
      operatorOf(s, n, throughDef);
      for (const NameSegment &seg : a->path)
        for (const Expr *x : seg.args)
          walk(x, n);
      return;
    }
    case ExprKind::Prefix: {
      auto *p = cast<PrefixExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      bool unch = !p->symbol && p->builtin == ast::BuiltinOp::Unchanged;
      n->unchanged = unch;
      operatorOf(p->symbol, n);
      walk(p->operand, n, unch);
      return;
    }
    case ExprKind::Infix: {
      auto *in = cast<InfixExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      if (next_ && !in->symbol && (in->builtin == ast::BuiltinOp::Eq || in->builtin == ast::BuiltinOp::In) && primedVariable(in->lhs))
        n->primed = true;
      operatorOf(in->symbol, n);
      walk(in->lhs, n);
      walk(in->rhs, n);
      return;
    }
    case ExprKind::Postfix: {
      auto *p = cast<PostfixExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      operatorOf(p->symbol, n);
      walk(p->operand, n);
      return;
    }
    case ExprKind::Times: {
      CostNode *n = m_.make(parent, e, e->range);
      for (const Expr *x : cast<TimesExpr>(e)->factors)
        walk(x, n);
      return;
    }
    case ExprKind::Bool:
    case ExprKind::BuiltinSet:
      m_.make(parent, e, e->range);
      return;
    case ExprKind::FcnApp: {
      auto *f = cast<FcnAppExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      walk(f->fcn, n);
      for (const Expr *x : f->args)
        walk(x, n);
      return;
    }
    case ExprKind::Field: {
      CostNode *n = m_.make(parent, e, e->range);
      walk(cast<FieldExpr>(e)->record, n);
      return;
    }
    case ExprKind::Junction: {
      CostNode *n = m_.make(parent, e, e->range);
      for (const Expr *x : cast<JunctionExpr>(e)->items)
        walk(x, n);
      return;
    }
    case ExprKind::Quant: {
      auto *q = cast<QuantExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      walk(q->body, n);
      bounds(q->bounds, n);
      return;
    }
    case ExprKind::Choose: {
      auto *c = cast<ChooseExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      walk(c->body, n);
      walk(c->bound.set, n);
      return;
    }
    case ExprKind::SetEnum: {
      CostNode *n = m_.make(parent, e, e->range);
      for (const Expr *x : cast<SetEnumExpr>(e)->elements)
        walk(x, n);
      return;
    }
    case ExprKind::Tuple: {
      CostNode *n = m_.make(parent, e, e->range);
      for (const Expr *x : cast<TupleExpr>(e)->elements)
        walk(x, n, inUnchanged);
      return;
    }
    case ExprKind::SetFilter: {
      auto *s = cast<SetFilterExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      walk(s->predicate, n);
      walk(s->bound.set, n);
      return;
    }
    case ExprKind::SetMap: {
      auto *s = cast<SetMapExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      walk(s->body, n);
      bounds(s->bounds, n);
      return;
    }
    case ExprKind::FcnCtor: {
      auto *f = cast<FcnCtorExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      walk(f->body, n);
      bounds(f->bounds, n);
      return;
    }
    case ExprKind::FcnSet: {
      auto *f = cast<FcnSetExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      walk(f->domain, n);
      walk(f->range_, n);
      return;
    }
    case ExprKind::Record:
    case ExprKind::RecordSet: {
      const auto &fields = e->kind == ExprKind::Record ? cast<RecordExpr>(e)->fields : cast<RecordSetExpr>(e)->fields;
      CostNode *n = m_.make(parent, e, e->range);
      for (const FieldInit &fi : fields) {
        CostNode *pair = m_.make(n, &fi, SourceRange{fi.field.range.begin, fi.value->range.end});
        walk(fi.value, pair);
      }
      return;
    }
    case ExprKind::Except: {
      auto *x = cast<ExceptExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      walk(x->base, n);
      for (const ExceptSpec &spec : x->specs) {
        CostNode *pair = m_.make(n, &spec, spec.range);
        CostNode *path = m_.make(pair, &spec.path, spec.range);
        for (const ExceptStep &st : spec.path)
          for (const Expr *a : st.args)
            walk(a, path);
        walk(spec.value, pair);
      }
      return;
    }
    case ExprKind::If: {
      auto *i = cast<IfExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      walk(i->cond, n);
      walk(i->thenExpr, n);
      walk(i->elseExpr, n);
      return;
    }
    case ExprKind::Case: {
      auto *c = cast<CaseExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      for (const CaseArm &arm : c->arms) {
        CostNode *pair = m_.make(n, &arm, arm.range);
        walk(arm.guard, pair);
        walk(arm.value, pair);
      }
      if (c->other) {
        CostNode *pair = m_.make(n, &c->other, c->other->range);
        walk(c->other, pair);
      }
      return;
    }
    case ExprKind::BoxAction:
    case ExprKind::AngleAction: {
      const Expr *act = e->kind == ExprKind::BoxAction ? cast<BoxActionExpr>(e)->action : cast<AngleActionExpr>(e)->action;
      const Expr *sub =
          e->kind == ExprKind::BoxAction ? cast<BoxActionExpr>(e)->subscript : cast<AngleActionExpr>(e)->subscript;
      CostNode *n = m_.make(parent, e, e->range);
      walk(act, n);
      walk(sub, n);
      return;
    }
    case ExprKind::Fairness: {
      auto *f = cast<FairnessExpr>(e);
      CostNode *n = m_.make(parent, e, e->range);
      walk(f->subscript, n);
      walk(f->action, n);
      return;
    }
    }
  }

private:
  // The definition an application refers to: its body is walked below the
  // application (once per use), except recursive ones already being walked.
  // (`substitutes`: the symbol is applied here, not passed as an argument.)
  void operatorOf(const sem::Symbol *s, CostNode *n, bool inUnchanged = false, bool substitutes = true) {
    if (!s)
      return;
    if (substitutes)
      substitute(s, n);
    const sem::Symbol *def = s->underlying();
    // A RECURSIVE operator applied in its own body shares the nearest
    // enclosing application's nodes (TLC's setRecursive).
    if (def->isRecursive && n && substitutes)
      for (auto it = applications_.rbegin(); it != applications_.rend(); ++it)
        if (it->first == def) {
          n->recursive = it->second;
          break;
        }
    if (!def->unit || tlcStandardModule(def))
      return;
    if (std::find(stack_.begin(), stack_.end(), def) != stack_.end())
      return;
    stack_.push_back(def);
    applications_.emplace_back(def, n);
    if (def->kind == sem::SymbolKind::Operator) {
      if (auto *od = dynCast<OperatorDefUnit>(def->unit))
        walk(od->body, n, inUnchanged);
    } else if (def->kind == sem::SymbolKind::Function) {
      if (auto *fd = dynCast<FunctionDefUnit>(def->unit))
        functionDef(fd, n);
    }
    applications_.pop_back();
    stack_.pop_back();
  }

  // What the cfg puts in place of `s` (CONSTANT Op <- Def, or Def <- Other):
  // the replacement's body, walked afresh below the application, as TLC's
  // CostModelCreator does for what Tool.lookup finds (an operator's body
  // that is an operator application).
  void substitute(const sem::Symbol *s, CostNode *n) {
    if (!model_ || !n)
      return;
    const sem::Symbol *def = s->underlying();
    const sem::Symbol *by = nullptr;
    if (auto it = model_->constantSubstitutes.find(def); it != model_->constantSubstitutes.end())
      by = it->second;
    else
      by = model_->overrideOf(s, false);
    if (!by || by == def)
      return;
    const sem::Symbol *with = by->underlying();
    auto *od = with->unit ? dynCast<OperatorDefUnit>(with->unit) : nullptr;
    if (!od || tlcStandardModule(with))
      return;
    const Expr *body = od->body;
    while (auto *p = dynCast<ParenExpr>(body))
      body = p->inner;
    if (!body || !isCostNode(body))
      return;
    std::vector<const sem::Symbol *> savedStack;
    std::vector<std::pair<const sem::Symbol *, CostNode *>> savedApplications;
    savedStack.swap(stack_);
    savedApplications.swap(applications_);
    walk(body, n);
    stack_.swap(savedStack);
    applications_.swap(savedApplications);
  }

  void functionDef(const FunctionDefUnit *fd, CostNode *parent) {
    CostNode *n = m_.make(parent, fd, fd->range);
    walk(fd->body, n);
    bounds(fd->bounds, n);
  }

  void bounds(const Vec<BoundDecl> &bs, CostNode *n) {
    for (const BoundDecl &b : bs)
      walk(b.set, n);
  }

  static bool primedVariable(const Expr *lhs) {
    while (auto *p = dynCast<ParenExpr>(lhs))
      lhs = p->inner;
    auto *post = dynCast<PostfixExpr>(lhs);
    if (!post || post->symbol || post->builtin != ast::BuiltinOp::Prime)
      return false;
    const Expr *v = post->operand;
    while (auto *p = dynCast<ParenExpr>(v))
      v = p->inner;
    auto *a = dynCast<OpAppExpr>(v);
    return a && a->path.size() == 1 && a->last().symbol &&
           a->last().symbol->underlying()->kind == sem::SymbolKind::Variable;
  }

  CostModel &m_;
  bool next_;
  const model::SpecModel *model_;
  std::vector<const sem::Symbol *> stack_;
  // The applications whose definitions' bodies are being walked, innermost last.
  std::vector<std::pair<const sem::Symbol *, CostNode *>> applications_;
};

const CostNode *CostModel::addRoot(const Expr *expr, Kind kind, const model::SpecModel *model) {
  CostNode *root = make(nullptr, nullptr, expr ? expr->range : SourceRange{});
  CostTreeBuilder b(*this, kind == Kind::Next, model);
  b.walk(expr, root);
  return root;
}

namespace {

struct Pair {
  uint64_t primary = 0, secondary = 0;
  bool zero() const { return primary == 0 && secondary == 0; }
  bool operator<(const Pair &o) const {
    return primary != o.primary ? primary < o.primary : secondary < o.secondary;
  }
  bool operator==(const Pair &o) const { return primary == o.primary && secondary == o.secondary; }
};

class Reporter {
public:
  Reporter(const CostCounters &c, std::vector<CostLine> &out) : c_(c), out_(out) {}

  Pair pair(const CostNode *n) const {
    return n->id < c_.count.size() ? Pair{c_.count[n->id], c_.secondary[n->id]} : Pair{};
  }

  // The counts of the subtrees below n (TLC's collectChildren).
  void collect(const CostNode *n, std::set<Pair> &out) const {
    for (const CostNode *ch : n->children) {
      Pair p = pair(ch);
      // An UNCHANGED counts as primed (TLC's UnchangedOpApplNodeWrapper).
      if (!p.zero() || ch->primed || ch->unchanged)
        out.insert(p);
      collect(ch, out);
    }
  }

  void selfLine(const CostNode *n, int level, Pair p) {
    out_.push_back(CostLine{level, n->range, p.primary, p.secondary, p.secondary > 0});
  }

  void print(const CostNode *n, int level) {
    if (n->unchanged) {
      printUnchanged(n, level);
      return;
    }
    std::set<Pair> s;
    collect(n, s);
    Pair self = pair(n);
    if (s.empty()) {
      if (self.zero() && !n->primed)
        return;
      selfLine(n, level, self);
      return;
    }
    if (s.size() == 1) {
      Pair cc = *s.begin();
      if (cc.primary < self.primary) {
        selfLine(n, level, self);
        children(n, level + 1);
        return;
      }
      if (!n->primed && self.zero() && !cc.zero()) {
        selfLine(n, level, cc);
        return;
      }
      if (self.zero() && cc.zero()) {
        if (n->primed)
          selfLine(n, level++, self);
        children(n, level);
        return;
      }
      if (self == cc) {
        selfLine(n, level, self);
        return;
      }
    }
    if (!self.zero() || n->primed)
      selfLine(n, level++, self);
    children(n, level);
  }

  void children(const CostNode *n, int level) {
    for (const CostNode *ch : n->children)
      print(ch, level);
  }

  // UNCHANGED e: one line with the largest of its own count and the first
  // non-zero count below it, "first" in the order of Java's HashSet<Long>.
  void printUnchanged(const CostNode *n, int level) {
    std::vector<uint64_t> order;
    std::function<void(const CostNode *)> rec = [&](const CostNode *x) {
      for (const CostNode *ch : x->children) {
        uint64_t v = pair(ch).primary;
        if (std::find(order.begin(), order.end(), v) == order.end())
          order.push_back(v);
        rec(ch);
      }
    };
    rec(n);
    order.erase(std::remove(order.begin(), order.end(), uint64_t{0}), order.end());
    Pair self = pair(n);
    if (order.empty()) {
      selfLine(n, level, self);
      return;
    }
    size_t cap = 16;
    while (order.size() + 1 > cap * 3 / 4)
      cap *= 2;
    auto bucket = [&](uint64_t v) {
      uint32_t h = static_cast<uint32_t>(v ^ (v >> 32));
      h ^= h >> 16;
      return h & (cap - 1);
    };
    uint64_t first = *std::min_element(order.begin(), order.end(), [&](uint64_t a, uint64_t b) {
      if (bucket(a) != bucket(b))
        return bucket(a) < bucket(b);
      return std::find(order.begin(), order.end(), a) < std::find(order.begin(), order.end(), b);
    });
    out_.push_back(CostLine{level, n->range, std::max(self.primary, first), 0, false});
  }

private:
  const CostCounters &c_;
  std::vector<CostLine> &out_;
};

} // namespace

std::vector<CostLine> CostModel::report(const CostNode *root, const CostCounters &c) const {
  std::vector<CostLine> out;
  Reporter r(c, out);
  r.children(root, 0);
  return out;
}

} // namespace tlacore::eval
