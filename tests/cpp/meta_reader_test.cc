#include "passnet/frontend/meta_reader.h"

#include <gtest/gtest.h>

#include "passnet/frontend/sample.h"
#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::frontend {
namespace {

std::string meta_error_of(const std::string& source) {
  try {
    read_tensor_meta("weight_meta.py", source);
  } catch (const ParseError& error) {
    return error.what();
  }
  return "no error";
}

TEST(MetaReader, ReadsEveryAttribute) {
  auto metas = read_tensor_meta("weight_meta.py", R"py(
class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [2, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 1.287
    data = None


class Program_weight_tensor_meta_s0:
    name = "s0"
    original_name = "S0"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [4]
    min_val = 0
    max_val = 9
    custom = (1, "a")
)py");
  ASSERT_EQ(metas.size(), 2u);
  EXPECT_EQ(metas[0].class_name, "Program_weight_tensor_meta_L_x_");
  EXPECT_EQ(metas[0].shape, (std::vector<std::int64_t>{2, 3}));
  EXPECT_EQ(metas[0].device, "cuda:0");
  EXPECT_EQ(*metas[0].mean, ir::Arg::floating(-0.0));
  EXPECT_EQ(*metas[0].data, ir::Arg::none());
  EXPECT_FALSE(metas[0].min_val.has_value());
  EXPECT_EQ(metas[1].original_name, "S0");
  EXPECT_EQ(*metas[1].data, ir::Arg::list({ir::Arg::integer(4)}));
  EXPECT_EQ(*metas[1].max_val, ir::Arg::integer(9));
  ASSERT_EQ(metas[1].extra.size(), 1u);
  EXPECT_EQ(metas[1].extra[0].name, "custom");
}

TEST(MetaReader, MissingNameIsAnError) {
  EXPECT_EQ(meta_error_of("class A:\n    shape = [1]\n"),
            "weight_meta.py:1:1: error: class 'A' has no 'name' attribute\n  class A:\n  ^");
}

TEST(MetaReader, NonLiteralValueIsAnError) {
  EXPECT_EQ(meta_error_of("class A:\n    name = \"a\"\n    shape = [n]\n"),
            "weight_meta.py:3:14: error: expected a literal value, found 'n'\n      shape = [n]\n"
            "               ^");
}

TEST(MetaReader, DuplicateTensorIsAnError) {
  EXPECT_EQ(meta_error_of("class A:\n    name = \"a\"\nclass B:\n    name = \"a\"\n"),
            "weight_meta.py:3:1: error: tensor 'a' is described twice (first at line 1)\n  class "
            "B:\n  ^");
}

TEST(ConstraintsReader, ReadsSymbolsShapesAndExamples) {
  InputConstraints constraints = read_input_constraints("c.py", R"py(from sympy import Symbol

S0 = Symbol("S0")
S1 = Symbol("S1")

dynamic_dim_constraint_symbols = [S0, S1]

dynamic_dim_constraint_symbol2example_value = {S0: 1, S1: 224}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([S0, 3, S1, S1], "L_x_"),
    ([64, 3, 7, 7], "w"),
]
)py");
  EXPECT_EQ(constraints.symbols, (std::vector<std::string>{"S0", "S1"}));
  EXPECT_EQ(constraints.example_values,
            (std::vector<std::pair<std::string, std::int64_t>>{{"S0", 1}, {"S1", 224}}));
  ASSERT_EQ(constraints.input_shapes.size(), 2u);
  EXPECT_EQ(constraints.input_shapes[0].first, "L_x_");
  EXPECT_EQ(constraints.input_shapes[0].second[0], ir::Arg::symbol("S0"));
  EXPECT_EQ(constraints.input_shapes[0].second[1], ir::Arg::integer(3));
}

TEST(SampleReader, MissingWeightMetaIsOneClearError) {
  SampleFiles files;
  files.location = "samples/x";
  files.files.emplace(
      "model.py",
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n        return x\n");
  try {
    read_sample(files);
    FAIL() << "expected an error";
  } catch (const Error& error) {
    EXPECT_EQ(std::string(error.what()), "samples/x: missing weight_meta.py");
  }
}

TEST(SampleReader, PlaceholderWithoutMetadataIsAnError) {
  try {
    testing::parse_sample(
        "import torch\nclass M(torch.nn.Module):\n    def forward(self, x, y):\n        return x\n",
        testing::meta_source({{"x", {1}}}));
    FAIL() << "expected an error";
  } catch (const Error& error) {
    EXPECT_EQ(std::string(error.what()),
              "mem: forward parameter 'y' has no entry in weight_meta.py or input_meta.py");
  }
}

TEST(SampleReader, UnusedMetadataIsAWarning) {
  Sample sample = testing::parse_sample(
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n        return x\n",
      testing::meta_source({{"x", {1}}, {"extra", {2}}}));
  EXPECT_EQ(sample.warnings,
            (std::vector<std::string>{"metadata for 'extra' matches no forward parameter"}));
}

TEST(SampleReader, BadJsonNamesLineAndColumn) {
  SampleFiles files;
  files.location = "s";
  files.files.emplace(
      "model.py",
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n        return x\n");
  files.files.emplace("weight_meta.py", testing::meta_source({{"x", {1}}}));
  files.files.emplace("graph_net.json", "{\n  \"source\": \"timm\",\n  oops\n}");
  try {
    read_sample(files);
    FAIL() << "expected an error";
  } catch (const ParseError& error) {
    EXPECT_EQ(error.file(), "s/graph_net.json");
    EXPECT_EQ(error.location().line, 3u);
    EXPECT_EQ(error.location().column, 3u);
  }
}

}  // namespace
}  // namespace passnet::frontend
