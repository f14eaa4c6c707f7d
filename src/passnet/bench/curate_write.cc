// Writing a curated suite (bench/curate.h, step 5): one manifest per task, the subgraph folders
// the tasks use, and suite.json.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "passnet/bench/curate.h"  // write_suite
#include "passnet/bench/task_grouping.h"
#include "passnet/frontend/sample.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

nlohmann::json task_json(const CuratedTask& task, const CurateResult& result,
                         const CurateOptions& options) {
  bool by_pattern = options.group_by == kGroupByPattern;
  nlohmann::json subgraphs = nlohmann::json::array();
  for (const CuratedSubgraph& s : task.subgraphs) {
    nlohmann::json entry = {{"graph_hash", s.graph_hash},
                            {"path", fmt::format("subgraphs/{}", s.graph_hash)},
                            {"op_count", s.op_count},
                            {"eager_ms", s.eager_ms},
                            {"inductor_ms", s.candidate_ms},
                            {"inductor_speedup", s.speedup},
                            {"inductor_kernels", s.kernels ? nlohmann::json(*s.kernels) : nullptr}};
    if (s.floor_ms) entry["floor_ms"] = *s.floor_ms;
    if (s.sources.is_object()) {
      entry["parent"] = portable_sample_path(s.sources.value("parent", ""));
      if (s.sources.contains("range")) entry["range"] = s.sources["range"];
      if (s.sources.contains("dtype_variant")) entry["dtype_variant"] = s.sources["dtype_variant"];
    }
    if (by_pattern) {  // the task's key no longer says them
      entry["size_bucket_log2"] = s.bucket;
      entry["dtype"] = s.dtype;
      entry["source_model"] = portable_sample_path(s.source_model);
    }
    subgraphs.push_back(std::move(entry));
  }
  nlohmann::json key = {{"pattern_hash", task.pattern_hash}, {"ops", task.ops}};
  if (by_pattern) {
    key["size_buckets"] = task.buckets;
    key["dtypes"] = task.dtypes;
  } else {
    key["size_bucket_log2"] = task.bucket;
    key["dtype"] = task.dtype;
  }
  nlohmann::json manifest = {
      {"id", task.id}, {"split", task.split}, {"key", key}, {"subgraphs", subgraphs}};
  manifest["baseline"] = {{"device", result.device},
                          {"environment", result.environment},
                          {"measured_subgraphs", task.candidates},
                          {"median_inductor_speedup", task.median_speedup},
                          {"median_inductor_kernels",
                           task.median_kernels ? nlohmann::json(*task.median_kernels) : nullptr}};
  if (task.median_floor_distance)
    manifest["baseline"]["median_floor_distance"] = *task.median_floor_distance;
  manifest["long_tail"] = task.reasons;
  // Only under "pattern", so that suite v1 manifests stay byte-identical.
  if (by_pattern) manifest["source_models"] = task.source_models;
  return manifest;
}

void write_json(const fs::path& path, const nlohmann::json& value) {
  std::ofstream out(path, std::ios::trunc);
  out << value.dump(2) << "\n";
  if (!out) throw Error(ErrorCategory::kIo, fmt::format("{}: cannot write", path.string()));
}

}  // namespace

