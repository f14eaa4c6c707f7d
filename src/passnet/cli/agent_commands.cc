// `passnet agent ...`: the agent's commands. `agent chat` sends one turn to the model a policy
// config names and prints the reply, its tokens and cost: the check that a server (a vLLM on
// the GPU host, a provider) speaks the protocol before an agent run depends on it. `agent
// prompt` prints what the model is shown of a task, to read before spending tokens on it.
#include <fmt/format.h>

#include <iostream>
#include <iterator>
#include <memory>

#include "passnet/agent/llm_client.h"
#include "passnet/agent/task_prompt.h"
#include "passnet/cli/commands.h"
#include "passnet/util/error.h"

namespace passnet::cli {

namespace {

struct ChatArgs {
  std::string policy;
  std::string message;
  std::string system;
  bool with_tool = false;
  bool json = false;
};

agent::LlmConfig policy_llm(const std::string& path) {
  nlohmann::json policy = agent::read_json_file(path);
  // A policy file holds its model under "llm"; a file of the llm object alone is accepted too.
  const nlohmann::json& llm = policy.is_object() && policy.contains("llm") ? policy["llm"] : policy;
  return agent::llm_config_from_json(llm, path);
}

void chat(const ChatArgs& args) {
  agent::LlmClient client(policy_llm(args.policy));
  std::string text = args.message;
  if (text.empty() || text == "-")
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  agent::ChatRequest request;
  if (!args.system.empty())
    request.messages.push_back({.role = agent::Role::kSystem, .content = args.system});
  request.messages.push_back({.role = agent::Role::kUser, .content = text});
  if (args.with_tool)
    request.tools.push_back({"evaluate",
                             "Evaluate the pass folder on the task's subgraphs and return the "
                             "score (takes no arguments)",
                             {{"type", "object"}, {"properties", nlohmann::json::object()}}});
  agent::ChatResult result = client.chat(request);
  if (!result.reply) {
    const agent::LlmFailure& failure = *result.failure;
    throw Error(ErrorCategory::kIo,
                fmt::format("the model did not answer ({}, {} attempt(s)): {}",
                            agent::to_string(failure.kind), failure.attempts, failure.message));
  }
  const agent::ChatReply& reply = *result.reply;
  if (args.json) {
    fmt::print("{}\n", agent::to_json(reply).dump());
    return;
  }
  for (const agent::Reasoning& reasoning : reply.message.reasoning)
    if (!reasoning.text.empty()) fmt::print("[reasoning] {}\n", reasoning.text);
  if (!reply.message.content.empty()) fmt::print("{}\n", reply.message.content);
  for (const agent::ToolCall& call : reply.message.tool_calls)
    fmt::print("[tool call {}] {}({}){}\n", call.id, call.name, call.arguments,
               call.arguments_error.empty() ? "" : " -- " + call.arguments_error);
  fmt::print(stderr, "{}: {} in, {} out ({} cached) tokens, {} attempt(s), {:.1f} s, {}\n",
             reply.model.empty() ? client.config().model : reply.model, reply.usage.input_tokens,
             reply.usage.output_tokens, reply.usage.cached_input_tokens, reply.attempts,
             reply.seconds,
             reply.priced ? fmt::format("cost {:.6f}", reply.cost)
                          : std::string("no price for this model (cost 0)"));
}

struct PromptArgs {
  std::string suite;
  std::string task;
  std::string prompts;
  int steps = 50;
  bool json = false;
};

void prompt(const PromptArgs& args) {
  agent::PromptOptions options;
  if (!args.prompts.empty()) options.prompts = args.prompts;
  options.steps = args.steps;
  agent::TaskPrompt prompt = agent::task_prompt(args.suite, args.task, options);
  if (args.json) {
    auto hashes = [](const std::vector<nlohmann::json>& entries) {
      nlohmann::json out = nlohmann::json::array();
      for (const nlohmann::json& entry : entries)
        out.push_back(entry.value("graph_hash", ""));
      return out;
    };
    fmt::print("{}\n", nlohmann::json{{"task", args.task},
                                      {"version", prompt.version},
                                      {"system", prompt.system},
                                      {"user", prompt.user},
                                      {"visible", hashes(prompt.split.visible)},
                                      {"withheld", hashes(prompt.split.withheld)}}
                           .dump());
    return;
  }
  fmt::print("=== system (prompts {}) ===\n{}\n=== user ===\n{}", prompt.version, prompt.system,
             prompt.user);
  fmt::print(stderr, "agent prompt: {} visible subgraph(s), {} withheld for the final re-score\n",
             prompt.split.visible.size(), prompt.split.withheld.size());
}

}  // namespace

void add_agent_commands(CLI::App& group) {
  auto prompt_args = std::make_shared<PromptArgs>();
  CLI::App* shown = group.add_subcommand(
      "prompt",
      "Print what the model is shown of a task: the system prompt and the task statement "
      "(op sequence, times, the pass format with a worked example, the visible subgraphs' code), "
      "rendered from the versioned templates in prompts/agent/");
  shown->add_option("--suite", prompt_args->suite, "Suite folder")->required();
  shown->add_option("--task", prompt_args->task, "Task id (a manifest's file name)")->required();
  shown->add_option("--prompts", prompt_args->prompts,
                    "Template folder (default: $PASSNET_PROMPTS, else prompts/agent/v1 of this "
                    "install)");
  shown->add_option("--steps", prompt_args->steps, "The step budget the prompt announces")
      ->capture_default_str();
  shown->add_flag("--json", prompt_args->json,
                  "One JSON object: system, user, template version, visible and withheld graphs");
  shown->callback([prompt_args] { prompt(*prompt_args); });

  auto args = std::make_shared<ChatArgs>();
  CLI::App* cmd = group.add_subcommand(
      "chat",
      "Send one turn to the model a policy config names and print its reply, tokens and cost "
      "(docs/agent.md): checks that a server speaks the protocol");
  cmd->add_option("--policy", args->policy,
                  "Policy config (JSON): its `llm` object says protocol, base_url, model, "
                  "api_key_env, ...")
      ->required();
  cmd->add_option("--message", args->message, "The user's message (default: standard input)");
  cmd->add_option("--system", args->system, "A system prompt");
  cmd->add_flag("--with-tool", args->with_tool,
                "Offer the model an argument-less `evaluate` tool, to check tool calling");
  cmd->add_flag("--json", args->json, "Print the reply as one JSON object");
  cmd->callback([args] { chat(*args); });
}

}  // namespace passnet::cli
