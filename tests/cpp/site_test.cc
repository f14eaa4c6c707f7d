// The results site's inputs and tables without a browser (the browser tests are
// tests/python/test_report_site.py): bad inputs name the file and where, tables quote their CSV,
// and runs timed differently are told apart.
#include <gtest/gtest.h>

#include "passnet/site/site_model.h"
#include "passnet/site/site_writer.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "test_support.h"

namespace passnet::site {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

Json scores(const std::string& invocation, double as) {
  return {{"overall", {{"inductor", {{"as", as}, {"es", {{"-1", as}, {"0", as}}}}}}},
          {"tasks",
           {{{"id", "add-1"}, {"subgraphs", 2}, {"scores", {{"inductor", {{"as", as}}}}}},
            {{"id", "mul-2"}, {"subgraphs", 1}, {"scores", {{"inductor", nullptr}}}}}},
          {"run_options", {{"invocation", invocation}, {"timing", "batched"}}},
          {"environment", {{"device_name", "NVIDIA H100"}}}};
}

TEST(SiteModel, BadInputsNameTheFileAndWhere) {
  passnet::testing::TempDir tmp;
  write_file(tmp.path() / "broken.json", "{\n  \"overall\": {,\n}");
  try {
    load_site_model({tmp.path() / "broken.json"});
    FAIL() << "no error";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("broken.json:2:"), std::string::npos) << error.what();
  }
  write_file(tmp.path() / "other.json", R"({"scores": {}})");
  EXPECT_THROW(load_site_model({tmp.path() / "other.json"}), Error);
  EXPECT_THROW(load_site_model({tmp.path() / "missing"}), Error);
  EXPECT_THROW(load_site_model({}), Error);
}

TEST(SiteModel, SolversPerInputAndTheRunsDifferences) {
  passnet::testing::TempDir tmp;
  write_file(tmp.path() / "a.json", scores("cudagraph", 1.5).dump());
  fs::create_directories(tmp.path() / "run-b");
  write_file(tmp.path() / "run-b" / "suite-scores.json", scores("dynamo", 0.5).dump());
  SiteModel model = load_site_model({tmp.path() / "a.json", tmp.path() / "run-b"});
  ASSERT_EQ(model.solvers.size(), 2u);
  EXPECT_EQ(model.solvers[0].name, "inductor (a)");
  EXPECT_EQ(model.solvers[1].name, "inductor (run-b)");
  EXPECT_EQ(model.task_ids, (std::vector<std::string>{"add-1", "mul-2"}));
  EXPECT_TRUE(model.solvers[0].tasks.at("mul-2").is_null());
  ASSERT_EQ(model.differences.size(), 1u);
  EXPECT_NE(model.differences[0].find("invocation: cudagraph (a.json), dynamo"), std::string::npos)
      << model.differences[0];

  SiteSummary site = write_site(model, tmp.path() / "site", {.command = "passnet report"});
  // Six shared files, and a page and a scores CSV for each of the two tasks (no suite given).
  EXPECT_EQ(site.files.size(), 10u);
  std::string task = read_file(tmp.path() / "site" / "tasks" / "add-1.html");
  EXPECT_NE(task.find("No suite given holds this task"), std::string::npos);
  EXPECT_NE(task.find("href=\"../site.css\""), std::string::npos);
  std::string index = read_file(tmp.path() / "site" / "index.html");
  EXPECT_NE(index.find("class=\"banner\""), std::string::npos);
  // Best first, each number with its full value for sorting.
  EXPECT_LT(index.find("inductor (a)"), index.find("inductor (run-b)"));
  EXPECT_NE(index.find("data-value=\"1.5\">1.500<"), std::string::npos);
}

// Every subgraph pass backend shows its pass on the task's page: the page once knew only passes:
// and passes+inductor:, so a passes+custom-op: or passnet-passes: winner showed none, and it
// replaced only the first {task} of a path.
TEST(SiteModel, TheWinningPassIsShownForEverySubgraphPassBackend) {
  for (const std::string prefix :
       {"passes", "passes+inductor", "passes+custom-op", "passnet-passes"}) {
    passnet::testing::TempDir tmp;
    fs::path pass = tmp.path() / "set" / "add-1" / "add-1";
    fs::create_directories(pass);
    write_file(pass / "sorted_output_pass_rule_names.json", R"(["fuse_add"])");
    write_file(pass / "fuse_add.py", "# the pass of add-1\n");
    const std::string backend = prefix + ":" + (tmp.path() / "set" / "{task}" / "{task}").string();
    Json run = {
        {"overall", {{backend, {{"as", 1.25}}}}},
        {"tasks", {{{"id", "add-1"}, {"subgraphs", 1}, {"scores", {{backend, {{"as", 1.25}}}}}}}},
        {"run_options", {{"invocation", "dynamo"}, {"timing", "batched"}}}};
    write_file(tmp.path() / "scores.json", run.dump());
    write_site(load_site_model({tmp.path() / "scores.json"}), tmp.path() / "site", {});
    std::string page = read_file(tmp.path() / "site" / "tasks" / "add-1.html");
    EXPECT_NE(page.find("The winning pass"), std::string::npos) << prefix;
    EXPECT_NE(page.find("# the pass of add-1"), std::string::npos) << prefix;
  }
}

