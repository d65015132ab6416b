// readCfgAsTlc: tlc2.tool.impl.ModelConfig.parse and parseValue, in their order of reads and checks.
#include "tlc_model_config.h"

#include <cstdint>
#include <string_view>
#include <utility>

#include "tlc_cfg_tokens.h"

namespace tlacore {

namespace {

// A Java exception ModelConfig.parse lets out.
struct Thrown {
  std::string cls;
  std::string message;
};

// tlc2.output.MP's texts for EC.CFG_* (CONFIG_FILE_ERROR first).
Thrown configFileException(uint32_t line, const std::string &detail) {
  return {"tlc2.tool.ConfigFileException",
          "TLC found an error in the configuration file at line " + std::to_string(line) + "\n" + detail};
}
Thrown expectedSymbol(uint32_t line, const std::string &what) { // EC.CFG_EXPECTED_SYMBOL
  return configFileException(line, "It was expecting " + what + ", but did not find it.");
}
Thrown expectId(uint32_t line, const std::string &after) { // EC.CFG_EXPECT_ID
  return configFileException(line, "Expected an identifier after " + after + ".");
}
Thrown missingId(uint32_t line, std::string_view keyword) { // EC.CFG_MISSING_ID
  return configFileException(line, "The keyword " + std::string(keyword) + " was not followed by an identifier.");
}
Thrown twice(uint32_t line, std::string_view keyword) { // EC.CFG_TWICE_KEYWORD
  return configFileException(line, "The keyword " + std::string(keyword) + " appeared twice.");
}
// `tt.image.equals(...)` on the token a lexical error left (image null), as
// Java 17 words it for a class compiled with local variable names (tla2tools
// is built with javac debug="true").
Thrown nullImage() {
  return {"java.lang.NullPointerException", "Cannot invoke \"String.equals(Object)\" because \"tt.image\" is null"};
}

// Sets nested deeper than this: TLC's recursion would go on (to a
// StackOverflowError in the end); the reading gives no verdict.
constexpr int kMaxDepth = 1000;

// The keys of ModelConfig's configTbl: a token with one of these images ends
// a CONSTANT or list section.
bool isSectionKey(std::string_view s) {
  static constexpr std::string_view keys[] = {
      "CONSTANT", "CONSTANTS", "CONSTRAINT", "CONSTRAINTS", "ACTION_CONSTRAINT", "ACTION_CONSTRAINTS",
      "INVARIANT", "INVARIANTS", "INIT", "NEXT", "VIEW", "SYMMETRY", "SPECIFICATION", "PROPERTY", "PROPERTIES",
      "ALIAS", "POSTCONDITION", "_PERIODIC", "_RL_REWARD", "CHECK_DEADLOCK"};
  for (std::string_view k : keys)
    if (s == k)
      return true;
  return false;
}

class TlcCfgReader {
public:
  TlcCfgReader(const SourceManager &sm, FileId file) : sm_(sm), file_(file), tokens_(sm.bufferText(file)) {}

  TlcCfgReading read() {
    TlcCfgReading out;
    out.config.file = file_;
    try {
      parse(out.config);
      out.parsed = true;
    } catch (const Thrown &t) {
      out.exceptionClass = t.cls;
      out.exceptionMessage = t.message;
    }
    return out;
  }

private:
  using Kind = TlcCfgTokenKind;

  TlcCfgToken next() {
    tt_ = tokens_.next();
    return tt_;
  }
  // scs.getBeginLine() after the last read.
  uint32_t line() const { return tt_.line; }
  bool isEof(const TlcCfgToken &t) const { return t.kind == Kind::Eof || t.kind == Kind::LexError; }
  // tt.image.equals(s), which throws on the token a lexical error left.
  bool is(const TlcCfgToken &t, std::string_view s) const {
    if (t.kind == Kind::LexError)
      throw nullImage();
    return t.image == s;
  }
  SourceRange range(uint32_t begin, uint32_t end) const {
    return SourceRange{sm_.locForOffset(file_, begin), sm_.locForOffset(file_, end)};
  }
  CfgName nameOf(const TlcCfgToken &t) const { return CfgName{std::string(t.image), range(t.begin, t.end)}; }

  void parse(ModelConfig &cfg);
  void singleName(std::string_view keyword, std::optional<CfgName> &slot, uint32_t loc);
  void nameList(std::vector<CfgName> &list);
  void constants(ModelConfig &cfg, uint32_t loc);
  CfgValue parseValue(TlcCfgToken t, int depth);

