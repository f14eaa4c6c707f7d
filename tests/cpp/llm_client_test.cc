// The LLM client against a real HTTP server on the loopback (cpp-httplib's), scripted to answer
// as OpenAI-compatible and Anthropic servers do, and to fail as they do: 429s with Retry-After,
// 5xx, malformed bodies, streams cut mid-way, silence past the read timeout, refusals. No model
// can run here; everything between the client and one is real.
#include "passnet/agent/llm_client.h"

#include <gtest/gtest.h>
#include <httplib.h>

#include <atomic>
#include <cstdlib>
#include <deque>
#include <mutex>
#include <thread>

#include "passnet/util/error.h"

namespace passnet::agent {
namespace {

using Json = nlohmann::json;

struct Scripted {
  int status = 200;
  std::string body;                 // whole body (JSON)
  std::vector<std::string> events;  // or a stream of SSE data lines
  bool cut = false;                 // end the stream without finishing it
  int delay_ms = 0;
  std::string retry_after;
};

class FakeServer {
 public:
  FakeServer() {
    server_.Post(".*", [this](const httplib::Request& request, httplib::Response& response) {
      int now = ++in_flight_;
      for (int seen = max_in_flight_;
           now > seen && !max_in_flight_.compare_exchange_weak(seen, now);) {
      }
      Scripted next;
      {
        std::lock_guard lock(mutex_);
        requests_.push_back(request);
        if (!script_.empty()) {
          next = script_.front();
          script_.pop_front();
        } else {
          next = fallback_;
        }
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(next.delay_ms));
      --in_flight_;
      response.status = next.status;
      if (!next.retry_after.empty()) response.set_header("Retry-After", next.retry_after);
      if (next.events.empty()) {
        response.set_content(next.body, "application/json");
        return;
      }
      std::vector<std::string> events = next.events;
      bool cut = next.cut;
      response.set_chunked_content_provider("text/event-stream",
                                            [events, cut](std::size_t, httplib::DataSink& sink) {
                                              for (const std::string& event : events) {
                                                std::string line = "data: " + event + "\n\n";
                                                sink.write(line.data(), line.size());
                                              }
                                              if (cut)
                                                return false;  // the connection drops mid-stream
                                              sink.done();
                                              return true;
                                            });
    });
    port_ = server_.bind_to_any_port("127.0.0.1");
    thread_ = std::thread([this] { server_.listen_after_bind(); });
    while (!server_.is_running())
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ~FakeServer() {
    server_.stop();
    thread_.join();
  }

  void then(Scripted step) {
    std::lock_guard lock(mutex_);
    script_.push_back(std::move(step));
  }
  void always(Scripted step) { fallback_ = std::move(step); }
  std::vector<httplib::Request> requests() {
    std::lock_guard lock(mutex_);
    return requests_;
  }
  std::string url() const { return "http://127.0.0.1:" + std::to_string(port_) + "/v1"; }
  int max_in_flight() const { return max_in_flight_; }

 private:
  httplib::Server server_;
  std::thread thread_;
  int port_ = 0;
  std::mutex mutex_;
  std::deque<Scripted> script_;
  Scripted fallback_;
  std::vector<httplib::Request> requests_;
  std::atomic<int> in_flight_{0};
  std::atomic<int> max_in_flight_{0};
};

const char* kToolReply = R"({"model":"served-model","choices":[{"index":0,"message":{
    "role":"assistant","content":"","tool_calls":[{"id":"c1","type":"function",
    "function":{"name":"evaluate","arguments":"{}"}}]},"finish_reason":"tool_calls"}],
    "usage":{"prompt_tokens":1000,"completion_tokens":200}})";

// Every client test runs over both transports: cpp-httplib's and the plain-sockets client that
// the static build for GPU hosts has.
class LlmClientTest : public ::testing::TestWithParam<const char*> {};

LlmConfig config_for(const FakeServer& server, bool stream) {
  LlmConfig config;
  config.transport = LlmClientTest::GetParam();
  config.base_url = server.url();
  config.model = "m";
  config.stream = stream;
  config.backoff_seconds = 0.01;
  config.backoff_max_seconds = 0.05;
  config.read_timeout = std::chrono::seconds(1);
  config.retries = 3;
  return config;
}

ChatRequest hello() {
  ChatRequest chat;
  chat.messages.push_back({Role::kUser, "hello", {}, {}, "", false});
  chat.tools.push_back({"evaluate", "runs the judge", {{"type", "object"}}});
  return chat;
}

TEST_P(LlmClientTest, OneTurnWithItsKeyUsageAndCost) {
  FakeServer server;
  server.then({.body = kToolReply});
  ::setenv("PASSNET_TEST_LLM_KEY", "sk-test-123456", 1);
  LlmConfig config = config_for(server, false);
  config.api_key_env = "PASSNET_TEST_LLM_KEY";
  config.prices["m"] = {.input_per_mtok = 3, .output_per_mtok = 15};
  LlmClient client(config);
  ChatResult result = client.chat(hello());
  ASSERT_TRUE(result.reply) << result.failure->message;
  EXPECT_EQ(result.reply->message.tool_calls.at(0).name, "evaluate");
  EXPECT_TRUE(result.reply->priced);
  EXPECT_DOUBLE_EQ(result.reply->cost, (1000 * 3 + 200 * 15) / 1e6);
  auto requests = server.requests();
  ASSERT_EQ(requests.size(), 1u);
  EXPECT_EQ(requests[0].path, "/v1/chat/completions");
  EXPECT_EQ(requests[0].get_header_value("Authorization"), "Bearer sk-test-123456");
  EXPECT_EQ(Json::parse(requests[0].body)["model"], "m");

  ::unsetenv("PASSNET_TEST_LLM_KEY");
  EXPECT_THROW(LlmClient{config}, Error);  // a named key that is not there
}

