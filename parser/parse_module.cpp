#include "parse_module.h"

#include <pthread.h>
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <functional>
#include <optional>
#include <set>

#include "TLAPlusLexer.h"
#include "TLAPlusParser.h"
#include "fast/fast_parse.h"
#include "token_texts.h"
#include "lex/junction_token_source.h"
#include "lex/input_checks.h"
#include "transform/transformer.h"

namespace tlacore {

using L = tlacore_antlr::TLAPlusLexer;

namespace {

// ANTLR's recursive descent needs stack in proportion to nesting; the
// driver runs it on a thread of its own with a large stack.
constexpr size_t kParserStackBytes = 512u << 20;

// An exception from fn (out of memory) is passed on to the caller: one
// escaping the thread would end the process.
void runOnLargeStack(const std::function<void()> &fn) {
  // Under an address-space limit the stack takes at most an eighth of it:
  // the parse trees of a large module need the rest.
  size_t stackBytes = kParserStackBytes;
  rlimit as{};
  if (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY)
    stackBytes = std::max<size_t>(std::min<size_t>(stackBytes, as.rlim_cur / 8), size_t{16} << 20);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, stackBytes);
  pthread_t thread;
  struct Job {
    const std::function<void()> &fn;
    std::exception_ptr error;
  } job{fn, nullptr};
  auto trampoline = [](void *arg) -> void * {
    auto *j = static_cast<Job *>(arg);
    try {
      j->fn();
    } catch (...) {
      j->error = std::current_exception();
    }
    return nullptr;
  };
  if (pthread_create(&thread, &attr, trampoline, &job) != 0) {
    pthread_attr_destroy(&attr);
    fn(); // fall back to the current stack
    return;
  }
  pthread_attr_destroy(&attr);
  pthread_join(thread, nullptr);
  if (job.error)
    std::rethrow_exception(job.error);
}

std::string displayToken(const antlr4::Token *tok) {
  if (!tok || tok->getType() == antlr4::Token::EOF)
    return "end of file";
  switch (tok->getType()) {
  case L::JLIST_BEGIN:
    return "start of junction list";
  case L::JLIST_END:
    return "end of junction list";
  default:
    break;
  }
  std::string text = tok->getText();
  if (text.size() > 40)
    text = text.substr(0, 37) + "...";
  return "'" + text + "'";
}

// Token names as users know them ('==' rather than DEFEQ).
std::string tokenDisplayName(const antlr4::dfa::Vocabulary &vocab, size_t t) {
  switch (t) {
  case L::IDENT: return "an identifier";
  case L::NUMBER: return "a number";
  case L::STRING: return "a string";
  case L::DEFEQ: return "'=='";
  case L::SET_IN: return "'\\in'";
  case L::MODULE_END: return "'===='";
  case L::SEPARATOR: return "'----'";
  case L::LANGLE: return "'<<'";
  case L::RANGLE: return "'>>'";
  case L::ARROW: return "'->'";
  case L::MAPSTO: return "'|->'";
  case L::DCOLON: return "'::'";
  case L::LARROW: return "'<-'";
  case L::BOX: return "'[]'";
  case L::AND: return "'/\\'";
  case L::OR: return "'\\/'";
  case L::RBRACKET_SUB: return "']_'";
  case L::RANGLE_SUB: return ">>_";
  default: break;
  }
  std::string lit = vocab.getLiteralName(t);
  return lit.empty() ? vocab.getSymbolicName(t) : lit;
}

std::string expectedText(antlr4::Parser *parser) {
  antlr4::misc::IntervalSet expected = parser->getExpectedTokens();
  if (expected.size() == 0 || expected.size() > 4)
    return {};
  std::vector<std::string> names;
  for (ssize_t t : expected.toList()) {
    std::string n;
    if (t == static_cast<ssize_t>(antlr4::Token::EOF))
      n = "end of file";
    else if (t == L::JLIST_END || t == L::JLIST_BEGIN || t == L::BULLET_AND || t == L::BULLET_OR)
      n = "a junction list bullet";
    else
      n = tokenDisplayName(parser->getVocabulary(), static_cast<size_t>(t));
    if (std::find(names.begin(), names.end(), n) == names.end())
      names.push_back(n);
  }
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0)
      out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

// Whether the token LT(k) begins a module unit: a unit keyword in the first
// column, or a definition there (`Op ==`, `Op(p, q) ==`, `f[x \in S] ==`,
// `a + b ==`, `-. a ==`, `a ^+ ==`); `----` and `====` anywhere.
bool beginsUnitAt(antlr4::TokenStream *ts, ssize_t k) {
  antlr4::Token *tok = ts->LT(k);
  if (!tok)
    return false;
  size_t type = tok->getType();
  if (type == L::SEPARATOR || type == L::MODULE_END)
    return true;
  if (tok->getCharPositionInLine() != 0)
    return false;
  switch (type) {
  case L::VARIABLE: case L::VARIABLES: case L::CONSTANT: case L::CONSTANTS: case L::ASSUME:
  case L::ASSUMPTION: case L::AXIOM: case L::THEOREM: case L::LEMMA: case L::PROPOSITION:
  case L::COROLLARY: case L::INSTANCE: case L::LOCAL: case L::RECURSIVE: case L::USE: case L::HIDE:
    return true;
  case L::IDENT:
    break;
  case L::MINUS_DOT: case L::MINUS: case L::NOT: case L::BOX: case L::DIAMOND: case L::DOMAIN:
  case L::ENABLED: case L::SUBSET: case L::UNCHANGED: case L::UNION:
    // A prefix operator definition: `-. a ==`.
    return ts->LT(k + 1)->getType() == L::IDENT && ts->LT(k + 2)->getType() == L::DEFEQ;
  default:
    return false;
  }
  size_t next = ts->LT(k + 1)->getType();
  if (next == L::DEFEQ)
    return true;
  if (next == L::LPAREN || next == L::LBRACKET) {
    // Parameters or bounds on this line, then `==`.
    size_t close = next == L::LPAREN ? L::RPAREN : L::RBRACKET;
    int depth = 0;
    for (ssize_t i = k + 1; i < k + 200; ++i) {
      antlr4::Token *t = ts->LT(i);
      if (t->getType() == antlr4::Token::EOF || t->getLine() != tok->getLine())
        return false;
      if (t->getType() == next)
        ++depth;
      else if (t->getType() == close && --depth == 0)
        return ts->LT(i + 1)->getType() == L::DEFEQ;
    }
    return false;
  }
  // `a + b ==` or `a ^+ ==`.
  antlr4::Token *third = ts->LT(k + 2);
  return third->getType() == L::DEFEQ ||
         (third->getType() == L::IDENT && ts->LT(k + 3)->getType() == L::DEFEQ);
}

// ANTLR's default recovery, with two changes that keep one syntax error
// from spreading into the definitions after it:
//  - no single-token insertion: inventing a missing token tends to make the
//    parser read on into the next definition and report errors that are not
//    there;
//  - a unit-level resynchronisation: after an error, tokens are skipped up
//    to the next unit that begins in the first column (beginsUnitAt), never
//    past it, and a token is never deleted to join the next unit to this one.
// The rules still open then end at that unit's first token, and the module's
// `unit*` loop reads it as the next unit.
class RecoveryStrategy : public antlr4::DefaultErrorStrategy {
public:
  void recover(antlr4::Parser *parser, std::exception_ptr) override {
    antlr4::TokenStream *ts = parser->getTokenStream();
    auto index = static_cast<int>(ts->index());
    // As ANTLR does: the same state failing at the same token again would
    // loop, so that token goes.
    if (lastErrorIndex == index && lastErrorStates.contains(parser->getState()))
      parser->consume();
    lastErrorIndex = index;
    lastErrorStates.add(parser->getState());
    while (ts->LA(1) != antlr4::Token::EOF && !beginsUnitAt(ts, 1))
      parser->consume();
  }

protected:
  bool singleTokenInsertion(antlr4::Parser *) override { return false; }

