// `passnet extract range SAMPLE --begin B --end E --out DIR`: cut compute nodes [B, E) of a sample
// into a standalone GraphNet sample (extract/range_extract.h). The sample's annotation comes from
// --db, or from a runtime worker when the DB has none (or one made for another graph).
#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <memory>
#include <optional>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/cli/commands.h"
#include "passnet/extract/annotation_runner.h"
#include "passnet/extract/range_extract.h"
#include "passnet/frontend/sample_writer.h"
#include "passnet/store/dataset_db.h"
#include "passnet/util/error.h"

namespace passnet::cli {

namespace {

struct RangeArgs {
  std::string sample;
  std::optional<std::size_t> begin;
  std::optional<std::size_t> end;
  std::string out;
  std::string db;
  std::string kind = "range";
  extract::AnnotateOptions annotate;
  unsigned timeout = 600;
  bool list_cuts = false;
  bool json = false;
};

// The stored annotation when it fits the graph, else a fresh one from a worker (stored in the DB
// when there is one).
extract::SampleAnnotation annotation_for(const frontend::Sample& sample, RangeArgs& args) {
  std::string key = extract::sample_key(args.sample);
  std::optional<store::DatasetDb> db;
  if (!args.db.empty()) db.emplace(args.db);
  std::string hash = analysis::canonical_hashes(sample.graph, [&](std::string_view name) {
                       return sample.meta_for(name);
                     }).graph;
  if (db) {
    std::optional<extract::SampleAnnotation> stored = extract::load_annotation(*db, key);
    if (stored && stored->graph_hash == hash) return std::move(*stored);
  }
  args.annotate.timeout = std::chrono::seconds(args.timeout);
  extract::validate(args.annotate);
  fmt::print(stderr, "extract: annotating {} ({} mode)\n", key, args.annotate.mode);
  std::filesystem::path logs =
      std::filesystem::temp_directory_path() / fmt::format("passnet-extract-{}", ::getpid());
  std::filesystem::create_directories(logs);
  std::unique_ptr<exec::Executor> executor = extract::annotation_executor(args.annotate, 1, logs);
  std::unique_ptr<exec::WorkerHandle> worker = executor->worker(0);
  extract::SampleAnnotation annotation =
      extract::annotate_one(*worker, sample, args.sample, args.annotate);
  worker->shutdown();
  std::error_code ignored;
  std::filesystem::remove_all(logs, ignored);
  if (db) extract::store_annotation(*db, annotation);
  if (!annotation.ok())
    fmt::print(stderr, "extract: annotation of {} {}\n", key, annotation.describe());
  return annotation;
}

void run(RangeArgs& args) {
  frontend::Sample sample =
      frontend::read_sample(frontend::load_sample_files(args.sample, kDefaultMaxFileBytes));
  extract::SampleAnnotation annotation = annotation_for(sample, args);
  if (args.list_cuts) {
    nlohmann::json result = {{"sample", annotation.sample},
                             {"compute_nodes", extract::compute_nodes(sample.graph).size()},
                             {"cuts", extract::valid_cut_points(sample, annotation)}};
    fmt::print("{}\n", args.json ? result.dump(2) : result["cuts"].dump());
    return;
  }
  if (!args.begin || !args.end || args.out.empty())
    throw Error(ErrorCategory::kUsage, "--begin, --end and --out are required (or --list-cuts)");
  extract::RangeOptions options;
  options.kind = args.kind;
  options.parent = annotation.sample;
  extract::RangeExtraction piece =
      extract::extract_range(sample, annotation, {*args.begin, *args.end}, options);
  frontend::write_sample(piece.sample, args.out);
  for (const std::string& warning : piece.warnings)
    fmt::print(stderr, "warning: {}\n", warning);
  if (args.json) {
    nlohmann::json result = {{"out", args.out},
                             {"range", {*args.begin, *args.end}},
                             {"inputs", piece.inputs},
                             {"outputs", piece.outputs},
                             {"inlined", piece.inlined},
                             {"dropped_outputs", piece.dropped_outputs},
                             {"warnings", piece.warnings},
                             {"subgraph_sources", *piece.sample.subgraph_sources}};
    fmt::print("{}\n", result.dump(2));
    return;
  }
  fmt::print("wrote {}: nodes [{}, {}) of {}, {} inputs, {} outputs, {} constants inlined\n",
             args.out, *args.begin, *args.end, annotation.sample, piece.inputs.size(),
             piece.outputs.size(), piece.inlined.size());
}

}  // namespace

void add_extract_range_command(CLI::App& group) {
  auto args = std::make_shared<RangeArgs>();
  CLI::App* cmd = group.add_subcommand(
      "range",
      "Cut compute nodes [BEGIN, END) of a sample (topological order, placeholders not counted) "
      "into a standalone GraphNet sample with subgraph_sources.json; live-ins become inputs with "
      "metadata from the parent or its shape annotation, live-outs become outputs");
  cmd->add_option("SAMPLE", args->sample, "Sample folder")
      ->required()
      ->check(CLI::ExistingDirectory);
  cmd->add_option("--begin", args->begin, "First compute node of the range");
  cmd->add_option("--end", args->end, "One past the last compute node of the range");
  cmd->add_option("--out", args->out, "Folder to write the piece to (created if missing)");
  cmd->add_option("--db", args->db,
                  "Dataset DB holding the sample's annotation (passnet graph annotate); a missing "
                  "or stale one is made now and stored there");
  cmd->add_option("--kind", args->kind, "subgraph_sources.json kind")->capture_default_str();
  cmd->add_option("--mode", args->annotate.mode, "Annotation mode when annotating now: real|meta")
      ->capture_default_str();
  cmd->add_option("--device", args->annotate.device, "Device when annotating now")
      ->capture_default_str();
  cmd->add_option("--timeout", args->timeout, "Seconds the annotation may take")
      ->capture_default_str();
  cmd->add_option("--python", args->annotate.python,
                  "Python interpreter that has torch and passnet")
      ->capture_default_str();
  cmd->add_flag("--list-cuts", args->list_cuts,
                "Print the compute-node indices at which the sample may be cut, and exit");
  cmd->add_flag("--json", args->json, "Print what was written as JSON");
  cmd->callback([args] { run(*args); });
}

}  // namespace passnet::cli
