// The C++ parsers of run options and backend specs against tests/spellings.json, the table the
// Python parsers are tested against too (tests/python/test_spellings.py): the same spellings
// parse to the same fields, and the same wrong ones are refused with the same words.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "passnet/bench/backend_spec.h"
#include "passnet/bench/run_option_values.h"

namespace passnet::bench {
namespace {

const nlohmann::json& table() {
  static const nlohmann::json loaded = [] {
    std::ifstream in(std::string(PASSNET_SOURCE_DIR) + "/tests/spellings.json");
    return nlohmann::json::parse(in);
  }();
  return loaded;
}

template <typename T>
void check_option(const char* option, Parsed<T> (*parse)(std::string_view), T default_value) {
  const nlohmann::json& entry = table().at(option);
  ASSERT_FALSE(entry.at("valid").empty()) << option;
  EXPECT_EQ(to_string(default_value), entry.at("default").template get<std::string>()) << option;
  for (const nlohmann::json& spelled : entry.at("valid")) {
    const std::string text = spelled;
    Parsed<T> parsed = parse(text);
    ASSERT_TRUE(parsed.value) << option << " '" << text << "': " << parsed.error;
    EXPECT_EQ(to_string(*parsed.value), text);
    EXPECT_EQ(nlohmann::json(*parsed.value), text) << "as run.db records it";
  }
  for (const auto& [text, message] : entry.at("invalid").items()) {
    Parsed<T> parsed = parse(text);
    EXPECT_FALSE(parsed.value) << option << " '" << text << "'";
    EXPECT_EQ(parsed.error, message.template get<std::string>());
  }
}

TEST(Spellings, InvocationsParseAsTheTableSays) {
  check_option("invocation", parse_invocation, kDefaultInvocation);
}

TEST(Spellings, TimingMethodsParseAsTheTableSays) {
  check_option("timing", parse_timing, kDefaultTiming);
}

TEST(Spellings, L2StatesParseAsTheTableSays) {
  check_option("l2", parse_l2, kDefaultL2);
}

TEST(Spellings, BackendSpecsParseToTheTableFieldsAndPrintBack) {
  const nlohmann::json& valid = table().at("backend").at("valid");
  ASSERT_GE(valid.size(), 10u);
  for (const nlohmann::json& entry : valid) {
    const std::string text = entry.at("text");
    Parsed<BackendSpec> parsed = parse_backend_spec(text);
    ASSERT_TRUE(parsed.value) << text << ": " << parsed.error;
    const BackendSpec& spec = *parsed.value;
    nlohmann::json fields = {{"kind", to_string(spec.kind)},
                             {"name", spec.name},
                             {"path", spec.path},
                             {"inductor", to_string(spec.inductor)},
                             {"per_task", spec.per_task}};
    EXPECT_EQ(fields, entry.at("spec")) << text;
    EXPECT_EQ(spec.text(), text);
  }
}

TEST(Spellings, WrongBackendSpecsAreRefusedWithTheTableMessage) {
  const nlohmann::json& invalid = table().at("backend").at("invalid");
  ASSERT_GE(invalid.size(), 10u);
  for (const auto& [text, message] : invalid.items()) {
    Parsed<BackendSpec> parsed = parse_backend_spec(text);
    EXPECT_FALSE(parsed.value) << "'" << text << "' parsed";
    EXPECT_EQ(parsed.error, message.get<std::string>());
  }
}

TEST(Spellings, AnUnknownSpellingInRecordedOptionsIsRefused) {
  EXPECT_EQ(recorded_choices(nlohmann::json::object()).invocation, kDefaultInvocation);
  RecordedChoices read = recorded_choices({{"invocation", "direct"}, {"l2", "flushed"}});
  EXPECT_EQ(read.invocation, Invocation::kDirect);
  EXPECT_EQ(read.timing, kDefaultTiming);
  EXPECT_EQ(read.l2, L2State::kFlushed);
  EXPECT_THROW(recorded_choices({{"timing", "device"}}), std::exception);
}

TEST(Spellings, ATaskIdReplacesEveryTaskField) {
  BackendSpec spec = *parse_backend_spec("passes+custom-op:/s/{task}/x/{task}.py").value;
  BackendSpec one = spec.for_task("t1");
  EXPECT_EQ(one.text(), "passes+custom-op:/s/t1/x/t1.py");
  EXPECT_FALSE(one.per_task);
}

}  // namespace
}  // namespace passnet::bench
