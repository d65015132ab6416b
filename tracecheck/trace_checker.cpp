// TraceChecker: streaming a trace through the search, line by line.
#include "trace_checker.h"

#include "spec_bindings.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "eval/natives/json.h"
#include "event_decoder.h"

namespace tlacore::tracecheck {

const char *verdictName(TraceVerdict v) {
  switch (v) {
  case TraceVerdict::Accepted: return "accept";
  case TraceVerdict::Rejected: return "reject";
  case TraceVerdict::BadTrace: return "bad-trace";
  case TraceVerdict::ModelError: return "model-error";
  }
  return "accept";
}

std::optional<size_t> TraceResult::failingLine() const {
  if (rejection)
    return rejection->line;
  if (problem && problem->line)
    return problem->line;
  return std::nullopt;
}

std::string evalErrorText(const engine::Model &model, const eval::EvalError &err) {
  std::string text = err.message;
  while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
    text.pop_back();
  if (err.range.begin.offset || err.range.end.offset)
    text += " (" + model.locator().location(err.range) + ")";
  return text;
}

TraceChecker::TraceChecker(std::shared_ptr<const engine::Model> model, TraceMap map, TraceOptions options)
    : model_(std::move(model)), map_(std::move(map)), options_(options) {
  catalog_ = std::make_unique<ActionCatalog>(model_->actions(), model_->spec());
  if (map_.stringsAsModelValues)
    modelValues_ = ModelValueNames(model_->spec());
  pool_ = std::make_unique<WorkerPool>(model_->spec(), options_.workers);
}

TraceChecker::~TraceChecker() = default;

TraceResult TraceChecker::check(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::error_code ec;
  if (!in || std::filesystem::is_directory(path, ec)) {
    TraceResult r;
    r.path = path;
    r.verdict = TraceVerdict::BadTrace;
    r.problem = makeProblem(TraceDiag::unreadable, {path, !in ? "no such file or not readable" : "is a directory"}, path);
    return r;
  }
  return check(in, path);
}

TraceResult TraceChecker::check(std::istream &in, const std::string &name) {
  auto started = std::chrono::steady_clock::now();
  TraceResult r;
  r.path = name;
  StepWorker &main = pool_->main();
  EventDecoder decoder(main.ev, *catalog_, map_, name, &modelValues_);
  SearchOptions so;
  so.maxHidden = options_.maxHidden;
  so.parallelFrom = options_.parallelFrom;
  so.maxFrontier = options_.maxFrontier;
  TraceSearch search(model_->spec(), *catalog_, *pool_, so);
  TraceEvent mapInit;
  TraceProblem problem;
  bool haveMapInit = decoder.mapInit(mapInit, problem);
  if (!haveMapInit && !map_.initJson.empty()) {
    r.verdict = TraceVerdict::BadTrace;
    r.problem = problem;
    return r;
  }
  TraceEvent e;
  size_t lastLine = 0;
  auto reject = [&](const TraceEvent &ev) {
    r.verdict = TraceVerdict::Rejected;
    TraceRejection rej;
    rej.line = ev.line;
    rej.column = ev.column;
    rej.event = ev.logged;
    for (const auto &[n, v] : ev.args)
      rej.args.emplace_back(n, val::toString(v));
    rej.mismatch = search.explain(ev);
    r.rejection = std::move(rej);
  };
  try {
    bool readOk = eval::natives::forEachNdJsonLine(
        in,
        [&](const eval::natives::NdJsonLine &line, bool tooLong) {
          lastLine = line.number;
          if (tooLong) {
            r.verdict = TraceVerdict::BadTrace;
            r.problem = makeProblem(TraceDiag::line_too_long, {std::to_string(options_.maxLineBytes)}, name,
                                    line.number, 1);
            return false;
          }
          if (!decoder.decode(line, e, problem)) {
            r.verdict = TraceVerdict::BadTrace;
            r.problem = problem;
            return false;
          }
          bool first = r.events == 0;
          if (e.init && !first) {
            r.verdict = TraceVerdict::BadTrace;
            r.problem = makeProblem(TraceDiag::init_not_first, {}, name, e.line, e.column);
            return false;
          }
          if (first) {
            TraceEvent init = haveMapInit ? mapInit : TraceEvent{};
            init.init = true;
            if (e.init) { // the trace's Init line adds its constraints to the map's
              init.line = e.line;
              init.column = e.column;
              init.logged = e.logged;
              init.state.insert(init.state.end(), e.state.begin(), e.state.end());
              init.partial.insert(init.partial.end(), e.partial.begin(), e.partial.end());
            }
            bool constrained = haveMapInit || e.init;
            if (!search.start(constrained ? &init : nullptr)) {
              init.line = e.line;
              init.column = e.column;
              reject(init);
              return false;
            }
            if (e.init) {
              ++r.events;
              return true;
            }
          }
          if (!search.step(e)) {
            reject(e);
            return false;
          }
          ++r.events;
          return true;
        },
        options_.maxLineBytes);
    if (!readOk && r.verdict == TraceVerdict::Accepted) {
      r.verdict = TraceVerdict::BadTrace;
      r.problem = makeProblem(TraceDiag::unreadable, {name, "read error"}, name, lastLine + 1);
    }
  } catch (const eval::EvalError &err) {
    r.verdict = TraceVerdict::ModelError;
    r.problem = makeProblem(TraceDiag::model_eval_error, {evalErrorText(*model_, err)}, name, lastLine, 1);
  } catch (const FrontierTooLarge &) {
    r.verdict = TraceVerdict::ModelError;
    r.problem = makeProblem(TraceDiag::frontier_too_large, {std::to_string(options_.maxFrontier)}, name, lastLine, 1);
  }
  if (r.verdict == TraceVerdict::Accepted && r.events == 0) {
    r.verdict = TraceVerdict::BadTrace;
    r.problem = makeProblem(TraceDiag::empty, {}, name);
  }
  r.lines = lastLine;
  r.maxFrontier = search.maxFrontier();
  r.statesGenerated = search.statesGenerated();
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return r;
}

engine::LoadResult loadModelForTraces(const std::string &specPath, const std::string &cfgPath, const TraceMap &map,
                                      const engine::LoadOptions &options) {
  engine::SpecSource spec{specPath, std::nullopt};
  engine::ConfigSource cfg;
  cfg.path = cfgPath.empty() ? engine::defaultConfigPath(specPath) : cfgPath;
  std::string extra = map.cfgConstants();
  if (!extra.empty()) {
    std::ifstream in(cfg.path, std::ios::binary);
    if (in) { // unreadable: the loader reports it
      std::stringstream text;
      text << in.rdbuf();
      cfg.text = text.str() + extra;
    }
  }
  engine::LoadResult r = engine::loadModel(spec, cfg, options);
  // The SPECIFICATION and PROPERTY parts reached through bindings, split
  // now (a run splits its own): TLC's refusal is the model's config error.
  if (r.status == engine::LoadStatus::Ok)
    if (const std::optional<model::ConfigError> &bad = r.model->prepare()) {
      r.status = engine::LoadStatus::ConfigError;
      r.error = bad->id;
      r.tlcCode = bad->tlcCode;
      r.cfgProblems.push_back({bad->cfgRange, engine::configErrorText(*bad, r.model->locator()), bad->definition,
                               bad->note, bad->nativeMessage});
    }
  return r;
}

} // namespace tlacore::tracecheck