  antlr4::Token *singleTokenDeletion(antlr4::Parser *parser) override {
    antlr4::TokenStream *ts = parser->getTokenStream();
    if (beginsUnitAt(ts, 1) || beginsUnitAt(ts, 2))
      return nullptr;
    return antlr4::DefaultErrorStrategy::singleTokenDeletion(parser);
  }
};

class SyntaxErrorListener : public antlr4::BaseErrorListener {
public:
  SyntaxErrorListener(DiagnosticEngine &diags, const LocationMap &locs) : diags_(diags), locs_(locs) {}

  void syntaxError(antlr4::Recognizer *recognizer, antlr4::Token *tok, size_t, size_t,
                   const std::string &, std::exception_ptr) override {
    ++count;
    SourceRange r = tok ? locs_.range(tok) : SourceRange{};
    if (!seen_.insert(r.begin.offset).second)
      return; // one error per location
    auto *parser = dynamic_cast<antlr4::Parser *>(recognizer);
    if (parser && isCascade(parser, tok))
      return;
    size_t type = tok ? tok->getType() : antlr4::Token::EOF;
    if (type == L::UNTERMINATED_STRING) {
      // The string stops at a backslash when what follows is not one of SANY's escapes.
      size_t stop = tok->getStopIndex() + 1;
      antlr4::CharStream *in = tok->getInputStream();
      if (in && stop + 1 < in->size() && in->getText(antlr4::misc::Interval(stop, stop)) == "\\") {
        diags_.report(DiagId::err_string_escape, {locs_.loc(stop), locs_.loc(stop + 2)})
            << in->getText(antlr4::misc::Interval(stop + 1, stop + 1));
        return;
      }
      diags_.report(DiagId::err_unterminated_string, {r.begin, r.begin});
      return;
    }
    if (type == L::UNTERMINATED_COMMENT) {
      diags_.report(DiagId::err_unterminated_comment, {r.begin, locs_.loc(tok->getStartIndex() + 2)});
      return;
    }
    if (type == antlr4::Token::EOF && parser && parser->getExpectedTokens().contains(static_cast<size_t>(L::MODULE_END))) {
      diags_.report(DiagId::err_missing_module_end, r) << moduleName;
      return;
    }
    if (type == L::JLIST_END) {
      // Point at the token that ended the list, not at the virtual end token.
      antlr4::Token *after = parser ? parser->getTokenStream()->LT(2) : nullptr;
      if (after && after->getType() != antlr4::Token::EOF)
        r = locs_.range(after);
      diags_.report(DiagId::err_junction_item_cut, r);
      return;
    }
    if (parser && reportNotEquals(parser, tok))
      return;
    if (type == L::DEFEQ) {
      diags_.report(DiagId::err_unexpected_token_expected, r) << "'=='" << "'=' for equality ('==' defines an operator)";
      return;
    }
    std::string expected = parser ? expectedText(parser) : std::string{};
    if (expected.empty())
      diags_.report(DiagId::err_unexpected_token, r) << displayToken(tok);
    else
      diags_.report(DiagId::err_unexpected_token_expected, r) << displayToken(tok) << expected;
  }

