// `passnet integrity check PATH...` and `passnet integrity rules`: the static integrity layer,
// which is Python (python/passnet/integrity). The engine hands the command over to
// `python -m passnet.integrity` by exec, so its output, its exit status and signals are the
// checker's own, and the rules live in one place.
#include <memory>
#include <string>
#include <vector>

#include "passnet/cli/commands.h"
#include "passnet/cli/python_exec.h"

namespace passnet::cli {

namespace {

struct IntegrityArgs {
  std::vector<std::string> paths;
  bool json = false;
  std::string python = "python3";
};

[[noreturn]] void exec_python(const std::string& python, const std::vector<std::string>& tail) {
  exec_python_module(python, "passnet.integrity", tail);
}

constexpr const char* kCheckHelp =
    "Run the static integrity layer over pass files, pass folders or pass sets (exit 1 when a "
    "pass breaks a rule)";

constexpr const char* kCheckFooter =
    "The static layer reads each pass file's AST before anything is imported. The replacement "
    "side may only allocate outputs, read metadata, make copy-free views and launch the pass's "
    "own Triton kernels (no torch compute, no operators on tensors); nowhere may the pass import "
    "outside an allowlist, call eval/exec, touch files, walk frames, look names up at run time, "
    "patch what it did not create, keep state across calls or swallow exceptions. One line per "
    "violation: RULE  FILE:LINE:COL  what: source (--json: one object per file).\n\n"
    "Exit status: 0 every pass is clean; 1 some pass breaks a rule; 2 a path is not a pass file, "
    "folder or set, or a file cannot be parsed; 127 the Python interpreter could not be "
    "started.\n\n"
    "The dynamic layers run inside `passnet bench run` for passes: and passes+inductor: "
    "backends: dispatch (the aten ops the wrapper runs), runtime (input mutation, output "
    "aliasing, stale memory, timer tampering, roofline) and sandbox (limits, hangs, crashes). A "
    "flagged pass gets status integrity_fail there and scores the failure penalty b at every "
    "tolerance. `passnet integrity rules` lists every rule and its layer.";

}  // namespace

void add_integrity_commands(CLI::App& group) {
  auto args = std::make_shared<IntegrityArgs>();
  CLI::App* check = group.add_subcommand("check", kCheckHelp);
  check->footer(kCheckFooter);
  check->add_option("PATH", args->paths, "A pass file, a pass folder or a pass set")->required();
  check->add_flag("--json", args->json, "One JSON object per file: {file, violations}");
  check->add_option("--python", args->python, "Python interpreter that has the passnet package")
      ->capture_default_str();
  check->callback([args] {
    std::vector<std::string> tail = {"check"};
    if (args->json) tail.push_back("--json");
    tail.push_back("--");  // a path that starts with '-' stays a path
    tail.insert(tail.end(), args->paths.begin(), args->paths.end());
    exec_python(args->python, tail);
  });

  CLI::App* rules = group.add_subcommand(
      "rules", "List the integrity rules, the layer that enforces each and what it forbids");
  rules->add_option("--python", args->python, "Python interpreter that has the passnet package")
      ->capture_default_str();
  rules->callback([args] { exec_python(args->python, {"rules"}); });
}

}  // namespace passnet::cli
