// Cooperative Ctrl-C: while an InterruptGuard lives, the first SIGINT or SIGTERM only sets a
// flag that long-running loops poll, so they can finish or save what they were doing; a second
// signal gets the default action and ends the process.
#pragma once

#include <atomic>

namespace passnet {

class InterruptGuard {
 public:
  InterruptGuard();
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

  static bool interrupted();
};

}  // namespace passnet
