// `passnet bench report RUN_DIR`: where each backend wins and loses against eager. Prints a table
// (speedup distribution, slower share, kernel-vs-overhead verdicts of the slow samples, compile
// time) and writes report.json, speedups.svg and loss.svg (docs/report.md).
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>

#include "passnet/bench/floor_summary.h"
#include "passnet/bench/integrity_summary.h"
#include "passnet/bench/limit_summary.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/time_basis.h"
#include "passnet/cli/commands.h"
#include "passnet/cli/suite_scores_table.h"
#include "passnet/report/run_report.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::cli {

namespace {

struct ReportArgs {
  std::string run_dir;
  std::string out;
  std::vector<std::string> backends;
  std::string suite;
  std::string predict_from;
  std::size_t show = 5;
  bool tasks = false;
  bool json = false;
};

std::string times(const std::optional<double>& speedup) {
  return speedup ? fmt::format("{:.2f}x", *speedup) : std::string("-");
}

std::string share_percent(const std::optional<double>& share) {
  return share ? fmt::format("{:.1f}%", 100 * *share) : std::string("-");
}

std::string seconds(const std::optional<double>& value) {
  return value ? fmt::format("{:.1f}s", *value) : std::string("-");
}

std::string milliseconds(const std::optional<double>& value) {
  return value ? fmt::format("{:+.3f}", *value) : std::string("-");
}

// A pass backend's flagged samples: how many, by rule, and the first `show` of them.
void print_integrity(const bench::IntegritySummary& integrity, std::size_t show) {
  if (integrity.flagged == 0) return;
  fmt::print("  {}\n", bench::integrity_line(integrity));
  std::size_t shown = std::min(show, integrity.flagged_samples.size());
  for (std::size_t i = 0; i < shown; ++i) {
    const bench::FlaggedSample& s = integrity.flagged_samples[i];
    fmt::print("    flagged  {:<8}  {:<24}  {}\n", s.layer.empty() ? "-" : s.layer,
               s.rules.empty() ? "-" : fmt::format("{}", fmt::join(s.rules, ",")), s.sample);
  }
  if (integrity.flagged_samples.size() > shown)
    fmt::print("    ... and {} more flagged (report.json lists them all)\n",
               integrity.flagged_samples.size() - shown);
}

void print_table(const report::RunReport& r, std::size_t show) {
  fmt::print("run {} (device {}, {} jobs; preset {}{})\nspeedups by {}\n\n", r.run_dir,
             r.device.value_or("?"), r.jobs, r.run_options.value("preset", "default"),
             r.run_options.value("integrity", true) ? "" : ", integrity layer off", r.time_basis);
  fmt::print("{:<22} {:>6} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7}  {:>6} {:>8} {:>7} {:>8}\n",
             "backend", "scored", "slower", "share", "median", "gmean", "p10", "p90", "kernel",
             "overhead", "unknown", "compile");
  for (const report::BackendReport& b : r.backends)
    fmt::print("{:<22} {:>6} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7}  {:>6} {:>8} {:>7} {:>8}\n",
               b.backend, b.scored, b.slower, share_percent(b.slower_share),
               times(b.speedup.median), times(b.speedup.gmean), times(b.speedup.p10),
               times(b.speedup.p90), b.loss.kernel, b.loss.overhead, b.loss.unknown,
               seconds(b.compile_seconds.median));
  fmt::print(
      "(kernel / overhead / unknown: slow samples by where the time is lost; compile: "
      "median seconds)\n");
  bench::FloorSummary floor = bench::FloorSummary::from_json(r.floor);
  if (floor.any()) {
    fmt::print(
        "\ndistance to the floor over {} samples (time per call over eager replayed from "
        "a CUDA graph / over eager's kernel time):\n",
        floor.measured);
    for (const auto& [name, distance] : floor.backends)
      fmt::print("  {:<22} {}  ({} samples)\n", name, bench::floor_cell(distance),
                 distance.samples);
  }
  for (const report::BackendReport& b : r.backends) {
    fmt::print("\n{}: statuses", b.backend);
    for (const auto& [status, count] : b.statuses)
      fmt::print("  {} {}", status, count);
    fmt::print("\n");
    print_integrity(b.integrity, show);
    if (b.over_inductor.any()) fmt::print("  {}\n", bench::over_inductor_line(b.over_inductor));
    if (b.loss.kernel + b.loss.overhead > 0)
      fmt::print(
          "  lost {:.3f} ms/call over the slow samples with device time: kernel {:+.3f}, "
          "overhead {:+.3f}\n",
          b.loss.attributed_e2e_ms, b.loss.lost_device_ms, b.loss.lost_overhead_ms);
    std::size_t shown = std::min(show, b.slower);
    if (shown > 0)
      fmt::print("  slowest ({} of {}; ms per call, candidate minus eager):\n", shown, b.slower);
    for (std::size_t i = 0; i < shown; ++i) {
      const report::SampleRow& s = b.samples[i];
      fmt::print("    {:>6}  e2e {:>8}  device {:>8}  overhead {:>8}  {:<8}  {}\n",
                 times(s.speedup), milliseconds(s.delta_e2e_ms), milliseconds(s.delta_device_ms),
                 milliseconds(s.delta_overhead_ms), report::to_string(*s.verdict), s.sample);
    }
    if (!b.models.empty()) {
      std::size_t matched = std::count_if(b.models.begin(), b.models.end(),
                                          [](const report::ModelRow& m) { return m.replacements; });
      fmt::print(
          "  whole models: {} matched of {} (replacements, speedup over Inductor, predicted{}, "
          "share of the time in replacements, kernel launches per call under Inductor -> with "
          "the passes):\n",
          matched, b.models.size(),
          b.predicted_from.empty() ? "" : fmt::format(" from {}", b.predicted_from));
      for (const report::ModelRow& m : b.models) {
        std::vector<std::string> rules;
        for (const auto& [rule, count] : m.rules)
          rules.push_back(fmt::format("{} {}", rule, count));
        std::vector<std::string> left;
        for (const auto& [rule, count] : m.left_to_inductor)
          left.push_back(fmt::format("{} {}", rule, count));
        std::string launches =
            m.launches && m.inductor_launches
                ? fmt::format("{:.0f} -> {:.0f}", *m.inductor_launches, *m.launches)
                : "-";
        fmt::print(
            "    {:>4}  {:>12}  {:>9}  {:>6}  {:>11}  {}{}{}{}\n", m.replacements,
            m.over_inductor ? times(*m.over_inductor) + (m.same_rounds ? "" : "*") : m.status,
            m.predicted_over_inductor ? times(*m.predicted_over_inductor) : "-",
            m.time_share ? fmt::format("{:.1f}%", 100 * *m.time_share) : "-", launches, m.sample,
            rules.empty() ? "" : fmt::format("  ({})", fmt::join(rules, ", ")),
            left.empty() ? "" : fmt::format("  [left to Inductor: {}]", fmt::join(left, ", ")),
            m.declined ? fmt::format("  [{} graph(s) declined]", m.declined) : "");
      }
      if (std::any_of(b.models.begin(), b.models.end(),
                      [](const report::ModelRow& m) { return m.over_inductor && !m.same_rounds; }))
        fmt::print(
            "    * not timed with Inductor in the same rounds: a ratio of two sessions' speedups "
            "over eager\n");
      if (b.model_summary && b.model_summary->gmean) {
        const report::ModelSummary& s = *b.model_summary;
        fmt::print(
            "    G-mean over the {} matched model(s): {}{}{}\n", s.models, times(*s.gmean),
            s.ci ? fmt::format(" [{}, {}]", times(s.ci->first), times(s.ci->second)) : "",
            s.predicted_gmean ? fmt::format(", predicted {}", times(*s.predicted_gmean)) : "");
      }
    }
    for (const std::string& note : b.notes)
      fmt::print("  note: {}\n", note);
  }
}

// The run's GPU as its workers named it (run.db's worker record), if any.
std::optional<std::string> run_gpu(const std::string& run_dir) {
  std::filesystem::path db_path = std::filesystem::path(run_dir) / "run.db";
  if (!std::filesystem::is_regular_file(db_path)) return std::nullopt;
  bench::RunDb db(db_path.string());
  std::optional<std::string> worker = db.meta("worker");
  if (!worker) return std::nullopt;
  nlohmann::json record = nlohmann::json::parse(*worker, nullptr, false);
  if (!record.is_object() || !record.contains("device_name") || !record["device_name"].is_string())
    return std::nullopt;
  return record["device_name"].get<std::string>();
}

void print_limits(const bench::LimitSummary& limits) {
  fmt::print(
      "\ndistance to the limits of {} ({} samples; time per call over the suite's floor / over "
      "the roofline{}; geometric mean, median in brackets):\n",
      limits.suite, limits.samples.size(),
      limits.roofline_device.empty() ? "" : fmt::format(" of {}", limits.roofline_device));
  for (const auto& [name, d] : limits.backends)
    fmt::print("  {:<40} floor {} [{}] ({} samples)  roofline {} [{}] ({} samples)\n", name,
               bench::ratio_cell(d.over_floor_gmean), bench::ratio_cell(d.over_floor_median),
               d.over_floor_samples, bench::ratio_cell(d.over_roofline_gmean),
               bench::ratio_cell(d.over_roofline_median), d.over_roofline_samples);
  if (!limits.note.empty()) fmt::print("  note: {}\n", limits.note);
}

// Suite scores as `bench suite run` writes them (RUN_DIR/suite-scores.json, or a suite's
// results/ file); false when `path` holds none.
bool print_suite_scores_file(const std::filesystem::path& path, bool per_task) {
  std::ifstream in(path);
  if (!in) return false;
  nlohmann::json scores = nlohmann::json::parse(in, nullptr, false);
  if (!scores.is_object() || !scores.contains("overall") || !scores["overall"].is_object())
    return false;
  print_suite_scores(scores, per_task);
  return true;
}

void run(const ReportArgs& args) {
  if (std::filesystem::is_regular_file(args.run_dir)) {  // a results file: its scores only
    if (!print_suite_scores_file(args.run_dir, args.tasks))
      throw Error(ErrorCategory::kParse,
                  fmt::format("{}: not a suite-scores file (no \"overall\" scores)", args.run_dir));
    return;
  }
  report::ReportOptions options;
  options.backends = args.backends;
  options.predict_from = args.predict_from;
  report::RunReport r = report::build_run_report(args.run_dir, options);
  std::string out =
      args.out.empty() ? (std::filesystem::path(args.run_dir) / "report").string() : args.out;
  report::ReportFiles files = report::write_run_report(r, out);
  std::optional<bench::LimitSummary> limits;
  if (!args.suite.empty()) {
    std::vector<std::string> names;
    for (const report::BackendReport& b : r.backends)
      names.push_back(b.backend);
    limits = bench::summarize_limits(args.run_dir, args.suite, names, run_gpu(args.run_dir));
    write_file(std::filesystem::path(out) / "limits.json", limits->to_json().dump(1) + "\n");
  }
  if (args.json) {
    nlohmann::json document = r.to_json();
    if (limits) document["limits"] = limits->to_json();
    fmt::print("{}\n", document.dump(2));
    return;
  }
  print_table(r, args.show);
  if (limits) print_limits(*limits);
  fmt::print("\n");
  print_suite_scores_file(std::filesystem::path(args.run_dir) / "suite-scores.json", args.tasks);
  fmt::print("\nwrote {}, {}, {}\n", files.json, files.speedups_svg, files.loss_svg);
}

}  // namespace

