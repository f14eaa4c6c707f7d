// Each backend's time against two limits of a suite's subgraphs (issue 32): the floor the suite
// stores per subgraph (floor_ms in its task manifests: eager's device time or the bandwidth
// roofline, whichever is lower; docs/passbench.md) and the roofline of SUITE/roofline.json
// (python -m passnet.runtime.roofline: max of bytes over measured bandwidth and FLOPs over the
// measured matmul peak, per device). A distance is a backend's time per call over the limit; the
// backend's figure is the geometric mean and the median over the samples where it ran correctly.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace passnet::bench {

struct LimitDistance {
  std::size_t over_floor_samples = 0;
  std::size_t over_roofline_samples = 0;
  std::optional<double> over_floor_gmean;
  std::optional<double> over_floor_median;
  std::optional<double> over_roofline_gmean;
  std::optional<double> over_roofline_median;
};

struct LimitSample {
  std::string sample;
  std::optional<double> floor_ms;
  std::optional<double> roofline_ms;
  std::map<std::string, double> backend_ms;  // ok results only
};

struct LimitSummary {
  std::string suite;
  std::string roofline_device;  // "" when the suite has no roofline for the run's device
  std::string note;             // why the roofline is missing, or which device stood in
  std::map<std::string, LimitDistance> backends;  // "eager" too
  std::vector<LimitSample> samples;               // the run's samples the suite holds

  bool any() const { return !samples.empty(); }
  nlohmann::json to_json() const;
};

// The limits of the samples in RUN_DIR/run.db that SUITE's manifests name, for eager and
// `backends`. The roofline is the one for `device_name` (the run's GPU); a roofline file with a
// single device serves a run whose GPU is unknown, and the note says so. Throws Error(kIo) when
// SUITE has no task manifest, Error(kParse) for a malformed manifest or roofline file.
LimitSummary summarize_limits(const std::string& run_dir, const std::string& suite,
                              const std::vector<std::string>& backends,
                              const std::optional<std::string>& device_name);

}  // namespace passnet::bench
