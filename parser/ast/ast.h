// The TLA+ abstract syntax tree: modules, units (declarations and
// definitions) and expressions, each with its source range. Nodes live in
// an AstContext arena and are never freed one by one; children are raw
// pointers into that arena. Node kinds are tags; use isa<>/cast<> below.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <iterator>
#include <memory_resource>
#include <new>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <type_traits>
#include <vector>

#include "arena_vec.h"
#include "packed_array.h"
#include "builtin_op.h"
#include "op_spelling.h"
#include "source_manager.h"

namespace tlacore::sem {
// Defined by semantic/: what a name resolves to. The parser leaves these
// pointers null; semantic analysis fills them in once, before any checking.
struct Symbol;
} // namespace tlacore::sem

namespace tlacore::ast {

template <typename T> using Vec = ArenaVec<T>;

// An identifier or operator symbol with its location.
struct Name {
  std::string_view text;
  SourceRange range;
};

enum class Fixity : uint8_t { Nonfix, Prefix, Infix, Postfix };

// ---------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------
enum class ExprKind : uint8_t {
  OpApp,       // x, Op(a, b), I!Op(a), also user-definable symbols via OpSymbol
  Prefix,      // ~a, -a, []a, ENABLED a, UNCHANGED a, SUBSET a, UNION a, DOMAIN a
  Infix,       // a + b, a \in S, a /\ b ...
  Postfix,     // a', a^+, a^*, a^#
  Times,       // A \X B \X C (n-ary)
  Number,      // 42, \b101, \h1F
  Decimal,     // 3.14
  String,      // "abc"
  Bool,        // TRUE, FALSE
  BuiltinSet,  // BOOLEAN, STRING
  At,          // @ in EXCEPT
  Paren,       // (e)
  FcnApp,      // f[a, b]
  Field,       // r.a
  Junction,    // bulleted /\ or \/ list
  Quant,       // \A, \E (bounded or not), \AA, \EE
  Choose,      // CHOOSE x \in S : P
  SetEnum,     // {a, b}
  SetFilter,   // {x \in S : P}
  SetMap,      // {e : x \in S}
  FcnCtor,     // [x \in S |-> e]
  FcnSet,      // [S -> T]
  Record,      // [a |-> 1, b |-> 2]
  RecordSet,   // [a : S, b : T]
  Except,      // [f EXCEPT ![a] = e, !.b = e]
  Tuple,       // <<a, b>>
  If,          // IF c THEN a ELSE b
  Case,        // CASE p -> e [] ... [] OTHER -> e
  Let,         // LET defs IN e
  BoxAction,   // [A]_v
  AngleAction, // <<A>>_v
  Fairness,    // WF_v(A), SF_v(A)
  Lambda,      // LAMBDA x, y : e
  Label,       // lbl(x) :: e
  StepRef,     // <1>2 (proof step name used as a fact)
  Error,       // placeholder where parsing failed
};

struct Expr {
  ExprKind kind;
  // Prefix, Infix and Postfix expressions: the operator's id when TLA+
  // itself defines it (builtin_op.h), resolved when the node is built; it
  // fills the padding after `kind`. BuiltinOp::None on other nodes.
  BuiltinOp builtin = BuiltinOp::None;
  // SANY's level of the expression as written (LevelNode.getLevel: its
  // operator parameters and declared constants at constant level), set by
  // semantic analysis: kLevelKnown | level (sem::Level, 0..3); 0 until
  // then. It fills the padding before `range`.
  uint8_t sanyLevel = 0;
  static constexpr uint8_t kLevelKnown = 0x80;
  SourceRange range;

protected:
  Expr(ExprKind k, SourceRange r) : kind(k), range(r) {}
  Expr(ExprKind k, BuiltinOp b, SourceRange r) : kind(k), builtin(b), range(r) {}
};
static_assert(sizeof(Expr) == 12);

template <typename T> bool isa(const Expr *e) { return e && e->kind == T::Kind; }
template <typename T> T *cast(Expr *e) {
  assert(isa<T>(e));
  return static_cast<T *>(e);
}
template <typename T> const T *cast(const Expr *e) {
  assert(isa<T>(e));
  return static_cast<const T *>(e);
}
template <typename T> T *dynCast(Expr *e) { return isa<T>(e) ? static_cast<T *>(e) : nullptr; }
template <typename T> const T *dynCast(const Expr *e) {
  return isa<T>(e) ? static_cast<const T *>(e) : nullptr;
}

// One segment of a possibly instance-qualified name: `I(x)` in I(x)!Op.
// An argument may be an operator symbol passed by name (`Op(+, s)`), which is
// an OpApp whose name is the symbol and `isSymbol` is set.
struct NameSegment {
  Name name;
  PackedArray<Expr *> args; // exact size (AstContext::array)
  bool hasArgs = false;     // packs after args' 12 bytes
  const sem::Symbol *symbol = nullptr; // set by semantic analysis
};
static_assert(sizeof(NameSegment) == 48);

// The name path of an OpAppExpr, read like a vector of its segments. They
// live right after the node, in the same allocation (AstContext::makeOpApp):
// the node holds only their count, in 3 bytes after `isSymbol`.
class NamePath {
public:
  static constexpr size_t kMaxSegments = (size_t{1} << 24) - 1;

