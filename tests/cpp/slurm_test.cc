#include "passnet/exec/slurm.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <tuple>

#include "passnet/bench/run_db.h"
#include "passnet/bench/run_options_json.h"
#include "passnet/bench/runner.h"
#include "passnet/exec/placement.h"
#include "passnet/exec/srun.h"
#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::exec {
namespace {

TEST(SlurmScript, SaysWhatItRunsAndHowATaskRequeuesItself) {
  ArrayJob job;
  job.name = "passnet-run";
  job.folder = "/shared/run/slurm";
  job.indices = {0, 2, 3};
  job.command = {"/shared/bin/passnet", "bench", "shard", "/shared/run/slurm/shard-{task}.json"};
  job.environment = {{"PYTHONPATH", "/shared/it's"}};
  SlurmOptions options;
  options.partition = "gpu";
  options.account = "lab";
  options.time_limit = "04:00:00";
  options.gpus_per_task = 1;
  options.cpus_per_task = 8;
  options.extra = {"--qos=high"};
  std::string script = batch_script(job, options);
  for (const char* line :
       {"#SBATCH --array=0,2,3\n", "#SBATCH --output=/shared/run/slurm/task-%a.log\n",
        "#SBATCH --requeue\n", "#SBATCH --partition=gpu\n", "#SBATCH --account=lab\n",
        "#SBATCH --time=04:00:00\n", "#SBATCH --gpus=1\n", "#SBATCH --cpus-per-task=8\n",
        "#SBATCH --signal=B:USR1@120\n", "#SBATCH --qos=high\n", "trap requeue USR1\n",
        "export PYTHONPATH='/shared/it'\\''s'\n", "TORCHINDUCTOR_CACHE_DIR=\"$local/inductor\"",
        "'/shared/bin/passnet' 'bench' 'shard' '/shared/run/slurm/shard-'\"$task\"'.json' &\n"})
    EXPECT_NE(script.find(line), std::string::npos) << line << "\n" << script;

  SlurmOptions bare;
  bare.signal.clear();
  std::string plain = batch_script(job, bare);
  EXPECT_EQ(plain.find("--signal"), std::string::npos);
  EXPECT_EQ(plain.find("--partition"), std::string::npos);
}

TEST(SlurmConfig, FileValuesUnlessTheCommandLineSetThem) {
  passnet::testing::TempDir tmp;
  auto file = tmp.path() / "slurm.conf";
  passnet::testing::write_text(file,
                               "# cluster defaults\ntasks = 8\npartition = gpu  # the GPU nodes\n"
                               "time = 02:00:00\ngpus_per_task=1\nsbatch = --qos=low\n"
                               "sbatch = --exclusive\npoll_seconds = 9\nqueue_wait_seconds = 60\n");
  SlurmOptions options;
  options.partition = "debug";  // given as a flag
  read_slurm_config(file.string(), options, {"partition"});
  EXPECT_EQ(options.tasks, 8u);
  EXPECT_EQ(options.partition, "debug");
  EXPECT_EQ(options.time_limit, "02:00:00");
  EXPECT_EQ(options.gpus_per_task, 1u);
  EXPECT_EQ(options.poll, std::chrono::seconds(9));
  EXPECT_EQ(options.queue_wait, std::chrono::seconds(60));
  EXPECT_EQ(options.extra, (std::vector<std::string>{"--qos=low", "--exclusive"}));

  passnet::testing::write_text(file, "tasks = 2\nnodes = 3\n");
  try {
    read_slurm_config(file.string(), options, {});
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("slurm.conf:2:1: unknown key \"nodes\""),
              std::string::npos)
        << error.what();
  }
  passnet::testing::write_text(file, "tasks = two\n");
  EXPECT_THROW(read_slurm_config(file.string(), options, {}), Error);
  passnet::testing::write_text(file, "tasks\n");
  EXPECT_THROW(read_slurm_config(file.string(), options, {}), Error);
}

TEST(SrunWorkers, OneTaskEachWithItsAllocationAndTheCachesOnTheNode) {
  SlurmOptions options;
  options.partition = "gpu";
  options.time_limit = "01:00:00";
  options.gpus_per_task = 1;
  options.cpus_per_task = 8;
  options.extra = {"--qos=high --exclusive"};
  std::vector<std::string> argv =
      srun_command(options, "passnet-bench-x-0", {"python3", "-m", "passnet.runtime.worker"});
  std::vector<std::string> head(argv.begin(), argv.begin() + 12);
  EXPECT_EQ(head, (std::vector<std::string>{"srun", "--job-name=passnet-bench-x-0", "--ntasks=1",
                                            "--nodes=1", "--unbuffered", "--kill-on-bad-exit=1",
                                            "--partition=gpu", "--time=01:00:00", "--gpus=1",
                                            "--cpus-per-task=8", "--qos=high", "--exclusive"}));
  ASSERT_EQ(argv.size(), 19u);
  EXPECT_EQ(argv[12], "bash");
  EXPECT_NE(argv[14].find("TORCHINDUCTOR_CACHE_DIR="), std::string::npos) << argv[14];
  EXPECT_EQ(std::vector<std::string>(argv.end() - 3, argv.end()),
            (std::vector<std::string>{"python3", "-m", "passnet.runtime.worker"}));

  // A slot per worker, each its own timing lock (a task never shares its GPU), on CUDA when the
  // tasks get GPUs.
  SrunExecutor executor(3, options, {.command = {"python3"}}, "passnet-bench-x");
  ASSERT_EQ(executor.slots().size(), 3u);
  EXPECT_EQ(executor.slots()[2].id, "slurm/2");
  EXPECT_EQ(executor.slots()[2].device, "cuda");
  EXPECT_NE(executor.slots()[0].lock_key, executor.slots()[1].lock_key);
}

