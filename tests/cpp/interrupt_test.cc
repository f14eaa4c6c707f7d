// Cooperative Ctrl-C: nested guards share one handler, and a SIGINT delivered twice in a row
// (as `timeout -s INT` does: to the command, then to its process group) is one interrupt.
#include "passnet/util/interrupt.h"

#include <gtest/gtest.h>

#include <csignal>

namespace passnet {
namespace {

TEST(InterruptGuard, NestedGuardsKeepTheHandlerAndADoubledSignalCountsOnce) {
  InterruptGuard outer;
  EXPECT_FALSE(InterruptGuard::interrupted());
  {
    InterruptGuard inner;  // leaving it must not restore the default action
  }
  std::raise(SIGINT);
  std::raise(SIGINT);  // within the duplicate window: the process must survive it
  EXPECT_TRUE(InterruptGuard::interrupted());
  {
    InterruptGuard inner;  // an inner guard does not clear the outer one's flag
    EXPECT_TRUE(InterruptGuard::interrupted());
  }
}

TEST(InterruptGuard, ANewOutermostGuardStartsClean) {
  InterruptGuard guard;
  EXPECT_FALSE(InterruptGuard::interrupted());
}

}  // namespace
}  // namespace passnet
