// The `extract` command group. `passnet extract motifs` mines the repeated op motifs of a sample
// collection by Recursive Folding and summarises them; the mining lives in src/passnet/extract
// and this file only reads options, shows progress and prints. `extract range` and the mining
// commands (classical, single-op, fusible, variants, all) have files of their own and are
// registered here.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "passnet/cli/commands.h"
#include "passnet/extract/op_corpus.h"
#include "passnet/extract/recursive_folding.h"
#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"
#include "passnet/util/progress_line.h"

namespace passnet::cli {

namespace {

struct ExtractOptions {
  std::vector<std::string> samples;
  std::uint32_t min_ops = extract::kDefaultMinOps;
  std::uint32_t max_ops = extract::kDefaultMaxOps;
  std::size_t top = 20;
  std::size_t max_rounds = 0;
  unsigned jobs = 0;
  std::size_t max_file_mb = kDefaultMaxFileBytes >> 20;
  bool json = false;
  bool quiet = false;
  bool validate = false;
};

// "torch.conv2d" for call_function, ".view" for call_method: short enough to read a motif.
std::string short_op(std::string_view op_key) {
  constexpr std::string_view kFunction = "call_function:";
  constexpr std::string_view kMethod = "call_method:";
  if (op_key.starts_with(kFunction)) return std::string(op_key.substr(kFunction.size()));
  if (op_key.starts_with(kMethod)) return "." + std::string(op_key.substr(kMethod.size()));
  return std::string(op_key);
}

std::string symbol_name(const extract::FoldingResult& result,
                        const extract::OpVocabulary& vocabulary, extract::Symbol symbol) {
  if (result.is_motif(symbol)) return fmt::format("M{}", symbol - result.first_motif_symbol);
  return short_op(vocabulary.name(symbol));
}

std::vector<std::uint32_t> top_motifs(const extract::FoldingResult& result, std::size_t top) {
  // Folding order is score order already (scores never rise from one round to the next).
  std::vector<std::uint32_t> order;
  for (std::uint32_t m = 0; m < result.motifs.size() && order.size() < top; ++m)
    order.push_back(m);
  return order;
}

nlohmann::json motif_json(const extract::FoldingResult& result,
                          const extract::OpVocabulary& vocabulary, std::uint32_t m) {
  const extract::Motif& motif = result.motifs[m];
  nlohmann::json body = nlohmann::json::array();
  for (extract::Symbol symbol : motif.body)
    body.push_back(symbol_name(result, vocabulary, symbol));
  nlohmann::json ops = nlohmann::json::array();
  for (extract::Symbol token : result.expand(motif.symbol))
    ops.push_back(vocabulary.name(token));
  return {{"motif", m},
          {"score", motif.score},
          {"symbols", motif.body.size()},
          {"ops", motif.length},
          {"count", motif.occurrences.size()},
          {"depth", motif.depth},
          {"children", motif.children},
          {"parents", motif.parents},
          {"body", body},
          {"expansion", ops}};
}

void motifs(const ExtractOptions& options) {
  if (options.min_ops > options.max_ops)
    throw Error(ErrorCategory::kUsage, fmt::format("--min-ops {} is above --max-ops {}",
                                                   options.min_ops, options.max_ops));
  InterruptGuard interrupt_guard;
  ProgressLine progress(!options.quiet, 0.25, 5.0);

  extract::OpCorpusOptions corpus_options;
  corpus_options.jobs = options.jobs;
  corpus_options.max_file_bytes = options.max_file_mb << 20;
  corpus_options.model_only = !options.validate;
  corpus_options.stop = [] { return InterruptGuard::interrupted(); };
  corpus_options.on_sample = [&](std::size_t done, std::size_t failed) {
    if (progress.due())
      progress.show(fmt::format("extract: parsed {} samples ({} failed)", done, failed));
  };
  extract::OpCorpus corpus = extract::load_op_corpus(options.samples, corpus_options);
  if (corpus.graphs.empty() && corpus.failures.empty())
    throw Error(ErrorCategory::kUsage,
                corpus.walk_errors.empty()
                    ? fmt::format("no samples found under {}", fmt::join(options.samples, ", "))
                    : "no samples found: " + corpus.walk_errors.front());

  extract::FoldingOptions folding_options;
  folding_options.max_rounds = options.max_rounds;
  folding_options.on_round = [&](const extract::FoldingProgress& round) {
    if (progress.due())
      progress.show(fmt::format("extract: folded {} motifs, last score {}, {} symbols left",
                                round.rounds, round.last_score, round.live_symbols));
    return !InterruptGuard::interrupted();
  };
  extract::FoldingResult result =
      corpus.interrupted ? extract::FoldingResult{}
                         : extract::recursive_fold(corpus.token_sequences(), folding_options);
  if (progress.due(true)) progress.show("extract: done", true);

  std::vector<extract::MotifInstance> instances =
      extract::motif_instances(result, options.min_ops, options.max_ops);
  std::map<std::uint32_t, std::size_t> by_depth;
  std::size_t motifs_in_window = 0;
  for (const extract::Motif& motif : result.motifs) {
    ++by_depth[motif.depth];
    if (motif.length >= options.min_ops && motif.length <= options.max_ops) ++motifs_in_window;
  }
  std::vector<std::uint32_t> top = top_motifs(result, options.top);

  if (options.json) {
    nlohmann::json failures = nlohmann::json::array();
    for (const auto& failure : corpus.failures)
      failures.push_back({{"location", failure.location}, {"error", failure.error}});
    nlohmann::json depths = nlohmann::json::object();
    for (const auto& [depth, count] : by_depth)
      depths[std::to_string(depth)] = count;
    nlohmann::json top_json = nlohmann::json::array();
    for (std::uint32_t m : top)
      top_json.push_back(motif_json(result, corpus.vocabulary, m));
    nlohmann::json out = {{"samples", corpus.graphs.size() + corpus.failures.size()},
                          {"parsed", corpus.graphs.size()},
                          {"failed", corpus.failures.size()},
                          {"failures", failures},
                          {"walk_errors", corpus.walk_errors},
                          {"ops", corpus.vocabulary.size()},
                          {"tokens", result.stats.tokens},
                          {"unique_sequences", result.stats.unique_sequences},
                          {"unique_tokens", result.stats.unique_tokens},
                          {"motifs", result.motifs.size()},
                          {"depth", result.depth()},
                          {"motifs_by_depth", depths},
                          {"min_ops", options.min_ops},
                          {"max_ops", options.max_ops},
                          {"motifs_in_window", motifs_in_window},
                          {"instances", instances.size()},
                          {"complete", result.complete},
                          {"parse_seconds", corpus.seconds},
                          {"fold_seconds", result.stats.seconds},
                          {"suffix_arrays", result.stats.suffix_arrays},
                          {"top", top_json}};
    fmt::print("{}\n", out.dump(2));
  } else {
    fmt::print("samples     {} parsed, {} failed ({:.1f} MB read)\n", corpus.graphs.size(),
               corpus.failures.size(), static_cast<double>(corpus.bytes) / 1e6);
    fmt::print("tokens      {} ops of {} kinds; {} distinct sequences hold {}\n",
               result.stats.tokens, corpus.vocabulary.size(), result.stats.unique_sequences,
               result.stats.unique_tokens);
    fmt::print("motifs      {}, hierarchy depth {}{}\n", result.motifs.size(), result.depth(),
               result.complete ? "" : " (stopped early)");
    std::string depths;
    for (const auto& [depth, count] : by_depth)
      depths += fmt::format("{}{}: {}", depths.empty() ? "" : ", ", depth, count);
    if (!depths.empty()) fmt::print("by depth    {}\n", depths);
    fmt::print("instances   {} of {} motifs with {}..{} ops\n", instances.size(), motifs_in_window,
               options.min_ops, options.max_ops);
    fmt::print("time        parse {:.2f} s, fold {:.2f} s ({} suffix arrays)\n", corpus.seconds,
               result.stats.seconds, result.stats.suffix_arrays);
    if (!top.empty()) {
      fmt::print("\ntop {} motifs by score (Mn names motif n):\n", top.size());
      fmt::print("  {:>5} {:>9} {:>5} {:>5} {:>6} {:>5}  body\n", "motif", "score", "syms", "ops",
                 "count", "depth");
    }
    for (std::uint32_t m : top) {
      const extract::Motif& motif = result.motifs[m];
      std::string body;
      for (extract::Symbol symbol : motif.body) {
        if (body.size() > 100) {
          body += " ...";
          break;
        }
        body += (body.empty() ? "" : " ") + symbol_name(result, corpus.vocabulary, symbol);
      }
      fmt::print("  {:>5} {:>9} {:>5} {:>5} {:>6} {:>5}  {}\n", fmt::format("M{}", m), motif.score,
                 motif.body.size(), motif.length, motif.occurrences.size(), motif.depth, body);
    }
    for (const auto& failure : corpus.failures)
      fmt::print("error: {}: {}\n", failure.location,
                 failure.error.substr(0, failure.error.find('\n')));
    for (const std::string& error : corpus.walk_errors)
      fmt::print("walk error: {}\n", error);
  }
  if (InterruptGuard::interrupted()) {
    fmt::print(stderr, "extract: interrupted; the figures above are partial\n");
    std::exit(130);
  }
}

}  // namespace

void add_extract_commands(CLI::App& group) {
  auto options = std::make_shared<ExtractOptions>();
  CLI::App* motifs_cmd = group.add_subcommand(
      "motifs",
      "Mine repeated op motifs over every sample under --samples by Recursive Folding (most "
      "valuable repeat first, length x (count - 1)) and summarise them");
  motifs_cmd
      ->add_option("--samples", options->samples,
                   "Sample folders, trees of them, or .tar[.zst] archives")
      ->required();
  motifs_cmd->add_option("--min-ops", options->min_ops, "Smallest motif instance counted, in ops")
      ->capture_default_str();
  motifs_cmd->add_option("--max-ops", options->max_ops, "Largest motif instance counted, in ops")
      ->capture_default_str();
  motifs_cmd->add_option("--top", options->top, "How many motifs to list")->capture_default_str();
  motifs_cmd->add_option("--max-rounds", options->max_rounds,
                         "Stop folding after this many motifs (0: until nothing repeats)");
  motifs_cmd->add_option("-j,--jobs", options->jobs, "Parser threads (default: one per core)");
  motifs_cmd
      ->add_option("--max-file-mb", options->max_file_mb,
                   "Files larger than this fail their sample")
      ->capture_default_str();
  motifs_cmd->add_flag("--validate", options->validate,
                       "Parse every file of each sample, not just model.py (slower; a sample "
                       "with broken metadata then counts as failed)");
  motifs_cmd->add_flag("--json", options->json, "Print one JSON object");
  motifs_cmd->add_flag("-q,--quiet", options->quiet, "No progress line on stderr");
  motifs_cmd->callback([options] { motifs(*options); });

  add_extract_range_command(group);
  add_extract_mine_commands(group);
}

}  // namespace passnet::cli
