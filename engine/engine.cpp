// run() and check() (engine.h): a run's output, environment, budgets and
// stop token set up around the search drivers.
#include "engine.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "eval/enumerator.h"
#include "eval/memory_reserve.h"
#include "eval/natives/tlc_fingerprint.h"
#include "value/interrupt.h"
#include "exit_codes.h"
#include "eval/tlc_config.h"
#include "eval/warning_history.h"
#include "explore/fingerprint_disk.h"
#include "explore/memory.h"
#include "live/graph_files.h"
#include "run_context.h"
#include "run_model.h"
#include "sany_report.h"
#include "tlc_text.h"

namespace tlacore::engine {

namespace {

const char *modeName(SearchMode m) {
  switch (m) {
  case SearchMode::Bfs: return "bfs";
  case SearchMode::Dfid: return "dfid";
  case SearchMode::Simulate: return "simulate";
  }
  return "bfs";
}

TlcOutput::Mode outputMode(TextFormat f) {
  switch (f) {
  case TextFormat::Plain: return TlcOutput::Mode::Plain;
  case TextFormat::Tool: return TlcOutput::Mode::Tool;
  case TextFormat::Silent: return TlcOutput::Mode::Silent;
  }
  return TlcOutput::Mode::Plain;
}

// Watches a run's budgets and stop token on a thread of its own, every
// 10 ms (1 ms near the memory bound), and halts the search (with the reason) when one is reached; also
// samples the process's resident size for the result's peak.
class BudgetWatchdog {
public:
  BudgetWatchdog(const RunOptions &o, explore::RunControl &control, StopWatch &watch)
      : o_(o), control_(control), watch_(watch), started_(std::chrono::steady_clock::now()) {
    peak_ = explore::residentBytes();
    // Nothing to watch (no time or memory budget, no stop token): no
    // thread; the peak is then sampled at the start and the end.
    if (o.stop || o.budgets.wallSeconds > 0 || o.budgets.memoryBytes > 0)
      thread_ = std::thread([this] { loop(); });
  }
  ~BudgetWatchdog() { stop(); }
  BudgetWatchdog(const BudgetWatchdog &) = delete;
  BudgetWatchdog &operator=(const BudgetWatchdog &) = delete;

  void stop() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    cv_.notify_all();
    if (thread_.joinable())
      thread_.join();
    peak_ = std::max(peak_, explore::residentBytes());
  }
  uint64_t peak() const { return peak_; }

private:
  void halt(StopReason why, uint64_t resident) {
    if (control_.halted())
      return;
    watch_.residentAtStop.store(resident);
    watch_.reason.store(static_cast<int>(why));
    control_.halt.store(true);
    val::wakeInterruptible(&control_.halt); // inside one long evaluation too
  }

  void check() {
    uint64_t resident = explore::residentBytes();
    peak_ = std::max(peak_, resident);
    // Near a memory bound, look more often: a search that builds large
    // values can allocate 10% of a bound between two 10 ms looks.
    nearBound_ = o_.budgets.memoryBytes && resident > o_.budgets.memoryBytes / 4 * 3;
    if (o_.stop && o_.stop->load(std::memory_order_relaxed))
      halt(StopReason::StopRequested, resident);
    else if (o_.budgets.memoryBytes && resident > o_.budgets.memoryBytes)
      halt(StopReason::Memory, resident);
    else if (o_.budgets.wallSeconds > 0 &&
             std::chrono::steady_clock::now() - started_ >= std::chrono::duration<double>(o_.budgets.wallSeconds))
      halt(StopReason::WallTime, resident);
  }

  void loop() {
    std::unique_lock<std::mutex> lock(mutex_);
    while (!done_) {
      lock.unlock();
      check();
      lock.lock();
      cv_.wait_for(lock, std::chrono::milliseconds(nearBound_ ? 1 : 10), [this] { return done_; });
    }
  }

  const RunOptions &o_;
  explore::RunControl &control_;
  StopWatch &watch_;
  std::chrono::steady_clock::time_point started_;
  uint64_t peak_ = 0;
  std::mutex mutex_;
  std::condition_variable cv_;
  bool done_ = false;
  bool nearBound_ = false; // the last look found the resident size above 3/4 of the memory bound
  std::thread thread_;
};

// TLC's lines for a cfg TLC refuses once it has evaluated the constant
// definitions (processConfig's Assert.fail: EC.TLC_CONFIG_ID_HAS_VALUE and its
// kin; the start-up ones have printed, prepareRunModel): TLC.process prints
// the error (MP.printTLCRuntimeException: its code in -tool) and "Finished
// in". The exit code is EC.ExitStatus.errorConstantToExitStatus's.
void refusedConfig(Run &r, const ConfigNameRefusal &refusal) {
  const model::ConfigError &e = refusal.error;
  r.report.outcome = "configError";
  r.report.message = e.message;
  r.report.errorRange = e.cfgRange;
  r.out.message(refusal.tlcCode ? refusal.tlcCode : ec::General, MsgClass::Error, e.message);
  r.verdict(e.id);
  r.report.exitCode = tlcConfigExitCode(refusal.tlcCode, r.report.exitCode);
  r.finishedLine();
}

} // namespace

