// `passnet dataset index|stats|dedup`: build and query the SQLite index of a sample collection.
#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <memory>

#include "passnet/cli/commands.h"
#include "passnet/cli/extract_steps.h"
#include "passnet/store/dedup.h"
#include "passnet/store/indexer.h"
#include "passnet/util/error.h"

namespace passnet::cli {

namespace {

struct DatasetOptions {
  std::vector<std::string> roots;
  std::string db = "passnet-index.db";
  std::string out;
  unsigned jobs = 0;
  bool json = false;
  bool quiet = false;
  std::size_t top = 25;
  std::size_t max_file_mb = kDefaultMaxFileBytes >> 20;
};

void index(const DatasetOptions& options) {
  store::IndexOptions index_options;
  index_options.roots = options.roots;
  index_options.db_path = options.db;
  index_options.jobs = options.jobs;
  index_options.max_file_bytes = options.max_file_mb << 20;
  index_options.progress = !options.quiet;
  store::IndexReport report = store::index_dataset(index_options);
  if (options.json) {
    fmt::print("{}\n", store::to_json(report).dump(2));
  } else {
    const store::IndexTotals& t = report.totals;
    fmt::print("samples          {}\nparsed           {}\nfailed           {}\n", t.samples,
               t.parsed, t.failed);
    fmt::print("unique graphs    {}\nunique patterns  {}\n", t.unique_graphs, t.unique_patterns);
    fmt::print("this run         {} indexed, {} unchanged, {} removed, {:.1f} MB in {:.2f} s\n",
               report.indexed, report.unchanged, report.removed,
               static_cast<double>(report.bytes) / 1e6, report.seconds);
    for (const auto& [path, error] : t.errors)
      fmt::print("error: {}\n", error.substr(0, error.find('\n')));
    for (const std::string& error : report.walk_errors)
      fmt::print("walk error: {}\n", error);
  }
  if (report.interrupted) {
    fmt::print(stderr,
               "index: interrupted; finished samples are saved, run the same command to resume\n");
    std::exit(130);
  }
  if (!report.walk_errors.empty() && report.totals.samples == 0)
    throw Error(ErrorCategory::kUsage, "nothing to index: " + report.walk_errors.front());
}

void stats(const DatasetOptions& options) {
  // A suite is a folder of task manifests, not an index: its make-up has its own command.
  if (std::filesystem::is_directory(options.db))
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: a folder, not a database; for a suite's make-up run `passnet "
                            "bench suite stats {}`",
                            options.db, options.db));
  if (::access(options.db.c_str(), F_OK) != 0)
    throw Error(
        ErrorCategory::kUsage,
        fmt::format("{}: no such database (run `passnet dataset index` first)", options.db));
  store::DatasetDb db(options.db);
  store::IndexTotals totals = db.totals({});
  nlohmann::json result;
  store::Statement all = db.database().prepare(
      "SELECT COUNT(*), SUM(error IS NULL), SUM(error IS NOT NULL), COUNT(DISTINCT graph_hash), "
      "COUNT(DISTINCT pattern_hash) FROM samples");
  all.step();
  result["samples"] = all.column_int(0);
  result["parsed"] = all.column_int(1);
  result["failed"] = all.column_int(2);
  result["unique_graphs"] = all.column_int(3);
  result["unique_patterns"] = all.column_int(4);
  result["by_source"] = nlohmann::json::object();
  for (const auto& [source, count] : db.counts_by("source"))
    result["by_source"][source] = count;
  result["by_tag"] = nlohmann::json::object();
  for (const auto& [tag, count] : db.counts_by("tag"))
    result["by_tag"][tag] = count;
  auto ops = db.op_counts();
  result["distinct_ops"] = ops.size();
  result["top_ops"] = nlohmann::json::array();
  for (std::size_t i = 0; i < ops.size() && i < options.top; ++i)
    result["top_ops"].push_back({{"op", ops[i].first}, {"count", ops[i].second}});
  result["duplicate_groups"] = nlohmann::json::array();
  for (const auto& [hash, paths] : db.duplicate_groups())
    result["duplicate_groups"].push_back({{"graph_hash", hash}, {"paths", paths}});
  result["subgraphs"] = subgraph_table(db, false);
  if (options.json) {
    fmt::print("{}\n", result.dump(2));
    return;
  }
  fmt::print("samples {}  parsed {}  failed {}  unique graphs {}  unique patterns {}\n",
             result["samples"].get<std::int64_t>(), result["parsed"].get<std::int64_t>(),
             result["failed"].get<std::int64_t>(), result["unique_graphs"].get<std::int64_t>(),
             result["unique_patterns"].get<std::int64_t>());
  fmt::print("\nby source:\n");
  for (const auto& [source, count] : result["by_source"].items())
    fmt::print("  {:>7}  {}\n", count.get<std::int64_t>(), source.empty() ? "(none)" : source);
  fmt::print("\nby tag:\n");
  for (const auto& [tag, count] : result["by_tag"].items())
    fmt::print("  {:>7}  {}\n", count.get<std::int64_t>(), tag.empty() ? "(none)" : tag);
  fmt::print("\ntop {} of {} ops (node counts over parsed samples):\n",
             std::min(options.top, ops.size()), ops.size());
  for (const auto& op : result["top_ops"])
    fmt::print("  {:>9}  {}\n", op["count"].get<std::int64_t>(), op["op"].get<std::string>());
  if (!result["subgraphs"]["kinds"].empty()) {
    fmt::print("\nsubgraphs by kind (found: occurrences before dedup; distinct: after):\n");
    subgraph_table(db, true);
  }
  const auto& groups = result["duplicate_groups"];
  fmt::print("\nduplicate groups: {}\n", groups.size());
  for (const auto& group : groups) {
    fmt::print("  {} ({} samples)\n", group["graph_hash"].get<std::string>(),
               group["paths"].size());
    for (const auto& path : group["paths"])
      fmt::print("    {}\n", path.get<std::string>());
  }
}

