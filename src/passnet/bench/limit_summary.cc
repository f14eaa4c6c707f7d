#include "passnet/bench/limit_summary.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <set>

#include "passnet/bench/run_db.h"
#include "passnet/bench/sample_stats.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

nlohmann::json read_json(const fs::path& path) {
  nlohmann::json value = nlohmann::json::parse(read_file(path), nullptr, false);
  if (value.is_discarded())
    throw Error(ErrorCategory::kParse, fmt::format("{}: not valid JSON", path.string()));
  return value;
}

// floor_ms per canonical subgraph folder, from every task manifest of the suite.
std::map<std::string, double> suite_floors(const fs::path& suite) {
  fs::path tasks = suite / "tasks";
  if (!fs::is_directory(tasks))
    throw Error(ErrorCategory::kIo,
                fmt::format("{}: no tasks/ folder (not a suite)", suite.string()));
  std::map<std::string, double> floors;
  std::size_t manifests = 0;
  for (const fs::directory_entry& split : fs::directory_iterator(tasks)) {
    if (!split.is_directory()) continue;
    for (const fs::directory_entry& file : fs::directory_iterator(split.path())) {
      if (file.path().extension() != ".json") continue;
      ++manifests;
      nlohmann::json task = read_json(file.path());
      if (!task.contains("subgraphs") || !task["subgraphs"].is_array())
        throw Error(ErrorCategory::kParse,
                    fmt::format("{}: no \"subgraphs\" list", file.path().string()));
      for (const nlohmann::json& entry : task["subgraphs"]) {
        if (!entry.is_object() || !entry.contains("path") || !entry["path"].is_string()) continue;
        std::string path = canonical_path(suite / entry["path"].get<std::string>());
        if (entry.contains("floor_ms") && entry["floor_ms"].is_number() &&
            entry["floor_ms"].get<double>() > 0)
          floors[path] = entry["floor_ms"].get<double>();
        else
          floors.try_emplace(path, std::nan(""));
      }
    }
  }
  if (manifests == 0)
    throw Error(ErrorCategory::kIo, fmt::format("{}: tasks/ holds no manifest", suite.string()));
  return floors;
}

}  // namespace

LimitSummary summarize_limits(const std::string& run_dir, const std::string& suite,
                              const std::vector<std::string>& backends,
                              const std::optional<std::string>& device_name) {
  LimitSummary summary;
  summary.suite = suite;
  std::map<std::string, double> floors = suite_floors(suite);

  std::map<std::string, double> rooflines;
  fs::path roofline_path = fs::path(suite) / "roofline.json";
  if (!fs::is_regular_file(roofline_path)) {
    summary.note =
        fmt::format("{} has no roofline.json (python -m passnet.runtime.roofline)", suite);
  } else {
    nlohmann::json roofline = read_json(roofline_path);
    const nlohmann::json& devices = roofline.contains("devices") ? roofline["devices"] : nullptr;
    if (!devices.is_object() || devices.empty()) {
      summary.note =
          fmt::format("{} names no device (pass --peaks to the roofline)", roofline_path.string());
    } else if (device_name && devices.contains(*device_name)) {
      summary.roofline_device = *device_name;
    } else if (devices.size() == 1) {
      summary.roofline_device = devices.begin().key();
      summary.note = fmt::format("the run's GPU is {}; the roofline is {}'s, the only one there",
                                 device_name.value_or("unknown"), summary.roofline_device);
    } else {
      summary.note = fmt::format("{} has no roofline for {}", roofline_path.string(),
                                 device_name.value_or("an unknown GPU"));
    }
    if (!summary.roofline_device.empty()) {
      const nlohmann::json& times = devices[summary.roofline_device]["roofline_ms"];
      if (!times.is_object())
        throw Error(ErrorCategory::kParse,
                    fmt::format("{}: device {} has no \"roofline_ms\" map", roofline_path.string(),
                                summary.roofline_device));
      for (const auto& [path, ms] : times.items())
        if (ms.is_number() && ms.get<double>() > 0)
          rooflines[canonical_path(fs::path(suite) / path)] = ms.get<double>();
    }
  }

  fs::path db_path = fs::path(run_dir) / "run.db";
  if (!fs::is_regular_file(db_path)) return summary;
  RunDb db(db_path.string());
  std::vector<std::string> names{"eager"};
  for (const std::string& backend : backends)
    if (backend != "eager") names.push_back(backend);
  std::map<std::string, LimitSample> samples;
  for (const std::string& name : names) {
    for (const BackendResult& r : db.results_for(name)) {
      std::string sample = canonical_path(r.detail.value("sample", ""));
      auto floor = floors.find(sample);
      if (floor == floors.end()) continue;  // not a subgraph of this suite
      LimitSample& row = samples[sample];
      row.sample = sample;
      if (!std::isnan(floor->second)) row.floor_ms = floor->second;
      if (auto it = rooflines.find(sample); it != rooflines.end()) row.roofline_ms = it->second;
      std::optional<double> time = name == "eager" ? r.eager_ms : r.candidate_ms;
      if (r.status == "ok" && time && *time > 0) row.backend_ms[name] = *time;
    }
  }
  for (const std::string& name : names) {
    std::vector<double> over_floor, over_roofline;
    for (const auto& [path, row] : samples) {
      auto time = row.backend_ms.find(name);
      if (time == row.backend_ms.end()) continue;
      if (row.floor_ms) over_floor.push_back(time->second / *row.floor_ms);
      if (row.roofline_ms) over_roofline.push_back(time->second / *row.roofline_ms);
    }
    LimitDistance& d = summary.backends[name];
    d.over_floor_samples = over_floor.size();
    d.over_roofline_samples = over_roofline.size();
    d.over_floor_gmean = geometric_mean(over_floor);
    d.over_floor_median = median(over_floor);
    d.over_roofline_gmean = geometric_mean(over_roofline);
    d.over_roofline_median = median(over_roofline);
  }
  for (auto& [path, row] : samples)
    summary.samples.push_back(std::move(row));
  return summary;
}

nlohmann::json LimitSummary::to_json() const {
  nlohmann::json out = {{"suite", suite},
                        {"roofline_device", roofline_device},
                        {"note", note},
                        {"backends", nlohmann::json::object()},
                        {"samples", nlohmann::json::array()}};
  for (const auto& [name, d] : backends)
    out["backends"][name] = {{"over_floor_samples", d.over_floor_samples},
                             {"over_floor_gmean", json_or_null(d.over_floor_gmean)},
                             {"over_floor_median", json_or_null(d.over_floor_median)},
                             {"over_roofline_samples", d.over_roofline_samples},
                             {"over_roofline_gmean", json_or_null(d.over_roofline_gmean)},
                             {"over_roofline_median", json_or_null(d.over_roofline_median)}};
  for (const LimitSample& s : samples)
    out["samples"].push_back({{"sample", s.sample},
                              {"floor_ms", json_or_null(s.floor_ms)},
                              {"roofline_ms", json_or_null(s.roofline_ms)},
                              {"backend_ms", s.backend_ms}});
  return out;
}

}  // namespace passnet::bench
