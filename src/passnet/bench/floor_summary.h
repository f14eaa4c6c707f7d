// Each backend's distance to a sample's floor (python/passnet/runtime/worker/floor.py): eager's
// call replayed from a CUDA graph and the device time of eager's kernels, measured once per
// sample on CUDA and stored with eager's result in run.db. The distance of a backend is the
// geometric mean, over the samples where it ran correctly and the floor was measured, of its
// end-to-end time per call over the floor: 1 means no host overhead left at all.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace passnet::bench {

struct FloorDistance {
  std::size_t samples = 0;                // with a floor and an ok result
  std::optional<double> over_graph;       // gmean of time / eager replayed from a CUDA graph
  std::optional<double> over_kernels;     // gmean of time / eager's kernel time
  std::optional<double> floor_graph_us;   // median floor over those samples, us per call
  std::optional<double> floor_kernel_us;  // median kernel time over those samples, us per call
};

struct FloorSummary {
  std::size_t measured = 0;  // samples (of those asked) whose floor was measured
  std::map<std::string, FloorDistance> backends;  // "eager" too

  bool any() const { return measured > 0; }
  nlohmann::json to_json() const;
  static FloorSummary from_json(const nlohmann::json& value);
};

// The distances of eager and `backends` over `samples` (canonical sample folders; empty: all) in
// RUN_DIR/run.db.
FloorSummary summarize_floor(const std::string& run_dir, const std::vector<std::string>& backends,
                             const std::set<std::string>& samples = {});

// "x2.10": a distance to a limit ("-" when none).
std::string ratio_cell(const std::optional<double>& ratio);

// "x2.10 / x3.05" cells: a distance over the graph floor and over kernel time ("-" when none).
std::string floor_cell(const FloorDistance& distance);

}  // namespace passnet::bench
