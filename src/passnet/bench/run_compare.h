// Timing reproducibility between two runs of the same samples: for every sample both runs scored
// under a backend, |log(speedup_a / speedup_b)| (e2e and GPU time), and the same for eager's own
// per-call time. A run repeated on an idle device should agree to within a few percent; the
// median and 95th percentile of these figures are what the harness promises. Runs timed by
// different methods (docs/timing.md) are not comparable and are refused; each sample carries the
// timing verdict of both runs, so a drift the harness already flagged (host_noisy, unstable) is
// told apart from one it missed.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace passnet::bench {

struct Spread {
  std::size_t count = 0;
  std::optional<double> median;
  std::optional<double> p95;
  std::optional<double> max;
};

struct SampleDrift {
  std::string sample;
  std::optional<double> speedup_a;
  std::optional<double> speedup_b;
  std::optional<double> log_ratio_e2e;  // |log(speedup_a / speedup_b)|
  std::optional<double> log_ratio_gpu;
  std::optional<double> log_ratio_eager_ms;
  // A pass under dynamo or direct: its speedup over Inductor measured in the same rounds, and
  // its drift, where both runs have it.
  std::optional<double> over_inductor_a;
  std::optional<double> over_inductor_b;
  std::optional<double> log_ratio_over_inductor;
  std::string verdict_a;  // the candidate's timing verdict: steady, unstable, host_noisy, or
  std::string verdict_b;  // "unrecorded" for runs made before verdicts existed
};

struct RunComparison {
  std::string backend;
  std::size_t in_a = 0;
  std::size_t in_b = 0;
  std::size_t matched = 0;  // samples with a result under the backend in both runs
  std::size_t both_ok = 0;  // ... and status ok in both
  std::size_t status_changed = 0;
  std::string timing;          // the timing method of both runs
  std::size_t not_steady = 0;  // both ok, with a verdict other than steady in either run
  Spread e2e;
  Spread gpu;
  Spread eager_ms;
  Spread over_inductor;              // drift of the speedup over Inductor in the same rounds
  std::vector<SampleDrift> samples;  // both ok, largest e2e drift first

  nlohmann::json to_json() const;
};

// Percentile by linear interpolation between closest ranks (numpy's default); nullopt if empty.
std::optional<double> percentile(std::vector<double> values, double q);

// Samples are matched by their path as recorded in each run.db. Throws passnet::Error when a run
// folder has no run.db or the backend is in neither run.
RunComparison compare_runs(const std::string& run_a, const std::string& run_b,
                           const std::string& backend);

}  // namespace passnet::bench
