// GraphNet test_compiler logs: the allclose keys, the reader on a hand-written multi-sample log
// (success, accuracy failure, eager and compiled failures, mismatches, garbage lines), the
// writer's round trip, and `passnet bench score` end to end through the binary.
#include "passnet/bench/graphnet_log.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::bench {
namespace {

namespace fs = std::filesystem;
using testing::run_command;
using testing::write_text;

const std::string P = "graph-net-test-compiler-log";

// The keys GraphNet prints, worked out with Python from its own formulas (rtol per variant:
// float16, bfloat16, float32, float64; float64 uses its rtol as atol too).
struct KeyRow {
  int t;
  const char* rtol[4];
};
const KeyRow kKeyRows[] = {
    {-10, {"1.00E-06", "2.56E-04", "1.69E-12", "1.00E-14"}},
    {-9, {"3.98E-06", "5.85E-04", "2.54E-11", "2.51E-13"}},
    {-8, {"1.58E-05", "1.34E-03", "3.82E-10", "6.31E-12"}},
    {-7, {"6.31E-05", "3.06E-03", "5.75E-09", "1.58E-10"}},
    {-6, {"2.51E-04", "7.00E-03", "8.65E-08", "3.98E-09"}},
    {-5, {"1.00E-03", "1.60E-02", "1.30E-06", "1.00E-07"}},
    {-4, {"3.98E-03", "3.66E-02", "1.96E-05", "2.51E-06"}},
    {-3, {"1.58E-02", "8.36E-02", "2.94E-04", "6.31E-05"}},
    {-2, {"6.31E-02", "1.91E-01", "4.42E-03", "1.58E-03"}},
    {-1, {"2.51E-01", "4.37E-01", "6.65E-02", "3.98E-02"}},
    {0, {"1.00E+00", "1.00E+00", "1.00E+00", "1.00E+00"}},
    {1, {"3.98E+00", "2.29E+00", "1.50E+01", "2.51E+01"}},
    {2, {"1.58E+01", "5.23E+00", "2.26E+02", "6.31E+02"}},
    {3, {"6.31E+01", "1.20E+01", "3.40E+03", "1.58E+04"}},
    {4, {"2.51E+02", "2.73E+01", "5.11E+04", "3.98E+05"}},
    {5, {"1.00E+03", "6.25E+01", "7.69E+05", "1.00E+07"}},
};

std::string literal_key(const KeyRow& row, int variant) {
  std::string atol = variant == 3
                         ? row.rtol[3]
                         : fmt::format("1.00E{}{:02d}", row.t < 0 ? '-' : '+', std::abs(row.t));
  return fmt::format("[all_close_atol_{}_rtol_{}]", atol, row.rtol[variant]);
}

// The 64 all_close lines of one sample, in GraphNet's order, output i passing at t >= from[i].
std::string allclose_lines(const std::string& prompt, const std::vector<int>& from) {
  std::string text;
  for (const KeyRow& row : kKeyRows)
    for (int variant = 0; variant < 4; ++variant) {
      std::vector<std::string> flags;
      for (int f : from)
        flags.push_back(row.t >= f ? "1" : "0");
      text += fmt::format("{} [Correctness]{}: {}\n", prompt, literal_key(row, variant),
                          fmt::join(flags, " "));
    }
  return text;
}

TEST(GraphNetLog, AllcloseKeysMatchGraphNet) {
  for (const KeyRow& row : kKeyRows)
    for (int variant = 0; variant < 4; ++variant)
      EXPECT_EQ(allclose_key(kDtypeVariants[variant], row.t), literal_key(row, variant))
          << row.t << " " << variant;
  EXPECT_EQ(allclose_key(DtypeVariant::kFloat32, -5), "[all_close_atol_1.00E-05_rtol_1.30E-06]");
  EXPECT_EQ(dtype_variant("torch.bfloat16"), DtypeVariant::kBfloat16);
  EXPECT_FALSE(dtype_variant("int64").has_value());
}

// A log as test_compiler prints it (stderr and stdout together), with damage. `garbage` collects
// the 1-based line numbers of the lines that must be skipped.
struct HandLog {
  std::string text;
  std::vector<std::size_t> garbage;
  std::map<std::string, std::size_t> processing_line;
};

HandLog hand_written_log() {
  HandLog log;
  std::size_t lines = 0;
  auto add = [&](const std::string& chunk, bool is_garbage = false) {
    std::size_t start = lines;
    for (char c : chunk)
      lines += c == '\n';
    if (is_garbage) log.garbage.push_back(start + 1);
    if (auto at = chunk.find("[Processing] "); at != std::string::npos)
      log.processing_line[chunk.substr(at + 13, chunk.find('\n') - at - 13)] = start + 1;
    log.text += chunk;
  };
  const std::string perf =
      R"({"e2e": {"median": 0.91, "iqr": 0.01, "mean": 0.92, "std": 0.01, "min": 0.9, "max": 0.95}, )"
      R"("gpu": {"median": 0.88, "iqr": 0.01, "mean": 0.88, "std": 0.005, "min": 0.87, "max": 0.9}})";
  const std::string perf_compiled =
      R"({"e2e": {"median": 0.728, "iqr": 0.02, "mean": 0.73, "std": 0.01, "min": 0.71, "max": 0.76}, )"
      R"("gpu": {"median": 0.7, "iqr": 0.01, "mean": 0.7, "std": 0.004, "min": 0.69, "max": 0.71}})";

  add(P + " [Config] device: cuda\n", true);  // before any [Processing]: belongs to no sample
  // a: success, two float32 outputs passing from t = -6 and t = -4.
  add("[0] test_compiler, model_path: /samples/timm/a\n");
  add(P + " [Processing] /samples/timm/a\n");
  add(P + " [Config] model: a\n" + P + " [Config] device: cuda\n" + P +
      " [Config] hardware: NVIDIA H100 80GB HBM3\n" + P + " [Config] compiler: inductor\n" + P +
      " [Config] warmup: 3\n" + P + " [Config] trials: 5\n" + P +
      " [Config] compile_framework_version: 2.5.1\n");
  add("[Profiling] Using device: cuda NVIDIA H100 80GB HBM3, warm up 3, trials 5\n"
      "Trial 1: e2e=0.91234 ms, gpu=0.88000 ms\nTrial 2: e2e=0.90100 ms, gpu=0.87000 ms\n"
      "[Profiling] Using device: cuda NVIDIA H100 80GB HBM3, warm up 3, trials 5\n"
      "Trial 1: e2e=0.73000 ms, gpu=0.70000 ms\nTrial 2: e2e=0.72800 ms, gpu=0.69000 ms\n");
  add(P + " [Datatype][eager]: float32 float32\n" + P + " [Datatype][compiled]: float32 float32\n" +
      P + " [DataType] eager:['float32', 'float32'] compiled:['float32', 'float32'] match:True\n" +
      P + " [Correctness][equal]: 0 0\n");
  add(allclose_lines(P, {-6, -4}));
  add(P + " [Correctness][max_diff]: 3.814697265625e-06 1.9073486328125e-06\n" + P +
      " [Correctness][mean_diff]: 4.2e-07 1.1e-07\n" + P + " [Result] status: success\n");
  add(P + " [Performance][eager]: " + perf + "\n" + P +
      " [Performance][compiled]: " + perf_compiled + "\n");
  add(P + " [Speedup][e2e]: 1.25000\n" + P + " [Speedup][gpu]: 1.25714\n");
  add("@@@@ \x01\x02 torn write\n", true);
  // b: success, but its float32 output only passes from t = 2: an accuracy error at t = 1.
  add("[1] test_compiler, model_path: /samples/timm/b\n");
  add(P + " [Processing] /samples/timm/b\n");
  add(P + " [Datatype][eager]: float32\n" + P + " [Datatype][compiled]: float32\n" + P +
      " [DataType] eager:['float32'] compiled:['float32'] match:True\n" + P +
      " [Correctness][equal]: 0\n");
  add(allclose_lines(P, {2}));
  add(P + " [Result] status: success\n");
  add(P + " [Speedup][e2e]: fast\n", true);
  add(P + " [Speedup][e2e]: 0.80000\n");
  // c: eager failure.
  add(P + " [Processing] /samples/timm/c\n");
  add("Eager model execution failed: CUDA error: an illegal memory access was encountered\n");
  add(P + " [Result] status: failed\n" + P + " [Fail due to eager model execution error.]\n");
  // d: compiled failure with a multi-line message and a traceback.
  add(P + " [Processing] /samples/timm/d\n");
  add("Compiled model execution failed: backend='inductor' raised:\nRuntimeError: boom\n\n"
      "--- Full Traceback ---\nTraceback (most recent call last):\n"
      "  File \"/x/test_compiler.py\", line 210, in test_single_model\n"
      "    compiled_out, compiled_time_stats = measure_performance(\nRuntimeError: boom\n"
      "debug-model-execution RuntimeError /samples/timm/d\n");
  add(P + " [Result] status: failed\n" + P + " [Fail due to compiled model execution error.]\n");
  // e: another prompt; int64 output compared exactly, bfloat16 output passing from t = -8.
  add("custom> [Processing] /samples/timm/e\n");
  add("custom> [Datatype][eager]: int64 bfloat16\ncustom> [Datatype][compiled]: int64 bfloat16\n"
      "custom> [DataType] eager:['int64', 'bfloat16'] compiled:['int64', 'bfloat16'] match:True\n"
      "custom> [Correctness][equal]: 1 0\n");
  add(allclose_lines("custom>", {-10, -8}));
  add("custom> [Result] status: success\n");
  add("custom> [Performance][eager]: {\"e2e\": {\"median\": 0.5,\n", true);
  add("custom> [Speedup][e2e]: 2.00000\n");
  // f: output dtypes differ (GraphNet prints no correctness then, and still says success).
  add(P + " [Processing] /samples/timm/f\n");
  add(P + " [Datatype][eager]: float32\n" + P + " [Datatype][compiled]: float16\n" + P +
      " [DataType] eager:['float32'] compiled:['float16'] match:False\n" + P +
      " [Result] status: success\n" + P + " [Speedup][e2e]: 1.10000\n");
  // g: success without correctness lines.
  add(P + " [Processing] /samples/timm/g\n");
  add(P + " [Datatype][eager]: float32\n" + P + " [Result] status: success\n" + P +
      " [Speedup][e2e]: 1.30000\n");
  add("Totally 7 verified samples, failed 2 samples.\n");
  return log;
}

std::map<int, bool> correct_from(int from) {
  std::map<int, bool> correct;
  for (int t = kLogMinT; t <= kLogMaxT; ++t)
    correct[t] = t >= from;
  return correct;
}

TEST(GraphNetLog, ReadsHandWrittenLog) {
  HandLog log = hand_written_log();
  LogReadResult read = parse_graphnet_log(log.text, "run.log");
  ASSERT_EQ(read.records.size(), 7u);
  ASSERT_EQ(read.outcomes.size(), 7u);

  EXPECT_EQ(read.skipped_lines, log.garbage.size());
  EXPECT_EQ(read.first_skipped, log.garbage);

  const std::vector<SampleOutcome> expected = {
      {"/samples/timm/a", OutcomeStatus::kOk, 1.25, correct_from(-4)},
      {"/samples/timm/b", OutcomeStatus::kOk, 0.8, correct_from(2)},
      {"/samples/timm/c", OutcomeStatus::kEagerFail, 1.0, {}},
      {"/samples/timm/d", OutcomeStatus::kRuntimeFail, 1.0, {}},
      {"/samples/timm/e", OutcomeStatus::kOk, 2.0, correct_from(-8)},
      {"/samples/timm/f", OutcomeStatus::kDtypeMismatch, 1.0, {}},
      {"/samples/timm/g", OutcomeStatus::kAccuracy, 1.0, {}},
  };
  for (std::size_t i = 0; i < expected.size(); ++i)
    EXPECT_EQ(read.outcomes[i], expected[i]) << expected[i].id;

  const LogRecord& a = read.records[0];
  EXPECT_EQ(a.line, log.processing_line["/samples/timm/a"]);
  EXPECT_EQ(a.model_name, "a");
  EXPECT_EQ(a.device, "cuda");
  EXPECT_EQ(a.hardware, "NVIDIA H100 80GB HBM3");
  EXPECT_EQ(a.compiler, "inductor");
  EXPECT_EQ(a.warmup, 3);
  EXPECT_EQ(a.trials, 5);
  EXPECT_EQ(a.eager_dtypes, (std::vector<std::string>{"float32", "float32"}));
  EXPECT_EQ(a.dtype_match, true);
  EXPECT_EQ(a.equal, (std::vector<bool>{false, false}));
  EXPECT_EQ(a.max_diff, (std::vector<double>{3.814697265625e-06, 1.9073486328125e-06}));
  ASSERT_TRUE(a.eager_performance && a.eager_performance->e2e && a.eager_performance->gpu);
  EXPECT_EQ(a.eager_performance->e2e->median, 0.91);
  EXPECT_EQ(a.compiled_performance->gpu->std, 0.004);
  EXPECT_EQ(a.speedup_gpu, 1.25714);
  EXPECT_EQ(a.allclose.size(), 64u);
  EXPECT_EQ(read.records[2].eager_error, "CUDA error: an illegal memory access was encountered");
  EXPECT_EQ(read.records[3].compiled_error, "backend='inductor' raised:");
  EXPECT_EQ(read.records[3].failure, kFailCompiled);

  ASSERT_EQ(read.notes.size(), 1u);
  EXPECT_EQ(read.notes[0],
            fmt::format("run.log:{}: success without correctness lines: scored as accuracy at "
                        "every t",
                        log.processing_line["/samples/timm/g"]));
}

TEST(GraphNetLog, InterpretsIncompleteBlocks) {
  std::string note;
  LogRecord died;
  died.path = "x";
  EXPECT_EQ(to_outcome(died, &note).status, OutcomeStatus::kRuntimeFail);
  EXPECT_NE(note.find("no [Result] line"), std::string::npos);
  died.eager_error = "boom";
  EXPECT_EQ(to_outcome(died).status, OutcomeStatus::kEagerFail);

  LogRecord odd;
  odd.success = false;
  odd.failure = "solar flare";
  EXPECT_EQ(to_outcome(odd, &note).status, OutcomeStatus::kRuntimeFail);
  EXPECT_NE(note.find("unknown failure reason 'solar flare'"), std::string::npos);
  odd.failure = kFailCompile;
  EXPECT_EQ(to_outcome(odd).status, OutcomeStatus::kCompileFail);
  odd.failure = kFailNanInf;
  EXPECT_EQ(to_outcome(odd).status, OutcomeStatus::kNanInf);
  odd.failure = kFailIntegrity;
  note.clear();
  EXPECT_EQ(to_outcome(odd, &note).status, OutcomeStatus::kIntegrityFail);
  EXPECT_EQ(note, "");  // a known reason, not an interpreted block

  // Success whose speedup comes only from the performance lines.
  LogRecord timed;
  timed.success = true;
  timed.eager_dtypes = {"float32"};
  timed.set_correctness({-3});
  timed.eager_performance = PerformanceStats{TimingStats{2.0, {}, {}, {}, {}, {}}, {}};
  timed.compiled_performance = PerformanceStats{TimingStats{0.5, {}, {}, {}, {}, {}}, {}};
  note.clear();
  SampleOutcome outcome = to_outcome(timed, &note);
  EXPECT_EQ(outcome.status, OutcomeStatus::kOk);
  EXPECT_EQ(outcome.speedup, 4.0);
  EXPECT_NE(note.find("no [Speedup][e2e]"), std::string::npos);
  timed.compiled_performance.reset();
  EXPECT_EQ(to_outcome(timed).status, OutcomeStatus::kRuntimeFail);

  // Shape mismatch, and a missing key for one output's dtype.
  LogRecord shaped;
  shaped.success = true;
  shaped.shape_match = false;
  EXPECT_EQ(to_outcome(shaped).status, OutcomeStatus::kShapeMismatch);
  LogRecord partial;
  partial.success = true;
  partial.speedup_e2e = 1.5;
  partial.eager_dtypes = {"float16"};
  partial.allclose[{DtypeVariant::kFloat32, 1}] = {true};  // not float16's key
  partial.equal = {true};
  outcome = to_outcome(partial);
  EXPECT_EQ(outcome.status, OutcomeStatus::kOk);
  EXPECT_FALSE(outcome.correct.at(1));
}

TEST(GraphNetLog, SetCorrectnessIsConsistentAcrossSharedKeys) {
  LogRecord record;
  record.eager_dtypes = {"float32", "bfloat16", "int64"};
  record.set_correctness({-5, 0, 99});
  EXPECT_EQ(record.allclose.size(), 64u);
  for (DtypeVariant variant : kDtypeVariants)  // every variant has the same pair at t = 0
    EXPECT_EQ(record.allclose.at({variant, 0}), (std::vector<bool>{true, true, false}));
  EXPECT_EQ(record.allclose.at({DtypeVariant::kFloat32, -6})[0], false);
  EXPECT_EQ(record.allclose.at({DtypeVariant::kFloat32, -5})[0], true);
  EXPECT_EQ(record.allclose.at({DtypeVariant::kBfloat16, -1})[1], false);
  EXPECT_EQ(record.equal, (std::vector<bool>{false, false, false}));
}

LogRecord base_record(const std::string& name) {
  LogRecord r;
  r.path = fmt::format("/samples/hf/{}", name);
  r.model_name = name;
  r.device = "cuda";
  r.hardware = "NVIDIA H100 80GB HBM3";
  r.compiler = "inductor";
  r.warmup = 25;
  r.trials = 100;
  return r;
}

std::vector<LogRecord> round_trip_records() {
  std::vector<LogRecord> records;
  TimingStats eager{0.123456789, 0.0021, 0.1240000001, 0.003, 0.12, 0.131};
  TimingStats compiled{0.1, 0.001, 0.1002, 0.0015, 0.0991, 0.105};

  LogRecord ok = base_record("ok");
  ok.eager_dtypes = ok.compiled_dtypes = {"float32", "float32"};
  ok.dtype_match = true;
  ok.set_correctness({-6, -4});
  ok.max_diff = {3.814697265625e-06, 0.0};
  ok.mean_diff = {1.0 / 3.0, 2.0};
  ok.success = true;
  ok.eager_performance = PerformanceStats{eager, eager};
  ok.compiled_performance = PerformanceStats{compiled, compiled};
  ok.speedup_e2e = 0.123456789 / 0.1;
  ok.speedup_gpu = 1.2345;
  records.push_back(ok);

  LogRecord mixed = base_record("mixed");
  mixed.eager_dtypes = mixed.compiled_dtypes = {"bfloat16", "int64", "float16", "float64"};
  mixed.dtype_match = true;
  mixed.set_correctness({-8, -10, -2, -9});
  mixed.success = true;
  mixed.speedup_e2e = 3.0;
  records.push_back(mixed);

  LogRecord inaccurate = base_record("inaccurate");
  inaccurate.eager_dtypes = inaccurate.compiled_dtypes = {"float16"};
  inaccurate.dtype_match = true;
  inaccurate.set_correctness({3});
  inaccurate.success = true;
  inaccurate.speedup_e2e = 0.7;
  records.push_back(inaccurate);

  LogRecord eager_fail = base_record("eager_fail");
  eager_fail.eager_error = "CUDA out of memory.\nTried to allocate 2.00 GiB";
  eager_fail.success = false;
  eager_fail.failure = kFailEager;
  records.push_back(eager_fail);

  for (std::string_view reason : {kFailCompile, kFailCompiled, kFailNanInf}) {
    LogRecord failed = base_record(std::string(reason.substr(0, reason.find(' '))) + "_fail");
    failed.eager_dtypes = {"float32"};
    if (reason == kFailNanInf)
      failed.compiled_dtypes = {"float32"};
    else
      failed.compiled_error = "InductorError: LoweringException";
    failed.success = false;
    failed.failure = reason;
    failed.eager_performance = PerformanceStats{eager, {}};
    records.push_back(failed);
  }

  LogRecord dtypes = base_record("dtypes");
  dtypes.eager_dtypes = {"float32"};
  dtypes.compiled_dtypes = {"float16"};
  dtypes.dtype_match = false;
  dtypes.success = true;
  dtypes.speedup_e2e = 1.5;
  records.push_back(dtypes);

  LogRecord shapes = base_record("shapes");
  shapes.eager_dtypes = shapes.compiled_dtypes = {"float32"};
  shapes.dtype_match = true;
  shapes.eager_shapes = "[[2, 3]]";
  shapes.compiled_shapes = "[[3, 2]]";
  shapes.shape_match = false;
  shapes.success = true;
  shapes.speedup_e2e = 1.1;
  records.push_back(shapes);

  LogRecord unchecked = base_record("unchecked");
  unchecked.eager_dtypes = unchecked.compiled_dtypes = {"float32"};
  unchecked.success = true;
  unchecked.speedup_e2e = 2.0;
  records.push_back(unchecked);

  LogRecord died = base_record("died");
  records.push_back(died);

  LogRecord timed = base_record("timed");
  timed.eager_dtypes = timed.compiled_dtypes = {"float32"};
  timed.dtype_match = true;
  timed.set_correctness({-7});
  timed.success = true;
  timed.eager_performance = PerformanceStats{eager, {}};
  timed.compiled_performance = PerformanceStats{compiled, {}};
  records.push_back(timed);

  // A pass the integrity layer flagged: a failure of its own kind, never tolerated.
  LogRecord cheat = base_record("cheat");
  cheat.eager_dtypes = {"float32"};
  cheat.compiled_error = "integrity: torch-call at /x/p.py:12:5: return torch.add(a, b)";
  cheat.success = false;
  cheat.failure = kFailIntegrity;
  cheat.eager_performance = PerformanceStats{eager, {}};
  records.push_back(cheat);
  return records;
}

TEST(GraphNetLog, WriteThenReadGivesTheSameRecordsAndOutcomes) {
  std::vector<LogRecord> records = round_trip_records();
  std::string text = write_graphnet_log(records);
  LogReadResult read = parse_graphnet_log(text, "out.log");
  EXPECT_EQ(read.skipped_lines, 0u) << text;
  ASSERT_EQ(read.records.size(), records.size());
  std::vector<SampleOutcome> direct;
  std::size_t notes = 0;
  for (std::size_t i = 0; i < records.size(); ++i) {
    LogRecord expected = records[i];
    expected.line = read.records[i].line;
    for (std::string* message : {&expected.eager_error, &expected.compiled_error})
      std::replace(message->begin(), message->end(), '\n', ' ');  // the writer keeps one line
    EXPECT_EQ(read.records[i], expected) << records[i].path;
    std::string note;
    direct.push_back(to_outcome(records[i], &note));
    notes += !note.empty();
    EXPECT_EQ(read.outcomes[i], direct.back()) << records[i].path;
  }
  EXPECT_EQ(read.notes.size(), notes);
  EXPECT_EQ(notes, 3u);  // unchecked, died, timed

  std::vector<OutcomeStatus> statuses;
  for (const SampleOutcome& outcome : read.outcomes)
    statuses.push_back(outcome.status);
  using S = OutcomeStatus;
  EXPECT_EQ(statuses,
            (std::vector<S>{S::kOk, S::kOk, S::kOk, S::kEagerFail, S::kCompileFail, S::kRuntimeFail,
                            S::kNanInf, S::kDtypeMismatch, S::kShapeMismatch, S::kAccuracy,
                            S::kRuntimeFail, S::kOk, S::kIntegrityFail}));

  for (const char* preset : {"default", "mismatch-extended"}) {
    ScoringOptions options;
    options.preset = tolerance_preset(preset);
    options.weights = weight_preset("passnet", options.preset);
    ScoreReport from_log = score(read.outcomes, options);
    ScoreReport from_run = score(direct, options);
    EXPECT_EQ(from_log.es, from_run.es);
    EXPECT_EQ(from_log.as, from_run.as);
    EXPECT_EQ(from_log.as_ci, from_run.as_ci);
  }
  // Any prompt reads the same.
  LogReadResult other =
      parse_graphnet_log(write_graphnet_log(records, "[bench] passnet:"), "x.log");
  EXPECT_EQ(other.outcomes, read.outcomes);
  EXPECT_EQ(other.skipped_lines, 0u);
}

// A success block without a speedup or times: an error at every t needs none (passnet does not
// time a candidate that fails even at t = 4), so it is an accuracy failure; one correct somewhere
// cannot be scored without a speedup.
TEST(GraphNetLog, SuccessWithoutSpeedup) {
  LogRecord never = base_record("never");
  never.eager_dtypes = never.compiled_dtypes = {"float32", "int64"};
  never.dtype_match = true;
  never.set_correctness({99, 99});
  never.success = true;
  std::string note;
  SampleOutcome outcome = to_outcome(never, &note);
  EXPECT_EQ(outcome.status, OutcomeStatus::kAccuracy);
  EXPECT_TRUE(outcome.correct.empty());
  EXPECT_EQ(note, "");
  LogReadResult read = parse_graphnet_log(write_graphnet_log({never}), "x.log");
  EXPECT_EQ(read.outcomes, std::vector<SampleOutcome>{outcome});

  LogRecord loose = never;
  loose.set_correctness({3, -10});
  outcome = to_outcome(loose, &note);
  EXPECT_EQ(outcome.status, OutcomeStatus::kRuntimeFail);
  EXPECT_EQ(note, "success without a speedup or e2e times: scored as runtime_fail");
}

// GraphNet's analysis_util reads logs with regexes searched anywhere in a line and classifies a
// sample from marker substrings. This re-states those rules (from the notes on its format) to
// check that passnet's logs land where they should.
std::string graphnet_status(const std::string& block) {
  bool eager = false, compiled = false, shape = false, type = false, runtime = false;
  std::istringstream in(block);
  for (std::string line; std::getline(in, line);) {
    if (line.find("[Datatype][eager]") != std::string::npos)
      eager = true;
    else if (line.find("[Datatype][compiled]") != std::string::npos)
      compiled = true;
    else if (line.find("[Shape]") != std::string::npos &&
             line.find("match:True") != std::string::npos)
      shape = true;
    else if (line.find("[DataType]") != std::string::npos &&
             line.find("match:True") != std::string::npos)
      type = true;
    else if (line.find("all_close") != std::string::npos)
      eager = compiled = shape = true;
    if (line.find("Exception:") != std::string::npos || line.find("Error:") != std::string::npos)
      runtime = true;
  }
  if (!eager) return "eager_fail";
  if (!compiled) return "compile_fail";
  if (!shape) return "shape_mismatch";
  if (!type) return "type_mismatch";
  if (runtime) return "runtime_fail";
  return "correct";
}

TEST(GraphNetLog, WriterOutputReadsInGraphNetsParser) {
  std::vector<LogRecord> records = round_trip_records();
  std::string text = write_graphnet_log(records);
  const std::regex processing(R"(\[Processing\] (.+))"), config(R"(\[Config\] (\S+): (.+))"),
      performance(R"(\[Performance\]\[(\w+)\]: (.+))"), datatype(R"(\[Datatype\]\[(\w+)\]: (.+))"),
      correctness(R"(\[Correctness\](\[.+\]): (.+))"), speedup(R"(\[Speedup\]\[(\w+)\]: (.+))");
  std::vector<std::string> blocks;
  std::istringstream in(text);
  std::smatch match;
  for (std::string line; std::getline(in, line);) {
    if (std::regex_search(line, match, processing)) blocks.emplace_back();
    ASSERT_FALSE(blocks.empty());
    blocks.back() += line + "\n";
    if (std::regex_search(line, match, performance)) {
      EXPECT_TRUE(nlohmann::json::parse(match[2].str()).is_object()) << line;
    } else if (std::regex_search(line, match, correctness)) {
      EXPECT_EQ(match[2].str().find_first_not_of("0123456789.e-+ naif"), std::string::npos) << line;
    } else if (std::regex_search(line, match, speedup)) {
      EXPECT_NO_THROW(std::stod(match[2].str())) << line;
    } else if (std::regex_search(line, match, config) || std::regex_search(line, match, datatype)) {
      EXPECT_FALSE(match[2].str().empty()) << line;
    }
  }
  ASSERT_EQ(blocks.size(), records.size());
  EXPECT_EQ(graphnet_status(blocks[0]), "correct");
  EXPECT_EQ(graphnet_status(blocks[1]), "correct");
  EXPECT_EQ(graphnet_status(blocks[3]), "eager_fail");
  EXPECT_EQ(graphnet_status(blocks[4]), "compile_fail");    // its newest version says eager_fail
  EXPECT_EQ(graphnet_status(blocks[7]), "shape_mismatch");  // it calls a dtype mismatch that too
  EXPECT_EQ(graphnet_status(blocks[8]), "shape_mismatch");
  EXPECT_EQ(graphnet_status(blocks[12]), "compile_fail");  // a failure there too
}

TEST(GraphNetLog, FileErrors) {
  testing::TempDir tmp;
  try {
    read_graphnet_log((tmp.path() / "missing.log").string());
    FAIL();
  } catch (const Error& error) {
    EXPECT_EQ(error.category(), ErrorCategory::kIo);
    EXPECT_NE(std::string(error.what()).find("missing.log: no such file"), std::string::npos);
  }
  write_text(tmp.path() / "empty.log", "\n  \n");
  try {
    read_graphnet_log((tmp.path() / "empty.log").string());
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("empty.log: empty log"), std::string::npos)
        << error.what();
  }
  write_text(tmp.path() / "other.log", "hello\nworld\n");
  try {
    read_graphnet_log((tmp.path() / "other.log").string());
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("other.log:1: no samples"), std::string::npos)
        << error.what();
  }
}

