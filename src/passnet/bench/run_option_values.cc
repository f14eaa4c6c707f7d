#include "passnet/bench/run_option_values.h"

#include <fmt/format.h>

#include <array>

#include "passnet/util/error.h"

namespace passnet::bench {

namespace {

template <typename T>
struct Spelling {
  T value;
  std::string_view text;
};

constexpr std::array<Spelling<Invocation>, 3> kInvocations{{{Invocation::kDynamo, "dynamo"},
                                                            {Invocation::kDirect, "direct"},
                                                            {Invocation::kCudagraph, "cudagraph"}}};
constexpr std::array<Spelling<TimingMethod>, 2> kTimings{
    {{TimingMethod::kBatched, "batched"}, {TimingMethod::kGraphnet, "graphnet"}}};
constexpr std::array<Spelling<L2State>, 2> kL2States{
    {{L2State::kWarm, "warm"}, {L2State::kFlushed, "flushed"}}};

template <typename T, std::size_t N>
std::string_view text_of(const std::array<Spelling<T>, N>& table, T value) {
  for (const auto& [v, text] : table)
    if (v == value) return text;
  throw Error(ErrorCategory::kInternal, "an option value without a spelling");
}

// "a, b or c", as tests/spellings.json words it.
template <typename T, std::size_t N>
std::string alternatives(const std::array<Spelling<T>, N>& table) {
  std::string out;
  for (std::size_t i = 0; i < N; ++i) {
    if (i > 0) out += i + 1 == N ? " or " : ", ";
    out += table[i].text;
  }
  return out;
}

template <typename T, std::size_t N>
Parsed<T> parse(const std::array<Spelling<T>, N>& table, std::string_view option,
                std::string_view text) {
  for (const auto& [value, spelled] : table)
    if (spelled == text) return {value, {}};
  return {std::nullopt,
          fmt::format("unknown {} '{}': expected {}", option, text, alternatives(table))};
}

template <typename T, std::size_t N>
void read(const nlohmann::json& in, T& value, const std::array<Spelling<T>, N>& table,
          std::string_view option) {
  if (!in.is_string())
    throw Error(ErrorCategory::kParse, fmt::format("{} is not a string: {}", option, in.dump()));
  Parsed<T> parsed = parse(table, option, in.get_ref<const std::string&>());
  if (!parsed.value) throw Error(ErrorCategory::kParse, parsed.error);
  value = *parsed.value;
}

}  // namespace

std::string_view to_string(Invocation value) {
  return text_of(kInvocations, value);
}
std::string_view to_string(TimingMethod value) {
  return text_of(kTimings, value);
}
std::string_view to_string(L2State value) {
  return text_of(kL2States, value);
}

Parsed<Invocation> parse_invocation(std::string_view text) {
  return parse(kInvocations, "invocation", text);
}
Parsed<TimingMethod> parse_timing(std::string_view text) {
  return parse(kTimings, "timing", text);
}
Parsed<L2State> parse_l2(std::string_view text) {
  return parse(kL2States, "l2", text);
}

std::string invocation_device_error(Invocation invocation, std::string_view device) {
  if (invocation == Invocation::kCudagraph && !device.starts_with("cuda"))
    return fmt::format(
        "invocation cudagraph replays CUDA graphs and needs a CUDA device (the device is {})",
        device);
  return {};
}

RecordedChoices recorded_choices(const nlohmann::json& options) {
  RecordedChoices out;
  if (!options.is_object()) return out;
  auto read_into = [&options](const char* key, auto& value) {
    if (auto found = options.find(key); found != options.end() && !found->is_null())
      found->get_to(value);
  };
  read_into("invocation", out.invocation);
  read_into("timing", out.timing);
  read_into("l2", out.l2);
  return out;
}

void to_json(nlohmann::json& out, Invocation value) {
  out = std::string(to_string(value));
}
void from_json(const nlohmann::json& in, Invocation& value) {
  read(in, value, kInvocations, "invocation");
}
void to_json(nlohmann::json& out, TimingMethod value) {
  out = std::string(to_string(value));
}
void from_json(const nlohmann::json& in, TimingMethod& value) {
  read(in, value, kTimings, "timing");
}
void to_json(nlohmann::json& out, L2State value) {
  out = std::string(to_string(value));
}
void from_json(const nlohmann::json& in, L2State& value) {
  read(in, value, kL2States, "l2");
}

}  // namespace passnet::bench
