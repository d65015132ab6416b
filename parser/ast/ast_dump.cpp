// AST dump (see ast_dump.h).
#include "ast/ast_dump.h"

#include <string_view>

namespace tlacore::ast {

namespace {

class Dumper {
public:
  std::string out;

  void module(const Module &m) {
    line("Module", m.range) << ' ' << nameText(m.name) << " complete=" << m.complete;
    ++depth_;
    for (const Name &n : m.extends)
      line("Extends", n.range) << ' ' << nameText(n);
    for (const Unit *u : m.units)
      unit(u);
    --depth_;
  }

private:
  struct Line {
    std::string &s;
    Line &operator<<(std::string_view v) { s.append(v); return *this; }
    Line &operator<<(char c) { s.push_back(c); return *this; }
    Line &operator<<(long long v) { s.append(std::to_string(v)); return *this; }
    Line &operator<<(int v) { s.append(std::to_string(v)); return *this; }
    Line &operator<<(size_t v) { s.append(std::to_string(v)); return *this; }
    Line &operator<<(bool v) { s.append(v ? "1" : "0"); return *this; }
  };

  Line line(std::string_view what, SourceRange r) {
    out.push_back('\n');
    out.append(static_cast<size_t>(depth_) * 2, ' ');
    out.append(what);
    out.append(" @");
    out.append(std::to_string(r.begin.offset));
    out.push_back('-');
    out.append(std::to_string(r.end.offset));
    return Line{out};
  }
  static std::string nameText(std::string_view text, SourceRange range) {
    std::string out = "'";
    out.append(text);
    out.append("'@").append(std::to_string(range.begin.offset));
    out.append("-").append(std::to_string(range.end.offset));
    return out;
  }
  static std::string nameText(const Name &n) { return nameText(n.text, n.range); }
  static std::string nameText(const OpName &n) { return nameText(n.text, n.range); }
  void opDecl(const OpDecl &d) {
    line("OpDecl", d.name.range) << ' ' << nameText(d.name) << " arity=" << d.arity
                                 << " fixity=" << static_cast<int>(d.fixity);
  }
  void bound(const BoundDecl &b) {
    line("Bound", {}) << " tuple=" << b.isTuple;
    for (const Name &n : b.names)
      Line{out} << ' ' << nameText(n);
    ++depth_;
    if (b.set)
      expr(b.set);
    --depth_;
  }
  template <typename List> void children(const List &es) {
    for (const Expr *e : es)
      expr(e);
  }

  void unit(const Unit *u) {
    static const char *kNames[] = {"Variables", "Constants", "Recursive", "OperatorDef", "FunctionDef",
                                   "Instance",  "Assume",    "Theorem",   "UseOrHide",   "ModuleUnit"};
    line(kNames[static_cast<int>(u->kind)], u->range) << " local=" << u->isLocal;
    ++depth_;
    switch (u->kind) {
    case UnitKind::Variables:
      for (const Name &n : cast<VariablesUnit>(u)->names)
        Line{out} << ' ' << nameText(n);
      break;
    case UnitKind::Constants:
      for (const OpDecl &d : cast<ConstantsUnit>(u)->decls)
        opDecl(d);
      break;
    case UnitKind::Recursive:
      for (const OpDecl &d : cast<RecursiveUnit>(u)->decls)
        opDecl(d);
      break;
    case UnitKind::OperatorDef: {
      auto *d = cast<OperatorDefUnit>(u);
      Line{out} << ' ' << nameText(d->name) << " fixity=" << static_cast<int>(d->fixity);
      for (const OpDecl &p : d->params)
        opDecl(p);
      expr(d->body);
      break;
    }
    case UnitKind::FunctionDef: {
      auto *f = cast<FunctionDefUnit>(u);
      Line{out} << ' ' << nameText(f->name);
      for (const BoundDecl &b : f->bounds)
        bound(b);
      expr(f->body);
      break;
    }
    case UnitKind::Instance: {
      auto *i = cast<InstanceUnit>(u);
      Line{out} << " def=" << (i->defName ? nameText(*i->defName) : std::string("-")) << " module="
                << nameText(i->module);
      for (const OpDecl &p : i->params)
        opDecl(p);
      for (const Substitution &s : i->substitutions) {
        line("Subst", s.target.range) << ' ' << nameText(s.target);
        ++depth_;
        expr(s.value);
        --depth_;
      }
      break;
    }
    case UnitKind::Assume: {
      auto *a = cast<AssumeUnit>(u);
      Line{out} << " name=" << (a->name ? nameText(*a->name) : std::string("-"));
      expr(a->body);
      break;
    }
    case UnitKind::Theorem: {
      auto *t = cast<TheoremUnit>(u);
      Line{out} << " name=" << (t->name ? nameText(*t->name) : std::string("-")) << " hasProof=" << t->hasProof;
      if (t->body)
        expr(t->body);
      if (t->assumeProve)
        assumeProve(*t->assumeProve);
      if (t->proof)
        proof(*t->proof);
      break;
    }
    case UnitKind::UseOrHide: {
      auto *h = cast<UseOrHideUnit>(u);
      Line{out} << " hide=" << h->isHide;
      children(h->facts);
      line("Defs", {});
      children(h->defs);
      break;
    }
    case UnitKind::Module:
      module(*cast<ModuleUnit>(u)->module);
      break;
    }
    --depth_;
  }

