// The groups method of fusible mining: instead of compiling every prefix of a window and
// watching the kernel count (prefix_analysis), compile a stretch of the op sequence once and
// read which source ops each kernel of Inductor's fused schedule holds (the worker's `kernels`
// request with groups). The kernel-count curve of any window inside the stretch follows from
// those groups, so one compile serves every window that lies in it.
//
// A sample is cut into chunks that overlap by one window, so that each window lies wholly in
// the chunk its start falls in; all of a sample's chunks compile at once on the worker pool,
// and the windows are then walked in order, as the per-prefix method walks them, without
// waiting on a compile between windows. docs/prefix-analysis.md says where the ranges differ
// from the per-prefix method's and why.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "passnet/extract/prefix_analysis.h"
#include "passnet/extract/range_extract.h"

namespace passnet::extract {

// One op of a window as curve_from_groups sees it.
struct WindowOp {
  std::string name;   // the statement's name in the compiled piece
  bool view = false;  // a pure view (permute, transpose, view, expand, ...): never a kernel alone
};

// True for ops that only re-describe memory (op_key of ir::Node), so that a kernel they are in
// was brought by the op that made the copy necessary.
bool is_pure_view(const std::string& op_key);

// The kernel-count curve of a window compiled once: for every cut `end` in `ends` (increasing,
// relative to the window's first op), the kernels the prefix [0, end) brings, read from the
// window's kernel groups. A kernel is brought by the first op it holds that no earlier kernel
// already holds (an op's home is the first kernel in code order that holds it) and that is not
// a pure view; a kernel of views alone (a layout copy) by the last such op; a kernel that holds
// only ops at home elsewhere (a second loop of a reduction) by the last op it holds. Extern
// kernels count on CUDA (they are launched), not on the CPU (not generated), as in the
// per-prefix counts. Names that are no op of the window are ignored: a window read out of a
// larger compiled chunk passes only its own ops. Exposed for tests.
std::vector<std::pair<std::size_t, int>> curve_from_groups(const std::vector<KernelGroup>& groups,
                                                           const std::vector<WindowOp>& ops,
                                                           const std::vector<std::size_t>& ends,
                                                           bool count_extern);

// A stretch [begin, end) of compute ops compiled once; the windows starting in
// [begin, next_begin) are read from it.
struct Chunk {
  std::size_t begin = 0;
  std::size_t next_begin = 0;
  std::size_t end = 0;
  bool operator==(const Chunk&) const = default;
};

// The chunks of a sample of `cuts.back()` ops (`cuts`: its cut points, increasing, ending with
// the op count), each reaching one window past the next one's start (to a cut), so every window
// the analysis can ask for, from any start s in [begin, next_begin) to any cut in (s, s + window]
// or the first cut after s, ends at or before `end`. Starts lie about `chunk - window` ops apart.
// With `op_keys` (each op's ir::Node::op_key) they are chosen by content: a cut starts a chunk
// where a hash of the ops around it falls on a fixed residue, between half and twice that
// distance from the last start, so the repeated layers of a model are cut at the same places
// and their chunks read alike (one compile serves them all, see PieceNaming); without, or where
// no such cut comes, they are that distance apart. Exposed for tests.
std::vector<Chunk> plan_chunks(const std::vector<std::size_t>& cuts, std::size_t window,
                               std::size_t chunk, const std::vector<std::string>& op_keys = {});

// A chunk whose compile failed, cut again into chunks one window apart that keep plan_chunks'
// guarantee for the windows starting in [chunk.begin, chunk.next_begin): a compile that fails
// (a fake-tensor error, random indices out of range) then costs the windows of one small chunk
// rather than all of the large one's. One chunk when its starts span less than a window.
// Exposed for tests.
std::vector<Chunk> split_chunk(const std::vector<std::size_t>& cuts, const Chunk& chunk,
                               std::size_t window);

// The chunk size used when the options name none: four windows.
std::size_t chunk_ops(const PrefixOptions& options);

// Analyses one sample by the groups method into `result` (see prefix_analysis.h's
// analyse_prefixes, which calls it for method "groups"). `cuts` ends with the op count;
// `op_keys` holds each compute op's op_key (plan_chunks).
void analyse_by_groups(const RangeExtractor& extractor, const std::vector<std::size_t>& cuts,
                       const std::vector<std::string>& op_keys, KernelCounter& counter,
                       const PrefixOptions& options, PrefixAnalysis& result);

}  // namespace passnet::extract
