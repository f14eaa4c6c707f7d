// Task curation on a dataset DB and a run DB filled by the test: grouping by pattern, size
// bucket and dtype; the long-tail criteria; the cap per task; splits that never share an op
// sequence; manifests that point at copied subgraphs; and byte-identical output for the same
// inputs. Then the "pattern" grouping of suite v2: one task across sizes and dtypes, members
// round-robin over source models, --min-sources, and the pre-measurement selection. The real
// chain (extract fusible, bench run, curate) runs in tests/python.
#include "passnet/bench/curate.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "passnet/bench/run_db.h"
#include "passnet/bench/runner.h"
#include "passnet/bench/task_grouping.h"
#include "passnet/extract/range_extract.h"
#include "passnet/extract/subgraph_store.h"
#include "passnet/frontend/sample_writer.h"
#include "passnet/util/files.h"
#include "test_support.h"

namespace passnet::bench {
namespace {

namespace fs = std::filesystem;

constexpr const char* kScaleSoftmax = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        a = L_x_ * 0.125
        b = torch.nn.functional.softmax(a, dim=-1)
        return (b,)
)";

constexpr const char* kAddRelu = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        a = L_x_ + 1
        b = a.relu()
        return (b,)
)";

struct Fixture {
  testing::TempDir tmp;
  fs::path db_path;
  fs::path run_dir;
  std::map<std::string, int> kernels_by_hash;  // what the injected counter answers
  std::string device = "cpu";                  // the runs' device, as the counter is asked
};

// Writes a subgraph sample of `model` with input shape {rows, cols} and dtype, cut from the
// sample `parent`, stores it as a fusible subgraph, and returns its graph hash.
std::string add_subgraph(Fixture& f, store::DatasetDb& db, extract::SubgraphStore& store,
                         const char* model, std::int64_t rows, std::int64_t cols,
                         const std::string& dtype, const std::string& parent = "/p") {
  frontend::Sample sample =
      testing::parse_sample(model, testing::meta_source({{"L_x_", {rows, cols}, dtype}}));
  sample.subgraph_sources =
      nlohmann::json{{"kind", "fusible"}, {"parent", parent}, {"range", {0, 2}}};
  extract::FoundSubgraph found = extract::describe_piece(sample, {0, 2});
  EXPECT_TRUE(store.claim("fusible", found.graph_hash));
  found.sample = sample;
  std::vector<extract::FoundSubgraph> all{std::move(found)};
  store.record("fusible", parent, all);
  (void)db;
  (void)f;
  return all.front().graph_hash;
}

void record_run(Fixture& f, const std::vector<std::pair<std::string, double>>& speedups) {
  fs::create_directories(f.run_dir);
  RunDb run((f.run_dir / "run.db").string());
  run.set_meta("options", R"({"device": "cpu", "backends": ["eager", "inductor"]})");
  run.set_meta("worker", R"({"device_name": "x86_64", "torch": "2.13.0+cpu", "triton": "3.9.0"})");
  for (const auto& [folder, speedup] : speedups) {
    JobRecord job;
    job.sample = folder;
    BackendResult inductor;
    inductor.backend = "inductor";
    inductor.status = speedup > 0 ? "ok" : "compile_fail";
    if (speedup > 0) {
      inductor.speedup_e2e = speedup;
      inductor.eager_ms = 1.0;
      inductor.candidate_ms = 1.0 / speedup;
    }
    inductor.detail = nlohmann::json::object();
    job.results.push_back(inductor);
    run.record(job);
  }
}

CurateResult run_curate(Fixture& f, const CurateOptions& options) {
  store::DatasetDb db(f.db_path.string());
  KernelCountFn count = [&](const std::vector<std::pair<std::string, std::string>>& subgraphs,
                            const std::string& device) {
    EXPECT_EQ(device, f.device);
    std::vector<std::optional<int>> out;
    for (const auto& [hash, folder] : subgraphs)
      out.push_back(f.kernels_by_hash.at(hash));
    return out;
  };
  return curate(db, options, count);
}

