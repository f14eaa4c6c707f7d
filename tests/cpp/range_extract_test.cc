// Range decomposition on crafted graphs (metadata propagation, live-outs, constants inlined,
// multi-output cuts, bounds, stale and missing annotations, symbolic sizes), annotation JSON and
// DB round trips, and real corpus samples: every extracted piece re-parses to the graph that
// Graph::extract_range gives.
#include "passnet/extract/range_extract.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/extract/annotation.h"
#include "passnet/frontend/sample_writer.h"
#include "passnet/store/dataset_db.h"
#include "test_support.h"

namespace passnet::extract {
namespace {

namespace fs = std::filesystem;
using ir::Arg;

constexpr const char* kModel = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor, L_w_: torch.nn.parameter.Parameter):
        a = L_x_ @ L_w_
        b = a.relu()
        c = b * 2
        d = c + a
        return (d,)
)";

ValueInfo tensor(std::vector<std::int64_t> shape, std::string dtype = "torch.float32") {
  ValueInfo value;
  value.kind = ValueKind::kTensor;
  value.tensor.shape = std::move(shape);
  value.tensor.dtype = std::move(dtype);
  value.tensor.device = "cpu";
  return value;
}

ValueInfo with_stats(ValueInfo value, double mean, double std, double min, double max) {
  value.tensor.mean = mean;
  value.tensor.std = std;
  value.tensor.min = min;
  value.tensor.max = max;
  return value;
}

ValueInfo scalar(std::int64_t number) {
  ValueInfo value;
  value.kind = ValueKind::kScalar;
  value.type = "int";
  value.value = number;
  return value;
}

ValueInfo sequence(ValueKind kind, std::vector<ValueInfo> items, std::string type = "") {
  ValueInfo value;
  value.kind = kind;
  value.items = std::move(items);
  value.type = std::move(type);
  return value;
}

SampleAnnotation annotate(const frontend::Sample& sample,
                          std::vector<std::pair<std::string, ValueInfo>> nodes) {
  SampleAnnotation annotation;
  annotation.sample = "mem";
  annotation.status = "ok";
  annotation.mode = annotation.mode_used = "real";
  annotation.device = "cpu";
  annotation.graph_hash = analysis::canonical_hashes(sample.graph, [&](std::string_view name) {
                            return sample.meta_for(name);
                          }).graph;
  for (auto& [name, value] : nodes)
    annotation.nodes.push_back({name, std::move(value)});
  return annotation;
}

frontend::Sample matmul_sample() {
  return testing::parse_sample(kModel, testing::meta_source({{"L_x_", {2, 3}}, {"L_w_", {3, 4}}}));
}

SampleAnnotation matmul_annotation(const frontend::Sample& sample) {
  return annotate(sample, {{"a", with_stats(tensor({2, 4}), 0.5, 2.0, -3.0, 4.0)},
                           {"b", with_stats(tensor({2, 4}), 1.0, 1.0, 0.0, 4.0)},
                           {"c", tensor({2, 4})},
                           {"d", tensor({2, 4})}});
}

RangeErrorKind error_kind(const frontend::Sample& sample, const SampleAnnotation& annotation,
                          NodeRange range) {
  try {
    extract_range(sample, annotation, range);
  } catch (const RangeError& error) {
    return error.kind();
  }
  ADD_FAILURE() << "range [" << range.begin << ", " << range.end << ") was not rejected";
  return RangeErrorKind::kEmpty;
}

// Writes the piece, reads it back and checks that nothing changed on the way.
frontend::Sample round_trip(const RangeExtraction& piece, const fs::path& folder) {
  frontend::write_sample(piece.sample, folder);
  frontend::Sample read =
      frontend::read_sample(frontend::load_sample_files(folder, std::size_t{1} << 30));
  EXPECT_EQ(read.graph, piece.sample.graph) << folder;
  EXPECT_EQ(read.weight_meta, piece.sample.weight_meta) << folder;
  EXPECT_EQ(read.input_meta, piece.sample.input_meta) << folder;
  EXPECT_EQ(read.subgraph_sources, piece.sample.subgraph_sources) << folder;
  return read;
}

