#include "passnet/bench/suite_run.h"

#include <fmt/format.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <unordered_map>

#include "passnet/bench/curate.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/run_outcomes.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

nlohmann::json read_json(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(ErrorCategory::kIo, fmt::format("{}: cannot read", path.string()));
  std::stringstream text;
  text << in.rdbuf();
  nlohmann::json value = nlohmann::json::parse(text.str(), nullptr, false);
  if (value.is_discarded())
    throw Error(ErrorCategory::kParse, fmt::format("{}: not valid JSON", path.string()));
  return value;
}

nlohmann::json report_json(const ScoreReport& r) {
  nlohmann::json es = nlohmann::json::object();
  for (const auto& [t, value] : r.es)
    es[std::to_string(t)] = value;
  nlohmann::json out = {{"as", r.as},
                        {"es", es},
                        {"gmean_speedup", r.gmean_speedup ? nlohmann::json(*r.gmean_speedup)
                                                          : nlohmann::json(nullptr)},
                        {"correct_rate", r.correct_rate},
                        {"fast_1", r.fast_1},
                        {"samples", r.samples},
                        {"eager_fail", r.eager_fail}};
  if (r.as_ci) out["as_ci"] = {r.as_ci->first, r.as_ci->second};
  return out;
}

// The integrity verdicts of the chosen subgraphs only: a run folder may hold more samples than
// this invocation's tasks (an earlier run with other --only prefixes).
void add_integrity(SuiteScores& scores, RunDb& db) {
  std::set<std::string> chosen;
  for (const SuiteTask& task : scores.tasks)
    chosen.insert(task.subgraphs.begin(), task.subgraphs.end());
  for (const std::string& backend : scores.backends) {
    std::vector<BackendResult> results;
    for (BackendResult& r : db.results_for(backend))
      if (chosen.contains(canonical_path(r.detail.value("sample", ""))))
        results.push_back(std::move(r));
    IntegritySummary summary = summarize_integrity(results);
    if (summary.any()) scores.integrity[backend] = std::move(summary);
  }
}

}  // namespace

std::vector<SuiteTask> load_suite_tasks(const std::string& suite_dir, const std::string& split) {
  if (split != "eval" && split != "train" && split != "all")
    throw Error(ErrorCategory::kUsage,
                fmt::format("--split {}: expected eval, train or all", split));
  fs::path root(suite_dir);
  fs::path index_path = root / "suite.json";
  if (!fs::is_regular_file(index_path))
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: not a suite folder (no suite.json; make one with `passnet bench "
                            "curate`)",
                            suite_dir));
  nlohmann::json index = read_json(index_path);
  if (!index.contains("tasks") || !index["tasks"].is_array())
    throw Error(ErrorCategory::kParse, fmt::format("{}: has no task list", index_path.string()));
  std::vector<SuiteTask> tasks;
  for (const nlohmann::json& entry : index["tasks"]) {
    if (!entry.is_object() || !entry.contains("manifest") || !entry["manifest"].is_string())
      throw Error(ErrorCategory::kParse,
                  fmt::format("{}: a task entry without a manifest path", index_path.string()));
    fs::path manifest_path = root / entry["manifest"].get<std::string>();
    nlohmann::json manifest = read_json(manifest_path);
    SuiteTask task;
    task.id = manifest.value("id", "");
    task.split = manifest.value("split", "");
    if (split != "all" && task.split != split) continue;
    if (manifest.contains("key") && manifest["key"].is_object()) {
      const nlohmann::json& key = manifest["key"];
      task.dtype = key.value("dtype", "");
      if (key.contains("size_bucket_log2") && key["size_bucket_log2"].is_number_integer())
        task.size_bucket = key["size_bucket_log2"].get<int>();
      if (key.contains("ops") && key["ops"].is_array()) {
        std::vector<std::string> ops;
        for (const nlohmann::json& op : key["ops"])
          if (op.is_string()) ops.push_back(op.get<std::string>());
        task.family = op_family(ops);
      }
    }
    if (!manifest.contains("subgraphs") || !manifest["subgraphs"].is_array())
      throw Error(ErrorCategory::kParse,
                  fmt::format("{}: no subgraph list", manifest_path.string()));
    for (const nlohmann::json& subgraph : manifest["subgraphs"]) {
      std::string path = subgraph.is_object() ? subgraph.value("path", "") : "";
      fs::path folder = root / path;
      if (path.empty() || !fs::is_regular_file(folder / "model.py"))
        throw Error(ErrorCategory::kSample,
                    fmt::format("{}: subgraph '{}' is not a sample folder of the suite",
                                manifest_path.string(), path));
      task.subgraphs.push_back(canonical_path(folder));
      std::string model = subgraph.value("source_model", subgraph.value("parent", std::string()));
      task.sources.push_back(fs::path(model).lexically_normal().filename().string());
      task.subgraph_dtypes.push_back(subgraph.value("dtype", task.dtype));
      std::optional<int> bucket = task.size_bucket;
      if (subgraph.contains("size_bucket_log2") && subgraph["size_bucket_log2"].is_number_integer())
        bucket = subgraph["size_bucket_log2"].get<int>();
      task.subgraph_buckets.push_back(bucket);
    }
    tasks.push_back(std::move(task));
  }
  return tasks;
}

