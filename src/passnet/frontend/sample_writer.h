// Writes samples back in the GraphNet format. model.py is generated from the IR in the style
// torch.fx prints (one statement per node, operators in infix form, dead names released with
// `x = None` after their last use); metadata files are generated from the parsed values; files
// passnet does not interpret (input_tensor_constraints.py, graph_hash.txt) are copied verbatim.
// Reading what this writes gives back the identical IR.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "passnet/frontend/sample.h"
#include "passnet/ir/graph.h"
#include "passnet/ir/tensor_meta.h"

namespace passnet::frontend {

std::string emit_model_py(const ir::Graph& graph, const std::string& class_name = "GraphModule");
std::string emit_tensor_meta(const std::vector<ir::TensorMeta>& metas);

// Writes every file of `sample` into `folder` (created if needed); throws Error(kIo).
void write_sample(const Sample& sample, const std::filesystem::path& folder);

}  // namespace passnet::frontend
