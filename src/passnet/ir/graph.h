// The graph IR: a flat FX-style graph whose nodes are stored in one vector in topological order
// (every node refers only to nodes before it). Walking the vector front to back is a topological
// walk; copying a contiguous range out is a slice plus an id remap (see extract_range). Node
// kinds mirror torch.fx: placeholder, call_function, call_method, get_attr, output.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "passnet/ir/arg.h"

namespace passnet::ir {

enum class OpKind : std::uint8_t {
  kPlaceholder,
  kCallFunction,
  kCallMethod,
  kGetAttr,
  kOutput,
};

std::string_view to_string(OpKind op);

struct Node {
  OpKind op = OpKind::kCallFunction;
  // Unique within its graph; the variable name the node is emitted under.
  std::string name;
  // call_function: qualified callee ("torch.conv2d", "operator.add"); call_method: the method
  // name ("view"); get_attr: the attribute path; placeholder: the parameter name.
  std::string target;
  std::vector<Arg> args;
  std::vector<Keyword> kwargs;
  // Placeholders: the annotation text in forward's signature ("torch.Tensor"), empty if none.
  std::string annotation;

  // "call_method:view", "call_function:torch.conv2d": the op identity used for histograms.
  std::string op_key() const;

  template <typename Fn>
  void for_each_input(Fn&& fn) const {
    for (const Arg& arg : args)
      arg.for_each_node(fn);
    for (const Keyword& kw : kwargs)
      kw.value.for_each_node(fn);
  }

  friend bool operator==(const Node&, const Node&) = default;
};

class Graph {
 public:
  NodeId add_node(Node node);

  std::size_t size() const { return nodes_.size(); }
  const Node& node(NodeId id) const { return nodes_[id]; }
  Node& mutable_node(NodeId id) { return nodes_[id]; }
  const std::vector<Node>& nodes() const { return nodes_; }

  std::vector<NodeId> placeholders() const;
  // The output node, if the graph has one (a parsed graph always does).
  std::optional<NodeId> output() const;
  // Number of nodes that compute something: everything but placeholders and the output.
  std::size_t op_count() const;

  // users[i] lists the nodes that take node i as an input, in order, once per use.
  std::vector<std::vector<NodeId>> compute_users() const;

  // Checks the invariants (unique names, references point backwards, exactly one output, placed
  // last); throws passnet::Error naming the first violation.
  void verify() const;

  // A standalone graph of the compute nodes [begin, end) (indices into nodes()): values defined
  // outside the range become placeholders named after them, in order of first use, and values
  // used after the range (or by the output) become the new graph's outputs.
  Graph extract_range(NodeId begin, NodeId end) const;

  friend bool operator==(const Graph&, const Graph&) = default;

 private:
  std::vector<Node> nodes_;
};

}  // namespace passnet::ir
