#include "passnet/frontend/model_reader.h"

#include <gtest/gtest.h>

#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::frontend {
namespace {

using ir::ArgKind;
using ir::OpKind;
using testing::parse_model;

std::string read_error_of(const std::string& source) {
  try {
    read_model("model.py", source);
  } catch (const ParseError& error) {
    return error.what();
  }
  return "no error";
}

constexpr const char* kDynamoStyle = R"py(import torch
from torch import device


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: torch.Tensor,
        L_self_modules_fc_parameters_weight_: torch.nn.parameter.Parameter,
    ):
        l_x_ = L_x_
        w = L_self_modules_fc_parameters_weight_
        linear = torch._C._nn.linear(
            l_x_,
            w,
            None,
        )
        l_x_ = w = None
        x_1 = linear.view(-1, 4)
        linear = None
        getitem = x_1[(slice(None, None, None), slice(1, None, None))]
        ones = torch.ones(2, device=device(type="cuda", index=0), dtype=torch.float16)
        add = getitem + 1e-05
        return (add, ones)
)py";

TEST(ModelReader, ReadsDynamoOutput) {
  ir::Graph graph = parse_model(kDynamoStyle);
  graph.verify();
  ASSERT_EQ(graph.size(), 8u);
  EXPECT_EQ(graph.node(0).op, OpKind::kPlaceholder);
  EXPECT_EQ(graph.node(0).annotation, "torch.Tensor");
  EXPECT_EQ(graph.node(1).annotation, "torch.nn.parameter.Parameter");
  const ir::Node& linear = graph.node(2);
  EXPECT_EQ(linear.name, "linear");
  EXPECT_EQ(linear.target, "torch._C._nn.linear");
  ASSERT_EQ(linear.args.size(), 3u);
  EXPECT_EQ(linear.args[0], ir::Arg::node(0));  // the alias l_x_ resolved to the placeholder
  EXPECT_EQ(linear.args[1], ir::Arg::node(1));
  EXPECT_EQ(linear.args[2], ir::Arg::none());
  const ir::Node& view = graph.node(3);
  EXPECT_EQ(view.op, OpKind::kCallMethod);
  EXPECT_EQ(view.target, "view");
  EXPECT_EQ(view.args[1], ir::Arg::integer(-1));
  const ir::Node& getitem = graph.node(4);
  EXPECT_EQ(getitem.target, "operator.getitem");
  EXPECT_EQ(
      getitem.args[1],
      ir::Arg::tuple({ir::Arg::slice(ir::Arg::none(), ir::Arg::none(), ir::Arg::none()),
                      ir::Arg::slice(ir::Arg::integer(1), ir::Arg::none(), ir::Arg::none())}));
  const ir::Node& ones = graph.node(5);
  ASSERT_EQ(ones.kwargs.size(), 2u);
  EXPECT_EQ(ones.kwargs[0].value, ir::Arg::device("cuda", 0));
  EXPECT_EQ(ones.kwargs[1].value, ir::Arg::dtype("float16"));
  EXPECT_EQ(graph.node(6).target, "operator.add");
  EXPECT_EQ(graph.node(6).args[1], ir::Arg::floating(1e-05));
  EXPECT_EQ(graph.node(7).op, OpKind::kOutput);
  EXPECT_EQ(graph.node(7).args[0], ir::Arg::tuple({ir::Arg::node(6), ir::Arg::node(5)}));
}

TEST(ModelReader, BareParameterNamesAndUnparseStyle) {
  ir::Graph graph = parse_model(
      "import torch\nclass GraphModule(torch.nn.Module):\n    def forward(self, in_0, w_0):\n"
      "        tmp_0 = torch.nn.functional.relu(in_0, inplace=False)\n        tmp_1 = tmp_0 * w_0\n"
      "        return (tmp_1,)\n");
  ASSERT_EQ(graph.size(), 5u);
  EXPECT_TRUE(graph.node(0).annotation.empty());
  EXPECT_EQ(graph.node(2).kwargs[0].name, "inplace");
  EXPECT_EQ(graph.node(3).target, "operator.mul");
}

TEST(ModelReader, FlattensNestedExpressionsInEvaluationOrder) {
  ir::Graph graph = parse_model(
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, a, b):\n"
      "        out = torch.cat([a.relu(), -b], dim=a.shape[0] - 1)\n        return out\n");
  std::vector<std::string> targets;
  for (const ir::Node& node : graph.nodes())
    targets.push_back(node.target);
  EXPECT_EQ(targets,
            (std::vector<std::string>{"a", "b", "relu", "operator.neg", "builtins.getattr",
                                      "operator.getitem", "operator.sub", "torch.cat", "output"}));
  EXPECT_EQ(graph.node(7).name, "out");
  EXPECT_EQ(graph.node(8).args[0], ir::Arg::node(7));
}

