// Recursive Folding: mines the repeated op motifs of a corpus, the way GraphNet finds its
// "classical" subgraphs. Over the token sequences of all graphs at once, each round picks the
// repeated contiguous motif worth the most, length x (count - 1), replaces its non-overlapping
// occurrences by a fresh symbol, and goes on until no motif of two or more symbols occurs twice.
// A motif's body may hold earlier motifs' symbols, so the motifs form a hierarchy.
//
// Semantics (exact; docs/extract.md has the details and the algorithm):
//  - count(s) is the number of non-overlapping occurrences of s over all sequences, taken
//    greedily from the left in each sequence (the maximum possible); those are the occurrences
//    replaced. score(s) = |s| x (count(s) - 1), |s| in current symbols.
//  - Ties go to the longer motif, then to the lexicographically smaller symbol string.
//  - No repeat spans two sequences.
// GraphNet approximates the same greedy with float hashes of random projections (conv1d) over
// windows of at most 64 symbols and scores (|s| - 1) x (overlapping count - 1); this engine is
// exact: suffix arrays and lazily re-evaluated candidates, verified symbol by symbol.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace passnet::extract {

using Symbol = std::uint32_t;

// One instance of a motif: tokens [begin, end) of input sequence `sequence`.
struct Occurrence {
  std::uint32_t sequence = 0;
  std::uint32_t begin = 0;
  std::uint32_t end = 0;

  std::uint32_t size() const { return end - begin; }
  friend auto operator<=>(const Occurrence&, const Occurrence&) = default;
};

struct Motif {
  Symbol symbol = 0;
  // The symbols it replaced: input tokens and symbols of earlier motifs.
  std::vector<Symbol> body;
  std::uint64_t score = 0;   // body.size() x (occurrences.size() - 1) when it was folded
  std::uint32_t round = 0;   // 0 for the first motif folded
  std::uint32_t length = 0;  // tokens in its expansion
  // 1 for a motif of input tokens only, else 1 + the deepest motif in its body.
  std::uint32_t depth = 1;
  std::vector<std::uint32_t> children;  // motif indices in the body, distinct, by first use
  std::vector<std::uint32_t> parents;   // motifs whose body holds this one, ascending
  // Every instance in the corpus, sorted; instances inside later motifs are included, since they
  // were replaced here before those motifs were formed.
  std::vector<Occurrence> occurrences;
};

struct FoldingProgress {
  std::size_t rounds = 0;
  std::uint64_t last_score = 0;
  std::size_t live_symbols = 0;  // symbols left in the (deduplicated) corpus
  std::size_t suffix_arrays = 0;
};

struct FoldingOptions {
  // Stop after this many rounds (0: run until nothing repeats).
  std::size_t max_rounds = 0;
  // Called after every round; returning false stops folding early.
  std::function<bool(const FoldingProgress&)> on_round;
  // Performance only, never the result: build a fresh suffix array once the live symbols fall
  // to this fraction of the last build (0 never rebuilds, 1 rebuilds every round).
  double rebuild_fraction = 0.75;
};

struct FoldingStats {
  std::size_t sequences = 0;
  std::size_t unique_sequences = 0;  // identical sequences are folded once, weighted
  std::size_t tokens = 0;
  std::size_t unique_tokens = 0;  // tokens in the unique sequences
  std::size_t suffix_arrays = 0;
  std::size_t evaluations = 0;  // candidate nodes evaluated exactly
  double seconds = 0;
};

struct FoldingResult {
  Symbol first_motif_symbol = 0;  // 1 + the largest input token; motif i is symbol this + i
  std::vector<Motif> motifs;      // in folding order
  // Each input sequence after the last round.
  std::vector<std::vector<Symbol>> folded;
  // False when max_rounds or on_round stopped folding before nothing repeated.
  bool complete = true;
  FoldingStats stats;

  bool is_motif(Symbol symbol) const { return symbol >= first_motif_symbol; }
  const Motif& motif(Symbol symbol) const { return motifs[symbol - first_motif_symbol]; }
  // The deepest motif's depth (0 without motifs).
  std::uint32_t depth() const;
  // The input tokens a symbol stands for.
  std::vector<Symbol> expand(Symbol symbol) const;
};

FoldingResult recursive_fold(std::span<const std::vector<Symbol>> sequences,
                             const FoldingOptions& options = {});

// A motif instance whose expansion has between min_ops and max_ops tokens: what `extract
// classical` emits as classical subgraphs.
struct MotifInstance {
  std::uint32_t motif = 0;  // index into FoldingResult::motifs
  Occurrence occurrence;
};

inline constexpr std::uint32_t kDefaultMinOps = 2;
inline constexpr std::uint32_t kDefaultMaxOps = 64;

// Instances sorted by (sequence, begin, end, motif); nested instances both appear.
std::vector<MotifInstance> motif_instances(const FoldingResult& result,
                                           std::uint32_t min_ops = kDefaultMinOps,
                                           std::uint32_t max_ops = kDefaultMaxOps);

}  // namespace passnet::extract
