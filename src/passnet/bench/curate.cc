#include "passnet/bench/curate.h"

#include <fmt/format.h>
#include <xxhash.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <unordered_map>

#include "passnet/bench/device_floor.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/task_grouping.h"
#include "passnet/extract/op_sequence.h"
#include "passnet/frontend/sample.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kSuiteFormat = "passnet-suite-1";

std::string canonical(const std::string& path) {
  std::error_code error;
  fs::path resolved = fs::weakly_canonical(path, error);
  return error ? path : resolved.string();
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  std::size_t mid = values.size() / 2;
  return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

// "call_function:torch.nn.functional.softmax" -> "softmax", "call_method:view" -> "view".
std::string short_op(const std::string& key) {
  std::string name = key.substr(key.find(':') + 1);
  std::size_t dot = name.rfind('.');
  if (dot != std::string::npos) name = name.substr(dot + 1);
  std::string out;
  for (char c : name)
    out += std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(c)) : '_';
  while (!out.empty() && out.front() == '_')
    out.erase(out.begin());
  return out.empty() ? "op" : out;
}

std::string task_id(const CurateOptions& options, const std::vector<std::string>& ops,
                    const std::string& pattern_hash, int bucket, const std::string& dtype) {
  std::string head = op_family(ops);
  if (options.group_by == kGroupByPattern)
    return fmt::format("{}-{}", head, pattern_hash.substr(0, 8));
  std::string precision = dtype.starts_with("torch.") ? dtype.substr(6) : dtype;
  return fmt::format("{}-{}-b{}-{}", head, pattern_hash.substr(0, 8), bucket,
                     precision.empty() ? "none" : precision);
}

std::string split_of(const std::string& pattern_hash, const CurateOptions& options) {
  std::uint64_t h = XXH3_64bits_withSeed(pattern_hash.data(), pattern_hash.size(), options.seed);
  double u = static_cast<double>(h >> 11) / static_cast<double>(std::uint64_t{1} << 53);
  return u < options.eval_share ? "eval" : "train";
}

struct Measurement {
  double eager_ms = 0;
  double candidate_ms = 0;
  double speedup = 0;
  std::string status;
  std::optional<std::int64_t> output_bytes;  // eager's outputs, as the worker described them
};

// sample path -> bytes of eager's outputs, from the run's job replies.
std::unordered_map<std::string, std::int64_t> eager_output_bytes(RunDb& db) {
  std::unordered_map<std::string, std::int64_t> bytes;
  store::Statement jobs = db.database().prepare("SELECT sample, reply FROM jobs");
  while (jobs.step()) {
    nlohmann::json reply = nlohmann::json::parse(jobs.column_text(1), nullptr, false);
    if (!reply.is_object() || !reply.contains("eager") || !reply["eager"].is_object()) continue;
    std::optional<std::int64_t> found =
        output_bytes(reply["eager"].value("outputs", nlohmann::json()));
    if (found) bytes[canonical(jobs.column_text(0))] = *found;
  }
  return bytes;
}

