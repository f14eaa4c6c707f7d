// `passnet bench suite parents SUITE --corpus DIR... [--split S] [--out LIST] [--json]`: the
// whole models a suite's subgraphs were cut from (each subgraph's subgraph_sources.json names
// its parent sample, relative to a GraphNet corpus root), found under the corpus roots given,
// with the tasks and subgraphs each holds: the sample list `bench run --backends
// inductor,model-passes:SET` takes to measure a pass set on whole models (docs/passes.md).
#include <fmt/format.h>

#include <filesystem>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>

#include "passnet/bench/suite_run.h"
#include "passnet/cli/commands.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::cli {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

struct ParentsArgs {
  std::string suite;
  std::string split = "eval";
  std::vector<std::string> corpora;
  std::string out;
  bool json = false;
};

struct Parent {
  std::set<std::string> tasks;
  std::size_t subgraphs = 0;
  std::string found;  // the sample folder under a corpus root; empty: in none
};

// The parent a subgraph folder names, or empty when it names none (a hand-made sample).
std::string parent_of(const fs::path& subgraph) {
  fs::path sources = subgraph / "subgraph_sources.json";
  std::error_code ec;
  if (!fs::is_regular_file(sources, ec)) return "";
  Json json = Json::parse(read_file(sources), nullptr, false);
  if (json.is_discarded())
    throw Error(ErrorCategory::kParse, fmt::format("{}: not JSON", sources.string()));
  return json.is_object() && json.contains("parent") && json["parent"].is_string()
             ? json["parent"].get<std::string>()
             : "";
}

void run_parents(const ParentsArgs& args) {
  for (const std::string& root : args.corpora)
    if (!fs::is_directory(root))
      throw Error(ErrorCategory::kUsage, fmt::format("--corpus {}: not a folder", root));
  std::vector<bench::SuiteTask> tasks = bench::load_suite_tasks(args.suite, args.split);
  std::map<std::string, Parent> parents;
  std::size_t subgraphs = 0, unnamed = 0;
  for (const bench::SuiteTask& task : tasks)
    for (const std::string& folder : task.subgraphs) {
      ++subgraphs;
      std::string name = parent_of(folder);
      if (name.empty()) {
        ++unnamed;
        continue;
      }
      Parent& parent = parents[name];
      parent.tasks.insert(task.id);
      ++parent.subgraphs;
    }
  std::size_t found = 0;
  for (auto& [name, parent] : parents)
    for (const std::string& root : args.corpora) {
      fs::path candidate = fs::path(root) / name;
      if (fs::is_regular_file(candidate / "model.py")) {
        parent.found = fs::absolute(candidate).lexically_normal().string();
        ++found;
        break;
      }
    }
  if (!args.out.empty()) {
    std::string list;
    for (const auto& [name, parent] : parents)
      if (!parent.found.empty()) list += parent.found + "\n";
    write_file(args.out, list);
  }
  if (args.json) {
    Json out = {{"suite", args.suite},    {"split", args.split}, {"tasks", tasks.size()},
                {"subgraphs", subgraphs}, {"unnamed", unnamed},  {"parents", Json::array()}};
    for (const auto& [name, parent] : parents)
      out["parents"].push_back(
          {{"parent", name},
           {"tasks", parent.tasks},
           {"subgraphs", parent.subgraphs},
           {"found", parent.found.empty() ? Json(nullptr) : Json(parent.found)}});
    fmt::print("{}\n", out.dump(2));
    return;
  }
  fmt::print(
      "suite {} ({}): {} tasks, {} subgraphs cut from {} parent samples ({} subgraphs name "
      "none); {} found under the corpus roots, {} not\n",
      args.suite, args.split, tasks.size(), subgraphs, parents.size(), unnamed, found,
      parents.size() - found);
  for (const auto& [name, parent] : parents)
    fmt::print("  {:>4} task(s) {:>4} subgraph(s)  {}{}\n", parent.tasks.size(), parent.subgraphs,
               name, parent.found.empty() ? "  (not found)" : "");
  if (!args.out.empty()) fmt::print("wrote {} ({} samples)\n", args.out, found);
}

}  // namespace

void add_bench_suite_parents_command(CLI::App& suite) {
  auto args = std::make_shared<ParentsArgs>();
  CLI::App* cmd = suite.add_subcommand(
      "parents",
      "The whole models a suite's subgraphs were cut from, found under GraphNet corpus roots: "
      "the sample list for measuring a pass set on whole models (bench run --backends "
      "inductor,model-passes:SET)");
  cmd->add_option("SUITE", args->suite, "Suite folder (with suite.json)")->required();
  cmd->add_option("--corpus", args->corpora,
                  "A GraphNet corpus root (the folder holding samples/); repeatable, searched in "
                  "order")
      ->required();
  cmd->add_option("--split", args->split, "eval, train or all")->capture_default_str();
  cmd->add_option("--out", args->out, "Write the parents found, one folder per line");
  cmd->add_flag("--json", args->json, "Print every parent with its tasks as JSON");
  cmd->callback([args] { run_parents(*args); });
}

}  // namespace passnet::cli
