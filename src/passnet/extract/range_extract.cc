#include "passnet/extract/range_extract.h"

#include <fmt/format.h>

#include <limits>
#include <unordered_map>
#include <unordered_set>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/frontend/python_repr.h"

namespace passnet::extract {

namespace {

using ir::Arg;
using ir::Node;
using ir::NodeId;
using ir::OpKind;

// How a value that crosses a cut can be carried over.
enum class Crossing : std::uint8_t {
  kTensor,       // becomes an input (live-in) or an output (live-out)
  kConstant,     // a Python constant: inlined as a literal
  kMultiOutput,  // a tuple/list holding tensors
  kMissing,      // not annotated
  kUnsupported,  // any other object
};

// +1 for an op that opens a vmap level, -1 for one that closes it (both spellings the corpus
// holds: torch._functorch.predispatch.* and torch._C._functorch.*).
int vmap_depth_change(const Node& node) {
  if (node.op != OpKind::kCallFunction) return 0;
  if (node.target.ends_with("._vmap_increment_nesting")) return 1;
  if (node.target.ends_with("._vmap_decrement_nesting")) return -1;
  return 0;
}

std::optional<Arg> scalar_constant(const ValueInfo& value) {
  const nlohmann::json& v = value.value;
  if (value.type == "bool" && v.is_boolean()) return Arg::boolean(v.get<bool>());
  if (value.type == "int" && v.is_number_unsigned() &&
      v.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
    return Arg::big_integer(std::to_string(v.get<std::uint64_t>()));
  if (value.type == "int" && v.is_number_integer()) return Arg::integer(v.get<std::int64_t>());
  if (value.type == "float" && v.is_number()) return Arg::floating(v.get<double>());
  if (value.type == "float" && v.is_string()) {
    const std::string& text = v.get_ref<const std::string&>();
    constexpr double kInf = std::numeric_limits<double>::infinity();
    if (text == "inf") return Arg::floating(kInf);
    if (text == "-inf") return Arg::floating(-kInf);
    if (text == "nan") return Arg::floating(std::numeric_limits<double>::quiet_NaN());
    return std::nullopt;
  }
  if (value.type == "str" && v.is_string()) return Arg::string(v.get<std::string>());
  return std::nullopt;
}

// The literal a constant value is inlined as, or nullopt for values that are not constants.
std::optional<Arg> constant_of(const ValueInfo& value) {
  switch (value.kind) {
    case ValueKind::kNone:
      return Arg::none();
    case ValueKind::kScalar:
      return scalar_constant(value);
    case ValueKind::kTuple:
    case ValueKind::kList: {
      std::vector<Arg> items;
      for (const ValueInfo& item : value.items) {
        std::optional<Arg> constant = constant_of(item);
        if (!constant) return std::nullopt;
        items.push_back(std::move(*constant));
      }
      return value.kind == ValueKind::kTuple ? Arg::tuple(std::move(items))
                                             : Arg::list(std::move(items));
    }
    case ValueKind::kTensor:
    case ValueKind::kOther:
      return std::nullopt;
  }
  return std::nullopt;
}

Crossing classify(const NodeAnnotation* annotation) {
  if (annotation == nullptr) return Crossing::kMissing;
  const ValueInfo& value = annotation->value;
  if (value.is_tensor()) return Crossing::kTensor;
  if (value.is_sequence() && value.holds_tensor()) return Crossing::kMultiOutput;
  return constant_of(value) ? Crossing::kConstant : Crossing::kUnsupported;
}

std::string describe_value(const ValueInfo& value) {
  if (value.is_sequence())
    return fmt::format("a {} of {} values", value.type.empty() ? to_string(value.kind) : value.type,
                       value.items.size());
  if (value.kind == ValueKind::kOther) return fmt::format("a {}", value.type);
  return std::string(to_string(value.kind));
}

std::string python_text(const Arg& constant) {
  std::string text;
  frontend::append_python_arg(text, constant, [](NodeId) -> std::string_view { return "?"; });
  return text;
}

// Whether node `user` calls a method on the value of node `source` (a literal cannot be the
// receiver of a call_method node).
bool is_receiver(const Node& user, NodeId source) {
  return user.op == OpKind::kCallMethod && !user.args.empty() &&
         user.args[0].is(ir::ArgKind::kNode) && user.args[0].node_id() == source;
}

std::string default_device(const frontend::Sample& parent) {
  for (const auto* metas : {&parent.weight_meta, &parent.input_meta})
    for (const ir::TensorMeta& meta : *metas)
      if (!meta.device.empty()) return meta.device;
  return "cpu";
}

Arg json_to_literal(const nlohmann::json& value) {
  if (value.is_boolean()) return Arg::boolean(value.get<bool>());
  if (value.is_number_integer()) return Arg::integer(value.get<std::int64_t>());
  if (value.is_number()) return Arg::floating(value.get<double>());
  return Arg::none();
}

// Metadata for an activation that becomes an input of the piece.
ir::TensorMeta activation_meta(const std::string& name, const TensorInfo& t,
                               const std::string& device, std::vector<std::string>& warnings) {
  ir::TensorMeta meta;
  meta.class_name = fmt::format("Program_weight_tensor_meta_{}", name);
  meta.name = name;
  meta.shape = t.shape;
  meta.dtype = t.dtype;
  meta.device = device;
  if (t.is_floating()) {
    meta.mean = t.mean ? Arg::floating(*t.mean) : Arg::none();
    meta.std = t.std ? Arg::floating(*t.std) : Arg::none();
    if (!t.mean && !t.data)
      warnings.push_back(fmt::format(
          "input '{}' has no statistics (annotated in meta mode): replay uses mean 0, std 0.1",
          name));
  } else {
    meta.mean = Arg::none();
    meta.std = Arg::none();
  }
  if (t.data) {
    std::vector<Arg> values;
    for (const nlohmann::json& value : *t.data)
      values.push_back(json_to_literal(value));
    meta.data = Arg::list(std::move(values));
  } else {
    meta.data = Arg::none();
  }
  // Integer tensors are replayed from [min_val, max_val] unless their data is kept; floating
  // ones are clamped to the range that was observed.
  bool integral = t.is_integral() && t.dtype != "torch.bool";
  if (t.min && t.max && (t.is_floating() || (integral && !t.data))) {
    meta.min_val =
        integral ? Arg::integer(static_cast<std::int64_t>(*t.min)) : Arg::floating(*t.min);
    meta.max_val =
        integral ? Arg::integer(static_cast<std::int64_t>(*t.max)) : Arg::floating(*t.max);
  }
  return meta;
}

const ir::TensorMeta* find_meta(const std::vector<ir::TensorMeta>& metas, std::string_view name) {
  for (const ir::TensorMeta& meta : metas)
    if (meta.name == name) return &meta;
  return nullptr;
}

}  // namespace

class RangeExtractor::Impl {
 public:
  Impl(const frontend::Sample& parent, const SampleAnnotation& annotation)
      : parent_(parent),
        annotation_(annotation),
        compute_(compute_nodes(parent.graph)),
        parent_hash_(analysis::canonical_hashes(parent.graph, [&parent](std::string_view name) {
                       return parent.meta_for(name);
                     }).graph) {
    for (NodeId id = 0; id < parent.graph.size(); ++id)
      by_name_.emplace(parent.graph.node(id).name, id);
    for (const NodeAnnotation& node : annotation.nodes)
      annotations_.emplace(node.name, &node);
    if (std::optional<NodeId> output = parent.graph.output())
      parent.graph.node(*output).for_each_input(
          [&](const Arg& ref) { returned_.insert(ref.node_id()); });
    vmap_depth_.assign(compute_.size() + 1, 0);
    for (std::size_t k = 0; k < compute_.size(); ++k)
      vmap_depth_[k + 1] = vmap_depth_[k] + vmap_depth_change(parent.graph.node(compute_[k]));
  }

