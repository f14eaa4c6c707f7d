#include "passnet/agent/llm_config.h"

#include <fmt/format.h>

#include <set>

#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::agent {

namespace {

using Json = nlohmann::json;

[[noreturn]] void bad(const std::string& where, const std::string& key, const std::string& why) {
  throw Error(ErrorCategory::kParse, fmt::format("{}: llm.{}: {}", where, key, why));
}

template <typename T>
void read(const Json& object, const std::string& where, const char* key, T& into) {
  if (!object.contains(key)) return;
  const Json& value = object[key];
  try {
    into = value.get<T>();
  } catch (const Json::exception&) {
    bad(where, key, fmt::format("unexpected value {}", value.dump()));
  }
}

void read_seconds(const Json& object, const std::string& where, const char* key,
                  std::chrono::seconds& into) {
  double seconds = static_cast<double>(into.count());
  read(object, where, key, seconds);
  if (seconds <= 0) bad(where, key, "must be positive");
  into = std::chrono::seconds(static_cast<std::int64_t>(seconds + 0.5));
}

Price read_price(const Json& value, const std::string& where, const std::string& key) {
  if (!value.is_object()) bad(where, key, "expected an object of prices per million tokens");
  Price price;
  for (const auto& [name, field] : value.items()) {
    if (!field.is_number() || field.get<double>() < 0)
      bad(where, key + "." + name, "expected a price of zero or more");
    double amount = field.get<double>();
    if (name == "input")
      price.input_per_mtok = amount;
    else if (name == "output")
      price.output_per_mtok = amount;
    else if (name == "cached_input")
      price.cached_input_per_mtok = amount;
    else
      bad(where, key + "." + name, "unknown price (input, output, cached_input)");
  }
  return price;
}

}  // namespace

LlmConfig llm_config_from_json(const Json& object, const std::string& where) {
  if (!object.is_object()) throw Error(ErrorCategory::kParse, where + ": llm: expected an object");
  static const std::set<std::string> known = {"protocol",
                                              "base_url",
                                              "model",
                                              "api_key_env",
                                              "temperature",
                                              "max_tokens",
                                              "stream",
                                              "transport",
                                              "connect_timeout_seconds",
                                              "read_timeout_seconds",
                                              "request_timeout_seconds",
                                              "retries",
                                              "backoff_seconds",
                                              "backoff_max_seconds",
                                              "concurrency",
                                              "reasoning_field_back",
                                              "thinking_budget_tokens",
                                              "extra_body",
                                              "prices",
                                              "api_key"};
  for (const auto& [key, value] : object.items())
    if (!known.contains(key)) bad(where, key, "unknown key");
  if (object.contains("api_key"))
    bad(where, "api_key",
        "keys are not kept in config files: put the key in an environment variable and name it "
        "in api_key_env");
  LlmConfig config;
  std::string protocol = "openai";
  read(object, where, "protocol", protocol);
  if (protocol == "openai")
    config.protocol = Protocol::kOpenAi;
  else if (protocol == "anthropic")
    config.protocol = Protocol::kAnthropic;
  else
    bad(where, "protocol", fmt::format("{:?}: expected openai or anthropic", protocol));
  read(object, where, "base_url", config.base_url);
  if (config.base_url.empty()) {
    if (config.protocol != Protocol::kAnthropic) bad(where, "base_url", "required");
    config.base_url = "https://api.anthropic.com";
  }
  if (!config.base_url.starts_with("http://") && !config.base_url.starts_with("https://"))
    bad(where, "base_url",
        fmt::format("{:?}: expected http://... or https://...", config.base_url));
  while (config.base_url.ends_with('/'))
    config.base_url.pop_back();
  read(object, where, "model", config.model);
  if (config.model.empty()) bad(where, "model", "required");
  read(object, where, "api_key_env", config.api_key_env);
  if (object.contains("temperature")) {
    double temperature = 0;
    read(object, where, "temperature", temperature);
    config.temperature = temperature;
  }
  read(object, where, "max_tokens", config.max_tokens);
  if (config.max_tokens <= 0) bad(where, "max_tokens", "must be positive");
  read(object, where, "stream", config.stream);
  read(object, where, "transport", config.transport);
  if (config.transport != "auto" && config.transport != "plain" && config.transport != "httplib")
    bad(where, "transport", fmt::format("{:?}: expected auto, plain or httplib", config.transport));
  read_seconds(object, where, "connect_timeout_seconds", config.connect_timeout);
  read_seconds(object, where, "read_timeout_seconds", config.read_timeout);
  read_seconds(object, where, "request_timeout_seconds", config.request_timeout);
  read(object, where, "retries", config.retries);
  if (config.retries < 0) bad(where, "retries", "must be zero or more");
  read(object, where, "backoff_seconds", config.backoff_seconds);
  read(object, where, "backoff_max_seconds", config.backoff_max_seconds);
  if (config.backoff_seconds < 0 || config.backoff_max_seconds < config.backoff_seconds)
    bad(where, "backoff_seconds", "need 0 <= backoff_seconds <= backoff_max_seconds");
  read(object, where, "concurrency", config.concurrency);
  if (config.concurrency <= 0) bad(where, "concurrency", "must be positive");
  read(object, where, "reasoning_field_back", config.reasoning_field_back);
  read(object, where, "thinking_budget_tokens", config.thinking_budget_tokens);
  if (object.contains("extra_body")) {
    if (!object["extra_body"].is_object()) bad(where, "extra_body", "expected an object");
    config.extra_body = object["extra_body"];
  }
  if (object.contains("prices")) {
    if (!object["prices"].is_object()) bad(where, "prices", "expected an object of models");
    for (const auto& [model, price] : object["prices"].items())
      config.prices[model] = read_price(price, where, "prices." + model);
  }
  return config;
}

Json read_json_file(const std::string& path) {
  std::string text = read_file(path);
  try {
    return Json::parse(text);
  } catch (const Json::parse_error& error) {
    // nlohmann reports a byte offset: the reader wants a line and a column.
    std::size_t at = std::min<std::size_t>(error.byte > 0 ? error.byte - 1 : 0, text.size());
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < at; ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    std::string why = error.what();
    if (std::size_t colon = why.find("; "); colon != std::string::npos) why = why.substr(colon + 2);
    throw Error(ErrorCategory::kParse, fmt::format("{}:{}:{}: {}", path, line, column, why));
  }
}

}  // namespace passnet::agent
