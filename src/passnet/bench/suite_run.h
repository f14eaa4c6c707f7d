// Running backends on a PassBench suite and scoring them per task: `passnet bench suite run`.
// The subgraphs of the chosen tasks (a split, or all) are evaluated by the ordinary benchmark
// runner into a run folder (resumable like any run); each candidate backend is then scored per
// task and over all chosen subgraphs with ES_t / AS (scoring.h), from the run's run.db
// (run_outcomes.h), so the numbers are those `bench score` gives for the same samples.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "passnet/bench/integrity_summary.h"
#include "passnet/bench/over_inductor.h"
#include "passnet/bench/runner.h"
#include "passnet/bench/scoring.h"

namespace passnet::bench {

struct SuiteTask {
  std::string id;
  std::string split;
  std::vector<std::string> subgraphs;  // sample folders inside the suite
  // PassNet's layout (passnet_layout.h): the task folder (holding pass_dir/) and its uids.
  std::string folder;
  std::vector<std::string> uids;
  // passnet suites: the manifest's key ("torch.float16", floor(log2(largest input elements)))
  // and op family ("add_layer_norm").
  std::string dtype;
  std::optional<int> size_bucket;
  std::string family;
  // Per subgraph, the model it was mined from (a passnet manifest's source_model or parent; in
  // PassNet's layout the SOURCE/MODEL of its graph path), when known.
  std::vector<std::string> sources;
  // Per subgraph, its dtype and size bucket where the manifest says (tasks grouped by pattern
  // alone span several; empty and nullopt elsewhere: the task's key holds them).
  std::vector<std::string> subgraph_dtypes;
  std::vector<std::optional<int>> subgraph_buckets;
};

// The tasks of a suite folder's suite.json, filtered by split ("eval", "train" or "all"), in
// suite order. Throws Error naming the file when the suite or a manifest is malformed or a
// subgraph folder is missing.
std::vector<SuiteTask> load_suite_tasks(const std::string& suite_dir, const std::string& split);

struct SuiteScores {
  std::vector<std::string> backends;  // candidates scored (eager, the baseline, is not)
  std::vector<SuiteTask> tasks;
  // backend -> task id -> report; a task whose subgraphs all failed in eager has no entry.
  std::map<std::string, std::map<std::string, ScoreReport>> per_task;
  std::map<std::string, ScoreReport> overall;  // backend -> over every chosen subgraph
  // backend -> geometric mean of its per-task AS: a model's score over a suite of tasks as
  // PassNet's leaderboard aggregates it (metrics.md); tasks without a score are left out.
  std::map<std::string, double> task_gmean;
  // backend -> the integrity verdicts on the chosen subgraphs, for pass backends, with the rules
  // each flagged sample broke (the scores count its integrity_fail as a failure at every t).
  std::map<std::string, IntegritySummary> integrity;
  // backend -> its speedup over Inductor measured in the same rounds (pass backends under dynamo
  // or direct), over the chosen subgraphs.
  std::map<std::string, OverInductor> over_inductor;

  nlohmann::json to_json() const;
};

// Scores the candidate backends of `run_dir` (its run.db) on `tasks`, with their integrity
// verdicts there. Throws Error(kIo) when the folder has no run.db, Error(kUsage) when a chosen
// subgraph has no result.
SuiteScores score_suite(const std::vector<SuiteTask>& tasks, const std::string& run_dir,
                        const std::vector<std::string>& backends, const ScoringOptions& options);

}  // namespace passnet::bench
