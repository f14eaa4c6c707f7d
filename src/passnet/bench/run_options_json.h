// RunOptions as JSON and back: what a Slurm task reads to run its shard of a run
// (RUN/slurm/shard-I.json, written by slurm_run.cc), so that a shard runs with exactly the
// options of the command that submitted it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "passnet/bench/runner.h"

namespace passnet::bench {

nlohmann::json to_json(const RunOptions& options);

// Throws Error(kParse) naming `source` and the field for a missing or mistyped field.
RunOptions run_options_from_json(const nlohmann::json& value, const std::string& source);

// The backends compared with eager: `options.backends` without eager, first mention kept.
std::vector<std::string> candidate_backends(const RunOptions& options);

// The options that decide what a job computes, as run.db records them (check_options).
nlohmann::json recorded_options(const RunOptions& options);

}  // namespace passnet::bench
