// `passnet agent ...`: the agent's commands. `agent chat` sends one turn to the model a policy
// config names and prints the reply, its tokens and cost: the check that a server (a vLLM on
// the GPU host, a provider) speaks the protocol before an agent run depends on it. `agent
// prompt` prints what the model is shown of a task, to read before spending tokens on it. `agent
// evaluate` is the model's evaluation tool, run by hand.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>

#include "passnet/agent/agent_report.h"
#include "passnet/agent/evaluator.h"
#include "passnet/agent/llm_client.h"
#include "passnet/agent/sft_export.h"
#include "passnet/agent/task_prompt.h"
#include "passnet/cli/commands.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

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

struct EvaluateArgs {
  std::string pass_dir;
  std::string suite;
  std::string task;
  bool all = false;
  std::string samples;
  std::string out;
  InvocationChoice invocation;  // auto
  agent::EvaluationOptions options;
  bool json = false;
};

std::vector<std::string> subgraphs_to_evaluate(const EvaluateArgs& args) {
  std::vector<std::string> out;
  if (!args.samples.empty()) {
    if (!args.suite.empty() || !args.task.empty())
      throw Error(ErrorCategory::kUsage, "give --samples, or --suite with --task, not both");
    if (std::filesystem::is_directory(args.samples)) return {args.samples};
    std::istringstream lines(read_file(args.samples));
    for (std::string line; std::getline(lines, line);)
      if (!line.empty()) out.push_back(line);
    return out;
  }
  if (args.suite.empty() || args.task.empty())
    throw Error(ErrorCategory::kUsage, "give --suite and --task (or --samples)");
  agent::TaskSplit split = agent::split_task(agent::load_task_manifest(args.suite, args.task));
  std::vector<nlohmann::json> chosen = split.visible;
  if (args.all) chosen.insert(chosen.end(), split.withheld.begin(), split.withheld.end());
  for (const nlohmann::json& entry : chosen)
    out.push_back((std::filesystem::path(args.suite) / entry.value("path", "")).string());
  return out;
}

void evaluate(EvaluateArgs& args) {
  agent::EvaluationOptions& options = args.options;
  options.run.invocation = resolve_invocation(args.invocation, options.run.device);
  agent::Evaluation evaluation =
      agent::evaluate_pass(args.pass_dir, subgraphs_to_evaluate(args), args.out, options);
  if (args.json)
    fmt::print("{}\n", evaluation.to_json().dump());
  else
    fmt::print("{}", evaluation.report);
}

struct SftExportArgs {
  std::vector<std::string> roots;
  std::string out;
  std::string suite;
  agent::SftExportOptions options;
};

void export_sft(const SftExportArgs& args) {
  agent::SftExportOptions options = args.options;
  options.suite = args.suite;
  std::vector<std::filesystem::path> roots(args.roots.begin(), args.roots.end());
  agent::SftExportReport report = agent::export_sft(roots, args.out, options);
  fmt::print(
      "export-sft: {} finished attempt(s), {} written to {}; left out: {} not of the train "
      "split, {} touching one of the eval split's {} graphs, {} below --min-as, {} over "
      "--max-per-task, {} duplicate(s)\n",
      report.attempts, report.written, args.out, report.eval_task, report.eval_graph,
      report.eval_graph_hashes, report.below_min_as, report.over_cap, report.duplicates);
}

}  // namespace

