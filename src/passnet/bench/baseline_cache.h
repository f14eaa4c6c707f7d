// Eager's and Inductor's figures per subgraph, measured once and reused (the agent's fast
// evaluation): a step then compiles and times only the candidate, against eager's figure from
// the cache. An entry is keyed by everything that decides what the baseline measured: the
// subgraph's code and inputs (a digest of model.py, weight_meta.py and input_meta.py), the
// worker's device model, driver, torch, Triton and CUDA versions and its timing harness (a
// digest of the runtime's sources, from its ready line), the engine's version, and the request's
// timing settings (invocation, method, L2, seed, counts, same-round Inductor). Anything else
// changed is a miss, never a stale figure. The store is a SQLite file that several runs and threads
// share.
#pragma once

#include <filesystem>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "passnet/store/sqlite.h"

namespace passnet::bench {

struct Baseline {
  nlohmann::json eager;     // the worker's eager timing object
  nlohmann::json inductor;  // {"status", "error", "timing"}; null when it was not measured
};

class BaselineCache {
 public:
  explicit BaselineCache(const std::filesystem::path& path);

  // The key of SAMPLE (a folder) measured with REQUEST's settings on a worker whose ready line
  // is READY; nullopt when the ready line lacks what a key needs (a worker from before the
  // harness digest), so that such a run measures as before. A sample's files are read and
  // digested once per cache: every evaluation of an agent run asks again.
  std::optional<std::string> key(const std::string& sample, const nlohmann::json& request,
                                 const nlohmann::json& ready);

  std::optional<Baseline> find(const std::string& key);
  // Stores what a job measured: eager's timing, and Inductor's result when it ran.
  void store(const std::string& key, const std::string& sample, const Baseline& baseline);
  const std::string& path() const { return db_.path(); }

 private:
  std::string sample_digest(const std::string& sample);

  std::mutex mutex_;
  store::Database db_;
  std::map<std::string, std::string> digests_;  // sample folder -> digest, under mutex_
};

// The default cache: $PASSNET_CACHE_DIR, else $XDG_CACHE_HOME/passnet, else ~/.cache/passnet,
// then baselines.db.
std::filesystem::path default_baseline_cache();

}  // namespace passnet::bench
