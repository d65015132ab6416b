// Recursive-descent parser for TLC model configuration files, with error recovery.
#include "parse_model_config.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "cfg_lexer.h"

namespace tlacore {

namespace {

constexpr int kMaxValueDepth = 200;
constexpr size_t kMaxShownToken = 40;

size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j)
    prev[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t sub = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, sub});
    }
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

std::string toUpper(std::string_view s) {
  std::string out(s);
  for (char &c : out)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

// The keyword `word` most likely misspells, or "" if none is close.
std::string_view nearestKeyword(std::string_view word) {
  if (word.size() < 3 || word.size() > 40)
    return {};
  std::string upper = toUpper(word);
  std::string_view best;
  size_t bestDist = std::numeric_limits<size_t>::max();
  for (const CfgKeywordSpelling &spelling : cfgKeywordSpellings()) {
    std::string_view kw = spelling.text;
    if (upper == kw)
      return kw; // only the case differs
    size_t d = editDistance(upper, kw);
    size_t allowed = kw.size() <= 5 ? 1 : 2;
    if (d <= allowed && d < bestDist) {
      best = kw;
      bestDist = d;
    }
  }
  if (!best.empty())
    return best;
  // A prefix such as SPEC, CONST, PROP, INVARIANT_.
  if (upper.size() >= 4)
    for (const CfgKeywordSpelling &spelling : cfgKeywordSpellings())
      if (spelling.text.substr(0, upper.size()) == upper)
        return spelling.text;
  return {};
}

bool isAllCapsWord(std::string_view s) {
  bool letter = false;
  for (char c : s) {
    if (c >= 'a' && c <= 'z')
      return false;
    letter |= (c >= 'A' && c <= 'Z');
  }
  return letter;
}

// Cuts `s` to at most `max` bytes without splitting a UTF-8 sequence.
std::string shorten(std::string_view s, size_t max) {
  if (s.size() <= max)
    return std::string(s);
  size_t cut = max;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80)
    --cut;
  std::string out(s.substr(0, cut));
  out += "...";
  return out;
}

class CfgParser {
public:
  CfgParser(SourceManager &sm, FileId file, DiagnosticEngine &diags)
      : lexer_(sm, file, diags), diags_(diags), file_(file) {}

  std::optional<ModelConfig> parse();

private:
  // Tokens ----------------------------------------------------------------
  void advance();
  const CfgToken &peek();
  bool atSectionEnd() const {
    return tok_.kind == CfgTokenKind::Keyword || tok_.kind == CfgTokenKind::Eof;
  }
  // The lexer already reported Invalid tokens: say nothing more about them.
  bool quiet() const { return tok_.kind == CfgTokenKind::Invalid; }
  SourceRange range(const CfgToken &t) const { return lexer_.rangeOf(t.begin, t.end); }
  SourceRange range(uint32_t begin, uint32_t end) const { return lexer_.rangeOf(begin, end); }
  CfgName nameOf(const CfgToken &t) const { return CfgName{std::string(t.text), range(t)}; }
  static std::string describe(const CfgToken &t);
  void skipToKeyword();

  // Sections --------------------------------------------------------------
  void parseSection();
  void parseSingleName(const CfgToken &kw, std::optional<CfgName> &slot);
  void parseNameList(const CfgToken &kw, std::vector<CfgName> &list);
  void parseConstants(const CfgToken &kw);
  enum class Entry : uint8_t { Ok, Consumed, Failed };
  Entry parseConstantEntry();
  void syncConstant();
  bool parseModuleScope(std::optional<CfgName> &module);
  void parseCheckDeadlock(const CfgToken &kw);
  void reportTopLevelGarbage();

  // Values ----------------------------------------------------------------
  bool parseValue(CfgValue &out, int depth);
  bool parseCollection(CfgValue &out, int depth, bool isSet);
  CfgValue parseNumber(const CfgToken &num, bool negative, uint32_t begin);