// ---------------------------------------------------------------------------------------------
// passnet bench score

testing::CommandResult bench_score(const std::string& arguments) {
  return run_command(fmt::format("{} bench score {} 2>&1", testing::passnet_binary(), arguments));
}

nlohmann::json bench_score_json(const std::string& arguments) {
  testing::CommandResult result = bench_score(arguments + " --json");
  EXPECT_EQ(result.exit_code, 0) << result.out;
  return nlohmann::json::parse(result.out);
}

TEST(BenchScore, JsonMatchesTheLibrary) {
  testing::TempDir tmp;
  fs::path log = tmp.path() / "inductor.log";
  write_text(log, hand_written_log().text);
  nlohmann::json out = bench_score_json(log.string());

  ScoringOptions options;
  LogReadResult read = read_graphnet_log(log.string());
  ScoreReport expected = score(read.outcomes, options);
  ASSERT_EQ(out["es"].size(), 15u);
  for (int t = -10; t <= 4; ++t) {
    EXPECT_DOUBLE_EQ(out["es"][std::to_string(t)].get<double>(), expected.es[t]) << t;
    EXPECT_DOUBLE_EQ(out["s"][std::to_string(t)].get<double>(), expected.s[t]) << t;
  }
  EXPECT_DOUBLE_EQ(out["as"].get<double>(), expected.as);
  ASSERT_EQ(out["as_ci"].size(), 2u);
  EXPECT_DOUBLE_EQ(out["as_ci"][0].get<double>(), expected.as_ci->first);
  EXPECT_DOUBLE_EQ(out["as_ci"][1].get<double>(), expected.as_ci->second);
  EXPECT_DOUBLE_EQ(out["gmean_speedup"].get<double>(), *expected.gmean_speedup);
  // Scored: a, b, d, e, f, g (c failed in eager). Correct at t = 1: a, e.
  EXPECT_EQ(out["samples"], 6);
  EXPECT_EQ(out["eager_fail"], 1);
  EXPECT_DOUBLE_EQ(out["correct_rate"].get<double>(), 2.0 / 6.0);
  EXPECT_DOUBLE_EQ(out["fast_1"].get<double>(), 2.0 / 6.0);
  EXPECT_NEAR(out["gmean_speedup"].get<double>(), std::sqrt(1.25 * 2.0), 1e-12);
  EXPECT_EQ(out["errors"]["accuracy"], 2);  // b at t = 1, g
  EXPECT_EQ(out["errors"]["runtime_fail"], 1);
  EXPECT_EQ(out["errors"]["dtype_mismatch"], 1);
  EXPECT_EQ(out["errors"]["compile_fail"], 0);
  EXPECT_EQ(out["skipped_lines"], 4);
  EXPECT_EQ(out["first_skipped_lines"].size(), 4u);
  EXPECT_EQ(out["notes"].size(), 1u);
  EXPECT_EQ(out["backend"], "inductor");
}

