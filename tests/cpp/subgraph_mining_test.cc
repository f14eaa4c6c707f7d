// Subgraph mining on crafted graphs: single-op selection (tensor ops, multi-output ops with their
// getitems, ops that produce no tensor), dtype-variant rewriting and the check of a variant run,
// classical plans from Recursive Folding, and the miner end to end into a SubgraphStore (dedup,
// origins, refusals, failed parents, determinism across thread counts).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/extract/classical.h"
#include "passnet/extract/dtype_variant.h"
#include "passnet/extract/single_op.h"
#include "passnet/extract/subgraph_miner.h"
#include "passnet/extract/subgraph_store.h"
#include "passnet/frontend/sample_writer.h"
#include "passnet/store/dataset_db.h"
#include "test_support.h"

namespace passnet::extract {
namespace {

namespace fs = std::filesystem;

ValueInfo tensor(std::vector<std::int64_t> shape, std::string dtype = "torch.float32") {
  ValueInfo value;
  value.kind = ValueKind::kTensor;
  value.tensor.shape = std::move(shape);
  value.tensor.dtype = std::move(dtype);
  value.tensor.device = "cpu";
  value.tensor.mean = 0.5;
  value.tensor.std = 1.0;
  value.tensor.min = -3.0;
  value.tensor.max = 3.0;
  return value;
}

ValueInfo tuple_of(std::vector<ValueInfo> items) {
  ValueInfo value;
  value.kind = ValueKind::kTuple;
  value.items = std::move(items);
  return value;
}

ValueInfo int_scalar(std::int64_t number) {
  ValueInfo value;
  value.kind = ValueKind::kScalar;
  value.type = "int";
  value.value = number;
  return value;
}

std::string graph_hash(const frontend::Sample& sample) {
  return analysis::canonical_hashes(sample.graph,
                                    [&](std::string_view name) { return sample.meta_for(name); })
      .graph;
}

SampleAnnotation annotate(const frontend::Sample& sample,
                          std::vector<std::pair<std::string, ValueInfo>> nodes) {
  SampleAnnotation annotation;
  annotation.sample = sample.location;
  annotation.status = "ok";
  annotation.mode = annotation.mode_used = "real";
  annotation.device = "cpu";
  annotation.graph_hash = graph_hash(sample);
  for (auto& [name, value] : nodes)
    annotation.nodes.push_back({name, std::move(value)});
  return annotation;
}

std::vector<std::pair<std::size_t, std::size_t>> pairs(const std::vector<NodeRange>& ranges) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (NodeRange r : ranges)
    out.emplace_back(r.begin, r.end);
  return out;
}

// ------------------------------------------------------------------------------------------
// single-op selection

constexpr const char* kSplitModel = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        n = L_x_.size(0)
        parts = torch.split(L_x_, 2, 1)
        left = parts[0]
        right = parts[1]
        s = left + right
        pair = torch.max(s, 1)
        m = pair[0]
        y = s.view(n, -1)
        i = pair[1]
        return (y, m, i)
)";

TEST(SingleOp, TensorOpsAloneMultiOutputOpsWithTheirGetitems) {
  frontend::Sample sample =
      testing::parse_sample(kSplitModel, testing::meta_source({{"L_x_", {3, 4}}}));
  SampleAnnotation annotation =
      annotate(sample, {{"n", int_scalar(3)},
                        {"parts", tuple_of({tensor({3, 2}), tensor({3, 2})})},
                        {"left", tensor({3, 2})},
                        {"right", tensor({3, 2})},
                        {"s", tensor({3, 2})},
                        {"pair", tuple_of({tensor({3}), tensor({3}, "torch.int64")})},
                        {"m", tensor({3})},
                        {"y", tensor({3, 2})},
                        {"i", tensor({3}, "torch.int64")}});
  SingleOpSelection selection = single_op_ranges(sample, annotation);
  // split takes both getitems along; max's getitems are apart (a view in between), so max is
  // left out and so are its getitems; size() gives no tensor.
  EXPECT_EQ(pairs(selection.ranges),
            (std::vector<std::pair<std::size_t, std::size_t>>{{1, 4}, {4, 5}, {7, 8}}));
  EXPECT_EQ(selection.skipped["no_tensor"], 1u);
  EXPECT_EQ(selection.skipped["unpacked_apart"], 1u);
  EXPECT_EQ(selection.skipped["tuple_item"], 2u);

  // Every selected range cuts; the split piece returns both halves.
  RangeExtractor extractor(sample, annotation);
  for (NodeRange range : selection.ranges)
    EXPECT_NO_THROW(extractor.extract(range)) << range.begin;
  RangeExtraction split = extractor.extract(selection.ranges[0]);
  EXPECT_EQ(split.outputs, (std::vector<std::string>{"left", "right"}));
}

