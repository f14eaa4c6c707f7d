// The op-token view of a graph that motif mining works on: one token per compute node (everything
// but placeholders and the output) in the graph's topological order, each token a dense uint32 id
// from a corpus-wide vocabulary of op keys ("call_function:torch.conv2d"). Token i is compute
// node i (range_extract.h's index space), and each token also remembers its node id, so a run
// of tokens is at once a range to cut and a contiguous run of the graph's nodes.
//
// Tokens are op keys only, as in GraphNet's folding: arguments, shapes and dtypes are left out so
// that one op sequence at different sizes is one motif (passes match op structure, and the
// PassBench grouping by shape and dtype happens later, per instance).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "passnet/ir/graph.h"

namespace passnet::extract {

using TokenId = std::uint32_t;

// True for the nodes that become tokens: every node but placeholders and the output.
bool is_compute_node(const ir::Node& node);

// Op keys interned into dense ids 0, 1, 2, ... in first-intern order. Interning graphs in a fixed
// order (the sorted sample order) makes the ids, and so everything mined from them, reproducible.
class OpVocabulary {
 public:
  TokenId intern(std::string_view op_key);
  // The id of `op_key`, or kNotFound when it was never interned.
  TokenId find(std::string_view op_key) const;
  const std::string& name(TokenId id) const { return names_[id]; }
  std::size_t size() const { return names_.size(); }

  static constexpr TokenId kNotFound = ~TokenId{0};

 private:
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view text) const {
      return std::hash<std::string_view>{}(text);
    }
  };
  std::vector<std::string> names_;
  std::unordered_map<std::string, TokenId, Hash, std::equal_to<>> ids_;
};

// The tokens of one graph. tokens[i] came from node nodes[i]; nodes is strictly increasing.
struct OpSequence {
  std::vector<TokenId> tokens;
  std::vector<ir::NodeId> nodes;
};

// A graph's ops with ids local to that graph (local id i is local_names[i]). Parallel workers
// build these without sharing a vocabulary; OpVocabulary::adopt then assigns global ids in
// whatever order the caller adopts the graphs, which keeps ids independent of thread timing.
struct LocalOpSequence {
  std::vector<std::string> local_names;
  OpSequence sequence;  // tokens hold local ids until adopted
};

LocalOpSequence collect_ops(const ir::Graph& graph);
// Interns the local names and rewrites the tokens to global ids.
OpSequence adopt(LocalOpSequence&& local, OpVocabulary& vocabulary);

// collect_ops followed by adopt, for callers that read graphs one at a time.
OpSequence op_sequence(const ir::Graph& graph, OpVocabulary& vocabulary);

// A run of ops of one graph of a corpus: compute nodes [begin, end) of graph number `graph`.
// Compute nodes are counted the way range_extract.h's NodeRange counts them (placeholders and
// the output left out, topological order), which is also the token index, so a motif
// occurrence's token run is directly a range to cut.
struct OpRange {
  std::uint32_t graph = 0;
  std::uint32_t begin = 0;
  std::uint32_t end = 0;

  friend bool operator==(const OpRange&, const OpRange&) = default;
};

// Node ids (indices into Graph::nodes()) [begin, end) that hold ops [op_begin, op_end) of the
// sequence's graph: every one of those compute nodes, plus any placeholder a graph declares
// between them (GraphNet samples declare them all first).
struct NodeIdRange {
  ir::NodeId begin = 0;
  ir::NodeId end = 0;

  friend bool operator==(const NodeIdRange&, const NodeIdRange&) = default;
};

// Throws Error(kInternal) for an empty or out-of-range op run.
NodeIdRange node_ids(const OpSequence& sequence, std::uint32_t op_begin, std::uint32_t op_end);

}  // namespace passnet::extract
