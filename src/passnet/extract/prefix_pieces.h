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

// Cuts `range` once, hashed and written for a worker: (graph hash, folder); nullopt, recorded
// in `result`, when it cannot be. `piece_out` receives the piece when asked for.
std::optional<std::pair<std::string, std::string>> write_piece(
    const RangeExtractor& extractor, NodeRange range, const std::filesystem::path& prefix_dir,
    PrefixAnalysis& result, frontend::Sample* piece_out);

}  // namespace passnet::extract
