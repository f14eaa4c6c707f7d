#include "passnet/bench/run_compare.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

#include "passnet/bench/run_db.h"
#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::bench {
namespace {

namespace fs = std::filesystem;

void add_job(RunDb& db, const std::string& sample, const std::string& status,
             std::optional<double> speedup, double eager_ms, const char* verdict = nullptr) {
  JobRecord job;
  job.sample = sample;
  job.reply = nlohmann::json::object();
  BackendResult eager{"eager", "ok"};
  eager.eager_ms = eager_ms;
  BackendResult candidate{"inductor", status};
  candidate.speedup_e2e = speedup;
  candidate.speedup_gpu = speedup ? std::optional<double>(*speedup * 2) : std::nullopt;
  candidate.eager_ms = eager_ms;
  candidate.detail = nlohmann::json::object();
  if (verdict != nullptr) candidate.detail["timing"] = {{"verdict", verdict}};
  job.results = {eager, candidate};
  db.record(job);
}

TEST(Percentile, InterpolatesBetweenClosestRanks) {
  EXPECT_FALSE(percentile({}, 0.5));
  EXPECT_DOUBLE_EQ(*percentile({3}, 0.95), 3);
  EXPECT_DOUBLE_EQ(*percentile({4, 1, 3, 2}, 0.5), 2.5);
  // 0.95 * (5 - 1) = 3.8: 80% of the way from the 4th to the 5th value.
  EXPECT_DOUBLE_EQ(*percentile({10, 20, 30, 40, 50}, 0.95), 48);
}

TEST(CompareRuns, MatchesSamplesAndMeasuresDrift) {
  testing::TempDir tmp;
  fs::create_directories(tmp.path() / "a");
  fs::create_directories(tmp.path() / "b");
  {
    RunDb a((tmp.path() / "a" / "run.db").string());
    RunDb b((tmp.path() / "b" / "run.db").string());
    add_job(a, "/s/one", "ok", 1.10, 2.0);
    add_job(b, "/s/one", "ok", 1.00, 2.0);
    add_job(a, "/s/two", "ok", 0.50, 1.0);
    add_job(b, "/s/two", "ok", 0.50, 1.0 * std::exp(0.02));
    add_job(a, "/s/three", "ok", 2.0, 1.0);
    add_job(b, "/s/three", "accuracy", std::nullopt, 1.0);
    add_job(a, "/s/only-in-a", "ok", 1.0, 1.0);
  }
  RunComparison c =
      compare_runs((tmp.path() / "a").string(), (tmp.path() / "b").string(), "inductor");
  EXPECT_EQ(c.in_a, 4u);
  EXPECT_EQ(c.in_b, 3u);
  EXPECT_EQ(c.matched, 3u);
  EXPECT_EQ(c.both_ok, 2u);
  EXPECT_EQ(c.status_changed, 1u);
  ASSERT_EQ(c.samples.size(), 2u);
  EXPECT_EQ(c.samples[0].sample, "/s/one");  // largest drift first
  EXPECT_NEAR(*c.samples[0].log_ratio_e2e, std::log(1.1), 1e-12);
  EXPECT_NEAR(*c.samples[1].log_ratio_e2e, 0, 1e-12);
  EXPECT_NEAR(*c.e2e.median, std::log(1.1) / 2, 1e-12);
  EXPECT_NEAR(*c.e2e.p95, std::log(1.1) * 0.95, 1e-12);
  EXPECT_NEAR(*c.e2e.max, std::log(1.1), 1e-12);
  EXPECT_NEAR(*c.gpu.median, std::log(1.1) / 2, 1e-12);  // gpu speedups are 2x e2e here
  EXPECT_NEAR(*c.eager_ms.max, 0.02, 1e-12);
  nlohmann::json j = c.to_json();
  EXPECT_EQ(j["matched"], 3);
  EXPECT_EQ(j["samples"].size(), 2u);
}

// The variance report: the timing method of both runs, each sample's verdicts, the count of
// samples the harness itself flagged, and the table `bench compare` prints.
TEST(CompareRuns, ReportsVerdictsAndRefusesMixedMethods) {
  testing::TempDir tmp;
  for (const char* run : {"a", "b", "g"}) {
    fs::create_directories(tmp.path() / run);
    RunDb db((tmp.path() / run / "run.db").string());
    db.check_options({{"timing", std::string(run) == "g" ? "graphnet" : "batched"}});
    add_job(db, "/s/one", "ok", std::string(run) == "b" ? 1.2 : 1.0, 2.0, "steady");
    add_job(db, "/s/two", "ok", 0.5, 1.0, std::string(run) == "a" ? "host_noisy" : "steady");
  }
  const std::string a = (tmp.path() / "a").string();
  const std::string b = (tmp.path() / "b").string();
  RunComparison c = compare_runs(a, b, "inductor");
  EXPECT_EQ(c.timing, "batched");
  EXPECT_EQ(c.not_steady, 1u);
  ASSERT_EQ(c.samples.size(), 2u);
  EXPECT_EQ(c.samples[1].sample, "/s/two");
  EXPECT_EQ(c.samples[1].verdict_a, "host_noisy");
  EXPECT_EQ(c.samples[1].verdict_b, "steady");
  nlohmann::json j = c.to_json();
  EXPECT_EQ(j["timing"], "batched");
  EXPECT_EQ(j["not_steady"], 1);
  EXPECT_EQ(j["samples"][1]["verdict_a"], "host_noisy");

  testing::CommandResult table = testing::run_command(
      fmt::format("{} bench compare {} {} --backend inductor", testing::passnet_binary(), a, b));
  ASSERT_EQ(table.exit_code, 0) << table.out;
  for (const char* expected :
       {"2 samples in both (2 ok in both, 0 changed status)",
        "timing batched; 1 of 2 timed with a verdict other than steady in either run",
        "speedup (e2e)", "eager time per call", "20.00%  1.000x vs 1.200x  steady/steady  /s/one",
        "0.00%  0.500x vs 0.500x  host_noisy/steady  /s/two"})
    EXPECT_NE(table.out.find(expected), std::string::npos) << expected << "\n" << table.out;

  try {
    compare_runs(a, (tmp.path() / "g").string(), "inductor");
    FAIL() << "expected a refusal";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("timed by batched and"), std::string::npos)
        << error.what();
    EXPECT_NE(std::string(error.what()).find("by graphnet: timings of different methods"),
              std::string::npos)
        << error.what();
  }
}

