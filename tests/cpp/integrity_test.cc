// Integrity verdicts through the engine: a run whose pass backend has samples flagged by the
// integrity layer (status integrity_fail, detail.integrity), summarised per backend, written to
// the GraphNet-format log and read back as integrity_fail, scored as b at every t, and shown by
// summary.json, `bench score` and `bench report`; and `passnet integrity`, which hands over to
// the Python checker.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "passnet/bench/graphnet_log.h"
#include "passnet/bench/integrity_summary.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/run_logs.h"
#include "passnet/bench/runner.h"
#include "passnet/bench/scoring.h"
#include "passnet/report/run_report.h"
#include "test_support.h"

namespace passnet::bench {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using testing::run_command;

const std::string kPass = "passes:/x/scale_mask";

json verdict(const std::string& layer, const std::vector<std::string>& rules) {
  json violations = json::array();
  for (const std::string& rule : rules)
    violations.push_back({{"rule", rule},
                          {"layer", layer},
                          {"where", "/x/scale_mask/p.py:12:5"},
                          {"evidence", "return torch.add(a, b)"},
                          {"message", ""}});
  return {{"verdict", rules.empty() ? "clean" : "flagged"},
          {"layer", rules.empty() ? json(nullptr) : json(layer)},
          {"rules", rules},
          {"violations", violations},
          {"checked", {"static", "dispatch", "runtime"}},
          {"warnings", json::array()}};
}

// One job as runner.cc's to_record shapes it: an eager row with one float32 output, and the
// pass's row whose detail is the worker's per-backend JSON.
void record(RunDb& db, const std::string& sample, const std::string& status, const json& integrity,
            std::optional<std::string> error = std::nullopt) {
  JobRecord job;
  job.sample = sample;
  job.seconds = 1;
  json eager_detail = {{"status", "ok"},
                       {"outputs", {{{"dtype", "torch.float32"}}}},
                       {"timing", {{"e2e", {{"median", 1.0}}}}}};
  BackendResult eager{"eager", "ok"};
  eager.speedup_e2e = 1.0;
  eager.detail = eager_detail;
  json detail = {{"status", status}, {"error", error ? json(*error) : json(nullptr)}};
  detail["integrity"] = integrity;
  BackendResult pass{kPass, status, error};
  if (status == "ok") {
    json every_t = json::object();
    for (int t = -10; t <= 4; ++t)
      every_t[std::to_string(t)] = true;
    detail["correctness"] = {{"pass", every_t}};
    detail["timing"] = {{"e2e", {{"median", 0.5}}}};
    detail["speedup"] = {{"e2e", 2.0}};
    pass.speedup_e2e = 2.0;
  }
  pass.detail = detail;
  job.reply = {{"event", "result"}, {"eager", eager_detail}, {"backends", {{kPass, detail}}}};
  job.results = {eager, pass};
  db.record(job);
}

// Four samples under one pass: a correct and 2x faster; b flagged by the static layer; c flagged
// by the dispatch layer for two rules; d a clean pass that crashed at run time.
class IntegrityRunTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(tmp_.path() / "run");
    RunDb db(db_path());
    db.check_options({{"backends", {kPass}}, {"device", "cpu"}});
    record(db, "/s/a", "ok", verdict("static", {}));
    record(db, "/s/b", "integrity_fail", verdict("static", {"torch-call"}),
           "integrity: torch-call at /x/scale_mask/p.py:12:5: return torch.add(a, b)");
    record(db, "/s/c", "integrity_fail", verdict("dispatch", {"aten-op", "output-alias"}),
           "integrity: aten-op at scale_mask: aten.add.Tensor");
    record(db, "/s/d", "runtime_fail", verdict("static", {}), "RuntimeError: boom");
    logs_ = write_run_logs(db, run_dir(), {kPass}, "cpu");
  }

  std::string run_dir() const { return (tmp_.path() / "run").string(); }
  std::string db_path() const { return (tmp_.path() / "run" / "run.db").string(); }
  testing::CommandResult passnet(const std::string& arguments) const {
    return run_command(fmt::format("{} {} 2>&1", testing::passnet_binary(), arguments));
  }

  testing::TempDir tmp_;
  std::vector<std::string> logs_;
};

const std::string kLine =
    "integrity: 2 of 4 samples flagged (aten-op 1, output-alias 1, torch-call 1)";

