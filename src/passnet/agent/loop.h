// The agent loop for one task attempt (docs/agent.md): the model is shown the task, writes its
// pass in a folder with the file editor, evaluates it as often as it likes, and sees each result;
// every step is recorded in the attempt's trajectory before it is acted on, so an interrupted
// attempt resumes where it stopped, repeating and losing no step. The best evaluated pass (by
// in-loop AS; a flagged one never) is kept, and when the attempt ends it is re-scored in a fresh
// run on all of the task's subgraphs, withheld ones included: the in-loop best of many noisy
// evaluations overstates, the re-score does not.
//
// The attempt folder: pass_dir/ (the model's), trajectory.jsonl, evals/N/ (each evaluation's
// run), best/ (the best pass so far), rescore/ (the final run), result.json.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "passnet/agent/chat.h"
#include "passnet/agent/evaluator.h"
#include "passnet/agent/task_prompt.h"

namespace passnet::agent {

// Whatever writes the assistant's turns: a model through LlmClient, a script, a replay.
class Policy {
 public:
  virtual ~Policy() = default;
  struct Turn {
    std::optional<ChatReply> reply;
    std::string failure;  // why there is no reply (the model could not be reached)
  };
  virtual Turn next(const ChatRequest& request) = 0;
  virtual std::string name() const = 0;
};

// Turns from a JSON file: a list of {"content": ..., "tool_calls": [{"name", "arguments"}]}
// (arguments an object or JSON text), returned in order whatever the conversation says; after
// the last, a turn with no tool call ends the attempt. For tests, demos and scripted baselines.
std::unique_ptr<Policy> scripted_policy(const std::filesystem::path& script);
std::unique_ptr<Policy> scripted_policy(nlohmann::json turns, std::string name);

// The model turns of a recorded trajectory, played again in order against the task as it is now
// (a newer judge, another device): the edits and evaluation requests repeat, their results are
// measured afresh.
std::unique_ptr<Policy> replay_policy(const std::filesystem::path& trajectory);

struct LoopOptions {
  int steps = 50;  // model turns
  std::optional<std::int64_t> max_tokens;
  std::optional<double> max_cost;
  std::optional<std::chrono::seconds> max_time;
  // The conversation sent to the model, in characters (about four a token): older tool results,
  // then older tool calls' arguments, are elided to fit; the trajectory keeps them whole.
  std::size_t context_chars = 400000;
  PromptOptions prompt;
  EvaluationOptions evaluation;
};

// What an attempt works on: a task of a passnet suite (its manifest; the visible subgraphs in the
// loop, all of them in the re-score) or of PassNet's layout in passnet-compatible mode.
struct AttemptTask {
  std::string id;
  std::string split;
  TaskPrompt prompt;
  std::vector<std::string> visible;  // subgraph folders the loop evaluates
  std::vector<std::string> all;      // ... and the final re-score
  // The folder the model edits; empty: the attempt's own FOLDER/pass_dir.
  std::filesystem::path pass_dir;
  // PassNet's agent in a task folder of its layout: the model edits the task's own pass_dir/,
  // only the first tool call of a turn runs (the others are told so), and every evaluation
  // leaves the task's score in pass_dir/score.txt, as PassNet's evaluator does.
  bool passnet_compatible = false;
};

AttemptTask suite_task(const std::filesystem::path& suite, const std::string& task_id,
                       const PromptOptions& prompt);
// PassNet's prompt shape, every subgraph visible (PassNet's agent shows them all), in the task's
// own pass_dir/.
AttemptTask passnet_task(const bench::SuiteTask& task, const PromptOptions& prompt);

struct AttemptResult {
  std::string task;
  std::string end_reason;  // finished, steps, tokens, cost, time, model_failed
  int steps = 0;
  int evaluations = 0;
  std::optional<double> best_as;      // in the loop, on the visible subgraphs
  std::optional<double> rescored_as;  // the best pass on every subgraph
  bool rescored_flagged = false;
  std::int64_t input_tokens = 0, output_tokens = 0;
  double cost = 0;
  nlohmann::json to_json() const;
  // What to_json wrote (result.json, a trajectory's end record); missing fields keep defaults.
  static AttemptResult from_json(const nlohmann::json& saved);
};

// Runs (or resumes) one attempt at `task` in `folder`. A finished attempt is read back, not run
// again.
AttemptResult run_attempt(const AttemptTask& task, const std::filesystem::path& folder,
                          Policy& policy, const LoopOptions& options);

}  // namespace passnet::agent
