// Prefix analysis: fusible groups from kernel-count curves (hand-computed), the kernel-count
// cache, and the subgraph store's dedup and origins. The end-to-end run with Inductor is in
// tests/python/test_extract_fusible.py.
#include "passnet/extract/prefix_analysis.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <set>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/extract/group_analysis.h"
#include "passnet/extract/prefix_pieces.h"
#include "passnet/extract/subgraph_store.h"
#include "passnet/frontend/sample_writer.h"
#include "test_support.h"

namespace passnet::extract {
namespace {

namespace fs = std::filesystem;

using Curve = std::vector<std::pair<std::size_t, int>>;

std::vector<std::pair<std::size_t, std::size_t>> ranges(const CurveGroups& groups) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (const FusibleGroup& g : groups.closed)
    out.emplace_back(g.range.begin, g.range.end);
  return out;
}

TEST(GroupsFromCurve, OpsThatAddNoKernelJoinTheKernelBefore) {
  PrefixOptions options;
  // ops 0-2 fuse into kernel 1, op 3 starts kernel 2 which ops 4-5 join, op 6 starts kernel 3.
  Curve curve = {{1, 1}, {2, 1}, {3, 1}, {4, 2}, {5, 2}, {6, 2}, {7, 3}};
  CurveGroups groups = groups_from_curve(0, curve, 7, false, options);
  EXPECT_EQ(ranges(groups), (std::vector<std::pair<std::size_t, std::size_t>>{{0, 3}, {3, 6}}));
  EXPECT_EQ(groups.next_start, 6u);  // the last kernel's group is still open
  EXPECT_EQ(groups.closed[0].kernels_added, 1u);
}

TEST(GroupsFromCurve, TheLastGroupClosesAtTheGraphEnd) {
  PrefixOptions options;
  Curve curve = {{2, 1}, {4, 1}, {5, 2}, {8, 2}};
  CurveGroups groups = groups_from_curve(0, curve, 8, true, options);
  EXPECT_EQ(ranges(groups), (std::vector<std::pair<std::size_t, std::size_t>>{{0, 4}, {4, 8}}));
  EXPECT_EQ(groups.next_start, 8u);
}

TEST(GroupsFromCurve, SingleOpsAndOversizedGroupsAreDropped) {
  PrefixOptions options;
  options.min_ops = 2;
  options.max_ops = 3;
  // kernel per op for ops 10 and 11, then ops 12-15 fuse (4 ops > max), then 16 opens a group.
  Curve curve = {{11, 1}, {12, 2}, {13, 3}, {14, 3}, {15, 3}, {16, 3}, {17, 4}};
  CurveGroups groups = groups_from_curve(10, curve, 17, false, options);
  EXPECT_TRUE(groups.closed.empty());
  EXPECT_EQ(groups.next_start, 16u);
}

TEST(GroupsFromCurve, AFallingCountCountsAsFused) {
  PrefixOptions options;
  // a reduction absorbs two pointwise kernels (2 -> 1): still one group until the next rise
  Curve curve = {{1, 1}, {2, 2}, {3, 1}, {4, 1}, {5, 2}};
  CurveGroups groups = groups_from_curve(0, curve, 5, false, options);
  EXPECT_EQ(ranges(groups), (std::vector<std::pair<std::size_t, std::size_t>>{{1, 4}}));
}

TEST(GroupsFromCurve, NoRiseAfterTheStartMovesToTheWindowEnd) {
  PrefixOptions options;
  Curve curve = {{3, 1}, {6, 1}, {9, 1}};
  CurveGroups groups = groups_from_curve(0, curve, 9, false, options);
  EXPECT_TRUE(groups.closed.empty());
  EXPECT_EQ(groups.next_start, 9u);  // progress even though the group is still open
  EXPECT_EQ(groups_from_curve(4, {}, 12, false, options).next_start, 12u);
}

// The groups of the window `t0 = x.transpose; t1 = matmul; t2 = t1 * 0.125; t3 = t2 + m;
// t4 = softmax; t5 = matmul; t6 = permute; t7 = reshape` as Inductor's CPU scheduler gives them
// (python/passnet/runtime/worker/kernel_count.py on examples/samples/attention_scores).
std::vector<KernelGroup> attention_groups() {
  return {{{"t0", "t1"}, true},
          {{"t1", "t2", "t3", "t4"}, false},
          {{"t4"}, false},
          {{"t4", "t5"}, true},
          {{"t5", "t6", "t7"}, false}};
}

std::vector<WindowOp> attention_ops() {
  return {{"t0", true},  {"t1", false}, {"t2", false}, {"t3", false},
          {"t4", false}, {"t5", false}, {"t6", true},  {"t7", false}};
}

TEST(CurveFromGroups, EachKernelIsBroughtByItsFirstNewComputingOp) {
  std::vector<std::size_t> ends = {1, 2, 3, 4, 5, 6, 7, 8};
  // CPU: extern kernels are not generated ones. The pointwise kernel comes with t2 (t1 is the
  // matmul's, at home in the extern kernel); the softmax's second loop holds only t4, at home
  // already, so t4 brings it; the copy after the second matmul comes with the reshape (t6 is a
  // view, t5 the extern's).
  Curve cpu = curve_from_groups(attention_groups(), attention_ops(), ends, false);
  EXPECT_EQ(cpu, (Curve{{1, 0}, {2, 0}, {3, 1}, {4, 1}, {5, 2}, {6, 2}, {7, 2}, {8, 3}}));
  // CUDA: the extern kernels are launched, so they count where their first computing op is.
  Curve cuda = curve_from_groups(attention_groups(), attention_ops(), ends, true);
  EXPECT_EQ(cuda, (Curve{{1, 0}, {2, 1}, {3, 2}, {4, 2}, {5, 3}, {6, 4}, {7, 4}, {8, 5}}));
  // The groups of the CPU curve: mul+add fuse, the softmax takes the second matmul (invisible
  // on the CPU) and the permute; the reshape's copy opens the last group.
  PrefixOptions options;
  CurveGroups groups = groups_from_curve(0, cpu, 8, true, options);
  EXPECT_EQ(ranges(groups), (std::vector<std::pair<std::size_t, std::size_t>>{{2, 4}, {4, 7}}));
}

TEST(CurveFromGroups, UnknownNamesAndNoOpGroupsAreIgnored) {
  std::vector<KernelGroup> groups = {{{"not_an_op"}, false}, {{"b"}, false}};
  Curve curve = curve_from_groups(groups, {{"a", false}, {"b", false}}, {1, 2}, true);
  EXPECT_EQ(curve, (Curve{{1, 0}, {2, 1}}));
}

TEST(KernelCountCache, RoundTripsAndKeysByDevice) {
  testing::TempDir tmp;
  store::DatasetDb db((tmp.path() / "d.db").string());
  KernelCountCache cache(db);
  EXPECT_FALSE(cache.find("abc", "cpu"));
  KernelCount count{"ok", 3, std::nullopt, 1, 2.5, "", {}};
  cache.store("abc", "cpu", count);
  std::optional<KernelCount> found = cache.find("abc", "cpu");
  ASSERT_TRUE(found);
  EXPECT_EQ(found->status, "ok");
  EXPECT_EQ(found->kernels(), 3);
  EXPECT_FALSE(found->launched);
  EXPECT_DOUBLE_EQ(found->compile_seconds, 2.5);
  EXPECT_FALSE(cache.find("abc", "cuda:0"));
  KernelCount launched{"ok", 3, 5, 1, 1.0, "", {}};
  EXPECT_EQ(launched.kernels(), 5);  // launches win on CUDA
  // Kernel groups round-trip too (the groups method reads them back instead of compiling).
  KernelCount grouped{"ok", 2, std::nullopt, 1, 1.0, "", attention_groups()};
  cache.store("def", "cpu", grouped);
  std::optional<KernelCount> back = cache.find("def", "cpu");
  ASSERT_TRUE(back && back->groups);
  EXPECT_EQ(*back->groups, attention_groups());
  EXPECT_FALSE(cache.find("abc", "cpu")->groups);
}

constexpr const char* kChainModel = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        a = L_x_ * 2
        b = a + 1
        c = b * 2
        d = c + 1
        return (d,)
)";

