// PassNet's PassBench layout, read as it is on disk (a checkout of PaddlePaddle/PassNet, or a
// folder passnet exported in that layout):
//
//   ROOT/sample_lists/eval/hf_fusible_eval_samples_v2.txt     one task folder per line
//   ROOT/sample_lists/train/hf_fusible_train_samples_v2.csv   a `sample_path` column
//   ROOT/samples/.../XX/YY/TASK_ID/graph_list.txt             subgraph folders, one per line
//   ROOT/samples/.../XX/YY/TASK_ID/sample_uids.txt            their uids, comma-separated
//   ROOT/samples/.../XX/YY/TASK_ID/pass_dir/                  the task's solution (score.txt)
//   ROOT/graphs/.../{float32,float16,bfloat16}/N/samples/...  GraphNet samples
//
// Paths in the lists are relative to ROOT. TASK_ID is the SHA-256 of the sorted uids joined by
// newlines; XX/YY are its first four hex digits. A task that is broken (a missing file, a
// subgraph that is not a sample, an id that is not its uids' digest) is set aside with its
// reason rather than failing the whole suite.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "passnet/bench/suite_run.h"

namespace passnet::bench {

// The eval and train lists of PassNet's PassBench v2, relative to the checkout.
inline constexpr const char* kPassNetEvalList = "sample_lists/eval/hf_fusible_eval_samples_v2.txt";
inline constexpr const char* kPassNetTrainList =
    "sample_lists/train/hf_fusible_train_samples_v2.csv";

// True when `root` is laid out as PassNet's repository (it has a sample_lists/ folder).
bool is_passnet_layout(const std::string& root);

// PassNet's task id: SHA-256 of the uids, sorted, joined by "\n".
std::string passnet_task_id(std::vector<std::string> uids);

struct SkippedTask {
  std::string folder;
  std::string reason;
};

struct LoadedTasks {
  std::vector<SuiteTask> tasks;  // SuiteTask::folder is the task folder, absolute
  std::vector<SkippedTask> skipped;
};

// The task folders a list file names, relative to `root`: a .txt with one per line, a .csv with
// a `sample_path` column, or JSON lines with `sample_dir` (PassNet's agent data sets). Throws
// Error(kUsage) naming the file when it cannot be read or has no such column.
std::vector<std::string> read_task_list(const std::string& list_file);

// The tasks of `split` ("eval", "train" or "all": both lists) of a PassNet layout, or of
// `list_file` when given (then `split` only labels them).
LoadedTasks load_passnet_tasks(const std::string& root, const std::string& split,
                               const std::optional<std::string>& list_file = std::nullopt);

// The tasks of a suite in either layout: PassNet's (a checkout with sample_lists/, or any folder
// with `list_file`) or passnet's (suite.json; nothing is set aside there, a broken manifest is
// an error).
LoadedTasks load_any_suite(const std::string& suite, const std::string& split,
                           const std::optional<std::string>& list_file = std::nullopt);

// One task folder: graph_list.txt, sample_uids.txt and the id rule. Throws Error(kSample)
// naming the file on any problem.
SuiteTask read_passnet_task(const std::string& root, const std::string& folder,
                            const std::string& split);

}  // namespace passnet::bench
