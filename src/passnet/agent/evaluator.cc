#include "passnet/agent/evaluator.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <chrono>

#include "passnet/bench/backend_spec.h"
#include "passnet/bench/integrity_summary.h"
#include "passnet/bench/over_inductor.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/run_outcomes.h"
#include "passnet/bench/scoring.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::agent {

namespace fs = std::filesystem;

namespace {

std::string trimmed(std::string text, std::size_t limit) {
  if (text.size() > limit) text = text.substr(0, limit) + " ...";
  for (char& c : text)
    if (c == '\n') c = ' ';
  return text;
}

std::string ratio(const std::optional<double>& value) {
  return value ? fmt::format("{:.2f}x", *value) : "-";
}

std::optional<double> max_abs_error(const nlohmann::json& detail) {
  if (!detail.is_object() || !detail.contains("correctness")) return std::nullopt;
  const nlohmann::json& correctness = detail["correctness"];
  if (correctness.is_object() && correctness.contains("max_abs") &&
      correctness["max_abs"].is_number())
    return correctness["max_abs"].get<double>();
  return std::nullopt;
}

// A job that measured Inductor for the baseline cache (a backend of the job, not of the run):
// the pass's speedup over eager divided by Inductor's, both from that job's rounds.
std::optional<double> over_inductor_in_job(const std::vector<bench::JobRecord>& jobs,
                                           const std::string& sample,
                                           const std::optional<double>& speedup) {
  if (!speedup) return std::nullopt;
  for (const bench::JobRecord& job : jobs) {
    if (fs::path(job.sample).filename() != fs::path(sample).filename() ||
        !job.reply.contains("backends"))
      continue;
    const nlohmann::json& backends = job.reply["backends"];
    if (!backends.contains("inductor") || backends["inductor"].value("status", "") != "ok")
      return std::nullopt;
    const nlohmann::json& figure = backends["inductor"]["speedup"];
    if (!figure.is_object() || !figure.contains("e2e") || !figure["e2e"].is_number() ||
        figure["e2e"].get<double>() <= 0)
      return std::nullopt;
    return *speedup / figure["e2e"].get<double>();
  }
  return std::nullopt;
}

std::string report_of(const Evaluation& evaluation, const EvaluationOptions& options) {
  std::string out = fmt::format(
      "Evaluated on {} subgraph(s) in {:.0f} s: AS {:.3f}, correct and unflagged on {} of {}.\n",
      evaluation.subgraphs.size(), evaluation.seconds, evaluation.as, evaluation.correct,
      evaluation.subgraphs.size());
  out += "\n| subgraph | result | speedup over eager | over Inductor | max abs error |\n";
  out += "|---|---|---|---|---|\n";
  for (const SubgraphResult& s : evaluation.subgraphs)
    out += fmt::format("| {} | {} | {} | {} | {} |\n", s.graph_hash.substr(0, 8),
                       s.flagged ? "flagged" : s.status, ratio(s.speedup), ratio(s.over_inductor),
                       s.max_abs_error ? fmt::format("{:.3g}", *s.max_abs_error) : "-");
  std::string errors;
  for (const SubgraphResult& s : evaluation.subgraphs)
    if (!s.error.empty() && !s.flagged)
      errors +=
          fmt::format("- {}: {}\n", s.graph_hash.substr(0, 8), trimmed(s.error, options.max_error));
  if (!errors.empty()) out += "\nErrors:\n" + errors;
  if (evaluation.flagged) {
    std::size_t flagged = 0;
    std::vector<std::string> rules;
    for (const SubgraphResult& s : evaluation.subgraphs)
      if (s.flagged) {
        ++flagged;
        rules.insert(rules.end(), s.rules.begin(), s.rules.end());
      }
    out += fmt::format(
        "\nIntegrity: the pass was flagged on {} subgraph(s) and scores nothing there: it must "
        "compute every output from its inputs, on every call.{}\n",
        flagged,
        options.show_rules && !rules.empty()
            ? fmt::format(" Rules broken: {}.", fmt::join(rules, ", "))
            : "");
  }
  return out;
}

}  // namespace

