#include "passnet/report/run_report.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <vector>

#include "passnet/bench/run_db.h"
#include "passnet/report/model_prediction.h"
#include "passnet/report/svg_chart.h"
#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::report {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

json stats(double median) {
  return {{"median", median}, {"iqr", 0.0}, {"min", median}, {"mean", median}, {"max", median}};
}

json optional_stats(std::optional<double> median) {
  return median ? stats(*median) : json(nullptr);
}

// A worker `timing` object (timing.py's TimingResult.to_json) with the figures that matter here.
json timing(double e2e, std::optional<double> gpu = std::nullopt,
            std::optional<double> kernel = std::nullopt) {
  return {{"e2e", stats(e2e)},
          {"gpu", optional_stats(gpu)},
          {"kernel", optional_stats(kernel)},
          {"cuda_graph", nullptr},
          {"calls_per_measurement", 1},
          {"measurements", 3},
          {"remeasured", 0},
          {"stable", true}};
}

// One sample under one candidate; times in ms per call. eager_* are eager's figures from the
// session interleaved with the candidate; eager_row_kernel is the pooled eager row's kernel time.
struct Case {
  std::string sample;
  std::string status = "ok";
  double eager_e2e = 1;
  double candidate_e2e = 1;
  std::optional<double> eager_gpu;
  std::optional<double> candidate_gpu;
  std::optional<double> eager_kernel;
  std::optional<double> candidate_kernel;
  std::optional<double> eager_row_kernel;
  std::optional<double> compile_seconds;
};

// Records one job the way runner.cc's to_record shapes it: an eager row and a candidate row
// whose detail is the worker's per-backend JSON.
void record(bench::RunDb& db, const Case& c, const std::string& backend = "inductor") {
  bench::JobRecord job;
  job.sample = c.sample;
  job.seconds = 1;
  json eager_detail = {{"status", "ok"},
                       {"timing", timing(c.eager_e2e, c.eager_gpu, c.eager_row_kernel)}};
  job.reply = {{"event", "result"}, {"eager", eager_detail}, {"backends", json::object()}};
  bench::BackendResult eager{"eager", "ok"};
  eager.eager_ms = eager.candidate_ms = c.eager_e2e;
  eager.speedup_e2e = 1.0;
  eager.detail = eager_detail;

  bench::BackendResult candidate{backend, c.status};
  candidate.compile_seconds = c.compile_seconds;
  candidate.eager_ms = c.eager_e2e;
  json detail = {{"status", c.status}, {"error", nullptr}, {"compile_seconds", nullptr}};
  if (c.compile_seconds) detail["compile_seconds"] = *c.compile_seconds;
  if (c.status == "ok") {
    candidate.candidate_ms = c.candidate_e2e;
    candidate.speedup_e2e = c.eager_e2e / c.candidate_e2e;
    detail["timing"] = timing(c.candidate_e2e, c.candidate_gpu, c.candidate_kernel);
    detail["eager_timing"] = timing(c.eager_e2e, c.eager_gpu, c.eager_kernel);
    detail["speedup"] = {{"e2e", *candidate.speedup_e2e}, {"gpu", nullptr}};
  }
  candidate.detail = detail;
  job.reply["backends"][backend] = detail;
  job.results = {eager, candidate};
  db.record(job);
}

// The run every test reads: five scored samples under inductor (speedups 2, 0.5, 0.8, 1, 0.9),
// one accuracy failure, and a cudagraphs backend that never compiled.
class RunReportTest : public ::testing::Test {
 protected:
  void SetUp() override {
    bench::RunDb db((tmp_.path() / "run.db").string());
    db.check_options({{"backends", {"inductor", "cudagraphs"}}, {"device", "cuda"}});
    record(db, {.sample = "/s/a_fast",
                .eager_e2e = 2.0,
                .candidate_e2e = 1.0,
                .eager_gpu = 1.5,
                .candidate_gpu = 0.7,
                .compile_seconds = 10});
    // Kernel-bound: kernel time +0.8 of +1.0 ms. The interleaved eager session has no kernel
    // time (eager is profiled in its first session only), so the eager row's is used.
    record(db, {.sample = "/s/b_kernel",
                .eager_e2e = 1.0,
                .candidate_e2e = 2.0,
                .eager_gpu = 0.9,
                .candidate_gpu = 1.9,
                .candidate_kernel = 1.4,
                .eager_row_kernel = 0.6,
                .compile_seconds = 20});
    // Overhead-bound: CUDA-event time +0.05 of +0.25 ms.
    record(db, {.sample = "/s/c_overhead",
                .eager_e2e = 1.0,
                .candidate_e2e = 1.25,
                .eager_gpu = 0.5,
                .candidate_gpu = 0.55,
                .compile_seconds = 30});
    record(db,
           {.sample = "/s/d_even", .eager_e2e = 1.0, .candidate_e2e = 1.0, .compile_seconds = 40});
    record(db, {.sample = "/s/e_wrong", .status = "accuracy", .compile_seconds = 3});
    // Slow with no device time, as on a CPU run.
    record(db, {.sample = "/s/f_cpu", .eager_e2e = 0.9, .candidate_e2e = 1.0});
    for (const char* sample : {"/s/a_fast", "/s/b_kernel"}) {
      bench::JobRecord job;
      job.sample = sample;
      job.reply = json::object();
      job.results = {{"cudagraphs", "compile_fail", "no CUDA graphs here"}};
      db.record(job);
    }
  }

