#include "passnet/agent/sft_export.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "passnet/agent/chat.h"
#include "passnet/agent/loop.h"
#include "passnet/agent/pass_files.h"
#include "passnet/agent/trajectory_log.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/sha256.h"

namespace passnet::agent {

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

struct Attempt {
  std::string task;
  std::string split;
  std::optional<double> rescored_as;
  std::set<std::string> graphs;  // shown or evaluated (visible and withheld alike)
  std::vector<Message> messages;
};

// The attempt a trajectory's records hold, or nullopt while it is not finished.
std::optional<Attempt> attempt_of(const std::vector<Json>& records) {
  if (records.empty() || records.back().value("kind", "") != "end") return std::nullopt;
  Attempt attempt;
  for (const Json& record : records) {
    std::string kind = record.value("kind", "");
    if (kind == "prompt") {
      attempt.task = record.value("task", "");
      attempt.split = record.value("split", "");
      for (const char* key : {"visible", "withheld"})
        for (const Json& hash : record.value(key, Json::array()))
          if (hash.is_string()) attempt.graphs.insert(hash.get<std::string>());
      attempt.messages.push_back({.role = Role::kSystem, .content = record.value("system", "")});
      attempt.messages.push_back({.role = Role::kUser, .content = record.value("user", "")});
    } else if (kind == "assistant") {
      attempt.messages.push_back(message_from_json(record.value("message", Json::object())));
    } else if (kind == "tool") {
      attempt.messages.push_back({.role = Role::kTool,
                                  .content = record.value("text", ""),
                                  .tool_call_id = record.value("call_id", ""),
                                  .is_error = record.value("is_error", false)});
    } else if (kind == "end") {
      attempt.rescored_as =
          AttemptResult::from_json(record.value("result", Json::object())).rescored_as;
    }
  }
  return attempt;
}

Json tools_json() {
  Json tools = Json::array();
  for (const ToolSpec& tool :
       {PassFolder::spec(),
        ToolSpec{"pass_evaluator",
                 "Compile and time the pass folder on the task's subgraphs; takes no arguments.",
                 {{"type", "object"}, {"properties", Json::object()}}}})
    tools.push_back({{"type", "function"},
                     {"function",
                      {{"name", tool.name},
                       {"description", tool.description},
                       {"parameters", tool.parameters}}}});
  return tools;
}

Json openai_record(const Attempt& attempt) {
  Json messages = Json::array();
  std::map<std::string, std::string> names;  // call id -> tool name, for the tool turns
  for (const Message& message : attempt.messages) {
    Json m = {{"role", to_string(message.role)}, {"content", message.content}};
    if (message.role == Role::kAssistant && !message.tool_calls.empty()) {
      Json calls = Json::array();
      for (const ToolCall& call : message.tool_calls) {
        names[call.id] = call.name;
        calls.push_back({{"id", call.id},
                         {"type", "function"},
                         {"function", {{"name", call.name}, {"arguments", call.arguments}}}});
      }
      m["tool_calls"] = std::move(calls);
    }
    if (message.role == Role::kTool) {
      m["tool_call_id"] = message.tool_call_id;
      m["name"] = names[message.tool_call_id];
    }
    messages.push_back(std::move(m));
  }
  return {{"messages", std::move(messages)}, {"tools", tools_json()}};
}

Json sharegpt_record(const Attempt& attempt) {
  Json turns = Json::array();
  std::string system;
  for (const Message& message : attempt.messages) {
    switch (message.role) {
      case Role::kSystem:
        system = message.content;
        break;
      case Role::kUser:
        turns.push_back({{"from", "human"}, {"value", message.content}});
        break;
      case Role::kAssistant:
        if (message.tool_calls.empty()) {
          turns.push_back({{"from", "gpt"}, {"value", message.content}});
        } else {
          // ShareGPT has one call per function_call turn; parallel calls become a list.
          Json calls = Json::array();
          for (const ToolCall& call : message.tool_calls)
            calls.push_back({{"name", call.name},
                             {"arguments", call.parsed ? *call.parsed : Json(call.arguments)}});
          turns.push_back({{"from", "function_call"},
                           {"value", (calls.size() == 1 ? calls[0] : calls).dump()}});
        }
        break;
      case Role::kTool:
        turns.push_back({{"from", "observation"}, {"value", message.content}});
        break;
    }
  }
  return {{"conversations", std::move(turns)}, {"system", system}, {"tools", tools_json().dump()}};
}

// The graph hashes of the suite's eval tasks.
std::set<std::string> eval_graphs(const fs::path& suite, std::set<std::string>& eval_tasks) {
  std::set<std::string> graphs;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(suite / "tasks" / "eval", ec)) {
    if (entry.path().extension() != ".json") continue;
    Json manifest = Json::parse(read_file(entry.path()), nullptr, false);
    if (!manifest.is_object()) continue;
    eval_tasks.insert(manifest.value("id", entry.path().stem().string()));
    for (const Json& subgraph : manifest.value("subgraphs", Json::array()))
      if (subgraph.contains("graph_hash")) graphs.insert(subgraph["graph_hash"].get<std::string>());
  }
  if (ec || eval_tasks.empty())
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: no eval tasks under tasks/eval: the export needs the suite "
                            "whose eval split it keeps out",
                            suite.string()));
  return graphs;
}

