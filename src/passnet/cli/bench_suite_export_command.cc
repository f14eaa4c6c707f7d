// `passnet bench suite export SUITE --out DIR`: a suite written in PassNet's layout, for PassNet's
// agent and evaluator (bench/passnet_export.h); `passnet bench suite tasks SUITE`: the tasks of a
// suite in either layout, with their ids and the digests of their subgraphs, to see what a
// layout holds and to check that an export reads back as the same tasks; `passnet bench suite
// stats SUITE`: its make-up (bench/suite_stats.h).
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>

#include "passnet/bench/passnet_export.h"
#include "passnet/bench/passnet_layout.h"
#include "passnet/bench/suite_stats.h"
#include "passnet/cli/commands.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/sha256.h"

namespace passnet::cli {

namespace {

namespace fs = std::filesystem;

struct SuiteExportArgs {
  std::string suite;
  std::string out;
  std::string split = "all";
  std::string list;
  std::string name = "passnet_subgraphs";
  bool json = false;
};

struct TasksArgs {
  std::string suite;
  std::string split = "all";
  std::string list;
  bool json = false;
};

std::optional<std::string> optional_list(const std::string& list) {
  return list.empty() ? std::nullopt : std::optional<std::string>(list);
}

std::string file_digest(const fs::path& path) {
  try {
    return sha256_hex(read_file(path));
  } catch (const Error&) {  // a sample without the file: no digest
    return "";
  }
}

void print_skipped(const std::vector<bench::SkippedTask>& skipped) {
  for (const bench::SkippedTask& task : skipped)
    fmt::print(stderr, "suite: task set aside: {}\n", task.reason);
}

void run_export(const SuiteExportArgs& args) {
  bench::LoadedTasks loaded =
      bench::load_any_suite(args.suite, args.split, optional_list(args.list));
  print_skipped(loaded.skipped);
  if (loaded.tasks.empty())
    throw Error(ErrorCategory::kUsage, fmt::format("{}: no {} tasks", args.suite, args.split));
  bench::ExportOptions options;
  options.out = args.out;
  options.name = args.name;
  if (bench::is_passnet_layout(args.suite) || !args.list.empty()) options.passnet_root = args.suite;
  bench::ExportSummary summary = bench::export_passnet_layout(loaded.tasks, options);
  if (args.json) {
    fmt::print("{}\n", nlohmann::json{{"out", args.out},
                                      {"tasks", summary.tasks},
                                      {"subgraphs", summary.subgraphs},
                                      {"lists", summary.lists}}
                           .dump(2));
    return;
  }
  fmt::print("exported {} tasks ({} subgraphs) to {} in PassNet's layout; lists:\n", summary.tasks,
             summary.subgraphs, args.out);
  for (const std::string& list : summary.lists)
    fmt::print("  {}\n", list);
}

void run_tasks(const TasksArgs& args) {
  bench::LoadedTasks loaded =
      bench::load_any_suite(args.suite, args.split, optional_list(args.list));
  print_skipped(loaded.skipped);
  if (!args.json) {
    fmt::print("{} tasks in {} ({} split)\n", loaded.tasks.size(), args.suite, args.split);
    for (const bench::SuiteTask& task : loaded.tasks)
      fmt::print("  {:<6} {:>3} subgraphs  {}\n", task.split, task.subgraphs.size(), task.id);
    return;
  }
  nlohmann::json rows = nlohmann::json::array();
  for (const bench::SuiteTask& task : loaded.tasks) {
    nlohmann::json subgraphs = nlohmann::json::array();
    for (const std::string& folder : task.subgraphs)
      subgraphs.push_back(
          {{"path", folder},
           {"model_sha256", file_digest(fs::path(folder) / "model.py")},
           {"weight_meta_sha256", file_digest(fs::path(folder) / "weight_meta.py")}});
    nlohmann::json row = {{"id", task.id}, {"split", task.split}, {"subgraphs", subgraphs}};
    if (!task.folder.empty()) row["folder"] = task.folder;
    if (!task.uids.empty()) row["uids"] = task.uids;
    rows.push_back(std::move(row));
  }
  nlohmann::json skipped = nlohmann::json::array();
  for (const bench::SkippedTask& task : loaded.skipped)
    skipped.push_back({{"folder", task.folder}, {"reason", task.reason}});
  fmt::print("{}\n", nlohmann::json{{"tasks", rows}, {"skipped", skipped}}.dump(2));
}

// "a 3, b 2, c 1" of the largest counts first, the rest summed.
std::string top(const std::map<std::string, std::size_t>& counts, std::size_t shown) {
  std::vector<std::pair<std::size_t, std::string>> sorted;
  for (const auto& [key, count] : counts)
    sorted.emplace_back(count, key);
  std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  std::string out;
  std::size_t rest = 0;
  for (std::size_t i = 0; i < sorted.size(); ++i) {
    if (i < shown)
      out += fmt::format("{}{} {}", out.empty() ? "" : ", ", sorted[i].second, sorted[i].first);
    else
      rest += sorted[i].first;
  }
  if (rest > 0) out += fmt::format(", {} more in {} others", rest, sorted.size() - shown);
  return out;
}

template <typename Map>
std::string histogram(const Map& counts) {
  std::string out;
  for (const auto& [key, count] : counts)
    out += fmt::format("{}{}: {}", out.empty() ? "" : ", ", key, count);
  return out;
}

void run_stats(const TasksArgs& args) {
  bench::LoadedTasks loaded =
      bench::load_any_suite(args.suite, args.split, optional_list(args.list));
  print_skipped(loaded.skipped);
  bench::SuiteStats stats = bench::suite_stats(loaded.tasks);
  if (args.json) {
    fmt::print("{}\n", stats.to_json().dump(2));
    return;
  }
  fmt::print("{}: {} tasks, {} subgraphs ({} split)\n", args.suite, stats.tasks, stats.subgraphs,
             args.split);
  fmt::print("  tasks per split      {}\n", histogram(stats.tasks_per_split));
  fmt::print("  tasks per op family  {} families: {}\n", stats.tasks_per_family.size(),
             top(stats.tasks_per_family, 12));
  fmt::print("  subgraphs per task   {}\n", histogram(stats.subgraphs_per_task));
  fmt::print("  source models / task {}\n", histogram(stats.sources_per_task));
  fmt::print("  dtypes (subgraphs)   {}\n", histogram(stats.dtypes));
  fmt::print("  buckets (subgraphs)  {}\n", histogram(stats.buckets));
}

}  // namespace

void add_bench_suite_export_command(CLI::App& suite) {
  auto args = std::make_shared<SuiteExportArgs>();
  CLI::App* cmd = suite.add_subcommand(
      "export",
      "Write a suite's tasks in PassNet's layout (graphs/, samples/.../TASK_ID/ with "
      "graph_list.txt, sample_uids.txt and an empty pass_dir/, sample_lists/), task ids by "
      "PassNet's rule, so that PassNet's agent and evaluator can take them");
  cmd->add_option("SUITE", args->suite, "Suite folder, or a PassNet layout")->required();
  cmd->add_option("--out", args->out, "Folder to write (new, or an earlier export)")->required();
  cmd->add_option("--split", args->split, "eval, train or all")->capture_default_str();
  cmd->add_option("--list", args->list, "PassNet layout: a task list to export instead of a split");
  cmd->add_option("--name", args->name, "The dataset folder name under graphs/ and samples/")
      ->capture_default_str();
  cmd->add_flag("--json", args->json, "Print what was written as JSON");
  cmd->callback([args] { run_export(*args); });

  auto tasks = std::make_shared<TasksArgs>();
  CLI::App* list = suite.add_subcommand(
      "tasks",
      "List a suite's tasks (either layout): id, split, subgraphs; with --json each subgraph's "
      "path and the SHA-256 of its model.py and weight_meta.py, and PassNet tasks' uids");
  list->add_option("SUITE", tasks->suite, "Suite folder, or a PassNet layout")->required();
  list->add_option("--split", tasks->split, "eval, train or all")->capture_default_str();
  list->add_option("--list", tasks->list, "PassNet layout: a task list instead of a split");
  list->add_flag("--json", tasks->json, "Print the tasks as JSON");
  list->callback([tasks] { run_tasks(*tasks); });

  auto stats = std::make_shared<TasksArgs>();
  CLI::App* make_up = suite.add_subcommand(
      "stats",
      "A suite's make-up (either layout): tasks per split and per op family, subgraphs per task, "
      "source models per task, dtype mix and size buckets (PassNet's layout: batch buckets)");
  make_up->add_option("SUITE", stats->suite, "Suite folder, or a PassNet layout")->required();
  make_up->add_option("--split", stats->split, "eval, train or all")->capture_default_str();
  make_up->add_option("--list", stats->list, "PassNet layout: a task list instead of a split");
  make_up->add_flag("--json", stats->json, "Print the make-up as JSON");
  make_up->callback([stats] { run_stats(*stats); });
}

}  // namespace passnet::cli
