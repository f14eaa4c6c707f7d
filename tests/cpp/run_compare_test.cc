#include "passnet/bench/run_compare.h"

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
             std::optional<double> speedup, double eager_ms) {
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
