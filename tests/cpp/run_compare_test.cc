#include "passnet/bench/run_compare.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

#include "passnet/bench/over_inductor.h"
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

namespace passnet::bench {
namespace {

// A pass's result with its speedup over Inductor in the same rounds (or an unpaired comparison:
// Inductor's timing there, the figure null).
void add_pass_job(RunDb& db, const std::string& sample, std::optional<double> over_inductor,
                  bool reference = true) {
  JobRecord job;
  job.sample = sample;
  job.reply = nlohmann::json::object();
  BackendResult eager{"eager", "ok"};
  eager.eager_ms = 1.0;
  BackendResult pass{"passes:p", "ok"};
  pass.speedup_e2e = 1.5;
  pass.eager_ms = 1.0;
  pass.detail = {{"timing", {{"verdict", "steady"}}},
                 {"inductor_timing", {{"verdict", "steady"}}},
                 {"inductor_reference", reference},
                 {"speedup_over_inductor",
                  over_inductor ? nlohmann::json(*over_inductor) : nlohmann::json(nullptr)}};
  job.results = {eager, pass};
  db.record(job);
}

TEST(OverInductor, GeometricMeanOfTheSameRoundFigures) {
  testing::TempDir tmp;
  RunDb db((tmp.path() / "run.db").string());
  add_pass_job(db, "/s/one", 2.0);
  add_pass_job(db, "/s/two", 0.5, false);
  add_pass_job(db, "/s/three", 1.25);
  add_pass_job(db, "/s/unpaired", std::nullopt);
  OverInductor summary = summarize_over_inductor(db.results_for("passes:p"));
  EXPECT_EQ(summary.samples, 3u);
  EXPECT_EQ(summary.faster, 2u);
  EXPECT_EQ(summary.reference, 2u);
  EXPECT_EQ(summary.unpaired, 1u);
  EXPECT_NEAR(*summary.gmean, std::cbrt(1.25), 1e-12);
  EXPECT_EQ(over_inductor_line(summary),
            "G-mean 1.077x over Inductor in the same rounds (faster on 2 of 3; Inductor "
            "compiled as the baseline on 2; 1 unpaired: re-measured)");
  OverInductor round_trip = OverInductor::from_json(summary.to_json());
  EXPECT_EQ(round_trip.samples, 3u);
  EXPECT_EQ(round_trip.unpaired, 1u);
  EXPECT_NEAR(*round_trip.gmean, *summary.gmean, 1e-12);
  // A backend that was never compared has nothing to say; one sample can be chosen alone.
  EXPECT_TRUE(over_inductor_of(db, {"inductor"}, nullptr).empty());
  std::set<std::string> chosen = {"/s/one"};
  auto one = over_inductor_of(db, {"eager", "passes:p"}, &chosen);
  ASSERT_EQ(one.size(), 1u);
  EXPECT_NEAR(*one["passes:p"].gmean, 2.0, 1e-12);
}

TEST(OverInductor, TheSameRoundFigureWinsOverTheRatioOfSessions) {
  BackendResult paired;
  paired.status = "ok";
  paired.speedup_e2e = 3.0;
  paired.detail = {{"speedup_over_inductor", 1.2}};
  auto figure = over_inductor_figure(paired, 2.0);
  ASSERT_TRUE(figure);
  EXPECT_DOUBLE_EQ(figure->value, 1.2);
  EXPECT_TRUE(figure->same_rounds);
  BackendResult unpaired = paired;
  unpaired.detail = {{"speedup_over_inductor", nullptr}};
  figure = over_inductor_figure(unpaired, 2.0);
  ASSERT_TRUE(figure);
  EXPECT_DOUBLE_EQ(figure->value, 1.5);
  EXPECT_FALSE(figure->same_rounds);
  EXPECT_FALSE(over_inductor_figure(unpaired, std::nullopt));  // no Inductor to divide by
  EXPECT_FALSE(over_inductor_figure(unpaired, 0.0));
  BackendResult failed = paired;
  failed.status = "accuracy";
  EXPECT_FALSE(over_inductor_figure(failed, 2.0));  // a failed result has no speedup at all
}

TEST(CompareRuns, ReportsTheDriftOfTheSpeedupOverInductor) {
  testing::TempDir tmp;
  for (const char* run : {"a", "b"}) {
    fs::create_directories(tmp.path() / run);
    RunDb db((tmp.path() / run / "run.db").string());
    db.check_options({{"timing", "batched"}, {"invocation", "direct"}});
    bool b = std::string(run) == "b";
    add_pass_job(db, "/s/one", b ? 1.1 : 1.0);
    add_pass_job(db, "/s/two", 2.0);
    add_pass_job(db, "/s/three", b ? std::nullopt : std::optional<double>(1.0));
  }
  const std::string a = (tmp.path() / "a").string();
  const std::string b = (tmp.path() / "b").string();
  RunComparison c = compare_runs(a, b, "passes:p");
  EXPECT_EQ(c.over_inductor.count, 2u);
  EXPECT_NEAR(*c.over_inductor.max, std::log(1.1), 1e-12);
  EXPECT_NEAR(*c.over_inductor.median, std::log(1.1) / 2, 1e-12);
  nlohmann::json j = c.to_json();
  EXPECT_EQ(j["abs_log_ratio_over_inductor"]["count"], 2);
  testing::CommandResult table = testing::run_command(
      fmt::format("{} bench compare {} {} --backend passes:p", testing::passnet_binary(), a, b));
  ASSERT_EQ(table.exit_code, 0) << table.out;
  EXPECT_NE(table.out.find("over inductor (rounds)      2     4.88%"), std::string::npos)
      << table.out;
}

}  // namespace
}  // namespace passnet::bench