  size_t count = 0;
  std::string moduleName;
  std::string_view source; // the file as read
  uint32_t sourceBase = 0; // SourceLoc offset of its first byte

  void reportLexical(const antlr4::Token &tok) {
    SourceRange r = locs_.range(&tok);
    std::string text = tok.getText();
    // A byte that is not UTF-8 outside comments and strings (read as U+FFFD).
    if (r.begin.valid() && r.begin.offset >= sourceBase && isInvalidUtf8At(source, r.begin.offset - sourceBase)) {
      size_t off = r.begin.offset - sourceBase;
      if (off > 0 && isInvalidUtf8At(source, off - 1))
        return; // one error for a run of such bytes
      char hex[3];
      std::snprintf(hex, sizeof hex, "%02X", static_cast<unsigned char>(source[off]));
      diags_.report(DiagId::err_invalid_utf8, r) << hex;
      return;
    }
    auto builder = std::make_unique<DiagBuilder>(diags_, DiagId::err_lexical, r);
    *builder << text;
    static const std::pair<const char *, const char *> kHints[] = {
        {";", "/\\"},   {"\u201C", "\""}, {"\u201D", "\""}, {"\u2018", "'"}, {"\u2019", "'"},
        {"\u2212", "-"}, {"\u00A0", " "}, {"`", "\""},   {"\u2026", "..."}};
    for (auto [bad, good] : kHints)
      if (text == bad) {
        builder->fixit(r, good);
        builder->note(DiagId::note_did_you_mean, r, {good});
      }
  }

private:
  // After a syntax error, ANTLR resynchronises and may report follow-on
  // errors in the same definition; report again only once a new unit has
  // begun (a token in the first column).
  bool isCascade(antlr4::Parser *parser, antlr4::Token *tok) {
    auto *stream = dynamic_cast<antlr4::BufferedTokenStream *>(parser->getTokenStream());
    size_t index = tok ? tok->getTokenIndex() : 0;
    bool cascade = false;
    if (stream && lastErrorIndex_ != SIZE_MAX && index != INVALID_INDEX && index >= lastErrorIndex_) {
      cascade = true;
      for (size_t i = lastErrorIndex_ + 1; i <= index && i < stream->size(); ++i)
        if (stream->get(i)->getCharPositionInLine() == 0) {
          cascade = false;
          break;
        }
    }
    if (index != INVALID_INDEX)
      lastErrorIndex_ = index;
    return cascade;
  }