  NamePath(const NamePath &) = delete;
  NamePath &operator=(const NamePath &) = delete;

  size_t size() const { return size_t{size_[0]} | size_t{size_[1]} << 8 | size_t{size_[2]} << 16; }
  bool empty() const { return size() == 0; }
  NameSegment *begin() { return segments(); }
  NameSegment *end() { return segments() + size(); }
  const NameSegment *begin() const { return segments(); }
  const NameSegment *end() const { return segments() + size(); }
  NameSegment &operator[](size_t i) {
    assert(i < size());
    return segments()[i];
  }
  const NameSegment &operator[](size_t i) const {
    assert(i < size());
    return segments()[i];
  }
  NameSegment &front() { return (*this)[0]; }
  const NameSegment &front() const { return (*this)[0]; }
  NameSegment &back() { return (*this)[size() - 1]; }
  const NameSegment &back() const { return (*this)[size() - 1]; }

private:
  friend struct OpAppExpr;
  explicit NamePath(size_t n)
      : size_{static_cast<uint8_t>(n), static_cast<uint8_t>(n >> 8), static_cast<uint8_t>(n >> 16)} {}
  // The segments start at the first address after the path aligned for
  // them: the end of the OpAppExpr, whose last member the path is.
  NameSegment *segments() const {
    auto after = reinterpret_cast<uintptr_t>(this) + sizeof(NamePath);
    constexpr uintptr_t align = alignof(NameSegment);
    return reinterpret_cast<NameSegment *>((after + align - 1) & ~(align - 1));
  }
  uint8_t size_[3];
};

struct OpAppExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::OpApp;
  bool isSymbol = false; // an operator symbol used as an argument
  NamePath path;         // usually one segment; last member (its segments follow the node)
  const NameSegment &last() const { return path.back(); }
  std::string_view name() const { return path.back().name.text; }
  const PackedArray<Expr *> &args() const { return path.back().args; }

  OpAppExpr(const OpAppExpr &) = delete;
  OpAppExpr &operator=(const OpAppExpr &) = delete;

private:
  friend class AstContext;
  // Only AstContext::makeOpApp builds one, in storage for `segments` segments after it.
  OpAppExpr(SourceRange r, size_t segments) : Expr(Kind, r), path(segments) {
    assert(reinterpret_cast<char *>(path.begin()) == reinterpret_cast<char *>(this) + sizeof(OpAppExpr));
    for (NameSegment &s : path)
      new (&s) NameSegment();
  }
};
static_assert(sizeof(OpAppExpr) == 16 && sizeof(OpAppExpr) % alignof(NameSegment) == 0);

// Built-in and user-definable operator symbols share these nodes. `op` is
// the canonical ASCII spelling (\land -> /\, # -> /=, \union -> \cup, ...)
// with the symbol's location. Operator applications written with a symbol:
// `builtin` (in Expr) is the operator's id when TLA+ itself defines it;
// `symbol` the definition when a module defines it.
struct PrefixExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Prefix;
  OpName op;
  const sem::Symbol *symbol = nullptr; // the definition of a user-definable operator
  Expr *operand;
  PrefixExpr(SourceRange r, OpName o, Expr *a) : Expr(Kind, o.text.builtin(), r), op(o), operand(a) {}
  PrefixExpr(SourceRange r, const Name &o, Expr *a) : PrefixExpr(r, OpName{o.text, o.range}, a) {}
};
static_assert(sizeof(PrefixExpr) == 40);

