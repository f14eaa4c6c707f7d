// Google Benchmark program for the GraphNet sample frontend, on real samples.
//
// Two samples are picked from the corpus folder named by PASSNET_GRAPHNET_DIR (default
// /tmp/passnet-graphnet/samples, laid out <source>/<model>/...): the largest transformers sample
// by model.py size ("large") and the smallest transformers sample whose model.py has at least
// 4 KiB ("small": a realistic short graph rather than a two-node stub). Both must parse with
// read_sample; if one does not, the next in size order is taken. PASSNET_BENCH_LARGE and
// PASSNET_BENCH_SMALL name sample folders explicitly instead.
//
// For each sample it measures lexing alone, read_model, read_tensor_meta (weight_meta.py),
// read_sample (every file of the sample, already in memory), canonical_hashes and emit_model_py.
// Throughput is bytes/second of the text consumed (produced, for emit_model_py); canonical_hashes
// reports the bytes of the model.py the graph came from, plus nodes/second.
//
// Without the corpus every benchmark is reported as skipped (state.SkipWithError).
//
// Usage: PASSNET_GRAPHNET_DIR=/tmp/gn/samples build-bench/parser_bench [benchmark flags]

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <optional>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/frontend/lexer.h"
#include "passnet/frontend/meta_reader.h"
#include "passnet/frontend/model_reader.h"
#include "passnet/frontend/sample.h"
#include "passnet/frontend/sample_writer.h"
#include "passnet/util/error.h"

namespace {

namespace fs = std::filesystem;
using passnet::frontend::Sample;
using passnet::frontend::SampleFiles;

constexpr const char* kDefaultCorpus = "/tmp/passnet-graphnet/samples";
constexpr std::uintmax_t kSmallMinBytes = 4096;
constexpr std::size_t kMaxFileBytes = std::size_t{1} << 30;

struct Candidate {
  fs::path folder;
  std::uintmax_t model_bytes = 0;
};

struct BenchSample {
  std::string label;  // "large" / "small"
  SampleFiles files;
  Sample sample;  // parsed once up front, for the hash and emit benchmarks
  const std::string* model = nullptr;
  const std::string* weight_meta = nullptr;
};

std::string corpus_dir() {
  const char* env = std::getenv("PASSNET_GRAPHNET_DIR");
  return env != nullptr && *env != '\0' ? env : kDefaultCorpus;
}

// Every sample folder under `root` (a folder holding model.py), with the model.py size. Only
// folders under a top-level source whose name contains "transformers" unless none exist.
std::vector<Candidate> find_candidates(const fs::path& root) {
  std::vector<Candidate> all;
  std::vector<Candidate> transformers;
  std::error_code error;
  for (auto it = fs::recursive_directory_iterator(root, error);
       !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
    if (it->path().filename() != "model.py" || !it->is_regular_file(error)) continue;
    Candidate candidate{it->path().parent_path(), it->file_size(error)};
    if (error) continue;
    fs::path relative = fs::relative(candidate.folder, root, error);
    bool is_transformers =
        !relative.empty() && relative.begin()->string().find("transformers") != std::string::npos;
    (is_transformers ? transformers : all).push_back(candidate);
  }
  return transformers.empty() ? all : transformers;
}

// Loads and parses the sample in `folder`; nullopt (with a note on stderr) if it does not parse.
std::optional<BenchSample> load(const fs::path& folder, std::string label) {
  BenchSample bench;
  bench.label = std::move(label);
  try {
    bench.files = passnet::frontend::load_sample_files(folder, kMaxFileBytes);
    bench.sample = passnet::frontend::read_sample(bench.files);
  } catch (const std::exception& error) {
    std::fprintf(stderr, "parser_bench: skipping %s: %s\n", folder.c_str(), error.what());
    return std::nullopt;
  }
  bench.model = bench.files.find(passnet::frontend::kModelFile);
  bench.weight_meta = bench.files.find(passnet::frontend::kWeightMetaFile);
  return bench;
}

std::optional<BenchSample> pick(const std::vector<Candidate>& ordered, std::string label,
                                const char* override_env) {
  if (const char* folder = std::getenv(override_env); folder != nullptr && *folder != '\0')
    return load(folder, std::move(label));
  for (const Candidate& candidate : ordered)
    if (auto sample = load(candidate.folder, label)) return sample;
  return std::nullopt;
}

// Keeps the samples alive for the whole run; benchmarks hold pointers into it.
std::vector<BenchSample>& samples() {
  static std::vector<BenchSample> loaded;
  return loaded;
}

void set_common_counters(benchmark::State& state, const BenchSample& bench) {
  state.SetLabel(bench.files.location);
  state.counters["nodes"] = static_cast<double>(bench.sample.graph.size());
  state.counters["model_KiB"] = static_cast<double>(bench.model->size()) / 1024.0;
}

void BM_Lex(benchmark::State& state, const BenchSample* bench) {
  std::int64_t tokens = 0;
  for (auto _ : state) {
    passnet::frontend::Lexer lexer("model.py", *bench->model);
    for (;;) {
      passnet::frontend::Token token = lexer.next();
      ++tokens;
      if (token.kind == passnet::frontend::TokenKind::kEnd) break;
      benchmark::DoNotOptimize(token);
    }
  }
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(bench->model->size()));
  state.SetItemsProcessed(tokens);  // tokens/s
  set_common_counters(state, *bench);
}

