#include "passnet/frontend/literals.h"

#include <fmt/format.h>

#include <array>
#include <charconv>
#include <cmath>
#include <limits>
#include <utility>

namespace passnet::frontend {

namespace {

std::string strip_underscores(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text)
    if (c != '_') out.push_back(c);
  return out;
}

// Decimal digits of an unsigned value held in base `base` text; used only for big literals.
std::string to_decimal(std::string_view digits, int base) {
  std::vector<int> decimal{0};  // little-endian base-10 digits
  for (char c : digits) {
    int value = c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
    int carry = value;
    for (int& d : decimal) {
      int next = d * base + carry;
      d = next % 10;
      carry = next / 10;
    }
    while (carry > 0) {
      decimal.push_back(carry % 10);
      carry /= 10;
    }
  }
  std::string out;
  for (auto it = decimal.rbegin(); it != decimal.rend(); ++it)
    out.push_back(static_cast<char>('0' + *it));
  return out;
}

}  // namespace

ir::Arg int_literal(const Parser& parser, const Expr& expr) {
  // Plain decimal literals are nearly all of them: convert in place without copying.
  std::string_view raw = expr.text;
  if (raw.size() < 19 && (raw.size() == 1 || raw[0] != '0')) {
    std::int64_t value = 0;
    auto [end, error] = std::from_chars(raw.data(), raw.data() + raw.size(), value);
    if (error == std::errc() && end == raw.data() + raw.size()) return ir::Arg::integer(value);
  }
  std::string text = strip_underscores(expr.text);
  int base = 10;
  std::string_view digits = text;
  if (text.size() > 2 && text[0] == '0') {
    char marker = static_cast<char>(text[1] | 0x20);
    base = marker == 'x' ? 16 : marker == 'o' ? 8 : marker == 'b' ? 2 : 10;
    if (base != 10) digits.remove_prefix(2);
  }
  if (base == 10 && digits.size() > 1 && digits[0] == '0' &&
      digits.find_first_not_of('0') != std::string_view::npos)
    parser.fail_at(expr.location, "leading zeros in decimal integer literals are not permitted");
  std::int64_t value = 0;
  auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value, base);
  if (error == std::errc::result_out_of_range)
    return ir::Arg::big_integer(to_decimal(digits, base));
  if (error != std::errc() || end != digits.data() + digits.size())
    parser.fail_at(expr.location, fmt::format("invalid integer literal '{}'", expr.text));
  return ir::Arg::integer(value);
}

double float_literal(const Parser& parser, const Expr& expr) {
  double value = 0;
  if (expr.text.find('_') == std::string_view::npos) {
    auto [end, error] =
        std::from_chars(expr.text.data(), expr.text.data() + expr.text.size(), value);
    if (error == std::errc() && end == expr.text.data() + expr.text.size()) return value;
  }
  std::string text = strip_underscores(expr.text);
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error == std::errc::result_out_of_range) {
    // Python reads overflowing literals as inf and underflowing ones as 0.0.
    bool overflow = std::strtod(text.c_str(), nullptr) != 0.0;
    return overflow ? std::numeric_limits<double>::infinity() : 0.0;
  }
  if (error != std::errc() || end != text.data() + text.size())
    parser.fail_at(expr.location, fmt::format("invalid float literal '{}'", expr.text));
  return value;
}

std::optional<ir::Arg> negate_literal(const ir::Arg& value) {
  switch (value.kind()) {
    case ir::ArgKind::kInt:
      if (value.as_int() == std::numeric_limits<std::int64_t>::min())
        return ir::Arg::big_integer("9223372036854775808");
      return ir::Arg::integer(-value.as_int());
    case ir::ArgKind::kBigInt:
      if (value.text() == "9223372036854775808")
        return ir::Arg::integer(std::numeric_limits<std::int64_t>::min());
      if (!value.text().empty() && value.text()[0] == '-')
        return ir::Arg::big_integer(value.text().substr(1));
      return ir::Arg::big_integer("-" + value.text());
    case ir::ArgKind::kFloat:
      return ir::Arg::floating(-value.as_float());
    case ir::ArgKind::kBool:
      return ir::Arg::integer(-static_cast<std::int64_t>(value.as_bool()));
    default:
      return std::nullopt;
  }
}

