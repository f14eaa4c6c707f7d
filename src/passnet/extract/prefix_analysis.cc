#include "passnet/extract/prefix_analysis.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <filesystem>
#include <map>
#include <mutex>
#include <thread>

#include "passnet/exec/executor.h"
#include "passnet/exec/placement.h"
#include "passnet/exec/worker.h"
#include "passnet/extract/group_analysis.h"
#include "passnet/extract/prefix_pieces.h"
#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"

namespace passnet::extract {

namespace fs = std::filesystem;

// ------------------------------------------------------------------------------------------
// cache

KernelCountCache::KernelCountCache(store::DatasetDb& db) : db_(db) {
  db_.database().exec(R"sql(
    CREATE TABLE IF NOT EXISTS kernel_counts(
      graph_hash TEXT NOT NULL,
      device TEXT NOT NULL,
      status TEXT NOT NULL,
      generated INTEGER,
      launched INTEGER,
      graphs INTEGER,
      compile_seconds REAL NOT NULL DEFAULT 0,
      error TEXT NOT NULL DEFAULT '',
      PRIMARY KEY(graph_hash, device)))sql");
  // Kernel groups (method groups) came later: older DBs get the column.
  store::Statement columns = db_.database().prepare("PRAGMA table_info(kernel_counts)");
  bool has_groups = false;
  while (columns.step())
    has_groups = has_groups || columns.column_text(1) == "groups";
  if (!has_groups) db_.database().exec("ALTER TABLE kernel_counts ADD COLUMN groups TEXT");
}

namespace {

nlohmann::json groups_json(const std::vector<KernelGroup>& groups) {
  nlohmann::json out = nlohmann::json::array();
  for (const KernelGroup& group : groups)
    out.push_back({{"nodes", group.nodes}, {"extern", group.extern_kernel}});
  return out;
}

// The `groups` of a worker reply or a cached row; nullopt when absent or malformed.
std::optional<std::vector<KernelGroup>> groups_from_json(const nlohmann::json& value) {
  if (!value.is_array()) return std::nullopt;
  std::vector<KernelGroup> groups;
  for (const nlohmann::json& entry : value) {
    if (!entry.is_object() || !entry.contains("nodes") || !entry["nodes"].is_array())
      return std::nullopt;
    KernelGroup group;
    for (const nlohmann::json& name : entry["nodes"])
      if (name.is_string()) group.nodes.push_back(name.get<std::string>());
    group.extern_kernel = entry.value("extern", false);
    groups.push_back(std::move(group));
  }
  return groups;
}

std::optional<int> optional_int(store::Statement& query, int column) {
  if (query.column_is_null(column)) return std::nullopt;
  return static_cast<int>(query.column_int(column));
}

void bind_optional(store::Statement& statement, int index, std::optional<int> value) {
  if (value)
    statement.bind(index, static_cast<std::int64_t>(*value));
  else
    statement.bind_null(index);
}

// Statuses that say something about the prefix itself, worth remembering; a crash, a timeout or
// a request the worker could not take may be the machine's fault and is tried again next time.
bool cacheable(const std::string& status) {
  return status != "crash" && status != "timeout" && status != "request_error" &&
         status != "engine_error" && status != "interrupted";
}

// The count of a prefix the stop (Ctrl-C or the deadline) kept from compiling.
KernelCount not_compiled() {
  return {"interrupted", {}, {}, {}, 0, "not compiled: interrupted or out of time", {}};
}

}  // namespace

std::optional<KernelCount> KernelCountCache::find(const std::string& graph_hash,
                                                  const std::string& device) {
  store::Statement query = db_.database().prepare(
      "SELECT status, generated, launched, graphs, compile_seconds, error, groups FROM "
      "kernel_counts WHERE graph_hash = ? AND device = ?");
  query.bind(1, std::string_view(graph_hash)).bind(2, std::string_view(device));
  if (!query.step()) return std::nullopt;
  KernelCount count;
  count.status = query.column_text(0);
  count.generated = optional_int(query, 1);
  count.launched = optional_int(query, 2);
  count.graphs = optional_int(query, 3);
  count.compile_seconds = query.column_double(4);
  count.error = query.column_text(5);
  if (!query.column_is_null(6))
    count.groups = groups_from_json(nlohmann::json::parse(query.column_text(6), nullptr, false));
  return count;
}

void KernelCountCache::store(const std::string& graph_hash, const std::string& device,
                             const KernelCount& count) {
  store::Statement insert = db_.database().prepare(
      "INSERT OR REPLACE INTO kernel_counts(graph_hash, device, status, generated, launched, "
      "graphs, compile_seconds, error, groups) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  insert.bind(1, std::string_view(graph_hash))
      .bind(2, std::string_view(device))
      .bind(3, std::string_view(count.status));
  bind_optional(insert, 4, count.generated);
  bind_optional(insert, 5, count.launched);
  bind_optional(insert, 6, count.graphs);
  insert.bind(7, count.compile_seconds).bind(8, std::string_view(count.error));
  if (count.groups)
    insert.bind(9, std::string_view(groups_json(*count.groups).dump()));
  else
    insert.bind_null(9);
  insert.run();
}

// ------------------------------------------------------------------------------------------
// workers

struct KernelCounter::Impl {
  PrefixOptions options;
  KernelCountCache cache;  // guarded by mutex
  std::unique_ptr<exec::Executor> executor;
  std::vector<std::unique_ptr<exec::WorkerHandle>> workers;
  std::vector<exec::WorkerHandle*> idle;  // guarded by mutex
  std::mutex mutex;
  std::condition_variable worker_free;
  std::atomic<std::size_t> compiles_done{0};
  std::atomic<std::size_t> compiles_ok{0};
  double job_seconds = 0;      // guarded by mutex
  double compile_seconds = 0;  // guarded by mutex

  Impl(const PrefixOptions& o, store::DatasetDb& db) : options(o), cache(db) {
    fs::create_directories(fs::path(options.work_dir) / "workers");
    exec::WorkerSpec spec;
    spec.command = exec::runtime_worker_command(options.python);
    spec.log_dir = (fs::path(options.work_dir) / "workers").string();
    spec.log_prefix = "kernels";
    // Parallelism comes from the workers: one compile thread each keeps N workers from starting
    // N x cores Inductor compile processes.
    spec.environment.emplace_back("TORCHINDUCTOR_COMPILE_THREADS", "1");
    unsigned count = std::max(1u, options.jobs);
    executor =
        exec::make_executor(options.placement, options.device, count, std::move(spec), "kernels");
    for (unsigned i = 0; i < count; ++i) {
      workers.push_back(executor->worker(i));
      idle.push_back(workers.back().get());
    }
  }

  exec::WorkerHandle& acquire() {
    std::unique_lock lock(mutex);
    worker_free.wait(lock, [&] { return !idle.empty(); });
    exec::WorkerHandle* worker = idle.back();
    idle.pop_back();
    return *worker;
  }

  void release(exec::WorkerHandle& worker) {
    std::lock_guard lock(mutex);
    idle.push_back(&worker);
    worker_free.notify_one();
  }

  KernelCount ask(exec::WorkerHandle& worker, const std::string& folder) {
    exec::JobReply reply =
        worker.run({{"cmd", "kernels"}, {"sample", folder}, {"groups", options.method == "groups"}},
                   options.timeout);
    KernelCount count;
    if (reply.failure != exec::JobFailure::kNone) {
      count.status = std::string(exec::to_string(reply.failure));
      count.error = reply.message;
      return count;
    }
    const nlohmann::json& r = reply.reply;
    auto text = [&r](const char* key) -> std::optional<std::string> {
      if (!r.contains(key) || !r[key].is_string()) return std::nullopt;
      return r[key].get<std::string>();
    };
    if (text("event") != "kernels") {
      count.status = "request_error";
      count.error = text("error").value_or("unexpected reply: " + r.dump());
      return count;
    }
    count.status = text("status").value_or("runtime_fail");
    auto int_field = [&r](const char* key) -> std::optional<int> {
      if (!r.contains(key) || !r[key].is_number_integer()) return std::nullopt;
      return r[key].get<int>();
    };
    count.generated = int_field("generated");
    count.launched = int_field("launched");
    count.graphs = int_field("graphs");
    if (r.contains("compile_seconds") && r["compile_seconds"].is_number())
      count.compile_seconds = r["compile_seconds"].get<double>();
    if (r.contains("error") && r["error"].is_string()) count.error = r["error"];
    if (r.contains("groups")) count.groups = groups_from_json(r["groups"]);
    return count;
  }
};

KernelCounter::KernelCounter(const PrefixOptions& options, store::DatasetDb& db)
    : impl_(std::make_unique<Impl>(options, db)) {}

std::size_t KernelCounter::compiles_done() const {
  return impl_->compiles_done;
}
std::size_t KernelCounter::compiles_ok() const {
  return impl_->compiles_ok;
}

KernelCounter::PoolTime KernelCounter::pool_time() const {
  std::lock_guard lock(impl_->mutex);
  PoolTime time{impl_->job_seconds, impl_->compile_seconds, 0};
  for (const auto& worker : impl_->workers)
    time.worker_starts += worker->starts();
  return time;
}

KernelCounter::~KernelCounter() {
  // Each worker may take seconds to exit (CUDA context, profiler): in parallel, a pool of 14
  // ends in the time of its slowest worker rather than of all of them together.
  std::vector<std::thread> closers;
  for (auto& worker : impl_->workers)
    closers.emplace_back([&worker] { worker->shutdown(); });
  for (std::thread& closer : closers)
    closer.join();
}

std::vector<KernelCount> KernelCounter::count(
    const std::vector<std::pair<std::string, std::string>>& prefixes, std::size_t* compiled) {
  std::vector<KernelCount> results(prefixes.size());
  std::vector<std::size_t> todo;
  std::map<std::string, std::size_t> first_of_hash;  // a graph asked for twice compiles once
  std::vector<std::pair<std::size_t, std::size_t>> repeats;
  for (std::size_t i = 0; i < prefixes.size(); ++i) {
    std::optional<KernelCount> hit;
    {
      std::lock_guard lock(impl_->mutex);
      hit = impl_->cache.find(prefixes[i].first, impl_->options.device);
    }
    // The groups method needs the groups a per-prefix count never recorded.
    if (hit && impl_->options.method == "groups" && hit->status == "ok" && !hit->groups)
      hit.reset();
    if (hit) {
      results[i] = *hit;
    } else if (auto [it, fresh] = first_of_hash.emplace(prefixes[i].first, i); !fresh) {
      repeats.emplace_back(i, it->second);
    } else {
      todo.push_back(i);
    }
  }
  // Other analyses may share the workers: each prefix takes whichever worker is free.
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> asked{0};
  std::size_t thread_count = std::min(impl_->workers.size(), todo.size());
  std::atomic<bool> refused{false};  // a worker of another protocol: no prefix is asked again
  std::exception_ptr refusal;        // under impl_->mutex
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < thread_count; ++t) {
    threads.emplace_back([&] {
      for (std::size_t k = next++; k < todo.size(); k = next++) {
        std::size_t i = todo[k];
        if (impl_->options.stopped() || refused) {
          results[i] = not_compiled();
          continue;
        }
        exec::WorkerHandle& worker = impl_->acquire();
        // The wait for a free worker can outlast the deadline: no compile starts past it.
        if (impl_->options.stopped()) {
          impl_->release(worker);
          results[i] = not_compiled();
          continue;
        }
        ++asked;
        KernelCount count;
        auto job_started = std::chrono::steady_clock::now();
        try {
          count = impl_->ask(worker, prefixes[i].second);
        } catch (const exec::ProtocolMismatch&) {
          impl_->release(worker);
          std::lock_guard lock(impl_->mutex);
          if (!refusal) refusal = std::current_exception();
          refused = true;
          continue;
        } catch (const std::exception& error) {  // a worker that cannot start, say
          count = {"engine_error", {}, {}, {}, 0, error.what(), {}};
        }
        double job_seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - job_started).count();
        impl_->release(worker);
        ++impl_->compiles_done;
        if (count.status == "ok") ++impl_->compiles_ok;
        std::lock_guard lock(impl_->mutex);
        impl_->job_seconds += job_seconds;
        impl_->compile_seconds += count.compile_seconds;
        try {
          if (cacheable(count.status))
            impl_->cache.store(prefixes[i].first, impl_->options.device, count);
        } catch (const std::exception& error) {  // the count stands; only the cache missed it
          count.error = fmt::format("{} (not cached: {})", count.error, error.what());
        }
        results[i] = std::move(count);
      }
    });
  }
  for (std::thread& thread : threads)
    thread.join();
  if (refusal) std::rethrow_exception(refusal);
  for (const auto& [repeat, original] : repeats)
    results[repeat] = results[original];
  if (compiled) *compiled += asked;
  return results;
}

