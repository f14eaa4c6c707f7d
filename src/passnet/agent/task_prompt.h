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

#include "passnet/bench/suite_run.h"

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

// PassNet's prompt shape for a task of its layout (bench/passnet_layout.h), from the templates
// in prompts/agent/passnet/ (system.md, task.md, subgraph.md, pass_format.md, example.py): a
// system prompt, the pass format with its do's and don'ts, a worked Triton add, and the
// `model.py` and `weight_meta.py` of every subgraph, all of them visible, as PassNet's agent
// shows them. Each subgraph entry is {"path": FOLDER, "graph_hash": UID}.
TaskPrompt passnet_task_prompt(const bench::SuiteTask& task, const PromptOptions& options);

// `text` with every {{name}} replaced; Error(kParse) at where:line:column for a name `values`
// lacks or an unclosed {{.
std::string render_template(const std::string& text,
                            const std::map<std::string, std::string>& values,
                            const std::string& where);

// $PASSNET_PROMPTS, else prompts/agent/VERSION beside the binary's install or build tree
// ($PASSNET_PROMPTS names the v1 folder; other versions are its siblings).
std::filesystem::path default_prompts_dir(const std::string& version = "v1");

}  // namespace passnet::agent
