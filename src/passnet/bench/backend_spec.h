// What a backend name on the command line, in run.db or in a suite's scores stands for: a
// backend the worker knows by name, a `module:function` plugin, or a pass set applied one of
// several ways (`passes:`, `passes+inductor:`, `passes+custom-op:`, `passnet-passes:`,
// `model-passes:`, `model-passes+custom-op:`), or `pass_dir`, the per-task pass_dirs a suite run
// expands (task_passes.h). This is the one place C++ reads those spellings;
// python/passnet/runtime/backend_spec.py is Python's, and tests/spellings.json holds what both
// must accept and refuse, word for word (docs/run-options.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "passnet/util/parsed.h"

namespace passnet::bench {

enum class BackendKind : std::uint8_t {
  kNamed,          // eager, inductor, a registered or entry-point backend
  kPlugin,         // module:function, imported by the worker
  kPasses,         // passes*:PATH, a pass set on each subgraph
  kPassnetPasses,  // passnet-passes:DIR, a PassNet pass_dir applied as PassNet does
  kModelPasses,    // model-passes*:PATH, a pass set on whole models as users apply it
  kPassDir,        // pass_dir[:FOLDER], expanded per task into passnet-passes:DIR
};

// How a pass set's replacements meet Inductor.
enum class InductorUse : std::uint8_t {
  kNone,      // the rewritten graph runs as it is
  kLowered,   // inside Inductor, lowered into its code where they can be, else custom ops
  kCustomOp,  // inside Inductor, each replacement a custom op
};

struct BackendSpec {
  BackendKind kind = BackendKind::kNamed;
  std::string name;  // named and plugin: the whole spelling
  std::string path;  // the pass kinds' path; pass_dir's folder, empty for each task's own
  InductorUse inductor = InductorUse::kNone;
  bool per_task = false;  // the path holds {task}, replaced by each task's id

  // The canonical spelling: parse_backend_spec(spec.text()) == spec.
  std::string text() const;
  // Runs passes on subgraphs, one way or another (passes*, passnet-passes, pass_dir).
  bool runs_subgraph_passes() const;
  // The path with every {task} replaced by `task_id`.
  BackendSpec for_task(std::string_view task_id) const;

  bool operator==(const BackendSpec&) const = default;
};

Parsed<BackendSpec> parse_backend_spec(std::string_view text);

// tests/spellings.json's words for the fields.
std::string_view to_string(BackendKind kind);
std::string_view to_string(InductorUse use);

}  // namespace passnet::bench
