// One line of what TLC's replay of Init prints (init_replay.h), in order:
// a progress line (progress > 0: "Computed <progress> initial states...")
// or a line Print/PrintT wrote.
#pragma once

#include <cstdint>
#include <string>

namespace tlacore::explore {

struct InitReplayLine {
  uint64_t progress = 0;
  std::string print;
};

} // namespace tlacore::explore