  CfgLexer lexer_;
  DiagnosticEngine &diags_;
  FileId file_;
  CfgToken tok_;
  CfgToken ahead_;
  bool hasAhead_ = false;
  ModelConfig cfg_;
  // The single-name section just parsed (SPECIFICATION Spec): a second name is a clear error.
  std::optional<CfgToken> lastSingle_;
  bool depthReported_ = false;
  // (module, name) of each plain constant entry, for duplicate warnings.
  std::map<std::pair<std::string, std::string>, SourceRange> assigned_;
};

void CfgParser::advance() {
  if (hasAhead_) {
    tok_ = ahead_;
    hasAhead_ = false;
  } else {
    tok_ = lexer_.next();
  }
}

const CfgToken &CfgParser::peek() {
  if (!hasAhead_) {
    ahead_ = lexer_.next();
    hasAhead_ = true;
  }
  return ahead_;
}

std::string CfgParser::describe(const CfgToken &t) {
  switch (t.kind) {
  case CfgTokenKind::Eof:
    return "end of file";
  case CfgTokenKind::Keyword: {
    std::string out = "the keyword ";
    out += t.text;
    return out;
  }
  case CfgTokenKind::String:
    return shorten(t.text, kMaxShownToken);
  default: {
    std::string out = "'";
    out += shorten(t.text, kMaxShownToken);
    out += '\'';
    return out;
  }
  }
}

void CfgParser::skipToKeyword() {
  while (!atSectionEnd())
    advance();
}

std::optional<ModelConfig> CfgParser::parse() {
  size_t errorsBefore = diags_.errorCount();
  cfg_.file = file_;
  advance();
  while (tok_.kind != CfgTokenKind::Eof) {
    if (tok_.kind == CfgTokenKind::Keyword) {
      parseSection();
      continue;
    }
    reportTopLevelGarbage();
    lastSingle_.reset();
    skipToKeyword();
  }
  if (diags_.errorCount() != errorsBefore)
    return std::nullopt;
  return std::move(cfg_);
}

void CfgParser::reportTopLevelGarbage() {
  if (quiet())
    return;
  if (tok_.kind == CfgTokenKind::Identifier) {
    CfgTokenKind k = peek().kind;
    if (k == CfgTokenKind::Equals || k == CfgTokenKind::LeftArrow ||
        k == CfgTokenKind::EqualsEquals) { // N = 3 outside CONSTANTS
      diags_.report(DiagId::err_cfg_expected_keyword, range(tok_))
              .note(DiagId::note_cfg_needs_constant_section, range(tok_))
          << describe(tok_);
      return;
    }
  }
  if (lastSingle_ && tok_.kind == CfgTokenKind::Identifier) {
    std::string_view kw = nearestKeyword(tok_.text);
    if (kw.empty() || !isAllCapsWord(tok_.text)) {
      diags_.report(DiagId::err_cfg_extra_name, range(tok_)) << lastSingle_->text << tok_.text;
      return;
    }
  }
  auto d = diags_.report(DiagId::err_cfg_expected_keyword, range(tok_));
  d << describe(tok_);
  if (tok_.kind == CfgTokenKind::Identifier) {
    std::string_view kw = nearestKeyword(tok_.text);
    if (!kw.empty())
      d.note(DiagId::note_did_you_mean, range(tok_), {std::string(kw)});
  } else if (lastSingle_) {
    d.note(DiagId::note_cfg_define_in_spec, range(tok_));
  }
}

