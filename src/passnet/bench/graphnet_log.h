// GraphNet's test_compiler log format (docs/formats-logs.md): a reader that turns a log into
// per-sample records and scoring outcomes, and a writer that emits the same format, so passnet
// can score logs GraphNet produced and GraphNet's analysis scripts can read what passnet wrote.
//
// A log is a stream of lines `<prompt> [Tag]... payload`, one block per sample opened by
// `[Processing] PATH`; the prompt is any text before the tag. Output a run prints besides the
// tagged lines (timing trials, tracebacks, error messages) is recognised and ignored. Anything
// else, and tagged lines whose payload does not parse, is skipped and counted, never fatal: a
// log of thousands of samples should not be lost to one mangled line.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "passnet/bench/scoring.h"

namespace passnet::bench {

inline constexpr std::string_view kDefaultLogPrompt = "graph-net-test-compiler-log";

// GraphNet prints allclose results for t in -10..5 for each of four float variants.
inline constexpr int kLogMinT = -10;
inline constexpr int kLogMaxT = 5;

enum class DtypeVariant : std::uint8_t { kFloat16, kBfloat16, kFloat32, kFloat64 };
inline constexpr DtypeVariant kDtypeVariants[] = {DtypeVariant::kFloat16, DtypeVariant::kBfloat16,
                                                  DtypeVariant::kFloat32, DtypeVariant::kFloat64};
std::string_view to_string(DtypeVariant variant);
// The variant whose tolerances apply to an output dtype; nullopt for dtypes compared exactly.
std::optional<DtypeVariant> dtype_variant(std::string_view dtype);

// The correctness key GraphNet prints for a tolerance pair: each value rounded to 3 significant
// digits, then formatted %.2E, e.g. "[all_close_atol_1.00E-05_rtol_1.30E-06]".
std::string allclose_key(Tolerance tolerance);
std::string allclose_key(DtypeVariant variant, int t);

// Reasons printed as `[Fail due to <reason>.]`. GraphNet prints the first two; passnet adds the
// finer ones so that its logs keep the error class (GraphNet's scripts read them as failures).
// kFailIntegrity marks a pass that broke an integrity rule, so that `bench score` keeps scoring
// it as a failure at every t instead of one a loose tolerance forgives.
inline constexpr std::string_view kFailEager = "eager model execution error";
inline constexpr std::string_view kFailCompiled = "compiled model execution error";
inline constexpr std::string_view kFailCompile = "compiled model compilation error";
inline constexpr std::string_view kFailNanInf = "nan/inf in compiled outputs";
inline constexpr std::string_view kFailIntegrity = "integrity check failed";

// GraphNet's timing summary in milliseconds; versions differ in which fields they print.
struct TimingStats {
  std::optional<double> median, iqr, mean, std, min, max;
  bool operator==(const TimingStats&) const = default;
};
struct PerformanceStats {
  std::optional<TimingStats> e2e;
  std::optional<TimingStats> gpu;
  bool operator==(const PerformanceStats&) const = default;
};

// What one sample's block says. Empty strings and vectors and unset optionals are lines the
// block does not have (and the writer does not print).
struct LogRecord {
  std::string path;        // [Processing]
  std::string model_name;  // [Config] model / device / hardware / compiler / warmup / trials
  std::string device;
  std::string hardware;
  std::string compiler;
  std::optional<int> warmup;
  std::optional<int> trials;
  std::string eager_error;                // "Eager model execution failed: <message>" (one line)
  std::string compiled_error;             // "Compiled model execution failed: <message>" (one line)
  std::vector<std::string> eager_dtypes;  // [Datatype][eager], e.g. float32 int64
  std::vector<std::string> compiled_dtypes;
  std::optional<bool> dtype_match;  // [DataType] ... match:
  std::string eager_shapes;         // [Shape][eager], printed verbatim
  std::string compiled_shapes;
  std::optional<bool> shape_match;  // [Shape] ... match:
  std::vector<bool> equal;          // [Correctness][equal], per output
  // [Correctness][all_close_...] per output, by the (variant, t) that produced the key. Variants
  // can share a key (all four give atol = rtol = 1 at t = 0); a log holds one value for it.
  std::map<std::pair<DtypeVariant, int>, std::vector<bool>> allclose;
  std::vector<double> max_diff;  // per output
  std::vector<double> mean_diff;
  std::optional<bool> success;  // [Result] status: success|failed; unset when never printed
  std::string failure;          // [Fail due to <failure>.]
  std::optional<PerformanceStats> eager_performance;
  std::optional<PerformanceStats> compiled_performance;
  std::optional<double> speedup_e2e;
  std::optional<double> speedup_gpu;
  std::size_t line = 0;  // line of [Processing] when read from a log

  // Fills `allclose` (and `equal`) the way a run would: output i passes at every t >= pass_from[i]
  // for its dtype's variant (and every variant sharing a key with it). Handy for tests and
  // converters. Sizes must match eager_dtypes.
  void set_correctness(const std::vector<int>& pass_from);

  bool operator==(const LogRecord&) const = default;
};

// The scoring outcome a record stands for. When it had to interpret an incomplete block (no
// [Result] line, success without correctness lines or without a speedup, an unknown failure
// reason) it says how in *note:
// - failed: eager_fail for kFailEager, compile_fail for kFailCompile, nan_inf for kFailNanInf,
//   integrity_fail for kFailIntegrity, runtime_fail for kFailCompiled and anything else;
// - success: shape_mismatch / dtype_mismatch when a [Shape] / [DataType] line says match:False
//   (or the dtype lists differ), accuracy at every t when there are no correctness lines or no
//   output dtypes; otherwise ok, correct at t when every output passes the key of its dtype
//   (exact dtypes read [equal]), speedup from [Speedup][e2e] or else the e2e median (or mean)
//   ratio of the performance lines; when neither exists, accuracy if no t passes (an error at
//   every t never reads a speedup, and passnet does not time such a candidate), else
//   runtime_fail;
// - no [Result] line (the run died, or the log is cut): eager_fail after an eager error message,
//   else runtime_fail.
SampleOutcome to_outcome(const LogRecord& record, std::string* note = nullptr);

struct LogReadResult {
  std::vector<LogRecord> records;       // one per [Processing] block, in log order
  std::vector<SampleOutcome> outcomes;  // same order
  std::size_t lines = 0;
  std::size_t skipped_lines = 0;
  std::vector<std::size_t> first_skipped;  // line numbers of the first few skipped lines
  std::vector<std::string> notes;          // "file:line: ..." per interpreted sample
};

inline constexpr std::size_t kReportedSkippedLines = 5;

// Parses log text; `file` only names it in notes.
LogReadResult parse_graphnet_log(std::string_view text, std::string_view file);
// Reads a log file. Throws Error(kIo) when it cannot be read, Error(kParse) when it is empty or
// has no [Processing] line.
LogReadResult read_graphnet_log(const std::string& path);

// Emits records in the format above with the given prompt.
std::string write_graphnet_log(const std::vector<LogRecord>& records,
                               std::string_view prompt = kDefaultLogPrompt);

}  // namespace passnet::bench