// ------------------------------------------------------------------------------------------
// analysis

CurveGroups groups_from_curve(std::size_t start,
                              const std::vector<std::pair<std::size_t, int>>& curve,
                              std::size_t window_end, bool graph_end,
                              const PrefixOptions& options) {
  CurveGroups out;
  auto close = [&](FusibleGroup group) {
    std::size_t ops = group.range.end - group.range.begin;
    if (ops >= options.min_ops && ops <= options.max_ops) out.closed.push_back(group);
  };
  std::size_t previous_end = start;
  int previous_kernels = 0;  // the empty prefix launches nothing
  std::optional<FusibleGroup> open;
  for (const auto& [end, kernels] : curve) {
    // The ops in [previous_end, end) brought new kernels: they start a new group. A count that
    // falls (a reduction absorbing earlier pointwise kernels) or stays means they were fused.
    if (kernels > previous_kernels) {
      if (open) {
        open->range.end = previous_end;
        close(*open);
      }
      open =
          FusibleGroup{{previous_end, end}, static_cast<std::size_t>(kernels - previous_kernels)};
    }
    previous_end = end;
    previous_kernels = kernels;
  }
  if (open && graph_end) {
    open->range.end = previous_end;
    close(*open);
    out.next_start = window_end;
    return out;
  }
  // The open group's end lies beyond this window: analyse it again from its start, unless it
  // began at `start` itself, when only moving to the window's end guarantees progress.
  out.next_start = open && open->range.begin > start ? open->range.begin : window_end;
  return out;
}

