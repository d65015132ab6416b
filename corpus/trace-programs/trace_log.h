// The instrumentation shared by the trace programs: an ndjson event log (contract C1) whose
// steps run under one mutex, a step budget, and the stress mode's random yields and sleeps.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <mutex>
#include <random>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

namespace traceprog {

using Json = nlohmann::ordered_json;

// The command line every program takes: --seed S --steps N --out FILE [--stress]
// (N steps are logged after the Init line).
struct Options {
  uint64_t seed = 1;
  int steps = 100;
  std::string out = "trace.ndjson";
  bool stress = false;
};

inline Options parseOptions(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "missing value after " << a << "\n";
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--seed")
      o.seed = std::stoull(value());
    else if (a == "--steps")
      o.steps = std::stoi(value());
    else if (a == "--out")
      o.out = value();
    else if (a == "--stress")
      o.stress = true;
    else {
      std::cerr << "usage: " << argv[0] << " --seed S --steps N --out FILE [--stress]\n";
      std::exit(2);
    }
  }
  return o;
}

// The event log. A thread locks mutex(), checks that the budget
// is not spent, changes the program's state and logs the event with the state after it, all
// while holding the lock: the order of the lines is the order of the steps.
class TraceLog {
public:
  TraceLog(const std::string &path, int budget) : out_(path), budget_(budget) {
    if (!out_) {
      std::cerr << "cannot write " << path << "\n";
      std::exit(2);
    }
  }

  std::mutex &mutex() { return mutex_; }

  // Whether another step may be logged (the caller holds mutex()); the Init line is free.
  bool hasBudget() const { return steps_ < budget_; }

  // One line: {"event": ..., "args": ..., "state": ...} (the caller holds mutex()).
  void write(const std::string &event, const Json &args, const Json &state) {
    Json line = {{"event", event}};
    if (!args.empty())
      line["args"] = args;
    line["state"] = state;
    out_ << line.dump() << "\n";
    if (event != "Init")
      ++steps_;
  }

private:
  std::mutex mutex_;
  std::ofstream out_;
  int budget_;
  int steps_ = 0;
};

// A thread's random source and, in stress mode, its pauses between steps: nothing, a yield,
// or a sleep of up to half a millisecond, so that runs under different seeds interleave
// differently.
class Stress {
public:
  Stress(const Options &o, int thread) : rng_(o.seed * 7919 + static_cast<uint64_t>(thread)), on_(o.stress) {}

  void pause() {
    if (!on_)
      return;
    int roll = static_cast<int>(rng_() % 10);
    if (roll < 4)
      return;
    if (roll < 7) {
      std::this_thread::yield();
      return;
    }
    std::this_thread::sleep_for(std::chrono::microseconds(rng_() % 500));
  }

  // A random number in [0, n).
  int below(int n) { return static_cast<int>(rng_() % static_cast<uint64_t>(n)); }

  // True with probability percent/100 (for the program's own random choices).
  bool chance(int percent) { return static_cast<int>(rng_() % 100) < percent; }

private:
  std::mt19937_64 rng_;
  bool on_;
};

} // namespace traceprog