// The annotation of a model whose statements a, b, c, d each make a float32 tensor of 4.
SampleAnnotation four_float_values(const frontend::Sample& sample) {
  SampleAnnotation annotation;
  annotation.status = "ok";
  annotation.graph_hash = analysis::canonical_hashes(sample.graph, [&](std::string_view name) {
                            return sample.meta_for(name);
                          }).graph;
  for (const char* name : {"a", "b", "c", "d"}) {
    ValueInfo value;
    value.kind = ValueKind::kTensor;
    value.tensor.shape = {4};
    value.tensor.dtype = "torch.float32";
    value.tensor.device = "cpu";
    value.tensor.mean = 0;
    value.tensor.std = 1;
    annotation.nodes.push_back({name, value});
  }
  return annotation;
}

TEST(SubgraphStore, StoresEachGraphOncePerKindAndEveryOrigin) {
  testing::TempDir tmp;
  frontend::Sample sample =
      testing::parse_sample(kChainModel, testing::meta_source({{"L_x_", {4}}}));
  SampleAnnotation annotation = four_float_values(sample);
  store::DatasetDb db((tmp.path() / "d.db").string());
  SubgraphStore store(db, tmp.path() / "out");
  // [0, 2) and [2, 4) are the same computation (x * 2 + 1): one graph, two origins.
  EXPECT_TRUE(store.add("fusible", extract_range(sample, annotation, {0, 2}), "parent", {0, 2}));
  EXPECT_FALSE(store.add("fusible", extract_range(sample, annotation, {2, 4}), "parent", {2, 4}));
  EXPECT_FALSE(store.add("fusible", extract_range(sample, annotation, {2, 4}), "parent", {2, 4}));
  EXPECT_TRUE(store.add("classical", extract_range(sample, annotation, {0, 2}), "parent", {0, 2}));
  std::vector<std::pair<std::string, std::string>> fusible = stored_subgraphs(db, "fusible");
  ASSERT_EQ(fusible.size(), 1u);
  EXPECT_EQ(fs::path(fusible[0].second), tmp.path() / "out" / "fusible" / fusible[0].first);
  EXPECT_TRUE(fs::exists(fs::path(fusible[0].second) / "model.py"));
  SubgraphTotals totals = subgraph_totals(db);
  ASSERT_EQ(totals.kinds.size(), 2u);
  EXPECT_EQ(totals.kinds[1].kind, "fusible");
  EXPECT_EQ(totals.kinds[1].found, 2);
  EXPECT_EQ(totals.kinds[1].distinct, 1);
  EXPECT_EQ(totals.kinds[1].patterns, 1);
  EXPECT_EQ(totals.kinds[0].kind, "classical");
  EXPECT_EQ(totals.kinds[0].found, 1);
  EXPECT_EQ(totals.distinct_graphs, 1);

  // A second store over the same DB knows what is stored; a deleted folder is written again.
  SubgraphStore reopened(db, tmp.path() / "out");
  EXPECT_FALSE(reopened.claim("fusible", fusible[0].first));
  fs::remove_all(tmp.path() / "out" / "classical");
  SubgraphStore after_delete(db, tmp.path() / "out");
  EXPECT_TRUE(
      after_delete.add("classical", extract_range(sample, annotation, {2, 4}), "parent", {2, 4}));
  EXPECT_TRUE(fs::exists(tmp.path() / "out" / "classical" / fusible[0].first / "model.py"));
  EXPECT_EQ(subgraph_totals(db).kinds[0].found, 2);
}

