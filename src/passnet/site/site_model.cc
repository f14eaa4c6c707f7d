#include "passnet/site/site_model.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <tuple>

#include "passnet/agent/agent_report.h"
#include "passnet/bench/run_option_values.h"
#include "passnet/bench/scoring.h"
#include "passnet/site/page.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::site {

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

// FILE:LINE:COLUMN of a byte offset, for parse errors.
std::string where(const fs::path& file, const std::string& text, std::size_t byte) {
  std::size_t line = 1, column = 1;
  for (std::size_t i = 0; i < std::min(byte, text.size()); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return fmt::format("{}:{}:{}", file.string(), line, column);
}

// A curation file (`scores` per backend, `subgraphs`: graph hash -> {task, BACKEND: {status,
// speedup}}) in suite-scores' shape. It records no per-t correctness, so no task gets an AS:
// its G-mean, Sub.CR and fast_1 are bench/scoring.h's, an ok subgraph taken as correct at the
// tolerance those columns are read at.
Json from_curation(const Json& curation) {
  Json scores = {{"overall", curation["scores"]},
                 {"tasks", Json::array()},
                 {"run_options", curation.value("options", Json::object())},
                 {"environment", curation.value("environment", Json::object())},
                 {"suite", curation.value("suite", "")},
                 {"split", "eval"},
                 {"__subgraphs", Json::object()}};
  bench::ScoringOptions options;
  options.bootstrap = 0;
  // task -> backend -> its subgraphs' outcomes, tasks in the file's order
  std::map<std::string, std::map<std::string, std::vector<bench::SampleOutcome>>> outcomes;
  std::vector<std::string> order;
  for (const auto& [hash, entry] : curation["subgraphs"].items()) {
    std::string task = text_at(entry, "task", "");
    if (!entry.is_object() || task.empty()) continue;
    if (!outcomes.contains(task)) order.push_back(task);
    auto& per_backend = outcomes[task];
    for (const auto& [backend, overall] : curation["scores"].items()) {
      const Json& result = entry.value(backend, Json::object());
      std::optional<double> speedup = number(result, "speedup");
      bench::SampleOutcome outcome{hash, bench::OutcomeStatus::kRuntimeFail, 1.0, {}};
      if (text_at(result, "status", "") == "ok" && speedup && *speedup > 0) {
        outcome.status = bench::OutcomeStatus::kOk;
        outcome.speedup = *speedup;
        outcome.correct[options.correct_t] = true;
        scores["__subgraphs"][backend][hash] = *speedup;
      } else if (auto status = bench::outcome_status_from_string(text_at(result, "status", ""));
                 status && *status != bench::OutcomeStatus::kOk) {
        outcome.status = *status;
      }
      per_backend[backend].push_back(std::move(outcome));
    }
  }
  for (const std::string& task : order) {
    Json per = Json::object();
    std::size_t count = 0;
    for (const auto& [backend, samples] : outcomes[task]) {
      count = samples.size();
      try {
        bench::ScoreReport report = bench::score(samples, options);
        per[backend] = {
            {"gmean_speedup", report.gmean_speedup ? Json(*report.gmean_speedup) : Json(nullptr)},
            {"correct_rate", report.correct_rate},
            {"fast_1", report.fast_1},
            {"samples", report.samples}};
      } catch (const Error&) {  // nothing scorable (every eager run failed): no figures
        per[backend] = nullptr;
      }
    }
    scores["tasks"].push_back({{"id", task}, {"subgraphs", count}, {"scores", per}});
  }
  return scores;
}

Json read_scores(const fs::path& input) {
  fs::path file = fs::is_directory(input) ? input / "suite-scores.json" : input;
  std::string text = read_file(file);
  Json scores;
  try {
    scores = Json::parse(text);
  } catch (const Json::parse_error& error) {
    throw Error(ErrorCategory::kParse,
                fmt::format("{}: not JSON ({})", where(file, text, error.byte), error.what()));
  }
  if (scores.is_object() && !scores.contains("overall") && scores.contains("scores") &&
      scores["scores"].is_object() && scores.contains("subgraphs") &&
      scores["subgraphs"].is_object())
    scores = from_curation(scores);
  if (!scores.is_object() || !scores.contains("overall") || !scores["overall"].is_object() ||
      !scores.contains("tasks") || !scores["tasks"].is_array())
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: not suite scores (no \"overall\" and \"tasks\"; `bench suite run` "
                            "writes them as suite-scores.json)",
                            file.string()));
  scores["__file"] = file.string();
  return scores;
}

