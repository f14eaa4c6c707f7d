#include "passnet/exec/srun.h"

#include <fmt/format.h>
#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <sstream>

#include "passnet/exec/tool.h"
#include "passnet/util/error.h"

namespace passnet::exec {

namespace {

// Run by bash on the node before the worker: the compile caches on its own disk (a network file
// system is slow for them), shared by this user's workers there so that a restarted worker
// finds them warm.
constexpr const char* kNodeSetup =
    "cache=\"${TMPDIR:-/tmp}/passnet-cache-$(id -u)\"\n"
    "export TORCHINDUCTOR_CACHE_DIR=\"$cache/inductor\" TRITON_CACHE_DIR=\"$cache/triton\"\n"
    "exec \"$@\"\n";

std::string user_name() {
  if (const passwd* entry = ::getpwuid(::getuid()); entry && entry->pw_name) return entry->pw_name;
  return std::to_string(::getuid());
}

class SrunWorker final : public WorkerHandle {
 public:
  SrunWorker(WorkerConfig config, std::string job_name)
      : worker_(std::move(config)), job_name_(std::move(job_name)) {}
  ~SrunWorker() override { cancel(); }

  const nlohmann::json& ensure_started() override {
    try {
      return worker_.ensure_started();
    } catch (const Error&) {
      cancel();  // still queued, or started too late: nobody will talk to it
      throw;
    }
  }

  JobReply run(nlohmann::json request, std::chrono::seconds timeout) override {
    JobReply reply = worker_.run(std::move(request), timeout);
    // The engine killed srun (a hang) or lost it (a crash): the task may still hold its node.
    if (reply.failure == JobFailure::kTimeout || reply.failure == JobFailure::kCrash) cancel();
    return reply;
  }

  void shutdown() override {
    worker_.shutdown();
    cancel();
  }

  int starts() const override { return worker_.starts(); }

 private:
  void cancel() {
    if (worker_.starts() == 0) return;
    // Best effort: a job that already ended is simply not found.
    run_tool({"scancel", "--name=" + job_name_, "--user=" + user_name()});
  }

  Worker worker_;
  std::string job_name_;
};

}  // namespace

std::vector<std::string> srun_command(const SlurmOptions& options, const std::string& job_name,
                                      const std::vector<std::string>& worker_command) {
  std::vector<std::string> argv = {"srun",      "--job-name=" + job_name, "--ntasks=1",
                                   "--nodes=1", "--unbuffered",           "--kill-on-bad-exit=1"};
  if (!options.partition.empty()) argv.push_back("--partition=" + options.partition);
  if (!options.account.empty()) argv.push_back("--account=" + options.account);
  if (!options.time_limit.empty()) argv.push_back("--time=" + options.time_limit);
  if (options.gpus_per_task > 0) argv.push_back(fmt::format("--gpus={}", options.gpus_per_task));
  if (options.cpus_per_task > 0)
    argv.push_back(fmt::format("--cpus-per-task={}", options.cpus_per_task));
  for (const std::string& line : options.extra) {
    std::istringstream words(line);
    for (std::string word; words >> word;)
      argv.push_back(word);
  }
  argv.insert(argv.end(), {"bash", "-c", kNodeSetup, "passnet-worker"});
  argv.insert(argv.end(), worker_command.begin(), worker_command.end());
  return argv;
}

std::string unique_job_name(const std::string& what) {
  std::array<char, 256> host{};
  if (::gethostname(host.data(), host.size() - 1) != 0) host[0] = '\0';
  return fmt::format("passnet-{}-{}-{}", what, host.data(), ::getpid());
}

SrunExecutor::SrunExecutor(unsigned workers, SlurmOptions options, WorkerSpec spec,
                           std::string name)
    : options_(std::move(options)), spec_(std::move(spec)), name_(std::move(name)) {
  if (workers == 0) throw Error(ErrorCategory::kInternal, "an executor without slots");
  if (spec_.command.empty()) throw Error(ErrorCategory::kInternal, "a worker without a command");
  // Each task has its own allocation, so its workers never share a GPU: a timing lock apiece.
  for (unsigned i = 0; i < workers; ++i)
    slots_.push_back({.id = fmt::format("slurm/{}", i),
                      .device = options_.gpus_per_task > 0 ? "cuda" : "cpu",
                      .gpu = std::nullopt,
                      .lock_key = fmt::format("slurm-{}", i),
                      .environment = {}});
}

std::unique_ptr<WorkerHandle> SrunExecutor::worker(std::size_t index) {
  std::string job_name = fmt::format("{}-{}", name_, index);
  // srun passes the environment on to the task, so the spec's reaches the worker.
  WorkerConfig config = worker_config(spec_, index, slots_.at(index).device);
  config.command = srun_command(options_, job_name, config.command);
  // A worker waits in the queue before it can say it is ready.
  config.start_timeout = std::max(spec_.start_timeout, options_.queue_wait);
  return std::make_unique<SrunWorker>(std::move(config), std::move(job_name));
}

}  // namespace passnet::exec
