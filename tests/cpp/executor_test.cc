#include "passnet/exec/executor.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <thread>

#include "passnet/exec/job_pool.h"
#include "passnet/exec/slot.h"
#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::exec {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// Sets an environment variable for one test and restores it after.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    if (value)
      setenv(name, value, 1);
    else
      unsetenv(name);
  }
  ~ScopedEnv() {
    if (old_)
      setenv(name_.c_str(), old_->c_str(), 1);
    else
      unsetenv(name_.c_str());
  }

 private:
  std::string name_;
  std::optional<std::string> old_;
};

TEST(Slots, WorkersGoRoundRobinOverTheGpusEachSeeingItsOwn) {
  ScopedEnv env("CUDA_VISIBLE_DEVICES", nullptr);
  std::vector<Slot> slots = local_slots("cuda", 5, {"0", "2"});
  ASSERT_EQ(slots.size(), 5u);
  std::vector<std::string> ids, locks, visible;
  for (const Slot& s : slots) {
    ids.push_back(s.id);
    locks.push_back(s.lock_key);
    ASSERT_EQ(s.environment.size(), 1u);
    visible.push_back(s.environment[0].second);
    EXPECT_EQ(s.device, "cuda");  // the pinned GPU is cuda:0 to its worker
  }
  EXPECT_EQ(ids, (std::vector<std::string>{"gpu0/0", "gpu2/0", "gpu0/1", "gpu2/1", "gpu0/2"}));
  EXPECT_EQ(locks[0], "cuda-gpu0");
  EXPECT_EQ(locks[1], "cuda-gpu2");
  EXPECT_EQ(visible, (std::vector<std::string>{"0", "2", "0", "2", "0"}));
}

TEST(Slots, OneGpuOrACpuKeepsTheDeviceAndOneLockAsBefore) {
  for (const Slot& s : local_slots("cuda", 3, {})) {
    EXPECT_EQ(s.device, "cuda");
    EXPECT_EQ(s.lock_key, "cuda");
    EXPECT_TRUE(s.environment.empty());
    EXPECT_FALSE(s.gpu);
  }
  std::vector<Slot> cpu = local_slots("cpu", 2, {});
  EXPECT_EQ(cpu[1].id, "cpu/1");
  EXPECT_EQ(cpu[1].lock_key, "cpu");
  EXPECT_EQ(run_gpus("cpu", ""), std::vector<std::string>{});
  EXPECT_THROW(run_gpus("cpu", "0"), Error);
  EXPECT_EQ(run_gpus("cuda:1", ""), std::vector<std::string>{});  // it names its GPU
}

TEST(Slots, GpusMapThroughThisProcesssOwnVisibility) {
  ScopedEnv env("CUDA_VISIBLE_DEVICES", "5,7");
  EXPECT_EQ(visible_gpus(), (std::vector<std::string>{"0", "1"}));
  std::vector<Slot> slots = local_slots("cuda", 2, {"0", "1"});
  EXPECT_EQ(slots[1].environment[0].second, "7");
  EXPECT_THROW(local_slots("cuda", 2, {"0", "2"}), Error);
}

TEST(Slots, GpuListsAreCheckedAndDeduplicated) {
  EXPECT_EQ(parse_gpus("0, 2,2,01"), (std::vector<std::string>{"0", "2", "1"}));
  for (const char* bad : {"", "a", "0,,1", "-1", "0;1"})
    EXPECT_THROW(parse_gpus(bad), Error) << bad;
}

// A worker that speaks the protocol's framing without torch: ready, then a result per job that
// names the GPU it saw; it dies on a sample marked for it.
constexpr const char* kFakeWorker = R"(import json, os, sys
gpu = os.environ.get("CUDA_VISIBLE_DEVICES", "none")
protocol = int(os.environ.get("FAKE_PROTOCOL", "1"))
print(json.dumps({"event": "ready", "protocol": protocol, "device_name": "fake " + gpu}), flush=True)
for line in sys.stdin:
    request = json.loads(line)
    if request.get("cmd") == "shutdown":
        break
    sample = request.get("sample", "")
    if sample == "crash-everywhere" or sample == "crash-on-gpu" + gpu:
        os._exit(3)
    print(json.dumps({"event": "result", "id": request["id"], "gpu": gpu,
                      "lock": request.get("lock"), "pid": os.getpid(),
                      "ready_seen": request.get("ready_seen")}), flush=True)
)";

class JobPoolTest : public ::testing::Test {
 protected:
  LocalExecutor executor(std::vector<Slot> slots,
                         std::vector<std::pair<std::string, std::string>> environment = {}) {
    passnet::testing::write_text(tmp_.path() / "fake_worker.py", kFakeWorker);
    WorkerSpec spec;
    spec.environment = std::move(environment);
    spec.command = {"python3", (tmp_.path() / "fake_worker.py").string()};
    spec.log_dir = tmp_.path().string();
    spec.start_timeout = std::chrono::seconds(30);
    return LocalExecutor(std::move(slots), spec);
  }

