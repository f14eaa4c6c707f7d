#include "passnet/bench/integrity_summary.h"

#include <fmt/format.h>

#include <algorithm>
#include <utility>

#include "passnet/bench/run_db.h"

namespace passnet::bench {

namespace {

std::size_t count_at(const nlohmann::json& json, const char* key) {
  return json.contains(key) && json[key].is_number_unsigned() ? json[key].get<std::size_t>() : 0;
}

// The strings of an array, skipping anything else: the detail is the worker's JSON, read as-is.
std::vector<std::string> strings_of(const nlohmann::json& array) {
  std::vector<std::string> out;
  if (!array.is_array()) return out;
  for (const nlohmann::json& item : array)
    if (item.is_string()) out.push_back(item.get<std::string>());
  return out;
}

}  // namespace

IntegritySummary summarize_integrity(const std::vector<BackendResult>& results) {
  IntegritySummary summary;
  for (const BackendResult& r : results) {
    ++summary.samples;
    const nlohmann::json* integrity = nullptr;
    if (r.detail.is_object()) {
      auto found = r.detail.find("integrity");
      if (found != r.detail.end() && found->is_object()) integrity = &*found;
    }
    if (integrity) ++summary.checked;
    // The status is what scoring reads; a flagged verdict under another status (a worker that
    // recorded the verdict but failed otherwise first) is still a cheat worth showing.
    bool flagged =
        r.status == "integrity_fail" || (integrity && integrity->value("verdict", "") == "flagged");
    if (!flagged) continue;
    ++summary.flagged;
    FlaggedSample sample;
    sample.sample = r.detail.is_object() ? r.detail.value("sample", "") : "";
    sample.error = r.error.value_or("");
    if (integrity) {
      if (integrity->contains("layer") && (*integrity)["layer"].is_string())
        sample.layer = (*integrity)["layer"].get<std::string>();
      sample.rules = strings_of(integrity->value("rules", nlohmann::json::array()));
    }
    for (const std::string& rule : sample.rules)
      ++summary.rules[rule];
    summary.flagged_samples.push_back(std::move(sample));
  }
  return summary;
}

nlohmann::json IntegritySummary::to_json(bool with_samples) const {
  nlohmann::json out = {
      {"samples", samples}, {"checked", checked}, {"flagged", flagged}, {"rules", rules}};
  if (!with_samples) return out;
  nlohmann::json list = nlohmann::json::array();
  for (const FlaggedSample& s : flagged_samples)
    list.push_back({{"sample", s.sample},
                    {"layer", s.layer.empty() ? nlohmann::json(nullptr) : nlohmann::json(s.layer)},
                    {"rules", s.rules},
                    {"error", s.error}});
  out["flagged_samples"] = std::move(list);
  return out;
}

IntegritySummary IntegritySummary::from_json(const nlohmann::json& json) {
  IntegritySummary summary;
  if (!json.is_object()) return summary;
  summary.samples = count_at(json, "samples");
  summary.checked = count_at(json, "checked");
  summary.flagged = count_at(json, "flagged");
  if (json.contains("rules") && json["rules"].is_object())
    for (const auto& [rule, count] : json["rules"].items())
      if (count.is_number_unsigned()) summary.rules[rule] = count.get<std::size_t>();
  return summary;
}

std::string integrity_line(const IntegritySummary& summary) {
  std::vector<std::pair<std::string, std::size_t>> rules(summary.rules.begin(),
                                                         summary.rules.end());
  std::stable_sort(rules.begin(), rules.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  std::vector<std::string> parts;
  for (const auto& [rule, count] : rules)
    parts.push_back(fmt::format("{} {}", rule, count));
  std::string line =
      fmt::format("integrity: {} of {} samples flagged", summary.flagged, summary.samples);
  if (!parts.empty()) line += fmt::format(" ({})", fmt::join(parts, ", "));
  return line;
}

}  // namespace passnet::bench
