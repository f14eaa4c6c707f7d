#include "passnet/extract/group_analysis.h"

#include <fmt/format.h>
#include <xxhash.h>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <optional>
#include <set>

#include "passnet/extract/prefix_pieces.h"

namespace passnet::extract {

namespace fs = std::filesystem;

bool is_pure_view(const std::string& op_key) {
  static const std::set<std::string> kViews = {
      "call_method:permute",
      "call_method:transpose",
      "call_method:t",
      "call_method:view",
      "call_method:expand",
      "call_method:expand_as",
      "call_method:unsqueeze",
      "call_method:squeeze",
      "call_method:unflatten",
      "call_method:narrow",
      "call_method:select",
      "call_method:split",
      "call_method:chunk",
      "call_method:unbind",
      "call_method:view_as",
      "call_function:torch.permute",
      "call_function:torch.transpose",
      "call_function:torch.t",
      "call_function:torch.unsqueeze",
      "call_function:torch.squeeze",
      "call_function:torch.narrow",
      "call_function:torch.select",
      "call_function:torch.split",
      "call_function:torch.chunk",
      "call_function:torch.unbind",
      "call_function:operator.getitem",
      "call_function:torch.functional.split",
  };
  return kViews.contains(op_key);
}

std::vector<std::pair<std::size_t, int>> curve_from_groups(const std::vector<KernelGroup>& groups,
                                                           const std::vector<WindowOp>& ops,
                                                           const std::vector<std::size_t>& ends,
                                                           bool count_extern) {
  std::map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < ops.size(); ++i)
    index.emplace(ops[i].name, i);
  std::vector<bool> homed(ops.size(), false);
  std::vector<std::size_t> brought_at;  // per counted kernel, the op that brings it
  for (const KernelGroup& group : groups) {
    std::optional<std::size_t> first_new;      // first new op that computes
    std::optional<std::size_t> last_new_view;  // last new op, all of them views
    std::optional<std::size_t> last;
    for (const std::string& name : group.nodes) {
      auto it = index.find(name);
      if (it == index.end()) continue;
      std::size_t op = it->second;
      last = std::max(last.value_or(op), op);
      if (homed[op]) continue;
      if (ops[op].view)
        last_new_view = std::max(last_new_view.value_or(op), op);
      else
        first_new = std::min(first_new.value_or(op), op);
    }
    for (const std::string& name : group.nodes)
      if (auto it = index.find(name); it != index.end()) homed[it->second] = true;
    if (!last || (group.extern_kernel && !count_extern)) continue;
    brought_at.push_back(first_new.value_or(last_new_view.value_or(*last)));
  }
  std::vector<std::pair<std::size_t, int>> curve;
  for (std::size_t end : ends)
    curve.emplace_back(end,
                       static_cast<int>(std::count_if(brought_at.begin(), brought_at.end(),
                                                      [end](std::size_t op) { return op < end; })));
  return curve;
}

namespace {

// XXH3 of the op keys of the eight ops around cut `at` (four each side, those that exist):
// what decides whether a chunk may start there.
std::uint64_t neighbourhood_hash(const std::vector<std::string>& op_keys, std::size_t at) {
  constexpr std::size_t kSide = 4;
  std::string keys;
  for (std::size_t i = at >= kSide ? at - kSide : 0; i < std::min(at + kSide, op_keys.size());
       ++i) {
    keys += op_keys[i];
    keys.push_back('\0');
  }
  return XXH3_64bits(keys.data(), keys.size());
}

}  // namespace

std::vector<Chunk> plan_chunks(const std::vector<std::size_t>& cuts, std::size_t window,
                               std::size_t chunk, const std::vector<std::string>& op_keys) {
  std::vector<Chunk> chunks;
  if (cuts.empty()) return chunks;
  const std::size_t n = cuts.back();
  const std::size_t stride = chunk > window ? chunk - window : 1;
  const std::size_t min_step = std::max<std::size_t>(1, stride / 2);
  const std::size_t residues = std::max<std::size_t>(1, stride - min_step);
  const bool by_content = op_keys.size() == n;
  // The first cut in [from, to) whose neighbourhood falls on residue 0.
  auto anchor = [&](std::size_t from, std::size_t to) -> std::optional<std::size_t> {
    for (auto it = std::lower_bound(cuts.begin(), cuts.end(), from); it != cuts.end() && *it < to;
         ++it)
      if (neighbourhood_hash(op_keys, *it) % residues == 0) return *it;
    return std::nullopt;
  };
  std::size_t begin = 0;
  while (begin < n) {
    std::optional<std::size_t> next;
    if (by_content) next = anchor(begin + min_step, std::min(begin + 2 * stride, n));
    if (!next) {
      auto it = std::lower_bound(cuts.begin(), cuts.end(), std::max(begin + stride, begin + 1));
      if (it != cuts.end()) next = *it;
    }
    if (!next || *next >= n) {
      chunks.push_back({begin, n, n});
      break;
    }
    // The last cut within a window of the next start (the next start itself at least).
    auto reach = std::upper_bound(cuts.begin(), cuts.end(), *next + window);
    chunks.push_back({begin, *next, *std::prev(reach)});
    begin = *next;
  }
  return chunks;
}