TEST(RangeExtract, ActivationLiveInGetsItsAnnotationAsMetadata) {
  frontend::Sample sample = matmul_sample();
  RangeExtraction piece = extract_range(sample, matmul_annotation(sample), {1, 3});
  EXPECT_EQ(piece.inputs, (std::vector<std::string>{"a"}));
  EXPECT_EQ(piece.outputs, (std::vector<std::string>{"c"}));  // d uses c; b stays inside
  ASSERT_EQ(piece.sample.weight_meta.size(), 1u);
  const ir::TensorMeta& a = piece.sample.weight_meta[0];
  EXPECT_EQ(a.name, "a");
  EXPECT_EQ(a.shape, (std::vector<std::int64_t>{2, 4}));
  EXPECT_EQ(a.dtype, "torch.float32");
  EXPECT_EQ(a.mean, Arg::floating(0.5));
  EXPECT_EQ(a.std, Arg::floating(2.0));
  EXPECT_EQ(a.min_val, Arg::floating(-3.0));
  EXPECT_EQ(a.max_val, Arg::floating(4.0));
  EXPECT_EQ(a.device, "cpu");
  EXPECT_EQ(piece.sample.graph.node(0).annotation, "torch.Tensor");
  EXPECT_TRUE(piece.warnings.empty());
  const nlohmann::json& sources = *piece.sample.subgraph_sources;
  EXPECT_EQ(sources["parent"], "mem");
  EXPECT_EQ(sources["range"], nlohmann::json::array({1, 3}));
  EXPECT_EQ(sources["kind"], "range");
  EXPECT_EQ(sources["nodes"], nlohmann::json::array({"b", "c"}));
  EXPECT_EQ(sources["parent_graph_hash"], matmul_annotation(sample).graph_hash);
  testing::TempDir dir;
  round_trip(piece, dir.path() / "piece");
}

TEST(RangeExtract, ParentPlaceholdersKeepTheirMetadataAndKind) {
  frontend::Sample sample = matmul_sample();
  // Move L_x_ to input_meta: it must stay an input, while L_w_ stays a weight.
  sample.input_meta.push_back(sample.weight_meta[0]);
  sample.weight_meta.erase(sample.weight_meta.begin());
  sample.index_metadata();
  RangeExtraction piece = extract_range(sample, matmul_annotation(sample), {0, 2});
  EXPECT_EQ(piece.inputs, (std::vector<std::string>{"L_x_", "L_w_"}));
  // In order of first use after the range: c uses b, then d uses a.
  EXPECT_EQ(piece.outputs, (std::vector<std::string>{"b", "a"}));
  EXPECT_EQ(piece.sample.input_meta, sample.input_meta);
  EXPECT_EQ(piece.sample.weight_meta, sample.weight_meta);
  EXPECT_EQ(piece.sample.graph.node(1).annotation, "torch.nn.parameter.Parameter");
  EXPECT_EQ(piece.sample.graph.node(0).annotation, "torch.Tensor");
}

TEST(RangeExtract, WholeGraphReturnsWhatTheParentReturns) {
  frontend::Sample sample = matmul_sample();
  RangeExtraction piece = extract_range(sample, matmul_annotation(sample), {0, 4});
  EXPECT_EQ(piece.outputs, (std::vector<std::string>{"d"}));
  EXPECT_EQ(piece.sample.graph, sample.graph);
}

TEST(RangeExtract, MetaModeActivationsWarnAboutMissingStatistics) {
  frontend::Sample sample = matmul_sample();
  SampleAnnotation annotation =
      annotate(sample, {{"a", tensor({2, 4})}, {"b", tensor({2, 4})}, {"c", tensor({2, 4})}});
  RangeExtraction piece = extract_range(sample, annotation, {1, 3});
  EXPECT_EQ(piece.sample.weight_meta[0].mean, Arg::none());
  ASSERT_EQ(piece.warnings.size(), 1u);
  EXPECT_NE(piece.warnings[0].find("no statistics"), std::string::npos);
}