TEST(BenchScore, TableAndOptions) {
  testing::TempDir tmp;
  fs::path log = tmp.path() / "inductor.log";
  write_text(log, hand_written_log().text);
  testing::CommandResult table = bench_score(log.string());
  ASSERT_EQ(table.exit_code, 0) << table.out;
  for (const char* expected :
       {"ES_t", "S_t", "AS ", "95% CI", "G-mean speedup", "correct rate", "fast_1", "1 eager_fail",
        "skipped   4 of", "runtime_fail 1", "note: "})
    EXPECT_NE(table.out.find(expected), std::string::npos) << expected << "\n" << table.out;

  nlohmann::json extended =
      bench_score_json(log.string() +
                       " --tolerance-preset mismatch-extended --weights graphnet --p 1 --b 0.05 "
                       "--bootstrap 0");
  EXPECT_EQ(extended["es"].size(), 16u);
  EXPECT_TRUE(extended["es"].contains("5"));
  EXPECT_TRUE(extended["as_ci"].is_null());
  // At t = |E|+1 = 5 every failure is tolerated and scores 1 (b's accuracy error at t = 1 too);
  // a (1.25) and e (2) are correct and faster, so ES_5 = (1.25 * 2)^(1/6) whatever p and b.
  EXPECT_NEAR(extended["es"]["5"].get<double>(), std::pow(1.25 * 2.0, 1.0 / 6.0), 1e-12);
}