  const SampleRow& row(const BackendReport& b, const std::string& sample) {
    for (const SampleRow& r : b.samples)
      if (r.sample == sample) return r;
    throw std::runtime_error("no row for " + sample);
  }

  testing::TempDir tmp_;
};

TEST_F(RunReportTest, ReportsTheSpeedupDistribution) {
  RunReport report = build_run_report(tmp_.path().string());
  EXPECT_EQ(report.device, "cuda");
  EXPECT_EQ(report.jobs, 6u);
  ASSERT_EQ(report.backends.size(), 2u);
  const BackendReport& b = report.backends[0];
  EXPECT_EQ(b.backend, "inductor");  // the run's order, not the alphabet's
  EXPECT_EQ(report.backends[1].backend, "cudagraphs");
  EXPECT_EQ(b.results, 6u);
  EXPECT_EQ(b.statuses, (std::map<std::string, std::size_t>{{"accuracy", 1}, {"ok", 5}}));
  EXPECT_EQ(b.scored, 5u);
  EXPECT_EQ(b.slower, 3u);
  EXPECT_DOUBLE_EQ(*b.slower_share, 0.6);
  // Sorted: 0.5 0.8 0.9 1 2; quantile q sits at rank q * 4.
  EXPECT_DOUBLE_EQ(*b.speedup.min, 0.5);
  EXPECT_DOUBLE_EQ(*b.speedup.p10, 0.62);  // rank 0.4
  EXPECT_DOUBLE_EQ(*b.speedup.p25, 0.8);
  EXPECT_DOUBLE_EQ(*b.speedup.median, 0.9);
  EXPECT_DOUBLE_EQ(*b.speedup.p75, 1.0);
  EXPECT_DOUBLE_EQ(*b.speedup.p90, 1.6);  // rank 3.6
  EXPECT_DOUBLE_EQ(*b.speedup.max, 2.0);
  EXPECT_NEAR(*b.speedup.gmean, std::pow(0.72, 0.2), 1e-12);
  // log2: -1 -> bin 12, -0.32 -> 14, -0.15 -> 15, 0 -> 16, 1 -> 20.
  std::vector<std::size_t> filled;
  for (std::size_t i = 0; i < kLog2Bins; ++i)
    if (b.histogram[i] > 0) filled.push_back(i);
  EXPECT_EQ(filled, (std::vector<std::size_t>{12, 14, 15, 16, 20}));
  EXPECT_EQ(b.compile_seconds.count, 5u);
  EXPECT_DOUBLE_EQ(*b.compile_seconds.median, 20);
  EXPECT_DOUBLE_EQ(*b.compile_seconds.p90, 36);
  EXPECT_DOUBLE_EQ(*b.compile_seconds.max, 40);
  ASSERT_EQ(b.samples.size(), 5u);
  EXPECT_EQ(b.samples.front().sample, "/s/b_kernel");  // slowest first
  EXPECT_EQ(b.samples.back().sample, "/s/a_fast");
  EXPECT_FALSE(row(b, "/s/d_even").verdict);  // 1x is not slower
}