std::vector<Chunk> split_chunk(const std::vector<std::size_t>& cuts, const Chunk& chunk,
                               std::size_t window) {
  std::vector<Chunk> parts;
  if (cuts.empty()) return parts;
  std::size_t begin = chunk.begin;
  while (begin < chunk.next_begin) {
    auto it = std::lower_bound(cuts.begin(), cuts.end(), std::max(begin + window, begin + 1));
    std::size_t next = it == cuts.end() ? chunk.next_begin : std::min(*it, chunk.next_begin);
    auto reach = std::upper_bound(cuts.begin(), cuts.end(), next + window);
    parts.push_back({begin, next, std::min(*std::prev(reach), chunk.end)});
    begin = next;
  }
  return parts;
}

std::size_t chunk_ops(const PrefixOptions& options) {
  return options.chunk > 0 ? options.chunk : 4 * options.window;
}

namespace {

// A chunk compiled: its ops under the names the worker sees, and the worker's answer.
struct CompiledChunk {
  Chunk span;
  std::vector<WindowOp> ops;
  std::optional<KernelCount> count;  // nullopt: the piece could not be written
};

// Cuts every chunk and compiles them all at once on the pool.
std::vector<CompiledChunk> compile_chunks(const RangeExtractor& extractor,
                                          const std::vector<Chunk>& chunks, KernelCounter& counter,
                                          const PrefixOptions& options, PrefixAnalysis& result) {
  fs::path prefix_dir = fs::path(options.work_dir) / "prefixes";
  fs::create_directories(prefix_dir);
  std::vector<CompiledChunk> compiled;
  std::vector<std::pair<std::string, std::string>> pieces;
  std::vector<std::size_t> piece_of;  // index into `compiled` of each piece
  for (const Chunk& span : chunks) {
    ++result.prefixes;
    CompiledChunk entry{span, {}, std::nullopt};
    frontend::Sample piece;
    if (auto written = write_piece(extractor, {span.begin, span.end}, prefix_dir, result, &piece,
                                   PieceNaming::kPositional)) {
      for (ir::NodeId id : compute_nodes(piece.graph)) {
        const ir::Node& node = piece.graph.node(id);
        entry.ops.push_back({node.name, is_pure_view(node.op_key())});
      }
      pieces.push_back(std::move(*written));
      piece_of.push_back(compiled.size());
    }
    compiled.push_back(std::move(entry));
  }
  std::size_t before = result.compiled;
  std::vector<KernelCount> counts = counter.count(pieces, &result.compiled);
  result.cached += pieces.size() - (result.compiled - before);
  for (std::size_t i = 0; i < counts.size(); ++i)
    compiled[piece_of[i]].count = std::move(counts[i]);
  return compiled;
}

// Compiles every chunk whose compile failed again in parts one window apart (split_chunk),
// and puts the parts in its place. The failure stays recorded. Chunks that were interrupted or
// timed out (their parts would take as long), or that could not be written, are left as they
// are; a chunk that crashed its worker is retried too (the pool restarts the worker).
void retry_failed_chunks(const RangeExtractor& extractor, const std::vector<std::size_t>& cuts,
                         std::vector<CompiledChunk>& chunks, KernelCounter& counter,
                         const PrefixOptions& options, PrefixAnalysis& result) {
  if (options.stopped()) return;  // the walk reports the failures as they are
  std::vector<std::vector<Chunk>> parts_of(chunks.size());
  std::vector<Chunk> parts;
  for (std::size_t k = 0; k < chunks.size(); ++k) {
    const CompiledChunk& chunk = chunks[k];
    if (!chunk.count) continue;
    const std::string& status = chunk.count->status;
    if (status == "ok" || status == "interrupted" || status == "timeout") continue;
    std::vector<Chunk> split = split_chunk(cuts, chunk.span, options.window);
    if (split.size() < 2) continue;
    ++result.failed;
    result.errors.push_back(fmt::format("[{}, {}): {}: {}; compiled again in {} parts",
                                        chunk.span.begin, chunk.span.end, status,
                                        chunk.count->error, split.size()));
    parts.insert(parts.end(), split.begin(), split.end());
    parts_of[k] = std::move(split);
  }
  if (parts.empty()) return;
  std::vector<CompiledChunk> again = compile_chunks(extractor, parts, counter, options, result);
  std::vector<CompiledChunk> merged;
  auto next_part = std::make_move_iterator(again.begin());
  for (std::size_t k = 0; k < chunks.size(); ++k) {
    if (parts_of[k].empty()) {
      merged.push_back(std::move(chunks[k]));
      continue;
    }
    for (std::size_t i = 0; i < parts_of[k].size(); ++i)
      merged.push_back(*next_part++);
  }
  chunks = std::move(merged);
}

// Why a compiled chunk cannot be read; empty when it can.
std::string chunk_problem(const CompiledChunk& chunk) {
  if (!chunk.count) return "not written";  // write_piece recorded why
  const KernelCount& count = *chunk.count;
  if (count.status != "ok") return fmt::format("{}: {}", count.status, count.error);
  if (!count.groups) return "ok, but the reply has no kernel groups";
  std::size_t want = chunk.span.end - chunk.span.begin;
  if (chunk.ops.size() != want)
    return fmt::format("the piece has {} ops, not {}", chunk.ops.size(), want);
  return {};
}

}  // namespace

