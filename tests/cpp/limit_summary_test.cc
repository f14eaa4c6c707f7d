#include "passnet/bench/limit_summary.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

#include "passnet/bench/run_db.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "test_support.h"

namespace passnet::bench {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// A suite of three subgraphs (a and b with a stored floor, c without) and a run over a, b and a
// sample from elsewhere: eager and one pass, which failed on b.
class LimitSummaryTest : public ::testing::Test {
 protected:
  void SetUp() override {
    suite_ = tmp_.path() / "suite";
    for (const char* name : {"a", "b", "c"})
      fs::create_directories(suite_ / "subgraphs" / name);
    fs::create_directories(suite_ / "tasks" / "eval");
    json task = {{"id", "t"},
                 {"subgraphs",
                  {{{"path", "subgraphs/a"}, {"floor_ms", 0.002}},
                   {{"path", "subgraphs/b"}, {"floor_ms", 0.004}},
                   {{"path", "subgraphs/c"}}}}};
    write_file(suite_ / "tasks" / "eval" / "t.json", task.dump());

    fs::create_directories(tmp_.path() / "run");
    RunDb db((tmp_.path() / "run" / "run.db").string());
    record(db, "a", 0.010, "ok", 0.004);
    record(db, "b", 0.020, "accuracy", std::nullopt);
    record(db, "elsewhere", 0.010, "ok", 0.001, false);
  }

  void record(RunDb& db, const std::string& name, double eager_ms, const std::string& status,
              std::optional<double> pass_ms, bool in_suite = true) {
    std::string sample = in_suite ? (suite_ / "subgraphs" / name).string() : "/nowhere/" + name;
    JobRecord job;
    job.sample = sample;
    BackendResult eager{"eager", "ok"};
    eager.eager_ms = eager_ms;
    eager.detail = {{"sample", sample}, {"status", "ok"}};
    BackendResult pass{"passes:x", status};
    pass.candidate_ms = pass_ms;
    pass.detail = {{"sample", sample}, {"status", status}};
    job.results = {eager, pass};
    db.record(job);
  }

  void write_roofline(const json& devices) {
    write_file(suite_ / "roofline.json",
               json{{"format", "passnet-roofline/1"}, {"devices", devices}}.dump());
  }

  std::string run() const { return (tmp_.path() / "run").string(); }

  passnet::testing::TempDir tmp_;
  fs::path suite_;
};

TEST_F(LimitSummaryTest, DistancesOverTheStoredFloorAndTheRunsGpuRoofline) {
  write_roofline({{"GPU A", {{"roofline_ms", {{"subgraphs/a", 0.001}, {"subgraphs/b", 0.002}}}}},
                  {"GPU B", {{"roofline_ms", {{"subgraphs/a", 0.5}}}}}});
  LimitSummary s = summarize_limits(run(), suite_.string(), {"passes:x"}, "GPU A");
  EXPECT_EQ(s.roofline_device, "GPU A");
  EXPECT_TRUE(s.note.empty());
  ASSERT_EQ(s.samples.size(), 2u);  // the sample from elsewhere is not the suite's
  const LimitDistance& eager = s.backends.at("eager");
  EXPECT_EQ(eager.over_floor_samples, 2u);
  EXPECT_NEAR(*eager.over_floor_gmean, 5.0, 1e-9);  // 0.010/0.002 and 0.020/0.004
  EXPECT_NEAR(*eager.over_roofline_gmean, 10.0, 1e-9);
  const LimitDistance& pass = s.backends.at("passes:x");
  EXPECT_EQ(pass.over_floor_samples, 1u);  // b failed: no time to set against its limits
  EXPECT_NEAR(*pass.over_floor_gmean, 2.0, 1e-9);
  EXPECT_NEAR(*pass.over_roofline_median, 4.0, 1e-9);
  json out = s.to_json();
  EXPECT_EQ(out["backends"]["passes:x"]["over_floor_samples"], 1);
  EXPECT_EQ(out["samples"].size(), 2u);
}

TEST_F(LimitSummaryTest, ASingleDeviceStandsInForAnUnknownGpuAndSaysSo) {
  write_roofline({{"GPU A", {{"roofline_ms", {{"subgraphs/a", 0.001}}}}}});
  LimitSummary s = summarize_limits(run(), suite_.string(), {"passes:x"}, std::nullopt);
  EXPECT_EQ(s.roofline_device, "GPU A");
  EXPECT_NE(s.note.find("the only one there"), std::string::npos) << s.note;
  EXPECT_EQ(s.backends.at("eager").over_roofline_samples, 1u);
}

TEST_F(LimitSummaryTest, WithoutARooflineTheFloorStillCounts) {
  LimitSummary s = summarize_limits(run(), suite_.string(), {"passes:x"}, "GPU A");
  EXPECT_TRUE(s.roofline_device.empty());
  EXPECT_NE(s.note.find("no roofline.json"), std::string::npos) << s.note;
  EXPECT_EQ(s.backends.at("eager").over_floor_samples, 2u);
  EXPECT_FALSE(s.backends.at("eager").over_roofline_gmean);

  write_roofline({{"GPU B", {{"roofline_ms", json::object()}}}, {"GPU C", json::object()}});
  s = summarize_limits(run(), suite_.string(), {"passes:x"}, "GPU A");
  EXPECT_TRUE(s.roofline_device.empty());
  EXPECT_NE(s.note.find("no roofline for GPU A"), std::string::npos) << s.note;
}

TEST_F(LimitSummaryTest, BadInputIsATypedError) {
  write_file(suite_ / "roofline.json", "{not json");
  EXPECT_THROW(summarize_limits(run(), suite_.string(), {}, "GPU A"), Error);
  EXPECT_THROW(summarize_limits(run(), (tmp_.path() / "missing").string(), {}, "GPU A"), Error);
}

}  // namespace
}  // namespace passnet::bench