  const std::string& parent_hash() const { return parent_hash_; }
  std::size_t compute_node_count() const { return compute_.size(); }

  RangeExtraction run(NodeRange range, const RangeOptions& options) const {
    check_bounds(range);
    if (!annotation_.graph_hash.empty() && annotation_.graph_hash != parent_hash_)
      throw RangeError(RangeErrorKind::kStaleAnnotation,
                       fmt::format("the annotation of {} was made for graph {}, the sample's "
                                   "graph is now {}: annotate it again",
                                   parent_.location, annotation_.graph_hash, parent_hash_));
    for (std::size_t cut : {range.begin, range.end})
      if (vmap_depth_[cut] != 0)
        throw RangeError(RangeErrorKind::kOpenContext,
                         fmt::format("range [{}, {}) of {}: the cut at {} falls inside a vmap "
                                     "level (between _vmap_increment_nesting and its decrement)",
                                     range.begin, range.end, parent_.location, cut));
    NodeId first = compute_[range.begin];
    NodeId last = compute_[range.end - 1];
    ir::Graph piece = parent_.graph.extract_range(first, last + 1);

    RangeExtraction out;
    std::unordered_map<NodeId, Arg> inlined;  // piece placeholder -> literal
    std::string device = default_device(parent_);
    std::vector<std::vector<NodeId>> piece_users = piece.compute_users();
    for (NodeId id : piece.placeholders())
      carry_live_in(piece, piece_users[id], id, range, device, out, inlined);
    std::vector<Arg> kept_outputs = carry_live_outs(piece, range, out);
    if (kept_outputs.empty() && options.require_output)
      throw RangeError(RangeErrorKind::kNoOutput,
                       fmt::format("range [{}, {}) of {}: nothing it computes is used after it",
                                   range.begin, range.end, parent_.location));

    out.sample.class_name = parent_.class_name;
    out.sample.graph = rebuild(piece, inlined, std::move(kept_outputs));
    out.sample.graph.verify();
    for (const Node& node : out.sample.graph.nodes())
      if (node.op == OpKind::kPlaceholder) out.inputs.push_back(node.name);
    out.sample.graph_net = parent_.graph_net;
    out.sample.subgraph_sources = nlohmann::json{
        {"parent", options.parent.empty() ? parent_.location : options.parent},
        {"parent_graph_hash", parent_hash_},
        {"range", nlohmann::json::array({range.begin, range.end})},
        {"kind", options.kind},
        {"nodes",
         nlohmann::json::array({parent_.graph.node(first).name, parent_.graph.node(last).name})},
        {"inlined", out.inlined},
        {"annotation",
         {{"mode_used", annotation_.mode_used},
          {"seed", annotation_.seed},
          {"replay", annotation_.replay},
          {"device", annotation_.device}}}};
    out.sample.index_metadata();
    return out;
  }

