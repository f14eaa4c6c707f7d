#include "passnet/report/model_prediction.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <random>
#include <ranges>

#include "passnet/bench/backend_spec.h"
#include "passnet/bench/over_inductor.h"
#include "passnet/bench/run_db.h"
#include "passnet/store/sqlite.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::report {

namespace {

using Json = nlohmann::json;

bool same_set(const std::string& a, const std::string& b) {
  if (a.empty() || b.empty()) return false;
  namespace fs = std::filesystem;
  auto last = [](const std::string& path) { return fs::path(path).lexically_normal().filename(); };
  return a == b || last(a) == last(b);
}

// The set a chosen set (SET/choice.json) was chosen from, or "".
std::string chosen_from(const std::string& set_path) {
  std::filesystem::path record = std::filesystem::path(set_path) / "choice.json";
  std::error_code ec;
  if (!std::filesystem::is_regular_file(record, ec)) return "";
  Json choice = Json::parse(read_file(record), nullptr, false);
  if (!choice.is_object() || !choice.contains("set") || !choice["set"].is_string()) return "";
  std::string from = choice["set"].get<std::string>();
  return same_set(from, set_path) ? "" : from;  // never the set itself again
}

double gmean(const std::vector<double>& values) {
  double sum = 0;
  for (double v : values)
    sum += std::log(v);
  return std::exp(sum / static_cast<double>(values.size()));
}

}  // namespace

// HOPS: how many choice.json links were followed to SET_PATH (a cycle of them ends the search).
static RuleSpeedups speedups_of(const std::string& task_run, const std::string& set_path,
                                bool custom_op, int hops) {
  std::filesystem::path db_path = std::filesystem::path(task_run) / "run.db";
  if (!std::filesystem::is_regular_file(db_path))
    throw Error(
        ErrorCategory::kIo,
        fmt::format("{}: no run.db (expected a run folder of the suite's tasks)", task_run));
  bench::RunDb db(db_path.string());
  std::vector<std::string> backends;
  store::Statement query = db.database().prepare("SELECT DISTINCT backend FROM results");
  while (query.step())
    backends.push_back(query.column_text(0));
  RuleSpeedups out;
  // The subgraph run that applied the set as the whole model does first, then the others.
  std::vector<bench::BackendSpec> ways;
  if (custom_op)
    ways.push_back(
        {.kind = bench::BackendKind::kPasses, .inductor = bench::InductorUse::kCustomOp});
  ways.push_back({.kind = bench::BackendKind::kPasses, .inductor = bench::InductorUse::kLowered});
  ways.push_back({.kind = bench::BackendKind::kPasses});
  ways.push_back({.kind = bench::BackendKind::kPassnetPasses});
  for (const bench::BackendSpec& way : ways) {
    auto it = std::find_if(backends.begin(), backends.end(), [&](const std::string& name) {
      std::optional<bench::BackendSpec> spec = bench::parse_backend_spec(name).value;
      return spec && spec->kind == way.kind && spec->inductor == way.inductor &&
             same_set(spec->path, set_path);
    });
    if (it != backends.end()) {
      out.backend = *it;
      break;
    }
  }
  // A set `bench choose-passes` wrote is predicted from the run of the set it was chosen from.
  constexpr int kMaxHops = 8;
  if (std::string from = chosen_from(set_path);
      out.backend.empty() && !from.empty() && hops < kMaxHops)
    return speedups_of(task_run, from, custom_op, hops + 1);
  if (out.backend.empty())
    throw Error(
        ErrorCategory::kUsage,
        fmt::format("{}: no {}SET backend applies {} (backends: {})", task_run,
                    fmt::join(ways | std::views::transform(&bench::BackendSpec::text), "SET or "),
                    set_path, fmt::join(backends, ", ")));
  std::map<std::string, double> inductor;
  for (const bench::BackendResult& r : db.results_for("inductor"))
    if (r.status == "ok" && r.speedup_e2e && *r.speedup_e2e > 0)
      inductor[r.detail.value("sample", "")] = *r.speedup_e2e;
  if (inductor.empty())
    throw Error(ErrorCategory::kUsage, fmt::format("{}: no Inductor results to measure {} against",
                                                   task_run, out.backend));
  std::map<std::string, std::vector<double>> ratios;
  for (const bench::BackendResult& r : db.results_for(out.backend)) {
    auto base = inductor.find(r.detail.value("sample", ""));
    if (r.status != "ok" || !r.speedup_e2e || *r.speedup_e2e <= 0 || base == inductor.end())
      continue;
    const Json& report = r.detail.contains("report") ? r.detail["report"] : Json();
    // Inside Inductor, what the rewrite made: `replacements` counts each rule's matches on
    // dynamo's graph, where two rules that match one region both count it.
    const char* key = report.is_object() && report.contains("rewritten_in_inductor") &&
                              report["rewritten_in_inductor"].is_object()
                          ? "rewritten_in_inductor"
                          : "replacements";
    if (!report.is_object() || !report.contains(key) || !report[key].is_object()) continue;
    auto over = bench::over_inductor_figure(r, base->second);
    if (!over) continue;
    for (const auto& [rule, count] : report[key].items())
      if (count.is_number() && count.get<double>() > 0) ratios[rule].push_back(over->value);
  }
  for (const auto& [rule, values] : ratios) {
    out.rules[rule] = gmean(values);
    out.samples[rule] = values.size();
  }
  return out;
}

