#include "passnet/analysis/canonical_hash.h"

#include <gtest/gtest.h>

#include "test_support.h"

namespace passnet::analysis {
namespace {

using testing::meta_source;
using testing::parse_sample;
using testing::TensorSpec;

CanonicalHashes hashes(const std::string& body, const std::string& params,
                       const std::vector<TensorSpec>& inputs) {
  std::string model =
      "import torch\nimport operator\n\n\nclass GraphModule(torch.nn.Module):\n    def "
      "forward(self, " +
      params + "):\n" + body;
  frontend::Sample sample = parse_sample(model, meta_source(inputs));
  return canonical_hashes(sample.graph,
                          [&sample](std::string_view name) { return sample.meta_for(name); });
}

const std::vector<TensorSpec> kInputs = {{"x", {4, 8}}, {"w", {8, 8}}, {"b", {8}}};

constexpr const char* kBody =
    "        mm = torch.matmul(x, w)\n"
    "        biased = mm + b\n"
    "        act = torch.nn.functional.gelu(biased)\n"
    "        side = torch.sigmoid(b)\n"
    "        scaled = act * 0.5\n"
    "        out = scaled - side\n"
    "        return (out, act)\n";

TEST(CanonicalHash, IsHexOf128Bits) {
  CanonicalHashes h = hashes(kBody, "x, w, b", kInputs);
  EXPECT_EQ(h.graph.size(), 32u);
  EXPECT_EQ(h.pattern.size(), 32u);
  EXPECT_NE(h.graph, h.pattern);
}

TEST(CanonicalHash, RenamingVariablesKeepsBothHashes) {
  CanonicalHashes base = hashes(kBody, "x, w, b", kInputs);
  CanonicalHashes renamed = hashes(
      "        t0 = torch.matmul(in_0, w_0)\n"
      "        t1 = t0 + w_1\n"
      "        t2 = torch.nn.functional.gelu(t1)\n"
      "        t3 = torch.sigmoid(w_1)\n"
      "        t4 = t2 * 0.5\n"
      "        t5 = t4 - t3\n"
      "        return (t5, t2)\n",
      "in_0, w_0, w_1", {{"in_0", {4, 8}}, {"w_0", {8, 8}}, {"w_1", {8}}});
  EXPECT_EQ(base.graph, renamed.graph);
  EXPECT_EQ(base.pattern, renamed.pattern);
}

TEST(CanonicalHash, ReorderingIndependentNodesAndInputsKeepsTheGraphHash) {
  CanonicalHashes base = hashes(kBody, "x, w, b", kInputs);
  CanonicalHashes reordered = hashes(
      "        side = torch.sigmoid(b)\n"
      "        mm = torch.matmul(x, w)\n"
      "        biased = b + mm\n"  // commutative operands swapped too
      "        act = torch.nn.functional.gelu(biased)\n"
      "        scaled = act * 0.5\n"
      "        out = scaled - side\n"
      "        return (out, act)\n",
      "b, x, w", kInputs);
  EXPECT_EQ(base.graph, reordered.graph);
}

TEST(CanonicalHash, ChangingOneShapeChangesGraphHashButNotPattern) {
  CanonicalHashes base = hashes(kBody, "x, w, b", kInputs);
  CanonicalHashes reshaped = hashes(kBody, "x, w, b", {{"x", {16, 8}}, {"w", {8, 8}}, {"b", {8}}});
  EXPECT_NE(base.graph, reshaped.graph);
  EXPECT_EQ(base.pattern, reshaped.pattern);
  CanonicalHashes retyped = hashes(kBody, "x, w, b",
                                   {{"x", {4, 8}, "torch.float16"},
                                    {"w", {8, 8}, "torch.float16"},
                                    {"b", {8}, "torch.float16"}});
  EXPECT_NE(base.graph, retyped.graph);
  EXPECT_EQ(base.pattern, retyped.pattern);
}

TEST(CanonicalHash, ChangingOneConstantChangesBoth) {
  CanonicalHashes base = hashes(kBody, "x, w, b", kInputs);
  std::string body = kBody;
  body.replace(body.find("0.5"), 3, "0.25");
  CanonicalHashes changed = hashes(body, "x, w, b", kInputs);
  EXPECT_NE(base.graph, changed.graph);
  EXPECT_NE(base.pattern, changed.pattern);
}

TEST(CanonicalHash, ShapeArgumentsOfViewDoNotSplitPatterns) {
  CanonicalHashes small =
      hashes("        v = x.view(2, 16)\n        return (v,)\n", "x", {{"x", {4, 8}}});
  CanonicalHashes large =
      hashes("        v = x.view(4, 32)\n        return (v,)\n", "x", {{"x", {8, 16}}});
  EXPECT_NE(small.graph, large.graph);
  EXPECT_EQ(small.pattern, large.pattern);
}

TEST(CanonicalHash, DistinctInputsAreNotConfusedWithOneInputUsedTwice) {
  std::vector<TensorSpec> two = {{"a", {4}}, {"b", {4}}};
  CanonicalHashes sum_ab = hashes("        s = a + b\n        return (s,)\n", "a, b", two);
  CanonicalHashes sum_aa = hashes("        s = a + a\n        return (s,)\n", "a, b", two);
  CanonicalHashes diff_ab = hashes("        s = a - b\n        return (s,)\n", "a, b", two);
  CanonicalHashes diff_ba = hashes("        s = b - a\n        return (s,)\n", "a, b", two);
  EXPECT_NE(sum_ab.graph, sum_aa.graph);
  // a - b and b - a are the same computation up to which parameter is called what.
  EXPECT_EQ(diff_ab.graph, diff_ba.graph);
  EXPECT_NE(diff_ab.graph, sum_ab.graph);
}

TEST(CanonicalHash, OutputOrderMatters) {
  CanonicalHashes base = hashes(kBody, "x, w, b", kInputs);
  std::string body = kBody;
  body.replace(body.find("(out, act)"), 10, "(act, out)");
  EXPECT_NE(base.graph, hashes(body, "x, w, b", kInputs).graph);
}

TEST(CanonicalHash, InPlaceOpsOrderTheirReaders) {
  // The read of x before the in-place add differs from the read after it.
  CanonicalHashes before = hashes(
      "        r = x.sin()\n        m = x.add_(1)\n        return (r, m)\n", "x", {{"x", {4}}});
  CanonicalHashes after = hashes(
      "        m = x.add_(1)\n        r = x.sin()\n        return (r, m)\n", "x", {{"x", {4}}});
  EXPECT_NE(before.graph, after.graph);
}

TEST(CanonicalHash, KeywordOrderDoesNotMatter) {
  CanonicalHashes one =
      hashes("        s = x.sum(dim=0, keepdim=True)\n        return (s,)\n", "x", {{"x", {4}}});
  CanonicalHashes two =
      hashes("        s = x.sum(keepdim=True, dim=0)\n        return (s,)\n", "x", {{"x", {4}}});
  EXPECT_EQ(one.graph, two.graph);
}

TEST(CanonicalHash, UnusedInputsCount) {
  CanonicalHashes with =
      hashes("        s = x.sin()\n        return (s,)\n", "x, y", {{"x", {4}}, {"y", {4}}});
  CanonicalHashes without = hashes("        s = x.sin()\n        return (s,)\n", "x", {{"x", {4}}});
  EXPECT_NE(with.graph, without.graph);
}

}  // namespace
}  // namespace passnet::analysis