std::optional<ir::Arg> torch_constant(std::string_view qualname) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 44> kDtypes{{
      {"float32", "float32"},
      {"float", "float32"},
      {"float64", "float64"},
      {"double", "float64"},
      {"float16", "float16"},
      {"half", "float16"},
      {"bfloat16", "bfloat16"},
      {"int8", "int8"},
      {"int16", "int16"},
      {"short", "int16"},
      {"int32", "int32"},
      {"int", "int32"},
      {"int64", "int64"},
      {"long", "int64"},
      {"uint8", "uint8"},
      {"uint16", "uint16"},
      {"uint32", "uint32"},
      {"uint64", "uint64"},
      {"bool", "bool"},
      {"complex32", "complex32"},
      {"chalf", "complex32"},
      {"complex64", "complex64"},
      {"cfloat", "complex64"},
      {"complex128", "complex128"},
      {"cdouble", "complex128"},
      {"float8_e4m3fn", "float8_e4m3fn"},
      {"float8_e5m2", "float8_e5m2"},
      {"float8_e4m3fnuz", "float8_e4m3fnuz"},
      {"float8_e5m2fnuz", "float8_e5m2fnuz"},
      {"float8_e8m0fnu", "float8_e8m0fnu"},
      {"qint8", "qint8"},
      {"quint8", "quint8"},
      {"qint32", "qint32"},
      {"quint4x2", "quint4x2"},
      {"bits8", "bits8"},
      {"bits16", "bits16"},
      {"int1", "int1"},
      {"int2", "int2"},
      {"int4", "int4"},
      {"uint1", "uint1"},
      {"uint2", "uint2"},
      {"uint4", "uint4"},
      {"float4_e2m1fn_x2", "float4_e2m1fn_x2"},
      {"bits4x2", "bits4x2"},
  }};
  static constexpr std::array<std::string_view, 4> kMemoryFormats{
      "contiguous_format", "channels_last", "channels_last_3d", "preserve_format"};
  static constexpr std::array<std::string_view, 7> kLayouts{
      "strided", "sparse_coo", "sparse_csr", "sparse_csc", "sparse_bsr", "sparse_bsc", "_mkldnn"};
  constexpr double kInf = std::numeric_limits<double>::infinity();
  if (qualname == "torch.inf" || qualname == "math.inf") return ir::Arg::floating(kInf);
  if (qualname == "torch.nan" || qualname == "math.nan")
    return ir::Arg::floating(std::numeric_limits<double>::quiet_NaN());
  if (qualname == "torch.pi" || qualname == "math.pi") return ir::Arg::floating(M_PI);
  if (qualname == "torch.e" || qualname == "math.e") return ir::Arg::floating(M_E);
  if (!qualname.starts_with("torch.")) return std::nullopt;
  std::string_view name = qualname.substr(6);
  for (auto [alias, canonical] : kDtypes)
    if (name == alias) return ir::Arg::dtype(std::string(canonical));
  for (std::string_view format : kMemoryFormats)
    if (name == format) return ir::Arg::memory_format(std::string(format));
  for (std::string_view layout : kLayouts)
    if (name == layout) return ir::Arg::layout(std::string(layout));
  return std::nullopt;
}

ir::Arg evaluate_literal(const Parser& parser, ExprId id) {
  const ExprPool& pool = parser.pool();
  const Expr& expr = pool[id];
  switch (expr.kind) {
    case ExprKind::kInt:
      return int_literal(parser, expr);
    case ExprKind::kFloat:
      return ir::Arg::floating(float_literal(parser, expr));
    case ExprKind::kString:
      return ir::Arg::string(expr.string_value);
    case ExprKind::kTrue:
      return ir::Arg::boolean(true);
    case ExprKind::kFalse:
      return ir::Arg::boolean(false);
    case ExprKind::kNone:
      return ir::Arg::none();
    case ExprKind::kEllipsis:
      return ir::Arg::ellipsis();
    case ExprKind::kUnary: {
      ir::Arg operand = evaluate_literal(parser, expr.children[0]);
      if (expr.text == "+" && (operand.is(ir::ArgKind::kInt) || operand.is(ir::ArgKind::kFloat)))
        return operand;
      if (expr.text == "-")
        if (auto negated = negate_literal(operand)) return *negated;
      break;
    }
    case ExprKind::kTuple:
    case ExprKind::kList:
    case ExprKind::kDict: {
      std::vector<ir::Arg> items;
      items.reserve(expr.children.size());
      for (ExprId child : expr.children)
        items.push_back(evaluate_literal(parser, child));
      if (expr.kind == ExprKind::kTuple) return ir::Arg::tuple(std::move(items));
      if (expr.kind == ExprKind::kList) return ir::Arg::list(std::move(items));
      return ir::Arg::dict(std::move(items));
    }
    case ExprKind::kName:
      if (expr.text == "inf") return ir::Arg::floating(std::numeric_limits<double>::infinity());
      if (expr.text == "nan") return ir::Arg::floating(std::numeric_limits<double>::quiet_NaN());
      break;
    case ExprKind::kCall: {
      const Expr& callee = pool[expr.children[0]];
      if (callee.kind == ExprKind::kName && callee.text == "float" && expr.children.size() == 2 &&
          expr.keywords.empty() && pool[expr.children[1]].kind == ExprKind::kString) {
        std::string_view value = pool[expr.children[1]].string_value;
        constexpr double kInf = std::numeric_limits<double>::infinity();
        if (value == "inf" || value == "+inf" || value == "infinity")
          return ir::Arg::floating(kInf);
        if (value == "-inf" || value == "-infinity") return ir::Arg::floating(-kInf);
        if (value == "nan") return ir::Arg::floating(std::numeric_limits<double>::quiet_NaN());
      }
      break;
    }
    default:
      break;
  }
  parser.fail_at(expr.location,
                 fmt::format("expected a literal value, found '{}'", parser.source_text(id)));
}

}  // namespace passnet::frontend
