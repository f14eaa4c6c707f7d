#include "passnet/frontend/model_reader.h"

#include <fmt/format.h>

#include <array>
#include <unordered_map>
#include <unordered_set>

#include "passnet/frontend/literals.h"
#include "passnet/frontend/parser.h"

namespace passnet::frontend {

namespace {

using ir::Arg;
using ir::ArgKind;
using ir::Node;
using ir::NodeId;
using ir::OpKind;

constexpr std::array<std::string_view, 33> kBuiltins{
    "slice", "float", "int",       "bool",     "getattr", "len",    "tuple",      "list", "dict",
    "set",   "min",   "max",       "abs",      "round",   "range",  "isinstance", "str",  "sum",
    "any",   "all",   "print",     "hasattr",  "type",    "divmod", "pow",        "iter", "next",
    "zip",   "map",   "enumerate", "reversed", "sorted",  "object"};

constexpr std::array<std::string_view, 35> kKeywords{
    "False", "None",     "True",  "and",    "as",   "assert", "async",  "await",    "break",
    "class", "continue", "def",   "del",    "elif", "else",   "except", "finally",  "for",
    "from",  "global",   "if",    "import", "in",   "is",     "lambda", "nonlocal", "not",
    "or",    "pass",     "raise", "return", "try",  "while",  "with",   "yield"};

// Names the writer relies on at module scope; a node may not take them as its variable name
// (nor a builtin's, nor an imported module's: see ModelReader::reserved_).
constexpr std::array<std::string_view, 8> kReservedNames{"torch", "operator", "builtins", "math",
                                                         "self",  "device",   "inf",      "nan"};

std::string_view binary_operator_name(std::string_view op) {
  if (op == "+") return "add";
  if (op == "-") return "sub";
  if (op == "*") return "mul";
  if (op == "/") return "truediv";
  if (op == "//") return "floordiv";
  if (op == "%") return "mod";
  if (op == "**") return "pow";
  if (op == "@") return "matmul";
  if (op == "&") return "and_";
  if (op == "|") return "or_";
  if (op == "^") return "xor";
  if (op == "<<") return "lshift";
  if (op == ">>") return "rshift";
  return {};
}

std::string_view compare_operator_name(std::string_view op) {
  if (op == "<") return "lt";
  if (op == "<=") return "le";
  if (op == ">") return "gt";
  if (op == ">=") return "ge";
  if (op == "==") return "eq";
  if (op == "!=") return "ne";
  if (op == "is") return "is_";
  if (op == "is not") return "is_not";
  return {};
}

class ModelReader {
 public:
  ModelReader(const std::string& file, std::string_view source)
      : lexer_(file, source), parser_(lexer_) {}

  ModelCode read() {
    ModelCode result;
    for (;;) {
      const Token& token = parser_.peek();
      if (token.kind == TokenKind::kEnd) break;
      if (token.kind == TokenKind::kNewline) {
        parser_.take();
      } else if (token.is_name("import")) {
        read_import();
      } else if (token.is_name("from")) {
        read_from_import();
      } else if (token.is_name("class")) {
        if (!result.class_name.empty())
          parser_.fail_here(fmt::format("a second class after '{}': a sample holds one GraphModule",
                                        result.class_name));
        result.class_name = read_class();
      } else if (token.kind == TokenKind::kString) {
        parser_.take();  // module docstring
        parser_.expect_newline("after the docstring");
      } else {
        parser_.fail_expected("an import or the GraphModule class");
      }
    }
    if (result.class_name.empty()) parser_.fail_here("no class definition found in model.py");
    result.graph = std::move(graph_);
    return result;
  }

 private:
  // Module scope -----------------------------------------------------------------------------

  std::string read_dotted_name(std::string_view context) {
    std::string name(parser_.expect_name(context).text);
    while (parser_.accept_op(".")) {
      name += '.';
      name += parser_.expect_name("after '.'").text;
    }
    return name;
  }

