// `passnet bench curate --db FILE --runs RUN_DIR... --out SUITE_DIR`: PassBench tasks from the
// fusible subgraphs of a dataset DB and the eager/inductor runs that measured them
// (bench/curate.h). Kernel counts the DB does not hold yet are counted on runtime workers of the
// runs' device, and cached there. With --select-only, no runs: the list of sample folders worth
// measuring for the same grouping and caps (bench/task_grouping.h). With --suite DIR instead of
// --db, the tasks of an existing suite (ids, splits, members kept), and with --baselines FILE
// instead of --runs, device-timed measurements of its subgraphs (bench/baseline_rows.h): suite
// v3 from v2. --sweep D1,D2,... prints how many tasks each --min-floor-distance keeps, and writes
// nothing.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "passnet/bench/curate.h"
#include "passnet/bench/task_grouping.h"
#include "passnet/cli/commands.h"
#include "passnet/cli/kernel_counts.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::cli {

namespace {

namespace fs = std::filesystem;

struct CurateArgs {
  std::string db;
  std::string out;
  bench::CurateOptions options;
  bool count_kernels = true;         // --no-kernel-counts clears it
  bool force_kernel_counts = false;  // --kernel-counts: with --baselines too
  std::vector<double> sweep;
  bool group_by_given = false;
  unsigned workers = 2;
  unsigned timeout = 600;
  std::string python = "python3";
  bool json = false;
  bool select_only = false;
};

void select(store::DatasetDb& db, const CurateArgs& args) {
  bench::Selection selection = bench::select_for_measurement(db, args.options);
  std::string text;
  for (const std::string& folder : selection.folders)
    text += folder + "\n";
  write_file(args.out, text);
  auto count = [&](const char* key) {
    auto it = selection.counts.find(key);
    return it == selection.counts.end() ? std::size_t{0} : it->second;
  };
  fmt::print(stderr,
             "select: {} groups of {} subgraphs ({} unreadable), {} kept ({} too small, {} from "
             "too few models), {} subgraphs listed in {}\n",
             count("groups"), count("subgraphs"), count("unreadable"), count("groups_kept"),
             count("groups_too_small"), count("groups_too_few_sources"), count("listed"), args.out);
}

std::size_t count_of(const std::map<std::string, std::size_t>& counts, const std::string& key) {
  auto it = counts.find(key);
  return it == counts.end() ? std::size_t{0} : it->second;
}

void print_warnings(const std::vector<std::string>& warnings) {
  constexpr std::size_t kShown = 20;
  for (std::size_t i = 0; i < warnings.size() && i < kShown; ++i)
    fmt::print(stderr, "warning: {}\n", warnings[i]);
  if (warnings.size() > kShown)
    fmt::print(stderr, "warning: ... and {} more like these\n", warnings.size() - kShown);
}

std::size_t far_tasks(const bench::CurateResult& result, const std::string& split) {
  std::size_t far = 0;
  for (const bench::CuratedTask& task : result.tasks)
    if (task.split == split &&
        std::find(task.reasons.begin(), task.reasons.end(), "far_from_floor") != task.reasons.end())
      ++far;
  return far;
}

void print_sweep(const CurateArgs& args, const std::vector<bench::CurateResult>& results) {
  if (args.json) {
    nlohmann::json rows = nlohmann::json::array();
    for (std::size_t i = 0; i < results.size(); ++i) {
      nlohmann::json splits;
      for (const char* split : {"eval", "train"})
        splits[split] = {
            {"tasks", count_of(results[i].counts, std::string(split) + "_tasks")},
            {"subgraphs", count_of(results[i].counts, std::string(split) + "_subgraphs")},
            {"far_from_floor", far_tasks(results[i], split)}};
      rows.push_back(
          {{"min_floor_distance", args.sweep[i]},
           {"splits", splits},
           {"counts", results[i].counts},
           {"bandwidth_gbs", results[i].bandwidth_gbs ? nlohmann::json(*results[i].bandwidth_gbs)
                                                      : nlohmann::json()}});
    }
    fmt::print("{}\n", rows.dump(2));
    return;
  }
  const bench::CurateResult& first = results.front();
  fmt::print(
      "{} groups ({}), {} subgraphs, {} measured; {} unmeasured groups, {} too small, {} from "
      "too few models; roofline at {} GB/s\n",
      count_of(first.counts, "groups"),
      args.options.suite.empty() ? "of the DB" : "tasks of " + args.options.suite,
      count_of(first.counts, "subgraphs"), count_of(first.counts, "measured"),
      count_of(first.counts, "groups_unmeasured"), count_of(first.counts, "groups_too_small"),
      count_of(first.counts, "groups_too_few_sources"),
      first.bandwidth_gbs ? fmt::format("{:g}", *first.bandwidth_gbs) : "?");
  fmt::print("{:>10}  {:>10}  {:>14}  {:>11}  {:>15}  {:>9}  {:>10}  {:>13}\n", "distance",
             "eval tasks", "eval subgraphs", "train tasks", "train subgraphs", "eval far",
             "train far", "not long-tail");
  for (std::size_t i = 0; i < results.size(); ++i) {
    const auto& counts = results[i].counts;
    fmt::print("{:>10g}  {:>10}  {:>14}  {:>11}  {:>15}  {:>9}  {:>10}  {:>13}\n", args.sweep[i],
               count_of(counts, "eval_tasks"), count_of(counts, "eval_subgraphs"),
               count_of(counts, "train_tasks"), count_of(counts, "train_subgraphs"),
               far_tasks(results[i], "eval"), far_tasks(results[i], "train"),
               count_of(counts, "groups_not_long_tail"));
  }
  fmt::print(
      "(far: kept with far_from_floor among their reasons; the others are kept by "
      "--max-speedup or --max-kernels alone)\n");
}

void run(CurateArgs& args) {
  bench::CurateOptions& options = args.options;
  const bool from_suite = !options.suite.empty();
  if (from_suite == !args.db.empty())
    throw Error(ErrorCategory::kUsage,
                from_suite ? "--db and --suite are two sources of tasks: give one"
                           : "give the tasks' source: --db FILE (a dataset DB) or --suite DIR");
  if (args.force_kernel_counts && !args.count_kernels)
    throw Error(ErrorCategory::kUsage, "--kernel-counts and --no-kernel-counts: give one");
  if (!args.sweep.empty() && options.min_floor_distance)
    throw Error(ErrorCategory::kUsage,
                "--sweep tries several --min-floor-distance values: give one or the other");
  if (!args.sweep.empty() && args.select_only)
    throw Error(ErrorCategory::kUsage, "--sweep curates; --select-only measures nothing");
  if (args.sweep.empty() && args.out.empty())
    throw Error(ErrorCategory::kUsage, "--out is required (unless --sweep)");
  // Device-timed baselines say nothing of kernels, and counting them needs the GPU.
  const bool counting =
      args.force_kernel_counts || (args.count_kernels && options.baselines.empty());
  std::unique_ptr<store::DatasetDb> db;
  std::unique_ptr<KernelCounts> counts;
  if (from_suite) {
    if (args.select_only)
      throw Error(ErrorCategory::kUsage,
                  "--select-only lists a DB's subgraphs to measure; a suite's are its "
                  "subgraphs/ folders (bench/passbench/device_baselines.py todo lists those not "
                  "measured yet)");
    if (!args.group_by_given) options.group_by = bench::suite_group_by(options.suite);
    if (counting) {
      if (args.out.empty())
        throw Error(ErrorCategory::kUsage,
                    "counting kernels with --suite keeps its cache beside --out: give --out, "
                    "or --no-kernel-counts");
      // No DB to cache counts in: a fresh one beside the suite, kept for a re-run.
      std::string work = beside(args.out, "kernel-work");
      fs::create_directories(work);
      counts = std::make_unique<KernelCounts>((fs::path(work) / "kernel-counts.db").string(), work,
                                              args.workers, args.timeout, args.python, args.json);
    }
  } else {
    if (!fs::exists(args.db))
      throw Error(ErrorCategory::kUsage, fmt::format("{}: no such dataset DB", args.db));
    db = std::make_unique<store::DatasetDb>(args.db);
    if (args.select_only) {
      if (args.out.empty()) throw Error(ErrorCategory::kUsage, "--out is required");
      select(*db, args);
      return;
    }
    if (options.runs.empty() && options.baselines.empty())
      throw Error(ErrorCategory::kUsage, "--runs is required (unless --select-only)");
    // Beside the suite, not in it: the suite folder is rewritten whole.
    if (counting)
      counts = std::make_unique<KernelCounts>(
          args.db, beside(args.out.empty() ? args.db : args.out, "kernel-work"), args.workers,
          args.timeout, args.python, args.json);
  }
  bench::KernelCountFn count;
  if (counts) count = counts->function();

  if (!args.sweep.empty()) {
    std::vector<bench::CurateResult> results =
        bench::sweep_floor_distance(db.get(), options, args.sweep, count);
    print_warnings(results.front().warnings);
    print_sweep(args, results);
    return;
  }
  bench::CurateResult result =
      from_suite ? bench::curate_suite(options, count) : bench::curate(*db, options, count);
  print_warnings(result.warnings);
  nlohmann::json suite = bench::write_suite(result, options, args.out);
  if (args.json) {
    fmt::print("{}\n", suite.dump(2));
    return;
  }
  if (from_suite)
    fmt::print("suite {}: {} tasks from the {} tasks ({} subgraphs) of {}, measured by {} on {}\n",
               args.out, result.tasks.size(), suite["counts"].value("groups", 0),
               suite["counts"].value("subgraphs", 0), options.suite,
               options.baselines.empty() ? "the runs" : options.baselines,
               result.environment.is_object() && result.environment.contains("device_name")
                   ? result.environment["device_name"].get<std::string>()
                   : result.device);
  else
    fmt::print("suite {}: {} tasks from {} fusible subgraphs on {}\n", args.out,
               result.tasks.size(), suite["counts"].value("subgraphs", 0), result.device);
  for (const auto& [key, value] : result.counts)
    fmt::print("  {:<24} {}\n", key, value);
  for (const char* split : {"train", "eval"})
    fmt::print("  {:<5} {} tasks, {} subgraphs\n", split,
               suite["splits"][split]["tasks"].get<std::size_t>(),
               suite["splits"][split]["subgraphs"].get<std::size_t>());
}

}  // namespace

