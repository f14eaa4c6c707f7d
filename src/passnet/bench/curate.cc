#include "passnet/bench/curate.h"

#include <fmt/format.h>
#include <xxhash.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <set>
#include <unordered_map>

#include "passnet/bench/curate_measurements.h"
#include "passnet/bench/device_floor.h"
#include "passnet/bench/task_grouping.h"
#include "passnet/extract/op_sequence.h"
#include "passnet/frontend/sample.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

nlohmann::json read_json_file(const fs::path& path) {
  nlohmann::json value = nlohmann::json::parse(read_file(path), nullptr, false);
  if (value.is_discarded())
    throw Error(ErrorCategory::kParse, fmt::format("{}: not valid JSON", path.string()));
  return value;
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

// A candidate task: a group of the DB's subgraphs, or a task of a source suite.
struct Group {
  GroupKey key;
  std::vector<CuratedSubgraph> members;  // the measured ones, in source order
  bool from_suite = false;               // then id, split and ops are the source task's
  std::string id;
  std::string split;
  std::vector<std::string> ops;
};

// What curation reads before it applies its rules.
struct Gathered {
  CurateResult result;  // counts, device, environment, bandwidth, source, warnings; no tasks
  std::vector<Group> groups;
};

void count_member_kernels(std::vector<CuratedSubgraph*> members, const KernelCountFn& count_kernels,
                          const std::string& device) {
  if (!count_kernels || members.empty()) return;
  std::vector<std::pair<std::string, std::string>> pairs;
  for (const CuratedSubgraph* s : members)
    pairs.emplace_back(s->graph_hash, s->folder);
  std::vector<std::optional<int>> kernels = count_kernels(pairs, device);
  for (std::size_t i = 0; i < members.size() && i < kernels.size(); ++i)
    members[i]->kernels = kernels[i];
}

Gathered gather_db(store::DatasetDb& db, const CurateOptions& options,
                   const KernelCountFn& count_kernels) {
  check_curate_options(options);
  if (!options.baselines.empty() || !options.suite.empty())
    throw Error(ErrorCategory::kUsage,
                "--suite and --baselines take the place of --db and --runs: curate a suite "
                "without a DB");
  Gathered gathered;
  CurateResult& result = gathered.result;
  Measurements measured = read_runs(options, result);
  settle_bandwidth(options, result);

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
    const Measurement* m = usable_measurement(measured, s.folder, result);
    if (!m) continue;
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
    if (admit(s, *m, in_bytes, options, result)) subgraphs.push_back(std::move(s));
  }
  std::vector<CuratedSubgraph*> all;
  for (CuratedSubgraph& s : subgraphs)
    all.push_back(&s);
  count_member_kernels(all, count_kernels, result.device);

  std::map<GroupKey, std::vector<CuratedSubgraph>> groups;
  for (CuratedSubgraph& s : subgraphs)
    groups[group_key(options.group_by, s.pattern_hash, s.bucket, s.dtype)].push_back(std::move(s));
  for (auto& [key, members] : groups)
    gathered.groups.push_back(Group{key, std::move(members)});
  return gathered;
}

nlohmann::json suite_index(const fs::path& root) {
  fs::path index_path = root / "suite.json";
  if (!fs::is_regular_file(index_path))
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: not a suite folder (no suite.json; make one with `passnet bench "
                            "curate`)",
                            root.string()));
  nlohmann::json index = read_json_file(index_path);
  if (!index.is_object() || index.value("format", "") != kSuiteFormat)
    throw Error(
        ErrorCategory::kParse,
        fmt::format("{}: not a {} suite (format '{}')", index_path.string(), kSuiteFormat,
                    index.is_object() && index.contains("format") && index["format"].is_string()
                        ? index["format"].get<std::string>()
                        : std::string()));
  if (!index.contains("tasks") || !index["tasks"].is_array())
    throw Error(ErrorCategory::kParse, fmt::format("{}: has no task list", index_path.string()));
  return index;
}

std::string group_by_of(const nlohmann::json& index) {
  const nlohmann::json* criteria =
      index.contains("criteria") && index["criteria"].is_object() ? &index["criteria"] : nullptr;
  return criteria && criteria->value("grouping", "") == "pattern hash"
             ? std::string(kGroupByPattern)
             : std::string(kGroupByPatternBucketDtype);
}

