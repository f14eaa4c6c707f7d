#include "passnet/cli/suite_scores_table.h"

#include <fmt/format.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "passnet/bench/floor_summary.h"
#include "passnet/bench/integrity_summary.h"
#include "passnet/bench/over_inductor.h"
#include "passnet/bench/time_basis.h"

namespace passnet::cli {

namespace {

namespace fs = std::filesystem;

// "passes:/long/path/scale_mask" -> "passes:scale_mask": short enough for a table column.
std::string display_name(const std::string& backend) {
  std::size_t colon = backend.find(':');
  std::string name = backend;
  if (colon != std::string::npos) {
    fs::path path = fs::path(backend.substr(colon + 1)).lexically_normal();
    if (path.filename().empty()) path = path.parent_path();
    name = backend.substr(0, colon + 1) + path.filename().string();
  }
  return name.size() > 28 ? name.substr(0, 25) + "..." : name;
}

std::string number(const nlohmann::json& value, const char* format = "{:.3f}") {
  return value.is_number() ? fmt::format(fmt::runtime(format), value.get<double>())
                           : std::string("-");
}

std::string microseconds(const std::optional<double>& value) {
  return value ? fmt::format("{:.1f}", *value) : std::string("-");
}

std::string interval(const nlohmann::json& report) {
  const nlohmann::json& ci = report.value("as_ci", nlohmann::json());
  return ci.is_array() && ci.size() == 2 && ci[0].is_number() && ci[1].is_number()
             ? fmt::format("[{:.3f}, {:.3f}]", ci[0].get<double>(), ci[1].get<double>())
             : "-";
}

std::vector<std::string> backend_list(const nlohmann::json& scores) {
  std::vector<std::string> backends;
  if (scores.contains("backends") && scores["backends"].is_array())
    for (const nlohmann::json& b : scores["backends"])
      if (b.is_string()) backends.push_back(b.get<std::string>());
  if (backends.empty() && scores["overall"].is_object())
    for (const auto& [name, _] : scores["overall"].items())
      backends.push_back(name);
  return backends;
}

void print_tasks(const nlohmann::json& scores, const std::vector<std::string>& backends) {
  const nlohmann::json tasks = scores.value("tasks", nlohmann::json::array());
  std::size_t width = 8;
  for (const nlohmann::json& task : tasks)
    width = std::max(width, task.value("id", std::string()).size());
  fmt::print(
      "AS per task (ES_t aggregated over t; 1 = as fast as eager, failures score 0.1; in "
      "parentheses: the task's pass_dir/score.txt):\n");
  fmt::print("  {:<{}} {:>3}", "task", width, "n");
  for (const std::string& backend : backends)
    fmt::print("  {:>28}", display_name(backend));
  fmt::print("\n");
  for (const nlohmann::json& task : tasks) {
    fmt::print("  {:<{}} {:>3}", task.value("id", std::string("?")), width,
               task.value("subgraphs", 0));
    const nlohmann::json row = task.value("scores", nlohmann::json::object());
    const nlohmann::json reference = task.value("reference_scores", nlohmann::json::object());
    for (const std::string& backend : backends) {
      std::string cell = row.contains(backend) && row[backend].is_object()
                             ? number(row[backend].value("as", nlohmann::json()))
                             : "-";
      if (reference.contains(backend)) cell += fmt::format(" ({})", number(reference[backend]));
      fmt::print("  {:>28}", cell);
    }
    fmt::print("\n");
  }
  fmt::print("\n");
}

void print_penalties(const nlohmann::json& scores, const std::vector<std::string>& backends) {
  if (!scores.contains("penalties") || !scores["penalties"].is_object()) return;
  fmt::print("\nAS under PassNet's failure penalties (subgraphs / tasks' geometric mean):\n");
  fmt::print("  {:<28}", "backend");
  for (const auto& [name, variant] : scores["penalties"].items())
    fmt::print("  {:>34}", fmt::format("{} (b={}, p={})", name,
                                       number(variant.value("b", nlohmann::json()), "{:g}"),
                                       number(variant.value("p", nlohmann::json()), "{:g}")));
  fmt::print("\n");
  for (const std::string& backend : backends) {
    fmt::print("  {:<28}", display_name(backend));
    for (const auto& [name, variant] : scores["penalties"].items()) {
      nlohmann::json overall = variant.value("overall", nlohmann::json::object());
      nlohmann::json tasks = variant.value("task_gmean", nlohmann::json::object());
      std::string as = overall.contains(backend) ? number(overall[backend].value("as", 0.0)) : "-";
      std::string by_task = tasks.contains(backend) ? number(tasks[backend]) : "-";
      fmt::print("  {:>34}", fmt::format("{} / {}", as, by_task));
    }
    fmt::print("\n");
  }
}

}  // namespace

void print_suite_scores(const nlohmann::json& scores, bool per_task) {
  const std::vector<std::string> backends = backend_list(scores);
  nlohmann::json env = scores.value("environment", nlohmann::json::object());
  if (!env.is_object()) env = nlohmann::json::object();
  std::string software;
  for (const char* key : {"driver", "torch", "triton"})
    if (env.contains(key) && env[key].is_string())
      software += fmt::format(", {} {}", key, env[key].get<std::string>());
  std::size_t subgraphs = 0;
  const nlohmann::json tasks = scores.value("tasks", nlohmann::json::array());
  for (const nlohmann::json& task : tasks)
    subgraphs += task.value("subgraphs", std::size_t{0});
  fmt::print("suite {} ({} split, {} tasks, {} subgraphs) on {}{}\n", scores.value("suite", "?"),
             scores.value("split", "?"), tasks.size(), subgraphs,
             env.value("device_name", scores.value("device", std::string("?"))), software);
  nlohmann::json run = scores.value("run_options", nlohmann::json::object());
  fmt::print("AS by {}; preset {}{}\n\n", bench::time_basis(run), run.value("preset", "default"),
             run.value("integrity", true) ? "" : ", integrity layer off");
  if (per_task) print_tasks(scores, backends);
  bench::FloorSummary floor =
      bench::FloorSummary::from_json(scores.value("floor", nlohmann::json()));
  fmt::print("  {:<28} {:>7} {:>17} {:>8} {:>8} {:>8} {:>7} {:>17}\n", "backend", "AS", "AS 95% CI",
             "tasks' AS", "G-mean", "Sub.CR", "fast_1", "vs floor (graph/k)");
  const nlohmann::json overall = scores["overall"];
  const nlohmann::json by_task = scores.value("task_gmean", nlohmann::json::object());
  for (const std::string& backend : backends) {
    if (!overall.contains(backend) || !overall[backend].is_object()) continue;
    const nlohmann::json& r = overall[backend];
    auto distance = floor.backends.find(backend);
    fmt::print("  {:<28} {:>7} {:>17} {:>9} {:>8} {:>7.1f}% {:>6.1f}% {:>19}\n",
               display_name(backend), number(r.value("as", nlohmann::json())), interval(r),
               by_task.contains(backend) ? number(by_task[backend]) : "-",
               number(r.value("gmean_speedup", nlohmann::json())),
               100 * r.value("correct_rate", 0.0), 100 * r.value("fast_1", 0.0),
               distance == floor.backends.end() ? "-" : bench::floor_cell(distance->second));
  }
  if (floor.any()) {
    auto eager = floor.backends.find("eager");
    if (eager != floor.backends.end())
      fmt::print(
          "  {:<28} {:>7} {:>17} {:>9} {:>8} {:>8} {:>7} {:>19}\n  (floor measured on {} "
          "subgraphs: eager replayed from a CUDA graph, median {} us; eager's kernels, median "
          "{} us)\n",
          "eager", "1.000", "-", "-", "1.000", "-", "-", bench::floor_cell(eager->second),
          floor.measured, microseconds(eager->second.floor_graph_us),
          microseconds(eager->second.floor_kernel_us));
  }
  const nlohmann::json over = scores.value("over_inductor", nlohmann::json::object());
  if (over.is_object() && !over.empty()) {
    fmt::print("\n");
    for (const auto& [backend, entry] : over.items())
      fmt::print("  {:<28} {}\n", display_name(backend),
                 bench::over_inductor_line(bench::OverInductor::from_json(entry)));
  }
  print_penalties(scores, backends);
  const nlohmann::json integrity = scores.value("integrity", nlohmann::json::object());
  bool first = true;
  for (const auto& [backend, entry] : integrity.items()) {
    bench::IntegritySummary summary = bench::IntegritySummary::from_json(entry);
    if (summary.flagged == 0) continue;
    fmt::print("{}  {:<28} {}\n", first ? "\n" : "", display_name(backend),
               bench::integrity_line(summary));
    first = false;
  }
  const nlohmann::json passes = scores.value("task_passes", nlohmann::json::object());
  for (const auto& [backend, entry] : passes.items())
    if (entry.value("missing", 0) > 0)
      fmt::print("  {}: {} tasks have no pass folder there (scored as failures, as in PassNet)\n",
                 display_name(backend), entry.value("missing", 0));
  const nlohmann::json skipped = scores.value("skipped_tasks", nlohmann::json::array());
  if (!skipped.empty()) {
    fmt::print("\n{} tasks set aside (not scored):\n", skipped.size());
    for (const nlohmann::json& task : skipped)
      fmt::print("  {}: {}\n", task.value("folder", "?"), task.value("reason", "?"));
  }
}

}  // namespace passnet::cli
