#include "passnet/analysis/graph_summary.h"

#include "passnet/frontend/python_repr.h"

namespace passnet::analysis {

GraphSummary summarize(const frontend::Sample& sample) {
  GraphSummary summary;
  const ir::Graph& graph = sample.graph;
  summary.node_count = graph.size();
  summary.inputs = nlohmann::json::array();
  for (const ir::Node& node : graph.nodes()) {
    if (node.op == ir::OpKind::kPlaceholder) {
      const ir::TensorMeta* meta = sample.meta_for(node.name);
      nlohmann::json input = {{"name", node.name}};
      if (meta != nullptr) {
        input["shape"] = meta->shape;
        input["dtype"] = meta->dtype;
      }
      input["kind"] = node.annotation.find("Parameter") != std::string::npos ? "parameter"
                      : node.annotation.find("SymInt") != std::string::npos  ? "symint"
                                                                             : "tensor";
      summary.inputs.push_back(std::move(input));
      continue;
    }
    if (node.op == ir::OpKind::kOutput) continue;
    ++summary.op_count;
    ++summary.op_histogram[node.op_key()];
  }
  summary.hashes =
      canonical_hashes(graph, [&sample](std::string_view name) { return sample.meta_for(name); });
  return summary;
}

nlohmann::json describe_graph(const frontend::Sample& sample, const GraphSummary& summary) {
  const ir::Graph& graph = sample.graph;
  auto name_of = [&graph](ir::NodeId id) -> std::string_view { return graph.node(id).name; };
  auto arg_text = [&](const ir::Arg& arg) {
    std::string text;
    frontend::append_python_arg(text, arg, name_of);
    return text;
  };
  nlohmann::json nodes = nlohmann::json::array();
  nlohmann::json outputs = nlohmann::json::array();
  for (const ir::Node& node : graph.nodes()) {
    nlohmann::json entry = {
        {"name", node.name}, {"op", ir::to_string(node.op)}, {"target", node.target}};
    nlohmann::json args = nlohmann::json::array();
    for (const ir::Arg& arg : node.args)
      args.push_back(arg_text(arg));
    entry["args"] = std::move(args);
    nlohmann::json kwargs = nlohmann::json::object();
    for (const ir::Keyword& kw : node.kwargs)
      kwargs[kw.name] = arg_text(kw.value);
    entry["kwargs"] = std::move(kwargs);
    if (node.op == ir::OpKind::kOutput && !node.args.empty())
      node.args[0].for_each_node(
          [&](const ir::Arg& ref) { outputs.push_back(name_of(ref.node_id())); });
    nodes.push_back(std::move(entry));
  }
  return {
      {"location", sample.location},
      {"source", sample.source()},
      {"tag", sample.tag()},
      {"node_count", summary.node_count},
      {"op_count", summary.op_count},
      {"ops", summary.op_histogram},
      {"inputs", summary.inputs},
      {"outputs", outputs},
      {"nodes", nodes},
      {"graph_hash", summary.hashes.graph},
      {"pattern_hash", summary.hashes.pattern},
      {"graphnet_hash",
       sample.graph_hash_txt ? nlohmann::json(*sample.graph_hash_txt) : nlohmann::json()},
      {"warnings", sample.warnings},
  };
}

}  // namespace passnet::analysis
