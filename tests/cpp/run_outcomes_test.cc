// Scores from run.db: a run database with a row of every kind (ok at several tolerances, an
// accuracy miss at t = 1, integer and non-tensor outputs, device-timed rows whose speedup is the
// paired per-round median, a row with no speedup, every failure class, an accuracy failure that
// was never timed), its logs exported by the real exporter, and the scores from run.db checked
// against the scores from the re-parsed logs, field by field, for both presets, both weight sets
// and both eager-failure policies; then score_suite and `passnet bench score` on the run folder
// against the same logs.
#include "passnet/bench/run_outcomes.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "passnet/bench/run_db.h"
#include "passnet/bench/run_logs.h"
#include "passnet/bench/suite_run.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "test_support.h"

namespace passnet::bench {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const std::string kBackend = "inductor";

json stats(double median) {
  return {{"median", median}, {"iqr", 0.0}, {"min", median}, {"mean", median}, {"max", median}};
}

// One sample's job: its eager row and the candidate row, shaped as runner.cc's to_record shapes
// the worker's reply.
struct Row {
  std::string name;
  std::string status = "ok";
  std::vector<std::string> dtypes = {"torch.float32"};  // "" for a non-tensor output
  std::optional<int> pass_from;   // the worker's correctness.pass is true from this t on
  std::optional<double> speedup;  // speedup.e2e as the worker reports it
  std::optional<double> speedup_gpu;
  double eager_ms = 1.0;
  double candidate_ms = 0.5;
  std::string method = "batched";  // "device": cudagraph replays, speedup paired per round
  std::string error;
  json integrity;
};

void record(RunDb& db, const fs::path& samples, const Row& row) {
  JobRecord job;
  job.sample = (samples / row.name).string();
  job.seconds = 1;
  json outputs = json::array();
  for (const std::string& dtype : row.dtypes)
    outputs.push_back(dtype.empty() ? json{{"shape", nullptr}, {"dtype", nullptr}, {"type", "int"}}
                                    : json{{"shape", {4}}, {"dtype", dtype}});
  const bool eager_ok = row.status != "eager_fail";
  json eager = {{"status", eager_ok ? "ok" : "eager_fail"},
                {"outputs", outputs},
                {"timing", {{"e2e", stats(row.eager_ms)}, {"method", row.method}}}};
  BackendResult eager_row{"eager", eager_ok ? "ok" : "eager_fail"};
  if (eager_ok) eager_row.speedup_e2e = 1.0;
  eager_row.eager_ms = row.eager_ms;
  eager_row.detail = eager;

  json detail = {{"status", row.status},
                 {"error", row.error.empty() ? json(nullptr) : json(row.error)}};
  if (!row.integrity.is_null()) detail["integrity"] = row.integrity;
  if (row.pass_from) {
    json pass = json::object();
    for (int t = -10; t <= 4; ++t)
      pass[std::to_string(t)] = t >= *row.pass_from;
    detail["correctness"] = {{"pass", pass}, {"max_abs", 1.5e-3}, {"mean_abs", 2.5e-5}};
  }
  if (row.status == "ok") {
    detail["timing"] = {{"e2e", stats(row.candidate_ms)}, {"method", row.method}};
    detail["eager_timing"] = {{"e2e", stats(row.eager_ms)}, {"method", row.method}};
    detail["speedup"] = {{"e2e", row.speedup ? json(*row.speedup) : json(nullptr)},
                         {"gpu", row.speedup_gpu ? json(*row.speedup_gpu) : json(nullptr)}};
  }
  BackendResult candidate{kBackend, row.status};
  if (!row.error.empty()) candidate.error = row.error;
  candidate.speedup_e2e = row.speedup;
  candidate.speedup_gpu = row.speedup_gpu;
  candidate.eager_ms = row.eager_ms;
  if (row.status == "ok") candidate.candidate_ms = row.candidate_ms;
  candidate.detail = detail;

  job.reply = {{"event", "result"}, {"eager", eager}, {"backends", {{kBackend, detail}}}};
  job.results = {eager_row, candidate};
  db.record(job);
}

json flagged(const std::string& rule) {
  return {{"verdict", "flagged"}, {"layer", "static"}, {"rules", {rule}}};
}

// The rows, named so that run.db's order (by sample) is this order.
std::vector<Row> rows() {
  std::vector<Row> rows;
  auto ok = [&](std::string name, int from, double speedup) {
    Row row;
    row.name = std::move(name);
    row.pass_from = from;
    row.speedup = speedup;
    row.speedup_gpu = speedup * 1.01;
    row.candidate_ms = row.eager_ms / speedup;
    rows.push_back(row);
    return &rows.back();
  };
  ok("a01_exact", -10, 1.25);
  ok("a02_tight", -6, 1.0 / 3.0);  // no short decimal: the log must carry every digit
  ok("a03_loose", -2, 0.8123456789012345)->dtypes = {"torch.float16", "torch.bfloat16"};
  ok("a04_slow", -5, 0.4);
  ok("a05_miss_at_1", 2, 1.7);  // an accuracy error at t = 1 that t = 2 forgives
  ok("a06_miss_at_3", 4, 2.2)->dtypes = {"torch.float64"};
  ok("a07_wide", -8, std::sqrt(2.0))->dtypes = {"torch.bfloat16", "torch.float16", "torch.float32",
                                                "torch.float64"};
  // Device timing: the speedup is the median of per-round ratios, not the ratio of medians.
  Row* paired = ok("a08_device", -7, 1.8731);
  paired->method = "device";
  paired->candidate_ms = 0.5;  // medians say 2.0
  paired = ok("a09_device_slow", -3, 0.9377);
  paired->method = "device";
  paired->candidate_ms = 1.25;  // medians say 0.8
  // ok without a speedup: the ratio of the e2e medians is what the log and run.db read.
  ok("a10_no_speedup", -6, 1.6)->speedup = std::nullopt;
  rows.back().speedup_gpu = std::nullopt;
  // Outputs compared exactly pass wherever the sample passes: integers, and non-tensors.
  ok("a11_int_output", -4, 1.1)->dtypes = {"torch.float32", "torch.int64"};
  ok("a12_non_tensor", -6, 1.2)->dtypes = {"torch.bfloat16", ""};

  auto failed = [&](std::string name, std::string status, std::string error) {
    Row row;
    row.name = std::move(name);
    row.status = std::move(status);
    row.error = std::move(error);
    rows.push_back(row);
    return &rows.back();
  };
  failed("b01_compile", "compile_fail", "InductorError: LoweringException");
  failed("b02_runtime", "runtime_fail", "RuntimeError: boom\nwith a second line");
  failed("b03_timeout", "timeout", "job timed out after 600 s");
  failed("b04_crash", "crash", "worker died (signal 11)");
  failed("b05_nan", "nan_inf", "");
  failed("b06_dtype", "dtype_mismatch", "");
  failed("b07_shape", "shape_mismatch", "");
  failed("b08_eager", "eager_fail", "eager baseline failed");
  failed("b09_eager_again", "eager_fail", "");
  failed("b10_cheat", "integrity_fail", "integrity: torch-call at /x/p.py:3:1")->integrity =
      flagged("torch-call");
  // Fails even at t = 4: never timed, so no speedup.
  failed("b11_accuracy", "accuracy", "")->pass_from = 5;
  return rows;
}

class RunOutcomesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(run_dir());
    RunDb db(db_path());
    db.check_options({{"backends", {kBackend}}, {"device", "cpu"}});
    for (const Row& row : rows()) {
      fs::create_directories(samples() / row.name);
      record(db, samples(), row);
    }
    std::vector<std::string> logs = write_run_logs(db, run_dir().string(), {kBackend}, "cpu");
    ASSERT_EQ(logs.size(), 1u);
    log_ = logs[0];
  }

  fs::path run_dir() const { return tmp_.path() / "run"; }
  fs::path samples() const { return tmp_.path() / "samples"; }
  std::string db_path() const { return (run_dir() / "run.db").string(); }

  RunOutcomes from_db() const {
    RunDb db(db_path());
    return backend_outcomes(db, kBackend);
  }

  testing::TempDir tmp_;
  std::string log_;
};

