// `passnet bench suite parents SUITE --corpus DIR... [--split S] [--out LIST] [--json]`: the
// whole models a suite's subgraphs were cut from (each subgraph's subgraph_sources.json names
// its parent sample, relative to a GraphNet corpus root, and its canonical graph hash), found
// under the corpus roots given: by path, or else by that hash (suites that recorded the path
// of a copy, as passbench-h100 did, still find their parents),
// with the tasks and subgraphs each holds: the sample list `bench run --backends
// inductor,model-passes:SET` takes to measure a pass set on whole models (docs/passes.md).
#include <fmt/format.h>

#include <filesystem>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/bench/suite_run.h"
#include "passnet/cli/commands.h"
#include "passnet/frontend/sample.h"
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
  std::string graph_hash;  // subgraph_sources.json's parent_graph_hash; empty: not recorded
  std::string found;       // the sample folder under a corpus root; empty: in none
};

struct Named {
  std::string parent;
  std::string graph_hash;
};

// The parent a subgraph folder names, or empty when it names none (a hand-made sample).
Named parent_of(const fs::path& subgraph) {
  fs::path sources = subgraph / "subgraph_sources.json";
  std::error_code ec;
  if (!fs::is_regular_file(sources, ec)) return {};
  Json json = Json::parse(read_file(sources), nullptr, false);
  if (json.is_discarded())
    throw Error(ErrorCategory::kParse, fmt::format("{}: not JSON", sources.string()));
  if (!json.is_object()) return {};
  auto text = [&json](const char* key) {
    return json.contains(key) && json[key].is_string() ? json[key].get<std::string>() : "";
  };
  return {text("parent"), text("parent_graph_hash")};
}

// Canonical graph hash -> sample folder, for every sample (a folder with model.py) under ROOTS.
// A sample that does not parse is left out: it cannot be anyone's parent by hash.
std::map<std::string, std::string> samples_by_hash(const std::vector<std::string>& roots) {
  std::map<std::string, std::string> by_hash;
  for (const std::string& root : roots) {
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(root, ec);
         it != fs::recursive_directory_iterator(); it.increment(ec)) {
      if (ec || it->path().filename() != "model.py") continue;
      fs::path folder = it->path().parent_path();
      try {
        frontend::Sample sample = frontend::read_sample(
            frontend::load_sample_files(folder.string(), kDefaultMaxFileBytes));
        analysis::CanonicalHashes hashes = analysis::canonical_hashes(
            sample.graph, [&sample](std::string_view name) { return sample.meta_for(name); });
        by_hash.emplace(hashes.graph, fs::absolute(folder).lexically_normal().string());
      } catch (const Error&) {
      }
    }
  }
  return by_hash;
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
      Named named = parent_of(folder);
      if (named.parent.empty()) {
        ++unnamed;
        continue;
      }
      Parent& parent = parents[named.parent];
      parent.tasks.insert(task.id);
      parent.graph_hash = named.graph_hash;
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
  // Parents not where their path says: by the hash of their graph, if any sample has it.
  bool by_hash_needed = false;
  for (const auto& [name, parent] : parents)
    by_hash_needed |= parent.found.empty() && !parent.graph_hash.empty();
  if (by_hash_needed) {
    std::map<std::string, std::string> by_hash = samples_by_hash(args.corpora);
    for (auto& [name, parent] : parents)
      if (auto it = by_hash.find(parent.graph_hash); parent.found.empty() && it != by_hash.end()) {
        parent.found = it->second;
        ++found;
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