void dedup(const DatasetOptions& options) {
  if (::access(options.db.c_str(), F_OK) != 0)
    throw Error(
        ErrorCategory::kUsage,
        fmt::format("{}: no such database (run `passnet dataset index` first)", options.db));
  store::DatasetDb db(options.db);
  store::DedupReport report = store::write_deduplicated(db, options.out, options.max_file_mb << 20);
  nlohmann::json result = {{"groups", report.groups},
                           {"written", report.written},
                           {"duplicates_dropped", report.duplicates_dropped},
                           {"errors", report.errors},
                           {"out", options.out}};
  if (options.json)
    fmt::print("{}\n", result.dump(2));
  else {
    fmt::print("wrote {} of {} unique graphs to {} ({} duplicates left out; see dedup.json)\n",
               report.written, report.groups, options.out, report.duplicates_dropped);
    for (const std::string& error : report.errors)
      fmt::print("error: {}\n", error);
  }
  if (!report.errors.empty()) std::exit(1);
}

}  // namespace

void add_dataset_commands(CLI::App& group) {
  auto options = std::make_shared<DatasetOptions>();
  CLI::App* index_cmd = group.add_subcommand(
      "index",
      "Parse every sample under DIR... (folders, nested folders, .tar[.zst|.gz|.xz] archives) into "
      "a "
      "SQLite index. Re-running only parses new or changed samples; Ctrl-C keeps finished work.");
  index_cmd->add_option("DIR", options->roots, "Sample folders, trees of them, or archives")
      ->required();
  index_cmd->add_option("--db", options->db, "Index database (created if missing)")
      ->capture_default_str();
  index_cmd->add_option("-j,--jobs", options->jobs, "Parser threads (default: one per core)");
  index_cmd
      ->add_option("--max-file-mb", options->max_file_mb,
                   "Files larger than this fail their sample")
      ->capture_default_str();
  index_cmd->add_flag("--json", options->json, "Print the summary as one JSON object");
  index_cmd->add_flag("-q,--quiet", options->quiet, "No progress line on stderr");
  index_cmd->callback([options] { index(*options); });

  CLI::App* stats_cmd = group.add_subcommand(
      "stats", "Counts by source, tag and op, and the groups of samples that share a graph hash");
  stats_cmd->add_option("--db", options->db, "Index database")->capture_default_str();
  stats_cmd->add_option("--top", options->top, "How many ops to list")->capture_default_str();
  stats_cmd->add_flag("--json", options->json, "Print one JSON object");
  stats_cmd->callback([options] { stats(*options); });

  CLI::App* dedup_cmd = group.add_subcommand(
      "dedup",
      "Copy one sample per graph hash into --out, with dedup.json listing what was dropped");
  dedup_cmd->add_option("--db", options->db, "Index database")->capture_default_str();
  dedup_cmd->add_option("--out", options->out, "Folder to write")->required();
  dedup_cmd->add_flag("--json", options->json, "Print the report as JSON");
  dedup_cmd->callback([options] { dedup(*options); });
}

}  // namespace passnet::cli
