#include "passnet/extract/classical.h"

#include <fmt/format.h>

#include <set>
#include <unordered_map>

namespace passnet::extract {

nlohmann::json ClassicalPlan::to_json() const {
  return {{"samples", samples},
          {"samples_with_instances", jobs.size()},
          {"tokens", tokens},
          {"motifs", motifs},
          {"motifs_in_window", motifs_in_window},
          {"instances", instances},
          {"depth", depth},
          {"parse_seconds", parse_seconds},
          {"fold_seconds", fold_seconds},
          {"complete", complete},
          {"parse_failures", failures.size()}};
}

ClassicalPlan plan_classical(const std::vector<std::string>& folders,
                             const ClassicalOptions& options) {
  ClassicalPlan plan;
  plan.samples = folders.size();
  OpCorpusOptions corpus_options;
  corpus_options.jobs = options.jobs;
  corpus_options.max_file_bytes = options.max_file_bytes;
  corpus_options.model_only = true;
  corpus_options.on_sample = options.on_sample;
  corpus_options.stop = options.stop;
  OpCorpus corpus = load_op_corpus(folders, corpus_options);
  plan.failures = std::move(corpus.failures);
  for (const std::string& error : corpus.walk_errors)
    plan.failures.push_back({"", error});
  plan.tokens = corpus.tokens;
  plan.parse_seconds = corpus.seconds;
  if (corpus.interrupted) {
    plan.complete = false;
    return plan;
  }

  FoldingResult folded = recursive_fold(corpus.token_sequences(), options.folding);
  plan.motifs = folded.motifs.size();
  plan.depth = folded.depth();
  plan.fold_seconds = folded.stats.seconds;
  plan.complete = folded.complete;
  std::vector<MotifInstance> instances = motif_instances(folded, options.min_ops, options.max_ops);
  plan.instances = instances.size();
  std::set<std::uint32_t> motifs_seen;
  for (const MotifInstance& instance : instances)
    motifs_seen.insert(instance.motif);
  plan.motifs_in_window = motifs_seen.size();

  // Keep the caller's sample order; a corpus graph is found by the folder it was read from.
  std::unordered_map<std::string, std::size_t> position;
  for (std::size_t i = 0; i < folders.size(); ++i)
    position.emplace(folders[i], i);
  std::vector<std::vector<NodeRange>> ranges(folders.size());
  for (const MotifInstance& instance : instances) {
    OpRange range = op_range(instance.occurrence);
    auto it = position.find(corpus.graphs[range.graph].location);
    if (it == position.end()) continue;  // a folder nested inside a given one
    std::vector<NodeRange>& list = ranges[it->second];
    NodeRange node_range{range.begin, range.end};
    // Nested motifs can share a range (a motif whose body is one other motif plus nothing).
    if (list.empty() || list.back().begin != node_range.begin || list.back().end != node_range.end)
      list.push_back(node_range);
  }
  for (std::size_t i = 0; i < folders.size(); ++i)
    if (!ranges[i].empty()) plan.jobs.push_back({folders[i], std::move(ranges[i])});
  return plan;
}

}  // namespace passnet::extract
