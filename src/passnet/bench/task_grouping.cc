#include "passnet/bench/task_grouping.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <regex>
#include <set>

#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::bench {

namespace fs = std::filesystem;

void check_curate_options(const CurateOptions& options) {
  if (options.max_subgraphs == 0 || options.min_subgraphs > options.max_subgraphs)
    throw Error(ErrorCategory::kUsage,
                fmt::format("--min-subgraphs {} / --max-subgraphs {}: need 1 <= max and min <= "
                            "max",
                            options.min_subgraphs, options.max_subgraphs));
  if (options.eval_share < 0 || options.eval_share > 1)
    throw Error(ErrorCategory::kUsage, "--eval-share must lie in [0, 1]");
  if (options.group_by != kGroupByPatternBucketDtype && options.group_by != kGroupByPattern)
    throw Error(ErrorCategory::kUsage,
                fmt::format("--group-by {}: expected {} or {}", options.group_by,
                            kGroupByPatternBucketDtype, kGroupByPattern));
  if (options.min_sources == 0)
    throw Error(ErrorCategory::kUsage, "--min-sources must be at least 1");
  if (options.min_floor_distance && !(*options.min_floor_distance > 0))
    throw Error(ErrorCategory::kUsage, "--min-floor-distance must be above 0");
  if (options.bandwidth_gbs && !options.min_floor_distance)
    throw Error(ErrorCategory::kUsage,
                "--bandwidth-gbs is the roofline's, which only --min-floor-distance uses");
  if (options.bandwidth_gbs && !(*options.bandwidth_gbs > 0))
    throw Error(ErrorCategory::kUsage, "--bandwidth-gbs must be above 0");
  if (!options.baselines.empty() && !options.runs.empty())
    throw Error(ErrorCategory::kUsage,
                "--baselines and --runs are two sources of the same measurements: give one");
  if (!options.baselines.empty() && options.suite.empty())
    throw Error(ErrorCategory::kUsage,
                "--baselines names subgraphs by their folder in a suite: give that suite with "
                "--suite");
  if (!(options.kernel_floor_us >= 0))
    throw Error(ErrorCategory::kUsage, "--kernel-floor-us must be 0 or more");
}

int size_bucket(const frontend::Sample& sample) {
  std::int64_t largest = 1;
  for (const auto* metas : {&sample.input_meta, &sample.weight_meta})
    for (const ir::TensorMeta& meta : *metas) {
      std::int64_t numel = 1;
      for (std::int64_t d : meta.shape)
        numel *= std::max<std::int64_t>(d, 1);
      largest = std::max(largest, numel);
    }
  return static_cast<int>(std::floor(std::log2(static_cast<double>(largest))));
}

GroupKey group_key(const std::string& group_by, const std::string& pattern_hash, int bucket,
                   const std::string& dtype) {
  if (group_by == kGroupByPattern) return {pattern_hash, 0, ""};
  return {pattern_hash, bucket, dtype};
}

std::string model_of_parent(const std::string& parent) {
  static const std::regex kGraphBreakPiece("subgraph_[0-9]+");
  fs::path path = fs::path(parent).lexically_normal();
  if (!path.has_filename()) path = path.parent_path();  // "a/b/" normalises to "a/b/"
  if (std::regex_match(path.filename().string(), kGraphBreakPiece)) path = path.parent_path();
  return path.string();
}

std::string portable_sample_path(const std::string& path) {
  fs::path normal = fs::path(path).lexically_normal();
  if (!normal.has_filename()) normal = normal.parent_path();  // "a/b/" normalises to "a/b/"
  fs::path from_samples;
  for (const fs::path& part : normal) {
    if (part == "samples") from_samples.clear();
    if (!from_samples.empty() || part == "samples") from_samples /= part;
  }
  return from_samples.empty() ? path : from_samples.generic_string();
}

SourceModels::SourceModels(store::DatasetDb& db, std::string kind)
    : db_(db), kind_(std::move(kind)) {}

std::string SourceModels::of(const nlohmann::json& sources) {
  if (!sources.is_object()) return "";
  if (auto parent = sources.find("parent");
      parent != sources.end() && parent->is_string() && !parent->get<std::string>().empty())
    return model_of_parent(parent->get<std::string>());
  // `extract variants` copies its base's sources, parent included; an older or hand-made variant
  // may only say which base it was made from.
  auto variant = sources.find("dtype_variant");
  if (variant == sources.end() || !variant->is_object()) return "";
  std::string base = variant->value("of", "");
  if (!loaded_) {
    store::Statement rows = db_.database().prepare(
        "SELECT graph_hash, MIN(parent) FROM subgraph_origins WHERE kind = ? GROUP BY graph_hash");
    rows.bind(1, std::string_view(kind_));
    while (rows.step())
      first_parent_[rows.column_text(0)] = rows.column_text(1);
    loaded_ = true;
  }
  auto found = first_parent_.find(base);
  return found == first_parent_.end() ? "" : model_of_parent(found->second);
}

