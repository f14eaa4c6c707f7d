#include "passnet/bench/passnet_layout.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <set>

#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/sha256.h"
#include "passnet/util/text.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

bool is_hex(const std::string& text, std::size_t length) {
  return text.size() == length &&
         std::all_of(text.begin(), text.end(), [](char c) { return std::isxdigit(c) != 0; });
}

// "graphs/.../float16/8/samples/torchgeometric/LINKX/_decomposed/..." -> "torchgeometric/LINKX".
std::string source_of(const std::string& graph_path) {
  std::vector<std::string> parts;
  for (const fs::path& part : fs::path(graph_path))
    parts.push_back(part.string());
  auto samples = std::find(parts.begin(), parts.end(), "samples");
  if (samples == parts.end() || samples + 2 >= parts.end()) return "";
  return *(samples + 1) + "/" + *(samples + 2);
}

}  // namespace

bool is_passnet_layout(const std::string& root) {
  std::error_code error;
  return fs::is_directory(fs::path(root) / "sample_lists", error);
}

std::string passnet_task_id(std::vector<std::string> uids) {
  std::sort(uids.begin(), uids.end());
  std::string joined;
  for (std::size_t i = 0; i < uids.size(); ++i) {
    if (i) joined += '\n';
    joined += uids[i];
  }
  return sha256_hex(joined);
}

std::vector<std::string> read_task_list(const std::string& list_file) {
  std::ifstream in(list_file);
  if (!in) throw Error(ErrorCategory::kUsage, fmt::format("{}: cannot read the list", list_file));
  const std::string extension = fs::path(list_file).extension().string();
  std::vector<std::string> folders;
  std::optional<std::size_t> column;
  int line_number = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    line = std::string(trim(line));
    if (line.empty() || line[0] == '#') continue;
    if (extension == ".jsonl" || extension == ".json") {
      nlohmann::json row = nlohmann::json::parse(line, nullptr, false);
      if (!row.is_object() || !row.contains("sample_dir") || !row["sample_dir"].is_string())
        throw Error(
            ErrorCategory::kParse,
            fmt::format("{}:{}: expected a JSON object with sample_dir", list_file, line_number));
      folders.push_back(row["sample_dir"].get<std::string>());
    } else if (extension == ".csv") {
      std::vector<std::string> cells = split_trimmed(line, ',');
      if (!column) {
        auto it = std::find(cells.begin(), cells.end(), "sample_path");
        if (it == cells.end())
          throw Error(
              ErrorCategory::kParse,
              fmt::format("{}:{}: the header has no sample_path column", list_file, line_number));
        column = static_cast<std::size_t>(it - cells.begin());
        continue;
      }
      if (*column >= cells.size())
        throw Error(ErrorCategory::kParse,
                    fmt::format("{}:{}: no sample_path cell", list_file, line_number));
      folders.push_back(cells[*column]);
    } else {
      folders.push_back(line);
    }
  }
  return folders;
}

SuiteTask read_passnet_task(const std::string& root, const std::string& folder,
                            const std::string& split) {
  fs::path task_dir = fs::path(root) / folder;
  fs::path graph_list = task_dir / "graph_list.txt";
  fs::path uid_file = task_dir / "sample_uids.txt";
  SuiteTask task;
  task.split = split;
  task.folder = canonical_path(task_dir);
  std::ifstream graphs(graph_list);
  if (!graphs)
    throw Error(ErrorCategory::kSample, fmt::format("{}: cannot read", graph_list.string()));
  int line_number = 0;
  std::set<std::string> seen;
  for (std::string line; std::getline(graphs, line);) {
    ++line_number;
    line = std::string(trim(line));
    if (line.empty()) continue;
    fs::path sample = fs::path(line).is_absolute() ? fs::path(line) : fs::path(root) / line;
    if (!fs::is_regular_file(sample / "model.py"))
      throw Error(ErrorCategory::kSample,
                  fmt::format("{}:{}: {} is not a sample folder (no model.py)", graph_list.string(),
                              line_number, line));
    std::string path = canonical_path(sample);
    if (seen.insert(path).second) {
      task.subgraphs.push_back(path);
      task.sources.push_back(source_of(line));
    }
  }
  if (task.subgraphs.empty())
    throw Error(ErrorCategory::kSample, fmt::format("{}: lists no subgraph", graph_list.string()));
  std::string text;
  try {
    text = read_file(uid_file);
  } catch (const Error&) {
    throw Error(ErrorCategory::kSample, fmt::format("{}: cannot read", uid_file.string()));
  }
  for (std::string uid : split_trimmed(trim(text), ',')) {
    if (!is_hex(uid, 32))
      throw Error(ErrorCategory::kSample,
                  fmt::format("{}: '{}' is not a uid (32 hex digits)", uid_file.string(), uid));
    task.uids.push_back(uid);
  }
  task.id = passnet_task_id(task.uids);
  std::string name = task_dir.lexically_normal().filename().string();
  if (name.empty()) name = task_dir.lexically_normal().parent_path().filename().string();
  if (is_hex(name, 64) && name != task.id)
    throw Error(ErrorCategory::kSample,
                fmt::format("{}: the uids hash to {}, but the task folder is named {}",
                            uid_file.string(), task.id, name));
  return task;
}

LoadedTasks load_passnet_tasks(const std::string& root, const std::string& split,
                               const std::optional<std::string>& list_file) {
  if (split != "eval" && split != "train" && split != "all")
    throw Error(ErrorCategory::kUsage,
                fmt::format("--split {}: expected eval, train or all", split));
  std::vector<std::pair<std::string, std::string>> lists;  // (split, file)
  if (list_file) {
    lists.emplace_back(split, *list_file);
  } else {
    if (split != "train") lists.emplace_back("eval", (fs::path(root) / kPassNetEvalList).string());
    if (split != "eval") lists.emplace_back("train", (fs::path(root) / kPassNetTrainList).string());
  }
  LoadedTasks result;
  std::set<std::string> ids;
  // `all` takes the lists that are there (an export of one split has one); a named split needs
  // its list.
  if (split == "all" && !list_file)
    std::erase_if(lists, [](const auto& entry) { return !fs::is_regular_file(entry.second); });
  if (lists.empty())
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: neither {} nor {} is there (pass --list FILE)", root,
                            kPassNetEvalList, kPassNetTrainList));
  for (const auto& [list_split, file] : lists) {
    if (!fs::is_regular_file(file))
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: no {} list in this PassNet layout (pass --list FILE)", file,
                              list_split));
    for (const std::string& folder : read_task_list(file)) {
      try {
        SuiteTask task = read_passnet_task(root, folder, list_split);
        if (ids.insert(task.id).second) result.tasks.push_back(std::move(task));
      } catch (const Error& error) {
        result.skipped.push_back({folder, error.what()});
      }
    }
  }
  return result;
}

LoadedTasks load_any_suite(const std::string& suite, const std::string& split,
                           const std::optional<std::string>& list_file) {
  if (is_passnet_layout(suite) || list_file) return load_passnet_tasks(suite, split, list_file);
  return {load_suite_tasks(suite, split), {}};
}

}  // namespace passnet::bench
