// `passnet extract fusible`: execution-driven prefix analysis over the samples of a dataset DB
// (extract/prefix_analysis.h). Samples are annotated first when the DB holds no annotation for
// them; the fusible groups found become GraphNet samples under OUT/fusible/HASH, deduplicated
// by graph hash, with every origin recorded in the DB. Kernel counts are cached in the DB, so
// re-running resumes: only prefixes never counted are compiled.
#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <memory>

#include "passnet/cli/commands.h"
#include "passnet/cli/extract_steps.h"
#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"

namespace passnet::cli {

namespace fs = std::filesystem;

nlohmann::json fusible_step(store::DatasetDb& db, extract::SubgraphStore& store,
                            const std::vector<extract::AnnotationNeed>& samples,
                            const MiningArgs& args) {
  extract::PrefixOptions o = args.prefix;
  o.timeout = std::chrono::seconds(args.timeout);
  o.python = args.annotate.python;
  if (o.work_dir.empty()) o.work_dir = (fs::path(args.out) / ".prefix-work").string();
  extract::KernelCounter counter(o, db);

  InterruptGuard interrupt_guard;
  nlohmann::json rows = nlohmann::json::array();
  std::size_t groups = 0;
  std::size_t fresh = 0;
  std::size_t compiled = 0;
  std::size_t failed_samples = 0;
  auto started = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < samples.size() && !InterruptGuard::interrupted(); ++i) {
    const std::string& path = samples[i].folder;
    nlohmann::json row = {{"sample", path}};
    try {
      frontend::Sample sample =
          frontend::read_sample(frontend::load_sample_files(path, kDefaultMaxFileBytes));
      std::optional<extract::SampleAnnotation> annotation =
          extract::load_annotation(db, extract::sample_key(path));
      if (!annotation) throw Error(ErrorCategory::kSample, "not annotated");
      if (!annotation->ok())
        throw Error(ErrorCategory::kSample,
                    fmt::format("its annotation failed: {}", annotation->describe()));
      extract::PrefixAnalysis analysis = extract::analyse_prefixes(sample, *annotation, counter, o);
      std::size_t new_here = 0;
      extract::RangeExtractor extractor(sample, *annotation);
      for (const extract::FusibleGroup& group : analysis.groups) {
        extract::RangeExtraction piece =
            extractor.extract(group.range, {.kind = "fusible", .parent = path});
        if (store.add("fusible", piece, path, group.range)) ++new_here;
      }
      groups += analysis.groups.size();
      fresh += new_here;
      compiled += analysis.compiled;
      row.update({{"groups", analysis.groups.size()},
                  {"new", new_here},
                  {"prefixes", analysis.prefixes},
                  {"compiled", analysis.compiled},
                  {"cached", analysis.cached},
                  {"failed_prefixes", analysis.failed}});
      if (!analysis.errors.empty()) row["first_error"] = analysis.errors.front();
      if (!args.quiet && !args.json)
        fmt::print(stderr,
                   "extract fusible: [{}/{}] {}: {} groups ({} new), {} prefixes ({} compiled, "
                   "{} cached, {} failed)\n",
                   i + 1, samples.size(), path, analysis.groups.size(), new_here, analysis.prefixes,
                   analysis.compiled, analysis.cached, analysis.failed);
    } catch (const Error& error) {  // one bad sample never stops the batch
      ++failed_samples;
      row["error"] = error.what();
      if (!args.json)
        fmt::print(stderr, "extract fusible: [{}/{}] {}: skipped: {}\n", i + 1, samples.size(),
                   path, error.what());
    }
    rows.push_back(std::move(row));
  }
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  if (!args.json)
    fmt::print(stderr,
               "extract fusible: {} samples ({} failed), {} fusible groups, {} new distinct "
               "subgraphs, {} prefixes compiled, {:.1f} s ({:.1f} new subgraphs per minute)\n",
               rows.size(), failed_samples, groups, fresh, compiled, seconds,
               seconds > 0 ? 60.0 * static_cast<double>(fresh) / seconds : 0.0);
  return {{"samples", rows.size()},
          {"failed_samples", failed_samples},
          {"groups_found", groups},
          {"new_subgraphs", fresh},
          {"compiled", compiled},
          {"seconds", seconds},
          {"interrupted", InterruptGuard::interrupted()},
          {"per_sample", rows}};
}

void add_fusible_options(CLI::App& cmd, MiningArgs& args) {
  cmd.add_option("--device", args.prefix.device, "Device the prefixes compile for (cpu, cuda)")
      ->capture_default_str();
  cmd.add_option("--compile-workers", args.prefix.jobs, "Concurrent compile workers")
      ->capture_default_str();
  cmd.add_option("--window", args.prefix.window, "Ops grown from each start point")
      ->capture_default_str();
  cmd.add_option("--fusible-min-ops", args.prefix.min_ops, "Smallest fusible subgraph kept")
      ->capture_default_str();
  cmd.add_option("--fusible-max-ops", args.prefix.max_ops, "Largest fusible subgraph kept")
      ->capture_default_str();
  cmd.add_option("--work-dir", args.prefix.work_dir,
                 "Prefix samples and worker logs (default OUT/.prefix-work)");
}

}  // namespace passnet::cli