TEST(Curate, GroupsFiltersSplitsAndWritesTheSuite) {
  Fixture f;
  f.db_path = f.tmp.path() / "d.db";
  f.run_dir = f.tmp.path() / "run";
  std::vector<std::pair<std::string, double>> speedups;
  std::map<std::string, std::string> folder_of;
  {
    store::DatasetDb db(f.db_path.string());
    extract::SubgraphStore store(db, f.tmp.path() / "out");
    // Softmax at 4 sizes in bucket 6 (64..127 elements), slower under inductor: one task, capped
    // at 3 subgraphs. Softmax in float16: its own task. Add-relu: inductor faster, one kernel:
    // not long-tail, unless counted at 2 kernels (see below). One softmax failed to compile.
    for (std::int64_t cols : {16, 17, 18, 19}) {
      std::string h = add_subgraph(f, db, store, kScaleSoftmax, 4, cols, "torch.float32");
      f.kernels_by_hash[h] = 1;
      speedups.emplace_back((f.tmp.path() / "out" / "fusible" / h).string(), 0.8);
    }
    std::string half = add_subgraph(f, db, store, kScaleSoftmax, 4, 16, "torch.float16");
    f.kernels_by_hash[half] = 1;
    speedups.emplace_back((f.tmp.path() / "out" / "fusible" / half).string(), 0.9);
    std::string fast = add_subgraph(f, db, store, kAddRelu, 4, 16, "torch.float32");
    f.kernels_by_hash[fast] = 1;
    speedups.emplace_back((f.tmp.path() / "out" / "fusible" / fast).string(), 1.5);
    std::string failed = add_subgraph(f, db, store, kScaleSoftmax, 64, 64, "torch.float32");
    f.kernels_by_hash[failed] = 1;
    speedups.emplace_back((f.tmp.path() / "out" / "fusible" / failed).string(), 0);
    add_subgraph(f, db, store, kAddRelu, 2, 2, "torch.float32");  // never measured
  }
  record_run(f, speedups);

  CurateOptions options;
  options.runs = {f.run_dir.string()};
  options.max_subgraphs = 3;
  options.eval_share = 0.5;
  CurateResult result = run_curate(f, options);
  EXPECT_EQ(result.counts["subgraphs"], 8u);
  EXPECT_EQ(result.counts["measured"], 6u);
  EXPECT_EQ(result.counts["unmeasured"], 1u);
  EXPECT_EQ(result.counts["candidate_compile_fail"], 1u);
  EXPECT_EQ(result.counts["groups"], 3u);
  EXPECT_EQ(result.counts["groups_not_long_tail"], 1u);
  ASSERT_EQ(result.tasks.size(), 2u);
  const CuratedTask& f32 =
      result.tasks[0].dtype == "torch.float32" ? result.tasks[0] : result.tasks[1];
  const CuratedTask& f16 =
      result.tasks[0].dtype == "torch.float16" ? result.tasks[0] : result.tasks[1];
  EXPECT_EQ(f32.subgraphs.size(), 3u);  // capped
  EXPECT_EQ(f32.candidates, 4u);
  EXPECT_EQ(f32.bucket, 6);
  EXPECT_DOUBLE_EQ(f32.median_speedup, 0.8);
  EXPECT_EQ(f32.reasons, (std::vector<std::string>{"inductor_not_faster"}));
  EXPECT_TRUE(f32.id.starts_with("mul_softmax-")) << f32.id;
  EXPECT_TRUE(f32.id.ends_with("-b6-float32")) << f32.id;
  EXPECT_EQ(f16.subgraphs.size(), 1u);
  // One op sequence, one split.
  EXPECT_EQ(f32.split, f16.split);

  // Counted at two kernels, add-relu becomes long-tail although inductor is faster.
  for (auto& [hash, kernels] : f.kernels_by_hash)
    kernels = 2;
  CurateResult more = run_curate(f, options);
  ASSERT_EQ(more.tasks.size(), 3u);
  auto add_relu = std::find_if(more.tasks.begin(), more.tasks.end(),
                               [](const CuratedTask& t) { return t.id.starts_with("add_relu"); });
  ASSERT_NE(add_relu, more.tasks.end());
  EXPECT_EQ(add_relu->reasons, (std::vector<std::string>{"more_kernels_than_ideal"}));

  // The suite: manifests per split, copied subgraphs, and the same bytes when written again.
  fs::path suite_dir = f.tmp.path() / "suite";
  nlohmann::json suite = write_suite(more, options, suite_dir.string());
  EXPECT_EQ(suite["format"], "passnet-suite-1");
  EXPECT_EQ(suite["environment"]["torch"], "2.13.0+cpu");
  std::size_t manifests = 0;
  std::set<std::string> splits;
  for (const auto& entry : suite["tasks"]) {
    fs::path manifest = suite_dir / entry["manifest"].get<std::string>();
    ASSERT_TRUE(fs::exists(manifest)) << manifest;
    nlohmann::json task = nlohmann::json::parse(testing::read_text(manifest));
    splits.insert(task["split"].get<std::string>());
    for (const auto& subgraph : task["subgraphs"])
      EXPECT_TRUE(fs::exists(suite_dir / subgraph["path"].get<std::string>() / "model.py"));
    EXPECT_EQ(task["baseline"]["device"], "cpu");
    ++manifests;
  }
  EXPECT_EQ(manifests, 3u);
  std::string first = testing::read_text(suite_dir / "suite.json");
  write_suite(more, options, suite_dir.string());
  EXPECT_EQ(testing::read_text(suite_dir / "suite.json"), first);

  // Everything to eval, or nothing; a folder that is not a suite is never overwritten.
  options.eval_share = 1.0;
  for (const CuratedTask& t : run_curate(f, options).tasks)
    EXPECT_EQ(t.split, "eval");
  options.eval_share = 0.0;
  for (const CuratedTask& t : run_curate(f, options).tasks)
    EXPECT_EQ(t.split, "train");
  testing::write_text(f.tmp.path() / "mine" / "notes.txt", "keep");
  EXPECT_THROW(write_suite(more, options, (f.tmp.path() / "mine").string()), Error);
  EXPECT_TRUE(fs::exists(f.tmp.path() / "mine" / "notes.txt"));
}

