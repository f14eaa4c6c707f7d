// A recursive-descent parser for Python expressions (the subset in GraphNet samples: names,
// attributes, calls with keyword arguments, subscripts and slices, unary, binary and comparison
// operators, literals, tuples, lists and dicts) plus the token-level helpers that the file
// readers use to walk statements. Anything outside the subset is a ParseError that says what
// was found and what was expected.
#pragma once

#include <string>
#include <string_view>

#include "passnet/frontend/lexer.h"
#include "passnet/frontend/syntax.h"

namespace passnet::frontend {

class Parser {
 public:
  explicit Parser(Lexer& lexer);

  const Token& peek() const { return current_; }
  Token take();
  bool accept_op(std::string_view op);
  bool accept_name(std::string_view name);
  Token expect_op(std::string_view op, std::string_view context);
  Token expect_name(std::string_view context);
  void expect_newline(std::string_view context);
  [[noreturn]] void fail_here(const std::string& message) const;
  [[noreturn]] void fail_at(SourceLocation location, const std::string& message) const;
  // "expected X, found Y" at the current token.
  [[noreturn]] void fail_expected(std::string_view expected) const;

  // A comma-separated list of expressions; more than one (or a trailing comma) makes a tuple.
  ExprId parse_expression_list();
  // One expression without bare tuples.
  ExprId parse_expression();

  ExprPool& pool() { return pool_; }
  const ExprPool& pool() const { return pool_; }
  const Lexer& lexer() const { return lexer_; }
  std::string_view source_text(ExprId id) const;

 private:
  ExprId parse_not();
  ExprId parse_comparison();
  ExprId parse_binary(int min_precedence);
  ExprId parse_unary();
  ExprId parse_power();
  ExprId parse_postfix();
  ExprId parse_atom();
  ExprId parse_call(ExprId callee);
  ExprId parse_subscript(ExprId value);
  ExprId parse_slice_item();
  ExprId parse_parenthesized();
  ExprId parse_bracket_list();
  ExprId parse_dict();
  void finish(ExprId id);
  // Counts recursion so that pathological nesting is an error instead of a stack overflow.
  class DepthGuard;

  Lexer& lexer_;
  Token current_;
  std::uint32_t previous_end_ = 0;
  int depth_ = 0;
  ExprPool pool_;
};

}  // namespace passnet::frontend
