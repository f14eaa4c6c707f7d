// Scoring (metrics.md): hand-computed ES_t, S_t and AS, the closed form of ES_t against the direct
// computation on random outcomes, presets, weights, the bootstrap interval and the tolerance pairs.
#include "passnet/bench/scoring.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "passnet/util/error.h"

namespace passnet::bench {
namespace {

// An ok sample correct at every t >= from (up to 5, the last t GraphNet logs).
SampleOutcome ok(std::string id, double speedup, int from = -10) {
  SampleOutcome sample{std::move(id), OutcomeStatus::kOk, speedup, {}};
  for (int t = -10; t <= 5; ++t)
    sample.correct[t] = t >= from;
  return sample;
}

SampleOutcome failed(std::string id, OutcomeStatus status) {
  return {std::move(id), status, 1.0, {}};
}

ScoringOptions options_for(const std::string& preset, const std::string& weights, double p,
                           double b) {
  ScoringOptions options;
  options.preset = tolerance_preset(preset);
  options.weights = weight_preset(weights, options.preset);
  options.p = p;
  options.b = b;
  return options;
}

// Four scored samples and one eager failure, default preset, p = 0, b = 0.1:
//   A ok, s = 2,   correct everywhere            -> 2 at every t
//   B ok, s = 0.5, correct from t = -5           -> 0.1 for t <= -6, 0.5^(p+1) = 0.5 after
//   C runtime_fail                               -> ES: 0.1 until t = 2, tolerated (1) from 3
//                                                   S:  0.1 everywhere
//   D ok, s = 4,   correct from t = 2 (accuracy error at t = 1)
//                                                -> ES: 0.1 for t <= 0, tolerated (1) from t = 1
//                                                   S:  0.1 for t <= 1, 4 from t = 2
//   E eager_fail                                 -> not scored, counted
// ES_t = (product)^(1/4):
//   t -10..-6: 2*0.1*0.1*0.1 = 0.002 -> 0.211474...
//   t  -5..0:  2*0.5*0.1*0.1 = 0.01  -> 0.316228...
//   t   1..2:  2*0.5*0.1*1   = 0.1   -> 0.562341...
//   t   3..4:  2*0.5*1*1     = 1     -> 1
// S_t: 0.002^(1/4) for t <= -6, 0.01^(1/4) for -5..1, (2*0.5*0.1*4 = 0.4)^(1/4) = 0.795271 from 2.
// AS (passnet weights, sum 5.957424): log AS = [0.005*log ES_-10 + (3 + 0.8 + 0.64 + 0.512)*log
//   ES_-5 + (0.4096 + 0.32768)*log ES_1 + (0.262144 + 0.001)*0] / 5.957424 -> AS = 0.3571727126.
// At t = 1: correct A and B -> G-mean sqrt(2*0.5) = 1, correct rate 2/4, fast_1 1/4 (A), errors
// accuracy 1 (D) and runtime_fail 1 (C).
std::vector<SampleOutcome> four_samples() {
  return {ok("A", 2.0), ok("B", 0.5, -5), failed("C", OutcomeStatus::kRuntimeFail), ok("D", 4.0, 2),
          failed("E", OutcomeStatus::kEagerFail)};
}

TEST(Scoring, HandComputedFourSamples) {
  ScoringOptions options;
  options.bootstrap = 0;
  ScoreReport report = score(four_samples(), options);
  ASSERT_EQ(report.tolerances.size(), 15u);
  EXPECT_EQ(report.tolerances.front(), -10);
  EXPECT_EQ(report.tolerances.back(), 4);
  for (int t = -10; t <= 4; ++t) {
    double es = t <= -6  ? std::pow(0.002, 0.25)
                : t <= 0 ? std::pow(0.01, 0.25)
                : t <= 2 ? std::pow(0.1, 0.25)
                         : 1.0;
    double s = t <= -6  ? std::pow(0.002, 0.25)
               : t <= 1 ? std::pow(0.01, 0.25)
                        : std::pow(0.4, 0.25);
    EXPECT_NEAR(report.es[t], es, 1e-12) << "t=" << t;
    EXPECT_NEAR(report.s[t], s, 1e-12) << "t=" << t;
  }
  EXPECT_NEAR(report.as, 0.3571727126210636, 1e-12);
  EXPECT_FALSE(report.as_ci.has_value());
  ASSERT_TRUE(report.gmean_speedup.has_value());
  EXPECT_NEAR(*report.gmean_speedup, 1.0, 1e-12);
  EXPECT_DOUBLE_EQ(report.correct_rate, 0.5);
  EXPECT_DOUBLE_EQ(report.fast_1, 0.25);
  EXPECT_EQ(report.samples, 4u);
  EXPECT_EQ(report.eager_fail, 1u);
  EXPECT_EQ(report.errors[OutcomeStatus::kAccuracy], 1u);
  EXPECT_EQ(report.errors[OutcomeStatus::kRuntimeFail], 1u);
  EXPECT_EQ(report.errors[OutcomeStatus::kCompileFail], 0u);
  EXPECT_EQ(report.errors.size(), std::size(kErrorClasses));
}

// An integrity failure (the pass cheated) scores b at every t, in every preset, also where every
// other failure is tolerated. The four samples above minus E, plus I (integrity_fail); default,
// p = 0, b = 0.1, ES_t = (product)^(1/5):
//   t -10..-6: A 2, B 0.1, C 0.1, D 0.1, I 0.1 -> 2e-4
//   t  -5..0:  2*0.5*0.1*0.1*0.1             -> 1e-3
//   t   1..2:  D tolerated: 2*0.5*0.1*1*0.1  -> 1e-2
//   t   3..4:  C tolerated: 2*0.5*1*1*0.1    -> 0.1 (1 without I)
// S_t: I scores 0.1 everywhere. mismatch-extended: the same up to t = 2 (C is runtime there, from
// 3), C and D tolerated from 3, I still 0.1 at t = 5 = |E|+1.
TEST(Scoring, IntegrityFailScoresBAtEveryTolerance) {
  std::vector<SampleOutcome> samples = {ok("A", 2.0), ok("B", 0.5, -5),
                                        failed("C", OutcomeStatus::kRuntimeFail), ok("D", 4.0, 2),
                                        failed("I", OutcomeStatus::kIntegrityFail)};
  for (const char* preset : {"default", "mismatch-extended"}) {
    ScoringOptions options = options_for(preset, "passnet", 0, 0.1);
    options.bootstrap = 0;
    ScoreReport report = score(samples, options);
    // |E| and the range of t are those of the preset without integrity failures.
    ASSERT_EQ(report.tolerances.back(), std::string(preset) == "default" ? 4 : 5) << preset;
    for (int t : report.tolerances) {
      double product = t <= -6 ? 2e-4 : t <= 0 ? 1e-3 : t <= 2 ? 1e-2 : 0.1;
      EXPECT_NEAR(report.es[t], std::pow(product, 0.2), 1e-12) << preset << " t=" << t;
      EXPECT_NEAR(es_closed_form(es_components(samples, t, options), 0), report.es[t], 1e-12)
          << preset << " t=" << t;
      EXPECT_EQ(rectified_speedup(samples[4], t, options, true), 0.1) << preset << " t=" << t;
      EXPECT_EQ(rectified_speedup(samples[4], t, options, false), 0.1) << preset << " t=" << t;
    }
    EXPECT_EQ(report.errors[OutcomeStatus::kIntegrityFail], 1u);
    EXPECT_EQ(report.errors[OutcomeStatus::kRuntimeFail], 1u);
    EXPECT_DOUBLE_EQ(report.correct_rate, 2.0 / 5.0);
    EXPECT_EQ(report.samples, 5u);
  }
  // b = 0.01 at t = 4, where runtime and compile failures are long tolerated: 2*0.5*0.01.
  ScoringOptions strict = options_for("default", "passnet", 0, 0.01);
  EXPECT_NEAR(es_t(samples, 4, strict), std::pow(0.01, 0.2), 1e-12);
  EXPECT_NEAR(s_t(samples, 4, strict), std::pow(2 * 0.5 * 0.01 * 0.01 * 4, 0.2), 1e-12);

  for (const char* preset : {"default", "mismatch-extended"}) {
    TolerancePreset p = tolerance_preset(preset);
    EXPECT_EQ(p.threshold(OutcomeStatus::kIntegrityFail), std::numeric_limits<int>::max());
    EXPECT_EQ(p.class_name(OutcomeStatus::kIntegrityFail), "integrity");
    EXPECT_FALSE(p.tolerated(OutcomeStatus::kIntegrityFail, p.tolerances().back()));
  }
  EXPECT_EQ(tolerance_preset("default").num_classes(), 3);
  EXPECT_EQ(tolerance_preset("mismatch-extended").num_classes(), 4);
  EXPECT_EQ(to_string(OutcomeStatus::kIntegrityFail), "integrity_fail");
  EXPECT_EQ(outcome_status_from_string("integrity_fail"), OutcomeStatus::kIntegrityFail);
}

TEST(Scoring, SlowdownPenaltyAndFailurePenalty) {
  // p = 1: B's 0.5 becomes 0.25; b = 0.01: failures score 0.01. At t = -5:
  // 2 * 0.25 * 0.01 * 0.01 = 5e-5 -> ES = (5e-5)^(1/4).
  ScoringOptions options = options_for("default", "passnet", 1.0, 0.01);
  EXPECT_NEAR(es_t(four_samples(), -5, options), std::pow(5e-5, 0.25), 1e-12);
  // t = 3: C and D tolerated -> 2 * 0.25 -> ES = 0.5^(1/4).
  EXPECT_NEAR(es_t(four_samples(), 3, options), std::pow(0.5, 0.25), 1e-12);
}

TEST(Scoring, HandComputedClosedFormAtT1) {
  // N = 4, M = 2 (A, B), K = 1 (B): alpha = sqrt(2 * 0.5) = 1, beta = 0.5, lambda = 0.5,
  // eta = 0.5, pi = {accuracy 0.5, runtime 0.5}; at t = 1 accuracy is tolerated, runtime not:
  // gamma = 0.1^0.5, ES_1 = 1 * 0.5^0 * (0.1^0.5)^0.5 = 0.1^0.25.
  ScoringOptions options;
  EsComponents c = es_components(four_samples(), 1, options);
  EXPECT_EQ(c.n, 4u);
  EXPECT_EQ(c.m, 2u);
  EXPECT_EQ(c.k, 1u);
  EXPECT_NEAR(c.alpha, 1.0, 1e-12);
  EXPECT_NEAR(c.beta, 0.5, 1e-12);
  EXPECT_DOUBLE_EQ(c.lambda, 0.5);
  EXPECT_DOUBLE_EQ(c.eta, 0.5);
  EXPECT_DOUBLE_EQ(c.pi["accuracy"], 0.5);
  EXPECT_DOUBLE_EQ(c.pi["runtime"], 0.5);
  EXPECT_NEAR(c.gamma, std::pow(0.1, 0.5), 1e-12);
  EXPECT_NEAR(es_closed_form(c, options.p), std::pow(0.1, 0.25), 1e-12);
  // t <= 0: gamma is b whatever the classes.
  EXPECT_DOUBLE_EQ(es_components(four_samples(), -3, options).gamma, 0.1);
}

TEST(Scoring, ClosedFormMatchesDirectOnRandomOutcomes) {
  std::mt19937_64 rng(20240611);
  std::uniform_int_distribution<int> status_pick(0, 10);
  std::uniform_int_distribution<int> from_pick(-12, 7);
  std::lognormal_distribution<double> speedup_pick(0.0, 0.6);
  std::uniform_int_distribution<int> size_pick(1, 60);
  const OutcomeStatus statuses[] = {OutcomeStatus::kAccuracy,      OutcomeStatus::kRuntimeFail,
                                    OutcomeStatus::kNanInf,        OutcomeStatus::kDtypeMismatch,
                                    OutcomeStatus::kShapeMismatch, OutcomeStatus::kCompileFail,
                                    OutcomeStatus::kEagerFail,     OutcomeStatus::kIntegrityFail};
  int cases = 0;
  for (int round = 0; round < 400; ++round) {
    std::vector<SampleOutcome> samples;
    int size = size_pick(rng);
    for (int i = 0; i < size; ++i) {
      int pick = status_pick(rng);
      if (pick < 3) {
        samples.push_back(ok(std::to_string(i), speedup_pick(rng), from_pick(rng)));
        if (pick == 0) samples.back().correct[from_pick(rng)] = rng() % 2;  // not monotone in t
      } else {
        samples.push_back(failed(std::to_string(i), statuses[pick % std::size(statuses)]));
      }
    }
    samples.push_back(ok("anchor", speedup_pick(rng)));  // at least one scored sample
    for (const char* preset : {"default", "mismatch-extended"}) {
      for (double p : {0.0, 0.5, 2.0}) {
        for (double b : {0.1, 0.01, 0.5}) {
          ScoringOptions options = options_for(preset, "passnet", p, b);
          for (int t : options.preset.tolerances()) {
            double direct = es_t(samples, t, options);
            double closed = es_closed_form(es_components(samples, t, options), p);
            ASSERT_NEAR(closed / direct, 1.0, 1e-9)
                << preset << " p=" << p << " b=" << b << " t=" << t;
            ++cases;
          }
        }
      }
    }
  }
  EXPECT_GT(cases, 100000);
}

TEST(Scoring, EagerAgainstItselfScoresExactlyOne) {
  std::vector<SampleOutcome> samples;
  for (int i = 0; i < 50; ++i)
    samples.push_back(ok(fmt::format("s{}", i), 1.0));
  samples.push_back(failed("broken", OutcomeStatus::kEagerFail));
  for (const char* preset : {"default", "mismatch-extended"}) {
    for (const char* weights : {"passnet", "graphnet"}) {
      ScoringOptions options = options_for(preset, weights, 0, 0.1);
      ScoreReport report = score(samples, options);
      for (int t : report.tolerances) {
        EXPECT_EQ(report.es[t], 1.0) << t;
        EXPECT_EQ(report.s[t], 1.0) << t;
      }
      EXPECT_EQ(report.as, 1.0);
      ASSERT_TRUE(report.as_ci.has_value());
      EXPECT_EQ(report.as_ci->first, 1.0);
      EXPECT_EQ(report.as_ci->second, 1.0);
      EXPECT_EQ(*report.gmean_speedup, 1.0);
      EXPECT_EQ(report.correct_rate, 1.0);
      EXPECT_EQ(report.fast_1, 1.0);
      EXPECT_EQ(report.eager_fail, 1u);
    }
  }
}

TEST(Scoring, PresetsAndErrorTolerance) {
  TolerancePreset standard = tolerance_preset("default");
  EXPECT_EQ(standard.num_classes(), 3);
  EXPECT_EQ(standard.tolerances().size(), 15u);  // -10..4
  EXPECT_EQ(standard.threshold(OutcomeStatus::kAccuracy), 1);
  EXPECT_EQ(standard.threshold(OutcomeStatus::kNanInf), 3);
  EXPECT_EQ(standard.threshold(OutcomeStatus::kShapeMismatch), 3);
  EXPECT_EQ(standard.threshold(OutcomeStatus::kCompileFail), 3);
  EXPECT_EQ(standard.class_name(OutcomeStatus::kDtypeMismatch), "runtime");

  TolerancePreset extended = tolerance_preset("mismatch-extended");
  EXPECT_EQ(extended.num_classes(), 4);
  EXPECT_EQ(extended.tolerances().back(), 5);
  EXPECT_EQ(extended.threshold(OutcomeStatus::kNanInf), 2);
  EXPECT_EQ(extended.threshold(OutcomeStatus::kRuntimeFail), 3);
  EXPECT_EQ(extended.threshold(OutcomeStatus::kCompileFail), 4);

  // A NaN/Inf failure is forgiven at t = 2 by mismatch-extended, at t = 3 by default; a compile
  // failure at 4 and 3; nothing is forgiven for t <= 0.
  SampleOutcome nan = failed("n", OutcomeStatus::kNanInf);
  SampleOutcome compile = failed("c", OutcomeStatus::kCompileFail);
  ScoringOptions d = options_for("default", "passnet", 0, 0.1);
  ScoringOptions x = options_for("mismatch-extended", "passnet", 0, 0.1);
  EXPECT_EQ(rectified_speedup(nan, 2, d, true), 0.1);
  EXPECT_EQ(rectified_speedup(nan, 2, x, true), 1.0);
  EXPECT_EQ(rectified_speedup(nan, 3, d, true), 1.0);
  EXPECT_EQ(rectified_speedup(compile, 3, x, true), 0.1);
  EXPECT_EQ(rectified_speedup(compile, 4, x, true), 1.0);
  EXPECT_EQ(rectified_speedup(compile, 0, x, true), 0.1);
  EXPECT_EQ(rectified_speedup(compile, 5, x, false), 0.1);  // S_t ignores tolerance

  try {
    tolerance_preset("lenient");
    FAIL() << "expected an error";
  } catch (const Error& error) {
    EXPECT_EQ(error.category(), ErrorCategory::kUsage);
    EXPECT_NE(std::string(error.what()).find("unknown tolerance preset 'lenient'"),
              std::string::npos);
  }
  EXPECT_THROW(weight_preset("uniform", standard), Error);
}

TEST(Scoring, FromT1OnCorrectnessIsFrozenAtT1) {
  // Correct at t = 1 but not at 2 (a non-monotone record): ES keeps the t = 1 verdict, S does not.
  SampleOutcome odd = ok("odd", 3.0);
  odd.correct[2] = false;
  ScoringOptions options;
  EXPECT_EQ(rectified_speedup(odd, 2, options, true), 3.0);
  EXPECT_EQ(rectified_speedup(odd, 2, options, false), 0.1);
  // A t the record lacks counts as not correct.
  SampleOutcome sparse{"sparse", OutcomeStatus::kOk, 2.0, {{1, true}}};
  EXPECT_EQ(rectified_speedup(sparse, -3, options, true), 0.1);
  EXPECT_EQ(rectified_speedup(sparse, 4, options, true), 2.0);
}

TEST(Scoring, WeightPresets) {
  TolerancePreset standard = tolerance_preset("default");
  std::map<int, double> w = weight_preset("passnet", standard);
  ASSERT_EQ(w.size(), 15u);
  EXPECT_EQ(w[-10], 0.001);
  EXPECT_EQ(w[-6], 0.001);
  EXPECT_EQ(w[-5], 1.0);
  EXPECT_EQ(w[-3], 1.0);
  EXPECT_NEAR(w[-2], 0.8, 1e-15);
  EXPECT_NEAR(w[3], 0.262144, 1e-15);
  EXPECT_EQ(w[4], 0.001);
  double sum = 0;
  for (const auto& [t, weight] : w)
    sum += weight;
  EXPECT_NEAR(sum, 5.957424, 1e-12);

  std::map<int, double> g = weight_preset("graphnet", standard);
  EXPECT_EQ(g[-8], 0.001);
  EXPECT_EQ(g[-7], 0.13);
  EXPECT_EQ(g[-6], 0.40);
  EXPECT_EQ(g[-5], 0.48);
  EXPECT_EQ(g[4], 0.48);

  // mismatch-extended runs to t = 5: the decay goes on to |E| = 4, the last point gets 0.001.
  std::map<int, double> x = weight_preset("passnet", tolerance_preset("mismatch-extended"));
  ASSERT_EQ(x.size(), 16u);
  EXPECT_NEAR(x[4], std::pow(0.8, 7), 1e-15);
  EXPECT_EQ(x[5], 0.001);
  EXPECT_EQ(weight_preset("graphnet", tolerance_preset("mismatch-extended"))[5], 0.48);
}

TEST(Scoring, AggregateScoreNormalisesWeights) {
  std::map<int, double> es = {{-1, 0.5}, {0, 2.0}, {1, 4.0}};
  // Weights 1, 1, 2 -> AS = (0.5 * 2 * 16)^(1/4) = 2.
  EXPECT_NEAR(aggregate_score(es, {{-1, 1}, {0, 1}, {1, 2}}), 2.0, 1e-12);
  // Scaling every weight changes nothing.
  EXPECT_NEAR(aggregate_score(es, {{-1, 7}, {0, 7}, {1, 14}}), 2.0, 1e-12);
  // A constant ES_t gives AS = that constant whatever the weights.
  EXPECT_NEAR(aggregate_score({{-1, 0.3}, {0, 0.3}, {1, 0.3}}, {{-1, 0.001}, {0, 5}, {1, 0.2}}),
              0.3, 1e-12);
  // Zero weights drop a t; extra weights for t outside the range are ignored.
  EXPECT_NEAR(aggregate_score(es, {{-1, 0}, {0, 1}, {1, 0}, {9, 100}}), 2.0, 1e-12);
  EXPECT_THROW(aggregate_score(es, {{-1, 1}, {0, 1}}), Error);           // no weight for t = 1
  EXPECT_THROW(aggregate_score(es, {{-1, 0}, {0, 0}, {1, 0}}), Error);   // sum 0
  EXPECT_THROW(aggregate_score(es, {{-1, -1}, {0, 1}, {1, 1}}), Error);  // negative
  // The report's AS is the weighted geometric mean of its ES_t.
  ScoringOptions options;
  ScoreReport report = score(four_samples(), options);
  EXPECT_NEAR(report.as, aggregate_score(report.es, options.weights), 1e-15);
}

std::vector<SampleOutcome> random_run(std::uint64_t seed, int size) {
  std::mt19937_64 rng(seed);
  std::lognormal_distribution<double> speedup(-0.1, 0.4);
  std::vector<SampleOutcome> samples;
  for (int i = 0; i < size; ++i) {
    int pick = static_cast<int>(rng() % 10);
    if (pick < 7)
      samples.push_back(ok(std::to_string(i), speedup(rng), static_cast<int>(rng() % 12) - 10));
    else if (pick == 7)
      samples.push_back(failed(std::to_string(i), OutcomeStatus::kCompileFail));
    else
      samples.push_back(failed(std::to_string(i), OutcomeStatus::kRuntimeFail));
  }
  return samples;
}

TEST(Scoring, BootstrapIntervalIsDeterministicAndContainsAs) {
  for (std::uint64_t seed : {1u, 2u, 3u, 4u, 5u}) {
    std::vector<SampleOutcome> samples = random_run(seed, 200);
    ScoringOptions options;
    ScoreReport first = score(samples, options);
    ScoreReport again = score(samples, options);
    ASSERT_TRUE(first.as_ci.has_value());
    EXPECT_EQ(first.as_ci, again.as_ci);  // same seed, same interval, bit for bit
    EXPECT_LT(first.as_ci->first, first.as);
    EXPECT_GT(first.as_ci->second, first.as);
    EXPECT_LT(first.as_ci->second - first.as_ci->first, first.as);  // 200 samples: not degenerate
    options.seed = 77;
    ScoreReport other = score(samples, options);
    EXPECT_NE(first.as_ci, other.as_ci);
    EXPECT_NEAR(other.as_ci->first, first.as_ci->first, 0.1 * first.as);
  }
  // More samples, narrower interval.
  ScoringOptions options;
  ScoreReport small = score(random_run(9, 50), options);
  ScoreReport large = score(random_run(9, 2000), options);
  EXPECT_LT(large.as_ci->second - large.as_ci->first, small.as_ci->second - small.as_ci->first);
}

TEST(Scoring, RejectsWhatCannotBeScored) {
  ScoringOptions options;
  EXPECT_THROW(score({}, options), Error);
  try {
    score({failed("a", OutcomeStatus::kEagerFail), failed("b", OutcomeStatus::kEagerFail)},
          options);
    FAIL() << "expected an error";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("all 2 failed in eager"), std::string::npos)
        << error.what();
  }
  try {
    score({ok("zero", 0.0)}, options);
    FAIL() << "expected an error";
  } catch (const Error& error) {
    EXPECT_EQ(error.category(), ErrorCategory::kSample);
    EXPECT_NE(std::string(error.what()).find("sample zero"), std::string::npos) << error.what();
  }
  // A failed sample's speedup is never read.
  SampleOutcome nan_speedup = failed("f", OutcomeStatus::kRuntimeFail);
  nan_speedup.speedup = std::nan("");
  EXPECT_NO_THROW(score({nan_speedup, ok("a", 1.0)}, options));
  options.b = 0;
  EXPECT_THROW(score({ok("a", 1.0)}, options), Error);
}

TEST(Scoring, TolerancePairs) {
  Tolerance f32 = tolerance("float32", -5);
  EXPECT_DOUBLE_EQ(f32.atol, 1e-5);
  EXPECT_NEAR(f32.rtol, 1.3002e-6, 1e-10);  // about 1.3e-6, as metrics.md says
  Tolerance f16 = tolerance("torch.float16", -5);
  EXPECT_DOUBLE_EQ(f16.atol, 1e-5);
  EXPECT_NEAR(f16.rtol, 1e-3, 1e-15);
  Tolerance bf16 = tolerance("bfloat16", -5);
  EXPECT_NEAR(bf16.rtol, std::pow(10.0, -1.796), 1e-15);
  Tolerance f64 = tolerance("float64", -5);
  EXPECT_NEAR(f64.atol, 1e-7, 1e-20);
  EXPECT_EQ(f64.atol, f64.rtol);
  EXPECT_EQ(tolerance("double", 2).rtol, tolerance("float64", 2).rtol);
  EXPECT_EQ(tolerance("half", 2).rtol, tolerance("float16", 2).rtol);
  EXPECT_EQ(tolerance("float", 2).rtol, tolerance("float32", 2).rtol);
  EXPECT_TRUE(tolerance("int64", 3).exact());
  EXPECT_TRUE(tolerance("bool", -3).exact());
  Tolerance at0 = tolerance("float32", 0);
  EXPECT_EQ(at0.atol, 1.0);
  EXPECT_EQ(at0.rtol, 1.0);
}

TEST(Scoring, StatusNames) {
  for (OutcomeStatus status : kErrorClasses)
    EXPECT_EQ(outcome_status_from_string(to_string(status)), status);
  EXPECT_EQ(outcome_status_from_string("ok"), OutcomeStatus::kOk);
  EXPECT_EQ(outcome_status_from_string("eager_fail"), OutcomeStatus::kEagerFail);
  EXPECT_FALSE(outcome_status_from_string("timeout").has_value());
}

}  // namespace
}  // namespace passnet::bench
