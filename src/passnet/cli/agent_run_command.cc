// `passnet agent run`: the agent over tasks (agent/loop.h). One pool of warm workers
// (exec/job_pool.h) serves every evaluation of every attempt, on this host's CPUs or GPUs or as
// Slurm tasks, and --concurrency attempts run at once on it. With the baseline cache
// (bench/baseline_cache.h) a step compiles and times only its candidate: eager's and Inductor's
// figures per subgraph are measured by the first evaluation that needs them and reused after.
// The final re-score of each kept pass runs in fresh workers with eager timed in the same rounds.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include "passnet/agent/llm_client.h"
#include "passnet/agent/loop.h"
#include "passnet/agent/synth_policy.h"
#include "passnet/bench/baseline_cache.h"
#include "passnet/bench/passnet_layout.h"
#include "passnet/cli/commands.h"
#include "passnet/cli/executor_options.h"
#include "passnet/exec/job_pool.h"
#include "passnet/exec/placement.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/interrupt.h"

namespace passnet::cli {

namespace {

namespace fs = std::filesystem;

class LlmPolicy final : public agent::Policy {
 public:
  explicit LlmPolicy(agent::LlmConfig config) : client_(std::move(config)) {}
  Turn next(const agent::ChatRequest& request) override {
    agent::ChatResult result = client_.chat(request);
    if (result.reply) return {std::move(result.reply), ""};
    return {std::nullopt, fmt::format("the model did not answer ({}, {} attempt(s)): {}",
                                      agent::to_string(result.failure->kind),
                                      result.failure->attempts, result.failure->message)};
  }
  std::string name() const override { return "llm:" + client_.config().model; }