  void assumeProve(const AssumeProve &ap) {
    line("AssumeProve", ap.range);
    ++depth_;
    for (const AssumeItem &item : ap.assumes) {
      line("AssumeItem", item.range) << " kind=" << static_cast<int>(item.kind)
                                     << " label=" << (item.label ? nameText(*item.label) : std::string("-"));
      ++depth_;
      if (item.expr)
        expr(item.expr);
      if (item.kind == AssumeItem::Kind::New) {
        line("New", {}) << " kind=" << static_cast<int>(item.decl.kind);
        opDecl(item.decl.decl);
        if (item.decl.set)
          expr(item.decl.set);
      }
      if (item.assumeProve)
        assumeProve(*item.assumeProve);
      --depth_;
    }
    if (ap.prove)
      expr(ap.prove);
    --depth_;
  }

  void proof(const Proof &p) {
    line("Proof", p.range) << " kind=" << static_cast<int>(p.kind);
    ++depth_;
    if (p.by) {
      line("By", {}) << " only=" << p.by->only;
      children(p.by->facts);
      line("Defs", {});
      children(p.by->defs);
    }
    for (const ProofStep *s : p.steps) {
      line("Step", s->range) << " kind=" << static_cast<int>(s->kind) << ' ' << nameText(s->label) << " name="
                             << s->stepName << " level=" << s->level << " implicit=" << s->implicitLevel;
      ++depth_;
      if (s->expr)
        expr(s->expr);
      if (s->assumeProve)
        assumeProve(*s->assumeProve);
      for (const BoundDecl &b : s->bounds)
        bound(b);
      children(s->exprs);
      for (const Unit *u : s->defs)
        unit(u);
      if (s->proof)
        proof(*s->proof);
      --depth_;
    }
    --depth_;
  }

  void segment(const NameSegment &s) {
    line("Segment", s.name.range) << ' ' << nameText(s.name) << " hasArgs=" << s.hasArgs;
    ++depth_;
    children(s.args);
    --depth_;
  }