  std::vector<std::size_t> cut_points() const {
    std::size_t n = compute_.size();
    std::vector<std::int64_t> position(parent_.graph.size(), -1);
    for (std::size_t k = 0; k < n; ++k)
      position[compute_[k]] = static_cast<std::int64_t>(k);
    std::vector<std::vector<NodeId>> users = parent_.graph.compute_users();
    auto index_of = [&](NodeId user) {
      return position[user] >= 0 ? static_cast<std::size_t>(position[user]) : n;  // output: n
    };
    // bad[k] counts values that make a cut at k impossible (difference array over k).
    std::vector<std::int64_t> bad(n + 2, 0);
    for (std::size_t d = 0; d < n; ++d) {
      NodeId id = compute_[d];
      if (users[id].empty()) continue;
      std::size_t last_use = 0;
      std::size_t last_receiver = 0;
      for (NodeId user : users[id]) {
        last_use = std::max(last_use, index_of(user));
        if (is_receiver(parent_.graph.node(user), id))
          last_receiver = std::max(last_receiver, index_of(user));
      }
      Crossing how = classify(annotation_of(parent_.graph.node(id).name));
      std::size_t bad_until = how == Crossing::kTensor     ? 0
                              : how == Crossing::kConstant ? last_receiver
                                                           : last_use;
      if (bad_until > d) {
        ++bad[d + 1];
        --bad[bad_until + 1];
      }
    }
    std::vector<std::size_t> cuts;
    std::int64_t running = 0;
    for (std::size_t k = 0; k < n; ++k) {
      running += bad[k];
      if (k >= 1 && running == 0 && vmap_depth_[k] == 0) cuts.push_back(k);
    }
    return cuts;
  }

 private:
  void check_bounds(NodeRange range) const {
    if (range.begin >= range.end)
      throw RangeError(
          RangeErrorKind::kEmpty,
          fmt::format("range [{}, {}) of {} is empty", range.begin, range.end, parent_.location));
    if (range.end > compute_.size())
      throw RangeError(RangeErrorKind::kOutOfBounds,
                       fmt::format("range [{}, {}) is outside the {} compute nodes of {}",
                                   range.begin, range.end, compute_.size(), parent_.location));
  }

  const NodeAnnotation* annotation_of(std::string_view name) const {
    auto it = annotations_.find(name);
    return it == annotations_.end() ? nullptr : it->second;
  }

