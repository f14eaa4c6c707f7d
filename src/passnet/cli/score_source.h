// What `passnet bench score` scores: the outcomes of one backend, read from a run folder's
// run.db (bench/run_outcomes.h) or from a GraphNet-format log (bench/graphnet_log.h), with the
// integrity verdicts and the run options behind them. A run folder is never scored from its
// logs/, which are an export; a log is scored when it is named.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "passnet/bench/integrity_summary.h"
#include "passnet/bench/scoring.h"

namespace passnet::cli {

struct ScoreSource {
  std::string path;  // the file read: RUN_DIR/run.db, or the log
  bool run_db = false;
  std::string backend;            // as shown: --backend, or a log's file stem
  std::filesystem::path run_dir;  // the run folder behind it; empty for a log without one
  std::vector<bench::SampleOutcome> outcomes;
  std::vector<std::string> notes;  // "SAMPLE: ..." (run.db) or "file:line: ..." (log)
  std::size_t lines = 0;           // a log's lines, those skipped and the first few skipped
  std::size_t skipped_lines = 0;
  std::vector<std::size_t> first_skipped;
  // The verdicts with the rules broken where a run.db has them; for a bare log, only the count
  // of integrity_fail samples.
  bench::IntegritySummary integrity;
};

// INPUT is a run folder (scored from its run.db), a log file, or a folder holding BACKEND.log;
// `backend` picks the backend in a folder (required there). A folder with logs/ but no run.db
// is a run folder that lost its database. Throws Error(kIo) for a missing input, a run folder
// without run.db, a backend without results or log; Error(kUsage) for a folder without a
// backend, or eager (the baseline) asked of a run.
ScoreSource read_score_source(const std::string& input, const std::string& backend);

// How the run behind the scores called and timed its candidates ({invocation, timing, preset,
// integrity} of RunDb::options), or null without a run folder (a GraphNet log from elsewhere).
nlohmann::json run_options_of(const std::filesystem::path& run_dir);

}  // namespace passnet::cli
