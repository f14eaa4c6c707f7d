#include "passnet/frontend/python_repr.h"

#include <gtest/gtest.h>

#include <limits>

namespace passnet::frontend {
namespace {

TEST(PythonRepr, FloatsMatchPythonRepr) {
  // Expected values are what CPython's repr() prints.
  EXPECT_EQ(python_float(0.0), "0.0");
  EXPECT_EQ(python_float(-0.0), "-0.0");
  EXPECT_EQ(python_float(1.0), "1.0");
  EXPECT_EQ(python_float(1e-05), "1e-05");
  EXPECT_EQ(python_float(0.0001), "0.0001");
  EXPECT_EQ(python_float(0.232), "0.232");
  EXPECT_EQ(python_float(123456.0), "123456.0");
  EXPECT_EQ(python_float(1e16), "1e+16");
  EXPECT_EQ(python_float(1.5e16), "1.5e+16");
  EXPECT_EQ(python_float(9999999999999998.0), "9999999999999998.0");
  EXPECT_EQ(python_float(0.1 + 0.2), "0.30000000000000004");
  EXPECT_EQ(python_float(-2.5e-10), "-2.5e-10");
  EXPECT_EQ(python_float(3.4028234663852886e+38), "3.4028234663852886e+38");
  EXPECT_EQ(python_float(std::numeric_limits<double>::infinity()), "float(\"inf\")");
  EXPECT_EQ(python_float(std::numeric_limits<double>::quiet_NaN()), "float(\"nan\")");
}

TEST(PythonRepr, StringsEscape) {
  EXPECT_EQ(python_string("a\"b\\c\n\x01"), "\"a\\\"b\\\\c\\n\\x01\"");
  EXPECT_EQ(python_string("\xC3\xA9"), "\"\xC3\xA9\"");
}

TEST(PythonRepr, Args) {
  std::string out;
  auto names = [](ir::NodeId id) -> std::string_view { return id == 0 ? "x" : "y"; };
  append_python_arg(
      out,
      ir::Arg::tuple({ir::Arg::node(0),
                      ir::Arg::slice(ir::Arg::none(), ir::Arg::integer(-1), ir::Arg::none()),
                      ir::Arg::dtype("bfloat16"), ir::Arg::device("cuda", 0), ir::Arg::ellipsis(),
                      ir::Arg::tuple({ir::Arg::boolean(true)})}),
      names);
  EXPECT_EQ(out,
            "(x, slice(None, -1, None), torch.bfloat16, torch.device(type=\"cuda\", index=0), ..., "
            "(True,))");
}

}  // namespace
}  // namespace passnet::frontend
