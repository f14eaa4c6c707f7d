// A subgraph's floor by device time, for curation (issue 31): the least of eager's device time
// and the roofline, the time the device needs to read the subgraph's inputs once and write its
// outputs once at its memory bandwidth. A suite curated by the distance of Inductor's device time
// to this floor measures where Inductor's kernels fall short; one curated by speedups through
// dynamo measured mostly its host overhead (docs/passbench.md).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "passnet/frontend/sample.h"

namespace passnet::bench {

// Bytes per element of a dtype as GraphNet writes it ("torch.float16", "float32", "bool");
// nullopt for a dtype passnet does not know.
std::optional<int> dtype_bytes(std::string_view dtype);

// Bytes of the sample's inputs (input_meta and weight_meta), nullopt if a dtype is unknown.
std::optional<std::int64_t> input_bytes(const frontend::Sample& sample);

// Bytes of eager's outputs as the worker describes them ([{"shape", "dtype"}, ...]; non-tensor
// outputs count nothing), nullopt if the description is missing or a dtype is unknown.
std::optional<std::int64_t> output_bytes(const nlohmann::json& described_outputs);

// Milliseconds to move `bytes` at `bandwidth_gbs` (10^9 bytes per second).
double roofline_ms(std::int64_t bytes, double bandwidth_gbs);

// The HBM bandwidth of a card the workers name (torch's device name), GB/s, from its vendor's
// data sheet; nullopt for others (pass --bandwidth-gbs).
std::optional<double> known_bandwidth_gbs(std::string_view device_name);

// eager's device time, or the roofline where it is lower and known.
double floor_ms(double eager_ms, std::optional<double> roofline);

}  // namespace passnet::bench
