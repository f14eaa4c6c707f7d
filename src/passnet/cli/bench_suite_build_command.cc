// `passnet bench suite build --samples DIR... --out SUITE --device D`: the whole path from
// samples to a PassBench suite in one resumable command. Each step is the command of its own
// (dataset index, extract fusible, extract variants, bench run of what `bench curate
// --select-only` lists, bench curate) over one work folder (default SUITE.build beside the suite),
// so re-running after an interruption redoes only what was not finished, and the same samples and
// options give the same tasks.
#include <fmt/format.h>

#include <filesystem>
#include <memory>

#include "passnet/bench/curate.h"
#include "passnet/bench/runner.h"
#include "passnet/bench/task_grouping.h"
#include "passnet/cli/commands.h"
#include "passnet/cli/extract_steps.h"
#include "passnet/cli/kernel_counts.h"
#include "passnet/store/indexer.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/interrupt.h"

namespace passnet::cli {

void add_fusible_options(CLI::App& cmd, MiningArgs& args);  // extract_fusible_command.cc

namespace {

namespace fs = std::filesystem;

struct BuildArgs {
  std::vector<std::string> samples;
  std::string out;
  std::string work;
  std::string device;  // --device (registered with the fusible options)
  MiningArgs mining;
  bool variants = true;
  bench::CurateOptions curate;
  int warmup = -1;
  int trials = -1;
  unsigned run_jobs = 1;
  unsigned kernel_workers = 2;
};

// The distance to the floor is a device-time criterion (bench curate refuses other runs).
constexpr bench::Invocation kFloorInvocation = bench::Invocation::kCudagraph;

void stop_if_interrupted(const char* step) {
  if (!InterruptGuard::interrupted()) return;
  fmt::print(stderr, "suite build: interrupted during {}; run the same command to resume\n", step);
  std::exit(130);
}

void run(BuildArgs& args) {
  InterruptGuard interrupt_guard;
  MiningArgs& m = args.mining;
  args.device = m.prefix.device;
  bench::check_curate_options(args.curate);
  // Checked before the mining, which takes long, rather than where the run is planned.
  if (args.curate.min_floor_distance)
    if (std::string error = bench::invocation_device_error(kFloorInvocation, args.device);
        !error.empty())
      throw Error(ErrorCategory::kUsage,
                  fmt::format("--min-floor-distance curates by device time: {}", error));
  std::string work = args.work.empty() ? beside(args.out, "build") : args.work;
  fs::create_directories(work);
  m.db = (fs::path(work) / "dataset.db").string();
  m.out = (fs::path(work) / "mined").string();
  m.annotate.device = args.device;
  m.prefix.device = args.device;
  m.variant_device = args.device;
  m.variant_kinds = {"fusible"};

  fmt::print(stderr, "suite build: 1/5 index\n");
  store::IndexOptions index;
  index.roots = args.samples;
  index.db_path = m.db;
  index.jobs = m.jobs;
  index.progress = !m.quiet;
  store::IndexReport indexed = store::index_dataset(index);
  stop_if_interrupted("indexing");
  if (indexed.totals.parsed == 0)
    throw Error(ErrorCategory::kUsage, "suite build: no sample under --samples parsed");

  fmt::print(stderr, "suite build: 2/5 annotate and find fusible subgraphs on {}\n", args.device);
  store::DatasetDb db(m.db);
  extract::SubgraphStore store(db, m.out);
  std::vector<extract::AnnotationNeed> samples = mining_samples(db, m, nullptr);
  annotate_step(db, samples, m);
  fusible_step(samples, store, m);
  stop_if_interrupted("prefix analysis");
  if (args.variants) {
    fmt::print(stderr, "suite build: 3/5 float16 and bfloat16 variants\n");
    variants_step(db, store, m);
    stop_if_interrupted("variants");
  }

  fmt::print(stderr, "suite build: 4/5 eager and inductor on {}\n", args.device);
  fs::path fusible = fs::path(m.out) / "fusible";
  if (!fs::is_directory(fusible))
    throw Error(ErrorCategory::kSample, "suite build: prefix analysis found no fusible subgraph");
  // Only the subgraphs curation could keep (groups big enough, the caps' members) are measured:
  // with grouping by pattern most mined op sequences occur too rarely to make a task.
  bench::Selection selection = bench::select_for_measurement(db, args.curate);
  if (selection.folders.empty())
    throw Error(ErrorCategory::kSample,
                fmt::format("suite build: no group of fusible subgraphs reaches --min-subgraphs {} "
                            "and --min-sources {}",
                            args.curate.min_subgraphs, args.curate.min_sources));
  fs::path listing = fs::path(work) / "measure.txt";
  std::string text;
  for (const std::string& folder : selection.folders)
    text += folder + "\n";
  write_file(listing.string(), text);
  fmt::print(stderr, "suite build: {} of {} fusible subgraphs worth measuring\n",
             selection.folders.size(), selection.counts["subgraphs"]);
  bench::RunOptions run;
  run.samples = listing.string();
  run.backends = {"eager", args.curate.candidate};
  run.device = args.device;
  run.out_dir = (fs::path(work) / "run").string();
  if (args.warmup >= 0) run.warmup = args.warmup;
  if (args.trials > 0) run.trials = args.trials;
  run.jobs = args.run_jobs;
  if (args.curate.min_floor_distance) run.invocation = kFloorInvocation;
  run.python = m.annotate.python;
  run.progress = !m.quiet;
  bench::RunSummary measured = bench::run_benchmark(run);
  if (measured.interrupted) stop_if_interrupted("bench run");

  fmt::print(stderr, "suite build: 5/5 curate\n");
  args.curate.runs = {run.out_dir};
  KernelCounts counts(m.db, (fs::path(work) / "kernel-work").string(), args.kernel_workers,
                      m.timeout, m.annotate.python, m.quiet);
  bench::CurateResult result = bench::curate(db, args.curate, counts.function());
  nlohmann::json suite = bench::write_suite(result, args.curate, args.out);
  fmt::print("suite {}: {} tasks ({} eval, {} train) from {} fusible subgraphs on {}\n", args.out,
             result.tasks.size(), suite["splits"]["eval"]["tasks"].get<std::size_t>(),
             suite["splits"]["train"]["tasks"].get<std::size_t>(),
             suite["counts"].value("subgraphs", 0), result.device);
}

}  // namespace

void add_bench_suite_build_command(CLI::App& suite) {
  auto args = std::make_shared<BuildArgs>();
  CLI::App* cmd = suite.add_subcommand(
      "build",
      "From samples to a suite in one resumable command: index, annotate, prefix analysis, "
      "dtype variants, eager and inductor runs, curation (each step as its own command does it)");
  cmd->add_option("--samples", args->samples, "Sample folders or trees of them")->required();
  cmd->add_option("--out", args->out, "Suite folder to write")->required();
  cmd->add_option("--work", args->work, "Work folder kept for resuming (default OUT.build)");
  cmd->add_option("-j,--jobs", args->mining.jobs, "Engine threads (default: one per core)");
  cmd->add_option("--limit", args->mining.limit,
                  "Mine only the first N distinct graphs (in graph-hash order, so the same N)");
  cmd->add_option("--workers", args->mining.annotate.jobs, "Annotation workers")
      ->capture_default_str();
  cmd->add_option("--replay", args->mining.annotate.replay, "Annotation input replay")
      ->capture_default_str();
  add_fusible_options(*cmd, args->mining);  // --device there is the device of every step
  cmd->add_flag("!--no-variants", args->variants, "Make no float16/bfloat16 variants");
  cmd->add_option("--warmup", args->warmup, "Warm-up calls of the runs");
  cmd->add_option("--trials", args->trials, "Timed calls of the runs");
  cmd->add_option("--run-jobs", args->run_jobs, "Concurrent workers of the runs")
      ->capture_default_str();
  cmd->add_option("--max-speedup", args->curate.max_speedup, "Long tail: inductor speedup at most")
      ->capture_default_str();
  cmd->add_option("--max-kernels", args->curate.max_kernels, "Long tail also: kernels above")
      ->capture_default_str();
  cmd->add_option("--max-subgraphs", args->curate.max_subgraphs, "Subgraphs per task")
      ->capture_default_str();
  cmd->add_option("--min-subgraphs", args->curate.min_subgraphs,
                  "Groups with fewer measured subgraphs make no task")
      ->capture_default_str();
  add_grouping_options(*cmd, args->curate);
  add_floor_options(*cmd, args->curate);
  cmd->add_option("--eval-share", args->curate.eval_share, "Share of op sequences in eval")
      ->capture_default_str();
  cmd->add_option("--seed", args->curate.seed, "Seed of the split")->capture_default_str();
  cmd->add_option("--kernel-workers", args->kernel_workers, "Workers counting kernels")
      ->capture_default_str();
  cmd->add_option("--timeout", args->mining.timeout, "Seconds one annotation or compile may take")
      ->capture_default_str();
  cmd->add_option("--python", args->mining.annotate.python, "Python with torch and passnet")
      ->capture_default_str();
  cmd->add_flag("-q,--quiet", args->mining.quiet, "No progress lines");
  cmd->callback([args] { run(*args); });
}

}  // namespace passnet::cli