  [[noreturn]] void fail_crossing(Crossing how, const std::string& name, NodeRange range,
                                  std::string_view side) const {
    std::string where = fmt::format("range [{}, {}) of {}: node '{}' (used {})", range.begin,
                                    range.end, parent_.location, name, side);
    const NodeAnnotation* annotation = annotation_of(name);
    switch (how) {
      case Crossing::kMultiOutput:
        throw RangeError(RangeErrorKind::kMultiOutputCut,
                         fmt::format("{} produces {} and its users fall on both sides of the "
                                     "cut: cut before it or after its last use",
                                     where, describe_value(annotation->value)));
      case Crossing::kMissing:
        throw RangeError(
            RangeErrorKind::kMissingAnnotation,
            fmt::format("{} has no annotation (annotation: {})", where, annotation_.describe()));
      case Crossing::kUnsupported:
        throw RangeError(RangeErrorKind::kNonTensorValue,
                         fmt::format("{} is {}, which is neither a tensor nor a constant", where,
                                     describe_value(annotation->value)));
      case Crossing::kTensor:
      case Crossing::kConstant:
        break;
    }
    throw RangeError(RangeErrorKind::kNonTensorValue,
                     fmt::format("{} cannot cross the cut", where));
  }

  void carry_live_in(const ir::Graph& piece, const std::vector<NodeId>& users, NodeId id,
                     NodeRange range, const std::string& device, RangeExtraction& out,
                     std::unordered_map<NodeId, Arg>& inlined) const {
    const std::string& name = piece.node(id).name;
    const Node& source = parent_.graph.node(by_name_.at(name));
    if (source.op == OpKind::kPlaceholder) {
      if (source.annotation.find("SymInt") != std::string::npos)
        throw RangeError(RangeErrorKind::kSymbolicShape,
                         fmt::format("range [{}, {}) of {} takes the symbolic size '{}': pieces "
                                     "have static shapes",
                                     range.begin, range.end, parent_.location, name));
      if (const ir::TensorMeta* meta = find_meta(parent_.weight_meta, name))
        out.sample.weight_meta.push_back(*meta);
      else if (const ir::TensorMeta* input = find_meta(parent_.input_meta, name))
        out.sample.input_meta.push_back(*input);
      else
        throw Error(ErrorCategory::kSample,
                    fmt::format("{}: parameter '{}' has no metadata", parent_.location, name));
      return;
    }
    const NodeAnnotation* annotation = annotation_of(name);
    Crossing how = classify(annotation);
    if (how == Crossing::kTensor) {
      out.sample.weight_meta.push_back(
          activation_meta(name, annotation->value.tensor, device, out.warnings));
      return;
    }
    if (how != Crossing::kConstant) fail_crossing(how, name, range, "inside the range");
    for (NodeId user : users)
      if (is_receiver(piece.node(user), id))
        throw RangeError(
            RangeErrorKind::kNonTensorValue,
            fmt::format("range [{}, {}) of {}: node '{}' is the constant {}, and "
                        "node '{}' calls a method on it",
                        range.begin, range.end, parent_.location, name,
                        python_text(*constant_of(annotation->value)), piece.node(user).name));
    Arg constant = *constant_of(annotation->value);
    out.inlined[name] = python_text(constant);
    inlined.emplace(id, std::move(constant));
  }

  std::vector<Arg> carry_live_outs(const ir::Graph& piece, NodeRange range,
                                   RangeExtraction& out) const {
    std::vector<Arg> kept;
    const Node& output = piece.node(*piece.output());
    for (const Arg& ref : output.args[0].items()) {
      const std::string& name = piece.node(ref.node_id()).name;
      NodeId source = by_name_.at(name);
      Crossing how = classify(annotation_of(name));
      if (how == Crossing::kConstant && !returned_.contains(source)) {
        out.dropped_outputs.push_back(name);
        continue;
      }
      if (how != Crossing::kTensor && how != Crossing::kConstant)
        fail_crossing(how, name, range, "after the range");
      out.outputs.push_back(name);
      kept.push_back(ref);
    }
    return kept;
  }

