#include "passnet/bench/time_basis.h"

#include <fmt/format.h>

namespace passnet::bench {

namespace {

std::string text_or(const nlohmann::json& options, const char* key, const char* fallback) {
  if (options.is_object() && options.contains(key) && options[key].is_string())
    return options[key].get<std::string>();
  return fallback;
}

}  // namespace

std::string time_basis(const nlohmann::json& run_options) {
  const std::string invocation = text_or(run_options, "invocation", "dynamo");
  const std::string l2 = text_or(run_options, "l2", "warm");
  if (invocation == "cudagraph") {
    // A run that records no sessions predates them (one session); one that records null
    // took the worker's default (3).
    int count = 1;
    if (run_options.is_object() && run_options.contains("sessions"))
      count = run_options["sessions"].is_number_integer() ? run_options["sessions"].get<int>() : 3;
    std::string sessions = fmt::format("{} session{}", count, count == 1 ? "" : "s");
    return fmt::format("device time (cudagraph: K calls per CUDA graph, CUDA events; {}, L2 {})",
                       sessions, l2);
  }
  const std::string calls =
      invocation == "direct" ? "direct calls of the traced graph" : "torch.compile's calls";
  return fmt::format("host-inclusive time ({}: {}; {} timing{})", invocation, calls,
                     text_or(run_options, "timing", "batched"),
                     l2 == "flushed" ? ", L2 flushed" : "");
}

}  // namespace passnet::bench
