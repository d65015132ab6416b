// ReusedEvaluator: one Evaluator kept by a lazy value for the expression it
// evaluates again and again (a lazy filter's predicate on each element), so
// that its caches (natives, constant definitions, literals) stay warm: a new
// Evaluator per element cost about 1.25 µs and lost them all.
#pragma once

#include <atomic>
#include <memory>
#include <optional>

#include "evaluator.h"

namespace tlacore::eval {

class ReusedEvaluator {
public:
  // The kept Evaluator while it is free; a fresh one while it is in use (by
  // another thread, or by this one further up: the predicate lists its own
  // filter). After an error the kept one is dropped: an evaluation cut short
  // may leave its scopes half restored.
  class Lease {
  public:
    Lease(ReusedEvaluator &owner, const model::SpecModel &model) : owner_(owner) {
      if (!owner_.busy_.exchange(true, std::memory_order_acquire)) {
        held_ = true;
        if (!owner_.kept_)
          owner_.kept_ = std::make_unique<Evaluator>(model);
        ev_ = owner_.kept_.get();
      } else {
        fresh_.emplace(model);
        ev_ = &*fresh_;
      }
      ev_->borrowThreadRegisters(); // TLCGet/TLCSet: the calling thread's registers, as TLC's
    }
    ~Lease() {
      if (!held_)
        return;
      if (failed_)
        owner_.kept_.reset();
      owner_.busy_.store(false, std::memory_order_release);
    }
    Lease(const Lease &) = delete;
    Lease &operator=(const Lease &) = delete;
    Evaluator &get() { return *ev_; }
    void failed() { failed_ = true; }

  private:
    ReusedEvaluator &owner_;
    std::optional<Evaluator> fresh_;
    Evaluator *ev_ = nullptr;
    bool held_ = false;
    bool failed_ = false;
  };

private:
  std::atomic<bool> busy_{false};
  std::unique_ptr<Evaluator> kept_;
};

} // namespace tlacore::eval