void add_bench_report_command(CLI::App& group) {
  auto args = std::make_shared<ReportArgs>();
  CLI::App* cmd = group.add_subcommand(
      "report",
      "Where backends win and lose against eager in a run: speedup distribution, the share of "
      "samples slower than eager, and for slow samples whether the time is lost in kernels or in "
      "overhead (e2e minus device time). Writes report.json, speedups.svg and loss.svg "
      "(docs/report.md).");
  cmd->add_option("RUN_DIR", args->run_dir,
                  "Run folder written by `bench run`, or a suite-scores file (a suite's results/, "
                  "whose scores alone are printed)")
      ->required();
  cmd->add_option("--out", args->out, "Folder for report.json and the charts (RUN_DIR/report)");
  cmd->add_option(
         "--backend", args->backends,
         "Candidate backend to report (repeatable or comma-separated; default: every one in the "
         "run)")
      ->allow_extra_args(false)
      ->delimiter(',');
  cmd->add_option("--suite", args->suite,
                  "A suite folder holding the run's samples: also each backend's time over the "
                  "floor its manifests store and over its roofline.json (python -m "
                  "passnet.runtime.roofline), written to OUT/limits.json");
  cmd->add_option("--show", args->show, "Slowest samples to list per backend")
      ->capture_default_str();
  cmd->add_option("--predict-from", args->predict_from,
                  "For whole models (model-passes:SET): a run folder of the suite's tasks with "
                  "SET applied as the models apply it (passes+custom-op:SET for "
                  "model-passes+custom-op:SET, else passes+inductor:SET; passes:SET or "
                  "passnet-passes:SET when neither is there) and Inductor; each model's gain over "
                  "Inductor is predicted from its rules' speedups there and their share of the "
                  "model's time (docs/report.md)");
  cmd->add_flag("--tasks", args->tasks, "With suite scores: also the per-task table");
  cmd->add_flag("--json", args->json, "Print the report as JSON (every sample) instead of a table");
  cmd->callback([args] { run(*args); });
}

}  // namespace passnet::cli