struct InfixExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Infix;
  OpName op;
  const sem::Symbol *symbol = nullptr; // the definition of a user-definable operator
  Expr *lhs;
  Expr *rhs;
  InfixExpr(SourceRange r, OpName o, Expr *a, Expr *b) : Expr(Kind, o.text.builtin(), r), op(o), lhs(a), rhs(b) {}
  InfixExpr(SourceRange r, const Name &o, Expr *a, Expr *b) : InfixExpr(r, OpName{o.text, o.range}, a, b) {}
};
static_assert(sizeof(InfixExpr) == 48);

struct PostfixExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Postfix;
  OpName op;
  const sem::Symbol *symbol = nullptr; // the definition of a user-definable operator
  Expr *operand;
  PostfixExpr(SourceRange r, OpName o, Expr *a) : Expr(Kind, o.text.builtin(), r), op(o), operand(a) {}
  PostfixExpr(SourceRange r, const Name &o, Expr *a) : PostfixExpr(r, OpName{o.text, o.range}, a) {}
};
static_assert(sizeof(PostfixExpr) == 40);

struct TimesExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Times;
  Vec<Expr *> factors;
  TimesExpr(SourceRange r, std::pmr::memory_resource *m) : Expr(Kind, r), factors(m) {}
};

struct NumberExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Number;
  std::string_view text;       // as written
  std::optional<int64_t> value; // empty when it does not fit in 64 bits
  NumberExpr(SourceRange r, std::string_view t, std::optional<int64_t> v) : Expr(Kind, r), text(t), value(v) {}
};

struct DecimalExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Decimal;
  std::string_view text;
  DecimalExpr(SourceRange r, std::string_view t) : Expr(Kind, r), text(t) {}
};

struct StringExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::String;
  std::string_view value; // escapes decoded
  StringExpr(SourceRange r, std::string_view v) : Expr(Kind, r), value(v) {}
};

struct BoolExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Bool;
  bool value;
  BoolExpr(SourceRange r, bool v) : Expr(Kind, r), value(v) {}
};

enum class BuiltinSetKind : uint8_t { Boolean, String };
struct BuiltinSetExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::BuiltinSet;
  BuiltinSetKind set;
  BuiltinSetExpr(SourceRange r, BuiltinSetKind s) : Expr(Kind, r), set(s) {}
};

struct AtExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::At;
  explicit AtExpr(SourceRange r) : Expr(Kind, r) {}
};

struct ParenExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Paren;
  Expr *inner;
  ParenExpr(SourceRange r, Expr *e) : Expr(Kind, r), inner(e) {}
};

struct FcnAppExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::FcnApp;
  Expr *fcn;
  Vec<Expr *> args;
  FcnAppExpr(SourceRange r, Expr *f, std::pmr::memory_resource *m) : Expr(Kind, r), fcn(f), args(m) {}
};

struct FieldExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Field;
  Expr *record;
  Name field;
  FieldExpr(SourceRange r, Expr *rec, Name f) : Expr(Kind, r), record(rec), field(f) {}
};

struct JunctionExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Junction;
  bool isAnd;
  Vec<Expr *> items;
  Vec<SourceRange> bullets;
  JunctionExpr(SourceRange r, bool a, std::pmr::memory_resource *m) : Expr(Kind, r), isAnd(a), items(m), bullets(m) {}
};

// `x, y \in S` or `<<a, b>> \in S` (isTuple); `set` is null when unbounded.
struct BoundDecl {
  BoundDecl() = default;
  explicit BoundDecl(std::pmr::memory_resource *m) : names(m) {}
  Vec<Name> names;
  bool isTuple = false;
  Expr *set = nullptr;
  // One symbol per name, set by semantic analysis (an array of names.size()).
  const sem::Symbol *const *symbols = nullptr;
};