void CfgParser::parseSection() {
  CfgToken kw = tok_;
  advance();
  lastSingle_.reset();
  switch (kw.keyword) {
  case CfgKeyword::Specification:
    return parseSingleName(kw, cfg_.specification);
  case CfgKeyword::Init:
    return parseSingleName(kw, cfg_.init);
  case CfgKeyword::Next:
    return parseSingleName(kw, cfg_.next);
  case CfgKeyword::Symmetry:
    return parseSingleName(kw, cfg_.symmetry);
  case CfgKeyword::View:
    return parseSingleName(kw, cfg_.view);
  case CfgKeyword::Alias:
    return parseSingleName(kw, cfg_.alias);
  case CfgKeyword::Postcondition:
    return parseSingleName(kw, cfg_.postcondition);
  case CfgKeyword::Invariant:
    return parseNameList(kw, cfg_.invariants);
  case CfgKeyword::Property:
    return parseNameList(kw, cfg_.properties);
  case CfgKeyword::Constraint:
    return parseNameList(kw, cfg_.constraints);
  case CfgKeyword::ActionConstraint:
    return parseNameList(kw, cfg_.actionConstraints);
  case CfgKeyword::Constant:
    return parseConstants(kw);
  case CfgKeyword::CheckDeadlock:
    return parseCheckDeadlock(kw);
  case CfgKeyword::None:
    break;
  }
  skipToKeyword();
}

void CfgParser::parseSingleName(const CfgToken &kw, std::optional<CfgName> &slot) {
  if (tok_.kind != CfgTokenKind::Identifier) {
    if (!quiet())
      diags_.report(DiagId::err_cfg_missing_name, range(kw)) << kw.text << describe(tok_);
    skipToKeyword();
    return;
  }
  CfgName name = nameOf(tok_);
  advance();
  if (slot) {
    diags_.report(DiagId::err_cfg_keyword_twice, range(kw))
            .note(DiagId::note_cfg_first_here, slot->range)
        << kw.text;
  } else {
    slot = std::move(name);
  }
  lastSingle_ = kw;
}

void CfgParser::parseNameList(const CfgToken &kw, std::vector<CfgName> &list) {
  size_t errorsBefore = diags_.errorCount();
  size_t count = 0;
  bool commaReported = false;
  while (!atSectionEnd()) {
    switch (tok_.kind) {
    case CfgTokenKind::Identifier: {
      if (isAllCapsWord(tok_.text)) {
        std::string_view near = nearestKeyword(tok_.text);
        if (!near.empty())
          diags_.report(DiagId::warn_cfg_keyword_like_name, range(tok_))
              << tok_.text << kw.text << near;
      }
      list.push_back(nameOf(tok_));
      ++count;
      advance();
      break;
    }
    case CfgTokenKind::Comma:
      if (!commaReported)
        diags_.report(DiagId::err_cfg_comma_in_list, range(tok_)) << kw.text;
      commaReported = true;
      advance();
      break;
    case CfgTokenKind::Invalid:
      advance();
      break;
    default: {
      auto d = diags_.report(DiagId::err_cfg_expected_list_name, range(tok_));
      d << kw.text << describe(tok_);
      if (tok_.kind != CfgTokenKind::Number && tok_.kind != CfgTokenKind::String)
        d.note(DiagId::note_cfg_define_in_spec, range(tok_));
      skipToKeyword();
      return;
    }
    }
  }
  if (count == 0 && diags_.errorCount() == errorsBefore)
    diags_.report(DiagId::warn_cfg_empty_section, range(kw)) << kw.text;
}

void CfgParser::parseCheckDeadlock(const CfgToken &kw) {
  if (tok_.kind == CfgTokenKind::Identifier && (tok_.text == "TRUE" || tok_.text == "FALSE")) {
    bool value = tok_.text == "TRUE";
    SourceRange r = range(tok_);
    advance();
    if (cfg_.checkDeadlock) {
      diags_.report(DiagId::err_cfg_keyword_twice, range(kw))
              .note(DiagId::note_cfg_first_here, cfg_.checkDeadlockRange)
          << kw.text;
    } else {
      cfg_.checkDeadlock = value;
      cfg_.checkDeadlockRange = r;
    }
    lastSingle_ = kw;
    return;
  }
  if (!quiet())
    diags_.report(DiagId::err_cfg_expected_bool, range(tok_)) << describe(tok_);
  skipToKeyword();
}

