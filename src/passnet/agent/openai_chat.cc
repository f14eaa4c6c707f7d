// OpenAI's chat completions with tool calling, as vLLM, SGLang, llama.cpp's server, Ollama and
// most providers speak it: POST {base}/chat/completions. Streamed tool calls arrive as deltas
// keyed by index (the id and name once, the arguments in pieces), several calls interleaved when
// the model calls tools in parallel; usage comes in a last chunk when asked for. Reasoning
// arrives as `reasoning_content` (vLLM, SGLang, DeepSeek) or `reasoning` (OpenRouter, Ollama).
#include <fmt/format.h>

#include <map>

#include "passnet/agent/protocol.h"

namespace passnet::agent {

namespace {

using Json = nlohmann::json;

std::string text_of(const Json& value) {
  if (value.is_string()) return value.get<std::string>();
  // Some servers send content as parts: [{"type": "text", "text": ...}].
  std::string out;
  if (value.is_array())
    for (const Json& part : value)
      if (part.is_object() && part.value("type", "") == "text" && part.contains("text") &&
          part["text"].is_string())
        out += part["text"].get<std::string>();
  return out;
}

std::string reasoning_of(const Json& message) {
  for (const char* key : {"reasoning_content", "reasoning"})
    if (message.contains(key) && message[key].is_string()) return message[key].get<std::string>();
  return "";
}

Usage usage_of(const Json& body) {
  Usage usage;
  if (!body.contains("usage") || !body["usage"].is_object()) return usage;
  const Json& u = body["usage"];
  usage.input_tokens = u.value("prompt_tokens", 0);
  usage.output_tokens = u.value("completion_tokens", 0);
  if (u.contains("prompt_tokens_details") && u["prompt_tokens_details"].is_object())
    usage.cached_input_tokens = u["prompt_tokens_details"].value("cached_tokens", 0);
  return usage;
}

[[noreturn]] void openai_error(const Json& error) {
  std::string message = error.is_object() ? error.value("message", error.dump()) : error.dump();
  throw ProtocolError("the server reported an error: " + message);
}

Json message_json(const Message& message, const LlmConfig& config) {
  Json out = {{"role", to_string(message.role)}};
  switch (message.role) {
    case Role::kTool:
      out["tool_call_id"] = message.tool_call_id;
      out["content"] = message.content;
      break;
    case Role::kAssistant: {
      out["content"] = message.content.empty() && !message.tool_calls.empty()
                           ? Json(nullptr)
                           : Json(message.content);
      if (!config.reasoning_field_back.empty() && !message.reasoning.empty()) {
        std::string reasoning;
        for (const Reasoning& r : message.reasoning)
          reasoning += r.text;
        out[config.reasoning_field_back] = reasoning;
      }
      if (!message.tool_calls.empty()) {
        Json calls = Json::array();
        for (const ToolCall& call : message.tool_calls)
          calls.push_back({{"id", call.id},
                           {"type", "function"},
                           {"function", {{"name", call.name}, {"arguments", call.arguments}}}});
        out["tool_calls"] = std::move(calls);
      }
      break;
    }
    default:
      out["content"] = message.content;
  }
  return out;
}

class OpenAiStream final : public StreamAssembler {
 public:
  void event(const std::string& /*name*/, const std::string& data) override {
    if (data == "[DONE]") {
      done_ = true;
      return;
    }
    Json chunk = parse_wire_json(data, "stream chunk");
    if (chunk.contains("error")) openai_error(chunk["error"]);
    if (chunk.contains("model") && chunk["model"].is_string()) model_ = chunk["model"];
    if (chunk.contains("usage") && chunk["usage"].is_object()) usage_ = usage_of(chunk);
    if (!chunk.contains("choices") || !chunk["choices"].is_array()) return;
    for (const Json& choice : chunk["choices"]) {
      if (choice.value("index", 0) != 0) continue;  // one completion is asked for
      if (choice.contains("finish_reason") && choice["finish_reason"].is_string())
        finish_reason_ = choice["finish_reason"];
      if (!choice.contains("delta") || !choice["delta"].is_object()) continue;
      const Json& delta = choice["delta"];
      if (delta.contains("content")) content_ += text_of(delta["content"]);
      reasoning_ += reasoning_of(delta);
      if (delta.contains("tool_calls") && delta["tool_calls"].is_array())
        for (const Json& part : delta["tool_calls"]) {
          // Servers that stream whole calls at once send no index: each is a new call.
          int index = part.contains("index") && part["index"].is_number_integer()
                          ? part["index"].get<int>()
                          : static_cast<int>(calls_.size());
          ToolCall& call = calls_[index];
          if (part.contains("id") && part["id"].is_string()) call.id = part["id"];
          if (part.contains("function") && part["function"].is_object()) {
            const Json& function = part["function"];
            if (function.contains("name") && function["name"].is_string())
              call.name += function["name"].get<std::string>();
            if (function.contains("arguments")) {
              const Json& arguments = function["arguments"];
              call.arguments +=
                  arguments.is_string() ? arguments.get<std::string>() : arguments.dump();
            }
          }
        }
    }
  }