// One attempt in the shape of PassNet's trajectory line: a step per model turn, with the tool
// results that followed it as its observation.
Json passnet_trajectory(const std::vector<Json>& records, const std::string& task) {
  Json steps = Json::array();
  Json out = {{"sample_dir", task}, {"task", task}};
  for (const Json& record : records) {
    std::string kind = record.value("kind", "");
    if (kind == "prompt") {
      out["policy"] = record.value("policy", "");
      out["prompt_version"] = record.value("version", "");
    } else if (kind == "assistant") {
      Message message = message_from_json(record.value("message", Json::object()));
      Json actions = Json::array();
      for (const ToolCall& call : message.tool_calls)
        actions.push_back({{"name", call.name}, {"arguments", call.arguments}});
      const Json& usage = record.value("usage", Json::object());
      steps.push_back({{"step_idx", steps.size()},
                       {"thought", message.content},
                       {"action", std::move(actions)},
                       {"observation", ""},
                       {"token_usage_prompt", usage.value("input_tokens", 0)},
                       {"token_usage_completion", usage.value("output_tokens", 0)},
                       {"llm_exec_time", record.value("seconds", 0.0)},
                       {"env_exec_time", 0.0}});
    } else if (kind == "tool" && !steps.empty()) {
      Json& step = steps.back();
      std::string observation = step["observation"].get<std::string>();
      step["observation"] =
          observation + (observation.empty() ? "" : "\n\n") + record.value("text", std::string());
      step["env_exec_time"] = step["env_exec_time"].get<double>() + record.value("seconds", 0.0);
    } else if (kind == "end") {
      out["exit_reason"] = record.value("reason", "");
      const Json& result = record.value("result", Json::object());
      out["reward"] = result.value("rescored_as", Json(nullptr));
      out["best_as"] = result.value("best_as", Json(nullptr));
    }
  }
  out["trajectory_steps"] = std::move(steps);
  return out;
}

}  // namespace

std::size_t export_passnet(const std::vector<fs::path>& roots, const fs::path& out_dir) {
  std::string trajectories, completions;
  std::size_t written = 0;
  for (const fs::path& folder : find_attempts(roots)) {
    std::vector<Json> records = read_trajectory(folder / "trajectory.jsonl");
    std::optional<Attempt> attempt = attempt_of(records);
    if (!attempt) continue;  // not finished
    trajectories += passnet_trajectory(records, attempt->task).dump() + "\n";
    Json record = openai_record(*attempt);
    completions +=
        Json{{"sample_dir", attempt->task}, {"messages", record["messages"]}}.dump() + "\n";
    ++written;
  }
  fs::create_directories(out_dir);
  write_file(out_dir / "trajectories.jsonl", trajectories);
  write_file(out_dir / "trajectories_completions.jsonl", completions);
  return written;
}

Json SftExportReport::to_json() const {
  return {{"attempts", attempts},         {"written", written},
          {"eval_task", eval_task},       {"eval_graph", eval_graph},
          {"below_min_as", below_min_as}, {"over_cap", over_cap},
          {"duplicates", duplicates},     {"eval_graph_hashes", eval_graph_hashes}};
}

SftExportReport export_sft(const std::vector<fs::path>& roots, const fs::path& out,
                           const SftExportOptions& options) {
  if (options.format != "openai" && options.format != "sharegpt")
    throw Error(ErrorCategory::kUsage,
                fmt::format("--format {}: expected openai or sharegpt", options.format));
  std::set<std::string> eval_tasks;
  std::set<std::string> eval_hashes = eval_graphs(options.suite, eval_tasks);
  SftExportReport report;
  report.eval_graph_hashes = eval_hashes.size();
  std::vector<Attempt> kept;
  for (const fs::path& folder : find_attempts(roots)) {
    std::optional<Attempt> attempt = attempt_of(read_trajectory(folder / "trajectory.jsonl"));
    if (!attempt) continue;
    ++report.attempts;
    if (attempt->split != "train" || eval_tasks.contains(attempt->task)) {
      ++report.eval_task;
      continue;
    }
    if (std::any_of(attempt->graphs.begin(), attempt->graphs.end(),
                    [&](const std::string& hash) { return eval_hashes.contains(hash); })) {
      ++report.eval_graph;
      continue;
    }
    if (options.min_as && (!attempt->rescored_as || *attempt->rescored_as < *options.min_as)) {
      ++report.below_min_as;
      continue;
    }
    kept.push_back(std::move(*attempt));
  }
  // Best first within a task, so that the cap keeps the best attempts.
  std::stable_sort(kept.begin(), kept.end(), [](const Attempt& a, const Attempt& b) {
    if (a.task != b.task) return a.task < b.task;
    return a.rescored_as.value_or(-1) > b.rescored_as.value_or(-1);
  });
  std::map<std::string, std::size_t> per_task;
  std::set<std::string> seen;
  std::string lines;
  for (const Attempt& attempt : kept) {
    Json record = options.format == "openai" ? openai_record(attempt) : sharegpt_record(attempt);
    std::string key = sha256_hex(record.dump());
    if (!seen.insert(key).second) {
      ++report.duplicates;
      continue;
    }
    if (options.max_per_task && per_task[attempt.task] >= *options.max_per_task) {
      ++report.over_cap;
      continue;
    }
    ++per_task[attempt.task];
    lines += record.dump() + "\n";
    ++report.written;
  }
  write_file(out, lines);
  return report;
}

}  // namespace passnet::agent
