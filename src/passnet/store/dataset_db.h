// The dataset index: one SQLite table row per sample (where it is, what it holds, its hashes,
// or why it failed to parse) plus one row per archive already walked, so that re-indexing only
// parses what changed. Schema in docs/formats.md.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "passnet/store/sqlite.h"

namespace passnet::store {

struct SampleRecord {
  std::string path;  // folder, or "ARCHIVE:member/folder"
  std::string root;  // the DIR argument it was found under
  std::optional<std::string> archive;
  std::string fingerprint;  // changes whenever one of the sample's files changes
  std::string source;
  std::string tag;
  std::int64_t bytes = 0;
  std::int64_t node_count = 0;
  std::int64_t op_count = 0;
  std::string op_histogram;  // JSON object op_key -> count
  std::string input_shapes;  // JSON array of {name, shape, dtype, kind}
  std::optional<std::string> graph_hash;
  std::optional<std::string> pattern_hash;
  std::optional<std::string> graphnet_hash;
  std::optional<std::string> error;
  std::optional<std::string> warnings;  // JSON array, null when none
  double parse_seconds = 0;
};

struct IndexTotals {
  std::int64_t samples = 0;
  std::int64_t parsed = 0;
  std::int64_t failed = 0;
  std::int64_t unique_graphs = 0;
  std::int64_t unique_patterns = 0;
  std::vector<std::pair<std::string, std::string>> errors;  // (path, error)
};

class DatasetDb {
 public:
  explicit DatasetDb(const std::string& path);

  Database& database() { return db_; }

  // path -> fingerprint for every sample recorded under `root`.
  std::unordered_map<std::string, std::string> fingerprints_under(const std::string& root);
  std::optional<std::string> archive_fingerprint(const std::string& archive);
  void set_archive_fingerprint(const std::string& archive, const std::string& fingerprint);
  std::vector<std::string> paths_in_archive(const std::string& archive);

  void upsert(const std::vector<SampleRecord>& records);
  void remove(const std::vector<std::string>& paths);

  IndexTotals totals(const std::vector<std::string>& roots);
  // Column values with their sample counts, most frequent first (column: source or tag).
  std::vector<std::pair<std::string, std::int64_t>> counts_by(std::string_view column);
  std::vector<std::pair<std::string, std::int64_t>> op_counts();
  // Graph hashes held by more than one parsed sample, with their paths in order.
  std::vector<std::pair<std::string, std::vector<std::string>>> duplicate_groups();
  // One (graph_hash, path, archive) per distinct graph: the first path in sort order.
  struct Representative {
    std::string graph_hash;
    std::string path;
    std::optional<std::string> archive;
    std::string source;
    std::vector<std::string> duplicates;
  };
  std::vector<Representative> representatives();

 private:
  Database db_;
};

}  // namespace passnet::store
