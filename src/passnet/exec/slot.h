// Where a worker runs: a GPU of this host or a share of its CPUs (a Slurm task later). Pools
// schedule over slots, never over devices, so the rules (one worker per slot, a job whose worker
// died retried once on another slot, timing turns per GPU) are the same for one GPU, several, or
// CPU slots standing in for GPUs in a test.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace passnet::exec {

struct Slot {
  std::string id;                  // "gpu1/0": GPU 1, its first worker; "cpu/3"
  std::string device;              // what the worker is told: "cuda", "cuda:1" or "cpu"
  std::optional<std::string> gpu;  // the physical GPU, where the slot pins one
  // Workers of slots with the same key take turns to time ("cuda", "cuda-gpu1", "cpu").
  std::string lock_key;
  std::vector<std::pair<std::string, std::string>> environment;  // CUDA_VISIBLE_DEVICES=1
};

// The GPUs a `--gpus` value names ("0,2"; duplicates dropped, order kept). Throws
// Error(kUsage) for anything but comma-separated non-negative integers.
std::vector<std::string> parse_gpus(const std::string& text);

// The GPUs this process sees, as the driver numbers them for it (0..n-1): CUDA_VISIBLE_DEVICES's
// entries when set, else one per line of `nvidia-smi -L`, else none.
std::vector<std::string> visible_gpus();

// The GPUs a CUDA run spreads its workers over: the `--gpus` value when given, else every
// visible GPU when there are two or more, else none (one GPU: workers run as they always did).
std::vector<std::string> run_gpus(const std::string& device, const std::string& gpus_flag);

// `workers` slots for `device`. On CUDA with `gpus` (indices as this process sees them), workers
// go round-robin over them, each seeing only its GPU (CUDA_VISIBLE_DEVICES, mapped through this
// process's own) as cuda:0 and taking timing turns with that GPU's workers alone. Without, every
// slot is the device as given and all share one timing lock, exactly as before slots existed.
std::vector<Slot> local_slots(const std::string& device, unsigned workers,
                              const std::vector<std::string>& gpus);

}  // namespace passnet::exec
