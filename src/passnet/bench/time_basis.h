// What a run's speedups measure, in words, from the options run.db recorded: device time (the
// cudagraph invocation: K calls per CUDA graph, replays timed with CUDA events) or host-inclusive
// time (dynamo or direct calls, the host's launch and Python cost included). Reports lead with
// it because the two differ by more than any pass's margin on small subgraphs (docs/timing.md).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace passnet::bench {

// "device time (cudagraph: K calls per CUDA graph, CUDA events; 3 sessions, L2 warm)" or
// "host-inclusive time (dynamo: torch.compile's calls; batched timing)".
std::string time_basis(const nlohmann::json& run_options);

}  // namespace passnet::bench