TEST(Curate, RunsOfDifferentDevicesOrWithoutTheCompilerAreRefused) {
  Fixture f;
  f.db_path = f.tmp.path() / "d.db";
  { store::DatasetDb db(f.db_path.string()); }
  f.run_dir = f.tmp.path() / "empty";
  fs::create_directories(f.run_dir);
  { RunDb run((f.run_dir / "run.db").string()); }
  CurateOptions options;
  options.runs = {f.run_dir.string()};
  EXPECT_THROW(run_curate(f, options), Error);
  options.runs = {(f.tmp.path() / "nowhere").string()};
  EXPECT_THROW(run_curate(f, options), Error);

  f.run_dir = f.tmp.path() / "cpu";
  record_run(f, {{"/s", 0.5}});
  f.run_dir = f.tmp.path() / "cuda";
  record_run(f, {{"/s", 0.5}});
  RunDb((f.run_dir / "run.db").string()).set_meta("options", R"({"device": "cuda"})");
  options.runs = {(f.tmp.path() / "cpu").string(), f.run_dir.string()};
  try {
    run_curate(f, options);
    ADD_FAILURE() << "runs of two devices were curated together";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("measured on cuda"), std::string::npos)
        << error.what();
  }
}

// Softmax from three source models in three buckets and three dtypes: model a's three
// subgraphs (two graph-break pieces of it) have the smallest graph hashes, so the first four by
// hash differ from the round-robin choice. Add-relu comes from one model only. All are slower
// under inductor, so every group is long-tail.
struct PatternDb {
  Fixture f;
  std::map<std::string, std::vector<std::string>> softmax_by_model;  // hashes, sorted
  std::vector<std::string> softmax;                                  // all, sorted
  std::vector<std::string> add_relu;
  std::string folder(const std::string& hash) const {
    return canonical_path(f.tmp.path() / "out" / "fusible" / hash);
  }
};