  struct Seen {
    std::map<std::string, PoolOutcome> outcomes;
    std::map<std::string, json> replies;
    std::set<std::string> started_slots;
  };

  PoolStats run(LocalExecutor& ex, const std::vector<std::string>& samples, Seen& seen) {
    std::vector<PoolJob> jobs;
    for (const std::string& sample : samples)
      jobs.push_back({sample, {{"cmd", "run"}, {"sample", sample}}});
    PoolEvents events;
    events.prepare = [](const Slot& slot, const json&, json& request) {
      request["lock"] = slot.lock_key;
    };
    events.done = [&](const PoolJob& job, const PoolOutcome& outcome) {
      EXPECT_FALSE(seen.outcomes.contains(job.key)) << job.key << " reported twice";
      seen.outcomes[job.key] = outcome;
      seen.replies[job.key] = outcome.reply.reply;
    };
    events.started = [&](const Slot& slot, double, const json& ready) {
      seen.started_slots.insert(slot.id);
      if (ready.is_object()) EXPECT_EQ(ready["event"], "ready");
    };
    return run_jobs(ex, std::move(jobs), std::chrono::seconds(30), events);
  }

  passnet::testing::TempDir tmp_;
};

TEST_F(JobPoolTest, JobsSpreadOverGpuSlotsAndAJobThatKillsItsWorkerRunsOnceMoreElsewhere) {
  ScopedEnv env("CUDA_VISIBLE_DEVICES", nullptr);
  LocalExecutor ex = executor(local_slots("cuda", 2, {"0", "1"}));
  std::vector<std::string> samples{"a", "b", "c", "d", "crash-on-gpu0", "crash-everywhere"};
  Seen seen;
  PoolStats stats = run(ex, samples, seen);
  EXPECT_EQ(stats.ran, samples.size());
  ASSERT_EQ(seen.outcomes.size(), samples.size());
  std::set<std::string> gpus;
  for (const char* sample : {"a", "b", "c", "d"}) {
    const PoolOutcome& o = seen.outcomes[sample];
    EXPECT_EQ(o.reply.failure, JobFailure::kNone) << sample;
    gpus.insert(seen.replies[sample]["gpu"].get<std::string>());
    // Each worker saw its own GPU and that GPU's timing lock.
    EXPECT_EQ(seen.replies[sample]["lock"],
              "cuda-gpu" + seen.replies[sample]["gpu"].get<std::string>());
    EXPECT_FALSE(o.retried_after);
  }
  EXPECT_EQ(gpus, (std::set<std::string>{"0", "1"}));

  const PoolOutcome& moved = seen.outcomes["crash-on-gpu0"];
  EXPECT_EQ(moved.reply.failure, JobFailure::kNone);
  EXPECT_EQ(moved.slot->gpu, "1");
  if (moved.retried_after)  // only when gpu 0 took it first
    EXPECT_NE(moved.retried_after->find("crash on slot gpu0/0"), std::string::npos);

  const PoolOutcome& dead = seen.outcomes["crash-everywhere"];
  EXPECT_EQ(dead.reply.failure, JobFailure::kCrash);
  ASSERT_TRUE(dead.retried_after);  // tried on both slots, then recorded as failed
  EXPECT_NE(dead.retried_after->find("crash on slot"), std::string::npos);
  // The second attempt ran on the other slot: the first failure names a slot that is not its.
  EXPECT_EQ(dead.retried_after->find(dead.slot->id), std::string::npos) << *dead.retried_after;
  EXPECT_GE(stats.retried, 1u);
  EXPECT_EQ(seen.started_slots, (std::set<std::string>{"gpu0/0", "gpu1/0"}));
}

TEST_F(JobPoolTest, OneSlotRecordsAFailureAtOnceAndGoesOn) {
  LocalExecutor ex = executor(local_slots("cpu", 1, {}));
  Seen seen;
  PoolStats stats = run(ex, {"crash-everywhere", "a"}, seen);
  EXPECT_EQ(stats.ran, 2u);
  EXPECT_EQ(stats.retried, 0u);
  EXPECT_EQ(seen.outcomes["crash-everywhere"].reply.failure, JobFailure::kCrash);
  EXPECT_FALSE(seen.outcomes["crash-everywhere"].retried_after);
  EXPECT_EQ(seen.outcomes["a"].reply.failure, JobFailure::kNone);  // a fresh worker took it
  EXPECT_EQ(seen.replies["a"]["lock"], "cpu");
}

