// Task curation for PassBench: the fusible subgraphs of a dataset DB, measured by `bench run`
// (eager and inductor on the target device), grouped into tasks and filtered to the long tail.
//
// 1. Every stored fusible subgraph (dtype variants included) is read for its op sequence, dtype
//    and size bucket: floor(log2) of the element count of its largest input.
// 2. Its eager and inductor medians come from the runs (RUN_DIR/run.db, matched by sample path;
//    GPU time when the run has it, else end to end); its inductor kernel count from the DB's
//    kernel-count cache, counted on the device's workers when missing.
// 3. Tasks group subgraphs by (pattern hash, bucket, dtype): one op sequence, similar sizes, one
//    precision; or, with group_by "pattern", by pattern hash alone (bench/task_grouping.h). A
//    task is long-tail when the median inductor speedup over eager is at most `max_speedup`, or
//    the median kernel count exceeds `max_kernels` (the ideal is one fused kernel), or, curated
//    by device time (`min_floor_distance`, runs of the cudagraph invocation), when Inductor's
//    median time over the subgraph's floor is at least that distance (device_floor.h: the least
//    of eager's time and the roofline, a roofline no faster than one kernel; subgraphs that
//    launch no kernel in eager are left out, there is nothing to speed up). Groups from
//    fewer than `min_sources` source models make no task. Each kept task holds at most
//    `max_subgraphs` subgraphs: the first by graph hash, or under "pattern" round-robin over
//    source models.
// 4. Splits are drawn per pattern hash (a seeded hash against `eval_share`), so no op sequence
//    is in both train and eval.
// 5. The suite folder gets one JSON manifest per task (tasks/SPLIT/ID.json), the subgraph
//    samples the tasks use (subgraphs/GRAPH_HASH/), and suite.json: the criteria, the device and
//    software the baselines were measured with, counts, and the task list. Everything is sorted,
//    so the same inputs give byte-identical manifests.
//
// A suite can also be derived from another suite (`curate_suite`, options.suite): each of its
// tasks is one candidate, with its id, key, split (kept, never drawn again) and its members'
// metadata, and the measurements come from the runs or from a file of device-timed baselines
// (options.baselines, bench/baseline_rows.h), so that suite v3 is v2's tasks curated by the
// distance to the floor. The same rules apply to the measured members of each source task; the
// new suite copies its subgraph folders from the source and names the source suite and the
// baselines file in suite.json ("source").
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "passnet/store/dataset_db.h"

