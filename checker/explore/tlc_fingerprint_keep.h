// TlcFingerprintKeep: TLC's fingerprints of the states the breadth-first
// search expands, kept for the end-of-run estimate "based on the actual
// fingerprints" (fingerprint_gap.h). TLC prints it only when its optimistic
// estimate distinct * (generated - distinct) / 2^64 is at least 1E-10, which
// is known only at the end: so the expanded states' values are first held
// (moved, not copied, as their unit is done with them) and fingerprinted
// only when the end asks for it; once the held values pass a byte budget,
// those held are fingerprinted and every later state as it is expanded (8
// bytes a state from then on, the values freed). A run whose estimate is
// not printed (every run of fewer than some 40,000 states) computes none.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "frontier_store.h"
#include "value/value.h"

namespace tlacore::explore {

// What one worker keeps (each worker its own: no lock).
struct TlcFingerprintShare {
  std::vector<uint64_t> fps;                      // of the states fingerprinted
  std::vector<std::vector<FrontierState>> held;   // units' states not fingerprinted yet
  std::vector<size_t> heldExpanded;               // of each, how many (the first) were expanded
  size_t heldStates = 0;
  bool eagerUnit = false; // the unit this worker commits fingerprints as it expands
};

class TlcFingerprintKeep {
public:
  // on: fingerprints are kept at all; holdBytes: how many bytes of held
  // values (FrontierStore::memoryBytes' estimate) before fingerprinting as
  // states are expanded (0: from the start).
  TlcFingerprintKeep(bool on, uint64_t holdBytes)
      : on_(on), holdBytes_(holdBytes), eager_(holdBytes == 0) {}

  bool on() const { return on_; }

  // A worker begins a unit: whether it fingerprints the states as it expands
  // them (then `fingerprintNow` for each). Held states of its own are
  // fingerprinted first once the hold is over.
  template <class Fingerprint> void beginUnit(TlcFingerprintShare &s, Fingerprint &&fingerprint) {
    s.eagerUnit = on_ && eager_.load(std::memory_order_relaxed);
    if (s.eagerUnit && s.heldStates)
      fingerprintHeld(s, fingerprint);
  }

  // Whether the unit `s` commits keeps its states' values once expanded.
  bool holds(const TlcFingerprintShare &s) const { return on_ && !s.eagerUnit; }

  template <class Fingerprint>
  void fingerprintNow(TlcFingerprintShare &s, const std::vector<val::Value> &state, Fingerprint &&fingerprint) {
    if (s.eagerUnit)
      if (std::optional<uint64_t> fp = fingerprint(state))
        s.fps.push_back(*fp);
  }

  // A worker is done with a unit whose first `expanded` states it expanded:
  // when not fingerprinted already, they are held (the vector moved from)
  // or, past the budget, fingerprinted now.
  template <class Fingerprint>
  void endUnit(TlcFingerprintShare &s, std::vector<FrontierState> &states, size_t expanded,
               Fingerprint &&fingerprint) {
    if (!on_ || s.eagerUnit || expanded == 0)
      return;
    if (!eager_.load(std::memory_order_relaxed)) {
      uint64_t bytes = estimatedBytes(states);
      if (heldBytes_.fetch_add(bytes, std::memory_order_relaxed) + bytes <= holdBytes_) {
        s.held.push_back(std::move(states));
        s.heldExpanded.push_back(expanded);
        s.heldStates += expanded;
        return;
      }
      eager_.store(true, std::memory_order_relaxed);
    }
    for (size_t i = 0; i < expanded; ++i)
      if (std::optional<uint64_t> fp = fingerprint(states[i].vars))
        s.fps.push_back(*fp);
    fingerprintHeld(s, fingerprint);
  }

  // The states kept of (fingerprinted or held), over all workers.
  static size_t count(const std::vector<TlcFingerprintShare *> &shares) {
    size_t n = 0;
    for (const TlcFingerprintShare *s : shares)
      n += s->fps.size() + s->heldStates;
    return n;
  }

  // Every worker's held states fingerprinted (by one thread: after the search).
  template <class Fingerprint>
  static void fingerprintAllHeld(const std::vector<TlcFingerprintShare *> &shares, Fingerprint &&fingerprint) {
    for (TlcFingerprintShare *s : shares)
      fingerprintHeld(*s, fingerprint);
  }

  // Drops what `s` keeps (its memory freed).
  static void clear(TlcFingerprintShare &s) {
    std::vector<uint64_t>().swap(s.fps);
    std::vector<std::vector<FrontierState>>().swap(s.held);
    std::vector<size_t>().swap(s.heldExpanded);
    s.heldStates = 0;
  }

private:
  // FrontierStore::memoryBytes of three of the states (the first, middle and
  // last: a unit's states are alike), scaled to all: the budget's estimate
  // at a small part of its cost.
  static uint64_t estimatedBytes(const std::vector<FrontierState> &states) {
    if (states.size() <= 3)
      return FrontierStore::memoryBytes(states);
    std::vector<FrontierState> sample(3);
    size_t at[3] = {0, states.size() / 2, states.size() - 1};
    for (size_t k = 0; k < 3; ++k)
      sample[k].vars = states[at[k]].vars; // shares the values
    return FrontierStore::memoryBytes(sample) * states.size() / 3;
  }

  template <class Fingerprint> static void fingerprintHeld(TlcFingerprintShare &s, Fingerprint &fingerprint) {
    for (size_t u = 0; u < s.held.size(); ++u)
      for (size_t i = 0; i < s.heldExpanded[u]; ++i)
        if (std::optional<uint64_t> fp = fingerprint(s.held[u][i].vars))
          s.fps.push_back(*fp);
    std::vector<std::vector<FrontierState>>().swap(s.held);
    std::vector<size_t>().swap(s.heldExpanded);
    s.heldStates = 0;
  }

  const bool on_;
  const uint64_t holdBytes_;
  std::atomic<bool> eager_;
  std::atomic<uint64_t> heldBytes_{0};
};

} // namespace tlacore::explore
