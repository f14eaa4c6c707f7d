#include "passnet/frontend/python_repr.h"

#include <fmt/format.h>

#include <charconv>
#include <cmath>

namespace passnet::frontend {

std::string python_float(double value) {
  // The sign of a NaN survives arithmetic and comparisons of bit patterns, so keep it.
  if (std::isnan(value)) return std::signbit(value) ? "-float(\"nan\")" : "float(\"nan\")";
  if (std::isinf(value)) return value > 0 ? "float(\"inf\")" : "float(\"-inf\")";
  // Shortest round-trip digits in scientific form, then laid out as Python's repr does:
  // exponent notation below 1e-4 and from 1e16 up, fixed notation with ".0" otherwise.
  char buffer[64];
  auto [end, error] =
      std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
  std::string_view text(buffer, static_cast<std::size_t>(end - buffer));
  bool negative = text.front() == '-';
  if (negative) text.remove_prefix(1);
  std::size_t e = text.find('e');
  std::string digits;
  for (char c : text.substr(0, e))
    if (c != '.') digits.push_back(c);
  int exponent = std::stoi(std::string(text.substr(e + 1)));
  std::string out = negative ? "-" : "";
  if (exponent < -4 || exponent >= 16) {
    out += digits[0];
    if (digits.size() > 1) {
      out += '.';
      out += digits.substr(1);
    }
    out += fmt::format("e{}{:02d}", exponent < 0 ? '-' : '+', std::abs(exponent));
    return out;
  }
  if (exponent < 0) {
    out += "0.";
    out.append(static_cast<std::size_t>(-exponent - 1), '0');
    out += digits;
    return out;
  }
  std::size_t integer_digits = static_cast<std::size_t>(exponent) + 1;
  if (digits.size() <= integer_digits) {
    out += digits;
    out.append(integer_digits - digits.size(), '0');
    out += ".0";
  } else {
    out += digits.substr(0, integer_digits);
    out += '.';
    out += digits.substr(integer_digits);
  }
  return out;
}

std::string python_string(std::string_view value) {
  std::string out = "\"";
  for (unsigned char c : value) {
    switch (c) {
      case '\\':
        out += "\\\\";
        break;
      case '"':
        out += "\\\"";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20 || c == 0x7F)
          out += fmt::format("\\x{:02x}", c);
        else
          out.push_back(static_cast<char>(c));
    }
  }
  out += '"';
  return out;
}

std::string spell_qualname(std::string_view qualname, const ModuleAliases* aliases) {
  if (qualname.starts_with("builtins.")) return std::string(qualname.substr(9));
  if (aliases != nullptr) {
    std::string_view root = qualname.substr(0, qualname.find('.'));
    if (auto it = aliases->find(root); it != aliases->end())
      return it->second + std::string(qualname.substr(root.size()));
  }
  return std::string(qualname);
}

void append_python_arg(std::string& out, const ir::Arg& arg,
                       const std::function<std::string_view(ir::NodeId)>& node_name,
                       const ModuleAliases* aliases) {
  using ir::ArgKind;
  auto append_items = [&](std::string_view open, std::string_view close, bool trailing_comma) {
    out += open;
    const auto& items = arg.items();
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (i > 0) out += ", ";
      append_python_arg(out, items[i], node_name, aliases);
    }
    if (trailing_comma && items.size() == 1) out += ',';
    out += close;
  };
  switch (arg.kind()) {
    case ArgKind::kNone:
      out += "None";
      return;
    case ArgKind::kBool:
      out += arg.as_bool() ? "True" : "False";
      return;
    case ArgKind::kInt:
      out += std::to_string(arg.as_int());
      return;
    case ArgKind::kBigInt:
      out += arg.text();
      return;
    case ArgKind::kFloat:
      out += python_float(arg.as_float());
      return;
    case ArgKind::kStr:
      out += python_string(arg.text());
      return;
    case ArgKind::kEllipsis:
      out += "...";
      return;
    case ArgKind::kTuple:
      append_items("(", ")", true);
      return;
    case ArgKind::kList:
      append_items("[", "]", false);
      return;
    case ArgKind::kDict: {
      out += '{';
      const auto& items = arg.items();
      for (std::size_t i = 0; i + 1 < items.size(); i += 2) {
        if (i > 0) out += ", ";
        append_python_arg(out, items[i], node_name, aliases);
        out += ": ";
        append_python_arg(out, items[i + 1], node_name, aliases);
      }
      out += '}';
      return;
    }
    case ArgKind::kSlice:
      append_items("slice(", ")", false);
      return;
    case ArgKind::kDtype:
    case ArgKind::kMemoryFormat:
    case ArgKind::kLayout:
      out += spell_qualname("torch." + arg.text(), aliases);
      return;
    case ArgKind::kDevice:
      out += spell_qualname("torch.device", aliases);
      if (arg.device_index() >= 0)
        out += fmt::format("(type={}, index={})", python_string(arg.text()), arg.device_index());
      else
        out += fmt::format("(type={})", python_string(arg.text()));
      return;
    case ArgKind::kQualName:
      out += spell_qualname(arg.text(), aliases);
      return;
    case ArgKind::kSymbol:
      out += arg.text();
      return;
    case ArgKind::kNode:
      out += node_name(arg.node_id());
      return;
  }
}

}  // namespace passnet::frontend