TEST(SiteModel, TheLeaderboardShowsTheDistanceToTheFloorWhereMeasured) {
  passnet::testing::TempDir tmp;
  Json measured = scores("cudagraph", 1.5);
  measured["floor"] = {{"measured", 2}, {"backends", {{"inductor", {{"over_graph", 1.75}}}}}};
  write_file(tmp.path() / "a.json", measured.dump());
  write_file(tmp.path() / "b.json", scores("cudagraph", 0.5).dump());
  SiteModel model = load_site_model({tmp.path() / "a.json", tmp.path() / "b.json"});
  write_site(model, tmp.path() / "site", {});
  std::string csv = read_file(tmp.path() / "site" / "leaderboard.csv");
  std::string index = read_file(tmp.path() / "site" / "index.html");
  EXPECT_NE(index.find("data-value=\"1.75\">x1.75<"), std::string::npos);
  // The run without a floor has an empty cell, not a zero.
  EXPECT_NE(csv.find(",,cudagraph,batched,NVIDIA H100\n"), std::string::npos) << csv;
}

TEST(SiteModel, ACurationFileGivesTasksFromItsSubgraphs) {
  passnet::testing::TempDir tmp;
  Json curation = {
      {"suite", "passbench-v2"},
      {"environment", {{"device_name", "NVIDIA H100"}}},
      {"options", {{"invocation", "dynamo"}, {"timing", "batched"}}},
      {"scores", {{"inductor", {{"as", 0.4}, {"correct_rate", 0.5}}}}},
      {"subgraphs",
       {{"aaa", {{"task", "add-1"}, {"inductor", {{"status", "ok"}, {"speedup", 2.0}}}}},
        {"bbb", {{"task", "add-1"}, {"inductor", {{"status", "ok"}, {"speedup", 0.5}}}}},
        {"ccc", {{"task", "mul-2"}, {"inductor", {{"status", "accuracy"}, {"speedup", 3.0}}}}}}}};
  write_file(tmp.path() / "inductor-eval.json", curation.dump());
  SiteModel model = load_site_model({tmp.path() / "inductor-eval.json"});
  ASSERT_EQ(model.solvers.size(), 1u);
  EXPECT_EQ(model.solvers[0].overall["as"], 0.4);
  EXPECT_EQ(model.task_ids, (std::vector<std::string>{"add-1", "mul-2"}));
  const Json& add = model.solvers[0].tasks.at("add-1");
  EXPECT_DOUBLE_EQ(add["gmean_speedup"].get<double>(), 1.0);  // sqrt(2 * 0.5)
  EXPECT_DOUBLE_EQ(add["fast_1"].get<double>(), 0.5);
  EXPECT_FALSE(add.contains("as"));  // no per-t correctness recorded: no AS
  EXPECT_DOUBLE_EQ(model.solvers[0].tasks.at("mul-2")["correct_rate"].get<double>(), 0.0);
  ASSERT_EQ(model.subgraph_columns.size(), 1u);
  EXPECT_EQ(model.subgraph_columns[0].speedups,
            (std::map<std::string, double>{{"aaa", 2.0}, {"bbb", 0.5}}));  // failures left out
}

TEST(SiteTable, CsvQuotesWhatNeedsItAndLeavesMissingNumbersEmpty) {
  Table table{"t", {"name", "value"}, {false, true}, {}};
  table.rows.push_back({{"a, \"b\"", std::nullopt}, {"1.250", 1.25}});
  table.rows.push_back({{"plain", std::nullopt}, {"-", std::nullopt}});
  EXPECT_EQ(table_csv(table), "name,value\n\"a, \"\"b\"\"\",1.25\nplain,\n");
  std::string html = table_html(table, "t.csv");
  EXPECT_NE(html.find("<td>a, &quot;b&quot;</td>"), std::string::npos) << html;
  EXPECT_NE(html.find("data-value=\"\">-</td>"), std::string::npos);
}

}  // namespace
}  // namespace passnet::site
