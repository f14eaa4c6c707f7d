// Dtype variants: the float16 and bfloat16 versions of a float32 subgraph, so that one op
// sequence is benchmarked at the precisions passes meet in practice.
//
// Making a variant is a rewrite in the engine: every float32 input and weight is declared in the
// target dtype (statistics kept), and the graph's float32 literals (`dtype=torch.float32`,
// `.to(torch.float32)`) and `.float()` calls name the target dtype instead. Whether "every op
// allows" it is then decided by running the variant, not by a list of ops: the runtime annotates
// it (real mode), and the variant is kept only if it ran and every floating value it computed
// is in the target dtype. An op with no kernel for the dtype fails the run; an op that computes
// in another precision anyway (a float64 cast, an op that always returns float32) shows up in
// the annotation. Both are refusals with the reason recorded.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "passnet/extract/annotation.h"
#include "passnet/frontend/sample.h"

namespace passnet::extract {

// "float16" and "bfloat16": the targets variants are made for.
inline constexpr std::string_view kVariantDtypes[] = {"float16", "bfloat16"};

struct VariantResult {
  std::optional<frontend::Sample> sample;  // the variant, when it could be written
  std::string refusal;                     // otherwise: why not (one line)
};

// Rewrites a float32 sample into `dtype` ("float16" or "bfloat16"). Refused (no sample) when the
// sample has no float32 tensor input, has floating inputs of another dtype, or holds float32
// statistics outside the target's finite range. subgraph_sources.json gains
// {"dtype_variant": {"of": base_graph_hash, "dtype": "torch.float16"}}.
VariantResult make_dtype_variant(const frontend::Sample& base, std::string_view dtype,
                                 const std::string& base_graph_hash);

// Checks the annotation of a variant run: nullopt when it ran and every floating value it
// computed is `torch.<dtype>`, else the reason to refuse it.
std::optional<std::string> check_variant_run(const SampleAnnotation& annotation,
                                             std::string_view dtype);

}  // namespace passnet::extract
