// The results database of one benchmark run (RUN_DIR/run.db). A job is one sample evaluated
// under every requested backend; its row and its per-backend result rows are written in one
// transaction when the worker replies, so a run killed at any instant holds only whole jobs,
// and resuming runs exactly the jobs that have no row.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "passnet/store/sqlite.h"

namespace passnet::bench {

struct BackendResult {
  std::string backend;
  std::string status;  // ok, eager_fail, compile_fail, runtime_fail, nan_inf, dtype_mismatch,
                       // shape_mismatch, accuracy, timeout, crash, integrity_fail (a pass that
                       // broke an integrity rule; detail["integrity"] says which)
  std::optional<std::string> error;
  std::optional<double> speedup_e2e;
  std::optional<double> speedup_gpu;
  std::optional<double> eager_ms;
  std::optional<double> candidate_ms;
  std::optional<double> compile_seconds;
  nlohmann::json detail;  // the worker's full per-backend record
};

struct JobRecord {
  std::string sample;
  std::string failure;         // "" or the engine-side failure: timeout, crash, protocol
  double seconds = 0;          // wall time of the job as the engine saw it
  double harness_seconds = 0;  // job wall time not spent compiling or in timed calls
  nlohmann::json reply;
  std::vector<BackendResult> results;
};

class RunDb {
 public:
  explicit RunDb(const std::string& path);

  // Stores the run's options on first use; on later uses checks that the ones that decide what
  // a job computes (backends, device, counts) are unchanged. Throws Error(kUsage) otherwise.
  void check_options(const nlohmann::json& options);
  // The run's recorded options, with the values runs from before an option existed had
  // (invocation dynamo, integrity on, preset default, timing batched).
  nlohmann::json options();
  void set_meta(const std::string& key, const std::string& value);
  // The value stored under key, or nullopt.
  std::optional<std::string> meta(const std::string& key);
  std::set<std::string> finished_samples();
  void record(const JobRecord& job);
  std::vector<BackendResult> results_for(const std::string& backend);
  std::vector<JobRecord> jobs();
  // The GPU models the run's jobs ran on (their replies' "device_name", which the runner records
  // per job from its worker's ready line); empty for CPU runs and runs from before.
  std::set<std::string> gpu_models();
  // Throws Error(kUsage) when the run's results come from more than one GPU model: a score
  // never pools them.
  void require_one_gpu_model(const std::string& what);
  store::Database& database() { return db_; }

 private:
  store::Database db_;
};

}  // namespace passnet::bench
