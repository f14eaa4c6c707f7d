#include "passnet/exec/worker.h"

#include <fmt/format.h>

#include <deque>
#include <fstream>

#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"

namespace passnet::exec {

std::string_view to_string(JobFailure failure) {
  switch (failure) {
    case JobFailure::kNone:
      return "none";
    case JobFailure::kTimeout:
      return "timeout";
    case JobFailure::kCrash:
      return "crash";
    case JobFailure::kProtocol:
      return "protocol";
  }
  return "unknown";
}

std::string Worker::stderr_tail(std::size_t lines) const {
  std::ifstream in(config_.log_path);
  std::deque<std::string> tail;
  for (std::string line; std::getline(in, line);) {
    tail.push_back(std::move(line));
    if (tail.size() > lines) tail.pop_front();
  }
  std::string out;
  for (const std::string& line : tail)
    out += "\n  | " + line;
  return out;
}

const nlohmann::json& Worker::ensure_started() {
  if (process_ && !process_->poll()) return ready_;
  SpawnOptions options;
  options.stderr_path = config_.log_path;
  options.memory_limit_bytes = config_.memory_limit_bytes;
  options.environment = config_.environment;
  process_ = std::make_unique<Subprocess>(config_.command, options);
  ++starts_;
  std::string line;
  auto deadline = std::chrono::steady_clock::now() + config_.start_timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    ReadStatus status = process_->read_line(line, left);
    if (status == ReadStatus::kLine) {
      nlohmann::json event = nlohmann::json::parse(line, nullptr, false);
      if (event.is_object() && event.value("event", "") == "ready") {
        check_protocol(event);
        ready_ = std::move(event);
        return ready_;
      }
      continue;  // not protocol: ignore, the worker's stderr has the details
    }
    if (status == ReadStatus::kEof) break;
  }
  process_->kill();
  std::string cause = process_->poll().value_or("no ready line in time");
  process_.reset();
  throw Error(ErrorCategory::kIo, fmt::format("worker `{}` did not start ({}); its stderr ({}):{}",
                                              fmt::join(config_.command, " "), cause,
                                              config_.log_path, stderr_tail(20)));
}

void Worker::check_protocol(const nlohmann::json& ready) {
  const nlohmann::json* version = ready.contains("protocol") ? &ready["protocol"] : nullptr;
  if (version && version->is_number_integer() && version->get<int>() == kWorkerProtocol) return;
  std::string spoken = version && version->is_number_integer()
                           ? fmt::format("protocol {}", version->get<int>())
                           : std::string("no protocol version");
  process_->kill();
  process_.reset();
  throw ProtocolMismatch(fmt::format(
      "worker `{}` speaks {}, this engine speaks protocol {} (docs/worker-protocol.md): the engine "
      "and the Python package come from different passnet versions; build the engine and install "
      "the package (`pip install -e .`) from one checkout",
      fmt::join(config_.command, " "), spoken, kWorkerProtocol));
}

JobReply Worker::run(nlohmann::json request, std::chrono::seconds timeout) {
  JobReply reply;
  try {
    ensure_started();
  } catch (const ProtocolMismatch&) {
    throw;
  } catch (const Error& error) {
    reply.failure = JobFailure::kCrash;
    reply.message = error.what();
    return reply;
  }
  std::int64_t id = next_id_++;
  request["id"] = id;
  request["protocol"] = kWorkerProtocol;
  if (!process_->write_line(request.dump())) {
    process_->kill();
    reply.failure = JobFailure::kCrash;
    reply.message = fmt::format("worker died before the job was sent ({}){}",
                                process_->poll().value_or("?"), stderr_tail(20));
    process_.reset();
    return reply;
  }
  auto deadline = std::chrono::steady_clock::now() + timeout;
  std::string line;
  for (;;) {
    if (InterruptGuard::interrupted()) {
      process_->kill();
      process_.reset();
      reply.failure = JobFailure::kCrash;
      reply.message = "interrupted; worker killed";
      return reply;
    }
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    // Short slices, so that Ctrl-C of the engine does not wait out a long job.
    ReadStatus status =
        left.count() > 0 ? process_->read_line(line, std::min(left, std::chrono::milliseconds(500)))
                         : ReadStatus::kTimeout;
    if (status == ReadStatus::kTimeout && std::chrono::steady_clock::now() < deadline) continue;
    if (status == ReadStatus::kTimeout) {
      process_->kill();
      process_.reset();
      reply.failure = JobFailure::kTimeout;
      reply.message = fmt::format("job timed out after {} s; worker killed", timeout.count());
      return reply;
    }
    if (status == ReadStatus::kEof) {
      // Give the kernel a moment to report how the worker ended.
      process_->finish(std::chrono::milliseconds(2000));
      std::string cause = process_->poll().value_or("stdout closed");
      process_.reset();
      reply.failure = JobFailure::kCrash;
      reply.message = fmt::format("worker crashed during the job ({}); last stderr lines:{}", cause,
                                  stderr_tail(15));
      return reply;
    }
    nlohmann::json event = nlohmann::json::parse(line, nullptr, false);
    if (!event.is_object() || !event.contains("event") || !event["event"].is_string()) continue;
    // The reply is the first event carrying the job's id: `result` for run, `annotation` for
    // annotate, `error` for any request. An `error` without an id is the worker's answer to a
    // request it failed on internally; one job is in flight, so it is this job's.
    const nlohmann::json* event_id = event.contains("id") ? &event["id"] : nullptr;
    bool ours = event_id && event_id->is_number_integer() && event_id->get<std::int64_t>() == id;
    bool orphan_error = (!event_id || event_id->is_null()) && event["event"] == "error";
    if (ours || orphan_error) {
      reply.reply = std::move(event);
      return reply;
    }
  }
}

void Worker::shutdown() {
  if (!process_) return;
  if (InterruptGuard::interrupted()) {
    // The worker had the same SIGINT and may be tearing down a CUDA context or a profiler:
    // a polite wait per worker adds up to minutes over a pool, and nothing it holds is ours.
    process_->kill();
    process_.reset();
    return;
  }
  process_->write_line(nlohmann::json{{"cmd", "shutdown"}, {"id", next_id_++}}.dump());
  process_->finish(std::chrono::milliseconds(5000));
  process_.reset();
}

}  // namespace passnet::exec
