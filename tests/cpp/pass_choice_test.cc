// A pass set chosen in advance from a run of the suite's tasks (report/pass_choice.h): the
// rules above the threshold on their subgraphs, in the set's order, written out as a pass set
// the loader reads; rules without evidence are left; a non-empty output folder or an empty
// choice is refused.
#include "passnet/report/pass_choice.h"

#include <gtest/gtest.h>

#include <cmath>

#include "passnet/bench/run_db.h"
#include "passnet/report/model_prediction.h"
#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::report {
namespace {

namespace fs = std::filesystem;
using testing::read_text;
using testing::TempDir;
using testing::write_text;

struct Fixture {
  TempDir tmp;
  fs::path set = tmp.path() / "myset";
  fs::path run = tmp.path() / "tasks";

  Fixture() {
    // Two pass folders: `norm` lists two rules and has a helper, `gelu` has one pass file.
    write_text(set / "norm" / "sorted_output_pass_rule_names.json", R"(["FastNorm", "SlowNorm"])");
    write_text(set / "norm" / "FastNorm.py", "# fast\n");
    write_text(set / "norm" / "SlowNorm.py", "# slow\n");
    write_text(set / "norm" / "kernels.py", "# helper\n");
    write_text(set / "norm" / "__pycache__" / "kernels.cpython-312.pyc", "x");
    write_text(set / "gelu" / "FuseGelu.py", "# never met\n");
    write_text(set / "README.md", "not a pass folder\n");
    fs::create_directories(run);
    bench::RunDb db((run / "run.db").string());
    // Per subgraph: Inductor 2x over eager; the pass as given, over eager, with its rule.
    auto job = [&db](const std::string& sample, const std::string& rule, double pass) {
      bench::JobRecord record;
      record.sample = sample;
      bench::BackendResult inductor{"inductor", "ok"};
      inductor.speedup_e2e = 2.0;
      inductor.detail = {{"sample", sample}};
      bench::BackendResult passes{"passes+inductor:somewhere/myset", "ok"};
      passes.speedup_e2e = pass;
      passes.detail = {{"sample", sample}, {"report", {{"replacements", {{rule, 1}}}}}};
      record.results = {inductor, passes};
      db.record(record);
    };
    job("s1", "FastNorm", 2.4);
    job("s2", "FastNorm", 2.6);
    job("s3", "SlowNorm", 1.8);
    // Both rules match this region on dynamo's graph; inside Inductor the first one took it.
    bench::JobRecord shared;
    shared.sample = "s4";
    bench::BackendResult inductor{"inductor", "ok"};
    inductor.speedup_e2e = 2.0;
    inductor.detail = {{"sample", "s4"}};
    bench::BackendResult passes{"passes+inductor:somewhere/myset", "ok"};
    passes.speedup_e2e = 2.5;
    passes.detail = nlohmann::json::parse(R"({"sample": "s4", "report": {
        "replacements": {"FastNorm": 1, "SlowNorm": 1},
        "rewritten_in_inductor": {"FastNorm": 1, "SlowNorm": 0}}})");
    shared.results = {inductor, passes};
    db.record(shared);
  }
};

TEST(PassChoice, ChoosesTheRulesAboveTheThresholdInTheSetsOrder) {
  Fixture f;
  ChoiceOptions options{f.run.string(), f.set.string(), (f.tmp.path() / "chosen").string()};
  PassChoice choice = choose_passes(options);
  EXPECT_EQ(choice.backend, "passes+inductor:somewhere/myset");  // matched by the folder's name
  ASSERT_EQ(choice.rules.size(), 3u);
  EXPECT_EQ(choice.rules[0].rule, "FuseGelu");  // `gelu` before `norm`: name order
  EXPECT_FALSE(choice.rules[0].speedup);        // no subgraph: no evidence, not chosen
  EXPECT_FALSE(choice.rules[0].chosen);
  EXPECT_EQ(choice.rules[1].rule, "FastNorm");
  EXPECT_NEAR(*choice.rules[1].speedup, std::cbrt(1.2 * 1.3 * 1.25), 1e-12);
  EXPECT_EQ(choice.rules[1].subgraphs, 3u);
  EXPECT_TRUE(choice.rules[1].chosen);
  EXPECT_EQ(choice.rules[2].rule, "SlowNorm");
  EXPECT_NEAR(*choice.rules[2].speedup, 0.9, 1e-12);  // s4 is FastNorm's alone
  EXPECT_EQ(choice.rules[2].subgraphs, 1u);
  EXPECT_FALSE(choice.rules[2].chosen);

  write_choice(choice, options);
  fs::path out(options.out);
  EXPECT_EQ(read_text(out / "norm" / "sorted_output_pass_rule_names.json"), "[\"FastNorm\"]\n");
  EXPECT_TRUE(fs::exists(out / "norm" / "kernels.py"));   // the helpers travel with the rules
  EXPECT_TRUE(fs::exists(out / "norm" / "SlowNorm.py"));  // present, but not listed
  EXPECT_FALSE(fs::exists(out / "norm" / "__pycache__"));
  EXPECT_FALSE(fs::exists(out / "gelu"));  // a folder that keeps no rule is left out
  nlohmann::json record = nlohmann::json::parse(read_text(out / "choice.json"));
  EXPECT_EQ(record["rules"][1]["chosen"], true);
  EXPECT_EQ(record["min_speedup"], 1.0);

  // Whole models under the chosen set are predicted from the run of the set it came from.
  RuleSpeedups speedups = rule_speedups(options.task_run, options.out);
  EXPECT_EQ(speedups.backend, choice.backend);
  EXPECT_NEAR(speedups.rules.at("FastNorm"), *choice.rules[1].speedup, 1e-12);

  // Two choice.json files that name each other end in the usual error, not a loop.
  fs::path a = f.tmp.path() / "a", b = f.tmp.path() / "b";
  write_text(a / "choice.json", nlohmann::json{{"set", b.string()}}.dump());
  write_text(b / "choice.json", nlohmann::json{{"set", a.string()}}.dump());
  EXPECT_THROW(rule_speedups(options.task_run, a.string()), Error);

  // Written once: the folder now holds files.
  EXPECT_THROW(write_choice(choice, options), Error);
}

TEST(PassChoice, ThresholdsAndLayoutsThatChooseNothingAreErrors) {
  Fixture f;
  ChoiceOptions options{f.run.string(), f.set.string(), (f.tmp.path() / "chosen").string()};
  options.min_speedup = 1.5;
  PassChoice none = choose_passes(options);
  EXPECT_EQ(none.chosen(), 0u);
  EXPECT_THROW(write_choice(none, options), Error);
  EXPECT_FALSE(fs::exists(options.out));

  options.min_speedup = 1.0;
  options.min_subgraphs = 4;  // FastNorm replaced in three subgraphs only
  EXPECT_EQ(choose_passes(options).chosen(), 0u);

  // Two pass files and no ordering file: which are passes is not known.
  write_text(f.set / "gelu" / "Other.py", "#\n");
  EXPECT_THROW(choose_passes(options), Error);
  ChoiceOptions missing{f.run.string(), (f.tmp.path() / "nowhere").string(), options.out};
  EXPECT_THROW(choose_passes(missing), Error);
}

}  // namespace
}  // namespace passnet::report