// How the run was measured, every field a string (a missing or null one gets its default), so
// that the pages read it without a type check at each use.
Json provenance_of(const Json& scores) {
  Json options = scores.contains("run_options") ? scores["run_options"] : Json::object();
  Json environment = Json::object();
  if (scores.contains("environment") && scores["environment"].is_object())
    for (const auto& [key, value] : scores["environment"].items())
      if (value.is_string()) environment[key] = value;
  return {{"environment", environment},
          {"invocation",
           text_at(options, "invocation", std::string(to_string(bench::kDefaultInvocation)))},
          {"timing", text_at(options, "timing", std::string(to_string(bench::kDefaultTiming)))},
          {"preset", text_at(options, "preset", "default")},
          {"l2", text_at(options, "l2", std::string(to_string(bench::kDefaultL2)))},
          {"suite", text_at(scores, "suite", "")},
          {"split", text_at(scores, "split", "")},
          {"device", text_at(scores, "device", "")},
          {"file", scores["__file"]}};
}

// What must agree for two solvers' scores to be compared: how the runs timed and on what.
void add_differences(SiteModel& model, const std::vector<Json>& provenances) {
  for (const char* key : {"invocation", "timing", "l2", "device"}) {
    std::set<std::string> values;
    for (const Json& p : provenances)
      values.insert(p.value(key, ""));
    if (values.size() < 2) continue;
    std::string detail;
    for (const Json& p : provenances)
      detail += fmt::format("{}{} ({})", detail.empty() ? "" : ", ", p.value(key, "?"),
                            fs::path(p.value("file", "")).filename().string());
    model.differences.push_back(fmt::format("{}: {}", key, detail));
  }
  std::set<std::string> gpus;
  std::string detail;
  for (const Json& p : provenances) {
    std::string gpu = p["environment"].value("device_name", "");
    gpus.insert(gpu);
    detail += fmt::format("{}{} ({})", detail.empty() ? "" : ", ", gpu.empty() ? "?" : gpu,
                          fs::path(p.value("file", "")).filename().string());
  }
  if (gpus.size() > 1) model.differences.push_back("GPU model: " + detail);
}

}  // namespace

bool is_agent_run(const fs::path& folder) {
  std::error_code ec;
  if (!fs::is_directory(folder, ec) || fs::exists(folder / "suite-scores.json")) return false;
  for (const auto& task : fs::directory_iterator(folder, ec))
    for (const auto& attempt : fs::directory_iterator(task.path(), ec))
      if (fs::exists(attempt.path() / "trajectory.jsonl")) return true;
  return false;
}

std::vector<AgentAttempt> read_agent_run(const fs::path& folder) {
  std::vector<AgentAttempt> attempts;
  std::error_code ec;
  for (const auto& task : fs::directory_iterator(folder, ec))
    for (const auto& entry : fs::directory_iterator(task.path(), ec)) {
      fs::path trajectory = entry.path() / "trajectory.jsonl";
      if (!fs::exists(trajectory)) continue;
      AgentAttempt attempt;
      attempt.task = task.path().filename().string();
      attempt.attempt = entry.path().filename().string();
      attempt.folder = entry.path().string();
      std::ifstream lines(trajectory);
      for (std::string line; std::getline(lines, line);) {
        Json record = Json::parse(line, nullptr, false);
        if (record.is_object()) attempt.records.push_back(std::move(record));
      }
      for (const Json& record : attempt.records)
        if (text_at(record, "kind", "") == "prompt") attempt.policy = text_at(record, "policy", "");
      if (fs::exists(entry.path() / "result.json"))
        attempt.result = Json::parse(read_file(entry.path() / "result.json"), nullptr, false);
      if (attempt.result.is_discarded()) attempt.result = nullptr;
      attempts.push_back(std::move(attempt));
    }
  std::sort(attempts.begin(), attempts.end(), [](const AgentAttempt& a, const AgentAttempt& b) {
    return std::tie(a.task, a.attempt) < std::tie(b.task, b.attempt);
  });
  return attempts;
}