void expect_close(double a, double b, const std::string& what) {
  EXPECT_LE(std::fabs(a - b), 1e-12 * std::max(std::fabs(a), std::fabs(b))) << what;
}

// Every field of two reports, numbers to 1e-12 relative.
void expect_same_report(const ScoreReport& a, const ScoreReport& b, const std::string& what) {
  EXPECT_EQ(a.tolerances, b.tolerances) << what;
  ASSERT_EQ(a.es.size(), b.es.size()) << what;
  ASSERT_EQ(a.s.size(), b.s.size()) << what;
  for (int t : a.tolerances) {
    expect_close(a.es.at(t), b.es.at(t), fmt::format("{} ES_{}", what, t));
    expect_close(a.s.at(t), b.s.at(t), fmt::format("{} S_{}", what, t));
  }
  expect_close(a.as, b.as, what + " AS");
  ASSERT_EQ(a.as_ci.has_value(), b.as_ci.has_value()) << what;
  if (a.as_ci) {
    expect_close(a.as_ci->first, b.as_ci->first, what + " AS CI low");
    expect_close(a.as_ci->second, b.as_ci->second, what + " AS CI high");
  }
  ASSERT_EQ(a.gmean_speedup.has_value(), b.gmean_speedup.has_value()) << what;
  if (a.gmean_speedup) expect_close(*a.gmean_speedup, *b.gmean_speedup, what + " G-mean");
  expect_close(a.correct_rate, b.correct_rate, what + " correct rate");
  expect_close(a.fast_1, b.fast_1, what + " fast_1");
  EXPECT_EQ(a.errors, b.errors) << what;
  EXPECT_EQ(a.samples, b.samples) << what;
  EXPECT_EQ(a.eager_fail, b.eager_fail) << what;
}

