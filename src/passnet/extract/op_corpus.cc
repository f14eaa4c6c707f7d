#include "passnet/extract/op_corpus.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <thread>

#include "passnet/frontend/model_reader.h"
#include "passnet/frontend/sample.h"
#include "passnet/store/archive_reader.h"
#include "passnet/store/sample_walker.h"
#include "passnet/util/bounded_queue.h"
#include "passnet/util/error.h"

namespace passnet::extract {

namespace {

struct Job {
  std::size_t index = 0;
  std::string location;
  std::optional<frontend::SampleFiles> files;  // archive members come preloaded
  std::optional<std::string> error;            // the archive could not deliver the sample
};

struct Parsed {
  std::size_t index = 0;
  std::string location;
  std::optional<LocalOpSequence> ops;
  std::string error;
  std::size_t bytes = 0;
};

// model.py of a sample folder, read on its own.
std::string read_model_file(const std::string& folder, std::size_t max_file_bytes) {
  std::filesystem::path path = std::filesystem::path(folder) / frontend::kModelFile;
  std::error_code error;
  auto size = std::filesystem::file_size(path, error);
  if (error) throw Error(ErrorCategory::kSample, fmt::format("{}: no readable model.py", folder));
  if (size > max_file_bytes)
    throw Error(ErrorCategory::kSample,
                fmt::format("{}: model.py has {} bytes, over the limit", folder, size));
  std::ifstream in(path, std::ios::binary);
  std::string text(size, '\0');
  if (!in.read(text.data(), static_cast<std::streamsize>(size)))
    throw Error(ErrorCategory::kIo, fmt::format("{}: cannot read model.py", folder));
  return text;
}

Parsed parse(Job& job, const OpCorpusOptions& options) {
  Parsed parsed{job.index, job.location, std::nullopt, "", 0};
  try {
    if (job.error) throw Error(ErrorCategory::kSample, *job.error);
    if (options.model_only) {
      std::string loaded;
      const std::string* model = nullptr;
      if (job.files) {
        model = job.files->find(frontend::kModelFile);
        if (model == nullptr)
          throw Error(ErrorCategory::kSample, fmt::format("{}: no model.py", job.location));
      } else {
        loaded = read_model_file(job.location, options.max_file_bytes);
        model = &loaded;
      }
      parsed.bytes = model->size();
      parsed.ops = collect_ops(
          frontend::read_model(job.location + "/" + std::string(frontend::kModelFile), *model)
              .graph);
      return parsed;
    }
    frontend::SampleFiles files =
        job.files ? std::move(*job.files)
                  : frontend::load_sample_files(job.location, options.max_file_bytes);
    parsed.bytes = files.total_bytes();
    parsed.ops = collect_ops(frontend::read_sample(files).graph);
  } catch (const std::exception& error) {
    parsed.error = error.what();
  }
  return parsed;
}

}  // namespace

std::vector<std::vector<TokenId>> OpCorpus::token_sequences() const {
  std::vector<std::vector<TokenId>> sequences;
  sequences.reserve(graphs.size());
  for (const CorpusGraph& graph : graphs)
    sequences.push_back(graph.ops.tokens);
  return sequences;
}

OpCorpus load_op_corpus(const std::vector<std::string>& roots, const OpCorpusOptions& options) {
  auto started = std::chrono::steady_clock::now();
  OpCorpus corpus;
  auto stopped = [&] { return options.stop && options.stop(); };
  unsigned jobs =
      options.jobs != 0 ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  BoundedQueue<Job> job_queue(std::size_t{jobs} * 4);
  BoundedQueue<Parsed> result_queue(std::size_t{jobs} * 16);
  std::vector<std::string> walk_errors;  // written by the producer, read after it joins

  std::thread producer([&] {
    std::size_t index = 0;
    for (const std::string& root : roots) {
      store::WalkResult walk = store::walk_samples(root);
      walk_errors.insert(walk_errors.end(), walk.errors.begin(), walk.errors.end());
      for (const auto& folder : walk.folders)
        if (!job_queue.push({index++, folder.string(), std::nullopt, std::nullopt})) break;
      for (const auto& archive : walk.archives) {
        try {
          store::read_archive_samples(
              archive.string(), options.max_file_bytes, [&](store::ArchiveSample&& member) {
                std::string location = member.files.location;
                return job_queue.push({index++, std::move(location), std::move(member.files),
                                       std::move(member.error)});
              });
        } catch (const Error& error) {
          walk_errors.push_back(error.what());
        }
      }
    }
    job_queue.close();
  });

  std::vector<std::thread> workers;
  std::atomic<unsigned> running{jobs};
  for (unsigned i = 0; i < jobs; ++i)
    workers.emplace_back([&] {
      while (std::optional<Job> job = job_queue.pop())
        if (!result_queue.push(parse(*job, options))) break;
      if (--running == 0) result_queue.close();
    });

  // Results arrive out of order; keep them by walk index and adopt in that order at the end.
  std::vector<std::optional<Parsed>> results;
  std::size_t done = 0;
  std::size_t failed = 0;
  while (std::optional<Parsed> parsed = result_queue.pop()) {
    ++done;
    if (!parsed->ops) ++failed;
    if (options.on_sample) options.on_sample(done, failed);
    std::size_t index = parsed->index;
    if (results.size() <= index) results.resize(index + 1);
    results[index] = std::move(parsed);
    if (!corpus.interrupted && stopped()) {
      corpus.interrupted = true;
      job_queue.close();
    }
  }
  producer.join();
  for (std::thread& worker : workers)
    worker.join();
  corpus.walk_errors = std::move(walk_errors);

  for (std::optional<Parsed>& parsed : results) {
    if (!parsed) continue;  // skipped after an interrupt
    corpus.bytes += parsed->bytes;
    if (!parsed->ops) {
      corpus.failures.push_back({parsed->location, parsed->error});
      continue;
    }
    OpSequence ops = adopt(std::move(*parsed->ops), corpus.vocabulary);
    corpus.tokens += ops.tokens.size();
    corpus.graphs.push_back({std::move(parsed->location), std::move(ops)});
  }
  corpus.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return corpus;
}

}  // namespace passnet::extract
