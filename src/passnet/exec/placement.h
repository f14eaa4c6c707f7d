// Where a pool's workers run, as its command line chose: on this host (its CPUs, or its GPUs,
// spread as `--gpus` says) or as long-lived Slurm tasks (`--executor srun`). Benchmark runs,
// annotation and prefix analysis take one and get their executor here, so each command offers the
// same choices.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "passnet/exec/executor.h"
#include "passnet/exec/slurm.h"

namespace passnet::exec {

struct Placement {
  std::string gpus;                  // local, on CUDA: the --gpus value (see run_gpus)
  std::optional<SlurmOptions> srun;  // set: every worker is a Slurm task started with srun
};

// The executor for `workers` workers on `device` ("cpu", "cuda", "cuda:N"); `what` names the
// pool in Slurm's queue.
std::unique_ptr<Executor> make_executor(const Placement& placement, const std::string& device,
                                        unsigned workers, WorkerSpec spec, const std::string& what);

}  // namespace passnet::exec
