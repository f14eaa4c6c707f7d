// The engine's handle on one runtime worker (python -m passnet.runtime.worker, see
// docs/worker-protocol.md): starts it, waits for its ready line, sends one job at a time and
// waits for the reply with a timeout. A worker that hangs is killed; one that crashes is
// reaped; either way the job comes back as a typed failure with the cause and the tail of the
// worker's stderr, and the next job starts a fresh worker.
#pragma once

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "passnet/exec/subprocess.h"
#include "passnet/util/error.h"

namespace passnet::exec {

// The version of docs/worker-protocol.md this engine speaks. The worker's ready line names its
// own, and every request the engine sends names this one: each side refuses the other's
// mismatch, so an engine and a Python package from different checkouts stop at once, with a
// message that says so, instead of misreading each other's fields.
inline constexpr int kWorkerProtocol = 1;

// A worker whose ready line names another protocol version (or none). Fatal for a run: every
// worker started from the same installation would say the same.
class ProtocolMismatch : public Error {
 public:
  explicit ProtocolMismatch(const std::string& message) : Error(ErrorCategory::kUsage, message) {}
};

struct WorkerConfig {
  std::vector<std::string> command;
  std::string log_path;  // the worker's stderr, appended across restarts
  std::chrono::seconds start_timeout{180};
  std::optional<std::size_t> memory_limit_bytes;
  std::vector<std::pair<std::string, std::string>> environment;
};

enum class JobFailure { kNone, kTimeout, kCrash, kProtocol };

std::string_view to_string(JobFailure failure);

struct JobReply {
  JobFailure failure = JobFailure::kNone;
  nlohmann::json reply;  // the reply event (result, annotation, error) when failure is kNone
  std::string message;   // the cause otherwise, with the worker's last stderr lines
};

class Worker {
 public:
  explicit Worker(WorkerConfig config) : config_(std::move(config)) {}

  // Starts the worker if it is not running; throws Error(kIo) with the worker's stderr if it
  // does not come up, ProtocolMismatch if it speaks another protocol version. Returns its ready
  // line.
  const nlohmann::json& ensure_started();
  // One job (`protocol` and `id` added). Throws ProtocolMismatch as ensure_started does; every
  // other failure comes back in the reply.
  JobReply run(nlohmann::json request, std::chrono::seconds timeout);
  void shutdown();
  int starts() const { return starts_; }

 private:
  std::string stderr_tail(std::size_t lines) const;
  void check_protocol(const nlohmann::json& ready);  // kills the worker and throws on a mismatch

  WorkerConfig config_;
  std::unique_ptr<Subprocess> process_;
  nlohmann::json ready_;
  std::int64_t next_id_ = 1;
  int starts_ = 0;
};

}  // namespace passnet::exec
