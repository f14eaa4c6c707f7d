#include "passnet/extract/dtype_variant.h"

#include <fmt/format.h>

#include <cmath>

#include "passnet/util/error.h"

namespace passnet::extract {

namespace {

constexpr std::string_view kFloat32 = "torch.float32";

bool is_floating(const std::string& dtype) {
  return dtype == "torch.float32" || dtype == "torch.float16" || dtype == "torch.bfloat16" ||
         dtype == "torch.float64" || dtype.starts_with("torch.float8");
}

// Largest finite value of the target dtype (bfloat16 shares float32's exponent range).
double finite_limit(std::string_view dtype) {
  return dtype == "float16" ? 65504.0 : 3.3895313892515355e38;
}

std::optional<double> number(const std::optional<ir::Arg>& arg) {
  if (!arg) return std::nullopt;
  if (arg->is(ir::ArgKind::kFloat)) return arg->as_float();
  if (arg->is(ir::ArgKind::kInt)) return static_cast<double>(arg->as_int());
  return std::nullopt;
}

// float32 literals become the target; returns how many were rewritten.
std::size_t retarget_literals(ir::Arg& arg, std::string_view dtype) {
  if (arg.is(ir::ArgKind::kDtype)) {
    if (arg.text() != "float32") return 0;
    arg = ir::Arg::dtype(std::string(dtype));
    return 1;
  }
  std::size_t rewritten = 0;
  for (ir::Arg& item : arg.mutable_items())
    rewritten += retarget_literals(item, dtype);
  return rewritten;
}

// The first floating dtype in `value` (items included) other than `target`, or "".
std::string other_floating(const ValueInfo& value, const std::string& target) {
  if (value.is_tensor() && is_floating(value.tensor.dtype) && value.tensor.dtype != target)
    return value.tensor.dtype;
  for (const ValueInfo& item : value.items)
    if (std::string other = other_floating(item, target); !other.empty()) return other;
  return "";
}

}  // namespace

VariantResult make_dtype_variant(const frontend::Sample& base, std::string_view dtype,
                                 const std::string& base_graph_hash) {
  if (dtype != "float16" && dtype != "bfloat16")
    throw Error(ErrorCategory::kUsage,
                fmt::format("dtype variant '{}': expected float16 or bfloat16", dtype));
  std::string target = fmt::format("torch.{}", dtype);
  VariantResult result;
  frontend::Sample variant = base;
  std::size_t converted = 0;
  for (auto* metas : {&variant.input_meta, &variant.weight_meta})
    for (ir::TensorMeta& meta : *metas) {
      if (!is_floating(meta.dtype)) continue;
      if (meta.dtype != kFloat32) {
        result.refusal = fmt::format("input '{}' is {}, not float32", meta.name, meta.dtype);
        return result;
      }
      for (const auto* bound : {&meta.min_val, &meta.max_val, &meta.mean})
        if (std::optional<double> value = number(*bound);
            value && std::isfinite(*value) && std::abs(*value) > finite_limit(dtype)) {
          result.refusal =
              fmt::format("input '{}' holds {} beyond the range of {}", meta.name, *value, target);
          return result;
        }
      meta.dtype = target;
      ++converted;
    }
  if (converted == 0) {
    result.refusal = "no float32 tensor input";
    return result;
  }
  for (ir::NodeId id = 0; id < variant.graph.size(); ++id) {
    ir::Node& node = variant.graph.mutable_node(id);
    for (ir::Arg& arg : node.args)
      retarget_literals(arg, dtype);
    for (ir::Keyword& keyword : node.kwargs)
      retarget_literals(keyword.value, dtype);
    // x.float() is the float32 cast; its counterpart keeps a .half()/.bfloat16() method call.
    if (node.op == ir::OpKind::kCallMethod && node.target == "float")
      node.target = dtype == "float16" ? "half" : "bfloat16";
  }
  variant.index_metadata();
  nlohmann::json sources =
      base.subgraph_sources ? *base.subgraph_sources : nlohmann::json::object();
  sources["dtype_variant"] = {{"of", base_graph_hash}, {"dtype", target}};
  variant.subgraph_sources = std::move(sources);
  variant.graph_hash_txt.reset();
  result.sample = std::move(variant);
  return result;
}

std::optional<std::string> check_variant_run(const SampleAnnotation& annotation,
                                             std::string_view dtype) {
  if (!annotation.ok()) return fmt::format("does not run: {}", annotation.describe());
  std::string target = fmt::format("torch.{}", dtype);
  for (const NodeAnnotation& node : annotation.nodes)
    if (std::string other = other_floating(node.value, target); !other.empty())
      return fmt::format("node '{}' computes in {}", node.name, other);
  for (const ValueInfo& output : annotation.outputs)
    if (std::string other = other_floating(output, target); !other.empty())
      return fmt::format("an output is {}", other);
  return std::nullopt;
}

}  // namespace passnet::extract
