// Scores of one backend over a set of samples, as defined by GraphNet and PassNet
// (../shared/reference/metrics.md): the rectified speedup of each sample at each tolerance t,
// S_t and ES_t (geometric means over samples), the aggregate score AS (a weighted geometric mean
// of ES_t over t) with a bootstrap confidence interval, and the leaderboard columns (G-mean
// speedup, correct rate, fast_1). Everything here is a pure function of per-sample outcomes, so
// the same code scores GraphNet logs, passnet run databases and hand-written test cases.
//
// Readings of metrics.md that it leaves open (docs/formats-logs.md repeats them):
// - |E| is the number of distinct error classes a preset defines (default: accuracy, runtime,
//   compile = 3; mismatch-extended: accuracy, mismatch, runtime, compile = 4), and t runs over
//   -10..|E|+1. A class's threshold is independent of its number: default tolerates runtime and
//   compile failures from t = 3 (so ES_2 = ES_1 there). Every class threshold is <= |E|, so at
//   t = |E|+1 every failure is tolerated but eager_fail (per preset) and integrity_fail (never).
// - The PassNet weights are written for t in -10..4. For a wider range they generalise as
//   0.8^(t+3) for -2..|E| and 0.001 for the last point t = |E|+1; GraphNet's 0.48 extends to
//   every t >= -5. With the default preset both are exactly the published tables.
// - A sample whose correctness at some t is not recorded counts as not correct there (GraphNet
//   does the same for a missing all_close key).
// - "Correct" for G-mean, correct rate, fast_1 and the per-class counts means correct at t = 1
//   (ScoringOptions::correct_t): the point from which ES_t freezes correctness, where every
//   failure left is a real failure rather than a tolerance miss.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace passnet::bench {

// How a sample ended under the candidate backend. kOk means outputs were compared: whether it is
// correct at t is then SampleOutcome::correct[t] (an accuracy error where false). Every other
// status fails at every t with that error class. kEagerFail (the baseline itself failed) is
// counted and, by default, not scored; EagerFailPolicy::kPenalize scores it as GraphNet does.
// kIntegrityFail (a pass broke an integrity rule: it cheated) is a failure at every t under every
// preset: no tolerance forgives a cheat, and it is not a class of |E|, so it leaves t's range and
// the AS weights of the presets as they are.
enum class OutcomeStatus : std::uint8_t {
  kOk,
  kAccuracy,
  kRuntimeFail,
  kNanInf,
  kDtypeMismatch,
  kShapeMismatch,
  kCompileFail,
  kEagerFail,
  kIntegrityFail,
};

// "ok", "accuracy", "runtime_fail", "nan_inf", "dtype_mismatch", "shape_mismatch",
// "compile_fail", "eager_fail", "integrity_fail": the status names of the run database.
std::string_view to_string(OutcomeStatus status);
std::optional<OutcomeStatus> outcome_status_from_string(std::string_view name);

// The error classes a sample can be scored with (every status except kOk and kEagerFail).
inline constexpr OutcomeStatus kErrorClasses[] = {
    OutcomeStatus::kAccuracy,      OutcomeStatus::kRuntimeFail,   OutcomeStatus::kNanInf,
    OutcomeStatus::kDtypeMismatch, OutcomeStatus::kShapeMismatch, OutcomeStatus::kCompileFail,
    OutcomeStatus::kIntegrityFail,
};

// The class name of kIntegrityFail in every preset (outside TolerancePreset::classes).
inline constexpr std::string_view kIntegrityClass = "integrity";

struct SampleOutcome {
  std::string id;
  OutcomeStatus status = OutcomeStatus::kOk;
  // Eager median end-to-end time / candidate median end-to-end time. Only read for kOk samples,
  // where it must be finite and > 0.
  double speedup = 1.0;
  // t -> every output passes allclose at tolerance t. Only read for kOk samples.
  std::map<int, bool> correct;

  bool operator==(const SampleOutcome&) const = default;
};

// The error of a sample at tolerance t, or nullopt when it is correct there: its status, or
// kAccuracy for an ok sample that misses t (kEagerFail samples fail at every t).
std::optional<OutcomeStatus> error_at(const SampleOutcome& sample, int t);

// ---------------------------------------------------------------------------------------------
// Tolerances

// The allclose pair at tolerance t: atol = 10^t; rtol 10^(0.6t) for float16, 10^(0.3592t) for
// bfloat16, 10^(1.1772t) for float32; float64 uses 10^(1.4t) for both. Every other dtype must be
// exactly equal: {0, 0}. dtype may carry a "torch." prefix; half, float and double are aliases.
struct Tolerance {
  double atol = 0;
  double rtol = 0;
  bool exact() const { return atol == 0 && rtol == 0; }
};
Tolerance tolerance(std::string_view dtype, int t);

// Which error is tolerated from which t, and how many classes (|E|) the preset has.
struct TolerancePreset {
  std::string name;
  // Each scorable error status -> (class name, first t >= 1 at which it is tolerated). Several
  // statuses may share a class (default folds NaN/Inf, dtype and shape mismatch into runtime).
  std::map<OutcomeStatus, std::pair<std::string, int>> classes;
  // Where an eager failure goes when it is scored (EagerFailPolicy::kPenalize), as GraphNet's
  // analysis does it: default files it under runtime (tolerated from t = 3); mismatch-extended
  // never tolerates it. It never adds to |E|.
  std::pair<std::string, int> eager_fail_class{"runtime", 3};

