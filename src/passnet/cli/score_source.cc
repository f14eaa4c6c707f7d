#include "passnet/cli/score_source.h"

#include <fmt/format.h>

#include <set>

#include "passnet/bench/graphnet_log.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/run_logs.h"
#include "passnet/bench/run_outcomes.h"
#include "passnet/util/error.h"

namespace passnet::cli {

namespace fs = std::filesystem;

namespace {

// A run folder's scores come from its run.db; its logs/ are an export, read only when named.
ScoreSource from_run_db(const std::string& input, const std::string& backend) {
  ScoreSource source;
  source.path = bench::run_db_path(input);
  source.run_db = true;
  source.backend = backend;
  source.run_dir = input;
  if (backend == "eager")
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: --backend eager is the baseline every speedup is over; score a "
                            "candidate backend of the run",
                            input));
  bench::RunDb db(source.path);
  bench::RunOutcomes read = bench::backend_outcomes(db, backend);
  if (read.outcomes.empty()) {
    std::vector<std::string> candidates;
    store::Statement names = db.database().prepare(
        "SELECT DISTINCT backend FROM results WHERE backend != 'eager' ORDER BY backend");
    while (names.step())
      candidates.push_back(names.column_text(0));
    throw Error(ErrorCategory::kIo,
                fmt::format("{}: no results for backend '{}'; {}", source.path, backend,
                            candidates.empty()
                                ? std::string("the run has no candidate results")
                                : fmt::format("backends there: {}", fmt::join(candidates, ", "))));
  }
  source.outcomes = std::move(read.outcomes);
  source.notes = std::move(read.notes);
  source.integrity = bench::summarize_integrity(db.results_for(backend));
  return source;
}

// The log in a folder of logs: FOLDER/BACKEND.log.
std::string log_in_folder(const std::string& input, const std::string& backend) {
  std::error_code error;
  fs::path folder(input);
  const std::string file = bench::log_stem(backend) + ".log";
  if (fs::is_regular_file(folder / file, error)) return (folder / file).string();
  std::set<std::string> available;
  for (const auto& entry : fs::directory_iterator(folder, error))
    if (entry.is_regular_file() && entry.path().extension() == ".log")
      available.insert(entry.path().stem().string());
  throw Error(
      ErrorCategory::kIo,
      fmt::format("{}: no log for backend '{}' (looked for {}); {}", input, backend, file,
                  available.empty() ? std::string("the folder has no .log files")
                                    : fmt::format("logs there: {}", fmt::join(available, ", "))));
}

// The integrity verdicts behind a scored log. A log in a run folder (RUN_DIR/logs/NAME.log) has
// them in the run's run.db, with the rules broken; a bare log keeps only the integrity_fail
// status, so its summary counts the flagged samples without rules.
bench::IntegritySummary log_integrity(const ScoreSource& source, const std::string& backend) {
  std::error_code error;
  fs::path db_path = source.run_dir / "run.db";
  if (!source.run_dir.empty() && !backend.empty() && fs::is_regular_file(db_path, error)) {
    try {
      bench::RunDb db(db_path.string());
      std::vector<bench::BackendResult> results = db.results_for(backend);
      if (!results.empty()) return bench::summarize_integrity(results);
    } catch (const Error&) {  // NOLINT(bugprone-empty-catch): not a run database; use the log
    }
  }
  bench::IntegritySummary summary;
  summary.samples = source.outcomes.size();
  for (const bench::SampleOutcome& outcome : source.outcomes)
    if (outcome.status == bench::OutcomeStatus::kIntegrityFail) ++summary.flagged;
  return summary;
}

// `backend` is --backend, empty when not given.
ScoreSource from_log(const std::string& backend, const std::string& log) {
  ScoreSource source;
  source.path = log;
  bench::LogReadResult read = bench::read_graphnet_log(log);
  source.backend = backend.empty() ? fs::path(log).stem().string() : backend;
  if (fs::path(log).parent_path().filename() == "logs")
    source.run_dir = fs::path(log).parent_path().parent_path();
  source.outcomes = std::move(read.outcomes);
  source.notes = std::move(read.notes);
  source.lines = read.lines;
  source.skipped_lines = read.skipped_lines;
  source.first_skipped = std::move(read.first_skipped);
  // A log's own name is a file stem (log_stem); the backend it logged is its compiler.
  std::string logged = backend;
  if (logged.empty() && !read.records.empty()) logged = read.records.front().compiler;
  source.integrity = log_integrity(source, logged);
  return source;
}

}  // namespace

ScoreSource read_score_source(const std::string& input, const std::string& backend) {
  std::error_code error;
  const fs::path folder(input);
  if (!fs::exists(folder, error))
    throw Error(ErrorCategory::kIo, fmt::format("{}: no such file or folder", input));
  if (!fs::is_directory(folder, error)) return from_log(backend, input);
  if (backend.empty())
    throw Error(ErrorCategory::kUsage,
                fmt::format("{} is a folder: --backend NAME picks the backend of a run folder "
                            "(its run.db) or NAME.log in a folder of logs",
                            input));
  if (fs::is_regular_file(folder / "run.db", error) || fs::is_directory(folder / "logs", error))
    return from_run_db(input, backend);
  return from_log(backend, log_in_folder(input, backend));
}

nlohmann::json run_options_of(const fs::path& run_dir) {
  std::error_code error;
  if (run_dir.empty() || !fs::is_regular_file(run_dir / "run.db", error)) return nullptr;
  try {
    bench::RunDb db((run_dir / "run.db").string());
    nlohmann::json recorded = db.options();
    return {{"invocation", recorded["invocation"]},
            {"timing", recorded["timing"]},
            {"preset", recorded["preset"]},
            {"integrity", recorded["integrity"]}};
  } catch (const Error&) {  // not a run database
    return nullptr;
  }
}

}  // namespace passnet::cli
