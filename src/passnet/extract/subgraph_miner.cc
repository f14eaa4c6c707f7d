#include "passnet/extract/subgraph_miner.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"
#include "passnet/util/progress_line.h"

namespace passnet::extract {

namespace {

using Clock = std::chrono::steady_clock;

struct ParentResult {
  std::size_t index = 0;
  std::string error;  // non-empty: the parent could not be mined
  std::size_t ranges = 0;
  std::vector<FoundSubgraph> found;  // every piece keeps its sample until it is claimed
  std::map<std::string, std::size_t> refused;
  SelectionReport selection;
  std::map<std::string, std::string> refusal_examples;
};

ParentResult mine_parent(store::DatasetDb& db, const MineJob& job, std::size_t index,
                         const MineOptions& options) {
  ParentResult result;
  result.index = index;
  try {
    frontend::Sample sample =
        frontend::read_sample(frontend::load_sample_files(job.folder, options.max_file_bytes));
    std::optional<SampleAnnotation> annotation = load_annotation(db, sample_key(job.folder));
    if (!annotation) throw Error(ErrorCategory::kSample, "not annotated");
    if (!annotation->ok())
      throw Error(ErrorCategory::kSample,
                  fmt::format("its annotation failed: {}", annotation->describe()));
    RangeExtractor extractor(sample, *annotation);
    if (annotation->graph_hash != extractor.parent_hash())
      throw Error(ErrorCategory::kSample,
                  fmt::format("annotated as graph {}, but the sample is now graph {}: annotate "
                              "it again",
                              annotation->graph_hash, extractor.parent_hash()));
    std::vector<NodeRange> ranges =
        options.select ? options.select(sample, *annotation, result.selection) : job.ranges;
    result.ranges = ranges.size();
    RangeOptions range_options{.kind = options.kind, .parent = job.folder, .require_output = true};
    for (NodeRange range : ranges) {
      try {
        RangeExtraction piece = extractor.extract(range, range_options);
        FoundSubgraph found = describe_piece(piece.sample, range);
        found.sample = std::move(piece.sample);
        result.found.push_back(std::move(found));
      } catch (const RangeError& error) {
        std::string kind(to_string(error.kind()));
        ++result.refused[kind];
        result.refusal_examples.try_emplace(kind, error.what());
      }
    }
  } catch (const std::exception& error) {
    result.error = error.what();
    result.found.clear();
  }
  return result;
}

}  // namespace

nlohmann::json MineSummary::to_json() const {
  nlohmann::json errors = nlohmann::json::array();
  for (const auto& [folder, error] : parent_errors)
    errors.push_back({{"sample", folder}, {"error", error}});
  return {{"kind", kind},
          {"parents", parents},
          {"parents_failed", parents_failed},
          {"ranges", ranges},
          {"found", found},
          {"written", written},
          {"refused", refused},
          {"tallies", tallies},
          {"notes", notes},
          {"refusal_examples", refusal_examples},
          {"parent_errors", errors},
          {"seconds", seconds},
          {"record_seconds", record_seconds},
          {"interrupted", interrupted}};
}

MineSummary mine_subgraphs(SubgraphStore& store, const std::vector<MineJob>& jobs,
                           const MineOptions& options) {
  auto started = Clock::now();
  MineSummary summary;
  summary.kind = options.kind;
  unsigned threads_wanted = options.jobs ? options.jobs : std::thread::hardware_concurrency();
  unsigned thread_count = std::clamp<unsigned>(
      threads_wanted, 1, static_cast<unsigned>(std::max<std::size_t>(jobs.size(), 1)));
  // Results are consumed in parent order; a worker does not run further ahead than this, so
  // one slow parent cannot make the finished ones pile up in memory.
  const std::size_t lookahead = 4 * std::size_t{thread_count};

  InterruptGuard interrupt_guard;
  std::mutex mutex;
  std::condition_variable changed;
  std::map<std::size_t, ParentResult> ready;
  std::size_t next_to_take = 0;
  std::size_t next_to_record = 0;
  unsigned running = thread_count;
  bool stop = false;
  std::vector<std::thread> threads;
  // Whatever leaves this function, the workers stop and are joined first: they use its locals.
  struct JoinOnExit {
    std::vector<std::thread>& threads;
    std::mutex& mutex;
    std::condition_variable& changed;
    bool& stop;
    ~JoinOnExit() {
      {
        std::lock_guard lock(mutex);
        stop = true;
        changed.notify_all();
      }
      for (std::thread& thread : threads)
        if (thread.joinable()) thread.join();
    }
  } join_on_exit{threads, mutex, changed, stop};
  for (unsigned t = 0; t < thread_count; ++t) {
    threads.emplace_back([&] {
      std::optional<store::DatasetDb> db;
      std::string open_error;
      try {
        db.emplace(options.db_path);
      } catch (const std::exception& error) {
        open_error = error.what();
      }
      for (;;) {
        std::size_t index = 0;
        {
          std::unique_lock lock(mutex);
          changed.wait(lock, [&] {
            return stop || next_to_take >= jobs.size() || next_to_take < next_to_record + lookahead;
          });
          if (stop || next_to_take >= jobs.size() || InterruptGuard::interrupted()) break;
          index = next_to_take++;
        }
        ParentResult result;
        if (db) {
          result = mine_parent(*db, jobs[index], index, options);
        } else {
          result.index = index;
          result.error = fmt::format("cannot open the dataset DB: {}", open_error);
        }
        std::lock_guard lock(mutex);
        ready.emplace(index, std::move(result));
        changed.notify_all();
      }
      std::lock_guard lock(mutex);
      --running;
      changed.notify_all();
    });
  }

  ProgressLine progress(options.progress, 0.5, 10.0);
  auto show = [&](bool final) {
    if (!progress.due(final)) return;
    double seconds = std::chrono::duration<double>(Clock::now() - started).count();
    std::string detail = options.progress_detail ? ", " + options.progress_detail() : "";
    progress.show(fmt::format("extract {}: {}/{} samples, {} found, {} new, {} failed{}, {:.0f}s",
                              options.kind, summary.parents, jobs.size(), summary.found,
                              summary.written, summary.parents_failed, detail, seconds),
                  final);
  };
  std::exception_ptr record_error;
  for (;;) {
    std::optional<ParentResult> result;
    {
      std::unique_lock lock(mutex);
      changed.wait_for(lock, std::chrono::milliseconds(200),
                       [&] { return ready.contains(next_to_record) || running == 0; });
      if (auto it = ready.find(next_to_record); it != ready.end()) {
        result = std::move(it->second);
        ready.erase(it);
        ++next_to_record;
        changed.notify_all();
      } else if (running == 0) {
        break;
      }
    }
    if (!result) {
      show(false);
      continue;
    }
    if (record_error) continue;  // drain what the workers finished, record nothing more
    const MineJob& job = jobs[result->index];
    ++summary.parents;
    if (!result->error.empty()) {
      ++summary.parents_failed;
      summary.parent_errors.emplace_back(job.folder, result->error);
    }
    summary.ranges += result->ranges;
    summary.found += result->found.size();
    for (const auto& [kind, count] : result->refused)
      summary.refused[kind] += count;
    for (const auto& [name, count] : result->selection.tallies)
      summary.tallies[name] += count;
    for (std::string& note : result->selection.notes)
      if (summary.notes.size() < 16) summary.notes.push_back(job.folder + ": " + std::move(note));
    for (const auto& [kind, example] : result->refusal_examples)
      if (summary.refusal_examples.size() < 16 &&
          std::none_of(summary.refusal_examples.begin(), summary.refusal_examples.end(),
                       [&](const std::string& seen) { return seen.starts_with(kind + ": "); }))
        summary.refusal_examples.push_back(kind + ": " + example);
    auto record_started = Clock::now();
    for (FoundSubgraph& found : result->found)
      if (!store.claim(options.kind, found.graph_hash)) found.sample.reset();
    try {
      summary.written += store.record(options.kind, job.folder, result->found);
      summary.record_seconds +=
          std::chrono::duration<double>(Clock::now() - record_started).count();
    } catch (...) {  // the DB or the disk failed: every later parent would fail the same way
      record_error = std::current_exception();
      std::lock_guard lock(mutex);
      stop = true;
      changed.notify_all();
    }
    show(false);
  }
  for (std::thread& thread : threads)
    thread.join();
  threads.clear();
  if (record_error) std::rethrow_exception(record_error);
  summary.interrupted = InterruptGuard::interrupted();
  summary.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  show(true);
  return summary;
}

}  // namespace passnet::extract
