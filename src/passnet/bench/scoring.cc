#include "passnet/bench/scoring.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <set>

#include "passnet/util/error.h"

namespace passnet::bench {

namespace {

constexpr int kMinT = -10;

constexpr std::pair<OutcomeStatus, std::string_view> kStatusNames[] = {
    {OutcomeStatus::kOk, "ok"},
    {OutcomeStatus::kAccuracy, "accuracy"},
    {OutcomeStatus::kRuntimeFail, "runtime_fail"},
    {OutcomeStatus::kNanInf, "nan_inf"},
    {OutcomeStatus::kDtypeMismatch, "dtype_mismatch"},
    {OutcomeStatus::kShapeMismatch, "shape_mismatch"},
    {OutcomeStatus::kCompileFail, "compile_fail"},
    {OutcomeStatus::kEagerFail, "eager_fail"},
    {OutcomeStatus::kIntegrityFail, "integrity_fail"},
};

double rectify(double speedup, double p) {
  return speedup >= 1 ? speedup : std::pow(speedup, p + 1);
}

bool scored(const SampleOutcome& sample, const ScoringOptions& options) {
  return sample.status != OutcomeStatus::kEagerFail ||
         options.eager_fail == EagerFailPolicy::kPenalize;
}

double geometric_mean(double log_sum, std::size_t count) {
  return std::exp(log_sum / static_cast<double>(count));
}

void validate(const ScoringOptions& options) {
  if (!(options.b > 0) || !std::isfinite(options.b))
    throw Error(ErrorCategory::kUsage,
                fmt::format("b = {}: the failure penalty must be > 0", options.b));
  if (!std::isfinite(options.p))
    throw Error(ErrorCategory::kUsage, fmt::format("p = {}: must be finite", options.p));
  for (const auto& [status, entry] : options.preset.classes)
    if (entry.second < 1)
      throw Error(ErrorCategory::kUsage,
                  fmt::format("preset {}: {} is tolerated from t = {}; thresholds start at 1",
                              options.preset.name, to_string(status), entry.second));
}

void check_speedup(const SampleOutcome& sample) {
  if (sample.status == OutcomeStatus::kOk && !(std::isfinite(sample.speedup) && sample.speedup > 0))
    throw Error(ErrorCategory::kSample,
                fmt::format("sample {}: status ok but speedup is {}; a scored sample needs a "
                            "finite speedup > 0",
                            sample.id, sample.speedup));
}

// The weight of each t normalised by their sum; throws when one is missing or they sum to 0.
std::map<int, double> normalised_weights(const std::vector<int>& tolerances,
                                         const std::map<int, double>& weights) {
  std::map<int, double> normalised;
  double sum = 0;
  for (int t : tolerances) {
    auto it = weights.find(t);
    if (it == weights.end())
      throw Error(ErrorCategory::kUsage, fmt::format("no AS weight for t = {}", t));
    if (!(it->second >= 0) || !std::isfinite(it->second))
      throw Error(ErrorCategory::kUsage, fmt::format("AS weight for t = {} is {}", t, it->second));
    sum += it->second;
  }
  if (!(sum > 0)) throw Error(ErrorCategory::kUsage, "AS weights sum to 0");
  for (int t : tolerances)
    normalised[t] = weights.at(t) / sum;
  return normalised;
}

// numpy's default ("linear") percentile of sorted values, q in [0, 1].
double sorted_percentile(const std::vector<double>& sorted, double q) {
  double position = q * static_cast<double>(sorted.size() - 1);
  auto below = static_cast<std::size_t>(std::floor(position));
  std::size_t above = std::min(below + 1, sorted.size() - 1);
  double fraction = position - static_cast<double>(below);
  return sorted[below] + fraction * (sorted[above] - sorted[below]);
}

// A uniform index below n. std::uniform_int_distribution differs between standard libraries;
// rejection sampling on mt19937_64 (which the standard fixes) keeps intervals reproducible.
std::size_t uniform_index(std::mt19937_64& rng, std::size_t n) {
  const std::uint64_t range = n;
  const std::uint64_t limit = std::mt19937_64::max() - std::mt19937_64::max() % range;
  std::uint64_t x = rng();
  while (x >= limit)
    x = rng();
  return static_cast<std::size_t>(x % range);
}

}  // namespace

std::string_view to_string(OutcomeStatus status) {
  for (const auto& [value, name] : kStatusNames)
    if (value == status) return name;
  return "?";
}

std::optional<OutcomeStatus> outcome_status_from_string(std::string_view name) {
  for (const auto& [value, known] : kStatusNames)
    if (known == name) return value;
  return std::nullopt;
}

std::optional<OutcomeStatus> error_at(const SampleOutcome& sample, int t) {
  switch (sample.status) {
    case OutcomeStatus::kOk: {
      auto it = sample.correct.find(t);
      if (it != sample.correct.end() && it->second) return std::nullopt;
      return OutcomeStatus::kAccuracy;
    }
    default:
      return sample.status;
  }
}

Tolerance tolerance(std::string_view dtype, int t) {
  if (dtype.starts_with("torch.")) dtype.remove_prefix(6);
  const double td = t;
  const double atol = std::pow(10.0, td);
  if (dtype == "float16" || dtype == "half") return {atol, std::pow(10.0, 0.6 * td)};
  if (dtype == "bfloat16") return {atol, std::pow(10.0, 0.3592 * td)};
  if (dtype == "float32" || dtype == "float") return {atol, std::pow(10.0, 1.1772 * td)};
  if (dtype == "float64" || dtype == "double") {
    double both = std::pow(10.0, 1.4 * td);
    return {both, both};
  }
  return {0, 0};
}

int TolerancePreset::num_classes() const {
  std::set<std::string> names;
  for (const auto& [status, entry] : classes)
    names.insert(entry.first);
  return static_cast<int>(names.size());
}

std::vector<int> TolerancePreset::tolerances() const {
  std::vector<int> ts;
  for (int t = kMinT; t <= num_classes() + 1; ++t)
    ts.push_back(t);
  return ts;
}

int TolerancePreset::threshold(OutcomeStatus status) const {
  if (status == OutcomeStatus::kEagerFail) return eager_fail_class.second;
  // A pass that cheated scores the failure penalty however loose the tolerance.
  if (status == OutcomeStatus::kIntegrityFail) return std::numeric_limits<int>::max();
  auto it = classes.find(status);
  if (it == classes.end())
    throw Error(ErrorCategory::kInternal,
                fmt::format("preset {} has no class for {}", name, to_string(status)));
  return it->second.second;
}

const std::string& TolerancePreset::class_name(OutcomeStatus status) const {
  static const std::string kIntegrity(kIntegrityClass);
  if (status == OutcomeStatus::kEagerFail) return eager_fail_class.first;
  if (status == OutcomeStatus::kIntegrityFail) return kIntegrity;
  auto it = classes.find(status);
  if (it == classes.end())
    throw Error(ErrorCategory::kInternal,
                fmt::format("preset {} has no class for {}", name, to_string(status)));
  return it->second.first;
}

TolerancePreset tolerance_preset(std::string_view name) {
  using S = OutcomeStatus;
  if (name == "default")
    return {"default",
            {{S::kAccuracy, {"accuracy", 1}},
             {S::kRuntimeFail, {"runtime", 3}},
             {S::kNanInf, {"runtime", 3}},
             {S::kDtypeMismatch, {"runtime", 3}},
             {S::kShapeMismatch, {"runtime", 3}},
             {S::kCompileFail, {"compile", 3}}}};
  if (name == "mismatch-extended")
    return {"mismatch-extended",
            {{S::kAccuracy, {"accuracy", 1}},
             {S::kNanInf, {"mismatch", 2}},
             {S::kDtypeMismatch, {"mismatch", 2}},
             {S::kShapeMismatch, {"mismatch", 2}},
             {S::kRuntimeFail, {"runtime", 3}},
             {S::kCompileFail, {"compile", 4}}},
            {"eager", std::numeric_limits<int>::max()}};
  throw Error(
      ErrorCategory::kUsage,
      fmt::format("unknown tolerance preset '{}' (expected default or mismatch-extended)", name));
}

EagerFailPolicy eager_fail_policy(std::string_view name) {
  if (name == "exclude") return EagerFailPolicy::kExclude;
  if (name == "penalize") return EagerFailPolicy::kPenalize;
  throw Error(ErrorCategory::kUsage,
              fmt::format("unknown eager-fail policy '{}' (expected exclude or penalize)", name));
}

std::map<int, double> weight_preset(std::string_view name, const TolerancePreset& preset) {
  std::map<int, double> weights;
  const int last = preset.num_classes() + 1;
  if (name == "passnet") {
    for (int t : preset.tolerances()) {
      if (t <= -6 || t == last)
        weights[t] = 0.001;
      else if (t <= -3)
        weights[t] = 1;
      else
        weights[t] = std::pow(0.8, t + 3);
    }
    return weights;
  }
  if (name == "graphnet") {
    for (int t : preset.tolerances())
      weights[t] = t <= -8 ? 0.001 : t == -7 ? 0.13 : t == -6 ? 0.40 : 0.48;
    return weights;
  }
  throw Error(ErrorCategory::kUsage,
              fmt::format("unknown weight preset '{}' (expected passnet or graphnet)", name));
}

double rectified_speedup(const SampleOutcome& sample, int t, const ScoringOptions& options,
                         bool tolerate_errors) {
  if (!tolerate_errors || t < 1) {
    return error_at(sample, t) ? options.b : rectify(sample.speedup, options.p);
  }
  // From t = 1 on, correctness is frozen at t = 1; what failed there is forgiven once its class
  // is tolerated.
  std::optional<OutcomeStatus> error = error_at(sample, 1);
  if (!error) return rectify(sample.speedup, options.p);
  return options.preset.tolerated(*error, t) ? 1.0 : options.b;
}

namespace {

double mean_score(const std::vector<SampleOutcome>& samples, int t, const ScoringOptions& options,
                  bool tolerate_errors) {
  validate(options);
  double log_sum = 0;
  std::size_t n = 0;
  for (const SampleOutcome& sample : samples) {
    if (!scored(sample, options)) continue;
    check_speedup(sample);
    log_sum += std::log(rectified_speedup(sample, t, options, tolerate_errors));
    ++n;
  }
  if (n == 0) throw Error(ErrorCategory::kUsage, "no scorable samples");
  return geometric_mean(log_sum, n);
}

}  // namespace

double es_t(const std::vector<SampleOutcome>& samples, int t, const ScoringOptions& options) {
  return mean_score(samples, t, options, true);
}

double s_t(const std::vector<SampleOutcome>& samples, int t, const ScoringOptions& options) {
  return mean_score(samples, t, options, false);
}

double aggregate_score(const std::map<int, double>& es, const std::map<int, double>& weights) {
  std::vector<int> tolerances;
  for (const auto& [t, value] : es)
    tolerances.push_back(t);
  std::map<int, double> w = normalised_weights(tolerances, weights);
  double log_as = 0;
  for (const auto& [t, value] : es)
    log_as += w[t] * std::log(value);
  return std::exp(log_as);
}

ScoreReport score(const std::vector<SampleOutcome>& samples, const ScoringOptions& options) {
  validate(options);
  ScoreReport report;
  report.tolerances = options.preset.tolerances();
  const std::map<int, double> weights = normalised_weights(report.tolerances, options.weights);

  std::vector<const SampleOutcome*> scored_samples;
  for (const SampleOutcome& sample : samples) {
    if (sample.status == OutcomeStatus::kEagerFail) ++report.eager_fail;
    if (!scored(sample, options)) continue;
    check_speedup(sample);
    scored_samples.push_back(&sample);
  }
  report.samples = scored_samples.size();
  if (scored_samples.empty())
    throw Error(ErrorCategory::kUsage,
                samples.empty()
                    ? std::string("no samples to score")
                    : fmt::format("no scorable samples: all {} failed in eager", samples.size()));
  const auto n = static_cast<double>(scored_samples.size());

  // Each sample's share of log AS: log AS = mean_i sum_t w_t log r_it. Summing per sample once
  // gives AS and lets the bootstrap resample samples without recomputing every ES_t.
  std::vector<double> contribution(scored_samples.size(), 0.0);
  for (int t : report.tolerances) {
    double es_log = 0;
    double s_log = 0;
    for (std::size_t i = 0; i < scored_samples.size(); ++i) {
      double es_log_i = std::log(rectified_speedup(*scored_samples[i], t, options, true));
      es_log += es_log_i;
      s_log += std::log(rectified_speedup(*scored_samples[i], t, options, false));
      contribution[i] += weights.at(t) * es_log_i;
    }
    report.es[t] = std::exp(es_log / n);
    report.s[t] = std::exp(s_log / n);
  }
  report.as = aggregate_score(report.es, options.weights);

  if (options.bootstrap > 0) {
    std::mt19937_64 rng(options.seed);
    std::vector<double> resampled(options.bootstrap);
    for (double& value : resampled) {
      double sum = 0;
      for (std::size_t draw = 0; draw < contribution.size(); ++draw)
        sum += contribution[uniform_index(rng, contribution.size())];
      value = std::exp(sum / n);
    }
    std::sort(resampled.begin(), resampled.end());
    report.as_ci = {sorted_percentile(resampled, 0.025), sorted_percentile(resampled, 0.975)};
  }

  for (OutcomeStatus status : kErrorClasses)
    report.errors[status] = 0;
  double correct_log_sum = 0;
  std::size_t correct = 0;
  std::size_t fast = 0;
  for (const SampleOutcome* sample : scored_samples) {
    if (std::optional<OutcomeStatus> error = error_at(*sample, options.correct_t)) {
      if (*error != OutcomeStatus::kEagerFail) ++report.errors[*error];
      continue;
    }
    ++correct;
    correct_log_sum += std::log(sample->speedup);
    if (sample->speedup >= 1) ++fast;
  }
  if (correct > 0) report.gmean_speedup = geometric_mean(correct_log_sum, correct);
  report.correct_rate = static_cast<double>(correct) / n;
  report.fast_1 = static_cast<double>(fast) / n;
  return report;
}

EsComponents es_components(const std::vector<SampleOutcome>& samples, int t,
                           const ScoringOptions& options) {
  validate(options);
  const int at = t >= 1 ? 1 : t;  // from t = 1 on, correctness is read at 1
  EsComponents c;
  double log_correct = 0;
  double log_slow = 0;
  std::map<std::string, std::size_t> error_counts;
  // Each class's threshold, taken from the statuses seen in it: eager_fail and integrity_fail
  // have thresholds outside the preset's class table.
  std::map<std::string, int> thresholds;
  for (const SampleOutcome& sample : samples) {
    if (!scored(sample, options)) continue;
    ++c.n;
    if (std::optional<OutcomeStatus> error = error_at(sample, at)) {
      const std::string& name = options.preset.class_name(*error);
      ++error_counts[name];
      auto [it, inserted] = thresholds.emplace(name, options.preset.threshold(*error));
      if (!inserted) it->second = std::max(it->second, options.preset.threshold(*error));
      continue;
    }
    ++c.m;
    log_correct += std::log(sample.speedup);
    if (sample.speedup < 1) {
      ++c.k;
      log_slow += std::log(sample.speedup);
    }
  }
  if (c.n == 0) throw Error(ErrorCategory::kUsage, "no scorable samples");
  if (c.m > 0) c.alpha = geometric_mean(log_correct, c.m);
  if (c.k > 0) c.beta = geometric_mean(log_slow, c.k);
  c.lambda = static_cast<double>(c.m) / static_cast<double>(c.n);
  c.eta = c.m > 0 ? static_cast<double>(c.k) / static_cast<double>(c.m) : 0;
  const std::size_t errors = c.n - c.m;
  for (const auto& [name, count] : error_counts)
    c.pi[name] = static_cast<double>(count) / static_cast<double>(errors);
  if (t <= 0) {
    c.gamma = options.b;
  } else {
    // The share of errors still untolerated at t; every status of one class shares a threshold.
    double untolerated = 0;
    for (const auto& [name, share] : c.pi)
      if (t < thresholds.at(name)) untolerated += share;
    c.gamma = std::pow(options.b, untolerated);
  }
  return c;
}

double es_closed_form(const EsComponents& c, double p) {
  return std::pow(c.alpha, c.lambda) * std::pow(c.beta, c.lambda * c.eta * p) *
         std::pow(c.gamma, 1 - c.lambda);
}

}  // namespace passnet::bench
