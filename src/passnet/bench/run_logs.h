// Writes RUN_DIR/logs/<backend>.log for every candidate backend of a run, in GraphNet's
// test_compiler log format (docs/formats-logs.md), so that GraphNet's own scorer and
// `passnet bench score RUN_DIR --backend NAME` read the same numbers. The logs are rebuilt from
// the run DB as a whole, so a resumed run's logs hold every finished sample exactly once.
#pragma once

#include <string>
#include <vector>

namespace passnet::bench {

class RunDb;

// Returns the paths written.
std::vector<std::string> write_run_logs(RunDb& db, const std::string& run_dir,
                                        const std::vector<std::string>& backends,
                                        const std::string& device);

}  // namespace passnet::bench