// One source task: its manifest read and checked, its members measured.
Group read_source_task(const fs::path& root, const nlohmann::json& entry,
                       const Measurements& measured, const CurateOptions& options,
                       CurateResult& result, std::set<std::string>& members_seen) {
  std::string index_path = (root / "suite.json").string();
  if (!entry.is_object() || !entry.contains("manifest") || !entry["manifest"].is_string())
    throw Error(ErrorCategory::kParse,
                fmt::format("{}: a task entry without a manifest path", index_path));
  fs::path manifest_path = root / entry["manifest"].get<std::string>();
  const std::string where = manifest_path.string();
  nlohmann::json manifest = read_json_file(manifest_path);
  auto text = [&](const nlohmann::json& object, const char* key) -> std::string {
    if (!object.is_object() || !object.contains(key) || !object[key].is_string() ||
        object[key].get<std::string>().empty())
      throw Error(ErrorCategory::kParse, fmt::format("{}: no \"{}\"", where, key));
    return object[key].get<std::string>();
  };
  Group group;
  group.from_suite = true;
  group.id = text(manifest, "id");
  group.split = text(manifest, "split");
  if (group.split != "eval" && group.split != "train")
    throw Error(ErrorCategory::kParse,
                fmt::format("{}: split '{}' is neither eval nor train", where, group.split));
  if (!manifest.contains("key") || !manifest["key"].is_object())
    throw Error(ErrorCategory::kParse, fmt::format("{}: no \"key\"", where));
  const nlohmann::json& key = manifest["key"];
  std::string pattern_hash = text(key, "pattern_hash");
  if (!key.contains("ops") || !key["ops"].is_array())
    throw Error(ErrorCategory::kParse, fmt::format("{}: the key has no \"ops\"", where));
  for (const nlohmann::json& op : key["ops"]) {
    if (!op.is_string())
      throw Error(ErrorCategory::kParse, fmt::format("{}: an op that is not a string", where));
    group.ops.push_back(op.get<std::string>());
  }
  std::optional<int> key_bucket;
  if (key.contains("size_bucket_log2") && key["size_bucket_log2"].is_number_integer())
    key_bucket = key["size_bucket_log2"].get<int>();
  std::string key_dtype = key.value("dtype", "");
  group.key = group_key(options.group_by, pattern_hash, key_bucket.value_or(0), key_dtype);
  if (!manifest.contains("subgraphs") || !manifest["subgraphs"].is_array())
    throw Error(ErrorCategory::kParse, fmt::format("{}: no subgraph list", where));
  for (const nlohmann::json& entry_of : manifest["subgraphs"]) {
    std::string path = entry_of.is_object() ? entry_of.value("path", "") : "";
    fs::path folder = root / path;
    if (path.empty() || !fs::is_regular_file(folder / "model.py"))
      throw Error(
          ErrorCategory::kSample,
          fmt::format("{}: subgraph '{}' is not a sample folder of the suite", where, path));
    ++result.counts["subgraphs"];
    CuratedSubgraph s;
    s.folder = canonical_path(folder.string());
    members_seen.insert(s.folder);
    s.graph_hash = entry_of.value("graph_hash", folder.filename().string());
    s.pattern_hash = pattern_hash;
    const Measurement* m = usable_measurement(measured, s.folder, result);
    if (!m) continue;
    std::optional<std::int64_t> in_bytes;
    try {
      frontend::Sample sample =
          frontend::read_sample(frontend::load_sample_files(s.folder, std::size_t{1} << 30));
      in_bytes = input_bytes(sample);
      for (const ir::Node& node : sample.graph.nodes())
        if (extract::is_compute_node(node)) s.ops.push_back(node.op_key());
      s.bucket =
          entry_of.contains("size_bucket_log2") && entry_of["size_bucket_log2"].is_number_integer()
              ? entry_of["size_bucket_log2"].get<int>()
              : key_bucket.value_or(size_bucket(sample));
      if (sample.subgraph_sources) s.sources = *sample.subgraph_sources;
    } catch (const std::exception& error) {
      ++result.counts["unreadable"];
      continue;
    }
    // The members' metadata as the source suite recorded it; what it lacks, from the sample.
    s.dtype = entry_of.contains("dtype") && entry_of["dtype"].is_string()
                  ? entry_of["dtype"].get<std::string>()
                  : key_dtype;
    s.op_count = entry_of.contains("op_count") && entry_of["op_count"].is_number_unsigned()
                     ? entry_of["op_count"].get<std::size_t>()
                     : s.ops.size();
    if (entry_of.contains("source_model") && entry_of["source_model"].is_string())
      s.source_model = entry_of["source_model"].get<std::string>();
    else if (entry_of.contains("parent") && entry_of["parent"].is_string())
      s.source_model = model_of_parent(entry_of["parent"].get<std::string>());
    else if (s.sources.is_object() && s.sources.contains("parent") &&
             s.sources["parent"].is_string())
      s.source_model = model_of_parent(s.sources["parent"].get<std::string>());
    if (admit(s, *m, in_bytes, options, result)) group.members.push_back(std::move(s));
  }
  return group;
}

