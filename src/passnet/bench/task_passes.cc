#include "passnet/bench/task_passes.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <set>

#include "passnet/bench/backend_spec.h"
#include "passnet/util/error.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

// The folder a PassNet task keeps its passes in, which the pass_dir backend is named after.
constexpr std::string_view kPassDirFolder = "pass_dir";

// PassNet's rule-order file: a folder holding it is a pass folder.
constexpr std::string_view kOrderFile = "sorted_output_pass_rule_names.json";

// Every pass_dir under `root` for one of `ids`, by task id: `<id>/pass_dir` (a leaderboard
// model's folder) or `<id>` itself where it is a pass folder (`passnet synth`'s pass sets).
std::map<std::string, fs::path> index_task_folders(const fs::path& root,
                                                   const std::set<std::string>& ids) {
  std::map<std::string, fs::path> found;
  std::error_code error;
  fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, error);
  if (error)
    throw Error(ErrorCategory::kUsage, fmt::format("pass_dir:{}: cannot read the folder: {}",
                                                   root.string(), error.message()));
  for (fs::recursive_directory_iterator end; it != end; it.increment(error)) {
    if (error) break;
    if (!it->is_directory(error)) continue;
    std::string name = it->path().filename().string();
    if (name == kPassDirFolder) {
      it.disable_recursion_pending();  // a pass_dir holds passes, not tasks
      continue;
    }
    if (!ids.contains(name)) continue;
    if (fs::is_directory(it->path() / kPassDirFolder)) {
      found.emplace(name, it->path() / kPassDirFolder);
    } else if (fs::is_regular_file(it->path() / kOrderFile)) {
      found.emplace(name, it->path());
      it.disable_recursion_pending();
    }
  }
  return found;
}

std::optional<double> read_score(const fs::path& pass_dir) {
  std::ifstream in(pass_dir / "score.txt");
  double value = 0;
  if (in >> value) return value;
  return std::nullopt;
}

// `passes:SET/{task}` and the like: the backend with the task's id in its path, made absolute
// (workers resolve paths from their own folder).
void resolve_templated(const std::vector<SuiteTask>& tasks, const std::string& backend,
                       const BackendSpec& spec, TaskPasses& result) {
  for (const SuiteTask& task : tasks) {
    BackendSpec for_task = spec.for_task(task.id);
    // A task without its folder fails in the worker with that reason, as a task without a
    // solution fails in PassNet.
    if (!fs::exists(for_task.path)) ++result.missing[backend];
    for_task.path = fs::absolute(for_task.path).lexically_normal().string();
    for (const std::string& sample : task.subgraphs)
      result.specs[sample].emplace(backend, for_task.text());
  }
}

}  // namespace

TaskPasses resolve_task_passes(const std::vector<SuiteTask>& tasks,
                               const std::vector<std::string>& backends) {
  TaskPasses result;
  std::set<std::string> ids;
  for (const SuiteTask& task : tasks)
    ids.insert(task.id);
  for (const std::string& backend : backends) {
    Parsed<BackendSpec> parsed = parse_backend_spec(backend);
    if (!parsed.value) throw Error(ErrorCategory::kUsage, parsed.error);
    const BackendSpec& spec = *parsed.value;
    if (spec.per_task) {
      resolve_templated(tasks, backend, spec, result);
      continue;
    }
    if (spec.kind != BackendKind::kPassDir) continue;
    std::map<std::string, fs::path> pass_dirs;
    fs::path root;            // pass_dir:FOLDER's folder
    if (spec.path.empty()) {  // each task's own
      for (const SuiteTask& task : tasks) {
        if (task.folder.empty())
          throw Error(ErrorCategory::kUsage,
                      fmt::format("backend {}: task {} has no folder of its own (only PassNet's "
                                  "layout has one); name a folder of task folders with {}:FOLDER",
                                  backend, task.id, backend));
        pass_dirs.emplace(task.id, fs::path(task.folder) / kPassDirFolder);
      }
    } else {
      root = spec.path;
      if (!fs::is_directory(root))
        throw Error(ErrorCategory::kUsage,
                    fmt::format("backend {}: {} is not a folder", backend, root.string()));
      pass_dirs = index_task_folders(fs::absolute(root), ids);
    }
    std::map<std::string, std::string> owner;  // sample -> the task whose pass_dir it runs
    for (const SuiteTask& task : tasks) {
      auto it = pass_dirs.find(task.id);
      // A task the folder has no pass_dir for gets one that does not exist: the worker then
      // fails it with that reason, as PassNet fails a task without a solution.
      fs::path pass_dir = it != pass_dirs.end() ? it->second : root / task.id / kPassDirFolder;
      if (it == pass_dirs.end() || !fs::is_directory(pass_dir)) ++result.missing[backend];
      if (auto score = read_score(pass_dir)) result.reference_scores[backend][task.id] = *score;
      const std::string run_spec =
          BackendSpec{.kind = BackendKind::kPassnetPasses,
                      .path = fs::absolute(pass_dir).lexically_normal().string()}
              .text();
      for (const std::string& sample : task.subgraphs) {
        auto [at, inserted] = owner.emplace(sample, task.id);
        if (!inserted) {
          result.warnings.push_back(
              fmt::format("{}: {} is in tasks {} and {}; it runs with the pass_dir of {}", backend,
                          sample, at->second, task.id, at->second));
          continue;
        }
        result.specs[sample][backend] = run_spec;
      }
    }
  }
  return result;
}

}  // namespace passnet::bench
