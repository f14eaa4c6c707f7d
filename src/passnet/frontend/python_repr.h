// Python source spellings of IR values, matching what Python's repr() prints where it matters
// for round trips: floats use the shortest text that reads back to the same double, with
// Python's choice between fixed and exponent notation.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "passnet/ir/arg.h"

namespace passnet::frontend {

std::string python_float(double value);
std::string python_string(std::string_view value);

// Appends `arg` as a Python expression; node references are spelled by `node_name`.
void append_python_arg(std::string& out, const ir::Arg& arg,
                       const std::function<std::string_view(ir::NodeId)>& node_name);

}  // namespace passnet::frontend
