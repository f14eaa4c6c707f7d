#include "passnet/bench/time_basis.h"

#include <gtest/gtest.h>

namespace passnet::bench {
namespace {

TEST(TimeBasis, DeviceTimeNamesItsSessionsAndL2) {
  EXPECT_EQ(time_basis({{"invocation", "cudagraph"}, {"sessions", nullptr}}),
            "device time (cudagraph: K calls per CUDA graph, CUDA events; 3 sessions, L2 warm)");
  // A run folder from before sessions existed timed one.
  EXPECT_EQ(time_basis({{"invocation", "cudagraph"}}),
            "device time (cudagraph: K calls per CUDA graph, CUDA events; 1 session, L2 warm)");
  EXPECT_EQ(time_basis({{"invocation", "cudagraph"}, {"sessions", 1}, {"l2", "flushed"}}),
            "device time (cudagraph: K calls per CUDA graph, CUDA events; 1 session, L2 flushed)");
}

TEST(TimeBasis, HostInclusiveTimeNamesTheInvocationAndMethod) {
  // A run folder from before the options were recorded is dynamo, batched.
  EXPECT_EQ(time_basis(nlohmann::json::object()),
            "host-inclusive time (dynamo: torch.compile's calls; batched timing)");
  EXPECT_EQ(time_basis({{"invocation", "direct"}, {"timing", "graphnet"}, {"l2", "flushed"}}),
            "host-inclusive time (direct: direct calls of the traced graph; graphnet timing, L2 "
            "flushed)");
}

}  // namespace
}  // namespace passnet::bench
