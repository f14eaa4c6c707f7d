// PassNet's layout: the task id rule (checked on a task published in PaddlePaddle/PassNet), the
// list formats, tasks set aside with their reasons, per-task pass backends, and an export that
// reads back as the same tasks.
#include "passnet/bench/passnet_layout.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "passnet/bench/passnet_export.h"
#include "passnet/bench/suite_stats.h"
#include "passnet/bench/task_passes.h"
#include "passnet/util/error.h"
#include "passnet/util/sha256.h"
#include "test_support.h"

namespace passnet::bench {
namespace {

namespace fs = std::filesystem;
using passnet::testing::TempDir;
using passnet::testing::write_text;

TEST(Sha256, KnownDigests) {
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

TEST(PassNetLayout, TaskIdIsTheDigestOfTheSortedUids) {
  // samples/hf_subgraphs_v2/fusible_subgraphs/62/91/6291d774... in PaddlePaddle/PassNet.
  std::vector<std::string> uids = {
      "ec610bc9a6a04cb7ad5f6972b54acafe", "497dd6881b594755874b95646788db13",
      "e20449f577c34e1e9399e18512350c44", "4dec69ce43d04b929e81451cf2cb9e02",
      "6b0cd159b60341518d216c37757ae009", "e018aeb576124bed9938a3f7ddaa0aed"};
  EXPECT_EQ(passnet_task_id(uids),
            "6291d774daf9c8b62c3f7d79f1fc55ec2d82adcd69425bfb0bb4e00b14724de8");
}

// A sample folder with just enough for the layout reader (model.py) and the exporter.
void make_sample(const fs::path& folder, const std::string& dtype) {
  write_text(folder / "model.py", "import torch\n# " + folder.string() + "\n");
  write_text(folder / "weight_meta.py",
             "class Program_weight_tensor_meta_x:\n    name = \"x\"\n    shape = [2]\n    dtype = "
             "\"torch." +
                 dtype + "\"\n");
}

fs::path make_task(const fs::path& root, const std::vector<std::string>& graphs,
                   const std::vector<std::string>& uids) {
  std::string id = passnet_task_id(uids);
  fs::path folder =
      fs::path("samples/t/fusible_subgraphs") / id.substr(0, 2) / id.substr(2, 2) / id;
  std::string list;
  for (const std::string& graph : graphs)
    list += graph + "\n";
  write_text(root / folder / "graph_list.txt", list);
  std::string joined;
  for (std::size_t i = 0; i < uids.size(); ++i)
    joined += (i ? "," : "") + uids[i];
  write_text(root / folder / "sample_uids.txt", joined);
  fs::create_directories(root / folder / "pass_dir");
  return folder;
}

TEST(PassNetLayout, ReadsListsAndSetsBrokenTasksAside) {
  TempDir dir;
  const fs::path& root = dir.path();
  make_sample(root / "graphs/t/float16/8/samples/a", "float16");
  make_sample(root / "graphs/t/float32/8/samples/a", "float32");
  make_sample(root / "graphs/t/bfloat16/2/samples/b", "bfloat16");
  fs::path good = make_task(root, {"graphs/t/float16/8/samples/a", "graphs/t/float32/8/samples/a"},
                            {std::string(32, 'a'), std::string(32, 'b')});
  fs::path other = make_task(root, {"graphs/t/bfloat16/2/samples/b"}, {std::string(32, 'c')});
  fs::path missing = make_task(root, {"graphs/t/nowhere"}, {std::string(32, 'd')});
  write_text(root / kPassNetEvalList,
             good.string() + "\n" + missing.string() + "\n# a comment\n\n" + other.string() + "\n");
  write_text(root / kPassNetTrainList, "sample_path,extra\n" + other.string() + ",x\n");
  ASSERT_TRUE(is_passnet_layout(root.string()));

  LoadedTasks eval = load_passnet_tasks(root.string(), "eval");
  ASSERT_EQ(eval.tasks.size(), 2u);
  EXPECT_EQ(eval.tasks[0].id, good.filename().string());
  EXPECT_EQ(eval.tasks[0].subgraphs.size(), 2u);
  EXPECT_EQ(eval.tasks[0].split, "eval");
  ASSERT_EQ(eval.skipped.size(), 1u);
  EXPECT_NE(eval.skipped[0].reason.find("graph_list.txt:1"), std::string::npos)
      << eval.skipped[0].reason;
  EXPECT_NE(eval.skipped[0].reason.find("no model.py"), std::string::npos);

  LoadedTasks train = load_passnet_tasks(root.string(), "train");
  ASSERT_EQ(train.tasks.size(), 1u);
  EXPECT_EQ(train.tasks[0].split, "train");

  // A folder whose name is not its uids' digest is refused with both ids named.
  fs::path renamed = root / "samples/t/fusible_subgraphs/00/00" / std::string(64, '0');
  fs::create_directories(renamed.parent_path());
  fs::copy(root / other, renamed, fs::copy_options::recursive);
  write_text(root / "list.jsonl",
             "{\"sample_dir\": \"" + fs::relative(renamed, root).string() + "\"}\n");
  LoadedTasks listed = load_passnet_tasks(root.string(), "eval", (root / "list.jsonl").string());
  ASSERT_EQ(listed.skipped.size(), 1u);
  EXPECT_NE(listed.skipped[0].reason.find("hash to"), std::string::npos);

  write_text(root / "bad.csv", "path\nx\n");
  EXPECT_THROW(read_task_list((root / "bad.csv").string()), Error);
}

TEST(PassNetLayout, TaskPassBackendsPointEachSampleAtItsTasksPassDir) {
  TempDir dir;
  const fs::path& root = dir.path();
  make_sample(root / "graphs/a", "float32");
  make_sample(root / "graphs/b", "float32");
  fs::path first = make_task(root, {"graphs/a"}, {std::string(32, '1')});
  fs::path second = make_task(root, {"graphs/b"}, {std::string(32, '2')});
  write_text(root / kPassNetEvalList, first.string() + "\n" + second.string() + "\n");
  LoadedTasks loaded = load_passnet_tasks(root.string(), "eval");
  ASSERT_EQ(loaded.tasks.size(), 2u);
  // A model's folder holds a pass_dir (with its score) for the first task only.
  fs::path model = root / "model_x" / "x" / first.filename();
  fs::create_directories(model / "pass_dir");
  write_text(model / "pass_dir" / "score.txt", "0.75");

  TaskPasses passes = resolve_task_passes(
      loaded.tasks, {"eager", "pass_dir", "pass_dir:" + (root / "model_x").string()});
  const std::string& a = loaded.tasks[0].subgraphs[0];
  const std::string& b = loaded.tasks[1].subgraphs[0];
  EXPECT_EQ(passes.specs.at(a).at("pass_dir"),
            "passnet-passes:" + (fs::path(loaded.tasks[0].folder) / "pass_dir").string());
  std::string model_backend = "pass_dir:" + (root / "model_x").string();
  EXPECT_EQ(passes.specs.at(a).at(model_backend),
            "passnet-passes:" + (model / "pass_dir").string());
  EXPECT_EQ(passes.missing.at(model_backend), 1u);
  EXPECT_TRUE(passes.specs.at(b).contains(model_backend));
  EXPECT_DOUBLE_EQ(passes.reference_scores.at(model_backend).at(loaded.tasks[0].id), 0.75);

  // A synth pass set: the task's folder is the pass folder itself (it holds the order file).
  fs::path synth = root / "synth";
  fs::create_directories(synth / loaded.tasks[1].id);
  write_text(synth / loaded.tasks[1].id / "sorted_output_pass_rule_names.json", "[]");
  std::string synth_backend = "pass_dir:" + synth.string();
  TaskPasses synthesised = resolve_task_passes(loaded.tasks, {synth_backend});
  EXPECT_EQ(synthesised.specs.at(b).at(synth_backend),
            "passnet-passes:" + (synth / loaded.tasks[1].id).string());
  EXPECT_EQ(synthesised.missing.at(synth_backend), 1u);

  // `{task}` in a pass backend's path: the task's own folder, applied as that backend applies
  // passes; a task without one fails in the worker.
  std::string templated = "passes:" + synth.string() + "/{task}";
  TaskPasses per_task = resolve_task_passes(loaded.tasks, {"eager", templated});
  EXPECT_EQ(per_task.specs.at(b).at(templated), "passes:" + (synth / loaded.tasks[1].id).string());
  EXPECT_EQ(per_task.specs.at(a).at(templated), "passes:" + (synth / loaded.tasks[0].id).string());
  EXPECT_EQ(per_task.missing.at(templated), 1u);
  EXPECT_THROW(resolve_task_passes(loaded.tasks, {"{task}"}), Error);

  // passnet suites have no task folders: `pass_dir` alone is refused with the fix.
  std::vector<SuiteTask> suite_tasks = {{"mul_add-1", "eval", {a}, "", {}, "", std::nullopt}};
  EXPECT_THROW(resolve_task_passes(suite_tasks, {"pass_dir"}), Error);
}

TEST(PassNetLayout, ExportReadsBackAsTheSameTasks) {
  TempDir dir;
  fs::path suite = dir.path() / "suite";
  make_sample(suite / "subgraphs/h1", "float16");
  make_sample(suite / "subgraphs/h2", "float32");
  std::vector<SuiteTask> tasks = {
      {"mul-1",
       "eval",
       {(suite / "subgraphs/h1").string(), (suite / "subgraphs/h2").string()},
       "",
       {},
       "torch.float16",
       12},
      {"add-2", "train", {(suite / "subgraphs/h2").string()}, "", {}, "", std::nullopt}};
  ExportOptions options;
  options.out = (dir.path() / "out").string();
  ExportSummary summary = export_passnet_layout(tasks, options);
  EXPECT_EQ(summary.tasks, 2u);
  EXPECT_EQ(summary.subgraphs, 2u);
  nlohmann::json index =
      nlohmann::json::parse(passnet::testing::read_text(fs::path(options.out) / kExportIndex));
  ASSERT_EQ(index["tasks"].size(), 2u);
  EXPECT_EQ(index["tasks"][0]["source_id"], "mul-1");
  LoadedTasks back = load_passnet_tasks(options.out, "all");
  ASSERT_EQ(back.tasks.size(), 2u);
  EXPECT_TRUE(back.skipped.empty());
  EXPECT_EQ(index["tasks"][0]["id"], back.tasks[0].id);
  EXPECT_EQ(back.tasks[0].split, "eval");
  EXPECT_EQ(back.tasks[0].subgraphs.size(), 2u);
  EXPECT_EQ(back.tasks[1].split, "train");
  for (const std::string& sample : back.tasks[0].subgraphs) {
    EXPECT_TRUE(fs::is_regular_file(fs::path(sample) / "graph_hash.txt"));
    EXPECT_TRUE(fs::is_regular_file(fs::path(sample) / "input_meta.py"));
  }
  EXPECT_NE(back.tasks[0].subgraphs[0].find("float16/12/samples/h1"), std::string::npos);

  // Exporting the PassNet layout again keeps folders, uids and ids.
  ExportOptions again;
  again.out = (dir.path() / "again").string();
  again.passnet_root = options.out;
  export_passnet_layout(back.tasks, again);
  LoadedTasks twice = load_passnet_tasks(again.out, "all");
  ASSERT_EQ(twice.tasks.size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(twice.tasks[i].id, back.tasks[i].id);
    EXPECT_EQ(twice.tasks[i].uids, back.tasks[i].uids);
    EXPECT_EQ(fs::relative(twice.tasks[i].folder, again.out),
              fs::relative(back.tasks[i].folder, options.out));
  }
  // A folder that holds something else is refused.
  write_text(dir.path() / "busy" / "x", "");
  options.out = (dir.path() / "busy").string();
  EXPECT_THROW(export_passnet_layout(tasks, options), Error);
}

}  // namespace
}  // namespace passnet::bench

namespace passnet::bench {
namespace {

TEST(SuiteStats, CountsFamiliesHistogramsDtypesAndBuckets) {
  TempDir dir;
  const fs::path& root = dir.path();
  // Two passnet-suite tasks (family and key from their manifests) and one PassNet task whose
  // family comes from its model.py and dtype and batch bucket from its graph paths.
  SuiteTask a{"mul_add-1", "eval",    {"s1", "s2"},          "", {}, "torch.float16",
              10,          "mul_add", {"model_a", "model_b"}};
  SuiteTask b{"mul_add-2", "train", {"s3"}, "", {}, "torch.float32", 3, "mul_add", {"model_a"}};
  fs::path sample = root / "graphs/x/fusible_subgraphs/bfloat16/8/samples/src/model/g";
  write_text(sample / "model.py",
             "import torch\n\n\nclass GraphModule(torch.nn.Module):\n    def forward(self, x):\n"
             "        y = torch.relu(x)\n        z = y * 2\n        return (z,)\n");
  write_text(sample / "weight_meta.py",
             "class Program_weight_tensor_meta_x:\n    name = \"x\"\n    shape = [2]\n    dtype = "
             "\"torch.bfloat16\"\n    device = \"cpu\"\n    mean = 0.0\n    std = 1.0\n    data = "
             "None\n");
  write_text(sample / "input_meta.py", "");
  SuiteTask c{std::string(64, 'c'), "eval", {sample.string()}, "", {}, "",
              std::nullopt,         "",     {"src/model"}};
  SuiteStats stats = suite_stats({a, b, c});
  EXPECT_EQ(stats.tasks, 3u);
  EXPECT_EQ(stats.subgraphs, 4u);
  EXPECT_EQ(stats.tasks_per_split.at("eval"), 2u);
  EXPECT_EQ(stats.tasks_per_family.at("mul_add"), 2u);
  EXPECT_EQ(stats.tasks_per_family.at("relu_mul"), 1u);
  EXPECT_EQ(stats.subgraphs_per_task.at(2), 1u);
  EXPECT_EQ(stats.subgraphs_per_task.at(1), 2u);
  EXPECT_EQ(stats.sources_per_task.at(2), 1u);
  EXPECT_EQ(stats.dtypes.at("float16"), 2u);
  EXPECT_EQ(stats.dtypes.at("bfloat16"), 1u);
  EXPECT_EQ(stats.buckets.at("8"), 1u);
  // Buckets in numeric order: 3 before 8 before 10.
  std::vector<std::string> order;
  for (const auto& [bucket, count] : stats.buckets)
    order.push_back(bucket);
  EXPECT_EQ(order, (std::vector<std::string>{"3", "8", "10"}));
  EXPECT_EQ(stats.to_json()["buckets"][0][0], "3");

  // A task grouped by pattern alone: each subgraph's own dtype and bucket count.
  SuiteTask d{"mul_add-3", "eval", {"s4", "s5"}, "", {}, "", std::nullopt, "mul_add", {"m", "n"}};
  d.subgraph_dtypes = {"torch.float32", "torch.bfloat16"};
  d.subgraph_buckets = {12, 14};
  SuiteStats mixed = suite_stats({d});
  EXPECT_EQ(mixed.dtypes, (std::map<std::string, std::size_t>{{"bfloat16", 1}, {"float32", 1}}));
  EXPECT_EQ(mixed.buckets.at("12"), 1u);
  EXPECT_EQ(mixed.buckets.at("14"), 1u);
}

}  // namespace
}  // namespace passnet::bench
