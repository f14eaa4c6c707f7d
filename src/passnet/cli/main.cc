// passnet: the engine's command-line entry point.
#include <fmt/core.h>

#include "passnet/cli/commands.h"
#include "passnet/util/error.h"

int main(int argc, char** argv) {
  CLI::App app{
      "passnet: build and judge tensor-compiler passes on real computational graphs.\n"
      "Samples are GraphNet folders (model.py, weight_meta.py, input_meta.py, graph_net.json)."};
  app.require_subcommand(1);
  app.set_version_flag("--version", "passnet 0.1.0");
  for (const passnet::cli::CommandGroup& group : passnet::cli::kCommandGroups) {
    CLI::App* sub = app.add_subcommand(group.name, group.description);
    sub->require_subcommand(1);
    group.add(*sub);
  }
  passnet::cli::add_synth_command(app);
  passnet::cli::add_report_command(app);
  CLI::App* agent = app.add_subcommand(
      "agent",
      "The pass-writing agent: run (the loop), chat (one turn to a model), prompt (what it is "
      "shown), evaluate (its evaluation tool)");
  agent->require_subcommand(1);
  passnet::cli::add_agent_commands(*agent);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    return app.exit(error);
  } catch (const passnet::Error& error) {
    fmt::print(stderr, "passnet: {}\n", error.what());
    return error.category() == passnet::ErrorCategory::kUsage ? 2 : 1;
  } catch (const std::exception& error) {
    fmt::print(stderr, "passnet: internal error: {}\n", error.what());
    return 1;
  }
  return 0;
}
