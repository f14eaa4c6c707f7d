#include "passnet/exec/job_pool.h"

#include <fmt/format.h>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"

namespace passnet::exec {

namespace {

using Clock = std::chrono::steady_clock;

struct Entry {
  PoolJob job;
  std::optional<std::size_t> failed_on;  // the slot of a first failure
  std::optional<std::string> first_failure;
};

bool worker_died(const JobReply& reply) {
  return reply.failure == JobFailure::kCrash || reply.failure == JobFailure::kTimeout;
}

}  // namespace

PoolStats run_jobs(Executor& executor, std::vector<PoolJob> jobs, std::chrono::seconds timeout,
                   const PoolEvents& events) {
  // Every slot gets a thread: a worker starts on its first job, so an idle slot costs nothing,
  // and a job that failed on one slot needs another to be there.
  std::size_t slot_count = executor.slots().size();
  bool may_retry = slot_count > 1;
  std::mutex mutex;
  std::condition_variable changed;
  std::deque<Entry> pending;
  for (PoolJob& job : jobs)
    pending.push_back(Entry{std::move(job), std::nullopt, std::nullopt});
  std::size_t in_flight = 0;
  std::mutex report_mutex;  // `done` and `started` one at a time, outside the queue's lock
  PoolStats stats;

  auto serve = [&](std::size_t index) {
    const Slot& slot = executor.slots()[index];
    std::unique_ptr<WorkerHandle> worker = executor.worker(index);
    for (;;) {
      Entry entry;
      {
        std::unique_lock lock(mutex);
        auto mine = [&] {
          return std::find_if(pending.begin(), pending.end(),
                              [&](const Entry& e) { return e.failed_on != index; });
        };
        changed.wait_for(lock, std::chrono::milliseconds(500), [&] {
          return InterruptGuard::interrupted() || mine() != pending.end() ||
                 (pending.empty() && in_flight == 0);
        });
        if (InterruptGuard::interrupted() || (pending.empty() && in_flight == 0)) break;
        auto it = mine();
        if (it == pending.end()) continue;  // only jobs that failed here: another slot takes them
        entry = std::move(*it);
        pending.erase(it);
        ++in_flight;
      }
      auto start_begun = Clock::now();
      int starts_before = worker->starts();
      nlohmann::json ready;
      try {
        ready = worker->ensure_started();
      } catch (const Error&) {  // NOLINT(bugprone-empty-catch): run() reports why, as the job's
      }
      double start_seconds = std::chrono::duration<double>(Clock::now() - start_begun).count();
      if (worker->starts() > starts_before && events.started) {
        std::lock_guard lock(report_mutex);
        events.started(slot, start_seconds, ready);
      }
      nlohmann::json request = entry.job.request;
      if (events.prepare) events.prepare(slot, request);
      auto job_started = Clock::now();
      PoolOutcome outcome;
      outcome.reply = worker->run(std::move(request), timeout);
      outcome.seconds = std::chrono::duration<double>(Clock::now() - job_started).count();
      outcome.slot = &slot;
      outcome.retried_after = entry.first_failure;
      bool cut_short = InterruptGuard::interrupted() && outcome.reply.failure != JobFailure::kNone;
      bool again = !cut_short && may_retry && !entry.failed_on && worker_died(outcome.reply);
      if (!cut_short && !again) {
        std::lock_guard lock(report_mutex);
        if (events.done) events.done(entry.job, outcome);
        ++stats.ran;
        if (entry.failed_on) ++stats.retried;
      }
      std::lock_guard lock(mutex);
      if (again) {
        entry.failed_on = index;
        entry.first_failure = fmt::format("{} on slot {}: {}", to_string(outcome.reply.failure),
                                          slot.id, outcome.reply.message.substr(0, 400));
        pending.push_back(std::move(entry));
      }
      --in_flight;
      changed.notify_all();
    }
    worker->shutdown();
    changed.notify_all();
  };

  std::vector<std::thread> threads;
  for (std::size_t index = 0; index < slot_count; ++index)
    threads.emplace_back(serve, index);
  for (std::thread& thread : threads)
    thread.join();
  return stats;
}

}  // namespace passnet::exec
