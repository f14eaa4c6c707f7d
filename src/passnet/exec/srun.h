// Long-lived Slurm worker tasks (issue 33): each slot is a job of one `srun` task that runs the
// runtime worker on its own allocation (--slurm-gpus GPUs, --slurm-cpus CPUs) and serves jobs
// until the pool ends. srun forwards the task's stdin and stdout, so the engine speaks the same
// protocol as to a local worker and a worker stays warm (torch imported, caches loaded) across
// jobs: what loops of many small jobs need (the agent's evaluations, annotation), where a job
// array pays a queue wait and a start per shard. Compile caches go to the node's own disk, as the
// array tasks' do. A worker killed for a hang or a crash has its Slurm job cancelled too: killing
// srun alone can leave the task running on the node.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "passnet/exec/executor.h"
#include "passnet/exec/slurm.h"

namespace passnet::exec {

// `srun ... WORKER_COMMAND`: one task on one node, named `job_name`, with the options' partition,
// account, time limit, GPUs, CPUs and extra flags, its output unbuffered.
std::vector<std::string> srun_command(const SlurmOptions& options, const std::string& job_name,
                                      const std::vector<std::string>& worker_command);

class SrunExecutor final : public Executor {
 public:
  // `workers` slots; each worker's Slurm job is named NAME-<slot index>.
  SrunExecutor(unsigned workers, SlurmOptions options, WorkerSpec spec, std::string name);
  const std::vector<Slot>& slots() const override { return slots_; }
  std::unique_ptr<WorkerHandle> worker(std::size_t index) override;

 private:
  std::vector<Slot> slots_;
  SlurmOptions options_;
  WorkerSpec spec_;
  std::string name_;
};

// A Slurm job name no other passnet process of this host uses now: passnet-<host>-<pid>.
std::string unique_job_name(const std::string& what);

}  // namespace passnet::exec