// The time basis reads every recorded option: report.run_options once left out l2 and sessions,
// so a flushed cudagraph run with the worker's sessions read "1 session, L2 warm".
TEST(RunReportTimeBasis, NamesTheL2AndSessionsTheRunRecorded) {
  testing::TempDir tmp;
  bench::RunDb db((tmp.path() / "run.db").string());
  db.check_options({{"backends", {"inductor"}},
                    {"device", "cuda"},
                    {"invocation", "cudagraph"},
                    {"l2", "flushed"},
                    {"sessions", nullptr}});
  record(db, {.sample = "/s/a", .eager_e2e = 2.0, .candidate_e2e = 1.0});
  RunReport report = build_run_report(tmp.path().string());
  EXPECT_EQ(report.time_basis,
            "device time (cudagraph: K calls per CUDA graph, CUDA events; 3 sessions, L2 "
            "flushed)");
  EXPECT_FALSE(report.to_json()["run_options"].contains("l2")) << "report.json is as it was";
}

TEST_F(RunReportTest, AttributesEachSlowSampleToKernelOrOverhead) {
  RunReport report = build_run_report(tmp_.path().string());
  const BackendReport& b = report.backends[0];

  const SampleRow& kernel = row(b, "/s/b_kernel");
  EXPECT_EQ(kernel.clock, DeviceClock::kKernel);
  EXPECT_DOUBLE_EQ(*kernel.eager_device_ms, 0.6);
  EXPECT_DOUBLE_EQ(*kernel.candidate_device_ms, 1.4);
  EXPECT_DOUBLE_EQ(*kernel.delta_e2e_ms, 1.0);
  EXPECT_NEAR(*kernel.delta_device_ms, 0.8, 1e-12);
  EXPECT_NEAR(*kernel.delta_overhead_ms, 0.2, 1e-12);
  EXPECT_EQ(kernel.verdict, LossVerdict::kKernel);

  const SampleRow& overhead = row(b, "/s/c_overhead");
  EXPECT_EQ(overhead.clock, DeviceClock::kEvent);
  EXPECT_NEAR(*overhead.delta_device_ms, 0.05, 1e-12);
  EXPECT_NEAR(*overhead.delta_overhead_ms, 0.2, 1e-12);
  EXPECT_EQ(overhead.verdict, LossVerdict::kOverhead);

  const SampleRow& cpu = row(b, "/s/f_cpu");
  EXPECT_EQ(cpu.clock, DeviceClock::kNone);
  EXPECT_NEAR(*cpu.delta_e2e_ms, 0.1, 1e-12);
  EXPECT_FALSE(cpu.delta_device_ms);
  EXPECT_EQ(cpu.verdict, LossVerdict::kUnknown);

  EXPECT_EQ(b.loss.kernel, 1u);
  EXPECT_EQ(b.loss.overhead, 1u);
  EXPECT_EQ(b.loss.unknown, 1u);
  EXPECT_NEAR(b.loss.lost_e2e_ms, 1.35, 1e-12);
  EXPECT_NEAR(b.loss.attributed_e2e_ms, 1.25, 1e-12);
  EXPECT_NEAR(b.loss.lost_device_ms, 0.85, 1e-12);
  EXPECT_NEAR(b.loss.lost_overhead_ms, 0.4, 1e-12);
  ASSERT_EQ(b.notes.size(), 2u);
  EXPECT_NE(b.notes[0].find("no device time"), std::string::npos) << b.notes[0];
  EXPECT_NE(b.notes[1].find("--kernel-time"), std::string::npos) << b.notes[1];

  const BackendReport& none = report.backends[1];
  EXPECT_EQ(none.scored, 0u);
  EXPECT_FALSE(none.slower_share);
  EXPECT_FALSE(none.speedup.median);
  EXPECT_EQ(none.statuses.at("compile_fail"), 2u);
}

TEST_F(RunReportTest, JsonCarriesTheSummaryAndEverySample) {
  json j = json::parse(build_run_report(tmp_.path().string()).to_json().dump());
  const json& b = j["backends"][0];
  EXPECT_EQ(b["backend"], "inductor");
  EXPECT_EQ(b["slower_share"], 0.6);
  EXPECT_EQ(b["speedup"]["median"], 0.9);
  EXPECT_EQ(b["histogram"]["counts"].size(), kLog2Bins);
  EXPECT_EQ(b["histogram"]["counts"][12], 1);
  EXPECT_EQ(b["loss"]["kernel"], 1);
  EXPECT_EQ(b["loss"]["device_clocks"]["cuda_event"], 1);
  EXPECT_EQ(b["compile_seconds"]["p90"], 36.0);
  ASSERT_EQ(b["samples"].size(), 5u);
  EXPECT_EQ(b["samples"][0]["sample"], "/s/b_kernel");
  EXPECT_EQ(b["samples"][0]["verdict"], "kernel");
  EXPECT_EQ(b["samples"][0]["device_clock"], "kernel");
  EXPECT_EQ(b["samples"][4]["verdict"], nullptr);
  EXPECT_EQ(j["backends"][1]["speedup"]["median"], nullptr);
}

