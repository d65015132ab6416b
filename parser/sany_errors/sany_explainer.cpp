// The explainer's parser machinery: SANY's token chain, ParseException text, production stack, belchDEF.
#include "sany_explainer.h"

#include <algorithm>

#include "sany_grammar.h"

namespace tlacore::sany_errors {

namespace {

} // namespace

// javacc's ParseException.add_escapes.
std::string javaccEscape(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    unsigned char b = static_cast<unsigned char>(s[i]);
    size_t extra = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
    char32_t c = b;
    if (extra > 0 && i + extra < s.size()) {
      c = b & (0x3Fu >> extra);
      for (size_t k = 1; k <= extra; ++k)
        c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3Fu);
      i += extra + 1;
    } else {
      ++i;
    }
    switch (c) {
    case 0: continue;
    case '\b': out += "\\b"; continue;
    case '\t': out += "\\t"; continue;
    case '\n': out += "\\n"; continue;
    case '\f': out += "\\f"; continue;
    case '\r': out += "\\r"; continue;
    case '"': out += "\\\""; continue;
    case '\'': out += "\\'"; continue;
    case '\\': out += "\\\\"; continue;
    default: break;
    }
    auto unit = [&out](unsigned u) {
      static const char *hex = "0123456789abcdef";
      out += "\\u";
      for (int shift = 12; shift >= 0; shift -= 4)
        out += hex[(u >> shift) & 0xF];
    };
    if (c < 0x20 || c > 0x7e) {
      if (c > 0xFFFF) {
        unit(0xD800 + ((c - 0x10000) >> 10));
        unit(0xDC00 + ((c - 0x10000) & 0x3FF));
      } else {
        unit(static_cast<unsigned>(c));
      }
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

Grammar::Grammar(std::string_view text) : lexer_(text) {
  Token initial; // javacc's first `token`: no image
  initial.nullImage = true;
  pool_.push_back(initial);
}

int Grammar::nextOf(int i) {
  if (pool_[static_cast<size_t>(i)].next < 0) {
    Token t = lexer_.next();
    if (lexer_.failed())
      throw LexicalError{lexer_.error()};
    pool_.push_back(std::move(t));
    pool_[static_cast<size_t>(i)].next = static_cast<int>(pool_.size()) - 1;
  }
  return pool_[static_cast<size_t>(i)].next;
}

int Grammar::at(int k) {
  int i = cur_;
  for (int n = 0; n < k; ++n)
    i = nextOf(i);
  return i;
}

void Grammar::consume(Kind k) {
  int n = nextOf(cur_);
  if (pool_[static_cast<size_t>(n)].kind != k)
    fail();
  cur_ = n;
  ++consumed_;
  noteConsumed();
}

void Grammar::consumeIf(bool ok) {
  if (!ok)
    fail();
  cur_ = nextOf(cur_);
  ++consumed_;
  noteConsumed();
}

void Grammar::noteConsumed() {
  pool_[static_cast<size_t>(cur_)].seq = static_cast<int>(consumedTokens_.size());
  consumedTokens_.push_back(cur_);
}

std::string Grammar::report(const std::string &message) {
  std::string out = "***Parse Error***\n";
  if (*expecting_)
    out += "Was expecting \"" + std::string(expecting_) + "\"\n";
  out += message + "\n\nResidual stack trace follows:\n";
  size_t shown = std::min<size_t>(msgs_.size(), 5);
  for (size_t i = 0; i < shown; ++i) {
    const auto &[name, where] = msgs_[msgs_.size() - 1 - i];
    const Token &t = pool_[static_cast<size_t>(where)];
    out += std::string(name) + " starting at line " + std::to_string(t.line) + ", column " +
           std::to_string(t.column) + ".\n";
  }
  return out;
}

// javacc's generated ParseException, as ParseExceptionExtended.getShortMessage
// prints it: as many tokens as the longest expected sequence (the deepest
// syntactic lookahead that scanned past the last token consumed).
void Grammar::fail() {
  int count = std::max(1, maxReach_ - consumed_);
  std::string encountered;
  int i = cur_;
  for (int n = 0; n < count; ++n) {
    i = nextOf(i);
    if (n != 0)
      encountered += " ";
    if (pool_[static_cast<size_t>(i)].kind == Kind::Eof) {
      encountered += "<EOF>";
      break;
    }
    encountered += pool_[static_cast<size_t>(i)].image;
  }
  const Token &next = pool_[static_cast<size_t>(nextOf(cur_))];
  const Token &last = pool_[static_cast<size_t>(cur_)];
  throw SyntaxError{report("Encountered \"" + encountered + "\" at line " + std::to_string(next.line) +
                           ", column " + std::to_string(next.column) + " and token \"" +
                           (last.nullImage ? std::string() : javaccEscape(last.image)) + "\" ")};
}

void Grammar::failWith(const std::string &message) { throw SyntaxError{report(message)}; }

void Grammar::bpa(const char *production) {
  // Every recursion of the grammar passes through a production with a name:
  // deeper than any real spec nests, give up rather than exhaust the stack.
  if (msgs_.size() >= kMaxOpenProductions)
    throw DeferredError{};
  msgs_.emplace_back(production, at(1));
  expecting_ = "";
}

void Grammar::epa() {
  // The syntax tree node the production built, for checkIndentation (a <DEFBREAK> is no part of it).
  int begin = msgs_.back().second;
  if (pool_[static_cast<size_t>(begin)].kind == Kind::DefBreak)
    begin = pool_[static_cast<size_t>(begin)].next;
  std::string_view name = msgs_.back().first;
  if (begin >= 0 && name != "Bang Extension" && name != "StructOp" && name != "Expression" && name != "ExtendableExpr") {
    int b = pool_[static_cast<size_t>(begin)].seq, e = pool_[static_cast<size_t>(cur_)].seq;
    if (b >= 0 && b <= e)
      nodes_.emplace_back(b, e);
  }
  msgs_.pop_back();
  expecting_ = "";
}

// A syntax tree node's location as SANY prints it.
std::string Grammar::location(const Token &t) const {
  return "line " + std::to_string(t.line) + ", col " + std::to_string(t.column) + " to line " +
         std::to_string(t.endLine) + ", col " + std::to_string(t.endColumn) + " of module " + moduleName_;
}

void Grammar::convertFieldName(int k) {
  if (isFieldName(kind(k)))
    setKind(k, Kind::Identifier);
}

// belchDEF: from the last token consumed, finds the next `==` and puts a
// <DEFBREAK> token before the left-hand side it ends (SANY's definitions
// start with that token). Stops at EOF, THEOREM, PROPOSITION, ASSUMPTION and
// END_MODULE.
void Grammar::belchDEF() {
  std::vector<int> path{cur_, nextOf(cur_)};
  int following = nextOf(path.back());
  auto kindAt = [this, &path](size_t i) { return pool_[static_cast<size_t>(path[i])].kind; };
  for (;;) {
    Kind nk = pool_[static_cast<size_t>(following)].kind;
    if (nk == Kind::Eof || nk == Kind::Theorem || nk == Kind::Proposition || nk == Kind::Assumption ||
        nk == Kind::EndModule)
      return;
    if (kindAt(path.size() - 1) != Kind::Def) {
      path.push_back(following);
      following = nextOf(following);
      continue;
    }
    size_t t = path.size() - 2; // the token before `==`
    if (kindAt(t) == Kind::RParen || kindAt(t) == Kind::RSquare) {
      int depth = 1;
      while (t > 0) {
        --t;
        Kind k = kindAt(t);
        bool open = k == Kind::LParen || k == Kind::LSquare;
        if (open && depth == 1)
          break;
        if (open && depth > 1)
          depth--;
        if (k == Kind::RParen || k == Kind::RSquare)
          depth++;
      }
      if (t == 0)
        return;
      if (kindAt(t - 1) == Kind::Identifier)
        t = t - 1;
    } else if (kindAt(t) == Kind::Identifier) {
      size_t identifier = t;
      if (t > 0 && isOp(kindAt(t - 1)) && !isPostfix(kindAt(t - 1)) &&
          (!isInfix(kindAt(t - 1)) || (t > 1 && kindAt(t - 2) == Kind::Identifier))) {
        t = t - 1;
        if (t > 0 && kindAt(t - 1) == Kind::Substitute)
          t = identifier;
        else if (isInfix(kindAt(t)) && t > 0)
          t = t - 1;
      }
    } else if (isOp(kindAt(t)) && t > 0) {
      t = t - 1;
    }
    if (t == 0 || kindAt(t - 1) == Kind::DefBreak)
      return;
    Token brk;
    brk.kind = Kind::DefBreak;
    brk.image = "Beginning of definition";
    const Token &before = pool_[static_cast<size_t>(path[t])];
    brk.line = before.line;
    brk.column = before.column;
    brk.endLine = before.endLine;
    brk.endColumn = before.endColumn;
    brk.next = path[t];
    pool_.push_back(brk);
    pool_[static_cast<size_t>(path[t - 1])].next = static_cast<int>(pool_.size()) - 1;
    return;
  }
}

bool Grammar::openStart(Kind k) {
  return k == Kind::Case || k == Kind::Choose || k == Kind::Exists || k == Kind::Forall || k == Kind::If ||
         k == Kind::Let || k == Kind::TExists || k == Kind::TForall;
}

bool Grammar::firstExtendable(Kind k) {
  switch (k) {
  case Kind::LParen: case Kind::LBrace: case Kind::LSquare: case Kind::LSetExcept: case Kind::LTuple:
  case Kind::Wf: case Kind::Sf: case Kind::String: case Kind::Number: case Kind::Identifier:
  case Kind::ProofStep: case Kind::ProofImplicitStep: case Kind::NegDot:
    return true;
  default:
    return isInfix(k) || isPostfix(k);
  }
}

bool Grammar::firstExpression(Kind k) { return isPrefix(k) || openStart(k) || firstExtendable(k); }

bool Grammar::firstOpOrExpr(Kind k) {
  return isNEPrefix(k) || isInfix(k) || isPostfix(k) || k == Kind::Lambda || firstExpression(k);
}

bool Grammar::stepStart(Kind k) {
  return k == Kind::ProofStep || k == Kind::ProofImplicitStep || k == Kind::ProofStepDot || k == Kind::BareLevel ||
         k == Kind::UnnumberedStep;
}

// BracketStack's classes: /\ 1, \/ 2, PROOF 3, ( 4, ASSUME 5, others 0.
int Grammar::bulletClass(Kind k) {
  switch (k) {
  case Kind::And: return 1;
  case Kind::Or: return 2;
  case Kind::Proof: return 3;
  case Kind::LParen: return 4;
  case Kind::Assume: return 5;
  default: return 0;
  }
}

void Grammar::compilationUnit() {
  belchDEF();
  module();
}

std::optional<std::string> explainParseError(std::string_view moduleText) {
  Grammar grammar(moduleText);
  // SANY prints the errors it collected while parsing on, then the one it stopped at.
  auto withCollected = [&grammar](std::optional<std::string> last) -> std::optional<std::string> {
    std::string out;
    for (const std::string &e : grammar.collectedErrors())
      out += (out.empty() ? "" : "\n") + e;
    if (last)
      out += (out.empty() ? "" : "\n") + *last;
    return out.empty() ? std::nullopt : std::optional<std::string>(out);
  };
  try {
    grammar.compilationUnit();
  } catch (const SyntaxError &e) {
    return withCollected(e.report);
  } catch (const LexicalError &e) {
    return e.message.empty() ? std::nullopt : withCollected(e.message);
  } catch (const DeferredError &) {
    return std::nullopt;
  }
  return withCollected(std::nullopt);
}

} // namespace tlacore::sany_errors
