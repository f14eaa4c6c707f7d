// Curation from an existing suite and device-timed baselines (`bench curate --suite DIR
// --baselines FILE`, suite v3 from v2): the baselines' JSON lines with their FILE:LINE reports;
// a suite grouped by pattern as v2 is, built in the test from the subgraphs of examples/suite
// (made from examples/samples), curated by the distance to the floor with recorded timings:
// which tasks are kept and why, ids, splits and members' metadata kept, floor figures, the
// copied subgraphs, suite.json's source; the sweep over distances; examples/suite itself as a
// source of the default grouping; runs instead of baselines; refusals; and the command line.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "passnet/bench/baseline_rows.h"
#include "passnet/bench/curate.h"
#include "passnet/bench/device_floor.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/task_grouping.h"
#include "passnet/frontend/sample.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "test_support.h"

namespace passnet::bench {
namespace {

namespace fs = std::filesystem;

constexpr const char* kH100 = "NVIDIA H100 80GB HBM3";

fs::path example_suite() {
  // tests/cpp/THIS_FILE -> the repository's examples/suite
  return fs::path(__FILE__).parent_path().parent_path().parent_path() / "examples" / "suite";
}

// The full graph hash of an examples/suite subgraph from its first digits.
std::string hash_of(const std::string& prefix) {
  for (const auto& entry : fs::directory_iterator(example_suite() / "subgraphs"))
    if (entry.path().filename().string().starts_with(prefix))
      return entry.path().filename().string();
  ADD_FAILURE() << "no subgraph " << prefix << " in examples/suite";
  return prefix;
}

std::string path_of(const std::string& prefix) {
  return "subgraphs/" + hash_of(prefix);
}

// examples/suite regrouped as suite v2 groups: one task per op sequence across buckets and
// dtypes (`mul_add-2bb573d9`), each subgraph with its own size bucket, dtype and source model.
// The splits are set by hand (conv2d_batch_norm_relu was eval there), so a split drawn again
// would show.
fs::path make_pattern_suite(const fs::path& dir) {
  const std::map<std::string, std::string> splits = {{"mul_add", "eval"},
                                                     {"softmax_matmul_permute", "train"},
                                                     {"conv2d_batch_norm_relu", "train"},
                                                     {"gelu_dropout_linear", "eval"},
                                                     {"adaptive_avg_pool2d_flatten", "train"}};
  struct Task {
    std::string family;
    nlohmann::json ops;
    std::map<std::string, nlohmann::json> members;  // by graph hash
  };
  std::map<std::string, Task> by_pattern;
  for (const auto& split : {"eval", "train"})
    for (const auto& entry : fs::directory_iterator(example_suite() / "tasks" / split)) {
      nlohmann::json manifest = nlohmann::json::parse(testing::read_text(entry.path()));
      const nlohmann::json& key = manifest["key"];
      Task& task = by_pattern[key["pattern_hash"].get<std::string>()];
      std::string id = manifest["id"];
      task.family = id.substr(0, id.find('-'));
      task.ops = key["ops"];
      for (nlohmann::json subgraph : manifest["subgraphs"]) {
        std::string portable = portable_sample_path(subgraph["parent"].get<std::string>());
        subgraph["parent"] = portable;
        subgraph["source_model"] = portable;
        subgraph["dtype"] = key["dtype"];
        subgraph["size_bucket_log2"] = key["size_bucket_log2"];
        task.members[subgraph["graph_hash"].get<std::string>()] = subgraph;
        fs::create_directories(dir / "subgraphs");
        fs::copy(example_suite() / subgraph["path"].get<std::string>(),
                 dir / subgraph["path"].get<std::string>(),
                 fs::copy_options::recursive | fs::copy_options::skip_existing);
      }
    }
  nlohmann::json index = nlohmann::json::array();
  for (const auto& [pattern, task] : by_pattern) {
    std::string id = task.family + "-" + pattern.substr(0, 8);
    std::string split = splits.at(task.family);
    std::set<std::string> dtypes;
    std::set<int> buckets;
    nlohmann::json members = nlohmann::json::array();
    for (const auto& [hash, member] : task.members) {
      dtypes.insert(member["dtype"].get<std::string>());
      buckets.insert(member["size_bucket_log2"].get<int>());
      members.push_back(member);
    }
    nlohmann::json manifest = {{"id", id},
                               {"split", split},
                               {"key",
                                {{"pattern_hash", pattern},
                                 {"ops", task.ops},
                                 {"dtypes", dtypes},
                                 {"size_buckets", buckets}}},
                               {"subgraphs", members},
                               {"long_tail", nlohmann::json::array({"inductor_not_faster"})}};
    std::string manifest_path = fmt::format("tasks/{}/{}.json", split, id);
    testing::write_text(dir / manifest_path, manifest.dump(2));
    index.push_back({{"id", id}, {"split", split}, {"manifest", manifest_path}});
  }
  nlohmann::json suite = {{"format", "passnet-suite-1"},
                          {"kind", "fusible"},
                          {"criteria",
                           {{"grouping", "pattern hash"},
                            {"eval_share", 0.5},
                            {"split_seed", 3},
                            {"min_subgraphs_per_task", 3}}},
                          {"tasks", index}};
  testing::write_text(dir / "suite.json", suite.dump(2));
  return dir;
}

// One baselines row as bench/passbench/device_baselines.py writes it; nulls where not given.
std::string row(const std::string& subgraph, double eager_us, double inductor_us,
                std::optional<std::int64_t> output_bytes, const std::string& card = kH100,
                std::optional<double> speedup = std::nullopt, const std::string& status = "ok") {
  nlohmann::json r = {{"subgraph", subgraph},   {"status", status},
                      {"eager_us", eager_us},   {"inductor_us", inductor_us},
                      {"calls_per_graph", 128}, {"sessions", 3},
                      {"l2", "warm"},           {"error", nullptr}};
  if (output_bytes) r["output_bytes"] = *output_bytes;
  if (!card.empty()) {
    r["device_name"] = card;
    r["method"] = "held";
  }
  if (speedup) r["speedup"] = *speedup;
  return r.dump() + "\n";
}

std::int64_t sample_input_bytes(const fs::path& folder) {
  frontend::Sample sample =
      frontend::read_sample(frontend::load_sample_files(folder.string(), std::size_t{1} << 30));
  return input_bytes(sample).value();
}

// The recorded timings of the pattern suite's subgraphs, line by line (the line numbers matter
// to the reports):
// - mul_add (eval, 9 subgraphs of 3 models): 6 ok at 10 us eager, 6 us Inductor, a row's
//   speedup 1.7, small outputs (roofline under one kernel: floor 1.1 us), one with 33.5 MB out
//   (its floor the roofline); one failed in eager, one launches nothing, one unmeasured.
// - softmax_matmul_permute (train): 5 of 9 at 8 us eager, 20 us Inductor, no output bytes (floor:
//   eager's), rows that name no card.
// - conv2d_batch_norm_relu (train, one model): 3 of 3 at 30 us eager, 33 us Inductor.
// - gelu_dropout_linear (eval): 2 of 3 measured. adaptive_avg_pool2d_flatten: none.
// Bad lines: not JSON, no subgraph, an ok row without Inductor's time, a path leaving the suite;
// a row for a subgraph the suite lacks; a second row for one subgraph.
std::string recorded_timings() {
  std::string text;
  text += row(path_of("319f7f60"), 99, 99, 4096);  // replaced by line 12
  text += row(path_of("36183b07"), 10, 6, 4096, kH100, 1.7);
  text += "{\"subgraph\": \"subgraphs/x\", \"status\": \"ok\", \"eager_us\": 1,\n";  // line 3
  text += "\n";
  text += row(path_of("67bc8ad8"), 50, 60, 33'500'000, kH100, 1.7);
  text += row(path_of("b56c99c1"), 10, 6, 4096, kH100, 1.7);
  text += R"({"status": "ok", "eager_us": 1, "inductor_us": 1})"
          "\n";  // line 7
  text += row(path_of("fc7c5b04"), 10, 6, 4096, kH100, 1.7);
  text += row(path_of("78cc1427"), 10, 6, 4096, kH100, 1.7);
  text += row(path_of("95b2aa06"), 0, 0, std::nullopt, kH100, std::nullopt, "eager_fail");
  text += row(path_of("580ada2f"), 0.0025, 0.0025, 0);
  text += row(path_of("319f7f60"), 10, 6, 4096, kH100, 1.7);  // line 12
  text += R"({"subgraph": "subgraphs/y", "status": "ok", "eager_us": 3})"
          "\n";  // line 13
  text += R"({"subgraph": "../elsewhere", "status": "ok", "eager_us": 3, "inductor_us": 3})"
          "\n";
  for (const char* softmax : {"4205e813", "8a87b912", "cd4ba9d5", "15cd8286", "6c53c480"})
    text += row(path_of(softmax), 8, 20, std::nullopt, "");
  for (const char* conv : {"6ec91b94", "7685b418", "fedcb012"})
    text += row(path_of(conv), 30, 33, std::nullopt);
  for (const char* gelu : {"8bc55482", "b20f96fb"})
    text += row(path_of(gelu), 20, 10, std::nullopt);
  text += row("subgraphs/0000000000000000000000000000dead", 5, 5, 64);
  return text;
}

struct Source {
  testing::TempDir tmp;
  fs::path suite;
  fs::path baselines;
  CurateOptions options;
  Source() {
    suite = make_pattern_suite(tmp.path() / "v2");
    baselines = tmp.path() / "v2-device.jsonl";
    testing::write_text(baselines, recorded_timings());
    options.suite = suite.string();
    options.baselines = baselines.string();
    options.group_by = "pattern";
    options.min_subgraphs = 3;
    options.max_subgraphs = 4;
    options.min_floor_distance = 2.0;
    options.eval_share = 1.0;  // a split drawn again would put every task in eval
  }
};

const CuratedTask* find_task(const CurateResult& result, const std::string& family) {
  for (const CuratedTask& task : result.tasks)
    if (task.id.starts_with(family + "-")) return &task;
  return nullptr;
}

TEST(CurateSuite, BaselineRowsAreReadWithFileLineReports) {
  Source s;
  BaselineFile file = read_baselines(s.baselines.string());
  EXPECT_EQ(file.lines, 24u);  // the blank line is not one
  EXPECT_EQ(file.bad, 4u);
  // 20 good rows, one of them a second row for 319f7f60.
  EXPECT_EQ(file.rows.size(), 19u);
  const std::string name = s.baselines.string();
  ASSERT_EQ(file.problems.size(), 5u);
  EXPECT_TRUE(file.problems[0].starts_with(name + ":3: not a JSON object")) << file.problems[0];
  EXPECT_EQ(file.problems[1], name + ":7: no \"subgraph\" path; row skipped");
  EXPECT_EQ(file.problems[2], fmt::format("{}:12: a second row for {}; it replaces line 1's", name,
                                          path_of("319f7f60")));
  EXPECT_EQ(file.problems[3],
            name + ":13: status ok without positive \"eager_us\" and \"inductor_us\"; row skipped");
  EXPECT_TRUE(file.problems[4].starts_with(name + ":14: \"subgraph\" is '../elsewhere'"))
      << file.problems[4];
  const BaselineRow& replaced = file.rows.front();
  EXPECT_EQ(replaced.subgraph, path_of("319f7f60"));
  EXPECT_EQ(replaced.line, 12u);
  EXPECT_EQ(*replaced.eager_us, 10);
  EXPECT_EQ(*replaced.speedup, 1.7);
  EXPECT_EQ(*replaced.output_bytes, 4096);
  EXPECT_EQ(replaced.method, "held");
  // Missing fields: no output bytes, card or method; the speedup from the times.
  auto softmax = std::find_if(file.rows.begin(), file.rows.end(), [](const BaselineRow& r) {
    return r.subgraph == path_of("4205e813");
  });
  ASSERT_NE(softmax, file.rows.end());
  EXPECT_FALSE(softmax->output_bytes.has_value());
  EXPECT_EQ(softmax->device_name, "");
  EXPECT_EQ(softmax->method, "");
  EXPECT_DOUBLE_EQ(*softmax->speedup, 0.4);
  auto failed = std::find_if(file.rows.begin(), file.rows.end(),
                             [](const BaselineRow& r) { return r.status == "eager_fail"; });
  ASSERT_NE(failed, file.rows.end());

  // Wrong types are reported too; a missing file is an error.
  testing::write_text(
      s.tmp.path() / "types.jsonl",
      R"({"subgraph": "subgraphs/a", "status": "ok", "eager_us": "5", "inductor_us": 1})"
      "\n"
      R"({"subgraph": "subgraphs/b", "status": "ok", "eager_us": 5, "inductor_us": 1, "output_bytes": 1.5})"
      "\n"
      R"({"subgraph": "subgraphs/c", "status": 3})"
      "\n[1, 2]\n");
  BaselineFile types = read_baselines((s.tmp.path() / "types.jsonl").string());
  EXPECT_TRUE(types.rows.empty());
  ASSERT_EQ(types.problems.size(), 4u);
  EXPECT_NE(types.problems[0].find(":1: \"eager_us\" is not a number"), std::string::npos);
  EXPECT_NE(types.problems[1].find(":2: \"output_bytes\" is not a whole number"),
            std::string::npos);
  EXPECT_NE(types.problems[2].find(":3: \"status\" is not a string"), std::string::npos);
  EXPECT_NE(types.problems[3].find(":4: not a JSON object"), std::string::npos);
  EXPECT_THROW(read_baselines((s.tmp.path() / "none.jsonl").string()), Error);
}

TEST(CurateSuite, KeepsSourceTasksFarFromTheirFloorWithTheirIdsAndSplits) {
  Source s;
  CurateResult result = curate_suite(s.options, nullptr);
  EXPECT_EQ(result.device, "cuda");
  EXPECT_EQ(result.environment["device_name"], kH100);
  ASSERT_TRUE(result.bandwidth_gbs.has_value());
  EXPECT_EQ(*result.bandwidth_gbs, 3350);
  auto& counts = result.counts;
  EXPECT_EQ(counts["groups"], 5u);  // the source's tasks
  EXPECT_EQ(counts["subgraphs"], 27u);
  EXPECT_EQ(counts["measured"], 16u);
  EXPECT_EQ(counts["unmeasured"], 9u);
  EXPECT_EQ(counts["candidate_eager_fail"], 1u);
  EXPECT_EQ(counts["no_device_work"], 1u);
  EXPECT_EQ(counts["groups_unmeasured"], 1u);  // adaptive_avg_pool2d_flatten
  EXPECT_EQ(counts["groups_too_small"], 1u);   // gelu_dropout_linear: 2 of 3
  EXPECT_EQ(counts["eval_tasks"], 1u);
  EXPECT_EQ(counts["eval_subgraphs"], 4u);
  EXPECT_EQ(counts["train_tasks"], 2u);
  EXPECT_EQ(counts["train_subgraphs"], 7u);
  ASSERT_EQ(result.tasks.size(), 3u);

  // mul_add: far from its floor (median 6 / 1.1), though Inductor beats eager; capped at 4
  // members round-robin over its three models, as the source recorded them.
  const CuratedTask* mul_add = find_task(result, "mul_add");
  ASSERT_NE(mul_add, nullptr);
  EXPECT_EQ(mul_add->id, "mul_add-2bb573d9");
  EXPECT_EQ(mul_add->split, "eval");
  EXPECT_EQ(mul_add->reasons, std::vector<std::string>{"far_from_floor"});
  EXPECT_EQ(mul_add->candidates, 6u);
  ASSERT_TRUE(mul_add->median_floor_distance.has_value());
  EXPECT_NEAR(*mul_add->median_floor_distance, 0.006 / 0.0011, 1e-9);
  EXPECT_DOUBLE_EQ(mul_add->median_speedup, 1.7);
  std::vector<std::string> kept;
  for (const CuratedSubgraph& m : mul_add->subgraphs)
    kept.push_back(m.graph_hash);
  EXPECT_EQ(kept, (std::vector<std::string>{hash_of("36183b07"), hash_of("67bc8ad8"),
                                            hash_of("319f7f60"), hash_of("b56c99c1")}));
  EXPECT_EQ(mul_add->source_models, 3u);
  EXPECT_EQ(mul_add->buckets, (std::vector<int>{10, 12}));
  EXPECT_EQ(mul_add->dtypes, (std::vector<std::string>{"torch.bfloat16", "torch.float32"}));
  EXPECT_EQ(mul_add->subgraphs[0].source_model, "samples/attention_scores");
  // The floors: one kernel's for small subgraphs, the roofline for 33.5 MB out.
  EXPECT_NEAR(*mul_add->subgraphs[0].floor_ms, 0.0011, 1e-12);
  std::int64_t in = sample_input_bytes(example_suite() / path_of("67bc8ad8"));
  double roofline = static_cast<double>(in + 33'500'000) / 3350e9 * 1e3;
  EXPECT_GT(roofline, 0.0011);
  EXPECT_NEAR(*mul_add->subgraphs[1].floor_ms, roofline, 1e-12);
  EXPECT_NEAR(mul_add->subgraphs[1].eager_ms, 0.050, 1e-12);
  EXPECT_NEAR(mul_add->subgraphs[1].candidate_ms, 0.060, 1e-12);

  // softmax_matmul_permute: train as in the source, though --eval-share 1 would draw eval; no
  // output bytes, so the floor is eager's time: 20 / 8.
  const CuratedTask* softmax = find_task(result, "softmax_matmul_permute");
  ASSERT_NE(softmax, nullptr);
  EXPECT_EQ(softmax->split, "train");
  EXPECT_EQ(softmax->reasons, (std::vector<std::string>{"inductor_not_faster", "far_from_floor"}));
  EXPECT_NEAR(*softmax->median_floor_distance, 2.5, 1e-12);
  EXPECT_NEAR(*softmax->subgraphs[0].floor_ms, 0.008, 1e-12);
  EXPECT_DOUBLE_EQ(softmax->median_speedup, 0.4);
  // conv2d_batch_norm_relu: near its floor (1.1), kept by the speedup rule alone (0.91 <= 1).
  const CuratedTask* conv = find_task(result, "conv2d_batch_norm_relu");
  ASSERT_NE(conv, nullptr);
  EXPECT_EQ(conv->split, "train");  // eval in examples/suite, train in this source
  EXPECT_EQ(conv->reasons, std::vector<std::string>{"inductor_not_faster"});
  EXPECT_NEAR(*conv->median_floor_distance, 1.1, 1e-12);

  // The reports: each bad line, the replaced row, rows that name no card, a stranger.
  const std::string name = s.baselines.string();
  auto reported = [&](const std::string& text) {
    return std::any_of(result.warnings.begin(), result.warnings.end(),
                       [&](const std::string& w) { return w.find(text) != std::string::npos; });
  };
  for (const char* line : {":3: ", ":7: ", ":12: ", ":13: ", ":14: "})
    EXPECT_TRUE(reported(name + line)) << line;
  EXPECT_TRUE(
      reported("5 rows name no card (device_name); taken to be of the " + std::string(kH100)));
  EXPECT_TRUE(reported("1 rows name no subgraph of"));

  // Without the floor distance's help, mul_add's Inductor is faster than eager: not long-tail.
  CurateOptions by_speed = s.options;
  by_speed.max_speedup = 0.5;
  CurateResult fewer = curate_suite(by_speed, nullptr);
  EXPECT_NE(find_task(fewer, "mul_add"), nullptr);
  EXPECT_EQ(find_task(fewer, "conv2d_batch_norm_relu"), nullptr);
  EXPECT_EQ(fewer.counts["groups_not_long_tail"], 1u);
}

TEST(CurateSuite, WritesTheSuiteWithItsSourceAndCopiedSubgraphs) {
  Source s;
  CurateResult result = curate_suite(s.options, nullptr);
  fs::path out = s.tmp.path() / "v3";
  nlohmann::json suite = write_suite(result, s.options, out.string());
  EXPECT_EQ(suite["kind"], "fusible");
  EXPECT_EQ(suite["device"], "cuda");
  EXPECT_EQ(suite["environment"]["device_name"], kH100);
  const nlohmann::json& criteria = suite["criteria"];
  EXPECT_EQ(criteria["min_floor_distance"], 2.0);
  EXPECT_EQ(criteria["bandwidth_gbs"], 3350);
  EXPECT_EQ(criteria["grouping"], "pattern hash");
  EXPECT_EQ(criteria["split"], "kept from the source suite");
  EXPECT_EQ(criteria["split_seed"], 3);  // the source's, not --seed's
  EXPECT_EQ(criteria["eval_share"], 0.5);
  const nlohmann::json& source = suite["source"];
  EXPECT_EQ(source["suite"], s.suite.string());
  EXPECT_EQ(source["baselines"], s.baselines.string());
  EXPECT_EQ(source["baselines_sha256"].get<std::string>().size(), 64u);
  EXPECT_EQ(source["criteria"]["min_subgraphs_per_task"], 3);
  const nlohmann::json& rows = source["baseline_rows"];
  EXPECT_EQ(rows["lines"], 24);
  EXPECT_EQ(rows["bad_lines"], 4);
  EXPECT_EQ(rows["subgraphs"], 19);
  EXPECT_EQ(rows["ok"], 18);
  EXPECT_EQ(rows["failed"], 1);
  EXPECT_EQ(rows["not_in_suite"], 1);
  EXPECT_EQ(rows["method"], nlohmann::json({{"held", 14}, {"unrecorded", 5}}));
  EXPECT_EQ(rows["l2"], nlohmann::json({"warm"}));
  EXPECT_EQ(suite["splits"]["eval"]["tasks"], 1);
  EXPECT_EQ(suite["splits"]["train"]["subgraphs"], 7);

  nlohmann::json manifest =
      nlohmann::json::parse(testing::read_text(out / "tasks" / "eval" / "mul_add-2bb573d9.json"));
  EXPECT_EQ(manifest["id"], "mul_add-2bb573d9");
  EXPECT_EQ(manifest["split"], "eval");
  EXPECT_EQ(manifest["key"]["size_buckets"], nlohmann::json({10, 12}));
  EXPECT_EQ(manifest["long_tail"], nlohmann::json({"far_from_floor"}));
  EXPECT_NEAR(manifest["baseline"]["median_floor_distance"].get<double>(), 0.006 / 0.0011, 1e-9);
  EXPECT_EQ(manifest["baseline"]["measured_subgraphs"], 6);
  ASSERT_EQ(manifest["subgraphs"].size(), 4u);
  const nlohmann::json& first = manifest["subgraphs"][0];
  EXPECT_EQ(first["graph_hash"], hash_of("36183b07"));
  EXPECT_NEAR(first["floor_ms"].get<double>(), 0.0011, 1e-12);
  EXPECT_NEAR(first["eager_ms"].get<double>(), 0.010, 1e-12);
  EXPECT_NEAR(first["inductor_ms"].get<double>(), 0.006, 1e-12);
  EXPECT_EQ(first["inductor_speedup"], 1.7);
  EXPECT_EQ(first["inductor_kernels"], nullptr);  // not counted from baselines
  EXPECT_EQ(first["parent"], "samples/attention_scores");
  EXPECT_EQ(first["source_model"], "samples/attention_scores");
  EXPECT_EQ(first["dtype"], "torch.float32");
  EXPECT_EQ(first["size_bucket_log2"], 10);
  EXPECT_EQ(first["range"], nlohmann::json({2, 4}));
  EXPECT_TRUE(fs::exists(out / "tasks" / "train" / "conv2d_batch_norm_relu-f549d862.json"));
  EXPECT_FALSE(fs::exists(out / "tasks" / "eval" / "gelu_dropout_linear-40561a84.json"));

  // The kept subgraphs, copied from the source; the others not.
  std::set<std::string> copied;
  for (const auto& entry : fs::directory_iterator(out / "subgraphs"))
    copied.insert(entry.path().filename().string());
  EXPECT_EQ(copied.size(), 11u);
  EXPECT_TRUE(copied.contains(hash_of("67bc8ad8")));
  EXPECT_FALSE(copied.contains(hash_of("78cc1427")));  // measured, beyond the cap
  EXPECT_EQ(testing::read_text(out / path_of("67bc8ad8") / "model.py"),
            testing::read_text(s.suite / path_of("67bc8ad8") / "model.py"));
  nlohmann::json sources = nlohmann::json::parse(
      testing::read_text(out / path_of("67bc8ad8") / "subgraph_sources.json"));
  EXPECT_EQ(sources["parent"], "samples/attention_scores_long");

  // The same inputs give the same bytes; the source itself is never the output.
  std::string first_text = testing::read_text(out / "suite.json");
  write_suite(curate_suite(s.options, nullptr), s.options, out.string());
  EXPECT_EQ(testing::read_text(out / "suite.json"), first_text);
  EXPECT_THROW(write_suite(result, s.options, s.suite.string()), Error);
  EXPECT_TRUE(fs::exists(s.suite / "tasks" / "eval" / "mul_add-2bb573d9.json"));
}

TEST(CurateSuite, SweepCountsTasksPerFloorDistance) {
  Source s;
  s.options.max_speedup = 0;  // the floor alone decides
  std::vector<CurateResult> sweep =
      sweep_floor_distance(nullptr, s.options, {1.0, 2.0, 3.0, 6.0}, nullptr);
  ASSERT_EQ(sweep.size(), 4u);
  auto tasks = [&](std::size_t i, const char* split) {
    auto it = sweep[i].counts.find(std::string(split) + "_tasks");
    return it == sweep[i].counts.end() ? std::size_t{0} : it->second;
  };
  // Median distances: mul_add 5.45 (eval), softmax 2.5 and conv 1.1 (train).
  EXPECT_EQ(tasks(0, "eval"), 1u);
  EXPECT_EQ(tasks(0, "train"), 2u);
  EXPECT_EQ(tasks(1, "eval"), 1u);
  EXPECT_EQ(tasks(1, "train"), 1u);
  EXPECT_EQ(tasks(2, "eval"), 1u);
  EXPECT_EQ(tasks(2, "train"), 0u);
  EXPECT_EQ(tasks(3, "eval"), 0u);
  EXPECT_EQ(sweep[3].counts["groups_not_long_tail"], 3u);
  // Each row is what a curation at that distance gives.
  s.options.min_floor_distance = 3.0;
  CurateResult at_three = curate_suite(s.options, nullptr);
  EXPECT_EQ(at_three.counts, sweep[2].counts);
  EXPECT_FALSE(fs::exists(s.tmp.path() / "v3"));  // nothing written
}

TEST(CurateSuite, DefaultGroupingSuiteKeepsItsKeys) {
  // examples/suite itself: a task per op sequence, size bucket and dtype.
  EXPECT_EQ(suite_group_by(example_suite().string()), "pattern-bucket-dtype");
  testing::TempDir tmp;
  fs::path baselines = tmp.path() / "b.jsonl";
  testing::write_text(
      baselines, row(path_of("319f7f60"), 10, 6, 4096) + row(path_of("36183b07"), 10, 8, 4096));
  CurateOptions options;
  options.suite = example_suite().string();
  options.baselines = baselines.string();
  options.min_floor_distance = 2.0;
  CurateResult result = curate_suite(options, nullptr);
  ASSERT_EQ(result.tasks.size(), 1u);
  const CuratedTask& task = result.tasks.front();
  EXPECT_EQ(task.id, "mul_add-2bb573d9-b10-float32");
  EXPECT_EQ(task.split, "eval");
  EXPECT_EQ(task.bucket, 10);
  EXPECT_EQ(task.dtype, "torch.float32");
  EXPECT_NEAR(*task.median_floor_distance, 0.007 / 0.0011, 1e-9);  // (6 + 8) / 2 over 1.1
  EXPECT_EQ(result.counts["groups_unmeasured"], 20u);
  nlohmann::json suite = write_suite(result, options, (tmp.path() / "out").string());
  EXPECT_EQ(suite["criteria"]["split_seed"], 7);
  nlohmann::json manifest = nlohmann::json::parse(testing::read_text(
      tmp.path() / "out" / "tasks" / "eval" / "mul_add-2bb573d9-b10-float32.json"));
  EXPECT_EQ(manifest["key"]["size_bucket_log2"], 10);
  EXPECT_EQ(manifest["key"]["dtype"], "torch.float32");
  EXPECT_FALSE(manifest["subgraphs"][0].contains("dtype"));  // the key says it
  EXPECT_EQ(manifest["subgraphs"][0]["parent"], "samples/attention_scores_wide");

  // Regrouping a suite is not what curating it does.
  options.group_by = "pattern";
  EXPECT_THROW(curate_suite(options, nullptr), Error);
}

TEST(CurateSuite, RunsOfTheSuitesFoldersServeAsWell) {
  Source s;
  fs::path run_dir = s.tmp.path() / "run";
  fs::create_directories(run_dir);
  {
    RunDb run((run_dir / "run.db").string());
    run.set_meta("options", R"({"device": "cuda", "invocation": "cudagraph"})");
    run.set_meta("worker", nlohmann::json{{"device_name", kH100}, {"torch", "2.11"}}.dump());
    for (const char* conv : {"6ec91b94", "7685b418", "fedcb012"}) {
      JobRecord job;
      job.sample = canonical_path(s.suite / path_of(conv));
      job.reply = {{"eager", {{"outputs", {{{"shape", {2, 8, 16, 16}}, {"dtype", "float32"}}}}}}};
      BackendResult inductor;
      inductor.backend = "inductor";
      inductor.status = "ok";
      inductor.speedup_e2e = 0.5;
      inductor.eager_ms = 0.010;
      inductor.candidate_ms = 0.020;
      inductor.detail = nlohmann::json::object();
      job.results.push_back(inductor);
      run.record(job);
    }
  }
  s.options.baselines.clear();
  s.options.runs = {run_dir.string()};
  CurateResult result = curate_suite(s.options, nullptr);
  ASSERT_EQ(result.tasks.size(), 1u);
  EXPECT_EQ(result.tasks[0].id.substr(0, 23), "conv2d_batch_norm_relu-");
  EXPECT_EQ(result.tasks[0].split, "train");
  EXPECT_EQ(result.environment["torch"], "2.11");
  EXPECT_EQ(result.source["runs"], nlohmann::json({run_dir.string()}));
}

TEST(CurateSuite, RefusesWhatItCannotCurate) {
  Source s;
  auto fails_with = [](const CurateOptions& options, const std::string& text) {
    try {
      curate_suite(options, nullptr);
      ADD_FAILURE() << "curated: expected an error with " << text;
    } catch (const Error& error) {
      EXPECT_NE(std::string(error.what()).find(text), std::string::npos) << error.what();
    }
  };
  // Rows of two cards: no one bandwidth, unless given.
  fs::path mixed = s.tmp.path() / "mixed.jsonl";
  testing::write_text(mixed, row(path_of("36183b07"), 10, 6, 4096) +
                                 row(path_of("b56c99c1"), 7, 4, 4096, "NVIDIA H200"));
  CurateOptions options = s.options;
  options.baselines = mixed.string();
  fails_with(options, "several cards (NVIDIA H100 80GB HBM3: 1 rows, NVIDIA H200: 1 rows)");
  options.bandwidth_gbs = 4000;
  CurateResult result = curate_suite(options, nullptr);
  EXPECT_EQ(result.environment["device_names"], nlohmann::json({kH100, "NVIDIA H200"}));
  EXPECT_EQ(*result.bandwidth_gbs, 4000);
  // Rows that name no card: the bandwidth must be given.
  fs::path unnamed = s.tmp.path() / "unnamed.jsonl";
  testing::write_text(unnamed, row(path_of("36183b07"), 10, 6, 4096, ""));
  options = s.options;
  options.baselines = unnamed.string();
  fails_with(options, "no row names its card");
  options.bandwidth_gbs = 3350;
  EXPECT_NO_THROW(curate_suite(options, nullptr));
  // Baselines belong to a suite; one source of measurements; a suite at all.
  options = s.options;
  options.suite.clear();
  fails_with(options, "give that suite with --suite");
  options = s.options;
  options.runs = {"run"};
  fails_with(options, "give one");
  options = s.options;
  options.baselines.clear();
  fails_with(options, "needs its measurements");
  options = s.options;
  options.suite = (s.tmp.path() / "nowhere").string();
  fails_with(options, "not a suite folder");
  options = s.options;
  options.baselines = (s.tmp.path() / "none.jsonl").string();
  fails_with(options, "cannot read the baselines");
  // A broken manifest is named.
  testing::write_text(s.suite / "tasks" / "eval" / "mul_add-2bb573d9.json", "{\"id\": ");
  fails_with(s.options, "mul_add-2bb573d9.json: not valid JSON");
}

TEST(CurateSuite, CommandLineCuratesAndSweeps) {
  Source s;
  const std::string base =
      fmt::format("{} bench curate --suite {} --baselines {}", testing::passnet_binary(),
                  s.suite.string(), s.baselines.string());
  testing::CommandResult sweep =
      testing::run_command(base +
                           " --min-subgraphs 3 --max-subgraphs 4 --max-speedup 0 "
                           "--sweep 1,2,6 2>/dev/null");
  ASSERT_EQ(sweep.exit_code, 0) << sweep.out;
  EXPECT_NE(sweep.out.find("5 groups (tasks of " + s.suite.string()), std::string::npos)
      << sweep.out;
  // distance, eval tasks, eval subgraphs, train tasks, train subgraphs, eval far, train far, not
  // long-tail
  auto line = [](double distance, int eval, int eval_subgraphs, int train, int train_subgraphs,
                 int eval_far, int train_far, int not_long_tail) {
    return fmt::format("{:>10g}  {:>10}  {:>14}  {:>11}  {:>15}  {:>9}  {:>10}  {:>13}\n", distance,
                       eval, eval_subgraphs, train, train_subgraphs, eval_far, train_far,
                       not_long_tail);
  };
  EXPECT_NE(sweep.out.find(line(1, 1, 4, 2, 7, 1, 2, 0)), std::string::npos) << sweep.out;
  EXPECT_NE(sweep.out.find(line(2, 1, 4, 1, 4, 1, 1, 1)), std::string::npos) << sweep.out;
  EXPECT_NE(sweep.out.find(line(6, 0, 0, 0, 0, 0, 0, 3)), std::string::npos) << sweep.out;
  EXPECT_FALSE(fs::exists(s.tmp.path() / "v3"));

  fs::path out = s.tmp.path() / "v3";
  testing::CommandResult curate = testing::run_command(
      base + fmt::format(" --min-subgraphs 3 --max-subgraphs 4 --min-floor-distance 2 --out {} "
                         "2>&1",
                         out.string()));
  ASSERT_EQ(curate.exit_code, 0) << curate.out;
  EXPECT_NE(curate.out.find(fmt::format("warning: {}:3: not a JSON object", s.baselines.string())),
            std::string::npos)
      << curate.out;
  EXPECT_NE(curate.out.find("3 tasks from the 5 tasks (27 subgraphs)"), std::string::npos)
      << curate.out;
  nlohmann::json suite = nlohmann::json::parse(testing::read_text(out / "suite.json"));
  EXPECT_EQ(suite["criteria"]["grouping"], "pattern hash");  // the source's, unasked
  EXPECT_EQ(suite["splits"]["eval"]["tasks"], 1);

  EXPECT_NE(testing::run_command(base + " --db x.db --out y 2>/dev/null").exit_code, 0);
  EXPECT_NE(
      testing::run_command(base + " --group-by pattern-bucket-dtype --out y 2>/dev/null").exit_code,
      0);
  EXPECT_NE(testing::run_command(base + " --select-only --out y 2>/dev/null").exit_code, 0);
  EXPECT_NE(testing::run_command(base + " --sweep 1 --min-floor-distance 2 2>/dev/null").exit_code,
            0);
}

}  // namespace
}  // namespace passnet::bench