  // `a != b` lexes as `a ! = b`; point at the `!=` and suggest `#`.
  bool reportNotEquals(antlr4::Parser *parser, antlr4::Token *tok) {
    antlr4::TokenStream *ts = parser->getTokenStream();
    for (ssize_t k : {-2, -1, 1}) {
      antlr4::Token *bang = ts->LT(k);
      antlr4::Token *eq = ts->LT(k + 1 == 0 ? 1 : k + 1);
      if (!bang || !eq || bang->getType() != L::BANG || eq->getType() != L::EQ ||
          eq->getStartIndex() != bang->getStartIndex() + 1)
        continue;
      SourceRange both{locs_.range(bang).begin, locs_.range(eq).end};
      diags_.report(DiagId::err_unexpected_token_expected, both) << "'!='" << "'#' or '/=' for inequality";
      (void)tok;
      return true;
    }
    return false;
  }

  DiagnosticEngine &diags_;
  const LocationMap &locs_;
  std::set<uint32_t> seen_;
  size_t lastErrorIndex_ = SIZE_MAX;
};

} // namespace

// A token stream that can free the tokens before an index (their slots stay,
// empty): the SLL stage frees each unit's tokens with its parse tree.
class DiscardingTokenStream : public antlr4::CommonTokenStream {
public:
  using antlr4::CommonTokenStream::CommonTokenStream;
  void discardBefore(size_t index) {
    for (; discarded_ < index && discarded_ < _tokens.size(); ++discarded_)
      _tokens[discarded_].reset();
  }

private:
  size_t discarded_ = 0;
};

// Token images and string literals of the tokens [from, to) of `tokens`
// (what string_order.cpp orders strings by), into `result`.
void collectTokenTexts(antlr4::BufferedTokenStream &tokens, size_t from, size_t to, TokenTexts &texts) {
  using L = tlacore_antlr::TLAPlusLexer;
  for (size_t i = from; i < to && i < tokens.size(); ++i) {
    antlr4::Token *t = tokens.get(i);
    size_t type = t->getType();
    if (t->getChannel() != antlr4::Token::DEFAULT_CHANNEL || type == antlr4::Token::EOF ||
        type == L::JLIST_BEGIN || type == L::JLIST_END)
      continue;
    if (type == L::STRING)
      texts.literal(decodeString(t->getText()));
    else
      texts.image(t->getText());
  }
}