TEST(SingleOp, UnannotatedOpsAreCountedNotCut) {
  frontend::Sample sample =
      testing::parse_sample(kSplitModel, testing::meta_source({{"L_x_", {3, 4}}}));
  SampleAnnotation annotation = annotate(sample, {{"n", int_scalar(3)}});
  SingleOpSelection selection = single_op_ranges(sample, annotation);
  EXPECT_TRUE(selection.ranges.empty());
  EXPECT_EQ(selection.skipped["not_annotated"], 8u);
}

// ------------------------------------------------------------------------------------------
// dtype variants

constexpr const char* kCastModel = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_idx_: torch.Tensor):
        a = L_x_.float()
        b = torch.softmax(a, -1, dtype=torch.float32)
        c = b.to(torch.float32)
        d = c[L_idx_]
        return (d,)
)";

TEST(DtypeVariant, RewritesInputsLiteralsAndFloatCalls) {
  frontend::Sample base = testing::parse_sample(
      kCastModel, testing::meta_source({{"L_x_", {2, 8}}, {"L_idx_", {2}, "torch.int64"}}));
  std::string base_hash = graph_hash(base);
  VariantResult half = make_dtype_variant(base, "float16", base_hash);
  ASSERT_TRUE(half.sample) << half.refusal;
  EXPECT_EQ(half.sample->meta_for("L_x_")->dtype, "torch.float16");
  EXPECT_EQ(half.sample->meta_for("L_idx_")->dtype, "torch.int64");  // integers stay
  std::string model = frontend::emit_model_py(half.sample->graph, "GraphModule");
  EXPECT_NE(model.find("L_x_.half()"), std::string::npos) << model;
  EXPECT_NE(model.find("dtype=torch.float16"), std::string::npos) << model;
  EXPECT_NE(model.find(".to(torch.float16)"), std::string::npos) << model;
  EXPECT_EQ(model.find("float32"), std::string::npos) << model;
  EXPECT_EQ((*half.sample->subgraph_sources)["dtype_variant"]["of"], base_hash);
  EXPECT_NE(graph_hash(*half.sample), base_hash);

  VariantResult bf16 = make_dtype_variant(base, "bfloat16", base_hash);
  ASSERT_TRUE(bf16.sample);
  EXPECT_NE(frontend::emit_model_py(bf16.sample->graph, "GraphModule").find("L_x_.bfloat16()"),
            std::string::npos);
  EXPECT_THROW(make_dtype_variant(base, "float8", base_hash), Error);
}

TEST(DtypeVariant, RefusesWhatCannotBeRewritten) {
  frontend::Sample ints = testing::parse_sample(
      kCastModel,
      testing::meta_source({{"L_x_", {2, 8}, "torch.int32"}, {"L_idx_", {2}, "torch.int64"}}));
  EXPECT_EQ(make_dtype_variant(ints, "float16", "h").refusal, "no float32 tensor input");
  frontend::Sample doubles = testing::parse_sample(
      kCastModel,
      testing::meta_source({{"L_x_", {2, 8}, "torch.float64"}, {"L_idx_", {2}, "torch.int64"}}));
  EXPECT_NE(make_dtype_variant(doubles, "bfloat16", "h").refusal.find("torch.float64"),
            std::string::npos);
  frontend::Sample wide = testing::parse_sample(
      kCastModel, testing::meta_source({{"L_x_", {2, 8}}, {"L_idx_", {2}, "torch.int64"}}));
  for (ir::TensorMeta& meta : wide.weight_meta)
    if (meta.name == "L_x_") meta.max_val = ir::Arg::floating(1e6);
  wide.index_metadata();
  EXPECT_NE(make_dtype_variant(wide, "float16", "h").refusal.find("beyond the range"),
            std::string::npos);
  EXPECT_TRUE(make_dtype_variant(wide, "bfloat16", "h").sample);  // bfloat16 holds 1e6
}