enum class QuantKind : uint8_t { Forall, Exists, TemporalForall, TemporalExists };
struct QuantExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Quant;
  QuantKind quant;
  Vec<BoundDecl> bounds; // unbounded: one BoundDecl with set == nullptr
  Expr *body = nullptr;
  QuantExpr(SourceRange r, QuantKind q, std::pmr::memory_resource *m) : Expr(Kind, r), quant(q), bounds(m) {}
};

struct ChooseExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Choose;
  BoundDecl bound;
  Expr *body = nullptr;
  ChooseExpr(SourceRange r, std::pmr::memory_resource *m) : Expr(Kind, r), bound(m) {}
};

struct SetEnumExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::SetEnum;
  Vec<Expr *> elements;
  SetEnumExpr(SourceRange r, std::pmr::memory_resource *m) : Expr(Kind, r), elements(m) {}
};

struct SetFilterExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::SetFilter;
  BoundDecl bound;
  Expr *predicate = nullptr;
  SetFilterExpr(SourceRange r, std::pmr::memory_resource *m) : Expr(Kind, r), bound(m) {}
};

struct SetMapExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::SetMap;
  Expr *body = nullptr;
  Vec<BoundDecl> bounds;
  SetMapExpr(SourceRange r, std::pmr::memory_resource *m) : Expr(Kind, r), bounds(m) {}
};

struct FcnCtorExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::FcnCtor;
  Vec<BoundDecl> bounds;
  Expr *body = nullptr;
  FcnCtorExpr(SourceRange r, std::pmr::memory_resource *m) : Expr(Kind, r), bounds(m) {}
};

struct FcnSetExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::FcnSet;
  Expr *domain;
  Expr *range_;
  FcnSetExpr(SourceRange r, Expr *d, Expr *rg) : Expr(Kind, r), domain(d), range_(rg) {}
};

struct FieldInit {
  Name field;
  Expr *value;
};

struct RecordExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Record;
  Vec<FieldInit> fields;
  RecordExpr(SourceRange r, std::pmr::memory_resource *m) : Expr(Kind, r), fields(m) {}
};

struct RecordSetExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::RecordSet;
  Vec<FieldInit> fields; // value is the set of the field
  RecordSetExpr(SourceRange r, std::pmr::memory_resource *m) : Expr(Kind, r), fields(m) {}
};

// One step of an EXCEPT path: `.a` (field) or `[a, b]` (args).
struct ExceptStep {
  ExceptStep() = default;
  explicit ExceptStep(std::pmr::memory_resource *m) : args(m) {}
  bool isField = false;
  Name field;
  Vec<Expr *> args;
};
struct ExceptSpec {
  ExceptSpec() = default;
  explicit ExceptSpec(std::pmr::memory_resource *m) : path(m) {}
  Vec<ExceptStep> path;
  Expr *value = nullptr;
  SourceRange range;
};

struct ExceptExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Except;
  Expr *base;
  Vec<ExceptSpec> specs;
  ExceptExpr(SourceRange r, Expr *b, std::pmr::memory_resource *m) : Expr(Kind, r), base(b), specs(m) {}
};

struct TupleExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Tuple;
  Vec<Expr *> elements;
  TupleExpr(SourceRange r, std::pmr::memory_resource *m) : Expr(Kind, r), elements(m) {}
};

struct IfExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::If;
  Expr *cond;
  Expr *thenExpr;
  Expr *elseExpr;
  IfExpr(SourceRange r, Expr *c, Expr *t, Expr *e) : Expr(Kind, r), cond(c), thenExpr(t), elseExpr(e) {}
};

struct CaseArm {
  Expr *guard;
  Expr *value;
  SourceRange range;
};
struct CaseExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Case;
  Vec<CaseArm> arms;
  Expr *other = nullptr;
  CaseExpr(SourceRange r, std::pmr::memory_resource *m) : Expr(Kind, r), arms(m) {}
};

struct Unit;
struct LetExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Let;
  Vec<Unit *> defs;
  Expr *body = nullptr;
  // One symbol per def, set by semantic analysis: the operator or function it
  // defines (null for other units).
  const sem::Symbol *const *defSymbols = nullptr;
  LetExpr(SourceRange r, std::pmr::memory_resource *m) : Expr(Kind, r), defs(m) {}
};

