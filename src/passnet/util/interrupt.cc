#include "passnet/util/interrupt.h"

#include <unistd.h>

#include <csignal>
#include <ctime>
#include <mutex>

namespace passnet {

namespace {

std::atomic<bool> g_interrupted{false};
// Monotonic nanoseconds of the first signal (0: none yet); touched by the handler only.
std::atomic<long long> g_first_signal_ns{0};
std::mutex g_mutex;  // guards the nesting depth and the saved handlers
int g_depth = 0;
struct sigaction g_old_int {};
struct sigaction g_old_term {};

constexpr long long kDuplicateWindowNs = 1'000'000'000;

long long now_ns() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);  // async-signal-safe
  return static_cast<long long>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

extern "C" void on_interrupt(int) {
  long long now = now_ns();
  long long first = 0;
  if (g_first_signal_ns.compare_exchange_strong(first, now)) {
    g_interrupted.store(true);
    return;
  }
  if (now - first < kDuplicateWindowNs) return;  // the same Ctrl-C, delivered twice
  _exit(130);
}

}  // namespace

InterruptGuard::InterruptGuard() {
  std::lock_guard lock(g_mutex);
  if (g_depth++ > 0) return;
  g_interrupted.store(false);
  g_first_signal_ns.store(0);
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &g_old_int);
  sigaction(SIGTERM, &action, &g_old_term);
}

InterruptGuard::~InterruptGuard() {
  std::lock_guard lock(g_mutex);
  if (--g_depth > 0) return;
  sigaction(SIGINT, &g_old_int, nullptr);
  sigaction(SIGTERM, &g_old_term, nullptr);
}

bool InterruptGuard::interrupted() {
  return g_interrupted.load();
}

}  // namespace passnet
