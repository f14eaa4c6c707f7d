#include "passnet/agent/loop.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>

#include "passnet/agent/pass_files.h"
#include "passnet/agent/trajectory_log.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/interrupt.h"

namespace passnet::agent {

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

ToolSpec evaluator_spec(const std::string& name) {
  return {name,
          "Compile and time the pass folder on the task's subgraphs, with the integrity checks; "
          "returns AS, and per subgraph whether the pass matched and ran, its output error and "
          "its speedup over eager and Inductor. Takes no arguments.",
          {{"type", "object"}, {"properties", Json::object()}}};
}

class ScriptedPolicy final : public Policy {
 public:
  ScriptedPolicy(Json turns, std::string name) : name_(std::move(name)), turns_(std::move(turns)) {}

  Turn next(const ChatRequest& request) override {
    // The turn to play is the count of the model's turns so far: a resumed attempt replays from
    // where the trajectory stops.
    std::size_t index = 0;
    for (const Message& message : request.messages)
      index += message.role == Role::kAssistant ? 1 : 0;
    ChatReply reply;
    reply.message.role = Role::kAssistant;
    reply.finish_reason = "stop";
    if (index < turns_.size()) {
      const Json& turn = turns_[index];
      reply.message.content = turn.value("content", "");
      int call = 0;
      for (const Json& c : turn.value("tool_calls", Json::array())) {
        const Json& arguments = c.value("arguments", Json::object());
        reply.message.tool_calls.push_back(
            {fmt::format("call_{}_{}", index, call++), c.value("name", ""),
             arguments.is_string() ? arguments.get<std::string>() : arguments.dump(), std::nullopt,
             ""});
      }
      parse_tool_arguments(reply.message.tool_calls);
      if (!reply.message.tool_calls.empty()) reply.finish_reason = "tool_calls";
    } else {
      reply.message.content = "Done.";
    }
    return {std::move(reply), ""};
  }

  std::string name() const override { return name_; }

 private:
  std::string name_;
  Json turns_;
};

struct State {
  std::vector<Message> messages;
  int steps = 0;
  int evaluations = 0;
  std::optional<double> best_as;
  std::int64_t input_tokens = 0, output_tokens = 0;
  double cost = 0;
  double seconds = 0;
  std::vector<ToolCall> pending;  // the last turn's calls with no recorded result
};

// One record's effect on the attempt's state: the conversation, the counts and the totals.
void apply_record(State& state, const Json& record) {
  std::string kind = record.value("kind", "");
  if (kind == "prompt") {
    state.messages.push_back({.role = Role::kSystem, .content = record.value("system", "")});
    state.messages.push_back({.role = Role::kUser, .content = record.value("user", "")});
  } else if (kind == "assistant") {
    Message message = message_from_json(record.value("message", Json::object()));
    state.pending = message.tool_calls;
    state.messages.push_back(std::move(message));
    ++state.steps;
    const Json& usage = record.value("usage", Json::object());
    state.input_tokens += usage.value("input_tokens", std::int64_t{0});
    state.output_tokens += usage.value("output_tokens", std::int64_t{0});
    state.cost += record.value("cost", 0.0);
    state.seconds += record.value("seconds", 0.0);
  } else if (kind == "tool") {
    std::string id = record.value("call_id", "");
    std::erase_if(state.pending, [&id](const ToolCall& call) { return call.id == id; });
    state.messages.push_back({.role = Role::kTool,
                              .content = record.value("text", ""),
                              .tool_call_id = id,
                              .is_error = record.value("is_error", false)});
    state.seconds += record.value("seconds", 0.0);
    if (record.contains("evaluation")) {
      ++state.evaluations;
      const Json& evaluation = record["evaluation"];
      if (!evaluation.value("flagged", true)) {
        double as = evaluation.value("as", 0.0);
        if (!state.best_as || as > *state.best_as) state.best_as = as;
      }
    }
  }
}

State replay(const std::vector<Json>& records) {
  State state;
  for (const Json& record : records)
    apply_record(state, record);
  return state;
}

std::size_t message_chars(const Message& message) {
  std::size_t chars = message.content.size();
  for (const ToolCall& call : message.tool_calls)
    chars += call.arguments.size() + call.name.size();
  for (const Reasoning& reasoning : message.reasoning)
    chars += reasoning.text.size();
  return chars;
}

// The conversation within `budget` characters: the system prompt, the task and the last turn
// with its results are kept whole; older tool results are elided first, oldest first, then the
// arguments of older tool calls (a created file's text, say). `chars` is what is left.
std::vector<Message> fit_context(std::vector<Message> messages, std::size_t budget,
                                 std::size_t& chars) {
  std::size_t total = 0;
  for (const Message& message : messages)
    total += message_chars(message);
  std::size_t keep_from = messages.size();
  while (keep_from > 2 && messages[keep_from - 1].role == Role::kTool)
    --keep_from;
  if (keep_from > 2) --keep_from;  // the last assistant turn
  for (int pass = 0; pass < 2 && total > budget; ++pass)
    for (std::size_t i = 2; i < keep_from && total > budget; ++i) {
      Message& message = messages[i];
      std::size_t before = message_chars(message);
      if (pass == 0 && message.role == Role::kTool && message.content.size() > 200) {
        message.content =
            fmt::format("[an older result of {} characters, left out to fit the context]",
                        message.content.size());
      } else if (pass == 1 && message.role == Role::kAssistant) {
        for (ToolCall& call : message.tool_calls)
          if (call.arguments.size() > 200) {
            call.arguments = "{}";
            call.parsed = nlohmann::json::object();
          }
      } else {
        continue;
      }
      total -= before - message_chars(message);
    }
  chars = total;
  return messages;
}

// Whether a model's failure says its context was too long (servers word it in many ways).
bool context_overflow(const std::string& failure) {
  std::string text = failure;
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return text.find("context") != std::string::npos || text.find("too long") != std::string::npos ||
         text.find("too many tokens") != std::string::npos ||
         text.find("maximum length") != std::string::npos;
}

std::vector<std::string> subgraph_paths(const fs::path& suite, const std::vector<Json>& entries) {
  std::vector<std::string> paths;
  for (const Json& entry : entries)
    paths.push_back((suite / entry.value("path", "")).string());
  return paths;
}

// Whether `call` is the first tool call of the last model turn.
bool first_call_of_turn(const std::vector<Message>& messages, const ToolCall& call) {
  for (auto it = messages.rbegin(); it != messages.rend(); ++it)
    if (it->role == Role::kAssistant)
      return !it->tool_calls.empty() && it->tool_calls.front().id == call.id;
  return true;
}

}  // namespace