  void read_import() {
    parser_.take();
    do {
      std::string_view root_view = parser_.peek().text;
      std::string module = read_dotted_name("after 'import'");
      if (parser_.accept_name("as")) {
        std::string_view alias = parser_.expect_name("after 'as'").text;
        globals_[alias] = Arg::qualname(module);
        reserved_.insert(std::string(module.substr(0, module.find('.'))));
      } else {
        std::string root = module.substr(0, module.find('.'));
        globals_[root_view] = Arg::qualname(root);
        reserved_.insert(root);
      }
    } while (parser_.accept_op(","));
    parser_.expect_newline("after the import");
  }

  void read_from_import() {
    parser_.take();
    if (parser_.peek().is_op(".")) parser_.fail_here("relative imports are not supported");
    std::string module = read_dotted_name("after 'from'");
    reserved_.insert(module.substr(0, module.find('.')));
    if (!parser_.accept_name("import")) parser_.fail_expected("'import'");
    bool parenthesized = parser_.accept_op("(");
    do {
      if (parenthesized && parser_.peek().is_op(")")) break;
      if (parser_.peek().is_op("*")) parser_.fail_here("wildcard imports are not supported");
      std::string_view name = parser_.expect_name("to import").text;
      std::string_view alias = name;
      if (parser_.accept_name("as")) alias = parser_.expect_name("after 'as'").text;
      std::string qualname = module == "builtins" ? fmt::format("builtins.{}", name)
                                                  : fmt::format("{}.{}", module, name);
      globals_[alias] = Arg::qualname(std::move(qualname));
    } while (parser_.accept_op(","));
    if (parenthesized) parser_.expect_op(")", "to close the import list");
    parser_.expect_newline("after the import");
  }

  std::string read_class() {
    parser_.take();
    std::string name(parser_.expect_name("after 'class'").text);
    if (parser_.accept_op("(")) {
      while (!parser_.peek().is_op(")")) {
        parser_.parse_expression();
        if (!parser_.accept_op(",")) break;
      }
      parser_.expect_op(")", "to close the base class list");
      parser_.pool().reset();
    }
    parser_.expect_op(":", "after the class header");
    parser_.expect_newline("after the class header");
    if (parser_.peek().kind != TokenKind::kIndent) parser_.fail_expected("an indented class body");
    parser_.take();
    bool has_forward = false;
    while (parser_.peek().kind != TokenKind::kDedent && parser_.peek().kind != TokenKind::kEnd) {
      const Token& token = parser_.peek();
      if (token.kind == TokenKind::kNewline) {
        parser_.take();
      } else if (token.kind == TokenKind::kString || token.is_name("pass")) {
        parser_.take();
        parser_.expect_newline("after the statement");
      } else if (token.is_name("def")) {
        if (has_forward) parser_.fail_here("only a single forward method is supported");
        read_forward();
        has_forward = true;
      } else if (token.kind == TokenKind::kOp && token.text == "@") {
        parser_.fail_here("decorators are not supported");
      } else {
        parser_.fail_expected("'def forward'");
      }
    }
    if (parser_.peek().kind == TokenKind::kDedent) parser_.take();
    if (!has_forward) parser_.fail_here(fmt::format("class '{}' has no forward method", name));
    return name;
  }

  // forward ---------------------------------------------------------------------------------

