#include "passnet/report/run_report.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <map>

#include "passnet/bench/floor_summary.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/time_basis.h"
#include "passnet/store/sqlite.h"
#include "passnet/util/error.h"

namespace passnet::report {

namespace fs = std::filesystem;

namespace {

// Linear interpolation between closest ranks of sorted values (numpy's default).
double quantile(const std::vector<double>& sorted, double q) {
  double rank = q * static_cast<double>(sorted.size() - 1);
  auto low = static_cast<std::size_t>(std::floor(rank));
  std::size_t high = std::min(low + 1, sorted.size() - 1);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - static_cast<double>(low));
}

// detail[timing][clock]["median"] when it is a number: a worker STATS median, ms per call.
std::optional<double> median_at(const nlohmann::json& detail, const char* timing,
                                const char* clock) {
  const nlohmann::json* node = &detail;
  for (const char* key : {timing, clock, "median"}) {
    if (!node->is_object()) return std::nullopt;
    auto found = node->find(key);
    if (found == node->end()) return std::nullopt;
    node = &*found;
  }
  if (!node->is_number()) return std::nullopt;
  return node->get<double>();
}

struct DeviceTimes {
  DeviceClock clock = DeviceClock::kNone;
  double eager_ms = 0;
  double candidate_ms = 0;
};

// Kernel-only time when both sides have it, else CUDA-event time when both have it. Eager's kernel
// time is profiled in its first session only, which the eager row's pooled timing carries.
DeviceTimes device_times(const nlohmann::json& detail, const nlohmann::json& eager_detail) {
  std::optional<double> candidate = median_at(detail, "timing", "kernel");
  std::optional<double> eager = median_at(detail, "eager_timing", "kernel");
  if (!eager) eager = median_at(eager_detail, "timing", "kernel");
  if (candidate && eager) return {DeviceClock::kKernel, *eager, *candidate};
  candidate = median_at(detail, "timing", "gpu");
  eager = median_at(detail, "eager_timing", "gpu");
  if (candidate && eager) return {DeviceClock::kEvent, *eager, *candidate};
  return {};
}

SampleRow sample_row(const bench::BackendResult& result, const nlohmann::json& eager_detail) {
  SampleRow row;
  row.sample = result.detail.value("sample", "");
  row.speedup = *result.speedup_e2e;
  row.eager_e2e_ms = median_at(result.detail, "eager_timing", "e2e");
  if (!row.eager_e2e_ms) row.eager_e2e_ms = result.eager_ms;
  row.candidate_e2e_ms = median_at(result.detail, "timing", "e2e");
  if (!row.candidate_e2e_ms) row.candidate_e2e_ms = result.candidate_ms;
  DeviceTimes device = device_times(result.detail, eager_detail);
  row.clock = device.clock;
  if (device.clock != DeviceClock::kNone) {
    row.eager_device_ms = device.eager_ms;
    row.candidate_device_ms = device.candidate_ms;
  }
  if (row.eager_e2e_ms && row.candidate_e2e_ms) {
    row.delta_e2e_ms = *row.candidate_e2e_ms - *row.eager_e2e_ms;
    if (device.clock != DeviceClock::kNone) {
      row.delta_device_ms = device.candidate_ms - device.eager_ms;
      row.delta_overhead_ms = *row.delta_e2e_ms - *row.delta_device_ms;
    }
  }
  if (row.speedup >= 1) return row;
  if (!row.delta_overhead_ms)
    row.verdict = LossVerdict::kUnknown;
  else
    row.verdict = *row.delta_device_ms >= *row.delta_overhead_ms ? LossVerdict::kKernel
                                                                 : LossVerdict::kOverhead;
  return row;
}

void add_to_loss(LossSummary& loss, const SampleRow& row) {
  switch (*row.verdict) {
    case LossVerdict::kKernel:
      ++loss.kernel;
      break;
    case LossVerdict::kOverhead:
      ++loss.overhead;
      break;
    case LossVerdict::kUnknown:
      ++loss.unknown;
      break;
  }
  ++loss.clocks[std::string(to_string(row.clock))];
  loss.lost_e2e_ms += row.delta_e2e_ms.value_or(0);
  if (!row.delta_overhead_ms) return;
  loss.attributed_e2e_ms += *row.delta_e2e_ms;
  loss.lost_device_ms += *row.delta_device_ms;
  loss.lost_overhead_ms += *row.delta_overhead_ms;
}

std::vector<std::string> backend_notes(const BackendReport& b) {
  std::vector<std::string> notes;
  if (b.scored == 0) notes.push_back("no scored samples: no result has status ok and a speedup");
  auto clock_count = [&](DeviceClock clock) {
    auto found = b.loss.clocks.find(std::string(to_string(clock)));
    return found == b.loss.clocks.end() ? std::size_t{0} : found->second;
  };
  if (std::size_t none = clock_count(DeviceClock::kNone); none > 0)
    notes.push_back(fmt::format(
        "{} slow sample(s) have no device time (a CPU run, or no GPU timing recorded): verdict "
        "unknown; telling kernel time from overhead needs a CUDA run",
        none));
  if (std::size_t event = clock_count(DeviceClock::kEvent); event > 0)
    notes.push_back(fmt::format(
        "{} slow sample(s) are attributed with CUDA-event time, which counts the GPU idling "
        "between launches as device time, so overhead is under-counted; `bench run "
        "--kernel-time` gives kernel-only time",
        event));
  return notes;
}

BackendReport summarize_backend(const std::string& backend,
                                const std::vector<bench::BackendResult>& results,
                                const std::map<std::string, nlohmann::json>& eager_details) {
  static const nlohmann::json kNoDetail = nlohmann::json::object();
  BackendReport b;
  b.backend = backend;
  b.results = results.size();
  std::vector<double> speedups;
  std::vector<double> compile_seconds;
  for (const bench::BackendResult& r : results) {
    ++b.statuses[r.status];
    if (r.compile_seconds) compile_seconds.push_back(*r.compile_seconds);
    if (r.status != "ok" || !r.speedup_e2e || !std::isfinite(*r.speedup_e2e) || *r.speedup_e2e <= 0)
      continue;
    auto eager = eager_details.find(r.detail.value("sample", ""));
    b.samples.push_back(sample_row(r, eager == eager_details.end() ? kNoDetail : eager->second));
    const SampleRow& row = b.samples.back();
    speedups.push_back(row.speedup);
    ++b.histogram[log2_bin(row.speedup)];
    if (!row.verdict) continue;
    ++b.slower;
    add_to_loss(b.loss, row);
  }
  b.scored = speedups.size();
  if (b.scored > 0) b.slower_share = static_cast<double>(b.slower) / static_cast<double>(b.scored);
  b.speedup = distribution_of(std::move(speedups));
  b.compile_seconds = distribution_of(std::move(compile_seconds));
  std::stable_sort(b.samples.begin(), b.samples.end(),
                   [](const SampleRow& x, const SampleRow& y) { return x.speedup < y.speedup; });
  b.notes = backend_notes(b);
  b.integrity = bench::summarize_integrity(results);
  b.over_inductor = bench::summarize_over_inductor(results);
  return b;
}

// A clear error for a folder that is not a readable run, before RunDb creates tables in it.
fs::path checked_run_db(const std::string& run_dir) {
  std::error_code error;
  if (!fs::exists(run_dir, error))
    throw Error(ErrorCategory::kIo, fmt::format("{}: no such folder", run_dir));
  if (!fs::is_directory(run_dir, error))
    throw Error(ErrorCategory::kIo,
                fmt::format("{}: not a folder (bench report takes the run folder)", run_dir));
  fs::path path = fs::path(run_dir) / "run.db";
  if (!fs::is_regular_file(path, error))
    throw Error(
        ErrorCategory::kIo,
        fmt::format("{}: not a run folder (no run.db; `bench run --out` writes one)", run_dir));
  static constexpr std::string_view kMagic{"SQLite format 3\0", 16};
  std::string header(kMagic.size(), '\0');
  std::ifstream in(path, std::ios::binary);
  in.read(header.data(), static_cast<std::streamsize>(header.size()));
  if (in.gcount() > 0 && header != kMagic)
    throw Error(ErrorCategory::kDatabase,
                fmt::format("{}: not a SQLite database (corrupt, or not written by bench run)",
                            path.string()));
  bool has_tables = false;
  try {
    store::Database db(path.string());
    store::Statement tables = db.prepare(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('jobs', "
        "'results')");
    has_tables = tables.step() && tables.column_int(0) == 2;
  } catch (const Error& e) {
    throw Error(ErrorCategory::kDatabase,
                fmt::format("cannot read the run database: {}", e.what()));
  }
  if (!has_tables)
    throw Error(ErrorCategory::kDatabase,
                fmt::format("{}: not a run database (no jobs and results tables)", path.string()));
  return path;
}

// Candidate backends with results, in the order the run was asked for, then by name.
std::vector<std::string> candidate_backends(bench::RunDb& db) {
  std::vector<std::string> present;
  store::Statement query = db.database().prepare(
      "SELECT DISTINCT backend FROM results WHERE backend != 'eager' ORDER BY backend");
  while (query.step())
    present.push_back(query.column_text(0));
  std::vector<std::string> ordered;
  store::Statement meta = db.database().prepare("SELECT value FROM meta WHERE key = 'options'");
  if (meta.step()) {
    nlohmann::json options = nlohmann::json::parse(meta.column_text(0), nullptr, false);
    if (options.is_object() && options.contains("backends") && options["backends"].is_array())
      for (const nlohmann::json& name : options["backends"])
        if (name.is_string() &&
            std::find(present.begin(), present.end(), name.get<std::string>()) != present.end())
          ordered.push_back(name.get<std::string>());
  }
  for (const std::string& name : present)
    if (std::find(ordered.begin(), ordered.end(), name) == ordered.end()) ordered.push_back(name);
  return ordered;
}

std::optional<std::string> run_device(bench::RunDb& db) {
  store::Statement meta = db.database().prepare("SELECT value FROM meta WHERE key = 'options'");
  if (!meta.step()) return std::nullopt;
  nlohmann::json options = nlohmann::json::parse(meta.column_text(0), nullptr, false);
  if (!options.is_object() || !options.contains("device") || !options["device"].is_string())
    return std::nullopt;
  return options["device"].get<std::string>();
}

}  // namespace

Distribution distribution_of(std::vector<double> values) {
  Distribution d;
  d.count = values.size();
  if (values.empty()) return d;
  std::sort(values.begin(), values.end());
  d.min = values.front();
  d.p10 = quantile(values, 0.10);
  d.p25 = quantile(values, 0.25);
  d.median = quantile(values, 0.50);
  d.p75 = quantile(values, 0.75);
  d.p90 = quantile(values, 0.90);
  d.max = values.back();
  if (*d.min > 0) {
    double log_sum = 0;
    for (double v : values)
      log_sum += std::log(v);
    d.gmean = std::exp(log_sum / static_cast<double>(values.size()));
  }
  return d;
}

std::size_t log2_bin(double speedup) {
  double x = std::clamp(std::log2(speedup), kLog2Min, kLog2Max);
  auto bin = static_cast<std::size_t>(std::floor((x - kLog2Min) / kLog2BinWidth));
  return std::min(bin, kLog2Bins - 1);
}

std::string_view to_string(DeviceClock clock) {
  switch (clock) {
    case DeviceClock::kNone:
      return "none";
    case DeviceClock::kKernel:
      return "kernel";
    case DeviceClock::kEvent:
      return "cuda_event";
  }
  return "none";
}

std::string_view to_string(LossVerdict verdict) {
  switch (verdict) {
    case LossVerdict::kKernel:
      return "kernel";
    case LossVerdict::kOverhead:
      return "overhead";
    case LossVerdict::kUnknown:
      return "unknown";
  }
  return "unknown";
}

RunReport build_run_report(const std::string& run_dir, const ReportOptions& options) {
  bench::RunDb db(checked_run_db(run_dir).string());
  db.require_one_gpu_model(run_dir);
  RunReport report;
  report.run_dir = run_dir;
  report.device = run_device(db);
  report.jobs = db.finished_samples().size();
  nlohmann::json recorded = db.options();
  report.run_options = {{"invocation", recorded["invocation"]},
                        {"timing", recorded["timing"]},
                        {"preset", recorded["preset"]},
                        {"integrity", recorded["integrity"]}};
  report.time_basis = bench::time_basis(recorded);
  if (report.jobs == 0)
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: the run has no results yet (no job has finished)", run_dir));
  std::vector<std::string> available = candidate_backends(db);
  if (available.empty())
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: the run has only eager results, nothing to compare with it "
                            "(run `bench run --backends eager,BACKEND`)",
                            run_dir));
  std::vector<std::string> chosen;
  for (const std::string& name : options.backends.empty() ? available : options.backends) {
    if (std::find(available.begin(), available.end(), name) == available.end())
      throw Error(ErrorCategory::kUsage,
                  fmt::format("--backend {}: no results in {}{}; candidate backends there: {}",
                              name, run_dir, name == "eager" ? " (eager is the baseline)" : "",
                              fmt::join(available, ", ")));
    if (std::find(chosen.begin(), chosen.end(), name) == chosen.end()) chosen.push_back(name);
  }
  if (!options.predict_from.empty() &&
      std::none_of(chosen.begin(), chosen.end(),
                   [](const std::string& name) { return model_passes_spec(name).has_value(); }))
    throw Error(ErrorCategory::kUsage,
                fmt::format("--predict-from: {} has no model-passes:SET backend, so there is no "
                            "whole model to predict (backends: {})",
                            run_dir, fmt::join(chosen, ", ")));
  if (bench::FloorSummary floor = bench::summarize_floor(run_dir, chosen); floor.any())
    report.floor = floor.to_json();

  std::map<std::string, nlohmann::json> eager_details;
  for (bench::BackendResult& r : db.results_for("eager")) {
    std::string sample = r.detail.value("sample", "");
    eager_details.emplace(std::move(sample), std::move(r.detail));
  }
  // Whole-model backends are measured against Inductor's results in the same run, read only
  // when there is one.
  std::map<std::string, InductorModel> inductor;
  if (std::any_of(chosen.begin(), chosen.end(),
                  [](const std::string& name) { return model_passes_spec(name).has_value(); }))
    for (const bench::BackendResult& r : db.results_for("inductor"))
      if (r.status == "ok" && r.speedup_e2e)
        inductor[r.detail.value("sample", "")] = {*r.speedup_e2e, launches_per_call(r)};
  for (const std::string& name : chosen) {
    std::vector<bench::BackendResult> results = db.results_for(name);
    report.backends.push_back(summarize_backend(name, results, eager_details));
    std::optional<bench::BackendSpec> set = model_passes_spec(name);
    if (!set) continue;
    BackendReport& backend = report.backends.back();
    backend.models = model_rows(results, inductor);
    if (!options.predict_from.empty()) {
      RuleSpeedups speedups = rule_speedups(options.predict_from, set->path,
                                            set->inductor == bench::InductorUse::kCustomOp);
      predict(backend.models, speedups);
      backend.predicted_from = speedups.backend;
    }
    backend.model_summary = summarize_models(backend.models);
  }
  return report;
}

}  // namespace passnet::report