SuiteScores score_suite(const std::vector<SuiteTask>& tasks, const std::string& run_dir,
                        const std::vector<std::string>& backends, const ScoringOptions& options) {
  SuiteScores scores;
  scores.tasks = tasks;
  ScoringOptions per_task = options;
  per_task.bootstrap = 0;  // a handful of subgraphs: an interval would say little
  const std::string db_path = run_db_path(run_dir);
  RunDb db(db_path);
  db.require_one_gpu_model(db_path);
  for (const std::string& backend : backends) {
    if (backend == "eager") continue;
    scores.backends.push_back(backend);
    std::unordered_map<std::string, SampleOutcome> by_sample;
    for (SampleOutcome& outcome : backend_outcomes(db, backend).outcomes)
      by_sample[canonical_path(outcome.id)] = std::move(outcome);
    std::vector<SampleOutcome> all;
    for (const SuiteTask& task : tasks) {
      std::vector<SampleOutcome> outcomes;
      for (const std::string& subgraph : task.subgraphs) {
        auto it = by_sample.find(subgraph);
        if (it == by_sample.end())
          throw Error(ErrorCategory::kUsage,
                      fmt::format("{}: no {} result for {} (the run is incomplete: run the same "
                                  "command again to resume it)",
                                  db_path, backend, subgraph));
        outcomes.push_back(it->second);
        all.push_back(it->second);
      }
      try {
        scores.per_task[backend][task.id] = score(outcomes, per_task);
      } catch (const Error&) {  // every subgraph failed in eager: nothing to score
      }
    }
    scores.overall[backend] = score(all, options);
    double log_sum = 0;
    std::size_t scored = 0;
    for (const auto& [id, report] : scores.per_task[backend]) {
      log_sum += std::log(report.as);
      ++scored;
    }
    if (scored > 0) scores.task_gmean[backend] = std::exp(log_sum / static_cast<double>(scored));
  }
  add_integrity(scores, db);
  std::set<std::string> chosen;
  for (const SuiteTask& task : tasks)
    chosen.insert(task.subgraphs.begin(), task.subgraphs.end());
  scores.over_inductor = over_inductor_of(db, scores.backends, &chosen);
  return scores;
}

nlohmann::json SuiteScores::to_json() const {
  nlohmann::json task_rows = nlohmann::json::array();
  for (const SuiteTask& task : tasks) {
    nlohmann::json row = {{"id", task.id},
                          {"split", task.split},
                          {"subgraphs", task.subgraphs.size()},
                          {"scores", nlohmann::json::object()}};
    for (const std::string& backend : backends) {
      auto per = per_task.find(backend);
      if (per == per_task.end()) continue;
      auto it = per->second.find(task.id);
      row["scores"][backend] =
          it == per->second.end() ? nlohmann::json(nullptr) : report_json(it->second);
    }
    task_rows.push_back(std::move(row));
  }
  nlohmann::json overall_json = nlohmann::json::object();
  for (const auto& [backend, report] : overall)
    overall_json[backend] = report_json(report);
  nlohmann::json integrity_json = nlohmann::json::object();
  for (const auto& [backend, summary] : integrity)
    integrity_json[backend] = summary.to_json(false);
  nlohmann::json over_inductor_json = nlohmann::json::object();
  for (const auto& [backend, summary] : over_inductor)
    over_inductor_json[backend] = summary.to_json();
  return {{"backends", backends},        {"tasks", task_rows},
          {"overall", overall_json},     {"task_gmean", task_gmean},
          {"integrity", integrity_json}, {"over_inductor", over_inductor_json}};
}

}  // namespace passnet::bench