  void read_forward() {
    parser_.take();  // def
    Token name = parser_.expect_name("after 'def'");
    if (name.text != "forward")
      parser_.fail_at(name.location,
                      fmt::format("unsupported method '{}': only forward is supported", name.text));
    parser_.expect_op("(", "to open the parameter list");
    bool first = true;
    while (!parser_.peek().is_op(")")) {
      if (parser_.peek().is_op("*") || parser_.peek().is_op("**") || parser_.peek().is_op("/"))
        parser_.fail_here("variadic and positional-only parameters are not supported");
      Token param = parser_.expect_name("for a parameter");
      std::string annotation;
      if (parser_.accept_op(":")) {
        ExprId annotation_expr = parser_.parse_expression();
        annotation = std::string(parser_.source_text(annotation_expr));
        parser_.pool().reset();
      }
      if (parser_.peek().is_op("="))
        parser_.fail_here("parameter default values are not supported");
      if (first && param.text == "self") {
        self_name_ = param.text;
      } else {
        if (env_.contains(param.text))
          parser_.fail_at(param.location, fmt::format("duplicate parameter '{}'", param.text));
        Node node;
        node.op = OpKind::kPlaceholder;
        node.name = std::string(param.text);
        node.target = node.name;
        node.annotation = std::move(annotation);
        used_names_.insert(node.name);
        env_[param.text] = Arg::node(graph_.add_node(std::move(node)));
      }
      first = false;
      if (!parser_.accept_op(",")) break;
    }
    parser_.expect_op(")", "to close the parameter list");
    if (parser_.accept_op("->")) {
      parser_.parse_expression();
      parser_.pool().reset();
    }
    parser_.expect_op(":", "after the forward signature");
    parser_.expect_newline("after the forward signature");
    if (parser_.peek().kind != TokenKind::kIndent) parser_.fail_expected("an indented body");
    parser_.take();
    while (parser_.peek().kind != TokenKind::kDedent && parser_.peek().kind != TokenKind::kEnd) {
      read_statement();
      parser_.pool().reset();
    }
    if (parser_.peek().kind == TokenKind::kDedent) parser_.take();
    if (!graph_.output()) parser_.fail_here("forward has no return statement");
  }

  void read_statement() {
    const Token& token = parser_.peek();
    if (token.kind == TokenKind::kNewline) {
      parser_.take();
      return;
    }
    if (returned_)
      parser_.fail_here(
          "statements after return are not supported (forward must be straight-line)");
    if (token.kind == TokenKind::kName) {
      std::string_view word = token.text;
      if (word == "return") return read_return();
      if (word == "pass") {
        parser_.take();
        return parser_.expect_newline("after 'pass'");
      }
      if (word == "del") return read_del();
      if (word == "if" || word == "for" || word == "while" || word == "with" || word == "try" ||
          word == "def" || word == "class" || word == "async" || word == "match")
        parser_.fail_here(fmt::format(
            "'{}' is not supported: forward must be a straight-line sequence of assignments",
            word));
      if (word == "import" || word == "from" || word == "global" || word == "nonlocal" ||
          word == "raise" || word == "assert" || word == "yield" || word == "lambda")
        parser_.fail_here(fmt::format("'{}' statements are not supported inside forward", word));
    }
    if (token.kind == TokenKind::kIndent) parser_.fail_here("unexpected indent");
    ExprId first = parser_.parse_expression_list();
    const Token& next = parser_.peek();
    if (next.is_op("=")) {
      std::vector<ExprId> targets{first};
      ExprId value = kNoExpr;
      while (parser_.accept_op("=")) {
        value = parser_.parse_expression_list();
        targets.push_back(value);
      }
      targets.pop_back();
      parser_.expect_newline("after the assignment");
      return assign(targets, value);
    }
    if (next.kind == TokenKind::kOp && next.text.size() >= 2 && next.text.back() == '=' &&
        next.text != "==" && next.text != "<=" && next.text != ">=" && next.text != "!=") {
      Token op = parser_.take();
      ExprId value = parser_.parse_expression_list();
      parser_.expect_newline("after the augmented assignment");
      return augmented_assign(first, op, value);
    }
    if (next.is_op(":")) parser_.fail_here("annotated assignments are not supported");
    parser_.expect_newline("after the expression");
    if (parser_.pool()[first].kind == ExprKind::kString) return;  // docstring
    lower(first, {});
  }

