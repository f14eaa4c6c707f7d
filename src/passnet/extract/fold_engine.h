// The search behind recursive_fold, on deduplicated input: each distinct sequence appears once
// with a weight (how many input sequences equal it), and counts are weighted. Identical
// sequences fold identically, so folding them once is exact and halves the work on GraphNet.
// Internal to the extract subsystem; use recursive_folding.h.
#pragma once

#include <cstdint>
#include <vector>

#include "passnet/extract/recursive_folding.h"

namespace passnet::extract::detail {

struct FoldedMotif {
  std::vector<Symbol> body;
  std::uint64_t score = 0;
  // In unique-sequence coordinates: `sequence` indexes the engine's input.
  std::vector<Occurrence> occurrences;
};

struct EngineResult {
  std::vector<FoldedMotif> motifs;
  std::vector<std::vector<Symbol>> folded;  // per unique sequence
  bool complete = true;
  std::size_t suffix_arrays = 0;
  std::size_t evaluations = 0;
};

// Folds `sequences` (each distinct, weights >= 1). Symbols must be < first_motif_symbol.
EngineResult fold_weighted(const std::vector<std::vector<Symbol>>& sequences,
                           const std::vector<std::uint64_t>& weights, Symbol first_motif_symbol,
                           const FoldingOptions& options);

}  // namespace passnet::extract::detail