namespace {

// How an attempt's re-score was run, as provenance_of reads a run's scores: its options and
// the worker's environment (rescore/summary.json); null when the attempt has no re-score.
Json rescore_provenance(const AgentAttempt& attempt) {
  fs::path summary = fs::path(attempt.folder) / "rescore" / "summary.json";
  std::error_code ec;
  if (!fs::is_regular_file(summary, ec)) return nullptr;
  Json run = Json::parse(read_file(summary), nullptr, false);
  if (!run.is_object()) return nullptr;
  Json worker = run.value("worker", Json::object());
  Json environment = Json::object();
  for (const char* key : {"device_name", "driver", "torch", "triton", "cuda", "python"})
    if (worker.contains(key)) environment[key] = worker[key];
  return provenance_of({{"run_options", run.value("options", Json::object())},
                        {"environment", environment},
                        {"__file", summary.string()}});
}

// One leaderboard row per policy (its model) of an agent run folder: `passnet agent report`'s
// scores of the re-scored passes (every subgraph of each task, withheld ones included), and per
// task the best attempt's re-scored AS.
void add_agent_solvers(SiteModel& model, std::size_t index, const fs::path& root,
                       bool several_inputs, const std::vector<AgentAttempt>& attempts,
                       std::set<std::string>& known_tasks) {
  agent::AgentReport report = agent::agent_report({root});
  const std::string& label = model.input_labels.at(index);
  for (const agent::PolicyRow& row : report.policies) {
    Solver solver;
    solver.backend = "agent " + row.policy;
    solver.input = root.string();
    solver.input_index = index;
    solver.name = several_inputs ? fmt::format("{} ({})", solver.backend, label) : solver.backend;
    auto maybe = [](const std::optional<double>& value) {
      return value ? Json(*value) : Json(nullptr);
    };
    solver.overall = {{"as", maybe(row.as)},
                      {"gmean_speedup", maybe(row.gmean_speedup)},
                      {"correct_rate", row.correct_rate},
                      {"fast_1", row.fast_1}};
    solver.task_as = row.task_gmean_as;
    solver.integrity = {{"flagged", row.flagged_evaluations}};
    for (const AgentAttempt& attempt : attempts) {
      if (attempt.policy != row.policy) continue;
      if (solver.provenance.is_null()) solver.provenance = rescore_provenance(attempt);
      std::optional<double> rescored = number(attempt.result, "rescored_as");
      if (known_tasks.insert(attempt.task).second) model.task_ids.push_back(attempt.task);
      Json& score = solver.tasks[attempt.task];
      if (rescored && (!number(score, "as") || *rescored > *number(score, "as")))
        score = {{"as", *rescored}};
      else if (!score.is_object())
        score = nullptr;
    }
    if (solver.provenance.is_null())  // no attempt re-scored yet: nothing says how it timed
      solver.provenance = provenance_of(
          {{"run_options", {{"invocation", "?"}, {"timing", "?"}, {"preset", "?"}, {"l2", "?"}}},
           {"__file", root.string()}});
    model.solvers.push_back(std::move(solver));
  }
}

}  // namespace

std::string sample_key(const std::string& sample) {
  std::string trimmed = sample;
  while (trimmed.size() > 1 && (trimmed.back() == '/' || trimmed.back() == '\\'))
    trimmed.pop_back();
  return fs::path(trimmed).filename().string();
}

const Solver* SiteModel::solver_of(std::size_t index, const std::string& backend) const {
  for (const Solver& solver : solvers)
    if (solver.input_index == index && solver.backend == backend) return &solver;
  return nullptr;
}

