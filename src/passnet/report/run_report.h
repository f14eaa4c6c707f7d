// The profiling report of one benchmark run (`passnet bench report`): per candidate backend, the
// distribution of speedups over eager, the share of samples slower than eager, and for each slow
// sample whether the time is lost in device work (kernel time) or outside it (dispatch and launch
// overhead: e2e minus device time). The attribution rule is in docs/report.md.
#pragma once

#include <array>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "passnet/bench/integrity_summary.h"
#include "passnet/bench/over_inductor.h"
#include "passnet/report/model_prediction.h"
#include "passnet/report/model_rows.h"

namespace passnet::report {

// Order statistics of positive values; every figure is nullopt when count is 0. Percentiles
// interpolate linearly between closest ranks (numpy's default).
struct Distribution {
  std::size_t count = 0;
  std::optional<double> min;
  std::optional<double> p10;
  std::optional<double> p25;
  std::optional<double> median;
  std::optional<double> p75;
  std::optional<double> p90;
  std::optional<double> max;
  std::optional<double> gmean;  // exp(mean(log x))
};

Distribution distribution_of(std::vector<double> values);

// Histogram of log2(speedup): kLog2Bins bins of kLog2BinWidth from kLog2Min; values outside
// [kLog2Min, kLog2Max] fall in the first or last bin. Bin i holds [lo + i*w, lo + (i+1)*w), so a
// speedup of exactly 1 is in the first bin at or above 1x.
inline constexpr double kLog2Min = -4;
inline constexpr double kLog2Max = 4;
inline constexpr double kLog2BinWidth = 0.25;
inline constexpr std::size_t kLog2Bins = 32;
std::size_t log2_bin(double speedup);

// Where the device time of a sample comes from: profiler kernel-only time (runs with
// --kernel-time), CUDA-event time, or nothing (CPU runs).
enum class DeviceClock { kNone, kKernel, kEvent };
std::string_view to_string(DeviceClock clock);

// Why a slow sample is slow: its device time grew more than the time outside it (kKernel), the
// other way round (kOverhead), or there is no device time to tell (kUnknown).
enum class LossVerdict { kKernel, kOverhead, kUnknown };
std::string_view to_string(LossVerdict verdict);

// One scored sample (status ok, with a speedup). Times are milliseconds per call, medians; eager's
// are from the session interleaved with this backend (the ones its speedup uses).
struct SampleRow {
  std::string sample;
  double speedup = 0;
  std::optional<double> eager_e2e_ms;
  std::optional<double> candidate_e2e_ms;
  DeviceClock clock = DeviceClock::kNone;
  std::optional<double> eager_device_ms;      // set together with candidate_device_ms
  std::optional<double> candidate_device_ms;  // when clock is not kNone
  std::optional<double> delta_e2e_ms;         // candidate - eager
  std::optional<double> delta_device_ms;      // candidate - eager
  std::optional<double> delta_overhead_ms;    // delta_e2e - delta_device
  std::optional<LossVerdict> verdict;         // set exactly when speedup < 1
};

// The attribution of the slow samples of one backend.
struct LossSummary {
  std::size_t kernel = 0;
  std::size_t overhead = 0;
  std::size_t unknown = 0;
  double lost_e2e_ms = 0;        // sum of delta_e2e over every slow sample
  double attributed_e2e_ms = 0;  // ... over the slow samples with device time
  double lost_device_ms = 0;     // sum of their delta_device
  double lost_overhead_ms = 0;   // sum of their delta_overhead (the two add up to the above)
  std::map<std::string, std::size_t> clocks;  // slow samples per device clock name

  std::size_t slower() const { return kernel + overhead + unknown; }
};

struct BackendReport {
  std::string backend;
  std::size_t results = 0;                      // result rows, every status
  std::map<std::string, std::size_t> statuses;  // rows per status
  std::size_t scored = 0;                       // status ok with a positive speedup
  std::size_t slower = 0;                       // scored with speedup < 1
  std::optional<double> slower_share;           // slower / scored
  Distribution speedup;
  std::array<std::size_t, kLog2Bins> histogram{};
  LossSummary loss;
  Distribution compile_seconds;    // every row that reports a compile time
  std::vector<SampleRow> samples;  // the scored samples, slowest first
  std::vector<std::string> notes;
  bench::IntegritySummary integrity;  // pass backends' verdicts; empty for eager and compilers
  // Pass backends under dynamo or direct: the speedup over Inductor measured in the same rounds.
  bench::OverInductor over_inductor;
  std::vector<ModelRow> models;  // `model-passes:` backends: what matched in each whole model
  std::optional<ModelSummary> model_summary;  // with models: their G-mean over Inductor
  std::string predicted_from;                 // the task run's backend the predictions used
};

struct RunReport {
  std::string run_dir;
  std::optional<std::string> device;  // from the run's recorded options
  std::size_t jobs = 0;
  // How candidates were called and timed (RunDb::options): invocation, timing, preset, integrity.
  nlohmann::json run_options;
  // What the speedups measure, in words (bench/time_basis.h), from every recorded option: l2 and
  // sessions too, which run_options (and so report.json) leaves out.
  std::string time_basis;
  // Each backend's distance to the samples' floor (bench/floor_summary.h), where measured.
  nlohmann::json floor;
  std::vector<BackendReport> backends;

  nlohmann::ordered_json to_json() const;
};

struct ReportOptions {
  std::vector<std::string> backends;  // empty: every candidate backend of the run
  // A run of the suite's tasks with the same pass set: whole models' gains predicted from it
  // (model_prediction.h). Empty: none.
  std::string predict_from;
};

// Reads RUN_DIR/run.db. Throws Error(kIo) for a missing folder or run.db, Error(kDatabase) for a
// file that is not a run database, Error(kUsage) for a run without candidate results or an
// unknown backend.
RunReport build_run_report(const std::string& run_dir, const ReportOptions& options = {});

struct ReportFiles {
  std::string json;
  std::string speedups_svg;
  std::string loss_svg;
};

// Writes report.json, speedups.svg and loss.svg into out_dir (created if needed). This and
// RunReport::to_json live in report_files.cc.
ReportFiles write_run_report(const RunReport& report, const std::string& out_dir);

}  // namespace passnet::report