void CfgParser::parseConstants(const CfgToken &kw) {
  size_t errorsBefore = diags_.errorCount();
  size_t count = 0;
  while (!atSectionEnd()) {
    uint32_t before = tok_.begin;
    Entry e = parseConstantEntry();
    if (e == Entry::Ok)
      ++count;
    if (e != Entry::Failed)
      continue; // the entry was read to its end, errors or not
    syncConstant();
    if (tok_.begin == before && !atSectionEnd())
      advance(); // guarantee progress
  }
  if (count == 0 && diags_.errorCount() == errorsBefore)
    diags_.report(DiagId::warn_cfg_empty_section, range(kw)) << kw.text;
}

// Skips to the next keyword or to what starts an entry: `Name =`, `Name <-`, `F(`, `I!`.
void CfgParser::syncConstant() {
  while (!atSectionEnd()) {
    if (tok_.kind == CfgTokenKind::Identifier) {
      CfgTokenKind k = peek().kind;
      if (k == CfgTokenKind::Equals || k == CfgTokenKind::LeftArrow ||
          k == CfgTokenKind::EqualsEquals || k == CfgTokenKind::LParen || k == CfgTokenKind::Bang)
        return;
    }
    advance();
  }
}

bool CfgParser::parseModuleScope(std::optional<CfgName> &module) {
  advance(); // [
  if (tok_.kind != CfgTokenKind::Identifier) {
    if (!quiet())
      diags_.report(DiagId::err_cfg_expected_module, range(tok_)) << describe(tok_);
    return false;
  }
  module = nameOf(tok_);
  advance();
  if (tok_.kind != CfgTokenKind::RBracket) {
    if (!quiet())
      diags_.report(DiagId::err_cfg_expected_rbracket, range(tok_))
          << module->name << describe(tok_);
    return false;
  }
  advance();
  return true;
}