std::vector<ScoringOptions> every_scoring() {
  std::vector<ScoringOptions> all;
  for (const char* preset : {"default", "mismatch-extended"})
    for (const char* weights : {"passnet", "graphnet"})
      for (EagerFailPolicy policy : {EagerFailPolicy::kExclude, EagerFailPolicy::kPenalize}) {
        ScoringOptions options;
        options.preset = tolerance_preset(preset);
        options.weights = weight_preset(weights, options.preset);
        options.eager_fail = policy;
        options.p = 1;
        all.push_back(options);
      }
  return all;
}

TEST_F(RunOutcomesTest, OutcomesFromRunDbEqualThoseOfTheExportedLog) {
  RunOutcomes db = from_db();
  LogReadResult log = read_graphnet_log(log_);
  EXPECT_EQ(log.skipped_lines, 0u);
  ASSERT_EQ(db.outcomes.size(), rows().size());
  EXPECT_EQ(db.outcomes, log.outcomes);
  EXPECT_EQ(db.notes.size(), log.notes.size());

  using S = OutcomeStatus;
  std::vector<S> statuses;
  for (const SampleOutcome& outcome : db.outcomes)
    statuses.push_back(outcome.status);
  std::vector<S> expected(12, S::kOk);  // a01..a12
  expected.insert(expected.end(),
                  {S::kCompileFail, S::kRuntimeFail, S::kRuntimeFail, S::kRuntimeFail, S::kNanInf,
                   S::kDtypeMismatch, S::kShapeMismatch, S::kEagerFail, S::kEagerFail,
                   S::kIntegrityFail, S::kAccuracy});
  EXPECT_EQ(statuses, expected);
  const std::vector<Row> all = rows();
  for (std::size_t i = 0; i < all.size(); ++i) {
    EXPECT_EQ(db.outcomes[i].id, (samples() / all[i].name).string());
    if (all[i].status != "ok") continue;
    for (int t = -10; t <= 5; ++t)
      EXPECT_EQ(db.outcomes[i].correct.at(t), t >= *all[i].pass_from) << all[i].name << " " << t;
  }
  // The stored speedup exactly, device-timed ones included (paired, not the medians' ratio);
  // without one, the ratio of the e2e medians, noted.
  EXPECT_EQ(db.outcomes[1].speedup, 1.0 / 3.0);
  EXPECT_EQ(db.outcomes[7].speedup, 1.8731);
  EXPECT_EQ(db.outcomes[8].speedup, 0.9377);
  EXPECT_EQ(db.outcomes[9].speedup, 1.6);
  ASSERT_EQ(db.notes.size(), 1u);
  EXPECT_EQ(db.notes[0].find((samples() / "a10_no_speedup").string() + ": no [Speedup][e2e]"), 0u)
      << db.notes[0];
}

TEST_F(RunOutcomesTest, ScoresFromRunDbEqualScoresFromTheExportedLog) {
  RunOutcomes db = from_db();
  LogReadResult log = read_graphnet_log(log_);
  int variant = 0;
  for (const ScoringOptions& options : every_scoring()) {
    std::string what = fmt::format("{} {} eager_fail {}", options.preset.name, variant++,
                                   options.eager_fail == EagerFailPolicy::kPenalize);
    expect_same_report(score(db.outcomes, options), score(log.outcomes, options), what);
  }
}

