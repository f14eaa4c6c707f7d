#include "passnet/bench/time_basis.h"

#include <fmt/format.h>

#include "passnet/bench/run_option_values.h"

namespace passnet::bench {

std::string time_basis(const nlohmann::json& run_options) {
  const RecordedChoices recorded = recorded_choices(run_options);
  const std::string_view l2 = to_string(recorded.l2);
  if (times_device(recorded.invocation)) {
    // A run that records no sessions predates them (one session); one that records null
    // took the worker's default (3).
    int count = 1;
    if (run_options.is_object() && run_options.contains("sessions"))
      count = run_options["sessions"].is_number_integer() ? run_options["sessions"].get<int>() : 3;
    std::string sessions = fmt::format("{} session{}", count, count == 1 ? "" : "s");
    return fmt::format("device time (cudagraph: K calls per CUDA graph, CUDA events; {}, L2 {})",
                       sessions, l2);
  }
  const std::string_view calls = recorded.invocation == Invocation::kDirect
                                     ? "direct calls of the traced graph"
                                     : "torch.compile's calls";
  return fmt::format("host-inclusive time ({}: {}; {} timing{})", to_string(recorded.invocation),
                     calls, to_string(recorded.timing),
                     recorded.l2 == L2State::kFlushed ? ", L2 flushed" : "");
}

}  // namespace passnet::bench
