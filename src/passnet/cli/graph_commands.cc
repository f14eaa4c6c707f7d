// `passnet graph show|hash|emit SAMPLE`: look at one sample the way the engine sees it.
#include <fmt/format.h>

#include <memory>

#include "passnet/analysis/graph_summary.h"
#include "passnet/cli/commands.h"
#include "passnet/frontend/sample.h"
#include "passnet/frontend/sample_writer.h"

namespace passnet::cli {

namespace {

struct GraphOptions {
  std::string sample;
  bool json = false;
  std::string out;
};

frontend::Sample load(const std::string& folder) {
  return frontend::read_sample(frontend::load_sample_files(folder, kDefaultMaxFileBytes));
}

void show(const GraphOptions& options) {
  frontend::Sample sample = load(options.sample);
  analysis::GraphSummary summary = analysis::summarize(sample);
  nlohmann::json description = analysis::describe_graph(sample, summary);
  if (options.json) {
    fmt::print("{}\n", description.dump(2));
    return;
  }
  fmt::print("sample    {}\n", sample.location);
  fmt::print("source    {}  tag {}\n", sample.source(), sample.tag());
  fmt::print("nodes     {} ({} ops, {} inputs)\n", summary.node_count, summary.op_count,
             summary.inputs.size());
  fmt::print("graph     {}\npattern   {}\n", summary.hashes.graph, summary.hashes.pattern);
  if (sample.graph_hash_txt) fmt::print("graphnet  {}\n", *sample.graph_hash_txt);
  fmt::print("\ninputs:\n");
  for (const auto& input : summary.inputs)
    fmt::print("  {:<10} {:<60} {} {}\n", input["kind"].get<std::string>(),
               input["name"].get<std::string>(), input.value("dtype", "?"),
               input.contains("shape") ? input["shape"].dump() : "?");
  fmt::print("\nops:\n");
  for (const auto& [op, count] : summary.op_histogram)
    fmt::print("  {:>6}  {}\n", count, op);
  fmt::print("\noutputs: {}\n", description["outputs"].dump());
  for (const std::string& warning : sample.warnings)
    fmt::print("warning: {}\n", warning);
}

void hash(const GraphOptions& options) {
  frontend::Sample sample = load(options.sample);
  analysis::CanonicalHashes hashes = analysis::canonical_hashes(
      sample.graph, [&sample](std::string_view name) { return sample.meta_for(name); });
  fmt::print("graph {}\npattern {}\n", hashes.graph, hashes.pattern);
}

void emit(const GraphOptions& options) {
  frontend::Sample sample = load(options.sample);
  frontend::write_sample(sample, options.out);
  fmt::print(stderr, "wrote {} ({} nodes)\n", options.out, sample.graph.size());
}

}  // namespace

void add_graph_commands(CLI::App& group) {
  auto options = std::make_shared<GraphOptions>();
  CLI::App* show_cmd =
      group.add_subcommand("show", "Print a sample's nodes, ops, inputs, outputs and hashes");
  show_cmd->add_option("SAMPLE", options->sample, "Sample folder")
      ->required()
      ->check(CLI::ExistingDirectory);
  show_cmd->add_flag("--json", options->json, "Print one JSON object with every node");
  show_cmd->callback([options] { show(*options); });

  CLI::App* hash_cmd = group.add_subcommand(
      "hash", "Print the canonical graph hash and pattern hash ('graph <hex>', 'pattern <hex>')");
  hash_cmd->add_option("SAMPLE", options->sample, "Sample folder")
      ->required()
      ->check(CLI::ExistingDirectory);
  hash_cmd->callback([options] { hash(*options); });

  CLI::App* emit_cmd = group.add_subcommand(
      "emit",
      "Parse a sample and write it back in GraphNet format (model.py regenerated from the IR)");
  emit_cmd->add_option("SAMPLE", options->sample, "Sample folder")
      ->required()
      ->check(CLI::ExistingDirectory);
  emit_cmd->add_option("--out", options->out, "Folder to write (created if missing)")->required();
  emit_cmd->callback([options] { emit(*options); });

  add_graph_annotate_command(group);
}

}  // namespace passnet::cli
