// Single-op subgraphs: one range per op of an annotated graph, the smallest unit a pass can
// target. An op that returns a tensor is the range [i, i+1). An op that returns a tuple of
// tensors (split, max with a dim, lstm ...) takes the getitem nodes that unpack it along when
// they follow it directly, so the piece is the op with its results; if its results are picked
// apart further away, it cannot be cut alone. Ops that produce no tensor (x.size(), getattr of
// a shape) are not subgraphs. Deduplication by graph hash then leaves one subgraph per distinct
// (op, arguments, input shapes, dtypes).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "passnet/extract/annotation.h"
#include "passnet/extract/range_extract.h"
#include "passnet/frontend/sample.h"

namespace passnet::extract {

struct SingleOpSelection {
  std::vector<NodeRange> ranges;
  // Ops left out, by reason: "no_tensor" (produces none), "unpacked_apart" (a tuple whose
  // getitems do not follow it), "tuple_item" (a getitem of such a tuple), "not_annotated".
  // The getitems that belong to a selected multi-output op are part of its range and not
  // counted here.
  std::map<std::string, std::size_t> skipped;
};

SingleOpSelection single_op_ranges(const frontend::Sample& sample,
                                   const SampleAnnotation& annotation);

}  // namespace passnet::extract