// The SLL stage: `module` rule by hand (header, then unit by unit, each
// unit's parse tree freed once transformed, then ====), throwing
// ParseCancellationException at the first thing SLL cannot parse.
ast::Module *parseUnitByUnit(tlacore_antlr::TLAPlusParser &parser, DiscardingTokenStream &tokens,
                             Transformer &transformer, antlr4::Token *&moduleEnd, TokenTexts &texts) {
  using P = tlacore_antlr::TLAPlusParser;
  auto expect = [&](size_t type) {
    antlr4::Token *t = tokens.LT(1);
    if (t->getType() != type)
      throw antlr4::ParseCancellationException();
    tokens.consume();
    return t;
  };
  antlr4::Token *first = expect(P::SEPARATOR);
  expect(P::MODULE);
  antlr4::Token *name = expect(P::IDENT);
  expect(P::SEPARATOR);
  P::ExtendsListContext *extends = tokens.LA(1) == P::EXTENDS ? parser.extendsList() : nullptr;
  ast::Module *m = transformer.beginModule(first, name, extends);
  // After a unit is transformed, its parse tree and its tokens go; the last
  // token stays (the parser looks one token back).
  size_t collected = 0;
  auto unitDone = [&] {
    parser.getTreeTracker().reset();
    size_t next = tokens.index();
    collectTokenTexts(tokens, collected, next, texts);
    collected = next;
    if (next > 0)
      tokens.discardBefore(next - 1);
  };
  unitDone();
  while (tokens.LA(1) != P::MODULE_END) {
    if (tokens.LA(1) == antlr4::Token::EOF)
      throw antlr4::ParseCancellationException();
    transformer.addUnit(m, parser.unit());
    unitDone();
    if (transformer.depthExceeded())
      return m;
  }
  moduleEnd = expect(P::MODULE_END);
  if (tokens.LA(1) != antlr4::Token::EOF)
    throw antlr4::ParseCancellationException();
  collectTokenTexts(tokens, collected, tokens.index() + 1, texts);
  transformer.endModule(m, moduleEnd);
  return m;
}