  // |E|: the number of distinct class names (kIntegrityFail's class is not one of them).
  int num_classes() const;
  // The tolerances scored: -10 .. |E|+1.
  std::vector<int> tolerances() const;
  // The first t at which the status is tolerated; INT_MAX (never) for kIntegrityFail.
  int threshold(OutcomeStatus status) const;
  const std::string& class_name(OutcomeStatus status) const;
  bool tolerated(OutcomeStatus status, int t) const { return t >= threshold(status); }
};

// "default" or "mismatch-extended"; throws Error(kUsage) for another name.
TolerancePreset tolerance_preset(std::string_view name);

// Weights of AS per t for "passnet" or "graphnet" over the preset's tolerances; throws
// Error(kUsage) for another name. Unnormalised: AS divides by their sum.
std::map<int, double> weight_preset(std::string_view name, const TolerancePreset& preset);

// ---------------------------------------------------------------------------------------------
// Scores

// What a sample whose eager run failed counts for: nothing (kExclude, passnet's default: the
// baseline could not be timed, so there is no speedup to rectify), or a failure of the preset's
// eager_fail_class (kPenalize, GraphNet's calculate_es_scores).
enum class EagerFailPolicy : std::uint8_t { kExclude, kPenalize };

// "exclude" or "penalize"; throws Error(kUsage) for another name.
EagerFailPolicy eager_fail_policy(std::string_view name);

struct ScoringOptions {
  TolerancePreset preset = tolerance_preset("default");
  std::map<int, double> weights = weight_preset("passnet", tolerance_preset("default"));
  double p = 0;       // slowdown penalty: a correct sample with s < 1 scores s^(p+1)
  double b = 0.1;     // failure penalty: a failed sample scores b
  int correct_t = 1;  // the tolerance at which G-mean, correct rate, fast_1 and counts are read
  EagerFailPolicy eager_fail = EagerFailPolicy::kExclude;
  std::size_t bootstrap = 1000;                // resamples for the AS interval; 0 for none
  std::uint64_t seed = 0x9e3779b97f4a7c15ULL;  // fixed, so the interval is reproducible
};

// The rectified speedup of one sample at t, for ES_t (tolerance rule applied) or S_t (not).
// A kEagerFail sample is only scored under EagerFailPolicy::kPenalize.
double rectified_speedup(const SampleOutcome& sample, int t, const ScoringOptions& options,
                         bool tolerate_errors);

struct ScoreReport {
  std::vector<int> tolerances;
  std::map<int, double> es;
  std::map<int, double> s;
  double as = 0;
  std::optional<std::pair<double, double>> as_ci;  // 95 %, percentile bootstrap
  std::optional<double> gmean_speedup;             // none when no sample is correct
  double correct_rate = 0;
  double fast_1 = 0;
  std::map<OutcomeStatus, std::size_t> errors;  // every class in kErrorClasses, at correct_t
  std::size_t samples = 0;     // scored (eager failures among them only under kPenalize)
  std::size_t eager_fail = 0;  // samples whose eager run failed, scored or not
};

// Scores the samples. Throws Error(kUsage) when nothing is scorable (no samples, or all failed in
// eager), when options are out of range (b <= 0, a weight missing for some t, weights summing to
// 0), and Error(kSample) naming the sample when an ok sample has no finite positive speedup.
ScoreReport score(const std::vector<SampleOutcome>& samples, const ScoringOptions& options);

// Each ES_t and S_t alone, over the scored samples (eager failures per the policy).
double es_t(const std::vector<SampleOutcome>& samples, int t, const ScoringOptions& options);
double s_t(const std::vector<SampleOutcome>& samples, int t, const ScoringOptions& options);

// AS = prod_t ES_t^(w_t / sum_s w_s) over `es`'s tolerances.
double aggregate_score(const std::map<int, double>& es, const std::map<int, double>& weights);

// The terms of the closed form of ES_t (metrics.md), computed by counting rather than per
// sample, so that tests can check the direct computation against it.
struct EsComponents {
  std::size_t n = 0;                 // scored samples
  std::size_t m = 0;                 // correct (at t, or at 1 for t >= 1)
  std::size_t k = 0;                 // correct and slower than eager
  double alpha = 1;                  // geometric mean of correct speedups (1 when m = 0)
  double beta = 1;                   // geometric mean of correct slowdowns (1 when k = 0)
  double lambda = 0;                 // m / n
  double eta = 0;                    // k / m (0 when m = 0)
  double gamma = 0;                  // b^(sum_c pi_c [t < threshold_c]), b for t <= 0
  std::map<std::string, double> pi;  // share of each class among the errors
};
EsComponents es_components(const std::vector<SampleOutcome>& samples, int t,
                           const ScoringOptions& options);
// alpha^lambda * beta^(lambda*eta*p) * gamma^(1-lambda).
double es_closed_form(const EsComponents& c, double p);

}  // namespace passnet::bench
