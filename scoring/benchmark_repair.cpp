// The benchmark's per-definition check and repair loop (benchmark_repair.h).
// Each step below names the Python it reproduces; the order of set()
// iteration there is arbitrary, here it is first appearance (the order only
// changes where a declaration lands, never whether SANY accepts the module).
#include "benchmark_repair.h"

#include <algorithm>
#include <map>
#include <optional>

#include "py_text.h"

namespace tlacore::scoring {

namespace {

using py::isSpace;
using py::startsWith;
using py::strip;

bool contains(const std::vector<std::u32string> &v, const std::u32string &s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

std::vector<std::u32string> firstAppearance(const std::vector<std::u32string> &v) {
  std::vector<std::u32string> out;
  for (const std::u32string &s : v)
    if (!contains(out, s))
      out.push_back(s);
  return out;
}

// Positions where the literal `op` occurs after a `\b` (as `\bOP` matches).
template <typename F> bool forEachWordStart(std::u32string_view text, std::u32string_view op, F &&f) {
  for (size_t p = 0; p + op.size() <= text.size(); ++p) {
    if (text.compare(p, op.size(), op) != 0 || !py::isWordBoundary(text, p))
      continue;
    if (f(p))
      return true;
  }
  return false;
}

size_t skipSpaces(std::u32string_view text, size_t i) {
  while (i < text.size() && isSpace(text[i]))
    ++i;
  return i;
}

// re.search(rf'\b{op}\s*\(', text)
bool usedAsCall(std::u32string_view text, std::u32string_view op) {
  return forEachWordStart(text, op, [&](size_t p) {
    size_t r = skipSpaces(text, p + op.size());
    return r < text.size() && text[r] == U'(';
  });
}

// re.search(rf'\b{op}\s*(?!\()', text): `\s*` may give back a blank, so any
// use but one followed directly by "(" matches.
bool usedNotAsCall(std::u32string_view text, std::u32string_view op) {
  return forEachWordStart(text, op, [&](size_t p) {
    size_t q = p + op.size();
    size_t r = skipSpaces(text, q);
    return r > q || r >= text.size() || text[r] != U'(';
  });
}

// The first match of re.findall(rf'\b{op}\s*\([^)]*\)', text).
std::optional<std::u32string> firstCall(std::u32string_view text, std::u32string_view op) {
  std::optional<std::u32string> found;
  forEachWordStart(text, op, [&](size_t p) {
    size_t r = skipSpaces(text, p + op.size());
    if (r >= text.size() || text[r] != U'(')
      return false;
    size_t close = text.find(U')', r + 1);
    if (close == std::u32string_view::npos)
      return false;
    found = std::u32string(text.substr(p, close + 1 - p));
    return true;
  });
  return found;
}

// first_usage[first_usage.find('(')+1 : first_usage.rfind(')')]
int callArgumentCount(std::u32string_view call) {
  size_t open = call.find(U'(');
  size_t close = call.rfind(U')');
  size_t from = open + 1;
  if (close == std::u32string_view::npos || close < from)
    return benchmarkArgumentCount(U"");
  return benchmarkArgumentCount(call.substr(from, close - from));
}

std::u32string stubDefinition(const std::u32string &op, long long arity) {
  if (arity <= 0)
    return op + U" == TRUE";
  std::u32string params;
  for (long long i = 1; i <= arity; ++i) {
    if (i > 1)
      params += U", ";
    params += py::fromAscii("x" + std::to_string(i));
  }
  return op + U"(" + params + U") == TRUE";
}

// readlines(): lines with their "\n".
std::vector<std::u32string> linesKeepingEnds(std::u32string_view text) {
  std::vector<std::u32string> out;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i)
    if (text[i] == U'\n') {
      out.emplace_back(text.substr(start, i - start + 1));
      start = i + 1;
    }
  if (start < text.size())
    out.emplace_back(text.substr(start));
  return out;
}

// list.insert(i, x): an index past the end appends.
void insertAt(std::vector<std::u32string> &lines, size_t i, std::u32string line) {
  lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(std::min(i, lines.size())), std::move(line));
}

// [v.strip() for v in text.split(",")]
std::vector<std::u32string> commaList(std::u32string_view text) {
  std::vector<std::u32string> out;
  for (const std::u32string &part : py::split(text, U','))
    out.emplace_back(strip(part));
  return out;
}

std::u32string decodeLossy(const std::string &bytes) {
  if (std::optional<std::u32string> s = py::decodeUtf8(bytes))
    return *s;
  return std::u32string(bytes.begin(), bytes.end());
}

std::string toUtf8List(const std::u32string &s) { return py::encodeUtf8(s); }

class DefinitionChecker {
public:
  DefinitionChecker(std::u32string moduleName, std::u32string_view taskName, const SanyRunner &sany)
      : moduleName_(std::move(moduleName)), taskName_(taskName), sany_(sany) {}