TEST_P(LlmClientTest, RetriesRateLimitsServerErrorsMalformedAndCutStreams) {
  FakeServer server;
  server.then({.status = 429, .body = R"({"error":{"message":"slow down"}})", .retry_after = "0"});
  server.then({.status = 503, .body = "upstream down"});
  server.then({.body = "{not json"});
  server.then({.events = {R"({"choices":[{"index":0,"delta":{"content":"par"}}]})"}, .cut = true});
  server.then(
      {.events = {R"({"choices":[{"index":0,"delta":{"content":"done"}}]})",
                  R"({"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]})", "[DONE]"}});
  LlmConfig config = config_for(server, true);
  config.retries = 5;
  LlmClient client(config);
  ChatResult result = client.chat(hello());
  ASSERT_TRUE(result.reply) << result.failure->message;
  EXPECT_EQ(result.reply->message.content, "done");
  EXPECT_EQ(result.reply->attempts, 5);
  EXPECT_FALSE(result.reply->priced);  // no price entry: costs 0 and says so
  LlmTotals totals = client.totals();
  EXPECT_EQ(totals.calls, 1);
  EXPECT_EQ(totals.attempts, 5);
  EXPECT_EQ(totals.unpriced_calls, 1);
}

TEST_P(LlmClientTest, GivesUpWithTheCauseAfterItsRetries) {
  FakeServer server;
  server.always({.status = 500, .body = R"({"error":{"message":"boom"}})"});
  LlmConfig config = config_for(server, false);
  config.retries = 2;
  LlmClient client(config);
  ChatResult result = client.chat(hello());
  ASSERT_TRUE(result.failure);
  EXPECT_EQ(result.failure->kind, LlmFailureKind::kServer);
  EXPECT_EQ(result.failure->status, 500);
  EXPECT_EQ(result.failure->attempts, 3);
  EXPECT_NE(result.failure->message.find("boom"), std::string::npos);
  EXPECT_EQ(client.totals().failed_calls, 1);
}

TEST_P(LlmClientTest, ARefusalComesBackAtOnceWithoutTheKey) {
  FakeServer server;
  // A server that echoes the request's key in its error must not get it into passnet's output.
  server.always({.status = 401, .body = R"({"error":{"message":"bad key sk-test-abcdef"}})"});
  ::setenv("PASSNET_TEST_LLM_KEY", "sk-test-abcdef", 1);
  LlmConfig config = config_for(server, false);
  config.api_key_env = "PASSNET_TEST_LLM_KEY";
  LlmClient client(config);
  ChatResult result = client.chat(hello());
  ::unsetenv("PASSNET_TEST_LLM_KEY");
  ASSERT_TRUE(result.failure);
  EXPECT_EQ(result.failure->kind, LlmFailureKind::kRefused);
  EXPECT_EQ(result.failure->attempts, 1);
  EXPECT_EQ(result.failure->message.find("sk-test-abcdef"), std::string::npos)
      << result.failure->message;
  EXPECT_NE(result.failure->message.find("bad key [key]"), std::string::npos);
}

TEST_P(LlmClientTest, ASilentServerTimesOutAndANoServerIsAConnectionFailure) {
  FakeServer server;
  server.always({.body = kToolReply, .delay_ms = 2500});
  LlmConfig config = config_for(server, false);
  config.retries = 0;
  ChatResult slow = LlmClient(config).chat(hello());
  ASSERT_TRUE(slow.failure);
  EXPECT_EQ(slow.failure->kind, LlmFailureKind::kTimeout) << slow.failure->message;

  config.base_url = "http://127.0.0.1:1/v1";  // nothing listens on port 1
  ChatResult refused = LlmClient(config).chat(hello());
  ASSERT_TRUE(refused.failure);
  EXPECT_EQ(refused.failure->kind, LlmFailureKind::kConnection) << refused.failure->message;
}

TEST_P(LlmClientTest, KeepsToItsConcurrencyLimit) {
  FakeServer server;
  server.always({.body = kToolReply, .delay_ms = 150});
  LlmConfig config = config_for(server, false);
  config.concurrency = 2;
  LlmClient client(config);
  std::vector<std::thread> callers;
  std::atomic<int> ok{0};
  for (int i = 0; i < 6; ++i)
    callers.emplace_back([&] { ok += client.chat(hello()).reply.has_value(); });
  for (std::thread& caller : callers)
    caller.join();
  EXPECT_EQ(ok, 6);
  EXPECT_EQ(server.max_in_flight(), 2);
  EXPECT_EQ(client.totals().input_tokens, 6000);
}

INSTANTIATE_TEST_SUITE_P(Transports, LlmClientTest, ::testing::Values("httplib", "plain"),
                         [](const ::testing::TestParamInfo<const char*>& info) {
                           return std::string(info.param);
                         });

}  // namespace
}  // namespace passnet::agent