AttemptTask suite_task(const fs::path& suite, const std::string& task_id,
                       const PromptOptions& prompt) {
  AttemptTask task;
  task.id = task_id;
  task.split = load_task_manifest(suite, task_id).value("split", "");
  task.prompt = task_prompt(suite, task_id, prompt);
  task.visible = subgraph_paths(suite, task.prompt.split.visible);
  task.all = task.visible;
  std::vector<std::string> withheld = subgraph_paths(suite, task.prompt.split.withheld);
  task.all.insert(task.all.end(), withheld.begin(), withheld.end());
  return task;
}

AttemptTask passnet_task(const bench::SuiteTask& task, const PromptOptions& prompt) {
  AttemptTask out;
  out.id = task.id;
  out.split = task.split;
  out.prompt = passnet_task_prompt(task, prompt);
  out.visible = task.subgraphs;
  out.all = task.subgraphs;
  out.pass_dir = fs::path(task.folder) / "pass_dir";
  out.passnet_compatible = true;
  return out;
}

std::unique_ptr<Policy> scripted_policy(const fs::path& script) {
  Json turns = Json::parse(read_file(script), nullptr, false);
  if (!turns.is_array())
    throw Error(ErrorCategory::kParse,
                fmt::format("{}: a script is a JSON list of turns", script.string()));
  return std::make_unique<ScriptedPolicy>(std::move(turns), "scripted:" + script.string());
}

std::unique_ptr<Policy> scripted_policy(Json turns, std::string name) {
  if (!turns.is_array()) throw Error(ErrorCategory::kInternal, "a script is a list of turns");
  return std::make_unique<ScriptedPolicy>(std::move(turns), std::move(name));
}

std::unique_ptr<Policy> replay_policy(const fs::path& trajectory) {
  Json turns = Json::array();
  for (const Json& record : read_trajectory(trajectory)) {
    if (record.value("kind", "") != "assistant") continue;
    Message message = message_from_json(record.value("message", Json::object()));
    Json calls = Json::array();
    for (const ToolCall& call : message.tool_calls)
      calls.push_back({{"name", call.name}, {"arguments", call.arguments}});
    turns.push_back({{"content", message.content}, {"tool_calls", std::move(calls)}});
  }
  if (turns.empty())
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: no model turn to replay", trajectory.string()));
  return std::make_unique<ScriptedPolicy>(std::move(turns), "replay:" + trajectory.string());
}

