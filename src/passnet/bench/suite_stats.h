// The make-up of a suite (either layout): tasks per split and per op family, the histogram of
// subgraphs per task and of source models per task, the dtype mix and the size buckets of the
// subgraphs. `passnet bench suite stats` prints it; docs/passbench.md quotes it. For PassNet's
// layout the op family comes from the first subgraph's model.py and the dtype and bucket from
// its graph path (.../DTYPE/N/samples/...).
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "passnet/bench/suite_run.h"

namespace passnet::bench {

// Numbers in numeric order, before any other text: "3" < "10" < "unknown".
struct NumbersFirst {
  bool operator()(const std::string& a, const std::string& b) const;
};

struct SuiteStats {
  std::size_t tasks = 0;
  std::size_t subgraphs = 0;  // subgraph paths over all tasks
  std::map<std::string, std::size_t> tasks_per_split;
  std::map<std::string, std::size_t> tasks_per_family;       // op family -> tasks
  std::map<std::size_t, std::size_t> subgraphs_per_task;     // n -> tasks with n subgraphs
  std::map<std::size_t, std::size_t> sources_per_task;       // n -> tasks from n source models
  std::map<std::string, std::size_t> dtypes;                 // dtype -> subgraphs
  std::map<std::string, std::size_t, NumbersFirst> buckets;  // size (or batch) bucket ->
                                                             // subgraphs

  nlohmann::json to_json() const;
};

SuiteStats suite_stats(const std::vector<SuiteTask>& tasks);

}  // namespace passnet::bench