// A folder of logs is read by backend; a run folder is scored from its run.db (run_outcomes_test
// covers that), so one holding only its exported logs is refused, and its log scores by path.
TEST(BenchScore, FolderOfLogsAndRunFolderWithoutRunDb) {
  testing::TempDir tmp;
  write_text(tmp.path() / "run" / "logs" / "inductor.log", hand_written_log().text);
  write_text(tmp.path() / "flat" / "tvm.log", hand_written_log().text);
  nlohmann::json flat = bench_score_json((tmp.path() / "flat").string() + " --backend tvm");
  EXPECT_EQ(flat["samples"], 6);
  EXPECT_EQ(flat["source"], "log");
  EXPECT_EQ(flat["path"], (tmp.path() / "flat" / "tvm.log").string());
  EXPECT_EQ(flat["backend"], "tvm");

  testing::CommandResult no_db = bench_score((tmp.path() / "run").string() + " --backend inductor");
  EXPECT_EQ(no_db.exit_code, 1);
  EXPECT_NE(no_db.out.find("run: a run folder without run.db"), std::string::npos) << no_db.out;
  nlohmann::json by_path =
      bench_score_json((tmp.path() / "run" / "logs" / "inductor.log").string());
  EXPECT_EQ(by_path["as"], flat["as"]);
  EXPECT_EQ(by_path["backend"], "inductor");
  EXPECT_TRUE(by_path["run_options"].is_null());

  testing::CommandResult missing = bench_score((tmp.path() / "flat").string() + " --backend xla");
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_NE(missing.out.find("no log for backend 'xla'"), std::string::npos) << missing.out;
  EXPECT_NE(missing.out.find("logs there: tvm"), std::string::npos) << missing.out;

  testing::CommandResult no_backend = bench_score((tmp.path() / "flat").string());
  EXPECT_EQ(no_backend.exit_code, 2);
  EXPECT_NE(no_backend.out.find("--backend NAME"), std::string::npos) << no_backend.out;
}

