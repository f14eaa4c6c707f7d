// How curation groups subgraphs into tasks and which members a task keeps (bench/curate.h).
//
// Two groupings:
// - "pattern-bucket-dtype" (suite v1, the default): one op sequence, one log2 size bucket, one
//   dtype per task. Most groups hold one or two subgraphs.
// - "pattern" (suite v2): one op sequence per task, across sizes and dtypes, as PassNet's
//   PassBench does (about 10 subgraphs per task), so a pass must generalise over shapes and call
//   sites instead of fitting one graph.
//
// A subgraph's source model is its subgraph_sources.json "parent" with a trailing
// `subgraph_<digits>` removed (one captured model with graph breaks is one model); a dtype
// variant without a parent of its own takes its base's. Under "pattern", a task keeps its
// members round-robin over source models (models sorted, each model's members by graph hash), so
// the first picks come from distinct models; under the default, the first by graph hash, as
// suite v1 did.
//
// The same choice drives `bench curate --select-only`: the sample folders a curation would keep
// if every subgraph were measured and long-tail, so a large mined DB need not be measured whole.
#pragma once

#include <cstddef>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "passnet/bench/curate.h"
#include "passnet/frontend/sample.h"
#include "passnet/store/dataset_db.h"

namespace passnet::bench {

inline constexpr std::string_view kGroupByPatternBucketDtype = "pattern-bucket-dtype";
inline constexpr std::string_view kGroupByPattern = "pattern";

// Error(kUsage) for options no curation or selection can satisfy.
void check_curate_options(const CurateOptions& options);

// floor(log2) of the element count of the sample's largest input or weight.
int size_bucket(const frontend::Sample& sample);

// (pattern hash, bucket, dtype); bucket 0 and dtype "" under "pattern".
using GroupKey = std::tuple<std::string, int, std::string>;
GroupKey group_key(const std::string& group_by, const std::string& pattern_hash, int bucket,
                   const std::string& dtype);

// "/samples/bert/subgraph_3" -> "/samples/bert"; other paths unchanged.
std::string model_of_parent(const std::string& parent);

// The part of a sample's path a suite records as its provenance: from the last folder named
// `samples` on, GraphNet's own `samples/SOURCE/MODEL` (the form PassNet's lists use too), so
// that a suite names no folder of the host it was curated on. "/tmp/w/corpus/samples/timm/vit"
// -> "samples/timm/vit"; a path without a `samples` folder is kept whole.
std::string portable_sample_path(const std::string& path);

// Source models of one DB's subgraphs of one kind. The origins table is read only when a
// subgraph's sources name no parent.
class SourceModels {
 public:
  SourceModels(store::DatasetDb& db, std::string kind);
  // "" when nothing names the parent: all such subgraphs count as one unknown model.
  std::string of(const nlohmann::json& sources);

 private:
  store::DatasetDb& db_;
  std::string kind_;
  bool loaded_ = false;
  std::map<std::string, std::string> first_parent_;  // graph hash -> smallest origin parent
};

// (graph hash, source model) of a group's members -> indices of the kept ones, in pick order.
std::vector<std::size_t> choose_members(
    const std::vector<std::pair<std::string, std::string>>& members, const std::string& group_by,
    std::size_t max_subgraphs);

std::size_t distinct_models(const std::vector<std::pair<std::string, std::string>>& members);

struct Selection {
  std::vector<std::string> folders;           // absolute, sorted
  std::map<std::string, std::size_t> counts;  // subgraphs, groups, groups_kept, listed ...
};

Selection select_for_measurement(store::DatasetDb& db, const CurateOptions& options);

}  // namespace passnet::bench
