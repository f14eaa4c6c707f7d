// `passnet graph annotate SAMPLE_OR_DIR...`: run samples once on supervised runtime workers and
// record every node's output shapes, dtypes and statistics (extract/annotation_runner.h).
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>

#include "passnet/cli/commands.h"
#include "passnet/cli/executor_options.h"
#include "passnet/extract/annotation_runner.h"
#include "passnet/store/dataset_db.h"
#include "passnet/store/sample_walker.h"
#include "passnet/util/error.h"

namespace passnet::cli {

namespace {

namespace fs = std::filesystem;

struct AnnotateArgs {
  std::vector<std::string> paths;
  std::string db;
  extract::AnnotateOptions options;
  unsigned timeout = 600;
  std::size_t memory_limit_mb = 0;
  std::string log_dir;
  bool json = false;
  bool quiet = false;
  ExecutorArgs executor;
};

std::vector<std::string> resolve(const std::vector<std::string>& paths) {
  std::vector<std::string> folders;
  for (const std::string& path : paths) {
    std::error_code error;
    if (!fs::exists(path, error))
      throw Error(ErrorCategory::kUsage, fmt::format("{}: no such sample folder or folder", path));
    store::WalkResult walk = store::walk_samples(path);
    if (!walk.archives.empty())
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: holds archives ({}); unpack them to annotate their samples",
                              path, walk.archives.front().string()));
    for (const fs::path& folder : walk.folders)
      folders.push_back(folder.string());
  }
  std::sort(folders.begin(), folders.end());
  folders.erase(std::unique(folders.begin(), folders.end()), folders.end());
  return folders;
}

void run(AnnotateArgs& args) {
  extract::AnnotateOptions& o = args.options;
  o.timeout = std::chrono::seconds(args.timeout);
  o.progress = !args.quiet;
  if (args.memory_limit_mb > 0) o.memory_limit_mb = args.memory_limit_mb;
  if (!args.log_dir.empty()) o.log_dir = args.log_dir;
  o.placement = placement(args.executor);
  // A worker on another node reads the regenerated model.py from a folder every node sees.
  if (o.placement.srun)
    o.scratch_root = fs::absolute(args.log_dir.empty() ? fs::path(".passnet-scratch")
                                                       : fs::path(args.log_dir) / "scratch")
                         .string();
  extract::validate(o);
  std::vector<std::string> folders = resolve(args.paths);
  if (folders.empty()) throw Error(ErrorCategory::kUsage, "no samples found");
  std::optional<store::DatasetDb> db;
  if (!args.db.empty()) db.emplace(args.db);
  // Human lines go to stdout unless stdout carries JSON lines.
  std::FILE* text = args.json ? stderr : stdout;
  extract::AnnotateSummary summary =
      extract::annotate_samples(folders, o, [&](const extract::SampleAnnotation& annotation) {
        if (db) extract::store_annotation(*db, annotation);
        if (args.json)
          fmt::print("{}\n", extract::to_json(annotation).dump());
        else
          fmt::print(text, "{:<6} {}  {}\n", annotation.ok() ? "ok" : "FAILED", annotation.sample,
                     annotation.describe());
        std::fflush(stdout);
      });
  fmt::print(text,
             "annotated {} samples: {} ok, {} failed, {} meta runs fell back to real, {:.1f} s{}\n",
             summary.total, summary.ok, summary.failed, summary.fell_back, summary.seconds,
             db ? fmt::format(" (stored in {})", args.db) : std::string());
  if (summary.interrupted) {
    fmt::print(stderr, "annotate: interrupted\n");
    std::exit(130);
  }
}

}  // namespace

void add_graph_annotate_command(CLI::App& group) {
  auto args = std::make_shared<AnnotateArgs>();
  CLI::App* cmd = group.add_subcommand(
      "annotate",
      "Run samples once on supervised workers and record every node's output shapes, dtypes and "
      "(real mode) value statistics; a sample that fails, crashes or hangs is recorded as failed "
      "and the batch goes on");
  cmd->add_option("SAMPLE_OR_DIR", args->paths, "Sample folders, or folders to search for them")
      ->required();
  cmd->add_option("--db", args->db, "Dataset DB to store the annotations in (created if missing)");
  cmd->add_option("--device", args->options.device, "cpu, cuda or cuda:N")->capture_default_str();
  cmd->add_option("--mode", args->options.mode,
                  "real: run on real values (statistics); meta: meta tensors, shapes and dtypes "
                  "only, real where an op fails on meta")
      ->capture_default_str();
  cmd->add_option("--seed", args->options.seed, "Input replay seed")->capture_default_str();
  cmd->add_option("--replay", args->options.replay,
                  "graphnet: inputs drawn exactly as GraphNet replays them (numpy, on the CPU); "
                  "fast: the same distributions drawn by torch on the run device (much faster for "
                  "large models on a GPU)")
      ->capture_default_str();
  cmd->add_option("--jobs", args->options.jobs, "Concurrent workers")->capture_default_str();
  cmd->add_option("--timeout", args->timeout,
                  "Seconds one sample may take before its worker is killed")
      ->capture_default_str();
  cmd->add_option("--python", args->options.python, "Python interpreter that has torch and passnet")
      ->capture_default_str();
  cmd->add_option("--memory-limit-mb", args->memory_limit_mb,
                  "Address-space limit for each worker (0: none)");
  cmd->add_option("--log-dir", args->log_dir, "Folder for the workers' stderr logs");
  cmd->add_flag("--json", args->json,
                "Print one JSON object per sample (JSON lines); the summary goes to stderr");
  cmd->add_flag("-q,--quiet", args->quiet, "No progress line");
  add_pool_executor_options(cmd, args->executor);
  cmd->callback([args] { run(*args); });
}

}  // namespace passnet::cli
