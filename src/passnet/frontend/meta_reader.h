// Readers for the Python data files of a GraphNet sample: weight_meta.py / input_meta.py (one
// class per tensor whose attributes are literals) and input_tensor_constraints.py (sympy
// symbols, their example values and the symbolic input shapes). Both are parsed, never run.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "passnet/ir/tensor_meta.h"

namespace passnet::frontend {

std::vector<ir::TensorMeta> read_tensor_meta(const std::string& file, std::string_view source);

struct InputConstraints {
  std::vector<std::string> symbols;
  std::vector<std::pair<std::string, std::int64_t>> example_values;
  // (input name, shape) where a dimension is an int or a symbol / sympy expression.
  std::vector<std::pair<std::string, std::vector<ir::Arg>>> input_shapes;
  std::vector<ir::Arg> relations;

  friend bool operator==(const InputConstraints&, const InputConstraints&) = default;
};

InputConstraints read_input_constraints(const std::string& file, std::string_view source);

}  // namespace passnet::frontend
