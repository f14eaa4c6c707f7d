// Cutting many ranges out of many annotated parents into a SubgraphStore: the shared back end of
// `extract classical` and `extract single-op`. Parents are read, cut and hashed on worker
// threads (each with its own read connection to the dataset DB for the annotations); the calling
// thread takes their results in parent order, so which occurrence of a duplicated graph is the
// one written does not depend on thread timing, and records them one transaction per parent.
//
// Nothing here is fatal to the batch: a parent that cannot be read, has no usable annotation or
// an annotation of another graph is listed with its error; a range that cannot be cut is counted
// under its RangeErrorKind. Ctrl-C stops taking parents and keeps what was recorded.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "passnet/extract/annotation.h"
#include "passnet/extract/range_extract.h"
#include "passnet/extract/subgraph_store.h"
#include "passnet/frontend/sample.h"

namespace passnet::extract {

struct MineJob {
  std::string folder;             // the parent sample, as indexed
  std::vector<NodeRange> ranges;  // what to cut (ignored when MineOptions::select is set)
};

// What a selector reports besides its ranges.
struct SelectionReport {
  // Its own counts, summed over parents: ops left out by reason (single-op), prefixes compiled
  // and cached (fusible) ...
  std::map<std::string, std::size_t> tallies;
  std::vector<std::string> notes;  // messages worth showing; the summary keeps the first few
};

// Chooses the ranges of one parent. Runs on worker threads, several parents at once.
using RangeSelector = std::function<std::vector<NodeRange>(
    const frontend::Sample&, const SampleAnnotation&, SelectionReport&)>;

struct MineOptions {
  std::string kind;     // subgraph kind: "classical", "single_op", ...
  std::string db_path;  // the dataset DB the store writes to (workers read annotations from it)
  unsigned jobs = 0;    // worker threads; 0: one per hardware thread
  std::size_t max_file_bytes = std::size_t{1} << 30;
  bool progress = true;  // a progress line on stderr
  // Appended to the progress line: what the selector has done so far inside parents still in
  // flight (a long parent can take minutes before it counts as done).
  std::function<std::string()> progress_detail;
  RangeSelector select;
};

struct MineSummary {
  std::string kind;
  std::size_t parents = 0;                     // parents taken
  std::size_t parents_failed = 0;              // unreadable, or no usable annotation
  std::size_t ranges = 0;                      // ranges asked for
  std::size_t found = 0;                       // ranges cut: occurrences, before dedup
  std::size_t written = 0;                     // new distinct subgraphs written in this run
  std::map<std::string, std::size_t> refused;  // ranges that could not be cut, by RangeErrorKind
  std::map<std::string, std::size_t> tallies;  // summed SelectionReport::tallies
  std::vector<std::string> notes;              // the first SelectionReport::notes
  std::vector<std::pair<std::string, std::string>> parent_errors;  // (folder, error)
  std::vector<std::string> refusal_examples;  // the first message of each refusal kind
  double seconds = 0;
  // Seconds the recording thread spent storing what the parents found (writing samples, the
  // DB): recording is serial, and analyses wait for it once they are a lookahead ahead.
  double record_seconds = 0;
  bool interrupted = false;

  nlohmann::json to_json() const;
};

MineSummary mine_subgraphs(SubgraphStore& store, const std::vector<MineJob>& jobs,
                           const MineOptions& options);

}  // namespace passnet::extract