TEST_F(RunReportTest, BackendFilterPicksAndChecksNames) {
  ReportOptions options;
  options.backends = {"cudagraphs"};
  RunReport report = build_run_report(tmp_.path().string(), options);
  ASSERT_EQ(report.backends.size(), 1u);
  EXPECT_EQ(report.backends[0].backend, "cudagraphs");
  options.backends = {"eager"};
  try {
    build_run_report(tmp_.path().string(), options);
    FAIL() << "expected an error";
  } catch (const Error& error) {
    EXPECT_EQ(error.category(), ErrorCategory::kUsage);
    EXPECT_NE(std::string(error.what()).find("candidate backends there: inductor, cudagraphs"),
              std::string::npos)
        << error.what();
  }
}

// Element names in document order must nest: every <x> closes as </x>, <x/> closes itself.
bool balanced(const std::string& xml) {
  std::vector<std::string> open;
  for (std::size_t at = xml.find('<'); at != std::string::npos; at = xml.find('<', at + 1)) {
    std::size_t end = xml.find('>', at);
    if (end == std::string::npos) return false;
    std::string tag = xml.substr(at + 1, end - at - 1);
    if (tag.starts_with('/')) {
      if (open.empty() || open.back() != tag.substr(1)) return false;
      open.pop_back();
    } else if (!tag.ends_with('/')) {
      open.push_back(tag.substr(0, tag.find(' ')));
    }
  }
  return open.empty();
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t count = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
    ++count;
  return count;
}

TEST_F(RunReportTest, WritesJsonAndWellFormedCharts) {
  RunReport report = build_run_report(tmp_.path().string());
  ReportFiles files = write_run_report(report, (tmp_.path() / "report").string());
  json written = json::parse(testing::read_text(files.json));
  EXPECT_EQ(written["backends"][0]["slower"], 3);

  std::string speedups = testing::read_text(files.speedups_svg);
  EXPECT_TRUE(speedups.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\"")) << speedups;
  EXPECT_TRUE(balanced(speedups)) << speedups;
  EXPECT_EQ(occurrences(speedups, "class=\"bar\""), 5u);     // the five filled bins
  EXPECT_EQ(occurrences(speedups, "stroke-dasharray"), 2u);  // a 1x line per panel
  EXPECT_NE(speedups.find("inductor: 5 scored, 3 slower than eager (60.0%)"), std::string::npos);
  EXPECT_NE(speedups.find(">1/16x<"), std::string::npos);
  EXPECT_NE(speedups.find(">16x<"), std::string::npos);
  EXPECT_NE(speedups.find("cudagraphs: no scored samples"), std::string::npos);

  std::string loss = testing::read_text(files.loss_svg);
  EXPECT_TRUE(loss.starts_with("<svg")) << loss;
  EXPECT_TRUE(balanced(loss)) << loss;
  EXPECT_EQ(occurrences(loss, "class=\"bar\""), 3u);  // kernel, overhead, unknown
  EXPECT_NE(loss.find("3 slow of 5 (60.0%): 1 kernel, 1 overhead, 1 unknown"), std::string::npos);
}

ModelRow matched_model(double over_inductor, double share, double rule_share) {
  ModelRow row;
  row.replacements = 1;
  row.over_inductor = over_inductor;
  row.time_share = share;
  row.rule_shares = {{"Fuse", rule_share}, {"Other", share - rule_share}};
  return row;
}