TEST(RangeExtract, IntegerActivationsReplayFromTheirRangeOrTheirData) {
  frontend::Sample sample = matmul_sample();
  ValueInfo ids = tensor({2, 4}, "torch.int64");
  ids.tensor.min = 0;
  ids.tensor.max = 9;
  SampleAnnotation annotation =
      annotate(sample, {{"a", ids}, {"b", tensor({2, 4})}, {"c", tensor({2, 4})}});
  ir::TensorMeta meta = extract_range(sample, annotation, {1, 3}).sample.weight_meta[0];
  EXPECT_EQ(meta.min_val, Arg::integer(0));
  EXPECT_EQ(meta.max_val, Arg::integer(9));
  EXPECT_EQ(meta.mean, Arg::none());
  annotation.nodes[0].value.tensor.data = nlohmann::json::array({1, 2, 3, 4, 5, 6, 7, 8});
  meta = extract_range(sample, annotation, {1, 3}).sample.weight_meta[0];
  EXPECT_FALSE(meta.min_val.has_value());  // data wins: GraphNet would draw from the range
  ASSERT_TRUE(meta.data.has_value());
  EXPECT_EQ(meta.data->items().size(), 8u);
}

TEST(RangeExtract, AParentValueNamedOutputKeepsItsName) {
  constexpr const char* kModel = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        output = L_x_.relu()
        y = output * 2
        return (y,)
)";
  frontend::Sample sample = testing::parse_sample(kModel, testing::meta_source({{"L_x_", {3}}}));
  SampleAnnotation annotation = annotate(sample, {{"output", tensor({3})}, {"y", tensor({3})}});
  RangeExtraction piece = extract_range(sample, annotation, {0, 1});
  EXPECT_EQ(piece.outputs, (std::vector<std::string>{"output"}));
  EXPECT_EQ(piece.sample.graph.node(*piece.sample.graph.output()).name, "output_1");
  testing::TempDir dir;
  round_trip(piece, dir.path() / "piece");
}

constexpr const char* kSplitModel = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        split = torch.split(L_x_, 2)
        a = split[0]
        b = split[1]
        c = a + b
        return (c,)
)";

