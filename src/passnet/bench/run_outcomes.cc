#include "passnet/bench/run_outcomes.h"

#include <fmt/format.h>

#include <filesystem>
#include <map>
#include <optional>

#include "passnet/bench/run_db.h"
#include "passnet/util/error.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

std::optional<TimingStats> stats_of(const nlohmann::json& timing, const char* kind) {
  if (!timing.is_object() || !timing.contains(kind) || !timing[kind].is_object())
    return std::nullopt;
  const nlohmann::json& s = timing[kind];
  auto field = [&](const char* key) -> std::optional<double> {
    if (s.contains(key) && s[key].is_number()) return s[key].get<double>();
    return std::nullopt;
  };
  TimingStats stats;
  stats.median = field("median");
  stats.iqr = field("iqr");
  stats.mean = field("mean");
  stats.min = field("min");
  stats.max = field("max");
  return stats;
}

PerformanceStats performance_of(const nlohmann::json& timing) {
  return {stats_of(timing, "e2e"), stats_of(timing, "gpu")};
}

// The dtype the log prints for an output the worker described: "float32" for "torch.float32";
// "None" for a non-tensor output (the worker's dtype null), which is compared by ==.
std::string output_dtype(const nlohmann::json& output) {
  if (!output.is_object() || !output.contains("dtype") || !output["dtype"].is_string())
    return "None";
  std::string dtype = output["dtype"].get<std::string>();
  if (dtype.starts_with("torch.")) dtype.erase(0, 6);
  return dtype;
}

// Per output, the t from which it passes, given the t from which the sample passes (the worker
// reports all outputs together). An output compared exactly (integers, booleans, non-tensors)
// passes at every t once the sample passes anywhere: equality does not depend on t. Complex
// outputs, which the worker compares with their component dtype's tolerances, are exact in the
// log's scheme and keep the sample's t.
std::vector<int> pass_from_per_output(const std::vector<std::string>& dtypes, int from) {
  std::vector<int> per_output;
  for (const std::string& dtype : dtypes) {
    bool exact = !dtype_variant(dtype) && !dtype.starts_with("complex");
    per_output.push_back(exact && from <= kLogMaxT ? kLogMinT : from);
  }
  return per_output;
}

// The loosest-first pass map becomes the smallest t from which every tolerance passes (the
// worker's map is monotone in t); 99 when even t = 4 fails.
int pass_from(const nlohmann::json& pass) {
  int from = 99;
  for (int t = 4; t >= kLogMinT; --t) {
    std::string key = std::to_string(t);
    if (!pass.contains(key) || !pass[key].is_boolean() || !pass[key].get<bool>()) break;
    from = t;
  }
  return from;
}

}  // namespace

LogRecord result_record(const BackendResult& r, const nlohmann::json& eager,
                        const std::string& device) {
  LogRecord record;
  record.path = r.detail.value("sample", "");
  record.model_name = fs::path(record.path).filename().string();
  record.device = device;
  record.compiler = r.backend;
  const nlohmann::json& detail = r.detail;
  std::string message = r.error.value_or("");
  if (r.status == "eager_fail") {
    record.success = false;
    record.failure = std::string(kFailEager);
    record.eager_error = message.empty() ? "eager baseline failed" : message;
    return record;
  }
  if (eager.is_object() && eager.contains("outputs") && eager["outputs"].is_array())
    for (const nlohmann::json& output : eager["outputs"])
      record.eager_dtypes.push_back(output_dtype(output));
  record.eager_performance = performance_of(eager.value("timing", nlohmann::json::object()));
  if (r.status == "compile_fail" || r.status == "runtime_fail" || r.status == "timeout" ||
      r.status == "crash" || r.status == "nan_inf" || r.status == "integrity_fail") {
    record.success = false;
    record.failure = std::string(r.status == "compile_fail"     ? kFailCompile
                                 : r.status == "nan_inf"        ? kFailNanInf
                                 : r.status == "integrity_fail" ? kFailIntegrity
                                                                : kFailCompiled);
    record.compiled_error = message.empty() ? r.status : message;
    return record;
  }
  record.success = true;
  record.compiled_dtypes = record.eager_dtypes;
  if (r.status == "dtype_mismatch") {
    record.dtype_match = false;
    record.compiled_dtypes.assign(record.eager_dtypes.size(), "mismatch");
    return record;
  }
  if (r.status == "shape_mismatch") {
    record.shape_match = false;
    record.eager_shapes = "eager";
    record.compiled_shapes = "compiled";
    return record;
  }
  record.dtype_match = true;
  const nlohmann::json& correctness = detail.value("correctness", nlohmann::json::object());
  int from = pass_from(correctness.value("pass", nlohmann::json::object()));
  record.set_correctness(pass_from_per_output(record.eager_dtypes, from));
  if (correctness.contains("max_abs") && correctness["max_abs"].is_number())
    record.max_diff.assign(record.eager_dtypes.size(), correctness["max_abs"].get<double>());
  if (correctness.contains("mean_abs") && correctness["mean_abs"].is_number())
    record.mean_diff.assign(record.eager_dtypes.size(), correctness["mean_abs"].get<double>());
  // Speedups come from one interleaved session; log that session's eager figures beside them.
  if (detail.contains("eager_timing") && detail["eager_timing"].is_object())
    record.eager_performance = performance_of(detail["eager_timing"]);
  record.compiled_performance = performance_of(detail.value("timing", nlohmann::json::object()));
  // The worker's speedup as stored: the per-round median of paired times when device-timed
  // (paired_speedup), else the ratio of medians.
  record.speedup_e2e = r.speedup_e2e;
  record.speedup_gpu = r.speedup_gpu;
  return record;
}

std::vector<LogRecord> backend_records(RunDb& db, const std::string& backend,
                                       const std::string& device) {
  std::map<std::string, nlohmann::json> eager_by_sample;
  for (const BackendResult& r : db.results_for("eager"))
    eager_by_sample[r.detail.value("sample", "")] = r.detail;
  std::vector<LogRecord> records;
  for (const BackendResult& r : db.results_for(backend)) {
    auto eager = eager_by_sample.find(r.detail.value("sample", ""));
    records.push_back(result_record(
        r, eager == eager_by_sample.end() ? nlohmann::json() : eager->second, device));
  }
  return records;
}

RunOutcomes backend_outcomes(RunDb& db, const std::string& backend) {
  RunOutcomes out;
  for (const LogRecord& record : backend_records(db, backend, "")) {
    std::string note;
    out.outcomes.push_back(to_outcome(record, &note));
    if (!note.empty()) out.notes.push_back(fmt::format("{}: {}", record.path, note));
  }
  return out;
}

std::string run_db_path(const std::string& run_dir) {
  std::error_code error;
  if (!fs::is_directory(run_dir, error))
    throw Error(ErrorCategory::kIo, fmt::format("{}: no such run folder", run_dir));
  fs::path path = fs::path(run_dir) / "run.db";
  if (!fs::is_regular_file(path, error))
    throw Error(ErrorCategory::kIo,
                fmt::format("{}: a run folder without run.db: scores come from the run's results "
                            "database (its logs/ are only an export; score one by its path, "
                            "`passnet bench score {}/logs/NAME.log`)",
                            run_dir, run_dir));
  return path.string();
}

}  // namespace passnet::bench
