#include "passnet/frontend/meta_reader.h"

#include <fmt/format.h>

#include <unordered_map>

#include "passnet/frontend/literals.h"
#include "passnet/frontend/parser.h"

namespace passnet::frontend {

namespace {

void skip_import(Parser& parser) {
  while (parser.peek().kind != TokenKind::kNewline && parser.peek().kind != TokenKind::kEnd)
    parser.take();
  parser.expect_newline("after the import");
}

std::string require_string(const Parser& parser, ExprId id, const ir::Arg& value,
                           std::string_view attribute) {
  if (!value.is(ir::ArgKind::kStr))
    parser.fail_at(parser.pool()[id].location, fmt::format("'{}' must be a string, found '{}'",
                                                           attribute, parser.source_text(id)));
  return value.text();
}

void read_meta_attribute(Parser& parser, ir::TensorMeta& meta) {
  Token attribute = parser.expect_name("for a metadata attribute");
  parser.expect_op("=", "after the attribute name");
  ExprId value_id = parser.parse_expression_list();
  ir::Arg value = evaluate_literal(parser, value_id);
  std::string_view name = attribute.text;
  if (name == "name") {
    meta.name = require_string(parser, value_id, value, name);
  } else if (name == "original_name") {
    meta.original_name = require_string(parser, value_id, value, name);
  } else if (name == "dtype") {
    meta.dtype = require_string(parser, value_id, value, name);
  } else if (name == "device") {
    meta.device = require_string(parser, value_id, value, name);
  } else if (name == "shape") {
    if (!value.is(ir::ArgKind::kList) && !value.is(ir::ArgKind::kTuple))
      parser.fail_at(parser.pool()[value_id].location, "'shape' must be a list of integers");
    meta.shape.clear();
    for (const ir::Arg& dim : value.items()) {
      if (!dim.is(ir::ArgKind::kInt) || dim.as_int() < 0)
        parser.fail_at(parser.pool()[value_id].location,
                       fmt::format("'shape' must hold non-negative integers, found '{}'",
                                   parser.source_text(value_id)));
      meta.shape.push_back(dim.as_int());
    }
  } else if (name == "mean") {
    meta.mean = std::move(value);
  } else if (name == "std") {
    meta.std = std::move(value);
  } else if (name == "data") {
    meta.data = std::move(value);
  } else if (name == "min_val") {
    meta.min_val = std::move(value);
  } else if (name == "max_val") {
    meta.max_val = std::move(value);
  } else {
    for (ir::Keyword& existing : meta.extra)
      if (existing.name == name) {
        existing.value = std::move(value);
        return;
      }
    meta.extra.push_back({std::string(name), std::move(value)});
  }
}

}  // namespace

std::vector<ir::TensorMeta> read_tensor_meta(const std::string& file, std::string_view source) {
  Lexer lexer(file, source);
  Parser parser(lexer);
  std::vector<ir::TensorMeta> metas;
  std::unordered_map<std::string, SourceLocation> seen_names;
  for (;;) {
    const Token& token = parser.peek();
    if (token.kind == TokenKind::kEnd) break;
    if (token.kind == TokenKind::kNewline) {
      parser.take();
      continue;
    }
    if (token.is_name("import") || token.is_name("from")) {
      skip_import(parser);
      continue;
    }
    if (!token.is_name("class")) parser.fail_expected("a metadata class");
    SourceLocation class_location = parser.take().location;
    ir::TensorMeta meta;
    meta.class_name = std::string(parser.expect_name("after 'class'").text);
    if (parser.accept_op("(")) {
      if (!parser.peek().is_op(")")) parser.parse_expression_list();
      parser.expect_op(")", "to close the base class list");
    }
    parser.expect_op(":", "after the class header");
    parser.expect_newline("after the class header");
    if (parser.peek().kind != TokenKind::kIndent) parser.fail_expected("an indented class body");
    parser.take();
    while (parser.peek().kind != TokenKind::kDedent && parser.peek().kind != TokenKind::kEnd) {
      if (parser.peek().kind == TokenKind::kNewline) {
        parser.take();
        continue;
      }
      if (parser.peek().is_name("pass") || parser.peek().kind == TokenKind::kString) {
        parser.take();
        parser.expect_newline("after the statement");
        continue;
      }
      read_meta_attribute(parser, meta);
      parser.expect_newline("after the attribute");
      parser.pool().reset();
    }
    if (parser.peek().kind == TokenKind::kDedent) parser.take();
    if (meta.name.empty())
      lexer.fail(class_location,
                 fmt::format("class '{}' has no 'name' attribute", meta.class_name));
    if (auto [it, inserted] = seen_names.emplace(meta.name, class_location); !inserted)
      lexer.fail(class_location, fmt::format("tensor '{}' is described twice (first at line {})",
                                             meta.name, it->second.line));
    if (meta.dtype.empty()) meta.dtype = "torch.float32";
    metas.push_back(std::move(meta));
  }
  return metas;
}

namespace {

// Values in the constraints file: literals, Symbol("S0") calls, names bound earlier (symbols),
// and sympy arithmetic, which is kept as the symbol of its source text.
ir::Arg evaluate_constraint_value(Parser& parser, ExprId id,
                                  const std::unordered_map<std::string_view, ir::Arg>& names) {
  const Expr& expr = parser.pool()[id];
  switch (expr.kind) {
    case ExprKind::kName:
      if (auto it = names.find(expr.text); it != names.end()) return it->second;
      parser.fail_at(expr.location,
                     fmt::format("name '{}' is used before it is assigned", expr.text));
    case ExprKind::kCall: {
      const Expr& callee = parser.pool()[expr.children[0]];
      bool is_symbol = (callee.kind == ExprKind::kName && callee.text == "Symbol") ||
                       (callee.kind == ExprKind::kAttribute && callee.text == "Symbol");
      if (is_symbol && expr.children.size() >= 2 &&
          parser.pool()[expr.children[1]].kind == ExprKind::kString)
        return ir::Arg::symbol(parser.pool()[expr.children[1]].string_value);
      return ir::Arg::symbol(std::string(parser.source_text(id)));
    }
    case ExprKind::kBinary:
    case ExprKind::kCompare:
    case ExprKind::kUnary:
      if (expr.kind == ExprKind::kUnary && expr.text == "-" &&
          parser.pool()[expr.children[0]].kind != ExprKind::kName)
        return evaluate_literal(parser, id);
      return ir::Arg::symbol(std::string(parser.source_text(id)));
    case ExprKind::kTuple:
    case ExprKind::kList:
    case ExprKind::kDict: {
      std::vector<ir::Arg> items;
      for (ExprId child : expr.children)
        items.push_back(evaluate_constraint_value(parser, child, names));
      if (expr.kind == ExprKind::kTuple) return ir::Arg::tuple(std::move(items));
      if (expr.kind == ExprKind::kList) return ir::Arg::list(std::move(items));
      return ir::Arg::dict(std::move(items));
    }
    default:
      return evaluate_literal(parser, id);
  }
}

}  // namespace

InputConstraints read_input_constraints(const std::string& file, std::string_view source) {
  Lexer lexer(file, source);
  Parser parser(lexer);
  InputConstraints constraints;
  std::unordered_map<std::string_view, ir::Arg> names;
  auto fail_shape = [&](ExprId id, std::string_view what) {
    parser.fail_at(parser.pool()[id].location,
                   fmt::format("{} must be {}", parser.source_text(id), what));
  };
  for (;;) {
    const Token& token = parser.peek();
    if (token.kind == TokenKind::kEnd) break;
    if (token.kind == TokenKind::kNewline) {
      parser.take();
      continue;
    }
    if (token.is_name("import") || token.is_name("from")) {
      skip_import(parser);
      continue;
    }
    Token target = parser.expect_name("for a constraint assignment");
    parser.expect_op("=", "after the name");
    ExprId value_id = parser.parse_expression_list();
    ir::Arg value = evaluate_constraint_value(parser, value_id, names);
    std::string_view name = target.text;
    if (name == "dynamic_dim_constraint_symbols") {
      for (const ir::Arg& symbol : value.items())
        constraints.symbols.push_back(symbol.text());
    } else if (name == "dynamic_dim_constraint_symbol2example_value") {
      if (!value.is(ir::ArgKind::kDict)) fail_shape(value_id, "a dict");
      for (std::size_t i = 0; i + 1 < value.items().size(); i += 2) {
        if (!value.items()[i + 1].is(ir::ArgKind::kInt)) fail_shape(value_id, "a dict of integers");
        constraints.example_values.emplace_back(value.items()[i].text(),
                                                value.items()[i + 1].as_int());
      }
    } else if (name == "dynamic_dim_constraint_input_shapes") {
      if (!value.is(ir::ArgKind::kList)) fail_shape(value_id, "a list of (shape, name) pairs");
      for (const ir::Arg& entry : value.items()) {
        if (!entry.is(ir::ArgKind::kTuple) || entry.items().size() != 2 ||
            !entry.items()[1].is(ir::ArgKind::kStr) || !entry.items()[0].is(ir::ArgKind::kList))
          fail_shape(value_id, "a list of (shape, name) pairs");
        constraints.input_shapes.emplace_back(entry.items()[1].text(), entry.items()[0].items());
      }
    } else if (name == "dynamic_dim_constraint_relations") {
      constraints.relations = value.items();
    }
    names[name] = std::move(value);
    parser.expect_newline("after the assignment");
    parser.pool().reset();
  }
  return constraints;
}

}  // namespace passnet::frontend
