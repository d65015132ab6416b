// TLC's command line (`java tlc2.TLC [options] Spec`) read as TLC 1.8.0's
// TLC.handleParameters reads it: every option, its value's type and range,
// and TLC's message and exit code 1 for a bad one.
#include <cctype>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <thread>

#include "commands.h"
#include "model_loader.h"
#include "explore/memory.h"
#include "tlc_output.h"

namespace tlacore::cli {

using engine::MsgClass;
using engine::TlcOutput;
namespace ec = engine::ec;

namespace {

// Java's Integer.parseInt / Long.parseLong: an optional sign and decimal
// digits, nothing else, within the type's range.
std::optional<int64_t> javaParseInteger(const std::string &text, int64_t min, int64_t max) {
  if (text.empty() || text.find_first_of(" \t\n") != std::string::npos)
    return std::nullopt;
  size_t digits = text[0] == '-' || text[0] == '+' ? 1 : 0;
  if (digits == text.size())
    return std::nullopt;
  for (size_t i = digits; i < text.size(); ++i)
    if (text[i] < '0' || text[i] > '9')
      return std::nullopt;
  errno = 0;
  char *end = nullptr;
  long long v = std::strtoll(text.c_str(), &end, 10);
  if (errno == ERANGE || v < min || v > max)
    return std::nullopt;
  return v;
}

std::optional<int64_t> javaParseInt(const std::string &text) { return javaParseInteger(text, INT32_MIN, INT32_MAX); }
std::optional<int64_t> javaParseLong(const std::string &text) { return javaParseInteger(text, INT64_MIN, INT64_MAX); }

// Java's Double.parseDouble (decimal and exponent forms, surrounding blanks,
// a trailing d/f, NaN and Infinity).
std::optional<double> javaParseDouble(std::string text) {
  size_t b = text.find_first_not_of(" \t\n"), e = text.find_last_not_of(" \t\n");
  if (b == std::string::npos)
    return std::nullopt;
  text = text.substr(b, e - b + 1);
  if (!text.empty() && (text.back() == 'd' || text.back() == 'D' || text.back() == 'f' || text.back() == 'F'))
    text.pop_back();
  if (text.find_first_of("xXpP") != std::string::npos) // no hexadecimal forms
    return std::nullopt;
  const char *s = text.c_str();
  char *end = nullptr;
  double v = std::strtod(s, &end);
  if (end == s || *end != '\0')
    return std::nullopt;
  return v;
}

// Java's int multiplication (wraps around): TLC multiplies -coverage and
// -checkpoint minutes into milliseconds in an int.
int32_t javaIntTimes(int64_t a, int64_t b) {
  return static_cast<int32_t>(static_cast<uint32_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b)));
}

// TLC's usage line after a command-line error (EC.WRONG_COMMANDLINE_PARAMS_TLC).
constexpr int WrongCommandLineParamsTlc = 1102;

bool endsWith(const std::string &s, const std::string &suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

} // namespace

std::string defaultConfig(const std::string &spec) {
  return spec.substr(0, endsWith(spec, ".tla") ? spec.size() - 4 : spec.size()) + ".cfg";
}

int workerCap() { return static_cast<int>(8 * std::max(1u, std::thread::hardware_concurrency())); }

int capWorkers(int requested, const std::string &option, std::ostream &warnings) {
  int cap = workerCap();
  if (requested <= cap)
    return requested;
  warnings << "warning: " << option << " " << requested << " is more threads than this machine can usefully run; using "
           << cap << " (8 per core)\n";
  return cap;
}

