// Classical subgraphs: the repeated motifs of a sample collection, cut out of their parents.
// Recursive Folding (recursive_folding.h) runs over the op sequences of the samples; every
// instance of a motif whose expansion has min_ops..max_ops ops is a range of its parent, and
// those ranges, grouped by parent, are what `extract classical` cuts (subgraph_miner.h).
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "passnet/extract/op_corpus.h"
#include "passnet/extract/recursive_folding.h"
#include "passnet/extract/subgraph_miner.h"

namespace passnet::extract {

struct ClassicalOptions {
  std::uint32_t min_ops = kDefaultMinOps;
  std::uint32_t max_ops = kDefaultMaxOps;
  unsigned jobs = 0;  // parser threads
  std::size_t max_file_bytes = std::size_t{1} << 30;
  FoldingOptions folding;
  std::function<void(std::size_t done, std::size_t failed)> on_sample;  // parsing progress
  std::function<bool()> stop;
};

struct ClassicalPlan {
  std::vector<MineJob> jobs;  // samples with at least one instance, in the given order
  std::size_t samples = 0;    // sample folders given
  std::size_t tokens = 0;
  std::size_t motifs = 0;
  std::size_t motifs_in_window = 0;  // motifs with min_ops..max_ops ops
  std::size_t instances = 0;         // their instances: the ranges to cut
  std::uint32_t depth = 0;
  double parse_seconds = 0;
  double fold_seconds = 0;
  bool complete = true;                 // false when stopped early (Ctrl-C, max_rounds)
  std::vector<CorpusFailure> failures;  // samples whose model.py did not parse

  nlohmann::json to_json() const;
};

// Folds the op sequences of `folders` (sample folders) and groups the motif instances by sample.
ClassicalPlan plan_classical(const std::vector<std::string>& folders,
                             const ClassicalOptions& options);

}  // namespace passnet::extract