void build_pattern_db(PatternDb& p) {
  p.f.db_path = p.f.tmp.path() / "d.db";
  p.f.run_dir = p.f.tmp.path() / "run";
  std::vector<std::pair<std::string, double>> speedups;
  {
    store::DatasetDb db(p.f.db_path.string());
    extract::SubgraphStore store(db, p.f.tmp.path() / "out");
    auto add = [&](const char* model, std::int64_t rows, std::int64_t cols,
                   const std::string& dtype, const std::string& parent) {
      std::string h = add_subgraph(p.f, db, store, model, rows, cols, dtype, parent);
      p.f.kernels_by_hash[h] = 1;
      speedups.emplace_back((p.f.tmp.path() / "out" / "fusible" / h).string(), 0.5);
      return h;
    };
    std::vector<std::string>& a = p.softmax_by_model["/m/a"];
    a.push_back(add(kScaleSoftmax, 4, 17, "torch.float32", "/m/a/subgraph_0"));   // bucket 6
    a.push_back(add(kScaleSoftmax, 16, 16, "torch.float16", "/m/a/subgraph_1"));  // 8
    a.push_back(add(kScaleSoftmax, 8, 8, "torch.bfloat16", "/m/a/subgraph_1/"));  // 6
    std::sort(a.begin(), a.end());
    // b was mined where its samples lay under /m/b/work: the suite says samples/m/b.
    p.softmax_by_model["/m/b"] = {
        add(kScaleSoftmax, 64, 64, "torch.float32", "/m/b/work/samples/m/b")};  // bucket 12
    p.softmax_by_model["/m/c"] = {add(kScaleSoftmax, 4, 16, "torch.float32", "/m/c/subgraph_2")};
    for (const auto& [model, hashes] : p.softmax_by_model)
      p.softmax.insert(p.softmax.end(), hashes.begin(), hashes.end());
    std::sort(p.softmax.begin(), p.softmax.end());
    p.add_relu = {add(kAddRelu, 4, 16, "torch.float32", "/m/d/subgraph_0"),
                  add(kAddRelu, 8, 16, "torch.float32", "/m/d/subgraph_1")};
    std::sort(p.add_relu.begin(), p.add_relu.end());
  }
  record_run(p.f, speedups);
}

