#include "passnet/exec/placement.h"

#include <fmt/format.h>

#include "passnet/exec/srun.h"
#include "passnet/util/error.h"

namespace passnet::exec {

std::unique_ptr<Executor> make_executor(const Placement& placement, const std::string& device,
                                        unsigned workers, WorkerSpec spec,
                                        const std::string& what) {
  if (!placement.srun)
    return std::make_unique<LocalExecutor>(
        local_slots(device, workers, run_gpus(device, placement.gpus)), std::move(spec));
  // The task's device follows its allocation: GPUs asked for means CUDA.
  bool wants_cuda = device != "cpu";
  if (wants_cuda != (placement.srun->gpus_per_task > 0))
    throw Error(ErrorCategory::kUsage,
                wants_cuda ? fmt::format("--device {} with --executor srun needs --slurm-gpus N "
                                         "(each worker task's GPUs)",
                                         device)
                           : "--slurm-gpus with --executor srun needs --device cuda");
  return std::make_unique<SrunExecutor>(workers, *placement.srun, std::move(spec),
                                        unique_job_name(what));
}

}  // namespace passnet::exec
