#include "passnet/agent/pass_files.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <sstream>

#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::agent {

namespace fs = std::filesystem;

namespace {

using Json = nlohmann::json;

ToolOutcome error(std::string text) {
  return {std::move(text), true};
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  return lines;
}

// `cat -n` of lines [first, last] (1-based), as the model reads a file.
std::string numbered(const std::vector<std::string>& lines, std::size_t first, std::size_t last) {
  std::string out;
  for (std::size_t i = first; i <= last && i <= lines.size(); ++i)
    out += fmt::format("{:>6}\t{}\n", i, lines[i - 1]);
  return out;
}

std::string truncated(std::string text) {
  if (text.size() <= PassFolder::kMaxObservation) return text;
  text.resize(PassFolder::kMaxObservation);
  return text + "\n<output cut here: view a smaller view_range to read the rest>\n";
}

std::optional<std::string> text_argument(const Json& arguments, const char* key) {
  if (!arguments.contains(key) || !arguments[key].is_string()) return std::nullopt;
  return arguments[key].get<std::string>();
}

bool looks_binary(const std::string& text) {
  return text.find('\0') != std::string::npos;
}

// The edited region with a few lines around it, so the model sees what it did.
std::string snippet(const std::string& text, std::size_t changed_line, std::size_t changed_lines) {
  std::vector<std::string> lines = lines_of(text);
  std::size_t first = changed_line > 4 ? changed_line - 4 : 1;
  std::size_t last = std::min(lines.size(), changed_line + changed_lines + 3);
  return numbered(lines, first, last);
}

}  // namespace

PassFolder::PassFolder(fs::path root) {
  fs::create_directories(root);
  root_ = fs::weakly_canonical(fs::absolute(root));
}

ToolSpec PassFolder::spec(const std::string& name) {
  return {
      name,
      "View, create and edit files of your pass folder. `view` shows a file with line numbers "
      "(`view_range` [first, last], last -1 for the end) or lists a folder; `create` writes a "
      "new file (`file_text`); `str_replace` replaces `old_str`, which must occur exactly "
      "once, with `new_str`; `insert` puts `new_str` after line `insert_line` (0: at the "
      "top); `undo_edit` takes back the last edit of `path`. Paths are relative to the pass "
      "folder.",
      {{"type", "object"},
       {"properties",
        {{"command",
          {{"type", "string"}, {"enum", {"view", "create", "str_replace", "insert", "undo_edit"}}}},
         {"path", {{"type", "string"}}},
         {"file_text", {{"type", "string"}}},
         {"old_str", {{"type", "string"}}},
         {"new_str", {{"type", "string"}}},
         {"insert_line", {{"type", "integer"}}},
         {"view_range", {{"type", "array"}, {"items", {{"type", "integer"}}}}}}},
       {"required", {"command", "path"}}}};
}

std::optional<fs::path> PassFolder::resolve(const std::string& given, std::string& why) const {
  if (given.empty()) {
    why = "`path` is empty";
    return std::nullopt;
  }
  fs::path path = fs::path(given).is_absolute() ? fs::path(given) : root_ / given;
  // weakly_canonical follows links and folds `..`, so what is checked is where a write lands.
  fs::path resolved = fs::weakly_canonical(path);
  auto [end, unused] = std::mismatch(root_.begin(), root_.end(), resolved.begin(), resolved.end());
  if (end != root_.end()) {
    why = fmt::format("{} is outside the pass folder; paths are relative to it", given);
    return std::nullopt;
  }
  return resolved;
}

std::string PassFolder::shown(const fs::path& path) const {
  fs::path relative = path.lexically_relative(root_);
  return relative.empty() || relative == "." ? "." : relative.string();
}

ToolOutcome PassFolder::run(const Json& arguments) {
  if (!arguments.is_object()) return error("the arguments must be a JSON object");
  std::optional<std::string> command = text_argument(arguments, "command");
  std::optional<std::string> given = text_argument(arguments, "path");
  if (!command)
    return error("`command` is missing: view, create, str_replace, insert or undo_edit");
  if (!given) return error("`path` is missing");
  std::string why;
  std::optional<fs::path> path = resolve(*given, why);
  if (!path) return error(why);
  ToolOutcome outcome;
  if (*command == "view")
    outcome = view(*path, arguments);
  else if (*command == "create")
    outcome = create(*path, arguments);
  else if (*command == "str_replace")
    outcome = replace(*path, arguments);
  else if (*command == "insert")
    outcome = insert(*path, arguments);
  else if (*command == "undo_edit")
    outcome = undo(*path);
  else
    return error(fmt::format("unknown command {:?}: view, create, str_replace, insert or undo_edit",
                             *command));
  outcome.text = truncated(std::move(outcome.text));
  return outcome;
}

