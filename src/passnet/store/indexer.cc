#include "passnet/store/indexer.h"

#include <fmt/format.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <thread>
#include <unordered_set>

#include "passnet/analysis/graph_summary.h"
#include "passnet/store/archive_reader.h"
#include "passnet/store/sample_walker.h"
#include "passnet/util/bounded_queue.h"
#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"
#include "passnet/util/progress_line.h"

namespace passnet::store {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

struct Job {
  std::string path;
  std::string root;
  std::optional<std::string> archive;
  std::string fingerprint;
  std::optional<frontend::SampleFiles> files;  // archive members come preloaded
  std::optional<std::string> error;
};

std::string canonical(const std::string& path) {
  std::error_code error;
  fs::path absolute = fs::weakly_canonical(fs::absolute(path), error);
  return error ? path : absolute.string();
}

// graph_net.json's source and tag, read on their own so that failed samples keep them too.
void read_labels(const frontend::SampleFiles& files, SampleRecord& record) {
  const std::string* text = files.find(frontend::kGraphNetJsonFile);
  if (text == nullptr) return;
  nlohmann::json json = nlohmann::json::parse(*text, nullptr, /*allow_exceptions=*/false);
  if (!json.is_object()) return;
  if (json.contains("source") && json["source"].is_string()) record.source = json["source"];
  if (json.contains("heuristic_tag") && json["heuristic_tag"].is_string())
    record.tag = json["heuristic_tag"];
}

SampleRecord process(Job& job, std::size_t max_file_bytes) {
  SampleRecord record;
  record.path = job.path;
  record.root = job.root;
  record.archive = job.archive;
  record.fingerprint = job.fingerprint;
  auto started = Clock::now();
  frontend::SampleFiles files;
  try {
    if (job.error) throw Error(ErrorCategory::kSample, fmt::format("{}: {}", job.path, *job.error));
    files =
        job.files ? std::move(*job.files) : frontend::load_sample_files(job.path, max_file_bytes);
    record.bytes = static_cast<std::int64_t>(files.total_bytes());
    read_labels(files, record);
    frontend::Sample sample = frontend::read_sample(files);
    analysis::GraphSummary summary = analysis::summarize(sample);
    record.node_count = static_cast<std::int64_t>(summary.node_count);
    record.op_count = static_cast<std::int64_t>(summary.op_count);
    record.op_histogram = nlohmann::json(summary.op_histogram).dump();
    record.input_shapes = summary.inputs.dump();
    record.graph_hash = summary.hashes.graph;
    record.pattern_hash = summary.hashes.pattern;
    record.graphnet_hash = sample.graph_hash_txt;
    if (!sample.warnings.empty()) record.warnings = nlohmann::json(sample.warnings).dump();
  } catch (const std::exception& error) {
    record.error = error.what();
  }
  record.parse_seconds = std::chrono::duration<double>(Clock::now() - started).count();
  return record;
}

// The index's progress text: done/known, parse outcome, throughput and (once the walk is
// complete) an ETA.
std::string progress_text(std::int64_t done, std::int64_t failed, std::int64_t unchanged,
                          std::int64_t known, bool discovering, std::int64_t bytes,
                          double seconds) {
  double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
  std::string eta;
  if (!discovering && rate > 0 && known > done + unchanged)
    eta = fmt::format(", eta {:.0f}s", static_cast<double>(known - done - unchanged) / rate);
  return fmt::format(
      "index: {}/{}{} samples ({} parsed, {} failed, {} unchanged), {:.0f} samples/s, {:.1f} "
      "MB/s{}",
      done + unchanged, known, discovering ? "+" : "", done - failed, failed, unchanged, rate,
      seconds > 0 ? static_cast<double>(bytes) / 1e6 / seconds : 0.0, eta);
}

}  // namespace

