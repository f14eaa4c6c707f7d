#include "passnet/exec/job_pool.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <optional>

#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"

namespace passnet::exec {

namespace {

using Clock = std::chrono::steady_clock;

bool worker_died(const JobReply& reply) {
  return reply.failure == JobFailure::kCrash || reply.failure == JobFailure::kTimeout;
}

}  // namespace

struct WorkerPool::Batch {
  const PoolEvents* events = nullptr;
  std::chrono::seconds timeout{0};
  std::size_t remaining = 0;        // jobs not yet finished (guarded by the pool's mutex)
  std::size_t in_flight = 0;        // of those, on a worker now (the same)
  std::mutex report;                // the batch's callbacks one at a time, outside the queue's lock
  PoolStats stats;                  // under `report`
  std::exception_ptr error;         // the first exception of `done` or `started`, under `report`
  std::atomic<bool> failed{false};  // a worker refused the run (ProtocolMismatch): stop it
};

WorkerPool::WorkerPool(Executor& executor) : executor_(executor) {
  // Every slot gets a thread: a job that failed on one slot needs another to be there.
  for (std::size_t index = 0; index < executor_.slots().size(); ++index)
    threads_.emplace_back([this, index] { serve(index); });
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  for (std::thread& thread : threads_)
    thread.join();
}

void WorkerPool::serve(std::size_t index) {
  std::unique_ptr<WorkerHandle> worker = executor_.worker(index);
  for (;;) {
    Entry entry;
    {
      std::unique_lock lock(mutex_);
      auto mine = [&] {
        return std::find_if(pending_.begin(), pending_.end(),
                            [&](const Entry& e) { return e.failed_on != index; });
      };
      // After Ctrl-C no slot takes a job: each batch drops its own.
      changed_.wait_for(lock, std::chrono::milliseconds(500), [&] {
        return stopping_ || (!InterruptGuard::interrupted() && mine() != pending_.end());
      });
      if (stopping_) break;
      if (InterruptGuard::interrupted()) continue;
      auto it = mine();
      if (it == pending_.end()) continue;  // only jobs that failed here: another slot takes them
      entry = std::move(*it);
      pending_.erase(it);
      ++entry.batch->in_flight;
    }
    run_entry(index, *worker, std::move(entry));
  }
  worker->shutdown();
}

void WorkerPool::fail_batch(Batch& batch, std::exception_ptr error) {
  {
    std::lock_guard lock(batch.report);
    if (!batch.error) batch.error = std::move(error);
  }
  batch.failed = true;
}

void WorkerPool::finish_entry(Batch& batch) {
  {
    std::lock_guard lock(mutex_);
    --batch.remaining;
    --batch.in_flight;
  }
  changed_.notify_all();
}

void WorkerPool::run_entry(std::size_t index, WorkerHandle& worker, Entry entry) {
  const Slot& slot = executor_.slots()[index];
  Batch& batch = *entry.batch;
  const PoolEvents& events = *batch.events;
  auto start_begun = Clock::now();
  int starts_before = worker.starts();
  nlohmann::json ready;
  try {
    ready = worker.ensure_started();
  } catch (const ProtocolMismatch&) {
    fail_batch(batch, std::current_exception());
    finish_entry(batch);
    return;
  } catch (const std::exception&) {  // NOLINT(bugprone-empty-catch): run() reports why
  }
  double start_seconds = std::chrono::duration<double>(Clock::now() - start_begun).count();
  if (worker.starts() > starts_before && events.started) {
    std::lock_guard lock(batch.report);
    try {
      events.started(slot, start_seconds, ready);
    } catch (...) {
      if (!batch.error) batch.error = std::current_exception();
    }
  }
  nlohmann::json request = entry.job.request;
  std::optional<std::string> unprepared;
  try {
    if (events.prepare) events.prepare(slot, ready, request);
  } catch (const std::exception& error) {
    unprepared = error.what();
  }
  auto job_started = Clock::now();
  PoolOutcome outcome;
  if (unprepared)
    outcome.reply = {JobFailure::kProtocol, nullptr, "could not prepare the job: " + *unprepared};
  else {
    try {
      outcome.reply = worker.run(std::move(request), batch.timeout);
    } catch (const ProtocolMismatch&) {  // a worker restarted from another installation
      fail_batch(batch, std::current_exception());
      finish_entry(batch);
      return;
    }
  }
  outcome.seconds = std::chrono::duration<double>(Clock::now() - job_started).count();
  outcome.slot = &slot;
  outcome.ready = std::move(ready);
  outcome.retried_after = entry.first_failure;
  bool cut_short = InterruptGuard::interrupted() && outcome.reply.failure != JobFailure::kNone;
  bool again =
      !cut_short && executor_.slots().size() > 1 && !entry.failed_on && worker_died(outcome.reply);
  if (!cut_short && !again) {
    std::lock_guard lock(batch.report);
    try {
      if (events.done) events.done(entry.job, outcome);
    } catch (...) {
      if (!batch.error) batch.error = std::current_exception();
    }
    ++batch.stats.ran;
    if (entry.failed_on) ++batch.stats.retried;
  }
  if (!again) {
    finish_entry(batch);
    return;
  }
  {
    std::lock_guard lock(mutex_);
    entry.failed_on = index;
    entry.first_failure = fmt::format("{} on slot {}: {}", to_string(outcome.reply.failure),
                                      slot.id, outcome.reply.message.substr(0, 400));
    pending_.push_back(std::move(entry));
    --batch.in_flight;
  }
  changed_.notify_all();
}

PoolStats WorkerPool::run(std::vector<PoolJob> jobs, std::chrono::seconds timeout,
                          const PoolEvents& events) {
  Batch batch;
  batch.events = &events;
  batch.timeout = timeout;
  batch.remaining = jobs.size();
  std::unique_lock lock(mutex_);
  for (PoolJob& job : jobs)
    pending_.push_back(Entry{std::move(job), &batch, std::nullopt, std::nullopt});
  changed_.notify_all();
  while (batch.remaining > 0) {
    if (InterruptGuard::interrupted() || batch.failed) {
      auto dropped = std::erase_if(pending_, [&](const Entry& e) { return e.batch == &batch; });
      batch.remaining -= dropped;
      if (batch.in_flight == 0) break;
    }
    changed_.wait_for(lock, std::chrono::milliseconds(200));
  }
  lock.unlock();
  std::lock_guard report(batch.report);
  if (batch.error) std::rethrow_exception(batch.error);
  return batch.stats;
}

PoolStats run_jobs(Executor& executor, std::vector<PoolJob> jobs, std::chrono::seconds timeout,
                   const PoolEvents& events) {
  WorkerPool pool(executor);
  return pool.run(std::move(jobs), timeout, events);
}

}  // namespace passnet::exec
