// `passnet bench suite run SUITE --backends ...`: evaluate backends on the tasks of a PassBench
// suite and print per-task and overall scores (bench/suite_run.h). The run folder is an ordinary
// `bench run` folder, so an interrupted run resumes and `bench score`/`bench report` read it.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <set>

#include "passnet/bench/run_db.h"
#include "passnet/bench/suite_run.h"
#include "passnet/cli/commands.h"
#include "passnet/util/error.h"

namespace passnet::cli {

namespace {

namespace fs = std::filesystem;

struct SuiteRunArgs {
  std::string suite;
  std::string backends = "eager,inductor";
  std::string split = "eval";
  std::size_t max_tasks = 0;
  std::string only;
  std::string device = "auto";
  std::string out;
  int warmup = -1;
  int trials = -1;
  std::string timing = "batched";
  std::string invocation = "dynamo";
  unsigned jobs = 1;
  unsigned timeout = 600;
  std::string python = "python3";
  bool json = false;
  bool quiet = false;
};

// "auto": the GPU when the NVIDIA driver's control device is there, else the CPU.
std::string resolve_device(const std::string& device) {
  if (device != "auto") return device;
  std::error_code error;
  return fs::exists("/dev/nvidiactl", error) ? "cuda" : "cpu";
}

// "passes:/long/path/scale_mask" -> "passes:scale_mask": short enough for a table column.
std::string display_name(const std::string& backend) {
  std::size_t colon = backend.find(':');
  std::string name = backend;
  if (colon != std::string::npos) {
    fs::path path = fs::path(backend.substr(colon + 1)).lexically_normal();
    if (path.filename().empty()) path = path.parent_path();
    name = backend.substr(0, colon + 1) + path.filename().string();
  }
  return name.size() > 28 ? name.substr(0, 25) + "..." : name;
}

std::string cell(const bench::ScoreReport* report) {
  return report ? fmt::format("{:.3f}", report->as) : "-";
}

void print_table(const bench::SuiteScores& scores, const std::string& split) {
  std::size_t width = 8;
  for (const bench::SuiteTask& task : scores.tasks)
    width = std::max(width, task.id.size());
  std::vector<std::string> headers;
  for (const std::string& backend : scores.backends)
    headers.push_back(display_name(backend));
  fmt::print("AS per task (ES_t aggregated over t; 1 = as fast as eager, failures score 0.1):\n");
  fmt::print("  {:<{}} {:>3}", "task", width, "n");
  for (const std::string& header : headers)
    fmt::print("  {:>28}", header);
  fmt::print("\n");
  for (const bench::SuiteTask& task : scores.tasks) {
    fmt::print("  {:<{}} {:>3}", task.id, width, task.subgraphs.size());
    for (const std::string& backend : scores.backends) {
      const bench::ScoreReport* report = nullptr;
      auto per = scores.per_task.find(backend);
      if (per != scores.per_task.end()) {
        auto it = per->second.find(task.id);
        if (it != per->second.end()) report = &it->second;
      }
      fmt::print("  {:>28}", cell(report));
    }
    fmt::print("\n");
  }
  std::size_t subgraphs = 0;
  for (const bench::SuiteTask& task : scores.tasks)
    subgraphs += task.subgraphs.size();
  fmt::print("\nover all {} subgraphs of {} {} tasks:\n", subgraphs, scores.tasks.size(), split);
  fmt::print("  {:<28} {:>7} {:>17} {:>8} {:>8} {:>7}\n", "backend", "AS", "AS 95% CI", "G-mean",
             "correct", "fast_1");
  for (std::size_t i = 0; i < scores.backends.size(); ++i) {
    const bench::ScoreReport& r = scores.overall.at(scores.backends[i]);
    std::string ci = r.as_ci ? fmt::format("[{:.3f}, {:.3f}]", r.as_ci->first, r.as_ci->second)
                             : std::string("-");
    fmt::print("  {:<28} {:>7.3f} {:>17} {:>8} {:>7.1f}% {:>6.1f}%\n", headers[i], r.as, ci,
               r.gmean_speedup ? fmt::format("{:.3f}", *r.gmean_speedup) : "-",
               100 * r.correct_rate, 100 * r.fast_1);
  }
  // A flagged pass scores the failure penalty; say why, so it does not read as a mere bug.
  bool first = true;
  for (std::size_t i = 0; i < scores.backends.size(); ++i) {
    auto it = scores.integrity.find(scores.backends[i]);
    if (it == scores.integrity.end() || it->second.flagged == 0) continue;
    fmt::print("{}  {:<28} {}\n", first ? "\n" : "", headers[i], bench::integrity_line(it->second));
    first = false;
  }
}

// GPU, driver, torch and Triton of the run's workers (the worker's ready line, kept in run.db).
nlohmann::json run_environment(const std::string& run_dir) {
  bench::RunDb db((fs::path(run_dir) / "run.db").string());
  store::Statement query = db.database().prepare("SELECT value FROM meta WHERE key = 'worker'");
  if (!query.step()) return nullptr;
  nlohmann::json worker = nlohmann::json::parse(query.column_text(0), nullptr, false);
  nlohmann::json environment = nlohmann::json::object();
  for (const char* key : {"device_name", "driver", "cuda", "torch", "triton", "python"})
    if (worker.is_object() && worker.contains(key)) environment[key] = worker[key];
  return environment;
}

// The tasks whose id starts with one of `prefixes`; a prefix that names no task is an error, as
// it is most likely a typo that would silently shrink the run.
std::vector<bench::SuiteTask> only_tasks(std::vector<bench::SuiteTask> tasks,
                                         const std::vector<std::string>& prefixes,
                                         const std::string& suite) {
  std::vector<bench::SuiteTask> kept;
  std::vector<bool> used(prefixes.size(), false);
  for (bench::SuiteTask& task : tasks) {
    bool keep = false;
    for (std::size_t i = 0; i < prefixes.size(); ++i)
      if (task.id.starts_with(prefixes[i])) keep = used[i] = true;
    if (keep) kept.push_back(std::move(task));
  }
  for (std::size_t i = 0; i < prefixes.size(); ++i)
    if (!used[i])
      throw Error(ErrorCategory::kUsage,
                  fmt::format("--only {}: no task of {} starts with it", prefixes[i], suite));
  return kept;
}

void run(SuiteRunArgs& args) {
  std::vector<std::string> prefixes = split_list(args.only);
  std::vector<bench::SuiteTask> tasks = bench::load_suite_tasks(args.suite, args.split);
  if (!prefixes.empty()) tasks = only_tasks(std::move(tasks), prefixes, args.suite);
  if (args.max_tasks > 0 && tasks.size() > args.max_tasks) tasks.resize(args.max_tasks);
  if (tasks.empty())
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: no {} tasks", args.suite, args.split == "all" ? "" : args.split));
  bench::RunOptions o;
  o.backends = split_list(args.backends);
  if (o.backends.empty()) throw Error(ErrorCategory::kUsage, "--backends is empty");
  o.device = resolve_device(args.device);
  std::string suite_name = fs::path(args.suite).lexically_normal().filename().string();
  if (suite_name.empty())
    suite_name = fs::path(args.suite).lexically_normal().parent_path().filename().string();
  o.out_dir =
      args.out.empty() ? fmt::format("runs/{}-{}-{}", suite_name, args.split, o.device) : args.out;
  fs::create_directories(o.out_dir);
  fs::path list = fs::path(o.out_dir) / "suite-samples.txt";
  {
    std::set<std::string> seen;
    std::ofstream out(list, std::ios::trunc);
    for (const bench::SuiteTask& task : tasks)
      for (const std::string& folder : task.subgraphs)
        if (seen.insert(folder).second) out << folder << "\n";
    if (!out) throw Error(ErrorCategory::kIo, fmt::format("{}: cannot write", list.string()));
  }
  o.samples = list.string();
  if (args.warmup >= 0) o.warmup = args.warmup;
  if (args.trials > 0) o.trials = args.trials;
  o.timing = args.timing;
  o.invocation = args.invocation;
  o.jobs = args.jobs;
  o.timeout = std::chrono::seconds(args.timeout);
  o.python = args.python;
  o.progress = !args.quiet;
  if (!args.json)
    fmt::print(stderr, "suite {}: {} {} tasks on {}, run folder {}\n", args.suite, tasks.size(),
               args.split, o.device, o.out_dir);
  bench::RunSummary summary = bench::run_benchmark(o);
  if (summary.interrupted) {
    fmt::print(stderr, "suite: interrupted; run the same command to resume\n");
    std::exit(130);
  }
  bench::SuiteScores scores = bench::score_suite(tasks, o.out_dir, o.backends, {});
  nlohmann::json out = scores.to_json();
  out["suite"] = args.suite;
  out["split"] = args.split;
  out["device"] = o.device;
  out["environment"] = run_environment(o.out_dir);
  // The results file `bench report` reads: scores with the machine and software behind them.
  fs::path results = fs::path(o.out_dir) / "suite-scores.json";
  {
    std::ofstream file(results, std::ios::trunc);
    file << out.dump(2) << "\n";
    if (!file) throw Error(ErrorCategory::kIo, fmt::format("{}: cannot write", results.string()));
  }
  if (args.json) {
    out["run_dir"] = o.out_dir;
    fmt::print("{}\n", out.dump(2));
    return;
  }
  print_table(scores, args.split);
  fmt::print("\nscores in {}; run folder {} (`passnet bench report {}` for more)\n",
             results.string(), o.out_dir, o.out_dir);
}

}  // namespace

void add_bench_suite_command(CLI::App& group) {
  CLI::App* suite = group.add_subcommand("suite", "Run and score PassBench suites");
  suite->require_subcommand(1);
  auto args = std::make_shared<SuiteRunArgs>();
  CLI::App* cmd = suite->add_subcommand(
      "run",
      "Evaluate backends on the tasks of a suite (a split, by default eval) and print AS per task "
      "and over the split, with G-mean speedup, correct rate and fast_1");
  cmd->add_option("SUITE", args->suite, "Suite folder (with suite.json)")->required();
  cmd->add_option("--backends", args->backends,
                  "Comma-separated backends, e.g. eager,inductor,passes:DIR")
      ->capture_default_str();
  cmd->add_option("--split", args->split, "eval, train or all")->capture_default_str();
  cmd->add_option("--tasks", args->max_tasks, "Only the first N tasks of the split");
  cmd->add_option("--only", args->only,
                  "Only the tasks whose id starts with one of these comma-separated prefixes "
                  "(e.g. the op sequences a pass was written for)");
  cmd->add_option("--device", args->device, "cpu, cuda, cuda:N or auto (cuda when there is one)")
      ->capture_default_str();
  cmd->add_option("--out", args->out,
                  "Run folder (default runs/SUITE-SPLIT-DEVICE); an existing one is resumed");
  cmd->add_option("--warmup", args->warmup, "Warm-up calls (worker default per device)");
  cmd->add_option("--trials", args->trials, "Timed calls (worker default per device)");
  add_timing_option(*cmd, args->timing);
  add_invocation_option(*cmd, args->invocation);
  cmd->add_option("--jobs", args->jobs, "Concurrent workers")->capture_default_str();
  cmd->add_option("--timeout", args->timeout, "Seconds one sample may take")->capture_default_str();
  cmd->add_option("--python", args->python, "Python with torch and passnet")->capture_default_str();
  cmd->add_flag("--json", args->json, "Print the scores as JSON");
  cmd->add_flag("-q,--quiet", args->quiet, "No progress line");
  cmd->callback([args] { run(*args); });
  add_bench_suite_build_command(*suite);
}

}  // namespace passnet::cli
