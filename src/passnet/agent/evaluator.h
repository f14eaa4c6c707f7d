// The agent's `pass_evaluator`: a pass folder judged on some of a task's subgraphs by the
// ordinary benchmark runner (the integrity layer on, eager as the baseline), into a run folder of
// its own, then scored with AS as `bench suite run` scores it, and told back to the model as a
// compact report: per subgraph whether the pass matched and ran, how wrong its output was, its
// speedup over eager and over Inductor, and whether the integrity layer flagged it (the rules by
// name only when asked: they teach evasion). The loop evaluates the visible subgraphs; the final
// re-score runs the same on all of them, withheld ones included, in a fresh folder.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "passnet/bench/runner.h"

namespace passnet::agent {

struct EvaluationOptions {
  bench::RunOptions run;        // device, invocation, jobs, python, timeout, executor placement
  bool show_rules = false;      // name the integrity rules a flagged pass broke
  std::size_t max_error = 400;  // characters of an error shown to the model
};

struct SubgraphResult {
  std::string graph_hash;
  std::string status;  // the runner's: ok, compile_fail, accuracy, integrity_fail, ...
  std::string error;
  std::optional<double> speedup;        // over eager, end to end
  std::optional<double> over_inductor;  // measured in the same rounds, where it was
  std::optional<double> max_abs_error;
  bool flagged = false;
  std::vector<std::string> rules;
};

struct Evaluation {
  double as = 0;         // AS over the evaluated subgraphs (0 when none could be scored)
  bool flagged = false;  // any subgraph flagged: such a pass is never the best
  std::size_t correct = 0;
  std::vector<SubgraphResult> subgraphs;
  std::string run_dir;
  double seconds = 0;
  std::string report;  // what the model reads

  nlohmann::json to_json() const;
};

// Judges PASS_DIR on the subgraph folders (absolute or relative to the working folder) into
// RUN_DIR. Never throws for what the pass does; throws Error for an engine-side failure (no
// worker could start, an unwritable run folder).
Evaluation evaluate_pass(const std::filesystem::path& pass_dir,
                         const std::vector<std::string>& subgraphs,
                         const std::filesystem::path& run_dir, const EvaluationOptions& options);

}  // namespace passnet::agent
