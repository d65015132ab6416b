// Native SequencesExt operators, as TLC's CommunityModules override them
// (tlc2.overrides.SequencesExt): same results, same error texts.
#include <algorithm>

#include "natives.h"
#include "value/seq_view.h"
#include "value/tlc_compare.h"

namespace tlacore::eval::natives {
namespace {

using val::Kind;
using val::Value;

constexpr const char *kModule = "SequencesExt";

// A sequence argument read in place (a trace's thousands of records are not
// copied per call); it holds the value, which keeps the elements alive.
class SeqArg {
public:
  SeqArg(Value held, const std::vector<Value> &elems) : held_(std::move(held)), elems_(&elems) {}
  const Value &value() const { return held_; }
  const std::vector<Value> &elems() const { return *elems_; }
  size_t size() const { return elems_->size(); }
  const Value &operator[](size_t i) const { return (*elems_)[i]; }
  auto begin() const { return elems_->begin(); }
  auto end() const { return elems_->end(); }

private:
  Value held_;
  const std::vector<Value> *elems_;
};

// The i-th argument as a sequence (a string is none), else TLC's argument error.
SeqArg seqArg(const NativeCall &c, size_t i, std::string_view op, bool oneArg = false) {
  Value v = c.arg(i);
  const std::vector<Value> *elems = v.kind() == Kind::String ? nullptr : val::sequenceView(v);
  if (!elems) {
    // The overrides read it with toTuple, which a function TLC keeps lazy may refuse with its own error.
    if (std::string err = val::lazyFcnToTupleError(v); !err.empty())
      c.ev.failUnlocated(err, c.range);
    if (oneArg)
      oneArgumentError(c, op, "sequence", v);
    argumentError(c, ordinal(i), op, "sequence", v);
  }
  return SeqArg(std::move(v), *elems);
}

// TLC's EC.TLC_MODULE_ARGUMENT_NOT_IN_DOMAIN.
[[noreturn]] void notInDomain(const NativeCall &c, std::string_view pos, std::string_view op, const Value &seq,
                              const Value &index) {
  c.ev.fail("The " + std::string(pos) + " argument of " + std::string(op) +
                " must be in the domain of its first argument:\n" + val::toString(seq) + "\n, but instead it is\n" +
                val::toString(index),
            c.range);
}

Value setToSeqs(const NativeCall &c) {
  Value s = c.arg(0);
  std::vector<Value> elems;
  if (!finiteSetElems(s, elems))
    wrongValueError(c, "SetToSeqs", "a finite set", s);
  std::vector<size_t> idx(elems.size());
  for (size_t i = 0; i < idx.size(); ++i)
    idx[i] = i;
  std::vector<Value> out;
  do {
    std::vector<Value> perm;
    for (size_t i : idx)
      perm.push_back(elems[i]);
    out.push_back(Value::tuple(std::move(perm)));
  } while (std::next_permutation(idx.begin(), idx.end()));
  return Value::set(std::move(out));
}

Value contains(const NativeCall &c) {
  SeqArg s = seqArg(c, 0, "Contains", true);
  Value e = c.arg(1);
  return Value::boolean(std::find(s.begin(), s.end(), e) != s.end());
}

Value longestCommonPrefix(const NativeCall &c) {
  Value set = c.arg(0);
  std::vector<Value> elems;
  if (!finiteSetElems(set, elems) || elems.empty())
    oneArgumentError(c, "LongestCommonPrefix", "non-empty set", set);
  if (elems.front().kind() == Kind::String) {
    std::string prefix(elems.front().text());
    for (size_t i = 1; i < elems.size(); ++i) {
      if (elems[i].kind() != Kind::String)
        oneArgumentError(c, "LongestCommonPrefix", "sequence", set);
      std::string_view other = elems[i].text();
      size_t n = 0;
      while (n < prefix.size() && n < other.size() && prefix[n] == other[n])
        ++n;
      prefix.resize(n);
    }
    return c.ev.str(prefix);
  }
  std::vector<Value> prefix;
  if (!sequenceElems(elems.front(), prefix))
    oneArgumentError(c, "LongestCommonPrefix", "sequence", set);
  for (size_t i = 1; i < elems.size(); ++i) {
    std::vector<Value> other;
    if (!sequenceElems(elems[i], other))
      oneArgumentError(c, "LongestCommonPrefix", "sequence", set);
    size_t n = 0;
    while (n < prefix.size() && n < other.size() && prefix[n] == other[n])
      ++n;
    prefix.resize(n);
  }
  return Value::tuple(std::move(prefix));
}

// FoldSeq is FoldFunction on the sequence (TLC delegates to Functions.foldFunction).
Value foldSeq(const NativeCall &c) {
  OpRef op = c.opArg(0);
  Value acc = c.arg(1), f = c.arg(2);
  if (!f.isFcn())
    argumentError(c, "third", "FoldFunction", "function", f);
  for (const Value &x : f.vals())
    acc = callOpInJava(c, "public static tlc2.value.impl.Value tlc2.overrides.SequencesExt.foldSeq("
                                  "tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Value)",
                       op, {x, acc});
  return acc;
}

Value foldLeft(const NativeCall &c) {
  OpRef op = c.opArg(0);
  Value acc = c.arg(1);
  for (const Value &x : seqArg(c, 2, "FoldLeft"))
    acc = callOpInJava(c, "public static tlc2.value.impl.Value tlc2.overrides.SequencesExt.foldLeft("
                                  "tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Value)",
                       op, {acc, x});
  return acc;
}

Value foldRight(const NativeCall &c) {
  OpRef op = c.opArg(0);
  SeqArg s = seqArg(c, 1, "FoldRight");
  Value acc = c.arg(2);
  for (size_t i = s.size(); i-- > 0;)
    acc = callOpInJava(c, "public static tlc2.value.impl.Value tlc2.overrides.SequencesExt.foldRight("
                                  "tlc2.value.impl.OpValue,tlc2.value.impl.Value,tlc2.value.impl.Value)",
                       op, {s[i], acc});
  return acc;
}

Value foldLeftDomain(const NativeCall &c) {
  OpRef op = c.opArg(0);
  Value acc = c.arg(1);
  size_t n = seqArg(c, 2, "FoldLeftDomain").size();
  for (size_t i = 1; i <= n; ++i)
    acc = callOp(c, op, {acc, Value::integer(static_cast<int64_t>(i))});
  return acc;
}

Value foldRightDomain(const NativeCall &c) {
  OpRef op = c.opArg(0);
  size_t n = seqArg(c, 1, "FoldRightDomain").size();
  Value acc = c.arg(2);
  for (size_t i = n; i >= 1; --i)
    acc = callOp(c, op, {Value::integer(static_cast<int64_t>(i)), acc});
  return acc;
}

// ReplaceFirstSubSeq and ReplaceAllSubSeqs: TLC overrides only the case of
// three strings; any other arguments go to the TLA+ definition (Value()).
Value replaceFirstSubSeq(const NativeCall &c) {
  Value r = c.arg(0), s = c.arg(1), t = c.arg(2);
  if (r.kind() != Kind::String || s.kind() != Kind::String || t.kind() != Kind::String)
    return Value();
  std::string st(t.text()), ss(s.text()), sr(r.text());
  if (ss.empty())
    return c.ev.str(sr + st);
  size_t at = st.find(ss);
  if (at != std::string::npos)
    st.replace(at, ss.size(), sr);
  return c.ev.str(st);
}

Value replaceAllSubSeqs(const NativeCall &c) {
  Value r = c.arg(0), s = c.arg(1), t = c.arg(2);
  if (r.kind() != Kind::String || s.kind() != Kind::String || t.kind() != Kind::String)
    return Value();
  std::string st(t.text()), ss(s.text()), sr(r.text());
  std::string out;
  if (ss.empty()) {
    out = sr;
    for (size_t i = 0; i < st.size(); ++i) {
      if (i != 0)
        out += sr;
      out += st[i];
    }
    return c.ev.str(out);
  }
  size_t from = 0;
  for (size_t at; (at = st.find(ss, from)) != std::string::npos; from = at + ss.size())
    out += st.substr(from, at - from) + sr;
  out += st.substr(from);
  return c.ev.str(out);
}

Value isPrefix(const NativeCall &c) {
  Value a = c.arg(0), b = c.arg(1);
  if (a.kind() == Kind::String && b.kind() == Kind::String)
    return Value::boolean(b.text().substr(0, a.text().size()) == a.text() && a.text().size() <= b.text().size());
  const std::vector<Value> *s = val::sequenceView(a), *t = s ? val::sequenceView(b) : nullptr;
  if (!s)
    argumentError(c, "first", "IsPrefix", "sequence", a);
  if (!t)
    argumentError(c, "second", "IsPrefix", "sequence", b);
  return Value::boolean(s->size() <= t->size() && std::equal(s->begin(), s->end(), t->begin()));
}

Value selectInSeq(const NativeCall &c) {
  SeqArg s = seqArg(c, 0, "SelectInSeq");
  OpRef test = c.opArg(1);
  for (size_t i = 0; i < s.size(); ++i)
    if (callPredicate(c, test, s[i], "third", "SelectInSeq", "boolean-valued operator"))
      return Value::integer(static_cast<int64_t>(i + 1));
  return Value::integer(0);
}

// The bounds from..to of Select(Last)InSubSeq, checked as TLC checks them;
// nullopt when from > to (the result is 0).
std::optional<std::pair<int64_t, int64_t>> subSeqBounds(const NativeCall &c, std::string_view op, const Value &seq,
                                                        size_t len) {
  Value f = c.arg(1), t = c.arg(2);
  if (!f.isInt())
    argumentError(c, "second", op, "natural", f);
  if (!t.isInt())
    argumentError(c, "third", op, "natural", t);
  int64_t from = f.asInt(), to = t.asInt();
  if (from > to)
    return std::nullopt;
  auto n = static_cast<int64_t>(len);
  if (from < 1 || from > n)
    notInDomain(c, "second", op, seq, f);
  if (to < 1 || to > n)
    notInDomain(c, "third", op, seq, t);
  return std::make_pair(from, to);
}

Value selectInSubSeq(const NativeCall &c) {
  SeqArg s = seqArg(c, 0, "SelectInSubSeq");
  const Value &seq = s.value();
  auto bounds = subSeqBounds(c, "SelectInSubSeq", seq, s.size());
  if (!bounds)
    return Value::integer(0);
  OpRef test = c.opArg(3);
  for (int64_t i = bounds->first; i <= bounds->second; ++i)
    if (callPredicate(c, test, s[static_cast<size_t>(i - 1)], "fourth", "SelectInSubSeq", "boolean-valued operator"))
      return Value::integer(i);
  return Value::integer(0);
}

Value selectLastInSeq(const NativeCall &c) {
  SeqArg s = seqArg(c, 0, "SelectLastInSeq");
  OpRef test = c.opArg(1);
  for (size_t i = s.size(); i-- > 0;)
    if (callPredicate(c, test, s[i], "third", "SelectLastInSeq", "boolean-valued function"))
      return Value::integer(static_cast<int64_t>(i + 1));
  return Value::integer(0);
}

Value selectLastInSubSeq(const NativeCall &c) {
  SeqArg s = seqArg(c, 0, "SelectLastInSubSeq");
  const Value &seq = s.value();
  auto bounds = subSeqBounds(c, "SelectLastInSubSeq", seq, s.size());
  if (!bounds)
    return Value::integer(0);
  OpRef test = c.opArg(3);
  for (int64_t i = bounds->second; i >= bounds->first; --i)
    if (callPredicate(c, test, s[static_cast<size_t>(i - 1)], "fourth", "SelectLastInSubSeq",
                      "boolean-valued function"))
      return Value::integer(i);
  return Value::integer(0);
}

Value removeFirst(const NativeCall &c) {
  std::vector<Value> s = seqArg(c, 0, "RemoveFirst").elems();
  Value e = c.arg(1);
  auto it = std::find(s.begin(), s.end(), e);
  if (it != s.end())
    s.erase(it);
  return Value::tuple(std::move(s));
}

Value removeFirstMatch(const NativeCall &c) {
  std::vector<Value> s = seqArg(c, 0, "RemoveFirstMatch").elems();
  OpRef test = c.opArg(1);
  for (size_t i = 0; i < s.size(); ++i)
    if (callPredicate(c, test, s[i], "second", "RemoveFirstMatch", "boolean-valued function")) {
      s.erase(s.begin() + static_cast<std::ptrdiff_t>(i));
      break;
    }
  return Value::tuple(std::move(s));
}

Value suffixes(const NativeCall &c) {
  SeqArg s = seqArg(c, 0, "Suffixes", true);
  std::vector<Value> out{Value::tuple({})};
  for (size_t i = 0; i < s.size(); ++i)
    out.push_back(Value::tuple(std::vector<Value>(s.begin() + static_cast<std::ptrdiff_t>(i), s.end())));
  return Value::set(std::move(out));
}

Value allSubSeqs(const NativeCall &c) {
  SeqArg s = seqArg(c, 0, "AllSubSeqs", true);
  if (s.size() >= 31)
    overflowError(c, "AllSubSeqs of a sequence of " + std::to_string(s.size()) + " elements");
  std::vector<Value> out;
  for (uint64_t mask = 0; mask < (uint64_t{1} << s.size()); ++mask) {
    std::vector<Value> sub;
    for (size_t j = 0; j < s.size(); ++j)
      if (mask & (uint64_t{1} << j))
        sub.push_back(s[j]);
    out.push_back(Value::tuple(std::move(sub)));
  }
  return Value::set(std::move(out));
}

const NativeEntry kTable[] = {
    {kModule, "SetToSeqs", setToSeqs},
    {kModule, "Contains", contains},
    {kModule, "LongestCommonPrefix", longestCommonPrefix},
    {kModule, "FoldSeq", foldSeq},
    {kModule, "FoldLeft", foldLeft},
    {kModule, "FoldRight", foldRight},
    {kModule, "FoldLeftDomain", foldLeftDomain},
    {kModule, "FoldRightDomain", foldRightDomain},
    {kModule, "ReplaceFirstSubSeq", replaceFirstSubSeq},
    {kModule, "ReplaceAllSubSeqs", replaceAllSubSeqs},
    {kModule, "IsPrefix", isPrefix},
    {kModule, "SelectInSeq", selectInSeq},
    {kModule, "SelectInSubSeq", selectInSubSeq},
    {kModule, "SelectLastInSeq", selectLastInSeq},
    {kModule, "SelectLastInSubSeq", selectLastInSubSeq},
    {kModule, "RemoveFirst", removeFirst},
    {kModule, "RemoveFirstMatch", removeFirstMatch},
    {kModule, "Suffixes", suffixes},
    {kModule, "AllSubSeqs", allSubSeqs},
};

} // namespace

std::span<const NativeEntry> sequencesExtNatives() { return kTable; }

} // namespace tlacore::eval::natives
