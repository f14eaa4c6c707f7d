// `passnet bench curate --db FILE --runs RUN_DIR... --out SUITE_DIR`: PassBench tasks from the
// fusible subgraphs of a dataset DB and the eager/inductor runs that measured them
// (bench/curate.h). Kernel counts the DB does not hold yet are counted on runtime workers of the
// runs' device, and cached there. With --select-only, no runs: the list of sample folders worth
// measuring for the same grouping and caps (bench/task_grouping.h).
#include <fmt/format.h>

#include <filesystem>
#include <memory>

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
  bool count_kernels = true;
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

void run(CurateArgs& args) {
  if (!fs::exists(args.db))
    throw Error(ErrorCategory::kUsage, fmt::format("{}: no such dataset DB", args.db));
  store::DatasetDb db(args.db);
  if (args.select_only) {
    select(db, args);
    return;
  }
  if (args.options.runs.empty())
    throw Error(ErrorCategory::kUsage, "--runs is required (unless --select-only)");
  // Beside the suite, not in it: the suite folder is rewritten whole.
  KernelCounts counts(args.db, beside(args.out, "kernel-work"), args.workers, args.timeout,
                      args.python, args.json);
  bench::KernelCountFn count;
  if (args.count_kernels) count = counts.function();
  bench::CurateResult result = bench::curate(db, args.options, count);
  nlohmann::json suite = bench::write_suite(result, args.options, args.out);
  if (args.json) {
    fmt::print("{}\n", suite.dump(2));
    return;
  }
  fmt::print("suite {}: {} tasks from {} fusible subgraphs on {}\n", args.out, result.tasks.size(),
             suite["counts"].value("subgraphs", 0), result.device);
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
                 "this; the runs must be device-timed (--invocation cudagraph), and subgraphs "
                 "that launch no kernel are left out");
  cmd.add_option("--bandwidth-gbs", options.bandwidth_gbs,
                 "The roofline's memory bandwidth, GB/s (default: the runs' card's data sheet, "
                 "H100 SXM 3350, H200 4800)");
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
      "faster than eager, or more kernels than one); split train/eval by op sequence; write one "
      "manifest per task, the subgraphs and suite.json. --select-only lists the sample folders "
      "to measure instead");
  cmd->add_option("--db", args->db, "Dataset DB holding the fusible subgraphs")->required();
  cmd->add_option("--runs", args->options.runs,
                  "bench run folders that measured them with eager and inductor (required "
                  "unless --select-only)");
  cmd->add_option("--out", args->out,
                  "Suite folder to write (rewritten whole); with --select-only, the list file")
      ->required();
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
                  "Share of op sequences that go to the eval split")
      ->capture_default_str();
  cmd->add_option("--seed", args->options.seed, "Seed of the train/eval split")
      ->capture_default_str();
  cmd->add_option("--candidate", args->options.candidate, "The compiler backend in the runs")
      ->capture_default_str();
  cmd->add_flag("!--no-kernel-counts", args->count_kernels,
                "Skip counting inductor kernels (only the speedup criterion applies)");
  cmd->add_option("--workers", args->workers, "Workers counting kernels")->capture_default_str();
  cmd->add_option("--timeout", args->timeout, "Seconds one kernel count may take")
      ->capture_default_str();
  cmd->add_option("--python", args->python, "Python with torch and passnet")->capture_default_str();
  cmd->add_flag("--json", args->json, "Print suite.json instead of the summary");
  cmd->callback([args] { run(*args); });
}

}  // namespace passnet::cli