TEST(ModelPrediction, PredictsFromEveryRuleThatHoldsTimeAndSummarisesOverModels) {
  std::vector<ModelRow> rows = {matched_model(1.10, 0.4, 0.4), matched_model(1.02, 0.3, 0.1),
                                matched_model(0.98, 0.2, 0.2), ModelRow{}};
  rows[3].over_inductor = 5.0;  // nothing matched: in no summary
  RuleSpeedups speedups;
  speedups.rules = {{"Fuse", 1.5}};
  predict(rows, speedups);
  EXPECT_DOUBLE_EQ(*rows[0].predicted_over_inductor, 1 - 0.4 + 1.5 * 0.4);
  // "Other" holds 20% of the second model and has no speedup: no prediction there.
  EXPECT_FALSE(rows[1].predicted_over_inductor);
  EXPECT_DOUBLE_EQ(*rows[2].predicted_over_inductor, 1 - 0.2 + 1.5 * 0.2);
  EXPECT_FALSE(rows[3].predicted_over_inductor);

  ModelSummary summary = summarize_models(rows);
  EXPECT_EQ(summary.models, 3u);
  EXPECT_NEAR(*summary.gmean, std::cbrt(1.10 * 1.02 * 0.98), 1e-12);
  ASSERT_TRUE(summary.ci);
  EXPECT_LE(summary.ci->first, *summary.gmean);
  EXPECT_GE(summary.ci->second, *summary.gmean);
  EXPECT_GE(summary.ci->first, 0.98 - 1e-12);
  EXPECT_LE(summary.ci->second, 1.10 + 1e-12);
  EXPECT_FALSE(summary.predicted_gmean);  // one model has none: no G-mean of a subset
  ModelSummary again = summarize_models(rows);
  EXPECT_EQ(again.ci, summary.ci);  // a fixed seed
}

TEST(ModelRows, PreferTheFigureTimedWithInductorInTheSameRounds) {
  auto model = [](const std::string& sample, double speedup, nlohmann::json over_inductor) {
    bench::BackendResult result;
    result.backend = "model-passes:set";
    result.status = "ok";
    result.speedup_e2e = speedup;
    result.detail = {{"sample", sample},
                     {"report", {{"sets", nlohmann::json::array()}}},
                     {"speedup_over_inductor", over_inductor}};
    return result;
  };
  // Inductor's own session gave both models 2.0x over eager.
  std::map<std::string, InductorModel> inductor = {{"paired", {2.0, std::nullopt}},
                                                   {"alone", {2.0, std::nullopt}}};
  std::vector<ModelRow> rows =
      model_rows({model("paired", 3.0, 1.25), model("alone", 3.0, nullptr)}, inductor);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_DOUBLE_EQ(*rows[0].over_inductor, 1.25);  // not 3.0 / 2.0
  EXPECT_TRUE(rows[0].same_rounds);
  EXPECT_DOUBLE_EQ(*rows[1].over_inductor, 1.5);  // no same-round figure: the sessions' ratio
  EXPECT_FALSE(rows[1].same_rounds);
  EXPECT_EQ(to_json(rows[0])["over_inductor_same_rounds"], true);
}

TEST(ModelRows, KernelLaunchesPerCallOfBothSides) {
  auto result = [](const std::string& sample, nlohmann::json timing) {
    bench::BackendResult r;
    r.backend = "model-passes:set";
    r.status = "ok";
    r.speedup_e2e = 2.0;
    r.detail = {{"sample", sample},
                {"report", {{"sets", nlohmann::json::array()}}},
                {"timing", std::move(timing)}};
    return r;
  };
  std::map<std::string, InductorModel> inductor = {{"counted", {2.0, 123.0}},
                                                   {"uncounted", {2.0, std::nullopt}}};
  std::vector<ModelRow> rows =
      model_rows({result("counted", {{"launches", {{"direct", 142.0}, {"eager_direct", 300.0}}}}),
                  result("uncounted", {{"launches", nullptr}})},
                 inductor);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].launches, 142.0);  // the subject's own count, not eager's
  EXPECT_EQ(rows[0].inductor_launches, 123.0);
  EXPECT_EQ(to_json(rows[0])["inductor_launches"], 123.0);
  EXPECT_FALSE(rows[1].launches);  // no count (a CPU run): none invented
  EXPECT_FALSE(rows[1].inductor_launches);
  EXPECT_TRUE(to_json(rows[1])["launches"].is_null());
}

TEST(ModelRows, MatchesLeftToInductorPerRule) {
  bench::BackendResult r;
  r.backend = "model-passes:set";
  r.status = "ok";
  r.speedup_e2e = 1.5;
  r.detail = nlohmann::json::parse(R"({"sample": "bert", "report": {"sets": [
      {"replacements": {"FuseAddLayerNorm": 1, "FuseEmbeddingAdd": 0},
       "declined": {"FuseAddLayerNorm": 12, "FuseEmbeddingAdd": 0}},
      {"replacements": {"Other": 2}}]}})");
  std::vector<ModelRow> rows = model_rows({r}, {});
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].replacements, 3u);
  std::map<std::string, std::size_t> left = {{"FuseAddLayerNorm", 12}};
  EXPECT_EQ(rows[0].left_to_inductor, left);  // rules that left none are not listed
  EXPECT_EQ(to_json(rows[0])["left_to_inductor"]["FuseAddLayerNorm"], 12);
}

