#include "passnet/agent/task_prompt.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstdlib>

#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/sha256.h"

namespace passnet::agent {

namespace fs = std::filesystem;

namespace {

using Json = nlohmann::json;

std::string file_text(const fs::path& file, std::size_t limit) {
  std::error_code ec;
  if (!fs::is_regular_file(file, ec)) return "(missing)";
  std::string text = read_file(file);
  while (!text.empty() && text.back() == '\n')
    text.pop_back();
  if (text.size() > limit)
    text = text.substr(0, limit) +
           fmt::format("\n# ... cut here: {} more characters", text.size() - limit);
  return text;
}

std::string microseconds(const Json& entry, const char* key) {
  if (!entry.contains(key) || !entry[key].is_number()) return "-";
  return fmt::format("{:.1f} us", entry[key].get<double>() * 1000.0);
}

std::string short_name(const Json& entry) {
  return entry.value("graph_hash", std::string("?")).substr(0, 8);
}

std::string joined(const Json& list) {
  std::vector<std::string> parts;
  if (list.is_array())
    for (const Json& item : list)
      parts.push_back(item.is_string() ? item.get<std::string>() : item.dump());
  return parts.empty() ? "-" : fmt::format("{}", fmt::join(parts, ", "));
}

fs::path executable_dir() {
  try {
    return executable_path().parent_path();
  } catch (const Error&) {
    return fs::current_path();
  }
}

// A template of the folder, with its path for errors; Error(kUsage) when it is missing.
std::pair<std::string, std::string> read_template(const fs::path& prompts, const char* name) {
  fs::path file = prompts / name;
  if (!fs::is_regular_file(file))
    throw Error(ErrorCategory::kUsage, fmt::format("{}: missing prompt template", file.string()));
  return {read_file(file), file.string()};
}

// The folder's system.md with the tools' names and the step budget.
std::string system_prompt(const fs::path& prompts, const PromptOptions& options) {
  auto [text, where] = read_template(prompts, "system.md");
  return render_template(text,
                         {{"editor_tool", options.editor_tool},
                          {"evaluate_tool", options.evaluate_tool},
                          {"steps", std::to_string(options.steps)}},
                         where);
}

}  // namespace

fs::path default_prompts_dir(const std::string& version) {
  if (const char* env = std::getenv("PASSNET_PROMPTS"); env && *env)
    return version == "v1" ? fs::path(env) : fs::path(env) / ".." / version;
  fs::path bin = executable_dir();
  for (const fs::path& candidate :
       {bin / ".." / "share" / "passnet" / "prompts" / "agent" / version,
        bin / ".." / "prompts" / "agent" / version})
    if (fs::is_directory(candidate)) return fs::weakly_canonical(candidate);
  throw Error(ErrorCategory::kUsage,
              "no agent prompt templates found: pass --prompts DIR or set PASSNET_PROMPTS "
              "(prompts/agent/v1 in the repository)");
}

std::string render_template(const std::string& text,
                            const std::map<std::string, std::string>& values,
                            const std::string& where) {
  std::string out;
  std::size_t line = 1, line_start = 0;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t open = text.find("{{", at);
    if (open == std::string::npos) {
      out.append(text, at, std::string::npos);
      break;
    }
    for (std::size_t i = at; i < open; ++i)
      if (text[i] == '\n') {
        ++line;
        line_start = i + 1;
      }
    out.append(text, at, open - at);
    std::size_t close = text.find("}}", open + 2);
    std::size_t column = open - line_start + 1;
    if (close == std::string::npos)
      throw Error(ErrorCategory::kParse,
                  fmt::format("{}:{}:{}: `{{{{` is never closed", where, line, column));
    std::string name = text.substr(open + 2, close - open - 2);
    auto value = values.find(name);
    if (value == values.end())
      throw Error(ErrorCategory::kParse, fmt::format("{}:{}:{}: unknown placeholder {{{{{}}}}}",
                                                     where, line, column, name));
    out += value->second;
    at = close + 2;
  }
  return out;
}

TaskSplit split_task(const Json& manifest) {
  std::vector<Json> subgraphs;
  if (manifest.contains("subgraphs") && manifest["subgraphs"].is_array())
    subgraphs.assign(manifest["subgraphs"].begin(), manifest["subgraphs"].end());
  std::string id = manifest.value("id", std::string());
  auto key = [&id](const Json& entry) {
    return sha256_hex(id + ":" + entry.value("graph_hash", entry.value("path", std::string())));
  };
  std::sort(subgraphs.begin(), subgraphs.end(),
            [&key](const Json& a, const Json& b) { return key(a) < key(b); });
  std::size_t visible = (subgraphs.size() * 2 + 2) / 3;
  if (subgraphs.size() >= 2) visible = std::min(visible, subgraphs.size() - 1);
  TaskSplit split;
  split.visible.assign(subgraphs.begin(), subgraphs.begin() + static_cast<long>(visible));
  split.withheld.assign(subgraphs.begin() + static_cast<long>(visible), subgraphs.end());
  return split;
}