  const SourceManager &sm_;
  FileId file_;
  TlcCfgTokenizer tokens_;
  TlcCfgToken tt_;
};

void TlcCfgReader::singleName(std::string_view keyword, std::optional<CfgName> &slot, uint32_t loc) {
  TlcCfgToken t = next();
  if (isEof(t))
    throw missingId(loc, keyword);
  if (slot) // configTbl.put returned the earlier name
    throw twice(loc, keyword);
  slot = nameOf(t);
  next();
}

void TlcCfgReader::nameList(std::vector<CfgName> &list) {
  while (!isEof(next())) {
    if (isSectionKey(tt_.image))
      break;
    list.push_back(nameOf(tt_));
  }
}

void TlcCfgReader::parse(ModelConfig &cfg) {
  // Sections TLC reads but tlacore has no use for.
  std::optional<CfgName> periodic, reward;
  next();
  while (!isEof(tt_)) {
    const std::string_view tval = tt_.image;
    const uint32_t loc = line();
    if (tval == "INIT")
      singleName(tval, cfg.init, loc);
    else if (tval == "NEXT")
      singleName(tval, cfg.next, loc);
    else if (tval == "SPECIFICATION")
      singleName(tval, cfg.specification, loc);
    else if (tval == "VIEW")
      singleName(tval, cfg.view, loc);
    else if (tval == "SYMMETRY")
      singleName(tval, cfg.symmetry, loc);
    else if (tval == "ALIAS")
      singleName(tval, cfg.alias, loc);
    else if (tval == "POSTCONDITION")
      singleName(tval, cfg.postcondition, loc);
    else if (tval == "_PERIODIC")
      singleName(tval, periodic, loc);
    else if (tval == "_RL_REWARD")
      singleName(tval, reward, loc);
    else if (tval == "CONSTANT" || tval == "CONSTANTS")
      constants(cfg, loc);
    else if (tval == "INVARIANT" || tval == "INVARIANTS")
      nameList(cfg.invariants);
    else if (tval == "PROPERTY" || tval == "PROPERTIES")
      nameList(cfg.properties);
    else if (tval == "CONSTRAINT" || tval == "CONSTRAINTS")
      nameList(cfg.constraints);
    else if (tval == "ACTION_CONSTRAINT" || tval == "ACTION_CONSTRAINTS")
      nameList(cfg.actionConstraints);
    else if (tval == "CHECK_DEADLOCK") {
      TlcCfgToken t = next();
      if (isEof(t))
        throw missingId(loc, tval);
      if (t.image != "TRUE" && t.image != "FALSE")
        throw expectedSymbol(line(), "TRUE or FALSE");
      if (cfg.checkDeadlock)
        throw twice(loc, tval);
      cfg.checkDeadlock = t.image == "TRUE";
      cfg.checkDeadlockRange = range(t.begin, t.end);
      next();
    } else {
      throw expectedSymbol(line(), "a keyword");
    }
  }
}

void TlcCfgReader::constants(ModelConfig &cfg, uint32_t loc) {
  while (!isEof(next())) {
    if (isSectionKey(tt_.image))
      break;
    ConstantAssignment a;
    a.name = std::string(tt_.image);
    const uint32_t nameBegin = tt_.begin;
    uint32_t nameEnd = tt_.end;
    next();
    while (is(tt_, "!")) { // Inst!Inner!C
      next();
      a.name += '!';
      a.name += tt_.kind == Kind::LexError ? "null" : std::string(tt_.image);
      nameEnd = tt_.end;
      next();
    }
    a.range = range(nameBegin, nameEnd);
    if (is(tt_, "<-")) {
      next();
      a.kind = ConstantAssignment::Kind::Substitution;
      if (is(tt_, "[")) { // a module override: C <- [Mod] Def
        if (isEof(next()))
          throw expectId(line(), "<-[");
        a.module = nameOf(tt_);
        if (!is(next(), "]"))
          throw expectedSymbol(line(), "]");
        if (isEof(next()))
          throw expectId(line(), "<-[mod]");
      } else if (isEof(tt_)) {
        throw expectId(line(), "<-");
      }
      a.substitute = nameOf(tt_);
      cfg.constants.push_back(std::move(a));
      continue;
    }
    if (is(tt_, "(")) { // F(v1, ..., vn) = v
      while (true) {
        a.args.push_back(parseValue(next(), 0));
        if (!is(next(), ","))
          break;
      }
      if (!is(tt_, ")"))
        throw configFileException(loc, ""); // EC.CFG_GENERAL, at the CONSTANT keyword's line
      next();
    }
    if (!is(tt_, "="))
      throw expectedSymbol(line(), "= or <-");
    next();
    if (is(tt_, "[")) { // a module-specific value: C = [Mod] v
      if (isEof(next()))
        throw expectId(line(), "=[");
      a.module = nameOf(tt_);
      if (!is(next(), "]"))
        throw expectedSymbol(line(), "]");
      next();
    }
    a.value = parseValue(tt_, 0);
    cfg.constants.push_back(std::move(a));
  }
}

CfgValue TlcCfgReader::parseValue(TlcCfgToken t, int depth) { // t by value: next() moves tt_
  const SourceRange r = range(t.begin, t.end);
  if (t.kind == Kind::Number || t.kind == Kind::OddNumber) { // Integer.parseInt
    int64_t v = 0;
    bool fits = t.kind == Kind::Number;
    for (char c : t.image) {
      if (!fits)
        break;
      v = v * 10 + (c - '0');
      fits = v <= 2147483647;
    }
    if (!fits)
      throw Thrown{"java.lang.NumberFormatException", "For input string: \"" + std::string(t.image) + "\""};
    return CfgValue::makeInt(v, r);
  }
  if (t.kind == Kind::String) // the quotes dropped, escapes kept as written
    return CfgValue::makeString(std::string(t.image.substr(1, t.image.size() - 2)), r);
  if (is(t, "TRUE"))
    return CfgValue::makeBool(true, r);
  if (is(t, "FALSE"))
    return CfgValue::makeBool(false, r);
  if (is(t, "{")) {
    if (depth >= kMaxDepth)
      throw Thrown{}; // no verdict: the caller keeps tlacore's own
    std::vector<CfgValue> elems;
    next();
    if (!is(tt_, "}")) {
      while (true) {
        elems.push_back(parseValue(tt_, depth + 1));
        if (!is(next(), ","))
          break;
        next();
      }
    }
    if (!is(tt_, "}"))
      throw expectedSymbol(line(), "}");
    return CfgValue::makeSet(std::move(elems), range(t.begin, tt_.end));
  }
  if (t.kind != Kind::Eof) // any other token names a model value: CONSTANT, <<, ], ...
    return CfgValue::makeModelValue(std::string(t.image), r);
  throw expectedSymbol(line(), "a value");
}

} // namespace

TlcCfgReading readCfgAsTlc(const SourceManager &sm, FileId file) {
  return TlcCfgReader(sm, file).read();
}

} // namespace tlacore
