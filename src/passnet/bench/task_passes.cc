#include "passnet/bench/task_passes.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <set>

#include "passnet/util/error.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kBackend = "pass_dir";
constexpr std::string_view kTaskField = "{task}";

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
    if (name == kBackend) {
      it.disable_recursion_pending();  // a pass_dir holds passes, not tasks
      continue;
    }
    if (!ids.contains(name)) continue;
    if (fs::is_directory(it->path() / kBackend)) {
      found.emplace(name, it->path() / kBackend);
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

}  // namespace

bool is_task_pass_backend(const std::string& backend) {
  return backend == kBackend || backend.starts_with(std::string(kBackend) + ":") ||
         backend.find(kTaskField) != std::string::npos;
}

namespace {

// `passes:SET/{task}` and the like: the backend with the task's id in its path, made absolute
// (workers resolve paths from their own folder).
void resolve_templated(const std::vector<SuiteTask>& tasks, const std::string& backend,
                       TaskPasses& result) {
  std::size_t colon = backend.find(':');
  if (colon == std::string::npos || colon > backend.find(kTaskField))
    throw Error(ErrorCategory::kUsage,
                fmt::format("backend {}: {} goes in the path of a pass backend, e.g. "
                            "passes:SET/{}",
                            backend, kTaskField, kTaskField));
  std::string prefix = backend.substr(0, colon + 1);
  for (const SuiteTask& task : tasks) {
    std::string path = backend.substr(colon + 1);
    for (std::size_t at; (at = path.find(kTaskField)) != std::string::npos;)
      path.replace(at, kTaskField.size(), task.id);
    // A task without its folder fails in the worker with that reason, as a task without a
    // solution fails in PassNet.
    if (!fs::exists(path)) ++result.missing[backend];
    std::string spec = prefix + fs::absolute(path).lexically_normal().string();
    for (const std::string& sample : task.subgraphs)
      result.specs[sample].emplace(backend, spec);
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
    if (!is_task_pass_backend(backend)) continue;
    if (backend.find(kTaskField) != std::string::npos) {
      resolve_templated(tasks, backend, result);
      continue;
    }
    std::map<std::string, fs::path> pass_dirs;
    fs::path root;  // pass_dir:FOLDER's folder
    if (backend == kBackend) {
      for (const SuiteTask& task : tasks) {
        if (task.folder.empty())
          throw Error(ErrorCategory::kUsage,
                      fmt::format("backend {}: task {} has no folder of its own (only PassNet's "
                                  "layout has one); name a folder of task folders with {}:FOLDER",
                                  backend, task.id, backend));
        pass_dirs.emplace(task.id, fs::path(task.folder) / kBackend);
      }
    } else {
      root = backend.substr(kBackend.size() + 1);
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
      fs::path pass_dir = it != pass_dirs.end() ? it->second : root / task.id / kBackend;
      if (it == pass_dirs.end() || !fs::is_directory(pass_dir)) ++result.missing[backend];
      if (auto score = read_score(pass_dir)) result.reference_scores[backend][task.id] = *score;
      std::string spec = "passnet-passes:" + fs::absolute(pass_dir).lexically_normal().string();
      for (const std::string& sample : task.subgraphs) {
        auto [at, inserted] = owner.emplace(sample, task.id);
        if (!inserted) {
          result.warnings.push_back(
              fmt::format("{}: {} is in tasks {} and {}; it runs with the pass_dir of {}", backend,
                          sample, at->second, task.id, at->second));
          continue;
        }
        result.specs[sample][backend] = spec;
      }
    }
  }
  return result;
}

}  // namespace passnet::bench
