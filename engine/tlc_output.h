// How a run prints TLC's messages to its OutputSink: plain text as TLC
// prints it ("Error: " before error messages, "State N:" before trace
// states), or framed as in TLC's -tool mode (@!@!@STARTMSG code:class @!@!@
// ... @!@!@ENDMSG code @!@!@), or not at all (Silent: the caller renders
// the result as JSON, or keeps only the data).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "output_sink.h"

namespace tlacore::engine {

// TLC's message classes.
enum class MsgClass { None = 0, Error = 1, Warning = 3, State = 4 };

// TLC's message codes (tlc2.output.EC) that tlacore prints.
namespace ec {
inline constexpr int General = 1000;
inline constexpr int SystemOutOfMemory = 1001;
inline constexpr int TlcInitialState = 2102;
inline constexpr int TlcAssumptionFalse = 2104;
inline constexpr int TlcAssumptionEvaluationError = 2105;
inline constexpr int TlcStateNotCompletelySpecifiedInitial = 2106;
inline constexpr int TlcInvariantViolatedInitial = 2107;
inline constexpr int TlcPropertyViolatedInitial = 2108;
inline constexpr int TlcStateNotCompletelySpecifiedNext = 2109;
inline constexpr int TlcInvariantViolatedBehavior = 2110;
inline constexpr int TlcActionPropertyViolated = 2112;
inline constexpr int TlcActionPropertyEvaluationFailed = 2113;
inline constexpr int TlcDeadlockReached = 2114;
inline constexpr int TlcTemporalPropertyViolated = 2116;
inline constexpr int TlcBehaviorUpToThisPoint = 2121;
inline constexpr int TlcBackToState = 2122;
inline constexpr int TlcCheckingTemporalProps = 2192;
inline constexpr int TlcImpliedTemporalBranches = 2212;
inline constexpr int TlcLiveCannotHandleFormula = 2213;
inline constexpr int TlcLiveFormulaTautology = 2253;
inline constexpr int TlcFinishedTemporalProps = 2267;
inline constexpr int TlcConfigIdHasValue = 2230;   // "The invariant of Inv is equal to FALSE"
inline constexpr int TlcConfigIdMustNotBeConstant = 2233; // "The alias A cannot be a constant."
inline constexpr int TlcConfigOpIsEqual = 2236;    // "The operator Op, which equals v, cannot be used as a property"
inline constexpr int TlcConfigSpecIsTrivial = 2237; // "The spec is trivially false because F is false."
inline constexpr int TlcStarting = 2185;
inline constexpr int TlcFinished = 2186;
inline constexpr int TlcModeMc = 2187;
inline constexpr int TlcModeSimu = 2188;
inline constexpr int TlcComputingInit = 2189;
inline constexpr int TlcInitGenerated = 2190;
inline constexpr int TlcInitGenerated2 = 2191; // "N states generated, with M of them distinct"
inline constexpr int TlcSuccess = 2193;
inline constexpr int TlcSearchDepth = 2194;
inline constexpr int TlcStats = 2199;
inline constexpr int TlcProgressStats = 2200;
inline constexpr int TlcStatsDfid = 2204;
inline constexpr int TlcProgressStartStatsDfid = 2205;
inline constexpr int TlcProgressStatsDfid = 2206;
inline constexpr int TlcInitGenerated4 = 2208;
inline constexpr int TlcCoverageStart = 2201;
inline constexpr int TlcCoverageEnd = 2202;
inline constexpr int TlcProgressSimu = 2209;
inline constexpr int TlcStatsSimu = 2210;
inline constexpr int TlcStatePrint1 = 2216; // a state without its action (DFIDWorker.printErrorTrace)
inline constexpr int TlcStateTrace = 2217;
inline constexpr int TlcStutteringState = 2218;
inline constexpr int TlcSanyEnd = 2219;
inline constexpr int TlcSanyStart = 2220;
inline constexpr int TlcCoverageValue = 2221;
inline constexpr int TlcConstantNotAssigned = 2222;
inline constexpr int TlcInvariantViolatedLevel = 2146;
inline constexpr int TlcFingerprintException = 2147;
inline constexpr int TlcNestedExpression = 2103;
inline constexpr int TlcSymmetrySetTooSmall = 2300;
inline constexpr int TlcVersion = 2262;
inline constexpr int TlcCounterExample = 2264;
inline constexpr int TlcStatsGraphOutdegree = 2268;
inline constexpr int TlcComputingInitProgress = 2269;
inline constexpr int TlcModeMcDfs = 2271;
inline constexpr int TlcCoverageNext = 2772;
inline constexpr int TlcCoverageInit = 2773;
inline constexpr int TlcCoverageProperty = 2774;
inline constexpr int TlcCoverageValueCost = 2775;
inline constexpr int TlcCoverageConstraint = 2778;
inline constexpr int TlcParsingFailed = 3002;
} // namespace ec

// TLC's version line (message 2262) as tlacore prints it.
inline constexpr const char *TlcVersionText = "TLC2 Version 2.20 of Day Month 20?? (tlacore)";

class TlcOutput {
public:
  enum class Mode { Plain, Tool, Silent };
  TlcOutput(OutputSink &sink, Mode mode) : sink_(sink), mode_(mode) {}

  bool tool() const { return mode_ == Mode::Tool; }
  bool silent() const { return mode_ == Mode::Silent; }

  // One message; `text` may span lines (no final newline).
  void message(int code, MsgClass cls, std::string_view text);
  // Lines TLC prints outside any message frame (SANY's output).
  void raw(std::string_view text);
  // A state of a trace: `N: <label>` then the variables (one per line).
  void traceState(int64_t number, std::string_view label, std::string_view variables);
  // EC.TLC_STATE_PRINT1: "State N:" and the state, no label.
  void unlabelledTraceState(int64_t number, std::string_view variables);
  void stuttering(int64_t number);
  OutputSink &sink() const { return sink_; }

private:
  OutputSink &sink_;
  Mode mode_;
};

} // namespace tlacore::engine