  void read_return() {
    parser_.take();
    Arg value = Arg::none();
    if (parser_.peek().kind != TokenKind::kNewline && parser_.peek().kind != TokenKind::kEnd)
      value = lower(parser_.parse_expression_list(), {});
    parser_.expect_newline("after the return value");
    Node output;
    output.op = OpKind::kOutput;
    output.name = unique_name("output");
    output.target = "output";
    output.args.push_back(std::move(value));
    graph_.add_node(std::move(output));
    returned_ = true;
  }

  void read_del() {
    parser_.take();
    do {
      Token name = parser_.expect_name("after 'del'");
      if (env_.erase(name.text) == 0)
        parser_.fail_at(name.location, fmt::format("name '{}' is not defined", name.text));
    } while (parser_.accept_op(","));
    parser_.expect_newline("after the del statement");
  }

  // Assignments -----------------------------------------------------------------------------

  void assign(const std::vector<ExprId>& targets, ExprId value) {
    const ExprPool& pool = parser_.pool();
    std::string_view preferred;
    if (pool[targets.front()].kind == ExprKind::kName) preferred = pool[targets.front()].text;
    Arg result = lower(value, preferred);
    for (ExprId target : targets)
      bind(target, result);
  }

  void bind(ExprId target, const Arg& value) {
    const Expr& expr = parser_.pool()[target];
    switch (expr.kind) {
      case ExprKind::kName:
        if (expr.text == "True" || expr.text == "False" || expr.text == "None")
          parser_.fail_at(expr.location, "cannot assign to a constant");
        env_[expr.text] = value;
        return;
      case ExprKind::kTuple:
      case ExprKind::kList: {
        const std::vector<ExprId> items = expr.children;
        if (value.is(ArgKind::kTuple) || value.is(ArgKind::kList)) {
          if (value.items().size() != items.size())
            parser_.fail_at(expr.location, fmt::format("cannot unpack {} values into {} names",
                                                       value.items().size(), items.size()));
          for (std::size_t i = 0; i < items.size(); ++i)
            bind(items[i], value.items()[i]);
          return;
        }
        if (!value.is(ArgKind::kNode))
          parser_.fail_at(expr.location, "cannot unpack a non-sequence value");
        for (std::size_t i = 0; i < items.size(); ++i) {
          std::string_view preferred;
          if (parser_.pool()[items[i]].kind == ExprKind::kName)
            preferred = parser_.pool()[items[i]].text;
          Node node = make_call(OpKind::kCallFunction, "operator.getitem",
                                {value, Arg::integer(static_cast<std::int64_t>(i))}, {},
                                preferred.empty() ? "getitem" : preferred);
          bind(items[i], Arg::node(graph_.add_node(std::move(node))));
        }
        return;
      }
      case ExprKind::kSubscript: {
        Arg container = lower(expr.children[0], {});
        Arg index = lower_index(expr.children[1]);
        graph_.add_node(make_call(OpKind::kCallFunction, "operator.setitem",
                                  {container, index, value}, {}, "setitem"));
        return;
      }
      case ExprKind::kAttribute:
        parser_.fail_at(expr.location, "assigning to attributes is not supported");
      default:
        parser_.fail_at(expr.location, "cannot assign to this expression");
    }
  }

  void augmented_assign(ExprId target, const Token& op, ExprId value) {
    const Expr& expr = parser_.pool()[target];
    if (expr.kind != ExprKind::kName)
      parser_.fail_at(expr.location, "augmented assignment needs a plain name as its target");
    std::string_view name = expr.text;
    std::string_view base = binary_operator_name(op.text.substr(0, op.text.size() - 1));
    Arg current = lower(target, {});
    Arg operand = lower(value, {});
    Node node = make_call(OpKind::kCallFunction, fmt::format("operator.i{}", base),
                          {std::move(current), std::move(operand)}, {}, name);
    env_[name] = Arg::node(graph_.add_node(std::move(node)));
  }

