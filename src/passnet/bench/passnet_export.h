// Writing tasks in PassNet's layout (passnet_layout.h), so that PassNet's agent and evaluator
// can take passnet's tasks:
//
//   OUT/graphs/NAME/fusible_subgraphs/DTYPE/BUCKET/samples/GRAPH   each subgraph, copied whole
//   OUT/samples/NAME/fusible_subgraphs/XX/YY/TASK_ID/              graph_list.txt,
//                                                                  sample_uids.txt, pass_dir/
//   OUT/sample_lists/eval/hf_fusible_eval_samples_v2.txt           the eval task folders
//   OUT/sample_lists/train/hf_fusible_train_samples_v2.csv         the train task folders
//
// A passnet subgraph gets a uid derived from its path (the first 32 hex digits of the SHA-256
// of "passnet-uid:" and the path), so an export is reproducible; TASK_ID is PassNet's digest of
// the uids. BUCKET is passnet's size bucket (floor(log2) of the largest input's elements), where
// PassNet's is a batch-size bucket. Tasks read from PassNet's layout keep their folders, graph
// paths and uids, so exporting them again gives the same tasks. Every sample gets the
// graph_hash.txt (SHA-256 of model.py) and input_meta.py PassNet's samples have. OUT/
// passnet-export.json maps each exported task id to the id it had in the source (`source_id`),
// its split and its folder.
#pragma once

#include <string>
#include <vector>

#include "passnet/bench/suite_run.h"

namespace passnet::bench {

inline constexpr const char* kExportIndex = "passnet-export.json";

struct ExportOptions {
  std::string out;
  std::string name = "passnet_subgraphs";  // NAME in the paths above
  // Where tasks read from PassNet's layout came from (their paths are kept relative to it);
  // empty for a passnet suite.
  std::string passnet_root;
};

struct ExportSummary {
  std::size_t tasks = 0;
  std::size_t subgraphs = 0;  // distinct sample folders written
  std::vector<std::string> lists;
};

// Writes `tasks` under options.out. Throws Error(kUsage) when out holds something that is not
// an earlier export, Error(kIo) naming the file on a write failure.
ExportSummary export_passnet_layout(const std::vector<SuiteTask>& tasks,
                                    const ExportOptions& options);

}  // namespace passnet::bench
