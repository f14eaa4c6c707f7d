#include "passnet/ir/graph.h"

#include <gtest/gtest.h>

#include "passnet/frontend/sample_writer.h"
#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::ir {
namespace {

constexpr const char* kModel =
    "import torch\nclass M(torch.nn.Module):\n    def forward(self, x, w):\n"
    "        a = x @ w\n        b = a.relu()\n        c = b * 2\n        d = c + a\n        return "
    "(d,)\n";

TEST(Graph, UsersAndCounts) {
  Graph graph = testing::parse_model(kModel);
  EXPECT_EQ(graph.op_count(), 4u);
  EXPECT_EQ(graph.placeholders(), (std::vector<NodeId>{0, 1}));
  EXPECT_EQ(graph.output(), std::optional<NodeId>(6));
  auto users = graph.compute_users();
  EXPECT_EQ(users[2], (std::vector<NodeId>{3, 5}));
}

TEST(Graph, ExtractRangeMakesLiveInsInputsAndLiveOutsOutputs) {
  Graph graph = testing::parse_model(kModel);
  Graph piece = graph.extract_range(3, 5);  // b = a.relu(); c = b * 2
  piece.verify();
  ASSERT_EQ(piece.size(), 4u);
  EXPECT_EQ(piece.node(0).op, OpKind::kPlaceholder);
  EXPECT_EQ(piece.node(0).name, "a");
  EXPECT_EQ(piece.node(1).target, "relu");
  EXPECT_EQ(piece.node(2).args[0], Arg::node(1));
  EXPECT_EQ(piece.node(3).args[0], Arg::tuple({Arg::node(2)}));
  // The piece is itself a valid model.
  Graph reparsed = testing::parse_model(frontend::emit_model_py(piece));
  EXPECT_EQ(reparsed, piece);
}

TEST(Graph, ExtractRangeRejectsBadBounds) {
  Graph graph = testing::parse_model(kModel);
  EXPECT_THROW(graph.extract_range(5, 3), Error);
  EXPECT_THROW(graph.extract_range(0, 99), Error);
}

TEST(Graph, VerifyCatchesForwardReferences) {
  Graph graph;
  Node a;
  a.op = OpKind::kCallFunction;
  a.name = "a";
  a.target = "torch.relu";
  a.args.push_back(Arg::node(1));
  graph.add_node(a);
  Node out;
  out.op = OpKind::kOutput;
  out.name = "output";
  graph.add_node(out);
  EXPECT_THROW(graph.verify(), Error);
}

}  // namespace
}  // namespace passnet::ir
