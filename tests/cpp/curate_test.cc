// Task curation on a dataset DB and a run DB filled by the test: grouping by pattern, size
// bucket and dtype; the long-tail criteria; the cap per task; splits that never share an op
// sequence; manifests that point at copied subgraphs; and byte-identical output for the same
// inputs. The real chain (extract fusible, bench run, curate) runs in tests/python.
#include "passnet/bench/curate.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "passnet/bench/run_db.h"
#include "passnet/extract/range_extract.h"
#include "passnet/extract/subgraph_store.h"
#include "passnet/frontend/sample_writer.h"
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
};

// Writes a subgraph sample of `model` with input shape {rows, cols} and dtype, stores it as a
// fusible subgraph, and returns its graph hash.
std::string add_subgraph(Fixture& f, store::DatasetDb& db, extract::SubgraphStore& store,
                         const char* model, std::int64_t rows, std::int64_t cols,
                         const std::string& dtype) {
  frontend::Sample sample =
      testing::parse_sample(model, testing::meta_source({{"L_x_", {rows, cols}, dtype}}));
  sample.subgraph_sources =
      nlohmann::json{{"kind", "fusible"}, {"parent", "/p"}, {"range", {0, 2}}};
  extract::FoundSubgraph found = extract::describe_piece(sample, {0, 2});
  EXPECT_TRUE(store.claim("fusible", found.graph_hash));
  found.sample = sample;
  std::vector<extract::FoundSubgraph> all{std::move(found)};
  store.record("fusible", "/p", all);
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
    EXPECT_EQ(device, "cpu");
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

}  // namespace
}  // namespace passnet::bench
