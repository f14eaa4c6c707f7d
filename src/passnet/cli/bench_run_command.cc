// `passnet bench run`: evaluate samples under backends on supervised runtime workers.
#include <fmt/format.h>

#include <memory>
#include <sstream>

#include "passnet/bench/integrity_summary.h"
#include "passnet/bench/runner.h"
#include "passnet/cli/commands.h"
#include "passnet/cli/executor_options.h"
#include "passnet/util/error.h"

namespace passnet::cli {

std::vector<std::string> split_list(const std::string& text) {
  std::vector<std::string> items;
  std::stringstream stream(text);
  for (std::string item; std::getline(stream, item, ',');)
    if (!item.empty()) items.push_back(item);
  return items;
}

namespace {

struct RunArgs {
  bench::RunOptions options;
  std::string preset = "default";
  bool no_floor = false;
  std::string backends = "eager,inductor";
  int warmup = -1;
  int trials = -1;
  double min_measure_ms = -1;
  std::size_t memory_limit_mb = 0;
  std::size_t limit = 0;
  unsigned timeout = 600;
  bool json = false;
  bool quiet = false;
  ExecutorArgs executor;
};

// A pass backend's flagged samples under its line of the run summary (summarize_run's entry).
void print_integrity(const nlohmann::json& entry) {
  if (!entry.contains("integrity")) return;
  bench::IntegritySummary integrity = bench::IntegritySummary::from_json(entry["integrity"]);
  if (integrity.flagged > 0) fmt::print("    {}\n", bench::integrity_line(integrity));
}

void run(const CLI::App& cmd, RunArgs& args) {
  bench::RunOptions& o = args.options;
  o.backends = split_list(args.backends);
  if (o.backends.empty()) throw Error(ErrorCategory::kUsage, "--backends is empty");
  if (o.device != "cpu" && o.device != "cuda" && !o.device.starts_with("cuda:"))
    throw Error(ErrorCategory::kUsage,
                fmt::format("--device {}: expected cpu, cuda or cuda:N", o.device));
  if (args.warmup >= 0) o.warmup = args.warmup;
  if (args.trials > 0) o.trials = args.trials;
  if (args.min_measure_ms >= 0) o.min_measure_ms = args.min_measure_ms;
  if (args.memory_limit_mb > 0) o.memory_limit_mb = args.memory_limit_mb;
  if (args.limit > 0) o.limit = args.limit;
  o.timeout = std::chrono::seconds(args.timeout);
  o.progress = !args.quiet;
  apply_preset(cmd, args.preset, o);
  o.floor = !args.no_floor && o.device.starts_with("cuda");
  if (!args.json && !args.quiet)
    fmt::print(stderr, "bench: preset {}, invocation {}, timing {}{}\n", o.preset,
               to_string(o.invocation), to_string(o.timing),
               o.integrity ? "" : ", integrity layer off");
  bench::RunSummary summary = run_with_executor(o, args.executor);
  nlohmann::json result = {{"run_dir", o.out_dir},
                           {"samples", summary.total},
                           {"skipped", summary.skipped},
                           {"ran", summary.ran},
                           {"failed_jobs", summary.failed_jobs},
                           {"seconds", summary.seconds},
                           {"interrupted", summary.interrupted},
                           {"summary", summary.summary}};
  if (args.json) {
    fmt::print("{}\n", result.dump(2));
  } else {
    fmt::print("run {}: {} samples ({} already done, {} run now, {} failed jobs) in {:.1f} s\n",
               o.out_dir, summary.total, summary.skipped, summary.ran, summary.failed_jobs,
               summary.seconds);
    fmt::print("  invocation {}, timing {}, preset {}\n", to_string(o.invocation),
               to_string(o.timing), o.preset);
    for (const auto& [backend, entry] : summary.summary["backends"].items()) {
      fmt::print("  {:<24} {}  median speedup {}  slower than eager {}\n", backend,
                 entry["status"].dump(), entry["median_speedup_e2e"].dump(),
                 entry["slower_than_eager"].dump());
      print_integrity(entry);
    }
    fmt::print("  median harness overhead per job: {} s\n",
               summary.summary["median_harness_seconds"].dump());
  }
  if (summary.interrupted) {
    fmt::print(stderr,
               "bench: interrupted; finished samples are saved, run the same command to resume\n");
    std::exit(130);
  }
}

// An enumerated option bound through its one parser (bench/run_option_values.h), so that the
// command line refuses a spelling with the message every other reader gives.
template <typename T>
CLI::Option* add_spelled_option(CLI::App& cmd, const std::string& name, T& target,
                                Parsed<T> (*parse)(std::string_view), const std::string& help,
                                std::string_view shown_default) {
  CLI::Option* option = cmd.add_option_function<std::string>(
      name,
      [&target, parse](const std::string& text) {
        Parsed<T> parsed = parse(text);
        if (!parsed.value) throw CLI::ValidationError(parsed.error);
        target = *parsed.value;
      },
      help);
  if (!shown_default.empty()) option->default_str(std::string(shown_default));
  return option;
}

const std::string kInvocationHelp =
    "How every candidate is called: dynamo (torch.compile: each call enters dynamo's frame and "
    "checks its guards, tens of microseconds on small graphs), direct (the sample's graph traced "
    "once, rewritten by passes or compiled by Inductor, and called without dynamo, as PassNet's "
    "newest backend calls passes) or cudagraph (cuda only, device time: the direct call, and "
    "eager's, captured K times in one CUDA graph, K chosen per sample for a replay of about "
    "0.5 ms, replays timed with CUDA events, the figure per call); a backend without a direct "
    "form fails to compile under direct and cudagraph. Recorded with the run; docs/timing.md";

}  // namespace

void add_timing_option(CLI::App& cmd, bench::TimingMethod& method) {
  add_spelled_option(cmd, "--timing", method, bench::parse_timing,
                     "How calls are timed: batched (back-to-back measurements of eager and the "
                     "candidate interleaved, rounds in slow host phases set aside; passnet's) or "
                     "graphnet (one synchronised call per trial, 25 warm-up and 100 trials by "
                     "default on CUDA, as GraphNet's test_compiler and PassNet's evaluator); "
                     "docs/timing.md",
                     to_string(bench::kDefaultTiming));
}

bench::Invocation resolve_invocation(const InvocationChoice& invocation,
                                     const std::string& device) {
  // Device time leads where there is a device clock (docs/timing.md): host-bound figures of
  // these hosts drift more between runs than the margins PassBench resolves.
  if (invocation) return *invocation;
  return device.starts_with("cuda") ? bench::Invocation::kCudagraph : bench::kDefaultInvocation;
}

void add_invocation_option(CLI::App& cmd, bench::Invocation& invocation) {
  add_spelled_option(cmd, "--invocation", invocation, bench::parse_invocation, kInvocationHelp,
                     to_string(bench::kDefaultInvocation));
}

void add_invocation_option(CLI::App& cmd, InvocationChoice& invocation) {
  // `auto` is the command line's word for "unset", not an invocation: the parser refuses it.
  cmd.add_option_function<std::string>(
         "--invocation",
         [&invocation](const std::string& text) {
           if (text == "auto") {
             invocation.reset();
             return;
           }
           Parsed<bench::Invocation> parsed = bench::parse_invocation(text);
           if (!parsed.value) throw CLI::ValidationError(parsed.error + " (or auto)");
           invocation = *parsed.value;
         },
         kInvocationHelp + "; auto: cudagraph on cuda, dynamo on the cpu")
      ->default_str("auto");
}

void add_measurement_options(CLI::App& cmd, bench::RunOptions& options) {
  add_spelled_option(cmd, "--l2", options.l2, bench::parse_l2,
                     "warm (inputs stay in the GPU's L2 cache between calls, as in a model's "
                     "back-to-back calls) or flushed (cuda: the L2 is evicted before every call; "
                     "under cudagraph the flush is captured between the calls and a flush-only "
                     "graph's time, measured in the same rounds, is subtracted). Recorded with the "
                     "run; docs/timing.md",
                     to_string(bench::kDefaultL2));
  cmd.add_option("--sessions", options.sessions,
                 "Timing sessions per candidate, the rounds split among them and pooled. "
                 "cudagraph: each captures eager's and the candidate's graphs anew over input "
                 "copies at fresh addresses, so that one placement of the buffers in memory does "
                 "not decide the figure (worker default: 3); dynamo and direct (batched): each "
                 "in its own turn at the timing lock, a short pause apart, so that one phase of "
                 "the host does not (worker default: 1)")
      ->check(CLI::Range(1, 16));
  auto* on = cmd.add_flag_callback(
      "--inductor-rounds", [&options] { options.inductor_rounds = true; },
      "dynamo and direct (batched): time a pass backend (passes on subgraphs, or model-passes on "
      "whole models) with eager and Inductor as three subjects of the same rounds, Inductor "
      "compiled as a baseline when it is not among the backends, "
      "and record its speedup over Inductor beside its speedup (docs/timing.md). Default: on "
      "for CUDA devices, off on the CPU (the extra compile of Inductor triples a pass job there)");
  auto* off = cmd.add_flag_callback(
      "--no-inductor-rounds", [&options] { options.inductor_rounds = false; },
      "dynamo and direct (batched): time pass backends against eager alone");
  on->excludes(off);
  cmd.add_option("--max-remeasure", options.max_remeasure,
                 "batched: times an unstable callable (spread above 0.2) is measured again "
                 "alone before its instability is recorded (worker default 3; 0: never, so "
                 "every round pairs with the other subjects')")
      ->check(CLI::Range(0, 10));
  cmd.add_option("--steady-tolerance", options.steady_tolerance,
                 "batched, cuda: a round whose host probe reads more than this fraction above "
                 "its reference is set aside and measured again (worker default 0.15). 0 keeps "
                 "every round: with --max-remeasure 0 each job then does the same timing work "
                 "whatever the host does, for runs that measure the scheduler (docs/timing.md)")
      ->check(CLI::Range(0.0, 10.0));
}

void add_preset_option(CLI::App& cmd, std::string& preset) {
  cmd.add_option("--preset", preset,
                 "default (passnet's evaluation: batched timing, the integrity layer, guards on "
                 "timed calls) or passnet (PassNet's evaluation: graphnet timing, 25 warm-up "
                 "calls, 100 trials, dynamo invocation, no integrity layer; scored with both of "
                 "PassNet's failure penalties). Explicit --timing, --invocation, --warmup and "
                 "--trials override it; docs/timing.md")
      ->capture_default_str()
      ->check(CLI::IsMember({"default", "passnet"}));
}

void apply_preset(const CLI::App& cmd, const std::string& preset, bench::RunOptions& options) {
  options.preset = preset;
  if (preset == "passnet") {
    if (cmd.count("--timing") == 0) options.timing = bench::TimingMethod::kGraphnet;
    if (cmd.count("--invocation") == 0) options.invocation = bench::Invocation::kDynamo;
    if (cmd.count("--warmup") == 0) options.warmup = 25;
    if (cmd.count("--trials") == 0) options.trials = 100;
    options.integrity = false;
  }
  // Measured on an H100 (docs/timing.md): other workers' GPU work moves a worker's device time
  // for microsecond calls, so more than two workers on a card widen the drift between runs.
  constexpr unsigned kDeviceTimedJobs = 2;
  if (bench::times_device(options.invocation) && options.jobs > kDeviceTimedJobs)
    fmt::print(stderr,
               "warning: {} workers share the card under device timing; other workers' GPU work "
               "moves a worker's figures for microsecond calls (speedup drift between two runs, "
               "p95: 5.1% at 6 workers against 1.8% at 2 on an H100; docs/timing.md): use --jobs "
               "{} for runs you will compare\n",
               options.jobs, kDeviceTimedJobs);
}

void add_bench_run_command(CLI::App& group) {
  auto args = std::make_shared<RunArgs>();
  CLI::App* cmd = group.add_subcommand(
      "run",
      "Evaluate samples under eager and candidate backends on supervised workers (one Python "
      "process per worker, imported once). Results go into RUN_DIR/run.db as they arrive; the same "
      "command resumes an interrupted run.");
  cmd->add_option("--samples", args->options.samples,
                  "A folder of samples or a file listing sample folders")
      ->required();
  cmd->add_option("--backends", args->backends,
                  "Comma-separated backends; eager is always the baseline")
      ->capture_default_str();
  cmd->add_option("--device", args->options.device, "cpu, cuda or cuda:N")->capture_default_str();
  cmd->add_option("--out", args->options.out_dir,
                  "Run folder (run.db, logs/, workers/, summary.json)")
      ->required();
  cmd->add_option("--warmup", args->warmup,
                  "Warm-up calls per backend (default: 25 on cuda, 3 on cpu)");
  cmd->add_option("--trials", args->trials,
                  "Timed measurements per backend (default: 100 on cuda, 10 on cpu)");
  add_timing_option(*cmd, args->options.timing);
  add_invocation_option(*cmd, args->options.invocation);
  add_measurement_options(*cmd, args->options);
  add_preset_option(*cmd, args->preset);
  cmd->add_flag("--no-floor", args->no_floor,
                "On cuda, do not measure each sample's floor (eager replayed from a CUDA graph, "
                "eager's kernel time; `bench report` shows each backend's distance to it)");
  cmd->add_option(
      "--min-measure-ms", args->min_measure_ms,
      "Each measurement repeats calls until it lasts this long (per-call figures reported)");
  add_executor_options(cmd, args->executor);
  cmd->add_option("--jobs", args->options.jobs,
                  "Concurrent workers on the device: they load, compile and check samples in "
                  "parallel and take turns to time, so timed calls never overlap")
      ->capture_default_str();
  cmd->add_option("--gpus", args->options.gpus,
                  "On cuda: the GPUs to spread the workers over, as this process numbers them "
                  "(\"0,2\"); each GPU's workers take timing turns among themselves alone. "
                  "Default: every visible GPU when there are several (CUDA_VISIBLE_DEVICES "
                  "chooses), else the one the driver picks");
  cmd->add_option("--timing-cpus", args->options.timing_cpus,
                  "With --jobs > 1 on cuda: CPUs reserved for the worker that is timing, so "
                  "other workers' compiles do not slow its launches (0: share all CPUs)")
      ->capture_default_str();
  cmd->add_option("--timeout", args->timeout,
                  "Seconds one sample may take before its worker is killed")
      ->capture_default_str();
  cmd->add_option("--python", args->options.python, "Python interpreter that has torch and passnet")
      ->capture_default_str();
  cmd->add_option("--memory-limit-mb", args->memory_limit_mb,
                  "Address-space limit for each worker (0: none)");
  cmd->add_option("--limit", args->limit, "Run only the first N samples (sorted by path)");
  cmd->add_option("--seed", args->options.seed, "Input seed")->capture_default_str();
  cmd->add_flag("--kernel-time", args->options.kernel_time,
                "Also record kernel-only time (profiler)");
  cmd->add_flag("--cuda-graph-time", args->options.cuda_graph_time, "Also time CUDA-graph replays");
  cmd->add_flag("--json", args->json, "Print the run summary as JSON");
  cmd->add_flag("-q,--quiet", args->quiet, "No progress line");
  cmd->callback([cmd, args] { run(*cmd, *args); });
}

}  // namespace passnet::cli
