#include "passnet/cli/extract_steps.h"

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <filesystem>
#include <map>
#include <unordered_map>

#include "passnet/cli/commands.h"
#include "passnet/extract/classical.h"
#include "passnet/extract/dtype_variant.h"
#include "passnet/extract/single_op.h"
#include "passnet/extract/subgraph_miner.h"
#include "passnet/frontend/sample_writer.h"
#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"
#include "passnet/util/progress_line.h"

namespace passnet::cli {

namespace fs = std::filesystem;

namespace {

extract::AnnotateOptions annotate_options(const MiningArgs& args) {
  extract::AnnotateOptions o = args.annotate;
  o.timeout = std::chrono::seconds(args.timeout);
  o.progress = !args.quiet;
  o.placement = placement(args.executor);
  // A worker on another node reads the regenerated model.py from the output folder, which a
  // cluster run keeps on storage every node sees.
  if (o.placement.srun) o.scratch_root = fs::absolute(fs::path(args.out) / ".scratch").string();
  extract::validate(o);
  return o;
}

extract::MineOptions mine_options(const MiningArgs& args, std::string kind) {
  extract::MineOptions o;
  o.kind = std::move(kind);
  o.db_path = args.db;
  o.jobs = args.jobs;
  o.progress = !args.quiet;
  return o;
}

std::string counts_text(const std::map<std::string, std::size_t>& counts) {
  std::string text;
  for (const auto& [reason, count] : counts)
    text += fmt::format("{}{} {}", text.empty() ? "" : ", ", count, reason);
  return text.empty() ? "none" : text;
}

}  // namespace

void print_mine_summary(const extract::MineSummary& s, const MiningArgs& args) {
  if (args.json) return;
  fmt::print(stderr,
             "extract {}: {} samples ({} failed), {} ranges, {} cut, {} new distinct subgraphs, "
             "{:.1f} s\n",
             s.kind, s.parents, s.parents_failed, s.ranges, s.found, s.written, s.seconds);
  if (!s.refused.empty()) fmt::print(stderr, "  ranges refused: {}\n", counts_text(s.refused));
  for (const std::string& example : s.refusal_examples)
    fmt::print(stderr, "    e.g. {}\n", example);
  if (!s.tallies.empty()) fmt::print(stderr, "  counts: {}\n", counts_text(s.tallies));
  for (std::size_t i = 0; i < s.notes.size() && i < 5; ++i)
    fmt::print(stderr, "  note: {}\n", s.notes[i]);
  std::size_t shown = 0;
  for (const auto& [folder, error] : s.parent_errors) {
    if (++shown > 10) {
      fmt::print(stderr, "  ... and {} more failed samples (--json lists them)\n",
                 s.parent_errors.size() - 10);
      break;
    }
    fmt::print(stderr, "  skipped {}: {}\n", folder, error);
  }
}

namespace {

// A failed run that says nothing about the variant: the worker crashed or hung, or the device
// ran out of memory while other workers shared it.
bool is_transient(const extract::SampleAnnotation& a) {
  if (a.ok() || !a.error.is_object()) return false;
  std::string stage = a.error.value("stage", "");
  std::string type = a.error.contains("type") && a.error["type"].is_string()
                         ? a.error["type"].get<std::string>()
                         : "";
  return stage == "worker" || stage == "request" || type.find("OutOfMemory") != std::string::npos;
}

std::vector<std::string> folders_of(const std::vector<extract::AnnotationNeed>& samples) {
  std::vector<std::string> folders;
  for (const extract::AnnotationNeed& need : samples)
    folders.push_back(need.folder);
  return folders;
}

}  // namespace

void add_mining_options(CLI::App& cmd, MiningArgs& args) {
  cmd.add_option("--db", args.db, "Dataset DB (from `passnet dataset index`)")->required();
  cmd.add_option("--out", args.out, "Output folder: subgraphs go to OUT/KIND/GRAPH_HASH")
      ->required();
  cmd.add_option("-j,--jobs", args.jobs, "Engine threads (default: one per core)");
  cmd.add_option("--workers", args.annotate.jobs,
                 "Python workers annotating samples that have no annotation yet")
      ->capture_default_str();
  cmd.add_option("--annotate-mode", args.annotate.mode,
                 "How missing annotations are made: real (statistics of activations) or meta "
                 "(shapes only, fast)")
      ->capture_default_str();
  cmd.add_option("--annotate-device", args.annotate.device, "Device annotations run on")
      ->capture_default_str();
  cmd.add_option("--replay", args.annotate.replay,
                 "How missing annotations replay inputs: graphnet (exact) or fast (torch, on the "
                 "annotation device)")
      ->capture_default_str();
  cmd.add_option("--python", args.annotate.python, "Python with torch and passnet")
      ->capture_default_str();
  cmd.add_option("--timeout", args.timeout, "Seconds one annotation or compile may take")
      ->capture_default_str();
  cmd.add_flag("--retry-failed", args.retry_failed,
               "Annotate again the samples whose annotation failed before");
  cmd.add_flag("--no-annotate", args.no_annotate,
               "Annotate nothing: mine the samples the DB has annotations for, report the rest");
  cmd.add_option("--only", args.only, "Only samples whose path contains this text");
  cmd.add_option("--limit", args.limit, "Only the first N samples (in graph-hash order)");
  cmd.add_flag("--json", args.json, "Print the summary as one JSON object on stdout");
  cmd.add_flag("-q,--quiet", args.quiet, "No progress lines");
  add_pool_executor_options(&cmd, args.executor);
}

std::vector<extract::AnnotationNeed> mining_samples(store::DatasetDb& db, const MiningArgs& args,
                                                    SampleCounts* counts) {
  SampleCounts local;
  SampleCounts& c = counts ? *counts : local;
  std::unordered_map<std::string, std::string> annotated;  // sample key -> graph hash, status ok
  if (args.no_annotate) {
    store::Statement rows =
        db.database().prepare("SELECT sample, graph_hash FROM annotations WHERE status = 'ok'");
    while (rows.step())
      annotated.emplace(rows.column_text(0), rows.column_text(1));
  }
  std::vector<extract::AnnotationNeed> samples;
  for (store::DatasetDb::Representative& r : db.representatives()) {
    if (!args.only.empty() && r.path.find(args.only) == std::string::npos) continue;
    if (r.archive) {
      // A folder copy of the same graph may exist among the duplicates.
      auto folder = std::find_if(r.duplicates.begin(), r.duplicates.end(),
                                 [](const std::string& path) { return fs::is_directory(path); });
      if (folder == r.duplicates.end()) {
        ++c.in_archives;
        continue;
      }
      r.path = *folder;
    }
    if (args.no_annotate) {
      auto it = annotated.find(extract::sample_key(r.path));
      if (it == annotated.end() || it->second != r.graph_hash) {
        ++c.not_annotated;
        continue;
      }
    }
    samples.push_back({r.path, r.graph_hash});
    if (args.limit > 0 && samples.size() >= args.limit) break;
  }
  if (samples.empty())
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: no indexed sample folders to mine ({} inside archives, {} without "
                            "an annotation; index folders with `passnet dataset index DIR --db "
                            "{}`, unpack archives first)",
                            args.db, c.in_archives, c.not_annotated, args.db));
  return samples;
}

