// Reads a GraphNet model.py (the code torch.fx / dynamo emit for a GraphModule, possibly
// reformatted by black or ast.unparse) into the graph IR. The file must hold imports and one
// class whose only method is forward; forward's parameters become placeholders and its body of
// straight-line assignments becomes nodes, with nested expressions flattened into their own
// nodes in evaluation order. Variable aliases (`l_x_ = L_x_`) and deletions (`x = None`) bind
// names and create no nodes.
#pragma once

#include <string>
#include <string_view>

#include "passnet/ir/graph.h"

namespace passnet::frontend {

struct ModelCode {
  ir::Graph graph;
  std::string class_name;  // "GraphModule" in every GraphNet sample
};

// Throws ParseError (file:line:column) on anything outside the supported subset or on a name
// used before it is assigned.
ModelCode read_model(const std::string& file, std::string_view source);

}  // namespace passnet::frontend