namespace passnet::bench {

// suite.json's "format" of the suites curation writes and reads.
inline constexpr std::string_view kSuiteFormat = "passnet-suite-1";

struct CurateOptions {
  std::vector<std::string> runs;       // bench run folders with eager and inductor results
  std::string kind = "fusible";        // which stored subgraphs make tasks
  double max_speedup = 1.0;            // long tail: median inductor speedup at most this ...
  int max_kernels = 1;                 // ... or median inductor kernels above this
  std::size_t max_subgraphs = 10;      // per task
  std::size_t min_subgraphs = 1;       // tasks with fewer measured subgraphs are dropped
  double eval_share = 0.5;             // share of op sequences (pattern hashes) in eval
  std::uint64_t seed = 0;              // of the split
  std::string candidate = "inductor";  // the compiler backend in the runs
  std::string group_by = "pattern-bucket-dtype";  // or "pattern" (bench/task_grouping.h)
  std::size_t min_sources = 1;  // groups from fewer distinct source models are dropped
  // Curation by device time: long tail where Inductor's median time over the floor is at least
  // this (unset: the criterion is off).
  std::optional<double> min_floor_distance;
  std::optional<double> bandwidth_gbs;  // the roofline's; unset: the runs' card's data sheet
  // The least a kernel costs inside a replayed graph: the fastest one-kernel subgraphs of v2 read
  // 1.1 us a call on the H100 (bench/passbench/results/v2-device.jsonl).
  double kernel_floor_us = 1.1;
  // Curate from a suite folder's tasks instead of a dataset DB (curate_suite): its grouping must
  // be group_by, its splits are kept.
  std::string suite;
  // Device-timed baselines (bench/baseline_rows.h) instead of runs: rows name subgraphs relative
  // to `suite`, times are device time, the card is the rows' device_name.
  std::string baselines;
};

struct CuratedSubgraph {
  std::string graph_hash;
  std::string folder;
  std::string pattern_hash;
  std::string dtype;
  int bucket = 0;
  std::size_t op_count = 0;
  std::vector<std::string> ops;  // op keys in order
  double eager_ms = 0;
  double candidate_ms = 0;
  double speedup = 0;  // eager / candidate
  std::optional<int> kernels;
  std::optional<double> floor_ms;  // curated by device time: see device_floor.h
  nlohmann::json sources;          // the sample's subgraph_sources.json
  std::string source_model;        // its parent without a trailing subgraph_N ("" when unknown)
};

struct CuratedTask {
  std::string id;
  std::string split;  // "train" or "eval"
  std::string pattern_hash;
  int bucket = 0;  // bucket and dtype: of the (pattern, bucket, dtype) grouping only
  std::string dtype;
  std::vector<int> buckets;  // buckets and dtypes: distinct among the kept subgraphs, sorted
  std::vector<std::string> dtypes;
  std::vector<std::string> ops;
  std::vector<CuratedSubgraph> subgraphs;  // the kept ones, in pick order
  std::size_t source_models = 0;           // distinct among the kept subgraphs
  std::size_t candidates = 0;              // measured subgraphs in the group before the cap
  double median_speedup = 0;
  std::optional<double> median_kernels;
  std::optional<double> median_floor_distance;  // curated by device time
  std::vector<std::string> reasons;             // why it is long-tail ("inductor_not_faster", ...)
};

struct CurateResult {
  std::vector<CuratedTask> tasks;             // long-tail tasks, sorted by id
  std::map<std::string, std::size_t> counts;  // subgraphs, measured, unmeasured, groups ...
  nlohmann::json environment;                 // device and software of the runs
  std::string device;
  std::optional<double> bandwidth_gbs;  // the roofline's, curated by device time
  // Curated from a suite: what from (suite.json's "source": the suite and the baselines file as
  // given, the baselines' digest and rows) and the source's kind and split rule; null otherwise.
  nlohmann::json source;
  // Lines of the baselines skipped or replaced ("FILE:LINE: ..."), and rows that name no card.
  std::vector<std::string> warnings;
};

// Kernel counts for (graph hash, sample folder) pairs on the runs' device; nullopt for a count
// that failed. Injected so that tests and callers without workers can supply them.
using KernelCountFn = std::function<std::vector<std::optional<int>>(
    const std::vector<std::pair<std::string, std::string>>&, const std::string& device)>;

// A task's op family, the head of its id: up to three distinct short op names in order
// ("call_function:operator.mul", "call_function:torch.softmax" -> "mul_softmax").
std::string op_family(const std::vector<std::string>& op_keys);

CurateResult curate(store::DatasetDb& db, const CurateOptions& options,
                    const KernelCountFn& count_kernels);

// The tasks of the suite options.suite, each kept where its measured members (from
// options.baselines or options.runs) meet the rules; ids and splits as in the source. Throws
// Error naming the file when the suite or one of its manifests is malformed, when its grouping
// is not options.group_by, or when the measurements cannot be used.
CurateResult curate_suite(const CurateOptions& options, const KernelCountFn& count_kernels);

// "pattern" or "pattern-bucket-dtype": how the suite folder's tasks were grouped (suite.json).
std::string suite_group_by(const std::string& suite_dir);

// The same curation once per distance, as if with min_floor_distance = each of `distances`
// (options.min_floor_distance is ignored); the measurements are read once. From options.suite
// when `db` is null. Nothing is written.
std::vector<CurateResult> sweep_floor_distance(store::DatasetDb* db, const CurateOptions& options,
                                               const std::vector<double>& distances,
                                               const KernelCountFn& count_kernels);

// Writes the suite folder (see above); returns suite.json's content.
nlohmann::json write_suite(const CurateResult& result, const CurateOptions& options,
                           const std::string& out_dir);

}  // namespace passnet::bench
