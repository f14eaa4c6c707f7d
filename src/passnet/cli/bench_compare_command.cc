// `passnet bench compare RUN_A RUN_B`: how well two runs of the same samples agree (timing
// reproducibility), as median and 95th-percentile |log(speedup_a / speedup_b)|.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "passnet/bench/run_compare.h"
#include "passnet/cli/commands.h"

namespace passnet::cli {

namespace {

struct CompareArgs {
  std::string run_a;
  std::string run_b;
  std::string backend = "inductor";
  std::size_t show = 5;
  bool json = false;
};

std::string log_ratio_percent(const std::optional<double>& log_ratio) {
  if (!log_ratio) return "-";
  return fmt::format("{:.2f}%", (std::exp(*log_ratio) - 1) * 100);
}

void run(const CompareArgs& args) {
  bench::RunComparison c = bench::compare_runs(args.run_a, args.run_b, args.backend);
  if (args.json) {
    fmt::print("{}\n", c.to_json().dump(2));
    return;
  }
  fmt::print("{} vs {} under {}: {} samples in both ({} ok in both, {} changed status)\n",
             args.run_a, args.run_b, args.backend, c.matched, c.both_ok, c.status_changed);
  fmt::print("  timing {}; {} of {} timed with a verdict other than steady in either run\n",
             c.timing, c.not_steady, c.both_ok);
  fmt::print("  {:<22} {:>6} {:>9} {:>9} {:>9}\n", "|log(a/b)| as a ratio", "n", "median", "p95",
             "max");
  auto row = [](const char* name, const bench::Spread& s) {
    fmt::print("  {:<22} {:>6} {:>9} {:>9} {:>9}\n", name, s.count, log_ratio_percent(s.median),
               log_ratio_percent(s.p95), log_ratio_percent(s.max));
  };
  row("speedup (e2e)", c.e2e);
  row("speedup (gpu)", c.gpu);
  row("eager time per call", c.eager_ms);
  // A pass timed against Inductor in the same rounds (dynamo, direct): that figure's drift.
  if (c.over_inductor.count > 0) row("over inductor (rounds)", c.over_inductor);
  std::size_t shown = std::min(args.show, c.samples.size());
  if (shown > 0) fmt::print("  largest e2e drift:\n");
  for (std::size_t i = 0; i < shown; ++i) {
    const bench::SampleDrift& s = c.samples[i];
    fmt::print("    {:>8}  {:.3f}x vs {:.3f}x  {}/{}  {}\n", log_ratio_percent(s.log_ratio_e2e),
               s.speedup_a.value_or(NAN), s.speedup_b.value_or(NAN), s.verdict_a, s.verdict_b,
               s.sample);
  }
}

}  // namespace

void add_bench_compare_command(CLI::App& group) {
  auto args = std::make_shared<CompareArgs>();
  CLI::App* cmd = group.add_subcommand(
      "compare",
      "Timing reproducibility of two runs of the same samples: median, p95 and max of "
      "|log(speedup_a / speedup_b)| (printed as a ratio), for e2e and GPU speedups and for "
      "eager's own time. Samples are matched by their recorded path.");
  cmd->add_option("RUN_A", args->run_a, "First run folder")->required();
  cmd->add_option("RUN_B", args->run_b, "Second run folder")->required();
  cmd->add_option("--backend", args->backend, "Candidate backend whose speedups are compared")
      ->capture_default_str();
  cmd->add_option("--show", args->show, "Samples with the largest drift to list")
      ->capture_default_str();
  cmd->add_flag("--json", args->json, "Print the comparison as JSON (every sample)");
  cmd->callback([args] { run(*args); });
}

}  // namespace passnet::cli
