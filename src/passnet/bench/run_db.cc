#include "passnet/bench/run_db.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "passnet/bench/run_option_values.h"
#include "passnet/util/error.h"

namespace passnet::bench {

namespace {

constexpr std::string_view kSchema = R"sql(
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS jobs(
  sample TEXT PRIMARY KEY,
  failure TEXT NOT NULL DEFAULT '',
  seconds REAL NOT NULL,
  harness_seconds REAL NOT NULL,
  reply TEXT NOT NULL,
  finished_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE IF NOT EXISTS results(
  sample TEXT NOT NULL REFERENCES jobs(sample),
  backend TEXT NOT NULL,
  status TEXT NOT NULL,
  error TEXT,
  speedup_e2e REAL,
  speedup_gpu REAL,
  eager_ms REAL,
  candidate_ms REAL,
  compile_seconds REAL,
  detail TEXT NOT NULL DEFAULT '{}',
  PRIMARY KEY(sample, backend)
);
)sql";

// The options that change what a job measures; others (jobs, timeout, progress) may differ
// between the first run and a resume.
constexpr std::string_view kBindingOptions[] = {"backends", "device",  "warmup",     "trials",
                                                "seed",     "timing",  "invocation", "integrity",
                                                "l2",       "sessions"};

// A binding option a run folder does not record has this value (runs from before the option
// existed).
nlohmann::json recorded_or_default(const nlohmann::json& options, const std::string& name) {
  if (options.contains(name)) return options[name];
  if (name == "invocation") return kDefaultInvocation;
  if (name == "timing") return kDefaultTiming;
  if (name == "integrity") return true;
  if (name == "preset") return "default";
  if (name == "l2") return kDefaultL2;
  return nlohmann::json();
}

std::optional<double> optional_double(const store::Statement& row, int column) {
  if (row.column_is_null(column)) return std::nullopt;
  return row.column_double(column);
}

void bind_optional(store::Statement& statement, int index, const std::optional<double>& value) {
  if (value)
    statement.bind(index, *value);
  else
    statement.bind_null(index);
}

}  // namespace

RunDb::RunDb(const std::string& path) : db_(path) {
  db_.exec(kSchema);
}

void RunDb::set_meta(const std::string& key, const std::string& value) {
  db_.prepare(
         "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = "
         "excluded.value")
      .bind(1, std::string_view(key))
      .bind(2, std::string_view(value))
      .run();
}

std::optional<std::string> RunDb::meta(const std::string& key) {
  store::Statement read = db_.prepare("SELECT value FROM meta WHERE key = ?");
  read.bind(1, std::string_view(key));
  if (!read.step()) return std::nullopt;
  return read.column_text(0);
}

void RunDb::check_options(const nlohmann::json& options) {
  store::Statement read = db_.prepare("SELECT value FROM meta WHERE key = 'options'");
  if (!read.step()) {
    set_meta("options", options.dump());
    return;
  }
  nlohmann::json stored = nlohmann::json::parse(read.column_text(0), nullptr, false);
  for (std::string_view key : kBindingOptions) {
    std::string name(key);
    if (!stored.is_object()) continue;
    nlohmann::json was = recorded_or_default(stored, name);
    nlohmann::json now = recorded_or_default(options, name);
    if (was != now)
      throw Error(
          ErrorCategory::kUsage,
          fmt::format("{}: this run folder holds a run with {} = {}, not {}; resume it with the "
                      "same options or pass another --out",
                      db_.path(), name, was.dump(), now.dump()));
  }
}

nlohmann::json RunDb::options() {
  store::Statement read = db_.prepare("SELECT value FROM meta WHERE key = 'options'");
  nlohmann::json stored =
      read.step() ? nlohmann::json::parse(read.column_text(0), nullptr, false) : nlohmann::json();
  if (!stored.is_object()) stored = nlohmann::json::object();
  for (const char* name : {"invocation", "timing", "integrity", "preset", "l2"})
    stored[name] = recorded_or_default(stored, name);
  return stored;
}

std::set<std::string> RunDb::finished_samples() {
  std::set<std::string> done;
  store::Statement query = db_.prepare("SELECT sample FROM jobs");
  while (query.step())
    done.insert(query.column_text(0));
  return done;
}

void RunDb::record(const JobRecord& job) {
  store::Transaction transaction(db_);
  db_.prepare(
         "INSERT OR REPLACE INTO jobs(sample, failure, seconds, harness_seconds, reply) VALUES (?, "
         "?, ?, ?, ?)")
      .bind(1, std::string_view(job.sample))
      .bind(2, std::string_view(job.failure))
      .bind(3, job.seconds)
      .bind(4, job.harness_seconds)
      .bind(5, std::string_view(job.reply.dump()))
      .run();
  store::Statement insert = db_.prepare(R"sql(
    INSERT OR REPLACE INTO results(sample, backend, status, error, speedup_e2e, speedup_gpu, eager_ms,
      candidate_ms, compile_seconds, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?))sql");
  for (const BackendResult& r : job.results) {
    insert.bind(1, std::string_view(job.sample))
        .bind(2, std::string_view(r.backend))
        .bind(3, std::string_view(r.status));
    insert.bind(4, r.error);
    bind_optional(insert, 5, r.speedup_e2e);
    bind_optional(insert, 6, r.speedup_gpu);
    bind_optional(insert, 7, r.eager_ms);
    bind_optional(insert, 8, r.candidate_ms);
    bind_optional(insert, 9, r.compile_seconds);
    insert.bind(10, std::string_view(r.detail.dump()));
    insert.run();
  }
  transaction.commit();
}

std::vector<BackendResult> RunDb::results_for(const std::string& backend) {
  std::vector<BackendResult> results;
  store::Statement query = db_.prepare(
      "SELECT sample, status, error, speedup_e2e, speedup_gpu, eager_ms, candidate_ms, "
      "compile_seconds, detail "
      "FROM results WHERE backend = ? ORDER BY sample");
  query.bind(1, std::string_view(backend));
  while (query.step()) {
    BackendResult r;
    r.backend = backend;
    r.status = query.column_text(1);
    if (!query.column_is_null(2)) r.error = query.column_text(2);
    r.speedup_e2e = optional_double(query, 3);
    r.speedup_gpu = optional_double(query, 4);
    r.eager_ms = optional_double(query, 5);
    r.candidate_ms = optional_double(query, 6);
    r.compile_seconds = optional_double(query, 7);
    r.detail = nlohmann::json::parse(query.column_text(8), nullptr, false);
    r.detail["sample"] = query.column_text(0);
    results.push_back(std::move(r));
  }
  return results;
}

std::vector<JobRecord> RunDb::jobs() {
  std::vector<JobRecord> jobs;
  store::Statement query = db_.prepare(
      "SELECT sample, failure, seconds, harness_seconds, reply FROM jobs ORDER BY sample");
  while (query.step()) {
    JobRecord job;
    job.sample = query.column_text(0);
    job.failure = query.column_text(1);
    job.seconds = query.column_double(2);
    job.harness_seconds = query.column_double(3);
    job.reply = nlohmann::json::parse(query.column_text(4), nullptr, false);
    jobs.push_back(std::move(job));
  }
  return jobs;
}

std::set<std::string> RunDb::gpu_models() {
  std::set<std::string> models;
  store::Statement query = db_.prepare("SELECT reply FROM jobs");
  while (query.step()) {
    nlohmann::json reply = nlohmann::json::parse(query.column_text(0), nullptr, false);
    if (reply.is_object() && reply.contains("device_name") && reply["device_name"].is_string())
      models.insert(reply["device_name"].get<std::string>());
  }
  return models;
}

void RunDb::require_one_gpu_model(const std::string& what) {
  std::set<std::string> models = gpu_models();
  if (models.size() > 1)
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: the results come from {} GPU models ({}); a score never pools "
                            "them: run each model's GPUs as a run of its own (--gpus)",
                            what, models.size(), fmt::join(models, ", ")));
}

}  // namespace passnet::bench