struct BoxActionExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::BoxAction;
  Expr *action;
  Expr *subscript;
  BoxActionExpr(SourceRange r, Expr *a, Expr *s) : Expr(Kind, r), action(a), subscript(s) {}
};

struct AngleActionExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::AngleAction;
  Expr *action;
  Expr *subscript;
  AngleActionExpr(SourceRange r, Expr *a, Expr *s) : Expr(Kind, r), action(a), subscript(s) {}
};

struct FairnessExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Fairness;
  bool strong; // SF_ when true
  Expr *subscript;
  Expr *action;
  FairnessExpr(SourceRange r, bool s, Expr *sub, Expr *a) : Expr(Kind, r), strong(s), subscript(sub), action(a) {}
};

struct LambdaExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Lambda;
  Vec<Name> params;
  const sem::Symbol *const *paramSymbols = nullptr; // set by semantic analysis
  Expr *body = nullptr;
  LambdaExpr(SourceRange r, std::pmr::memory_resource *m) : Expr(Kind, r), params(m) {}
};

struct LabelExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Label;
  Name label;
  Vec<Name> params;
  Expr *body = nullptr;
  LabelExpr(SourceRange r, Name l, std::pmr::memory_resource *m) : Expr(Kind, r), label(l), params(m) {}
};

struct StepRefExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::StepRef;
  std::string_view step;
  StepRefExpr(SourceRange r, std::string_view s) : Expr(Kind, r), step(s) {}
};

struct ErrorExpr : Expr {
  static constexpr ExprKind Kind = ExprKind::Error;
  explicit ErrorExpr(SourceRange r) : Expr(Kind, r) {}
};

// ---------------------------------------------------------------------------
// Units: what a module body is made of
// ---------------------------------------------------------------------------
enum class UnitKind : uint8_t {
  Variables,
  Constants,
  Recursive,
  OperatorDef,
  FunctionDef,
  Instance,   // INSTANCE M WITH ... and I(x) == INSTANCE M WITH ...
  Assume,
  Theorem,
  UseOrHide,
  Module,     // nested module
};

struct Unit {
  UnitKind kind;
  SourceRange range;
  bool isLocal = false;

protected:
  Unit(UnitKind k, SourceRange r) : kind(k), range(r) {}
};

template <typename T> bool isa(const Unit *u) { return u && u->kind == T::Kind; }
template <typename T> T *cast(Unit *u) {
  assert(isa<T>(u));
  return static_cast<T *>(u);
}
template <typename T> const T *cast(const Unit *u) {
  assert(isa<T>(u));
  return static_cast<const T *>(u);
}
template <typename T> const T *dynCast(const Unit *u) { return isa<T>(u) ? static_cast<const T *>(u) : nullptr; }

// A declared or parameter operator: `c`, `F(_, _)`, `_ + _`.
struct OpDecl {
  Name name;
  int arity = 0;
  Fixity fixity = Fixity::Nonfix;
};

struct VariablesUnit : Unit {
  static constexpr UnitKind Kind = UnitKind::Variables;
  Vec<Name> names;
  VariablesUnit(SourceRange r, std::pmr::memory_resource *m) : Unit(Kind, r), names(m) {}
};

struct ConstantsUnit : Unit {
  static constexpr UnitKind Kind = UnitKind::Constants;
  Vec<OpDecl> decls;
  ConstantsUnit(SourceRange r, std::pmr::memory_resource *m) : Unit(Kind, r), decls(m) {}
};

struct RecursiveUnit : Unit {
  static constexpr UnitKind Kind = UnitKind::Recursive;
  Vec<OpDecl> decls;
  RecursiveUnit(SourceRange r, std::pmr::memory_resource *m) : Unit(Kind, r), decls(m) {}
};

struct OperatorDefUnit : Unit {
  static constexpr UnitKind Kind = UnitKind::OperatorDef;
  Name name; // for infix/prefix/postfix definitions, the operator symbol
  Fixity fixity = Fixity::Nonfix;
  Vec<OpDecl> params;
  Expr *body = nullptr;
  OperatorDefUnit(SourceRange r, std::pmr::memory_resource *m) : Unit(Kind, r), params(m) {}
};

struct FunctionDefUnit : Unit {
  static constexpr UnitKind Kind = UnitKind::FunctionDef;
  Name name;
  Vec<BoundDecl> bounds;
  Expr *body = nullptr;
  FunctionDefUnit(SourceRange r, std::pmr::memory_resource *m) : Unit(Kind, r), bounds(m) {}
};

