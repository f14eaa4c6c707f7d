// Anthropic's messages API: POST {base}/v1/messages with x-api-key and anthropic-version. The
// system prompt is a field of its own; tool calls are `tool_use` blocks and their results
// `tool_result` blocks of the next user turn (consecutive results merged into one turn, since the
// roles must alternate); thinking blocks come back with a signature and go back unchanged in the
// assistant turn that holds them, as tool use with thinking requires. A stream is
// message_start, content_block_start/delta/stop per block (text, input_json, thinking and
// signature deltas), message_delta (stop reason, output tokens) and message_stop; `ping` events
// are skipped and an `error` event (overloaded, say) fails the attempt.
#include <fmt/format.h>

#include <map>

#include "passnet/agent/protocol.h"

namespace passnet::agent {

namespace {

using Json = nlohmann::json;

constexpr const char* kVersion = "2023-06-01";

Json tool_input(const ToolCall& call) {
  if (call.parsed) return *call.parsed;
  Json parsed = Json::parse(call.arguments, nullptr, false);
  return parsed.is_object() ? parsed : Json::object();
}

Json assistant_blocks(const Message& message) {
  Json blocks = Json::array();
  for (const Reasoning& r : message.reasoning) {
    if (!r.redacted_data.empty())
      blocks.push_back({{"type", "redacted_thinking"}, {"data", r.redacted_data}});
    else if (!r.signature.empty())  // unsigned reasoning is not Anthropic's: not sent back
      blocks.push_back({{"type", "thinking"}, {"thinking", r.text}, {"signature", r.signature}});
  }
  if (!message.content.empty()) blocks.push_back({{"type", "text"}, {"text", message.content}});
  for (const ToolCall& call : message.tool_calls)
    blocks.push_back(
        {{"type", "tool_use"}, {"id", call.id}, {"name", call.name}, {"input", tool_input(call)}});
  return blocks;
}

Usage usage_of(const Json& usage, Usage into) {
  if (!usage.is_object()) return into;
  if (usage.contains("input_tokens") && usage["input_tokens"].is_number())
    into.input_tokens = usage["input_tokens"];
  if (usage.contains("output_tokens") && usage["output_tokens"].is_number())
    into.output_tokens = usage["output_tokens"];
  if (usage.contains("cache_read_input_tokens") && usage["cache_read_input_tokens"].is_number())
    into.cached_input_tokens = usage["cache_read_input_tokens"];
  return into;
}

[[noreturn]] void anthropic_error(const Json& body) {
  const Json& error = body.contains("error") ? body["error"] : body;
  std::string type = error.is_object() ? error.value("type", "error") : "error";
  std::string message = error.is_object() ? error.value("message", error.dump()) : error.dump();
  throw ProtocolError(fmt::format("the server reported {}: {}", type, message));
}

// Turns a reply's content blocks into the assistant's message.
void add_block(Message& message, const Json& block) {
  std::string type = block.value("type", "");
  if (type == "text") {
    message.content += block.value("text", "");
  } else if (type == "thinking") {
    message.reasoning.push_back({block.value("thinking", ""), block.value("signature", ""), ""});
  } else if (type == "redacted_thinking") {
    message.reasoning.push_back({"", "", block.value("data", "")});
  } else if (type == "tool_use") {
    ToolCall call;
    call.id = block.value("id", "");
    call.name = block.value("name", "");
    call.arguments = block.contains("input") ? block["input"].dump() : "{}";
    message.tool_calls.push_back(std::move(call));
  }
}

class AnthropicStream final : public StreamAssembler {
 public:
  void event(const std::string& name, const std::string& data) override {
    Json event = parse_wire_json(data, "stream event");
    std::string type = event.value("type", name);
    if (type == "ping") return;
    if (type == "error") anthropic_error(event);
    if (type == "message_start" && event.contains("message")) {
      const Json& message = event["message"];
      model_ = message.value("model", "");
      if (message.contains("usage")) usage_ = usage_of(message["usage"], usage_);
    } else if (type == "content_block_start") {
      blocks_[event.value("index", 0)] = event.value("content_block", Json::object());
      partial_json_[event.value("index", 0)].clear();
    } else if (type == "content_block_delta") {
      int index = event.value("index", 0);
      Json& block = blocks_[index];
      const Json& delta = event.value("delta", Json::object());
      std::string kind = delta.value("type", "");
      if (kind == "text_delta")
        block["text"] = block.value("text", "") + delta.value("text", "");
      else if (kind == "thinking_delta")
        block["thinking"] = block.value("thinking", "") + delta.value("thinking", "");
      else if (kind == "signature_delta")
        block["signature"] = block.value("signature", "") + delta.value("signature", "");
      else if (kind == "input_json_delta")
        partial_json_[index] += delta.value("partial_json", "");
    } else if (type == "content_block_stop") {
      int index = event.value("index", 0);
      if (blocks_[index].value("type", "") == "tool_use") {
        // The input arrives as JSON text in pieces; kept as text, parsed (or not) with the rest.
        const std::string& text = partial_json_[index];
        blocks_[index]["input_text"] = text.empty() ? "{}" : text;
      }
    } else if (type == "message_delta") {
      if (event.contains("delta") && event["delta"].contains("stop_reason") &&
          event["delta"]["stop_reason"].is_string())
        stop_reason_ = event["delta"]["stop_reason"];
      if (event.contains("usage")) usage_ = usage_of(event["usage"], usage_);
    } else if (type == "message_stop") {
      done_ = true;
    }
  }

