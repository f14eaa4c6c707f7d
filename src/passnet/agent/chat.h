// A conversation with a model, in one shape for both protocols the client speaks (OpenAI's chat
// completions, Anthropic's messages): the agent loop and its trajectories hold these, and each
// protocol's code converts them to and from its wire format. Reasoning is kept per turn, with
// Anthropic's signatures, so that it can be passed back as the protocol expects.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace passnet::agent {

struct ToolCall {
  std::string id;
  std::string name;
  std::string arguments;  // as the model wrote them (JSON text, possibly broken)
  // The arguments parsed, or nullopt with `arguments_error` saying why: a broken call goes back
  // to the model as an error, never crashes the loop.
  std::optional<nlohmann::json> parsed;
  std::string arguments_error;
};

// A model's visible reasoning: OpenAI-compatible servers' reasoning_content, or an Anthropic
// thinking block with its signature (redacted blocks keep their opaque data).
struct Reasoning {
  std::string text;
  std::string signature;
  std::string redacted_data;
};

enum class Role : std::uint8_t { kSystem, kUser, kAssistant, kTool };

std::string_view to_string(Role role);

struct Message {
  Role role = Role::kUser;
  std::string content;
  std::vector<Reasoning> reasoning;  // assistant
  std::vector<ToolCall> tool_calls;  // assistant
  std::string tool_call_id;          // tool: the call this answers
  bool is_error = false;             // tool: the call failed
};

struct ToolSpec {
  std::string name;
  std::string description;
  nlohmann::json parameters;  // a JSON schema of the arguments object
};

struct ChatRequest {
  std::vector<Message> messages;
  std::vector<ToolSpec> tools;
  bool require_tool = false;  // tool_choice required / any
};

struct Usage {
  std::int64_t input_tokens = 0;
  std::int64_t output_tokens = 0;
  std::int64_t cached_input_tokens = 0;  // of input_tokens, read from the provider's cache
};

struct ChatReply {
  Message message;            // the assistant's turn
  std::string finish_reason;  // as the protocol says it: stop, tool_calls, end_turn, ...
  Usage usage;
  double cost = 0;      // in the price table's currency
  bool priced = false;  // false: the model has no price entry and cost is 0
  std::string model;    // as the server reports it
  double seconds = 0;   // the successful attempt's wall time
  int attempts = 1;     // including retried ones
};

// The tool calls' arguments parsed in place (ToolCall::parsed or ::arguments_error).
void parse_tool_arguments(std::vector<ToolCall>& calls);

nlohmann::json to_json(const Message& message);
// What to_json(Message) wrote (a trajectory's record); tool calls' arguments parsed again.
Message message_from_json(const nlohmann::json& json);
nlohmann::json to_json(const Usage& usage);
nlohmann::json to_json(const ChatReply& reply);

}  // namespace passnet::agent