struct Substitution {
  Name target; // constant/variable of the instantiated module (or an operator symbol)
  Expr *value; // an expression, or an OpApp naming an operator
};

struct InstanceUnit : Unit {
  static constexpr UnitKind Kind = UnitKind::Instance;
  std::optional<Name> defName; // I in `I(x) == INSTANCE M`; empty for a plain INSTANCE
  Vec<OpDecl> params;
  Name module;
  Vec<Substitution> substitutions;
  InstanceUnit(SourceRange r, std::pmr::memory_resource *m) : Unit(Kind, r), params(m), substitutions(m) {}
};

struct AssumeUnit : Unit {
  static constexpr UnitKind Kind = UnitKind::Assume;
  std::optional<Name> name;
  Expr *body = nullptr;
  AssumeUnit(SourceRange r) : Unit(Kind, r) {}
};

// ---------------------------------------------------------------------------
// Proofs
// ---------------------------------------------------------------------------
struct AssumeProve;

// NEW [CONSTANT | VARIABLE | STATE | ACTION | TEMPORAL] x [\in S], or an
// operator `NEW F(_, _)` in an ASSUME.
enum class NewKind : uint8_t { Constant, Variable, State, Action, Temporal };
struct NewDecl {
  NewKind kind = NewKind::Constant;
  OpDecl decl;
  Expr *set = nullptr; // `\in S`
  const sem::Symbol *symbol = nullptr; // set by semantic analysis
};

// One assumption of an ASSUME ... PROVE: an expression, a NEW declaration or
// a nested (possibly labeled) ASSUME ... PROVE.
struct AssumeItem {
  enum class Kind : uint8_t { Expr, New, AssumeProve } kind = Kind::Expr;
  SourceRange range;
  Expr *expr = nullptr;
  NewDecl decl;
  AssumeProve *assumeProve = nullptr;
  std::optional<Name> label; // lbl :: ASSUME ... PROVE
};

struct AssumeProve {
  SourceRange range;
  Vec<AssumeItem> assumes;
  Expr *prove = nullptr;
  explicit AssumeProve(std::pmr::memory_resource *m) : assumes(m) {}
};

// A `MODULE M` item of BY, USE or HIDE (a fact, or after DEF a definition): the module's name and
// the number of facts (or DEF items) written before it.
struct ModuleItem {
  Name module;
  bool inDefs = false;
  uint32_t before = 0;
};

// The facts and definitions of BY, USE and HIDE.
struct UseBody {
  bool only = false;
  Vec<Expr *> facts; // expressions, theorem and step names
  Vec<Expr *> defs;  // DEF Op1, I!Op2 (OpApp names)
  Vec<ModuleItem> modules; // MODULE M facts and DEF items, in order
  explicit UseBody(std::pmr::memory_resource *m) : facts(m), defs(m), modules(m) {}
};

enum class StepKind : uint8_t {
  Assert,     // <1>2. P  (also ASSUME ... PROVE)
  Suffices,   // SUFFICES P / SUFFICES ASSUME ... PROVE
  Have,       // HAVE P
  Take,       // TAKE x \in S, y
  Witness,    // WITNESS e1, e2
  Pick,       // PICK x \in S : P
  Case,       // CASE P
  Qed,        // QED
  UseOrHide,  // USE / HIDE
  Define,     // [DEFINE] Op == e ...
  Instance,   // INSTANCE M
};

struct Proof;
struct ProofStep {
  StepKind kind = StepKind::Assert;
  SourceRange range;
  Name label;                  // the step token as written: <1>2. <*> <+>a.
  std::string_view stepName;   // "<1>2" for a named step, empty otherwise
  int level = 0;               // resolved proof level (<*> and <+> made explicit)
  bool implicitLevel = false;  // written <*> or <+>
  Expr *expr = nullptr;        // Assert, Suffices, Have, Case, Pick body
  AssumeProve *assumeProve = nullptr; // Assert / Suffices of an ASSUME ... PROVE
  Vec<BoundDecl> bounds;       // Take, Pick (an unbounded list is one BoundDecl without set)
  Vec<Expr *> exprs;           // Witness
  Vec<Unit *> defs;            // Define (and the Instance or UseOrHide unit of those steps)
  Proof *proof = nullptr;
  explicit ProofStep(std::pmr::memory_resource *m) : bounds(m), exprs(m), defs(m) {}
};

