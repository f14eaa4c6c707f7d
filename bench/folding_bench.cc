// Google Benchmark program for Recursive Folding (src/passnet/extract/recursive_folding.h).
//
// Synthetic corpora first, so the figures exist without any data: "layers" is many sequences
// of a repeated block with noise between repeats (the shape of real models: few op kinds,
// deep repetition, shared blocks across models), "random" is uniform tokens over 64 kinds
// (little repeats, many small motifs), "periodic" is one op pattern repeated for a long stretch
// (a deep suffix tree with overlapping occurrences). The argument is the total token count.
//
// With the GraphNet corpus (PASSNET_GRAPHNET_DIR, default /tmp/passnet-graphnet/samples) the
// op sequences of every sample are read once (not timed, parsed on all cores) and
// BM_FoldCorpus times folding all of them. Counters: tokens, motifs, depth, suffix arrays.
//
// Usage: PASSNET_GRAPHNET_DIR=/tmp/passnet-graphnet/samples build-bench/folding_bench

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "passnet/extract/op_corpus.h"
#include "passnet/extract/recursive_folding.h"

namespace {

using passnet::extract::FoldingResult;
using passnet::extract::Symbol;
using Sequences = std::vector<std::vector<Symbol>>;

constexpr const char* kDefaultCorpus = "/tmp/passnet-graphnet/samples";

Sequences layered(std::size_t tokens) {
  std::mt19937 random(1);
  std::vector<std::vector<Symbol>> blocks;
  for (int b = 0; b < 40; ++b) {
    std::vector<Symbol> block(8 + random() % 60);
    for (Symbol& s : block)
      s = random() % 48;
    blocks.push_back(block);
  }
  Sequences sequences;
  std::size_t total = 0;
  while (total < tokens) {
    std::vector<Symbol> sequence;
    const auto& block = blocks[random() % blocks.size()];
    std::size_t repeats = 2 + random() % 30;
    for (std::size_t r = 0; r < repeats; ++r) {
      sequence.insert(sequence.end(), block.begin(), block.end());
      for (std::size_t k = random() % 4; k > 0; --k)
        sequence.push_back(random() % 48);
    }
    total += sequence.size();
    sequences.push_back(std::move(sequence));
  }
  return sequences;
}

Sequences uniform(std::size_t tokens) {
  std::mt19937 random(2);
  Sequences sequences;
  for (std::size_t total = 0; total < tokens; total += 500) {
    std::vector<Symbol> sequence(500);
    for (Symbol& s : sequence)
      s = random() % 64;
    sequences.push_back(std::move(sequence));
  }
  return sequences;
}

Sequences periodic(std::size_t tokens) {
  std::vector<Symbol> sequence;
  for (std::size_t i = 0; i < tokens; ++i)
    sequence.push_back(static_cast<Symbol>(i % 7 == 6 ? 7 + (i / 7) % 3 : i % 7));
  return {sequence};
}

void run(benchmark::State& state, const Sequences& sequences) {
  std::size_t tokens = 0;
  for (const auto& sequence : sequences)
    tokens += sequence.size();
  FoldingResult result;
  for (auto _ : state) {
    result = passnet::extract::recursive_fold(sequences);
    benchmark::DoNotOptimize(result);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(tokens));
  state.counters["tokens"] = static_cast<double>(tokens);
  state.counters["motifs"] = static_cast<double>(result.motifs.size());
  state.counters["depth"] = result.depth();
  state.counters["suffix_arrays"] = static_cast<double>(result.stats.suffix_arrays);
}

void BM_FoldLayered(benchmark::State& state) {
  run(state, layered(static_cast<std::size_t>(state.range(0))));
}
void BM_FoldUniform(benchmark::State& state) {
  run(state, uniform(static_cast<std::size_t>(state.range(0))));
}
void BM_FoldPeriodic(benchmark::State& state) {
  run(state, periodic(static_cast<std::size_t>(state.range(0))));
}
BENCHMARK(BM_FoldLayered)->Arg(10'000)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FoldUniform)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FoldPeriodic)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);

void register_corpus() {
  const char* env = std::getenv("PASSNET_GRAPHNET_DIR");
  std::string root = env != nullptr && *env != '\0' ? env : kDefaultCorpus;
  std::error_code error;
  if (!std::filesystem::is_directory(root, error)) {
    benchmark::RegisterBenchmark("BM_FoldCorpus", [root](benchmark::State& state) {
      state.SkipWithError(("corpus folder " + root + " not found").c_str());
      for (auto _ : state) {
      }
    });
    return;
  }
  static passnet::extract::OpCorpus corpus = passnet::extract::load_op_corpus({root}, [] {
    passnet::extract::OpCorpusOptions options;
    options.model_only = true;
    return options;
  }());
  static Sequences sequences = corpus.token_sequences();
  std::fprintf(stderr, "folding_bench: %zu graphs, %zu tokens, %zu failed, parsed in %.2f s\n",
               corpus.graphs.size(), corpus.tokens, corpus.failures.size(), corpus.seconds);
  benchmark::RegisterBenchmark("BM_FoldCorpus",
                               [](benchmark::State& state) { run(state, sequences); })
      ->Unit(benchmark::kMillisecond)
      ->Iterations(3);
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  register_corpus();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
