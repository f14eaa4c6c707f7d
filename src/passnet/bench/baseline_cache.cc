#include "passnet/bench/baseline_cache.h"

#include <fmt/format.h>

#include <cstdlib>
#include <ctime>

#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/sha256.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kEngineVersion = "passnet 0.1.0";

constexpr const char* kBaselineSchema = R"sql(
CREATE TABLE IF NOT EXISTS baselines (
  key TEXT PRIMARY KEY,
  sample TEXT NOT NULL,
  eager TEXT NOT NULL,
  inductor TEXT,
  recorded_at INTEGER NOT NULL
);
)sql";

// The request's fields that decide what eager's (and Inductor's) figures are.
constexpr const char* kTimingFields[] = {
    "device",          "seed",
    "flush_l2",        "timing_method",
    "invocation",      "warmup",
    "trials",          "sessions",
    "max_remeasure",   "min_measure_seconds",
    "kernel_time",     "cuda_graph_time",
    "inductor_rounds", "steady_tolerance",
};

// The ready line's fields that say what measured it.
constexpr const char* kWorkerFields[] = {"device_name", "driver", "torch",    "triton",
                                         "cuda",        "python", "protocol", "harness"};

std::string digest_of(const fs::path& folder) {
  std::string text;
  for (const char* name : {"model.py", "weight_meta.py", "input_meta.py"}) {
    fs::path file = folder / name;
    std::error_code error;
    if (!fs::exists(file, error)) continue;
    text += fmt::format("{}\n{}\n", name, read_file(file));
  }
  return sha256_hex(text);
}

// The path, its folder made first.
std::string made_path(const fs::path& path) {
  if (path.has_parent_path()) fs::create_directories(path.parent_path());
  return path.string();
}

}  // namespace

BaselineCache::BaselineCache(const fs::path& path) : db_(made_path(path)) {
  db_.exec(kBaselineSchema);
}

std::string BaselineCache::sample_digest(const std::string& sample) {
  {
    std::lock_guard lock(mutex_);
    if (auto it = digests_.find(sample); it != digests_.end()) return it->second;
  }
  std::string digest = digest_of(sample);
  std::lock_guard lock(mutex_);
  return digests_.emplace(sample, digest).first->second;
}

std::optional<std::string> BaselineCache::key(const std::string& sample,
                                              const nlohmann::json& request,
                                              const nlohmann::json& ready) {
  if (!ready.is_object() || !ready.contains("harness")) return std::nullopt;
  nlohmann::json parts = {{"engine", kEngineVersion}, {"sample", sample_digest(sample)}};
  for (const char* field : kTimingFields)
    parts["request"][field] = request.contains(field) ? request[field] : nlohmann::json();
  for (const char* field : kWorkerFields)
    parts["worker"][field] = ready.contains(field) ? ready[field] : nlohmann::json();
  return sha256_hex(parts.dump());
}

std::optional<Baseline> BaselineCache::find(const std::string& key) {
  std::lock_guard lock(mutex_);
  store::Statement query = db_.prepare("SELECT eager, inductor FROM baselines WHERE key = ?");
  query.bind(1, std::string_view(key));
  if (!query.step()) return std::nullopt;
  Baseline baseline;
  baseline.eager = nlohmann::json::parse(query.column_text(0), nullptr, false);
  if (!query.column_is_null(1))
    baseline.inductor = nlohmann::json::parse(query.column_text(1), nullptr, false);
  // A damaged row is a miss: the job measures eager again and the row is replaced.
  if (baseline.eager.is_discarded() || baseline.inductor.is_discarded()) return std::nullopt;
  return baseline;
}

void BaselineCache::store(const std::string& key, const std::string& sample,
                          const Baseline& baseline) {
  std::lock_guard lock(mutex_);
  // A row with Inductor's result is never replaced by one without.
  store::Statement insert = db_.prepare(
      "INSERT INTO baselines (key, sample, eager, inductor, recorded_at) VALUES (?, ?, ?, ?, ?) "
      "ON CONFLICT(key) DO UPDATE SET eager = excluded.eager, recorded_at = excluded.recorded_at, "
      "inductor = COALESCE(excluded.inductor, baselines.inductor)");
  insert.bind(1, std::string_view(key)).bind(2, std::string_view(sample));
  insert.bind(3, std::string_view(baseline.eager.dump()));
  if (baseline.inductor.is_null())
    insert.bind_null(4);
  else
    insert.bind(4, std::string_view(baseline.inductor.dump()));
  insert.bind(5, static_cast<std::int64_t>(std::time(nullptr)));
  insert.run();
}

fs::path default_baseline_cache() {
  if (const char* dir = std::getenv("PASSNET_CACHE_DIR"); dir && *dir)
    return fs::path(dir) / "baselines.db";
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    return fs::path(xdg) / "passnet" / "baselines.db";
  if (const char* home = std::getenv("HOME"); home && *home)
    return fs::path(home) / ".cache" / "passnet" / "baselines.db";
  throw Error(ErrorCategory::kUsage,
              "no cache folder for the baselines: set PASSNET_CACHE_DIR or HOME");
}

}  // namespace passnet::bench
