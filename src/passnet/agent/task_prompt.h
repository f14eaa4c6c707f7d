// What the model is shown of a PassBench task: a system prompt and a task statement rendered
// from versioned template files (prompts/agent/v1/), with the task's op sequence, dtypes and
// times (eager, Inductor, the floor) from its manifest, the pass format with a worked example,
// and the code and input shapes of its visible subgraphs. A task's subgraphs are split once,
// deterministically, into the visible ones (shown and evaluated in the loop) and the withheld
// ones (only in the final re-score), so that a pass fitted to what it saw is caught.
#pragma once

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace passnet::agent {

struct PromptOptions {
  std::filesystem::path prompts;  // the template folder; empty: default_prompts_dir()
  std::filesystem::path example;  // a pass folder shown as the worked example; empty: the default
  std::size_t max_subgraphs = 6;  // visible subgraphs whose code is shown
  std::size_t max_file_chars = 12000;  // longer files are cut, with a note
  std::string editor_tool = "file_editor";
  std::string evaluate_tool = "pass_evaluator";
  int steps = 50;
};

struct TaskSplit {
  std::vector<nlohmann::json> visible;   // the manifest's subgraph entries
  std::vector<nlohmann::json> withheld;  // none when the task has one subgraph
};

// Two thirds of the subgraphs (rounded up, at least one withheld when there are two or more) are
// visible, chosen by a hash of the task id and each graph hash: the same split on every run.
TaskSplit split_task(const nlohmann::json& manifest);

struct TaskPrompt {
  std::string system;
  std::string user;
  std::string version;  // the template folder's name ("v1"), recorded in trajectories
  TaskSplit split;
};

// The manifest of `task_id` in SUITE/tasks/<split>/; Error(kUsage) when no split holds it.
nlohmann::json load_task_manifest(const std::filesystem::path& suite, const std::string& task_id);

TaskPrompt task_prompt(const std::filesystem::path& suite, const std::string& task_id,
                       const PromptOptions& options);

// `text` with every {{name}} replaced; Error(kParse) at where:line:column for a name `values`
// lacks or an unclosed {{.
std::string render_template(const std::string& text,
                            const std::map<std::string, std::string>& values,
                            const std::string& where);

// $PASSNET_PROMPTS, else prompts/agent/v1 beside the binary's install or build tree.
std::filesystem::path default_prompts_dir();

}  // namespace passnet::agent
