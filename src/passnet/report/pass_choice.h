// A pass set chosen in advance for whole models (issue 36, item 3): from a run of a suite's
// tasks, the rules of a set whose speedup over Inductor on the subgraphs they replaced clears a
// threshold, written out as a pass set of its own. Rules are chosen on their subgraphs before
// any model runs, never per model, so the models then measure the choice rather than feed it.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace passnet::report {

struct ChoiceOptions {
  std::string task_run;           // a run folder of the suite's tasks with the set and Inductor
  std::string set;                // the pass folder to choose from
  std::string out;                // the chosen set's folder (must not exist, or be empty)
  double min_speedup = 1.0;       // a rule is chosen when its G-mean is above this
  std::size_t min_subgraphs = 1;  // ... over at least this many subgraphs
};

struct RuleChoice {
  std::string rule;
  std::string folder;             // its pass folder, relative to the set ("" for the set itself)
  std::optional<double> speedup;  // G-mean over Inductor on the subgraphs it replaced in
  std::size_t subgraphs = 0;
  bool chosen = false;
};

struct PassChoice {
  std::string backend;            // the task run's backend the speedups come from
  std::vector<RuleChoice> rules;  // in the set's order
  nlohmann::ordered_json to_json(const ChoiceOptions& options) const;
  std::size_t chosen() const;
};

// The rules of OPTIONS.set in its order (a folder with sorted_output_pass_rule_names.json, or
// with one pass file, or a folder of such folders in name order) and their figures in the task
// run. Throws Error(kUsage) for a set in no such layout or a run without the set and Inductor.
PassChoice choose_passes(const ChoiceOptions& options);

// Writes the chosen rules to OPTIONS.out: each pass folder that keeps a rule copied whole
// (helpers included), its ordering file listing the kept rules only, and choice.json saying
// what was chosen from what. Throws Error(kUsage) when nothing was chosen or OUT holds files.
void write_choice(const PassChoice& choice, const ChoiceOptions& options);

}  // namespace passnet::report
