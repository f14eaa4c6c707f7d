#include "passnet/agent/agent_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "passnet/agent/loop.h"
#include "passnet/agent/trajectory_log.h"
#include "passnet/bench/backend_spec.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/run_outcomes.h"
#include "passnet/bench/scoring.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::agent {

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

struct AttemptFacts {
  std::string task, policy;
  std::optional<double> rescored_as, best_as;
  std::size_t flagged = 0, evaluations = 0, steps = 0;
  std::int64_t tokens = 0;
  double cost = 0;
  fs::path folder;
};

std::optional<AttemptFacts> read_facts(const fs::path& folder) {
  if (!fs::exists(folder / "result.json")) return std::nullopt;
  AttemptFacts facts;
  facts.folder = folder;
  for (const Json& record : read_trajectory(folder / "trajectory.jsonl")) {
    std::string kind = record.value("kind", "");
    if (kind == "prompt") {
      facts.task = record.value("task", "");
      facts.policy = record.value("policy", "");
    } else if (kind == "assistant") {
      ++facts.steps;
      const Json& usage = record.value("usage", Json::object());
      facts.tokens += usage.value("input_tokens", std::int64_t{0}) +
                      usage.value("output_tokens", std::int64_t{0});
      facts.cost += record.value("cost", 0.0);
    } else if (kind == "tool" && record.contains("evaluation")) {
      ++facts.evaluations;
      facts.flagged += record["evaluation"].value("flagged", false) ? 1 : 0;
    }
  }
  AttemptResult result =
      AttemptResult::from_json(Json::parse(read_file(folder / "result.json"), nullptr, false));
  facts.rescored_as = result.rescored_as;
  facts.best_as = result.best_as;
  return facts;
}

// The re-score run's outcomes under its pass backends; empty when the attempt kept no pass.
std::vector<bench::SampleOutcome> rescored_outcomes(const fs::path& folder) {
  fs::path run = folder / "rescore";
  if (!fs::exists(run / "run.db")) return {};
  bench::RunDb db(bench::run_db_path(run.string()));
  std::vector<bench::SampleOutcome> out;
  for (const std::string& backend : db.options().value("backends", std::vector<std::string>{}))
    if (std::optional<bench::BackendSpec> spec = bench::parse_backend_spec(backend).value;
        spec && spec->runs_subgraph_passes()) {
      std::vector<bench::SampleOutcome> rows = bench::backend_outcomes(db, backend).outcomes;
      out.insert(out.end(), rows.begin(), rows.end());
    }
  return out;
}

std::optional<double> gmean(const std::vector<double>& values) {
  if (values.empty()) return std::nullopt;
  double log_sum = 0;
  for (double v : values)
    log_sum += std::log(std::max(v, 1e-12));
  return std::exp(log_sum / static_cast<double>(values.size()));
}

std::string cell(const std::optional<double>& value, const char* format = "{:.3f}") {
  return value ? fmt::format(fmt::runtime(format), *value) : std::string("-");
}

}  // namespace