void analyse_by_groups(const RangeExtractor& extractor, const std::vector<std::size_t>& cuts,
                       const std::vector<std::string>& op_keys, KernelCounter& counter,
                       const PrefixOptions& options, PrefixAnalysis& result) {
  const std::size_t n = cuts.back();
  std::vector<CompiledChunk> chunks =
      compile_chunks(extractor, plan_chunks(cuts, options.window, chunk_ops(options), op_keys),
                     counter, options, result);
  retry_failed_chunks(extractor, cuts, chunks, counter, options, result);
  const bool count_extern = options.device.starts_with("cuda");
  std::size_t start = 0;
  std::size_t k = 0;
  std::optional<std::size_t> reported;  // the last failed chunk, reported once
  while (start < n && k < chunks.size()) {
    while (k + 1 < chunks.size() && chunks[k + 1].span.begin <= start)
      ++k;
    const CompiledChunk& chunk = chunks[k];
    // Compiles skipped by Ctrl-C or the deadline end the analysis with what it closed so far.
    if (chunk.count && chunk.count->status == "interrupted") break;
    if (std::string problem = chunk_problem(chunk); !problem.empty()) {
      if (reported != k && chunk.count) {
        ++result.failed;
        result.errors.push_back(
            fmt::format("[{}, {}): {}", chunk.span.begin, chunk.span.end, problem));
      }
      reported = k;
      std::optional<std::size_t> next = snap(cuts, std::max(chunk.span.next_begin, start + 1));
      if (!next) break;
      start = *next;
      continue;
    }
    std::vector<std::size_t> ends = window_ends(cuts, start, options.window);
    if (ends.empty()) break;
    if (ends.back() > chunk.span.end) {  // plan_chunks guarantees otherwise
      ++result.failed;
      result.errors.push_back(fmt::format("[{}, {}): outside the chunk [{}, {})", start,
                                          ends.back(), chunk.span.begin, chunk.span.end));
      break;
    }
    std::vector<WindowOp> window(chunk.ops.begin() + (start - chunk.span.begin),
                                 chunk.ops.begin() + (ends.back() - chunk.span.begin));
    std::vector<std::size_t> relative;
    for (std::size_t end : ends)
      relative.push_back(end - start);
    std::vector<std::pair<std::size_t, int>> curve;
    for (auto [end, kernels] :
         curve_from_groups(*chunk.count->groups, window, relative, count_extern))
      curve.emplace_back(start + end, kernels);
    CurveGroups groups = groups_from_curve(start, curve, ends.back(), ends.back() == n, options);
    result.groups.insert(result.groups.end(), groups.closed.begin(), groups.closed.end());
    result.curves.emplace_back(start, std::move(curve));
    std::optional<std::size_t> next = snap(cuts, std::max(groups.next_start, start + 1));
    if (!next) break;
    start = *next;
  }
}

}  // namespace passnet::extract
