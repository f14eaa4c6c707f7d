#include "passnet/exec/executor.h"

#include <fmt/format.h>

#include <filesystem>

#include "passnet/util/error.h"

namespace passnet::exec {

namespace {

class LocalWorker final : public WorkerHandle {
 public:
  explicit LocalWorker(WorkerConfig config) : worker_(std::move(config)) {}
  const nlohmann::json& ensure_started() override { return worker_.ensure_started(); }
  JobReply run(nlohmann::json request, std::chrono::seconds timeout) override {
    return worker_.run(std::move(request), timeout);
  }
  void shutdown() override { worker_.shutdown(); }
  int starts() const override { return worker_.starts(); }

 private:
  Worker worker_;
};

}  // namespace

std::vector<std::string> runtime_worker_command(const std::string& python) {
  return {python, "-m", "passnet.runtime.worker"};
}

LocalExecutor::LocalExecutor(std::vector<Slot> slots, WorkerSpec spec)
    : slots_(std::move(slots)), spec_(std::move(spec)) {
  if (slots_.empty()) throw Error(ErrorCategory::kInternal, "an executor without slots");
  if (spec_.command.empty()) throw Error(ErrorCategory::kInternal, "a worker without a command");
}

WorkerConfig worker_config(const WorkerSpec& spec, std::size_t index, const std::string& device) {
  WorkerConfig config;
  config.command = spec.command;
  config.command.insert(config.command.end(), {"--device", device});
  config.log_path =
      (std::filesystem::path(spec.log_dir) / fmt::format("{}-{}.log", spec.log_prefix, index))
          .string();
  config.memory_limit_bytes = spec.memory_limit_bytes;
  config.start_timeout = spec.start_timeout;
  config.environment = spec.environment;
  return config;
}

std::unique_ptr<WorkerHandle> LocalExecutor::worker(std::size_t index) {
  const Slot& slot = slots_.at(index);
  WorkerConfig config = worker_config(spec_, index, slot.device);
  config.environment.insert(config.environment.end(), slot.environment.begin(),
                            slot.environment.end());
  return std::make_unique<LocalWorker>(std::move(config));
}

}  // namespace passnet::exec