TEST_F(RunOutcomesTest, SuiteScoresComeFromRunDb) {
  // Two tasks over the rows; the second holds both eager failures.
  const std::vector<Row> all = rows();
  std::vector<SuiteTask> tasks(2);
  tasks[0].id = "first";
  tasks[1].id = "second";
  for (std::size_t i = 0; i < all.size(); ++i)
    tasks[i < 10 ? 0 : 1].subgraphs.push_back(canonical_path(samples() / all[i].name));
  ScoringOptions options;
  SuiteScores scores = score_suite(tasks, run_dir().string(), {"eager", kBackend}, options);
  EXPECT_EQ(scores.backends, std::vector<std::string>{kBackend});

  LogReadResult log = read_graphnet_log(log_);
  std::map<std::string, SampleOutcome> by_sample;
  for (const SampleOutcome& outcome : log.outcomes)
    by_sample[canonical_path(outcome.id)] = outcome;
  ScoringOptions per_task = options;
  per_task.bootstrap = 0;
  std::vector<SampleOutcome> everything;
  for (const SuiteTask& task : tasks) {
    std::vector<SampleOutcome> outcomes;
    for (const std::string& subgraph : task.subgraphs)
      outcomes.push_back(by_sample.at(subgraph));
    everything.insert(everything.end(), outcomes.begin(), outcomes.end());
    expect_same_report(scores.per_task.at(kBackend).at(task.id), score(outcomes, per_task),
                       task.id);
  }
  expect_same_report(scores.overall.at(kBackend), score(everything, options), "overall");
  EXPECT_EQ(scores.integrity.at(kBackend).flagged, 1u);
  EXPECT_EQ(scores.integrity.at(kBackend).rules,
            (std::map<std::string, std::size_t>{{"torch-call", 1}}));

  // The logs are an export: scoring does not read them, and without run.db there is no score.
  fs::remove_all(run_dir() / "logs");
  EXPECT_NO_THROW(score_suite(tasks, run_dir().string(), {kBackend}, options));
  fs::remove(db_path());
  try {
    score_suite(tasks, run_dir().string(), {kBackend}, options);
    FAIL() << "scored a run folder without run.db";
  } catch (const Error& error) {
    EXPECT_EQ(error.category(), ErrorCategory::kIo);
    EXPECT_NE(std::string(error.what()).find("a run folder without run.db"), std::string::npos)
        << error.what();
  }
  EXPECT_FALSE(fs::exists(db_path()));  // reading never creates one
}

TEST_F(RunOutcomesTest, SuiteScoresNameAMissingResult) {
  SuiteTask task;
  task.id = "late";
  task.subgraphs = {canonical_path(samples() / "not_run_yet")};
  try {
    score_suite({task}, run_dir().string(), {kBackend}, ScoringOptions{});
    FAIL() << "scored a subgraph without a result";
  } catch (const Error& error) {
    EXPECT_EQ(error.category(), ErrorCategory::kUsage);
    EXPECT_NE(std::string(error.what()).find("no inductor result for"), std::string::npos)
        << error.what();
  }
}

testing::CommandResult passnet(const std::string& arguments) {
  return testing::run_command(
      fmt::format("{} bench score {} 2>&1", testing::passnet_binary(), arguments));
}

TEST_F(RunOutcomesTest, BenchScoreReadsTheRunFolderFromRunDb) {
  testing::CommandResult from_run =
      passnet(fmt::format("{} --backend {} --json", run_dir().string(), kBackend));
  ASSERT_EQ(from_run.exit_code, 0) << from_run.out;
  testing::CommandResult from_log = passnet(log_ + " --json");
  ASSERT_EQ(from_log.exit_code, 0) << from_log.out;
  json run = json::parse(from_run.out);
  json log = json::parse(from_log.out);
  EXPECT_EQ(run["source"], "run.db");
  EXPECT_EQ(run["path"], db_path());
  EXPECT_EQ(log["source"], "log");
  EXPECT_EQ(log["path"], log_);
  for (const char* key : {"es", "s", "as", "as_ci", "gmean_speedup", "correct_rate", "fast_1",
                          "errors", "samples", "eager_fail", "integrity", "run_options"})
    EXPECT_EQ(run[key], log[key]) << key;
  EXPECT_EQ(run["notes"].size(), log["notes"].size());
  EXPECT_EQ(run["integrity"]["flagged"], 1);

  testing::CommandResult table =
      passnet(fmt::format("{} --backend {}", run_dir().string(), kBackend));
  ASSERT_EQ(table.exit_code, 0) << table.out;
  EXPECT_EQ(table.out.find("run.db    " + db_path() + " (backend inductor)\n"), 0u) << table.out;

  testing::CommandResult unknown = passnet(run_dir().string() + " --backend xla");
  EXPECT_EQ(unknown.exit_code, 1);
  EXPECT_NE(unknown.out.find("no results for backend 'xla'; backends there: inductor"),
            std::string::npos)
      << unknown.out;
  testing::CommandResult eager = passnet(run_dir().string() + " --backend eager");
  EXPECT_EQ(eager.exit_code, 2);
  EXPECT_NE(eager.out.find("baseline"), std::string::npos) << eager.out;

  // A run folder that lost its run.db is refused; its exported log still scores by its path.
  fs::remove(db_path());
  testing::CommandResult lost = passnet(run_dir().string() + " --backend inductor");
  EXPECT_EQ(lost.exit_code, 1);
  EXPECT_NE(lost.out.find("a run folder without run.db"), std::string::npos) << lost.out;
  EXPECT_FALSE(fs::exists(db_path()));
  testing::CommandResult bare = passnet(log_ + " --json");
  ASSERT_EQ(bare.exit_code, 0) << bare.out;
  EXPECT_EQ(json::parse(bare.out)["as"], log["as"]);
}

}  // namespace
}  // namespace passnet::bench
