// Native implementations of standard-module operators (Naturals, Integers,
// Sequences, FiniteSets, TLC), as TLC implements them natively. Operators of
// the other standard modules are evaluated from their TLA+ definitions.
#include <algorithm>
#include <fstream>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iostream>
#include <mutex>

#include "evaluator.h"
#include "eval/natives/io_utils.h"
#include "eval/natives/json.h"
#include "natives/natives.h"
#include "value/pretty_print.h"
#include "value/set_ops.h"


namespace tlacore::eval {

using val::Kind;
using val::Value;

namespace {

int64_t intArg(const NativeCall &c, size_t i) {
  Value v = c.arg(i);
  if (!v.isInt())
    c.ev.fail("The " + std::string(i == 0 ? "first" : "second") + " argument of " + std::string(c.def->name) +
                  " should be an integer, but instead it is: " + val::toString(v),
              c.range);
  return v.asInt();
}

Value seqArg(const NativeCall &c, size_t i, std::vector<Value> &out) {
  Value v = c.arg(i);
  if (!val::asSequence(v, out))
    c.ev.fail("The argument of " + std::string(c.def->name) + " should be a sequence, but instead it is: " +
                  val::toString(v),
              c.range);
  return v;
}

// ---- Naturals / Integers ----------------------------------------------------------
Value plus(const NativeCall &c) { return Value::integer(c.ev.checkedInt(static_cast<__int128>(intArg(c, 0)) + intArg(c, 1), c.range)); }
Value minus(const NativeCall &c) { return Value::integer(c.ev.checkedInt(static_cast<__int128>(intArg(c, 0)) - intArg(c, 1), c.range)); }
Value times(const NativeCall &c) { return Value::integer(c.ev.checkedInt(static_cast<__int128>(intArg(c, 0)) * intArg(c, 1), c.range)); }
Value lt(const NativeCall &c) { return Value::boolean(intArg(c, 0) < intArg(c, 1)); }
Value gt(const NativeCall &c) { return Value::boolean(intArg(c, 0) > intArg(c, 1)); }
Value leq(const NativeCall &c) { return Value::boolean(intArg(c, 0) <= intArg(c, 1)); }
Value geq(const NativeCall &c) { return Value::boolean(intArg(c, 0) >= intArg(c, 1)); }
Value range(const NativeCall &c) { return Value::interval(intArg(c, 0), intArg(c, 1)); }
Value negate(const NativeCall &c) { return Value::integer(c.ev.checkedInt(-static_cast<__int128>(intArg(c, 0)), c.range)); }
Value nat(const NativeCall &) { return Value::infSet(val::InfSetKind::Nat); }
Value intSet(const NativeCall &) { return Value::infSet(val::InfSetKind::Int); }
Value realSet(const NativeCall &) { return Value::infSet(val::InfSetKind::Real); }

Value div(const NativeCall &c) {
  int64_t a = intArg(c, 0), b = intArg(c, 1);
  if (b == 0)
    c.ev.fail("The second argument of \\div is 0.", c.range);
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    --q; // floor division, as TLC
  return Value::integer(q);
}

Value mod(const NativeCall &c) {
  int64_t a = intArg(c, 0), b = intArg(c, 1);
  if (b <= 0)
    c.ev.fail("The second argument of % should be a positive number, but instead it is: " + std::to_string(b), c.range);
  int64_t r = a % b;
  if (r < 0)
    r += b;
  return Value::integer(r);
}

Value power(const NativeCall &c) {
  int64_t a = intArg(c, 0), b = intArg(c, 1);
  if (b < 0)
    c.ev.fail("The second argument of ^ should be a natural number", c.range);
  if (a == 0 && b == 0)
    c.ev.fail("0^0 is undefined", c.range);
  __int128 r = 1;
  for (int64_t i = 0; i < b; ++i) {
    r *= a;
    c.ev.checkedInt(r, c.range);
  }
  return Value::integer(static_cast<int64_t>(r));
}

// ---- Sequences ----------------------------------------------------------------------
Value len(const NativeCall &c) {
  std::vector<Value> s;
  seqArg(c, 0, s);
  return Value::integer(static_cast<int64_t>(s.size()));
}
Value concat(const NativeCall &c) {
  Value l = c.arg(0), r = c.arg(1);
  // TLC's \o also joins strings.
  if (l.kind() == Kind::String && r.kind() == Kind::String)
    return c.ev.str(std::string(l.text()) + std::string(r.text()));
  std::vector<Value> a, b;
  for (const Value *v : {&l, &r})
    if (!val::asSequence(*v, v == &l ? a : b))
      c.ev.fail("The argument of \\o should be a sequence, but instead it is: " + val::toString(*v), c.range);
  a.insert(a.end(), b.begin(), b.end());
  return Value::tuple(std::move(a));
}
Value append(const NativeCall &c) {
  std::vector<Value> a;
  seqArg(c, 0, a);
  a.push_back(c.arg(1));
  return Value::tuple(std::move(a));
}
Value head(const NativeCall &c) {
  std::vector<Value> a;
  seqArg(c, 0, a);
  if (a.empty())
    c.ev.fail("Attempted to apply Head to the empty sequence.", c.range);
  return a.front();
}
Value tail(const NativeCall &c) {
  std::vector<Value> a;
  seqArg(c, 0, a);
  if (a.empty())
    c.ev.fail("Attempted to apply Tail to the empty sequence.", c.range);
  a.erase(a.begin());
  return Value::tuple(std::move(a));
}
Value subSeq(const NativeCall &c) {
  std::vector<Value> a;
  seqArg(c, 0, a);
  int64_t m = intArg(c, 1), n = intArg(c, 2);
  if (m > n)
    return Value::tuple({});
  if (m < 1 || n > static_cast<int64_t>(a.size()))
    c.ev.fail("The second or third argument of SubSeq is out of range", c.range);
  return Value::tuple(std::vector<Value>(a.begin() + (m - 1), a.begin() + n));
}
Value selectSeq(const NativeCall &c) {
  std::vector<Value> a;
  seqArg(c, 0, a);
  OpRef test = c.opArg(1);
  std::vector<Value> out;
  for (const Value &x : a) {
    Value r = c.ev.applyOp(test, {x}, c.range);
    if (!r.isBool())
      c.ev.fail("the test of SelectSeq did not return a boolean", c.range);
    if (r.asBool())
      out.push_back(x);
  }
  return Value::tuple(std::move(out));
}
Value seqSet(const NativeCall &c) {
  // Seq(S) is infinite: represent it lazily through membership.
  return Value::seqSet(c.arg(0));
}

// ---- FiniteSets ------------------------------------------------------------------------
Value cardinality(const NativeCall &c) {
  Value s = c.arg(0);
  auto n = val::cardinality(s);
  if (!n)
    c.ev.fail("Attempted to compute cardinality of the value " + val::toString(s) + ", which is not a finite set", c.range);
  return Value::integer(*n);
}
Value isFiniteSet(const NativeCall &c) {
  Value s = c.arg(0);
  return Value::boolean(s.kind() != Kind::InfSet && !val::normalize(s).isError());
}

// ---- TLC -------------------------------------------------------------------------------------
std::string printForm(const Value &v) { return val::toString(v); }

// Print and PrintT write to the run's output (RunIo), not to the process's.
Value print(const NativeCall &c) {
  Value out = c.arg(0);
  Value v = c.arg(1);
  // TLC breaks long values over lines here too (Values.ppr).
  c.ev.io().printLine(val::prettyPrint(printForm(out)) + "  " + val::prettyPrint(printForm(v)) + "\n");
  return v;
}
Value printT(const NativeCall &c) {
  Value out = c.arg(0);
  c.ev.io().printLine(val::prettyPrint(printForm(out)) + "\n");
  return Value::boolean(true);
}
Value assertOp(const NativeCall &c) {
  Value v = c.arg(0);
  if (!v.isBool() || !v.asBool()) {
    Value msg = c.arg(1);
    c.ev.fail("The first argument of Assert evaluated to FALSE; the second argument was:\n" + printForm(msg), c.range);
  }
  return Value::boolean(true);
}
Value javaTime(const NativeCall &) { return Value::integer(0); }
Value colonGt(const NativeCall &c) { return Value::fcn({c.arg(0)}, {c.arg(1)}); }
Value atAt(const NativeCall &c) {
  Value f = c.arg(0), g = c.arg(1);
  if (!f.isFcn() || !g.isFcn())
    c.ev.fail("@@ applies to functions", c.range);
  std::vector<Value> keys = f.keys(), vals = f.vals();
  for (size_t i = 0; i < g.keys().size(); ++i)
    if (!val::apply(f, g.keys()[i])) {
      keys.push_back(g.keys()[i]);
      vals.push_back(g.vals()[i]);
    }
  return Value::fcn(std::move(keys), std::move(vals));
}
Value toStringOp(const NativeCall &c) { return c.ev.str(printForm(c.arg(0))); }
Value permutations(const NativeCall &c) {
  Value s = val::normalize(c.arg(0));
  if (s.isError())
    c.ev.fail("Permutations needs a finite set", c.range);
  std::vector<Value> e = s.elems();
  std::vector<Value> out;
  std::vector<size_t> idx(e.size());
  for (size_t i = 0; i < idx.size(); ++i)
    idx[i] = i;
  do {
    std::vector<Value> vals;
    for (size_t i : idx)
      vals.push_back(e[i]);
    out.push_back(Value::fcn(e, vals));
  } while (std::next_permutation(idx.begin(), idx.end()));
  return Value::set(std::move(out));
}
Value sortSeq(const NativeCall &c) {
  std::vector<Value> a;
  seqArg(c, 0, a);
  OpRef less = c.opArg(1);
  std::stable_sort(a.begin(), a.end(), [&](const Value &x, const Value &y) {
    Value r = c.ev.applyOp(less, {x, y}, c.range);
    return r.isBool() && r.asBool();
  });
  return Value::tuple(std::move(a));
}
// TLC's RandomElement: a set of functions, records or tuples draws each
// component; an interval draws an offset; any other set is enumerated (in
// TLC's order) and an element drawn.
Value randomElementOf(const NativeCall &c, const Value &set) {
  const auto *lazy = dynamic_cast<const val::LazySetObj *>(set.heap());
  switch (set.kind()) {
  case val::Kind::FcnSet: {
    Value dom = val::normalize(lazy->parts[0]);
    if (dom.isError())
      break;
    std::vector<Value> vals;
    for (size_t i = 0; i < dom.elems().size(); ++i)
      vals.push_back(randomElementOf(c, lazy->parts[1]));
    return Value::sortedFcn(dom.elems(), std::move(vals));
  }
  case val::Kind::RecordSet: {
    std::vector<std::pair<Value, Value>> fields;
    for (size_t i = 0; i < lazy->parts.size(); ++i)
      fields.emplace_back(lazy->fieldNames[i], randomElementOf(c, lazy->parts[i]));
    return Value::record(std::move(fields));
  }
  case val::Kind::Product: {
    std::vector<Value> parts;
    for (const Value &p : lazy->parts)
      parts.push_back(randomElementOf(c, p));
    return Value::tuple(std::move(parts));
  }
  case val::Kind::Interval: {
    const auto *iv = static_cast<const val::IntervalObj *>(set.heap());
    if (iv->hi < iv->lo)
      break;
    return Value::integer(iv->lo + static_cast<int64_t>(c.ev.random().nextIndex(static_cast<uint64_t>(iv->hi - iv->lo) + 1)));
  }
  default:
    break;
  }
  Value s = val::normalize(set);
  if (s.isError() || s.elems().empty())
    c.ev.fail("RandomElement needs a non-empty finite set", c.range);
  return s.elems()[c.ev.random().nextIndex(s.elems().size())];
}
Value randomElement(const NativeCall &c) { return randomElementOf(c, c.arg(0)); }
Value tlcEval(const NativeCall &c) { return c.arg(0); }
Value anySet(const NativeCall &) { return Value::infSet(val::InfSetKind::Any); }
Value tlcGet(const NativeCall &c) { return c.ev.tlcGet(c.arg(0), c.range); }
Value tlcSet(const NativeCall &c) {
  c.ev.tlcSet(c.arg(0), c.arg(1), c.range);
  return Value::boolean(true);
}

// ---- IOUtils (TLC implements these natively) ------------------------------------

// IOEnv: the run's environment variables (RunIo), as a record of strings.
Value ioEnv(const NativeCall &c) {
  std::vector<std::pair<Value, Value>> fields;
  for (const auto &[name, value] : c.ev.io().environmentVariables())
    fields.emplace_back(c.ev.str(name), c.ev.str(value));
  return Value::record(std::move(fields));
}

// atoi(str): the integer the string denotes.
Value atoiOp(const NativeCall &c) {
  Value v = c.arg(0);
  if (v.kind() != Kind::String)
    c.ev.fail("The argument of atoi should be a string, but instead it is: " + val::toString(v), c.range);
  std::string text(v.text());
  errno = 0;
  char *end = nullptr;
  long long n = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || errno == ERANGE)
    c.ev.fail("atoi: \"" + text + "\" is not an integer", c.range);
  return Value::integer(c.ev.checkedInt(n, c.range));
}

// The field `name` of record `r`, or an error value when it has none.
Value recordField(const NativeCall &c, const Value &r, std::string_view name) {
  const Value *v = r.isFcn() ? val::lookup(r, c.ev.str(name)) : nullptr;
  return v ? *v : Value();
}

// Serialize(value, dest, options): writes a string to the file dest with
// options.format "TXT" (the format the SVG module uses), honouring the
// openOptions APPEND/TRUNCATE_EXISTING/CREATE_NEW. Yields TLC's record
// [exitValue, stdout, stderr]; a file that cannot be written gives exit
// value 1 and the reason in stderr, as TLC's IOUtils does.
Value serializeOp(const NativeCall &c) {
  Value value = c.arg(0), dest = c.arg(1), options = c.arg(2);
  if (dest.kind() != Kind::String)
    c.ev.fail("The second argument of Serialize should be a string, but instead it is: " + val::toString(dest), c.range);
  Value format = recordField(c, options, "format");
  if (format.kind() != Kind::String || format.text() != "TXT")
    c.ev.fail("Serialize: unsupported format " + (format.isError() ? std::string("(none)") : val::toString(format)) +
                  " (tlacore writes the TXT format)",
              c.range);
  if (value.kind() != Kind::String)
    c.ev.fail("Serialize with format TXT needs a string, but the value is: " + val::toString(value), c.range);
  bool append = false, createNew = false;
  Value open = recordField(c, options, "openOptions");
  if (open.isFcn())
    for (const Value &o : open.vals())
      if (o.kind() == Kind::String) {
        append = append || o.text() == "APPEND";
        createNew = createNew || o.text() == "CREATE_NEW";
      }
  std::string path(dest.text());
  auto result = [&](int64_t exitValue, std::string_view out, std::string_view err) {
    return Value::record({{c.ev.str("exitValue"), Value::integer(exitValue)},
                          {c.ev.str("stdout"), c.ev.str(out)},
                          {c.ev.str("stderr"), c.ev.str(err)}});
  };
  if (createNew && std::ifstream(path).good())
    return result(1, "", "FileAlreadyExistsException: " + path);
  std::ofstream file(path, append ? std::ios::app | std::ios::binary : std::ios::trunc | std::ios::binary);
  if (!file || !(file << value.text()) || !file.flush())
    return result(1, "", "Failed to write to the file " + path);
  return result(0, "Finish writing to the file with success!", "");
}

// ---- SequencesExt (TLC implements these natively) ------------------------------------

// SetToSeq(S): the elements of S in TLC's order of the set (the definition
// by CHOOSE would pick another sequence than TLC's Java override).
Value setToSeq(const NativeCall &c) {
  Value s = c.arg(0);
  Value elems = val::normalize(s);
  if (elems.isError())
    c.ev.fail("SetToSeq: the argument should be a finite set, but instead it is: " + val::toString(s), c.range);
  return Value::tuple(elems.elems());
}

struct Entry {
  const char *module;
  const char *name;
  NativeFn fn;
};

const Entry kNatives[] = {
    {"Naturals", "+", plus},        {"Naturals", "-", minus},     {"Naturals", "*", times},
    {"Naturals", "^", power},       {"Naturals", "<", lt},        {"Naturals", ">", gt},
    {"Naturals", "=<", leq},        {"Naturals", ">=", geq},      {"Naturals", "..", range},
    {"Naturals", "\\div", div},     {"Naturals", "%", mod},       {"Naturals", "Nat", nat},
    {"Integers", "-.", negate},     {"Integers", "Int", intSet},  {"Reals", "Real", realSet},
    {"Sequences", "Len", len},      {"Sequences", "\\o", concat}, {"Sequences", "Append", append},
    {"Sequences", "Head", head},    {"Sequences", "Tail", tail},  {"Sequences", "SubSeq", subSeq},
    {"Sequences", "SelectSeq", selectSeq}, {"Sequences", "Seq", seqSet},
    {"FiniteSets", "Cardinality", cardinality}, {"FiniteSets", "IsFiniteSet", isFiniteSet},
    {"TLC", "Print", print},        {"TLC", "PrintT", printT},    {"TLC", "Assert", assertOp},
    {"TLC", "JavaTime", javaTime},  {"TLC", ":>", colonGt},       {"TLC", "@@", atAt},
    {"TLC", "ToString", toStringOp}, {"TLC", "Permutations", permutations},
    {"TLC", "SortSeq", sortSeq},    {"TLC", "RandomElement", randomElement},
    {"TLC", "TLCEval", tlcEval},    {"TLC", "Any", anySet},       {"TLC", "TLCGet", tlcGet},
    {"TLC", "TLCSet", tlcSet},
    {"IOUtils", "IOEnv", ioEnv},
    {"IOUtils", "atoi", atoiOp},
    {"IOUtils", "Serialize", serializeOp},
    {"SequencesExt", "SetToSeq", setToSeq},
};

} // namespace

NativeFn findNative(std::string_view module, std::string_view name) {
  for (const Entry &e : kNatives)
    if (module == e.module && name == e.name)
      return e.fn;
  if (NativeFn fn = natives::findJsonNative(module, name))
    return fn;
  if (NativeFn fn = natives::findIoUtilsNative(module, name))
    return fn;
  for (std::span<const natives::NativeEntry> table : natives::moduleNativeTables())
    for (const natives::NativeEntry &e : table)
      if (module == e.module && name == e.name)
        return e.fn;
  return nullptr;
}

} // namespace tlacore::eval
