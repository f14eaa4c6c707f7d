// What the results site shows, read from the files runs leave: each `bench suite run`'s
// suite-scores.json (a run folder, or the file itself, as suites commit them under results/).
// A run folder's run.db adds each sample's result (report/run_report.h): the per-subgraph results
// on the task pages and the speedup distributions and profiling study of profile.html.
// A solver is one backend of one input (Inductor, a pass set, an agent's passes); its row holds
// the suite's scores, the per-task ones, and the provenance of the run that measured it (GPU,
// driver, torch, Triton, invocation, timing method). Runs that differ in how they timed are
// listed as differences: a leaderboard that puts them side by side says so.
#pragma once

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "passnet/report/run_report.h"

namespace passnet::site {

struct Solver {
  std::string name;             // the backend, with its input's name when several inputs are shown
  std::string input;            // the file it came from
  std::size_t input_index = 0;  // its place among the inputs
  std::string backend;
  nlohmann::json overall;         // AS, its interval, ES_t, G-mean, Sub.CR, fast_1
  std::optional<double> task_as;  // the geometric mean of per-task AS
  nlohmann::json integrity;       // flagged samples and rules, for pass backends
  nlohmann::json floor;  // its distance to the subgraphs' floor (bench/floor_summary.h); null: none
  std::map<std::string, nlohmann::json> tasks;  // task id -> its scores (null: none)
  nlohmann::json provenance;                    // environment, invocation, timing, suite, split
};

struct AgentAttempt {
  std::string task;
  std::string attempt;  // "attempt-0"
  std::string folder;
  std::string policy;
  nlohmann::json result;                // result.json; null while the attempt is unfinished
  std::vector<nlohmann::json> records;  // the trajectory, a JSON object per line
};

// True when FOLDER holds agent attempts (TASK/attempt-K/trajectory.jsonl).
bool is_agent_run(const std::filesystem::path& folder);

// The attempts under an agent run folder, by task then attempt. A torn or damaged line of a
// trajectory is left out, not fatal: the page says how many.
std::vector<AgentAttempt> read_agent_run(const std::filesystem::path& folder);

// A run folder's per-sample results: every candidate backend's speedups, times and verdicts.
struct RunProfile {
  std::size_t input_index = 0;
  report::RunReport report;
};

// A solver's result per subgraph, where its input records one (a run's run.db, a suite's
// curation file): the subgraph's folder name (its graph hash) -> speedup over eager.
struct SubgraphColumn {
  std::string solver;
  std::map<std::string, double> speedups;
  bool from_run = false;  // a run.db's: profile.html draws it with the run's own charts
};

// The graph hash a sample path ends in (".../subgraphs/HASH"), which a suite's manifest names
// each subgraph by.
std::string sample_key(const std::string& sample);

struct SiteModel {
  std::vector<Solver> solvers;
  std::vector<std::string> task_ids;             // in the first input's order, then new ones
  std::map<std::string, std::size_t> subgraphs;  // task id -> its subgraph count
  // "invocation: cudagraph (a.json) vs dynamo (b.json)": how the inputs' runs differ in what
  // decides a score; empty when they agree.
  std::vector<std::string> differences;
  std::vector<std::string> input_labels;  // per input: its file's name, or its run folder's
  std::vector<AgentAttempt> attempts;     // from the inputs that are agent run folders
  std::vector<RunProfile> runs;           // from the inputs that are run folders with run.db
  std::vector<SubgraphColumn> subgraph_columns;
  // Why an input's run.db gave no per-sample results (it is still on the leaderboard).
  std::vector<std::string> notes;

  // The solver that is BACKEND of input INDEX; null when there is none.
  const Solver* solver_of(std::size_t index, const std::string& backend) const;
};

// Reads each input (a run folder holding suite-scores.json, such a file, a suite's curation
// results (`scores` and per-subgraph `subgraphs`, as suites/passbench-v2/results keeps them: no
// per-task AS, so tasks get G-mean, Sub.CR and fast_1 computed from the subgraphs), or an agent
// run folder). Throws Error(kParse)
// with FILE:LINE:COLUMN for a file that is not JSON, Error(kUsage) naming the file for one that
// is not suite scores.
SiteModel load_site_model(const std::vector<std::filesystem::path>& inputs);

}  // namespace passnet::site
