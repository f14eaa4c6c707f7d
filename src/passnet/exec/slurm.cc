#include "passnet/exec/slurm.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>

#include "passnet/exec/tool.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/interrupt.h"
#include "passnet/util/text.h"

namespace passnet::exec {

namespace fs = std::filesystem;

namespace {

std::string shell_quote(const std::string& text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\'')
      out += "'\\''";
    else
      out += c;
  }
  return out + "'";
}

std::string array_spec(const std::vector<unsigned>& indices) {
  return fmt::format("{}", fmt::join(indices, ","));
}

}  // namespace

void read_slurm_config(const std::string& path, SlurmOptions& options,
                       const std::vector<std::string>& set_on_command_line) {
  std::istringstream in(read_file(path));
  std::set<std::string> fixed(set_on_command_line.begin(), set_on_command_line.end());
  std::size_t number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    std::string text(trim(std::string_view(line).substr(0, line.find('#'))));
    if (text.empty()) continue;
    std::size_t eq = text.find('=');
    if (eq == std::string::npos)
      throw Error(ErrorCategory::kParse,
                  fmt::format("{}:{}:1: expected key = value", path, number));
    std::string key(trim(std::string_view(text).substr(0, eq)));
    std::string value(trim(std::string_view(text).substr(eq + 1)));
    auto number_of = [&](const std::string& what) -> unsigned {
      try {
        std::size_t used = 0;
        unsigned long parsed = std::stoul(value, &used);
        if (used != value.size()) throw std::invalid_argument(value);
        return static_cast<unsigned>(parsed);
      } catch (const std::exception&) {
        throw Error(ErrorCategory::kParse,
                    fmt::format("{}:{}:{}: {} must be a whole number, not {:?}", path, number,
                                eq + 2, what, value));
      }
    };
    if (key != "sbatch" && fixed.contains(key)) continue;
    if (key == "tasks")
      options.tasks = number_of(key);
    else if (key == "partition")
      options.partition = value;
    else if (key == "account")
      options.account = value;
    else if (key == "time")
      options.time_limit = value;
    else if (key == "gpus_per_task")
      options.gpus_per_task = number_of(key);
    else if (key == "cpus_per_task")
      options.cpus_per_task = number_of(key);
    else if (key == "signal")
      options.signal = value;
    else if (key == "poll_seconds")
      options.poll = std::chrono::seconds(number_of(key));
    else if (key == "queue_wait_seconds")
      options.queue_wait = std::chrono::seconds(number_of(key));
    else if (key == "sbatch")
      options.extra.push_back(value);
    else
      throw Error(
          ErrorCategory::kParse,
          fmt::format("{}:{}:1: unknown key {:?} (tasks, partition, account, time, "
                      "gpus_per_task, cpus_per_task, signal, poll_seconds, queue_wait_seconds, "
                      "sbatch)",
                      path, number, key));
  }
}

