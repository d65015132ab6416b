// loadModel: spec + cfg -> Model (model_loader.h).
#include "model_loader.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cfg/monolith_config.h"
#include "cfg/parse_model_config.h"
#include "cfg/tlc_model_config.h"
#include "eval/enumerator.h"
#include "eval/memory_reserve.h"
#include "spec_bindings.h"
#include "model/number_literals.h"
#include "value/interrupt.h"

namespace tlacore::engine {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// The module phases of `set` into `p`.
void moduleTimes(const sem::ModuleSet &set, PhaseTimes &p) {
  p.modules = set.moduleTimes();
  for (const sem::ModuleTime &t : p.modules) {
    p.read += t.readSeconds;
    p.parse += t.parseSeconds;
    p.semantic += t.semanticSeconds;
  }
}

// The file's bytes, or nullopt when it cannot be read as a regular file.
std::optional<std::string> readFile(const std::string &path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return std::nullopt;
  std::stringstream buf;
  buf << in.rdbuf();
  return buf.str();
}

} // namespace

const std::optional<model::ConfigError> &Model::prepare() const {
  std::call_once(prepareOnce_, [this] {
    prepared_ = std::make_unique<model::SpecModel>(*spec_);
    eval::Evaluator ev(*prepared_);
    ev.setIo(loadIo_);
    eval::installEnabledHook(ev, prepared_->variables.size());
    try {
      prepareError_ = splitThroughBindings(*prepared_, ev, *locator_);
    } catch (const val::Interrupted &) { // no halt flag here: not reached
    }
    if (prepareError_)
      prepared_ = std::make_unique<model::SpecModel>(*spec_);
  });
  return prepareError_;
}

const model::SpecModel &Model::spec() const {
  prepare();
  return *prepared_;
}

const explore::ActionTable &Model::actions() const {
  std::call_once(actionsOnce_, [this] {
    const model::SpecModel &m = spec();
    eval::Evaluator ev(m);
    ev.setIo(loadIo_);
    eval::installEnabledHook(ev, m.variables.size());
    actions_ = std::make_unique<explore::ActionTable>(m, ev);
    prepared_->tlcSpec = std::make_shared<const val::Value>(tlcSpecRecord(*locator_, m, *actions_));
  });
  return *actions_;
}

std::string defaultConfigPath(const std::string &specPath) {
  bool tla = specPath.size() >= 4 && specPath.compare(specPath.size() - 4, 4, ".tla") == 0;
  return specPath.substr(0, tla ? specPath.size() - 4 : specPath.size()) + ".cfg";
}

std::string tlcConfigPath(const std::string &specPath, const std::string &config) {
  std::filesystem::path spec(specPath), cfg(config);
  if (!spec.is_absolute() || cfg.is_absolute() || config.empty())
    return config;
  return (spec.parent_path() / cfg).string();
}

std::string LoadResult::configErrorText() const {
  std::string text;
  for (const ConfigProblem &p : cfgProblems) {
    if (!text.empty())
      text += '\n';
    if (p.range.valid() && model) {
      PresumedLoc at = model->sources().presumed(p.range.begin);
      text += cfgPath + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": ";
    }
    text += p.message;
  }
  return text;
}

