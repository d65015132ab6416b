// Loading a model: a spec (a file, or text in memory) and its cfg (a file,
// text, or a ModelConfig filled in code) into an immutable Model that any
// number of runs, on any threads, may check at once; or the diagnostics
// that say why it cannot be checked.
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "cfg/model_config.h"
#include "diagnostic_engine.h"
#include "eval/run_io.h"
#include "explore/tlc_actions.h"
#include "locator.h"
#include "model/spec_model.h"
#include "module_set.h"
#include "phase_times.h"
#include "source_manager.h"

namespace tlacore::engine {

// The root module: read from `path`, or, when `text` is set, that text
// (`path` then names it and the folder other modules are looked up in).
struct SpecSource {
  std::string path;
  std::optional<std::string> text;
};

// The model's configuration: a ModelConfig built in code, or cfg text, or
// the file at `path` (the spec's name with .cfg when empty).
struct ConfigSource {
  std::string path;
  std::optional<std::string> text;
  std::optional<ModelConfig> config;
  // The name TLC gives the file in its messages, when it differs from path
  // (tlc: the spec's name without its directory when the spec path is absolute).
  std::string tlcName;
};

struct LoadOptions {
  std::vector<std::string> libraryPaths; // further module folders (--lib, TLA_PATH)
  // Where Print/PrintT output and IOEnv lookups of the load go (evaluating
  // the split of Next into actions): null, the process's.
  const eval::RunIo *io = nullptr;
  // Use the process's shared copies of the standard modules (SemanticOptions).
  bool shareStandardModules = true;
  // `tlacore tlc`: the cfg is read as TLC reads it (readCfgAsTlc): what TLC
  // rejects stops the run, what it accepts goes on even where tlacore's own
  // parser is stricter. Otherwise tlacore's parser decides.
  bool tlcCfgReading = false;
};

// Why a model could not be loaded, as TLC classifies it.
enum class LoadStatus {
  Ok,
  SpecError,   // unreadable, syntax or semantic errors (TLC: exit 150)
  ConfigError, // unreadable or malformed cfg, or one that does not fit the spec (TLC: exit 151)
  NumberTooBig, // a numeral above TLC's 32-bit integers (TLC: exit 255, before anything is checked)
  OutOfMemory,  // memory ran out while loading (TLC: exit 153); the model is empty
};

struct SpecSource;
struct ConfigSource;
struct LoadOptions;
struct LoadResult;
class Model;
LoadResult loadModel(const SpecSource &spec, const ConfigSource &cfg, const LoadOptions &options);

// A loaded model: the sources, the analysed modules, the SpecModel and
// TLC's split of Next into actions. Immutable once loaded.
class Model {
public:
  const SourceManager &sources() const { return *sm_; }
  const sem::ModuleSet &modules() const { return *set_; }
  const DiagnosticEngine &specDiagnostics() const { return *diags_; }
  // The SpecModel for those that read the model outside a run (trace
  // validation, tests, benchmarks): the loaded one with the SPECIFICATION
  // and PROPERTY parts reached through bindings split (spec_bindings.h),
  // made on the first call with the load's I/O (prepare()).
  const model::SpecModel &spec() const;
  // The SpecModel as the cfg and the modules give it, before anything is
  // evaluated: what each run copies and prepares itself (run_model.h),
  // under its stop token and budgets.
  const model::SpecModel &loadedSpec() const { return *spec_; }
  // TLC's split of Next into actions on spec(), for those that read the
  // model outside a run (trace validation): made on the first call, with the
  // load's I/O; that call must not overlap a run(). A run makes its own
  // (run_model.h), where its stop token and budgets end the evaluations the
  // split needs (\E domains, arguments).
  const explore::ActionTable &actions() const;
  // Makes spec() (once): TLC's error when the SPECIFICATION or a PROPERTY
  // cannot be split, as a run would report it; then spec() is the loaded one.
  const std::optional<model::ConfigError> &prepare() const;
  const Locator &locator() const { return *locator_; }
  const std::string &specPath() const { return specPath_; }
  // The cfg the model was built from: each run settles the names in it that
  // TLC reads as values (config_constant_names.h).
  const ModelConfig &config() const {
    static const ModelConfig none;
    return config_ ? *config_ : none;
  }

private:
  friend LoadResult loadModel(const SpecSource &, const ConfigSource &, const LoadOptions &);
  // Declaration order is destruction order reversed: the model's values
  // and the action table go before the modules they point into.
  std::unique_ptr<SourceManager> sm_;
  std::unique_ptr<DiagnosticEngine> diags_;
  std::unique_ptr<sem::ModuleSet> set_;
  std::unique_ptr<Locator> locator_;
  std::unique_ptr<model::SpecModel> spec_;
  mutable std::unique_ptr<model::SpecModel> prepared_;
  mutable std::optional<model::ConfigError> prepareError_;
  mutable std::once_flag prepareOnce_;
  mutable std::unique_ptr<explore::ActionTable> actions_;
  mutable std::once_flag actionsOnce_;
  const eval::RunIo *loadIo_ = nullptr;
  std::string specPath_;
  std::unique_ptr<ModelConfig> config_;
};

struct ConfigProblem {
  SourceRange range; // in the cfg, when known
  std::string message;
  // For a cfg that does not fit the spec (model::ConfigError): the
  // definition at fault, a suggestion, and `tlacore check`'s wording.
  SourceRange definition;
  std::string note;
  std::string nativeMessage;
};

struct LoadResult {
  LoadStatus status = LoadStatus::Ok;
  // Set when Ok; on a SpecError it still holds the sources and diagnostics
  // (sources(), modules(), specDiagnostics()) but no spec().
  std::shared_ptr<const Model> model;
  std::string cfgPath;                 // the cfg that was read (or named)
  std::vector<ConfigProblem> cfgProblems; // ConfigError: why, in TLC's words
  std::vector<Diagnostic> cfgWarnings;     // warnings about the cfg (TLC prints none)
  PhaseTimes phases;                       // the load's phases (read ... build)
  bool constantUnassigned = false;        // the problem is a constant the cfg gives no value (TLC message 2222)
  // A cfg that does not fit the spec: TLC's EC code for the problem
  // (model::ConfigError::tlcCode; 0: none known, printed as EC.GENERAL).
  int tlcCode = 0;
  // A cfg refused after SpecProcessor.processSpec (model::ConfigError::
  // startupModel): the model with the constant definitions TLC evaluated
  // (and printed from) before the error.
  std::shared_ptr<const model::SpecModel> startupModel;
  bool configSyntaxError = false;
  // A cfg TLC's ModelConfig.parse does not get through (readCfgAsTlc): the
  // exception it throws, its class (tlc2.tool.ConfigFileException, or a
  // Java exception of the parser's own) and message. Empty where TLC reads
  // the cfg and fails, if at all, only after SANY.
  std::string configExceptionClass;
  std::string configExceptionMessage;
  // What TLC prints on its own before that exception (FileUtil.newFIS on a
  // file it cannot open); empty for most.
  std::string configReadNotice;
  std::string tooBigNumeral;              // NumberTooBig: the numeral as written
  // Why it could not be loaded, as an id (diagnostic_kinds.def); none when Ok.
  std::optional<DiagId> error;         // the cfg could not be read or parsed (not: it does not fit the spec)
  // cfgProblems as one text: "file:line:col: message" lines.
  std::string configErrorText() const;
};

inline LoadResult loadModel(const SpecSource &spec, const ConfigSource &cfg) { return loadModel(spec, cfg, LoadOptions{}); }

// The cfg TLC reads by default: the spec's name with .cfg for .tla.
std::string defaultConfigPath(const std::string &specPath);

// Where TLC reads the cfg its command line names `config` for the spec at
// `specPath`: TLC.handleParameters makes an absolute spec's folder the user
// directory (ToolIO.setUserDir), and ModelConfig.parse resolves the cfg with
// SimpleFilenameToStream.locate, which looks in the user directory first
// (TLAFile(userDir, name)): a relative -config is then read from the spec's
// folder, not from the current directory. Otherwise `config` as given.
std::string tlcConfigPath(const std::string &specPath, const std::string &config);

} // namespace tlacore::engine
