// How to reach a model: the `llm` object of a policy config (docs/agent.md). The API key is never
// in the file: the file names the environment variable that holds it, and the key is read when a
// client is made, never stored in a trajectory or printed.
#pragma once

#include <chrono>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace passnet::agent {

enum class Protocol : std::uint8_t { kOpenAi, kAnthropic };

struct Price {
  double input_per_mtok = 0;   // per million input tokens
  double output_per_mtok = 0;  // per million output tokens
  // Per million input tokens read from the provider's cache; unset: the input price.
  std::optional<double> cached_input_per_mtok;
};

struct LlmConfig {
  Protocol protocol = Protocol::kOpenAi;
  std::string base_url;  // http://host:8000/v1 (OpenAI), https://api.anthropic.com (Anthropic)
  std::string model;
  std::string api_key_env;  // empty: no key (a local server)
  std::optional<double> temperature;
  int max_tokens = 4096;
  bool stream = true;
  // How requests travel (agent/http_transport.h): "auto" (cpp-httplib where the build has it,
  // else the plain client), "plain" (plain-sockets HTTP/1.1, http:// only) or "httplib".
  std::string transport = "auto";
  std::chrono::seconds connect_timeout{10};
  // Longest silence from the server while a reply comes, and longest whole attempt.
  std::chrono::seconds read_timeout{120};
  std::chrono::seconds request_timeout{600};
  int retries = 5;  // further attempts after a 429, a 5xx, a dropped connection or a timeout
  double backoff_seconds = 1.0;
  double backoff_max_seconds = 60.0;
  int concurrency = 4;  // requests in flight at once, per client
  // OpenAI-compatible servers: pass earlier turns' reasoning back as this field of the
  // assistant message ("reasoning_content" for servers that want it; empty: not sent back).
  std::string reasoning_field_back;
  // Anthropic: extended thinking with this many budget tokens (0: off).
  int thinking_budget_tokens = 0;
  nlohmann::json extra_body = nlohmann::json::object();  // merged into every request body
  std::map<std::string, Price> prices;                   // model -> price
};

// Reads the config object (the `llm` member of a policy file, or a whole file of its own).
// Throws Error(kParse) naming `where` and the key for a missing or mistyped field.
LlmConfig llm_config_from_json(const nlohmann::json& object, const std::string& where);

// Reads a JSON file; a syntax error is reported as FILE:LINE:COLUMN.
nlohmann::json read_json_file(const std::string& path);

}  // namespace passnet::agent
