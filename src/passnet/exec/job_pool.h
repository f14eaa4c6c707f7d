// Jobs over an executor's slots: one worker per slot, each taking the next job from one queue.
// A WorkerPool keeps its workers warm for as long as it lives, so that a caller that runs batch
// after batch (the agent: an evaluation a step, several tasks at once) pays a worker's start
// (importing torch, the first compiles) once instead of once a batch. Batches from several
// threads share the queue first come, first served; each returns when its own jobs are done or
// on Ctrl-C. A job whose worker crashed or hung is run once more on another slot when the
// executor has more than one, so that a pass that kills its worker costs two slots one job each
// instead of every slot in turn; its second failure is its result. With one slot a failure is
// the result at once. run_jobs is one batch on a pool of its own.
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>
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
  nlohmann::json ready;        // that worker's ready line (null when it did not come up)
  double seconds = 0;          // wall time of that run
  // The first attempt's failure when the job was run again on another slot.
  std::optional<std::string> retried_after;
};

// A batch's callbacks, called from the slots' threads: `prepare` from several at once, `done`
// and `started` one call at a time per batch. One that throws does not take a slot's thread
// down: a `prepare` that throws fails its job (the reason is its reply's message), and the first
// exception of `done` or `started` is raised by run() once the batch's jobs are over.
struct PoolEvents {
  // Per-slot additions to a job's request (its GPU's timing lock, a baseline measured on that
  // worker's kind of device), given the worker's ready line; may be empty.
  std::function<void(const Slot&, const nlohmann::json& ready, nlohmann::json& request)> prepare;
  // Each job's outcome; not called for a job Ctrl-C cut short.
  std::function<void(const PoolJob&, const PoolOutcome&)> done;
  // Each worker (re)start that one of the batch's jobs waited for, with its ready line (null when
  // it did not come up); may be empty.
  std::function<void(const Slot&, double seconds, const nlohmann::json& ready)> started;
};

struct PoolStats {
  std::size_t ran = 0;      // jobs whose outcome went to `done`
  std::size_t retried = 0;  // of those, run a second time on another slot
};

class WorkerPool {
 public:
  // Workers start on their slot's first job: an idle slot costs nothing.
  explicit WorkerPool(Executor& executor);
  ~WorkerPool();  // stops every worker
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  const std::vector<Slot>& slots() const { return executor_.slots(); }
  // Runs the jobs, each with `timeout`; safe to call from several threads at once. Rethrows the
  // first exception of an event, or a worker's ProtocolMismatch, which drops the jobs not begun.
  PoolStats run(std::vector<PoolJob> jobs, std::chrono::seconds timeout, const PoolEvents& events);

 private:
  struct Batch;
  struct Entry {
    PoolJob job;
    Batch* batch = nullptr;
    std::optional<std::size_t> failed_on;  // the slot of a first failure
    std::optional<std::string> first_failure;
  };

  void serve(std::size_t index);
  void run_entry(std::size_t index, WorkerHandle& worker, Entry entry);
  // A refusal that ends the whole batch: its other jobs are dropped and run() rethrows it.
  void fail_batch(Batch& batch, std::exception_ptr error);
  void finish_entry(Batch& batch);  // a job leaves the batch: done, failed for good or dropped

  Executor& executor_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<Entry> pending_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

PoolStats run_jobs(Executor& executor, std::vector<PoolJob> jobs, std::chrono::seconds timeout,
                   const PoolEvents& events);

}  // namespace passnet::exec
