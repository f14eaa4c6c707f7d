// Loads the op sequences of a whole sample collection for mining: walks folders and archives
// like `dataset index`, parses the samples on worker threads, keeps only each graph's op
// sequence (never the graphs, so a corpus of millions of nodes stays small), and numbers the
// parsed graphs in walk order, so graph indices and token ids do not depend on thread timing.
// A sample that fails to parse is recorded with its error and skipped.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "passnet/extract/op_sequence.h"
#include "passnet/extract/recursive_folding.h"

namespace passnet::extract {

struct CorpusGraph {
  std::string location;  // sample folder, or "ARCHIVE:member/folder"
  OpSequence ops;
};

struct CorpusFailure {
  std::string location;
  std::string error;
};

struct OpCorpus {
  OpVocabulary vocabulary;
  std::vector<CorpusGraph> graphs;  // graph index = position here
  std::vector<CorpusFailure> failures;
  std::vector<std::string> walk_errors;  // folders or archives that could not be read
  std::size_t bytes = 0;                 // sample file bytes read
  std::size_t tokens = 0;
  double seconds = 0;
  bool interrupted = false;

  // The token sequences, one per graph, for recursive_fold.
  std::vector<std::vector<TokenId>> token_sequences() const;
};

struct OpCorpusOptions {
  unsigned jobs = 0;  // parser threads; 0: one per hardware thread
  std::size_t max_file_bytes = std::size_t{1} << 30;
  // Read and parse model.py alone: the ops come only from it, and skipping the metadata files
  // roughly halves the time on GraphNet. A sample whose metadata is broken then still counts.
  bool model_only = false;
  // Called on the calling thread after each sample (parsed or failed) with the running totals.
  std::function<void(std::size_t done, std::size_t failed)> on_sample;
  // Polled between samples; returning true stops the walk (the corpus is then partial).
  std::function<bool()> stop;
};

OpCorpus load_op_corpus(const std::vector<std::string>& roots, const OpCorpusOptions& options);

// Where a motif occurrence lies when folding ran on corpus.token_sequences().
inline OpRange op_range(const Occurrence& occurrence) {
  return {occurrence.sequence, occurrence.begin, occurrence.end};
}

}  // namespace passnet::extract