TEST(Curate, PatternGroupingSpansSizesAndDtypesAndPicksDistinctModelsFirst) {
  PatternDb p;
  build_pattern_db(p);
  CurateOptions options;
  options.runs = {p.f.run_dir.string()};
  options.group_by = "pattern";
  options.max_subgraphs = 4;

  CurateResult result = run_curate(p.f, options);
  EXPECT_EQ(result.counts["groups"], 2u);
  ASSERT_EQ(result.tasks.size(), 2u);
  const CuratedTask& softmax = result.tasks[1];
  ASSERT_TRUE(softmax.id.starts_with("mul_softmax-")) << softmax.id;
  EXPECT_EQ(softmax.id, "mul_softmax-" + softmax.pattern_hash.substr(0, 8));
  EXPECT_EQ(softmax.candidates, 5u);
  // Round-robin over the models a, b, c (a's graph-break pieces are one model), a's by hash.
  std::vector<std::string> kept;
  for (const CuratedSubgraph& s : softmax.subgraphs)
    kept.push_back(s.graph_hash);
  const auto& by_model = p.softmax_by_model;
  EXPECT_EQ(kept, (std::vector<std::string>{by_model.at("/m/a")[0], by_model.at("/m/b")[0],
                                            by_model.at("/m/c")[0], by_model.at("/m/a")[1]}));
  EXPECT_NE(kept, std::vector<std::string>(p.softmax.begin(), p.softmax.begin() + 4));
  EXPECT_EQ(softmax.source_models, 3u);
  EXPECT_EQ(softmax.subgraphs[0].source_model, "/m/a");
  EXPECT_EQ(softmax.subgraphs[1].bucket, 12);
  const CuratedTask& add_relu = result.tasks[0];
  EXPECT_TRUE(add_relu.id.starts_with("add_relu-")) << add_relu.id;
  EXPECT_EQ(add_relu.source_models, 1u);

  fs::path suite_dir = p.f.tmp.path() / "suite";
  nlohmann::json suite = write_suite(result, options, suite_dir.string());
  EXPECT_EQ(suite["criteria"]["grouping"], "pattern hash");
  EXPECT_EQ(suite["criteria"]["min_source_models_per_task"], 1);
  nlohmann::json manifest = nlohmann::json::parse(
      testing::read_text(suite_dir / "tasks" / softmax.split / (softmax.id + ".json")));
  EXPECT_FALSE(manifest["key"].contains("size_bucket_log2"));
  EXPECT_FALSE(manifest["key"].contains("dtype"));
  // Of the kept subgraphs only: a's bfloat16 one is left out.
  EXPECT_EQ(manifest["key"]["dtypes"], nlohmann::json({"torch.float16", "torch.float32"}));
  EXPECT_EQ(manifest["key"]["size_buckets"], nlohmann::json({6, 8, 12}));
  EXPECT_EQ(manifest["source_models"], 3);
  EXPECT_EQ(manifest["subgraphs"][1]["source_model"], "samples/m/b");
  EXPECT_EQ(manifest["subgraphs"][1]["parent"], "samples/m/b");
  EXPECT_EQ(manifest["subgraphs"][1]["size_bucket_log2"], 12);
  nlohmann::json copied = nlohmann::json::parse(testing::read_text(
      suite_dir / "subgraphs" / by_model.at("/m/b")[0] / "subgraph_sources.json"));
  EXPECT_EQ(copied["parent"], "samples/m/b");
  EXPECT_EQ(copied["range"], nlohmann::json({0, 2}));  // the rest as it was

  // The default grouping splits the same softmax subgraphs by bucket and dtype, as before.
  options.group_by = "pattern-bucket-dtype";
  EXPECT_EQ(run_curate(p.f, options).counts["groups"], 6u);
}

TEST(Curate, MinSourcesDropsGroupsOfTooFewModels) {
  PatternDb p;
  build_pattern_db(p);
  CurateOptions options;
  options.runs = {p.f.run_dir.string()};
  options.group_by = "pattern";
  options.min_sources = 2;
  CurateResult result = run_curate(p.f, options);
  ASSERT_EQ(result.tasks.size(), 1u);  // add-relu comes from /m/d alone
  EXPECT_TRUE(result.tasks[0].id.starts_with("mul_softmax-"));
  EXPECT_EQ(result.counts["groups_too_few_sources"], 1u);
  options.min_sources = 4;  // softmax has three models
  EXPECT_TRUE(run_curate(p.f, options).tasks.empty());
  options.min_sources = 0;
  EXPECT_THROW(run_curate(p.f, options), Error);
  options.min_sources = 1;
  options.group_by = "shape";
  EXPECT_THROW(run_curate(p.f, options), Error);
}

