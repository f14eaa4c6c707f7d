#include "passnet/bench/sample_stats.h"

#include <algorithm>
#include <cmath>

namespace passnet::bench {

std::optional<double> geometric_mean(const std::vector<double>& values) {
  if (values.empty()) return std::nullopt;
  double sum = 0;
  for (double value : values)
    sum += std::log(value);
  return std::exp(sum / static_cast<double>(values.size()));
}

std::optional<double> median(std::vector<double> values) {
  if (values.empty()) return std::nullopt;
  std::sort(values.begin(), values.end());
  std::size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

nlohmann::json json_or_null(const std::optional<double>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

}  // namespace passnet::bench
