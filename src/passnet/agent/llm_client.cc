#include "passnet/agent/llm_client.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <random>
#include <thread>

#include "passnet/agent/sse.h"
#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"

namespace passnet::agent {

namespace {

using Clock = std::chrono::steady_clock;

bool retryable_status(int status) {
  return status == 408 || status == 409 || status == 425 || status == 429 || status >= 500;
}

// Sleeps in short slices so that Ctrl-C does not wait out a long backoff; false if interrupted.
bool sleep_unless_interrupted(double seconds) {
  auto until = Clock::now() + std::chrono::duration<double>(seconds);
  while (Clock::now() < until) {
    if (InterruptGuard::interrupted()) return false;
    std::this_thread::sleep_for(std::min<Clock::duration>(
        std::chrono::milliseconds(100),
        std::chrono::duration_cast<Clock::duration>(until - Clock::now())));
  }
  return !InterruptGuard::interrupted();
}

double jittered_backoff(const LlmConfig& config, int retry) {
  thread_local std::mt19937 random{std::random_device{}()};
  double ceiling = std::min(config.backoff_max_seconds,
                            config.backoff_seconds * std::pow(2.0, std::min(retry, 30)));
  // "Equal jitter": at least half the exponential step, so retries still spread out.
  return std::uniform_real_distribution<double>(ceiling / 2, ceiling)(random);
}

std::optional<double> retry_after_seconds(const std::string& header) {
  if (header.empty()) return std::nullopt;
  char* end = nullptr;
  double seconds = std::strtod(header.c_str(), &end);
  if (end == header.c_str() || seconds < 0) return std::nullopt;  // an HTTP date: ignored
  return seconds;
}

std::string server_message(const std::string& body) {
  nlohmann::json parsed = nlohmann::json::parse(body, nullptr, false);
  if (parsed.is_object() && parsed.contains("error")) {
    const nlohmann::json& error = parsed["error"];
    if (error.is_object() && error.contains("message") && error["message"].is_string())
      return error["message"];
    if (error.is_string()) return error;
  }
  constexpr std::size_t kExcerpt = 300;
  return body.substr(0, kExcerpt) + (body.size() > kExcerpt ? "..." : "");
}

}  // namespace

std::string_view to_string(LlmFailureKind kind) {
  switch (kind) {
    case LlmFailureKind::kConnection:
      return "connection";
    case LlmFailureKind::kTimeout:
      return "timeout";
    case LlmFailureKind::kServer:
      return "server";
    case LlmFailureKind::kProtocol:
      return "protocol";
    case LlmFailureKind::kRefused:
      return "refused";
    case LlmFailureKind::kInterrupted:
      return "interrupted";
  }
  return "unknown";
}

double cost_of(const Usage& usage, const Price& price) {
  double cached = static_cast<double>(
      std::clamp(usage.cached_input_tokens, std::int64_t{0}, usage.input_tokens));
  double fresh = static_cast<double>(usage.input_tokens) - cached;
  double cached_price = price.cached_input_per_mtok.value_or(price.input_per_mtok);
  return (fresh * price.input_per_mtok + cached * cached_price +
          static_cast<double>(usage.output_tokens) * price.output_per_mtok) /
         1e6;
}

struct LlmClient::Attempt {
  std::optional<ChatReply> reply;
  LlmFailure failure;
  bool retry = false;
  std::optional<double> retry_after;
};

LlmClient::LlmClient(LlmConfig config)
    : config_(std::move(config)),
      protocol_(make_protocol(config_.protocol)),
      in_flight_(std::clamp(config_.concurrency, 1, 1024)) {
  if (!config_.api_key_env.empty()) {
    const char* key = std::getenv(config_.api_key_env.c_str());
    if (!key || !*key)
      throw Error(
          ErrorCategory::kUsage,
          fmt::format("the API key variable {} (llm.api_key_env) is not set", config_.api_key_env));
    api_key_ = key;
  }
  std::size_t scheme_end = config_.base_url.find("://");
  std::size_t path_start = config_.base_url.find('/', scheme_end + 3);
  origin_ = config_.base_url.substr(0, path_start);
  if (path_start != std::string::npos) path_prefix_ = config_.base_url.substr(path_start);
  transport_ = make_transport(config_.transport, origin_);
}

std::string LlmClient::redact(std::string text) const {
  if (api_key_.size() < 4) return text;
  for (std::size_t at; (at = text.find(api_key_)) != std::string::npos;)
    text.replace(at, api_key_.size(), "[key]");
  return text;
}

LlmClient::Attempt LlmClient::attempt(const WireRequest& wire) const {
  Attempt out;
  HttpRequest request;
  request.origin = origin_;
  request.path = path_prefix_ + wire.path;
  request.headers = {wire.headers.begin(), wire.headers.end()};
  request.headers.emplace_back("Accept", config_.stream ? "text/event-stream" : "application/json");
  request.headers.emplace_back("Content-Type", "application/json");
  request.body = wire.body.dump();
  request.connect_timeout = config_.connect_timeout;
  request.read_timeout = config_.read_timeout;

  auto started = Clock::now();
  auto deadline = started + config_.request_timeout;
  int status = 0;
  bool event_stream = false;
  bool out_of_time = false;
  std::string body;
  std::unique_ptr<StreamAssembler> assembler;
  std::optional<ProtocolError> stream_error;
  SseParser sse([&](const std::string& name, const std::string& data) {
    if (stream_error) return;
    try {
      assembler->event(name, data);
    } catch (const ProtocolError& error) {
      stream_error = error;
    }
  });
  auto on_head = [&](const HttpHead& head) {
    status = head.status;
    out.retry_after = retry_after_seconds(head.retry_after);
    event_stream =
        status == 200 && head.content_type.find("text/event-stream") != std::string::npos;
    if (event_stream) assembler = protocol_->stream();
  };
  auto on_body = [&](std::string_view data) {
    if (Clock::now() > deadline) {
      out_of_time = true;
      return false;
    }
    if (InterruptGuard::interrupted()) return false;
    if (event_stream)
      sse.feed(data);
    else
      body.append(data);
    return !stream_error;  // the server said it failed: stop reading
  };
  HttpResult sent = transport_->post(request, on_head, on_body);
  double seconds = std::chrono::duration<double>(Clock::now() - started).count();
  auto fail = [&](LlmFailureKind kind, std::string message, bool retry) {
    out.failure = {kind, status, redact(std::move(message)), 0};
    out.retry = retry;
    return out;
  };
  if (InterruptGuard::interrupted())
    return fail(LlmFailureKind::kInterrupted, "interrupted", false);
  if (out_of_time)
    return fail(LlmFailureKind::kTimeout,
                fmt::format("no complete reply within {} s (llm.request_timeout_seconds)",
                            config_.request_timeout.count()),
                true);
  if (stream_error) return fail(LlmFailureKind::kProtocol, stream_error->what(), true);
  if (sent.failure != HttpFailure::kNone) {
    bool timeout =
        sent.failure == HttpFailure::kConnectTimeout || sent.failure == HttpFailure::kReadTimeout;
    return fail(timeout ? LlmFailureKind::kTimeout : LlmFailureKind::kConnection,
                fmt::format("{} ({}) after {:.1f} s", sent.message, config_.base_url, seconds),
                true);
  }
  if (status != 200)
    return fail(retryable_status(status) ? LlmFailureKind::kServer : LlmFailureKind::kRefused,
                fmt::format("HTTP {} from {}: {}", status, config_.base_url, server_message(body)),
                retryable_status(status));
  try {
    ChatReply reply;
    if (event_stream) {
      sse.finish();
      if (stream_error) throw *stream_error;
      reply = assembler->finish();
    } else {
      reply = protocol_->reply(parse_wire_json(body, "reply"));
    }
    reply.seconds = seconds;
    out.reply = std::move(reply);
  } catch (const ProtocolError& protocol_error) {
    return fail(LlmFailureKind::kProtocol, protocol_error.what(), true);
  }
  return out;
}

void LlmClient::account(ChatReply& reply) {
  std::string model = config_.model;
  auto price = config_.prices.find(model);
  if (price == config_.prices.end() && !reply.model.empty())
    price = config_.prices.find(reply.model);
  reply.priced = price != config_.prices.end();
  reply.cost = reply.priced ? cost_of(reply.usage, price->second) : 0.0;
}

ChatResult LlmClient::chat(const ChatRequest& request) {
  WireRequest wire = protocol_->request(request, config_, api_key_);
  ChatResult result;
  int attempts = 0;
  for (int retry = 0;; ++retry) {
    Attempt attempt;
    {
      in_flight_.acquire();
      ++attempts;
      attempt = this->attempt(wire);
      in_flight_.release();
    }
    if (attempt.reply) {
      attempt.reply->attempts = attempts;
      account(*attempt.reply);
      result.reply = std::move(attempt.reply);
      break;
    }
    attempt.failure.attempts = attempts;
    if (!attempt.retry || retry >= config_.retries) {
      result.failure = std::move(attempt.failure);
      break;
    }
    double wait = std::max(jittered_backoff(config_, retry), attempt.retry_after.value_or(0.0));
    if (!sleep_unless_interrupted(std::min(wait, std::max(config_.backoff_max_seconds, 0.0)))) {
      result.failure = LlmFailure{LlmFailureKind::kInterrupted, 0, "interrupted", attempts};
      break;
    }
  }
  std::lock_guard lock(mutex_);
  ++totals_.calls;
  totals_.attempts += attempts;
  if (result.reply) {
    totals_.input_tokens += result.reply->usage.input_tokens;
    totals_.output_tokens += result.reply->usage.output_tokens;
    totals_.cached_input_tokens += result.reply->usage.cached_input_tokens;
    totals_.cost += result.reply->cost;
    if (!result.reply->priced) ++totals_.unpriced_calls;
  } else {
    ++totals_.failed_calls;
  }
  return result;
}

LlmTotals LlmClient::totals() const {
  std::lock_guard lock(mutex_);
  return totals_;
}

}  // namespace passnet::agent
