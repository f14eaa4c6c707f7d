// `passnet dataset index`: walks sample folders and archives, parses the samples that are new or
// changed on a pool of worker threads, and writes one row per sample into the dataset DB as the
// results arrive (in batches, each its own transaction), so an interrupted run keeps what it
// finished and the next run picks up the rest. A sample that fails to parse is a row with its
// error; nothing a sample contains can stop the batch.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "passnet/store/dataset_db.h"

namespace passnet::store {

struct IndexOptions {
  std::vector<std::string> roots;
  std::string db_path;
  unsigned jobs = 0;  // 0: one per hardware thread
  std::size_t max_file_bytes = std::size_t{1} << 30;
  bool progress = true;  // a progress line on stderr
};

struct IndexReport {
  IndexTotals totals;          // over every sample under the roots, after this run
  std::int64_t indexed = 0;    // parsed (or failed) in this run
  std::int64_t unchanged = 0;  // skipped: fingerprint unchanged since the last run
  std::int64_t removed = 0;    // rows dropped because their sample is gone
  std::int64_t bytes = 0;      // bytes of sample files read in this run
  double seconds = 0;
  bool interrupted = false;
  std::vector<std::string> walk_errors;
};

IndexReport index_dataset(const IndexOptions& options);

// The summary object `--json` prints (keys: samples, parsed, failed, unique_graphs,
// unique_patterns, seconds, errors, and this run's counts).
nlohmann::json to_json(const IndexReport& report);

}  // namespace passnet::store
