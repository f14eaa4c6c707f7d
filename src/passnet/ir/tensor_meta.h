// Metadata of one graph input as GraphNet records it in weight_meta.py / input_meta.py: enough to
// replay a tensor of the right shape, dtype and value distribution without storing its values
// (except small tensors, whose literal data is kept).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "passnet/ir/arg.h"

namespace passnet::ir {

struct TensorMeta {
  std::string class_name;  // e.g. "Program_weight_tensor_meta_L_x_"
  std::string name;        // the forward parameter it feeds
  std::optional<std::string> original_name;
  std::vector<std::int64_t> shape;
  std::string dtype;   // as written, e.g. "torch.float32"
  std::string device;  // as written, e.g. "cuda:0"
  // Each of these is absent when the class does not define it, and Arg::none() for `= None`.
  std::optional<Arg> mean;
  std::optional<Arg> std;
  std::optional<Arg> data;
  std::optional<Arg> min_val;
  std::optional<Arg> max_val;
  // Attributes passnet does not interpret, kept so that writing the sample back loses nothing.
  std::vector<Keyword> extra;

  friend bool operator==(const TensorMeta&, const TensorMeta&) = default;
};

}  // namespace passnet::ir
