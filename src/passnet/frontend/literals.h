// Conversions from Python literal syntax to IR values, shared by the model and metadata readers.
#pragma once

#include <optional>
#include <string_view>

#include "passnet/frontend/parser.h"
#include "passnet/ir/arg.h"

namespace passnet::frontend {

// An int literal token ("42", "0x2A", "1_000") as an Int arg, or BigInt past int64.
ir::Arg int_literal(const Parser& parser, const Expr& expr);
double float_literal(const Parser& parser, const Expr& expr);

// Negates a numeric literal arg (int, big int, float); nullopt for anything else.
std::optional<ir::Arg> negate_literal(const ir::Arg& value);

// Names under torch/math that denote constants rather than callables: dtypes (aliases folded
// to their canonical name, so torch.float and torch.float32 compare equal), memory formats,
// layouts, and float constants such as torch.inf. nullopt when `qualname` is none of them.
std::optional<ir::Arg> torch_constant(std::string_view qualname);

// The value of a literal expression (numbers, strings, None, True/False, Ellipsis, unary +/-,
// float("inf"/"nan"), tuples, lists and dicts of those); a ParseError naming what was found
// otherwise. Used for metadata files, whose attributes must be plain data.
ir::Arg evaluate_literal(const Parser& parser, ExprId id);

}  // namespace passnet::frontend
