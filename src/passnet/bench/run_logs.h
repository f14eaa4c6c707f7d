// Writes RUN_DIR/logs/<backend>.log for every candidate backend of a run, in GraphNet's
// test_compiler log format (docs/formats-logs.md): an export for GraphNet's scripts and for
// PassNet users who pass logs around. passnet scores the run from run.db (run_outcomes.h), whose
// rows become the same records these logs print, so GraphNet's scorer on a log and passnet's
// on the run agree. The logs are rebuilt from the run DB as a whole, so a resumed run's logs
// hold every finished sample exactly once.
#pragma once

#include <string>
#include <vector>

namespace passnet::bench {

class RunDb;

// The file stem of a backend's log: the name itself when it is a plain name ("inductor"), else a
// readable stem that cannot leave the logs folder plus a hash of the whole name, so that names
// with paths ("passes:/x/attention_softmax" -> "passes-attention_softmax-1f2e3d4c") stay
// distinct.
std::string log_stem(const std::string& backend);

// Returns the paths written.
std::vector<std::string> write_run_logs(RunDb& db, const std::string& run_dir,
                                        const std::vector<std::string>& backends,
                                        const std::string& device);

}  // namespace passnet::bench
