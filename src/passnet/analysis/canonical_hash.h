// Canonical hashes of a graph. The *graph hash* is equal for two graphs exactly when they compute
// the same thing on inputs of the same shapes and dtypes, whatever their variable names and
// whatever order independent nodes were written in; the *pattern hash* additionally ignores
// input shapes and dtypes (and the shape-derived integers that ops such as view take), so that
// one op sequence at different sizes or precisions shares a pattern.
//
// Algorithm (see docs/hashing.md):
//  1. Effect edges order what data edges do not: an in-place op depends on earlier readers of the
//     value it mutates, later readers depend on it, and nodes whose results are unused (kept for
//     side effects, e.g. _set_grad_enabled) are chained in program order.
//  2. Bottom-up: each node's hash covers its op, target, literal arguments, and the hashes of
//     the nodes it references (keyword arguments sorted by name, operands of commutative
//     operators sorted). Placeholders hash to their metadata (shape, dtype).
//  3. Top-down: each node's context hash covers how it is used (each consumer's hash, the
//     argument slot, and the consumer's own context); outputs are used by position.
//  4. Placeholders that look alike (same metadata) are told apart by their context, and step 2
//     is repeated with those labels, so `a + b` and `a + a` never collide.
//  5. The graph hash combines the ordered outputs, the multiset of unused nodes and the multiset
//     of placeholder labels into a 128-bit digest.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "passnet/ir/graph.h"
#include "passnet/ir/tensor_meta.h"

namespace passnet::analysis {

// Returns the metadata of a forward parameter, or nullptr if it has none.
using MetaLookup = std::function<const ir::TensorMeta*(std::string_view)>;

struct CanonicalHashes {
  std::string graph;    // 32 lowercase hex digits
  std::string pattern;  // 32 lowercase hex digits
};

CanonicalHashes canonical_hashes(const ir::Graph& graph, const MetaLookup& meta);

}  // namespace passnet::analysis