  ChatReply finish() override {
    // A stream cut before its end has neither [DONE] nor a finish reason.
    if (!done_ && finish_reason_.empty())
      throw ProtocolError("the stream ended before the reply was complete");
    ChatReply reply;
    reply.message.role = Role::kAssistant;
    reply.message.content = std::move(content_);
    if (!reasoning_.empty()) reply.message.reasoning.push_back({reasoning_, "", ""});
    for (auto& [index, call] : calls_) {
      if (call.id.empty()) call.id = fmt::format("call_{}", index);
      reply.message.tool_calls.push_back(std::move(call));
    }
    parse_tool_arguments(reply.message.tool_calls);
    reply.finish_reason = finish_reason_;
    reply.usage = usage_;
    reply.model = model_;
    return reply;
  }

 private:
  bool done_ = false;
  std::string content_, reasoning_, finish_reason_, model_;
  std::map<int, ToolCall> calls_;
  Usage usage_;
};

class OpenAiChat final : public WireProtocol {
 public:
  WireRequest request(const ChatRequest& chat, const LlmConfig& config,
                      const std::string& api_key) const override;
  ChatReply reply(const nlohmann::json& body) const override;
  std::unique_ptr<StreamAssembler> stream() const override;
};

}  // namespace

std::unique_ptr<WireProtocol> openai_chat_protocol() {
  return std::make_unique<OpenAiChat>();
}

WireRequest OpenAiChat::request(const ChatRequest& chat, const LlmConfig& config,
                                const std::string& api_key) const {
  Json messages = Json::array();
  for (const Message& message : chat.messages)
    messages.push_back(message_json(message, config));
  Json body = {{"model", config.model}, {"messages", std::move(messages)}};
  body["max_tokens"] = config.max_tokens;
  if (config.temperature) body["temperature"] = *config.temperature;
  if (!chat.tools.empty()) {
    Json tools = Json::array();
    for (const ToolSpec& tool : chat.tools)
      tools.push_back({{"type", "function"},
                       {"function",
                        {{"name", tool.name},
                         {"description", tool.description},
                         {"parameters", tool.parameters}}}});
    body["tools"] = std::move(tools);
    body["tool_choice"] = chat.require_tool ? "required" : "auto";
  }
  if (config.stream) {
    body["stream"] = true;
    body["stream_options"] = {{"include_usage", true}};
  }
  body.update(config.extra_body);
  WireRequest wire{"/chat/completions", {}, std::move(body)};
  if (!api_key.empty()) wire.headers.emplace_back("Authorization", "Bearer " + api_key);
  return wire;
}

ChatReply OpenAiChat::reply(const Json& body) const {
  if (body.contains("error")) openai_error(body["error"]);
  if (!body.contains("choices") || !body["choices"].is_array() || body["choices"].empty() ||
      !body["choices"][0].is_object() || !body["choices"][0].contains("message") ||
      !body["choices"][0]["message"].is_object())
    throw ProtocolError("the reply has no choices[0].message");
  const Json& choice = body["choices"][0];
  const Json& message = choice["message"];
  ChatReply reply;
  reply.message.role = Role::kAssistant;
  if (message.contains("content")) reply.message.content = text_of(message["content"]);
  if (std::string reasoning = reasoning_of(message); !reasoning.empty())
    reply.message.reasoning.push_back({reasoning, "", ""});
  if (message.contains("tool_calls") && message["tool_calls"].is_array()) {
    int index = 0;
    for (const Json& call : message["tool_calls"]) {
      ToolCall tool;
      tool.id = call.value("id", fmt::format("call_{}", index++));
      if (call.contains("function") && call["function"].is_object()) {
        const Json& function = call["function"];
        tool.name = function.value("name", "");
        if (function.contains("arguments"))
          tool.arguments = function["arguments"].is_string()
                               ? function["arguments"].get<std::string>()
                               : function["arguments"].dump();
      }
      reply.message.tool_calls.push_back(std::move(tool));
    }
  }
  parse_tool_arguments(reply.message.tool_calls);
  if (choice.contains("finish_reason") && choice["finish_reason"].is_string())
    reply.finish_reason = choice["finish_reason"];
  reply.usage = usage_of(body);
  reply.model = body.value("model", "");
  return reply;
}

std::unique_ptr<StreamAssembler> OpenAiChat::stream() const {
  return std::make_unique<OpenAiStream>();
}

}  // namespace passnet::agent
