// The scoring outcomes of a run, read from its results database (RUN_DIR/run.db). Each result row
// of a candidate backend, with the eager row of its sample, becomes the LogRecord that the
// backend's exported GraphNet log holds (run_logs.h), and that record becomes the SampleOutcome
// it stands for (graphnet_log.h's to_outcome). The log export and the scores share that one
// derivation, so scoring run.db gives what scoring the exported log gives, and the log stays an
// export for GraphNet's scripts rather than the judge's input.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "passnet/bench/graphnet_log.h"
#include "passnet/bench/scoring.h"

namespace passnet::bench {

class RunDb;
struct BackendResult;

// The log record of one result row (its detail names the sample). `eager` is the eager row's
// detail for the same sample (the worker's JSON: output dtypes and timing), null when there is
// none.
LogRecord result_record(const BackendResult& result, const nlohmann::json& eager,
                        const std::string& device);

// The records of every row of `backend`, ordered by sample.
std::vector<LogRecord> backend_records(RunDb& db, const std::string& backend,
                                       const std::string& device);

struct RunOutcomes {
  std::vector<SampleOutcome> outcomes;  // one per row, ordered by sample; id is the sample path
  std::vector<std::string> notes;       // "SAMPLE: ..." where a row had to be interpreted
};

// The outcomes of every row of `backend`; empty when the run has none.
RunOutcomes backend_outcomes(RunDb& db, const std::string& backend);

// RUN_DIR/run.db, the source of a run folder's scores. Throws Error(kIo) naming the folder when
// it is missing or has no run.db (the database is never created by reading).
std::string run_db_path(const std::string& run_dir);

}  // namespace passnet::bench