// Every window the analysis can ask for, from a start in [from, to) (0 and the cuts), ends
// inside the chunk whose [begin, next_begin) holds the start.
void expect_windows_inside(const std::vector<std::size_t>& cuts, const std::vector<Chunk>& chunks,
                           std::size_t window, std::size_t from, std::size_t to) {
  std::vector<std::size_t> starts = {0};
  starts.insert(starts.end(), cuts.begin(), cuts.end() - 1);
  for (std::size_t s : starts) {
    if (s < from || s >= to) continue;
    auto owner = std::find_if(chunks.begin(), chunks.end(),
                              [s](const Chunk& c) { return c.begin <= s && s < c.next_begin; });
    ASSERT_NE(owner, chunks.end()) << "start " << s;
    auto first = std::upper_bound(cuts.begin(), cuts.end(), s);
    std::size_t last = *first;
    for (auto it = first; it != cuts.end() && *it <= s + window; ++it)
      last = *it;
    EXPECT_LE(last, owner->end) << "window " << window << " start " << s;
  }
}

const std::vector<std::size_t> kCuts = {1, 2, 3, 5, 8, 9, 10, 14, 20, 21, 22, 30, 31, 40, 47, 60};

// Every window the analysis can ask for, from any start in a chunk's [begin, next_begin), ends
// inside that chunk; the chunks tile the ops without gaps.
TEST(PlanChunks, EveryWindowLiesInTheChunkOfItsStart) {
  const std::vector<std::size_t>& cuts = kCuts;
  std::vector<std::string> op_keys;
  for (std::size_t i = 0; i < 60; ++i)
    op_keys.push_back(i % 3 == 0 ? "call_function:operator.add" : "call_method:view");
  for (std::size_t window : {std::size_t{3}, std::size_t{6}, std::size_t{12}}) {
    for (auto [chunk, by_content] : {std::pair{window + 1, false},
                                     {2 * window, false},
                                     {4 * window, false},
                                     {100, false},
                                     {window + 1, true},
                                     {2 * window, true},
                                     {4 * window, true},
                                     {100, true}}) {
      std::vector<Chunk> chunks =
          plan_chunks(cuts, window, chunk, by_content ? op_keys : std::vector<std::string>{});
      ASSERT_FALSE(chunks.empty());
      EXPECT_EQ(chunks.front().begin, 0u);
      EXPECT_EQ(chunks.back().next_begin, 60u);
      EXPECT_EQ(chunks.back().end, 60u);
      for (std::size_t k = 0; k + 1 < chunks.size(); ++k)
        EXPECT_EQ(chunks[k].next_begin, chunks[k + 1].begin);
      SCOPED_TRACE(fmt::format("chunk {} by content {}", chunk, by_content));
      expect_windows_inside(cuts, chunks, window, 0, 60);
    }
  }
  // Chunks start about chunk - window ops apart, at cuts.
  EXPECT_EQ(plan_chunks(cuts, 6, 24),
            (std::vector<Chunk>{{0, 20, 22}, {20, 40, 40}, {40, 60, 60}}));
}