TEST(BenchScore, EagerLogScoresExactlyOne) {
  testing::TempDir tmp;
  std::vector<LogRecord> records;
  for (int i = 0; i < 20; ++i) {
    LogRecord r = base_record(fmt::format("s{}", i));
    r.compiler = "nope";
    r.eager_dtypes = r.compiled_dtypes = {"float32", "int64"};
    r.dtype_match = true;
    r.set_correctness({-10, -10});
    r.success = true;
    r.speedup_e2e = 1.0;
    records.push_back(r);
  }
  fs::path log = tmp.path() / "eager.log";
  write_text(log, write_graphnet_log(records));
  nlohmann::json out = bench_score_json(log.string());
  EXPECT_EQ(out["as"].get<double>(), 1.0);
  for (const auto& [t, value] : out["es"].items())
    EXPECT_EQ(value.get<double>(), 1.0) << t;
  EXPECT_EQ(out["as_ci"][0].get<double>(), 1.0);
  EXPECT_EQ(out["as_ci"][1].get<double>(), 1.0);
  EXPECT_EQ(out["correct_rate"].get<double>(), 1.0);
  EXPECT_EQ(out["fast_1"].get<double>(), 1.0);
}

// GraphNet's calculate_es_scores counts a sample whose eager run failed (default preset: as a
// runtime failure, tolerated from t = 3; mismatch-extended: never tolerated); passnet excludes
// it unless asked. 17 scored samples and 3 eager failures, every ES_t worked out by hand.
TEST(BenchScore, EagerFailPolicyAgainstHandComputedLog) {
  testing::TempDir tmp;
  std::vector<LogRecord> records;
  auto correct_from = [&](const std::string& name, int from, double speedup) {
    LogRecord r = base_record(name);
    r.eager_dtypes = r.compiled_dtypes = {"float32"};
    r.dtype_match = true;
    r.set_correctness({from});
    r.success = true;
    r.speedup_e2e = speedup;
    records.push_back(r);
  };
  for (int i = 0; i < 5; ++i) {
    correct_from(fmt::format("fast{}", i), -6, 1.5);
    correct_from(fmt::format("slow{}", i), -6, 0.8);
  }
  for (int i = 0; i < 4; ++i)
    correct_from(fmt::format("loose{}", i), 2, 1.2);  // an accuracy error at t = 1
  for (int i = 0; i < 3; ++i) {
    LogRecord r = base_record(fmt::format("crash{}", i));
    r.compiled_error = "RuntimeError: boom";
    r.success = false;
    r.failure = std::string(kFailCompiled);
    records.push_back(r);
  }
  for (int i = 0; i < 3; ++i) {
    LogRecord r = base_record(fmt::format("eager{}", i));
    r.eager_error = "RuntimeError: the reference itself fails";
    r.success = false;
    r.failure = std::string(kFailEager);
    records.push_back(r);
  }
  fs::path log = tmp.path() / "inductor.log";
  write_text(log, write_graphnet_log(records));

  const double b = 0.1;
  const double correct = std::pow(1.5, 5) * std::pow(0.8, 5);  // the ten correct samples
  auto expect_es = [](const nlohmann::json& out, int t, double expected) {
    EXPECT_NEAR(out["es"][std::to_string(t)].get<double>(), expected, 1e-9 * expected) << t;
  };

  nlohmann::json excluded = bench_score_json(log.string() + " --bootstrap 0");
  EXPECT_EQ(excluded["samples"], 17);
  EXPECT_EQ(excluded["eager_fail"], 3);
  EXPECT_EQ(excluded["options"]["eager_fail"], "exclude");
  for (int t = -10; t <= -7; ++t)
    expect_es(excluded, t, b);
  for (int t = -6; t <= 0; ++t)
    expect_es(excluded, t, std::pow(correct * std::pow(b, 7), 1.0 / 17));
  for (int t = 1; t <= 2; ++t)
    expect_es(excluded, t, std::pow(correct * std::pow(b, 3), 1.0 / 17));
  for (int t = 3; t <= 4; ++t)
    expect_es(excluded, t, std::pow(correct, 1.0 / 17));

  nlohmann::json penalized =
      bench_score_json(log.string() + " --bootstrap 0 --eager-fail penalize");
  EXPECT_EQ(penalized["samples"], 20);
  EXPECT_EQ(penalized["eager_fail"], 3);
  for (int t = -10; t <= -7; ++t)
    expect_es(penalized, t, b);
  for (int t = -6; t <= 0; ++t)
    expect_es(penalized, t, std::pow(correct * std::pow(b, 10), 1.0 / 20));
  for (int t = 1; t <= 2; ++t)  // accuracy tolerated; 3 runtime and 3 eager failures are not
    expect_es(penalized, t, std::pow(correct * std::pow(b, 6), 1.0 / 20));
  for (int t = 3; t <= 4; ++t)
    expect_es(penalized, t, std::pow(correct, 1.0 / 20));
  EXPECT_DOUBLE_EQ(penalized["correct_rate"].get<double>(), 10.0 / 20.0);

  nlohmann::json extended = bench_score_json(
      log.string() + " --bootstrap 0 --eager-fail penalize --tolerance-preset mismatch-extended");
  for (int t = 3; t <= 5; ++t)  // runtime tolerated from 3, eager failures never
    expect_es(extended, t, std::pow(correct * std::pow(b, 3), 1.0 / 20));

  testing::CommandResult bad = bench_score(log.string() + " --eager-fail forgive");
  EXPECT_NE(bad.exit_code, 0);
  EXPECT_NE(bad.out.find("--eager-fail"), std::string::npos) << bad.out;

  testing::CommandResult table = bench_score(log.string() + " --eager-fail penalize");
  EXPECT_NE(table.out.find("3 eager_fail (scored as runtime failures)"), std::string::npos)
      << table.out;
}

