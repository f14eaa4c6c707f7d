// A pass's speedup over Inductor measured in the same rounds: under the host-inclusive
// invocations (dynamo, direct) with batched timing, the worker times a pass backend with eager
// and Inductor as three subjects of the same interleaved rounds and records
// `speedup_over_inductor` (the median over rounds of Inductor's time over the pass's; null where
// the rounds do not pair) in the pass's result, which run.db keeps in `detail`. Here: that figure
// per result, and its geometric mean per backend for `bench report` and `bench suite run`.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "passnet/bench/run_db.h"

namespace passnet::bench {

struct OverInductor {
  std::size_t samples = 0;    // status ok, with a same-round figure
  std::size_t faster = 0;     // ... above 1
  std::size_t reference = 0;  // ... where Inductor was compiled only as the baseline
  std::size_t unpaired = 0;   // status ok, compared, but the rounds did not pair (re-measured)
  std::optional<double> gmean;

  bool any() const { return samples > 0 || unpaired > 0; }
  nlohmann::json to_json() const;
  static OverInductor from_json(const nlohmann::json& value);
};

// detail["speedup_over_inductor"] when it is a positive number.
std::optional<double> speedup_over_inductor(const BackendResult& result);

struct OverInductorFigure {
  double value = 0;
  bool same_rounds = false;  // false: a ratio of two sessions, which drifts with the host
};

// A result's speedup over Inductor: timed in the same rounds where the worker could, else its
// speedup over eager divided by Inductor's on the same sample (INDUCTOR_SPEEDUP, when known and
// positive). nullopt without either, or when the result has no positive speedup over eager.
std::optional<OverInductorFigure> over_inductor_figure(const BackendResult& result,
                                                       std::optional<double> inductor_speedup);

OverInductor summarize_over_inductor(const std::vector<BackendResult>& results);

// Per backend with any same-round comparison, over the results of `samples` (every sample when
// null; paths compared canonically).
std::map<std::string, OverInductor> over_inductor_of(RunDb& db,
                                                     const std::vector<std::string>& backends,
                                                     const std::set<std::string>* samples);

// "G-mean 1.062x over Inductor in the same rounds (faster on 36 of 54; 2 unpaired)".
std::string over_inductor_line(const OverInductor& summary);

}  // namespace passnet::bench