void BM_ReadModel(benchmark::State& state, const BenchSample* bench) {
  for (auto _ : state) {
    passnet::frontend::ModelCode code = passnet::frontend::read_model("model.py", *bench->model);
    benchmark::DoNotOptimize(code);
  }
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(bench->model->size()));
  state.SetItemsProcessed(state.iterations() *
                          static_cast<std::int64_t>(bench->sample.graph.size()));
  set_common_counters(state, *bench);
}

void BM_ReadTensorMeta(benchmark::State& state, const BenchSample* bench) {
  for (auto _ : state) {
    auto metas = passnet::frontend::read_tensor_meta("weight_meta.py", *bench->weight_meta);
    benchmark::DoNotOptimize(metas);
  }
  state.SetBytesProcessed(state.iterations() *
                          static_cast<std::int64_t>(bench->weight_meta->size()));
  set_common_counters(state, *bench);
  state.counters["weight_meta_KiB"] = static_cast<double>(bench->weight_meta->size()) / 1024.0;
}

void BM_ReadSample(benchmark::State& state, const BenchSample* bench) {
  for (auto _ : state) {
    Sample sample = passnet::frontend::read_sample(bench->files);
    benchmark::DoNotOptimize(sample);
  }
  state.SetBytesProcessed(state.iterations() *
                          static_cast<std::int64_t>(bench->files.total_bytes()));
  set_common_counters(state, *bench);
  state.counters["sample_KiB"] = static_cast<double>(bench->files.total_bytes()) / 1024.0;
}

void BM_CanonicalHashes(benchmark::State& state, const BenchSample* bench) {
  const Sample& sample = bench->sample;
  passnet::analysis::MetaLookup lookup = [&sample](std::string_view name) {
    return sample.meta_for(name);
  };
  for (auto _ : state) {
    passnet::analysis::CanonicalHashes hashes =
        passnet::analysis::canonical_hashes(sample.graph, lookup);
    benchmark::DoNotOptimize(hashes);
  }
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(bench->model->size()));
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(sample.graph.size()));
  set_common_counters(state, *bench);
}

void BM_EmitModelPy(benchmark::State& state, const BenchSample* bench) {
  std::size_t emitted_bytes = 0;
  for (auto _ : state) {
    std::string text =
        passnet::frontend::emit_model_py(bench->sample.graph, bench->sample.class_name);
    emitted_bytes = text.size();
    benchmark::DoNotOptimize(text);
  }
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(emitted_bytes));
  state.SetItemsProcessed(state.iterations() *
                          static_cast<std::int64_t>(bench->sample.graph.size()));
  set_common_counters(state, *bench);
  state.counters["emitted_KiB"] = static_cast<double>(emitted_bytes) / 1024.0;
}

using BenchFn = void (*)(benchmark::State&, const BenchSample*);
constexpr std::pair<const char*, BenchFn> kBenchmarks[] = {
    {"BM_Lex", BM_Lex},
    {"BM_ReadModel", BM_ReadModel},
    {"BM_ReadTensorMeta", BM_ReadTensorMeta},
    {"BM_ReadSample", BM_ReadSample},
    {"BM_CanonicalHashes", BM_CanonicalHashes},
    {"BM_EmitModelPy", BM_EmitModelPy},
};

void register_skipped(const std::string& why) {
  for (auto [name, fn] : kBenchmarks) {
    (void)fn;
    for (const char* label : {"large", "small"})
      benchmark::RegisterBenchmark((std::string(name) + "/" + label).c_str(),
                                   [why](benchmark::State& state) {
                                     state.SkipWithError(why.c_str());
                                     for (auto _ : state) {
                                     }
                                   });
  }
}

void register_benchmarks() {
  fs::path root = corpus_dir();
  std::error_code error;
  if (!fs::is_directory(root, error)) {
    register_skipped("corpus folder " + root.string() +
                     " not found (set PASSNET_GRAPHNET_DIR to the unpacked GraphNet samples)");
    return;
  }
  std::vector<Candidate> candidates = find_candidates(root);
  std::vector<Candidate> by_size_desc = candidates;
  std::sort(by_size_desc.begin(), by_size_desc.end(),
            [](const Candidate& a, const Candidate& b) { return a.model_bytes > b.model_bytes; });
  std::vector<Candidate> small_first;
  for (auto it = by_size_desc.rbegin(); it != by_size_desc.rend(); ++it)
    if (it->model_bytes >= kSmallMinBytes) small_first.push_back(*it);

  std::optional<BenchSample> large = pick(by_size_desc, "large", "PASSNET_BENCH_LARGE");
  std::optional<BenchSample> small = pick(small_first, "small", "PASSNET_BENCH_SMALL");
  if (!large || !small) {
    register_skipped("no parsable sample found under " + root.string());
    return;
  }
  samples().reserve(2);  // benchmarks keep pointers into the vector
  samples().push_back(std::move(*large));
  samples().push_back(std::move(*small));
  for (const BenchSample& bench : samples())
    std::fprintf(stderr,
                 "parser_bench: %s = %s (model.py %zu bytes, %zu nodes, sample %zu bytes)\n",
                 bench.label.c_str(), bench.files.location.c_str(), bench.model->size(),
                 bench.sample.graph.size(), bench.files.total_bytes());
  for (auto [name, fn] : kBenchmarks)
    for (const BenchSample& bench : samples())
      benchmark::RegisterBenchmark((std::string(name) + "/" + bench.label).c_str(), fn, &bench)
          ->Unit(benchmark::kMicrosecond);
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  register_benchmarks();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
