// `passnet bench score`: score one backend of a run folder (from its run.db) or of a
// GraphNet-format log (ES_t, S_t, AS with a bootstrap interval, G-mean, correct rate, fast_1,
// errors per class). Also registers `bench run`, `bench compare` and `bench report`, which live
// in their own files.
#include <fmt/format.h>

#include <memory>
#include <nlohmann/json.hpp>

#include "passnet/bench/integrity_summary.h"
#include "passnet/bench/scoring.h"
#include "passnet/cli/commands.h"
#include "passnet/cli/executor_options.h"
#include "passnet/cli/score_source.h"
#include "passnet/util/error.h"

namespace passnet::cli {

namespace {

struct ScoreArgs {
  std::string input;
  std::string backend;
  std::string baseline = "eager";
  double p = 0;
  double b = 0.1;
  std::string preset = "default";
  std::string weights = "passnet";
  std::size_t bootstrap = 1000;
  int correct_t = 1;
  std::string eager_fail = "exclude";
  bool json = false;
};

std::string percent(double share) {
  return fmt::format("{:.1f}%", 100 * share);
}

void score(const ScoreArgs& args) {
  if (args.baseline != "eager")
    throw Error(
        ErrorCategory::kUsage,
        fmt::format(
            "--baseline {}: only eager is supported (GraphNet logs hold speedups over eager)",
            args.baseline));
  bench::ScoringOptions options;
  options.preset = bench::tolerance_preset(args.preset);
  options.weights = bench::weight_preset(args.weights, options.preset);
  options.p = args.p;
  options.b = args.b;
  options.bootstrap = args.bootstrap;
  const std::vector<int> tolerances = options.preset.tolerances();
  if (args.correct_t < tolerances.front() || args.correct_t > tolerances.back())
    throw Error(ErrorCategory::kUsage, fmt::format("--correct-t {}: outside {}..{}", args.correct_t,
                                                   tolerances.front(), tolerances.back()));
  options.correct_t = args.correct_t;
  options.eager_fail = bench::eager_fail_policy(args.eager_fail);

  const ScoreSource source = read_score_source(args.input, args.backend);
  bench::ScoreReport report;
  try {
    report = bench::score(source.outcomes, options);
  } catch (const Error& error) {
    throw Error(error.category(), fmt::format("{}: {}", source.path, error.what()));
  }
  const nlohmann::json run_options = run_options_of(source.run_dir);

  if (args.json) {
    nlohmann::ordered_json out;
    out["backend"] = source.backend;
    out["source"] = source.run_db ? "run.db" : "log";
    out["path"] = source.path;
    nlohmann::ordered_json es = nlohmann::ordered_json::object();
    nlohmann::ordered_json s = nlohmann::ordered_json::object();
    for (int t : report.tolerances) {
      es[std::to_string(t)] = report.es.at(t);
      s[std::to_string(t)] = report.s.at(t);
    }
    out["es"] = es;
    out["s"] = s;
    out["as"] = report.as;
    out["as_ci"] = report.as_ci
                       ? nlohmann::ordered_json::array({report.as_ci->first, report.as_ci->second})
                       : nlohmann::ordered_json(nullptr);
    out["gmean_speedup"] = report.gmean_speedup ? nlohmann::ordered_json(*report.gmean_speedup)
                                                : nlohmann::ordered_json(nullptr);
    out["correct_rate"] = report.correct_rate;
    out["fast_1"] = report.fast_1;
    nlohmann::ordered_json errors = nlohmann::ordered_json::object();
    for (const auto& [status, count] : report.errors)
      errors[std::string(bench::to_string(status))] = count;
    out["errors"] = errors;
    out["samples"] = report.samples;
    out["eager_fail"] = report.eager_fail;
    out["integrity"] = source.integrity.any()
                           ? nlohmann::ordered_json(source.integrity.to_json(true))
                           : nlohmann::ordered_json(nullptr);
    out["run_options"] = nlohmann::ordered_json::parse(run_options.dump());
    out["skipped_lines"] = source.skipped_lines;
    out["first_skipped_lines"] = source.first_skipped;
    out["notes"] = source.notes;
    out["options"] = {{"tolerance_preset", options.preset.name},
                      {"num_error_classes", options.preset.num_classes()},
                      {"weights", args.weights},
                      {"p", options.p},
                      {"b", options.b},
                      {"bootstrap", options.bootstrap},
                      {"correct_t", options.correct_t},
                      {"eager_fail", args.eager_fail}};
    fmt::print("{}\n", out.dump(2));
    return;
  }

  fmt::print("{:<9} {} (backend {})\n", source.run_db ? "run.db" : "log", source.path,
             source.backend);
  if (run_options.is_null())
    fmt::print("run       invocation and timing unknown (a log without its run folder)\n");
  else
    fmt::print("run       invocation {}, timing {}, preset {}{}\n",
               run_options["invocation"].get<std::string>(),
               run_options["timing"].get<std::string>(), run_options["preset"].get<std::string>(),
               run_options["integrity"].get<bool>() ? "" : ", integrity layer off");
  fmt::print("samples   {} scored, {} eager_fail ({})\n", report.samples, report.eager_fail,
             options.eager_fail == bench::EagerFailPolicy::kPenalize
                 ? fmt::format("scored as {} failures", options.preset.eager_fail_class.first)
                 : std::string("not scored"));
  if (source.skipped_lines > 0)
    fmt::print("skipped   {} of {} lines (not readable as GraphNet log lines; first at lines {})\n",
               source.skipped_lines, source.lines, fmt::join(source.first_skipped, ", "));
  fmt::print("scoring   tolerance preset {} (|E| = {}), weights {}, p = {}, b = {}\n\n",
             options.preset.name, options.preset.num_classes(), args.weights, options.p, options.b);
  fmt::print("{:>5}  {:>9}  {:>9}  {:>9}\n", "t", "ES_t", "S_t", "weight");
  for (int t : report.tolerances)
    fmt::print("{:>5}  {:>9.4f}  {:>9.4f}  {:>9.6g}\n", t, report.es.at(t), report.s.at(t),
               options.weights.at(t));
  fmt::print("\n");
  if (report.as_ci)
    fmt::print("AS              {:.4f}   95% CI [{:.4f}, {:.4f}] ({} resamples)\n", report.as,
               report.as_ci->first, report.as_ci->second, options.bootstrap);
  else
    fmt::print("AS              {:.4f}\n", report.as);
  fmt::print("G-mean speedup  {}   (samples correct at t = {})\n",
             report.gmean_speedup ? fmt::format("{:.4f}", *report.gmean_speedup) : std::string("-"),
             options.correct_t);
  fmt::print("correct rate    {}\nfast_1          {}\n", percent(report.correct_rate),
             percent(report.fast_1));
  fmt::print("errors at t = {}:", options.correct_t);
  for (const auto& [status, count] : report.errors)
    fmt::print("  {} {}", bench::to_string(status), count);
  fmt::print("\n");
  if (source.integrity.flagged > 0) fmt::print("{}\n", bench::integrity_line(source.integrity));
  constexpr std::size_t kShownNotes = 5;
  for (std::size_t i = 0; i < source.notes.size() && i < kShownNotes; ++i)
    fmt::print("note: {}\n", source.notes[i]);
  if (source.notes.size() > kShownNotes)
    fmt::print("note: ... and {} more (--json lists them all)\n",
               source.notes.size() - kShownNotes);
}

}  // namespace

void add_bench_commands(CLI::App& group) {
  auto args = std::make_shared<ScoreArgs>();
  CLI::App* cmd = group.add_subcommand(
      "score",
      "Score a backend of a run folder (from its run.db) or of a GraphNet test_compiler log: ES_t "
      "and S_t for every tolerance t, the "
      "aggregate score AS with a bootstrap 95% interval, G-mean speedup, correct rate, fast_1 and "
      "errors per class (definitions: docs/formats-logs.md)");
  cmd->add_option(
         "INPUT", args->input,
         "A run folder (scored from its run.db; its logs/ are an export), a GraphNet-format "
         "log, or a folder holding BACKEND.log")
      ->required();
  cmd->add_option("--backend", args->backend,
                  "Backend to score; picks the backend of a run folder or the log in a folder of "
                  "logs");
  cmd->add_option("--baseline", args->baseline, "Baseline the speedups are against (eager)")
      ->capture_default_str();
  cmd->add_option("--p", args->p,
                  "Slowdown penalty: a correct sample with speedup s < 1 scores s^(p+1)")
      ->capture_default_str();
  cmd->add_option("--b", args->b, "Failure penalty: a failed sample scores b")
      ->capture_default_str();
  cmd->add_option("--tolerance-preset", args->preset,
                  "When errors are tolerated: default (accuracy t>=1, runtime/compile t>=3) or "
                  "mismatch-extended (accuracy 1, NaN/Inf/dtype/shape 2, runtime 3, compile 4)")
      ->capture_default_str();
  cmd->add_option("--weights", args->weights, "AS weights per t: passnet or graphnet")
      ->capture_default_str();
  cmd->add_option("--bootstrap", args->bootstrap, "Resamples for the AS interval (0: none)")
      ->capture_default_str();
  cmd->add_option("--correct-t", args->correct_t,
                  "Tolerance at which G-mean, correct rate, fast_1 and error counts are read")
      ->capture_default_str();
  cmd->add_option("--eager-fail", args->eager_fail,
                  "Samples whose eager run failed: exclude (not scored) or penalize (scored as "
                  "failures, as GraphNet's calculate_es_scores does: runtime class under the "
                  "default preset, never tolerated under mismatch-extended)")
      ->capture_default_str()
      ->check(CLI::IsMember({"exclude", "penalize"}));
  cmd->add_flag("--json", args->json, "Print one JSON object");
  cmd->callback([args] { score(*args); });

  add_bench_run_command(group);
  add_bench_shard_command(group);
  add_bench_compare_command(group);
  add_bench_report_command(group);
  add_bench_choose_passes_command(group);
  add_bench_curate_command(group);
  add_bench_suite_command(group);
}

}  // namespace passnet::cli
