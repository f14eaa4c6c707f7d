// Where mined subgraphs go: one folder per distinct graph (OUT/KIND/GRAPH_HASH, GraphNet format)
// and two dataset-DB tables. `subgraphs` holds each distinct subgraph once per kind (folder,
// graph and pattern hashes, op count); `subgraph_origins` records every place it was found
// (parent sample and node range), so dedup never loses where a subgraph came from. Re-running an
// extraction adds nothing twice.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "passnet/extract/range_extract.h"
#include "passnet/store/dataset_db.h"

namespace passnet::extract {

struct StoredSubgraph {
  std::string graph_hash;
  std::string folder;
  bool is_new = false;  // first time this graph was stored
};

struct KindCounts {
  std::string kind;
  std::int64_t found = 0;     // origins: every occurrence, before dedup
  std::int64_t distinct = 0;  // distinct graphs, after dedup
  std::int64_t patterns = 0;  // distinct op patterns among them
};

class SubgraphStore {
 public:
  SubgraphStore(store::DatasetDb& db, std::filesystem::path out_dir);

  // Writes `piece` under OUT/KIND/HASH unless that graph is stored already, and records the
  // origin (parent, range) either way.
  StoredSubgraph add(const std::string& kind, const RangeExtraction& piece,
                     const std::string& parent, NodeRange range);

  std::vector<KindCounts> counts();

 private:
  store::DatasetDb& db_;
  std::filesystem::path out_dir_;
};

// Counts per kind from a dataset DB (empty when no extraction ran).
std::vector<KindCounts> subgraph_counts(store::DatasetDb& db);

}  // namespace passnet::extract
