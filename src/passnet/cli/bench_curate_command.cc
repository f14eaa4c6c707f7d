// `passnet bench curate --db FILE --runs RUN_DIR... --out SUITE_DIR`: PassBench tasks from the
// fusible subgraphs of a dataset DB and the eager/inductor runs that measured them
// (bench/curate.h). Kernel counts the DB does not hold yet are counted on runtime workers of the
// runs' device, and cached there.
#include <fmt/format.h>

#include <filesystem>
#include <memory>

#include "passnet/bench/curate.h"
#include "passnet/cli/commands.h"
#include "passnet/cli/kernel_counts.h"
#include "passnet/util/error.h"

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
};

void run(CurateArgs& args) {
  if (!fs::exists(args.db))
    throw Error(ErrorCategory::kUsage, fmt::format("{}: no such dataset DB", args.db));
  store::DatasetDb db(args.db);
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

void add_bench_curate_command(CLI::App& group) {
  auto args = std::make_shared<CurateArgs>();
  CLI::App* cmd = group.add_subcommand(
      "curate",
      "PassBench tasks: group the DB's fusible subgraphs by op sequence, log2 size bucket and "
      "dtype; keep the long tail (inductor no faster than eager, or more kernels than one); "
      "split train/eval by op sequence; write one manifest per task, the subgraphs and "
      "suite.json");
  cmd->add_option("--db", args->db, "Dataset DB holding the fusible subgraphs")->required();
  cmd->add_option("--runs", args->options.runs,
                  "bench run folders that measured them with eager and inductor")
      ->required();
  cmd->add_option("--out", args->out, "Suite folder to write (rewritten whole)")->required();
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
