#include "passnet/bench/run_options_json.h"

#include <fmt/format.h>

#include <algorithm>

#include "passnet/util/error.h"

namespace passnet::bench {

namespace {

template <typename T>
nlohmann::json optional_json(const std::optional<T>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

class Reader {
 public:
  Reader(const nlohmann::json& value, const std::string& source) : value_(value), source_(source) {
    if (!value_.is_object())
      throw Error(ErrorCategory::kParse, fmt::format("{}: run options are not an object", source_));
  }

  template <typename T>
  void get(const char* key, T& out) const {
    if (!value_.contains(key)) return;  // the default
    try {
      out = value_[key].get<T>();
    } catch (const nlohmann::json::exception& error) {
      throw Error(ErrorCategory::kParse,
                  fmt::format("{}: run option {}: {}", source_, key, error.what()));
    } catch (const Error& error) {  // an enumerated option's unknown spelling
      throw Error(ErrorCategory::kParse, fmt::format("{}: {}", source_, error.what()));
    }
  }

  template <typename T>
  void get(const char* key, std::optional<T>& out) const {
    if (!value_.contains(key) || value_[key].is_null()) return;
    T inner{};
    get(key, inner);
    out = inner;
  }

 private:
  const nlohmann::json& value_;
  const std::string& source_;
};

}  // namespace

nlohmann::json to_json(const RunOptions& o) {
  return {{"samples", o.samples},
          {"backends", o.backends},
          {"device", o.device},
          {"out_dir", o.out_dir},
          {"warmup", optional_json(o.warmup)},
          {"trials", optional_json(o.trials)},
          {"min_measure_ms", optional_json(o.min_measure_ms)},
          {"timing", o.timing},
          {"invocation", o.invocation},
          {"preset", o.preset},
          {"integrity", o.integrity},
          {"floor", o.floor},
          {"backend_specs", o.backend_specs},
          {"seed", o.seed},
          {"jobs", o.jobs},
          {"gpus", o.gpus},
          {"timing_cpus", o.timing_cpus},
          {"timeout_seconds", o.timeout.count()},
          {"python", o.python},
          {"memory_limit_mb", optional_json(o.memory_limit_mb)},
          {"l2", o.l2},
          {"sessions", optional_json(o.sessions)},
          {"inductor_rounds", optional_json(o.inductor_rounds)},
          {"max_remeasure", optional_json(o.max_remeasure)},
          {"steady_tolerance", optional_json(o.steady_tolerance)},
          {"kernel_time", o.kernel_time},
          {"cuda_graph_time", o.cuda_graph_time},
          {"progress", o.progress},
          {"limit", optional_json(o.limit)}};
}

RunOptions run_options_from_json(const nlohmann::json& value, const std::string& source) {
  Reader in(value, source);
  RunOptions o;
  in.get("samples", o.samples);
  in.get("backends", o.backends);
  in.get("device", o.device);
  in.get("out_dir", o.out_dir);
  in.get("warmup", o.warmup);
  in.get("trials", o.trials);
  in.get("min_measure_ms", o.min_measure_ms);
  in.get("timing", o.timing);
  in.get("invocation", o.invocation);
  in.get("preset", o.preset);
  in.get("integrity", o.integrity);
  in.get("floor", o.floor);
  in.get("backend_specs", o.backend_specs);
  in.get("seed", o.seed);
  in.get("jobs", o.jobs);
  in.get("gpus", o.gpus);
  in.get("timing_cpus", o.timing_cpus);
  std::int64_t timeout = o.timeout.count();
  in.get("timeout_seconds", timeout);
  o.timeout = std::chrono::seconds(timeout);
  in.get("python", o.python);
  in.get("memory_limit_mb", o.memory_limit_mb);
  in.get("l2", o.l2);
  in.get("sessions", o.sessions);
  in.get("inductor_rounds", o.inductor_rounds);
  in.get("max_remeasure", o.max_remeasure);
  in.get("steady_tolerance", o.steady_tolerance);
  in.get("kernel_time", o.kernel_time);
  in.get("cuda_graph_time", o.cuda_graph_time);
  in.get("progress", o.progress);
  in.get("limit", o.limit);
  if (o.samples.empty() || o.out_dir.empty() || o.backends.empty())
    throw Error(ErrorCategory::kParse,
                fmt::format("{}: run options need samples, out_dir and backends", source));
  return o;
}

std::vector<std::string> candidate_backends(const RunOptions& options) {
  std::vector<std::string> candidates;
  for (const std::string& backend : options.backends)
    if (backend != "eager" &&
        std::find(candidates.begin(), candidates.end(), backend) == candidates.end())
      candidates.push_back(backend);
  return candidates;
}

nlohmann::json recorded_options(const RunOptions& options) {
  return {{"backends", candidate_backends(options)},
          {"device", options.device},
          {"warmup", optional_json(options.warmup)},
          {"trials", optional_json(options.trials)},
          {"seed", options.seed},
          {"samples", options.samples},
          {"timing", options.timing},
          {"invocation", options.invocation},
          {"integrity", options.integrity},
          {"l2", options.l2},
          {"sessions", optional_json(options.sessions)},
          {"inductor_rounds", optional_json(options.inductor_rounds)},
          {"max_remeasure", optional_json(options.max_remeasure)},
          {"steady_tolerance", optional_json(options.steady_tolerance)},
          {"preset", options.preset}};
}

}  // namespace passnet::bench