Json AttemptResult::to_json() const {
  Json out = {{"task", task},
              {"end_reason", end_reason},
              {"steps", steps},
              {"evaluations", evaluations},
              {"input_tokens", input_tokens},
              {"output_tokens", output_tokens},
              {"cost", cost},
              {"rescored_flagged", rescored_flagged}};
  out["best_as"] = best_as ? Json(*best_as) : Json(nullptr);
  out["rescored_as"] = rescored_as ? Json(*rescored_as) : Json(nullptr);
  return out;
}

AttemptResult AttemptResult::from_json(const Json& saved) {
  AttemptResult out;
  if (!saved.is_object()) return out;
  auto number = [&saved](const char* key) -> std::optional<double> {
    if (saved.contains(key) && saved[key].is_number()) return saved[key].get<double>();
    return std::nullopt;
  };
  out.task = saved.value("task", "");
  out.end_reason = saved.value("end_reason", "");
  out.steps = saved.value("steps", 0);
  out.evaluations = saved.value("evaluations", 0);
  out.best_as = number("best_as");
  out.rescored_as = number("rescored_as");
  out.rescored_flagged = saved.value("rescored_flagged", false);
  out.input_tokens = saved.value("input_tokens", std::int64_t{0});
  out.output_tokens = saved.value("output_tokens", std::int64_t{0});
  out.cost = saved.value("cost", 0.0);
  return out;
}

