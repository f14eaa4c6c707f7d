// The file editor an agent writes its pass with: view, create, str_replace, insert and undo_edit
// over one folder, PassNet's `file_editor` tool (R2E-Gym's, itself the str_replace editor of
// SWE-agent). Every path resolves inside the folder: a relative path, or an absolute one under
// it; `..`, links and absolute paths that lead out are refused. What the model did wrong comes
// back as an error text for it to read, never as an exception.
#pragma once

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "passnet/agent/chat.h"

namespace passnet::agent {

struct ToolOutcome {
  std::string text;  // what the model reads next
  bool is_error = false;
};

class PassFolder {
 public:
  // The folder is created if missing.
  explicit PassFolder(std::filesystem::path root);

  // One call's arguments: {"command": "view|create|str_replace|insert|undo_edit", "path": ...,
  // "file_text", "old_str", "new_str", "insert_line", "view_range": [first, last]}.
  ToolOutcome run(const nlohmann::json& arguments);

  const std::filesystem::path& root() const { return root_; }

  // The tool as the model is offered it.
  static ToolSpec spec(const std::string& name = "file_editor");

  static constexpr std::size_t kMaxFileBytes = 1 << 20;
  static constexpr std::size_t kMaxObservation = 16000;

 private:
  // The path inside the folder `given` names, or nullopt with `why`.
  std::optional<std::filesystem::path> resolve(const std::string& given, std::string& why) const;
  std::string shown(const std::filesystem::path& path) const;  // relative to the folder
  ToolOutcome view(const std::filesystem::path& path, const nlohmann::json& arguments) const;
  ToolOutcome create(const std::filesystem::path& path, const nlohmann::json& arguments);
  ToolOutcome replace(const std::filesystem::path& path, const nlohmann::json& arguments);
  ToolOutcome insert(const std::filesystem::path& path, const nlohmann::json& arguments);
  ToolOutcome undo(const std::filesystem::path& path);
  void remember(const std::filesystem::path& path, std::optional<std::string> before);

  std::filesystem::path root_;
  // Per file, its contents before each edit (nullopt: it did not exist), for undo_edit.
  std::map<std::filesystem::path, std::vector<std::optional<std::string>>> history_;
};

}  // namespace passnet::agent
