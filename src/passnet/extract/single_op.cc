#include "passnet/extract/single_op.h"

#include <unordered_map>

namespace passnet::extract {

namespace {

bool is_getitem_of(const ir::Node& node, ir::NodeId source) {
  return node.op == ir::OpKind::kCallFunction && node.target == "operator.getitem" &&
         !node.args.empty() && node.args[0].is(ir::ArgKind::kNode) &&
         node.args[0].node_id() == source;
}

// A getitem of a node that produced a tuple holding tensors: part of that multi-output op.
bool takes_apart_a_tuple(const ir::Node& node, const ir::Graph& graph,
                         const std::unordered_map<std::string_view, const ValueInfo*>& values) {
  if (node.op != ir::OpKind::kCallFunction || node.target != "operator.getitem" ||
      node.args.empty() || !node.args[0].is(ir::ArgKind::kNode))
    return false;
  auto source = values.find(graph.node(node.args[0].node_id()).name);
  return source != values.end() && source->second->is_sequence() && source->second->holds_tensor();
}

}  // namespace

SingleOpSelection single_op_ranges(const frontend::Sample& sample,
                                   const SampleAnnotation& annotation) {
  const ir::Graph& graph = sample.graph;
  std::vector<ir::NodeId> compute = compute_nodes(graph);
  std::unordered_map<std::string_view, const ValueInfo*> values;
  for (const NodeAnnotation& node : annotation.nodes)
    values.emplace(node.name, &node.value);
  std::vector<std::vector<ir::NodeId>> users = graph.compute_users();

  SingleOpSelection selection;
  std::size_t i = 0;
  while (i < compute.size()) {
    ir::NodeId id = compute[i];
    auto found = values.find(graph.node(id).name);
    if (found == values.end()) {
      ++selection.skipped["not_annotated"];
      ++i;
      continue;
    }
    const ValueInfo& value = *found->second;
    if (takes_apart_a_tuple(graph.node(id), graph, values)) {  // its op was counted already
      ++selection.skipped["tuple_item"];
      ++i;
      continue;
    }
    if (value.is_tensor()) {
      selection.ranges.push_back({i, i + 1});
      ++i;
      continue;
    }
    if (!value.is_sequence() || !value.holds_tensor()) {
      ++selection.skipped["no_tensor"];
      ++i;
      continue;
    }
    // A multi-output op: its getitems must be the ops right after it, and nothing else may use
    // the tuple (a use beyond them would cross the cut).
    std::size_t end = i + 1;
    while (end < compute.size() && is_getitem_of(graph.node(compute[end]), id))
      ++end;
    std::size_t unpacked = end - i - 1;
    bool all_uses_inside = unpacked > 0 && users[id].size() == unpacked;
    if (all_uses_inside) {
      selection.ranges.push_back({i, end});
    } else {
      ++selection.skipped["unpacked_apart"];
    }
    i = all_uses_inside ? end : i + 1;
  }
  return selection;
}

}  // namespace passnet::extract