TEST_F(JobPoolTest, APoolKeepsItsWorkersWarmAcrossBatchesAndServesSeveralAtOnce) {
  LocalExecutor ex = executor(local_slots("cpu", 2, {}));
  WorkerPool pool(ex);
  auto batch = [&](const std::string& prefix, std::size_t count, std::size_t& starts,
                   std::map<std::string, json>& replies) {
    std::vector<PoolJob> jobs;
    for (std::size_t i = 0; i < count; ++i) {
      std::string key = prefix + std::to_string(i);
      jobs.push_back({key, {{"cmd", "run"}, {"sample", key}}});
    }
    PoolEvents events;
    events.prepare = [](const Slot&, const json& ready, json& request) {
      request["ready_seen"] = ready.value("device_name", "");
    };
    events.done = [&](const PoolJob& job, const PoolOutcome& outcome) {
      replies[job.key] = outcome.reply.reply;
    };
    events.started = [&](const Slot&, double, const json&) { ++starts; };
    return pool.run(std::move(jobs), std::chrono::seconds(30), events);
  };
  std::size_t first_starts = 0;
  std::map<std::string, json> first;
  EXPECT_EQ(batch("a", 6, first_starts, first).ran, 6u);
  EXPECT_GE(first_starts, 1u);
  EXPECT_LE(first_starts, 2u);
  std::set<int> pids;
  for (const auto& [key, reply] : first) {
    pids.insert(reply["pid"].get<int>());
    EXPECT_EQ(reply["ready_seen"], "fake none") << key;  // prepare saw the worker's ready line
  }

  // Two batches at once from two threads: each gets its own jobs back, from the same workers.
  std::size_t b_starts = 0, c_starts = 0;
  std::map<std::string, json> b, c;
  PoolStats b_stats, c_stats;
  std::thread other([&] { c_stats = batch("c", 5, c_starts, c); });
  b_stats = batch("b", 5, b_starts, b);
  other.join();
  EXPECT_EQ(b_stats.ran, 5u);
  EXPECT_EQ(c_stats.ran, 5u);
  ASSERT_EQ(b.size(), 5u);
  ASSERT_EQ(c.size(), 5u);
  for (const auto& [key, reply] : b)
    EXPECT_EQ(key[0], 'b');
  for (const auto& [key, reply] : c)
    EXPECT_EQ(key[0], 'c');
  // A worker the first batch did not need may start now; none that ran is started again.
  EXPECT_LE(first_starts + b_starts + c_starts, 2u);
  // Every job of the three batches ran in one of the two processes that the pool started.
  for (const auto* replies : {&b, &c})
    for (const auto& [key, reply] : *replies)
      pids.insert(reply["pid"].get<int>());
  EXPECT_LE(pids.size(), 2u);
}

TEST_F(JobPoolTest, ACallbackThatThrowsFailsItsJobOrTheBatchButNoThread) {
  LocalExecutor ex = executor(local_slots("cpu", 2, {}));
  WorkerPool pool(ex);
  std::map<std::string, PoolOutcome> outcomes;
  PoolEvents events;
  events.prepare = [](const Slot&, const json&, json& request) {
    if (request["sample"] == "unpreparable") throw Error(ErrorCategory::kIo, "cache locked");
  };
  events.done = [&](const PoolJob& job, const PoolOutcome& outcome) {
    outcomes[job.key] = outcome;
    if (job.key == "unrecordable") throw Error(ErrorCategory::kDatabase, "disk full");
  };
  std::vector<PoolJob> jobs;
  for (const char* sample : {"a", "unpreparable", "unrecordable", "b"})
    jobs.push_back({sample, {{"cmd", "run"}, {"sample", sample}}});
  EXPECT_THROW(pool.run(std::move(jobs), std::chrono::seconds(30), events), Error);
  ASSERT_EQ(outcomes.size(), 4u);  // every job ran to its end, the batch then raised
  EXPECT_EQ(outcomes["unpreparable"].reply.failure, JobFailure::kProtocol);
  EXPECT_NE(outcomes["unpreparable"].reply.message.find("cache locked"), std::string::npos);
  EXPECT_EQ(outcomes["b"].reply.failure, JobFailure::kNone);
  // The pool still serves the next batch.
  events.done = [&](const PoolJob& job, const PoolOutcome& outcome) {
    outcomes[job.key] = outcome;
  };
  EXPECT_EQ(
      pool.run({{"c", {{"cmd", "run"}, {"sample", "c"}}}}, std::chrono::seconds(30), events).ran,
      1u);
}

TEST_F(JobPoolTest, AWorkerOfAnotherProtocolStopsTheBatchWithTheReason) {
  LocalExecutor ex = executor(local_slots("cpu", 2, {}), {{"FAKE_PROTOCOL", "2"}});
  Seen seen;
  try {
    run(ex, {"a", "b", "c", "d", "e", "f"}, seen);
    FAIL() << "expected the batch to fail";
  } catch (const ProtocolMismatch& error) {
    std::string message = error.what();
    EXPECT_NE(message.find("speaks protocol 2, this engine speaks protocol 1"), std::string::npos)
        << message;
  }
  EXPECT_TRUE(seen.outcomes.empty());  // no job was sent to a worker that was refused
}

TEST_F(JobPoolTest, NoJobsStartNoWorkers) {
  LocalExecutor ex = executor(local_slots("cpu", 3, {}));
  Seen seen;
  PoolStats stats = run(ex, {}, seen);
  EXPECT_EQ(stats.ran, 0u);
  EXPECT_TRUE(seen.started_slots.empty());
}

}  // namespace
}  // namespace passnet::exec