// What TLCGet("config") reports for the run `o` asks for.
eval::TlcRunConfig tlcRunConfig(const RunOptions &o, const model::SpecModel &m) {
  using Mode = eval::TlcRunConfig::Mode;
  eval::TlcRunConfig c;
  c.mode = o.generate                          ? Mode::Generate
           : o.mode == SearchMode::Simulate    ? Mode::Simulate
           : o.mode == SearchMode::Dfid        ? Mode::Dfid
                                               : Mode::Bfs;
  c.deadlock = m.checkDeadlock && o.checkDeadlock;
  c.workers = o.workers;
  c.seed = o.seed;
  c.fpIndex = o.fpIndex;
  c.depth = o.depth < 0 ? 100 : o.depth;
  c.traces = o.traces;
  std::error_code ec;
  c.install = std::filesystem::read_symlink("/proc/self/exe", ec).parent_path().string();
  return c;
}

void printBanner(const RunOptions &o, OutputSink &sink) {
  TlcOutput out(sink, outputMode(o.format));
  std::string on = " with " + std::to_string(o.workers) + (o.workers == 1 ? " worker" : " workers") + " on " +
                   std::to_string(std::thread::hardware_concurrency()) + " cores (tlacore).";
  out.message(ec::TlcVersion, MsgClass::None, TlcVersionText);
  if (o.mode == SearchMode::Simulate)
    out.message(ec::TlcModeSimu, MsgClass::None, "Running Random Simulation with seed " + std::to_string(o.seed) + on);
  else if (o.mode == SearchMode::Dfid)
    out.message(ec::TlcModeMcDfs, MsgClass::None, "Running depth-first search Model-Checking with fp 0 and seed 0" + on);
  else
    out.message(ec::TlcModeMc, MsgClass::None,
                "Running breadth-first search Model-Checking with fp " + std::to_string(o.fpIndex) + " and seed " +
                    std::to_string(o.seed) + on);
}

namespace {
// SpecProcessor.processConstantDefns before a later error of the cfg: the
// constant definitions it evaluated print (Print, PrintT) after "Starting..."
// and before the error; their values and errors go nowhere.
void printStartupConstants(const model::SpecModel &m, const RunOptions &o, TlcOutput &out) {
  eval::RunIo io;
  io.print = [&out](std::string_view line) { out.raw(line); };
  io.environment = o.environment;
  eval::Evaluator ev(m);
  ev.setIo(&io);
  ev.setRandomSeed(o.mode == SearchMode::Dfid ? 0 : o.seed);
  try {
    ev.evalStartupConstants();
  } catch (const val::Interrupted &) {
  } catch (const std::bad_alloc &) {
  }
}
} // namespace

