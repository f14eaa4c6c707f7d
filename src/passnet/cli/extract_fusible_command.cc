// `passnet extract fusible`: execution-driven prefix analysis over the samples of a dataset DB
// (extract/prefix_analysis.h). Each sample is annotated first when the DB holds no annotation
// for it; the fusible groups found become GraphNet samples under OUT/fusible/HASH, deduplicated
// by graph hash, with every origin recorded in the DB. Kernel counts are cached in the DB, so
// re-running resumes: only prefixes never counted are compiled.
#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <memory>

#include "passnet/cli/commands.h"
#include "passnet/extract/annotation_runner.h"
#include "passnet/extract/prefix_analysis.h"
#include "passnet/extract/subgraph_store.h"
#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"

namespace passnet::cli {

namespace {

namespace fs = std::filesystem;

struct FusibleArgs {
  std::string db;
  std::string out;
  extract::PrefixOptions prefix;
  unsigned timeout = 300;
  std::size_t limit = 0;
  std::string only;  // substring filter on sample paths
  bool json = false;
};

void run(FusibleArgs& args) {
  store::DatasetDb db(args.db);
  std::vector<store::DatasetDb::Representative> samples;
  for (store::DatasetDb::Representative& r : db.representatives()) {
    if (r.archive) continue;  // prefix pieces are cut from folders; unpack archives first
    if (!args.only.empty() && r.path.find(args.only) == std::string::npos) continue;
    samples.push_back(std::move(r));
  }
  if (args.limit > 0 && samples.size() > args.limit) samples.resize(args.limit);
  if (samples.empty())
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: no indexed sample folders to analyse (run `passnet dataset index "
                            "DIR --db {}` first)",
                            args.db, args.db));
  extract::PrefixOptions& o = args.prefix;
  o.timeout = std::chrono::seconds(args.timeout);
  if (o.work_dir.empty()) o.work_dir = (fs::path(args.out) / ".prefix-work").string();
  extract::KernelCounter counter(o, db);
  extract::SubgraphStore store(db, args.out);
  extract::AnnotateOptions annotate;
  annotate.device = "cpu";  // statistics of activations; the kernel counts use o.device
  annotate.python = o.python;
  annotate.timeout = o.timeout;
  exec::Worker annotator(
      extract::worker_config(annotate, (fs::path(o.work_dir) / "annotate.log").string()));

  InterruptGuard interrupt_guard;
  nlohmann::json rows = nlohmann::json::array();
  std::size_t groups = 0;
  std::size_t fresh = 0;
  auto started = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < samples.size() && !InterruptGuard::interrupted(); ++i) {
    const std::string& path = samples[i].path;
    nlohmann::json row = {{"sample", path}};
    try {
      frontend::Sample sample =
          frontend::read_sample(frontend::load_sample_files(path, kDefaultMaxFileBytes));
      std::optional<extract::SampleAnnotation> annotation =
          extract::load_annotation(db, extract::sample_key(path));
      if (!annotation || !annotation->ok()) {
        annotation = extract::annotate_one(annotator, sample, path, annotate);
        extract::store_annotation(db, *annotation);
      }
      if (!annotation->ok())
        throw Error(ErrorCategory::kSample,
                    fmt::format("annotation failed: {}", annotation->describe()));
      extract::PrefixAnalysis analysis = extract::analyse_prefixes(sample, *annotation, counter, o);
      std::size_t new_here = 0;
      for (const extract::FusibleGroup& group : analysis.groups) {
        extract::RangeExtraction piece = extract::extract_range(
            sample, *annotation, group.range, {.kind = "fusible", .parent = path});
        if (store.add("fusible", piece, path, group.range).is_new) ++new_here;
      }
      groups += analysis.groups.size();
      fresh += new_here;
      row.update({{"groups", analysis.groups.size()},
                  {"new", new_here},
                  {"prefixes", analysis.prefixes},
                  {"compiled", analysis.compiled},
                  {"cached", analysis.cached},
                  {"failed_prefixes", analysis.failed}});
      if (!analysis.errors.empty()) row["first_error"] = analysis.errors.front();
      if (!args.json)
        fmt::print(stderr,
                   "extract fusible: [{}/{}] {}: {} groups ({} new), {} prefixes ({} compiled, "
                   "{} cached, {} failed)\n",
                   i + 1, samples.size(), path, analysis.groups.size(), new_here, analysis.prefixes,
                   analysis.compiled, analysis.cached, analysis.failed);
    } catch (const Error& error) {  // one bad sample never stops the batch
      row["error"] = error.what();
      if (!args.json)
        fmt::print(stderr, "extract fusible: [{}/{}] {}: skipped: {}\n", i + 1, samples.size(),
                   path, error.what());
    }
    rows.push_back(std::move(row));
  }
  annotator.shutdown();
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  nlohmann::json summary = {{"samples", rows.size()},
                            {"groups_found", groups},
                            {"new_subgraphs", fresh},
                            {"seconds", seconds},
                            {"interrupted", InterruptGuard::interrupted()},
                            {"per_sample", rows}};
  if (args.json) {
    fmt::print("{}\n", summary.dump(2));
  } else {
    fmt::print(
        "extract fusible: {} samples, {} fusible groups, {} new subgraphs in {}/fusible, "
        "{:.1f} s\n",
        rows.size(), groups, fresh, args.out, seconds);
  }
  if (InterruptGuard::interrupted()) std::exit(130);
}

}  // namespace

void add_extract_fusible_command(CLI::App& group) {
  auto args = std::make_shared<FusibleArgs>();
  CLI::App* cmd = group.add_subcommand(
      "fusible",
      "Execution-driven prefix analysis: compile growing prefixes of each sample's op sequence "
      "with Inductor, count kernels, and keep the ranges fused into one kernel as fusible "
      "subgraphs (OUT/fusible/HASH). Kernel counts are cached in the DB: re-running resumes.");
  cmd->add_option("--db", args->db, "Dataset DB (from `passnet dataset index`)")->required();
  cmd->add_option("--out", args->out, "Output folder")->required();
  cmd->add_option("--device", args->prefix.device, "Device the prefixes compile for (cpu, cuda)")
      ->capture_default_str();
  cmd->add_option("--jobs", args->prefix.jobs, "Concurrent compile workers")->capture_default_str();
  cmd->add_option("--window", args->prefix.window, "Ops grown from each start point")
      ->capture_default_str();
  cmd->add_option("--min-ops", args->prefix.min_ops, "Smallest fusible subgraph kept")
      ->capture_default_str();
  cmd->add_option("--max-ops", args->prefix.max_ops, "Largest fusible subgraph kept")
      ->capture_default_str();
  cmd->add_option("--timeout", args->timeout, "Seconds one prefix compile may take")
      ->capture_default_str();
  cmd->add_option("--limit", args->limit, "Analyse only the first N samples");
  cmd->add_option("--only", args->only, "Only samples whose path contains this text");
  cmd->add_option("--python", args->prefix.python, "Python with torch and passnet")
      ->capture_default_str();
  cmd->add_option("--work-dir", args->prefix.work_dir,
                  "Prefix samples and worker logs (default OUT/.prefix-work)");
  cmd->add_flag("--json", args->json, "Print the summary as JSON");
  cmd->callback([args] { run(*args); });
}

}  // namespace passnet::cli
