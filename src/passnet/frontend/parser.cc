#include "passnet/frontend/parser.h"

#include <fmt/format.h>

namespace passnet::frontend {

namespace {

// Binary operators by precedence, lowest first, as in Python's grammar.
int binary_precedence(const Token& token) {
  if (token.kind != TokenKind::kOp) return -1;
  std::string_view op = token.text;
  if (op == "|") return 1;
  if (op == "^") return 2;
  if (op == "&") return 3;
  if (op == "<<" || op == ">>") return 4;
  if (op == "+" || op == "-") return 5;
  if (op == "*" || op == "/" || op == "//" || op == "%" || op == "@") return 6;
  return -1;
}

bool is_comparison(const Token& token) {
  if (token.kind == TokenKind::kName)
    return token.text == "in" || token.text == "is" || token.text == "not";
  if (token.kind != TokenKind::kOp) return false;
  std::string_view op = token.text;
  return op == "<" || op == ">" || op == "==" || op == ">=" || op == "<=" || op == "!=";
}

bool starts_expression(const Token& token) {
  switch (token.kind) {
    case TokenKind::kName:
      return token.text != "for" && token.text != "if" && token.text != "else" &&
             token.text != "in" && token.text != "and" && token.text != "or";
    case TokenKind::kInt:
    case TokenKind::kFloat:
    case TokenKind::kString:
      return true;
    case TokenKind::kOp: {
      std::string_view op = token.text;
      return op == "(" || op == "[" || op == "{" || op == "-" || op == "+" || op == "~" ||
             op == "...";
    }
    default:
      return false;
  }
}

std::string describe(const Token& token) {
  switch (token.kind) {
    case TokenKind::kNewline:
      return "end of line";
    case TokenKind::kEnd:
      return "end of file";
    case TokenKind::kIndent:
      return "an indented block";
    case TokenKind::kDedent:
      return "the end of an indented block";
    case TokenKind::kString:
      return "a string literal";
    default:
      return fmt::format("'{}'", token.text);
  }
}

}  // namespace

// Python itself refuses nesting deeper than about 200 levels; so does passnet.
constexpr int kMaxNesting = 200;

class Parser::DepthGuard {
 public:
  explicit DepthGuard(Parser& parser) : parser_(parser) {
    if (++parser_.depth_ > kMaxNesting)
      parser_.fail_here(fmt::format("expression nested more than {} levels deep", kMaxNesting));
  }
  ~DepthGuard() { --parser_.depth_; }
  DepthGuard(const DepthGuard&) = delete;
  DepthGuard& operator=(const DepthGuard&) = delete;