TEST_F(IntegrityRunTest, SummaryCountsFlaggedSamplesAndRules) {
  RunDb db(db_path());
  IntegritySummary summary = summarize_integrity(db.results_for(kPass));
  EXPECT_EQ(summary.samples, 4u);
  EXPECT_EQ(summary.checked, 4u);
  EXPECT_EQ(summary.flagged, 2u);
  EXPECT_EQ(summary.rules, (std::map<std::string, std::size_t>{
                               {"aten-op", 1}, {"output-alias", 1}, {"torch-call", 1}}));
  ASSERT_EQ(summary.flagged_samples.size(), 2u);
  EXPECT_EQ(summary.flagged_samples[0],
            (FlaggedSample{"/s/b",
                           "static",
                           {"torch-call"},
                           "integrity: torch-call at /x/scale_mask/p.py:12:5: return "
                           "torch.add(a, b)"}));
  EXPECT_EQ(summary.flagged_samples[1].layer, "dispatch");
  EXPECT_EQ(integrity_line(summary), kLine);

  IntegritySummary read_back = IntegritySummary::from_json(summary.to_json(false));
  summary.flagged_samples.clear();
  EXPECT_EQ(read_back, summary);
  EXPECT_EQ(summary.to_json(true)["flagged_samples"].size(), 0u);

  // Eager carries no verdict; more flags of one rule sort it first.
  EXPECT_FALSE(summarize_integrity(db.results_for("eager")).any());
  IntegritySummary counted;
  counted.samples = 10;
  counted.flagged = 3;
  counted.rules = {{"aten-op", 1}, {"torch-call", 2}};
  EXPECT_EQ(integrity_line(counted),
            "integrity: 3 of 10 samples flagged (torch-call 2, aten-op 1)");
  counted.rules.clear();
  EXPECT_EQ(integrity_line(counted), "integrity: 3 of 10 samples flagged");
}

TEST_F(IntegrityRunTest, RunLogKeepsTheStatusAndScoresBAtEveryT) {
  ASSERT_EQ(logs_.size(), 1u);
  std::string text = testing::read_text(logs_[0]);
  std::size_t first = text.find("[Fail due to integrity check failed.]");
  ASSERT_NE(first, std::string::npos) << text;
  EXPECT_NE(text.find("[Fail due to integrity check failed.]", first + 1), std::string::npos);
  EXPECT_NE(text.find("integrity: torch-call at /x/scale_mask/p.py:12:5"), std::string::npos);

  LogReadResult read = read_graphnet_log(logs_[0]);
  EXPECT_TRUE(read.notes.empty());
  std::vector<OutcomeStatus> statuses;
  for (const SampleOutcome& outcome : read.outcomes)
    statuses.push_back(outcome.status);
  using S = OutcomeStatus;
  EXPECT_EQ(statuses,
            (std::vector<S>{S::kOk, S::kIntegrityFail, S::kIntegrityFail, S::kRuntimeFail}));
  EXPECT_EQ(to_outcome(read.records[1]).status, S::kIntegrityFail);

  // a 2, b and c 0.1 everywhere, d 0.1 until its runtime class is tolerated (t = 3).
  for (const char* preset : {"default", "mismatch-extended"}) {
    ScoringOptions options;
    options.preset = tolerance_preset(preset);
    options.weights = weight_preset("passnet", options.preset);
    options.bootstrap = 0;
    ScoreReport report = score(read.outcomes, options);
    for (int t : report.tolerances) {
      double d = t >= 3 ? 1.0 : 0.1;
      EXPECT_NEAR(report.es[t], std::pow(2 * 0.1 * 0.1 * d, 0.25), 1e-12) << preset << " t=" << t;
    }
    EXPECT_EQ(report.errors[S::kIntegrityFail], 2u);
  }
}