  // Expressions -----------------------------------------------------------------------------

  // Names the callee or base of an attribute chain without creating nodes: a module path or
  // `self...` comes back as a qualified name; anything else is lowered to a value.
  Arg resolve(ExprId id) {
    const Expr& expr = parser_.pool()[id];
    if (expr.kind == ExprKind::kName) return lookup(expr);
    if (expr.kind == ExprKind::kAttribute) {
      Arg base = resolve(expr.children[0]);
      if (base.is(ArgKind::kQualName)) return qualified(base.text(), expr.text);
      return attribute_of_value(base, expr, {});
    }
    return lower(id, {});
  }

  // `base.attribute` as a qualified name, or the torch constant it denotes.
  static Arg qualified(const std::string& base, std::string_view attribute) {
    std::string qualname;
    qualname.reserve(base.size() + 1 + attribute.size());
    qualname.append(base).append(1, '.').append(attribute);
    if (auto constant = torch_constant(qualname)) return *constant;
    return Arg::qualname(std::move(qualname));
  }

  Arg lookup(const Expr& expr) {
    if (auto it = env_.find(expr.text); it != env_.end()) return it->second;
    if (!self_name_.empty() && expr.text == self_name_) return Arg::qualname("self");
    if (auto it = globals_.find(expr.text); it != globals_.end()) {
      if (auto constant = torch_constant(it->second.text())) return *constant;
      return it->second;
    }
    for (std::string_view builtin : kBuiltins)
      if (expr.text == builtin) return Arg::qualname(fmt::format("builtins.{}", builtin));
    if (expr.text == "Ellipsis") return Arg::ellipsis();
    parser_.fail_at(expr.location,
                    fmt::format("name '{}' is used before it is assigned", expr.text));
  }

  Arg attribute_of_value(const Arg& base, const Expr& expr, std::string_view preferred) {
    if (!base.is(ArgKind::kNode))
      parser_.fail_at(expr.location, fmt::format("attribute '{}' of a {} literal is not supported",
                                                 expr.text, ir::to_string(base.kind())));
    Node node = make_call(OpKind::kCallFunction, "builtins.getattr",
                          {base, Arg::string(std::string(expr.text))}, {},
                          preferred.empty() ? std::string_view("getattr") : preferred);
    return Arg::node(graph_.add_node(std::move(node)));
  }

  // Turns a `self.x.y` path into a get_attr node; other values pass through.
  Arg materialize(Arg value, std::string_view preferred) {
    if (value.is(ArgKind::kQualName) && value.text().starts_with("self.")) {
      Node node;
      node.op = OpKind::kGetAttr;
      node.target = value.text().substr(5);
      std::string base = preferred.empty() ? node.target : std::string(preferred);
      for (char& c : base)
        if (c == '.') c = '_';
      node.name = unique_name(base);
      return Arg::node(graph_.add_node(std::move(node)));
    }
    if (value.is(ArgKind::kQualName) && value.text() == "self")
      fail_current("using 'self' as a value is not supported");
    return value;
  }

  [[noreturn]] void fail_current(const std::string& message) { parser_.fail_here(message); }