nlohmann::json annotate_step(store::DatasetDb& db,
                             const std::vector<extract::AnnotationNeed>& samples,
                             const MiningArgs& args) {
  std::size_t already = 0;
  extract::AnnotateSummary s =
      extract::ensure_annotations(db, samples, annotate_options(args), args.retry_failed, &already);
  if (!args.json)
    fmt::print(stderr,
               "annotate: {} samples up to date, {} annotated now ({} ok, {} failed, {} meta runs "
               "fell back to real), {:.1f} s\n",
               already, s.total, s.ok, s.failed, s.fell_back, s.seconds);
  if (s.interrupted) {
    fmt::print(stderr, "annotate: interrupted\n");
    std::exit(130);
  }
  return {{"up_to_date", already}, {"annotated", s.total},     {"ok", s.ok},
          {"failed", s.failed},    {"fell_back", s.fell_back}, {"seconds", s.seconds}};
}

nlohmann::json classical_step(extract::SubgraphStore& store,
                              const std::vector<extract::AnnotationNeed>& samples,
                              const MiningArgs& args) {
  if (args.min_ops < 1 || args.min_ops > args.max_ops)
    throw Error(ErrorCategory::kUsage, fmt::format("--min-ops {} / --max-ops {}: need 1 <= min "
                                                   "<= max",
                                                   args.min_ops, args.max_ops));
  InterruptGuard interrupt_guard;
  ProgressLine progress(!args.quiet, 0.5, 10.0);
  extract::ClassicalOptions options;
  options.min_ops = args.min_ops;
  options.max_ops = args.max_ops;
  options.jobs = args.jobs;
  options.stop = [] { return InterruptGuard::interrupted(); };
  options.on_sample = [&](std::size_t done, std::size_t failed) {
    if (progress.due())
      progress.show(
          fmt::format("extract classical: read {} op sequences ({} failed)", done, failed));
  };
  options.folding.on_round = [&](const extract::FoldingProgress& p) {
    if (progress.due())
      progress.show(fmt::format("extract classical: folding, round {}, score {}, {} symbols left",
                                p.rounds, p.last_score, p.live_symbols));
    return !InterruptGuard::interrupted();
  };
  extract::ClassicalPlan plan = extract::plan_classical(folders_of(samples), options);
  if (!args.json)
    fmt::print(stderr,
               "extract classical: {} samples, {} ops, {} motifs (depth {}), {} with {}..{} ops, "
               "{} instances in {} samples; parse {:.1f} s, fold {:.1f} s\n",
               plan.samples, plan.tokens, plan.motifs, plan.depth, plan.motifs_in_window,
               args.min_ops, args.max_ops, plan.instances, plan.jobs.size(), plan.parse_seconds,
               plan.fold_seconds);
  nlohmann::json out = {{"folding", plan.to_json()}};
  if (!plan.complete && InterruptGuard::interrupted()) {
    out["interrupted"] = true;
    return out;
  }
  extract::MineSummary s =
      extract::mine_subgraphs(store, plan.jobs, mine_options(args, "classical"));
  print_mine_summary(s, args);
  out["mining"] = s.to_json();
  return out;
}