  DefinitionCheck check(std::u32string_view content) {
    text_ = benchmarkDefinitionModule(moduleName_, content);
    DefinitionCheck result;
    if (run().exitCode != 0) {
      std::vector<std::u32string> vars = addMissingVariables();
      std::vector<std::u32string> stubs = addMissingFunctions(vars);
      for (const std::u32string &v : vars)
        result.variablesAdded.push_back(toUtf8List(v));
      for (const std::u32string &s : stubs)
        result.stubsAdded.push_back(toUtf8List(s));
    }
    result.finalRun = run();
    result.passes = result.finalRun.exitCode == 0;
    result.sanyRuns = runs_;
    result.finalModule = py::encodeUtf8(text_);
    return result;
  }

private:
  // SANY on the current text (each distinct text once: the evaluator runs
  // SANY again on an unchanged file several times).
  const SanyRun &run() {
    auto it = cache_.find(text_);
    if (it != cache_.end())
      return it->second;
    ++runs_;
    return cache_.emplace(text_, sany_(py::encodeUtf8(moduleName_), py::encodeUtf8(text_))).first->second;
  }

  // _add_missing_variables
  std::vector<std::u32string> addMissingVariables() {
    std::vector<std::u32string> unknown = findUnknownOperators(decodeLossy(run().output));
    if (unknown.empty())
      return {};
    std::vector<std::u32string> variables;
    for (const std::u32string &op : firstAppearance(unknown)) {
      bool call = usedAsCall(text_, op);
      bool plain = usedNotAsCall(text_, op);
      if (call && !plain)
        continue; // left to the function pass
      variables.push_back(op);
    }
    if (variables.empty())
      return variables;
    std::vector<std::u32string> lines = linesKeepingEnds(text_);
    size_t insertIdx = 2;
    for (size_t i = 0; i < lines.size(); ++i)
      if (startsWith(lines[i], U"EXTENDS")) {
        insertIdx = i + 1;
        break;
      }
    std::optional<size_t> varLine;
    for (size_t i = 0; i < lines.size(); ++i)
      if (startsWith(lines[i], U"VARIABLES")) {
        varLine = i;
        break;
      }
    if (!varLine) {
      insertAt(lines, insertIdx, U"VARIABLES " + py::join(variables, U", ") + U"\n");
      insertAt(lines, insertIdx + 1, U"\n");
    } else {
      std::u32string existing(strip(py::replaceAll(lines[*varLine], U"VARIABLES", U"")));
      std::vector<std::u32string> all = existing.empty() ? std::vector<std::u32string>{} : commaList(existing);
      all.insert(all.end(), variables.begin(), variables.end());
      std::vector<std::u32string> unique;
      for (const std::u32string &v : all)
        if (!v.empty() && !contains(unique, v))
          unique.push_back(v);
      lines[*varLine] = U"VARIABLES " + py::join(unique, U", ") + U"\n";
    }
    text_ = py::join(lines, U"");
    return variables;
  }

  // _add_missing_functions
  std::vector<std::u32string> addMissingFunctions(const std::vector<std::u32string> &addedVariables) {
    std::vector<std::u32string> allAdded, toRemove;
    for (int iteration = 0; iteration < 5; ++iteration) {
      std::u32string output = decodeLossy(run().output);
      auto arity = findArityErrors(output);
      std::vector<std::u32string> unknown = findUnknownOperators(output);
      if (arity.empty() && unknown.empty())
        break;
      const std::u32string fileContent = text_;
      std::vector<std::u32string> lines = py::split(fileContent, U'\n');
      std::vector<std::u32string> iterationAdded, toAdd;
      for (const auto &[op, count] : arity) {
        if (contains(allAdded, op))
          continue;
        long long n = 0;
        if (std::optional<std::u32string> call = firstCall(fileContent, op))
          n = callArgumentCount(*call);
        else
          n = std::stoll(py::encodeUtf8(count.substr(0, 18)));
        toAdd.push_back(stubDefinition(op, n));
        iterationAdded.push_back(op);
        if (contains(addedVariables, op))
          toRemove.push_back(op);
      }
      for (const std::u32string &op : firstAppearance(unknown)) {
        if (contains(allAdded, op))
          continue;
        std::optional<std::u32string> call = firstCall(fileContent, op);
        toAdd.push_back(stubDefinition(op, call ? callArgumentCount(*call) : 0));
        iterationAdded.push_back(op);
        if (contains(addedVariables, op))
          toRemove.push_back(op);
      }
      if (!toAdd.empty() || !toRemove.empty()) {
        insertStubs(lines, toAdd, toRemove);
        text_ = py::join(lines, U"\n");
      }
      allAdded.insert(allAdded.end(), iterationAdded.begin(), iterationAdded.end());
      if (iterationAdded.empty())
        break;
    }
    return allAdded;
  }