  Arg lower(ExprId id, std::string_view preferred) {
    // The pool may grow while lowering children, so copy what is needed out of `expr` first.
    const Expr& expr = parser_.pool()[id];
    switch (expr.kind) {
      case ExprKind::kName:
        return materialize(lookup(expr), preferred);
      case ExprKind::kInt:
        return int_literal(parser_, expr);
      case ExprKind::kFloat:
        return Arg::floating(float_literal(parser_, expr));
      case ExprKind::kString:
        return Arg::string(expr.string_value);
      case ExprKind::kTrue:
        return Arg::boolean(true);
      case ExprKind::kFalse:
        return Arg::boolean(false);
      case ExprKind::kNone:
        return Arg::none();
      case ExprKind::kEllipsis:
        return Arg::ellipsis();
      case ExprKind::kTuple:
      case ExprKind::kList:
      case ExprKind::kDict: {
        // Lowering never adds to the pool, so `expr` stays valid across the recursion.
        ExprKind kind = expr.kind;
        std::vector<Arg> items;
        items.reserve(expr.children.size());
        for (ExprId child : expr.children)
          items.push_back(lower(child, {}));
        if (kind == ExprKind::kTuple) return Arg::tuple(std::move(items));
        if (kind == ExprKind::kList) return Arg::list(std::move(items));
        return Arg::dict(std::move(items));
      }
      case ExprKind::kAttribute: {
        ExprId base_id = expr.children[0];
        Arg base = resolve(base_id);
        const Expr& attribute = parser_.pool()[id];
        if (base.is(ArgKind::kQualName)) {
          Arg value = qualified(base.text(), attribute.text);
          return value.is(ArgKind::kQualName) ? materialize(std::move(value), preferred) : value;
        }
        return attribute_of_value(base, attribute, preferred);
      }
      case ExprKind::kCall:
        return lower_call(id, preferred);
      case ExprKind::kSubscript: {
        ExprId value_id = expr.children[0];
        ExprId index_id = expr.children[1];
        Arg value = lower(value_id, {});
        Arg index = lower_index(index_id);
        return add_call(OpKind::kCallFunction, "operator.getitem", {value, index}, {},
                        preferred.empty() ? "getitem" : preferred);
      }
      case ExprKind::kSlice:
        parser_.fail_at(expr.location, "a slice is only allowed inside a subscript");
      case ExprKind::kUnary: {
        std::string_view op = expr.text;
        Arg operand = lower(expr.children[0], {});
        if (op == "-")
          if (auto negated = negate_literal(operand)) return *negated;
        if (op == "+" && (operand.is(ArgKind::kInt) || operand.is(ArgKind::kFloat))) return operand;
        std::string_view name = op == "-"   ? "neg"
                                : op == "+" ? "pos"
                                : op == "~" ? "invert"
                                            : "not_";
        return add_call(OpKind::kCallFunction, fmt::format("operator.{}", name), {operand}, {},
                        preferred.empty() ? name : preferred);
      }
      case ExprKind::kBinary: {
        std::string_view name = binary_operator_name(expr.text);
        ExprId lhs_id = expr.children[0];
        ExprId rhs_id = expr.children[1];
        Arg lhs = lower(lhs_id, {});
        Arg rhs = lower(rhs_id, {});
        return add_call(OpKind::kCallFunction, fmt::format("operator.{}", name), {lhs, rhs}, {},
                        preferred.empty() ? name : preferred);
      }
      case ExprKind::kCompare: {
        std::string_view op = expr.text;
        SourceLocation location = expr.location;
        ExprId lhs_id = expr.children[0];
        ExprId rhs_id = expr.children[1];
        Arg lhs = lower(lhs_id, {});
        Arg rhs = lower(rhs_id, {});
        if (op == "in")
          return add_call(OpKind::kCallFunction, "operator.contains", {rhs, lhs}, {},
                          preferred.empty() ? "contains" : preferred);
        std::string_view name = compare_operator_name(op);
        if (name.empty())
          parser_.fail_at(location, fmt::format("comparison '{}' is not supported", op));
        return add_call(OpKind::kCallFunction, fmt::format("operator.{}", name), {lhs, rhs}, {},
                        preferred.empty() ? name : preferred);
      }
    }
    parser_.fail_at(expr.location, "unsupported expression");
  }

