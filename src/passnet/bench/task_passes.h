// Pass backends that differ per task: `pass_dir` runs each task's own pass_dir (PassNet's
// layout), `pass_dir:FOLDER` the pass_dir a leaderboard model's folder holds for the task (a
// tree of task folders named by task id, as in 1180301012/ai4c_pass; a task folder that is
// itself a pass folder, as `passnet synth` writes them, is its own pass_dir). Both are applied as
// PassNet applies them (the worker's `passnet-passes:DIR`), sample by sample, under one
// backend name, so that a model's folders score like any other backend. A task's score.txt,
// where present, is read for the leaderboard columns. Any pass backend whose path holds
// `{task}` (`passes:synth-v3/{task}`) is per task too: the task's id in its place, applied as
// that backend applies passes.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "passnet/bench/suite_run.h"

namespace passnet::bench {

struct TaskPasses {
  // sample folder -> backend name -> what the worker runs under that name for the sample
  std::map<std::string, std::map<std::string, std::string>> specs;
  // backend name -> task id -> the score in the task's pass_dir/score.txt
  std::map<std::string, std::map<std::string, double>> reference_scores;
  // backend name -> tasks that have no pass_dir there (they fail, as in PassNet)
  std::map<std::string, std::size_t> missing;
  std::vector<std::string> warnings;  // e.g. a subgraph shared by tasks with other pass_dirs
};

// Resolves every task-pass backend of `backends` over `tasks`. Throws Error(kUsage) when
// `pass_dir` is asked of tasks that have no folder of their own (a passnet suite), or FOLDER
// is not a folder.
TaskPasses resolve_task_passes(const std::vector<SuiteTask>& tasks,
                               const std::vector<std::string>& backends);

}  // namespace passnet::bench
