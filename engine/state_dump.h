// The distinct states a model-checking run reaches, as TLC's -dump writes
// them (tlc2.util.StateWriter: a "State N:" block per state, in the order
// found; DotStateWriter: the state graph in GraphViz's language), as JSON,
// or collected in memory for the caller (ReachedStates).
//
// The dot graph follows DotStateWriter: a node's label is the state as its
// ALIAS shows it (the variables without one), its tooltip the variables;
// the ranks and the legend come in the order of the Java hash tables TLC
// keeps them in; `snapshot` rewrites FILE_snapshot.dot, a closed graph,
// after each state and step; `stuttering` draws the dashed self-edge TLC
// writes for each state it expands when temporal properties are checked.
// `constrained` is accepted, but the states a CONSTRAINT cuts off are not
// drawn: the search does not report them to its StateSink.
#pragma once

#include <cstdint>
#include <fstream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "eval/evaluator.h"
#include "explore/state_sink.h"
#include "model/spec_model.h"
#include "run_options.h"

namespace tlacore::engine {

// The distinct states of a run, in the order they were found.
struct ReachedStates {
  std::vector<std::string> variables;          // names, in declaration order
  std::vector<std::vector<val::Value>> states; // values, in declaration order
  uint64_t initial = 0;                        // how many of them are initial states (they come first)
};

// A StateSink that writes RunOptions::dumps and fills RunOptions::reached.
class StateDumper final : public explore::StateSink {
public:
  StateDumper(const model::SpecModel &m, const std::vector<StateDump> &dumps, ReachedStates *reached);
  ~StateDumper() override;
  // The first dump file that could not be opened; empty when all were.
  const std::string &unwritable() const { return unwritable_; }
  // Writes what ends each file (the dot graph's ranks and braces, the JSON
  // array's end) and closes them. `expanded`: how many of the states, in
  // the order found, the search expanded (one worker's BFS expands them in
  // that order; the rest were left on its queue): the dot graph's
  // stuttering edges go to those.
  void close(std::optional<uint64_t> expanded = std::nullopt);

  bool wantsAllSteps() const override { return dot_ != nullptr; }
  bool wantsLivenessGraph() const override { return liveDot_ != nullptr; }
  // FILE_liveness.dot (tlc2.tool.liveness.DotLivenessStateWriter): see liveness_dot.h.
  void livenessGraph(live::LiveFormula &f, const live::BehaviorGraph &g, const std::vector<uint64_t> &fps) override;
  void initialState(const std::vector<val::Value> &state, uint64_t fp) override;
  void step(const std::vector<val::Value> &from, uint64_t fromFp, const std::vector<val::Value> &to, uint64_t toFp,
            const eval::ActionLabel &label, bool fresh) override;

private:
  struct File {
    StateDump options;
    std::ofstream out;
  };
  void added(const std::vector<val::Value> &state, uint64_t fp, bool initial, int64_t level);
  void dotEdge(uint64_t fromFp, uint64_t toFp, const std::string &action);
  std::string dotColor(const std::string &action);
  // The state as its ALIAS shows it at `level` (its variables without one).
  std::string aliasText(const std::vector<val::Value> &state, int64_t level);
  // Stuttering edges for the states found before the one being expanded
  // (`upTo` of them in the order found) that have not had theirs.
  void stutterUpTo(size_t upTo);
  void rank(uint64_t fp, int64_t level);
  std::string closingText() const; // the ranks, braces and legend that end the graph
  void writeSnapshot();

  const model::SpecModel &m_;
  ReachedStates *reached_;
  std::mutex mutex_;
  std::unique_ptr<File> text_, dot_, json_;
  // -dump dot with temporal properties: the liveness graphs' file, and the
  // states' labels for it by fingerprint (as the ALIAS shows them, and the variables).
  std::unique_ptr<File> liveDot_;
  std::unordered_map<uint64_t, std::pair<std::string, std::string>> liveLabels_;
  bool liveWritten_ = false;
  std::string unwritable_;
  uint64_t number_ = 0; // states written so far
  bool closed_ = false;
  // The dot graph: each state's level (initial states 1), the states of
  // each level as TLC ranks them, the actions' colors in the order met.
  std::unordered_map<uint64_t, int64_t> level_;
  std::vector<std::vector<uint64_t>> ranks_;
  std::vector<std::unordered_map<uint64_t, bool>> ranked_;
  std::vector<std::pair<std::string, int>> colors_;
  std::unique_ptr<eval::Evaluator> aliasEv_; // ALIAS for the labels; null when there is none
  bool stutter_ = false;          // stuttering edges: asked for, and temporal properties are checked
  std::vector<uint64_t> found_;   // the fingerprints, in the order found (for stuttering edges)
  size_t stuttered_ = 0;          // found_[0..stuttered_) have their stuttering edge
  std::unordered_map<uint64_t, size_t> foundAt_;
};

// A value as structured JSON: booleans, numbers, strings; sets and
// sequences as arrays; records as objects; other functions as arrays of
// [key, value] pairs; model values as strings.
std::string valueJson(const val::Value &v);

} // namespace tlacore::engine