CfgParser::Entry CfgParser::parseConstantEntry() {
  if (tok_.kind != CfgTokenKind::Identifier) {
    if (!quiet())
      diags_.report(DiagId::err_cfg_expected_constant_name, range(tok_)) << describe(tok_);
    return Entry::Failed;
  }
  // INVARIANTE Inv: a misspelled keyword, not a constant without '='.
  if (isAllCapsWord(tok_.text)) {
    std::string_view kw = nearestKeyword(tok_.text);
    CfgTokenKind k = peek().kind;
    if (!kw.empty() && k != CfgTokenKind::Equals && k != CfgTokenKind::EqualsEquals &&
        k != CfgTokenKind::LeftArrow && k != CfgTokenKind::LParen && k != CfgTokenKind::Bang) {
      diags_.report(DiagId::err_cfg_expected_keyword, range(tok_))
              .note(DiagId::note_did_you_mean, range(tok_), {std::string(kw)})
          << describe(tok_);
      skipToKeyword();
      return Entry::Consumed;
    }
  }
  ConstantAssignment a;
  a.name = std::string(tok_.text);
  uint32_t nameBegin = tok_.begin;
  uint32_t nameEnd = tok_.end;
  advance();
  while (tok_.kind == CfgTokenKind::Bang) { // Inst!Inner!C
    advance();
    if (tok_.kind != CfgTokenKind::Identifier) {
      if (!quiet())
        diags_.report(DiagId::err_cfg_expected_path_name, range(tok_)) << a.name << describe(tok_);
      return Entry::Failed;
    }
    a.name += '!';
    a.name += tok_.text;
    nameEnd = tok_.end;
    advance();
  }
  a.range = range(nameBegin, nameEnd);

  // F(v1, v2) = v: a value for one argument tuple. `_` only appears in the
  // mistaken substitution form F(_, _) <- Def.
  bool ok = true;
  bool hasParams = false;
  std::optional<CfgToken> underscore;
  uint32_t paramsBegin = 0, paramsEnd = 0;
  if (tok_.kind == CfgTokenKind::LParen) {
    hasParams = true;
    paramsBegin = tok_.begin;
    advance();
    while (true) {
      if (tok_.kind == CfgTokenKind::Other && tok_.text == "_") {
        if (!underscore)
          underscore = tok_;
        advance();
      } else {
        CfgValue arg;
        if (!parseValue(arg, 0))
          return Entry::Failed;
        a.args.push_back(std::move(arg));
      }
      if (tok_.kind != CfgTokenKind::Comma)
        break;
      advance();
    }
    if (tok_.kind != CfgTokenKind::RParen) {
      if (!quiet()) {
        std::string where = "the argument list of '";
        where += a.name;
        where += '\'';
        diags_.report(DiagId::err_cfg_expected_closer, range(tok_))
            << ")" << where << describe(tok_);
      }
      return Entry::Failed;
    }
    paramsEnd = tok_.end;
    advance();
  }

  if (tok_.kind == CfgTokenKind::LeftArrow) {
    if (hasParams) {
      diags_.report(DiagId::err_cfg_substitution_params, range(paramsBegin, paramsEnd)) << a.name;
      ok = false;
    }
    advance();
    if (tok_.kind == CfgTokenKind::LBracket && !parseModuleScope(a.module))
      return Entry::Failed;
    if (tok_.kind != CfgTokenKind::Identifier) {
      if (!quiet())
        diags_.report(DiagId::err_cfg_expected_operator, range(tok_)) << a.name << describe(tok_);
      return Entry::Failed;
    }
    a.kind = ConstantAssignment::Kind::Substitution;
    a.substitute = nameOf(tok_);
    advance();
  } else if (tok_.kind == CfgTokenKind::Equals || tok_.kind == CfgTokenKind::EqualsEquals) {
    if (tok_.kind == CfgTokenKind::EqualsEquals) {
      diags_.report(DiagId::err_cfg_expected_assign, range(tok_))
              .note(DiagId::note_did_you_mean, range(tok_), {"="})
          << a.name << describe(tok_);
      ok = false;
    }
    if (underscore) {
      diags_.report(DiagId::err_cfg_expected_value, range(*underscore)) << describe(*underscore);
      ok = false;
    }
    advance();
    if (tok_.kind == CfgTokenKind::LBracket && !parseModuleScope(a.module))
      return Entry::Failed;
    a.kind = ConstantAssignment::Kind::Value;
    if (!parseValue(a.value, 0))
      return Entry::Failed;
  } else {
    if (!quiet()) {
      auto d = diags_.report(DiagId::err_cfg_expected_assign, range(tok_));
      d << a.name << describe(tok_);
      if (tok_.kind == CfgTokenKind::Other)
        d.note(DiagId::note_cfg_use_equals, range(tok_));
    }
    return Entry::Failed;
  }
  if (!ok)
    return Entry::Consumed;

  if (a.args.empty()) {
    auto key = std::make_pair(a.module ? a.module->name : std::string(), a.name);
    auto [it, inserted] = assigned_.emplace(key, a.range);
    if (!inserted)
      diags_.report(DiagId::warn_cfg_duplicate_constant, a.range)
              .note(DiagId::note_cfg_first_here, it->second)
          << a.name;
  }
  cfg_.constants.push_back(std::move(a));
  return Entry::Ok;
}

CfgValue CfgParser::parseNumber(const CfgToken &num, bool negative, uint32_t begin) {
  SourceRange r = range(begin, num.end);
  // Magnitude limit: 2^63 - 1, or 2^63 when negative.
  const uint64_t limit =
      static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) + (negative ? 1 : 0);
  uint64_t v = 0;
  for (char c : num.text) {
    auto digit = static_cast<uint64_t>(c - '0');
    if (v > (limit - digit) / 10) {
      std::string shown = negative ? "-" : "";
      shown += shorten(num.text, kMaxShownToken);
      diags_.report(DiagId::err_cfg_number_too_large, r) << shown;
      return CfgValue::makeInt(0, r);
    }
    v = v * 10 + digit;
  }
  int64_t value;
  if (negative)
    value = v == limit ? std::numeric_limits<int64_t>::min() : -static_cast<int64_t>(v);
  else
    value = static_cast<int64_t>(v);
  return CfgValue::makeInt(value, r);
}

