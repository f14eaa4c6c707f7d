// What a pass set should gain in whole models, from its subgraphs (issue 36, item 3): each rule's
// speedup over Inductor on the subgraphs it replaced in a run of the suite's tasks, and each
// model's share of time in that rule's replacements (the worker's profile), give the model's
// predicted speedup over Inductor, 1 - f + sum(r_rule * f_rule), to set beside the measured one.
// Also the G-mean of the measured gains over the matched models with a bootstrap interval.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "passnet/report/model_rows.h"

namespace passnet::report {

struct RuleSpeedups {
  std::string backend;                         // the task run's backend they come from
  std::map<std::string, double> rules;         // rule -> G-mean speedup over Inductor
  std::map<std::string, std::size_t> samples;  // rule -> subgraphs it replaced something in
};

// Reads TASK_RUN/run.db for a backend applying SET_PATH the way the whole model applied it
// (CUSTOM_OP: `passes+custom-op:SET` first; then `passes+inductor:SET`, then `passes:SET`; a path
// is matched exactly, else by its last component; a set `bench choose-passes` wrote, by the set
// its choice.json says it was chosen from) and Inductor: per sample both ran, the pass's
// speedup over Inductor, pooled per rule that replaced something there (what the rewrite
// inside Inductor made, where the report has it). Throws Error(kUsage)
// when the run has no such backend or no Inductor results.
RuleSpeedups rule_speedups(const std::string& task_run, const std::string& set_path,
                           bool custom_op = false);

// Fills each matched row's predicted_over_inductor where every rule that holds time in it has a
// speedup.
void predict(std::vector<ModelRow>& rows, const RuleSpeedups& speedups);

struct ModelSummary {
  std::size_t models = 0;  // matched models with a measured speedup over Inductor
  std::optional<double> gmean;
  std::optional<std::pair<double, double>> ci;  // 95 %, percentile bootstrap over models
  std::optional<double> predicted_gmean;        // over the same models, where all are predicted
  nlohmann::ordered_json to_json() const;
};

ModelSummary summarize_models(const std::vector<ModelRow>& rows);

}  // namespace passnet::report