  // Where _add_missing_functions puts its stubs: before the line that starts
  // the definition (found by a name taken from the file name), else after
  // the VARIABLES line and the blank after it, else after the EXTENDS line.
  void insertStubs(std::vector<std::u32string> &lines, const std::vector<std::u32string> &toAdd,
                   const std::vector<std::u32string> &toRemove) {
    std::u32string fullName =
        py::replaceAll(py::replaceAll(moduleName_ + U".tla", U"ActionModule_", U""), U".tla", U"");
    std::u32string actionName = fullName;
    if (!taskName_.empty() && startsWith(fullName, taskName_ + U"_"))
      actionName = fullName.substr(taskName_.size() + 1);
    size_t insertIdx = 2;
    for (size_t i = 0; i < lines.size(); ++i)
      if (startsWith(lines[i], U"VARIABLES")) {
        insertIdx = i + 2;
        break;
      }
    for (size_t i = 2; i < lines.size(); ++i) {
      std::u32string_view line = strip(lines[i]);
      if (startsWith(line, actionName + U"(") || startsWith(line, actionName + U" ==")) {
        insertIdx = i;
        break;
      }
    }
    if (!toRemove.empty())
      for (std::u32string &line : lines) {
        if (!startsWith(line, U"VARIABLES"))
          continue;
        std::u32string existing(strip(py::replaceAll(line, U"VARIABLES", U"")));
        if (!existing.empty()) {
          std::vector<std::u32string> kept;
          for (const std::u32string &v : commaList(existing))
            if (!v.empty() && !contains(toRemove, v))
              kept.push_back(v);
          line = kept.empty() ? std::u32string() : U"VARIABLES " + py::join(kept, U", ");
        }
        break;
      }
    for (size_t k = 0; k < toAdd.size(); ++k) {
      insertAt(lines, insertIdx + 2 * k, toAdd[k]);
      insertAt(lines, insertIdx + 2 * k + 1, U"");
    }
  }

  std::u32string moduleName_;
  std::u32string taskName_;
  const SanyRunner &sany_;
  std::u32string text_;
  std::map<std::u32string, SanyRun> cache_;
  int runs_ = 0;
};

} // namespace

std::u32string benchmarkDefinitionModule(std::u32string_view moduleName, std::u32string_view content) {
  return py::join({U"---- MODULE " + std::u32string(moduleName) + U" ----",
                   U"EXTENDS TLC, Sequences, Bags, FiniteSets, Integers, Naturals", U"", std::u32string(content), U"",
                   U"====", U""},
                  U"\n");
}

int benchmarkArgumentCount(std::u32string_view args) {
  if (strip(args).empty())
    return 0;
  int paren = 0, bracket = 0, brace = 0, count = 1;
  bool content = false;
  for (char32_t c : args) {
    switch (c) {
    case U'(': ++paren, content = true; break;
    case U')': --paren, content = true; break;
    case U'[': ++bracket, content = true; break;
    case U']': --bracket, content = true; break;
    case U'{': ++brace, content = true; break;
    case U'}': --brace, content = true; break;
    default:
      if (c == U',' && paren == 0 && bracket == 0 && brace == 0)
        ++count;
      else if (!isSpace(c))
        content = true;
    }
  }
  return content ? count : 0;
}

std::vector<std::u32string> findUnknownOperators(std::u32string_view out) {
  // r"Unknown operator: `([^']*)'."
  static const std::u32string lead = U"Unknown operator: `";
  std::vector<std::u32string> found;
  size_t from = 0;
  while (true) {
    size_t p = out.find(lead, from);
    if (p == std::u32string_view::npos)
      break;
    size_t q = p + lead.size();
    size_t quote = out.find(U'\'', q);
    if (quote == std::u32string_view::npos)
      break;
    if (quote + 1 < out.size() && out[quote + 1] != U'\n') {
      found.emplace_back(out.substr(q, quote - q));
      from = quote + 2;
    } else {
      from = p + 1;
    }
  }
  return found;
}

std::vector<std::pair<std::u32string, std::u32string>> findArityErrors(std::u32string_view out) {
  // r"The operator ([^\s]*) requires (\d+) argument"
  static const std::u32string lead = U"The operator ";
  static const std::u32string requires_ = U" requires ";
  static const std::u32string argument = U" argument";
  std::vector<std::pair<std::u32string, std::u32string>> found;
  size_t from = 0;
  while (true) {
    size_t p = out.find(lead, from);
    if (p == std::u32string_view::npos)
      break;
    size_t q = p + lead.size();
    size_t r = q;
    while (r < out.size() && !isSpace(out[r]))
      ++r;
    size_t d = r + requires_.size();
    size_t e = d;
    if (out.compare(r, requires_.size(), requires_) == 0)
      while (e < out.size() && out[e] >= U'0' && out[e] <= U'9')
        ++e;
    if (e > d && out.compare(e, argument.size(), argument) == 0) {
      found.emplace_back(out.substr(q, r - q), out.substr(d, e - d));
      from = e + argument.size();
    } else {
      from = p + 1;
    }
  }
  return found;
}

DefinitionCheck checkDefinitionLikeBenchmark(std::u32string_view name, std::u32string_view content,
                                             std::u32string_view baseModule, std::u32string_view taskName,
                                             const SanyRunner &sany) {
  DefinitionChecker checker(std::u32string(baseModule) + U"_" + std::u32string(name), taskName, sany);
  return checker.check(content);
}

} // namespace tlacore::scoring
