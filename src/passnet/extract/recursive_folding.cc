#include "passnet/extract/recursive_folding.h"

#include <algorithm>
#include <chrono>
#include <map>

#include "passnet/extract/fold_engine.h"

namespace passnet::extract {

namespace {

// Fills length, depth, children and parents; bodies only name earlier motifs, so one pass in
// folding order sees every child before its parent.
void link_hierarchy(FoldingResult& result) {
  for (std::uint32_t m = 0; m < result.motifs.size(); ++m) {
    Motif& motif = result.motifs[m];
    motif.length = 0;
    motif.depth = 1;
    for (Symbol symbol : motif.body) {
      if (!result.is_motif(symbol)) {
        ++motif.length;
        continue;
      }
      std::uint32_t child = symbol - result.first_motif_symbol;
      Motif& child_motif = result.motifs[child];
      motif.length += child_motif.length;
      motif.depth = std::max(motif.depth, child_motif.depth + 1);
      if (std::find(motif.children.begin(), motif.children.end(), child) == motif.children.end()) {
        motif.children.push_back(child);
        child_motif.parents.push_back(m);
      }
    }
  }
}

}  // namespace

std::uint32_t FoldingResult::depth() const {
  std::uint32_t deepest = 0;
  for (const Motif& motif : motifs)
    deepest = std::max(deepest, motif.depth);
  return deepest;
}

std::vector<Symbol> FoldingResult::expand(Symbol symbol) const {
  std::vector<Symbol> tokens;
  std::vector<Symbol> stack{symbol};
  while (!stack.empty()) {
    Symbol top = stack.back();
    stack.pop_back();
    if (!is_motif(top)) {
      tokens.push_back(top);
      continue;
    }
    const std::vector<Symbol>& body = motif(top).body;
    stack.insert(stack.end(), body.rbegin(), body.rend());
  }
  return tokens;
}

FoldingResult recursive_fold(std::span<const std::vector<Symbol>> sequences,
                             const FoldingOptions& options) {
  auto started = std::chrono::steady_clock::now();
  FoldingResult result;
  result.stats.sequences = sequences.size();

  // Identical sequences fold identically: fold each once, weighted by how often it occurs.
  std::map<std::span<const Symbol>, std::uint32_t,
           decltype([](std::span<const Symbol> a, std::span<const Symbol> b) {
             return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
           })>
      unique_index;
  std::vector<std::vector<Symbol>> unique;
  std::vector<std::uint64_t> weights;
  std::vector<std::vector<std::uint32_t>> copies;  // unique index -> input indices
  Symbol largest = 0;
  bool any = false;
  for (std::uint32_t i = 0; i < sequences.size(); ++i) {
    const std::vector<Symbol>& sequence = sequences[i];
    result.stats.tokens += sequence.size();
    for (Symbol symbol : sequence) {
      largest = std::max(largest, symbol);
      any = true;
    }
    auto [it, inserted] =
        unique_index.try_emplace(std::span<const Symbol>(sequence), unique.size());
    if (inserted) {
      unique.push_back(sequence);
      weights.push_back(0);
      copies.emplace_back();
      result.stats.unique_tokens += sequence.size();
    }
    ++weights[it->second];
    copies[it->second].push_back(i);
  }
  result.stats.unique_sequences = unique.size();
  result.first_motif_symbol = any ? largest + 1 : 0;

  detail::EngineResult engine =
      detail::fold_weighted(unique, weights, result.first_motif_symbol, options);
  result.complete = engine.complete;
  result.stats.suffix_arrays = engine.suffix_arrays;
  result.stats.evaluations = engine.evaluations;

  result.motifs.reserve(engine.motifs.size());
  for (std::uint32_t m = 0; m < engine.motifs.size(); ++m) {
    detail::FoldedMotif& folded = engine.motifs[m];
    Motif motif;
    motif.symbol = result.first_motif_symbol + m;
    motif.body = std::move(folded.body);
    motif.score = folded.score;
    motif.round = m;
    for (const Occurrence& occurrence : folded.occurrences)
      for (std::uint32_t copy : copies[occurrence.sequence])
        motif.occurrences.push_back({copy, occurrence.begin, occurrence.end});
    std::sort(motif.occurrences.begin(), motif.occurrences.end());
    result.motifs.push_back(std::move(motif));
  }
  link_hierarchy(result);

  result.folded.resize(sequences.size());
  for (std::uint32_t u = 0; u < unique.size(); ++u)
    for (std::uint32_t copy : copies[u])
      result.folded[copy] = engine.folded[u];
  result.stats.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return result;
}

std::vector<MotifInstance> motif_instances(const FoldingResult& result, std::uint32_t min_ops,
                                           std::uint32_t max_ops) {
  std::vector<MotifInstance> instances;
  for (std::uint32_t m = 0; m < result.motifs.size(); ++m) {
    const Motif& motif = result.motifs[m];
    if (motif.length < min_ops || motif.length > max_ops) continue;
    for (const Occurrence& occurrence : motif.occurrences)
      instances.push_back({m, occurrence});
  }
  std::sort(instances.begin(), instances.end(), [](const MotifInstance& a, const MotifInstance& b) {
    if (a.occurrence != b.occurrence) return a.occurrence < b.occurrence;
    return a.motif < b.motif;
  });
  return instances;
}

}  // namespace passnet::extract
