// The values a run's enumerated options take: how candidates are called (invocation), how calls
// are timed (timing method) and what L2 holds between calls. Each has one spelling table and one
// default here; the CLI, run.db, the Slurm shard JSON, reports and the site read and print them
// through these functions only, and tests/spellings.json holds the spellings the C++ and the
// Python parser (python/passnet/runtime/options.py) must both accept or refuse, word for word.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "passnet/util/parsed.h"

namespace passnet::bench {

// python/passnet/runtime/invocation.py says what each means.
enum class Invocation : std::uint8_t { kDynamo, kDirect, kCudagraph };
// docs/timing.md: back-to-back measurements interleaved and steadied, or GraphNet's one
// synchronised call per trial.
enum class TimingMethod : std::uint8_t { kBatched, kGraphnet };
// Inputs left in L2 between calls (a model's back-to-back calls) or evicted before each.
enum class L2State : std::uint8_t { kWarm, kFlushed };

inline constexpr Invocation kDefaultInvocation = Invocation::kDynamo;
inline constexpr TimingMethod kDefaultTiming = TimingMethod::kBatched;
inline constexpr L2State kDefaultL2 = L2State::kWarm;

std::string_view to_string(Invocation value);
std::string_view to_string(TimingMethod value);
std::string_view to_string(L2State value);

// Each the value, or tests/spellings.json's message for a spelling outside the table.
Parsed<Invocation> parse_invocation(std::string_view text);
Parsed<TimingMethod> parse_timing(std::string_view text);
Parsed<L2State> parse_l2(std::string_view text);

// The enumerated options a run recorded (run.db's meta options, a report's run_options). A key
// the record lacks has its default (the run predates the option); an unknown spelling throws
// Error(kParse).
struct RecordedChoices {
  Invocation invocation = kDefaultInvocation;
  TimingMethod timing = kDefaultTiming;
  L2State l2 = kDefaultL2;
};
RecordedChoices recorded_choices(const nlohmann::json& options);

// Times the device, not the host's calls: only under cudagraph.
inline bool times_device(Invocation value) {
  return value == Invocation::kCudagraph;
}

// The constraint between options, checked once where a run is planned (runner.cc) for every
// command that runs one: the error, or empty. `device` is a torch device string ("cuda:1").
std::string invocation_device_error(Invocation invocation, std::string_view device);

// JSON as the spelled string; reading an unknown spelling throws Error(kParse) with the table's
// message, so that run.db and shard files are checked as the CLI is.
void to_json(nlohmann::json& out, Invocation value);
void from_json(const nlohmann::json& in, Invocation& value);
void to_json(nlohmann::json& out, TimingMethod value);
void from_json(const nlohmann::json& in, TimingMethod& value);
void to_json(nlohmann::json& out, L2State value);
void from_json(const nlohmann::json& in, L2State& value);

}  // namespace passnet::bench