TEST(SvgReport, EscapesText) {
  EXPECT_EQ(xml_escape(R"(a<b & "c" 'd'>)"), "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;");
  SvgWriter svg(10, 10, "t<&>");
  svg.text(0, 0, "</svg><script>");
  svg.rect(0, 0, 1, 1, "red", "bar", "x & y");
  std::string out = svg.str();
  EXPECT_TRUE(balanced(out)) << out;
  EXPECT_EQ(out.find("<script>"), std::string::npos);
  EXPECT_NE(out.find("<title>x &amp; y</title>"), std::string::npos);
}

TEST(SvgReport, Log2BinsClampAtTheEnds) {
  EXPECT_EQ(log2_bin(1.0), 16u);
  EXPECT_EQ(log2_bin(0.999), 15u);
  EXPECT_EQ(log2_bin(1e-9), 0u);
  EXPECT_EQ(log2_bin(1.0 / 16), 0u);
  EXPECT_EQ(log2_bin(16), kLog2Bins - 1);
  EXPECT_EQ(log2_bin(1e9), kLog2Bins - 1);
}

std::string error_of(const std::string& run_dir) {
  try {
    build_run_report(run_dir);
  } catch (const Error& error) {
    return error.what();
  }
  return "no error";
}

TEST(RunReportErrors, NameWhatIsWrongWithTheFolder) {
  testing::TempDir tmp;
  EXPECT_EQ(error_of((tmp.path() / "absent").string()),
            (tmp.path() / "absent").string() + ": no such folder");
  EXPECT_NE(error_of(tmp.path().string()).find("not a run folder (no run.db"), std::string::npos);

  testing::write_text(tmp.path() / "corrupt" / "run.db", "this is not a database, just text\n");
  EXPECT_NE(error_of((tmp.path() / "corrupt").string())
                .find("run.db: not a SQLite database (corrupt, or not written by bench run)"),
            std::string::npos);

  fs::create_directories(tmp.path() / "empty");
  { bench::RunDb db((tmp.path() / "empty" / "run.db").string()); }
  EXPECT_NE(error_of((tmp.path() / "empty").string()).find("the run has no results yet"),
            std::string::npos);

  fs::create_directories(tmp.path() / "eager");
  {
    bench::RunDb db((tmp.path() / "eager" / "run.db").string());
    bench::JobRecord job;
    job.sample = "/s/a";
    job.reply = json::object();
    job.results = {{"eager", "ok"}};
    db.record(job);
  }
  EXPECT_NE(error_of((tmp.path() / "eager").string()).find("only eager results"),
            std::string::npos);
}

TEST(RunReportCli, CorruptRunDbIsAClearErrorAndNonZeroExit) {
  testing::TempDir tmp;
  testing::write_text(tmp.path() / "run.db", std::string(4096, 'x'));
  testing::CommandResult result = testing::run_command(
      fmt::format("{} bench report '{}' 2>&1", testing::passnet_binary(), tmp.path().string()));
  EXPECT_EQ(result.exit_code, 1) << result.out;
  EXPECT_NE(
      result.out.find("passnet: " + (tmp.path() / "run.db").string() + ": not a SQLite database"),
      std::string::npos)
      << result.out;
  EXPECT_FALSE(fs::exists(tmp.path() / "report"));
}

TEST(RunReport, ResultsFromTwoGpuModelsAreNeverPooled) {
  testing::TempDir tmp;
  {
    bench::RunDb db((tmp.path() / "run.db").string());
    record(db, {.sample = "/s/a"});
    record(db, {.sample = "/s/b"});
    EXPECT_TRUE(db.gpu_models().empty());  // CPU runs, runs from before: nothing recorded
    db.database().exec(
        "UPDATE jobs SET reply = json_set(reply, '$.device_name', 'NVIDIA H100 80GB HBM3')");
    EXPECT_EQ(db.gpu_models().size(), 1u);
    EXPECT_NO_THROW(db.require_one_gpu_model("run"));
    db.database().exec(
        "UPDATE jobs SET reply = json_set(reply, '$.device_name', 'NVIDIA H200') "
        "WHERE sample = '/s/b'");
  }
  try {
    build_run_report(tmp.path().string());
    FAIL() << "two GPU models pooled";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("2 GPU models (NVIDIA H100 80GB HBM3, NVIDIA H200)"),
              std::string::npos)
        << error.what();
  }
}

}  // namespace
}  // namespace passnet::report