  ChatReply finish() override {
    if (!done_) throw ProtocolError("the stream ended before message_stop");
    ChatReply reply;
    reply.message.role = Role::kAssistant;
    for (auto& [index, block] : blocks_) {
      if (block.value("type", "") == "tool_use") {
        ToolCall call;
        call.id = block.value("id", "");
        call.name = block.value("name", "");
        call.arguments = block.value("input_text", std::string("{}"));
        reply.message.tool_calls.push_back(std::move(call));
      } else {
        add_block(reply.message, block);
      }
    }
    parse_tool_arguments(reply.message.tool_calls);
    reply.finish_reason = stop_reason_;
    reply.usage = usage_;
    reply.model = model_;
    return reply;
  }

 private:
  std::map<int, Json> blocks_;
  std::map<int, std::string> partial_json_;
  std::string stop_reason_, model_;
  Usage usage_;
  bool done_ = false;
};

class AnthropicMessages final : public WireProtocol {
 public:
  WireRequest request(const ChatRequest& chat, const LlmConfig& config,
                      const std::string& api_key) const override;
  ChatReply reply(const nlohmann::json& body) const override;
  std::unique_ptr<StreamAssembler> stream() const override;
};

}  // namespace

std::unique_ptr<WireProtocol> anthropic_messages_protocol() {
  return std::make_unique<AnthropicMessages>();
}

WireRequest AnthropicMessages::request(const ChatRequest& chat, const LlmConfig& config,
                                       const std::string& api_key) const {
  std::string system;
  Json messages = Json::array();
  for (const Message& message : chat.messages) {
    switch (message.role) {
      case Role::kSystem:
        system += (system.empty() ? "" : "\n\n") + message.content;
        break;
      case Role::kAssistant:
        messages.push_back({{"role", "assistant"}, {"content", assistant_blocks(message)}});
        break;
      case Role::kTool: {
        Json result = {{"type", "tool_result"},
                       {"tool_use_id", message.tool_call_id},
                       {"content", message.content}};
        if (message.is_error) result["is_error"] = true;
        // Results of one turn's calls go back together, in one user turn.
        if (!messages.empty() && messages.back()["role"] == "user" &&
            messages.back()["content"].is_array() && !messages.back()["content"].empty() &&
            messages.back()["content"].back().value("type", "") == "tool_result")
          messages.back()["content"].push_back(std::move(result));
        else
          messages.push_back({{"role", "user"}, {"content", Json::array({std::move(result)})}});
        break;
      }
      case Role::kUser:
        if (!messages.empty() && messages.back()["role"] == "user" &&
            messages.back()["content"].is_array())
          messages.back()["content"].push_back({{"type", "text"}, {"text", message.content}});
        else
          messages.push_back(
              {{"role", "user"},
               {"content", Json::array({{{"type", "text"}, {"text", message.content}}})}});
        break;
    }
  }
  Json body = {{"model", config.model},
               {"max_tokens", config.max_tokens},
               {"messages", std::move(messages)}};
  if (!system.empty()) body["system"] = system;
  if (config.temperature && config.thinking_budget_tokens == 0)
    body["temperature"] = *config.temperature;  // thinking allows no temperature but 1
  if (config.thinking_budget_tokens > 0)
    body["thinking"] = {{"type", "enabled"}, {"budget_tokens", config.thinking_budget_tokens}};
  if (!chat.tools.empty()) {
    Json tools = Json::array();
    for (const ToolSpec& tool : chat.tools)
      tools.push_back({{"name", tool.name},
                       {"description", tool.description},
                       {"input_schema", tool.parameters}});
    body["tools"] = std::move(tools);
    body["tool_choice"] = {{"type", chat.require_tool ? "any" : "auto"}};
  }
  if (config.stream) body["stream"] = true;
  body.update(config.extra_body);
  WireRequest wire{"/v1/messages", {{"anthropic-version", kVersion}}, std::move(body)};
  if (!api_key.empty()) wire.headers.emplace_back("x-api-key", api_key);
  return wire;
}

ChatReply AnthropicMessages::reply(const Json& body) const {
  if (body.value("type", "") == "error" || body.contains("error")) anthropic_error(body);
  if (!body.contains("content") || !body["content"].is_array())
    throw ProtocolError("the reply has no content blocks");
  ChatReply reply;
  reply.message.role = Role::kAssistant;
  for (const Json& block : body["content"])
    if (block.is_object()) add_block(reply.message, block);
  parse_tool_arguments(reply.message.tool_calls);
  if (body.contains("stop_reason") && body["stop_reason"].is_string())
    reply.finish_reason = body["stop_reason"];
  if (body.contains("usage")) reply.usage = usage_of(body["usage"], {});
  reply.model = body.value("model", "");
  return reply;
}

std::unique_ptr<StreamAssembler> AnthropicMessages::stream() const {
  return std::make_unique<AnthropicStream>();
}

}  // namespace passnet::agent
