// Reading what curation measures subgraphs by (curate_measurements.h).
#include "passnet/bench/curate_measurements.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "passnet/bench/baseline_rows.h"
#include "passnet/bench/device_floor.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/run_option_values.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/sha256.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

// sample path -> bytes of eager's outputs, from the run's job replies.
std::unordered_map<std::string, std::int64_t> eager_output_bytes(RunDb& db) {
  std::unordered_map<std::string, std::int64_t> bytes;
  store::Statement jobs = db.database().prepare("SELECT sample, reply FROM jobs");
  while (jobs.step()) {
    nlohmann::json reply = nlohmann::json::parse(jobs.column_text(1), nullptr, false);
    if (!reply.is_object() || !reply.contains("eager") || !reply["eager"].is_object()) continue;
    std::optional<std::int64_t> found =
        output_bytes(reply["eager"].value("outputs", nlohmann::json()));
    if (found) bytes[canonical_path(jobs.column_text(0))] = *found;
  }
  return bytes;
}

}  // namespace

// sample path -> measurement, over every run; later runs win for a sample measured twice.
Measurements read_runs(const CurateOptions& options, CurateResult& result) {
  Measurements by_sample;
  for (const std::string& run : options.runs) {
    fs::path db_path = fs::path(run) / "run.db";
    if (!fs::is_regular_file(db_path))
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: not a run folder (no run.db; make one with `passnet bench "
                              "run`)",
                              run));
    RunDb db(db_path.string());
    store::Statement meta = db.database().prepare("SELECT key, value FROM meta");
    nlohmann::json options_json;
    nlohmann::json worker;
    while (meta.step()) {
      if (meta.column_text(0) == "options")
        options_json = nlohmann::json::parse(meta.column_text(1), nullptr, false);
      if (meta.column_text(0) == "worker")
        worker = nlohmann::json::parse(meta.column_text(1), nullptr, false);
    }
    std::string device = options_json.is_object() ? options_json.value("device", "") : "";
    if (!result.device.empty() && device != result.device)
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: measured on {}, the other runs on {}: curate runs of one "
                              "device together",
                              run, device, result.device));
    result.device = device;
    const Invocation invocation = recorded_choices(options_json).invocation;
    if (options.min_floor_distance && !times_device(invocation))
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: timed under the {} invocation; curation by the distance to the "
                              "floor needs device time (a run with --invocation cudagraph)",
                              run, to_string(invocation)));
    std::unordered_map<std::string, std::int64_t> outputs;
    if (options.min_floor_distance) outputs = eager_output_bytes(db);
    if (worker.is_object()) {
      nlohmann::json environment;
      for (const char* key : {"device_name", "driver", "cuda", "torch", "triton", "python"})
        if (worker.contains(key)) environment[key] = worker[key];
      result.environment = environment;
    }
    std::vector<BackendResult> candidates = db.results_for(options.candidate);
    if (candidates.empty())
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: has no '{}' results (run it with --backends eager,{})", run,
                              options.candidate, options.candidate));
    for (const BackendResult& r : candidates) {
      Measurement m;
      m.status = r.status;
      bool gpu = r.speedup_gpu.has_value();
      m.speedup = gpu ? *r.speedup_gpu : r.speedup_e2e.value_or(0);
      const nlohmann::json& detail = r.detail;
      auto median_of = [&](const char* timing) -> double {
        const nlohmann::json* t = detail.contains(timing) ? &detail[timing] : nullptr;
        if (!t || !t->is_object()) return 0;
        const char* which = gpu && (*t).contains("gpu") && (*t)["gpu"].is_object() ? "gpu" : "e2e";
        if (!(*t).contains(which) || !(*t)[which].is_object()) return 0;
        return (*t)[which].value("median", 0.0);
      };
      m.eager_ms = median_of("eager_timing");
      m.candidate_ms = median_of("timing");
      if (m.eager_ms == 0) m.eager_ms = r.eager_ms.value_or(0);
      if (m.candidate_ms == 0) m.candidate_ms = r.candidate_ms.value_or(0);
      std::string sample = canonical_path(detail.value("sample", ""));
      if (auto it = outputs.find(sample); it != outputs.end()) m.output_bytes = it->second;
      by_sample[sample] = m;
    }
  }
  return by_sample;
}

// The roofline's bandwidth for runs: --bandwidth-gbs, else the runs' card's data sheet.
void settle_bandwidth(const CurateOptions& options, CurateResult& result) {
  if (!options.min_floor_distance) return;
  result.bandwidth_gbs = options.bandwidth_gbs;
  if (!result.bandwidth_gbs && result.environment.is_object())
    result.bandwidth_gbs = known_bandwidth_gbs(result.environment.value("device_name", ""));
  if (!result.bandwidth_gbs)
    throw Error(ErrorCategory::kUsage,
                fmt::format("the runs' card ({}) has no known memory bandwidth: give the "
                            "roofline's with --bandwidth-gbs",
                            result.environment.is_object()
                                ? result.environment.value("device_name", "unnamed")
                                : "unnamed"));
}

