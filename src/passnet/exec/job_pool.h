// A pool's jobs run over an executor's slots: one worker per slot, each taking the next job from
// one queue, until every job is done or Ctrl-C. A job whose worker crashed or hung is run once
// more on another slot when the executor has more than one, so that a pass that kills its worker
// costs two slots one job each instead of every slot in turn; its second failure is its result.
// With one slot a failure is the result at once, as before pools had slots.
#pragma once

#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "passnet/exec/executor.h"

namespace passnet::exec {

struct PoolJob {
  std::string key;  // the sample, say: for the caller, and for logs
  nlohmann::json request;
};

// A job's outcome as `done` sees it.
struct PoolOutcome {
  JobReply reply;
  const Slot* slot = nullptr;  // where it ran last
  double seconds = 0;          // wall time of that run
  // The first attempt's failure when the job was run again on another slot.
  std::optional<std::string> retried_after;
};

struct PoolEvents {
  // Per-slot additions to a job's request (its GPU's timing lock, say); may be empty.
  std::function<void(const Slot&, nlohmann::json& request)> prepare;
  // Each job's outcome, one call at a time; not called for a job Ctrl-C cut short.
  std::function<void(const PoolJob&, const PoolOutcome&)> done;
  // Each worker (re)start, with its ready line (null when it did not come up); one call at a time;
  // may be empty.
  std::function<void(const Slot&, double seconds, const nlohmann::json& ready)> started;
};

struct PoolStats {
  std::size_t ran = 0;      // jobs whose outcome went to `done`
  std::size_t retried = 0;  // of those, run a second time on another slot
};

PoolStats run_jobs(Executor& executor, std::vector<PoolJob> jobs, std::chrono::seconds timeout,
                   const PoolEvents& events);

}  // namespace passnet::exec
