// The CLI's command groups. Each group adds its subcommands to the CLI11 app and binds them to
// handlers; main() only walks the table below, so help text and dispatch cannot drift apart.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "passnet/bench/runner.h"

namespace passnet::bench {
struct CurateOptions;
}

namespace passnet::cli {

void add_graph_commands(CLI::App& group);
// `graph annotate`; registered by add_graph_commands.
void add_graph_annotate_command(CLI::App& group);
// The `extract` group: `extract motifs` (extract_commands.cc) plus the commands below.
void add_extract_commands(CLI::App& group);
// `extract range`; registered by the extract group (extract_commands.cc).
void add_extract_range_command(CLI::App& group);
// `extract classical|single-op|fusible|variants|all`; likewise (extract_mine_commands.cc).
void add_extract_mine_commands(CLI::App& group);
void add_dataset_commands(CLI::App& group);
void add_bench_commands(CLI::App& group);
// `bench run`; registered by add_bench_commands with the other bench subcommands.
void add_bench_run_command(CLI::App& group);
// `bench compare`; likewise.
void add_bench_compare_command(CLI::App& group);
// `bench report`; likewise.
void add_bench_report_command(CLI::App& group);
// `bench choose-passes`; likewise.
void add_bench_choose_passes_command(CLI::App& group);
// `bench curate`; likewise.
void add_bench_curate_command(CLI::App& group);
// `bench suite run`; likewise. It registers `bench suite build` on the suite group.
void add_bench_suite_command(CLI::App& group);
// `bench suite parents`, under the `bench suite` group.
void add_bench_suite_parents_command(CLI::App& suite);
void add_bench_suite_build_command(CLI::App& suite);
void add_bench_suite_export_command(CLI::App& suite);
// `integrity check|rules`: the static integrity layer, run by Python (integrity_commands.cc).
void add_integrity_commands(CLI::App& group);
// `synth`: pass synthesis, run by Python (synth_command.cc); a command, not a group.
void add_synth_command(CLI::App& app);
// `passnet report`: the results site (report_command.cc).
void add_report_command(CLI::App& app);

// `agent chat`, `prompt`, `evaluate`, `report`, `export`, `export-sft` (agent_commands.cc).
void add_agent_commands(CLI::App& group);
// `agent run` (agent_run_command.cc).
void add_agent_run_command(CLI::App& group);

struct CommandGroup {
  const char* name;
  const char* description;
  void (*add)(CLI::App&);
};

inline constexpr CommandGroup kCommandGroups[] = {
    {"graph", "Inspect one sample: show, hash, emit, annotate", add_graph_commands},
    {"dataset", "Index, summarise and deduplicate sample collections", add_dataset_commands},
    {"bench", "Run backends on samples and score them (ES_t, AS)", add_bench_commands},
    {"extract",
     "Mine subgraphs from sample collections: motifs, range, classical, single-op, fusible, "
     "variants, all",
     add_extract_commands},
    {"integrity",
     "Check passes for cheating before they run: check (the static layer), rules (every layer's "
     "rules)",
     add_integrity_commands},
};

// `--timing batched|graphnet` of `bench run` and `bench suite run` (bench_run_command.cc).
void add_timing_option(CLI::App& cmd, bench::TimingMethod& method);

// `--invocation dynamo|direct|cudagraph` of `bench run` (bench_run_command.cc).
void add_invocation_option(CLI::App& cmd, bench::Invocation& invocation);

// An invocation chosen on the command line of `bench suite run`, `agent run` and `agent
// evaluate`, which also take `auto` (unset here): the device decides.
using InvocationChoice = std::optional<bench::Invocation>;
void add_invocation_option(CLI::App& cmd, InvocationChoice& invocation);

// The invocation `auto` stands for on `device`: device time (cudagraph) where there is a device
// clock, dynamo on the CPU; a chosen one as chosen.
bench::Invocation resolve_invocation(const InvocationChoice& invocation, const std::string& device);

// How the rounds of `bench run` and `bench suite run` are taken: `--l2`, `--sessions`,
// `--inductor-rounds`, `--max-remeasure` and `--steady-tolerance`.
void add_measurement_options(CLI::App& cmd, bench::RunOptions& options);

// `--preset default|passnet` of `bench run` and `bench suite run`. passnet is PassNet's own
// evaluation: graphnet timing, 25 warm-up calls, 100 trials, dynamo invocation, no integrity
// layer; an explicit --timing, --invocation, --warmup or --trials still wins.
void add_preset_option(CLI::App& cmd, std::string& preset);

// Sets the options `preset` decides that `cmd`'s command line left unset (call it after the
// explicit options are in `options`), and warns when more workers share a card under device
// timing than two runs agree with.
void apply_preset(const CLI::App& cmd, const std::string& preset, bench::RunOptions& options);

// `--group-by` and `--min-sources` of `bench curate` and `bench suite build`
// (bench_curate_command.cc).
void add_grouping_options(CLI::App& cmd, bench::CurateOptions& options);

// `--min-floor-distance`, `--bandwidth-gbs` and `--kernel-floor-us` of `bench curate` and
// `bench suite build` (bench_curate_command.cc): curation by device time.
void add_floor_options(CLI::App& cmd, bench::CurateOptions& options);

// "a,b,,c" -> {"a", "b", "c"}: comma-separated option values (--backends).
std::vector<std::string> split_list(const std::string& text);

// Default cap on one file of a sample; larger files are reported, not read.
inline constexpr std::size_t kDefaultMaxFileBytes = std::size_t{1} << 30;

}  // namespace passnet::cli
