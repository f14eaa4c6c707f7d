// `--executor local|slurm` and the Slurm flags, shared by `bench run` and `bench suite run`, and
// the `bench shard` command a Slurm task runs (bench/slurm_run.h, docs/slurm.md).
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "passnet/bench/runner.h"
#include "passnet/exec/slurm.h"

namespace passnet::cli {

struct ExecutorArgs {
  std::string executor = "local";
  std::string slurm_config;
  exec::SlurmOptions slurm;
  CLI::App* command = nullptr;  // to tell which Slurm flags were given
};

void add_executor_options(CLI::App* cmd, ExecutorArgs& args);

// The run on the chosen executor.
bench::RunSummary run_with_executor(const bench::RunOptions& options, const ExecutorArgs& args);

void add_bench_shard_command(CLI::App& group);

}  // namespace passnet::cli