int parseTlcArgs(int argc, char **argv, TlcOptions &o) {
  std::optional<std::string> error; // TLC's message for the first bad option
  std::string fpmemNotice;
  bool help = false;
  for (int i = 2; i < argc && !error && !help; ++i) {
    std::string a = argv[i];
    bool hasValue = i + 1 < argc;
    // The value of an option that takes one; TLC reports `missing` without it.
    auto value = [&](const std::string &missing) -> std::optional<std::string> {
      if (!hasValue) {
        error = missing;
        return std::nullopt;
      }
      return std::string(argv[++i]);
    };
    if (a == "-simulate" || a == "-generate") {
      o.simulate = true;
      o.generate = a == "-generate"; // a simulation TLCGet("config") reports as "generate"
      // -simulate [num=N][,file=F][,stats=...]
      if (hasValue && (std::string(argv[i + 1]).find("num=") != std::string::npos ||
                       std::string(argv[i + 1]).find("file=") != std::string::npos)) {
        std::stringstream items(argv[++i]);
        std::string item;
        while (std::getline(items, item, ','))
          if (item.rfind("num=", 0) == 0) {
            std::optional<int64_t> n = javaParseInt(item.substr(4));
            if (!n)
              error = "Error: An integer for num= of -simulate required. But encountered " + item.substr(4);
            else
              o.traces = *n;
          }
      }
    } else if (a == "-nowarning") {
      o.noWarning = true; // also turns off the all-assigned shortcut in Next, as TLC's warnings do
    } else if (a == "-modelcheck" || a == "-cleanup" || a == "-gzip" ||
               a == "-terse" || a == "-view" || a == "-debug" || a == "-noGenerateSpecTE" ||
               a == "-printStates") {
      // accepted; tlacore's output does not depend on them
    } else if (a == "-deadlock") {
      o.noDeadlock = true;
    } else if (a == "-continue") {
      o.continueOnViolation = true;
    } else if (a == "-difftrace") {
      o.diffTrace = true;
    } else if (a == "-tool") {
      o.tool = true;
    } else if (a == "-generateSpecTE") {
      if (hasValue && std::string(argv[i + 1]) == "nomonolith")
        ++i;
    } else if (a == "-help" || a == "-h") {
      help = true;
    } else if (a == "-lncheck") {
      if (auto v = value("Error: expect a strategy such as final for -lncheck option."))
        o.livenessFinalOnly = *v == "final";
    } else if (a == "-config") {
      // TLC.handleParameters drops a ".cfg" suffix and MonolithSpecExtractor.getConfig
      // adds it back unless the name ends in ".tla": `-config M` reads M.cfg.
      if (auto v = value("Error: expect a file name for -config option."))
        o.config = endsWith(*v, ".cfg") || endsWith(*v, ".tla") ? *v : *v + ".cfg";
    } else if (a == "-dump") {
      // As TLC: -dump dot[,options] FILE writes FILE.dot, -dump FILE writes
      // FILE.dump (the suffix added unless given); -dump json FILE is tlacore's.
      auto withSuffix = [](std::string f, const std::string &suffix) { return endsWith(f, suffix) ? f : f + suffix; };
      std::string kind = hasValue ? argv[i + 1] : "";
      if (hasValue && i + 2 < argc && kind.rfind("dot", 0) == 0) {
        for (char &c : kind)
          c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        o.dumps.push_back({kind, withSuffix(argv[i + 2], ".dot")});
        i += 2;
      } else if (hasValue && i + 2 < argc && kind == "json") {
        o.dumps.push_back({"json", argv[i + 2]});
        i += 2;
      } else if (auto v = value("Error: A file name for dumping states required.")) {
        o.dumps.push_back({"text", withSuffix(*v, ".dump")});
      }
    } else if (a == "-debugger") {
      // -debugger [port=N,nosuspend,...]: tlacore has no debugger; accepted so that the run goes on.
      if (hasValue && std::string(argv[i + 1]).find('=') != std::string::npos)
        ++i;
    } else if (a == "-dumpTrace" || a == "-loadTrace") {
      if (i + 2 < argc)
        i += 2;
      else
        error = "Error: A format and a file name for dumping traces required.";
    } else if (a == "-coverage") {
      if (auto v = value("Error: coverage report interval required.")) {
        std::optional<int64_t> n = javaParseInt(*v);
        if (!n)
          error = "Error: An integer for coverage report interval required. But encountered " + *v;
        else if (javaIntTimes(*n, 60 * 1000) < 0)
          error = "Error: expect a nonnegative integer for -coverage option.";
        else
          o.coverageMinutes = static_cast<int>(*n);
      }
    } else if (a == "-checkpoint") {
      if (auto v = value("Error: checkpoint interval required.")) {
        std::optional<int64_t> n = javaParseInt(*v);
        if (!n)
          error = "Error: An integer for checkpoint interval is required. But encountered " + *v;
        else if (javaIntTimes(*n, 1000 * 60) < 0)
          error = "Error: expect a nonnegative integer for -checkpoint option.";
      }
    } else if (a == "-depth") {
      if (auto v = value("Error: trace length required.")) {
        std::optional<int64_t> n = javaParseInt(*v);
        if (!n)
          error = "Error: An integer for trace length required. But encountered " + *v;
        else
          o.depth = *n;
      }
    } else if (a == "-seed") {
      if (auto v = value("Error: seed required.")) {
        std::optional<int64_t> n = javaParseLong(*v);
        if (!n) {
          error = "Error: An integer for seed required. But encountered " + *v;
        } else {
          o.seed = *n;
          o.seedGiven = true;
        }
      }
    } else if (a == "-aril") {
      if (auto v = value("Error: aril required.")) {
        if (!javaParseLong(*v))
          error = "Error: An integer for aril required. But encountered " + *v;
      }
    } else if (a == "-maxSetSize") {
      if (auto v = value("Error: maxSetSize required.")) {
        std::optional<int64_t> n = javaParseInt(*v);
        if (!n)
          error = "Error: An integer for maxSetSize required. But encountered " + *v;
        else if (*n < 1)
          error = "Error: Value in interval [0, 2147483647] for maxSetSize required. But encountered " + *v;
      }
    } else if (a == "-recover") {
      value("Error: need to specify the metadata directory for recovery.");
    } else if (a == "-metadir") {
      value("Error: need to specify the metadata directory.");
    } else if (a == "-userFile") {
      value("Error: need to specify the full qualified file.");
    } else if (a == "-teSpecOutDir" || a == "-postCondition") {
      value("Error: " + a + " requires a value.");
    } else if (a == "-workers") {
      if (auto v = value("Error: expect an integer or 'auto' for -workers option.")) {
        std::string w = *v;
        size_t b = w.find_first_not_of(" \t"), e = w.find_last_not_of(" \t");
        std::string stripped = b == std::string::npos ? "" : w.substr(b, e - b + 1);
        for (char &c : stripped)
          c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        std::optional<int64_t> n = stripped == "auto"
                                       ? std::optional<int64_t>(std::max(1u, std::thread::hardware_concurrency()))
                                       : javaParseInt(w);
        if (!n)
          error = "Error: worker number or 'auto' required. But encountered " + w;
        else if (*n < 1)
          error = "Error: at least one worker required.";
        else
          o.workers = static_cast<int>(*n);
      }
    } else if (a == "-dfid") {
      if (auto v = value("Error: expect a nonnegative integer for -dfid option.")) {
        std::optional<int64_t> n = javaParseInt(*v);
        if (!n)
          error = "Errorexpect a nonnegative integer for -dfid option. But encountered " + *v; // sic, TLC's text
        else if (*n < 0)
          error = "Error: expect a nonnegative integer for -dfid option.";
        else
          o.dfid = *n;
      }
    } else if (a == "-fp") {
      if (auto v = value("Error: expect an integer for -workers option.")) { // sic, TLC's text
        std::optional<int64_t> n = javaParseInt(*v);
        if (!n)
          error = "Error: A number for -fp is required. But encountered " + *v;
        else if (*n < 0 || *n > 130)
          error = "Error: The number for -fp must be between 0 and 130 (inclusive).";
        else
          o.fpIndex = static_cast<int>(*n);
      }
    } else if (a == "-fpmem") {
      // TLC's -fpmem sizes its fingerprint set (a fraction of the memory
      // when at most 1, else bytes), which spills to disk beyond it: TLC
      // never stops because of it, and tlacore (fingerprints in memory)
      // only checks the value. --max-memory bounds a tlacore run.
      if (auto v = value("Error: fpset memory size required.")) {
        std::optional<double> x = javaParseDouble(*v);
        if (!x || *x < 0 || std::isnan(*x))
          error = "Error: An positive integer or a fraction for fpset memory size/percentage required. But "
                  "encountered " + *v;
        else if (*x > 1)
          fpmemNotice = "Using -fpmem with an abolute memory value has been deprecated. Please allocate memory for "
                        "the TLC process via the JVM mechanisms and use -fpmem to set the fraction to be used for "
                        "fingerprint storage.\n";
      }
    } else if (a == "-fpbits") {
      if (auto v = value("Error: fpbits required.")) {
        std::optional<int64_t> n = javaParseInt(*v);
        if (!n)
          error = "Error: An integer for fpbits required. But encountered " + *v;
        else if (*n < 0 || *n > 30)
          error = "Error: Value in interval [0, 30] for fpbits required. But encountered " + *v;
        else
          o.fpBits = static_cast<int>(*n);
      }
    } else if (a == "--json" || a == "-json") { // tlacore's own options
      o.json = true;
    } else if (a == "--progress" || a == "-progress") {
      o.progress = 1;
    } else if (a.rfind("--progress=", 0) == 0) {
      o.progress = 1;
      std::optional<double> s = javaParseDouble(a.substr(11));
      if (!s || !(*s > 0) || std::isinf(*s))
        error = "Error: --progress needs a positive number of seconds. But encountered " + a.substr(11);
      else
        o.progressSeconds = *s;
    } else if (a == "--no-progress") {
      o.progress = 0;
    } else if (a == "--max-memory" || a.rfind("--max-memory=", 0) == 0) {
      std::optional<std::string> v =
          a == "--max-memory" ? value("Error: --max-memory requires a size (e.g. 4G).") : a.substr(13);
      if (v) {
        std::optional<uint64_t> bytes = explore::parseByteSize(*v);
        if (!bytes)
          error = "Error: --max-memory needs a size such as 512M or 4G. But encountered " + *v;
        else
          o.maxMemory = *bytes;
      }
    } else if (!a.empty() && a[0] == '-') {
      error = "Error: unrecognized option: " + a;
    } else if (!o.spec.empty()) {
      auto stem = [](std::string s) { return endsWith(s, ".tla") ? s.substr(0, s.size() - 4) : s; };
      error = "Error: more than one input files: " + stem(o.spec) + " and " + stem(a);
    } else {
      o.spec = a;
    }
  }
  if (!error && !help && o.spec.empty())
    error = "Error: Missing input TLA+ module.";
  for (const TlcOptions::Dump &d : o.dumps) // TLC opens the dump file before it starts
    if (!error && !help && !std::ofstream(d.path))
      error = "Error: Given file name " + d.path + " for dumping states invalid.";
  if (error || help) {
    // TLC prints its version, then the message with its usage line, and exits 1.
    engine::StreamSink sink(std::cout);
    TlcOutput out(sink, o.tool ? TlcOutput::Mode::Tool : TlcOutput::Mode::Plain);
    out.message(ec::TlcVersion, MsgClass::None, engine::TlcVersionText);
    if (help)
      std::cout << "Usage: tlacore tlc [-config F.cfg] [-workers N|auto] [-deadlock] [-depth D] "
                   "[-simulate [num=N]] [-seed S] [-coverage M] [-tool] [-lncheck final] [-dfid N] "
                   "[-dump [dot[,colorize,actionlabels,snapshot,stuttering,constrained]|json] FILE] "
                   "[--progress[=S]] [--max-memory=SIZE] [--json] SPEC\n";
    else
      out.message(WrongCommandLineParamsTlc, MsgClass::Error, *error + "\nUsage: java tlc2.TLC [-option] inputfile");
    std::cout.flush();
    return 1;
  }
  std::cout << fpmemNotice;
  o.workers = capWorkers(o.workers, "-workers", std::cerr);
  if (!endsWith(o.spec, ".tla"))
    o.spec += ".tla";
  if (o.config.empty()) {
    o.config = defaultConfig(o.spec);
    // TLC names the cfg after mainFile, which for an absolute spec path is the
    // file name alone (TLC.handleParameters sets the user dir to its folder).
    if (std::filesystem::path(o.spec).is_absolute())
      o.configName = defaultConfig(std::filesystem::path(o.spec).filename().string());
  } else if (std::string at = engine::tlcConfigPath(o.spec, o.config); at != o.config) {
    o.configName = o.config; // TLC names it as given
    o.config = at;
  }
  if (!o.seedGiven) {
    // TLC draws a seed when none is given; it is printed so that the run can be repeated.
    auto t = std::chrono::system_clock::now().time_since_epoch().count();
    o.seed = static_cast<int64_t>(static_cast<uint64_t>(t) * 0x9E3779B97F4A7C15ULL);
  }
  return 0;
}

} // namespace tlacore::cli
