// `passnet synth --suite SUITE --split S --out PASS_SET [...]`: pass synthesis, which needs
// torch's op semantics and lives in Python (python/passnet/synth). The engine hands every
// argument after `synth` to `python -m passnet.synth` by exec (`--python PATH` picks the
// interpreter, as for `bench run`); `passnet synth --help` is therefore the synthesiser's own.
#include <cstddef>
#include <string>
#include <vector>

#include "passnet/cli/commands.h"
#include "passnet/cli/python_exec.h"

namespace passnet::cli {

void add_synth_command(CLI::App& app) {
  CLI::App* synth = app.add_subcommand(
      "synth",
      "Write a pass for every task of a PassBench suite, without an LLM (--help: all options)");
  synth->prefix_command();
  synth->set_help_flag();  // --help reaches the synthesiser, whose help lists every option
  synth->callback([synth] {
    std::string python = "python3";
    std::vector<std::string> tail;
    std::vector<std::string> given = synth->remaining();
    for (std::size_t i = 0; i < given.size(); ++i) {
      if (given[i] == "--python" && i + 1 < given.size()) {
        python = given[++i];
      } else if (given[i].starts_with("--python=")) {
        python = given[i].substr(9);
      } else {
        tail.push_back(given[i]);
      }
    }
    exec_python_module(python, "passnet.synth", tail);
  });
}

}  // namespace passnet::cli
