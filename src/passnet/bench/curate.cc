#include "passnet/bench/curate.h"

#include <fmt/format.h>
#include <xxhash.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <unordered_map>

#include "passnet/bench/baseline_rows.h"
#include "passnet/bench/device_floor.h"
#include "passnet/bench/run_db.h"
#include "passnet/bench/task_grouping.h"
#include "passnet/extract/op_sequence.h"
#include "passnet/frontend/sample.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/sha256.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kSuiteFormat = "passnet-suite-1";

std::string canonical(const std::string& path) {
  std::error_code error;
  fs::path resolved = fs::weakly_canonical(path, error);
  return error ? path : resolved.string();
}

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

// The roofline's bandwidth for runs: --bandwidth-gbs, else the runs' card's data sheet.
void settle_bandwidth(const CurateOptions& options, CurateResult& result) {
  if (!options.min_floor_distance) return;
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

// Sample path (the suite's folder, canonical) -> measurement, from a baselines file; the card,
// the roofline's bandwidth and what the file held go to `result`.
std::unordered_map<std::string, Measurement> read_baseline_measurements(
    const CurateOptions& options, CurateResult& result) {
  BaselineFile file = read_baselines(options.baselines);
  result.warnings.insert(result.warnings.end(), file.problems.begin(), file.problems.end());
  result.device = "cuda";  // device time: CUDA events over replayed graphs
  std::map<std::string, std::size_t> cards;
  std::map<std::string, std::size_t> methods;
  std::set<std::string> l2;
  std::set<std::int64_t> sessions;
  std::size_t unnamed = 0;
  std::size_t ok = 0;
  std::unordered_map<std::string, Measurement> by_sample;
  for (const BaselineRow& row : file.rows) {
    if (row.device_name.empty())
      ++unnamed;
    else
      ++cards[row.device_name];
    ++methods[row.method.empty() ? "unrecorded" : row.method];
    if (!row.l2.empty()) l2.insert(row.l2);
    if (row.sessions) sessions.insert(*row.sessions);
    Measurement m;
    m.status = row.status;
    if (row.status == "ok") {
      ++ok;
      m.eager_ms = *row.eager_us / 1e3;
      m.candidate_ms = *row.inductor_us / 1e3;
      m.speedup = *row.speedup;
    }
    m.output_bytes = row.output_bytes;
    by_sample[canonical((fs::path(options.suite) / row.subgraph).string())] = m;
  }
  result.environment = nlohmann::json::object();
  std::string card;
  if (cards.size() == 1) {
    card = cards.begin()->first;
    result.environment["device_name"] = card;
    if (unnamed)
      result.warnings.push_back(fmt::format(
          "{}: {} rows name no card (device_name); taken to be of the {} the other {} name",
          file.path, unnamed, card, cards.begin()->second));
  } else if (cards.size() > 1) {
    nlohmann::json names = nlohmann::json::array();
    for (const auto& [name, rows] : cards)
      names.push_back(name);
    result.environment["device_names"] = names;
  }
  if (options.min_floor_distance) {
    auto listed = [&] {
      std::string text;
      for (const auto& [name, rows] : cards)
        text += fmt::format("{}{}: {} rows", text.empty() ? "" : ", ", name, rows);
      if (unnamed)
        text += fmt::format("{}no card named: {} rows", text.empty() ? "" : ", ", unnamed);
      return text;
    };
    result.bandwidth_gbs = options.bandwidth_gbs;
    if (!result.bandwidth_gbs && cards.size() > 1)
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: rows measured on several cards ({}): curate one card's rows, "
                              "or give the roofline's --bandwidth-gbs",
                              file.path, listed()));
    if (!result.bandwidth_gbs && cards.empty())
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: no row names its card (device_name; {}): give the roofline's "
                              "--bandwidth-gbs (H100 SXM 3350, H200 4800)",
                              file.path, listed()));
    if (!result.bandwidth_gbs) result.bandwidth_gbs = known_bandwidth_gbs(card);
    if (!result.bandwidth_gbs)
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: the rows' card ({}) has no known memory bandwidth: give the "
                              "roofline's with --bandwidth-gbs",
                              file.path, card));
  }
  nlohmann::json method_counts = nlohmann::json::object();
  for (const auto& [method, rows] : methods)
    method_counts[method] = rows;
  result.source["baselines"] = options.baselines;
  result.source["baselines_sha256"] = sha256_hex(read_file(options.baselines));
  result.source["baseline_rows"] = {{"lines", file.lines},
                                    {"bad_lines", file.bad},
                                    {"subgraphs", file.rows.size()},
                                    {"ok", ok},
                                    {"failed", file.rows.size() - ok},
                                    {"method", method_counts},
                                    {"l2", l2},
                                    {"sessions", sessions}};
  return by_sample;
}

// The measurement curation can use for a sample folder; nullptr (and counted) when there is none.
const Measurement* usable_measurement(const std::unordered_map<std::string, Measurement>& measured,
                                      const std::string& folder, CurateResult& result) {
  auto m = measured.find(canonical(folder));
  if (m == measured.end()) {
    ++result.counts["unmeasured"];
    return nullptr;
  }
  if (m->second.status != "ok" || m->second.speedup <= 0) {
    ++result.counts["candidate_" + (m->second.status == "ok" ? "untimed" : m->second.status)];
    return nullptr;
  }
  return &m->second;
}

// Takes the measured figures and, curated by device time, the floor; false (and counted) for a
// subgraph that launches no kernel.
bool admit(CuratedSubgraph& s, const Measurement& m, std::optional<std::int64_t> in_bytes,
           const CurateOptions& options, CurateResult& result) {
  const double kernel_floor_ms = options.kernel_floor_us / 1e3;
  s.eager_ms = m.eager_ms;
  s.candidate_ms = m.candidate_ms;
  s.speedup = m.speedup;
  if (options.min_floor_distance) {
    // Views and reshapes alone launch nothing: a replay of them costs nanoseconds.
    if (s.eager_ms < kernel_floor_ms / 2) {
      ++result.counts["no_device_work"];
      return false;
    }
    std::optional<double> roofline;
    if (in_bytes && m.output_bytes)
      roofline = std::max(roofline_ms(*in_bytes + *m.output_bytes, *result.bandwidth_gbs),
                          kernel_floor_ms);
    s.floor_ms = floor_ms(s.eager_ms, roofline);
  }
  ++result.counts["measured"];
  return true;
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
  std::unordered_map<std::string, Measurement> measured = read_runs(options, result);
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
                       const std::unordered_map<std::string, Measurement>& measured,
                       const CurateOptions& options, CurateResult& result,
                       std::set<std::string>& members_seen) {
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
    s.folder = canonical(folder.string());
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
  std::unordered_map<std::string, Measurement> measured;
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
  if (!options.suite.empty() && canonical(options.suite) == canonical(out_dir))
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