RunResult run(const Model &model, const RunOptions &o) {
  auto started = std::chrono::steady_clock::now();
  NullSink none;
  OutputSink &sink = o.output ? *o.output : none;
  TlcOutput out(sink, outputMode(o.format));
  RunResult report;
  report.mode = modeName(o.mode);
  report.seed = o.seed;
  report.workers = o.workers;

  // Print/PrintT go to the run's output, in TLC's framing (none: raw lines).
  eval::RunIo io;
  io.print = [&out](std::string_view line) { out.raw(line); };
  io.environment = o.environment;
  io.location = [&loc = model.locator()](SourceRange r) { return loc.location(r); };
  // MP.printWarning: none without TLCGlobals.warn, else as warningHistory admits it.
  auto warned = std::make_shared<eval::WarningHistory>(out.tool());
  io.warning = [&out, warned, on = o.warnings](int code, const std::string &text) {
    if (!on)
      return;
    if (std::optional<std::string> message = warned->admit(code, text))
      out.message(code, MsgClass::Warning, *message);
  };
  io.tlcConfig = std::make_shared<const val::Value>(eval::tlcConfigRecord(tlcRunConfig(o, model.loadedSpec()), *model.loadedSpec().strings));
  eval::natives::setTlcFingerprintPolynomial(o.fpIndex); // TLC's FP64.Init(fpIndex), for TLCExt!TLCFP

  out.message(ec::TlcStarting, MsgClass::None, "Starting... (" + now() + ")");
  eval::armMemoryReserve(); // before the control notes the exhaustions so far
  explore::RunControl control;
  control.stateLimit = o.budgets.states; // exact: the search halts itself there
  StopWatch watch;
  BudgetWatchdog watchdog(o, control, watch);
  std::unique_ptr<RunModel> prepared =
      prepareRunModel(model, o.mode == SearchMode::Dfid ? 0 : o.seed, io, control);
  const model::SpecModel &m = *prepared->model;
  const explore::ActionTable &actions = *prepared->actions;
  eval::Evaluator ev(m);
  ev.setIo(&io);
  eval::installEnabledHook(ev, m.variables.size());
  Run r{o, out, model, model.locator(), m, actions, report, started, ev, control, io, watch};
  r.startup = prepared->startup ? &*prepared->startup : nullptr;
  std::optional<explore::CostRoots> costs;
  if (o.coverageMinutes >= 0 && !prepared->stopped && !prepared->error) {
    costs.emplace(explore::buildCostRoots(m, actions));
    r.costs = &*costs;
  }
  try {
    if (prepared->outOfMemory)
      throw std::bad_alloc(); // reported below
    if (prepared->stopped)
      r.stoppedLines();
    else if (prepared->error)
      refusedConfig(r, *prepared->error);
    else {
      // SpecProcessor.processConfigSpec's warnings, before the search starts.
      for (const model::StartupWarning &w : m.startupWarnings)
        io.warning(w.code, w.text);
      if (o.mode == SearchMode::Simulate)
        runSimulation(r);
      else if (o.mode == SearchMode::Dfid)
        runDfidCheck(r);
      else
        runModelCheck(r);
    }
  } catch (const val::Interrupted &) {
    // A budget or the stop token halted the construction of a value
    // outside the search's loops.
    r.stoppedLines();
  } catch (const explore::SpillError &e) {
    // The fingerprint set's directory for its disk files cannot be made
    // (RunOptions::fingerprintBudgetBytes): reported as an unwritable -dump file is.
    report.outcome = "error";
    report.message = std::string("Error: ") + e.what();
    out.message(ec::General, MsgClass::Error, report.message);
    r.verdict(DiagId::err_run_unsupported);
  } catch (const live::GraphFileError &e) {
    // The liveness graph's files (RunOptions::livenessWindowBytes) could not grow.
    report.outcome = "error";
    report.message = std::string("Error: ") + e.what();
    out.message(ec::General, MsgClass::Error, report.message);
    r.verdict(DiagId::err_run_unsupported);
  } catch (const std::bad_alloc &) {
    // Out of memory outside the workers' loops (which halt the search and
    // report its counts): computing the initial states, merging a level,
    // checking liveness, printing.
    eval::noteMemoryExhausted();
    r.outOfMemoryLines("checking the model, with " + std::to_string(control.states.load()) +
                           " distinct states found so far",
                       false);
  }
  watchdog.stop();
  report.peakResidentBytes = watchdog.peak();
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  report.phases.check = report.seconds;
  return report;
}

