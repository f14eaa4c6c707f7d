#include "passnet/bench/slurm_run.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <set>

#include "passnet/bench/run_db.h"
#include "passnet/bench/run_logs.h"
#include "passnet/bench/run_options_json.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/interrupt.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

// The shards' sample lists: fixed at the first submission (RUN/slurm/plan.json), so that a rerun
// with another task count still finds each shard's database where it was.
std::vector<std::vector<std::string>> plan_shards(const fs::path& folder,
                                                  const std::vector<std::string>& samples,
                                                  unsigned tasks) {
  fs::path plan_path = folder / "plan.json";
  if (fs::is_regular_file(plan_path)) {
    nlohmann::json plan = nlohmann::json::parse(read_file(plan_path), nullptr, false);
    if (!plan.is_object() || !plan.contains("shards") || !plan["shards"].is_array())
      throw Error(ErrorCategory::kParse, fmt::format("{}: not a shard plan", plan_path.string()));
    auto shards = plan["shards"].get<std::vector<std::vector<std::string>>>();
    std::set<std::string> planned;
    for (const auto& shard : shards)
      planned.insert(shard.begin(), shard.end());
    if (planned != std::set<std::string>(samples.begin(), samples.end()))
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: the run's samples changed since it was planned; use another "
                              "--out",
                              plan_path.string()));
    return shards;
  }
  std::size_t count = std::max<std::size_t>(1, std::min<std::size_t>(tasks, samples.size()));
  std::vector<std::vector<std::string>> shards(count);
  for (std::size_t i = 0; i < samples.size(); ++i)
    shards[i % count].push_back(samples[i]);
  fs::create_directories(folder);
  write_file(plan_path, nlohmann::json{{"shards", shards}}.dump(1) + "\n");
  return shards;
}

fs::path shard_dir(const std::string& run_dir, std::size_t index) {
  return fs::path(run_dir) / "shards" / std::to_string(index);
}

// Submits the shards with a sample still unfinished as one job array and waits for it, printing
// its progress; a Ctrl-C stops the waiting, not the job.
void submit_and_wait(const RunOptions& options, const exec::SlurmOptions& slurm,
                     const std::string& passnet_binary, const fs::path& run_dir,
                     const std::vector<std::string>& samples, const std::set<std::string>& finished,
                     Clock::time_point started) {
  fs::path folder = run_dir / "slurm";
  std::vector<std::vector<std::string>> shards = plan_shards(folder, samples, slurm.tasks);
  exec::ArrayJob job;
  job.name = "passnet-" + run_dir.filename().string();
  job.folder = folder.string();
  job.command = {passnet_binary, "bench", "shard", (folder / "shard-{task}.json").string()};
  for (std::size_t i = 0; i < shards.size(); ++i) {
    if (std::all_of(shards[i].begin(), shards[i].end(),
                    [&](const std::string& s) { return finished.contains(s); }))
      continue;
    std::string list;
    for (const std::string& sample : shards[i])
      list += sample + "\n";
    write_file(folder / fmt::format("shard-{}.txt", i), list);
    RunOptions shard = options;
    shard.samples = (folder / fmt::format("shard-{}.txt", i)).string();
    shard.out_dir = shard_dir(run_dir.string(), i).string();
    shard.progress = false;
    shard.limit.reset();
    write_file(folder / fmt::format("shard-{}.json", i), to_json(shard).dump(1) + "\n");
    job.indices.push_back(static_cast<unsigned>(i));
  }
  if (!job.indices.empty()) {
    std::string id = exec::submit_array(job, slurm);
    write_file(folder / "job.json", nlohmann::json{{"job_id", id}, {"tasks", job.indices}}.dump());
    if (options.progress)
      fmt::print(stderr, "slurm: job {} submitted: {} task(s), script {}\n", id, job.indices.size(),
                 (folder / (job.name + ".sbatch")).string());
    std::pair<std::size_t, std::size_t> shown{0, 0};  // (tasks left, running) last printed
    exec::wait_for_array(id, slurm, [&](const std::vector<std::string>& tasks) {
      std::size_t running = static_cast<std::size_t>(std::count_if(
          tasks.begin(), tasks.end(),
          [](const std::string& line) { return line.find(" RUNNING") != std::string::npos; }));
      if (!options.progress || std::pair(tasks.size(), running) == shown) return;
      shown = {tasks.size(), running};
      fmt::print(stderr, "slurm: job {}: {} task(s) left, {} running, {:.0f}s\n", id, tasks.size(),
                 running, std::chrono::duration<double>(Clock::now() - started).count());
    });
  }
}

}  // namespace

