// The two chat protocols without a server: requests as each wire format wants them, replies and
// streams (as real servers cut them) back into one shape, and the policy config's errors.
#include <gtest/gtest.h>

#include "passnet/agent/llm_config.h"
#include "passnet/agent/protocol.h"
#include "passnet/agent/sse.h"
#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::agent {
namespace {

using Json = nlohmann::json;

LlmConfig config_for(Protocol protocol) {
  LlmConfig config;
  config.protocol = protocol;
  config.base_url = "http://localhost:8000/v1";
  config.model = "m";
  return config;
}

TEST(Sse, EventsSplitAnywhereWithAnyLineEnding) {
  std::vector<std::pair<std::string, std::string>> events;
  SseParser parser([&](const std::string& e, const std::string& d) { events.emplace_back(e, d); });
  std::string stream =
      ": keep-alive\r\nevent: a\r\ndata: {\"x\":\r\ndata:1}\r\n\r\ndata: two\n\ndata: three\r\r"
      "data: tail";
  for (char c : stream)  // a byte at a time: chunk boundaries fall anywhere
    parser.feed(std::string_view(&c, 1));
  parser.finish();
  ASSERT_EQ(events.size(), 4u);
  EXPECT_EQ(events[0], std::make_pair(std::string("a"), std::string("{\"x\":\n1}")));
  EXPECT_EQ(events[1].second, "two");
  EXPECT_EQ(events[1].first, "message");
  EXPECT_EQ(events[2].second, "three");
  EXPECT_EQ(events[3].second, "tail");
}

TEST(OpenAiChat, ParallelToolCallsStreamedAsInterleavedDeltas) {
  std::unique_ptr<WireProtocol> openai = openai_chat_protocol();
  WireProtocol& protocol = *openai;
  auto stream = protocol.stream();
  for (
      const char* chunk :
      {R"({"model":"served","choices":[{"index":0,"delta":{"role":"assistant","reasoning_content":"think "}}]})",
       R"({"choices":[{"index":0,"delta":{"reasoning_content":"more","content":null}}]})",
       R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"c0","type":"function","function":{"name":"edit","arguments":""}}]}}]})",
       R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"id":"c1","function":{"name":"evaluate","arguments":"{}"}}]}}]})",
       R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"path\": \"a.py\","}}]}}]})",
       R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":" \"text\": \"x\"}"}}]}}]})",
       R"({"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]})",
       R"({"choices":[],"usage":{"prompt_tokens":120,"completion_tokens":30,"prompt_tokens_details":{"cached_tokens":100}}})",
       "[DONE]"})
    stream->event("message", chunk);
  ChatReply reply = stream->finish();
  EXPECT_EQ(reply.model, "served");
  EXPECT_EQ(reply.finish_reason, "tool_calls");
  ASSERT_EQ(reply.message.reasoning.size(), 1u);
  EXPECT_EQ(reply.message.reasoning[0].text, "think more");
  ASSERT_EQ(reply.message.tool_calls.size(), 2u);
  EXPECT_EQ(reply.message.tool_calls[0].name, "edit");
  ASSERT_TRUE(reply.message.tool_calls[0].parsed);
  EXPECT_EQ((*reply.message.tool_calls[0].parsed)["text"], "x");
  EXPECT_EQ(reply.message.tool_calls[1].id, "c1");
  EXPECT_EQ(reply.usage.input_tokens, 120);
  EXPECT_EQ(reply.usage.cached_input_tokens, 100);
}

TEST(OpenAiChat, BrokenArgumentsAndCutStreams) {
  std::unique_ptr<WireProtocol> openai = openai_chat_protocol();
  WireProtocol& protocol = *openai;
  Json body = Json::parse(R"({"choices":[{"message":{"role":"assistant","content":null,
      "tool_calls":[{"id":"a","type":"function","function":{"name":"edit","arguments":"{\"path\": "}},
                    {"id":"b","type":"function","function":{"name":"evaluate","arguments":""}}]},
      "finish_reason":"tool_calls"}]})");
  ChatReply reply = protocol.reply(body);
  ASSERT_EQ(reply.message.tool_calls.size(), 2u);
  EXPECT_FALSE(reply.message.tool_calls[0].parsed);
  EXPECT_NE(reply.message.tool_calls[0].arguments_error.find("not valid JSON"), std::string::npos);
  EXPECT_EQ(*reply.message.tool_calls[1].parsed, Json::object());  // no arguments: none needed

  auto cut = protocol.stream();
  cut->event("message", R"({"choices":[{"index":0,"delta":{"content":"half"}}]})");
  EXPECT_THROW(cut->finish(), ProtocolError);
  auto garbage = protocol.stream();
  EXPECT_THROW(garbage->event("message", "{not json"), ProtocolError);
  EXPECT_THROW(protocol.reply(Json::parse(R"({"error":{"message":"overloaded"}})")), ProtocolError);
}