CheckOutcome check(const CheckRequest &req) {
  auto started = std::chrono::steady_clock::now();
  NullSink none;
  OutputSink &sink = req.run.output ? *req.run.output : none;
  TlcOutput out(sink, outputMode(req.run.format));
  CheckOutcome co;
  RunResult &report = co.result;
  report.mode = modeName(req.run.mode);
  report.seed = req.run.seed;
  report.workers = req.run.workers;
  if (req.banner)
    printBanner(req.run, sink);
  co.load = loadModel(req.spec, req.config, req.load);
  const LoadResult &load = co.load;
  // A cfg that does not parse, or cannot be read, stops TLC before SANY runs
  // (ModelConfig.parse in the Spec constructor, before SpecProcessor): no
  // SANY lines.
  const bool beforeSany = load.status == LoadStatus::ConfigError && load.error == DiagId::err_cfg_syntax;
  if (out.tool() && !beforeSany)
    out.message(ec::TlcSanyStart, MsgClass::None, "Starting SANY...");
  // The phases so far, whatever the check's outcome (the run adds its own).
  auto phased = [&] {
    PhaseTimes p = load.phases;
    p.print = report.phases.print;
    p.check = report.phases.check;
    p.initial = report.phases.initial;
    p.liveness = report.phases.liveness;
    p.livenessSearch = report.phases.livenessSearch;
    report.phases = std::move(p);
    report.phases.total = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  };
  int sanyRc = load.status == LoadStatus::SpecError ? 255 : 0;
  if (req.sanyReport && load.status != LoadStatus::OutOfMemory && !beforeSany) {
    auto printStarted = std::chrono::steady_clock::now();
    std::ostringstream sany;
    sanyRc = printSanyReport(sany, load.model->modules(), load.model->sources(), load.model->specDiagnostics(),
                             req.spec.path, true);
    out.raw(sany.str());
    report.phases.print = std::chrono::duration<double>(std::chrono::steady_clock::now() - printStarted).count();
  }
  if (out.tool() && !beforeSany)
    out.message(ec::TlcSanyEnd, MsgClass::None, "SANY finished.");
  auto finishedAt = [&] {
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
    return finishedText(out.tool(), ms);
  };
  if (load.status == LoadStatus::SpecError || sanyRc != 0) {
    report.outcome = "parseError";
    report.message = "Parsing or semantic analysis failed.";
    if (req.sanyReport) {
      out.message(ec::TlcStarting, MsgClass::None, "Starting... (" + now() + ")");
      out.message(ec::TlcParsingFailed, MsgClass::Error, report.message);
      out.message(ec::TlcFinished, MsgClass::None, finishedAt());
    }
    report.error = load.error ? load.error : DiagId::err_spec_invalid;
    report.exitCode = tlcExitCode(report.error);
    phased();
    return co;
  }
  if (load.status == LoadStatus::ConfigError && beforeSany && !load.configExceptionMessage.empty()) {
    // ModelConfig.parse's ConfigFileException, printed by TLC.process's catch
    // as EC.GENERAL (MP.ECGeneralMsg), then its finally's "Finished in".
    report.outcome = "configError";
    report.message = load.configErrorText();
    if (req.sanyReport) {
      if (!load.configReadNotice.empty())
        out.raw(load.configReadNotice + "\n");
      out.message(ec::General, MsgClass::Error,
                  "TLC threw an unexpected exception.\nThis was probably caused by an error in the spec or model.\n"
                  "See the User Output or TLC Console for clues to what happened.\n"
                  "The exception was a " + load.configExceptionClass + "\n: " + load.configExceptionMessage);
      out.message(ec::TlcFinished, MsgClass::None, finishedAt());
    }
    report.error = load.error;
    report.exitCode = tlcExitCode(report.error);
    phased();
    return co;
  }
  if (load.status == LoadStatus::ConfigError) {
    // A cfg that does not fit the spec: SpecProcessor's Assert.fail after
    // "Starting..." (processSpec prints it once SANY is done; the unassigned
    // constants, processConstantDefns' substitutions and processConfig come
    // after), which TLC.process prints (MP.printTLCRuntimeException: the EC
    // code in -tool, no cfg location), then its finally's "Finished in".
    report.outcome = "configError";
    report.message = load.configErrorText();
    report.error = load.error;
    report.exitCode = tlcExitCode(report.error);
    // A name TLC's cfg parser would take (INVARIANT 3) and its SpecProcessor
    // then find undefined: TLC's config error, not an exception.
    if (load.error == DiagId::err_cfg_syntax && load.configExceptionMessage.empty())
      report.exitCode = tlcExitCode(DiagId::err_cfg_model);
    report.exitCode = tlcConfigExitCode(load.tlcCode, report.exitCode);
    if (req.sanyReport) {
      std::string text;
      for (const ConfigProblem &p : load.cfgProblems)
        text += (text.empty() ? "" : "\n") + p.message;
      out.message(ec::TlcStarting, MsgClass::None, "Starting... (" + now() + ")");
      if (load.startupModel)
        printStartupConstants(*load.startupModel, req.run, out);
      out.message(load.tlcCode ? load.tlcCode : ec::General, MsgClass::Error, load.tlcCode ? text : report.message);
      out.message(ec::TlcFinished, MsgClass::None, finishedAt());
    }
    phased();
    return co;
  }
  if (load.status == LoadStatus::OutOfMemory) {
    report.outcome = "outOfMemory";
    report.message = outOfMemoryText("loading the spec and its modules");
    out.message(ec::SystemOutOfMemory, MsgClass::Error, report.message);
    out.message(ec::TlcFinished, MsgClass::None, finishedAt());
    report.error = load.error;
    report.exitCode = tlcExitCode(report.error);
    phased();
    return co;
  }
  if (load.status == LoadStatus::NumberTooBig) {
    report.outcome = "numberTooBig";
    report.message = "TLC can't handle a number this big.\n" + load.tooBigNumeral;
    if (req.sanyReport)
      out.message(ec::General, MsgClass::Error, report.message);
    report.error = load.error;
    report.exitCode = tlcExitCode(report.error);
    phased();
    return co;
  }
  double sanyPrint = report.phases.print;
  co.result = run(*load.model, req.run);
  report.phases.print = sanyPrint;
  phased();
  return co;
}

} // namespace tlacore::engine
