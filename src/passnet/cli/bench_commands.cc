// `passnet bench score`: score one backend from a GraphNet-format log (ES_t, S_t, AS with a
// bootstrap interval, G-mean, correct rate, fast_1, errors per class). Also registers `bench run`,
// `bench compare` and `bench report`, which live in their own files.
#include <fmt/format.h>

#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>

#include "passnet/bench/graphnet_log.h"
#include "passnet/bench/integrity_summary.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/run_logs.h"
#include "passnet/bench/scoring.h"
#include "passnet/cli/commands.h"
#include "passnet/util/error.h"

namespace passnet::cli {

namespace {

namespace fs = std::filesystem;

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

// The log a backend's results live in: INPUT itself when it is a file; in a folder,
// logs/BACKEND.log (a run folder) or BACKEND.log.
std::string resolve_log(const ScoreArgs& args) {
  std::error_code error;
  fs::path input(args.input);
  if (!fs::exists(input, error))
    throw Error(ErrorCategory::kIo, fmt::format("{}: no such file or folder", args.input));
  if (!fs::is_directory(input, error)) return args.input;
  if (args.backend.empty())
    throw Error(ErrorCategory::kUsage,
                fmt::format("{} is a folder: --backend NAME picks logs/NAME.log or NAME.log in it",
                            args.input));
  const std::string file = bench::log_stem(args.backend) + ".log";
  for (const fs::path& candidate : {input / "logs" / file, input / file})
    if (fs::is_regular_file(candidate, error)) return candidate.string();
  std::set<std::string> available;
  for (const fs::path& folder : {input / "logs", input}) {
    if (!fs::is_directory(folder, error)) continue;
    for (const auto& entry : fs::directory_iterator(folder, error))
      if (entry.is_regular_file() && entry.path().extension() == ".log")
        available.insert(entry.path().stem().string());
  }
  throw Error(
      ErrorCategory::kIo,
      fmt::format("{}: no log for backend '{}' (looked for logs/{} and {}); {}", args.input,
                  args.backend, file, file,
                  available.empty() ? std::string("the folder has no .log files")
                                    : fmt::format("logs there: {}", fmt::join(available, ", "))));
}

// The integrity verdicts behind the scored log. A run folder's run.db has them with the rules
// broken (the log is INPUT/logs/NAME.log, or INPUT is that log); a bare log keeps only the
// integrity_fail status, so its summary counts the flagged samples without rules.
// The run folder a log belongs to (RUN_DIR/logs/NAME.log, or the folder given), if any.
fs::path run_dir_of(const ScoreArgs& args, const std::string& log) {
  std::error_code error;
  return fs::is_directory(args.input, error) ? fs::path(args.input)
         : fs::path(log).parent_path().filename() == "logs"
             ? fs::path(log).parent_path().parent_path()
             : fs::path();
}

// How the run behind a log called and timed its candidates (RunDb::options), or null for a log
// without its run folder (a GraphNet log from elsewhere).
nlohmann::json run_options_of(const fs::path& run_dir) {
  std::error_code error;
  if (run_dir.empty() || !fs::is_regular_file(run_dir / "run.db", error)) return nullptr;
  try {
    bench::RunDb db((run_dir / "run.db").string());
    nlohmann::json recorded = db.options();
    return {{"invocation", recorded["invocation"]},
            {"timing", recorded["timing"]},
            {"preset", recorded["preset"]},
            {"integrity", recorded["integrity"]}};
  } catch (const Error&) {  // not a run database
    return nullptr;
  }
}

bench::IntegritySummary log_integrity(const ScoreArgs& args, const std::string& log,
                                      const bench::LogReadResult& read) {
  std::error_code error;
  fs::path run_dir = run_dir_of(args, log);
  std::string backend = args.backend;
  if (backend.empty() && !read.records.empty()) backend = read.records.front().compiler;
  fs::path db_path = run_dir / "run.db";
  if (!run_dir.empty() && !backend.empty() && fs::is_regular_file(db_path, error)) {
    try {
      bench::RunDb db(db_path.string());
      std::vector<bench::BackendResult> results = db.results_for(backend);
      if (!results.empty()) return bench::summarize_integrity(results);
    } catch (const Error&) {  // NOLINT(bugprone-empty-catch): not a run database; use the log
    }
  }
  bench::IntegritySummary summary;
  summary.samples = read.outcomes.size();
  for (const bench::SampleOutcome& outcome : read.outcomes)
    if (outcome.status == bench::OutcomeStatus::kIntegrityFail) ++summary.flagged;
  return summary;
}

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

  const std::string log = resolve_log(args);
  bench::LogReadResult read = bench::read_graphnet_log(log);
  bench::ScoreReport report;
  try {
    report = bench::score(read.outcomes, options);
  } catch (const Error& error) {
    throw Error(error.category(), fmt::format("{}: {}", log, error.what()));
  }
  const std::string backend = args.backend.empty() ? fs::path(log).stem().string() : args.backend;
  const bench::IntegritySummary integrity = log_integrity(args, log, read);
  const nlohmann::json run_options = run_options_of(run_dir_of(args, log));

  if (args.json) {
    nlohmann::ordered_json out;
    out["backend"] = backend;
    out["log"] = log;
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
    out["integrity"] = integrity.any() ? nlohmann::ordered_json(integrity.to_json(true))
                                       : nlohmann::ordered_json(nullptr);
    out["run_options"] = nlohmann::ordered_json::parse(run_options.dump());
    out["skipped_lines"] = read.skipped_lines;
    out["first_skipped_lines"] = read.first_skipped;
    out["notes"] = read.notes;
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

  fmt::print("log       {} (backend {})\n", log, backend);
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
  if (read.skipped_lines > 0)
    fmt::print("skipped   {} of {} lines (not readable as GraphNet log lines; first at lines {})\n",
               read.skipped_lines, read.lines, fmt::join(read.first_skipped, ", "));
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
  if (integrity.flagged > 0) fmt::print("{}\n", bench::integrity_line(integrity));
  constexpr std::size_t kShownNotes = 5;
  for (std::size_t i = 0; i < read.notes.size() && i < kShownNotes; ++i)
    fmt::print("note: {}\n", read.notes[i]);
  if (read.notes.size() > kShownNotes)
    fmt::print("note: ... and {} more (--json lists them all)\n", read.notes.size() - kShownNotes);
}

}  // namespace

void add_bench_commands(CLI::App& group) {
  auto args = std::make_shared<ScoreArgs>();
  CLI::App* cmd = group.add_subcommand(
      "score",
      "Score a backend from a GraphNet test_compiler log: ES_t and S_t for every tolerance t, the "
      "aggregate score AS with a bootstrap 95% interval, G-mean speedup, correct rate, fast_1 and "
      "errors per class (definitions: docs/formats-logs.md)");
  cmd->add_option("INPUT", args->input,
                  "A GraphNet-format log, or a folder holding logs/BACKEND.log (a run folder) or "
                  "BACKEND.log")
      ->required();
  cmd->add_option("--backend", args->backend,
                  "Backend to score; picks the log inside a folder INPUT");
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
  add_bench_compare_command(group);
  add_bench_report_command(group);
  add_bench_curate_command(group);
  add_bench_suite_command(group);
}

}  // namespace passnet::cli
