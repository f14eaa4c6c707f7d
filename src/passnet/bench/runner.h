// `passnet bench run`: evaluates samples under eager and candidate backends on runtime workers
// and stores every result in RUN_DIR/run.db as it arrives. Workers are supervised: a job that
// hangs past its timeout or crashes its worker is recorded as failed with the cause, and the
// worker is restarted. Re-running the same command resumes: finished samples are skipped, and
// the sample in flight when the engine died is run again (it was never recorded).
#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "passnet/bench/baseline_cache.h"
#include "passnet/bench/run_option_values.h"
#include "passnet/exec/job_pool.h"
#include "passnet/exec/slurm.h"

namespace passnet::bench {

struct RunOptions {
  std::string samples;                // a folder of samples, or a text file listing sample folders
  std::vector<std::string> backends;  // eager is the baseline whether listed or not
  std::string device = "cpu";
  std::string out_dir;
  std::optional<int> warmup;  // worker defaults per device when unset
  std::optional<int> trials;
  std::optional<double> min_measure_ms;
  TimingMethod timing = kDefaultTiming;
  Invocation invocation = kDefaultInvocation;  // cudagraph needs a CUDA device
  // The evaluation preset the options came from ("default" or "passnet"), recorded for reports.
  std::string preset = "default";
  // False: pass backends run without the integrity layer (PassNet's own evaluation).
  bool integrity = true;
  // CUDA: measure each sample's floor (eager replayed from a CUDA graph, eager's kernel time).
  bool floor = false;
  // Per sample, what runs under a backend name there (task_passes.h): sample -> name -> spec.
  std::map<std::string, std::map<std::string, std::string>> backend_specs;
  int seed = 123;
  // Concurrent workers on the device: they compile in parallel and take turns to time.
  unsigned jobs = 1;
  // CUDA: the GPUs to spread the workers over ("0,2"; empty: every visible GPU when there are
  // several, else the one the driver picks, as before).
  std::string gpus;
  // Set: every worker is a long-lived Slurm task started with srun (exec/srun.h) instead.
  std::optional<exec::SlurmOptions> srun;
  // CUDA with jobs > 1: CPUs reserved for the worker that is timing (see docs/worker-protocol.md).
  unsigned timing_cpus = 2;
  std::chrono::seconds timeout{600};
  std::string python = "python3";
  std::optional<std::size_t> memory_limit_mb;
  // Flushed under cudagraph: inside the graph, a flush-only graph's time subtracted.
  L2State l2 = kDefaultL2;
  // Timing sessions per candidate, the rounds split among them: under cudagraph each on graphs
  // captured anew over input sets at fresh addresses (worker default 3); under dynamo and
  // direct each in its own turn at the timing lock, a pause apart (worker default 1).
  std::optional<int> sessions;
  // Host-inclusive invocations, batched timing: a pass backend is timed with eager and Inductor
  // in the same rounds (Inductor compiled as a baseline when not among the backends). Unset: the
  // worker's default, on for CUDA devices and off on the CPU, where the extra compile of Inductor
  // tripled a pass job's time.
  std::optional<bool> inductor_rounds;
  std::optional<int> max_remeasure;  // worker default (3) when unset
  // batched on CUDA: rounds in host phases slower than this are set aside (worker default 0.15;
  // 0 keeps every round, so the timing work per job is fixed).
  std::optional<double> steady_tolerance;
  bool kernel_time = false;
  bool cuda_graph_time = false;
  bool progress = true;
  std::optional<std::size_t> limit;  // run only the first N samples (in sorted order)
  // Set: the jobs run on these warm workers (the agent's, shared by its evaluations) instead of
  // workers started for this run, and every run on them takes its GPU's timing lock in
  // lock_dir, so that runs sharing the workers never time on one GPU at once.
  exec::WorkerPool* pool = nullptr;
  std::string lock_dir;  // empty: OUT_DIR/workers
  // Set: eager's figure per sample comes from this cache when it holds one for the worker's
  // kind of device, and the candidates are timed alone against it; a miss measures eager as
  // usual and stores it (bench/baseline_cache.h).
  std::shared_ptr<BaselineCache> baselines;
  // With `baselines`: a miss also measures Inductor (a backend of the job, not of the run), so
  // that later hits give each candidate's speedup over Inductor.
  bool baseline_inductor = false;
};

struct RunSummary {
  std::size_t total = 0;
  std::size_t skipped = 0;  // finished in an earlier run
  std::size_t ran = 0;
  std::size_t failed_jobs = 0;  // timeouts, crashes
  double seconds = 0;
  bool interrupted = false;
  nlohmann::json summary;  // what summary.json holds
};

std::vector<std::string> resolve_samples(const std::string& samples);
// Refuses options that cannot go together (cudagraph off CUDA) with Error(kUsage): called where
// every run is planned (run_benchmark, run_on_slurm), whichever command built the options.
void check_run_options(const RunOptions& options);
RunSummary run_benchmark(const RunOptions& options);

// Rebuilds RUN_DIR/summary.json from the run DB: counts per backend and status, speedup and
// compile-time medians, harness overhead per job.
nlohmann::json summarize_run(const std::string& run_dir);

}  // namespace passnet::bench
