// The summary statistics the run summaries share over per-sample figures (ratios to a floor or a
// roofline, harness seconds): geometric mean, median, and JSON null where there is no figure.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace passnet::bench {

// exp(mean(log x)) of positive values; nullopt when there are none.
std::optional<double> geometric_mean(const std::vector<double>& values);

// The middle value (the mean of the two middle ones for an even count); nullopt when empty.
std::optional<double> median(std::vector<double> values);

nlohmann::json json_or_null(const std::optional<double>& value);

}  // namespace passnet::bench
