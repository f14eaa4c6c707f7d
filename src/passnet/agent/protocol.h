// What the two wire protocols share: a request as path, headers and JSON body, and a reply built
// from a whole JSON body or from a stream of server-sent events. Either side throws
// ProtocolError for a reply that does not fit the protocol (malformed JSON, a stream cut short,
// an error the server sent mid-stream), which the client retries like a dropped connection.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "passnet/agent/chat.h"
#include "passnet/agent/llm_config.h"

namespace passnet::agent {

class ProtocolError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct WireRequest {
  std::string path;  // appended to the base URL
  std::vector<std::pair<std::string, std::string>> headers;
  nlohmann::json body;
};

// Builds one reply from a stream's events, in order.
class StreamAssembler {
 public:
  virtual ~StreamAssembler() = default;
  virtual void event(const std::string& name, const std::string& data) = 0;
  // The stream ended; throws ProtocolError when it ended before the reply was complete.
  virtual ChatReply finish() = 0;
};

class WireProtocol {
 public:
  virtual ~WireProtocol() = default;
  virtual WireRequest request(const ChatRequest& chat, const LlmConfig& config,
                              const std::string& api_key) const = 0;
  virtual ChatReply reply(const nlohmann::json& body) const = 0;
  virtual std::unique_ptr<StreamAssembler> stream() const = 0;
};

std::unique_ptr<WireProtocol> make_protocol(Protocol protocol);

// OpenAI's chat completions with tool calling (openai_chat.cc says what it accepts), and
// Anthropic's messages with tool use and extended thinking (anthropic_messages.cc).
std::unique_ptr<WireProtocol> openai_chat_protocol();
std::unique_ptr<WireProtocol> anthropic_messages_protocol();

// The JSON of one body or event; ProtocolError (with a short excerpt) when it is not JSON.
nlohmann::json parse_wire_json(const std::string& text, const char* what);

}  // namespace passnet::agent
