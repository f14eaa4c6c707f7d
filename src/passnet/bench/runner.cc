#include "passnet/bench/runner.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <exception>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <thread>

#include "passnet/bench/backend_spec.h"
#include "passnet/bench/integrity_summary.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/run_logs.h"
#include "passnet/bench/run_options_json.h"
#include "passnet/bench/sample_stats.h"
#include "passnet/exec/executor.h"
#include "passnet/exec/job_pool.h"
#include "passnet/exec/placement.h"
#include "passnet/exec/worker.h"
#include "passnet/store/sample_walker.h"
#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"
#include "passnet/util/progress_line.h"

namespace passnet::bench {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

std::vector<std::string> resolve_samples(const std::string& samples) {
  std::vector<std::string> result;
  std::error_code error;
  if (fs::is_directory(samples, error)) {
    store::WalkResult walk = store::walk_samples(samples);
    if (!walk.archives.empty())
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: holds archives ({}); unpack them to benchmark their samples",
                              samples, walk.archives.front().string()));
    for (const fs::path& folder : walk.folders)
      result.push_back(fs::absolute(folder).lexically_normal().string());
    return result;
  }
  std::ifstream list(samples);
  if (!list)
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: no such sample folder or list file", samples));
  fs::path base = fs::path(samples).parent_path();
  int line_number = 0;
  for (std::string line; std::getline(list, line);) {
    ++line_number;
    line.erase(0, line.find_first_not_of(" \t"));
    line.erase(line.find_last_not_of(" \t\r") + 1);
    if (line.empty() || line[0] == '#') continue;
    fs::path path = fs::path(line).is_absolute() ? fs::path(line) : base / line;
    if (!fs::exists(path / "model.py"))
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}:{}: {} is not a sample folder (no model.py)", samples,
                              line_number, line));
    result.push_back(fs::absolute(path).lexically_normal().string());
  }
  std::sort(result.begin(), result.end());
  result.erase(std::unique(result.begin(), result.end()), result.end());
  return result;
}