TEST(RangeExtract, CutThroughAMultiOutputNodeIsRejected) {
  frontend::Sample sample =
      testing::parse_sample(kSplitModel, testing::meta_source({{"L_x_", {4}}}));
  SampleAnnotation annotation =
      annotate(sample, {{"split", sequence(ValueKind::kTuple, {tensor({2}), tensor({2})})},
                        {"a", tensor({2})},
                        {"b", tensor({2})},
                        {"c", tensor({2})}});
  EXPECT_EQ(error_kind(sample, annotation, {1, 4}), RangeErrorKind::kMultiOutputCut);
  EXPECT_EQ(error_kind(sample, annotation, {0, 2}), RangeErrorKind::kMultiOutputCut);
  EXPECT_EQ(error_kind(sample, annotation, {2, 3}), RangeErrorKind::kMultiOutputCut);
  EXPECT_EQ(extract_range(sample, annotation, {0, 3}).outputs,
            (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(valid_cut_points(sample, annotation), (std::vector<std::size_t>{3}));
  try {
    extract_range(sample, annotation, {1, 4});
  } catch (const RangeError& error) {
    EXPECT_EQ(error.category(), ErrorCategory::kSample);
    EXPECT_NE(std::string(error.what()).find("node 'split'"), std::string::npos) << error.what();
  }
}

constexpr const char* kVmapModel = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        a = L_x_ * 2
        level = torch._C._functorch._vmap_increment_nesting(4, "error")
        batched = torch._C._functorch._add_batch_dim(a, 0, 1)
        inner = batched + 1
        back = torch._C._functorch._remove_batch_dim(inner, 1, 4, 0)
        done = torch._C._functorch._vmap_decrement_nesting()
        out = back.relu()
        unused = a.sum()
        return (out,)
)";

TEST(RangeExtract, CutsInsideAVmapLevelAndRangesWithoutResultsAreRejected) {
  frontend::Sample sample =
      testing::parse_sample(kVmapModel, testing::meta_source({{"L_x_", {4, 3}}}));
  SampleAnnotation annotation = annotate(sample, {{"a", tensor({4, 3})},
                                                  {"level", scalar(1)},
                                                  {"batched", tensor({3})},
                                                  {"inner", tensor({3})},
                                                  {"back", tensor({4, 3})},
                                                  {"done", scalar(0)},
                                                  {"out", tensor({4, 3})},
                                                  {"unused", tensor({})}});
  // Compute nodes: a 0, level 1, batched 2, inner 3, back 4, done 5, out 6, unused 7.
  EXPECT_EQ(error_kind(sample, annotation, {2, 4}), RangeErrorKind::kOpenContext);
  EXPECT_EQ(error_kind(sample, annotation, {0, 3}), RangeErrorKind::kOpenContext);
  EXPECT_EQ(extract_range(sample, annotation, {1, 6}).outputs, (std::vector<std::string>{"back"}));
  for (std::size_t cut : valid_cut_points(sample, annotation))
    EXPECT_TRUE(cut <= 1 || cut >= 6) << cut;
  EXPECT_TRUE(extract_range(sample, annotation, {7, 8}).outputs.empty());
  try {
    extract_range(sample, annotation, {7, 8}, {.require_output = true});
    ADD_FAILURE() << "a range returning nothing was accepted";
  } catch (const RangeError& error) {
    EXPECT_EQ(error.kind(), RangeErrorKind::kNoOutput);
  }
}

TEST(RangeExtract, BadBoundsAreUsageErrors) {
  frontend::Sample sample = matmul_sample();
  SampleAnnotation annotation = matmul_annotation(sample);
  EXPECT_EQ(error_kind(sample, annotation, {2, 2}), RangeErrorKind::kEmpty);
  EXPECT_EQ(error_kind(sample, annotation, {3, 1}), RangeErrorKind::kEmpty);
  EXPECT_EQ(error_kind(sample, annotation, {0, 5}), RangeErrorKind::kOutOfBounds);
  try {
    extract_range(sample, annotation, {0, 5});
  } catch (const RangeError& error) {
    EXPECT_EQ(error.category(), ErrorCategory::kUsage);
    EXPECT_STREQ(error.what(), "range [0, 5) is outside the 4 compute nodes of mem");
  }
}

TEST(RangeExtract, MissingAndStaleAnnotationsAreRejected) {
  frontend::Sample sample = matmul_sample();
  SampleAnnotation annotation = matmul_annotation(sample);
  annotation.nodes.erase(annotation.nodes.begin());  // no "a"
  EXPECT_EQ(error_kind(sample, annotation, {1, 3}), RangeErrorKind::kMissingAnnotation);
  EXPECT_EQ(error_kind(sample, annotation, {0, 1}), RangeErrorKind::kMissingAnnotation);
  annotation = matmul_annotation(sample);
  annotation.graph_hash = "0123";
  EXPECT_EQ(error_kind(sample, annotation, {1, 3}), RangeErrorKind::kStaleAnnotation);
}

constexpr const char* kSizeModel = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_x_: torch.Tensor):
        size = L_x_.size()
        n = size[0]
        v = L_x_.view(n, -1)
        k = size.numel()
        w = v * k
        return (w,)
)";

