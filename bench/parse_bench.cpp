// Google Benchmark: parse throughput over the shared corpus (bytes/s, modules/s, median time per module),
// and the memory one parse of a generated 5 MB module needs per source byte.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <sys/resource.h>

#include "parse_module.h"

namespace {

namespace fs = std::filesystem;

struct CorpusFile {
  std::string name;
  std::string text;
};

void collect(const fs::path &dir, std::vector<CorpusFile> &out) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    return;
  std::vector<fs::path> paths;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec))
    if (it->is_regular_file(ec) && it->path().extension() == ".tla")
      paths.push_back(it->path());
  std::sort(paths.begin(), paths.end());
  for (const fs::path &p : paths) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream buf;
    buf << in.rdbuf();
    out.push_back({p.string(), buf.str()});
  }
}

// Loaded once: every .tla of the example corpus and the SysMoBench models.
const std::vector<CorpusFile> &corpus() {
  static const std::vector<CorpusFile> files = [] {
    std::vector<CorpusFile> out;
    fs::path shared(TLACORE_SHARED_DIR);
    collect(shared / "corpus" / "examples", out);
    collect(shared / "sysmobench", out);
    return out;
  }();
  return files;
}

// Parses one file; returns the number of errors (kept so the call is not elided).
// `antlrOnly`: skip the fast front end (the figures before it existed).
size_t parseOne(const CorpusFile &f, bool antlrOnly = false) {
  tlacore::SourceManager sm;
  tlacore::DiagnosticEngine diags;
  tlacore::FileId id = sm.addBuffer(f.name, f.text);
  tlacore::ParseOptions options;
  options.forceAntlr = antlrOnly;
  tlacore::ParsedModule parsed = tlacore::parseModule(sm, id, diags, options);
  benchmark::DoNotOptimize(parsed.module);
  return diags.errorCount();
}

size_t totalBytes(const std::vector<const CorpusFile *> &files) {
  size_t n = 0;
  for (const CorpusFile *f : files)
    n += f->text.size();
  return n;
}

// Parses every file of `files` per iteration; reports throughput and the
// median wall time of one module parse.
void parseFiles(benchmark::State &state, const std::vector<const CorpusFile *> &files, bool antlrOnly = false) {
  if (files.empty()) {
    state.SkipWithError("no corpus files (TLACORE_SHARED_DIR)");
    return;
  }
  std::vector<double> perModule;
  perModule.reserve(files.size() * 8);
  size_t errors = 0;
  for (auto _ : state) {
    for (const CorpusFile *f : files) {
      auto start = std::chrono::steady_clock::now();
      errors += parseOne(*f, antlrOnly);
      perModule.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
  }
  std::nth_element(perModule.begin(), perModule.begin() + perModule.size() / 2, perModule.end());
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * totalBytes(files)));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * files.size()));
  state.counters["modules"] = static_cast<double>(files.size());
  state.counters["median_us_per_module"] = perModule[perModule.size() / 2] * 1e6;
  state.counters["errors"] = static_cast<double>(errors) / static_cast<double>(state.iterations());
}

std::vector<const CorpusFile *> select(size_t minBytes, size_t maxBytes) {
  std::vector<const CorpusFile *> out;
  for (const CorpusFile &f : corpus())
    if (f.text.size() >= minBytes && f.text.size() < maxBytes)
      out.push_back(&f);
  return out;
}

void BM_ParseCorpus(benchmark::State &state) { parseFiles(state, select(0, SIZE_MAX)); }
// The CPU column is the process's (the ANTLR front end runs on a thread of its own).
BENCHMARK(BM_ParseCorpus)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();

// The same with the ANTLR front end only.
void BM_ParseCorpusAntlrOnly(benchmark::State &state) { parseFiles(state, select(0, SIZE_MAX), true); }
BENCHMARK(BM_ParseCorpusAntlrOnly)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();

// Size classes: small (< 4 KB), medium (4-16 KB), large (>= 16 KB).
void BM_ParseBySize(benchmark::State &state) {
  size_t lo = static_cast<size_t>(state.range(0)), hi = static_cast<size_t>(state.range(1));
  parseFiles(state, select(lo, hi == 0 ? SIZE_MAX : hi));
}
BENCHMARK(BM_ParseBySize)
    ->ArgNames({"min_bytes", "max_bytes"})
    ->Args({0, 4096})
    ->Args({4096, 16384})
    ->Args({16384, 0})
    ->Unit(benchmark::kMicrosecond)
    ->UseRealTime();

// The fixed cost of one parse: a minimal module.
void BM_ParseTinyModule(benchmark::State &state) {
  CorpusFile tiny{"Tiny.tla", "---- MODULE Tiny ----\nop == 1\n====\n"};
  for (auto _ : state)
    benchmark::DoNotOptimize(parseOne(tiny));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * tiny.text.size()));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}
BENCHMARK(BM_ParseTinyModule)->Unit(benchmark::kMicrosecond)->UseRealTime();

// A module of `bytes` bytes of action definitions of the kind specs are made of.
std::string generatedModule(size_t bytes) {
  std::string text = "---- MODULE Big ----\nEXTENDS Naturals, Sequences\nVARIABLES x, y\n";
  for (size_t i = 0; text.size() < bytes; ++i) {
    std::string n = std::to_string(i);
    text += "D" + n + "(a, b) == /\\ x' = [x EXCEPT ![a] = b + " + n + "] /\\ y' \\in {a, b, " +
            std::to_string(i % 7) + "} /\\ IF a > b THEN Len(<<a, b>>) ELSE a * b + " + std::to_string(i % 13) + "\n";
  }
  return text + "====\n";
}

size_t peakRssBytes() {
  struct rusage ru {};
  getrusage(RUSAGE_SELF, &ru);
  return static_cast<size_t>(ru.ru_maxrss) * 1024;
}

// Peak memory of one parse per source byte (run it alone, first: the peak
// RSS of the process only grows): --benchmark_filter=BM_ParseMemory.
// The second argument 1 parses with the ANTLR front end only.
void BM_ParseMemoryPerByte(benchmark::State &state) {
  CorpusFile big{"Big.tla", generatedModule(static_cast<size_t>(state.range(0)) << 20)};
  size_t before = peakRssBytes();
  for (auto _ : state)
    benchmark::DoNotOptimize(parseOne(big, state.range(1) != 0));
  size_t peak = peakRssBytes();
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * big.text.size()));
  state.counters["peak_rss_MB"] = static_cast<double>(peak) / 1e6;
  state.counters["bytes_per_source_byte"] =
      static_cast<double>(peak > before ? peak - before : 0) / static_cast<double>(big.text.size());
}
BENCHMARK(BM_ParseMemoryPerByte)
    ->ArgNames({"MB", "antlr"})
    ->Args({5, 0})
    ->Args({20, 0})
    ->Args({5, 1})
    ->Args({20, 1})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

} // namespace
