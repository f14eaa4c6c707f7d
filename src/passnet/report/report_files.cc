// The report's files: report.json (RunReport::to_json, keys in docs/report.md) and the two charts.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>

#include "passnet/report/run_report.h"
#include "passnet/report/svg_chart.h"
#include "passnet/util/error.h"

namespace passnet::report {

namespace fs = std::filesystem;
using OrderedJson = nlohmann::ordered_json;

namespace {

OrderedJson optional_json(const std::optional<double>& value) {
  return value ? OrderedJson(*value) : OrderedJson(nullptr);
}

OrderedJson distribution_json(const Distribution& d) {
  return {{"count", d.count},
          {"min", optional_json(d.min)},
          {"p10", optional_json(d.p10)},
          {"p25", optional_json(d.p25)},
          {"median", optional_json(d.median)},
          {"p75", optional_json(d.p75)},
          {"p90", optional_json(d.p90)},
          {"max", optional_json(d.max)},
          {"gmean", optional_json(d.gmean)}};
}

OrderedJson sample_json(const SampleRow& row) {
  return {{"sample", row.sample},
          {"speedup", row.speedup},
          {"eager_e2e_ms", optional_json(row.eager_e2e_ms)},
          {"candidate_e2e_ms", optional_json(row.candidate_e2e_ms)},
          {"device_clock", row.clock == DeviceClock::kNone ? OrderedJson(nullptr)
                                                           : OrderedJson(to_string(row.clock))},
          {"eager_device_ms", optional_json(row.eager_device_ms)},
          {"candidate_device_ms", optional_json(row.candidate_device_ms)},
          {"delta_e2e_ms", optional_json(row.delta_e2e_ms)},
          {"delta_device_ms", optional_json(row.delta_device_ms)},
          {"delta_overhead_ms", optional_json(row.delta_overhead_ms)},
          {"verdict", row.verdict ? OrderedJson(to_string(*row.verdict)) : OrderedJson(nullptr)}};
}

OrderedJson backend_json(const BackendReport& b) {
  OrderedJson samples = OrderedJson::array();
  for (const SampleRow& row : b.samples)
    samples.push_back(sample_json(row));
  OrderedJson models = OrderedJson::array();
  for (const ModelRow& row : b.models)
    models.push_back(to_json(row));
  const LossSummary& loss = b.loss;
  return {{"backend", b.backend},
          {"results", b.results},
          {"statuses", b.statuses},
          {"scored", b.scored},
          {"slower", b.slower},
          {"slower_share", optional_json(b.slower_share)},
          {"speedup", distribution_json(b.speedup)},
          {"over_inductor",
           b.over_inductor.any() ? OrderedJson(b.over_inductor.to_json()) : OrderedJson(nullptr)},
          {"histogram",
           {{"log2_min", kLog2Min},
            {"log2_max", kLog2Max},
            {"bin_width", kLog2BinWidth},
            {"counts", b.histogram}}},
          {"loss",
           {{"slower", loss.slower()},
            {"kernel", loss.kernel},
            {"overhead", loss.overhead},
            {"unknown", loss.unknown},
            {"device_clocks", loss.clocks},
            {"lost_e2e_ms", loss.lost_e2e_ms},
            {"attributed_e2e_ms", loss.attributed_e2e_ms},
            {"lost_device_ms", loss.lost_device_ms},
            {"lost_overhead_ms", loss.lost_overhead_ms}}},
          {"compile_seconds",
           {{"count", b.compile_seconds.count},
            {"median", optional_json(b.compile_seconds.median)},
            {"p90", optional_json(b.compile_seconds.p90)},
            {"max", optional_json(b.compile_seconds.max)}}},
          {"notes", b.notes},
          {"integrity",
           b.integrity.any() ? OrderedJson(b.integrity.to_json(true)) : OrderedJson(nullptr)},
          {"samples", samples},
          {"models", models},
          {"model_summary",
           b.model_summary ? OrderedJson(b.model_summary->to_json()) : OrderedJson(nullptr)},
          {"predicted_from",
           b.predicted_from.empty() ? OrderedJson(nullptr) : OrderedJson(b.predicted_from)}};
}

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out)
    throw Error(ErrorCategory::kIo, fmt::format("{}: cannot write the file", path.string()));
}
}  // namespace

nlohmann::ordered_json RunReport::to_json() const {
  OrderedJson out;
  out["run_dir"] = run_dir;
  out["device"] = device ? OrderedJson(*device) : OrderedJson(nullptr);
  out["jobs"] = jobs;
  out["run_options"] = run_options;
  out["floor"] = floor;
  out["attribution"] =
      "slower samples (speedup < 1): delta_e2e = candidate - eager e2e median per call; "
      "delta_device likewise with kernel-only time when both sides have it, else CUDA-event "
      "time; delta_overhead = delta_e2e - delta_device; verdict kernel if delta_device >= "
      "delta_overhead, else overhead; unknown without device time";
  OrderedJson backend_list = OrderedJson::array();
  for (const BackendReport& b : backends)
    backend_list.push_back(backend_json(b));
  out["backends"] = backend_list;
  return out;
}

ReportFiles write_run_report(const RunReport& report, const std::string& out_dir) {
  std::error_code error;
  fs::create_directories(out_dir, error);
  if (error)
    throw Error(ErrorCategory::kIo,
                fmt::format("{}: cannot create the folder: {}", out_dir, error.message()));
  ReportFiles files{(fs::path(out_dir) / "report.json").string(),
                    (fs::path(out_dir) / "speedups.svg").string(),
                    (fs::path(out_dir) / "loss.svg").string()};
  write_file(files.json, report.to_json().dump(2) + "\n");
  write_file(files.speedups_svg, speedup_histogram_svg(report));
  write_file(files.loss_svg, loss_chart_svg(report));
  return files;
}
}  // namespace passnet::report