TEST(DtypeVariant, RunCheckWantsEveryFloatingValueInTheTarget) {
  SampleAnnotation run;
  run.status = "ok";
  run.nodes.push_back({"a", tensor({2}, "torch.float16")});
  run.nodes.push_back({"i", tensor({2}, "torch.int64")});
  run.outputs.push_back(tensor({2}, "torch.float16"));
  EXPECT_FALSE(check_variant_run(run, "float16"));
  run.nodes.push_back({"up", tuple_of({tensor({2}, "torch.float32")})});
  EXPECT_EQ(check_variant_run(run, "float16"), "node 'up' computes in torch.float32");
  SampleAnnotation failed;
  failed.status = "failed";
  failed.error = {{"stage", "run"}, {"node", "a"}, {"type", "RuntimeError"}, {"message", "no"}};
  EXPECT_TRUE(check_variant_run(failed, "float16")->starts_with("does not run"));
}

// ------------------------------------------------------------------------------------------
// classical plans and the miner

constexpr const char* kBlockModel = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_w_: torch.nn.parameter.Parameter):
        a = L_x_ @ L_w_
        b = a.relu()
        c = b * 2
        d = c @ L_w_
        e = d.relu()
        f = e * 2
        g = f @ L_w_
        h = g.relu()
        k = h * 2
        return (k,)
)";

struct Corpus {
  testing::TempDir tmp;
  std::vector<std::string> folders;
  fs::path db_path;
};

// Three samples of the same block structure at two sizes, written and annotated in a DB.
void build_corpus(Corpus& corpus) {
  corpus.db_path = corpus.tmp.path() / "d.db";
  store::DatasetDb db(corpus.db_path.string());
  std::vector<std::int64_t> sizes = {4, 4, 8};
  for (std::size_t s = 0; s < sizes.size(); ++s) {
    std::int64_t n = sizes[s];
    frontend::Sample sample = testing::parse_sample(
        kBlockModel, testing::meta_source({{"L_x_", {2, n}}, {"L_w_", {n, n}}}));
    fs::path folder = corpus.tmp.path() / "samples" / fmt::format("s{}", s);
    frontend::write_sample(sample, folder);
    sample.location = folder.string();
    std::vector<std::pair<std::string, ValueInfo>> nodes;
    for (const char* name : {"a", "b", "c", "d", "e", "f", "g", "h", "k"})
      nodes.emplace_back(name, tensor({2, n}));
    SampleAnnotation annotation = annotate(sample, nodes);
    annotation.sample = sample_key(folder.string());
    store_annotation(db, annotation);
    corpus.folders.push_back(annotation.sample);
  }
}

TEST(ClassicalPlan, FoldsTheCorpusAndGroupsInstancesBySample) {
  Corpus corpus;
  build_corpus(corpus);
  ClassicalPlan plan = plan_classical(corpus.folders, {});
  EXPECT_EQ(plan.samples, 3u);
  EXPECT_EQ(plan.tokens, 27u);
  EXPECT_TRUE(plan.failures.empty());
  // matmul-relu-mul occurs 9 times (score 3 x 8 = 24) and beats the whole sequence (9 x 2 =
  // 18): it folds first, then M0 M0 M0 (3 x 2 = 6) folds as a motif of depth 2.
  ASSERT_EQ(plan.jobs.size(), 3u);
  for (const MineJob& job : plan.jobs)
    EXPECT_EQ(pairs(job.ranges),
              (std::vector<std::pair<std::size_t, std::size_t>>{{0, 3}, {0, 9}, {3, 6}, {6, 9}}))
        << job.folder;
  EXPECT_EQ(plan.motifs, 2u);
  EXPECT_EQ(plan.depth, 2u);
  EXPECT_EQ(plan.instances, 12u);

  ClassicalOptions small;
  small.max_ops = 3;
  EXPECT_EQ(pairs(plan_classical(corpus.folders, small).jobs[0].ranges),
            (std::vector<std::pair<std::size_t, std::size_t>>{{0, 3}, {3, 6}, {6, 9}}));
}