  Arg lower_index(ExprId id) {
    const Expr& expr = parser_.pool()[id];
    if (expr.kind == ExprKind::kSlice) {
      std::array<ExprId, 3> parts{expr.children[0], expr.children[1], expr.children[2]};
      std::array<Arg, 3> bounds;
      for (int i = 0; i < 3; ++i)
        bounds[i] = parts[i] == kNoExpr ? Arg::none() : lower(parts[i], {});
      return Arg::slice(bounds[0], bounds[1], bounds[2]);
    }
    if (expr.kind == ExprKind::kTuple && !expr.parenthesized) {
      std::vector<Arg> items;
      items.reserve(expr.children.size());
      for (ExprId child : expr.children)
        items.push_back(lower_index(child));
      return Arg::tuple(std::move(items));
    }
    return lower(id, {});
  }

  Arg lower_call(ExprId id, std::string_view preferred) {
    ExprId callee_id = parser_.pool()[id].children[0];
    const Expr& callee = parser_.pool()[callee_id];
    Arg method_self;
    std::string target;
    OpKind op = OpKind::kCallFunction;
    if (callee.kind == ExprKind::kAttribute) {
      std::string method(callee.text);
      SourceLocation location = callee.location;
      Arg base = resolve(callee.children[0]);
      if (base.is(ArgKind::kQualName)) {
        if (base.text() == "self" || base.text().starts_with("self."))
          parser_.fail_at(location,
                          "calling submodules (call_module) is not supported: samples "
                          "must be flat graphs");
        target.reserve(base.text().size() + 1 + method.size());
        target.append(base.text()).append(1, '.').append(method);
      } else if (base.is(ArgKind::kNode)) {
        op = OpKind::kCallMethod;
        target = std::move(method);
        method_self = std::move(base);
      } else {
        parser_.fail_at(location,
                        fmt::format("calling method '{}' on a {} literal is not supported", method,
                                    ir::to_string(base.kind())));
      }
    } else if (callee.kind == ExprKind::kName) {
      Arg resolved = lookup(callee);
      if (!resolved.is(ArgKind::kQualName) || resolved.text() == "self")
        parser_.fail_at(callee.location, fmt::format("'{}' is not callable", callee.text));
      target = resolved.text();
    } else {
      parser_.fail_at(callee.location, "only named functions and methods can be called");
    }

    const Expr& call = parser_.pool()[id];
    std::size_t keyword_count = call.keywords.size();
    const std::vector<std::string_view>& keyword_names = call.keywords;
    // children[0] is the callee; positional arguments follow, then keyword values.
    const ExprId* children = call.children.data() + 1;
    std::size_t positional_count = call.children.size() - 1 - keyword_count;
    SourceLocation call_location = call.location;

    std::vector<Arg> args;
    args.reserve(positional_count + 1);
    if (op == OpKind::kCallMethod) args.push_back(std::move(method_self));
    for (std::size_t i = 0; i < positional_count; ++i)
      args.push_back(lower(children[i], {}));
    std::vector<ir::Keyword> kwargs;
    for (std::size_t i = 0; i < keyword_count; ++i) {
      for (const ir::Keyword& existing : kwargs)
        if (existing.name == keyword_names[i])
          parser_.fail_at(call_location,
                          fmt::format("keyword argument '{}' repeated", keyword_names[i]));
      kwargs.push_back({std::string(keyword_names[i]), lower(children[positional_count + i], {})});
    }
    if (op == OpKind::kCallFunction)
      if (auto literal = literal_constructor(target, args, kwargs)) return *literal;
    std::string_view base_name = preferred;
    std::string derived;
    if (base_name.empty()) {
      derived = target.substr(target.rfind('.') + 1);
      base_name = derived;
    }
    return add_call(op, std::move(target), std::move(args), std::move(kwargs), base_name);
  }

