#include "passnet/exec/slurm.h"

#include <gtest/gtest.h>

#include "passnet/bench/run_options_json.h"
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
                               "sbatch = --exclusive\npoll_seconds = 9\n");
  SlurmOptions options;
  options.partition = "debug";  // given as a flag
  read_slurm_config(file.string(), options, {"partition"});
  EXPECT_EQ(options.tasks, 8u);
  EXPECT_EQ(options.partition, "debug");
  EXPECT_EQ(options.time_limit, "02:00:00");
  EXPECT_EQ(options.gpus_per_task, 1u);
  EXPECT_EQ(options.poll, std::chrono::seconds(9));
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

TEST(RunOptionsJson, RoundTripsWhatAShardNeeds) {
  bench::RunOptions o;
  o.samples = "/run/slurm/shard-0.txt";
  o.backends = {"inductor", "passes:set/{task}"};
  o.device = "cuda";
  o.out_dir = "/run/shards/0";
  o.trials = 7;
  o.invocation = "cudagraph";
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

}  // namespace
}  // namespace passnet::exec