TEST(RangeExtract, ConstantsCrossingTheCutAreInlined) {
  frontend::Sample sample =
      testing::parse_sample(kSizeModel, testing::meta_source({{"L_x_", {4, 6}}}));
  ValueInfo size = sequence(ValueKind::kTuple, {scalar(4), scalar(6)}, "torch.Size");
  SampleAnnotation annotation = annotate(sample, {{"size", size},
                                                  {"n", scalar(4)},
                                                  {"v", tensor({4, 6})},
                                                  {"k", scalar(24)},
                                                  {"w", tensor({4, 6})}});
  RangeExtraction first = extract_range(sample, annotation, {0, 2});
  EXPECT_TRUE(first.outputs.empty());  // constants are inlined by the pieces that use them
  EXPECT_EQ(first.dropped_outputs, (std::vector<std::string>{"n", "size"}));
  // size is the receiver of numel() in [2, 5): it cannot become a literal.
  EXPECT_EQ(error_kind(sample, annotation, {2, 5}), RangeErrorKind::kNonTensorValue);
  RangeExtraction tail = extract_range(sample, annotation, {4, 5});
  EXPECT_EQ(tail.inputs, (std::vector<std::string>{"v"}));
  EXPECT_EQ(tail.inlined, (nlohmann::json{{"k", "24"}}));
  EXPECT_EQ(tail.sample.graph.node(1).args[1], Arg::integer(24));
  RangeExtraction middle = extract_range(sample, annotation, {1, 3});
  EXPECT_EQ(middle.inlined, (nlohmann::json{{"size", "(4, 6)"}}));
  EXPECT_EQ(middle.outputs, (std::vector<std::string>{"v"}));
  testing::TempDir dir;
  round_trip(middle, dir.path() / "middle");
  round_trip(tail, dir.path() / "tail");
  // Cuts at 1..3 would carry `size` to the numel() call: only 4 is valid.
  EXPECT_EQ(valid_cut_points(sample, annotation), (std::vector<std::size_t>{4}));
}

TEST(RangeExtract, RangesTakingASymbolicSizeAreRejected) {
  constexpr const char* kModel = R"(import torch


class GraphModule(torch.nn.Module):
    def forward(self, s1: torch.SymInt, L_x_: torch.Tensor):
        a = L_x_.view(s1, -1)
        b = a.relu()
        return (b,)
)";
  frontend::Sample sample = testing::parse_sample(
      kModel, testing::meta_source({{"s1", {}, "torch.int64"}, {"L_x_", {2, 3}}}));
  SampleAnnotation annotation = annotate(sample, {{"a", tensor({2, 3})}, {"b", tensor({2, 3})}});
  EXPECT_EQ(error_kind(sample, annotation, {0, 2}), RangeErrorKind::kSymbolicShape);
  EXPECT_EQ(extract_range(sample, annotation, {1, 2}).inputs, (std::vector<std::string>{"a"}));
}

TEST(Annotation, JsonAndDatabaseRoundTrip) {
  frontend::Sample sample = matmul_sample();
  SampleAnnotation annotation = matmul_annotation(sample);
  annotation.sample = "/samples/x";
  annotation.nodes[1].value.tensor.data = nlohmann::json::array({0.0, 1.5});
  annotation.nodes[1].value.tensor.nonfinite = 2;
  ValueInfo size = sequence(ValueKind::kTuple, {scalar(4), scalar(6)}, "torch.Size");
  annotation.nodes.push_back({"size", size});
  annotation.meta_fallback = {{"node", "item"}, {"error", "RuntimeError: meta"}};
  annotation.outputs.push_back(tensor({2, 4}));
  SampleAnnotation parsed = annotation_from_json(to_json(annotation));
  EXPECT_EQ(parsed.nodes, annotation.nodes);
  EXPECT_EQ(parsed.outputs, annotation.outputs);
  EXPECT_EQ(parsed.meta_fallback, annotation.meta_fallback);
  EXPECT_EQ(parsed.graph_hash, annotation.graph_hash);

  testing::TempDir dir;
  store::DatasetDb db((dir.path() / "index.db").string());
  EXPECT_FALSE(load_annotation(db, "/samples/x").has_value());
  store_annotation(db, annotation);
  annotation.nodes.pop_back();
  store_annotation(db, annotation);  // replaces, never appends
  std::optional<SampleAnnotation> loaded = load_annotation(db, "/samples/x");
  ASSERT_TRUE(loaded.has_value());
  EXPECT_EQ(loaded->nodes, annotation.nodes);
  EXPECT_EQ(loaded->graph_hash, annotation.graph_hash);
  EXPECT_EQ(loaded->status, "ok");
  EXPECT_EQ(loaded->meta_fallback, annotation.meta_fallback);
  EXPECT_EQ(loaded->outputs, annotation.outputs);
}