  void expr(const Expr *e) {
    if (!e) {
      line("null", {});
      return;
    }
    static const char *kNames[] = {"OpApp",   "Prefix",    "Infix",    "Postfix",  "Times",     "Number",
                                   "Decimal", "String",    "Bool",     "BuiltinSet", "At",      "Paren",
                                   "FcnApp",  "Field",     "Junction", "Quant",    "Choose",    "SetEnum",
                                   "SetFilter", "SetMap",  "FcnCtor",  "FcnSet",   "Record",    "RecordSet",
                                   "Except",  "Tuple",     "If",       "Case",     "Let",       "BoxAction",
                                   "AngleAction", "Fairness", "Lambda", "Label",   "StepRef",   "Error"};
    line(kNames[static_cast<int>(e->kind)], e->range);
    ++depth_;
    switch (e->kind) {
    case ExprKind::OpApp: {
      auto *a = cast<OpAppExpr>(e);
      Line{out} << " symbol=" << a->isSymbol;
      for (const NameSegment &s : a->path)
        segment(s);
      break;
    }
    case ExprKind::Prefix: {
      auto *p = cast<PrefixExpr>(e);
      Line{out} << ' ' << nameText(p->op) << " builtin=" << static_cast<int>(p->builtin);
      expr(p->operand);
      break;
    }
    case ExprKind::Infix: {
      auto *p = cast<InfixExpr>(e);
      Line{out} << ' ' << nameText(p->op) << " builtin=" << static_cast<int>(p->builtin);
      expr(p->lhs);
      expr(p->rhs);
      break;
    }
    case ExprKind::Postfix: {
      auto *p = cast<PostfixExpr>(e);
      Line{out} << ' ' << nameText(p->op) << " builtin=" << static_cast<int>(p->builtin);
      expr(p->operand);
      break;
    }
    case ExprKind::Times:
      children(cast<TimesExpr>(e)->factors);
      break;
    case ExprKind::Number: {
      auto *n = cast<NumberExpr>(e);
      Line{out} << ' ' << n->text << " value=" << (n->value ? std::to_string(*n->value) : std::string("big"));
      break;
    }
    case ExprKind::Decimal:
      Line{out} << ' ' << cast<DecimalExpr>(e)->text;
      break;
    case ExprKind::String: {
      std::string_view v = cast<StringExpr>(e)->value;
      Line{out} << " len=" << v.size() << " \"" << v << '"';
      break;
    }
    case ExprKind::Bool:
      Line{out} << ' ' << cast<BoolExpr>(e)->value;
      break;
    case ExprKind::BuiltinSet:
      Line{out} << ' ' << static_cast<int>(cast<BuiltinSetExpr>(e)->set);
      break;
    case ExprKind::At:
    case ExprKind::Error:
      break;
    case ExprKind::Paren:
      expr(cast<ParenExpr>(e)->inner);
      break;
    case ExprKind::FcnApp: {
      auto *f = cast<FcnAppExpr>(e);
      expr(f->fcn);
      children(f->args);
      break;
    }
    case ExprKind::Field: {
      auto *f = cast<FieldExpr>(e);
      Line{out} << ' ' << nameText(f->field);
      expr(f->record);
      break;
    }
    case ExprKind::Junction: {
      auto *j = cast<JunctionExpr>(e);
      Line{out} << " and=" << j->isAnd;
      for (SourceRange b : j->bullets)
        Line{out} << " bullet@" << static_cast<size_t>(b.begin.offset) << '-' << static_cast<size_t>(b.end.offset);
      children(j->items);
      break;
    }
    case ExprKind::Quant: {
      auto *q = cast<QuantExpr>(e);
      Line{out} << " quant=" << static_cast<int>(q->quant);
      for (const BoundDecl &b : q->bounds)
        bound(b);
      expr(q->body);
      break;
    }
    case ExprKind::Choose: {
      auto *c = cast<ChooseExpr>(e);
      bound(c->bound);
      expr(c->body);
      break;
    }
    case ExprKind::SetEnum:
      children(cast<SetEnumExpr>(e)->elements);
      break;
    case ExprKind::SetFilter: {
      auto *s = cast<SetFilterExpr>(e);
      bound(s->bound);
      expr(s->predicate);
      break;
    }
    case ExprKind::SetMap: {
      auto *s = cast<SetMapExpr>(e);
      expr(s->body);
      for (const BoundDecl &b : s->bounds)
        bound(b);
      break;
    }
    case ExprKind::FcnCtor: {
      auto *f = cast<FcnCtorExpr>(e);
      for (const BoundDecl &b : f->bounds)
        bound(b);
      expr(f->body);
      break;
    }
    case ExprKind::FcnSet: {
      auto *f = cast<FcnSetExpr>(e);
      expr(f->domain);
      expr(f->range_);
      break;
    }
    case ExprKind::Record:
    case ExprKind::RecordSet: {
      const Vec<FieldInit> &fields =
          e->kind == ExprKind::Record ? cast<RecordExpr>(e)->fields : cast<RecordSetExpr>(e)->fields;
      for (const FieldInit &f : fields) {
        line("FieldInit", f.field.range) << ' ' << nameText(f.field);
        ++depth_;
        expr(f.value);
        --depth_;
      }
      break;
    }
    case ExprKind::Except: {
      auto *x = cast<ExceptExpr>(e);
      expr(x->base);
      for (const ExceptSpec &s : x->specs) {
        line("ExceptSpec", s.range);
        ++depth_;
        for (const ExceptStep &st : s.path) {
          line("Step", st.field.range) << " field=" << st.isField << ' ' << nameText(st.field);
          ++depth_;
          children(st.args);
          --depth_;
        }
        expr(s.value);
        --depth_;
      }
      break;
    }
    case ExprKind::Tuple:
      children(cast<TupleExpr>(e)->elements);
      break;
    case ExprKind::If: {
      auto *i = cast<IfExpr>(e);
      expr(i->cond);
      expr(i->thenExpr);
      expr(i->elseExpr);
      break;
    }
    case ExprKind::Case: {
      auto *c = cast<CaseExpr>(e);
      for (const CaseArm &a : c->arms) {
        line("Arm", a.range);
        ++depth_;
        expr(a.guard);
        expr(a.value);
        --depth_;
      }
      line("Other", {});
      expr(c->other);
      break;
    }
    case ExprKind::Let: {
      auto *l = cast<LetExpr>(e);
      for (const Unit *u : l->defs)
        unit(u);
      expr(l->body);
      break;
    }
    case ExprKind::BoxAction: {
      auto *b = cast<BoxActionExpr>(e);
      expr(b->action);
      expr(b->subscript);
      break;
    }
    case ExprKind::AngleAction: {
      auto *b = cast<AngleActionExpr>(e);
      expr(b->action);
      expr(b->subscript);
      break;
    }
    case ExprKind::Fairness: {
      auto *f = cast<FairnessExpr>(e);
      Line{out} << " strong=" << f->strong;
      expr(f->subscript);
      expr(f->action);
      break;
    }
    case ExprKind::Lambda: {
      auto *l = cast<LambdaExpr>(e);
      for (const Name &n : l->params)
        Line{out} << ' ' << nameText(n);
      expr(l->body);
      break;
    }
    case ExprKind::Label: {
      auto *l = cast<LabelExpr>(e);
      Line{out} << ' ' << nameText(l->label);
      for (const Name &n : l->params)
        Line{out} << ' ' << nameText(n);
      expr(l->body);
      break;
    }
    case ExprKind::StepRef:
      Line{out} << ' ' << cast<StepRefExpr>(e)->step;
      break;
    }
    --depth_;
  }

  int depth_ = 0;
};

} // namespace

std::string dumpModule(const Module &module) {
  Dumper d;
  d.module(module);
  return d.out;
}

} // namespace tlacore::ast
