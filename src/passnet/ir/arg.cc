#include "passnet/ir/arg.h"

#include <cstring>

namespace passnet::ir {

std::string_view to_string(ArgKind kind) {
  switch (kind) {
    case ArgKind::kNone:
      return "none";
    case ArgKind::kBool:
      return "bool";
    case ArgKind::kInt:
      return "int";
    case ArgKind::kBigInt:
      return "bigint";
    case ArgKind::kFloat:
      return "float";
    case ArgKind::kStr:
      return "str";
    case ArgKind::kEllipsis:
      return "ellipsis";
    case ArgKind::kTuple:
      return "tuple";
    case ArgKind::kList:
      return "list";
    case ArgKind::kDict:
      return "dict";
    case ArgKind::kSlice:
      return "slice";
    case ArgKind::kDtype:
      return "dtype";
    case ArgKind::kDevice:
      return "device";
    case ArgKind::kMemoryFormat:
      return "memory_format";
    case ArgKind::kLayout:
      return "layout";
    case ArgKind::kQualName:
      return "qualname";
    case ArgKind::kSymbol:
      return "symbol";
    case ArgKind::kNode:
      return "node";
  }
  return "unknown";
}

Arg Arg::boolean(bool value) {
  Arg arg(ArgKind::kBool);
  arg.integer_ = value ? 1 : 0;
  return arg;
}

Arg Arg::integer(std::int64_t value) {
  Arg arg(ArgKind::kInt);
  arg.integer_ = value;
  return arg;
}

Arg Arg::big_integer(std::string digits) {
  Arg arg(ArgKind::kBigInt);
  arg.text_ = std::move(digits);
  return arg;
}

Arg Arg::floating(double value) {
  Arg arg(ArgKind::kFloat);
  arg.floating_ = value;
  return arg;
}

Arg Arg::string(std::string value) {
  Arg arg(ArgKind::kStr);
  arg.text_ = std::move(value);
  return arg;
}

Arg Arg::tuple(std::vector<Arg> items) {
  Arg arg(ArgKind::kTuple);
  arg.items_ = std::move(items);
  return arg;
}

Arg Arg::list(std::vector<Arg> items) {
  Arg arg(ArgKind::kList);
  arg.items_ = std::move(items);
  return arg;
}

Arg Arg::dict(std::vector<Arg> keys_and_values) {
  Arg arg(ArgKind::kDict);
  arg.items_ = std::move(keys_and_values);
  return arg;
}

Arg Arg::slice(Arg start, Arg stop, Arg step) {
  Arg arg(ArgKind::kSlice);
  arg.items_.reserve(3);
  arg.items_.push_back(std::move(start));
  arg.items_.push_back(std::move(stop));
  arg.items_.push_back(std::move(step));
  return arg;
}

Arg Arg::dtype(std::string name) {
  Arg arg(ArgKind::kDtype);
  arg.text_ = std::move(name);
  return arg;
}

Arg Arg::device(std::string type, std::int64_t index) {
  Arg arg(ArgKind::kDevice);
  arg.text_ = std::move(type);
  arg.integer_ = index;
  return arg;
}

Arg Arg::memory_format(std::string name) {
  Arg arg(ArgKind::kMemoryFormat);
  arg.text_ = std::move(name);
  return arg;
}

Arg Arg::layout(std::string name) {
  Arg arg(ArgKind::kLayout);
  arg.text_ = std::move(name);
  return arg;
}

Arg Arg::qualname(std::string name) {
  Arg arg(ArgKind::kQualName);
  arg.text_ = std::move(name);
  return arg;
}

Arg Arg::symbol(std::string name) {
  Arg arg(ArgKind::kSymbol);
  arg.text_ = std::move(name);
  return arg;
}

Arg Arg::node(NodeId id) {
  Arg arg(ArgKind::kNode);
  arg.integer_ = id;
  return arg;
}

bool Arg::is_container() const {
  return kind_ == ArgKind::kTuple || kind_ == ArgKind::kList || kind_ == ArgKind::kDict ||
         kind_ == ArgKind::kSlice;
}

bool operator==(const Arg& a, const Arg& b) {
  if (a.kind_ != b.kind_ || a.integer_ != b.integer_ || a.text_ != b.text_) return false;
  if (std::memcmp(&a.floating_, &b.floating_, sizeof(double)) != 0) return false;
  return a.items_ == b.items_;
}

}  // namespace passnet::ir