AttemptResult run_attempt(const AttemptTask& task, const fs::path& folder, Policy& policy,
                          const LoopOptions& options) {
  const std::string& task_id = task.id;
  fs::create_directories(folder);
  fs::path result_file = folder / "result.json";
  TrajectoryLog log(folder / "trajectory.jsonl");
  for (const Json& record : log.records())
    if (record.value("kind", "") == "end" && fs::exists(result_file)) {
      AttemptResult done = AttemptResult::from_json(Json::parse(read_file(result_file)));
      if (done.task.empty()) done.task = task_id;
      return done;
    }

  if (log.records().empty()) {
    const TaskPrompt& prompt = task.prompt;
    auto hashes = [](const std::vector<Json>& entries) {
      Json out = Json::array();
      for (const Json& entry : entries)
        out.push_back(entry.value("graph_hash", ""));
      return out;
    };
    log.append({{"kind", "prompt"},
                {"task", task_id},
                {"split", task.split},
                {"policy", policy.name()},
                {"version", prompt.version},
                {"system", prompt.system},
                {"user", prompt.user},
                {"visible", hashes(prompt.split.visible)},
                {"withheld", hashes(prompt.split.withheld)}});
  }
  State state = replay(log.records());
  PassFolder files(task.pass_dir.empty() ? folder / "pass_dir" : task.pass_dir);
  fs::path best = folder / "best";
  ChatRequest request;
  request.tools = {PassFolder::spec(options.prompt.editor_tool),
                   evaluator_spec(options.prompt.evaluate_tool)};

  // A call that Ctrl-C cut has no result: it stays pending and runs again when the attempt
  // resumes, its evaluation's run folder keeping the subgraphs it finished.
  auto run_call = [&](const ToolCall& call) -> std::optional<Json> {
    auto started = std::chrono::steady_clock::now();
    Json record = {
        {"kind", "tool"}, {"step", state.steps}, {"call_id", call.id}, {"name", call.name}};
    ToolOutcome outcome;
    if (task.passnet_compatible && !first_call_of_turn(state.messages, call)) {
      outcome = {"Not run: only the first tool call of a turn runs.", true};
    } else if (call.name == options.prompt.editor_tool) {
      outcome = call.parsed ? files.run(*call.parsed)
                            : ToolOutcome{"The call's " + call.arguments_error, true};
    } else if (call.name == options.prompt.evaluate_tool) {
      fs::path run_dir = folder / "evals" / std::to_string(state.evaluations + 1);
      try {
        Evaluation evaluation =
            evaluate_pass(files.root(), task.visible, run_dir, options.evaluation);
        if (InterruptGuard::interrupted()) return std::nullopt;
        if (task.passnet_compatible)
          write_file(files.root() / "score.txt", fmt::format("{}\n", evaluation.as));
        outcome = {evaluation.report, false};
        record["evaluation"] = {{"as", evaluation.as},
                                {"flagged", evaluation.flagged},
                                {"correct", evaluation.correct},
                                {"run_dir", evaluation.run_dir}};
        if (!evaluation.flagged && (!state.best_as || evaluation.as > *state.best_as)) {
          fs::remove_all(best);
          fs::copy(files.root(), best, fs::copy_options::recursive);
        }
      } catch (const Error& error) {
        outcome = {std::string("The evaluation could not run: ") + error.what(), true};
      }
    } else {
      outcome = {fmt::format("There is no tool {:?}: use {} or {}", call.name,
                             options.prompt.editor_tool, options.prompt.evaluate_tool),
                 true};
    }
    int left = options.steps - state.steps;
    record["text"] = outcome.text + fmt::format("\n\nSteps remaining: {}", std::max(left, 0));
    record["is_error"] = outcome.is_error;
    record["seconds"] =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return record;
  };

  std::string end_reason;
  for (;;) {
    // Calls of the last turn that a crash left without a result run first.
    for (const ToolCall& call : std::vector<ToolCall>(state.pending)) {
      std::optional<Json> record = run_call(call);
      if (!record) break;
      log.append(*record);
      apply_record(state, *record);
    }
    if (InterruptGuard::interrupted()) break;
    if (state.steps > 0 && state.messages.back().role == Role::kAssistant &&
        state.messages.back().tool_calls.empty()) {
      end_reason = "finished";
      break;
    }
    if (state.steps >= options.steps) end_reason = "steps";
    if (options.max_tokens && state.input_tokens + state.output_tokens >= *options.max_tokens)
      end_reason = "tokens";
    if (options.max_cost && state.cost >= *options.max_cost) end_reason = "cost";
    if (options.max_time && state.seconds >= static_cast<double>(options.max_time->count()))
      end_reason = "time";
    if (!end_reason.empty()) break;
    // The conversation sent is the recorded one, its oldest observations elided to fit the
    // context; a server that still finds it too long gets a quarter less, up to three times.
    std::size_t budget = options.context_chars;
    Policy::Turn turn;
    for (int shrink = 0;; ++shrink) {
      std::size_t sent = 0;
      request.messages = fit_context(state.messages, budget, sent);
      turn = policy.next(request);
      if (turn.reply || shrink == 3 || !context_overflow(turn.failure)) break;
      budget = std::min(budget, sent) * 3 / 4;
      log.append({{"kind", "note"},
                  {"step", state.steps},
                  {"text", fmt::format("the model's context overflowed ({}): retrying with {} "
                                       "characters of conversation",
                                       turn.failure, budget)}});
    }
    // A request cut by Ctrl-C is no failure of the model: the attempt resumes at this turn.
    if (!turn.reply && InterruptGuard::interrupted()) break;
    if (!turn.reply) {
      log.append({{"kind", "note"}, {"step", state.steps}, {"text", turn.failure}});
      end_reason = "model_failed";
      break;
    }
    ChatReply reply = *turn.reply;
    // Results are matched to calls by id: a server that sends an empty or repeated one gets ids
    // of the loop's own.
    std::set<std::string> ids;
    for (std::size_t k = 0; k < reply.message.tool_calls.size(); ++k) {
      ToolCall& call = reply.message.tool_calls[k];
      if (call.id.empty() || !ids.insert(call.id).second) {
        call.id = fmt::format("call_{}_{}", state.steps + 1, k);
        ids.insert(call.id);
      }
    }
    Json record = to_json(reply);
    record["kind"] = "assistant";
    record["step"] = state.steps + 1;
    log.append(record);
    apply_record(state, record);
  }

  AttemptResult result;
  result.task = task_id;
  result.end_reason = end_reason.empty() ? "interrupted" : end_reason;
  result.steps = state.steps;
  result.evaluations = state.evaluations;
  result.best_as = state.best_as;
  result.input_tokens = state.input_tokens;
  result.output_tokens = state.output_tokens;
  result.cost = state.cost;
  // An interrupted attempt says how far it got, and resumes from its trajectory; it writes no
  // result and is not re-scored, since it is not over.
  if (end_reason.empty()) return result;
  if (state.best_as && fs::exists(best)) {
    // In workers of its own, eager timed in the same rounds: nothing the loop's workers or
    // cached baselines carry reaches the figure that is reported. It takes the same timing
    // locks as the loop's workers, which other attempts may be timing on.
    EvaluationOptions fresh = options.evaluation;
    fresh.run.pool = nullptr;
    fresh.run.baselines.reset();
    Evaluation rescored = evaluate_pass(best, task.all, folder / "rescore", fresh);
    // A re-score that Ctrl-C cut is no figure: the resumed attempt finishes it.
    if (InterruptGuard::interrupted()) {
      result.end_reason = "interrupted";
      return result;
    }
    result.rescored_as = rescored.as;
    result.rescored_flagged = rescored.flagged;
  }
  write_file(result_file, result.to_json().dump(2) + "\n");
  log.append({{"kind", "end"}, {"reason", end_reason}, {"result", result.to_json()}});
  return result;
}

}  // namespace passnet::agent
