// What the integrity layer said about one backend's results in a run. A pass backend's result
// detail carries `integrity` ({"verdict": "flagged"|"clean", "layer", "rules", "violations", ...},
// docs/integrity.md); a pass that broke a rule has status integrity_fail and scores the
// failure penalty at every t. Run summaries, `bench score`, `bench suite run` and `bench report`
// print the counts below, so a flagged pass is seen as a cheat rather than as one more failure.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace passnet::bench {

struct BackendResult;

struct FlaggedSample {
  std::string sample;
  std::string layer;               // the earliest layer that flagged it; "" when not recorded
  std::vector<std::string> rules;  // the rules it broke, as recorded
  std::string error;               // the result's error message ("integrity: RULE at ...")

  bool operator==(const FlaggedSample&) const = default;
};

struct IntegritySummary {
  std::size_t samples = 0;  // result rows of the backend
  std::size_t checked = 0;  // rows that carry a verdict (pass backends; 0 for eager, inductor)
  std::size_t flagged = 0;  // rows flagged, or with status integrity_fail
  std::map<std::string, std::size_t> rules;  // rule -> flagged rows that broke it
  std::vector<FlaggedSample> flagged_samples;

  // Whether there is anything to say: some row was checked or flagged.
  bool any() const { return checked > 0 || flagged > 0; }
  // {"samples", "checked", "flagged", "rules"}, plus "flagged_samples" when asked for.
  nlohmann::json to_json(bool with_samples) const;
  // Reads what to_json wrote (flagged_samples left empty); missing fields read as 0.
  static IntegritySummary from_json(const nlohmann::json& json);

  bool operator==(const IntegritySummary&) const = default;
};

IntegritySummary summarize_integrity(const std::vector<BackendResult>& results);

// "integrity: 3 of 10 samples flagged (torch-call 2, aten-op 1)": rules by count, then name;
// without the parentheses when no rule was recorded.
std::string integrity_line(const IntegritySummary& summary);

}  // namespace passnet::bench
