#include "passnet/extract/prefix_pieces.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <map>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/frontend/sample_writer.h"
#include "passnet/util/error.h"
#include "passnet/util/sha256.h"

namespace passnet::extract {

namespace fs = std::filesystem;

namespace {

// Analyses running at once may cut the same prefix: each writes a private copy and renames it
// into place, so a worker never reads a half-written sample.
void write_once(const frontend::Sample& sample, const fs::path& folder) {
  if (fs::exists(folder / "model.py")) return;
  static std::atomic<unsigned> counter{0};
  fs::path scratch = folder;
  scratch += fmt::format(".tmp-{}-{}", ::getpid(), counter.fetch_add(1));
  frontend::write_sample(sample, scratch);
  std::error_code error;
  if (fs::exists(folder, error) && !fs::exists(folder / "model.py", error))
    fs::remove_all(folder, error);  // left half-written by a killed run
  fs::rename(scratch, folder, error);
  if (error) fs::remove_all(scratch, error);  // another analysis put it there first
}

// Renames every placeholder and compute node of `piece` by its position, metadata included, so
// that two cuts of the same block in different layers read alike.
void name_by_position(frontend::Sample& piece) {
  std::map<std::string, std::string, std::less<>> renamed;
  std::size_t inputs = 0;
  std::size_t ops = 0;
  for (ir::NodeId id = 0; id < piece.graph.size(); ++id) {
    ir::Node& node = piece.graph.mutable_node(id);
    if (node.op == ir::OpKind::kOutput) continue;
    if (node.op == ir::OpKind::kPlaceholder) {
      std::string name = fmt::format("in_{}", inputs++);
      renamed.emplace(node.name, name);
      node.name = name;
      node.target = name;
    } else {
      node.name = fmt::format("op_{}", ops++);
    }
  }
  for (auto* metas : {&piece.weight_meta, &piece.input_meta})
    for (ir::TensorMeta& meta : *metas)
      if (auto it = renamed.find(meta.name); it != renamed.end()) {
        meta.name = it->second;
        meta.class_name = fmt::format("Program_weight_tensor_meta_{}", it->second);
        meta.original_name.reset();
      }
  piece.index_metadata();
}

}  // namespace

std::optional<std::size_t> snap(const std::vector<std::size_t>& cuts, std::size_t start) {
  auto snapped = std::lower_bound(cuts.begin(), cuts.end(), start);
  if (snapped == cuts.end()) return std::nullopt;
  return *snapped;
}

std::vector<std::size_t> window_ends(const std::vector<std::size_t>& cuts, std::size_t start,
                                     std::size_t window) {
  auto first = std::upper_bound(cuts.begin(), cuts.end(), start);
  if (first == cuts.end()) return {};
  std::vector<std::size_t> ends;
  for (auto it = first; it != cuts.end() && *it <= start + window; ++it)
    ends.push_back(*it);
  if (ends.empty()) ends.push_back(*first);  // the next cut lies beyond the window
  return ends;
}

std::optional<std::pair<std::string, std::string>> write_piece(
    const RangeExtractor& extractor, NodeRange range, const fs::path& prefix_dir,
    PrefixAnalysis& result, frontend::Sample* piece_out, PieceNaming naming) {
  try {
    RangeExtraction piece = extractor.extract(range, {.kind = "prefix", .parent = {}});
    frontend::Sample& s = piece.sample;
    std::string hash = analysis::canonical_hashes(s.graph, [&s](std::string_view name) {
                         return s.meta_for(name);
                       }).graph;
    if (naming == PieceNaming::kPositional) {
      name_by_position(s);
      hash = sha256_hex(hash + frontend::emit_model_py(s.graph)).substr(0, 32);
    }
    fs::path folder = prefix_dir / hash;
    write_once(s, folder);
    if (piece_out) *piece_out = std::move(piece.sample);
    return std::pair{hash, folder.string()};
  } catch (const Error& error) {
    ++result.failed;
    result.errors.push_back(fmt::format("[{}, {}): {}", range.begin, range.end, error.what()));
    return std::nullopt;
  }
}

}  // namespace passnet::extract
