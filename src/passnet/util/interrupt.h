// Cooperative Ctrl-C: while an InterruptGuard lives, the first SIGINT or SIGTERM only sets a
// flag that long-running loops poll, so they can finish or save what they were doing; a second
// signal at least a second later ends the process at once (exit status 130). Signals that come
// closer together count as one: `timeout -s INT` signals the command and then its whole process
// group, so the command receives the same SIGINT twice.
//
// Guards nest (a command that runs annotation inside mining): the outermost one installs the
// handler and clears the flag, the others share it, and the last one to go restores the
// handlers that were there before.
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