bool CfgParser::parseValue(CfgValue &out, int depth) {
  if (depth > kMaxValueDepth) {
    if (!depthReported_)
      diags_.report(DiagId::err_cfg_value_too_deep, range(tok_))
          << static_cast<long long>(kMaxValueDepth);
    depthReported_ = true;
    return false;
  }
  switch (tok_.kind) {
  case CfgTokenKind::Number:
    out = parseNumber(tok_, false, tok_.begin);
    advance();
    return true;
  case CfgTokenKind::Minus: {
    uint32_t begin = tok_.begin;
    advance();
    if (tok_.kind != CfgTokenKind::Number) {
      if (!quiet())
        diags_.report(DiagId::err_cfg_expected_value, range(tok_)) << describe(tok_);
      return false;
    }
    out = parseNumber(tok_, true, begin);
    advance();
    return true;
  }
  case CfgTokenKind::Decimal:
    diags_.report(DiagId::err_cfg_decimal_number, range(tok_)) << tok_.text;
    out = CfgValue::makeInt(0, range(tok_));
    advance();
    return true;
  case CfgTokenKind::String: {
    std::string_view body = tok_.text.substr(1); // the opening quote
    if (!body.empty() && body.back() == '"')
      body.remove_suffix(1);
    out = CfgValue::makeString(std::string(body), range(tok_));
    advance();
    return true;
  }
  case CfgTokenKind::Identifier:
    if (tok_.text == "TRUE" || tok_.text == "FALSE")
      out = CfgValue::makeBool(tok_.text == "TRUE", range(tok_));
    else
      out = CfgValue::makeModelValue(std::string(tok_.text), range(tok_));
    advance();
    return true;
  case CfgTokenKind::Other:
    // ModelConfig.parseValue makes a model value of any other token, an
    // operator symbol included (`null = []` names the model value "[]").
    out = CfgValue::makeModelValue(std::string(tok_.text), range(tok_));
    advance();
    return true;
  case CfgTokenKind::LBrace:
    return parseCollection(out, depth, true);
  case CfgTokenKind::LTuple:
    return parseCollection(out, depth, false);
  default:
    if (!quiet())
      diags_.report(DiagId::err_cfg_expected_value, range(tok_)) << describe(tok_);
    return false;
  }
}

bool CfgParser::parseCollection(CfgValue &out, int depth, bool isSet) {
  const CfgTokenKind closer = isSet ? CfgTokenKind::RBrace : CfgTokenKind::RTuple;
  uint32_t begin = tok_.begin;
  advance();
  std::vector<CfgValue> elems;
  if (tok_.kind != closer) {
    while (true) {
      CfgValue v;
      if (!parseValue(v, depth + 1))
        return false;
      elems.push_back(std::move(v));
      if (tok_.kind == CfgTokenKind::Comma) {
        advance();
        continue;
      }
      if (tok_.kind == closer)
        break;
      if (!quiet())
        diags_.report(DiagId::err_cfg_expected_closer, range(tok_))
            << (isSet ? "}" : ">>") << (isSet ? "a set" : "a tuple") << describe(tok_);
      return false;
    }
  }
  SourceRange r = range(begin, tok_.end);
  advance();
  out = isSet ? CfgValue::makeSet(std::move(elems), r) : CfgValue::makeTuple(std::move(elems), r);
  return true;
}

} // namespace

std::optional<ModelConfig> parseModelConfig(SourceManager &sm, FileId file,
                                            DiagnosticEngine &diags) {
  CfgParser parser(sm, file, diags);
  return parser.parse();
}

} // namespace tlacore
