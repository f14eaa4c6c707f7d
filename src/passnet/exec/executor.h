// The one way pools start runtime workers (python -m passnet.runtime.worker,
// docs/worker-protocol.md): an executor holds the slots and starts a worker on one; a worker takes
// one job at a time (WorkerHandle). Benchmark runs, annotation and prefix analysis all start
// theirs here, so where workers run (child processes on this host today, Slurm tasks next) is
// decided in one place. LocalExecutor runs each worker as a child process with its slot's
// environment (CUDA_VISIBLE_DEVICES for a GPU slot).
#pragma once

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "passnet/exec/slot.h"
#include "passnet/exec/worker.h"

namespace passnet::exec {

class WorkerHandle {
 public:
  virtual ~WorkerHandle() = default;
  // Starts the worker if it is not running; throws Error(kIo) when it does not come up. Returns
  // its ready line.
  virtual const nlohmann::json& ensure_started() = 0;
  // One job; a crash or a hang comes back as a typed failure and the next job starts afresh.
  virtual JobReply run(nlohmann::json request, std::chrono::seconds timeout) = 0;
  virtual void shutdown() = 0;
  virtual int starts() const = 0;  // how many times it was (re)started
};

// What every worker of a pool shares.
struct WorkerSpec {
  std::vector<std::string> command;  // without "--device D", which each slot adds
  std::string log_dir;               // LOG_DIR/<log_prefix>-<slot index>.log
  std::string log_prefix = "worker";
  std::optional<std::size_t> memory_limit_bytes;
  std::vector<std::pair<std::string, std::string>> environment;  // before the slot's own
  std::chrono::seconds start_timeout{180};
};

// `python -m passnet.runtime.worker`.
std::vector<std::string> runtime_worker_command(const std::string& python);

// What every executor's worker for slot `index` starts from: the spec's command with
// `--device DEVICE`, its log (LOG_DIR/<log_prefix>-<index>.log), memory limit, start timeout
// and environment. An executor adds its own (a slot's GPU, srun around the command).
WorkerConfig worker_config(const WorkerSpec& spec, std::size_t index, const std::string& device);

class Executor {
 public:
  virtual ~Executor() = default;
  virtual const std::vector<Slot>& slots() const = 0;
  // A worker for slots()[index], started on its first use.
  virtual std::unique_ptr<WorkerHandle> worker(std::size_t index) = 0;
};

class LocalExecutor final : public Executor {
 public:
  LocalExecutor(std::vector<Slot> slots, WorkerSpec spec);
  const std::vector<Slot>& slots() const override { return slots_; }
  std::unique_ptr<WorkerHandle> worker(std::size_t index) override;

 private:
  std::vector<Slot> slots_;
  WorkerSpec spec_;
};

}  // namespace passnet::exec
