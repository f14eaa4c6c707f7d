#include "passnet/report/pass_choice.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "passnet/report/model_prediction.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::report {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

constexpr const char* kOrderFile = "sorted_output_pass_rule_names.json";

struct PassFolder {
  fs::path path;
  std::string relative;  // "" for the set itself
  std::vector<std::string> rules;
};

std::vector<fs::path> python_files(const fs::path& folder) {
  std::vector<fs::path> files;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder))
    if (entry.is_regular_file() && entry.path().extension() == ".py") files.push_back(entry.path());
  return files;
}

// The rules of one pass folder, as the loader reads them: its ordering file, or its one pass
// file. Empty when the folder is neither (a folder of pass folders).
std::optional<std::vector<std::string>> folder_rules(const fs::path& folder) {
  fs::path order = folder / kOrderFile;
  if (fs::is_regular_file(order)) {
    Json names = Json::parse(read_file(order), nullptr, false);
    if (!names.is_array() ||
        !std::all_of(names.begin(), names.end(), [](const Json& n) { return n.is_string(); }))
      throw Error(ErrorCategory::kParse,
                  fmt::format("{}: expected a JSON list of pass file stems", order.string()));
    return names.get<std::vector<std::string>>();
  }
  std::vector<fs::path> files = python_files(folder);
  if (files.size() == 1) return std::vector<std::string>{files[0].stem().string()};
  if (!files.empty())
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: {} Python files and no {} to say which are passes",
                            folder.string(), files.size(), kOrderFile));
  return std::nullopt;
}

std::vector<PassFolder> pass_folders(const fs::path& set) {
  if (!fs::is_directory(set))
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: not a pass folder (choose-passes takes a folder)", set.string()));
  if (auto rules = folder_rules(set)) return {{set, "", *rules}};
  std::vector<fs::path> children;
  for (const fs::directory_entry& entry : fs::directory_iterator(set))
    if (entry.is_directory() && entry.path().filename() != "__pycache__")
      children.push_back(entry.path());
  std::sort(children.begin(), children.end());
  std::vector<PassFolder> folders;
  for (const fs::path& child : children)
    if (auto rules = folder_rules(child))
      folders.push_back({child, child.filename().string(), *rules});
  if (folders.empty())
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: no pass file, {} or pass folder in it", set.string(), kOrderFile));
  return folders;
}

}  // namespace

std::size_t PassChoice::chosen() const {
  return std::count_if(rules.begin(), rules.end(), [](const RuleChoice& r) { return r.chosen; });
}

nlohmann::ordered_json PassChoice::to_json(const ChoiceOptions& options) const {
  nlohmann::ordered_json out = {{"set", options.set},
                                {"task_run", options.task_run},
                                {"backend", backend},
                                {"min_speedup", options.min_speedup},
                                {"min_subgraphs", options.min_subgraphs},
                                {"rules", nlohmann::ordered_json::array()}};
  for (const RuleChoice& r : rules)
    out["rules"].push_back(
        {{"rule", r.rule},
         {"folder", r.folder},
         {"speedup_over_inductor", r.speedup ? nlohmann::ordered_json(*r.speedup) : nullptr},
         {"subgraphs", r.subgraphs},
         {"chosen", r.chosen}});
  return out;
}

PassChoice choose_passes(const ChoiceOptions& options) {
  std::vector<PassFolder> folders = pass_folders(options.set);
  RuleSpeedups speedups = rule_speedups(options.task_run, options.set);
  PassChoice choice;
  choice.backend = speedups.backend;
  for (const PassFolder& folder : folders)
    for (const std::string& rule : folder.rules) {
      RuleChoice r{rule, folder.relative};
      if (auto it = speedups.rules.find(rule); it != speedups.rules.end()) {
        r.speedup = it->second;
        r.subgraphs = speedups.samples.at(rule);
      }
      r.chosen =
          r.speedup && r.subgraphs >= options.min_subgraphs && *r.speedup > options.min_speedup;
      choice.rules.push_back(std::move(r));
    }
  return choice;
}

void write_choice(const PassChoice& choice, const ChoiceOptions& options) {
  if (choice.chosen() == 0)
    throw Error(
        ErrorCategory::kUsage,
        fmt::format("no rule of {} is above {:.3f}x over Inductor on {} or more subgraphs "
                    "of {}: nothing to write",
                    options.set, options.min_speedup, options.min_subgraphs, options.task_run));
  fs::path out(options.out);
  if (fs::exists(out) && !fs::is_empty(out))
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: exists and is not empty; give a new folder", out.string()));
  // The chosen rules by pass folder, in the set's order (choose_passes read the layout).
  std::vector<std::pair<std::string, Json>> kept;
  for (const RuleChoice& r : choice.rules) {
    if (!r.chosen) continue;
    if (kept.empty() || kept.back().first != r.folder) kept.emplace_back(r.folder, Json::array());
    kept.back().second.push_back(r.rule);
  }
  for (const auto& [relative_folder, rules] : kept) {
    fs::path source =
        relative_folder.empty() ? fs::path(options.set) : fs::path(options.set) / relative_folder;
    fs::path target = relative_folder.empty() ? out : out / relative_folder;
    fs::create_directories(target);
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(source)) {
      fs::path relative = fs::relative(entry.path(), source);
      bool cache = std::any_of(relative.begin(), relative.end(),
                               [](const fs::path& part) { return part == "__pycache__"; });
      if (cache) continue;
      if (entry.is_directory())
        fs::create_directories(target / relative);
      else if (entry.is_regular_file())
        fs::copy_file(entry.path(), target / relative);
    }
    write_file(target / kOrderFile, rules.dump() + "\n");
  }
  write_file(out / "choice.json", choice.to_json(options).dump(2) + "\n");
}

}  // namespace passnet::report