Gathered gather_suite(const CurateOptions& options, const KernelCountFn& count_kernels) {
  check_curate_options(options);
  if (options.suite.empty())
    throw Error(ErrorCategory::kUsage, "curating from a suite needs the suite folder (--suite)");
  fs::path root(options.suite);
  nlohmann::json index = suite_index(root);
  std::string grouping = group_by_of(index);
  if (grouping != options.group_by)
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: its tasks are grouped by {}; --group-by {} would regroup them, "
                            "which curation from a suite does not do (give --group-by {})",
                            options.suite, grouping, options.group_by, grouping));
  if (options.baselines.empty() && options.runs.empty())
    throw Error(ErrorCategory::kUsage,
                "curating a suite needs its measurements: --baselines FILE or --runs RUN_DIR...");
  Gathered gathered;
  CurateResult& result = gathered.result;
  result.source = nlohmann::json::object();
  result.source["suite"] = options.suite;
  result.source["kind"] = index.value("kind", options.kind);
  result.source["criteria"] = index.contains("criteria") ? index["criteria"] : nlohmann::json();
  Measurements measured;
  if (!options.baselines.empty()) {
    measured = read_baseline_measurements(options, result);
  } else {
    measured = read_runs(options, result);
    settle_bandwidth(options, result);
    result.source["runs"] = options.runs;
  }
  std::set<std::string> ids;
  std::set<std::string> members_seen;
  for (const nlohmann::json& entry : index["tasks"]) {
    Group group = read_source_task(root, entry, measured, options, result, members_seen);
    if (!ids.insert(group.id).second)
      throw Error(ErrorCategory::kParse, fmt::format("{}: task {} is listed twice",
                                                     (root / "suite.json").string(), group.id));
    gathered.groups.push_back(std::move(group));
  }
  if (!options.baselines.empty()) {
    std::size_t strangers = 0;
    std::string first;
    for (const auto& [folder, m] : measured)
      if (!members_seen.contains(folder)) {
        ++strangers;
        if (first.empty() || folder < first) first = folder;
      }
    result.source["baseline_rows"]["not_in_suite"] = strangers;
    if (strangers)
      result.warnings.push_back(
          fmt::format("{}: {} rows name no subgraph of {}'s tasks (first: "
                      "{})",
                      options.baselines, strangers, options.suite, first));
  }
  std::vector<CuratedSubgraph*> all;
  for (Group& group : gathered.groups)
    for (CuratedSubgraph& s : group.members)
      all.push_back(&s);
  count_member_kernels(all, count_kernels, result.device);
  return gathered;
}

// The rules over the gathered groups: which make tasks, with which members.
CurateResult select_tasks(const Gathered& gathered, const CurateOptions& options) {
  CurateResult result = gathered.result;
  result.counts["groups"] = gathered.groups.size();
  for (const Group& group : gathered.groups) {
    std::vector<CuratedSubgraph> members = group.members;
    if (members.empty()) {  // a source task none of whose subgraphs is measured
      ++result.counts["groups_unmeasured"];
      continue;
    }
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
    std::tie(task.pattern_hash, task.bucket, task.dtype) = group.key;
    task.ops = group.from_suite ? group.ops : members.front().ops;
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
    task.id = group.from_suite
                  ? group.id
                  : task_id(options, task.ops, task.pattern_hash, task.bucket, task.dtype);
    task.split = group.from_suite ? group.split : split_of(task.pattern_hash, options);
    ++result.counts[task.split + "_tasks"];
    result.counts[task.split + "_subgraphs"] += task.subgraphs.size();
    result.tasks.push_back(std::move(task));
  }
  std::sort(result.tasks.begin(), result.tasks.end(),
            [](const CuratedTask& a, const CuratedTask& b) { return a.id < b.id; });
  return result;
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
  return select_tasks(gather_db(db, options, count_kernels), options);
}

CurateResult curate_suite(const CurateOptions& options, const KernelCountFn& count_kernels) {
  return select_tasks(gather_suite(options, count_kernels), options);
}

std::string suite_group_by(const std::string& suite_dir) {
  return group_by_of(suite_index(suite_dir));
}

std::vector<CurateResult> sweep_floor_distance(store::DatasetDb* db, const CurateOptions& options,
                                               const std::vector<double>& distances,
                                               const KernelCountFn& count_kernels) {
  if (distances.empty())
    throw Error(ErrorCategory::kUsage, "a sweep needs at least one floor distance");
  CurateOptions each = options;
  for (double distance : distances) {
    each.min_floor_distance = distance;
    check_curate_options(each);
  }
  each.min_floor_distance = distances.front();
  Gathered gathered = db ? gather_db(*db, each, count_kernels) : gather_suite(each, count_kernels);
  std::vector<CurateResult> results;
  for (double distance : distances) {
    each.min_floor_distance = distance;
    results.push_back(select_tasks(gathered, each));
  }
  return results;
}

}  // namespace passnet::bench
