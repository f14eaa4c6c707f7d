// `passnet extract fusible`: execution-driven prefix analysis over the samples of a dataset DB
// (extract/prefix_analysis.h). Samples are annotated first when the DB holds no annotation for
// them; the fusible groups found become GraphNet samples under OUT/fusible/HASH, deduplicated
// by graph hash, with every origin recorded in the DB. Kernel counts are cached in the DB, so
// re-running resumes: only prefixes never counted are compiled.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <memory>

#include "passnet/cli/commands.h"
#include "passnet/cli/extract_steps.h"
#include "passnet/extract/subgraph_miner.h"
#include "passnet/util/error.h"

namespace passnet::cli {

namespace fs = std::filesystem;

nlohmann::json fusible_step(const std::vector<extract::AnnotationNeed>& samples,
                            extract::SubgraphStore& store, const MiningArgs& args) {
  extract::PrefixOptions prefix = args.prefix;
  if (prefix.method == "groups" && prefix.chunk != 0 && prefix.chunk <= prefix.window)
    throw Error(ErrorCategory::kUsage, fmt::format("--fusible-chunk {} must exceed --window {}",
                                                   prefix.chunk, prefix.window));
  prefix.timeout = std::chrono::seconds(args.timeout);
  prefix.python = args.annotate.python;
  prefix.placement = placement(args.executor);
  if (prefix.work_dir.empty()) prefix.work_dir = (fs::path(args.out) / ".prefix-work").string();
  if (args.fusible_seconds > 0)
    prefix.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(args.fusible_seconds);
  // The cache gets a connection of its own: the store writes through the caller's.
  store::DatasetDb cache_db(args.db);
  extract::KernelCounter counter(prefix, cache_db);

  // Largest samples first: the run then ends on small ones, so the last compiles finish
  // together instead of the pool idling behind one large sample's chunks.
  std::vector<std::pair<std::uintmax_t, std::string>> by_size;
  for (const extract::AnnotationNeed& need : samples) {
    std::error_code error;  // a sample inside an archive has no file here: size 0, last
    std::uintmax_t bytes = fs::file_size(fs::path(need.folder) / "model.py", error);
    by_size.emplace_back(error ? 0 : bytes, need.folder);
  }
  std::stable_sort(by_size.begin(), by_size.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<extract::MineJob> jobs;
  for (auto& [bytes, folder] : by_size)
    jobs.push_back({std::move(folder), {}});
  extract::MineOptions options;
  options.kind = "fusible";
  options.db_path = args.db;
  // Analyses mostly wait on compiles; two per compile worker keep every worker busy while
  // analyses between compiles cut pieces, walk windows or wait on a sample's last chunk.
  options.jobs = args.jobs ? args.jobs : std::max(2u, 2 * prefix.jobs);
  options.progress = !args.quiet;
  options.progress_detail = [&counter] {
    return fmt::format("{} prefixes compiled ({} counted)", counter.compiles_done(),
                       counter.compiles_ok());
  };
  options.select = [&](const frontend::Sample& sample, const extract::SampleAnnotation& annotation,
                       extract::SelectionReport& report) {
    extract::PrefixAnalysis analysis =
        extract::analyse_prefixes(sample, annotation, counter, prefix);
    report.tallies["prefixes"] += analysis.prefixes;
    report.tallies["prefixes_compiled"] += analysis.compiled;
    report.tallies["prefixes_cached"] += analysis.cached;
    report.tallies["prefixes_failed"] += analysis.failed;
    if (!analysis.errors.empty()) report.notes.push_back(analysis.errors.front());
    std::vector<extract::NodeRange> ranges;
    for (const extract::FusibleGroup& group : analysis.groups)
      ranges.push_back(group.range);
    return ranges;
  };
  extract::MineSummary s = extract::mine_subgraphs(store, jobs, options);
  print_mine_summary(s, args);
  double minutes = s.seconds / 60.0;
  if (!args.json)
    fmt::print(stderr, "extract fusible: {:.1f} new distinct subgraphs per minute, device {}\n",
               minutes > 0 ? static_cast<double>(s.written) / minutes : 0.0, prefix.device);
  bool out_of_time = prefix.past_deadline();
  if (out_of_time && !args.json)
    fmt::print(stderr,
               "extract fusible: --fusible-seconds {} reached; samples not analysed to the end "
               "continue from the cache on the next run\n",
               args.fusible_seconds);
  extract::KernelCounter::PoolTime pool = counter.pool_time();
  return {{"mining", s.to_json()},
          {"pool",
           {{"job_seconds", pool.job_seconds},
            {"compile_seconds", pool.compile_seconds},
            {"worker_starts", pool.worker_starts},
            {"busy_share", s.seconds > 0 ? pool.job_seconds / (s.seconds * prefix.jobs) : 0.0}}},
          {"device", prefix.device},
          {"method", prefix.method},
          {"compile_workers", prefix.jobs},
          {"compiles", counter.compiles_done()},
          {"out_of_time", out_of_time}};
}

void add_fusible_options(CLI::App& cmd, MiningArgs& args) {
  cmd.add_option("--device", args.prefix.device, "Device the prefixes compile for (cpu, cuda)")
      ->capture_default_str();
  cmd.add_option("--compile-workers", args.prefix.jobs, "Concurrent compile workers")
      ->capture_default_str();
  cmd.add_option("--window", args.prefix.window, "Ops grown from each start point")
      ->capture_default_str();
  cmd.add_option("--fusible-method", args.prefix.method,
                 "groups: compile chunks of a few windows once each and read Inductor's fused "
                 "kernel groups; prefix: compile every prefix of a window and watch the kernel "
                 "count, to check the other against (docs/prefix-analysis.md)")
      ->capture_default_str()
      ->check(CLI::IsMember({"prefix", "groups"}));
  cmd.add_option("--fusible-chunk", args.prefix.chunk,
                 "Method groups: ops compiled at once, more than --window (chunks overlap by one "
                 "window); 0: four windows")
      ->capture_default_str();
  cmd.add_option("--fusible-min-ops", args.prefix.min_ops, "Smallest fusible subgraph kept")
      ->capture_default_str();
  cmd.add_option("--fusible-max-ops", args.prefix.max_ops, "Largest fusible subgraph kept")
      ->capture_default_str();
  cmd.add_option("--fusible-seconds", args.fusible_seconds,
                 "Stop the prefix analysis after N seconds and keep what it found; later steps "
                 "go on (0: no limit)")
      ->capture_default_str();
  cmd.add_option("--work-dir", args.prefix.work_dir,
                 "Prefix samples and worker logs (default OUT/.prefix-work)");
}

}  // namespace passnet::cli
