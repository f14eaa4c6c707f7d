#include "passnet/cli/executor_options.h"

#include <fmt/format.h>

#include <filesystem>
#include <memory>

#include "passnet/bench/slurm_run.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::cli {

namespace {

constexpr const char* kGroup = "Slurm (--executor slurm or srun)";

// Which config keys the command line set, so that the config file does not override them.
std::vector<std::string> given(const ExecutorArgs& args) {
  std::vector<std::string> keys;
  const std::pair<const char*, const char*> flags[] = {
      {"--slurm-tasks", "tasks"},
      {"--slurm-partition", "partition"},
      {"--slurm-account", "account"},
      {"--slurm-time", "time"},
      {"--slurm-gpus", "gpus_per_task"},
      {"--slurm-cpus", "cpus_per_task"},
      {"--slurm-signal", "signal"},
      {"--slurm-poll", "poll_seconds"},
      {"--slurm-queue-wait", "queue_wait_seconds"}};
  for (const auto& [flag, key] : flags)
    if (args.command && args.command->count(flag) > 0) keys.emplace_back(key);
  return keys;
}

void add_slurm_flags(CLI::App* cmd, ExecutorArgs& args) {
  args.command = cmd;
  cmd->add_option("--slurm-config", args.slurm_config,
                  "A file of `key = value` lines: tasks, partition, account, time, "
                  "gpus_per_task, cpus_per_task, signal, poll_seconds, queue_wait_seconds, sbatch "
                  "(a further #SBATCH line; repeatable). Flags win over it")
      ->group(kGroup);
  cmd->add_option("--slurm-tasks", args.slurm.tasks, "Array tasks (shards); slurm only")
      ->capture_default_str()
      ->group(kGroup);
  cmd->add_option("--slurm-partition", args.slurm.partition, "--partition")->group(kGroup);
  cmd->add_option("--slurm-account", args.slurm.account, "--account")->group(kGroup);
  cmd->add_option("--slurm-time", args.slurm.time_limit, "--time, per task")->group(kGroup);
  cmd->add_option("--slurm-gpus", args.slurm.gpus_per_task, "GPUs per task (--gpus)")
      ->group(kGroup);
  cmd->add_option("--slurm-cpus", args.slurm.cpus_per_task, "CPUs per task")->group(kGroup);
  cmd->add_option("--slurm-signal", args.slurm.signal,
                  "sbatch --signal: the warning before the time limit on which an array task "
                  "stops its shard and requeues itself (empty: none); slurm only")
      ->capture_default_str()
      ->group(kGroup);
  cmd->add_option_function<unsigned>(
         "--slurm-poll",
         [&args](unsigned seconds) { args.slurm.poll = std::chrono::seconds(seconds); },
         "Seconds between squeue polls (5); slurm only")
      ->group(kGroup);
  cmd->add_option_function<unsigned>(
         "--slurm-queue-wait",
         [&args](unsigned seconds) { args.slurm.queue_wait = std::chrono::seconds(seconds); },
         "Seconds a worker task may wait in the queue before it must be running (3600); srun "
         "only")
      ->group(kGroup);
}

}  // namespace

void add_executor_options(CLI::App* cmd, ExecutorArgs& args) {
  cmd->add_option("--executor", args.executor,
                  "Where the workers run: local (this host's CPUs or GPUs); slurm (an sbatch job "
                  "array, a task per shard, each into its own database under OUT/shards/, "
                  "merged into OUT/run.db); srun (one long-lived Slurm task per worker, --jobs of "
                  "them, serving jobs until the run ends). docs/slurm.md")
      ->check(CLI::IsMember({"local", "slurm", "srun"}))
      ->capture_default_str();
  add_slurm_flags(cmd, args);
}

void add_pool_executor_options(CLI::App* cmd, ExecutorArgs& args) {
  cmd->add_option("--executor", args.executor,
                  "Where the workers run: local (this host's CPUs or GPUs) or srun (one "
                  "long-lived Slurm task per worker, serving jobs until the command ends; "
                  "docs/slurm.md)")
      ->check(CLI::IsMember({"local", "srun"}))
      ->capture_default_str();
  cmd->add_option("--gpus", args.gpus,
                  "CUDA, local: the GPUs to spread the workers over (\"0,2\"; default: every "
                  "visible GPU when there are several)");
  add_slurm_flags(cmd, args);
}

exec::SlurmOptions slurm_options(const ExecutorArgs& args) {
  exec::SlurmOptions slurm = args.slurm;
  if (!args.slurm_config.empty()) exec::read_slurm_config(args.slurm_config, slurm, given(args));
  return slurm;
}

exec::Placement placement(const ExecutorArgs& args) {
  exec::Placement out{.gpus = args.gpus, .srun = std::nullopt};
  if (args.executor == "srun") out.srun = slurm_options(args);
  return out;
}

bench::RunSummary run_with_executor(bench::RunOptions options, const ExecutorArgs& args) {
  if (args.executor == "local") return bench::run_benchmark(options);
  exec::SlurmOptions slurm = slurm_options(args);
  if (args.executor == "srun") {
    options.srun = slurm;
    return bench::run_benchmark(options);
  }
  if (slurm.tasks == 0) throw Error(ErrorCategory::kUsage, "--slurm-tasks must be at least 1");
  return bench::run_on_slurm(options, slurm, executable_path().string());
}

void add_bench_shard_command(CLI::App& group) {
  auto file = std::make_shared<std::string>();
  CLI::App* cmd = group.add_subcommand(
      "shard",
      "Run one shard of a run that `--executor slurm` planned (what each Slurm array task "
      "runs): RUN/slurm/shard-I.json holds the run's options for its samples and database. "
      "Resumes where an earlier attempt stopped.");
  cmd->add_option("SHARD_JSON", *file, "RUN/slurm/shard-I.json")->required();
  cmd->callback([file] {
    bench::RunSummary summary = bench::run_shard(*file);
    fmt::print("shard {}: {} samples, {} run, {} finished before, {} failed jobs, {:.0f}s{}\n",
               *file, summary.total, summary.ran, summary.skipped, summary.failed_jobs,
               summary.seconds, summary.interrupted ? " (interrupted)" : "");
    if (summary.interrupted) throw CLI::RuntimeError(130);
  });
}

}  // namespace passnet::cli