nlohmann::json write_suite(const CurateResult& result, const CurateOptions& options,
                           const std::string& out_dir) {
  fs::path out(out_dir);
  std::error_code error;
  if (fs::exists(out, error) && !fs::is_empty(out, error) && !fs::exists(out / "suite.json"))
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: exists and is not a suite folder (no suite.json): pick a new "
                            "--out",
                            out_dir));
  if (!options.suite.empty() && canonical_path(options.suite) == canonical_path(out_dir))
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: is the source suite; a suite is rewritten whole, so write the "
                            "new one to another --out",
                            out_dir));
  // A suite is derived data: rewrite it whole, so no task of an earlier curation lingers.
  fs::remove_all(out / "tasks", error);
  fs::remove_all(out / "subgraphs", error);
  fs::create_directories(out / "tasks");
  fs::create_directories(out / "subgraphs");
  std::set<std::string> copied;
  nlohmann::json index = nlohmann::json::array();
  for (const CuratedTask& task : result.tasks) {
    fs::create_directories(out / "tasks" / task.split);
    write_json(out / "tasks" / task.split / (task.id + ".json"), task_json(task, result, options));
    for (const CuratedSubgraph& s : task.subgraphs) {
      if (!copied.insert(s.graph_hash).second) continue;
      fs::path folder = out / "subgraphs" / s.graph_hash;
      fs::copy(s.folder, folder,
               fs::copy_options::recursive | fs::copy_options::overwrite_existing);
      if (s.sources.is_object() && s.sources.contains("parent")) {
        nlohmann::json sources = s.sources;
        sources["parent"] = portable_sample_path(sources.value("parent", ""));
        write_file(folder / frontend::kSubgraphSourcesFile, sources.dump(4));
      }
    }
    index.push_back({{"id", task.id},
                     {"split", task.split},
                     {"manifest", fmt::format("tasks/{}/{}.json", task.split, task.id)},
                     {"subgraphs", task.subgraphs.size()},
                     {"median_inductor_speedup", task.median_speedup}});
    if (options.group_by == kGroupByPattern) index.back()["source_models"] = task.source_models;
  }
  nlohmann::json splits;
  for (const char* split : {"train", "eval"}) {
    auto count = [&](const std::string& key) {
      auto it = result.counts.find(key);
      return it == result.counts.end() ? std::size_t{0} : it->second;
    };
    splits[split] = {{"tasks", count(std::string(split) + "_tasks")},
                     {"subgraphs", count(std::string(split) + "_subgraphs")}};
  }
  nlohmann::json suite = {
      {"format", kSuiteFormat},
      {"kind", options.kind},
      {"criteria",
       {{"max_inductor_speedup", options.max_speedup},
        {"max_inductor_kernels", options.max_kernels},
        {"max_subgraphs_per_task", options.max_subgraphs},
        {"min_subgraphs_per_task", options.min_subgraphs},
        {"eval_share", options.eval_share},
        {"split_seed", options.seed},
        {"grouping", options.group_by == kGroupByPattern
                         ? "pattern hash"
                         : "pattern hash, floor(log2(largest input elements)), dtype"}}},
      {"device", result.device},
      {"environment", result.environment},
      {"counts", result.counts},
      {"splits", splits},
      {"tasks", index}};
  if (options.group_by == kGroupByPattern || options.min_sources != 1)
    suite["criteria"]["min_source_models_per_task"] = options.min_sources;
  if (options.min_floor_distance) {
    suite["criteria"]["min_floor_distance"] = *options.min_floor_distance;
    suite["criteria"]["floor"] =
        "min(eager's device time, max(roofline, kernel floor)); roofline: inputs and outputs "
        "moved once at the bandwidth";
    suite["criteria"]["bandwidth_gbs"] =
        result.bandwidth_gbs ? nlohmann::json(*result.bandwidth_gbs) : nlohmann::json();
    suite["criteria"]["kernel_floor_us"] = options.kernel_floor_us;
  }
  if (result.source.is_object()) {  // curated from a suite
    suite["kind"] = result.source.value("kind", options.kind);
    // The tasks keep the source's splits, whatever --eval-share and --seed say.
    nlohmann::json& criteria = suite["criteria"];
    criteria["split"] = "kept from the source suite";
    nlohmann::json from = result.source.value("criteria", nlohmann::json());
    for (const char* key : {"eval_share", "split_seed"})
      if (from.is_object() && from.contains(key))
        criteria[key] = from[key];
      else
        criteria.erase(key);
    suite["source"] = result.source;
  }
  write_json(out / "suite.json", suite);
  return suite;
}

}  // namespace passnet::bench
