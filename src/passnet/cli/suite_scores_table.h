// Printing a suite's scores as `bench suite run` saves them (RUN_DIR/suite-scores.json): the
// run's invocation, timing and preset; PassNet's leaderboard columns per backend (AS over the
// subgraphs with its interval, AS as the tasks' geometric mean, G-mean, Sub.CR, fast_1), each
// backend's distance to the floor, the AS under both of PassNet's failure penalties for
// `--preset passnet`, integrity verdicts, and optionally the per-task table with each task's
// score.txt beside the pass_dir backends' scores. `bench suite run` and `bench report` share it.
#pragma once

#include <nlohmann/json.hpp>

namespace passnet::cli {

void print_suite_scores(const nlohmann::json& scores, bool per_task);

}  // namespace passnet::cli
