#include "passnet/extract/annotation_runner.h"

#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <exception>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <thread>
#include <unordered_map>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/exec/worker.h"
#include "passnet/frontend/sample_writer.h"
#include "passnet/util/bounded_queue.h"
#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"
#include "passnet/util/progress_line.h"

namespace passnet::extract {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

SampleAnnotation failure(std::string sample, const AnnotateOptions& options, std::string stage,
                         std::string type, std::string message) {
  SampleAnnotation a;
  a.sample = std::move(sample);
  a.status = "failed";
  a.mode = options.mode;
  a.mode_used = options.mode;
  a.device = options.device;
  a.seed = options.seed;
  a.replay = options.replay;
  a.error = {{"stage", std::move(stage)},
             {"node", nullptr},
             {"type", std::move(type)},
             {"message", std::move(message)}};
  return a;
}

// A scratch folder under `root` (the system's temporary folder when empty), removed when it goes
// out of scope.
class ScratchDir {
 public:
  explicit ScratchDir(const std::string& root) {
    static std::atomic<unsigned> counter{0};
    path_ = (root.empty() ? fs::temp_directory_path() : fs::path(root)) /
            fmt::format("passnet-annotate-{}-{}", ::getpid(), counter.fetch_add(1));
    fs::create_directories(path_);
  }
  ~ScratchDir() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out) throw Error(ErrorCategory::kIo, fmt::format("{}: cannot write", path.string()));
}

std::vector<std::string> node_names_of(const nlohmann::json& reply) {
  std::vector<std::string> names;
  if (!reply.contains("node_names") || !reply["node_names"].is_array()) return names;
  for (const nlohmann::json& name : reply["node_names"])
    if (name.is_string()) names.push_back(name.get<std::string>());
  return names;
}

std::string progress_text(std::size_t done, std::size_t total, std::size_t failed, double seconds) {
  return fmt::format("annotate: {}/{} samples, {} failed, {:.0f}s", done, total, failed, seconds);
}

}  // namespace

void validate(const AnnotateOptions& options) {
  if (options.mode != "real" && options.mode != "meta")
    throw Error(ErrorCategory::kUsage,
                fmt::format("--mode {}: expected real or meta", options.mode));
  if (options.replay != "graphnet" && options.replay != "fast")
    throw Error(ErrorCategory::kUsage,
                fmt::format("--replay {}: expected graphnet or fast", options.replay));
  if (options.device != "cpu" && options.device != "cuda" && !options.device.starts_with("cuda:"))
    throw Error(ErrorCategory::kUsage,
                fmt::format("--device {}: expected cpu, cuda or cuda:N", options.device));
}

std::unique_ptr<exec::Executor> annotation_executor(const AnnotateOptions& options,
                                                    unsigned workers, const fs::path& log_dir) {
  exec::WorkerSpec spec;
  spec.command = exec::runtime_worker_command(options.python);
  spec.log_dir = log_dir.string();
  if (options.memory_limit_mb) spec.memory_limit_bytes = *options.memory_limit_mb << 20;
  return exec::make_executor(options.placement, options.device, workers, std::move(spec),
                             "annotate");
}

SampleAnnotation annotate_one(exec::WorkerHandle& worker, const frontend::Sample& sample,
                              const std::string& folder, const AnnotateOptions& options) {
  std::string key = sample_key(folder);
  std::string graph_hash =
      analysis::canonical_hashes(sample.graph, [&sample](std::string_view name) {
        return sample.meta_for(name);
      }).graph;
  std::string class_name = sample.class_name.empty() ? "GraphModule" : sample.class_name;
  ScratchDir scratch(options.scratch_root);
  fs::path model = scratch.path() / "model.py";
  try {
    write_text(model, frontend::emit_model_py(sample.graph, class_name));
  } catch (const Error& error) {
    return failure(key, options, "emit", "Error", error.what());
  }
  nlohmann::json request = {{"cmd", "annotate"},        {"sample", key},
                            {"model", model.string()},  {"class_name", class_name},
                            {"mode", options.mode},     {"seed", options.seed},
                            {"replay", options.replay}, {"device", options.device}};
  exec::JobReply reply = worker.run(request, options.timeout);
  if (reply.failure != exec::JobFailure::kNone)
    return failure(key, options, "worker", std::string(exec::to_string(reply.failure)),
                   reply.message);
  const nlohmann::json& event = reply.reply;
  if (event.value("event", "") != "annotation")
    return failure(key, options, "request", "WorkerError",
                   event.value("error", std::string("unexpected reply: ") + event.dump()));
  SampleAnnotation annotation;
  try {
    annotation = annotation_from_json(event);
  } catch (const Error& error) {
    return failure(key, options, "names", "ProtocolError", error.what());
  }
  annotation.sample = key;
  annotation.graph_hash = graph_hash;
  if (std::optional<std::string> mismatch =
          check_against(annotation, sample.graph, node_names_of(event))) {
    SampleAnnotation broken = failure(key, options, "names", "NameMismatch", *mismatch);
    broken.graph_hash = graph_hash;
    return broken;
  }
  return annotation;
}

