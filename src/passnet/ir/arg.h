// Arg is the typed value of one argument of an IR node: a Python literal (None, bool, int,
// float, str, Ellipsis), a container of args (tuple, list, dict, slice), a torch constant
// (dtype, device, memory format, layout), a qualified name (a function passed as a value), a
// sympy symbol, or a reference to another node. Equality is structural and exact: floats
// compare by bit pattern, so -0.0 and 0.0 differ and NaN equals itself.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace passnet::ir {

using NodeId = std::uint32_t;

enum class ArgKind : std::uint8_t {
  kNone,
  kBool,
  kInt,
  kBigInt,  // an integer literal outside int64; text holds its decimal digits
  kFloat,
  kStr,
  kEllipsis,
  kTuple,
  kList,
  kDict,    // items alternate key, value
  kSlice,   // items are start, stop, step
  kDtype,   // text is the name after "torch.", e.g. "float32"
  kDevice,  // text is the type ("cuda"), integer the index or -1
  kMemoryFormat,
  kLayout,
  kQualName,  // a dotted name used as a value, e.g. "torch.nn.functional.relu"
  kSymbol,    // a sympy symbol in input_tensor_constraints.py
  kNode,
};

std::string_view to_string(ArgKind kind);

class Arg {
 public:
  Arg() = default;

  static Arg none() { return Arg(ArgKind::kNone); }
  static Arg boolean(bool value);
  static Arg integer(std::int64_t value);
  static Arg big_integer(std::string digits);
  static Arg floating(double value);
  static Arg string(std::string value);
  static Arg ellipsis() { return Arg(ArgKind::kEllipsis); }
  static Arg tuple(std::vector<Arg> items);
  static Arg list(std::vector<Arg> items);
  static Arg dict(std::vector<Arg> keys_and_values);
  static Arg slice(Arg start, Arg stop, Arg step);
  static Arg dtype(std::string name);
  static Arg device(std::string type, std::int64_t index);
  static Arg memory_format(std::string name);
  static Arg layout(std::string name);
  static Arg qualname(std::string name);
  static Arg symbol(std::string name);
  static Arg node(NodeId id);

  ArgKind kind() const { return kind_; }
  bool is(ArgKind kind) const { return kind_ == kind; }
  bool is_container() const;

  bool as_bool() const { return integer_ != 0; }
  std::int64_t as_int() const { return integer_; }
  double as_float() const { return floating_; }
  NodeId node_id() const { return static_cast<NodeId>(integer_); }
  std::int64_t device_index() const { return integer_; }
  // Text of str, big int, dtype, device type, memory format, layout, qualified name, symbol.
  const std::string& text() const { return text_; }
  const std::vector<Arg>& items() const { return items_; }
  std::vector<Arg>& mutable_items() { return items_; }
  void set_node_id(NodeId id) { integer_ = id; }

  // Calls fn(const Arg&) on every node reference inside this arg, depth first.
  template <typename Fn>
  void for_each_node(Fn&& fn) const {
    if (kind_ == ArgKind::kNode) {
      fn(*this);
      return;
    }
    for (const Arg& item : items_)
      item.for_each_node(fn);
  }
  template <typename Fn>
  void for_each_node_mutable(Fn&& fn) {
    if (kind_ == ArgKind::kNode) {
      fn(*this);
      return;
    }
    for (Arg& item : items_)
      item.for_each_node_mutable(fn);
  }

  friend bool operator==(const Arg& a, const Arg& b);
  friend bool operator!=(const Arg& a, const Arg& b) { return !(a == b); }

 private:
  explicit Arg(ArgKind kind) : kind_(kind) {}

  ArgKind kind_ = ArgKind::kNone;
  std::int64_t integer_ = 0;  // bool, int, node id, device index
  double floating_ = 0.0;
  std::string text_;
  std::vector<Arg> items_;
};

// A keyword argument of a call, kept in source order.
struct Keyword {
  std::string name;
  Arg value;
  friend bool operator==(const Keyword&, const Keyword&) = default;
};

}  // namespace passnet::ir
