#include "passnet/report/model_rows.h"

#include <algorithm>
#include <cmath>

#include "passnet/bench/over_inductor.h"

namespace passnet::report {

using Json = nlohmann::json;

std::optional<double> launches_per_call(const bench::BackendResult& result) {
  static const Json::json_pointer kDirect("/timing/launches/direct");
  if (!result.detail.contains(kDirect) || !result.detail[kDirect].is_number()) return std::nullopt;
  return result.detail[kDirect].get<double>();
}

std::vector<ModelRow> model_rows(const std::vector<bench::BackendResult>& results,
                                 const std::map<std::string, InductorModel>& inductor) {
  std::vector<ModelRow> rows;
  for (const bench::BackendResult& result : results) {
    const Json& report = result.detail.contains("report") ? result.detail["report"] : Json();
    // A model that failed to compile has no report, and is listed all the same.
    bool whole_model = report.is_object() && report.contains("sets") && report["sets"].is_array();
    ModelRow row;
    row.sample = result.detail.value("sample", "");
    row.status = result.status;
    for (const Json& set : whole_model ? report["sets"] : Json::array()) {
      if (!set.is_object() || !set.contains("replacements") || !set["replacements"].is_object())
        continue;
      for (const auto& [rule, count] : set["replacements"].items())
        if (count.is_number_unsigned() && count.get<std::size_t>() > 0) {
          row.rules[rule] += count.get<std::size_t>();
          row.replacements += count.get<std::size_t>();
        }
      if (set.contains("declined") && set["declined"].is_object())
        for (const auto& [rule, count] : set["declined"].items())
          if (count.is_number_unsigned() && count.get<std::size_t>() > 0)
            row.left_to_inductor[rule] += count.get<std::size_t>();
    }
    if (report.contains("declined") && report["declined"].is_array())
      row.declined = report["declined"].size();
    if (report.contains("time_share") && report["time_share"].is_object() &&
        report["time_share"].contains("share") && report["time_share"]["share"].is_number())
      row.time_share = report["time_share"]["share"].get<double>();
    if (row.time_share && report["time_share"].contains("rules") &&
        report["time_share"]["rules"].is_object())
      for (const auto& [rule, share] : report["time_share"]["rules"].items())
        if (share.is_number()) row.rule_shares[rule] = share.get<double>();
    auto own = inductor.find(row.sample);
    row.launches = launches_per_call(result);
    if (own != inductor.end()) row.inductor_launches = own->second.launches;
    if (result.status == "ok" && result.speedup_e2e && std::isfinite(*result.speedup_e2e) &&
        *result.speedup_e2e > 0) {
      row.speedup = *result.speedup_e2e;
      std::optional<double> base =
          own != inductor.end() ? std::optional<double>(own->second.speedup) : std::nullopt;
      if (auto figure = bench::over_inductor_figure(result, base)) {
        row.over_inductor = figure->value;
        row.same_rounds = figure->same_rounds;
      }
    }
    rows.push_back(std::move(row));
  }
  std::stable_sort(rows.begin(), rows.end(), [](const ModelRow& a, const ModelRow& b) {
    return a.replacements > b.replacements;
  });
  return rows;
}

nlohmann::ordered_json to_json(const ModelRow& row) {
  using Ordered = nlohmann::ordered_json;
  auto maybe = [](const std::optional<double>& value) {
    return value ? Ordered(*value) : Ordered(nullptr);
  };
  return {{"sample", row.sample},
          {"status", row.status},
          {"replacements", row.replacements},
          {"rules", row.rules},
          {"declined", row.declined},
          {"left_to_inductor", row.left_to_inductor},
          {"speedup", maybe(row.speedup)},
          {"over_inductor", maybe(row.over_inductor)},
          {"over_inductor_same_rounds", row.same_rounds},
          {"time_share", maybe(row.time_share)},
          {"rule_shares", row.rule_shares},
          {"predicted_over_inductor", maybe(row.predicted_over_inductor)},
          {"launches", maybe(row.launches)},
          {"inductor_launches", maybe(row.inductor_launches)}};
}

}  // namespace passnet::report