namespace {

std::optional<double> number_at(const nlohmann::json& j, std::initializer_list<const char*> path) {
  const nlohmann::json* node = &j;
  for (const char* key : path) {
    if (!node->is_object() || !node->contains(key)) return std::nullopt;
    node = &(*node)[key];
  }
  if (!node->is_number()) return std::nullopt;
  return node->get<double>();
}

// Seconds a backend spent in warm-up and timed calls, as the worker reports them.
double measured_seconds(const nlohmann::json& timing) {
  return number_at(timing, {"timed_seconds"}).value_or(0) +
         number_at(timing, {"warmup_seconds"}).value_or(0);
}

JobRecord to_record(const std::string& sample, const std::vector<std::string>& candidates,
                    const exec::JobReply& reply, double seconds) {
  JobRecord job;
  job.sample = sample;
  job.seconds = seconds;
  if (reply.failure != exec::JobFailure::kNone || reply.reply.value("event", "") == "error") {
    bool worker_error = reply.failure == exec::JobFailure::kNone;
    job.failure = worker_error ? "worker_error" : std::string(exec::to_string(reply.failure));
    std::string message =
        worker_error ? reply.reply.value("error", "unknown worker error") : reply.message;
    job.reply =
        worker_error ? reply.reply : nlohmann::json{{"failure", job.failure}, {"message", message}};
    std::string status = reply.failure == exec::JobFailure::kTimeout ? "timeout"
                         : worker_error                              ? "runtime_fail"
                                                                     : "crash";
    for (const std::string& backend : candidates)
      job.results.push_back({backend, status, message});
    job.results.push_back({"eager", status, message});
    job.harness_seconds = seconds;
    return job;
  }
  job.reply = reply.reply;
  const nlohmann::json& eager = job.reply["eager"];
  BackendResult baseline{"eager", eager.value("status", "runtime_fail")};
  if (eager.contains("error") && eager["error"].is_string()) baseline.error = eager["error"];
  baseline.eager_ms = number_at(eager, {"timing", "e2e", "median"});
  baseline.candidate_ms = baseline.eager_ms;
  if (baseline.status == "ok") baseline.speedup_e2e = 1.0;
  baseline.detail = eager;
  // Waiting for the device's timing lock is time another worker spent timing, not overhead;
  // the floor (eager replayed from a CUDA graph, its kernels profiled) is a measurement too.
  double busy = measured_seconds(eager.value("timing", nlohmann::json::object())) +
                number_at(job.reply, {"lock_wait_seconds"}).value_or(0) +
                number_at(job.reply, {"phases", "floor"}).value_or(0);
  job.results.push_back(baseline);
  const nlohmann::json& backends =
      job.reply.contains("backends") ? job.reply["backends"] : nlohmann::json::object();
  for (const std::string& name : candidates) {
    BackendResult r{name};
    if (!backends.contains(name)) {
      r.status = baseline.status == "ok" ? "runtime_fail" : baseline.status;
      r.error = baseline.status == "ok" ? "the worker returned no result for this backend"
                                        : "eager baseline failed";
      job.results.push_back(std::move(r));
      continue;
    }
    const nlohmann::json& b = backends[name];
    r.status = b.value("status", "runtime_fail");
    if (b.contains("error") && b["error"].is_string()) r.error = b["error"];
    r.speedup_e2e = number_at(b, {"speedup", "e2e"});
    r.speedup_gpu = number_at(b, {"speedup", "gpu"});
    r.eager_ms = baseline.eager_ms;
    r.candidate_ms = number_at(b, {"timing", "e2e", "median"});
    r.compile_seconds = number_at(b, {"compile_seconds"});
    r.detail = b;
    busy += r.compile_seconds.value_or(0) +
            measured_seconds(b.value("timing", nlohmann::json::object()));
    // A pass timed against Inductor in the same rounds: the baseline's compile and timing.
    busy += number_at(b, {"inductor_compile_seconds"}).value_or(0) +
            measured_seconds(b.value("inductor_timing", nlohmann::json::object()));
    job.results.push_back(std::move(r));
  }
  job.harness_seconds = std::max(0.0, seconds - busy);
  return job;
}

std::string progress_text(std::size_t done, std::size_t total, std::size_t failed, double seconds) {
  std::string eta;
  if (done > 0 && done < total)
    eta = fmt::format(", eta {:.0f}s",
                      seconds / static_cast<double>(done) * static_cast<double>(total - done));
  return fmt::format("bench: {}/{} samples, {} failed jobs, {:.0f}s{}", done, total, failed,
                     seconds, eta);
}

// A cached eager figure for the job's sample on this worker's kind of device, or on a miss the
// key under which done() stores what the job measures (and Inductor among its backends).
void attach_baseline(BaselineCache& cache, bool with_inductor, const nlohmann::json& ready,
                     nlohmann::json& request, std::mutex& mutex,
                     std::map<std::string, std::string>& misses) {
  std::string sample = request.value("sample", "");
  std::optional<std::string> key;
  std::optional<Baseline> hit;
  try {
    key = cache.key(sample, request, ready);
    if (key) hit = cache.find(*key);
  } catch (const Error& error) {  // the cache is an optimisation: without it the job measures
    fmt::print(stderr, "bench: baseline cache not read for {}: {}\n", sample, error.what());
    return;
  }
  if (!key) return;
  if (hit && (!with_inductor || !hit->inductor.is_null())) {
    request["baseline"] = {{"eager", hit->eager}, {"inductor", hit->inductor}};
    std::lock_guard lock(mutex);
    misses.erase(sample);  // a job retried here after a miss elsewhere stores nothing
    return;
  }
  if (with_inductor && std::find(request["backends"].begin(), request["backends"].end(),
                                 "inductor") == request["backends"].end())
    request["backends"].push_back("inductor");
  std::lock_guard lock(mutex);
  misses[sample] = *key;
}

// Stores what a job measured for later jobs to reuse: eager's figure when it was steady, and
// Inductor's when it ran and was. A failed or unsteady figure (a compile that ran out of memory
// beside warm workers, a noisy host) is measured again next time rather than kept.
void store_baseline(BaselineCache& cache, const std::string& key, const std::string& sample,
                    const nlohmann::json& reply) {
  auto steady = [](const nlohmann::json& result) {
    return result.is_object() && result.value("status", "") == "ok" && result.contains("timing") &&
           result["timing"].is_object() && result["timing"].value("stable", true) &&
           result["timing"].value("verdict", "steady") != "host_noisy";
  };
  if (!reply.contains("eager") || !steady(reply["eager"])) return;
  Baseline baseline{reply["eager"]["timing"], nullptr};
  if (reply.contains("backends") && reply["backends"].contains("inductor") &&
      steady(reply["backends"]["inductor"]))
    baseline.inductor = {{"status", "ok"}, {"timing", reply["backends"]["inductor"]["timing"]}};
  try {
    cache.store(key, sample, baseline);
  } catch (const Error& error) {
    fmt::print(stderr, "bench: baseline not stored for {}: {}\n", sample, error.what());
  }
}

std::string host_name() {
  std::array<char, 256> name{};
  if (gethostname(name.data(), name.size() - 1) != 0) return "unknown";
  return name.data();
}

}  // namespace

