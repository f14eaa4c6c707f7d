// `passnet extract classical|single-op|fusible|variants|all`: the mining commands over a dataset
// DB. Each opens the DB and the output folder's SubgraphStore, picks the indexed sample folders
// (one per distinct graph), and runs its step (extract_steps.h); `all` annotates once and runs
// every step in turn, then prints the per-kind table that `dataset stats` shows too.
#include <fmt/format.h>

#include <memory>

#include "passnet/cli/commands.h"
#include "passnet/cli/extract_steps.h"
#include "passnet/util/interrupt.h"

namespace passnet::cli {

void add_fusible_options(CLI::App& cmd, MiningArgs& args);  // extract_fusible_command.cc

namespace {

struct Session {
  // Variants are made from stored subgraphs alone: a DB of subgraphs whose parents are not
  // indexed (one curation is given) still has them.
  Session(const MiningArgs& args, bool needs_samples) : db(args.db), store(db, args.out) {
    if (!needs_samples) return;
    samples = mining_samples(db, args, &counts);
    if (counts.in_archives > 0 && !args.json)
      fmt::print(stderr,
                 "extract: {} distinct graphs are only inside archives and are left out (unpack "
                 "and index the folder to mine them)\n",
                 counts.in_archives);
    if (counts.not_annotated > 0 && !args.json)
      fmt::print(stderr,
                 "extract: {} samples have no annotation and are left out (--no-annotate)\n",
                 counts.not_annotated);
  }
  store::DatasetDb db;
  extract::SubgraphStore store;
  std::vector<extract::AnnotationNeed> samples;
  SampleCounts counts;
};

void finish(Session& session, nlohmann::json summary, const MiningArgs& args) {
  summary["samples"] = session.samples.size();
  summary["samples_in_archives"] = session.counts.in_archives;
  summary["samples_not_annotated"] = session.counts.not_annotated;
  summary["subgraphs"] = subgraph_table(session.db, !args.json);
  if (args.json) fmt::print("{}\n", summary.dump(2));
  if (InterruptGuard::interrupted()) {
    fmt::print(stderr, "extract: interrupted; run the same command again to resume\n");
    std::exit(130);
  }
}

enum class Step { kClassical, kSingleOp, kFusible, kVariants, kAll };

void run(Step step, const MiningArgs& args) {
  InterruptGuard interrupt_guard;  // one Ctrl-C ends every step
  Session session(args, step != Step::kVariants);
  nlohmann::json summary = nlohmann::json::object();
  bool needs_annotations = step != Step::kVariants && !args.no_annotate;
  if (needs_annotations) summary["annotate"] = annotate_step(session.db, session.samples, args);
  if (step == Step::kClassical || step == Step::kAll)
    summary["classical"] = classical_step(session.store, session.samples, args);
  if (InterruptGuard::interrupted()) return finish(session, std::move(summary), args);
  if (step == Step::kSingleOp || step == Step::kAll)
    summary["single_op"] = single_op_step(session.store, session.samples, args);
  if (InterruptGuard::interrupted()) return finish(session, std::move(summary), args);
  if (step == Step::kFusible || (step == Step::kAll && args.prefix.window > 0))
    summary["fusible"] = fusible_step(session.samples, session.store, args);
  if (InterruptGuard::interrupted()) return finish(session, std::move(summary), args);
  if (step == Step::kVariants || (step == Step::kAll && !args.variant_kinds.empty()))
    summary["variants"] = variants_step(session.db, session.store, args);
  finish(session, std::move(summary), args);
}

void add_classical_options(CLI::App& cmd, MiningArgs& args) {
  cmd.add_option("--min-ops", args.min_ops, "Smallest motif instance kept, in ops")
      ->capture_default_str();
  cmd.add_option("--max-ops", args.max_ops, "Largest motif instance kept, in ops")
      ->capture_default_str();
}

void add_variant_options(CLI::App& cmd, MiningArgs& args) {
  cmd.add_option(
         "--variant-kinds", args.variant_kinds,
         "Kinds whose float32 subgraphs get float16 and bfloat16 variants (comma-separated)")
      ->delimiter(',')
      ->capture_default_str();
  cmd.add_option("--variant-device", args.variant_device,
                 "Device the variants are run on to check that every op allows the dtype")
      ->capture_default_str();
}

CLI::App* add(CLI::App& group, const char* name, const char* description, Step step) {
  auto args = std::make_shared<MiningArgs>();
  CLI::App* cmd = group.add_subcommand(name, description);
  add_mining_options(*cmd, *args);
  if (step == Step::kClassical || step == Step::kAll) add_classical_options(*cmd, *args);
  if (step == Step::kFusible || step == Step::kAll) add_fusible_options(*cmd, *args);
  if (step == Step::kVariants || step == Step::kAll) add_variant_options(*cmd, *args);
  if (step == Step::kAll) {
    cmd->add_flag_callback(
        "--no-fusible", [args] { args->prefix.window = 0; },
        "Skip prefix analysis (it compiles, and is by far the slowest step)");
    cmd->add_flag_callback(
        "--no-variants", [args] { args->variant_kinds.clear(); }, "Make no dtype variants");
  }
  cmd->callback([args, step] { run(step, *args); });
  return cmd;
}

}  // namespace

void add_extract_mine_commands(CLI::App& group) {
  add(group, "classical",
      "Classical subgraphs: Recursive Folding over the op sequences of the DB's samples, then "
      "every motif instance of --min-ops..--max-ops ops is cut from its parent into "
      "OUT/classical/HASH (deduplicated by graph hash; every origin recorded in the DB)",
      Step::kClassical);
  add(group, "single-op",
      "Single-op subgraphs: every op of every sample that computes a tensor, cut alone into "
      "OUT/single_op/HASH: one per distinct (op, arguments, input shapes, dtypes)",
      Step::kSingleOp);
  add(group, "fusible",
      "Fusible subgraphs by execution-driven prefix analysis: compile growing prefixes of each "
      "sample's op sequence with Inductor, count kernels, and keep the ranges fused into one "
      "kernel (OUT/fusible/HASH). Kernel counts are cached in the DB: re-running resumes.",
      Step::kFusible);
  add(group, "variants",
      "float16 and bfloat16 variants of the stored float32 subgraphs of --variant-kinds, kept "
      "where a real run shows every op computing in that dtype",
      Step::kVariants);
  add(group, "all",
      "Every step in turn: annotate what is not annotated, classical, single-op, fusible, dtype "
      "variants; then the per-kind counts before and after dedup",
      Step::kAll);
}

}  // namespace passnet::cli
