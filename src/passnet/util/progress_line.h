// One progress line on stderr for long commands: redrawn in place on a terminal (every
// `tty_interval`), printed as a plain line every `log_interval` otherwise (CI logs), and not at
// all when disabled. Callers build the text only when due() says a line will be shown.
#pragma once

#include <chrono>
#include <string>

namespace passnet {

class ProgressLine {
 public:
  ProgressLine(bool enabled, double tty_interval_seconds, double log_interval_seconds);

  // True when a line would be shown now (always when `final`).
  bool due(bool final = false) const;
  // Shows `text`; a final line ends the in-place redraw.
  void show(const std::string& text, bool final = false);

 private:
  bool enabled_;
  bool tty_;
  double interval_;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace passnet
