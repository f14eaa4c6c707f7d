#include "passnet/util/interrupt.h"

#include <csignal>

namespace passnet {

namespace {

std::atomic<bool> g_interrupted{false};
struct sigaction g_old_int {};
struct sigaction g_old_term {};

extern "C" void on_interrupt(int) {
  g_interrupted.store(true);
}

}  // namespace

InterruptGuard::InterruptGuard() {
  g_interrupted.store(false);
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  action.sa_flags = SA_RESETHAND;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &g_old_int);
  sigaction(SIGTERM, &action, &g_old_term);
}

InterruptGuard::~InterruptGuard() {
  sigaction(SIGINT, &g_old_int, nullptr);
  sigaction(SIGTERM, &g_old_term, nullptr);
}

bool InterruptGuard::interrupted() {
  return g_interrupted.load();
}

}  // namespace passnet