RuleSpeedups rule_speedups(const std::string& task_run, const std::string& set_path,
                           bool custom_op) {
  return speedups_of(task_run, set_path, custom_op, 0);
}

void predict(std::vector<ModelRow>& rows, const RuleSpeedups& speedups) {
  for (ModelRow& row : rows) {
    if (!row.replacements || !row.time_share) continue;
    // The share is the candidate's (profiled with the replacements in): with its call as 1,
    // Inductor's takes 1 - f + r f for a rule r times faster than Inductor on its subgraphs.
    double predicted = 1.0 - *row.time_share;
    bool complete = true;
    for (const auto& [rule, share] : row.rule_shares) {
      auto it = speedups.rules.find(rule);
      if (it == speedups.rules.end()) {
        complete = complete && share == 0;
        continue;
      }
      predicted += it->second * share;
    }
    if (complete) row.predicted_over_inductor = predicted;
  }
}

ModelSummary summarize_models(const std::vector<ModelRow>& rows) {
  std::vector<double> logs, predicted;
  for (const ModelRow& row : rows) {
    if (!row.replacements || !row.over_inductor) continue;
    logs.push_back(std::log(*row.over_inductor));
    if (row.predicted_over_inductor) predicted.push_back(std::log(*row.predicted_over_inductor));
  }
  ModelSummary summary;
  summary.models = logs.size();
  if (logs.empty()) return summary;
  auto mean = [](const std::vector<double>& v) {
    double sum = 0;
    for (double x : v)
      sum += x;
    return sum / static_cast<double>(v.size());
  };
  summary.gmean = std::exp(mean(logs));
  if (predicted.size() == logs.size()) summary.predicted_gmean = std::exp(mean(predicted));
  if (logs.size() >= 2) {
    // Models resampled with replacement; a fixed seed, so the same rows give the same interval.
    std::mt19937_64 random(0x5eed);
    std::uniform_int_distribution<std::size_t> pick(0, logs.size() - 1);
    std::vector<double> means;
    std::vector<double> sample(logs.size());
    for (int k = 0; k < 2000; ++k) {
      for (double& x : sample)
        x = logs[pick(random)];
      means.push_back(mean(sample));
    }
    std::sort(means.begin(), means.end());
    summary.ci = {std::exp(means[means.size() * 25 / 1000]),
                  std::exp(means[means.size() * 975 / 1000])};
  }
  return summary;
}

nlohmann::ordered_json ModelSummary::to_json() const {
  using Ordered = nlohmann::ordered_json;
  auto maybe = [](const std::optional<double>& value) {
    return value ? Ordered(*value) : Ordered(nullptr);
  };
  return {{"models", models},
          {"gmean_over_inductor", maybe(gmean)},
          {"ci", ci ? Ordered::array({ci->first, ci->second}) : Ordered(nullptr)},
          {"predicted_gmean", maybe(predicted_gmean)}};
}

}  // namespace passnet::report