  // The piece without its inlined placeholders, returning `outputs`.
  static ir::Graph rebuild(const ir::Graph& piece, const std::unordered_map<NodeId, Arg>& inlined,
                           std::vector<Arg> outputs) {
    ir::Graph graph;
    std::vector<NodeId> remap(piece.size(), 0);
    auto rewrite = [&](Arg& ref) {
      if (auto it = inlined.find(ref.node_id()); it != inlined.end())
        ref = it->second;
      else
        ref.set_node_id(remap[ref.node_id()]);
    };
    for (NodeId id = 0; id < piece.size(); ++id) {
      if (inlined.contains(id)) continue;
      Node node = piece.node(id);
      if (node.op == OpKind::kOutput) node.args = {Arg::tuple(outputs)};
      for (Arg& arg : node.args)
        arg.for_each_node_mutable(rewrite);
      for (ir::Keyword& kw : node.kwargs)
        kw.value.for_each_node_mutable(rewrite);
      if (node.op == OpKind::kPlaceholder && node.annotation.empty())
        node.annotation = "torch.Tensor";
      remap[id] = graph.add_node(std::move(node));
    }
    // Graph::extract_range names its output node "output", which a parent value may be called
    // too: take the first free "output_N", as the model reader does.
    std::unordered_set<std::string> names;
    for (const Node& node : graph.nodes())
      if (node.op != OpKind::kOutput) names.insert(node.name);
    Node& output = graph.mutable_node(*graph.output());
    for (int suffix = 1; names.contains(output.name); ++suffix)
      output.name = fmt::format("output_{}", suffix);
    return graph;
  }

  const frontend::Sample& parent_;
  const SampleAnnotation& annotation_;
  std::vector<NodeId> compute_;
  std::string parent_hash_;
  std::unordered_map<std::string_view, NodeId> by_name_;
  std::unordered_map<std::string_view, const NodeAnnotation*> annotations_;
  std::unordered_set<NodeId> returned_;  // nodes the parent's output returns
  // vmap levels open before compute node k (k = n: after the last); a cut needs 0.
  std::vector<int> vmap_depth_;
};

namespace {

ErrorCategory category_of(RangeErrorKind kind) {
  return kind == RangeErrorKind::kEmpty || kind == RangeErrorKind::kOutOfBounds
             ? ErrorCategory::kUsage
             : ErrorCategory::kSample;
}

}  // namespace

std::string_view to_string(RangeErrorKind kind) {
  switch (kind) {
    case RangeErrorKind::kEmpty:
      return "empty";
    case RangeErrorKind::kOutOfBounds:
      return "out_of_bounds";
    case RangeErrorKind::kMultiOutputCut:
      return "multi_output_cut";
    case RangeErrorKind::kMissingAnnotation:
      return "missing_annotation";
    case RangeErrorKind::kStaleAnnotation:
      return "stale_annotation";
    case RangeErrorKind::kNonTensorValue:
      return "non_tensor_value";
    case RangeErrorKind::kSymbolicShape:
      return "symbolic_shape";
    case RangeErrorKind::kOpenContext:
      return "open_context";
    case RangeErrorKind::kNoOutput:
      return "no_output";
  }
  return "unknown";
}

RangeError::RangeError(RangeErrorKind kind, const std::string& message)
    : Error(category_of(kind), message), kind_(kind) {}

std::vector<NodeId> compute_nodes(const ir::Graph& graph) {
  std::vector<NodeId> ids;
  for (NodeId id = 0; id < graph.size(); ++id)
    if (graph.node(id).op != OpKind::kPlaceholder && graph.node(id).op != OpKind::kOutput)
      ids.push_back(id);
  return ids;
}

RangeExtractor::RangeExtractor(const frontend::Sample& parent, const SampleAnnotation& annotation)
    : impl_(std::make_unique<Impl>(parent, annotation)) {}

RangeExtractor::~RangeExtractor() = default;

RangeExtraction RangeExtractor::extract(NodeRange range, const RangeOptions& options) const {
  return impl_->run(range, options);
}

std::vector<std::size_t> RangeExtractor::cut_points() const {
  return impl_->cut_points();
}

std::size_t RangeExtractor::compute_node_count() const {
  return impl_->compute_node_count();
}

const std::string& RangeExtractor::parent_hash() const {
  return impl_->parent_hash();
}

RangeExtraction extract_range(const frontend::Sample& parent, const SampleAnnotation& annotation,
                              NodeRange range, const RangeOptions& options) {
  return RangeExtractor(parent, annotation).extract(range, options);
}

std::vector<std::size_t> valid_cut_points(const frontend::Sample& parent,
                                          const SampleAnnotation& annotation) {
  return RangeExtractor(parent, annotation).cut_points();
}

}  // namespace passnet::extract
