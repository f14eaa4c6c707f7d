#include "passnet/ir/graph.h"

#include <fmt/format.h>

#include <unordered_map>
#include <unordered_set>

#include "passnet/util/error.h"

namespace passnet::ir {

std::string_view to_string(OpKind op) {
  switch (op) {
    case OpKind::kPlaceholder:
      return "placeholder";
    case OpKind::kCallFunction:
      return "call_function";
    case OpKind::kCallMethod:
      return "call_method";
    case OpKind::kGetAttr:
      return "get_attr";
    case OpKind::kOutput:
      return "output";
  }
  return "unknown";
}

std::string Node::op_key() const {
  return fmt::format("{}:{}", to_string(op), target);
}

NodeId Graph::add_node(Node node) {
  nodes_.push_back(std::move(node));
  return static_cast<NodeId>(nodes_.size() - 1);
}

std::vector<NodeId> Graph::placeholders() const {
  std::vector<NodeId> ids;
  for (NodeId id = 0; id < nodes_.size(); ++id)
    if (nodes_[id].op == OpKind::kPlaceholder) ids.push_back(id);
  return ids;
}

std::optional<NodeId> Graph::output() const {
  for (NodeId id = static_cast<NodeId>(nodes_.size()); id-- > 0;)
    if (nodes_[id].op == OpKind::kOutput) return id;
  return std::nullopt;
}

std::size_t Graph::op_count() const {
  std::size_t count = 0;
  for (const Node& node : nodes_)
    if (node.op != OpKind::kPlaceholder && node.op != OpKind::kOutput) ++count;
  return count;
}

std::vector<std::vector<NodeId>> Graph::compute_users() const {
  std::vector<std::vector<NodeId>> users(nodes_.size());
  for (NodeId id = 0; id < nodes_.size(); ++id)
    nodes_[id].for_each_input([&](const Arg& ref) { users[ref.node_id()].push_back(id); });
  return users;
}

void Graph::verify() const {
  std::unordered_set<std::string_view> names;
  std::size_t outputs = 0;
  for (NodeId id = 0; id < nodes_.size(); ++id) {
    const Node& node = nodes_[id];
    if (!names.insert(node.name).second)
      throw Error(ErrorCategory::kInternal, fmt::format("duplicate node name '{}'", node.name));
    node.for_each_input([&](const Arg& ref) {
      if (ref.node_id() >= id)
        throw Error(ErrorCategory::kInternal,
                    fmt::format("node '{}' uses a node that is not defined before it", node.name));
    });
    if (node.op == OpKind::kOutput) {
      ++outputs;
      if (id + 1 != nodes_.size())
        throw Error(ErrorCategory::kInternal, "the output node is not the last node");
    }
  }
  if (outputs != 1)
    throw Error(ErrorCategory::kInternal,
                fmt::format("a graph needs exactly one output node, found {}", outputs));
}

Graph Graph::extract_range(NodeId begin, NodeId end) const {
  if (begin > end || end > nodes_.size())
    throw Error(
        ErrorCategory::kUsage,
        fmt::format("range [{}, {}) is outside the graph of {} nodes", begin, end, nodes_.size()));
  Graph piece;
  std::unordered_map<NodeId, NodeId> remap;
  std::vector<NodeId> live_in_order;
  // Placeholders for the live-ins come first, so collect them before copying the range.
  for (NodeId id = begin; id < end; ++id) {
    nodes_[id].for_each_input([&](const Arg& ref) {
      NodeId source = ref.node_id();
      if ((source < begin || nodes_[source].op == OpKind::kPlaceholder) &&
          !remap.contains(source)) {
        remap.emplace(source, 0);
        live_in_order.push_back(source);
      }
    });
  }
  for (NodeId source : live_in_order) {
    Node placeholder;
    placeholder.op = OpKind::kPlaceholder;
    placeholder.name = nodes_[source].name;
    placeholder.target = nodes_[source].name;
    placeholder.annotation = nodes_[source].annotation;
    remap[source] = piece.add_node(std::move(placeholder));
  }
  for (NodeId id = begin; id < end; ++id) {
    if (nodes_[id].op == OpKind::kPlaceholder || nodes_[id].op == OpKind::kOutput) continue;
    Node copy = nodes_[id];
    auto rewrite = [&](Arg& ref) { ref.set_node_id(remap.at(ref.node_id())); };
    for (Arg& arg : copy.args)
      arg.for_each_node_mutable(rewrite);
    for (Keyword& kw : copy.kwargs)
      kw.value.for_each_node_mutable(rewrite);
    remap[id] = piece.add_node(std::move(copy));
  }
  std::vector<Arg> live_outs;
  std::unordered_set<NodeId> emitted;
  for (NodeId user = end; user < nodes_.size(); ++user) {
    nodes_[user].for_each_input([&](const Arg& ref) {
      NodeId source = ref.node_id();
      if (source >= begin && source < end && nodes_[source].op != OpKind::kPlaceholder &&
          emitted.insert(source).second)
        live_outs.push_back(Arg::node(remap.at(source)));
    });
  }
  Node output;
  output.op = OpKind::kOutput;
  output.name = "output";
  output.target = "output";
  output.args.push_back(Arg::tuple(std::move(live_outs)));
  piece.add_node(std::move(output));
  return piece;
}

}  // namespace passnet::ir
