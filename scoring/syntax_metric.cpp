// SysMoBench's syntax metric in one process (syntax_metric.h).
#include "syntax_metric.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <fstream>
#include <optional>
#include <sstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "benchmark_decomposition.h"
#include "benchmark_repair.h"
#include "isolated_sany.h"
#include "py_text.h"

namespace tlacore::scoring {

namespace {

// The benchmark's module name when none is given (TLAValidator._extract_module_name).
std::string extractModuleName(const std::u32string &text) {
  for (const std::u32string &raw : py::split(text, U'\n')) {
    std::u32string line(py::strip(raw));
    size_t at = line.find(U"---- MODULE");
    if (at != std::u32string::npos) {
      std::u32string rest = line.substr(at + 11);
      size_t end = rest.find(U"----");
      return py::encodeUtf8(py::strip(rest.substr(0, end)));
    }
    if (py::startsWith(line, U"MODULE "))
    {
      std::u32string rest = line.substr(7);
      return py::encodeUtf8(py::strip(rest.substr(0, rest.find(U"MODULE "))));
    }
  }
  return "UnnamedModule";
}

// A TLA+ module name: letters, digits and _, with at least one letter.
bool isModuleName(const std::string &name) {
  bool letter = false;
  for (char c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
      return false;
    letter |= std::isalpha(static_cast<unsigned char>(c)) != 0;
  }
  return letter;
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Runs `f(i)` for i in [0, n) on up to `threads` threads.
template <typename F> void parallelFor(size_t n, int threads, F &&f) {
  size_t workers = std::min<size_t>(n, static_cast<size_t>(std::max(1, threads)));
  if (workers <= 1) {
    for (size_t i = 0; i < n; ++i)
      f(i);
    return;
  }
  std::atomic<size_t> next{0};
  std::vector<std::thread> pool;
  for (size_t w = 0; w < workers; ++w)
    pool.emplace_back([&] {
      for (size_t i = next++; i < n; i = next++)
        f(i);
    });
  for (std::thread &t : pool)
    t.join();
}

} // namespace

SyntaxScore scoreSyntaxText(const std::string &bytes, const SyntaxOptions &options) {
  auto start = std::chrono::steady_clock::now();
  SyntaxScore result;
  std::optional<std::u32string> decoded = py::decodeUtf8(bytes);
  if (!decoded) {
    // The benchmark's read of the file fails: no definitions, score 0.
    result.error = "the model is not UTF-8 text";
    result.wholeModuleReason = result.error;
    result.seconds = secondsSince(start);
    return result;
  }
  // Python reads the file in text mode (universal newlines) and writes that.
  std::u32string text = py::universalNewlines(*decoded);
  // The whole module is written as `spec_module`.tla (or as the name in its
  // header); definitions go in `spec_module`_D (or ActionModule_D).
  std::string specModule = options.specModule.empty() ? extractModuleName(text) : options.specModule;
  // A file name that cannot be a module name (my-model.tla) could not be the
  // benchmark's spec_module (it names files after one); its definitions then
  // go in ActionModule_D, as when the benchmark has no spec_module.
  std::u32string base = options.specModule.empty() || !isModuleName(specModule)
                            ? U"ActionModule"
                            : py::decodeUtf8(specModule).value_or(U"ActionModule");
  std::u32string task = py::decodeUtf8(options.taskName).value_or(U"");
  int threads = options.threads > 0 ? options.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));

  std::vector<BenchmarkDefinition> defs = decomposeLikeBenchmark(text);
  result.definitionsDetail.resize(defs.size());
  SanyRunner sany = runIsolatedSany;
  // The whole module runs beside the definitions, as one more job.
  SanyRun whole;
  parallelFor(defs.size() + 1, threads, [&](size_t i) {
    if (i == defs.size()) {
      whole = runIsolatedSany(specModule, py::encodeUtf8(text));
      return;
    }
    DefinitionCheck check = checkDefinitionLikeBenchmark(defs[i].name, defs[i].content, base, task, sany);
    DefinitionVerdict &v = result.definitionsDetail[i];
    v.name = py::encodeUtf8(defs[i].name);
    v.line = defs[i].line;
    v.passes = check.passes;
    if (!check.passes)
      v.reason = firstSanyError(check.finalRun.output);
    v.variablesAdded = std::move(check.variablesAdded);
    v.stubsAdded = std::move(check.stubsAdded);
  });
  result.wholeModulePasses = whole.exitCode == 0;
  if (!result.wholeModulePasses)
    result.wholeModuleReason = firstSanyError(whole.output);
  result.definitions = static_cast<int>(defs.size());
  result.definitionsPassing = static_cast<int>(
      std::count_if(result.definitionsDetail.begin(), result.definitionsDetail.end(), [](auto &d) { return d.passes; }));
  if (result.wholeModulePasses)
    result.score = 1.0;
  else if (result.definitions > 0)
    result.score = 0.5 * result.definitionsPassing / result.definitions;
  result.seconds = secondsSince(start);
  return result;
}

SyntaxScore scoreSyntax(const std::filesystem::path &modulePath, const SyntaxOptions &options) {
  std::ifstream in(modulePath, std::ios::binary);
  std::error_code ec;
  if (!in || std::filesystem::is_directory(modulePath, ec)) {
    SyntaxScore result;
    result.error = "cannot read " + modulePath.string();
    result.wholeModuleReason = result.error;
    return result;
  }
  std::stringstream buf;
  buf << in.rdbuf();
  SyntaxOptions opts = options;
  if (opts.specModule.empty())
    opts.specModule = modulePath.stem().string();
  return scoreSyntaxText(buf.str(), opts);
}

nlohmann::json toJson(const SyntaxScore &s) {
  if (!s.error.empty())
    return {{"score", nullptr}, {"error", s.error}, {"seconds", s.seconds}};
  nlohmann::json failed = nlohmann::json::array();
  for (const DefinitionVerdict &d : s.definitionsDetail)
    if (!d.passes)
      failed.push_back({{"name", d.name}, {"line", d.line}, {"reason", d.reason}});
  nlohmann::json j = {{"score", s.score},
                      {"whole_module_passes", s.wholeModulePasses},
                      {"definitions", s.definitions},
                      {"definitions_passing", s.definitionsPassing},
                      {"failed", failed},
                      {"seconds", s.seconds}};
  if (!s.wholeModulePasses)
    j["whole_module_reason"] = s.wholeModuleReason;
  return j;
}

} // namespace tlacore::scoring
