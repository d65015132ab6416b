// References into an ASSUME/PROVE (foo!3, foo!lab, <1>2!1!4): SANY's checks that a part in the scope
// of a NEW is named only from inside that scope (Generator.selectorToNode with illegalAPPosRef and
// illegalLabelRef; AssumeProveNode's comment states the rule), and its errors for what such a name
// selects (a SUFFICES wrapper, a NEW clause, an ASSUME/PROVE where an expression is needed).
#include <algorithm>
#include <cctype>

#include "resolver.h"

namespace tlacore::sem {

using namespace ast;

namespace {

// A selector as SANY's Selector holds it: its text (a name, a number, <<, >>, :, @, or "(" for
// `!(e, ...)`), where it is, and its argument count.
enum class ApSel { Name, Number, First, Last, Colon, At, Args };

ApSel selKind(std::string_view t) {
  if (t == ":")
    return ApSel::Colon;
  if (t == "<<")
    return ApSel::First;
  if (t == ">>")
    return ApSel::Last;
  if (t == "@")
    return ApSel::At;
  if (t.empty() || t == "(")
    return ApSel::Args;
  if (std::all_of(t.begin(), t.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    return ApSel::Number;
  return ApSel::Name;
}

// SANY's ArgNum: the operand (from 1) a selector names among `arity`; 0 when none.
size_t argNumber(std::string_view t, size_t arity) {
  switch (selKind(t)) {
  case ApSel::Number: {
    size_t n = 0;
    for (char c : t)
      n = std::min<size_t>(n * 10 + static_cast<size_t>(c - '0'), size_t{1} << 30);
    return n >= 1 && n <= arity ? n : 0;
  }
  case ApSel::First:
    return arity > 0 ? 1 : 0;
  case ApSel::Last:
    return arity == 2 ? 2 : 0;
  default:
    return 0;
  }
}

// SANY's selectorItemToString.
std::string selText(std::string_view t) {
  switch (selKind(t)) {
  case ApSel::Args:
    return "!(...)";
  case ApSel::First:
  case ApSel::Last:
  case ApSel::At:
  case ApSel::Colon:
    return "argument selector " + std::string(t);
  default:
    return std::string(t);
  }
}

bool contains(SourceRange outer, SourceRange inner) {
  return outer.begin.offset <= inner.begin.offset && inner.end.offset <= outer.end.offset;
}

// Whether clause `i` (from 1; the PROVE is assumes.size() + 1) of `ap` lies in the scope of one of
// its NEW declarations: a clause before it is one (AssumeProveNode.inScopeOfDecl).
bool clauseInScope(const AssumeProve *ap, size_t i) {
  for (size_t k = 0; k + 1 < i && k < ap->assumes.size(); ++k)
    if (ap->assumes[k].kind == AssumeItem::Kind::New)
      return true;
  return false;
}

// The clause of `ap` (from 1) whose text holds `r`.
size_t clauseOf(const AssumeProve *ap, SourceRange r) {
  for (size_t k = 0; k < ap->assumes.size(); ++k)
    if (contains(ap->assumes[k].range, r))
      return k + 1;
  return ap->assumes.size() + 1;
}

// The nested ASSUME/PROVE a label `lbl :: ASSUME ... PROVE ...` at `r` names, searched in `ap`.
const AssumeProve *labeledAssumeProve(const AssumeProve *ap, SourceRange r) {
  for (const AssumeItem &item : ap->assumes) {
    if (item.kind != AssumeItem::Kind::AssumeProve || !item.assumeProve)
      continue;
    if (item.label && item.range.begin.offset == r.begin.offset)
      return item.assumeProve;
    if (contains(item.range, r))
      if (const AssumeProve *inner = labeledAssumeProve(item.assumeProve, r))
        return inner;
  }
  return nullptr;
}

} // namespace

// The selectors after a step name (<1>2!laby!<<): the parser keeps only the range they cover, so
// they are read again from the text (names, numbers, <<, >>, :, @, and `(args)` by its commas).
std::vector<Resolver::ApSelector> Resolver::stepSelectors(const StepRefExpr *e) const {
  std::vector<ApSelector> out;
  const SourceManager &sm = set_.sources();
  if (!e->range.begin.valid() || !e->range.end.valid())
    return out;
  FileId f = sm.fileOf(e->range.begin);
  std::string_view text = sm.bufferText(f);
  uint32_t base = e->range.begin.offset - sm.offsetInBuffer(e->range.begin);
  size_t p = sm.offsetInBuffer(e->range.begin) + e->step.size();
  size_t end = std::min<size_t>(sm.offsetInBuffer(e->range.end), text.size());
  auto at = [&](size_t a, size_t b) {
    return SourceRange{SourceLoc{static_cast<uint32_t>(base + a)}, SourceLoc{static_cast<uint32_t>(base + b)}};
  };
  auto skipSpace = [&] {
    while (p < end && std::isspace(static_cast<unsigned char>(text[p])))
      ++p;
  };
  for (;;) {
    skipSpace();
    if (p >= end || text[p] != '!')
      break;
    ++p;
    skipSpace();
    if (p >= end)
      break;
    size_t from = p;
    ApSelector s;
    if (text.compare(p, 2, "<<") == 0 || text.compare(p, 2, ">>") == 0) {
      p += 2;
    } else if (text[p] == ':' || text[p] == '@') {
      ++p;
    } else if (text[p] == '(') {
      // `(e1, ..., en)`: its arguments counted by the commas outside nested brackets.
      int depth = 0;
      size_t args = 1;
      for (; p < end; ++p) {
        char c = text[p];
        if (c == '(' || c == '[' || c == '{')
          ++depth;
        else if (c == ')' || c == ']' || c == '}') {
          if (--depth == 0) {
            ++p;
            break;
          }
        } else if (c == ',' && depth == 1)
          ++args;
      }
      s.hasArgs = true;
      s.argCount = args;
      s.text = "(";
      s.range = at(from, p);
      out.push_back(s);
      continue;
    } else if (std::isalnum(static_cast<unsigned char>(text[p])) || text[p] == '_') {
      while (p < end && (std::isalnum(static_cast<unsigned char>(text[p])) || text[p] == '_'))
        ++p;
    } else {
      break; // an operator symbol selector: not a part of an ASSUME/PROVE
    }
    s.text = text.substr(from, p - from);
    s.range = at(from, p);
    out.push_back(s);
  }
  return out;
}

std::vector<Resolver::ApSelector> Resolver::pathSelectors(const OpAppExpr *e, size_t from) {
  std::vector<ApSelector> out;
  for (size_t k = from; k < e->path.size(); ++k) {
    const NameSegment &seg = e->path[k];
    out.push_back({seg.name.text, seg.name.range, seg.args.size(), seg.hasArgs});
  }
  return out;
}

void Resolver::noteAssumeProveGoal(const AssumeProve *ap, bool suffices) { apGoals_[ap] = {suffices, true}; }

void Resolver::leaveAssumeProveProof(const AssumeProve *ap) {
  if (auto it = apGoals_.find(ap); it != apGoals_.end())
    it->second.inProof = false;
}

// `def` (a named theorem or proof step whose statement is `top`) followed by `sels`, used as a
// fact or an expression (`whole` is the name's range).
void Resolver::checkAssumeProveSelection(const Symbol *def, const AssumeProve *top,
                                         const std::vector<ApSelector> &sels, bool fact, SourceRange whole) {
  if (!top || sels.empty())
    return;
  // Legal(exp, ref) of AssumeProveNode: outside the declarations' scope, or the reference inside
  // the statement's proof (outside it, for a SUFFICES). A theorem of another module: outside.
  ApGoal goal{false, false};
  if (auto it = apGoals_.find(top); it != apGoals_.end())
    goal = it->second;
  bool refAllowedInScope = goal.suffices == !goal.inProof;
  auto err = [&](SourceRange r, std::string text) { diags_.report(DiagId::err_selector, r) << std::move(text); };

  enum class At { AssumeProve, New, Other } at = At::AssumeProve;
  const AssumeProve *ap = top;
  bool apIsTop = true;
  bool inSufficesWrapper = false;
  const LabelTable *labels = def->underlying()->labels;
  bool followingLabels = true; // a name right after the statement's name or a label is a label
  bool endsAtLabel = false;    // a label naming an ASSUME/PROVE is reported as such (4355) elsewhere
  for (size_t idx = 0; idx < sels.size(); ++idx) {
    const ApSelector &s = sels[idx];
    ApSel k = selKind(s.text);
    if (k == ApSel::Colon)
      return;
    if (k == ApSel::Name) {
      if (!followingLabels)
        return; // a LET definition's name after an expression: not a part of the ASSUME/PROVE
      const LabelInfo *label = nullptr;
      if (labels)
        for (const LabelInfo &l : *labels)
          if (l.name == s.text)
            label = &l;
      if (!label) {
        err(s.range, "Cannot find label `" + std::string(s.text) + "'.");
        return;
      }
      if (clauseInScope(top, clauseOf(top, label->range)) && !refAllowedInScope) {
        err(s.range, "Accessing subexpression labeled `" + std::string(s.text) +
                         "' of ASSUME/PROVE clause within the scope of a declaration\n from outside that "
                         "declaration's scope.");
        return;
      }
      labels = label->labels;
      endsAtLabel = true;
      if (label->isAssumeProve) {
        ap = labeledAssumeProve(top, label->range);
        if (!ap)
          return;
        at = At::AssumeProve;
        apIsTop = false;
      } else {
        at = At::Other; // an expression: its parts are walked as any definition's (subexpr_path)
      }
      continue;
    }
    followingLabels = false;
    endsAtLabel = false;
    if (at != At::AssumeProve)
      return;
    if (apIsTop && goal.suffices && !inSufficesWrapper) {
      // SUFFICES ASSUME ... PROVE ...: its one operand is the ASSUME/PROVE itself.
      if (argNumber(s.text, 1) != 1) {
        err(s.range, "Accessing non-existent subexpression of a SUFFICES");
        return;
      }
      inSufficesWrapper = true;
      continue;
    }
    size_t n = ap->assumes.size();
    size_t i = argNumber(s.text, n + 1);
    if (!i) {
      err(s.range, "Nonexistent operand specified by `" + selText(s.text) + "'.");
      return;
    }
    if (clauseInScope(ap, i) && !(apIsTop && refAllowedInScope)) {
      err(s.range, "Accessing ASSUME/PROVE clause within the scope of a declaration\n from outside that "
                   "declaration's scope.");
      return;
    }
    if (i > n)
      return; // the PROVE expression
    const AssumeItem &item = ap->assumes[i - 1];
    switch (item.kind) {
    case AssumeItem::Kind::New:
      if (idx + 1 != sels.size()) {
        err(s.range, "Selected a subexpression of a NEW clause of an ASSUME.");
        return;
      }
      at = At::New;
      break;
    case AssumeItem::Kind::AssumeProve:
      if (!item.assumeProve)
        return;
      ap = item.assumeProve;
      apIsTop = false;
      at = At::AssumeProve;
      break;
    case AssumeItem::Kind::Expr:
      return;
    }
  }
  if (fact || endsAtLabel)
    return;
  if (at == At::AssumeProve)
    err(whole, "Selected ASSUME/PROVE instead of expression.");
  else if (at == At::New)
    err(whole, "Selected a NEW declaration as an expression or operator.");
}

} // namespace tlacore::sem