std::size_t merge_shards(const std::string& run_dir) {
  RunDb db((fs::path(run_dir) / "run.db").string());
  std::size_t before = db.finished_samples().size();
  fs::path shards = fs::path(run_dir) / "shards";
  if (!fs::is_directory(shards)) return 0;
  std::vector<fs::path> paths;
  for (const fs::directory_entry& entry : fs::directory_iterator(shards))
    if (fs::is_regular_file(entry.path() / "run.db")) paths.push_back(entry.path() / "run.db");
  std::sort(paths.begin(), paths.end());
  for (const fs::path& path : paths) {
    { RunDb shard(path.string()); }  // a shard that never recorded a job still gets its tables
    std::string file = path.string();
    store::Statement attach = db.database().prepare("ATTACH DATABASE ? AS shard");
    attach.bind(1, std::string_view(file));
    attach.run();
    try {
      store::Transaction transaction(db.database());
      // A sample is recorded once in a shard (a resumed shard skips it), so the first copy is
      // the copy: OR IGNORE makes merging twice a no-op.
      db.database().exec("INSERT OR IGNORE INTO jobs SELECT * FROM shard.jobs");
      db.database().exec("INSERT OR IGNORE INTO results SELECT * FROM shard.results");
      db.database().exec(
          "INSERT OR IGNORE INTO meta SELECT * FROM shard.meta WHERE key != 'options'");
      transaction.commit();
    } catch (...) {
      db.database().exec("DETACH DATABASE shard");
      throw;
    }
    db.database().exec("DETACH DATABASE shard");
  }
  return db.finished_samples().size() - before;
}

RunSummary run_shard(const std::string& shard_file) {
  nlohmann::json value = nlohmann::json::parse(read_file(shard_file), nullptr, false);
  if (value.is_discarded())
    throw Error(ErrorCategory::kParse, fmt::format("{}: not valid JSON", shard_file));
  return run_benchmark(run_options_from_json(value, shard_file));
}

RunSummary run_on_slurm(const RunOptions& options, const exec::SlurmOptions& slurm,
                        const std::string& passnet_binary) {
  check_run_options(options);
  auto started = Clock::now();
  RunSummary summary;
  fs::path run_dir = fs::absolute(options.out_dir);
  fs::path folder = run_dir / "slurm";
  fs::create_directories(folder);
  std::vector<std::string> samples = resolve_samples(options.samples);
  if (options.limit && samples.size() > *options.limit) samples.resize(*options.limit);
  {
    RunDb db((run_dir / "run.db").string());
    db.check_options(recorded_options(options));
  }
  summary.total = samples.size();
  // Ctrl-C stops the waiting, never the job: its tasks go on, and the same command run again
  // waits for them. The guard also makes a SIGINT that the caller's shell ignores reach us.
  InterruptGuard interrupt_guard;
  // A job an earlier command submitted may still run (that command was stopped while it
  // waited): wait for it rather than submit its shards twice.
  fs::path job_file = folder / "job.json";
  if (fs::is_regular_file(job_file)) {
    nlohmann::json previous = nlohmann::json::parse(read_file(job_file), nullptr, false);
    if (previous.is_object() && previous.contains("job_id") && previous["job_id"].is_string()) {
      std::string id = previous["job_id"].get<std::string>();
      bool told = false;
      exec::wait_for_array(id, slurm, [&](const std::vector<std::string>& tasks) {
        if (!tasks.empty() && !told && options.progress)
          fmt::print(stderr,
                     "slurm: job {} from an earlier command still has {} task(s); "
                     "waiting for it\n",
                     id, tasks.size());
        told = told || !tasks.empty();
      });
    }
  }
  merge_shards(run_dir.string());  // what finished before, whoever ran it
  std::set<std::string> finished = RunDb((run_dir / "run.db").string()).finished_samples();
  summary.skipped = static_cast<std::size_t>(std::count_if(
      samples.begin(), samples.end(), [&](const std::string& s) { return finished.contains(s); }));

  if (!InterruptGuard::interrupted())
    submit_and_wait(options, slurm, passnet_binary, run_dir, samples, finished, started);
  summary.interrupted = InterruptGuard::interrupted();
  merge_shards(run_dir.string());
  RunDb db((run_dir / "run.db").string());
  std::set<std::string> now = db.finished_samples();
  for (const JobRecord& record : db.jobs()) {
    if (finished.contains(record.sample)) continue;
    ++summary.ran;
    if (!record.failure.empty()) ++summary.failed_jobs;
  }
  std::size_t missing = static_cast<std::size_t>(std::count_if(
      samples.begin(), samples.end(), [&](const std::string& s) { return !now.contains(s); }));
  if (missing > 0 && options.progress)
    fmt::print(stderr,
               "slurm: {} sample(s) unfinished (the task logs are {}/task-*.log); run the same "
               "command again to submit their shards once more\n",
               missing, folder.string());
  write_run_logs(db, run_dir.string(), candidate_backends(options), options.device);
  summary.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  summary.summary = summarize_run(run_dir.string());
  return summary;
}

}  // namespace passnet::bench
