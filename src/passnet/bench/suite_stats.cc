#include "passnet/bench/suite_stats.h"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <set>

#include "passnet/bench/curate.h"
#include "passnet/extract/range_extract.h"
#include "passnet/frontend/sample.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxFileBytes = std::size_t{64} << 20;

std::string fmt_key(const std::string& key) {
  return key;
}
std::string fmt_key(std::size_t key) {
  return std::to_string(key);
}

// The op family of a sample folder, from its model.py; "unknown" when it cannot be read.
std::string family_of(const std::string& folder) {
  try {
    frontend::Sample sample =
        frontend::read_sample(frontend::load_sample_files(folder, kMaxFileBytes));
    std::vector<std::string> ops;
    for (ir::NodeId id : extract::compute_nodes(sample.graph))
      ops.push_back(sample.graph.node(id).op_key());
    std::string family = op_family(ops);
    return family.empty() ? "unknown" : family;
  } catch (const std::exception&) {
    return "unknown";
  }
}

// PassNet's graph paths: (dtype, batch bucket) from ".../DTYPE/N/samples/...".
std::pair<std::string, std::string> dtype_and_bucket(const std::string& path) {
  std::vector<std::string> parts;
  for (const fs::path& part : fs::path(path))
    parts.push_back(part.string());
  for (std::size_t i = 0; i + 2 < parts.size(); ++i)
    if ((parts[i] == "float32" || parts[i] == "float16" || parts[i] == "bfloat16") &&
        parts[i + 2] == "samples")
      return {parts[i], parts[i + 1]};
  return {"unknown", "unknown"};
}

}  // namespace

bool NumbersFirst::operator()(const std::string& a, const std::string& b) const {
  auto number = [](const std::string& text) -> std::optional<long> {
    if (text.empty() || text.size() > 18 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return std::nullopt;
    return std::stol(text);
  };
  std::optional<long> x = number(a);
  std::optional<long> y = number(b);
  if (x && y) return *x < *y;
  if (x || y) return x.has_value();
  return a < b;
}

SuiteStats suite_stats(const std::vector<SuiteTask>& tasks) {
  SuiteStats stats;
  stats.tasks = tasks.size();
  for (const SuiteTask& task : tasks) {
    ++stats.tasks_per_split[task.split.empty() ? "unknown" : task.split];
    std::string family = !task.family.empty()     ? task.family
                         : task.subgraphs.empty() ? "unknown"
                                                  : family_of(task.subgraphs.front());
    ++stats.tasks_per_family[family];
    ++stats.subgraphs_per_task[task.subgraphs.size()];
    std::set<std::string> sources;
    for (const std::string& source : task.sources)
      if (!source.empty()) sources.insert(source);
    ++stats.sources_per_task[sources.size()];
    for (std::size_t i = 0; i < task.subgraphs.size(); ++i) {
      const std::string& subgraph = task.subgraphs[i];
      ++stats.subgraphs;
      std::string dtype = i < task.subgraph_dtypes.size() ? task.subgraph_dtypes[i] : task.dtype;
      std::optional<int> bucket =
          i < task.subgraph_buckets.size() ? task.subgraph_buckets[i] : task.size_bucket;
      if (!dtype.empty()) {
        ++stats.dtypes[dtype.starts_with("torch.") ? dtype.substr(6) : dtype];
        ++stats.buckets[bucket ? std::to_string(*bucket) : "unknown"];
      } else {
        auto [dtype, bucket] = dtype_and_bucket(subgraph);
        ++stats.dtypes[dtype];
        ++stats.buckets[bucket];
      }
    }
  }
  return stats;
}

nlohmann::json SuiteStats::to_json() const {
  auto keyed = [](const auto& map) {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& [key, value] : map)
      out[fmt_key(key)] = value;
    return out;
  };
  // JSON objects sort their keys as text: buckets go as [bucket, count] pairs in numeric order.
  auto ordered = [](const auto& map) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& [key, value] : map)
      out.push_back({key, value});
    return out;
  };
  return {{"tasks", tasks},
          {"subgraphs", subgraphs},
          {"tasks_per_split", keyed(tasks_per_split)},
          {"tasks_per_family", keyed(tasks_per_family)},
          {"subgraphs_per_task", keyed(subgraphs_per_task)},
          {"sources_per_task", keyed(sources_per_task)},
          {"dtypes", keyed(dtypes)},
          {"buckets", ordered(buckets)}};
}

}  // namespace passnet::bench