TEST(Curate, SelectOnlyListsWhatCurationWouldKeepWithoutRuns) {
  PatternDb p;
  build_pattern_db(p);
  CurateOptions options;  // no runs
  options.group_by = "pattern";
  options.min_subgraphs = 2;
  options.max_subgraphs = 4;
  options.min_sources = 2;
  Selection selection;
  {
    store::DatasetDb db(p.f.db_path.string());
    selection = select_for_measurement(db, options);
  }
  const auto& by_model = p.softmax_by_model;
  std::vector<std::string> expected;
  for (const std::string& hash : {by_model.at("/m/a")[0], by_model.at("/m/a")[1],
                                  by_model.at("/m/b")[0], by_model.at("/m/c")[0]})
    expected.push_back(p.folder(hash));
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(selection.folders, expected);
  EXPECT_EQ(selection.counts["groups"], 2u);
  EXPECT_EQ(selection.counts["groups_kept"], 1u);
  EXPECT_EQ(selection.counts["groups_too_few_sources"], 1u);
  EXPECT_EQ(selection.counts["listed"], 4u);

  // `bench run --samples LIST` reads the list back as it was written.
  std::string text;
  for (const std::string& folder : selection.folders)
    text += folder + "\n";
  testing::write_text(p.f.tmp.path() / "list.txt", text);
  EXPECT_EQ(resolve_samples((p.f.tmp.path() / "list.txt").string()), expected);

  // The default grouping: only softmax in float32 and bucket 6 comes from two models (a and c);
  // with one model enough, every subgraph is listed.
  options.group_by = "pattern-bucket-dtype";
  options.min_subgraphs = 1;
  {
    store::DatasetDb db(p.f.db_path.string());
    std::vector<std::string> two_models{p.folder(by_model.at("/m/a")[0]),
                                        p.folder(by_model.at("/m/c")[0])};
    std::sort(two_models.begin(), two_models.end());
    EXPECT_EQ(select_for_measurement(db, options).folders, two_models);
    options.min_sources = 1;
    EXPECT_EQ(select_for_measurement(db, options).folders.size(), 7u);
  }
}

TEST(Curate, SourceModelIsTheParentWithoutItsGraphBreakPiece) {
  EXPECT_EQ(model_of_parent("/s/bert/subgraph_12"), "/s/bert");
  EXPECT_EQ(model_of_parent("/s/bert/subgraph_12/"), "/s/bert");
  EXPECT_EQ(model_of_parent("/s/bert"), "/s/bert");
  EXPECT_EQ(model_of_parent("/s/subgraph_x"), "/s/subgraph_x");
  EXPECT_EQ(portable_sample_path("/tmp/w/corpus/samples/timm/vit"), "samples/timm/vit");
  EXPECT_EQ(portable_sample_path("/tmp/w/zoo/samples/transformers/Mimi/subgraph_28/"),
            "samples/transformers/Mimi/subgraph_28");
  EXPECT_EQ(portable_sample_path("graphs/f/float16/4/samples/timm/vit"), "samples/timm/vit");
  EXPECT_EQ(portable_sample_path("/m/a/subgraph_0"), "/m/a/subgraph_0");
  EXPECT_EQ(portable_sample_path(""), "");
  testing::TempDir tmp;
  store::DatasetDb db((tmp.path() / "d.db").string());
  extract::SubgraphStore store(db, tmp.path() / "out");
  frontend::Sample sample =
      testing::parse_sample(kAddRelu, testing::meta_source({{"L_x_", {4, 4}, "torch.float32"}}));
  std::vector<extract::FoundSubgraph> found{extract::describe_piece(sample, {0, 2})};
  store.record("fusible", "/s/vit/subgraph_1", found);
  // A variant's sources name its base; without a parent of their own, the base's origin counts.
  SourceModels models(db, "fusible");
  nlohmann::json variant = {{"dtype_variant", {{"of", found[0].graph_hash}}}};
  EXPECT_EQ(models.of(variant), "/s/vit");
  EXPECT_EQ(models.of({{"parent", "/s/gpt2/subgraph_0"}, {"dtype_variant", variant}}), "/s/gpt2");
  EXPECT_EQ(models.of(nlohmann::json()), "");
}

constexpr const char* kView = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        a = L_x_.view(-1)
        b = a.unsqueeze(0)
        return (b,)
)";

