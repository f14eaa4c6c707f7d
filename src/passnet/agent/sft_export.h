// Fine-tuning records from agent trajectories (`passnet agent export-sft`): each finished attempt
// becomes one chat-format record (the system prompt, the task, every model turn with its tool
// calls, every tool result), in OpenAI's format (`messages` and `tools`, for TRL and
// python/passnet/train) or ShareGPT's (`conversations` with function_call and observation turns,
// for LLaMA-Factory). Only train-split tasks are exported: an attempt whose task is in the suite's
// eval split, or that showed or evaluated any subgraph whose graph hash an eval task holds, is
// left out and counted, so the eval split provably stays out of the data. Attempts are filtered
// by their re-scored AS (PassNet's own reward field is a stub), capped per task (best first) and
// deduplicated by their conversation.
#pragma once

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace passnet::agent {

struct SftExportOptions {
  std::string format = "openai";  // or "sharegpt"
  std::optional<double> min_as;   // re-scored AS at least this
  std::optional<std::size_t> max_per_task;
  std::filesystem::path suite;  // whose eval split is kept out
};

struct SftExportReport {
  std::size_t attempts = 0;  // finished attempts found
  std::size_t written = 0;
  std::size_t eval_task = 0;          // left out: not a train task (the eval split, or unknown)
  std::size_t eval_graph = 0;         // left out: it touched a graph hash of an eval task
  std::size_t below_min_as = 0;       // left out by --min-as (or never re-scored)
  std::size_t over_cap = 0;           // left out by --max-per-task
  std::size_t duplicates = 0;         // the same conversation as one written before
  std::size_t eval_graph_hashes = 0;  // graph hashes of the eval split checked against
  nlohmann::json to_json() const;
};

// Reads every attempt folder under `roots` (any depth: folders holding trajectory.jsonl and
// result.json) and writes the records to `out` (JSON lines).
SftExportReport export_sft(const std::vector<std::filesystem::path>& roots,
                           const std::filesystem::path& out, const SftExportOptions& options);

// PassNet's two agent outputs for every finished attempt under `roots`, into OUT_DIR:
// trajectories.jsonl (a line per attempt: its steps with thought, action, observation, tokens
// and times, the exit reason, and the re-scored AS as the reward, which PassNet's own leaves a
// stub) and trajectories_completions.jsonl ({"sample_dir", "messages"}, OpenAI chat format with
// tool turns as role tool). Returns the attempts written.
std::size_t export_passnet(const std::vector<std::filesystem::path>& roots,
                           const std::filesystem::path& out_dir);

}  // namespace passnet::agent
