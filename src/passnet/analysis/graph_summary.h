// Per-sample facts the dataset index stores and `graph show` prints: node and op counts, the
// op histogram, and the input signature.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/frontend/sample.h"

namespace passnet::analysis {

struct GraphSummary {
  std::size_t node_count = 0;                       // every node, placeholders and output included
  std::size_t op_count = 0;                         // compute nodes only
  std::map<std::string, std::size_t> op_histogram;  // op_key -> count
  nlohmann::json inputs;                            // [{name, shape, dtype, kind}] in forward order
  CanonicalHashes hashes;
};

GraphSummary summarize(const frontend::Sample& sample);

// The full description `passnet graph show --json` prints.
nlohmann::json describe_graph(const frontend::Sample& sample, const GraphSummary& summary);

}  // namespace passnet::analysis