struct DeviceTimed {
  std::string folder;
  double eager_ms;
  double inductor_ms;
  std::vector<std::int64_t> output_shape;
};

// A run of the cudagraph invocation on an H100, as `bench run` records one: per-call device
// times, and eager's outputs described in each job's reply.
void record_device_run(Fixture& f, const std::vector<DeviceTimed>& rows,
                       const std::string& invocation = "cudagraph",
                       const std::string& card = "NVIDIA H100 80GB HBM3") {
  fs::create_directories(f.run_dir);
  RunDb run((f.run_dir / "run.db").string());
  run.set_meta("options", nlohmann::json{{"device", "cuda"},
                                         {"backends", {"eager", "inductor"}},
                                         {"invocation", invocation}}
                              .dump());
  run.set_meta("worker", nlohmann::json{{"device_name", card}}.dump());
  for (const DeviceTimed& row : rows) {
    JobRecord job;
    job.sample = row.folder;
    job.reply = {{"eager", {{"outputs", {{{"shape", row.output_shape}, {"dtype", "float32"}}}}}}};
    BackendResult inductor;
    inductor.backend = "inductor";
    inductor.status = "ok";
    inductor.speedup_e2e = row.eager_ms / row.inductor_ms;
    inductor.eager_ms = row.eager_ms;
    inductor.candidate_ms = row.inductor_ms;
    inductor.detail = nlohmann::json::object();
    job.results.push_back(inductor);
    run.record(job);
  }
}

TEST(Curate, ByDeviceTimeKeepsTasksFarFromTheirFloor) {
  Fixture f;
  f.db_path = f.tmp.path() / "d.db";
  f.run_dir = f.tmp.path() / "run";
  std::string softmax, large, add_relu, view;
  {
    store::DatasetDb db(f.db_path.string());
    extract::SubgraphStore store(db, f.tmp.path() / "out");
    softmax = add_subgraph(f, db, store, kScaleSoftmax, 4, 16, "torch.float32");
    large = add_subgraph(f, db, store, kScaleSoftmax, 1024, 4096, "torch.float32");
    add_relu = add_subgraph(f, db, store, kAddRelu, 4, 16, "torch.float32");
    view = add_subgraph(f, db, store, kView, 4, 16, "torch.float32");
  }
  auto folder = [&](const std::string& hash) {
    return (f.tmp.path() / "out" / "fusible" / hash).string();
  };
  // softmax: Inductor beats eager (10 us) at 9 us, but one kernel could take 1.1 us: far.
  // large: 16 MiB in and out move in 10 us at 3350 GB/s; Inductor at 11 us is near that floor.
  // add_relu: 1.2 us against a 1.1 us kernel: near. view: eager launches nothing (2.5 ns).
  f.device = "cuda";
  record_device_run(f, {{folder(softmax), 0.010, 0.009, {4, 16}},
                        {folder(large), 0.012, 0.011, {1024, 4096}},
                        {folder(add_relu), 0.003, 0.0012, {4, 16}},
                        {folder(view), 0.0000025, 0.0000025, {1, 64}}});
  for (const std::string& hash : {softmax, large, add_relu, view})
    f.kernels_by_hash[hash] = 1;

  CurateOptions options;
  options.runs = {f.run_dir.string()};
  options.max_speedup = 0.5;  // only the floor decides here
  options.min_floor_distance = 1.5;
  CurateResult result = run_curate(f, options);
  ASSERT_EQ(result.tasks.size(), 1u);
  const CuratedTask& task = result.tasks.front();
  EXPECT_EQ(task.subgraphs.front().graph_hash, softmax);
  EXPECT_EQ(task.reasons, std::vector<std::string>{"far_from_floor"});
  ASSERT_TRUE(task.median_floor_distance.has_value());
  EXPECT_NEAR(*task.median_floor_distance, 0.009 / 0.0011, 1e-9);
  EXPECT_EQ(result.counts.at("no_device_work"), 1u);
  EXPECT_EQ(result.counts.at("groups_not_long_tail"), 2u);
  ASSERT_TRUE(result.bandwidth_gbs.has_value());
  EXPECT_EQ(*result.bandwidth_gbs, 3350);

  // The large subgraph's floor is its roofline, below eager's time.
  options.min_floor_distance = 1.05;
  CurateResult looser = run_curate(f, options);
  std::map<std::string, double> floors;
  for (const CuratedTask& t : looser.tasks)
    for (const CuratedSubgraph& s : t.subgraphs)
      if (s.floor_ms) floors[s.graph_hash] = *s.floor_ms;
  ASSERT_TRUE(floors.contains(large));
  EXPECT_NEAR(floors[large], 2.0 * 1024 * 4096 * 4 / 3350e9 * 1e3, 1e-9);
  EXPECT_NEAR(floors[softmax], 0.0011, 1e-12);

  options.min_floor_distance = 1.5;
  nlohmann::json suite = write_suite(result, options, (f.tmp.path() / "suite").string());
  EXPECT_EQ(suite["criteria"]["min_floor_distance"], 1.5);
  EXPECT_EQ(suite["criteria"]["bandwidth_gbs"], 3350);
  nlohmann::json manifest = nlohmann::json::parse(
      testing::read_text(f.tmp.path() / "suite" / "tasks" / task.split / (task.id + ".json")));
  EXPECT_NEAR(manifest["baseline"]["median_floor_distance"].get<double>(), 0.009 / 0.0011, 1e-9);
  EXPECT_NEAR(manifest["subgraphs"][0]["floor_ms"].get<double>(), 0.0011, 1e-12);
}