std::vector<std::size_t> choose_members(
    const std::vector<std::pair<std::string, std::string>>& members, const std::string& group_by,
    std::size_t max_subgraphs) {
  std::vector<std::size_t> order(members.size());
  for (std::size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  if (group_by != kGroupByPattern) {
    // Suite v1 kept the first by graph hash; its suites stay byte-identical.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      return members[a].first < members[b].first;
    });
    order.resize(std::min(order.size(), max_subgraphs));
    return order;
  }
  std::map<std::string, std::vector<std::size_t>> by_model;
  for (std::size_t i : order)
    by_model[members[i].second].push_back(i);
  for (auto& [model, indices] : by_model)
    std::sort(indices.begin(), indices.end(),
              [&](std::size_t a, std::size_t b) { return members[a].first < members[b].first; });
  std::vector<std::size_t> picks;
  for (std::size_t round = 0; picks.size() < std::min(members.size(), max_subgraphs); ++round)
    for (const auto& [model, indices] : by_model)
      if (round < indices.size() && picks.size() < max_subgraphs) picks.push_back(indices[round]);
  return picks;
}

std::size_t distinct_models(const std::vector<std::pair<std::string, std::string>>& members) {
  std::set<std::string> models;
  for (const auto& [hash, model] : members)
    models.insert(model);
  return models.size();
}

Selection select_for_measurement(store::DatasetDb& db, const CurateOptions& options) {
  check_curate_options(options);
  Selection selection;
  SourceModels source_models(db, options.kind);
  bool by_pattern = options.group_by == kGroupByPattern;
  struct Candidate {
    std::string graph_hash;
    std::string model;
    std::string folder;
  };
  std::map<GroupKey, std::vector<Candidate>> groups;
  store::Statement rows = db.database().prepare(
      "SELECT graph_hash, folder, pattern_hash, dtype FROM subgraphs WHERE kind = ? ORDER BY "
      "graph_hash");
  rows.bind(1, std::string_view(options.kind));
  while (rows.step()) {
    ++selection.counts["subgraphs"];
    Candidate c{rows.column_text(0), "", rows.column_text(1)};
    int bucket = 0;
    try {
      nlohmann::json sources;
      if (by_pattern) {
        // Only the sources are needed, and a mined DB can hold a great many subgraphs.
        fs::path file = fs::path(c.folder) / frontend::kSubgraphSourcesFile;
        if (!fs::exists(fs::path(c.folder) / "model.py"))
          throw Error(ErrorCategory::kIo, fmt::format("{}: no model.py", c.folder));
        if (fs::exists(file)) sources = nlohmann::json::parse(read_file(file));
      } else {
        frontend::Sample sample =
            frontend::read_sample(frontend::load_sample_files(c.folder, std::size_t{1} << 30));
        bucket = size_bucket(sample);
        if (sample.subgraph_sources) sources = *sample.subgraph_sources;
      }
      c.model = source_models.of(sources);
    } catch (const std::exception&) {
      ++selection.counts["unreadable"];
      continue;
    }
    c.folder = canonical_path(c.folder);
    groups[group_key(options.group_by, rows.column_text(2), bucket, rows.column_text(3))].push_back(
        std::move(c));
  }
  selection.counts["groups"] = groups.size();
  std::size_t kept = 0;
  for (const auto& [key, members] : groups) {
    if (members.size() < options.min_subgraphs) {
      ++selection.counts["groups_too_small"];
      continue;
    }
    std::vector<std::pair<std::string, std::string>> who;
    for (const Candidate& c : members)
      who.emplace_back(c.graph_hash, c.model);
    if (distinct_models(who) < options.min_sources) {
      ++selection.counts["groups_too_few_sources"];
      continue;
    }
    ++kept;
    for (std::size_t i : choose_members(who, options.group_by, options.max_subgraphs))
      selection.folders.push_back(members[i].folder);
  }
  std::sort(selection.folders.begin(), selection.folders.end());
  selection.counts["groups_kept"] = kept;
  selection.counts["listed"] = selection.folders.size();
  return selection;
}

}  // namespace passnet::bench