// A failed chunk re-cut one window apart: the parts tile its starts, each reaches no further than
// the chunk did, and every window of a start in the chunk still lies in the part of its start.
TEST(SplitChunk, PartsKeepEveryWindowOfTheChunkInside) {
  for (std::size_t window : {std::size_t{3}, std::size_t{6}, std::size_t{12}}) {
    for (const Chunk& chunk : plan_chunks(kCuts, window, 4 * window)) {
      std::vector<Chunk> parts = split_chunk(kCuts, chunk, window);
      ASSERT_FALSE(parts.empty());
      EXPECT_EQ(parts.front().begin, chunk.begin);
      EXPECT_EQ(parts.back().next_begin, chunk.next_begin);
      for (std::size_t k = 0; k + 1 < parts.size(); ++k)
        EXPECT_EQ(parts[k].next_begin, parts[k + 1].begin);
      for (const Chunk& part : parts) {
        EXPECT_LE(part.end, chunk.end);
        EXPECT_LT(part.begin, part.next_begin);
      }
      SCOPED_TRACE(fmt::format("window {} chunk [{}, {})", window, chunk.begin, chunk.end));
      expect_windows_inside(kCuts, parts, window, chunk.begin, chunk.next_begin);
    }
  }
  // Window 6 over the chunk [0, 22) whose starts run to 20: parts a window (to a cut) apart.
  EXPECT_EQ(split_chunk(kCuts, {0, 20, 22}, 6),
            (std::vector<Chunk>{{0, 8, 14}, {8, 14, 20}, {14, 20, 22}}));
  // Starts less than a window apart make one part, reaching as far as their windows do.
  EXPECT_EQ(split_chunk(kCuts, {40, 47, 60}, 12), (std::vector<Chunk>{{40, 47, 47}}));
}