  // Calls that build a constant (slice(...), torch.device(...), float("inf")) become literals,
  // as torch.fx represents them, when their arguments are literals.
  static std::optional<Arg> literal_constructor(const std::string& target,
                                                const std::vector<Arg>& args,
                                                const std::vector<ir::Keyword>& kwargs) {
    bool has_node = false;
    for (const Arg& arg : args)
      arg.for_each_node([&](const Arg&) { has_node = true; });
    if (target == "builtins.slice" && kwargs.empty() && !args.empty() && args.size() <= 3) {
      if (args.size() == 1) return Arg::slice(Arg::none(), args[0], Arg::none());
      return Arg::slice(args[0], args[1], args.size() == 3 ? args[2] : Arg::none());
    }
    if (has_node) return std::nullopt;
    if (target == "torch.device") {
      const Arg* type = args.empty() ? nullptr : &args[0];
      const Arg* index = args.size() > 1 ? &args[1] : nullptr;
      for (const ir::Keyword& kw : kwargs) {
        if (kw.name == "type")
          type = &kw.value;
        else if (kw.name == "index")
          index = &kw.value;
        else
          return std::nullopt;
      }
      if (type == nullptr || !type->is(ArgKind::kStr)) return std::nullopt;
      std::string device_type = type->text();
      std::int64_t device_index = -1;
      if (auto colon = device_type.find(':'); colon != std::string::npos) {
        device_index = std::strtoll(device_type.c_str() + colon + 1, nullptr, 10);
        device_type.resize(colon);
      }
      if (index != nullptr && index->is(ArgKind::kInt))
        device_index = index->as_int();
      else if (index != nullptr && !index->is(ArgKind::kNone))
        return std::nullopt;
      return Arg::device(std::move(device_type), device_index);
    }
    if (target == "builtins.float" && args.size() == 1 && kwargs.empty() &&
        args[0].is(ArgKind::kStr)) {
      const std::string& text = args[0].text();
      constexpr double kInf = std::numeric_limits<double>::infinity();
      if (text == "inf" || text == "+inf") return Arg::floating(kInf);
      if (text == "-inf") return Arg::floating(-kInf);
      if (text == "nan") return Arg::floating(std::numeric_limits<double>::quiet_NaN());
    }
    return std::nullopt;
  }

  Node make_call(OpKind op, std::string target, std::vector<Arg> args,
                 std::vector<ir::Keyword> kwargs, std::string_view base_name) {
    Node node;
    node.op = op;
    node.target = std::move(target);
    node.args = std::move(args);
    node.kwargs = std::move(kwargs);
    node.name = unique_name(base_name);
    return node;
  }

  Arg add_call(OpKind op, std::string target, std::vector<Arg> args,
               std::vector<ir::Keyword> kwargs, std::string_view base_name) {
    return Arg::node(graph_.add_node(
        make_call(op, std::move(target), std::move(args), std::move(kwargs), base_name)));
  }

  // A fresh variable name for a node, never one the emitted code needs for a module or builtin.
  std::string unique_name(std::string_view base) {
    bool reserved = reserved_.contains(std::string(base));
    for (std::string_view name : kReservedNames)
      reserved = reserved || base == name;
    for (std::string_view name : kBuiltins)
      reserved = reserved || base == name;
    for (std::string_view name : kKeywords)
      reserved = reserved || base == name;
    if (!reserved && used_names_.insert(std::string(base)).second) return std::string(base);
    for (int suffix = 1;; ++suffix) {
      std::string candidate = fmt::format("{}_{}", base, suffix);
      if (used_names_.insert(candidate).second) return candidate;
    }
  }

  Lexer lexer_;
  Parser parser_;
  ir::Graph graph_;
  std::unordered_map<std::string_view, Arg> env_;
  // Keys view the source text, which outlives the reader.
  std::unordered_map<std::string_view, Arg> globals_;
  std::unordered_set<std::string> used_names_;
  // Roots of imported modules: the writer spells qualified names through them.
  std::unordered_set<std::string> reserved_;
  std::string_view self_name_;
  bool returned_ = false;
};

}  // namespace

ModelCode read_model(const std::string& file, std::string_view source) {
  return ModelReader(file, source).read();
}

}  // namespace passnet::frontend
