// The steps of subgraph mining as the CLI runs them: each `extract classical|single-op|fusible|
// variants` command is one step, and `extract all` runs them in turn over one dataset DB and
// output folder. A step takes the DB's indexed sample folders (one per distinct graph), makes
// sure they are annotated, mines, stores through one SubgraphStore, prints progress on stderr,
// and returns its summary as JSON.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "passnet/cli/executor_options.h"
#include "passnet/extract/annotation_runner.h"
#include "passnet/extract/prefix_analysis.h"
#include "passnet/extract/subgraph_miner.h"
#include "passnet/extract/subgraph_store.h"
#include "passnet/store/dataset_db.h"

namespace CLI {
class App;
}

namespace passnet::cli {

struct MiningArgs {
  MiningArgs() {
    annotate.jobs = 2;
    prefix.jobs = 2;
  }

  std::string db;
  std::string out;
  unsigned jobs = 0;                  // engine threads; 0: one per core
  extract::AnnotateOptions annotate;  // how missing annotations are made (workers = jobs there)
  unsigned timeout = 600;             // seconds one annotation (or compile) may take
  bool retry_failed = false;          // annotate again samples whose annotation failed
  bool no_annotate = false;           // use only the annotations in the DB
  std::string only;                   // only samples whose path contains this
  std::size_t limit = 0;              // only the first N samples
  bool json = false;
  bool quiet = false;
  // classical
  std::uint32_t min_ops = 2;
  std::uint32_t max_ops = 64;
  // fusible
  extract::PrefixOptions prefix;
  unsigned fusible_seconds = 0;  // time box of the prefix analysis; 0: none
  // variants
  std::vector<std::string> variant_kinds{"fusible"};
  std::string variant_device = "cpu";
  // Where the annotation and compile workers run (--executor local|srun, --gpus, --slurm-*).
  ExecutorArgs executor;
};

// Adds --db, --out, --jobs, --workers, --annotate-mode, --annotate-device, --python, --timeout,
// --retry-failed, --no-annotate, --only, --limit, --json, -q and the executor's flags to a mining
// command.
void add_mining_options(CLI::App& cmd, MiningArgs& args);

struct SampleCounts {
  std::size_t in_archives = 0;    // distinct graphs indexed only inside archives
  std::size_t not_annotated = 0;  // left out by --no-annotate
};

// The sample folders to mine (one per distinct graph), with their index hashes. Samples indexed
// inside archives are left out (range extraction reads folders), and with --no-annotate those
// without an ok annotation of their current graph; `counts` says how many.
std::vector<extract::AnnotationNeed> mining_samples(store::DatasetDb& db, const MiningArgs& args,
                                                    SampleCounts* counts);

nlohmann::json annotate_step(store::DatasetDb& db,
                             const std::vector<extract::AnnotationNeed>& samples,
                             const MiningArgs& args);
nlohmann::json classical_step(extract::SubgraphStore& store,
                              const std::vector<extract::AnnotationNeed>& samples,
                              const MiningArgs& args);
nlohmann::json single_op_step(extract::SubgraphStore& store,
                              const std::vector<extract::AnnotationNeed>& samples,
                              const MiningArgs& args);
nlohmann::json fusible_step(const std::vector<extract::AnnotationNeed>& samples,
                            extract::SubgraphStore& store, const MiningArgs& args);
nlohmann::json variants_step(store::DatasetDb& db, extract::SubgraphStore& store,
                             const MiningArgs& args);

// Prints a MineSummary on stderr (nothing with --json).
void print_mine_summary(const extract::MineSummary& summary, const MiningArgs& args);

// Per-kind totals of the DB (found, distinct, unique share, patterns, variants) as JSON, and
// printed as a table on stdout unless `print` is false.
nlohmann::json subgraph_table(store::DatasetDb& db, bool print);

}  // namespace passnet::cli