std::string batch_script(const ArrayJob& job, const SlurmOptions& options) {
  std::string out = "#!/bin/bash\n";
  out += fmt::format(
      "# Written by passnet: {} array task(s) of `{}`, one per shard; each runs its shard into "
      "its own results database and resumes it when Slurm runs the task again. Resubmitting "
      "the passnet command that wrote this resubmits the unfinished shards only.\n",
      job.indices.size(), job.name);
  out += fmt::format("#SBATCH --job-name={}\n", job.name);
  out += fmt::format("#SBATCH --array={}\n", array_spec(job.indices));
  out += fmt::format("#SBATCH --output={}\n", (fs::path(job.folder) / "task-%a.log").string());
  out += "#SBATCH --open-mode=append\n#SBATCH --requeue\n#SBATCH --ntasks=1\n";
  if (!options.partition.empty()) out += fmt::format("#SBATCH --partition={}\n", options.partition);
  if (!options.account.empty()) out += fmt::format("#SBATCH --account={}\n", options.account);
  if (!options.time_limit.empty()) out += fmt::format("#SBATCH --time={}\n", options.time_limit);
  if (options.gpus_per_task > 0) out += fmt::format("#SBATCH --gpus={}\n", options.gpus_per_task);
  if (options.cpus_per_task > 0)
    out += fmt::format("#SBATCH --cpus-per-task={}\n", options.cpus_per_task);
  if (!options.signal.empty()) out += fmt::format("#SBATCH --signal={}\n", options.signal);
  for (const std::string& line : options.extra)
    out += fmt::format("#SBATCH {}\n", line);
  out += "\nset -u\n";
  for (const auto& [key, value] : job.environment)
    out += fmt::format("export {}={}\n", key, shell_quote(value));
  out +=
      "# Compile caches on the node's own disk: a network file system is slow for them, and "
      "tasks of one node share them.\n"
      "local=\"${TMPDIR:-/tmp}/passnet-$SLURM_ARRAY_JOB_ID\"\n"
      "export TORCHINDUCTOR_CACHE_DIR=\"$local/inductor\" TRITON_CACHE_DIR=\"$local/triton\"\n"
      "task=\"$SLURM_ARRAY_TASK_ID\"\n"
      "echo \"passnet: task $task (job ${SLURM_ARRAY_JOB_ID}_$task, restart "
      "${SLURM_RESTART_COUNT:-0}) on $(hostname) at $(date -u +%FT%TZ)\"\n"
      "# Warned before the time limit: stop the shard (it records every finished sample) and "
      "requeue this task; the shard resumes when it runs again.\n"
      "requeue() {\n"
      "  echo \"passnet: time limit near: stopping task $task and requeueing it\"\n"
      "  kill -INT \"$child\" 2>/dev/null\n"
      "  wait \"$child\"\n"
      "  scontrol requeue \"${SLURM_ARRAY_JOB_ID}_$task\"\n"
      "  exit 0\n"
      "}\n"
      "trap requeue USR1\n";
  std::vector<std::string> words;
  for (const std::string& word : job.command) {
    std::string quoted = shell_quote(word);
    for (std::size_t at; (at = quoted.find("{task}")) != std::string::npos;)
      quoted.replace(at, 6, "'\"$task\"'");
    words.push_back(quoted);
  }
  out += fmt::format("{} &\nchild=$!\nwait \"$child\"\n", fmt::join(words, " "));
  out +=
      "status=$?\necho \"passnet: task $task ended with status $status at $(date -u "
      "+%FT%TZ)\"\nexit $status\n";
  return out;
}

std::string submit_array(const ArrayJob& job, const SlurmOptions& options) {
  if (job.indices.empty()) throw Error(ErrorCategory::kInternal, "an array job without tasks");
  fs::create_directories(job.folder);
  fs::path script = fs::path(job.folder) / (job.name + ".sbatch");
  write_file(script, batch_script(job, options));
  ToolResult submitted = run_tool({"sbatch", "--parsable", script.string()});
  if (!submitted.ok || submitted.lines.empty())
    throw Error(ErrorCategory::kIo, fmt::format("sbatch {}: {}", script.string(),
                                                submitted.ok ? "no job id" : submitted.error));
  std::string id = submitted.lines.front();
  return id.substr(0, id.find(';'));  // "ID;cluster" on a federation
}

void wait_for_array(const std::string& job_id, const SlurmOptions& options,
                    const std::function<void(const std::vector<std::string>&)>& on_poll) {
  for (;;) {
    ToolResult queue = run_tool({"squeue", "-h", "-r", "-j", job_id, "-o", "%i %T %R"});
    if (!queue.ok) {
      // A job that left the queue long ago is unknown to squeue: nothing of it is left to wait for.
      if (queue.error.find("Invalid job id") != std::string::npos) return;
      throw Error(ErrorCategory::kIo, queue.error);
    }
    std::vector<std::string> tasks;
    for (const std::string& line : queue.lines)
      if (!trim(line).empty()) tasks.emplace_back(trim(line));
    if (on_poll) on_poll(tasks);
    if (tasks.empty()) return;
    for (auto waited = std::chrono::seconds(0); waited < options.poll;
         waited += std::chrono::seconds(1)) {
      if (InterruptGuard::interrupted()) return;
      std::this_thread::sleep_for(std::chrono::seconds(1));
    }
  }
}

}  // namespace passnet::exec
