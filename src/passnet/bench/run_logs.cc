#include "passnet/bench/run_logs.h"

#include <fmt/format.h>
#include <xxhash.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>

#include "passnet/bench/graphnet_log.h"
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

std::string bare_dtype(std::string dtype) {
  if (dtype.starts_with("torch.")) dtype.erase(0, 6);
  return dtype;
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

LogRecord record_for(const std::string& sample, const BackendResult& r, const nlohmann::json& eager,
                     const std::string& device) {
  LogRecord record;
  record.path = sample;
  record.model_name = fs::path(sample).filename().string();
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
      record.eager_dtypes.push_back(bare_dtype(output.value("dtype", "")));
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
  record.set_correctness(std::vector<int>(record.eager_dtypes.size(), from));
  if (correctness.contains("max_abs") && correctness["max_abs"].is_number())
    record.max_diff.assign(record.eager_dtypes.size(), correctness["max_abs"].get<double>());
  if (correctness.contains("mean_abs") && correctness["mean_abs"].is_number())
    record.mean_diff.assign(record.eager_dtypes.size(), correctness["mean_abs"].get<double>());
  // Speedups come from one interleaved session; log that session's eager figures beside them.
  if (detail.contains("eager_timing") && detail["eager_timing"].is_object())
    record.eager_performance = performance_of(detail["eager_timing"]);
  record.compiled_performance = performance_of(detail.value("timing", nlohmann::json::object()));
  record.speedup_e2e = r.speedup_e2e;
  record.speedup_gpu = r.speedup_gpu;
  return record;
}

bool is_plain_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '+' ||
         c == '.';
}

std::string sanitized(std::string_view text) {
  std::string out;
  for (char c : text)
    out += is_plain_name_char(c) ? c : '_';
  return out;
}

}  // namespace

std::string log_stem(const std::string& backend) {
  bool plain = !backend.empty() && backend.front() != '.' &&
               std::all_of(backend.begin(), backend.end(), is_plain_name_char);
  if (plain) return backend;
  std::string_view name(backend);
  std::size_t colon = name.find(':');
  std::string head = sanitized(name.substr(0, colon));
  std::string tail;
  if (colon != std::string_view::npos) {
    std::string_view rest = name.substr(colon + 1);
    while (!rest.empty() && rest.back() == '/')
      rest.remove_suffix(1);
    tail =
        sanitized(rest.substr(rest.rfind('/') == std::string_view::npos ? 0 : rest.rfind('/') + 1));
  }
  std::uint64_t digest = XXH3_64bits(backend.data(), backend.size());
  std::string stem = head.empty() ? "backend" : head;
  if (!tail.empty()) stem += "-" + tail;
  return fmt::format("{}-{:08x}", stem, static_cast<std::uint32_t>(digest));
}

std::vector<std::string> write_run_logs(RunDb& db, const std::string& run_dir,
                                        const std::vector<std::string>& backends,
                                        const std::string& device) {
  fs::create_directories(fs::path(run_dir) / "logs");
  std::map<std::string, nlohmann::json> eager_by_sample;
  for (const BackendResult& r : db.results_for("eager"))
    eager_by_sample[r.detail.value("sample", "")] = r.detail;
  std::vector<std::string> written;
  for (const std::string& backend : backends) {
    std::vector<LogRecord> records;
    for (const BackendResult& r : db.results_for(backend)) {
      std::string sample = r.detail.value("sample", "");
      records.push_back(record_for(sample, r, eager_by_sample[sample], device));
    }
    fs::path path = fs::path(run_dir) / "logs" / (log_stem(backend) + ".log");
    std::ofstream out(path, std::ios::trunc);
    out << write_graphnet_log(records);
    if (!out)
      throw Error(ErrorCategory::kIo, fmt::format("{}: cannot write the log", path.string()));
    written.push_back(path.string());
  }
  return written;
}

}  // namespace passnet::bench
