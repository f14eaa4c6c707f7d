#include "passnet/agent/protocol.h"

namespace passnet::agent {

std::unique_ptr<WireProtocol> make_protocol(Protocol protocol) {
  if (protocol == Protocol::kAnthropic) return anthropic_messages_protocol();
  return openai_chat_protocol();
}

nlohmann::json parse_wire_json(const std::string& text, const char* what) {
  nlohmann::json parsed = nlohmann::json::parse(text, nullptr, false);
  if (parsed.is_discarded() || !parsed.is_object()) {
    constexpr std::size_t kExcerpt = 120;
    std::string excerpt = text.substr(0, kExcerpt) + (text.size() > kExcerpt ? "..." : "");
    throw ProtocolError(std::string("malformed ") + what + " (not a JSON object): " + excerpt);
  }
  return parsed;
}

}  // namespace passnet::agent