void add_agent_commands(CLI::App& group) {
  auto passnet_roots = std::make_shared<std::vector<std::string>>();
  auto passnet_out = std::make_shared<std::string>();
  CLI::App* passnet_export = group.add_subcommand(
      "export",
      "PassNet's two agent outputs from finished attempts: trajectories.jsonl (steps with "
      "thought, action, observation, tokens and times; the exit reason; the re-scored AS as the "
      "reward) and trajectories_completions.jsonl ({sample_dir, messages})");
  passnet_export->add_option("RUN_DIR", *passnet_roots, "Agent run folders")->required();
  passnet_export->add_option("--out", *passnet_out, "Folder for the two files")->required();
  passnet_export->add_option_function<std::string>(
      "--format",
      [](const std::string& format) {
        if (format != "passnet")
          throw CLI::ValidationError("--format", "only passnet (PassNet's agent outputs)");
      },
      "passnet (the only one)");
  passnet_export->callback([passnet_roots, passnet_out] {
    std::size_t written = agent::export_passnet(
        std::vector<std::filesystem::path>(passnet_roots->begin(), passnet_roots->end()),
        *passnet_out);
    fmt::print("export: {} finished attempt(s) written to {}\n", written, *passnet_out);
  });

  auto report_roots = std::make_shared<std::vector<std::string>>();
  auto report_json = std::make_shared<bool>(false);
  CLI::App* reported = group.add_subcommand(
      "report",
      "The agent's results per policy as PassNet's leaderboard has them: the re-scored AS, "
      "G-mean, Sub.CR and fast_1 over every subgraph of the attempted tasks, the tasks' AS, the "
      "in-loop AS beside it, integrity flags, tokens and cost; and the best pass per task");
  reported->add_option("RUN_DIR", *report_roots, "Agent run folders")->required();
  reported->add_flag("--json", *report_json, "The report as one JSON object");
  reported->callback([report_roots, report_json] {
    agent::AgentReport report = agent::agent_report(
        std::vector<std::filesystem::path>(report_roots->begin(), report_roots->end()));
    fmt::print("{}", *report_json ? report.to_json().dump() + "\n" : report.table());
  });

  auto export_args = std::make_shared<SftExportArgs>();
  CLI::App* exported = group.add_subcommand(
      "export-sft",
      "Fine-tuning records from finished attempts: OpenAI chat format (messages, tools) or "
      "ShareGPT, train split only (the suite's eval tasks and every graph hash they hold are "
      "kept out, and the count is reported), filtered by re-scored AS, capped per task, "
      "deduplicated");
  exported->add_option("RUN_DIR", export_args->roots, "Agent run folders")->required();
  exported->add_option("--suite", export_args->suite, "The suite the runs used")->required();
  exported->add_option("--format", export_args->options.format, "openai or sharegpt")
      ->capture_default_str();
  exported->add_option("--min-as", export_args->options.min_as, "Re-scored AS at least this");
  exported->add_option("--max-per-task", export_args->options.max_per_task,
                       "Records per task at most (best first)");
  exported->add_option("--out", export_args->out, "JSON-lines file to write")->required();
  exported->callback([export_args] { export_sft(*export_args); });

  add_agent_run_command(group);

  auto evaluate_args = std::make_shared<EvaluateArgs>();
  CLI::App* judged = group.add_subcommand(
      "evaluate",
      "Judge a pass folder on a task's visible subgraphs (--all: with the withheld ones) or on "
      "given samples, with the integrity layer, and print what the model would read: per "
      "subgraph the result, speedups over eager and Inductor, the output error, and AS");
  judged->add_option("--pass-dir", evaluate_args->pass_dir, "The pass folder")->required();
  judged->add_option("--suite", evaluate_args->suite, "Suite folder");
  judged->add_option("--task", evaluate_args->task, "Task id");
  judged->add_flag("--all", evaluate_args->all, "The withheld subgraphs too (the final re-score)");
  judged->add_option("--samples", evaluate_args->samples,
                     "A sample folder or a file listing sample folders, instead of a task");
  judged->add_option("--out", evaluate_args->out, "Run folder for this evaluation")->required();
  judged->add_option("--device", evaluate_args->options.run.device, "cpu, cuda or cuda:N")
      ->capture_default_str();
  add_invocation_option(*judged, evaluate_args->invocation);
  judged->add_option("--jobs", evaluate_args->options.run.jobs, "Concurrent workers")
      ->capture_default_str();
  judged->add_option("--warmup", evaluate_args->options.run.warmup,
                     "Warm-up calls (worker default)");
  judged->add_option("--trials", evaluate_args->options.run.trials,
                     "Timed trials (worker default)");
  judged->add_option("--python", evaluate_args->options.run.python, "Python with torch and passnet")
      ->capture_default_str();
  judged->add_flag("--show-rules", evaluate_args->options.show_rules,
                   "Name the integrity rules a flagged pass broke");
  judged->add_flag("--json", evaluate_args->json, "The evaluation as one JSON object");
  judged->callback([evaluate_args] { evaluate(*evaluate_args); });

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
