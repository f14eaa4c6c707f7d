// Anthropic's messages protocol with tool use and extended thinking (anthropic_messages.cc says
// what it accepts).
#pragma once

#include "passnet/agent/protocol.h"

namespace passnet::agent {

class AnthropicMessages final : public WireProtocol {
 public:
  WireRequest request(const ChatRequest& chat, const LlmConfig& config,
                      const std::string& api_key) const override;
  ChatReply reply(const nlohmann::json& body) const override;
  std::unique_ptr<StreamAssembler> stream() const override;
};

}  // namespace passnet::agent