TEST(Annotation, BrokenJsonNamesTheField) {
  nlohmann::json record = {{"sample", "s"},
                           {"status", "ok"},
                           {"nodes", {{{"name", "a"}, {"value", {{"kind", "tensor"}}}}}}};
  try {
    annotation_from_json(record);
    FAIL() << "accepted a tensor without a shape";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("node 'a'"), std::string::npos) << error.what();
    EXPECT_NE(std::string(error.what()).find("shape"), std::string::npos) << error.what();
  }
}

TEST(Annotation, CheckAgainstTheGraph) {
  frontend::Sample sample = matmul_sample();
  SampleAnnotation annotation = matmul_annotation(sample);
  EXPECT_EQ(check_against(annotation, sample.graph, {"a", "b", "c", "d"}), std::nullopt);
  EXPECT_NE(check_against(annotation, sample.graph, {"a", "b", "d", "c"}), std::nullopt);
  std::swap(annotation.nodes[0], annotation.nodes[1]);
  EXPECT_NE(check_against(annotation, sample.graph), std::nullopt);
}

// Real samples, with every computed value annotated as a tensor: the decomposition itself
// (slicing, metadata, writing, re-parsing) must hold on the graphs the corpus really has.
class CorpusRanges : public ::testing::Test {
 protected:
  void SetUp() override {
    auto dir = testing::corpus_dir();
    if (!dir) GTEST_SKIP() << "GraphNet corpus not found: set PASSNET_GRAPHNET_DIR";
    std::vector<fs::path> folders = testing::sample_folders(*dir);
    std::sort(folders.begin(), folders.end(), [](const fs::path& a, const fs::path& b) {
      return fs::file_size(a / "model.py") < fs::file_size(b / "model.py");
    });
    folders.resize(std::min<std::size_t>(folders.size(), 4));
    folders_ = folders;
  }
  std::vector<fs::path> folders_;
};

TEST_F(CorpusRanges, EveryPieceReparsesToTheGraphExtractRangeGives) {
  std::mt19937 random(7);
  testing::TempDir dir;
  std::size_t pieces = 0;
  for (const fs::path& folder : folders_) {
    frontend::Sample sample =
        frontend::read_sample(frontend::load_sample_files(folder, std::size_t{1} << 30));
    std::vector<ir::NodeId> compute = compute_nodes(sample.graph);
    std::vector<std::pair<std::string, ValueInfo>> values;
    for (ir::NodeId id : compute)
      values.emplace_back(sample.graph.node(id).name, tensor({2, 2}));
    SampleAnnotation annotation = annotate(sample, values);
    std::vector<NodeRange> ranges = {{0, compute.size()}};
    for (int i = 0; i < 6; ++i) {
      std::size_t begin = random() % compute.size();
      std::size_t end = begin + 1 + random() % (compute.size() - begin);
      ranges.push_back({begin, end});
    }
    for (NodeRange range : ranges) {
      bool symbolic = false;
      RangeExtraction piece;
      try {
        piece = extract_range(sample, annotation, range);
      } catch (const RangeError& error) {
        ASSERT_EQ(error.kind(), RangeErrorKind::kSymbolicShape) << error.what();
        symbolic = true;
      }
      if (symbolic) continue;
      ir::Graph expected =
          sample.graph.extract_range(compute[range.begin], compute[range.end - 1] + 1);
      for (ir::NodeId id : expected.placeholders())
        if (expected.node(id).annotation.empty())
          expected.mutable_node(id).annotation = "torch.Tensor";
      // The output node may have been renamed to keep names unique (see the test above).
      expected.mutable_node(*expected.output()).name =
          piece.sample.graph.node(*piece.sample.graph.output()).name;
      EXPECT_EQ(piece.sample.graph, expected)
          << folder << " [" << range.begin << ", " << range.end << ")";
      fs::path out = dir.path() / fmt::format("piece-{}", pieces++);
      frontend::Sample read = round_trip(piece, out);
      for (ir::NodeId id : read.graph.placeholders())
        EXPECT_NE(read.meta_for(read.graph.node(id).name), nullptr) << out;
    }
  }
  EXPECT_GT(pieces, 0u);
}

}  // namespace
}  // namespace passnet::extract
