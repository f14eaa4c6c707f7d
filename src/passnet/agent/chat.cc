#include "passnet/agent/chat.h"

namespace passnet::agent {

std::string_view to_string(Role role) {
  switch (role) {
    case Role::kSystem:
      return "system";
    case Role::kUser:
      return "user";
    case Role::kAssistant:
      return "assistant";
    case Role::kTool:
      return "tool";
  }
  return "user";
}

void parse_tool_arguments(std::vector<ToolCall>& calls) {
  for (ToolCall& call : calls) {
    call.parsed.reset();
    call.arguments_error.clear();
    // An argument-less tool's call often comes with no text at all.
    std::string_view text = call.arguments;
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
      call.parsed = nlohmann::json::object();
      continue;
    }
    try {
      nlohmann::json parsed = nlohmann::json::parse(text);
      if (parsed.is_object())
        call.parsed = std::move(parsed);
      else
        call.arguments_error = "the arguments are not a JSON object";
    } catch (const nlohmann::json::parse_error& error) {
      call.arguments_error = std::string("the arguments are not valid JSON: ") + error.what();
    }
  }
}

nlohmann::json to_json(const Message& message) {
  nlohmann::json out = {{"role", to_string(message.role)}, {"content", message.content}};
  if (!message.reasoning.empty()) {
    nlohmann::json blocks = nlohmann::json::array();
    for (const Reasoning& r : message.reasoning) {
      nlohmann::json block = {{"text", r.text}};
      if (!r.signature.empty()) block["signature"] = r.signature;
      if (!r.redacted_data.empty()) block["redacted_data"] = r.redacted_data;
      blocks.push_back(std::move(block));
    }
    out["reasoning"] = std::move(blocks);
  }
  if (!message.tool_calls.empty()) {
    nlohmann::json calls = nlohmann::json::array();
    for (const ToolCall& call : message.tool_calls) {
      nlohmann::json c = {{"id", call.id}, {"name", call.name}, {"arguments", call.arguments}};
      if (!call.arguments_error.empty()) c["arguments_error"] = call.arguments_error;
      calls.push_back(std::move(c));
    }
    out["tool_calls"] = std::move(calls);
  }
  if (!message.tool_call_id.empty()) out["tool_call_id"] = message.tool_call_id;
  if (message.is_error) out["is_error"] = true;
  return out;
}

Message message_from_json(const nlohmann::json& json) {
  Message message;
  std::string role = json.value("role", "user");
  message.role = role == "system"      ? Role::kSystem
                 : role == "assistant" ? Role::kAssistant
                 : role == "tool"      ? Role::kTool
                                       : Role::kUser;
  message.content = json.value("content", "");
  for (const nlohmann::json& r : json.value("reasoning", nlohmann::json::array()))
    message.reasoning.push_back(
        {r.value("text", ""), r.value("signature", ""), r.value("redacted_data", "")});
  for (const nlohmann::json& c : json.value("tool_calls", nlohmann::json::array()))
    message.tool_calls.push_back(
        {c.value("id", ""), c.value("name", ""), c.value("arguments", ""), std::nullopt, ""});
  parse_tool_arguments(message.tool_calls);
  message.tool_call_id = json.value("tool_call_id", "");
  message.is_error = json.value("is_error", false);
  return message;
}

nlohmann::json to_json(const Usage& usage) {
  return {{"input_tokens", usage.input_tokens},
          {"output_tokens", usage.output_tokens},
          {"cached_input_tokens", usage.cached_input_tokens}};
}

nlohmann::json to_json(const ChatReply& reply) {
  return {{"message", to_json(reply.message)},
          {"finish_reason", reply.finish_reason},
          {"usage", to_json(reply.usage)},
          {"cost", reply.cost},
          {"priced", reply.priced},
          {"model", reply.model},
          {"seconds", reply.seconds},
          {"attempts", reply.attempts}};
}

}  // namespace passnet::agent