nlohmann::json Evaluation::to_json() const {
  nlohmann::json rows = nlohmann::json::array();
  for (const SubgraphResult& s : subgraphs) {
    nlohmann::json row = {
        {"graph_hash", s.graph_hash}, {"status", s.status}, {"flagged", s.flagged}};
    if (!s.error.empty()) row["error"] = s.error;
    if (s.speedup) row["speedup"] = *s.speedup;
    if (s.over_inductor) row["over_inductor"] = *s.over_inductor;
    if (s.max_abs_error) row["max_abs_error"] = *s.max_abs_error;
    if (!s.rules.empty()) row["rules"] = s.rules;
    rows.push_back(std::move(row));
  }
  return {{"as", as},          {"flagged", flagged}, {"correct", correct},
          {"subgraphs", rows}, {"run_dir", run_dir}, {"seconds", seconds}};
}

Evaluation evaluate_pass(const fs::path& pass_dir, const std::vector<std::string>& subgraphs,
                         const fs::path& run_dir, const EvaluationOptions& options) {
  auto started = std::chrono::steady_clock::now();
  fs::create_directories(run_dir);
  std::string listing;
  for (const std::string& subgraph : subgraphs)
    listing += fs::absolute(subgraph).string() + "\n";
  fs::path samples = run_dir / "samples.txt";
  write_file(samples, listing);
  bench::RunOptions run = options.run;
  std::string backend = bench::BackendSpec{.kind = bench::BackendKind::kPasses,
                                           .path = fs::absolute(pass_dir).string()}
                            .text();
  run.samples = samples.string();
  run.backends = {backend};
  run.out_dir = run_dir.string();
  run.progress = false;
  bench::run_benchmark(run);

  Evaluation evaluation;
  evaluation.run_dir = run_dir.string();
  bench::RunDb db(bench::run_db_path(run_dir.string()));
  std::vector<bench::BackendResult> results = db.results_for(backend);
  bench::IntegritySummary integrity = bench::summarize_integrity(results);
  std::vector<bench::SampleOutcome> outcomes = bench::backend_outcomes(db, backend).outcomes;
  bench::ScoringOptions scoring;
  scoring.bootstrap = 0;
  try {
    evaluation.as = bench::score(outcomes, scoring).as;
  } catch (const Error&) {
    evaluation.as = 0;  // nothing scorable: every subgraph failed in eager
  }
  std::vector<bench::JobRecord> jobs = db.jobs();
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    const bench::SampleOutcome& outcome = outcomes[i];
    SubgraphResult row;
    row.graph_hash = fs::path(outcome.id).filename().string();
    for (const bench::BackendResult& result : results) {
      std::string sample = result.detail.value("sample", std::string());
      if (!sample.empty() && fs::path(sample).filename() != fs::path(outcome.id).filename())
        continue;
      row.status = result.status;
      row.error = result.error.value_or("");
      row.speedup = result.speedup_e2e;
      row.over_inductor = bench::speedup_over_inductor(result);
      if (!row.over_inductor)
        row.over_inductor = over_inductor_in_job(jobs, outcome.id, row.speedup);
      row.max_abs_error = max_abs_error(result.detail);
      break;
    }
    if (row.status.empty()) row.status = std::string(bench::to_string(outcome.status));
    for (const bench::FlaggedSample& flagged : integrity.flagged_samples)
      if (fs::path(flagged.sample).filename() == fs::path(outcome.id).filename()) {
        row.flagged = true;
        row.rules = flagged.rules;
      }
    bool correct = outcome.status == bench::OutcomeStatus::kOk && !row.flagged &&
                   !bench::error_at(outcome, scoring.correct_t);
    evaluation.correct += correct ? 1 : 0;
    evaluation.flagged = evaluation.flagged || row.flagged;
    evaluation.subgraphs.push_back(std::move(row));
  }
  // A job whose worker died has no result row: it failed on that subgraph all the same.
  for (const bench::JobRecord& job : jobs)
    if (!job.failure.empty() && job.results.empty())
      evaluation.subgraphs.push_back({fs::path(job.sample).filename().string(),
                                      "crash",
                                      job.failure,
                                      std::nullopt,
                                      std::nullopt,
                                      std::nullopt,
                                      false,
                                      {}});
  evaluation.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  evaluation.report = report_of(evaluation, options);
  return evaluation;
}

}  // namespace passnet::agent