TEST(Curate, FloorOptionsOutOfRangeAreRefused) {
  CurateOptions options;
  options.min_floor_distance = 0;
  EXPECT_THROW(check_curate_options(options), Error);
  options.min_floor_distance = 1.5;
  options.bandwidth_gbs = 0;
  EXPECT_THROW(check_curate_options(options), Error);
  options.bandwidth_gbs = 3350;
  options.kernel_floor_us = -1;
  EXPECT_THROW(check_curate_options(options), Error);
  options.kernel_floor_us = 1.1;
  EXPECT_NO_THROW(check_curate_options(options));
  options.min_floor_distance.reset();  // a bandwidth nothing uses is a mistake worth naming
  EXPECT_THROW(check_curate_options(options), Error);
}

TEST(Curate, ByDeviceTimeRefusesHostTimedRunsAndUnknownCards) {
  Fixture f;
  f.db_path = f.tmp.path() / "d.db";
  f.run_dir = f.tmp.path() / "run";
  std::string softmax;
  {
    store::DatasetDb db(f.db_path.string());
    extract::SubgraphStore store(db, f.tmp.path() / "out");
    softmax = add_subgraph(f, db, store, kScaleSoftmax, 4, 16, "torch.float32");
  }
  f.kernels_by_hash[softmax] = 1;
  f.device = "cuda";
  std::string folder = (f.tmp.path() / "out" / "fusible" / softmax).string();
  CurateOptions options;
  options.runs = {f.run_dir.string()};
  options.min_floor_distance = 1.5;
  record_device_run(f, {{folder, 0.010, 0.009, {4, 16}}}, "dynamo");
  try {
    run_curate(f, options);
    ADD_FAILURE() << "a host-timed run was curated by the floor";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("needs device time"), std::string::npos);
  }
  fs::remove_all(f.run_dir);
  record_device_run(f, {{folder, 0.010, 0.009, {4, 16}}}, "cudagraph", "Some Future GPU");
  try {
    run_curate(f, options);
    ADD_FAILURE() << "an unknown card's roofline was guessed";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("--bandwidth-gbs"), std::string::npos);
  }
  options.bandwidth_gbs = 1000;
  EXPECT_EQ(run_curate(f, options).tasks.size(), 1u);
}

}  // namespace
}  // namespace passnet::bench