ToolOutcome PassFolder::view(const fs::path& path, const Json& arguments) const {
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    std::vector<std::string> entries;
    for (auto it = fs::recursive_directory_iterator(path, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      std::string name = it->path().filename().string();
      if (name.starts_with('.') || name == "__pycache__") {
        if (it->is_directory()) it.disable_recursion_pending();
        continue;
      }
      if (it.depth() > 1) continue;
      entries.push_back(shown(it->path()) + (it->is_directory() ? "/" : ""));
    }
    std::sort(entries.begin(), entries.end());
    std::string out = fmt::format("Files in {} (two levels):\n", shown(path));
    for (const std::string& entry : entries)
      out += entry + "\n";
    return {out, false};
  }
  if (!fs::is_regular_file(path, ec)) return error(fmt::format("{} does not exist", shown(path)));
  if (fs::file_size(path, ec) > kMaxFileBytes)
    return error(fmt::format("{} is larger than {} bytes", shown(path), kMaxFileBytes));
  std::string text = read_file(path);
  if (looks_binary(text)) return error(fmt::format("{} is not a text file", shown(path)));
  std::vector<std::string> lines = lines_of(text);
  std::size_t first = 1, last = lines.size();
  if (arguments.contains("view_range")) {
    const Json& range = arguments["view_range"];
    if (!range.is_array() || range.size() != 2 || !range[0].is_number_integer() ||
        !range[1].is_number_integer())
      return error("`view_range` must be [first, last], last -1 for the end");
    long long from = range[0], to = range[1];
    if (from < 1 || from > static_cast<long long>(std::max<std::size_t>(lines.size(), 1)) ||
        (to != -1 && to < from))
      return error(fmt::format("`view_range` [{}, {}] is not within the file's {} lines", from, to,
                               lines.size()));
    first = static_cast<std::size_t>(from);
    if (to != -1) last = std::min(lines.size(), static_cast<std::size_t>(to));
  }
  return {fmt::format("{} (lines {}-{} of {}):\n{}", shown(path), first, last, lines.size(),
                      numbered(lines, first, last)),
          false};
}

ToolOutcome PassFolder::create(const fs::path& path, const Json& arguments) {
  std::optional<std::string> text = text_argument(arguments, "file_text");
  if (!text) return error("`create` needs `file_text`");
  if (fs::exists(path))
    return error(
        fmt::format("{} already exists: edit it with str_replace or insert, or undo", shown(path)));
  if (text->size() > kMaxFileBytes)
    return error(fmt::format("`file_text` is larger than {} bytes", kMaxFileBytes));
  remember(path, std::nullopt);
  write_file(path, *text);
  return {fmt::format("Created {} ({} lines).", shown(path), lines_of(*text).size()), false};
}

ToolOutcome PassFolder::replace(const fs::path& path, const Json& arguments) {
  std::optional<std::string> old_text = text_argument(arguments, "old_str");
  if (!old_text || old_text->empty()) return error("`str_replace` needs a non-empty `old_str`");
  std::string new_text = text_argument(arguments, "new_str").value_or("");
  if (!fs::is_regular_file(path)) return error(fmt::format("{} does not exist", shown(path)));
  std::string text = read_file(path);
  std::size_t at = text.find(*old_text);
  if (at == std::string::npos)
    return error(
        fmt::format("`old_str` does not occur in {}: view the file and copy the text "
                    "exactly, whitespace included",
                    shown(path)));
  if (text.find(*old_text, at + 1) != std::string::npos) {
    std::vector<std::size_t> lines;
    for (std::size_t from = 0; (from = text.find(*old_text, from)) != std::string::npos; ++from)
      lines.push_back(1 + std::count(text.begin(), text.begin() + from, '\n'));
    return error(
        fmt::format("`old_str` occurs {} times in {} (lines {}): include more context "
                    "so that it is unique",
                    lines.size(), shown(path), fmt::join(lines, ", ")));
  }
  remember(path, text);
  std::size_t line = 1 + std::count(text.begin(), text.begin() + at, '\n');
  text.replace(at, old_text->size(), new_text);
  write_file(path, text);
  return {fmt::format("Edited {}:\n{}", shown(path),
                      snippet(text, line, std::count(new_text.begin(), new_text.end(), '\n'))),
          false};
}

ToolOutcome PassFolder::insert(const fs::path& path, const Json& arguments) {
  std::optional<std::string> new_text = text_argument(arguments, "new_str");
  if (!new_text) return error("`insert` needs `new_str`");
  if (!arguments.contains("insert_line") || !arguments["insert_line"].is_number_integer())
    return error("`insert` needs `insert_line` (0: at the top)");
  if (!fs::is_regular_file(path)) return error(fmt::format("{} does not exist", shown(path)));
  std::string text = read_file(path);
  std::vector<std::string> lines = lines_of(text);
  long long after = arguments["insert_line"];
  if (after < 0 || after > static_cast<long long>(lines.size()))
    return error(fmt::format("`insert_line` {} is not within 0..{}", after, lines.size()));
  remember(path, text);
  std::vector<std::string> added = lines_of(*new_text);
  lines.insert(lines.begin() + after, added.begin(), added.end());
  std::string out;
  for (const std::string& line : lines)
    out += line + "\n";
  write_file(path, out);
  return {fmt::format("Inserted {} line(s) into {}:\n{}", added.size(), shown(path),
                      snippet(out, static_cast<std::size_t>(after) + 1, added.size())),
          false};
}

ToolOutcome PassFolder::undo(const fs::path& path) {
  auto it = history_.find(path);
  if (it == history_.end() || it->second.empty())
    return error(fmt::format("no edit of {} to undo", shown(path)));
  std::optional<std::string> before = std::move(it->second.back());
  it->second.pop_back();
  if (!before) {
    std::error_code ignored;
    fs::remove(path, ignored);
    return {fmt::format("Undid the creation of {}.", shown(path)), false};
  }
  write_file(path, *before);
  return {fmt::format("Undid the last edit of {}.", shown(path)), false};
}

void PassFolder::remember(const fs::path& path, std::optional<std::string> before) {
  history_[path].push_back(std::move(before));
}

}  // namespace passnet::agent