void check_run_options(const RunOptions& options) {
  for (const std::string& backend : options.backends)
    if (Parsed<BackendSpec> parsed = parse_backend_spec(backend); !parsed.value)
      throw Error(ErrorCategory::kUsage, parsed.error);
  if (std::string error = invocation_device_error(options.invocation, options.device);
      !error.empty())
    throw Error(ErrorCategory::kUsage, error);
}

RunSummary run_benchmark(const RunOptions& options) {
  check_run_options(options);
  auto started = Clock::now();
  RunSummary summary;
  fs::create_directories(fs::path(options.out_dir) / "workers");
  std::vector<std::string> candidates = candidate_backends(options);

  nlohmann::json recorded = recorded_options(options);
  RunDb db((fs::path(options.out_dir) / "run.db").string());
  db.check_options(recorded);

  std::vector<std::string> samples = resolve_samples(options.samples);
  if (options.limit && samples.size() > *options.limit) samples.resize(*options.limit);
  std::set<std::string> finished = db.finished_samples();
  std::vector<std::string> todo;
  for (const std::string& sample : samples)
    if (!finished.contains(sample)) todo.push_back(sample);
  summary.total = samples.size();
  summary.skipped = samples.size() - todo.size();

  nlohmann::json base_request = {{"cmd", "run"},
                                 {"backends", candidates},
                                 {"device", options.device},
                                 {"seed", options.seed},
                                 {"flush_l2", options.l2 == L2State::kFlushed},
                                 {"kernel_time", options.kernel_time},
                                 {"cuda_graph_time", options.cuda_graph_time},
                                 {"timing_method", options.timing},
                                 {"invocation", options.invocation},
                                 {"integrity", options.integrity},
                                 {"floor", options.floor}};
  if (options.jobs > 1) base_request["timing_cpus"] = options.timing_cpus;
  if (options.warmup) base_request["warmup"] = *options.warmup;
  if (options.trials) base_request["trials"] = *options.trials;
  if (options.sessions) base_request["sessions"] = *options.sessions;
  if (options.max_remeasure) base_request["max_remeasure"] = *options.max_remeasure;
  if (options.steady_tolerance) base_request["steady_tolerance"] = *options.steady_tolerance;
  if (options.inductor_rounds) base_request["inductor_rounds"] = *options.inductor_rounds;
  if (options.min_measure_ms)
    base_request["min_measure_seconds"] = *options.min_measure_ms / 1000.0;

  InterruptGuard interrupt_guard;
  std::mutex db_mutex;
  std::atomic<std::size_t> done{summary.skipped};
  std::atomic<std::size_t> failed{0};
  std::atomic<std::size_t> ran{0};
  std::vector<double> start_times;
  nlohmann::json ready_info;

  std::unique_ptr<exec::Executor> own_executor;
  std::unique_ptr<exec::WorkerPool> own_pool;
  exec::WorkerPool* pool = options.pool;
  if (pool == nullptr) {
    unsigned worker_count = std::max(
        1u, std::min<unsigned>(options.jobs,
                               static_cast<unsigned>(std::max<std::size_t>(todo.size(), 1))));
    exec::WorkerSpec spec;
    spec.command = exec::runtime_worker_command(options.python);
    spec.log_dir = (fs::path(options.out_dir) / "workers").string();
    if (options.memory_limit_mb) spec.memory_limit_bytes = *options.memory_limit_mb << 20;
    own_executor = exec::make_executor({.gpus = options.gpus, .srun = options.srun}, options.device,
                                       worker_count, spec, "bench");
    own_pool = std::make_unique<exec::WorkerPool>(*own_executor);
    pool = own_pool.get();
  }
  fs::path lock_dir =
      options.lock_dir.empty() ? fs::path(options.out_dir) / "workers" : fs::path(options.lock_dir);
  fs::create_directories(lock_dir);
  std::vector<exec::PoolJob> jobs;
  for (const std::string& sample : todo) {
    nlohmann::json request = base_request;
    request["sample"] = sample;
    if (auto specs = options.backend_specs.find(sample); specs != options.backend_specs.end())
      request["backend_specs"] = specs->second;
    jobs.push_back({sample, std::move(request)});
  }
  exec::PoolEvents events;
  std::vector<std::string> gpus;  // the run's GPUs, in the order their timing CPUs are kept
  for (const exec::Slot& slot : pool->slots())
    if (slot.gpu && std::find(gpus.begin(), gpus.end(), *slot.gpu) == gpus.end())
      gpus.push_back(*slot.gpu);
  // Jobs that missed the baseline cache: their sample's key, to store what they measure.
  std::map<std::string, std::string> baseline_misses;  // guarded by db_mutex
  events.prepare = [&](const exec::Slot& slot, const nlohmann::json& ready,
                       nlohmann::json& request) {
    if (slot.gpu && gpus.size() > 1) {
      request["timing_cpu_group"] = std::find(gpus.begin(), gpus.end(), *slot.gpu) - gpus.begin();
      request["timing_cpu_groups"] = gpus.size();
    }
    // Workers of one GPU take turns to time (an flock on this file) and compile in parallel.
    std::string tag = slot.lock_key;
    std::replace(tag.begin(), tag.end(), ':', '-');
    request["timing_lock"] = fs::absolute(lock_dir / fmt::format("timing-{}.lock", tag)).string();
    if (options.baselines)
      attach_baseline(*options.baselines, options.baseline_inductor, ready, request, db_mutex,
                      baseline_misses);
  };
  // A (re)start imports torch once per worker: amortised start-up, not a job's overhead.
  events.started = [&](const exec::Slot&, double seconds, const nlohmann::json&) {
    std::lock_guard lock(db_mutex);
    start_times.push_back(seconds);
  };
  const std::string host = host_name();
  events.done = [&](const exec::PoolJob& job, const exec::PoolOutcome& outcome) {
    JobRecord record = to_record(job.key, candidates, outcome.reply, outcome.seconds);
    record.reply["slot"] = outcome.slot->id;
    if (outcome.slot->gpu) record.reply["gpu"] = *outcome.slot->gpu;
    if (outcome.retried_after) record.reply["retried_after"] = *outcome.retried_after;
    record.reply["host"] = host;
    // Where it ran, so that results from different GPU models are never pooled into one score;
    // a Slurm task's worker says which node it is on.
    if (outcome.ready.is_object())
      for (const char* key : {"host", "device_name", "driver"})
        if (outcome.ready.contains(key) && outcome.ready[key].is_string())
          record.reply[key] = outcome.ready[key];
    std::lock_guard lock(db_mutex);
    if (ready_info.is_null() && outcome.ready.is_object()) ready_info = outcome.ready;
    if (auto miss = baseline_misses.find(job.key); miss != baseline_misses.end()) {
      store_baseline(*options.baselines, miss->second, job.key, record.reply);
      baseline_misses.erase(miss);
    }
    db.record(record);
    ++ran;
    ++done;
    if (!record.failure.empty()) ++failed;
  };
  std::atomic<bool> pool_done{false};
  std::exception_ptr failure;  // a `done` that threw (the run database could not be written)
  std::thread running([&] {
    try {
      pool->run(std::move(jobs), options.timeout, events);
    } catch (...) {
      failure = std::current_exception();
    }
    pool_done = true;
  });
  ProgressLine progress(options.progress, 0.5, 10.0);
  for (;;) {
    bool all_done =
        done.load() >= summary.total || InterruptGuard::interrupted() || pool_done.load();
    if (progress.due(all_done))
      progress.show(progress_text(done, summary.total, failed,
                                  std::chrono::duration<double>(Clock::now() - started).count()),
                    all_done);
    if (all_done) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
  running.join();
  if (failure) std::rethrow_exception(failure);

  if (!ready_info.is_null()) db.set_meta("worker", ready_info.dump());
  if (!start_times.empty()) db.set_meta("worker_start_seconds", nlohmann::json(start_times).dump());
  write_run_logs(db, options.out_dir, candidates, options.device);
  summary.ran = ran;
  summary.failed_jobs = failed;
  summary.interrupted = InterruptGuard::interrupted();
  summary.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  summary.summary = summarize_run(options.out_dir);
  return summary;
}

nlohmann::json summarize_run(const std::string& run_dir) {
  RunDb db((fs::path(run_dir) / "run.db").string());
  nlohmann::json out = nlohmann::json::object();
  store::Statement meta = db.database().prepare("SELECT key, value FROM meta");
  while (meta.step())
    out[meta.column_text(0)] = nlohmann::json::parse(meta.column_text(1), nullptr, false);
  std::vector<JobRecord> jobs = db.jobs();
  std::vector<double> harness;
  std::map<std::string, std::vector<double>> phases;
  for (const JobRecord& job : jobs) {
    if (!job.failure.empty()) continue;
    harness.push_back(job.harness_seconds);
    if (job.reply.contains("phases") && job.reply["phases"].is_object())
      for (const auto& [phase, seconds] : job.reply["phases"].items())
        if (seconds.is_number()) phases[phase].push_back(seconds.get<double>());
  }
  auto median_json = [](std::vector<double> values) { return json_or_null(median(values)); };
  out["jobs"] = jobs.size();
  out["median_harness_seconds"] = median_json(harness);
  // Where the overhead goes: median seconds per job of each untimed phase the worker reports.
  nlohmann::json phase_medians = nlohmann::json::object();
  for (const auto& [phase, values] : phases)
    phase_medians[phase] = median_json(values);
  out["median_phase_seconds"] = std::move(phase_medians);
  nlohmann::json backends = nlohmann::json::object();
  store::Statement names =
      db.database().prepare("SELECT DISTINCT backend FROM results ORDER BY backend");
  std::vector<std::string> backend_names;
  while (names.step())
    backend_names.push_back(names.column_text(0));
  for (const std::string& name : backend_names) {
    nlohmann::json entry = {{"status", nlohmann::json::object()}};
    std::vector<double> speedups;
    std::vector<double> compile;
    std::size_t slower = 0;
    const std::vector<BackendResult> results = db.results_for(name);
    for (const BackendResult& r : results) {
      entry["status"][r.status] = entry["status"].value(r.status, 0) + 1;
      if (r.status == "ok" && r.speedup_e2e) {
        speedups.push_back(*r.speedup_e2e);
        if (*r.speedup_e2e < 1.0) ++slower;
      }
      if (r.compile_seconds) compile.push_back(*r.compile_seconds);
    }
    entry["median_speedup_e2e"] = median_json(speedups);
    entry["slower_than_eager"] = slower;
    entry["slower_share"] =
        speedups.empty()
            ? nlohmann::json(nullptr)
            : nlohmann::json(static_cast<double>(slower) / static_cast<double>(speedups.size()));
    entry["median_compile_seconds"] = median_json(compile);
    // Pass backends only: eager and compilers carry no integrity verdict.
    if (IntegritySummary integrity = summarize_integrity(results); integrity.any())
      entry["integrity"] = integrity.to_json(false);
    backends[name] = std::move(entry);
  }
  out["backends"] = std::move(backends);
  std::ofstream(fs::path(run_dir) / "summary.json") << out.dump(2) << '\n';
  return out;
}

}  // namespace passnet::bench
