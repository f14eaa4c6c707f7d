// `passnet agent report`: the agent's results as PassNet's leaderboard tabulates a model, per
// policy (its model). Read from the attempt folders alone: each attempt's re-score run (the best
// pass on every subgraph of its task, withheld ones included) scored together as one suite
// (AS, G-mean, Sub.CR, fast_1 over the subgraphs; the geometric mean of the tasks' AS), beside
// the in-loop best AS (on the visible subgraphs: it overstates), the integrity flags the
// evaluations met, steps, tokens and cost, and the best pass of each task.
#pragma once

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace passnet::agent {

struct PolicyRow {
  std::string policy;  // as the trajectory's prompt record names it ("llm:MODEL", "scripted:...")
  std::size_t attempts = 0;
  std::size_t tasks = 0;
  std::optional<double> as;  // the re-scored subgraphs of every attempt, scored as one suite
  std::optional<double> gmean_speedup;
  double correct_rate = 0;
  double fast_1 = 0;
  std::optional<double> task_gmean_as;     // over tasks: each its best attempt's re-scored AS
  std::optional<double> in_loop_gmean_as;  // the same for the in-loop best AS
  std::size_t flagged_evaluations = 0;     // evaluations the integrity layer flagged
  std::size_t evaluations = 0;
  std::size_t steps = 0;
  std::int64_t tokens = 0;
  double cost = 0;
};

struct BestPass {
  std::string task;
  std::string policy;
  double rescored_as = 0;
  std::string folder;  // the attempt's best/ folder
};

struct AgentReport {
  std::vector<PolicyRow> policies;
  std::vector<BestPass> best;  // per task, over every policy
  nlohmann::json to_json() const;
  std::string table() const;
};

AgentReport agent_report(const std::vector<std::filesystem::path>& roots);

}  // namespace passnet::agent
