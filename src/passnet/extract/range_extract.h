// Range decomposition: cuts a contiguous range [begin, end) of a graph's compute nodes (their
// topological order, placeholders and the output node not counted) into a standalone GraphNet
// sample, using the sample's shape annotations for what crosses the cut.
//
// 1. Graph::extract_range slices the nodes; values defined before the range become placeholders,
//    values used after it (or returned by the parent) become outputs.
// 2. A live-in that is a parent placeholder keeps its parent metadata, in the file it came from
//    (weights stay weights, with their statistics; inputs stay inputs).
// 3. A live-in computed by the parent becomes an input (weight_meta.py, as GraphNet writes every
//    forward parameter there; annotation "torch.Tensor") whose shape, dtype, mean, std, min and
//    max (and the values of small tensors) come from the annotation.
// 4. A live-in that is a Python constant (an int from x.size(), a torch.Size, None ...) is
//    inlined into the piece as a literal; such a live-out is not returned unless the parent
//    returns it. Shapes are static in every piece.
// 5. Refused with a RangeError: empty or out-of-bounds ranges; cuts through a multi-output node
//    (a tuple/list of tensors crossing the cut: a node whose getitem users fall on both sides);
//    crossing values with no annotation, or that cannot be inlined (an object, a constant used
//    as a method's receiver); ranges that take a symbolic size (a torch.SymInt parameter);
//    ranges with an end inside a vmap level (graphs that build masks with vmap open a level with
//    _vmap_increment_nesting: the values inside are batched and the level is process state);
//    when asked (mining), ranges that return nothing: all they compute is constants that later
//    pieces inline, or nothing is used.
// 6. subgraph_sources.json records the parent, its graph hash, the range and the kind.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "passnet/extract/annotation.h"
#include "passnet/frontend/sample.h"
#include "passnet/ir/graph.h"
#include "passnet/util/error.h"

namespace passnet::extract {

enum class RangeErrorKind : std::uint8_t {
  kEmpty,              // begin >= end
  kOutOfBounds,        // end beyond the compute nodes
  kMultiOutputCut,     // a tuple/list of tensors crosses the cut
  kMissingAnnotation,  // a crossing value was never annotated
  kStaleAnnotation,    // the annotation was made for another graph
  kNonTensorValue,     // a crossing value that is neither a tensor nor an inlinable constant
  kSymbolicShape,      // the range takes a symbolic size parameter
  kOpenContext,        // a cut falls inside a vmap level (between its increment and decrement)
  kNoOutput,           // nothing the range computes is used after it (with require_output)
};

std::string_view to_string(RangeErrorKind kind);

// A range that cannot become a standalone sample. Category kUsage for empty and out-of-bounds
// ranges, kSample for the others.
class RangeError : public Error {
 public:
  RangeError(RangeErrorKind kind, const std::string& message);
  RangeErrorKind kind() const { return kind_; }

 private:
  RangeErrorKind kind_;
};

// Half-open range of compute-node indices.
struct NodeRange {
  std::size_t begin = 0;
  std::size_t end = 0;
};

struct RangeOptions {
  std::string kind = "range";  // subgraph_sources.json "kind"
  std::string parent;          // "parent"; default: the parent sample's location
  // Refuse (kNoOutput) a piece that returns nothing. A partition may hold such a piece (its
  // constants are inlined by the next one); a mined subgraph must compute something.
  bool require_output = false;
};

struct RangeExtraction {
  frontend::Sample sample;           // the standalone piece; write it with write_sample
  std::vector<std::string> inputs;   // the piece's forward parameters, in order
  std::vector<std::string> outputs;  // the parent values it returns, in order
  nlohmann::json inlined = nlohmann::json::object();  // live-in name -> the constant (Python)
  std::vector<std::string> dropped_outputs;  // constant live-outs not returned (later pieces
                                             // inline them)
  std::vector<std::string> warnings;         // e.g. activations without statistics
};

// The graph's compute nodes (neither placeholder nor output), in topological order: the index
// space of NodeRange.
std::vector<ir::NodeId> compute_nodes(const ir::Graph& graph);

// Cuts many ranges out of one parent: the parent's node index, annotation index and graph hash
// are built once (extract_range below builds them per call). The parent and annotation must
// outlive the extractor.
class RangeExtractor {
 public:
  RangeExtractor(const frontend::Sample& parent, const SampleAnnotation& annotation);
  ~RangeExtractor();
  RangeExtractor(const RangeExtractor&) = delete;
  RangeExtractor& operator=(const RangeExtractor&) = delete;

  // Throws RangeError as described above.
  RangeExtraction extract(NodeRange range, const RangeOptions& options = {}) const;
  std::vector<std::size_t> cut_points() const;  // see valid_cut_points
  std::size_t compute_node_count() const;
  const std::string& parent_hash() const;  // canonical graph hash of the parent

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

// Builds the piece for `range`; throws RangeError as described above.
RangeExtraction extract_range(const frontend::Sample& parent, const SampleAnnotation& annotation,
                              NodeRange range, const RangeOptions& options = {});

// Every k in [1, n) (n compute nodes) at which the graph may be cut: nothing that crosses k is a
// tuple of tensors, unannotated, or a constant that cannot be inlined, and k is outside every
// vmap level. Ranges whose ends are
// 0, n or such points extract (unless they take a symbolic size parameter).
std::vector<std::size_t> valid_cut_points(const frontend::Sample& parent,
                                          const SampleAnnotation& annotation);

}  // namespace passnet::extract
