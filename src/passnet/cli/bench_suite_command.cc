// `passnet bench suite run SUITE --backends ...`: evaluate backends on the tasks of a PassBench
// suite (passnet's layout, or PassNet's checkout as it is: passnet_layout.h) and print per-task
// and overall scores (bench/suite_run.h). The run folder is an ordinary `bench run` folder, so
// an interrupted run resumes and `bench score`/`bench report` read it.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <set>
#include <tuple>

#include "passnet/bench/floor_summary.h"
#include "passnet/bench/passnet_layout.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/suite_run.h"
#include "passnet/bench/task_passes.h"
#include "passnet/cli/commands.h"
#include "passnet/cli/executor_options.h"
#include "passnet/cli/suite_scores_table.h"
#include "passnet/util/error.h"

namespace passnet::cli {

namespace {

namespace fs = std::filesystem;

struct SuiteRunArgs {
  std::string suite;
  std::string list;
  std::string backends = "eager,inductor";
  std::string split = "eval";
  std::size_t max_tasks = 0;
  std::string only;
  std::string device = "auto";
  std::string out;
  int warmup = -1;
  int trials = -1;
  bench::TimingMethod timing = bench::kDefaultTiming;
  InvocationChoice invocation;  // auto
  std::string preset = "default";
  bool no_floor = false;
  unsigned jobs = 1;
  std::string gpus;
  unsigned timeout = 600;
  std::string python = "python3";
  bool json = false;
  bool quiet = false;
  ExecutorArgs executor;
  bench::RunOptions options;  // --l2 and --sessions
};

// "auto": the GPU when the NVIDIA driver's control device is there, else the CPU.
std::string resolve_device(const std::string& device) {
  if (device != "auto") return device;
  std::error_code error;
  return fs::exists("/dev/nvidiactl", error) ? "cuda" : "cpu";
}

// GPU, driver, torch and Triton of the run's workers (the worker's ready line, kept in run.db).
nlohmann::json run_environment(bench::RunDb& db) {
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

// PassNet's two failure penalties (../shared/reference/passnet-upstream.md): its README's
// b = 0.1 with s^2 for slowdowns, and the b = 0.001 with slowdowns unpenalised that its
// entry.sh passes to the aggregator.
nlohmann::json passnet_penalties(const std::vector<bench::SuiteTask>& tasks,
                                 const std::string& run_dir,
                                 const std::vector<std::string>& backends) {
  nlohmann::json out = nlohmann::json::object();
  for (auto [name, b, p] : {std::tuple{"README", 0.1, 1.0}, std::tuple{"entry.sh", 0.001, 0.0}}) {
    bench::ScoringOptions options;
    options.b = b;
    options.p = p;
    options.bootstrap = 0;
    bench::SuiteScores scores = bench::score_suite(tasks, run_dir, backends, options);
    nlohmann::json overall = nlohmann::json::object();
    for (const auto& [backend, report] : scores.overall)
      overall[backend] = {{"as", report.as}, {"correct_rate", report.correct_rate}};
    out[name] = {{"b", b}, {"p", p}, {"overall", overall}, {"task_gmean", scores.task_gmean}};
  }
  return out;
}

std::vector<bench::SuiteTask> load_tasks(const SuiteRunArgs& args, nlohmann::json& skipped) {
  std::optional<std::string> list;
  if (!args.list.empty()) list = args.list;
  bench::LoadedTasks loaded = bench::load_any_suite(args.suite, args.split, list);
  for (const bench::SkippedTask& task : loaded.skipped) {
    skipped.push_back({{"folder", task.folder}, {"reason", task.reason}});
    if (!args.json) fmt::print(stderr, "suite: task set aside: {}\n", task.reason);
  }
  return loaded.tasks;
}

void run(const CLI::App& cmd, SuiteRunArgs& args) {
  std::vector<std::string> prefixes = split_list(args.only);
  nlohmann::json skipped = nlohmann::json::array();
  std::vector<bench::SuiteTask> tasks = load_tasks(args, skipped);
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
  bench::TaskPasses task_passes = bench::resolve_task_passes(tasks, o.backends);
  for (const std::string& warning : task_passes.warnings)
    if (!args.json) fmt::print(stderr, "suite: {}\n", warning);
  o.backend_specs = task_passes.specs;
  fs::create_directories(o.out_dir);
  fs::path list = fs::path(o.out_dir) / "suite-samples.txt";
  std::set<std::string> chosen;
  {
    std::ofstream out(list, std::ios::trunc);
    for (const bench::SuiteTask& task : tasks)
      for (const std::string& folder : task.subgraphs)
        if (chosen.insert(folder).second) out << folder << "\n";
    if (!out) throw Error(ErrorCategory::kIo, fmt::format("{}: cannot write", list.string()));
  }
  o.samples = list.string();
  if (args.warmup >= 0) o.warmup = args.warmup;
  if (args.trials > 0) o.trials = args.trials;
  o.timing = args.timing;
  o.invocation = resolve_invocation(args.invocation, o.device);
  o.l2 = args.options.l2;
  o.sessions = args.options.sessions;
  o.inductor_rounds = args.options.inductor_rounds;
  o.jobs = args.jobs;
  o.gpus = args.gpus;
  o.timeout = std::chrono::seconds(args.timeout);
  o.python = args.python;
  o.progress = !args.quiet;
  apply_preset(cmd, args.preset, o);
  o.floor = !args.no_floor && o.device.starts_with("cuda");
  if (!args.json)
    fmt::print(stderr,
               "suite {}: {} {} tasks, {} subgraphs on {}, invocation {}, preset {}; run "
               "folder {}\n",
               args.suite, tasks.size(), args.split, chosen.size(), o.device,
               to_string(o.invocation), o.preset, o.out_dir);
  bench::RunSummary summary = run_with_executor(o, args.executor);
  if (summary.interrupted) {
    fmt::print(stderr, "suite: interrupted; run the same command to resume\n");
    std::exit(130);
  }
  bench::ScoringOptions scoring;
  if (o.preset == "passnet") {  // README's constants: PassNet's published definition
    scoring.b = 0.1;
    scoring.p = 1;
  }
  bench::SuiteScores scores = bench::score_suite(tasks, o.out_dir, o.backends, scoring);
  nlohmann::json out = scores.to_json();
  for (nlohmann::json& row : out["tasks"]) {
    row["reference_scores"] = nlohmann::json::object();
    for (const auto& [backend, by_task] : task_passes.reference_scores)
      if (auto it = by_task.find(row["id"].get<std::string>()); it != by_task.end())
        row["reference_scores"][backend] = it->second;
  }
  for (std::size_t i = 0; i < tasks.size(); ++i)
    if (!tasks[i].folder.empty()) out["tasks"][i]["folder"] = tasks[i].folder;
  out["suite"] = args.suite;
  out["split"] = args.split;
  out["device"] = o.device;
  bench::RunDb db((fs::path(o.out_dir) / "run.db").string());
  out["environment"] = run_environment(db);
  nlohmann::json recorded = db.options();
  out["run_options"] = {{"invocation", recorded["invocation"]},
                        {"timing", recorded["timing"]},
                        {"preset", recorded["preset"]},
                        {"integrity", recorded["integrity"]},
                        {"l2", recorded["l2"]},
                        {"sessions", recorded.value("sessions", nlohmann::json())},
                        {"warmup", recorded.value("warmup", nlohmann::json())},
                        {"trials", recorded.value("trials", nlohmann::json())},
                        {"b", scoring.b},
                        {"p", scoring.p}};
  out["floor"] = bench::summarize_floor(o.out_dir, o.backends, chosen).to_json();
  if (o.preset == "passnet") out["penalties"] = passnet_penalties(tasks, o.out_dir, o.backends);
  out["skipped_tasks"] = skipped;
  out["task_passes"] = nlohmann::json::object();
  for (const auto& [backend, missing] : task_passes.missing)
    out["task_passes"][backend] = {{"missing", missing}};
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
  print_suite_scores(out, true);
  fmt::print("\nscores in {}; run folder {} (`passnet bench report {}` for more)\n",
             results.string(), o.out_dir, o.out_dir);
}

}  // namespace

void add_bench_suite_command(CLI::App& group) {
  CLI::App* suite = group.add_subcommand("suite", "Run and score PassBench suites");
  suite->require_subcommand(1);
  add_bench_suite_parents_command(*suite);
  auto args = std::make_shared<SuiteRunArgs>();
  CLI::App* cmd = suite->add_subcommand(
      "run",
      "Evaluate backends on the tasks of a suite (a split, by default eval), passnet's or a "
      "PassNet checkout as it is, and print AS per task and over the split with PassNet's "
      "leaderboard columns (tasks' AS, G-mean, Sub.CR, fast_1) and the distance to the floor");
  cmd->add_option("SUITE", args->suite,
                  "Suite folder (with suite.json), or a PassNet checkout (with sample_lists/): "
                  "its task folders are read as they are, ids by PassNet's rule")
      ->required();
  cmd->add_option("--list", args->list,
                  "PassNet layout: a task list (.txt, .csv with sample_path, or .jsonl with "
                  "sample_dir) in place of the split's sample_lists file");
  cmd->add_option("--backends", args->backends,
                  "Comma-separated backends, e.g. eager,inductor,passes:DIR; pass_dir runs each "
                  "PassNet task's own pass_dir, pass_dir:FOLDER the pass_dir a model's folder of "
                  "task folders holds for it (both applied as PassNet applies them)")
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
  add_measurement_options(*cmd, args->options);
  add_preset_option(*cmd, args->preset);
  cmd->add_flag("--no-floor", args->no_floor,
                "On cuda, do not measure each subgraph's floor (eager replayed from a CUDA "
                "graph, eager's kernel time)");
  add_executor_options(cmd, args->executor);
  cmd->add_option("--jobs", args->jobs, "Concurrent workers")->capture_default_str();
  cmd->add_option("--gpus", args->gpus,
                  "On cuda: the GPUs to spread the workers over (\"0,2\"; default: every visible "
                  "GPU when there are several)");
  cmd->add_option("--timeout", args->timeout, "Seconds one sample may take")->capture_default_str();
  cmd->add_option("--python", args->python, "Python with torch and passnet")->capture_default_str();
  cmd->add_flag("--json", args->json, "Print the scores as JSON");
  cmd->add_flag("-q,--quiet", args->quiet, "No progress line");
  cmd->callback([cmd, args] { run(*cmd, *args); });
  add_bench_suite_build_command(*suite);
  add_bench_suite_export_command(*suite);
}

}  // namespace passnet::cli