nlohmann::json single_op_step(extract::SubgraphStore& store,
                              const std::vector<extract::AnnotationNeed>& samples,
                              const MiningArgs& args) {
  std::vector<extract::MineJob> jobs;
  for (const extract::AnnotationNeed& need : samples)
    jobs.push_back({need.folder, {}});
  extract::MineOptions options = mine_options(args, "single_op");
  options.select = [](const frontend::Sample& sample, const extract::SampleAnnotation& annotation,
                      extract::SelectionReport& report) {
    extract::SingleOpSelection selection = extract::single_op_ranges(sample, annotation);
    for (const auto& [reason, count] : selection.skipped)
      report.tallies["left_out_" + reason] += count;
    return selection.ranges;
  };
  extract::MineSummary s = extract::mine_subgraphs(store, jobs, options);
  print_mine_summary(s, args);
  return {{"mining", s.to_json()}};
}

nlohmann::json variants_step(store::DatasetDb& db, extract::SubgraphStore& store,
                             const MiningArgs& args) {
  auto started = std::chrono::steady_clock::now();
  fs::path work = fs::path(args.out) / ".variant-work";
  struct Candidate {
    std::string kind;
    std::string base_hash;
    std::string dtype;  // "torch.float16"
    frontend::Sample sample;
  };
  std::map<std::string, Candidate> candidates;  // scratch folder -> candidate
  std::map<std::string, std::size_t> refused;   // reason class -> count
  std::size_t bases = 0;
  std::size_t known = 0;
  auto refuse = [&](const std::string& kind, const std::string& base, const std::string& dtype,
                    const std::string& reason, const std::string& reason_class) {
    store.refuse_variant(kind, base, dtype, reason);
    ++refused[reason_class];
  };
  for (const std::string& kind : args.variant_kinds) {
    for (const auto& [base_hash, folder] : extract::stored_subgraphs(db, kind)) {
      ++bases;
      frontend::Sample base;
      try {
        base = frontend::read_sample(frontend::load_sample_files(folder, kDefaultMaxFileBytes));
      } catch (const std::exception& error) {
        fmt::print(stderr, "extract variants: cannot read {}: {}\n", folder, error.what());
        ++refused["unreadable"];
        continue;
      }
      if (extract::compute_dtype(base) != "torch.float32") {
        ++refused["not_float32"];
        continue;
      }
      for (std::string_view dtype : extract::kVariantDtypes) {
        std::string target = fmt::format("torch.{}", dtype);
        if (store.variant_known(kind, base_hash, target)) {
          ++known;
          continue;
        }
        extract::VariantResult variant = extract::make_dtype_variant(base, dtype, base_hash);
        if (!variant.sample) {
          refuse(kind, base_hash, target, variant.refusal, "rewrite");
          continue;
        }
        fs::path scratch = work / kind / std::string(dtype) / base_hash;
        frontend::write_sample(*variant.sample, scratch);
        candidates.emplace(extract::sample_key(scratch.string()),
                           Candidate{kind, base_hash, target, std::move(*variant.sample)});
      }
    }
  }
  // Whether the ops allow the dtype is found out by running the variants.
  extract::AnnotateOptions run = annotate_options(args);
  run.mode = "real";
  run.device = args.variant_device;
  std::vector<std::string> folders;
  for (const auto& [folder, candidate] : candidates)
    folders.push_back(folder);
  std::size_t made = 0;
  std::vector<std::string> examples;
  extract::AnnotateSummary summary;
  if (!folders.empty())
    summary = extract::annotate_samples(folders, run, [&](const extract::SampleAnnotation& a) {
      auto it = candidates.find(a.sample);
      if (it == candidates.end()) return;
      const Candidate& c = it->second;
      std::string_view dtype = std::string_view(c.dtype).substr(6);  // after "torch."
      if (std::optional<std::string> why = extract::check_variant_run(a, dtype)) {
        if (examples.size() < 5)
          examples.push_back(fmt::format("{} {}: {}", c.base_hash, c.dtype, *why));
        if (is_transient(a)) {  // the machine's fault, not the variant's: try again next time
          ++refused["not_run_now"];
          return;
        }
        refuse(c.kind, c.base_hash, c.dtype, *why, a.ok() ? "computes_in_other_dtype" : "run");
        return;
      }
      if (store.add_variant(c.kind, c.base_hash, c.dtype, c.sample))
        ++made;
      else
        refuse(c.kind, c.base_hash, c.dtype, "the same graph is stored already", "duplicate");
    });
  std::error_code ignored;
  fs::remove_all(work, ignored);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  if (!args.json) {
    fmt::print(stderr,
               "extract variants: {} base subgraphs, {} variants made, {} known already, "
               "refused: {}, {:.1f} s\n",
               bases, made, known, counts_text(refused), seconds);
    for (const std::string& example : examples)
      fmt::print(stderr, "    e.g. {}\n", example);
  }
  if (summary.interrupted) {
    fmt::print(stderr, "extract variants: interrupted\n");
    std::exit(130);
  }
  return {{"bases", bases},     {"made", made},         {"known", known},
          {"refused", refused}, {"examples", examples}, {"seconds", seconds}};
}