// Sample path (the suite's folder, canonical) -> measurement, from a baselines file; the card,
// the roofline's bandwidth and what the file held go to `result`.
Measurements read_baseline_measurements(const CurateOptions& options, CurateResult& result) {
  BaselineFile file = read_baselines(options.baselines);
  result.warnings.insert(result.warnings.end(), file.problems.begin(), file.problems.end());
  result.device = "cuda";  // device time: CUDA events over replayed graphs
  std::map<std::string, std::size_t> cards;
  std::map<std::string, std::size_t> methods;
  std::set<std::string> l2;
  std::set<std::int64_t> sessions;
  std::size_t unnamed = 0;
  std::size_t ok = 0;
  Measurements by_sample;
  for (const BaselineRow& row : file.rows) {
    if (row.device_name.empty())
      ++unnamed;
    else
      ++cards[row.device_name];
    ++methods[row.method.empty() ? "unrecorded" : row.method];
    if (!row.l2.empty()) l2.insert(row.l2);
    if (row.sessions) sessions.insert(*row.sessions);
    Measurement m;
    m.status = row.status;
    if (row.status == "ok") {
      ++ok;
      m.eager_ms = *row.eager_us / 1e3;
      m.candidate_ms = *row.inductor_us / 1e3;
      m.speedup = *row.speedup;
    }
    m.output_bytes = row.output_bytes;
    by_sample[canonical_path((fs::path(options.suite) / row.subgraph).string())] = m;
  }
  result.environment = nlohmann::json::object();
  std::string card;
  if (cards.size() == 1) {
    card = cards.begin()->first;
    result.environment["device_name"] = card;
    if (unnamed)
      result.warnings.push_back(fmt::format(
          "{}: {} rows name no card (device_name); taken to be of the {} the other {} name",
          file.path, unnamed, card, cards.begin()->second));
  } else if (cards.size() > 1) {
    nlohmann::json names = nlohmann::json::array();
    for (const auto& [name, rows] : cards)
      names.push_back(name);
    result.environment["device_names"] = names;
  }
  if (options.min_floor_distance) {
    auto listed = [&] {
      std::string text;
      for (const auto& [name, rows] : cards)
        text += fmt::format("{}{}: {} rows", text.empty() ? "" : ", ", name, rows);
      if (unnamed)
        text += fmt::format("{}no card named: {} rows", text.empty() ? "" : ", ", unnamed);
      return text;
    };
    result.bandwidth_gbs = options.bandwidth_gbs;
    if (!result.bandwidth_gbs && cards.size() > 1)
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: rows measured on several cards ({}): curate one card's rows, "
                              "or give the roofline's --bandwidth-gbs",
                              file.path, listed()));
    if (!result.bandwidth_gbs && cards.empty())
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: no row names its card (device_name; {}): give the roofline's "
                              "--bandwidth-gbs (H100 SXM 3350, H200 4800)",
                              file.path, listed()));
    if (!result.bandwidth_gbs) result.bandwidth_gbs = known_bandwidth_gbs(card);
    if (!result.bandwidth_gbs)
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: the rows' card ({}) has no known memory bandwidth: give the "
                              "roofline's with --bandwidth-gbs",
                              file.path, card));
  }
  nlohmann::json method_counts = nlohmann::json::object();
  for (const auto& [method, rows] : methods)
    method_counts[method] = rows;
  result.source["baselines"] = options.baselines;
  result.source["baselines_sha256"] = sha256_hex(read_file(options.baselines));
  result.source["baseline_rows"] = {{"lines", file.lines},
                                    {"bad_lines", file.bad},
                                    {"subgraphs", file.rows.size()},
                                    {"ok", ok},
                                    {"failed", file.rows.size() - ok},
                                    {"method", method_counts},
                                    {"l2", l2},
                                    {"sessions", sessions}};
  return by_sample;
}

// The measurement curation can use for a sample folder; nullptr (and counted) when there is none.
const Measurement* usable_measurement(const Measurements& measured, const std::string& folder,
                                      CurateResult& result) {
  auto m = measured.find(canonical_path(folder));
  if (m == measured.end()) {
    ++result.counts["unmeasured"];
    return nullptr;
  }
  if (m->second.status != "ok" || m->second.speedup <= 0) {
    ++result.counts["candidate_" + (m->second.status == "ok" ? "untimed" : m->second.status)];
    return nullptr;
  }
  return &m->second;
}

// Takes the measured figures and, curated by device time, the floor; false (and counted) for a
// subgraph that launches no kernel.
bool admit(CuratedSubgraph& s, const Measurement& m, std::optional<std::int64_t> in_bytes,
           const CurateOptions& options, CurateResult& result) {
  const double kernel_floor_ms = options.kernel_floor_us / 1e3;
  s.eager_ms = m.eager_ms;
  s.candidate_ms = m.candidate_ms;
  s.speedup = m.speedup;
  if (options.min_floor_distance) {
    // Views and reshapes alone launch nothing: a replay of them costs nanoseconds.
    if (s.eager_ms < kernel_floor_ms / 2) {
      ++result.counts["no_device_work"];
      return false;
    }
    std::optional<double> roofline;
    if (in_bytes && m.output_bytes)
      roofline = std::max(roofline_ms(*in_bytes + *m.output_bytes, *result.bandwidth_gbs),
                          kernel_floor_ms);
    s.floor_ms = floor_ms(s.eager_ms, roofline);
  }
  ++result.counts["measured"];
  return true;
}

}  // namespace passnet::bench