ParsedModule parseModule(SourceManager &sm, FileId file, DiagnosticEngine &diags, const ParseOptions &options) {
  ParsedModule result;
  result.file = file;
  result.context = std::make_unique<ast::AstContext>();
  std::string_view text = sm.bufferText(file);
  size_t errorsBefore = diags.errorCount();
  auto at = [&](size_t off) { return sm.locForOffset(file, static_cast<uint32_t>(off)); };

  InputCheck check = checkInput(text, options.maxInputBytes);
  switch (check.problem) {
  case InputProblem::None:
    break;
  case InputProblem::TooLarge:
    diags.report(DiagId::err_input_too_large, {at(0), at(0)}) << static_cast<long long>(options.maxInputBytes);
    return result;
  case InputProblem::Binary:
    diags.report(DiagId::err_binary_input, {at(check.offset), at(check.offset + 1)});
    return result;
  case InputProblem::Empty:
    diags.report(DiagId::err_empty_input, {at(0), at(0)});
    return result;
  }

  ModuleStart start = findModuleStart(text);
  if (!start.found) {
    diags.report(DiagId::err_no_module_header, {at(0), at(0)});
    result.syntaxErrors = diags.errorCount() - errorsBefore;
    return result;
  }
  if (auto what = describeStrayText(text.substr(0, start.offset)))
    diags.report(DiagId::warn_text_outside_module, {at(0), at(0)}) << *what;

  TokenTexts texts(result);
  if (!options.forceAntlr) {
    FastParseOutcome fast =
        parseModuleFast(text, start.offset, sm.locForOffset(file, 0).offset, options.maxNesting, result, texts);
    if (fast.ok) {
      result.parsedFast = true;
      if (fast.moduleEnd < text.size())
        if (auto what = describeStrayText(text.substr(fast.moduleEnd)))
          diags.report(DiagId::warn_text_outside_module, {at(fast.moduleEnd), at(fast.moduleEnd)}) << *what;
      result.syntaxErrors = diags.errorCount() - errorsBefore;
      return result;
    }
    result.fastPathMiss = fast.whyNot;
    texts.clear();
    result.context = std::make_unique<ast::AstContext>();
  }

  std::string input = lexerInput(text, start.offset);
  LocationMap locs(sm, file, codePointOffsets(text));

  ast::Module *module = nullptr;
  size_t nestingAt = 0;
  bool nestingExceeded = false;
  std::string internalError;
  SyntaxErrorListener listener(diags, locs);
  listener.moduleName = std::string(moduleNameAt(text, start.offset));
  listener.source = text;
  listener.sourceBase = sm.locForOffset(file, 0).offset;

  runOnLargeStack([&] {
    try {
      // Two-stage parsing: SLL prediction, which never needs the full rule
      // stack, and gives up at the first error; then, only if that failed,
      // full LL with error recovery and reporting, over the text lexed again.
      // SLL is much faster (and linear on deep nesting, where full LL's
      // context merging is not); on the corpus it gives the same trees as LL.
      //
      // The SLL stage goes a unit at a time and frees each unit's parse tree
      // and tokens once it is transformed, so that neither the whole tree nor
      // all tokens ever exist at once (they are most of a parse's memory).
      // Its diagnostics (precedence conflicts, ...) are kept aside and count
      // only when the whole module parsed; a lexical error sends the module
      // to the second stage, which reports it.
      DiagnosticEngine streamedDiags;
      Transformer streamed(*result.context, locs, streamedDiags, options.maxNesting);
      streamed.setTreeIsErrorFree();
      antlr4::Token *moduleEnd = nullptr;
      bool errorFree = true;
      std::optional<antlr4::ANTLRInputStream> stream(std::in_place, input);
      std::optional<L> lexer(std::in_place, &*stream);
      lexer->removeErrorListeners();
      bool lexicalError = false;
      std::optional<JunctionTokenSource> source(std::in_place, *lexer, options.maxNesting,
                                                [&](const antlr4::Token &) { lexicalError = true; });
      std::optional<DiscardingTokenStream> sllTokens(std::in_place, &*source);
      std::optional<tlacore_antlr::TLAPlusParser> sllParser(std::in_place, &*sllTokens);
      sllParser->removeErrorListeners();
      sllParser->getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(
          antlr4::atn::PredictionMode::SLL);
      sllParser->setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
      try {
        module = parseUnitByUnit(*sllParser, *sllTokens, streamed, moduleEnd, texts);
      } catch (const antlr4::ParseCancellationException &) {
        errorFree = false;
      }
      if (lexicalError)
        errorFree = false;
      sllParser->getTreeTracker().reset();

      tlacore_antlr::TLAPlusParser::ModuleFileContext *tree = nullptr;
      if (!errorFree) {
        module = nullptr;
        moduleEnd = nullptr;
        texts.clear();
        sllParser.reset();
        sllTokens.reset();
        source.reset();
        lexer.reset();
        stream.emplace(input);
        lexer.emplace(&*stream);
        lexer->removeErrorListeners();
        source.emplace(*lexer, options.maxNesting, [&](const antlr4::Token &bad) { listener.reportLexical(bad); });
      }
      antlr4::CommonTokenStream tokens(&*source);
      tlacore_antlr::TLAPlusParser parser(&tokens);
      if (!errorFree) {
        parser.removeErrorListeners();
        parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(antlr4::atn::PredictionMode::LL);
        parser.addErrorListener(&listener);
        parser.setErrorHandler(std::make_shared<RecoveryStrategy>());
        tree = parser.moduleFile();
        collectTokenTexts(tokens, 0, tokens.size(), texts);
      } else {
        for (const Diagnostic &d : streamedDiags.diagnostics())
          diags.add(d);
      }
      Transformer transformer(*result.context, locs, diags, options.maxNesting);
      if (tree)
        module = transformer.module(tree->module());
      if (transformer.depthExceeded() || streamed.depthExceeded()) {
        // Later passes recurse over the AST: give them none rather than one too deep.
        module = nullptr;
        return;
      }
      if (module) {
        antlr4::Token *last = tree ? tree->module()->getStop() : moduleEnd;
        size_t endCp = last ? last->getStopIndex() + 1 : 0;
        size_t endByte = locs.loc(endCp).offset - sm.locForOffset(file, 0).offset;
        if (endByte < text.size())
          if (auto what = describeStrayText(text.substr(endByte)))
            diags.report(DiagId::warn_text_outside_module, {at(endByte), at(endByte)}) << *what;
      }
    } catch (const NestingTooDeep &e) {
      nestingExceeded = true;
      nestingAt = e.at;
    } catch (const std::bad_alloc &) {
      throw; // out of memory is the caller's to report, not a parse error
    } catch (const std::exception &e) {
      internalError = e.what();
    } catch (...) {
      internalError = "unknown exception";
    }
  });

  if (nestingExceeded) {
    diags.report(DiagId::err_nesting_too_deep, {locs.loc(nestingAt), locs.loc(nestingAt + 1)})
        << static_cast<long long>(options.maxNesting);
    module = nullptr;
  }
  if (!internalError.empty())
    diags.report(DiagId::err_internal_parser, {at(0), at(0)}) << internalError;
  result.module = module;
  result.syntaxErrors = diags.errorCount() - errorsBefore;
  if (module && result.syntaxErrors)
    module->complete = false;
  return result;
}

} // namespace tlacore