TEST(SrunWorkers, TheDeviceAndTheTasksGpusMustAgree) {
  Placement placement;
  placement.srun = SlurmOptions{};
  WorkerSpec spec{.command = {"python3"}};
  EXPECT_THROW(make_executor(placement, "cuda", 2, spec, "bench"), Error);  // no --slurm-gpus
  placement.srun->gpus_per_task = 1;
  EXPECT_THROW(make_executor(placement, "cpu", 2, spec, "bench"), Error);
  EXPECT_EQ(make_executor(placement, "cuda", 2, spec, "bench")->slots().size(), 2u);
  EXPECT_EQ(make_executor({}, "cpu", 2, spec, "bench")->slots()[1].id, "cpu/1");  // local
}

TEST(RunOptionsJson, RoundTripsWhatAShardNeeds) {
  bench::RunOptions o;
  o.samples = "/run/slurm/shard-0.txt";
  o.backends = {"inductor", "passes:set/{task}"};
  o.device = "cuda";
  o.out_dir = "/run/shards/0";
  o.trials = 7;
  o.invocation = bench::Invocation::kCudagraph;
  o.l2 = bench::L2State::kFlushed;
  o.backend_specs["/s/a"]["passes:set/{task}"] = "passes:set/t1";
  o.jobs = 4;
  o.gpus = "0,1";
  o.timeout = std::chrono::seconds(99);
  o.inductor_rounds = false;
  o.memory_limit_mb = 2048;
  bench::RunOptions back = bench::run_options_from_json(bench::to_json(o), "shard.json");
  EXPECT_EQ(bench::to_json(back), bench::to_json(o));
  EXPECT_EQ(back.backend_specs.at("/s/a").at("passes:set/{task}"), "passes:set/t1");
  EXPECT_EQ(back.timeout, std::chrono::seconds(99));
  EXPECT_EQ(bench::recorded_options(back), bench::recorded_options(o));

  nlohmann::json broken = bench::to_json(o);
  broken["jobs"] = "four";
  try {
    bench::run_options_from_json(broken, "shard.json");
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("shard.json: run option jobs"), std::string::npos);
  }
  EXPECT_THROW(bench::run_options_from_json(nlohmann::json::object(), "shard.json"), Error);
}

// A shard file is checked as the command line is: an unknown spelling of an enumerated option
// was once read as is, and an unknown l2 then meant warm.
TEST(RunOptionsJson, AnUnknownSpellingInAShardIsRefusedWithTheTableMessage) {
  bench::RunOptions o;
  o.samples = "/run/slurm/shard-0.txt";
  o.backends = {"inductor"};
  o.out_dir = "/run/shards/0";
  for (const auto& [key, value, message] :
       {std::tuple{"l2", "cold", "shard.json: unknown l2 'cold': expected warm or flushed"},
        std::tuple{"invocation", "cudagraphs",
                   "shard.json: unknown invocation 'cudagraphs': expected dynamo, direct or "
                   "cudagraph"},
        std::tuple{"timing", "device",
                   "shard.json: unknown timing 'device': expected batched or graphnet"}}) {
    nlohmann::json broken = bench::to_json(o);
    broken[key] = value;
    try {
      bench::run_options_from_json(broken, "shard.json");
      ADD_FAILURE() << key;
    } catch (const Error& error) {
      EXPECT_EQ(std::string(error.what()), message);
    }
  }
}

// A run recorded before the timing option existed timed batched: it resumes with the default and
// is refused with another method. check_options had no default for it and refused every resume.
TEST(RunOptionsJson, ARunThatRecordedNoTimingResumesWithTheDefault) {
  testing::TempDir tmp;
  bench::RunDb db((tmp.path() / "run.db").string());
  bench::RunOptions o;
  o.backends = {"inductor"};
  nlohmann::json before_timing = bench::recorded_options(o);
  before_timing.erase("timing");
  db.check_options(before_timing);
  EXPECT_NO_THROW(db.check_options(bench::recorded_options(o)));
  o.timing = bench::TimingMethod::kGraphnet;
  EXPECT_THROW(db.check_options(bench::recorded_options(o)), Error);
}

// cudagraph off CUDA is refused where a run is planned, whichever command built the options
// (agent run, agent evaluate and bench shard once reached the worker with it).
TEST(RunOptionsJson, CudagraphOffCudaIsRefusedWhereTheRunIsPlanned) {
  bench::RunOptions o;
  o.samples = "/nonexistent/samples.txt";
  o.backends = {"inductor"};
  o.out_dir = (std::filesystem::temp_directory_path() / "passnet-cudagraph-cpu").string();
  o.device = "cpu";
  o.invocation = bench::Invocation::kCudagraph;
  try {
    bench::run_benchmark(o);
    FAIL();
  } catch (const Error& error) {
    EXPECT_EQ(error.category(), ErrorCategory::kUsage);
    EXPECT_EQ(std::string(error.what()),
              "invocation cudagraph replays CUDA graphs and needs a CUDA device (the device is "
              "cpu)");
  }
  EXPECT_FALSE(std::filesystem::exists(o.out_dir)) << "refused before anything was written";
}

}  // namespace
}  // namespace passnet::exec