// A stem, then twelve copies of one 29-op layer, then a head: chosen by content, the chunk starts
// inside the layers repeat layer after layer, so the layers' chunks are the same pieces.
TEST(PlanChunks, RepeatedLayersAreCutAtTheSamePlaces) {
  const std::vector<std::string> layer = {"call_function:torch.nn.functional.layer_norm",
                                          "call_function:torch._C._nn.linear",
                                          "call_method:view",
                                          "call_method:transpose",
                                          "call_function:torch._C._nn.linear",
                                          "call_method:view",
                                          "call_method:transpose",
                                          "call_function:torch._C._nn.linear",
                                          "call_method:view",
                                          "call_method:transpose",
                                          "call_function:torch.matmul",
                                          "call_function:operator.truediv",
                                          "call_function:operator.add",
                                          "call_function:torch.nn.functional.softmax",
                                          "call_function:torch.nn.functional.dropout",
                                          "call_function:torch.matmul",
                                          "call_method:permute",
                                          "call_method:contiguous",
                                          "call_method:view",
                                          "call_function:torch._C._nn.linear",
                                          "call_function:torch.nn.functional.dropout",
                                          "call_function:operator.add",
                                          "call_function:torch.nn.functional.layer_norm",
                                          "call_function:torch._C._nn.linear",
                                          "call_function:torch._C._nn.gelu",
                                          "call_function:torch._C._nn.linear",
                                          "call_function:torch.nn.functional.dropout",
                                          "call_function:operator.add",
                                          "call_method:size"};
  std::vector<std::string> op_keys = {"call_function:torch.nn.functional.embedding",
                                      "call_function:operator.add", "call_method:to"};
  const std::size_t stem = op_keys.size();
  for (int copy = 0; copy < 12; ++copy)
    op_keys.insert(op_keys.end(), layer.begin(), layer.end());
  op_keys.push_back("call_function:torch.tanh");
  std::vector<std::size_t> cuts;
  for (std::size_t i = 1; i <= op_keys.size(); ++i)
    cuts.push_back(i);
  std::vector<Chunk> chunks = plan_chunks(cuts, 12, 48, op_keys);
  // From the third layer to the tenth, every start has its twin one layer on.
  std::set<std::size_t> begins;
  for (const Chunk& chunk : chunks)
    begins.insert(chunk.begin);
  const std::size_t from = stem + 2 * layer.size();
  const std::size_t to = stem + 10 * layer.size();
  std::size_t checked = 0;
  for (std::size_t begin : begins) {
    if (begin < from || begin >= to) continue;
    EXPECT_TRUE(begins.contains(begin + layer.size())) << "start " << begin;
    ++checked;
  }
  EXPECT_GE(checked, 8u);
  // Without the op keys, a fixed stride of 36 does not line up with a 29-op layer.
  std::set<std::size_t> fixed;
  for (const Chunk& chunk : plan_chunks(cuts, 12, 48))
    fixed.insert(chunk.begin);
  EXPECT_FALSE(std::all_of(fixed.begin(), fixed.end(), [&](std::size_t b) {
    return b < from || b >= to || fixed.contains(b + layer.size());
  }));
}

// Cut from two layers, the same block under other names is one piece when named by position:
// the same key, the same text, its statements `op_N` and its inputs `in_N` (metadata too).
TEST(WritePiece, PositionalNamesMakeTheSameBlockOfTwoLayersOnePiece) {
  testing::TempDir tmp;
  frontend::Sample sample =
      testing::parse_sample(R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_w0_: torch.Tensor, L_w1_: torch.Tensor):
        a = L_x_ * L_w0_
        b = a + 1
        c = b * L_w1_
        d = c + 1
        return (d,)
)",
                            testing::meta_source({{"L_x_", {4}}, {"L_w0_", {4}}, {"L_w1_", {4}}}));
  SampleAnnotation annotation = four_float_values(sample);
  RangeExtractor extractor(sample, annotation);
  PrefixAnalysis result;
  frontend::Sample first;
  frontend::Sample second;
  auto a = write_piece(extractor, {0, 2}, tmp.path(), result, &first, PieceNaming::kPositional);
  auto b = write_piece(extractor, {2, 4}, tmp.path(), result, &second, PieceNaming::kPositional);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(a->first, b->first);
  EXPECT_EQ(frontend::emit_model_py(first.graph), frontend::emit_model_py(second.graph));
  std::vector<std::string> names;
  for (ir::NodeId id : compute_nodes(second.graph))
    names.push_back(second.graph.node(id).name);
  EXPECT_EQ(names, (std::vector<std::string>{"op_0", "op_1"}));
  EXPECT_NE(second.meta_for("in_0"), nullptr);
  EXPECT_NE(second.meta_for("in_1"), nullptr);
  frontend::Sample reread = frontend::read_sample(frontend::load_sample_files(b->second, 1 << 20));
  EXPECT_EQ(reread.graph, second.graph);
  // Named canonically, the pieces share their hash but keep their own names.
  frontend::Sample canonical;
  auto c = write_piece(extractor, {2, 4}, tmp.path(), result, &canonical);
  ASSERT_TRUE(c);
  EXPECT_NE(c->first, a->first);
  EXPECT_EQ(canonical.graph.node(compute_nodes(canonical.graph)[0]).name, "c");
  EXPECT_EQ(result.failed, 0u);
}

}  // namespace
}  // namespace passnet::extract
