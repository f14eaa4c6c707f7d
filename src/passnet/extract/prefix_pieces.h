// The pieces prefix analysis compiles: a range of a sample cut out (range_extract), hashed by
// its canonical graph and written once under the work folder for a worker to load, and the
// snapping of analysis starts to the sample's cut points. Shared by both fusible methods
// (prefix_analysis, group_analysis); internal to extract.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "passnet/extract/prefix_analysis.h"
#include "passnet/extract/range_extract.h"
#include "passnet/frontend/sample.h"

namespace passnet::extract {

// The first cut point at or after `start`: where an analysis may begin; nullopt past the end.
std::optional<std::size_t> snap(const std::vector<std::size_t>& cuts, std::size_t start);

// The prefix ends a window from `start` grows to: every cut in (start, start + window], or the
// first cut after `start` when none lies that close; empty past the last cut.
std::vector<std::size_t> window_ends(const std::vector<std::size_t>& cuts, std::size_t start,
                                     std::size_t window);

// How a piece is named and keyed. A kernel count is the same for every piece of one canonical
// graph hash, whatever its variable names and statement order (kCanonical: the per-prefix
// method, which reads counts alone). Kernel groups name the piece's statements, so a cached
// reply serves another piece only if that piece's statements line up with it one for one
// (kPositional: the groups method): its variables are renamed by position (`in_3`, `op_17`) and
// it is keyed by its canonical hash and its text, so that the same block cut from another layer
// or another model is compiled once.
enum class PieceNaming { kCanonical, kPositional };

// Cuts `range` once, keyed (see PieceNaming) and written for a worker: (key, folder); nullopt,
// recorded in `result`, when it cannot be. `piece_out` receives the piece, as written, when
// asked for.
std::optional<std::pair<std::string, std::string>> write_piece(
    const RangeExtractor& extractor, NodeRange range, const std::filesystem::path& prefix_dir,
    PrefixAnalysis& result, frontend::Sample* piece_out,
    PieceNaming naming = PieceNaming::kCanonical);

}  // namespace passnet::extract
