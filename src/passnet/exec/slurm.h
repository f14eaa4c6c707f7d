// Slurm as an executor of job arrays (issue 33): a readable batch script per array, submitted
// with sbatch, watched with squeue until no task of it is left. Each task runs one command with
// its array index; the caller decides what a task does (bench/slurm_run.h: a shard of a run,
// into its own results database). A task warned before its time limit (--signal) stops its
// command with SIGINT and requeues itself; Slurm runs it again later and the command resumes.
#pragma once

#include <chrono>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace passnet::exec {

struct SlurmOptions {
  unsigned tasks = 2;  // array tasks a run is split into
  std::string partition;
  std::string account;
  std::string time_limit;  // sbatch --time ("HH:MM:SS", "2-00:00:00")
  unsigned gpus_per_task = 0;
  unsigned cpus_per_task = 0;
  // sbatch --signal: the warning before the time limit, sent to the batch shell ("B:").
  std::string signal = "B:USR1@120";
  std::vector<std::string> extra;  // further #SBATCH lines, verbatim ("--qos=high")
  std::chrono::seconds poll{5};
  // How long a long-lived worker task (srun.h) may wait in the queue before it must be running.
  std::chrono::seconds queue_wait{3600};
};

// Reads `key = value` lines (# comments) of a Slurm config file for passnet: tasks, partition,
// account, time, gpus_per_task, cpus_per_task, signal, poll_seconds, queue_wait_seconds, sbatch
// (repeatable). Values already set on the command line win: `options` holds them and
// `set_on_command_line` names them. Throws Error(kParse) with file:line for an unknown key or a
// bad number.
void read_slurm_config(const std::string& path, SlurmOptions& options,
                       const std::vector<std::string>& set_on_command_line);

struct ArrayJob {
  std::string name;                  // the job's name in squeue
  std::string folder;                // the script and the task logs go here
  std::vector<unsigned> indices;     // the array tasks to run
  std::vector<std::string> command;  // run per task; "{task}" becomes the array index
  std::vector<std::pair<std::string, std::string>> environment;
};

// The batch script for `job` (the header says what it is and how to rerun it).
std::string batch_script(const ArrayJob& job, const SlurmOptions& options);

// Writes FOLDER/<name>.sbatch and submits it; returns the job id. Throws Error(kIo) with
// sbatch's message when the submission fails.
std::string submit_array(const ArrayJob& job, const SlurmOptions& options);

// Polls squeue until no task of `job_id` is pending, running or being requeued; `on_poll` gets
// squeue's task lines each round (for progress). Throws Error(kIo) when squeue cannot run.
void wait_for_array(const std::string& job_id, const SlurmOptions& options,
                    const std::function<void(const std::vector<std::string>&)>& on_poll);

}  // namespace passnet::exec