// sample path -> measurement, over every run; later runs win for a sample measured twice.
std::unordered_map<std::string, Measurement> read_runs(const CurateOptions& options,
                                                       CurateResult& result) {
  std::unordered_map<std::string, Measurement> by_sample;
  for (const std::string& run : options.runs) {
    fs::path db_path = fs::path(run) / "run.db";
    if (!fs::is_regular_file(db_path))
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: not a run folder (no run.db; make one with `passnet bench "
                              "run`)",
                              run));
    RunDb db(db_path.string());
    store::Statement meta = db.database().prepare("SELECT key, value FROM meta");
    nlohmann::json options_json;
    nlohmann::json worker;
    while (meta.step()) {
      if (meta.column_text(0) == "options")
        options_json = nlohmann::json::parse(meta.column_text(1), nullptr, false);
      if (meta.column_text(0) == "worker")
        worker = nlohmann::json::parse(meta.column_text(1), nullptr, false);
    }
    std::string device = options_json.is_object() ? options_json.value("device", "") : "";
    if (!result.device.empty() && device != result.device)
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: measured on {}, the other runs on {}: curate runs of one "
                              "device together",
                              run, device, result.device));
    result.device = device;
    std::string invocation = options_json.is_object() ? options_json.value("invocation", "dynamo")
                                                      : std::string("dynamo");
    if (options.min_floor_distance && invocation != "cudagraph")
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: timed under the {} invocation; curation by the distance to the "
                              "floor needs device time (a run with --invocation cudagraph)",
                              run, invocation));
    std::unordered_map<std::string, std::int64_t> outputs;
    if (options.min_floor_distance) outputs = eager_output_bytes(db);
    if (worker.is_object()) {
      nlohmann::json environment;
      for (const char* key : {"device_name", "driver", "cuda", "torch", "triton", "python"})
        if (worker.contains(key)) environment[key] = worker[key];
      result.environment = environment;
    }
    std::vector<BackendResult> candidates = db.results_for(options.candidate);
    if (candidates.empty())
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: has no '{}' results (run it with --backends eager,{})", run,
                              options.candidate, options.candidate));
    for (const BackendResult& r : candidates) {
      Measurement m;
      m.status = r.status;
      bool gpu = r.speedup_gpu.has_value();
      m.speedup = gpu ? *r.speedup_gpu : r.speedup_e2e.value_or(0);
      const nlohmann::json& detail = r.detail;
      auto median_of = [&](const char* timing) -> double {
        const nlohmann::json* t = detail.contains(timing) ? &detail[timing] : nullptr;
        if (!t || !t->is_object()) return 0;
        const char* which = gpu && (*t).contains("gpu") && (*t)["gpu"].is_object() ? "gpu" : "e2e";
        if (!(*t).contains(which) || !(*t)[which].is_object()) return 0;
        return (*t)[which].value("median", 0.0);
      };
      m.eager_ms = median_of("eager_timing");
      m.candidate_ms = median_of("timing");
      if (m.eager_ms == 0) m.eager_ms = r.eager_ms.value_or(0);
      if (m.candidate_ms == 0) m.candidate_ms = r.candidate_ms.value_or(0);
      std::string sample = canonical(detail.value("sample", ""));
      if (auto it = outputs.find(sample); it != outputs.end()) m.output_bytes = it->second;
      by_sample[sample] = m;
    }
  }
  return by_sample;
}

}  // namespace

std::string op_family(const std::vector<std::string>& op_keys) {
  std::vector<std::string> names;
  for (const std::string& op : op_keys) {
    std::string name = short_op(op);
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    if (names.size() == 3) break;
  }
  std::string head;
  for (const std::string& name : names)
    head += (head.empty() ? "" : "_") + name;
  return head;
}

