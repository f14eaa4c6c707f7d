// Execution-driven prefix analysis: finds the op ranges a compiler fuses, by compiling growing
// prefixes of a graph's op sequence and watching the kernel count. From a start point s, the
// prefixes [s, e) for every valid cut e up to a window are extracted (range_extract), compiled
// with Inductor on runtime workers (`kernels` requests) and their kernels counted. Where adding
// ops adds no kernel, the new ops were fused into a kernel that already existed; a fusible group
// runs from the cut where the count rose to the next cut where it rises again. Groups of at
// least `min_ops` ops are the fusible subgraphs. The next start is the last group's start (its
// end was not seen yet), or the window's end when the count never rose after s.
//
// Counts are cached by the prefix's canonical graph hash and device in the dataset DB, so
// repeated blocks (a transformer's layers) compile once and an interrupted analysis resumes
// where it stopped. Prefixes that fail to extract, compile or run are recorded and skipped.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "passnet/exec/placement.h"
#include "passnet/extract/annotation.h"
#include "passnet/extract/range_extract.h"
#include "passnet/frontend/sample.h"
#include "passnet/store/dataset_db.h"
#include "passnet/util/interrupt.h"

namespace passnet::extract {

// One kernel Inductor's scheduler generated or called, as the source nodes (the names of the
// compiled sample's statements) whose computation it holds.
struct KernelGroup {
  std::vector<std::string> nodes;
  bool extern_kernel = false;  // a library call (cuBLAS, cuDNN): launched, not generated
  bool operator==(const KernelGroup&) const = default;
};

struct KernelCount {
  std::string status;  // ok, eager_fail, compile_fail, runtime_fail, crash, timeout
  std::optional<int> generated;
  std::optional<int> launched;  // CUDA: kernels one call launches
  std::optional<int> graphs;
  double compile_seconds = 0;
  std::string error;
  // The scheduler's kernel groups in code order, when they were asked for (method groups).
  std::optional<std::vector<KernelGroup>> groups;

  // The count prefix analysis uses: launches on CUDA, generated kernels elsewhere.
  std::optional<int> kernels() const { return launched ? launched : generated; }
};

// Kernel counts by (graph hash, device) in the dataset DB (table kernel_counts).
class KernelCountCache {
 public:
  explicit KernelCountCache(store::DatasetDb& db);
  std::optional<KernelCount> find(const std::string& graph_hash, const std::string& device);
  void store(const std::string& graph_hash, const std::string& device, const KernelCount& count);

 private:
  store::DatasetDb& db_;
};

struct PrefixOptions {
  std::string device = "cpu";
  // "groups": compile a chunk of windows once and read Inductor's kernel groups
  // (group_analysis.h); "prefix": compile every prefix of a window and watch the kernel count,
  // kept to check the other against (docs/prefix-analysis.md says where they differ).
  std::string method = "groups";
  std::size_t window = 24;  // ops grown from each start
  // Method groups: ops compiled at once (chunks overlap by a window); 0: four windows.
  std::size_t chunk = 0;
  std::size_t min_ops = 2;  // smallest fusible group kept
  std::size_t max_ops = 64;
  unsigned jobs = 1;          // concurrent compile workers
  exec::Placement placement;  // where they run (this host's CPUs or GPUs, or srun tasks)
  std::chrono::seconds timeout{300};
  std::string python = "python3";
  std::string work_dir;  // prefix samples (one folder per graph hash) and worker logs
  // Past this point no new compile starts and analyses end as on Ctrl-C, keeping their closed
  // groups, but the caller goes on: a time-boxed mining step on a lent machine.
  std::optional<std::chrono::steady_clock::time_point> deadline;

  bool past_deadline() const { return deadline && std::chrono::steady_clock::now() >= *deadline; }
  bool stopped() const { return InterruptGuard::interrupted() || past_deadline(); }
};

struct FusibleGroup {
  NodeRange range;
  std::size_t kernels_added = 0;  // kernels the group's first op brought (usually 1)
};

struct PrefixAnalysis {
  std::string sample;
  std::vector<FusibleGroup> groups;
  // (prefix end, kernels) for every prefix counted, per start: for inspection and tests.
  std::vector<std::pair<std::size_t, std::vector<std::pair<std::size_t, int>>>> curves;
  std::size_t prefixes = 0;  // prefixes asked for
  std::size_t compiled = 0;  // counted by a worker now
  std::size_t cached = 0;    // found in the cache
  std::size_t failed = 0;    // prefixes that could not be extracted or compiled
  std::vector<std::string> errors;
};

// Runs `kernels` requests on a pool of supervised workers. Thread-safe: several analyses may
// count at once and share the pool (and the cache, which must then have a DB connection of its
// own, not one another thread writes through).
class KernelCounter {
 public:
  KernelCounter(const PrefixOptions& options, store::DatasetDb& db);
  ~KernelCounter();
  KernelCounter(const KernelCounter&) = delete;
  KernelCounter& operator=(const KernelCounter&) = delete;

  // Counts for the given (graph hash, sample folder) pairs, using and filling the cache.
  std::vector<KernelCount> count(const std::vector<std::pair<std::string, std::string>>& prefixes,
                                 std::size_t* compiled);
  // Compiles answered so far by the pool, and how many of them counted (status ok): live
  // figures for progress lines while every sample is still in flight.
  std::size_t compiles_done() const;
  std::size_t compiles_ok() const;
  // Where the pool's time went, to tell a pool kept waiting (analyses that do not feed it)
  // from one busy with more than compiling: seconds inside jobs as the engine saw them (worker
  // start-ups included), seconds the workers reported compiling, and worker starts (crashes and
  // broken CUDA contexts start a fresh worker). Read it once no count is in flight.
  struct PoolTime {
    double job_seconds = 0;
    double compile_seconds = 0;
    int worker_starts = 0;
  };
  PoolTime pool_time() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Groups from the kernel-count curve of one start: `curve` holds (prefix end, kernels) in
// increasing end order, all ends > start. Exposed for tests: pure arithmetic, no compiling.
struct CurveGroups {
  std::vector<FusibleGroup> closed;  // groups whose end was seen
  std::size_t next_start = 0;        // where the next window begins
};
// `graph_end`: the window reaches the end of the graph, so the last group is complete too.
CurveGroups groups_from_curve(std::size_t start,
                              const std::vector<std::pair<std::size_t, int>>& curve,
                              std::size_t window_end, bool graph_end, const PrefixOptions& options);

// Analyses one annotated sample; never throws for a failing prefix (recorded in the result).
PrefixAnalysis analyse_prefixes(const frontend::Sample& sample, const SampleAnnotation& annotation,
                                KernelCounter& counter, const PrefixOptions& options);

}  // namespace passnet::extract