TEST(SubgraphMiner, DedupsRecordsOriginsAndIsDeterministic) {
  Corpus corpus;
  build_corpus(corpus);
  ClassicalPlan plan = plan_classical(corpus.folders, {});
  std::vector<MineJob> jobs = plan.jobs;
  jobs.push_back({(corpus.tmp.path() / "missing").string(), {{0, 2}}});  // unreadable parent
  jobs.push_back({corpus.folders[0], {{1, 2}, {5, 50}}});                // one out of bounds

  std::vector<std::set<std::string>> written_sets;
  for (unsigned threads : {1u, 3u}) {
    fs::path out = corpus.tmp.path() / fmt::format("out{}", threads);
    store::DatasetDb db(corpus.db_path.string());
    SubgraphStore store(db, out);
    MineOptions options;
    options.kind = fmt::format("classical{}", threads);
    options.db_path = corpus.db_path.string();
    options.jobs = threads;
    options.progress = false;
    MineSummary summary = mine_subgraphs(store, jobs, options);
    EXPECT_EQ(summary.parents, 5u);
    EXPECT_EQ(summary.parents_failed, 1u);
    ASSERT_EQ(summary.parent_errors.size(), 1u);
    EXPECT_NE(summary.parent_errors[0].first.find("missing"), std::string::npos);
    EXPECT_EQ(summary.found, 13u);  // 12 instances + [1, 2)
    EXPECT_EQ(summary.refused.at("out_of_bounds"), 1u);
    // Per size (4 and 8): the three blocks are one graph (an input of the same shape and dtype,
    // whether a parent input or an activation), and the whole sequence another; plus [1, 2).
    EXPECT_EQ(summary.written, 2u * 2u + 1u);
    std::set<std::string> written;
    for (const auto& [hash, folder] : stored_subgraphs(db, options.kind)) {
      EXPECT_TRUE(fs::exists(fs::path(folder) / "model.py"));
      frontend::Sample piece =
          frontend::read_sample(frontend::load_sample_files(folder, std::size_t{1} << 30));
      EXPECT_EQ(graph_hash(piece), hash);  // re-parses to its own hash
      EXPECT_EQ((*piece.subgraph_sources)["kind"], options.kind);
      written.insert(hash + ":" + fs::relative(folder, out).string() + ":" +
                     piece.subgraph_sources->at("parent").get<std::string>());
    }
    written_sets.push_back(std::move(written));
    // Running again finds the same and writes nothing.
    MineSummary again = mine_subgraphs(store, jobs, options);
    EXPECT_EQ(again.found, summary.found);
    EXPECT_EQ(again.written, 0u);
    SubgraphTotals totals = subgraph_totals(db);
    auto kind = std::find_if(totals.kinds.begin(), totals.kinds.end(),
                             [&](const KindCounts& k) { return k.kind == options.kind; });
    ASSERT_NE(kind, totals.kinds.end());
    EXPECT_EQ(kind->found, 13);
    EXPECT_EQ(kind->distinct, 5);
  }
  // Which parent's copy of a duplicated graph is written does not depend on the thread count.
  std::set<std::string> first;
  for (const std::string& entry : written_sets[0])
    first.insert(entry.substr(0, 32) + entry.substr(entry.rfind(':')));
  std::set<std::string> second;
  for (const std::string& entry : written_sets[1])
    second.insert(entry.substr(0, 32) + entry.substr(entry.rfind(':')));
  EXPECT_EQ(first, second);
}

TEST(SubgraphMiner, StaleAnnotationsFailTheParentOnly) {
  Corpus corpus;
  build_corpus(corpus);
  {
    store::DatasetDb db(corpus.db_path.string());
    SampleAnnotation stale = *load_annotation(db, corpus.folders[1]);
    stale.graph_hash = "0123456789abcdef0123456789abcdef";
    store_annotation(db, stale);
  }
  store::DatasetDb db(corpus.db_path.string());
  SubgraphStore store(db, corpus.tmp.path() / "out");
  MineOptions options;
  options.kind = "single_op";
  options.db_path = corpus.db_path.string();
  options.progress = false;
  options.select = [](const frontend::Sample& sample, const SampleAnnotation& annotation,
                      SelectionReport& report) {
    ++report.tallies["parents_selected"];
    return single_op_ranges(sample, annotation).ranges;
  };
  std::vector<MineJob> jobs;
  for (const std::string& folder : corpus.folders)
    jobs.push_back({folder, {}});
  MineSummary summary = mine_subgraphs(store, jobs, options);
  EXPECT_EQ(summary.parents_failed, 1u);
  EXPECT_NE(summary.parent_errors.at(0).second.find("annotate it again"), std::string::npos);
  EXPECT_EQ(summary.tallies.at("parents_selected"), 2u);
  EXPECT_EQ(summary.found, 18u);
}

}  // namespace
}  // namespace passnet::extract