TEST_F(IntegrityRunTest, SummaryJsonScoreAndReportShowTheFlags) {
  json summary = summarize_run(run_dir());
  EXPECT_EQ(summary["backends"][kPass]["status"]["integrity_fail"], 2);
  EXPECT_EQ(summary["backends"][kPass]["integrity"]["flagged"], 2);
  EXPECT_EQ(summary["backends"][kPass]["integrity"]["rules"]["torch-call"], 1);
  EXPECT_FALSE(summary["backends"]["eager"].contains("integrity"));

  // bench score on the run folder reads the rules from run.db.
  const std::string score_args = fmt::format("bench score {} --backend '{}'", run_dir(), kPass);
  testing::CommandResult table = passnet(score_args);
  ASSERT_EQ(table.exit_code, 0) << table.out;
  EXPECT_NE(table.out.find(kLine + "\n"), std::string::npos) << table.out;
  EXPECT_NE(table.out.find("integrity_fail 2"), std::string::npos) << table.out;
  testing::CommandResult as_json = passnet(score_args + " --json");
  ASSERT_EQ(as_json.exit_code, 0) << as_json.out;
  json scored = json::parse(as_json.out);
  EXPECT_EQ(scored["errors"]["integrity_fail"], 2);
  EXPECT_EQ(scored["integrity"]["flagged"], 2);
  EXPECT_EQ(scored["integrity"]["flagged_samples"].size(), 2u);

  // A log on its own keeps the status only: counts, no rules.
  fs::copy_file(logs_[0], tmp_.path() / "bare.log");
  testing::CommandResult bare = passnet("bench score " + (tmp_.path() / "bare.log").string());
  ASSERT_EQ(bare.exit_code, 0) << bare.out;
  EXPECT_NE(bare.out.find("integrity: 2 of 4 samples flagged\n"), std::string::npos) << bare.out;

  // bench report: the line, then the flagged samples with layer and rules.
  report::RunReport built = report::build_run_report(run_dir());
  ASSERT_EQ(built.backends.size(), 1u);
  EXPECT_EQ(built.backends[0].integrity.flagged, 2u);
  EXPECT_EQ(built.to_json()["backends"][0]["integrity"]["flagged_samples"][1]["sample"], "/s/c");
  testing::CommandResult report = passnet("bench report " + run_dir());
  ASSERT_EQ(report.exit_code, 0) << report.out;
  EXPECT_NE(report.out.find("  " + kLine + "\n"), std::string::npos) << report.out;
  EXPECT_NE(report.out.find("flagged  static    torch-call"), std::string::npos) << report.out;
  EXPECT_NE(report.out.find("flagged  dispatch  aten-op,output-alias"), std::string::npos)
      << report.out;
}

// `passnet integrity` execs `PYTHON -m passnet.integrity ...`: a stand-in interpreter shows the
// arguments it gets, and its output and exit status come back unchanged.
TEST(IntegrityCli, HandsOverToThePythonChecker) {
  testing::TempDir tmp;
  fs::path fake = tmp.path() / "fake-python";
  testing::write_text(fake,
                      "#!/bin/sh\necho \"argv: $*\"\necho \"on stderr\" >&2\n"
                      "exit \"${FAKE_STATUS:-0}\"\n");
  fs::permissions(fake, fs::perms::owner_all);
  const std::string binary = testing::passnet_binary();
  for (int status : {0, 1, 2}) {
    testing::CommandResult check = run_command(
        fmt::format("FAKE_STATUS={} {} integrity check --json --python {} -- a.py -dash 2>&1",
                    status, binary, fake.string()));
    EXPECT_EQ(check.exit_code, status) << check.out;
    EXPECT_NE(check.out.find("argv: -m passnet.integrity check --json -- a.py -dash"),
              std::string::npos)
        << check.out;
    EXPECT_NE(check.out.find("on stderr"), std::string::npos) << check.out;
  }
  testing::CommandResult rules =
      run_command(fmt::format("{} integrity rules --python {} 2>&1", binary, fake.string()));
  EXPECT_EQ(rules.exit_code, 0);
  EXPECT_NE(rules.out.find("argv: -m passnet.integrity rules"), std::string::npos) << rules.out;

  testing::CommandResult missing = run_command(fmt::format(
      "{} integrity check --python {} a.py 2>&1", binary, (tmp.path() / "none").string()));
  EXPECT_EQ(missing.exit_code, 127);
  EXPECT_NE(missing.out.find("cannot start"), std::string::npos) << missing.out;

  testing::CommandResult help = run_command(binary + " integrity check --help 2>&1");
  EXPECT_EQ(help.exit_code, 0);
  for (const char* expected : {"Exit status: 0", "1 some pass breaks a rule", "2 a path",
                               "bench run", "dispatch", "integrity_fail"})
    EXPECT_NE(help.out.find(expected), std::string::npos) << expected << "\n" << help.out;
}

}  // namespace
}  // namespace passnet::bench
