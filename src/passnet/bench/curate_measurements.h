// What curation measures a subgraph by: eager's and the candidate's medians from `bench run`
// folders (run.db), or from a file of device-timed baselines (bench/baseline_rows.h), and,
// curated by device time, the subgraph's floor (bench/device_floor.h). Part of bench/curate.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>

#include "passnet/bench/curate.h"

namespace passnet::bench {

struct Measurement {
  double eager_ms = 0;
  double candidate_ms = 0;
  double speedup = 0;
  std::string status;
  std::optional<std::int64_t> output_bytes;  // eager's outputs, as the worker described them
};

// Canonical sample path -> its measurement.
using Measurements = std::unordered_map<std::string, Measurement>;

// Over every run of options.runs; later runs win for a sample measured twice. The runs' device
// and card go to `result`; Error(kUsage) for a folder that is no run, runs of several devices, or
// runs that are not device-timed when curating by device time.
Measurements read_runs(const CurateOptions& options, CurateResult& result);

// The roofline's bandwidth for runs: --bandwidth-gbs, else the runs' card's data sheet.
void settle_bandwidth(const CurateOptions& options, CurateResult& result);

// From options.baselines (keys: the source suite's folders); the card, the roofline's bandwidth
// and what the file held go to `result`, its bad lines to result.warnings.
Measurements read_baseline_measurements(const CurateOptions& options, CurateResult& result);

// The measurement curation can use for a sample folder; nullptr (and counted) when there is none.
const Measurement* usable_measurement(const Measurements& measured, const std::string& folder,
                                      CurateResult& result);

// Takes the measured figures and, curated by device time, the floor; false (and counted) for a
// subgraph that launches no kernel.
bool admit(CuratedSubgraph& s, const Measurement& m, std::optional<std::int64_t> in_bytes,
           const CurateOptions& options, CurateResult& result);

}  // namespace passnet::bench
