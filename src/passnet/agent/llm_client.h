// The engine's client for a model served over HTTP (agent loop, docs/agent.md): one chat turn at
// a time per call, any number of calls from many threads, at most `concurrency` in flight. An
// attempt that meets a 429, a 5xx (529 included), a dropped connection, a timeout or a reply
// that does not fit the protocol (malformed JSON, a stream cut short, an error event) is tried
// again after an exponential backoff with jitter (a Retry-After header is honoured); a refusal
// (400, 401, 403, 404, 422: a context too long, a bad key, an unknown model) comes back at once.
// Each call's tokens and cost are added to the client's totals; a model without a price costs 0
// and says so. The API key is read from the environment once and never appears in a message.
#pragma once

#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <semaphore>
#include <string>

#include "passnet/agent/chat.h"
#include "passnet/agent/http_transport.h"
#include "passnet/agent/llm_config.h"
#include "passnet/agent/protocol.h"

namespace passnet::agent {

enum class LlmFailureKind : std::uint8_t {
  kConnection,   // refused, reset or dropped
  kTimeout,      // no connection in time, a silent server, or the whole attempt too long
  kServer,       // 429 or 5xx after every retry
  kProtocol,     // a reply that does not fit the protocol, after every retry
  kRefused,      // a 4xx other than 408/409/425/429: not worth retrying
  kInterrupted,  // Ctrl-C
};

std::string_view to_string(LlmFailureKind kind);

struct LlmFailure {
  LlmFailureKind kind = LlmFailureKind::kConnection;
  int status = 0;  // the HTTP status, where there was one
  std::string message;
  int attempts = 0;
};

struct ChatResult {
  std::optional<ChatReply> reply;
  std::optional<LlmFailure> failure;  // set when reply is not
};

struct LlmTotals {
  std::int64_t calls = 0;
  std::int64_t failed_calls = 0;
  std::int64_t attempts = 0;
  std::int64_t input_tokens = 0;
  std::int64_t output_tokens = 0;
  std::int64_t cached_input_tokens = 0;
  double cost = 0;
  std::int64_t unpriced_calls = 0;  // calls of a model with no price entry (cost 0)
};

class LlmClient {
 public:
  // Throws Error(kUsage) when api_key_env names a variable that is unset or empty, or the
  // transport cannot reach the base URL (https in a build without cpp-httplib).
  explicit LlmClient(LlmConfig config);

  ChatResult chat(const ChatRequest& request);
  LlmTotals totals() const;
  const LlmConfig& config() const { return config_; }

 private:
  struct Attempt;
  Attempt attempt(const WireRequest& wire) const;
  std::string redact(std::string text) const;
  void account(ChatReply& reply);

  LlmConfig config_;
  std::string api_key_;
  std::unique_ptr<WireProtocol> protocol_;
  std::unique_ptr<HttpTransport> transport_;
  std::string origin_;       // scheme://host[:port]
  std::string path_prefix_;  // the base URL's path ("/v1")
  std::counting_semaphore<1024> in_flight_;
  mutable std::mutex mutex_;
  LlmTotals totals_;
};

// The cost of `usage` at `price` (per million tokens; cached input at its own price if given).
double cost_of(const Usage& usage, const Price& price);

}  // namespace passnet::agent