 private:
  Parser& parser_;
};

Parser::Parser(Lexer& lexer) : lexer_(lexer), current_(lexer.next()) {}

Token Parser::take() {
  Token token = current_;
  if (!token.text.empty())
    previous_end_ =
        static_cast<std::uint32_t>(token.text.data() + token.text.size() - lexer_.source().data());
  current_ = lexer_.next();
  return token;
}

bool Parser::accept_op(std::string_view op) {
  if (!current_.is_op(op)) return false;
  take();
  return true;
}

bool Parser::accept_name(std::string_view name) {
  if (!current_.is_name(name)) return false;
  take();
  return true;
}

void Parser::fail_at(SourceLocation location, const std::string& message) const {
  lexer_.fail(location, message);
}

void Parser::fail_here(const std::string& message) const {
  fail_at(current_.location, message);
}

void Parser::fail_expected(std::string_view expected) const {
  fail_here(fmt::format("expected {}, found {}", expected, describe(current_)));
}

Token Parser::expect_op(std::string_view op, std::string_view context) {
  if (!current_.is_op(op)) fail_expected(fmt::format("'{}' {}", op, context));
  return take();
}

Token Parser::expect_name(std::string_view context) {
  if (current_.kind != TokenKind::kName) fail_expected(fmt::format("a name {}", context));
  return take();
}

void Parser::expect_newline(std::string_view context) {
  if (current_.kind == TokenKind::kEnd) return;
  if (current_.kind != TokenKind::kNewline) fail_expected(fmt::format("end of line {}", context));
  take();
}

std::string_view Parser::source_text(ExprId id) const {
  const Expr& expr = pool_[id];
  return lexer_.source().substr(expr.begin, expr.end - expr.begin);
}

void Parser::finish(ExprId id) {
  pool_[id].end = previous_end_;
}

ExprId Parser::parse_expression_list() {
  ExprId first = parse_expression();
  if (!current_.is_op(",")) return first;
  ExprId tuple = pool_.add(ExprKind::kTuple, pool_[first].location, pool_[first].begin);
  pool_[tuple].children.push_back(first);
  while (accept_op(",")) {
    if (!starts_expression(current_)) break;
    ExprId item = parse_expression();
    pool_[tuple].children.push_back(item);
  }
  finish(tuple);
  return tuple;
}

ExprId Parser::parse_expression() {
  ExprId value = parse_not();
  if (current_.is_name("if")) fail_here("conditional expressions are not supported");
  if (current_.is_name("and") || current_.is_name("or"))
    fail_here("boolean operators 'and'/'or' are not supported");
  if (current_.is_name("for")) fail_here("comprehensions are not supported");
  if (current_.is_name("lambda")) fail_here("lambda expressions are not supported");
  return value;
}

ExprId Parser::parse_not() {
  DepthGuard guard(*this);
  if (current_.is_name("not")) {
    Token op = take();
    ExprId operand = parse_not();
    ExprId id = pool_.add(ExprKind::kUnary, op.location,
                          static_cast<std::uint32_t>(op.text.data() - lexer_.source().data()));
    pool_[id].text = "not";
    pool_[id].children.push_back(operand);
    finish(id);
    return id;
  }
  return parse_comparison();
}

ExprId Parser::parse_comparison() {
  ExprId lhs = parse_binary(1);
  if (!is_comparison(current_)) return lhs;
  Token op = take();
  std::string_view text = op.text;
  if (op.is_name("is") && current_.is_name("not")) {
    take();
    text = "is not";
  } else if (op.is_name("not")) {
    if (!current_.is_name("in")) fail_expected("'in' after 'not'");
    take();
    text = "not in";
  }
  ExprId rhs = parse_binary(1);
  if (is_comparison(current_)) fail_here("chained comparisons are not supported");
  ExprId id = pool_.add(ExprKind::kCompare, pool_[lhs].location, pool_[lhs].begin);
  pool_[id].text = text;
  pool_[id].children = {lhs, rhs};
  finish(id);
  return id;
}

ExprId Parser::parse_binary(int min_precedence) {
  DepthGuard guard(*this);
  ExprId lhs = parse_unary();
  for (;;) {
    int precedence = binary_precedence(current_);
    if (precedence < min_precedence) return lhs;
    Token op = take();
    ExprId rhs = parse_binary(precedence + 1);
    ExprId id = pool_.add(ExprKind::kBinary, pool_[lhs].location, pool_[lhs].begin);
    pool_[id].text = op.text;
    pool_[id].children = {lhs, rhs};
    finish(id);
    lhs = id;
  }
}

ExprId Parser::parse_unary() {
  DepthGuard guard(*this);
  if (current_.is_op("-") || current_.is_op("+") || current_.is_op("~")) {
    Token op = take();
    ExprId operand = parse_unary();
    ExprId id = pool_.add(ExprKind::kUnary, op.location,
                          static_cast<std::uint32_t>(op.text.data() - lexer_.source().data()));
    pool_[id].text = op.text;
    pool_[id].children.push_back(operand);
    finish(id);
    return id;
  }
  return parse_power();
}

ExprId Parser::parse_power() {
  ExprId base = parse_postfix();
  if (!current_.is_op("**")) return base;
  take();
  ExprId exponent = parse_unary();  // right-associative, binds tighter than unary on the left
  ExprId id = pool_.add(ExprKind::kBinary, pool_[base].location, pool_[base].begin);
  pool_[id].text = "**";
  pool_[id].children = {base, exponent};
  finish(id);
  return id;
}

ExprId Parser::parse_postfix() {
  ExprId value = parse_atom();
  for (;;) {
    if (current_.is_op(".")) {
      take();
      Token name = expect_name("after '.'");
      ExprId id = pool_.add(ExprKind::kAttribute, pool_[value].location, pool_[value].begin);
      pool_[id].text = name.text;
      pool_[id].children.push_back(value);
      finish(id);
      value = id;
    } else if (current_.is_op("(")) {
      value = parse_call(value);
    } else if (current_.is_op("[")) {
      value = parse_subscript(value);
    } else {
      return value;
    }
  }
}

ExprId Parser::parse_call(ExprId callee) {
  expect_op("(", "to open the call");
  ExprId id = pool_.add(ExprKind::kCall, pool_[callee].location, pool_[callee].begin);
  pool_[id].children.push_back(callee);
  // Positional arguments are collected before keyword values; Python forbids the reverse order.
  std::vector<ExprId> keyword_values;
  while (!current_.is_op(")")) {
    if (current_.is_op("*") || current_.is_op("**"))
      fail_here("starred arguments are not supported");
    if (current_.kind == TokenKind::kName) {
      Token name = current_;
      // A keyword argument is NAME '='; peeking needs one more token, so parse and inspect.
      ExprId value = parse_expression();
      if (current_.is_op("=") && pool_[value].kind == ExprKind::kName &&
          pool_[value].text == name.text) {
        take();
        pool_[id].keywords.push_back(name.text);
        pool_[id].keyword_locations.push_back(name.location);
        keyword_values.push_back(parse_expression());
      } else {
        if (!keyword_values.empty())
          fail_at(pool_[value].location, "positional argument follows keyword argument");
        pool_[id].children.push_back(value);
      }
    } else {
      ExprId value = parse_expression();
      if (!keyword_values.empty())
        fail_at(pool_[value].location, "positional argument follows keyword argument");
      pool_[id].children.push_back(value);
    }
    if (!accept_op(",")) break;
  }
  expect_op(")", "to close the call");
  for (ExprId value : keyword_values)
    pool_[id].children.push_back(value);
  finish(id);
  return id;
}

ExprId Parser::parse_slice_item() {
  Token start_token = current_;
  std::uint32_t begin =
      static_cast<std::uint32_t>(start_token.text.data() - lexer_.source().data());
  ExprId lower = kNoExpr;
  if (!current_.is_op(":")) {
    lower = parse_expression();
    if (!current_.is_op(":")) return lower;
    begin = pool_[lower].begin;
  }
  ExprId id = pool_.add(ExprKind::kSlice, start_token.location, begin);
  take();  // ':'
  ExprId upper = kNoExpr;
  ExprId step = kNoExpr;
  if (!current_.is_op(":") && !current_.is_op(",") && !current_.is_op("]"))
    upper = parse_expression();
  if (accept_op(":"))
    if (!current_.is_op(",") && !current_.is_op("]")) step = parse_expression();
  pool_[id].children = {lower, upper, step};
  finish(id);
  return id;
}

ExprId Parser::parse_subscript(ExprId value) {
  expect_op("[", "to open the subscript");
  ExprId first = parse_slice_item();
  ExprId index = first;
  if (current_.is_op(",")) {
    index = pool_.add(ExprKind::kTuple, pool_[first].location, pool_[first].begin);
    pool_[index].children.push_back(first);
    while (accept_op(",")) {
      if (current_.is_op("]")) break;
      ExprId item = parse_slice_item();
      pool_[index].children.push_back(item);
    }
    finish(index);
  }
  expect_op("]", "to close the subscript");
  ExprId id = pool_.add(ExprKind::kSubscript, pool_[value].location, pool_[value].begin);
  pool_[id].children = {value, index};
  finish(id);
  return id;
}

ExprId Parser::parse_parenthesized() {
  Token open = take();
  std::uint32_t begin = static_cast<std::uint32_t>(open.text.data() - lexer_.source().data());
  if (current_.is_op(")")) {
    take();
    ExprId id = pool_.add(ExprKind::kTuple, open.location, begin);
    finish(id);
    return id;
  }
  if (current_.is_name("yield")) fail_here("yield expressions are not supported");
  ExprId inner = parse_expression_list();
  expect_op(")", "to close the parenthesis");
  pool_[inner].parenthesized = true;
  if (pool_[inner].kind == ExprKind::kTuple) {
    pool_[inner].begin = begin;
    pool_[inner].location = open.location;
    finish(inner);
  }
  return inner;
}

ExprId Parser::parse_bracket_list() {
  Token open = take();
  ExprId id = pool_.add(ExprKind::kList, open.location,
                        static_cast<std::uint32_t>(open.text.data() - lexer_.source().data()));
  while (!current_.is_op("]")) {
    ExprId item = parse_expression();
    pool_[id].children.push_back(item);
    if (!accept_op(",")) break;
  }
  expect_op("]", "to close the list");
  finish(id);
  return id;
}

ExprId Parser::parse_dict() {
  Token open = take();
  ExprId id = pool_.add(ExprKind::kDict, open.location,
                        static_cast<std::uint32_t>(open.text.data() - lexer_.source().data()));
  while (!current_.is_op("}")) {
    if (current_.is_op("**")) fail_here("dict unpacking is not supported");
    ExprId key = parse_expression();
    if (!current_.is_op(":"))
      fail_expected(current_.is_op(",") || current_.is_op("}")
                        ? "':' (set literals are not supported)"
                        : "':' after the dict key");
    take();
    ExprId value = parse_expression();
    pool_[id].children.push_back(key);
    pool_[id].children.push_back(value);
    if (!accept_op(",")) break;
  }
  expect_op("}", "to close the dict");
  finish(id);
  return id;
}

ExprId Parser::parse_atom() {
  const Token token = current_;
  std::uint32_t begin = static_cast<std::uint32_t>(token.text.data() - lexer_.source().data());
  switch (token.kind) {
    case TokenKind::kName: {
      take();
      ExprKind kind = ExprKind::kName;
      if (token.text == "True") kind = ExprKind::kTrue;
      if (token.text == "False") kind = ExprKind::kFalse;
      if (token.text == "None") kind = ExprKind::kNone;
      if (token.text == "lambda") fail_at(token.location, "lambda expressions are not supported");
      if (token.text == "await" || token.text == "yield")
        fail_at(token.location, fmt::format("'{}' is not supported", token.text));
      ExprId id = pool_.add(kind, token.location, begin);
      pool_[id].text = token.text;
      finish(id);
      return id;
    }
    case TokenKind::kInt:
    case TokenKind::kFloat: {
      take();
      ExprId id = pool_.add(token.kind == TokenKind::kInt ? ExprKind::kInt : ExprKind::kFloat,
                            token.location, begin);
      pool_[id].text = token.text;
      finish(id);
      return id;
    }
    case TokenKind::kString: {
      ExprId id = pool_.add(ExprKind::kString, token.location, begin);
      while (current_.kind == TokenKind::kString) {
        Token part = take();
        pool_[id].string_value += decode_string_literal(lexer_, part);
      }
      finish(id);
      return id;
    }
    case TokenKind::kOp:
      if (token.text == "(") return parse_parenthesized();
      if (token.text == "[") return parse_bracket_list();
      if (token.text == "{") return parse_dict();
      if (token.text == "...") {
        take();
        ExprId id = pool_.add(ExprKind::kEllipsis, token.location, begin);
        finish(id);
        return id;
      }
      if (token.text == "*") fail_here("starred expressions are not supported");
      break;
    default:
      break;
  }
  fail_expected("an expression");
}

}  // namespace passnet::frontend
