#include "passnet/bench/device_floor.h"

#include <algorithm>
#include <array>
#include <utility>

namespace passnet::bench {

namespace {

std::optional<std::int64_t> bytes_of(const std::vector<std::int64_t>& shape,
                                     std::string_view dtype) {
  std::optional<int> size = dtype_bytes(dtype);
  if (!size) return std::nullopt;
  std::int64_t elements = 1;
  for (std::int64_t d : shape)
    elements *= std::max<std::int64_t>(d, 0);
  return elements * *size;
}

}  // namespace

std::optional<int> dtype_bytes(std::string_view dtype) {
  if (dtype.starts_with("torch.")) dtype.remove_prefix(6);
  static constexpr std::array<std::pair<std::string_view, int>, 17> kSizes = {{
      {"float64", 8},
      {"double", 8},
      {"float32", 4},
      {"float", 4},
      {"float16", 2},
      {"half", 2},
      {"bfloat16", 2},
      {"int64", 8},
      {"long", 8},
      {"int32", 4},
      {"int", 4},
      {"int16", 2},
      {"int8", 1},
      {"uint8", 1},
      {"bool", 1},
      {"complex64", 8},
      {"complex128", 16},
  }};
  for (const auto& [name, size] : kSizes)
    if (name == dtype) return size;
  return std::nullopt;
}

std::optional<std::int64_t> input_bytes(const frontend::Sample& sample) {
  std::int64_t total = 0;
  for (const auto* metas : {&sample.input_meta, &sample.weight_meta})
    for (const ir::TensorMeta& meta : *metas) {
      std::optional<std::int64_t> bytes = bytes_of(meta.shape, meta.dtype);
      if (!bytes) return std::nullopt;
      total += *bytes;
    }
  return total;
}

std::optional<std::int64_t> output_bytes(const nlohmann::json& described_outputs) {
  if (!described_outputs.is_array() || described_outputs.empty()) return std::nullopt;
  std::int64_t total = 0;
  for (const nlohmann::json& output : described_outputs) {
    if (!output.is_object() || !output.contains("shape") || output["shape"].is_null()) continue;
    if (!output["shape"].is_array() || !output.contains("dtype") || !output["dtype"].is_string())
      return std::nullopt;
    std::vector<std::int64_t> shape;
    for (const nlohmann::json& d : output["shape"]) {
      if (!d.is_number_integer()) return std::nullopt;
      shape.push_back(d.get<std::int64_t>());
    }
    std::optional<std::int64_t> bytes = bytes_of(shape, output["dtype"].get<std::string>());
    if (!bytes) return std::nullopt;
    total += *bytes;
  }
  return total;
}

double roofline_ms(std::int64_t bytes, double bandwidth_gbs) {
  return static_cast<double>(bytes) / (bandwidth_gbs * 1e9) * 1e3;
}

std::optional<double> known_bandwidth_gbs(std::string_view device_name) {
  // Data-sheet HBM bandwidths; the SXM parts are the ones the device pool lends.
  static constexpr std::array<std::pair<std::string_view, double>, 4> kCards = {{
      {"H100 80GB HBM3", 3350},
      {"H100 PCIe", 2000},
      {"H200", 4800},
      {"A100-SXM4-80GB", 2039},
  }};
  for (const auto& [name, bandwidth] : kCards)
    if (device_name.find(name) != std::string_view::npos) return bandwidth;
  return std::nullopt;
}

double floor_ms(double eager_ms, std::optional<double> roofline) {
  return roofline && *roofline > 0 ? std::min(eager_ms, *roofline) : eager_ms;
}

}  // namespace passnet::bench
