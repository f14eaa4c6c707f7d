// Expression syntax trees for the Python subset passnet reads. Trees live in an ExprPool that is
// reset between statements and keeps its nodes' buffers, so parsing a file of millions of
// statements allocates almost nothing after the first few.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "passnet/util/error.h"

namespace passnet::frontend {

using ExprId = std::uint32_t;
inline constexpr ExprId kNoExpr = 0xFFFFFFFF;

enum class ExprKind : std::uint8_t {
  kName,       // text: the name
  kAttribute,  // children: [base]; text: the attribute
  kInt,        // text: the literal
  kFloat,      // text: the literal
  kString,     // string_value: decoded (adjacent literals concatenated)
  kTrue,
  kFalse,
  kNone,
  kEllipsis,
  kTuple,      // children: items
  kList,       // children: items
  kDict,       // children: key, value, key, value...
  kCall,       // children: [callee, positional..., keyword values...]; keywords: names
  kSubscript,  // children: [value, index]
  kSlice,      // children: [start, stop, step], kNoExpr where omitted
  kUnary,      // children: [operand]; text: "-", "+", "~", "not"
  kBinary,     // children: [lhs, rhs]; text: the operator
  kCompare,    // children: [lhs, rhs]; text: the operator ("<", "is not", "in", ...)
};

struct Expr {
  ExprKind kind = ExprKind::kName;
  bool parenthesized = false;
  SourceLocation location;
  std::uint32_t begin = 0;  // byte offsets of the expression's source text
  std::uint32_t end = 0;
  std::string_view text;
  std::string string_value;
  std::vector<ExprId> children;
  std::vector<std::string_view> keywords;  // for calls: one name per trailing keyword argument
  std::vector<SourceLocation> keyword_locations;
};

class ExprPool {
 public:
  ExprId add(ExprKind kind, SourceLocation location, std::uint32_t begin) {
    if (used_ == exprs_.size()) exprs_.emplace_back();
    Expr& expr = exprs_[used_];
    expr.kind = kind;
    expr.parenthesized = false;
    expr.location = location;
    expr.begin = begin;
    expr.end = begin;
    expr.text = {};
    expr.string_value.clear();
    expr.children.clear();
    expr.keywords.clear();
    expr.keyword_locations.clear();
    return used_++;
  }
  Expr& operator[](ExprId id) { return exprs_[id]; }
  const Expr& operator[](ExprId id) const { return exprs_[id]; }
  void reset() { used_ = 0; }

 private:
  std::vector<Expr> exprs_;
  ExprId used_ = 0;
};

}  // namespace passnet::frontend