void add_grouping_options(CLI::App& cmd, bench::CurateOptions& options) {
  cmd.add_option("--group-by", options.group_by,
                 "pattern-bucket-dtype: a task per op sequence, log2 size bucket and dtype "
                 "(suite v1, ~1.3 subgraphs a task); pattern: a task per op sequence across sizes "
                 "and dtypes, its subgraphs picked round-robin over source models (suite v2)")
      ->check(CLI::IsMember(
          {std::string(bench::kGroupByPatternBucketDtype), std::string(bench::kGroupByPattern)}))
      ->capture_default_str();
  cmd.add_option("--min-sources", options.min_sources,
                 "Groups whose subgraphs come from fewer distinct source models (parent sample, "
                 "graph-break pieces as one) make no task")
      ->capture_default_str();
}

void add_floor_options(CLI::App& cmd, bench::CurateOptions& options) {
  cmd.add_option("--min-floor-distance", options.min_floor_distance,
                 "Curate by device time: a task is also long-tail where Inductor's median time "
                 "over its floor (the least of eager's device time and the roofline) is at least "
                 "this; the runs must be device-timed (--invocation cudagraph; bench curate's "
                 "--baselines are), and subgraphs that launch no kernel are left out");
  cmd.add_option("--bandwidth-gbs", options.bandwidth_gbs,
                 "The roofline's memory bandwidth, GB/s (default: the data sheet of the runs' "
                 "card, or of the card the baselines' rows name: H100 SXM 3350, H200 4800)");
  cmd.add_option("--kernel-floor-us", options.kernel_floor_us,
                 "The least one kernel costs in a replayed graph: the roofline never goes below "
                 "it (1.1 us: the fastest one-kernel subgraphs of v2 on the H100)")
      ->capture_default_str();
}

