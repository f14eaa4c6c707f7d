// Annotating samples on supervised runtime workers (`passnet graph annotate`, and `extract range`
// when the DB has no annotation). The engine parses each sample, writes the model.py it
// regenerates from its IR into a scratch folder, and asks a worker to run that one (an `annotate`
// request, docs/worker-protocol.md): its statements are exactly the engine's nodes, so the names
// in the reply are the engine's node names by construction, and the reply is checked against the
// graph anyway. A sample that fails to parse, fails in torch, crashes or hangs its worker comes
// back as a failed annotation with the cause; the batch goes on.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "passnet/exec/executor.h"
#include "passnet/exec/placement.h"
#include "passnet/extract/annotation.h"
#include "passnet/frontend/sample.h"
#include "passnet/store/dataset_db.h"

namespace passnet::extract {

struct AnnotateOptions {
  std::string mode = "real";  // "real" or "meta"
  std::string device = "cpu";
  std::int64_t seed = 123;
  std::string replay = "graphnet";    // or "fast" (see SampleAnnotation::replay)
  std::chrono::seconds timeout{600};  // per sample; the worker is killed after it
  std::string python = "python3";
  unsigned jobs = 1;                   // concurrent workers
  std::optional<std::string> log_dir;  // workers' stderr logs; default: a temporary folder
  std::optional<std::size_t> memory_limit_mb;
  std::size_t max_file_bytes = std::size_t{1} << 30;  // larger sample files are not read
  bool progress = true;
  exec::Placement placement;  // where the workers run (this host's CPUs or GPUs, or srun tasks)
  // Where each sample's regenerated model.py is written for the worker to run (empty: the
  // system's temporary folder). Workers on other machines (srun) need a folder they all see.
  std::string scratch_root;
};

// Throws Error(kUsage) for a mode or device the worker would not accept.
void validate(const AnnotateOptions& options);

// `workers` annotation workers on the options' device and placement (stderr to
// LOG_DIR/worker-N.log).
std::unique_ptr<exec::Executor> annotation_executor(const AnnotateOptions& options,
                                                    unsigned workers,
                                                    const std::filesystem::path& log_dir);

// Annotates one parsed sample on `worker` (started on demand, restarted after a crash). Never
// throws for a failing sample: the failure is in the result, with error.stage "worker" (crash,
// hang), "request" (the worker refused the request), "names" (the reply does not fit the graph)
// or the runtime's own stages (load, rewrite, inputs, run).
SampleAnnotation annotate_one(exec::WorkerHandle& worker, const frontend::Sample& sample,
                              const std::string& folder, const AnnotateOptions& options);

struct AnnotateSummary {
  std::size_t total = 0;
  std::size_t ok = 0;
  std::size_t failed = 0;
  std::size_t fell_back = 0;  // meta runs that fell back to real
  double seconds = 0;
  bool interrupted = false;
};

// Annotates sample folders on `options.jobs` workers; `on_result` runs on the calling thread for
// each sample as it finishes (failures included: parse errors have error.stage "parse"). If
// on_result throws, no new sample starts and the exception is rethrown once workers stop.
AnnotateSummary annotate_samples(const std::vector<std::string>& folders,
                                 const AnnotateOptions& options,
                                 const std::function<void(const SampleAnnotation&)>& on_result);

struct AnnotationNeed {
  std::string folder;
  std::string graph_hash;  // the index's graph hash of the sample
};

// Annotates, and stores in `db`, each sample that has no annotation there for its current graph
// hash; a failed annotation is kept (and counted as failed) unless `retry_failed`. Returns the
// summary of the annotations made now; `already` receives how many were up to date.
AnnotateSummary ensure_annotations(store::DatasetDb& db, const std::vector<AnnotationNeed>& samples,
                                   const AnnotateOptions& options, bool retry_failed,
                                   std::size_t* already);

}  // namespace passnet::extract