 private:
  agent::LlmClient client_;
};

struct RunArgs {
  std::string suite;
  std::vector<std::string> tasks;
  std::string policy;
  std::string out;
  int attempts = 1;
  unsigned concurrency = 1;
  agent::LoopOptions loop;
  InvocationChoice invocation;  // auto
  double max_minutes = 0;
  ExecutorArgs executor;
  std::string baseline_cache;  // empty: bench::default_baseline_cache()
  bool no_baseline_cache = false;
  bool passnet_compatible = false;
};

// A policy file: {"kind": "llm", "llm": {...}}, {"kind": "scripted", "script": FILE},
// {"kind": "replay", "trajectory": FILE} or {"kind": "synth", "evaluations": N, "variants": K},
// with optional "steps", "show_rules" and "context_tokens", which go to `loop` (a --steps flag
// wins).
nlohmann::json read_policy(const std::string& path, agent::LoopOptions& loop,
                           const CLI::App& command) {
  nlohmann::json policy = agent::read_json_file(path);
  if (!policy.is_object()) throw Error(ErrorCategory::kParse, path + ": expected an object");
  std::string kind = policy.value("kind", "llm");
  if (kind != "llm" && kind != "scripted" && kind != "replay" && kind != "synth")
    throw Error(ErrorCategory::kParse,
                fmt::format("{}: kind {:?}: expected llm, scripted, replay or synth", path, kind));
  if (policy.contains("evaluations") &&
      (!policy["evaluations"].is_number_integer() || policy["evaluations"].get<int>() < 1))
    throw Error(ErrorCategory::kParse, path + ": evaluations: a positive integer");
  if (policy.contains("variants") &&
      (!policy["variants"].is_number_integer() || policy["variants"].get<int>() < 0 ||
       policy["variants"].get<int>() > agent::kSynthVariants))
    throw Error(ErrorCategory::kParse,
                fmt::format("{}: variants: 0 to {}", path, agent::kSynthVariants));
  if (policy.contains("steps") && command.count("--steps") == 0)
    loop.steps = policy["steps"].get<int>();
  loop.evaluation.show_rules = policy.value("show_rules", false);
  if (policy.contains("context_tokens"))
    loop.context_chars = 4 * policy["context_tokens"].get<std::size_t>();
  return policy;
}

// The policy a file names; the synthesiser's is made per task (synth_policy).
std::unique_ptr<agent::Policy> make_policy(const nlohmann::json& policy, const std::string& path,
                                           const RunArgs& args, const std::string& task,
                                           const std::filesystem::path& folder) {
  std::string kind = policy.value("kind", "llm");
  auto beside = [&path](std::filesystem::path file) {
    return file.is_relative() ? std::filesystem::path(path).parent_path() / file : file;
  };
  if (kind == "scripted") return agent::scripted_policy(beside(policy.value("script", "")));
  if (kind == "replay") return agent::replay_policy(beside(policy.value("trajectory", "")));
  if (kind == "synth")
    return agent::synth_policy(args.suite, task, folder,
                               {.python = args.loop.evaluation.run.python,
                                .evaluations = policy.value("evaluations", 1),
                                .variants = policy.value("variants", 0)});
  return std::make_unique<LlmPolicy>(
      agent::llm_config_from_json(policy.value("llm", nlohmann::json()), path));
}

std::string as_text(const std::optional<double>& value) {
  return value ? fmt::format("{:.3f}", *value) : std::string("-");
}

void run_agent(RunArgs& args, const CLI::App& command) {
  nlohmann::json policy_file = read_policy(args.policy, args.loop, command);
  std::string kind = policy_file.value("kind", "llm");
  agent::LoopOptions& loop = args.loop;
  loop.prompt.steps = loop.steps;
  bench::RunOptions& run = loop.evaluation.run;
  run.invocation = resolve_invocation(args.invocation, run.device);
  if (args.max_minutes > 0)
    loop.max_time = std::chrono::seconds(static_cast<std::int64_t>(args.max_minutes * 60));
  if (args.concurrency == 0) throw Error(ErrorCategory::kUsage, "--concurrency: at least 1");
  // PassNet's layout: its tasks by id, each worked on in its own pass_dir/.
  bool passnet_layout = bench::is_passnet_layout(args.suite);
  if (passnet_layout != args.passnet_compatible)
    throw Error(
        ErrorCategory::kUsage,
        passnet_layout
            ? fmt::format("{}: PassNet's layout: run it with --passnet-compatible", args.suite)
            : fmt::format("--passnet-compatible: {} is not PassNet's layout (a checkout "
                          "with sample_lists/)",
                          args.suite));
  if (args.passnet_compatible && args.attempts != 1)
    throw Error(ErrorCategory::kUsage,
                "--passnet-compatible: one attempt per task (the model edits the task's own "
                "pass_dir/)");
  std::map<std::string, bench::SuiteTask> passnet_tasks;
  if (passnet_layout) {
    bench::LoadedTasks loaded = bench::load_passnet_tasks(args.suite, "all");
    for (bench::SuiteTask& task : loaded.tasks)
      passnet_tasks[task.id] = std::move(task);
    for (const std::string& task : args.tasks)
      if (!passnet_tasks.contains(task)) {
        std::string reason = "no such task in its lists";
        for (const bench::SkippedTask& skipped : loaded.skipped)
          if (skipped.folder.find(task) != std::string::npos) reason = skipped.reason;
        throw Error(ErrorCategory::kUsage,
                    fmt::format("{}: task {}: {}", args.suite, task, reason));
      }
  }

  InterruptGuard interrupt_guard;  // Ctrl-C ends every attempt after its current step
  fs::path out = args.out;
  fs::create_directories(out / "workers");
  exec::WorkerSpec spec;
  spec.command = exec::runtime_worker_command(run.python);
  spec.log_dir = (out / "workers").string();
  if (run.memory_limit_mb) spec.memory_limit_bytes = *run.memory_limit_mb << 20;
  // The re-scores start workers of their own, where the pool's run.
  exec::Placement where = placement(args.executor);
  run.gpus = where.gpus;
  run.srun = where.srun;
  std::unique_ptr<exec::Executor> executor =
      exec::make_executor(where, run.device, std::max(run.jobs, 1u), spec, "agent");
  exec::WorkerPool pool(*executor);
  run.pool = &pool;
  run.lock_dir = (out / "workers").string();
  if (!args.no_baseline_cache) {
    fs::path cache = args.baseline_cache.empty() ? bench::default_baseline_cache()
                                                 : fs::path(args.baseline_cache);
    run.baselines = std::make_shared<bench::BaselineCache>(cache);
    run.baseline_inductor = true;
    fmt::print(stderr, "agent: baselines cached in {}\n", cache.string());
  }

  struct Work {
    std::string task;
    int attempt;
  };
  std::vector<Work> work;
  for (const std::string& task : args.tasks)
    for (int attempt = 0; attempt < args.attempts; ++attempt)
      work.push_back({task, attempt});
  // A model's client is shared (its concurrency limit holds across attempts); the other
  // policies keep a position in their turns, so each attempt gets its own.
  std::unique_ptr<agent::Policy> shared_llm;
  if (kind == "llm") shared_llm = make_policy(policy_file, args.policy, args, "", {});
  std::mutex mutex;
  std::size_t next = 0;
  std::vector<std::optional<nlohmann::json>> results(work.size());
  std::exception_ptr failure;
  auto attempts = [&] {
    for (;;) {
      std::size_t index = 0;
      {
        std::lock_guard lock(mutex);
        if (next >= work.size() || failure || InterruptGuard::interrupted()) return;
        index = next++;
      }
      const Work& item = work[index];
      fs::path folder = out / item.task / fmt::format("attempt-{}", item.attempt);
      try {
        std::unique_ptr<agent::Policy> own;
        if (!shared_llm) own = make_policy(policy_file, args.policy, args, item.task, folder);
        agent::Policy& policy = shared_llm ? *shared_llm : *own;
        agent::AttemptTask task =
            passnet_layout ? agent::passnet_task(passnet_tasks.at(item.task), loop.prompt)
                           : agent::suite_task(args.suite, item.task, loop.prompt);
        agent::AttemptResult result = agent::run_attempt(task, folder, policy, loop);
        std::lock_guard lock(mutex);
        fmt::print(
            "{} attempt {}: {} after {} step(s), {} evaluation(s); best AS {} in the loop, {} "
            "re-scored on every subgraph{}\n",
            item.task, item.attempt, result.end_reason, result.steps, result.evaluations,
            as_text(result.best_as), as_text(result.rescored_as),
            result.rescored_flagged ? " (flagged)" : "");
        std::fflush(stdout);
        results[index] = result.to_json();
      } catch (...) {  // an engine-side failure ends the run once the attempts in flight end
        std::lock_guard lock(mutex);
        if (!failure) failure = std::current_exception();
      }
    }
  };
  std::vector<std::thread> threads;
  for (unsigned i = 0; i < std::min<std::size_t>(args.concurrency, work.size()); ++i)
    threads.emplace_back(attempts);
  for (std::thread& thread : threads)
    thread.join();
  nlohmann::json summary = nlohmann::json::array();
  for (const std::optional<nlohmann::json>& result : results)
    if (result) summary.push_back(*result);
  write_file(out / "summary.json", summary.dump(2) + "\n");
  if (failure) std::rethrow_exception(failure);
}

}  // namespace

void add_agent_run_command(CLI::App& group) {
  auto run_args = std::make_shared<RunArgs>();
  CLI::App* run = group.add_subcommand(
      "run",
      "Run the agent on tasks: per task and attempt the model writes a pass in OUT/TASK/"
      "attempt-K/pass_dir with the file editor, evaluates it on the visible subgraphs, keeps the "
      "best, and the best is re-scored on every subgraph at the end. Every step goes to "
      "trajectory.jsonl first; the same command resumes an interrupted run (docs/agent.md)");
  run->add_option("--suite", run_args->suite, "Suite folder")->required();
  run->add_option("--task", run_args->tasks, "Task id (repeatable)")->required();
  run->add_option("--policy", run_args->policy,
                  "Policy file: {\"kind\": \"llm\", \"llm\": {...}} or {\"kind\": "
                  "\"scripted\", \"script\": FILE}")
      ->required();
  run->add_option("--out", run_args->out, "Output folder")->required();
  run->add_option("--attempts", run_args->attempts, "Attempts per task")->capture_default_str();
  run->add_option("--steps", run_args->loop.steps, "Model turns per attempt")
      ->capture_default_str();
  run->add_option("--max-tokens", run_args->loop.max_tokens, "Token budget per attempt");
  run->add_option("--max-cost", run_args->loop.max_cost, "Cost budget per attempt");
  run->add_option("--max-minutes", run_args->max_minutes,
                  "Time budget per attempt (model turns and tools)");
  run->add_option("--device", run_args->loop.evaluation.run.device, "cpu, cuda or cuda:N")
      ->capture_default_str();
  add_invocation_option(*run, run_args->invocation);
  run->add_option("--jobs", run_args->loop.evaluation.run.jobs,
                  "Warm workers, shared by every evaluation of the run")
      ->capture_default_str();
  run->add_option("--concurrency", run_args->concurrency,
                  "Attempts run at once (their evaluations share the workers)")
      ->capture_default_str();
  add_pool_executor_options(run, run_args->executor);
  run->add_option("--baseline-cache", run_args->baseline_cache,
                  "Cache of eager's and Inductor's figures per subgraph (default: "
                  "$PASSNET_CACHE_DIR, $XDG_CACHE_HOME/passnet or ~/.cache/passnet, then "
                  "baselines.db)");
  run->add_flag("--passnet-compatible", run_args->passnet_compatible,
                "PassNet's agent on its layout (--suite a PassNet checkout, --task a TASK_ID): its "
                "prompt shape, every subgraph shown and evaluated, the model editing the task's "
                "own pass_dir/, the first tool call of a turn run, score.txt after each "
                "evaluation");
  run->add_flag("--no-baseline-cache", run_args->no_baseline_cache,
                "Measure eager again in every evaluation, in the candidate's rounds");
  run->add_option("--warmup", run_args->loop.evaluation.run.warmup, "Warm-up calls");
  run->add_option("--trials", run_args->loop.evaluation.run.trials, "Timed trials");
  run->add_option("--python", run_args->loop.evaluation.run.python, "Python with torch and passnet")
      ->capture_default_str();
  run->callback([run_args, run] { run_agent(*run_args, *run); });
}

}  // namespace passnet::cli