AgentReport agent_report(const std::vector<fs::path>& roots) {
  std::map<std::string, std::vector<AttemptFacts>> by_policy;
  for (const fs::path& folder : find_attempts(roots))
    if (std::optional<AttemptFacts> facts = read_facts(folder))
      by_policy[facts->policy].push_back(std::move(*facts));
  if (by_policy.empty())
    throw Error(ErrorCategory::kUsage,
                "no finished agent attempts (result.json) under the folders");
  AgentReport report;
  std::map<std::string, BestPass> best;
  for (const auto& [policy, attempts] : by_policy) {
    PolicyRow row;
    row.policy = policy;
    row.attempts = attempts.size();
    std::map<std::string, double> task_best, task_in_loop;
    std::map<std::string, const AttemptFacts*> best_attempt;
    std::vector<bench::SampleOutcome> outcomes;
    for (const AttemptFacts& a : attempts) {
      row.flagged_evaluations += a.flagged;
      row.evaluations += a.evaluations;
      row.steps += a.steps;
      row.tokens += a.tokens;
      row.cost += a.cost;
      // An attempt that kept no pass failed its task: it scores the failure penalty, as a failed
      // subgraph does in AS.
      double rescored = a.rescored_as.value_or(bench::ScoringOptions{}.b);
      if (!task_best.contains(a.task) || rescored > task_best[a.task]) {
        task_best[a.task] = rescored;
        best_attempt[a.task] = &a;
      }
      double in_loop = a.best_as.value_or(bench::ScoringOptions{}.b);
      if (!task_in_loop.contains(a.task) || in_loop > task_in_loop[a.task])
        task_in_loop[a.task] = in_loop;
    }
    for (const auto& [task, attempt] : best_attempt) {
      std::vector<bench::SampleOutcome> rows = rescored_outcomes(attempt->folder);
      outcomes.insert(outcomes.end(), rows.begin(), rows.end());
      if (attempt->rescored_as && fs::exists(attempt->folder / "best") &&
          (!best.contains(task) || *attempt->rescored_as > best[task].rescored_as))
        best[task] = {task, policy, *attempt->rescored_as, (attempt->folder / "best").string()};
    }
    row.tasks = task_best.size();
    std::vector<double> tasks_as, in_loop;
    for (const auto& [task, as] : task_best)
      tasks_as.push_back(as);
    for (const auto& [task, as] : task_in_loop)
      in_loop.push_back(as);
    row.task_gmean_as = gmean(tasks_as);
    row.in_loop_gmean_as = gmean(in_loop);
    if (!outcomes.empty()) {
      bench::ScoringOptions scoring;
      scoring.bootstrap = 0;
      try {
        bench::ScoreReport scored = bench::score(outcomes, scoring);
        row.as = scored.as;
        row.gmean_speedup = scored.gmean_speedup;
        row.correct_rate = scored.correct_rate;
        row.fast_1 = scored.fast_1;
      } catch (const Error&) {  // nothing scorable: every subgraph failed in eager
      }
    }
    report.policies.push_back(std::move(row));
  }
  for (auto& [task, pass] : best)
    report.best.push_back(std::move(pass));
  return report;
}

Json AgentReport::to_json() const {
  Json rows = Json::array();
  for (const PolicyRow& r : policies)
    rows.push_back(
        {{"policy", r.policy},
         {"attempts", r.attempts},
         {"tasks", r.tasks},
         {"as", r.as ? Json(*r.as) : Json(nullptr)},
         {"gmean_speedup", r.gmean_speedup ? Json(*r.gmean_speedup) : Json(nullptr)},
         {"correct_rate", r.correct_rate},
         {"fast_1", r.fast_1},
         {"task_gmean_as", r.task_gmean_as ? Json(*r.task_gmean_as) : Json(nullptr)},
         {"in_loop_gmean_as", r.in_loop_gmean_as ? Json(*r.in_loop_gmean_as) : Json(nullptr)},
         {"flagged_evaluations", r.flagged_evaluations},
         {"evaluations", r.evaluations},
         {"steps", r.steps},
         {"tokens", r.tokens},
         {"cost", r.cost}});
  Json passes = Json::array();
  for (const BestPass& b : best)
    passes.push_back({{"task", b.task},
                      {"policy", b.policy},
                      {"rescored_as", b.rescored_as},
                      {"folder", b.folder}});
  return {{"policies", rows}, {"best", passes}};
}

std::string AgentReport::table() const {
  std::string out = fmt::format(
      "{:<32} {:>5} {:>7} {:>7} {:>7} {:>7} {:>7} {:>9} {:>8} {:>9} {:>9}\n", "policy", "tasks",
      "AS", "G-mean", "Sub.CR", "fast_1", "tasks'AS", "in-loop", "flagged", "tokens", "cost");
  for (const PolicyRow& r : policies)
    out += fmt::format(
        "{:<32} {:>5} {:>7} {:>7} {:>6.1f}% {:>6.1f}% {:>7} {:>9} {:>8} {:>9} {:>9.4f}\n",
        r.policy.substr(0, 32), r.tasks, cell(r.as), cell(r.gmean_speedup), 100 * r.correct_rate,
        100 * r.fast_1, cell(r.task_gmean_as), cell(r.in_loop_gmean_as),
        fmt::format("{}/{}", r.flagged_evaluations, r.evaluations), r.tokens, r.cost);
  if (!best.empty()) {
    out += "\nbest pass per task (re-scored AS):\n";
    for (const BestPass& b : best)
      out += fmt::format("  {:<40} {:.3f}  {}  {}\n", b.task, b.rescored_as, b.policy, b.folder);
  }
  return out;
}

}  // namespace passnet::agent