TEST(ModelReader, AugmentedAssignmentRebindsToAnInPlaceNode) {
  ir::Graph graph = parse_model(
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x, y):\n"
      "        out = x * 2\n        out += y\n        return (out,)\n");
  EXPECT_EQ(graph.node(3).target, "operator.iadd");
  EXPECT_EQ(graph.node(3).name, "out_1");
  EXPECT_EQ(graph.node(4).args[0], ir::Arg::tuple({ir::Arg::node(3)}));
}

TEST(ModelReader, SymIntAndComparisonsAndConstants) {
  ir::Graph graph = parse_model(
      "import torch\nfrom torch import inf\nclass M(torch.nn.Module):\n"
      "    def forward(self, s0: torch.SymInt, x):\n"
      "        m = x.masked_fill(x > 0, -inf)\n        n = x.__eq__(inf)\n"
      "        v = x.view(s0, -9223372036854775808)\n        return (m, n, v)\n");
  EXPECT_EQ(graph.node(0).annotation, "torch.SymInt");
  EXPECT_EQ(graph.node(2).target, "operator.gt");
  EXPECT_EQ(graph.node(3).args[2], ir::Arg::floating(-std::numeric_limits<double>::infinity()));
  EXPECT_EQ(graph.node(5).args[1], ir::Arg::node(0));
  EXPECT_EQ(graph.node(5).args[2], ir::Arg::integer(std::numeric_limits<std::int64_t>::min()));
}

TEST(ModelReader, NameUsedBeforeAssignment) {
  EXPECT_EQ(read_error_of("import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
                          "        y = torch.relu(z)\n        return y\n"),
            "model.py:4:24: error: name 'z' is used before it is assigned\n"
            "          y = torch.relu(z)\n"
            "                         ^");
}

TEST(ModelReader, ControlFlowIsRejected) {
  EXPECT_EQ(
      read_error_of("import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
                    "        if x:\n            pass\n        return x\n"),
      "model.py:4:9: error: 'if' is not supported: forward must be a straight-line sequence of "
      "assignments\n          if x:\n          ^");
}

TEST(ModelReader, TruncatedFile) {
  EXPECT_EQ(read_error_of("import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
                          "        y = torch.relu(x,"),
            "model.py:4:26: error: unexpected end of file inside brackets\n"
            "          y = torch.relu(x,\n"
            "                           ^");
}

TEST(ModelReader, MissingReturn) {
  EXPECT_EQ(read_error_of("import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
                          "        y = torch.relu(x)\n"),
            "model.py:5:1: error: forward has no return statement");
}

TEST(ModelReader, UnknownSyntax) {
  EXPECT_EQ(read_error_of("import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
                          "        y = [i for i in x]\n        return y\n"),
            "model.py:4:16: error: comprehensions are not supported\n"
            "          y = [i for i in x]\n"
            "                 ^");
  EXPECT_EQ(read_error_of("import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
                          "        y = x if x else x\n        return y\n"),
            "model.py:4:15: error: conditional expressions are not supported\n"
            "          y = x if x else x\n"
            "                ^");
}

TEST(ModelReader, CallModuleIsRejected) {
  EXPECT_EQ(
      read_error_of("import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
                    "        y = self.conv(x)\n        return y\n"),
      "model.py:4:13: error: calling submodules (call_module) is not supported: samples must be "
      "flat graphs\n          y = self.conv(x)\n              ^");
}

TEST(ModelReader, GetAttrFromSelf) {
  ir::Graph graph = parse_model(
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
      "        w = self.weight\n        return x + w\n");
  EXPECT_EQ(graph.node(1).op, OpKind::kGetAttr);
  EXPECT_EQ(graph.node(1).target, "weight");
}

TEST(ModelReader, GeneratedNamesNeverShadowModuleNames) {
  ir::Graph graph = parse_model(
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
      "        return x.float().float()\n");
  EXPECT_EQ(graph.node(1).name, "float_1");
  EXPECT_EQ(graph.node(2).name, "float_2");
}

}  // namespace
}  // namespace passnet::frontend

namespace passnet::frontend {
namespace {

TEST(ModelReader, DeepNestingIsAnErrorNotACrash) {
  std::string deep =
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n        y = " +
      std::string(100000, '(') + "x" + std::string(100000, ')') + "\n        return y\n";
  std::string message = read_error_of(deep);
  EXPECT_NE(message.find("error: expression nested more than 200 levels deep"), std::string::npos)
      << message.substr(0, 200);
  std::string unary =
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n        y = " +
      std::string(100000, '-') + "x\n        return y\n";
  EXPECT_NE(read_error_of(unary).find("nested more than 200 levels"), std::string::npos);
}

}  // namespace
}  // namespace passnet::frontend