AnnotateSummary annotate_samples(const std::vector<std::string>& folders,
                                 const AnnotateOptions& options,
                                 const std::function<void(const SampleAnnotation&)>& on_result) {
  validate(options);
  auto started = Clock::now();
  AnnotateSummary summary;
  summary.total = folders.size();
  std::optional<ScratchDir> default_logs;
  fs::path log_dir;
  if (options.log_dir) {
    log_dir = *options.log_dir;
    fs::create_directories(log_dir);
  } else {
    default_logs.emplace("");  // the logs stay on this host: srun forwards stderr
    log_dir = default_logs->path();
  }

  InterruptGuard interrupt_guard;
  BoundedQueue<std::string> todo(folders.size() + 1);
  for (const std::string& folder : folders)
    todo.push(folder);
  todo.close();
  BoundedQueue<SampleAnnotation> done(folders.size() + 1);
  unsigned worker_count = std::max(
      1u, std::min<unsigned>(options.jobs,
                             static_cast<unsigned>(std::max<std::size_t>(folders.size(), 1))));
  std::atomic<unsigned> running{worker_count};
  // on_result threw, or a worker refused the engine: finish the jobs in flight, start no more.
  std::atomic<bool> stop{false};
  std::mutex refusal_mutex;
  std::exception_ptr refusal;  // the refusal (ProtocolMismatch), rethrown at the end
  std::unique_ptr<exec::Executor> executor = annotation_executor(options, worker_count, log_dir);
  std::vector<std::thread> threads;
  for (unsigned w = 0; w < worker_count; ++w) {
    threads.emplace_back([&, w] {
      std::unique_ptr<exec::WorkerHandle> handle = executor->worker(w);
      exec::WorkerHandle& worker = *handle;
      while (!InterruptGuard::interrupted() && !stop) {
        std::optional<std::string> folder = todo.pop();
        if (!folder) break;
        SampleAnnotation result;
        try {
          frontend::Sample sample =
              frontend::read_sample(frontend::load_sample_files(*folder, options.max_file_bytes));
          result = annotate_one(worker, sample, *folder, options);
        } catch (const exec::ProtocolMismatch&) {
          std::lock_guard lock(refusal_mutex);
          if (!refusal) refusal = std::current_exception();
          stop = true;
          break;
        } catch (const std::exception& error) {
          result = failure(sample_key(*folder), options, "parse", "ParseError", error.what());
        }
        if (InterruptGuard::interrupted() && !result.ok()) break;  // killed by Ctrl-C
        done.push(std::move(result));
      }
      worker.shutdown();
      if (running.fetch_sub(1) == 1) done.close();
    });
  }
  ProgressLine progress(options.progress, 0.5, 10.0);
  std::size_t finished = 0;
  std::exception_ptr callback_error;
  for (;;) {
    std::optional<SampleAnnotation> result = done.pop_for(std::chrono::milliseconds(200));
    if (result && !callback_error) {
      ++finished;
      if (result->ok())
        ++summary.ok;
      else
        ++summary.failed;
      if (result->meta_fallback.is_object()) ++summary.fell_back;
      try {
        on_result(*result);
      } catch (...) {
        callback_error = std::current_exception();
        stop = true;
      }
    }
    bool all_done = done.closed_and_empty();
    double seconds = std::chrono::duration<double>(Clock::now() - started).count();
    if (progress.due(all_done))
      progress.show(progress_text(finished, summary.total, summary.failed, seconds), all_done);
    if (all_done) break;
  }
  for (std::thread& thread : threads)
    thread.join();
  if (callback_error) std::rethrow_exception(callback_error);
  if (refusal) std::rethrow_exception(refusal);
  summary.interrupted = InterruptGuard::interrupted();
  summary.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  return summary;
}

AnnotateSummary ensure_annotations(store::DatasetDb& db, const std::vector<AnnotationNeed>& samples,
                                   const AnnotateOptions& options, bool retry_failed,
                                   std::size_t* already) {
  std::unordered_map<std::string, std::pair<std::string, std::string>> stored;  // hash, status
  store::Statement rows =
      db.database().prepare("SELECT sample, graph_hash, status FROM annotations");
  while (rows.step())
    stored.emplace(rows.column_text(0), std::make_pair(rows.column_text(1), rows.column_text(2)));
  std::vector<std::string> todo;
  std::size_t up_to_date = 0;
  for (const AnnotationNeed& need : samples) {
    auto it = stored.find(sample_key(need.folder));
    // A failure before the graph was hashed (a parse error) is stored without a hash.
    bool current = it != stored.end() &&
                   (it->second.first == need.graph_hash || it->second.first.empty()) &&
                   (it->second.second == "ok" ? !it->second.first.empty() : !retry_failed);
    if (current)
      ++up_to_date;
    else
      todo.push_back(need.folder);
  }
  if (already) *already = up_to_date;
  if (todo.empty()) return {};
  return annotate_samples(
      todo, options, [&](const SampleAnnotation& annotation) { store_annotation(db, annotation); });
}

}  // namespace passnet::extract