// An allocation failure anywhere in loading (a huge module, a huge
// constant) is a LoadStatus::OutOfMemory, not an exception.
LoadResult loadModel(const SpecSource &spec, const ConfigSource &cfg, const LoadOptions &options) try {
  eval::armMemoryReserve();
  auto started = Clock::now();
  LoadResult out;
  auto m = std::make_shared<Model>();
  m->sm_ = std::make_unique<SourceManager>();
  m->diags_ = std::make_unique<DiagnosticEngine>();
  sem::SemanticOptions semOpts;
  semOpts.libraryPaths = options.libraryPaths;
  semOpts.shareStandardModules = options.shareStandardModules;
  m->set_ = std::make_unique<sem::ModuleSet>(*m->sm_, *m->diags_, semOpts);
  m->specPath_ = spec.path;
  m->locator_ = std::make_unique<Locator>(*m->sm_, *m->set_);
  out.model = m;

  // TLC's Spec constructor parses the cfg (ModelConfig.parse) before its
  // SpecProcessor runs SANY: a cfg that does not parse, or cannot be read,
  // stops TLC before any "Parsing file" line (LoadStatus::ConfigError with
  // err_cfg_syntax, and no module loaded). Outside TLC's reading (check), one
  // that cannot be read is reported after SANY's lines.
  auto cfgStarted = Clock::now();
  out.cfgPath = cfg.path.empty() ? defaultConfigPath(spec.path) : cfg.path;
  std::optional<ModelConfig> config = cfg.config;
  std::optional<std::string> cfgText;
  if (!config) {
    cfgText = cfg.text ? cfg.text : readFile(out.cfgPath);
    if (!cfgText && options.tlcCfgReading) {
      // ModelConfig.parse: FileUtil.newFIS(resolver.resolve(name, false)) is
      // null for a file that is not there, and for one FileInputStream cannot
      // open (a directory), after FileUtil prints "***Internal error: Unable
      // to create FileInputStream"; parse then throws
      // ConfigFileException(EC.CFG_ERROR_READING_FILE, {name, "File not
      // found."}), which TLC.process's catch prints as EC.GENERAL (exit 255).
      out.status = LoadStatus::ConfigError;
      out.configSyntaxError = true;
      out.error = DiagId::err_cfg_syntax;
      const std::string &name = cfg.tlcName.empty() ? out.cfgPath : cfg.tlcName;
      out.configExceptionClass = "tlc2.tool.ConfigFileException";
      out.configExceptionMessage =
          "TLC encountered the following error when trying to read the configuration file " + name +
          ":\nFile not found.";
      std::error_code ec;
      if (std::filesystem::exists(out.cfgPath, ec))
        out.configReadNotice = "***Internal error: Unable to create FileInputStream";
      out.cfgProblems.push_back({{}, out.configExceptionMessage, {}, {}, {}});
      return out;
    }
    if (cfgText) {
      if (!cfg.text && isMonolithConfigPath(out.cfgPath)) // -config Spec.tla: its CONFIG section, as TLC reads it
        cfgText = monolithConfig(*cfgText, out.cfgPath);
      FileId file = m->sm_->addBuffer(out.cfgPath, std::move(*cfgText));
      DiagnosticEngine cfgDiags;
      config = parseModelConfig(*m->sm_, file, cfgDiags);
      // TLC's own reading decides whether TLC stops here, and with which
      // exception; tlacore's parser is stricter (INVARIANT 3) and, for
      // `check`, also reads negative numbers and tuples.
      TlcCfgReading tlc = readCfgAsTlc(*m->sm_, file);
      const bool tlcThrows = !tlc.parsed && !tlc.exceptionClass.empty();
      if (options.tlcCfgReading && !tlcThrows && !config && tlc.parsed)
        config = std::move(tlc.config); // what TLC read goes on to SpecProcessor's checks
      if (!config || (options.tlcCfgReading && tlcThrows)) {
        out.status = LoadStatus::ConfigError;
        out.configSyntaxError = true;
        out.error = DiagId::err_cfg_syntax;
        for (const Diagnostic &d : cfgDiags.diagnostics())
          out.cfgProblems.push_back({d.range, d.message, {}, {}, {}});
        if (tlcThrows) {
          out.configExceptionClass = tlc.exceptionClass;
          out.configExceptionMessage = tlc.exceptionMessage;
          if (out.cfgProblems.empty())
            out.cfgProblems.push_back({{}, tlc.exceptionMessage, {}, {}, {}});
        }
        return out;
      }
      for (const Diagnostic &d : cfgDiags.diagnostics())
        if (d.severity != Severity::Error)
          out.cfgWarnings.push_back(d);
    }
  }
  const double cfgSeconds = secondsSince(cfgStarted);
  started = Clock::now();

  const sem::ResolvedModule *root =
      spec.text ? m->set_->loadRootText(spec.path, *spec.text) : m->set_->loadRootFile(spec.path);
  moduleTimes(*m->set_, out.phases);
  // What the module timers did not see (finding files, the checks between) is analysis too.
  out.phases.semantic = std::max(0.0, secondsSince(started) - out.phases.read - out.phases.parse);
  if (!root || m->diags_->hasErrors()) {
    out.status = LoadStatus::SpecError;
    out.error = DiagId::err_spec_invalid;
    return out;
  }

  if (!config) { // not readable (a cfg that did not parse returned above)
    {
      out.status = LoadStatus::ConfigError;
      out.configSyntaxError = true;
      out.error = DiagId::err_cfg_unreadable;
      std::error_code ec;
      bool dir = std::filesystem::is_directory(out.cfgPath, ec);
      std::string why = dir ? " (it is a directory)" : "";
      out.cfgProblems.push_back({{}, "cannot open the configuration file " + out.cfgPath + why, {}, {},
                                 "cannot open the configuration file" + why});
      return out;
    }
  }
  out.phases.config = cfgSeconds;
  auto buildStarted = Clock::now();
  // TLC's integers are 32-bit: a larger numeral stops it before anything is checked.
  if (std::optional<std::string_view> big = model::numeralTooBig(*m->set_)) {
    out.status = LoadStatus::NumberTooBig;
    out.error = DiagId::err_spec_number_too_big;
    out.tooBigNumeral = std::string(*big);
    return out;
  }
  model::ConfigError problem;
  std::optional<model::SpecModel> built = model::buildSpecModel(*root, *m->set_, *config, problem);
  if (!built) {
    out.status = LoadStatus::ConfigError;
    out.error = problem.id;
    out.tlcCode = problem.tlcCode;
    out.startupModel = problem.startupModel;
    out.constantUnassigned = problem.id == DiagId::err_cfg_constant_unassigned;
    out.cfgProblems.push_back({problem.cfgRange, configErrorText(problem, *m->locator_), problem.definition,
                               problem.note, problem.nativeMessage});
    return out;
  }
  m->spec_ = std::make_unique<model::SpecModel>(std::move(*built));
  nameByLocation(*m->spec_, *m->locator_);
  // What TLC evaluates before its search -- the INVARIANT, PROPERTY and
  // CONSTRAINT names of constant definitions, which are values for TLC
  // (config_constant_names.h), the SPECIFICATION and PROPERTY parts reached
  // through bindings (spec_bindings.h), the split of Next into actions (\E
  // domains, arguments) -- each run evaluates (run_model.h), under its stop
  // token and budgets; prepare() and actions() for the other readers.
  m->config_ = std::make_unique<ModelConfig>(*config);
  m->loadIo_ = options.io;
  out.phases.build = secondsSince(buildStarted);
  return out;
} catch (const std::bad_alloc &) {
  // What was built is gone with the stack: an empty model, as for a spec
  // that could not be read.
  eval::noteMemoryExhausted();
  LoadResult out;
  auto m = std::make_shared<Model>();
  m->sm_ = std::make_unique<SourceManager>();
  m->diags_ = std::make_unique<DiagnosticEngine>();
  m->set_ = std::make_unique<sem::ModuleSet>(*m->sm_, *m->diags_, sem::SemanticOptions{});
  m->locator_ = std::make_unique<Locator>(*m->sm_, *m->set_);
  m->specPath_ = spec.path;
  out.model = m;
  out.status = LoadStatus::OutOfMemory;
  out.error = DiagId::err_load_out_of_memory;
  return out;
}

} // namespace tlacore::engine
