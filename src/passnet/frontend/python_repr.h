// Python source spellings of IR values, matching what Python's repr() prints where it matters
// for round trips: floats use the shortest text that reads back to the same double, with
// Python's choice between fixed and exponent notation.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>

#include "passnet/ir/arg.h"

namespace passnet::frontend {

std::string python_float(double value);
std::string python_string(std::string_view value);

// Module names to spell differently, e.g. {"torch", "_torch_module"} when a forward parameter
// called `torch` shadows the module and the writer imports it under another name.
using ModuleAliases = std::map<std::string, std::string, std::less<>>;

// A qualified name ("torch.float32", "operator.add") with its root module aliased if needed.
std::string spell_qualname(std::string_view qualname, const ModuleAliases* aliases);

// Appends `arg` as a Python expression; node references are spelled by `node_name`.
void append_python_arg(std::string& out, const ir::Arg& arg,
                       const std::function<std::string_view(ir::NodeId)>& node_name,
                       const ModuleAliases* aliases = nullptr);

}  // namespace passnet::frontend
