// TLC's printed value or error for every expression of ../shared/reference/eval-oracle, evaluated in-process in
// the module layout TLC saw (so that locations in messages agree).
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>

#include "cfg/parse_model_config.h"
#include "diagnostic_engine.h"
#include "eval/evaluator.h"
#include "eval/warning_history.h"
#include "model/number_literals.h"
#include "model/spec_model.h"
#include "module_set.h"
#include "sany_errors/sany_explainer.h"
#include "source_manager.h"

namespace tlacore {
namespace {

// Agreement measured when the suite last improved: it may only go up.
constexpr size_t kValueAgreementAtLeast = 3683;
constexpr size_t kExitAgreementAtLeast = 6087;
constexpr size_t kMessageAgreementAtLeast = 2401;
// Expressions whose warnings (what TLC printed before the value: an EXCEPT
// on a missing field, MP.printWarning's history over the batch) agree. The
// 24 left are batch rows after a warning of a row not in dev.tsv (the first
// warning there lacks the -nowarning note, a repeat is not printed again).
constexpr size_t kWarningAgreementAtLeast = 6063;

struct Row {
  std::string id, extends, expression, outcome, output, category, batch, warning;
  int exit = 0;
  int line = 0;
};

// The TSV's escapes: \\ -> \, \n -> newline, \t -> tab.
std::string unescape(const std::string &s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size()) {
      char c = s[++i];
      out += c == 'n' ? '\n' : c == 't' ? '\t' : c;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string escape(const std::string &s) {
  std::string out;
  for (char c : s)
    out += c == '\\' ? "\\\\" : c == '\n' ? "\\n" : c == '\t' ? "\\t" : std::string(1, c);
  return out;
}

std::vector<std::string> splitTabs(const std::string &line) {
  std::vector<std::string> cols;
  size_t b = 0;
  for (;;) {
    size_t e = line.find('\t', b);
    cols.push_back(line.substr(b, e == std::string::npos ? std::string::npos : e - b));
    if (e == std::string::npos)
      return cols;
    b = e + 1;
  }
}

std::vector<Row> readRows(const std::string &path) {
  std::ifstream in(path);
  std::vector<Row> rows;
  std::string line;
  std::getline(in, line); // header
  while (std::getline(in, line)) {
    std::vector<std::string> c = splitTabs(line);
    if (c.size() < 9)
      continue;
    Row r;
    r.id = c[0];
    r.extends = c[1];
    r.expression = c[2];
    r.outcome = c[3];
    r.output = unescape(c[4]);
    r.exit = std::stoi(c[5]);
    r.category = c[6];
    r.batch = c[7];
    r.line = std::stoi(c[8]);
    r.warning = c.size() > 9 ? unescape(c[9]) : std::string();
    rows.push_back(std::move(r));
  }
  return rows;
}

// What tlacore made of one expression.
struct Verdict {
  int exit = 0;        // 0 value, 10 evaluation error, 255 number too big, 150 parse/semantic error
  std::string output;  // the printed value, or the error text TLC prints after "Evaluating assumption ... failed."
  std::string warning; // the warnings printed while it was evaluated ("Warning: ...\n" each)
};

// The module TLC evaluated `rows` in: each expression on its own line, the
// other lines empty.
std::string moduleText(const std::string &name, const std::vector<const Row *> &rows, const std::string &order) {
  std::map<int, const Row *> at;
  for (const Row *r : rows)
    at[r->line] = r;
  std::string text = "---- MODULE " + name + " ----\n" + rows.front()->extends + "\nCONSTANTS mA, mB, mC\n" + order + "\n";
  int last = at.rbegin()->first;
  for (int l = 5; l <= last; ++l) {
    auto it = at.find(l);
    if (it != at.end())
      text += "ASSUME PrintT(\"" + it->second->id + "\") /\\ PrintT(" + it->second->expression + ")";
    text += "\n";
  }
  return text + "====\n";
}

// "line L, col C to line L2, col C2 of module M", as TLC prints a location.
std::string location(const SourceManager &sm, SourceRange r, const std::string &module) {
  PresumedLoc b = sm.presumed(r.begin);
  PresumedLoc e = r.end.valid() ? sm.presumed(r.end) : b;
  if (e.column > 1)
    e.column -= 1;
  std::string where = "line " + std::to_string(b.line) + ", col " + std::to_string(b.column) + " to line " +
                      std::to_string(e.line) + ", col " + std::to_string(e.column) + " of module ";
  std::string_view file = b.fileName.substr(b.fileName.find_last_of('/') + 1);
  return where + (file.empty() ? module : std::string(file.substr(0, file.rfind('.'))));
}

// What the oracle holds for a module SANY rejects: "parse error: " and the
// first six lines SANY printed from "***Parse Error***" on, joined by " | ".
std::string parseErrorText(const std::string &module) {
  std::optional<std::string> block = sany_errors::explainParseError(module);
  if (!block)
    return "parse error";
  std::string joined;
  std::istringstream lines(*block);
  int taken = 0;
  for (std::string line; taken < 6 && std::getline(lines, line);) {
    if (line.empty())
      continue;
    joined += (taken++ ? " | " : "") + line;
  }
  return "parse error: " + joined;
}

bool writeLine(int out, const std::string &line) {
  return ::write(out, line.data(), line.size()) == static_cast<ssize_t>(line.size());
}

// Evaluates the ASSUMEs of one module, writing each verdict as a line
// `id \t exit \t output` (output escaped) to `out` as soon as it is known;
// returns false when the module does not load (or, holding several
// expressions, has a numeral TLC rejects: each is then tried alone).
// With `evaluate` false, only whether it loads (and has no numeral TLC rejects).
bool evaluateModule(const std::string &name, const std::string &text, const std::vector<const Row *> &rows, int out,
                    bool evaluate = true) {
  SourceManager sm;
  DiagnosticEngine diags;
  sem::SemanticOptions semOpts;
  sem::ModuleSet set(sm, diags, semOpts);
  const sem::ResolvedModule *root = set.loadRootText(name + ".tla", text);
  if (!root || diags.hasErrors())
    return false;
  // TLC rejects the module before evaluating anything (exit 255).
  if (std::optional<std::string_view> big = model::numeralTooBig(set)) {
    if (rows.size() > 1 || !evaluate) // evaluated one by one
      return false;
    writeLine(out, rows[0]->id + "\t255\t" + escape("TLC can't handle a number this big.\n" + std::string(*big)) + "\n");
    return true;
  }
  FileId cfgFile = sm.addBuffer(name + ".cfg", "CONSTANTS mA = mA\nCONSTANTS mB = mB\nCONSTANTS mC = mC\n");
  DiagnosticEngine cfgDiags;
  std::optional<ModelConfig> cfg = parseModelConfig(sm, cfgFile, cfgDiags);
  std::string problem;
  std::optional<model::SpecModel> m = cfg ? model::buildSpecModel(*root, set, *cfg, problem) : std::nullopt;
  if (!m)
    return false;
  if (!evaluate)
    return true;
  std::map<int, const Row *> at;
  for (const Row *r : rows)
    at[r->line] = r;
  eval::WarningHistory warnings(false); // one run of TLC per module: one history
  for (const ast::AssumeUnit *a : m->assumptions) {
    auto it = at.find(static_cast<int>(sm.presumed(a->body->range.begin).line));
    if (it == at.end())
      continue;
    const Row &row = *it->second;
    Verdict v;
    eval::Evaluator ev(*m);
    std::ostringstream printed;
    eval::RunIo io; // PrintT's output, kept here
    io.print = [&printed](std::string_view line) { printed << line; };
    io.location = [&sm, &name](SourceRange r) { return location(sm, r, name); };
    io.warning = [&warnings, &v](int code, const std::string &text) {
      if (std::optional<std::string> message = warnings.admit(code, text))
        v.warning += "Warning: " + *message + "\n";
    };
    ev.setIo(&io);
    ::alarm(20); // an expression TLC evaluates at once may not run away here
    try {
      ev.evalBool(a->body, nullptr, nullptr);
      std::string text = printed.str();
      std::string idLine = "\"" + row.id + "\"\n";
      if (text.rfind(idLine, 0) == 0)
        text = text.substr(idLine.size());
      if (!text.empty() && text.back() == '\n')
        text.pop_back();
      v.output = text;
    } catch (const eval::EvalError &e) {
      v.exit = 10;
      v.output = e.message;
      // The oracle holds the lines TLC printed: a message's final newline
      // (TLC's out-of-domain text has one) is no line of its own there.
      while (!v.output.empty() && v.output.back() == '\n')
        v.output.pop_back();
      if (e.range.valid() && !e.unlocated)
        v.output += e.locationSeparator() + location(sm, e.range, name);
    }
    ::alarm(0);
    if (!writeLine(out, row.id + "\t" + std::to_string(v.exit) + "\t" + escape(v.output) + "\t" + escape(v.warning) +
                            "\n"))
      std::_Exit(3);
  }
  return true;
}

// Evaluates `rows` of one batch in a child process (a runaway evaluation
// must not take the suite with it): the verdicts it reported; a row whose
// evaluation killed the child is reported as a crash and the rest retried.
void evaluateBatch(const std::string &name, std::vector<const Row *> rows, const std::string &order,
                   std::map<std::string, Verdict> &verdicts) {
  while (!rows.empty()) {
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    pid_t pid = ::fork();
    if (pid == 0) {
      ::close(fds[0]);
      rlimit mem{size_t{3} << 30, size_t{3} << 30};
      ::setrlimit(RLIMIT_AS, &mem);
      try {
        if (!evaluateModule(name, moduleText(name, rows, order), rows, fds[1])) {
          // Some expression does not load: the others together, as TLC saw
          // them once the generator had set that one apart (the strings of
          // the other lines order the strings TLC prints), each that does
          // not load alone, at its line.
          // (Those alone first: a runaway among the others must not take
          // their verdicts with it.)
          std::vector<const Row *> loading, alone;
          for (const Row *r : rows)
            (evaluateModule(name, moduleText(name, {r}, order), {r}, fds[1], false) ? loading : alone).push_back(r);
          if (loading.size() > 1 && evaluateModule(name, moduleText(name, loading, order), loading, fds[1], false)) {
            for (const Row *r : alone)
              if (!evaluateModule(name, moduleText(name, {r}, order), {r}, fds[1]) &&
                  !writeLine(fds[1], r->id + "\t150\t" + escape(parseErrorText(moduleText(name, {r}, order))) + "\n"))
                std::_Exit(3);
            evaluateModule(name, moduleText(name, loading, order), loading, fds[1]);
            alone.clear();
          } else {
            alone.insert(alone.end(), loading.begin(), loading.end());
          }
          for (const Row *r : alone)
            if (!evaluateModule(name, moduleText(name, {r}, order), {r}, fds[1])) {
              if (!writeLine(fds[1], r->id + "\t150\t" + escape(parseErrorText(moduleText(name, {r}, order))) + "\n"))
                std::_Exit(3);
            }
        }
      } catch (...) { // reported as a crash of the expression being evaluated
        std::_Exit(4);
      }
      std::_Exit(0);
    }
    ::close(fds[1]);
    std::string got;
    char buf[65536];
    for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) > 0;)
      got.append(buf, static_cast<size_t>(n));
    ::close(fds[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    std::istringstream lines(got);
    std::string line;
    while (std::getline(lines, line)) {
      std::vector<std::string> c = splitTabs(line);
      if (c.size() == 3 || c.size() == 4)
        verdicts[c[0]] = Verdict{std::stoi(c[1]), unescape(c[2]), c.size() == 4 ? unescape(c[3]) : std::string()};
    }
    std::vector<const Row *> left;
    for (const Row *r : rows)
      if (!verdicts.count(r->id))
        left.push_back(r);
    if (left.empty())
      return;
    verdicts[left.front()->id] =
        Verdict{-2, "crashed (" + std::string(WIFSIGNALED(status) ? strsignal(WTERMSIG(status)) : "exit " + std::to_string(WEXITSTATUS(status))) + ")"};
    left.erase(left.begin());
    rows = std::move(left);
  }
}

TEST(EvalOracle, MatchesTlc) {
  std::string dir = std::string(TLACORE_SHARED_DIR) + "/reference/eval-oracle";
  std::ifstream orderIn(dir + "/string_order_line.tla");
  if (!orderIn)
    GTEST_SKIP() << "no " << dir << " (../shared absent)";
  std::string order;
  std::getline(orderIn, order);
  std::vector<Row> rows = readRows(dir + "/dev.tsv");
  ASSERT_GT(rows.size(), 6000u);

  std::map<std::string, std::vector<const Row *>> batches;
  std::vector<std::string> batchOrder;
  for (const Row &r : rows) {
    if (r.exit < 0) // TLC timed out or crashed: no verdict to compare with
      continue;
    auto [it, fresh] = batches.try_emplace(r.batch);
    if (fresh)
      batchOrder.push_back(r.batch);
    it->second.push_back(&r);
  }
  std::map<std::string, Verdict> verdicts;
  const char *only = std::getenv("TLACORE_EVAL_ORACLE_BATCH"); // one batch, when debugging
  for (const std::string &b : batchOrder) {
    if (only && b != only)
      continue;
    // A few expressions of a batch were evaluated apart, at the line of
    // another: one module per set of distinct lines.
    std::vector<std::vector<const Row *>> layers;
    std::vector<std::set<int>> lines;
    for (const Row *r : batches[b]) {
      size_t i = 0;
      while (i < layers.size() && lines[i].count(r->line))
        ++i;
      if (i == layers.size()) {
        layers.emplace_back();
        lines.emplace_back();
      }
      layers[i].push_back(r);
      lines[i].insert(r->line);
    }
    for (const std::vector<const Row *> &layer : layers)
      evaluateBatch(b, layer, order, verdicts);
  }

  size_t compared = 0, values = 0, valueAgree = 0, exitAgree = 0, errors = 0, messageAgree = 0, warningAgree = 0;
  std::map<std::string, size_t> mismatchByCategory;
  std::ostringstream mismatches;
  for (const Row &r : rows) {
    if (r.exit < 0)
      continue;
    ++compared;
    const Verdict &v = verdicts[r.id];
    if (v.warning == r.warning)
      ++warningAgree;
    else
      mismatches << r.id << "\twarning\t" << r.expression << "\n  TLC: " << r.warning << "\n  tlacore: " << v.warning
                 << "\n";
    bool exitOk = v.exit == r.exit;
    exitAgree += exitOk;
    bool ok = exitOk;
    if (r.exit == 0) {
      ++values;
      ok = exitOk && v.output == r.output;
      valueAgree += ok;
    } else {
      ++errors;
      bool messageOk = exitOk && v.output == r.output;
      messageAgree += messageOk;
      ok = messageOk;
    }
    if (!ok) {
      ++mismatchByCategory[r.category];
      mismatches << r.id << "\t" << r.category << "\t" << r.expression << "\n  TLC (" << r.exit << "): " << r.output
                 << "\n  tlacore (" << v.exit << "): " << v.output << "\n";
    }
  }
  if (const char *dump = std::getenv("TLACORE_EVAL_ORACLE_MISMATCHES"))
    std::ofstream(dump) << mismatches.str();
  std::cout << "eval-oracle: " << compared << " expressions; values " << valueAgree << "/" << values
            << "; exit codes " << exitAgree << "/" << compared << "; error messages " << messageAgree << "/" << errors << "; warnings " << warningAgree << "/" << compared
            << "\nmismatches by category:";
  for (const auto &[c, n] : mismatchByCategory)
    std::cout << " " << c << "=" << n;
  std::cout << "\n";
  EXPECT_GE(valueAgree, kValueAgreementAtLeast);
  EXPECT_GE(exitAgree, kExitAgreementAtLeast);
  EXPECT_GE(messageAgree, kMessageAgreementAtLeast);
  EXPECT_GE(warningAgree, kWarningAgreementAtLeast);
}

} // namespace
} // namespace tlacore
