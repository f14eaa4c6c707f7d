#include "passnet/agent/synth_policy.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <vector>

#include "passnet/exec/tool.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::agent {

namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

// Elementwise launch tables (passnet.synth.tuning: [largest elements or null, block, warps])
// around the built-in one ([4096, 256, 2], [65536, 512, 4], [null, 1024, 4]).
const Json& variant_tables() {
  static const Json tables = Json::array({
      {{"elementwise", {{4096, 128, 2}, {65536, 256, 4}, {nullptr, 512, 4}}},
       {"what", "blocks halved"}},
      {{"elementwise", {{4096, 512, 4}, {65536, 1024, 4}, {nullptr, 2048, 8}}},
       {"what", "blocks doubled"}},
      {{"elementwise", {{4096, 256, 4}, {65536, 512, 8}, {nullptr, 1024, 8}}},
       {"what", "more warps per block"}},
  });
  return tables;
}

std::vector<std::string> lines_keeping_ends(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size() - 1;
    lines.push_back(text.substr(start, end - start + 1));
    start = end + 1;
  }
  return lines;
}

std::string joined(const std::vector<std::string>& lines, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t i = from; i < to; ++i)
    out += lines[i];
  return out;
}

std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t count = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
    ++count;
  return count;
}

// The pass files of a synthesised set's task folder, by name.
std::map<std::string, std::string> pass_files(const fs::path& folder) {
  std::map<std::string, std::string> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(folder, ec))
    if (entry.is_regular_file()) files[entry.path().filename().string()] = read_file(entry.path());
  return files;
}

void synthesise(const SynthPolicyOptions& options, const std::string& suite,
                const std::string& task, const fs::path& out,
                const std::optional<fs::path>& tuning) {
  std::vector<std::string> command = {
      options.python, "-m", "passnet.synth", "--suite",    suite,         "--split", "all",
      "--only",       task, "--out",         out.string(), "--no-verify", "-q"};
  if (tuning) command.insert(command.end(), {"--tuning", tuning->string()});
  exec::ToolResult written = exec::run_tool(command, std::chrono::seconds(1800));
  if (!written.ok) throw Error(ErrorCategory::kIo, "passnet.synth: " + written.error);
}

Json evaluate_turn() {
  return {{"tool_calls", {{{"name", "pass_evaluator"}, {"arguments", "{}"}}}}};
}

}  // namespace

std::optional<Json> edit_between(const std::string& path, const std::string& before,
                                 const std::string& after) {
  if (before == after) return std::nullopt;
  // An empty file has no text to replace: the new one goes in at the top.
  if (before.empty())
    return Json{{"command", "insert"}, {"path", path}, {"insert_line", 0}, {"new_str", after}};
  std::vector<std::string> old_lines = lines_keeping_ends(before),
                           new_lines = lines_keeping_ends(after);
  std::size_t prefix = 0;
  while (prefix < old_lines.size() && prefix < new_lines.size() &&
         old_lines[prefix] == new_lines[prefix])
    ++prefix;
  std::size_t suffix = 0;
  while (suffix < old_lines.size() - prefix && suffix < new_lines.size() - prefix &&
         old_lines[old_lines.size() - 1 - suffix] == new_lines[new_lines.size() - 1 - suffix])
    ++suffix;
  std::size_t old_from = prefix, old_to = old_lines.size() - suffix;
  std::size_t new_from = prefix, new_to = new_lines.size() - suffix;
  // An empty old span (a pure insertion) or one that occurs twice is widened by a line at a time,
  // before it while there are lines before, then after.
  while (old_from == old_to || occurrences(before, joined(old_lines, old_from, old_to)) != 1) {
    if (old_from > 0) {
      --old_from;
      --new_from;
    } else if (old_to < old_lines.size()) {
      ++old_to;
      ++new_to;
    } else {
      break;  // the whole file: unique by definition
    }
  }
  return Json{{"command", "str_replace"},
              {"path", path},
              {"old_str", joined(old_lines, old_from, old_to)},
              {"new_str", joined(new_lines, new_from, new_to)}};
}

std::unique_ptr<Policy> synth_policy(const std::string& suite, const std::string& task,
                                     const fs::path& folder, const SynthPolicyOptions& options) {
  synthesise(options, suite, task, folder / "synth", std::nullopt);
  std::map<std::string, std::string> current = pass_files(folder / "synth" / task);
  Json turns = Json::array();
  if (current.empty()) {
    turns.push_back({{"content", "The synthesiser has no pass for this task."}});
    return scripted_policy(std::move(turns), "synth");
  }
  for (const auto& [name, text] : current)
    turns.push_back(
        {{"content", fmt::format("Writing {}.", name)},
         {"tool_calls",
          {{{"name", "file_editor"},
            {"arguments", {{"command", "create"}, {"path", name}, {"file_text", text}}}}}}});
  for (int i = 0; i < options.evaluations; ++i)
    turns.push_back(evaluate_turn());
  int variants = std::clamp(options.variants, 0, kSynthVariants);
  for (int k = 0; k < variants; ++k) {
    const Json& table = variant_tables()[static_cast<std::size_t>(k)];
    fs::path tuning = folder / fmt::format("synth-variant-{}.json", k + 1);
    write_file(
        tuning,
        Json{{"format", "passnet-synth-tuning/1"}, {"elementwise", table["elementwise"]}}.dump(2));
    fs::path out = folder / fmt::format("synth-variant-{}", k + 1);
    synthesise(options, suite, task, out, tuning);
    std::map<std::string, std::string> next = pass_files(out / task);
    Json edits = Json::array();
    for (const auto& [name, text] : next) {
      auto before = current.find(name);
      if (before == current.end())
        edits.push_back({{"command", "create"}, {"path", name}, {"file_text", text}});
      else if (std::optional<Json> edit = edit_between(name, before->second, text))
        edits.push_back(*edit);
    }
    if (edits.empty()) continue;  // a template this table does not reach: nothing to try
    std::string what = table["what"].get<std::string>();
    for (const Json& edit : edits)
      turns.push_back({{"content", fmt::format("Trying the launch configurations with {}.", what)},
                       {"tool_calls", {{{"name", "file_editor"}, {"arguments", edit}}}}});
    turns.push_back(evaluate_turn());
    current = std::move(next);
  }
  turns.push_back({{"content", "The synthesised pass and its variants are evaluated."}});
  return scripted_policy(std::move(turns), "synth");
}

}  // namespace passnet::agent