TEST(BenchScore, ClearErrors) {
  testing::TempDir tmp;
  testing::CommandResult missing = bench_score((tmp.path() / "nope.log").string());
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_NE(missing.out.find("nope.log: no such file or folder"), std::string::npos) << missing.out;

  write_text(tmp.path() / "empty.log", "");
  testing::CommandResult empty = bench_score((tmp.path() / "empty.log").string());
  EXPECT_EQ(empty.exit_code, 1);
  EXPECT_NE(empty.out.find("empty.log: empty log"), std::string::npos) << empty.out;

  write_text(tmp.path() / "eager_only.log", P + " [Processing] /a\n" + P +
                                                " [Result] status: failed\n" + P +
                                                " [Fail due to eager model execution error.]\n");
  testing::CommandResult eager_only = bench_score((tmp.path() / "eager_only.log").string());
  EXPECT_NE(eager_only.exit_code, 0);
  EXPECT_NE(eager_only.out.find("eager_only.log: no scorable samples: all 1 failed in eager"),
            std::string::npos)
      << eager_only.out;

  write_text(tmp.path() / "ok.log", hand_written_log().text);
  const std::string ok = (tmp.path() / "ok.log").string();
  testing::CommandResult preset = bench_score(ok + " --tolerance-preset lenient");
  EXPECT_EQ(preset.exit_code, 2);
  EXPECT_NE(preset.out.find("unknown tolerance preset 'lenient'"), std::string::npos) << preset.out;
  testing::CommandResult weights = bench_score(ok + " --weights uniform");
  EXPECT_EQ(weights.exit_code, 2);
  EXPECT_NE(weights.out.find("unknown weight preset 'uniform'"), std::string::npos) << weights.out;
  testing::CommandResult baseline = bench_score(ok + " --baseline inductor");
  EXPECT_EQ(baseline.exit_code, 2);
  EXPECT_NE(baseline.out.find("only eager is supported"), std::string::npos) << baseline.out;
  testing::CommandResult b = bench_score(ok + " --b 0");
  EXPECT_EQ(b.exit_code, 2);
  EXPECT_NE(b.out.find("the failure penalty must be > 0"), std::string::npos) << b.out;
}

}  // namespace
}  // namespace passnet::bench
