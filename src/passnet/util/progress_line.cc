#include "passnet/util/progress_line.h"

#include <fmt/core.h>
#include <unistd.h>

namespace passnet {

ProgressLine::ProgressLine(bool enabled, double tty_interval_seconds, double log_interval_seconds)
    : enabled_(enabled),
      tty_(enabled && ::isatty(STDERR_FILENO)),
      interval_(tty_ ? tty_interval_seconds : log_interval_seconds) {}

bool ProgressLine::due(bool final) const {
  if (!enabled_) return false;
  if (final) return true;
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - last_).count() >=
         interval_;
}

void ProgressLine::show(const std::string& text, bool final) {
  if (!enabled_) return;
  last_ = std::chrono::steady_clock::now();
  if (tty_)
    fmt::print(stderr, "\r{}\x1b[K{}", text, final ? "\n" : "");
  else
    fmt::print(stderr, "{}\n", text);
}

}  // namespace passnet