SiteModel load_site_model(const std::vector<fs::path>& inputs) {
  if (inputs.empty()) throw Error(ErrorCategory::kUsage, "no input: give run folders or files");
  SiteModel model;
  std::vector<Json> provenances;
  std::set<std::string> known_tasks;
  for (std::size_t index = 0; index < inputs.size(); ++index) {
    if (is_agent_run(inputs[index])) {
      std::vector<AgentAttempt> attempts = read_agent_run(inputs[index]);
      model.input_labels.push_back(inputs[index].filename().string());
      add_agent_solvers(model, index, inputs[index], inputs.size() > 1, attempts, known_tasks);
      model.attempts.insert(model.attempts.end(), attempts.begin(), attempts.end());
      continue;
    }
    Json scores = read_scores(inputs[index]);
    Json provenance = provenance_of(scores);
    provenances.push_back(provenance);
    std::string label = fs::path(scores["__file"].get<std::string>()).stem().string();
    if (label == "suite-scores")
      label = fs::path(scores["__file"].get<std::string>()).parent_path().filename().string();
    // Two inputs of one name (run-1/suite-scores.json in two folders) stay apart.
    if (std::count(model.input_labels.begin(), model.input_labels.end(), label) > 0)
      label = fmt::format("{} #{}", label, index + 1);
    model.input_labels.push_back(label);
    if (fs::is_regular_file(inputs[index] / "run.db")) {
      // The leaderboard needs only the scores; a run.db that cannot be read costs its page.
      try {
        model.runs.push_back({index, report::build_run_report(inputs[index].string())});
      } catch (const Error& error) {
        model.notes.push_back(fmt::format("{}: no per-sample results ({})", label, error.what()));
      }
    }
    for (const Json& task : scores["tasks"]) {
      std::string id = text_at(task, "id", "");
      if (id.empty()) continue;
      if (known_tasks.insert(id).second) model.task_ids.push_back(id);
      model.subgraphs[id] = static_cast<std::size_t>(number(task, "subgraphs").value_or(0));
    }
    for (const auto& [backend, overall] : scores["overall"].items()) {
      Solver solver;
      solver.backend = backend;
      solver.input = scores["__file"];
      solver.input_index = index;
      solver.name = inputs.size() > 1 ? fmt::format("{} ({})", backend, label) : backend;
      solver.overall = overall;
      const Json& gmeans = scores.value("task_gmean", Json::object());
      if (gmeans.contains(backend) && gmeans[backend].is_number())
        solver.task_as = gmeans[backend].get<double>();
      const Json& integrity = scores.value("integrity", Json::object());
      solver.integrity = integrity.contains(backend) ? integrity[backend] : Json(nullptr);
      const Json& floors = scores.value("floor", Json::object()).value("backends", Json::object());
      solver.floor = floors.contains(backend) ? floors[backend] : Json(nullptr);
      for (const Json& task : scores["tasks"]) {
        const Json& per = task.value("scores", Json::object());
        std::string id = text_at(task, "id", "");
        if (!id.empty()) solver.tasks[id] = per.contains(backend) ? per[backend] : Json(nullptr);
      }
      solver.provenance = provenance;
      const Json& curated = scores.value("__subgraphs", Json::object());
      if (curated.contains(backend))
        model.subgraph_columns.push_back(
            {solver.name, curated[backend].get<std::map<std::string, double>>()});
      model.solvers.push_back(std::move(solver));
    }
    if (!model.runs.empty() && model.runs.back().input_index == index)
      for (const report::BackendReport& backend : model.runs.back().report.backends) {
        const Solver* solver = model.solver_of(index, backend.backend);
        SubgraphColumn column{solver ? solver->name : backend.backend, {}, true};
        for (const report::SampleRow& row : backend.samples)
          column.speedups[sample_key(row.sample)] = row.speedup;
        model.subgraph_columns.push_back(std::move(column));
      }
  }
  add_differences(model, provenances);
  return model;
}

}  // namespace passnet::site