CurateResult curate(store::DatasetDb& db, const CurateOptions& options,
                    const KernelCountFn& count_kernels) {
  check_curate_options(options);
  CurateResult result;
  std::unordered_map<std::string, Measurement> measured = read_runs(options, result);
  if (options.min_floor_distance) {
    result.bandwidth_gbs = options.bandwidth_gbs;
    if (!result.bandwidth_gbs && result.environment.is_object())
      result.bandwidth_gbs = known_bandwidth_gbs(result.environment.value("device_name", ""));
    if (!result.bandwidth_gbs)
      throw Error(ErrorCategory::kUsage,
                  fmt::format("the runs' card ({}) has no known memory bandwidth: give the "
                              "roofline's with --bandwidth-gbs",
                              result.environment.is_object()
                                  ? result.environment.value("device_name", "unnamed")
                                  : "unnamed"));
  }
  const double kernel_floor_ms = options.kernel_floor_us / 1e3;

  SourceModels source_models(db, options.kind);
  std::vector<CuratedSubgraph> subgraphs;
  store::Statement rows = db.database().prepare(
      "SELECT graph_hash, folder, pattern_hash, dtype, op_count FROM subgraphs WHERE kind = ? "
      "ORDER BY graph_hash");
  rows.bind(1, std::string_view(options.kind));
  while (rows.step()) {
    ++result.counts["subgraphs"];
    CuratedSubgraph s;
    s.graph_hash = rows.column_text(0);
    s.folder = rows.column_text(1);
    s.pattern_hash = rows.column_text(2);
    s.dtype = rows.column_text(3);
    s.op_count = static_cast<std::size_t>(rows.column_int(4));
    auto m = measured.find(canonical(s.folder));
    if (m == measured.end()) {
      ++result.counts["unmeasured"];
      continue;
    }
    if (m->second.status != "ok" || m->second.speedup <= 0) {
      ++result.counts["candidate_" + (m->second.status == "ok" ? "untimed" : m->second.status)];
      continue;
    }
    std::optional<std::int64_t> in_bytes;
    try {
      frontend::Sample sample =
          frontend::read_sample(frontend::load_sample_files(s.folder, std::size_t{1} << 30));
      in_bytes = input_bytes(sample);
      for (const ir::Node& node : sample.graph.nodes())
        if (extract::is_compute_node(node)) s.ops.push_back(node.op_key());
      s.bucket = size_bucket(sample);
      if (sample.subgraph_sources) s.sources = *sample.subgraph_sources;
      s.source_model = source_models.of(s.sources);
    } catch (const std::exception& error) {
      ++result.counts["unreadable"];
      continue;
    }
    s.eager_ms = m->second.eager_ms;
    s.candidate_ms = m->second.candidate_ms;
    s.speedup = m->second.speedup;
    if (options.min_floor_distance) {
      // Views and reshapes alone launch nothing: a replay of them costs nanoseconds.
      if (s.eager_ms < kernel_floor_ms / 2) {
        ++result.counts["no_device_work"];
        continue;
      }
      std::optional<double> roofline;
      if (in_bytes && m->second.output_bytes)
        roofline = std::max(roofline_ms(*in_bytes + *m->second.output_bytes, *result.bandwidth_gbs),
                            kernel_floor_ms);
      s.floor_ms = floor_ms(s.eager_ms, roofline);
    }
    ++result.counts["measured"];
    subgraphs.push_back(std::move(s));
  }
  if (count_kernels && !subgraphs.empty()) {
    std::vector<std::pair<std::string, std::string>> pairs;
    for (const CuratedSubgraph& s : subgraphs)
      pairs.emplace_back(s.graph_hash, s.folder);
    std::vector<std::optional<int>> kernels = count_kernels(pairs, result.device);
    for (std::size_t i = 0; i < subgraphs.size() && i < kernels.size(); ++i)
      subgraphs[i].kernels = kernels[i];
  }

  std::map<GroupKey, std::vector<CuratedSubgraph>> groups;
  for (CuratedSubgraph& s : subgraphs)
    groups[group_key(options.group_by, s.pattern_hash, s.bucket, s.dtype)].push_back(std::move(s));
  result.counts["groups"] = groups.size();
  for (auto& [key, members] : groups) {
    if (members.size() < options.min_subgraphs) {
      ++result.counts["groups_too_small"];
      continue;
    }
    std::vector<std::pair<std::string, std::string>> who;
    for (const CuratedSubgraph& s : members)
      who.emplace_back(s.graph_hash, s.source_model);
    if (distinct_models(who) < options.min_sources) {
      ++result.counts["groups_too_few_sources"];
      continue;
    }
    CuratedTask task;
    std::tie(task.pattern_hash, task.bucket, task.dtype) = key;
    task.ops = members.front().ops;
    task.candidates = members.size();
    std::vector<double> speedups;
    std::vector<double> kernels;
    for (const CuratedSubgraph& s : members) {
      speedups.push_back(s.speedup);
      if (s.kernels) kernels.push_back(*s.kernels);
    }
    task.median_speedup = median(speedups);
    if (!kernels.empty()) task.median_kernels = median(kernels);
    if (options.min_floor_distance) {
      std::vector<double> distances;
      for (const CuratedSubgraph& s : members)
        if (s.floor_ms && *s.floor_ms > 0) distances.push_back(s.candidate_ms / *s.floor_ms);
      if (!distances.empty()) task.median_floor_distance = median(distances);
    }
    if (task.median_speedup <= options.max_speedup) task.reasons.push_back("inductor_not_faster");
    if (task.median_kernels && *task.median_kernels > options.max_kernels)
      task.reasons.push_back("more_kernels_than_ideal");
    if (task.median_floor_distance && *task.median_floor_distance >= *options.min_floor_distance)
      task.reasons.push_back("far_from_floor");
    if (task.reasons.empty()) {
      ++result.counts["groups_not_long_tail"];
      continue;
    }
    std::set<int> buckets;
    std::set<std::string> dtypes;
    std::vector<std::pair<std::string, std::string>> kept;
    for (std::size_t i : choose_members(who, options.group_by, options.max_subgraphs)) {
      buckets.insert(members[i].bucket);
      dtypes.insert(members[i].dtype);
      kept.push_back(who[i]);
      task.subgraphs.push_back(std::move(members[i]));
    }
    task.buckets.assign(buckets.begin(), buckets.end());
    task.dtypes.assign(dtypes.begin(), dtypes.end());
    task.source_models = distinct_models(kept);
    task.id = task_id(options, task.ops, task.pattern_hash, task.bucket, task.dtype);
    task.split = split_of(task.pattern_hash, options);
    ++result.counts[task.split + "_tasks"];
    result.counts[task.split + "_subgraphs"] += task.subgraphs.size();
    result.tasks.push_back(std::move(task));
  }
  std::sort(result.tasks.begin(), result.tasks.end(),
            [](const CuratedTask& a, const CuratedTask& b) { return a.id < b.id; });
  return result;
}

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
  write_json(out / "suite.json", suite);
  return suite;
}

}  // namespace passnet::bench
