#include <gtest/gtest.h>

#include "passnet/frontend/model_reader.h"
#include "passnet/frontend/sample_writer.h"
#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::frontend {
namespace {

using testing::parse_model;

void expect_round_trip(const std::string& source) {
  ir::Graph original = parse_model(source);
  std::string emitted = emit_model_py(original);
  ir::Graph reparsed;
  try {
    reparsed = parse_model(emitted);
  } catch (const ParseError& error) {
    FAIL() << error.what() << "\nemitted:\n" << emitted;
  }
  EXPECT_EQ(original, reparsed) << "emitted:\n" << emitted;
  EXPECT_EQ(emit_model_py(reparsed), emitted);
}

TEST(WriterRoundTrip, EveryConstruct) {
  expect_round_trip(R"py(import torch
import operator
from torch import device, inf


class GraphModule(torch.nn.Module):
    def forward(self, x: torch.Tensor, w: torch.nn.parameter.Parameter, s0: torch.SymInt):
        a = torch.conv2d(x, w, None, (1, 1), (0, 0), (1, 1), 1)
        b = a.view(s0, -1)
        c = b[(slice(None, None, None), slice(s0, None, 2), None, ...)]
        d = b[1:, ::-1]
        e = -c
        f = ~(c > 0)
        g = operator.neg(5)
        h = c @ w
        i = (c + 2.5e-10) ** -0.5
        j = torch.zeros([2, 3], dtype=torch.bfloat16, device=device(type="cuda", index=0))
        k = j.to(memory_format=torch.channels_last, layout=torch.strided)
        l = torch.full((2,), -inf, dtype=torch.float)
        m = {"key": c, 1: [True, None, "s\n"]}
        n = torch.where(f, c, float("nan"))
        n += e
        o = x.shape
        p = o[0] // 2
        q = b is None
        r = operator.getitem(b, 0)
        t = torch.nn.functional.dropout(r, 0.0, False, False)
        u = 9223372036854775807 + 1
        v = torch.einsum("ij,jk->ik", x, w)
        return (a, d, g, h, i, k, l, m, n, p, q, t, u, v)
)py");
}

TEST(WriterRoundTrip, ReleasesValuesAfterLastUse) {
  std::string emitted = emit_model_py(parse_model(
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
      "        a = x.relu()\n        b = a.sin()\n        c = b.cos()\n        return (c,)\n"));
  EXPECT_NE(emitted.find("        b = a.sin()\n        a = None\n"), std::string::npos) << emitted;
  EXPECT_NE(emitted.find("        c = b.cos()\n        b = None\n"), std::string::npos) << emitted;
}

TEST(WriterRoundTrip, MetadataRoundTrips) {
  std::string source = R"py(class Program_weight_tensor_meta_a:
    name = "a"
    original_name = "orig"
    shape = [2, 3]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.232
    std = -0.0
    data = [1.5, -2.0, 1e-07]
    min_val = 0
    max_val = 7
    extra = (1, "x")
)py";
  auto metas = read_tensor_meta("a.py", source);
  std::string emitted = emit_tensor_meta(metas);
  EXPECT_EQ(read_tensor_meta("b.py", emitted), metas);
  EXPECT_EQ(emitted, source);
}

}  // namespace
}  // namespace passnet::frontend

namespace passnet::frontend {
namespace {

// Regressions found by fuzz/sample_fuzzer.
TEST(WriterRoundTrip, NegativeNanKeepsItsSign) {
  expect_round_trip(
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
      "        y = torch.add(x, -float(\"nan\"))\n        return (y,)\n");
  std::string meta = "class A:\n    name = \"x\"\n    mean = -float(\"nan\")\n";
  auto metas = read_tensor_meta("a.py", meta);
  EXPECT_EQ(read_tensor_meta("b.py", emit_tensor_meta(metas)), metas);
}

TEST(WriterRoundTrip, ModulesUsedAsValuesAreImported) {
  expect_round_trip(
      "import torch\nimport math\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
      "        y = x.new_full(math, 3)\n        return (y,)\n");
}

TEST(WriterRoundTrip, NodesNeverShadowBuiltinsOrModules) {
  expect_round_trip(
      "import torch\nimport builtins\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
      "        int = x.size(0)\n        y = builtins.int(int)\n        return (y,)\n");
  expect_round_trip(
      "import torch\nfrom numpy import ones\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
      "        numpy = x.size(0)\n        y = ones(numpy)\n        return (y,)\n");
}

}  // namespace
}  // namespace passnet::frontend

namespace passnet::frontend {
namespace {

TEST(WriterRoundTrip, KeywordsAreNeverNodeNames) {
  expect_round_trip(
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
      "        y = torch.relu(x.for())\n        return (y,)\n");
}

TEST(WriterRoundTrip, ParametersNamedLikeModulesGetAliasedImports) {
  expect_round_trip(
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, operator):\n"
      "        j = 2 in operator\n        return (j,)\n");
  expect_round_trip(
      "from torch import relu, float16\nclass M:\n    def forward(self, torch):\n"
      "        y = relu(torch).to(float16)\n        return (y,)\n");
}

}  // namespace
}  // namespace passnet::frontend