TEST(CompareRuns, RefusesDeviceTimedAgainstHostTimedRuns) {
  testing::TempDir tmp;
  for (const char* run : {"device", "host"}) {
    fs::create_directories(tmp.path() / run);
    RunDb db((tmp.path() / run / "run.db").string());
    db.check_options({{"timing", "batched"},
                      {"invocation", std::string(run) == "device" ? "cudagraph" : "direct"}});
    add_job(db, "/s/one", "ok", 1.0, 2.0, "steady");
  }
  try {
    compare_runs((tmp.path() / "device").string(), (tmp.path() / "host").string(), "inductor");
    FAIL() << "expected a refusal";
  } catch (const Error& error) {
    const std::string what = error.what();
    EXPECT_NE(what.find("by cudagraph (device time) and"), std::string::npos) << what;
    EXPECT_NE(what.find("by direct (host time included)"), std::string::npos) << what;
  }
}

TEST(CompareRuns, RefusesAWarmL2AgainstAFlushedOne) {
  testing::TempDir tmp;
  for (const char* run : {"warm", "flushed"}) {
    fs::create_directories(tmp.path() / run);
    RunDb db((tmp.path() / run / "run.db").string());
    // A run folder from before --l2 existed records none: it was warm.
    nlohmann::json options = {{"timing", "batched"}, {"invocation", "cudagraph"}};
    if (std::string(run) == "flushed") options["l2"] = "flushed";
    db.check_options(options);
    add_job(db, "/s/one", "ok", 1.0, 2.0, "steady");
  }
  try {
    compare_runs((tmp.path() / "warm").string(), (tmp.path() / "flushed").string(), "inductor");
    FAIL() << "expected a refusal";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("with the L2 warm"), std::string::npos)
        << error.what();
  }
}

TEST(CompareRuns, NamesTheFolderWithoutARunDb) {
  testing::TempDir tmp;
  try {
    compare_runs(tmp.path().string(), tmp.path().string(), "inductor");
    FAIL() << "expected an error";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("no run.db"), std::string::npos) << error.what();
  }
}

}  // namespace
}  // namespace passnet::bench