// A terminal proof (OBVIOUS, OMITTED, BY) or a sequence of steps.
struct Proof {
  enum class Kind : uint8_t { Obvious, Omitted, By, Steps } kind = Kind::Steps;
  SourceRange range;
  UseBody *by = nullptr;
  Vec<ProofStep *> steps;
  explicit Proof(std::pmr::memory_resource *m) : steps(m) {}
};

struct TheoremUnit : Unit {
  static constexpr UnitKind Kind = UnitKind::Theorem;
  std::optional<Name> name;
  Expr *body = nullptr;                // null for ASSUME ... PROVE theorems
  AssumeProve *assumeProve = nullptr;  // THEOREM ASSUME ... PROVE ...
  bool hasProof = false;
  Proof *proof = nullptr;
  TheoremUnit(SourceRange r) : Unit(Kind, r) {}
};

struct UseOrHideUnit : Unit {
  static constexpr UnitKind Kind = UnitKind::UseOrHide;
  bool isHide = false;
  Vec<Expr *> facts; // USE e1, e2 (expressions and theorem names)
  Vec<Expr *> defs;  // DEF Op1, I!Op2 (OpApp names)
  Vec<ModuleItem> modules; // MODULE M facts and DEF items, in order
  UseOrHideUnit(SourceRange r, std::pmr::memory_resource *m) : Unit(Kind, r), facts(m), defs(m), modules(m) {}
};

struct Module;
struct ModuleUnit : Unit {
  static constexpr UnitKind Kind = UnitKind::Module;
  Module *module;
  ModuleUnit(SourceRange r, Module *mod) : Unit(Kind, r), module(mod) {}
};

struct Module {
  Name name;
  SourceRange range;
  Vec<Name> extends;
  Vec<Unit *> units;
  bool complete = true; // false when syntax errors dropped part of it
  explicit Module(std::pmr::memory_resource *m) : extends(m), units(m) {}
};

// Owns every node of one parsed file.
class AstContext {
public:
  AstContext() = default;
  AstContext(const AstContext &) = delete;
  AstContext &operator=(const AstContext &) = delete;

  std::pmr::memory_resource *resource() { return &arena_; }

  template <typename T, typename... Args> T *make(Args &&...args) {
    static_assert(!std::is_same_v<T, OpAppExpr>, "OpAppExpr: use makeOpApp");
    void *p = arena_.allocate(sizeof(T), alignof(T));
    return new (p) T(std::forward<Args>(args)...);
  }
  // An OpAppExpr with `segments` (default-initialised) name segments to fill in.
  OpAppExpr *makeOpApp(SourceRange r, size_t segments) {
    if (segments > NamePath::kMaxSegments)
      throw std::length_error("name path too long");
    void *p = arena_.allocate(sizeof(OpAppExpr) + segments * sizeof(NameSegment), alignof(NameSegment));
    return new (p) OpAppExpr(r, segments);
  }
  template <typename T> Vec<T> vec() { return Vec<T>(&arena_); }
  // An exact-size copy of [first, last) in the arena.
  template <typename T, typename It> PackedArray<T> array(It first, It last) {
    size_t n = static_cast<size_t>(std::distance(first, last));
    if (n == 0)
      return {};
    if (n > UINT32_MAX)
      throw std::length_error("AST list too long");
    T *p = static_cast<T *>(arena_.allocate(n * sizeof(T), alignof(T)));
    for (size_t i = 0; i < n; ++i, ++first)
      new (p + i) T(*first);
    return PackedArray<T>(p, static_cast<uint32_t>(n));
  }
  // Copies `s` into the arena.
  std::string_view intern(std::string_view s) {
    if (s.empty())
      return {};
    char *p = static_cast<char *>(arena_.allocate(s.size(), 1));
    std::copy(s.begin(), s.end(), p);
    return std::string_view(p, s.size());
  }

private:
  std::pmr::monotonic_buffer_resource arena_{64 * 1024};
};

} // namespace tlacore::ast