void add_bench_curate_command(CLI::App& group) {
  auto args = std::make_shared<CurateArgs>();
  CLI::App* cmd = group.add_subcommand(
      "curate",
      "PassBench tasks: group the DB's fusible subgraphs by op sequence, log2 size bucket and "
      "dtype (or by op sequence alone: --group-by pattern); keep the long tail (inductor no "
      "faster than eager, or more kernels than one, or far from the floor by device time); split "
      "train/eval by op sequence; write one manifest per task, the subgraphs and suite.json. "
      "--select-only lists the sample folders to measure instead. From an existing suite "
      "(--suite DIR instead of --db) with device-timed baselines (--baselines FILE instead of "
      "--runs), each of its tasks keeps its id, split and members where its measured members "
      "meet the rules (suite v3 from v2: docs/passbench.md); --sweep D1,D2,... prints how many "
      "tasks each --min-floor-distance keeps and writes nothing");
  cmd->add_option("--db", args->db, "Dataset DB holding the fusible subgraphs (or --suite)");
  cmd->add_option("--suite", args->options.suite,
                  "Curate the tasks of this suite folder instead of a DB's subgraphs: each task "
                  "keeps its id, key and split (never drawn again), and its measured members, "
                  "copied from the suite; --group-by defaults to the suite's grouping")
      ->excludes("--db");
  cmd->add_option("--runs", args->options.runs,
                  "bench run folders that measured them with eager and inductor (required "
                  "unless --select-only or --baselines)");
  cmd->add_option("--baselines", args->options.baselines,
                  "With --suite, instead of --runs: device-timed eager and Inductor times of the "
                  "suite's subgraphs, one JSON row per subgraph (bench/passbench/"
                  "device_baselines.py; \"subgraph\" relative to the suite, times per call in "
                  "us, output_bytes for the roofline, device_name for its bandwidth). Malformed "
                  "rows are reported as FILE:LINE and skipped; subgraphs without a row are "
                  "unmeasured. Implies --no-kernel-counts unless --kernel-counts")
      ->excludes("--runs");
  cmd->add_option("--out", args->out,
                  "Suite folder to write (rewritten whole); with --select-only, the list file "
                  "(required unless --sweep)");
  cmd->add_option("--kind", args->options.kind, "Which stored subgraphs make tasks")
      ->capture_default_str();
  cmd->add_option("--max-speedup", args->options.max_speedup,
                  "Long tail: median inductor speedup over eager at most this")
      ->capture_default_str();
  cmd->add_option("--max-kernels", args->options.max_kernels,
                  "Long tail also: median inductor kernel count above this")
      ->capture_default_str();
  cmd->add_option("--max-subgraphs", args->options.max_subgraphs, "Subgraphs kept per task")
      ->capture_default_str();
  cmd->add_option("--min-subgraphs", args->options.min_subgraphs,
                  "Groups with fewer measured subgraphs make no task")
      ->capture_default_str();
  add_grouping_options(*cmd, args->options);
  add_floor_options(*cmd, args->options);
  cmd->add_flag("--select-only", args->select_only,
                "Measure nothing: write to --out the sample folders (one absolute path a line, "
                "sorted) that would be kept if every subgraph were measured and long-tail, for "
                "`bench run --samples LIST`");
  cmd->add_option("--eval-share", args->options.eval_share,
                  "Share of op sequences that go to the eval split (not with --suite: its "
                  "tasks keep their splits)")
      ->capture_default_str();
  cmd->add_option("--seed", args->options.seed, "Seed of the train/eval split")
      ->capture_default_str();
  cmd->add_option("--candidate", args->options.candidate, "The compiler backend in the runs")
      ->capture_default_str();
  cmd->add_flag("!--no-kernel-counts", args->count_kernels,
                "Skip counting inductor kernels (only the speedup criterion applies)");
  cmd->add_flag("--kernel-counts", args->force_kernel_counts,
                "Count inductor kernels with --baselines too (on the GPU; with --suite, cached "
                "in OUT.kernel-work/)");
  cmd->add_option("--sweep", args->sweep,
                  "Write nothing: print, for each of these --min-floor-distance values "
                  "(comma-separated), the eval and train tasks and subgraphs curation would keep "
                  "(to pick a threshold that keeps enough eval tasks); with --json, as JSON")
      ->delimiter(',')
      ->check(CLI::PositiveNumber);
  cmd->add_option("--workers", args->workers, "Workers counting kernels")->capture_default_str();
  cmd->add_option("--timeout", args->timeout, "Seconds one kernel count may take")
      ->capture_default_str();
  cmd->add_option("--python", args->python, "Python with torch and passnet")->capture_default_str();
  cmd->add_flag("--json", args->json, "Print suite.json instead of the summary");
  cmd->callback([args, cmd] {
    args->group_by_given = cmd->count("--group-by") > 0;
    run(*args);
  });
}

}  // namespace passnet::cli