TEST(OpenAiChat, RequestCarriesToolsTurnsAndReasoningWhenAsked) {
  LlmConfig config = config_for(Protocol::kOpenAi);
  config.temperature = 1.0;
  config.reasoning_field_back = "reasoning_content";
  config.extra_body = {{"top_p", 0.95}};
  ChatRequest chat;
  chat.messages = {{Role::kSystem, "sys", {}, {}, "", false},
                   {Role::kUser, "task", {}, {}, "", false}};
  Message assistant{Role::kAssistant, "", {{"why", "", ""}}, {}, "", false};
  assistant.tool_calls.push_back({"c0", "evaluate", "{}", Json::object(), ""});
  chat.messages.push_back(assistant);
  chat.messages.push_back({Role::kTool, "AS 1.2", {}, {}, "c0", false});
  chat.tools.push_back({"evaluate", "runs the judge", {{"type", "object"}}});
  WireRequest wire = openai_chat_protocol()->request(chat, config, "sk-secret");
  EXPECT_EQ(wire.path, "/chat/completions");
  EXPECT_EQ(wire.headers.at(0),
            std::make_pair(std::string("Authorization"), std::string("Bearer sk-secret")));
  const Json& body = wire.body;
  EXPECT_EQ(body["tools"][0]["function"]["name"], "evaluate");
  EXPECT_EQ(body["tool_choice"], "auto");
  EXPECT_EQ(body["messages"][2]["tool_calls"][0]["function"]["arguments"], "{}");
  EXPECT_TRUE(body["messages"][2]["content"].is_null());
  EXPECT_EQ(body["messages"][2]["reasoning_content"], "why");
  EXPECT_EQ(body["messages"][3]["tool_call_id"], "c0");
  EXPECT_EQ(body["stream_options"]["include_usage"], true);
  EXPECT_EQ(body["top_p"], 0.95);
}

