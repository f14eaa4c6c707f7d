#include "passnet/extract/op_sequence.h"

#include <fmt/format.h>

#include "passnet/util/error.h"

namespace passnet::extract {

bool is_compute_node(const ir::Node& node) {
  return node.op != ir::OpKind::kPlaceholder && node.op != ir::OpKind::kOutput;
}

TokenId OpVocabulary::intern(std::string_view op_key) {
  if (auto it = ids_.find(op_key); it != ids_.end()) return it->second;
  auto id = static_cast<TokenId>(names_.size());
  names_.emplace_back(op_key);
  ids_.emplace(names_.back(), id);
  return id;
}

TokenId OpVocabulary::find(std::string_view op_key) const {
  auto it = ids_.find(op_key);
  return it == ids_.end() ? kNotFound : it->second;
}

LocalOpSequence collect_ops(const ir::Graph& graph) {
  LocalOpSequence local;
  std::unordered_map<std::string, TokenId> local_ids;
  local.sequence.tokens.reserve(graph.size());
  local.sequence.nodes.reserve(graph.size());
  for (ir::NodeId id = 0; id < graph.size(); ++id) {
    const ir::Node& node = graph.node(id);
    if (!is_compute_node(node)) continue;
    auto [it, inserted] =
        local_ids.try_emplace(node.op_key(), static_cast<TokenId>(local.local_names.size()));
    if (inserted) local.local_names.push_back(it->first);
    local.sequence.tokens.push_back(it->second);
    local.sequence.nodes.push_back(id);
  }
  return local;
}

OpSequence adopt(LocalOpSequence&& local, OpVocabulary& vocabulary) {
  std::vector<TokenId> global(local.local_names.size());
  for (std::size_t i = 0; i < global.size(); ++i)
    global[i] = vocabulary.intern(local.local_names[i]);
  for (TokenId& token : local.sequence.tokens)
    token = global[token];
  return std::move(local.sequence);
}

OpSequence op_sequence(const ir::Graph& graph, OpVocabulary& vocabulary) {
  return adopt(collect_ops(graph), vocabulary);
}

NodeIdRange node_ids(const OpSequence& sequence, std::uint32_t op_begin, std::uint32_t op_end) {
  if (op_begin >= op_end || op_end > sequence.nodes.size())
    throw Error(ErrorCategory::kInternal,
                fmt::format("op run [{}, {}) is not inside a graph of {} ops", op_begin, op_end,
                            sequence.nodes.size()));
  return {sequence.nodes[op_begin], sequence.nodes[op_end - 1] + 1};
}

}  // namespace passnet::extract