PrefixAnalysis analyse_prefixes(const frontend::Sample& sample, const SampleAnnotation& annotation,
                                KernelCounter& counter, const PrefixOptions& options) {
  PrefixAnalysis result;
  result.sample = sample.location;
  RangeExtractor extractor(sample, annotation);
  const std::size_t n = extractor.compute_node_count();
  std::vector<std::size_t> cuts = extractor.cut_points();
  cuts.push_back(n);
  if (options.method == "groups") {
    std::vector<std::string> op_keys;
    for (ir::NodeId id : compute_nodes(sample.graph))
      op_keys.push_back(sample.graph.node(id).op_key());
    analyse_by_groups(extractor, cuts, op_keys, counter, options, result);
    return result;
  }
  fs::path prefix_dir = fs::path(options.work_dir) / "prefixes";
  fs::create_directories(prefix_dir);

  std::size_t start = 0;
  // Ctrl-C (or the deadline) ends the analysis after the window in flight; the groups closed
  // so far are kept.
  while (start < n && !options.stopped()) {
    std::vector<std::size_t> ends = window_ends(cuts, start, options.window);
    if (ends.empty()) break;

    std::vector<std::pair<std::string, std::string>> prefixes;
    std::vector<std::size_t> prefix_ends;
    for (std::size_t end : ends) {
      ++result.prefixes;
      if (auto written = write_piece(extractor, {start, end}, prefix_dir, result, nullptr)) {
        prefixes.push_back(std::move(*written));
        prefix_ends.push_back(end);
      }
    }
    std::size_t before = result.compiled;
    std::vector<KernelCount> counts = counter.count(prefixes, &result.compiled);
    // A curve with holes (compiles skipped at the deadline, workers killed by Ctrl-C) is
    // trusted nowhere; a window that finished just after the deadline is still whole.
    bool holes = InterruptGuard::interrupted() ||
                 std::any_of(counts.begin(), counts.end(),
                             [](const KernelCount& c) { return c.status == "interrupted"; });
    if (holes) break;
    result.cached += prefixes.size() - (result.compiled - before);
    std::vector<std::pair<std::size_t, int>> curve;
    for (std::size_t i = 0; i < counts.size(); ++i) {
      std::optional<int> kernels = counts[i].kernels();
      if (counts[i].status == "ok" && kernels) {
        curve.emplace_back(prefix_ends[i], *kernels);
      } else {
        ++result.failed;
        result.errors.push_back(fmt::format("[{}, {}): {}: {}", start, prefix_ends[i],
                                            counts[i].status, counts[i].error));
      }
    }
    CurveGroups groups = groups_from_curve(start, curve, ends.back(), ends.back() == n, options);
    result.groups.insert(result.groups.end(), groups.closed.begin(), groups.closed.end());
    result.curves.emplace_back(start, std::move(curve));
    start = std::max(groups.next_start, start + 1);
    // Starts must be cut points: snap forward to the next one.
    auto snapped = std::lower_bound(cuts.begin(), cuts.end(), start);
    if (snapped == cuts.end()) break;
    start = *snapped;
  }
  return result;
}

}  // namespace passnet::extract