IndexReport index_dataset(const IndexOptions& options) {
  auto started = Clock::now();
  IndexReport report;
  DatasetDb db(options.db_path);
  InterruptGuard interrupt_guard;
  auto interrupted = [] { return InterruptGuard::interrupted(); };

  unsigned jobs =
      options.jobs != 0 ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  BoundedQueue<Job> job_queue(jobs * 4);
  BoundedQueue<SampleRecord> result_queue(jobs * 64);
  std::atomic<std::int64_t> discovered{0};
  std::atomic<std::int64_t> unchanged{0};
  std::atomic<bool> discovering{true};

  std::vector<std::string> roots;
  for (const std::string& root : options.roots)
    roots.push_back(canonical(root));

  // Everything the producer saw, so that rows for vanished samples can be dropped at the end.
  std::unordered_set<std::string> seen;
  std::vector<std::pair<std::string, std::string>> archives_done;  // (archive, fingerprint)
  std::vector<std::string> fully_walked_roots;
  std::mutex seen_mutex;

  std::thread producer([&] {
    for (const std::string& root : roots) {
      if (interrupted()) break;
      std::unordered_map<std::string, std::string> known = db.fingerprints_under(root);
      WalkResult walk = walk_samples(root);
      {
        std::lock_guard lock(seen_mutex);
        report.walk_errors.insert(report.walk_errors.end(), walk.errors.begin(), walk.errors.end());
      }
      discovered += static_cast<std::int64_t>(walk.folders.size());
      bool complete = walk.errors.empty();
      for (const fs::path& folder : walk.folders) {
        if (interrupted()) break;
        Job job{folder.string(), root,        std::nullopt, folder_fingerprint(folder),
                std::nullopt,    std::nullopt};
        {
          std::lock_guard lock(seen_mutex);
          seen.insert(job.path);
        }
        if (auto it = known.find(job.path); it != known.end() && it->second == job.fingerprint) {
          ++unchanged;
          continue;
        }
        if (!job_queue.push(std::move(job))) break;
      }
      for (const fs::path& archive_path : walk.archives) {
        if (interrupted()) break;
        std::string archive = archive_path.string();
        std::string fingerprint = file_fingerprint(archive_path);
        if (db.archive_fingerprint(archive) == fingerprint) {
          std::vector<std::string> paths = db.paths_in_archive(archive);
          discovered += static_cast<std::int64_t>(paths.size());
          unchanged += static_cast<std::int64_t>(paths.size());
          std::lock_guard lock(seen_mutex);
          seen.insert(paths.begin(), paths.end());
          continue;
        }
        try {
          read_archive_samples(archive, options.max_file_bytes, [&](ArchiveSample&& member) {
            ++discovered;
            Job job{
                member.files.location,  root, archive, member.fingerprint, std::move(member.files),
                std::move(member.error)};
            {
              std::lock_guard lock(seen_mutex);
              seen.insert(job.path);
            }
            if (auto it = known.find(job.path);
                it != known.end() && it->second == job.fingerprint) {
              ++unchanged;
              return !interrupted();
            }
            return job_queue.push(std::move(job)) && !interrupted();
          });
          if (!interrupted()) archives_done.emplace_back(archive, fingerprint);
        } catch (const Error& error) {
          complete = false;
          std::lock_guard lock(seen_mutex);
          report.walk_errors.push_back(error.what());
        }
      }
      if (complete && !interrupted()) fully_walked_roots.push_back(root);
    }
    discovering = false;
    job_queue.close();
  });

  std::vector<std::thread> workers;
  std::atomic<int> running_workers{static_cast<int>(jobs)};
  for (unsigned i = 0; i < jobs; ++i) {
    workers.emplace_back([&] {
      while (std::optional<Job> job = job_queue.pop()) {
        if (interrupted()) continue;  // drain without work so the producer can finish
        result_queue.push(process(*job, options.max_file_bytes));
      }
      if (--running_workers == 0) result_queue.close();
    });
  }

  // The writer: this thread. Batches keep transactions cheap yet lose little on interrupt.
  ProgressLine progress(options.progress, 0.25, 5.0);
  std::vector<SampleRecord> batch;
  std::int64_t failed = 0;
  auto last_commit = Clock::now();
  auto commit = [&] {
    db.upsert(batch);
    batch.clear();
    last_commit = Clock::now();
  };
  for (;;) {
    std::optional<SampleRecord> record = result_queue.pop_for(std::chrono::milliseconds(200));
    if (record) {
      ++report.indexed;
      report.bytes += record->bytes;
      if (record->error) ++failed;
      batch.push_back(std::move(*record));
    } else if (result_queue.closed_and_empty()) {
      break;
    }
    if (batch.size() >= 256 ||
        (!batch.empty() && Clock::now() - last_commit > std::chrono::seconds(1)))
      commit();
    double seconds = std::chrono::duration<double>(Clock::now() - started).count();
    if (progress.due())
      progress.show(progress_text(report.indexed, failed, unchanged, discovered, discovering,
                                  report.bytes, seconds));
  }
  commit();
  producer.join();
  for (std::thread& worker : workers)
    worker.join();

  report.interrupted = interrupted();
  if (!report.interrupted) {
    for (const auto& [archive, fingerprint] : archives_done)
      db.set_archive_fingerprint(archive, fingerprint);
    std::vector<std::string> vanished;
    for (const std::string& root : fully_walked_roots)
      for (const auto& [path, fingerprint] : db.fingerprints_under(root))
        if (!seen.contains(path)) vanished.push_back(path);
    db.remove(vanished);
    report.removed = static_cast<std::int64_t>(vanished.size());
  }
  report.unchanged = unchanged;
  report.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  progress.show(progress_text(report.indexed, failed, report.unchanged, discovered, false,
                              report.bytes, report.seconds),
                /*final=*/true);
  report.totals = db.totals(roots);
  return report;
}

nlohmann::json to_json(const IndexReport& report) {
  nlohmann::json errors = nlohmann::json::array();
  for (const auto& [path, error] : report.totals.errors)
    errors.push_back({{"path", path}, {"error", error}});
  double mb = static_cast<double>(report.bytes) / 1e6;
  return {
      {"samples", report.totals.samples},
      {"parsed", report.totals.parsed},
      {"failed", report.totals.failed},
      {"unique_graphs", report.totals.unique_graphs},
      {"unique_patterns", report.totals.unique_patterns},
      {"seconds", report.seconds},
      {"errors", errors},
      {"indexed", report.indexed},
      {"unchanged", report.unchanged},
      {"removed", report.removed},
      {"megabytes_read", mb},
      {"samples_per_second",
       report.seconds > 0 ? static_cast<double>(report.indexed) / report.seconds : 0.0},
      {"megabytes_per_second", report.seconds > 0 ? mb / report.seconds : 0.0},
      {"interrupted", report.interrupted},
      {"walk_errors", report.walk_errors},
  };
}

}  // namespace passnet::store
