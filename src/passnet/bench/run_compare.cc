#include "passnet/bench/run_compare.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>

#include "passnet/bench/over_inductor.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/run_option_values.h"
#include "passnet/util/error.h"

namespace passnet::bench {

namespace fs = std::filesystem;

std::optional<double> percentile(std::vector<double> values, double q) {
  if (values.empty()) return std::nullopt;
  std::sort(values.begin(), values.end());
  double rank = q * static_cast<double>(values.size() - 1);
  auto low = static_cast<std::size_t>(std::floor(rank));
  std::size_t high = std::min(low + 1, values.size() - 1);
  double fraction = rank - static_cast<double>(low);
  return values[low] + (values[high] - values[low]) * fraction;
}

namespace {

std::map<std::string, BackendResult> load(const std::string& run_dir, const std::string& backend) {
  fs::path db_path = fs::path(run_dir) / "run.db";
  std::error_code error;
  if (!fs::is_regular_file(db_path, error))
    throw Error(ErrorCategory::kIo, fmt::format("{}: not a run folder (no run.db)", run_dir));
  RunDb db(db_path.string());
  std::map<std::string, BackendResult> by_sample;
  for (BackendResult& r : db.results_for(backend)) {
    std::string sample = r.detail.value("sample", "");
    by_sample.emplace(std::move(sample), std::move(r));
  }
  return by_sample;
}

RecordedChoices choices_of(const std::string& run_dir) {
  return recorded_choices(RunDb((fs::path(run_dir) / "run.db").string()).options());
}

// An invocation with what its figures measure: cudagraph's are device time, the others' include
// the host.
std::string timed_by(Invocation invocation) {
  return times_device(invocation) ? fmt::format("{} (device time)", to_string(invocation))
                                  : fmt::format("{} (host time included)", to_string(invocation));
}

// The timing method a run folder was made with; runs from before the choice existed timed by the
// batched method without the host probe, which is another measurement.
std::string timing_method(const std::string& run_dir) {
  RunDb db((fs::path(run_dir) / "run.db").string());
  std::optional<std::string> options = db.meta("options");
  if (!options) return std::string(to_string(kDefaultTiming));
  nlohmann::json parsed = nlohmann::json::parse(*options, nullptr, false);
  if (!parsed.is_object() || !parsed.contains("timing"))
    return fmt::format("{} (unprobed)", to_string(TimingMethod::kBatched));
  return std::string(to_string(recorded_choices(parsed).timing));
}

std::string verdict_of(const BackendResult& r) {
  const nlohmann::json& timing = r.detail.value("timing", nlohmann::json::object());
  if (!timing.is_object()) return "unrecorded";
  return timing.value("verdict", std::string("unrecorded"));
}

std::optional<double> abs_log_ratio(std::optional<double> a, std::optional<double> b) {
  if (!a || !b || *a <= 0 || *b <= 0) return std::nullopt;
  return std::fabs(std::log(*a / *b));
}

Spread spread_of(const std::vector<SampleDrift>& samples,
                 std::optional<double> SampleDrift::*field) {
  std::vector<double> values;
  for (const SampleDrift& s : samples)
    if (s.*field) values.push_back(*(s.*field));
  Spread spread;
  spread.count = values.size();
  spread.median = percentile(values, 0.5);
  spread.p95 = percentile(values, 0.95);
  if (!values.empty()) spread.max = *std::max_element(values.begin(), values.end());
  return spread;
}

nlohmann::json optional_json(std::optional<double> value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

nlohmann::json spread_json(const Spread& s) {
  return {{"count", s.count},
          {"median", optional_json(s.median)},
          {"p95", optional_json(s.p95)},
          {"max", optional_json(s.max)}};
}

}  // namespace

RunComparison compare_runs(const std::string& run_a, const std::string& run_b,
                           const std::string& backend) {
  std::map<std::string, BackendResult> a = load(run_a, backend);
  std::map<std::string, BackendResult> b = load(run_b, backend);
  if (a.empty() && b.empty())
    throw Error(ErrorCategory::kUsage,
                fmt::format("backend {} has no results in {} nor in {}", backend, run_a, run_b));
  const std::string method_a = timing_method(run_a);
  const std::string method_b = timing_method(run_b);
  if (method_a != method_b)
    throw Error(ErrorCategory::kUsage,
                fmt::format("{} was timed by {} and {} by {}: timings of different methods are "
                            "not comparable (docs/timing.md)",
                            run_a, method_a, run_b, method_b));
  const RecordedChoices choices_a = choices_of(run_a);
  const RecordedChoices choices_b = choices_of(run_b);
  if (choices_a.invocation != choices_b.invocation)
    throw Error(
        ErrorCategory::kUsage,
        fmt::format("{} called its candidates by {} and {} by {}: on small graphs the "
                    "invocation moves a speedup more than a pass does, so the runs are "
                    "not comparable (docs/timing.md)",
                    run_a, timed_by(choices_a.invocation), run_b, timed_by(choices_b.invocation)));
  if (choices_a.l2 != choices_b.l2)
    throw Error(ErrorCategory::kUsage,
                fmt::format("{} timed with the L2 {} and {} with it {}: a cold cache is another "
                            "measurement (docs/timing.md)",
                            run_a, to_string(choices_a.l2), run_b, to_string(choices_b.l2)));
  RunComparison out;
  out.backend = backend;
  out.timing = method_a;
  out.in_a = a.size();
  out.in_b = b.size();
  for (const auto& [sample, ra] : a) {
    auto found = b.find(sample);
    if (found == b.end()) continue;
    const BackendResult& rb = found->second;
    ++out.matched;
    if (ra.status != rb.status) ++out.status_changed;
    if (ra.status != "ok" || rb.status != "ok") continue;
    ++out.both_ok;
    SampleDrift drift{sample, ra.speedup_e2e, rb.speedup_e2e};
    drift.log_ratio_e2e = abs_log_ratio(ra.speedup_e2e, rb.speedup_e2e);
    drift.log_ratio_gpu = abs_log_ratio(ra.speedup_gpu, rb.speedup_gpu);
    drift.log_ratio_eager_ms = abs_log_ratio(ra.eager_ms, rb.eager_ms);
    drift.over_inductor_a = speedup_over_inductor(ra);
    drift.over_inductor_b = speedup_over_inductor(rb);
    drift.log_ratio_over_inductor = abs_log_ratio(drift.over_inductor_a, drift.over_inductor_b);
    drift.verdict_a = verdict_of(ra);
    drift.verdict_b = verdict_of(rb);
    if (drift.verdict_a != "steady" || drift.verdict_b != "steady") ++out.not_steady;
    out.samples.push_back(std::move(drift));
  }
  out.e2e = spread_of(out.samples, &SampleDrift::log_ratio_e2e);
  out.gpu = spread_of(out.samples, &SampleDrift::log_ratio_gpu);
  out.eager_ms = spread_of(out.samples, &SampleDrift::log_ratio_eager_ms);
  out.over_inductor = spread_of(out.samples, &SampleDrift::log_ratio_over_inductor);
  std::stable_sort(out.samples.begin(), out.samples.end(),
                   [](const SampleDrift& x, const SampleDrift& y) {
                     return x.log_ratio_e2e.value_or(0) > y.log_ratio_e2e.value_or(0);
                   });
  return out;
}

nlohmann::json RunComparison::to_json() const {
  nlohmann::json rows = nlohmann::json::array();
  for (const SampleDrift& s : samples)
    rows.push_back({{"sample", s.sample},
                    {"speedup_a", optional_json(s.speedup_a)},
                    {"speedup_b", optional_json(s.speedup_b)},
                    {"abs_log_ratio_e2e", optional_json(s.log_ratio_e2e)},
                    {"abs_log_ratio_gpu", optional_json(s.log_ratio_gpu)},
                    {"abs_log_ratio_eager_ms", optional_json(s.log_ratio_eager_ms)},
                    {"over_inductor_a", optional_json(s.over_inductor_a)},
                    {"over_inductor_b", optional_json(s.over_inductor_b)},
                    {"abs_log_ratio_over_inductor", optional_json(s.log_ratio_over_inductor)},
                    {"verdict_a", s.verdict_a},
                    {"verdict_b", s.verdict_b}});
  return {{"backend", backend},
          {"samples_a", in_a},
          {"samples_b", in_b},
          {"matched", matched},
          {"both_ok", both_ok},
          {"status_changed", status_changed},
          {"timing", timing},
          {"not_steady", not_steady},
          {"abs_log_ratio_e2e", spread_json(e2e)},
          {"abs_log_ratio_gpu", spread_json(gpu)},
          {"abs_log_ratio_eager_ms", spread_json(eager_ms)},
          {"abs_log_ratio_over_inductor", spread_json(over_inductor)},
          {"samples", rows}};
}

}  // namespace passnet::bench