TEST(AnthropicMessages, ThinkingToolUseAndTheirReturn) {
  std::unique_ptr<WireProtocol> anthropic = anthropic_messages_protocol();
  WireProtocol& protocol = *anthropic;
  auto stream = protocol.stream();
  for (
      const char* event :
      {R"({"type":"message_start","message":{"model":"claude-x","usage":{"input_tokens":50,"cache_read_input_tokens":20,"output_tokens":1}}})",
       R"({"type":"content_block_start","index":0,"content_block":{"type":"thinking","thinking":""}})",
       R"({"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":"plan"}})",
       R"({"type":"content_block_delta","index":0,"delta":{"type":"signature_delta","signature":"SIG"}})",
       R"({"type":"content_block_stop","index":0})", R"({"type":"ping"})",
       R"({"type":"content_block_start","index":1,"content_block":{"type":"text","text":""}})",
       R"({"type":"content_block_delta","index":1,"delta":{"type":"text_delta","text":"Editing."}})",
       R"({"type":"content_block_stop","index":1})",
       R"({"type":"content_block_start","index":2,"content_block":{"type":"tool_use","id":"tu1","name":"edit","input":{}}})",
       R"({"type":"content_block_delta","index":2,"delta":{"type":"input_json_delta","partial_json":"{\"path\":"}})",
       R"({"type":"content_block_delta","index":2,"delta":{"type":"input_json_delta","partial_json":"\"p.py\"}"}})",
       R"({"type":"content_block_stop","index":2})",
       R"({"type":"content_block_start","index":3,"content_block":{"type":"tool_use","id":"tu2","name":"evaluate","input":{}}})",
       R"({"type":"content_block_stop","index":3})",
       R"({"type":"message_delta","delta":{"stop_reason":"tool_use"},"usage":{"output_tokens":40}})",
       R"({"type":"message_stop"})"})
    stream->event("", event);
  ChatReply reply = stream->finish();
  EXPECT_EQ(reply.finish_reason, "tool_use");
  EXPECT_EQ(reply.message.content, "Editing.");
  ASSERT_EQ(reply.message.reasoning.size(), 1u);
  EXPECT_EQ(reply.message.reasoning[0].signature, "SIG");
  ASSERT_EQ(reply.message.tool_calls.size(), 2u);
  EXPECT_EQ((*reply.message.tool_calls[0].parsed)["path"], "p.py");
  EXPECT_EQ(*reply.message.tool_calls[1].parsed, Json::object());
  EXPECT_EQ(reply.usage.input_tokens, 50);
  EXPECT_EQ(reply.usage.output_tokens, 40);

  // Back into a request: the signed thinking unchanged, both results in one user turn.
  LlmConfig config = config_for(Protocol::kAnthropic);
  config.thinking_budget_tokens = 1024;
  config.temperature = 0.2;
  ChatRequest chat;
  chat.messages = {{Role::kSystem, "sys", {}, {}, "", false},
                   {Role::kUser, "task", {}, {}, "", false},
                   reply.message,
                   {Role::kTool, "written", {}, {}, "tu1", false},
                   {Role::kTool, "crashed", {}, {}, "tu2", true}};
  WireRequest wire = protocol.request(chat, config, "key");
  const Json& body = wire.body;
  EXPECT_EQ(wire.path, "/v1/messages");
  EXPECT_EQ(body["system"], "sys");
  EXPECT_FALSE(body.contains("temperature"));  // thinking takes none
  EXPECT_EQ(body["thinking"]["budget_tokens"], 1024);
  ASSERT_EQ(body["messages"].size(), 3u);
  EXPECT_EQ(body["messages"][1]["content"][0],
            Json({{"type", "thinking"}, {"thinking", "plan"}, {"signature", "SIG"}}));
  EXPECT_EQ(body["messages"][1]["content"][2]["input"], Json({{"path", "p.py"}}));
  const Json& results = body["messages"][2]["content"];
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(results[1]["tool_use_id"], "tu2");
  EXPECT_EQ(results[1]["is_error"], true);

  auto overloaded = protocol.stream();
  EXPECT_THROW(overloaded->event("error", R"({"type":"error","error":{"type":"overloaded_error",
      "message":"Overloaded"}})"),
               ProtocolError);
  auto cut = protocol.stream();
  cut->event("", R"({"type":"message_start","message":{}})");
  EXPECT_THROW(cut->finish(), ProtocolError);
}

TEST(LlmConfig, ErrorsNameTheKeyAndKeysStayOutOfFiles) {
  LlmConfig config = llm_config_from_json(
      Json::parse(R"({"protocol":"anthropic","model":"claude","api_key_env":"KEY",
                     "prices":{"claude":{"input":3,"output":15,"cached_input":0.3}}})"),
      "p.json");
  EXPECT_EQ(config.base_url, "https://api.anthropic.com");
  EXPECT_EQ(*config.prices["claude"].cached_input_per_mtok, 0.3);
  auto message = [](const char* text) {
    try {
      llm_config_from_json(Json::parse(text), "p.json");
    } catch (const Error& error) {
      return std::string(error.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message(R"({"base_url":"http://h/v1","model":"m","api_key":"sk-1"})")
                .find("p.json: llm.api_key: keys are not kept"),
            0u);
  EXPECT_NE(message(R"({"base_url":"http://h/v1","model":"m","temprature":1})")
                .find("llm.temprature: unknown key"),
            std::string::npos);
  EXPECT_NE(message(R"({"base_url":"ftp://h","model":"m"})").find("llm.base_url"),
            std::string::npos);
  EXPECT_NE(message(R"({"base_url":"http://h","model":"m","max_tokens":"many"})")
                .find("llm.max_tokens: unexpected value"),
            std::string::npos);

  passnet::testing::TempDir tmp;
  auto file = tmp.path() / "policy.json";
  passnet::testing::write_text(file, "{\n  \"llm\": {\n    \"model\": ,\n  }\n}\n");
  try {
    read_json_file(file.string());
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("policy.json:3:14"), std::string::npos)
        << error.what();
  }
}

}  // namespace
}  // namespace passnet::agent
