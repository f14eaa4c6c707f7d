// `--executor` and the Slurm flags of every command that starts workers, and the `bench shard`
// command a Slurm array task runs (bench/slurm_run.h, exec/srun.h, docs/slurm.md).
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "passnet/bench/runner.h"
#include "passnet/exec/placement.h"
#include "passnet/exec/slurm.h"

namespace passnet::cli {

struct ExecutorArgs {
  std::string executor = "local";
  std::string gpus;  // pools other than a benchmark run's (which keeps its own in RunOptions)
  std::string slurm_config;
  exec::SlurmOptions slurm;
  CLI::App* command = nullptr;  // to tell which Slurm flags were given
};

// --executor local|slurm|srun and the Slurm flags, for `bench run` and `bench suite run`.
void add_executor_options(CLI::App* cmd, ExecutorArgs& args);

// --executor local|srun, --gpus and the Slurm flags, for the other commands that start workers
// (annotation, mining): a job array of shards is a benchmark run's alone.
void add_pool_executor_options(CLI::App* cmd, ExecutorArgs& args);

// The Slurm options: the flags, then the --slurm-config file for what they left unset.
exec::SlurmOptions slurm_options(const ExecutorArgs& args);

// Where a pool's workers run, as add_pool_executor_options's flags say.
exec::Placement placement(const ExecutorArgs& args);

// The run on the chosen executor.
bench::RunSummary run_with_executor(bench::RunOptions options, const ExecutorArgs& args);

void add_bench_shard_command(CLI::App& group);

}  // namespace passnet::cli