Json load_task_manifest(const fs::path& suite, const std::string& task_id) {
  std::error_code ec;
  for (const auto& split : fs::directory_iterator(suite / "tasks", ec)) {
    fs::path file = split.path() / (task_id + ".json");
    if (fs::is_regular_file(file)) {
      Json manifest = Json::parse(read_file(file), nullptr, false);
      if (!manifest.is_object())
        throw Error(ErrorCategory::kParse, fmt::format("{}: not a task manifest", file.string()));
      return manifest;
    }
  }
  throw Error(ErrorCategory::kUsage,
              fmt::format("{}: no task {:?} under tasks/ (ids are the manifests' file names)",
                          suite.string(), task_id));
}

TaskPrompt task_prompt(const fs::path& suite, const std::string& task_id,
                       const PromptOptions& options) {
  fs::path prompts = options.prompts.empty() ? default_prompts_dir() : options.prompts;
  fs::path example = options.example.empty()
                         ? prompts / ".." / ".." / ".." / "passes" / "reference" / "silu_dropout"
                         : options.example;
  Json manifest = load_task_manifest(suite, task_id);
  TaskPrompt prompt;
  prompt.version = fs::weakly_canonical(prompts).filename().string();
  prompt.split = split_task(manifest);
  std::string table = "| subgraph | dtype | eager | Inductor | floor |\n|---|---|---|---|---|\n";
  for (const Json& entry : prompt.split.visible)
    table += fmt::format("| {} | {} | {} | {} | {} |\n", short_name(entry),
                         entry.value("dtype", "-"), microseconds(entry, "eager_ms"),
                         microseconds(entry, "inductor_ms"), microseconds(entry, "floor_ms"));

  auto [subgraph_template, subgraph_where] = read_template(prompts, "subgraph.md");
  std::string subgraphs;
  std::size_t shown = std::min(options.max_subgraphs, prompt.split.visible.size());
  for (std::size_t i = 0; i < shown; ++i) {
    const Json& entry = prompt.split.visible[i];
    fs::path folder = suite / entry.value("path", std::string());
    subgraphs += render_template(
        subgraph_template,
        {{"name", short_name(entry)},
         {"dtype", entry.value("dtype", "-")},
         {"source_model", entry.value("source_model", std::string("?"))},
         {"model_py", file_text(folder / "model.py", options.max_file_chars)},
         {"weight_meta_py", file_text(folder / "weight_meta.py", options.max_file_chars)}},
        subgraph_where);
    subgraphs += "\n";
  }

  std::string example_file = "(none)";
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(example, ec))
    if (entry.path().extension() == ".py") {
      example_file = entry.path().filename().string();
      break;
    }
  std::string device = "-";
  if (manifest.contains("baseline") && manifest["baseline"].contains("environment"))
    device = manifest["baseline"]["environment"].value("device_name", std::string("-"));
  const Json& key = manifest.contains("key") ? manifest["key"] : Json::object();
  auto [format_text, format_where] = read_template(prompts, "pass_format.md");
  std::map<std::string, std::string> values = {
      {"task_id", task_id},
      {"source_models", std::to_string(manifest.value("source_models", 0))},
      {"ops", joined(key.value("ops", Json::array()))},
      {"dtypes", joined(key.value("dtypes", Json::array()))},
      {"device_name", device},
      {"timing_table", table},
      {"pass_format", render_template(format_text, {}, format_where)},
      {"example_name", example.filename().string()},
      {"example_file", example_file},
      {"example_code", file_text(example / example_file, 20000)},
      {"shown", std::to_string(shown)},
      {"total", std::to_string(prompt.split.visible.size() + prompt.split.withheld.size())},
      {"subgraphs", subgraphs}};
  auto [task_template, task_where] = read_template(prompts, "task.md");
  prompt.user = render_template(task_template, values, task_where);
  prompt.system = system_prompt(prompts, options);
  return prompt;
}

TaskPrompt passnet_task_prompt(const bench::SuiteTask& task, const PromptOptions& options) {
  fs::path prompts = options.prompts.empty() ? default_prompts_dir("passnet") : options.prompts;
  TaskPrompt prompt;
  prompt.version = fs::weakly_canonical(prompts).filename().string();
  auto [subgraph_template, subgraph_where] = read_template(prompts, "subgraph.md");
  std::string subgraphs;
  for (std::size_t i = 0; i < task.subgraphs.size(); ++i) {
    std::string uid =
        i < task.uids.size() ? task.uids[i] : fs::path(task.subgraphs[i]).filename().string();
    prompt.split.visible.push_back({{"path", task.subgraphs[i]}, {"graph_hash", uid}});
    fs::path folder = task.subgraphs[i];
    subgraphs += render_template(
        subgraph_template,
        {{"name", folder.string()},
         {"model_py", file_text(folder / "model.py", options.max_file_chars)},
         {"weight_meta_py", file_text(folder / "weight_meta.py", options.max_file_chars)}},
        subgraph_where);
    subgraphs += "\n";
  }
  auto [format_text, format_where] = read_template(prompts, "pass_format.md");
  auto [example_code, example_where] = read_template(prompts, "example.py");
  auto [task_template, task_where] = read_template(prompts, "task.md");
  prompt.user = render_template(task_template,
                                {{"task_id", task.id},
                                 {"total", std::to_string(task.subgraphs.size())},
                                 {"pass_format", render_template(format_text, {}, format_where)},
                                 {"example_code", example_code},
                                 {"subgraphs", subgraphs}},
                                task_where);
  prompt.system = system_prompt(prompts, options);
  return prompt;
}

}  // namespace passnet::agent
