#include "passnet/bench/floor_summary.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "passnet/bench/run_db.h"
#include "passnet/bench/sample_stats.h"
#include "passnet/util/files.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

struct Floor {
  std::optional<double> graph_ms;
  std::optional<double> kernel_ms;
};

std::optional<double> median_of(const nlohmann::json& floor, const char* key) {
  if (!floor.is_object() || !floor.contains(key) || !floor[key].is_object()) return std::nullopt;
  const nlohmann::json& stats = floor[key];
  if (!stats.contains("median") || !stats["median"].is_number()) return std::nullopt;
  double value = stats["median"].get<double>();
  return value > 0 ? std::optional<double>(value) : std::nullopt;
}

// The median floor over the samples, microseconds per call.
std::optional<double> median_us(std::vector<double> ms) {
  std::optional<double> middle = median(std::move(ms));
  return middle ? std::optional<double>(1000 * *middle) : std::nullopt;
}

std::optional<double> optional_from(const nlohmann::json& value, const char* key) {
  if (!value.contains(key) || !value[key].is_number()) return std::nullopt;
  return value[key].get<double>();
}

}  // namespace

FloorSummary summarize_floor(const std::string& run_dir, const std::vector<std::string>& backends,
                             const std::set<std::string>& samples) {
  FloorSummary summary;
  fs::path db_path = fs::path(run_dir) / "run.db";
  if (!fs::is_regular_file(db_path)) return summary;
  RunDb db(db_path.string());
  std::map<std::string, Floor> floors;
  for (const BackendResult& r : db.results_for("eager")) {
    std::string sample = canonical_path(r.detail.value("sample", ""));
    if (!samples.empty() && !samples.contains(sample)) continue;
    if (!r.detail.contains("floor")) continue;
    Floor floor{median_of(r.detail["floor"], "cuda_graph"), median_of(r.detail["floor"], "kernel")};
    if (floor.graph_ms || floor.kernel_ms) floors[sample] = floor;
  }
  summary.measured = floors.size();
  if (floors.empty()) return summary;
  std::vector<std::string> names{"eager"};
  for (const std::string& backend : backends)
    if (backend != "eager") names.push_back(backend);
  for (const std::string& name : names) {
    std::vector<double> over_graph, over_kernels, graph_ms, kernel_ms;
    FloorDistance distance;
    for (const BackendResult& r : db.results_for(name)) {
      auto it = floors.find(canonical_path(r.detail.value("sample", "")));
      if (it == floors.end() || r.status != "ok") continue;
      std::optional<double> time = name == "eager" ? r.eager_ms : r.candidate_ms;
      if (!time || *time <= 0) continue;
      ++distance.samples;
      if (it->second.graph_ms) {
        over_graph.push_back(*time / *it->second.graph_ms);
        graph_ms.push_back(*it->second.graph_ms);
      }
      if (it->second.kernel_ms) {
        over_kernels.push_back(*time / *it->second.kernel_ms);
        kernel_ms.push_back(*it->second.kernel_ms);
      }
    }
    distance.over_graph = geometric_mean(over_graph);
    distance.over_kernels = geometric_mean(over_kernels);
    distance.floor_graph_us = median_us(graph_ms);
    distance.floor_kernel_us = median_us(kernel_ms);
    summary.backends[name] = distance;
  }
  return summary;
}

nlohmann::json FloorSummary::to_json() const {
  nlohmann::json out = {{"measured", measured}, {"backends", nlohmann::json::object()}};
  for (const auto& [name, d] : backends)
    out["backends"][name] = {{"samples", d.samples},
                             {"over_graph", json_or_null(d.over_graph)},
                             {"over_kernels", json_or_null(d.over_kernels)},
                             {"floor_graph_us", json_or_null(d.floor_graph_us)},
                             {"floor_kernel_us", json_or_null(d.floor_kernel_us)}};
  return out;
}

FloorSummary FloorSummary::from_json(const nlohmann::json& value) {
  FloorSummary summary;
  if (!value.is_object()) return summary;
  summary.measured = value.value("measured", std::size_t{0});
  if (!value.contains("backends") || !value["backends"].is_object()) return summary;
  for (const auto& [name, d] : value["backends"].items()) {
    FloorDistance distance;
    distance.samples = d.value("samples", std::size_t{0});
    distance.over_graph = optional_from(d, "over_graph");
    distance.over_kernels = optional_from(d, "over_kernels");
    distance.floor_graph_us = optional_from(d, "floor_graph_us");
    distance.floor_kernel_us = optional_from(d, "floor_kernel_us");
    summary.backends[name] = distance;
  }
  return summary;
}

std::string ratio_cell(const std::optional<double>& ratio) {
  return ratio ? fmt::format("x{:.2f}", *ratio) : std::string("-");
}

std::string floor_cell(const FloorDistance& distance) {
  return fmt::format("{} / {}", ratio_cell(distance.over_graph), ratio_cell(distance.over_kernels));
}

}  // namespace passnet::bench
