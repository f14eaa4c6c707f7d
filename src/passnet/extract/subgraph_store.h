// Where mined subgraphs go: one folder per distinct graph (OUT/KIND/GRAPH_HASH, GraphNet format)
// and two dataset-DB tables. `subgraphs` holds each distinct subgraph once per kind (folder,
// graph and pattern hashes, op count, dtype, and for a dtype variant the subgraph it was made
// from); `subgraph_origins` records every place a mined subgraph was found (parent sample and
// node range), so dedup never loses where a subgraph came from. Re-running an extraction adds
// nothing twice, and a folder that was deleted is written again.
//
// Mining runs on several threads: `claim` is the one thread-safe call, so that a worker which
// finds a graph first keeps the piece and the others drop theirs; `record` (one transaction per
// parent) runs on one thread.
#pragma once

#include <cstdint>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/extract/range_extract.h"
#include "passnet/frontend/sample.h"
#include "passnet/store/dataset_db.h"

namespace passnet::extract {

// One occurrence of a subgraph in a parent, hashed; `sample` is kept only by the occurrence
// that claimed the graph (the first sighting), so duplicates cost no memory.
struct FoundSubgraph {
  NodeRange range;
  std::string graph_hash;
  std::string pattern_hash;
  std::size_t op_count = 0;
  std::string dtype;
  std::optional<frontend::Sample> sample;
};

// Canonical hashes, op count and dtype of a piece (sample not set).
FoundSubgraph describe_piece(const frontend::Sample& piece, NodeRange range);

// The floating dtype a sample computes in: the one floating dtype among its tensor inputs
// ("torch.float32"), "mixed" when there are several, else the first input's dtype ("" if none).
std::string compute_dtype(const frontend::Sample& sample);

struct KindCounts {
  std::string kind;
  std::int64_t found = 0;             // origins: every occurrence, before dedup
  std::int64_t distinct = 0;          // distinct graphs, after dedup (variants not included)
  std::int64_t patterns = 0;          // distinct op patterns among them
  std::int64_t variants = 0;          // dtype variants made of them
  std::int64_t variants_refused = 0;  // variants tried and refused
};

struct SubgraphTotals {
  std::vector<KindCounts> kinds;
  std::int64_t distinct_graphs = 0;    // over all kinds, variants included
  std::int64_t distinct_patterns = 0;  // likewise
};

class SubgraphStore {
 public:
  SubgraphStore(store::DatasetDb& db, std::filesystem::path out_dir);

  // True the first time (kind, graph_hash) is claimed, and never for a graph stored already
  // (with its folder present). Thread-safe.
  bool claim(const std::string& kind, const std::string& graph_hash);

  // Records every occurrence found in `parent` (one transaction) and writes the samples of the
  // claimed ones. Returns how many new distinct subgraphs were written.
  std::size_t record(const std::string& kind, const std::string& parent,
                     std::vector<FoundSubgraph>& found);

  // One piece: describe, claim, record. Returns whether it was new.
  bool add(const std::string& kind, const RangeExtraction& piece, const std::string& parent,
           NodeRange range);

  // Stores a dtype variant of the subgraph `base_hash` of `kind` (written like any subgraph, with
  // variant_of set). Returns false when a subgraph of that graph hash is stored already.
  bool add_variant(const std::string& kind, const std::string& base_hash, const std::string& dtype,
                   const frontend::Sample& variant);

  // Whether a `dtype` variant of `base_hash` was made or refused already (refusals are kept in
  // table variant_refusals, so that re-runs do not try again).
  bool variant_known(const std::string& kind, const std::string& base_hash,
                     const std::string& dtype);
  void refuse_variant(const std::string& kind, const std::string& base_hash,
                      const std::string& dtype, const std::string& reason);

  std::filesystem::path folder_for(const std::string& kind, const std::string& graph_hash) const;

 private:
  void insert_subgraph(const std::string& kind, const FoundSubgraph& found,
                       const std::string& folder);

  store::DatasetDb& db_;
  std::filesystem::path out_dir_;
  std::mutex mutex_;
  std::unordered_set<std::string> claimed_;  // "kind/graph_hash"
};

// The stored subgraphs of one kind: (graph hash, folder), variants not included.
std::vector<std::pair<std::string, std::string>> stored_subgraphs(store::DatasetDb& db,
                                                                  const std::string& kind);

// Counts per kind from a dataset DB (empty when no extraction ran).
SubgraphTotals subgraph_totals(store::DatasetDb& db);

}  // namespace passnet::extract