nlohmann::json subgraph_table(store::DatasetDb& db, bool print) {
  extract::SubgraphTotals totals = extract::subgraph_totals(db);
  nlohmann::json kinds = nlohmann::json::array();
  if (print && !totals.kinds.empty())
    fmt::print("{:<10} {:>9} {:>9} {:>7} {:>9} {:>9} {:>8}\n", "kind", "found", "distinct",
               "unique", "patterns", "variants", "refused");
  for (const extract::KindCounts& k : totals.kinds) {
    double unique = k.found > 0 ? static_cast<double>(k.distinct) / k.found : 0.0;
    kinds.push_back({{"kind", k.kind},
                     {"found", k.found},
                     {"distinct", k.distinct},
                     {"unique_share", unique},
                     {"patterns", k.patterns},
                     {"variants", k.variants},
                     {"variants_refused", k.variants_refused}});
    if (print)
      fmt::print("{:<10} {:>9} {:>9} {:>6.1f}% {:>9} {:>9} {:>8}\n", k.kind, k.found, k.distinct,
                 100.0 * unique, k.patterns, k.variants, k.variants_refused);
  }
  if (print && !totals.kinds.empty())
    fmt::print("all kinds: {} distinct graphs, {} distinct patterns\n", totals.distinct_graphs,
               totals.distinct_patterns);
  return {{"kinds", kinds},
          {"distinct_graphs", totals.distinct_graphs},
          {"distinct_patterns", totals.distinct_patterns}};
}

}  // namespace passnet::cli
