// `passnet bench choose-passes TASK_RUN --set SET --out DIR`: the pass set to apply to whole
// models, chosen in advance from a run of the suite's tasks (report/pass_choice.h): the rules
// whose G-mean speedup over Inductor on the subgraphs they replaced is above --min-speedup.
#include <fmt/format.h>

#include <memory>

#include "passnet/cli/commands.h"
#include "passnet/report/pass_choice.h"

namespace passnet::cli {

namespace {

void run(const report::ChoiceOptions& options, bool dry_run) {
  report::PassChoice choice = report::choose_passes(options);
  fmt::print("{} from {} ({}), above {:.3f}x over Inductor on {} or more subgraphs:\n", options.set,
             options.task_run, choice.backend, options.min_speedup, options.min_subgraphs);
  for (const report::RuleChoice& r : choice.rules)
    fmt::print("  {:<6} {:>8}  {:>3} subgraph(s)  {}{}\n", r.chosen ? "chosen" : "left",
               r.speedup ? fmt::format("{:.3f}x", *r.speedup) : "-", r.subgraphs, r.rule,
               r.folder.empty() ? "" : fmt::format("  ({})", r.folder));
  if (dry_run) return;
  report::write_choice(choice, options);
  fmt::print("wrote {} of {} rule(s) to {} (choice.json says what was chosen from what)\n",
             choice.chosen(), choice.rules.size(), options.out);
}

}  // namespace

void add_bench_choose_passes_command(CLI::App& group) {
  auto options = std::make_shared<report::ChoiceOptions>();
  auto dry_run = std::make_shared<bool>(false);
  CLI::App* cmd = group.add_subcommand(
      "choose-passes",
      "Choose a pass set for whole models in advance: the rules of SET whose G-mean speedup over "
      "Inductor on the suite's subgraphs they replaced (a run of the tasks with passes+inductor:"
      "SET or passes:SET and Inductor) is above --min-speedup, written to OUT as a pass set "
      "(docs/passes.md)");
  cmd->add_option("TASK_RUN", options->task_run,
                  "A run folder of the suite's tasks with the set and Inductor (bench suite run)")
      ->required();
  cmd->add_option("--set", options->set,
                  "The pass folder to choose from (a folder with "
                  "sorted_output_pass_rule_names.json, or a folder of such folders)")
      ->required();
  cmd->add_option("--out", options->out, "The chosen set's folder: new, or empty");
  cmd->add_option("--min-speedup", options->min_speedup,
                  "A rule is chosen when its G-mean over Inductor is above this")
      ->capture_default_str();
  cmd->add_option("--min-subgraphs", options->min_subgraphs,
                  "... over at least this many of the run's subgraphs")
      ->capture_default_str();
  cmd->add_flag("--dry-run", *dry_run, "Print the choice and write nothing");
  cmd->callback([options, dry_run] {
    if (options->out.empty() && !*dry_run)
      throw CLI::ValidationError("--out", "give the chosen set's folder, or --dry-run");
    run(*options, *dry_run);
  });
}

}  // namespace passnet::cli
