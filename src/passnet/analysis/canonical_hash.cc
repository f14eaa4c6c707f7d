#include "passnet/analysis/canonical_hash.h"

#include <fmt/format.h>
#include <xxhash.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <unordered_map>

namespace passnet::analysis {

namespace {

using ir::Arg;
using ir::ArgKind;
using ir::Node;
using ir::NodeId;
using ir::OpKind;

constexpr std::uint64_t kVersion = 1;  // bump when the encoding changes

enum class Mode { kGraph, kPattern };

bool is_commutative(const Node& node) {
  if (node.op != OpKind::kCallFunction || node.args.size() != 2 || !node.kwargs.empty())
    return false;
  std::string_view t = node.target;
  return t == "operator.add" || t == "operator.mul" || t == "operator.eq" || t == "operator.ne" ||
         t == "operator.and_" || t == "operator.or_" || t == "operator.xor";
}

// The value an op writes in place, if any.
std::optional<NodeId> mutated_value(const Node& node) {
  auto first_node_arg = [&]() -> std::optional<NodeId> {
    if (!node.args.empty() && node.args[0].is(ArgKind::kNode)) return node.args[0].node_id();
    return std::nullopt;
  };
  for (const ir::Keyword& kw : node.kwargs) {
    if (kw.name == "out" && kw.value.is(ArgKind::kNode)) return kw.value.node_id();
    if (kw.name == "inplace" && kw.value.is(ArgKind::kBool) && kw.value.as_bool())
      return first_node_arg();
  }
  std::string_view target = node.target;
  if (node.op == OpKind::kCallMethod) {
    if (target.size() > 1 && target.back() == '_' && !target.starts_with("_"))
      return first_node_arg();
    return std::nullopt;
  }
  if (node.op != OpKind::kCallFunction) return std::nullopt;
  if (target == "operator.setitem") return first_node_arg();
  if (target.starts_with("operator.i") && target != "operator.invert" && target != "operator.is_" &&
      target != "operator.is_not" && target != "operator.index")
    return first_node_arg();
  std::string_view leaf = target.substr(target.rfind('.') + 1);
  if (target.starts_with("torch.") && leaf.size() > 1 && leaf.back() == '_' &&
      !leaf.starts_with("_"))
    return first_node_arg();
  return std::nullopt;
}

// Ops whose integer arguments are sizes derived from input shapes; the pattern hash abstracts them.
bool takes_sizes(const Node& node) {
  static constexpr std::array<std::string_view, 14> kMethods{
      "view",     "reshape",   "expand", "repeat", "new_zeros",    "new_ones", "new_empty",
      "new_full", "unflatten", "split",  "narrow", "_unsafe_view", "resize_",  "tile"};
  static constexpr std::array<std::string_view, 16> kFunctions{
      "torch.reshape",
      "torch.zeros",
      "torch.ones",
      "torch.empty",
      "torch.full",
      "torch.randn",
      "torch.rand",
      "torch.arange",
      "torch.broadcast_to",
      "torch.split",
      "torch.narrow",
      "torch.tile",
      "torch.nn.functional.interpolate",
      "torch.nn.functional.adaptive_avg_pool2d",
      "torch._C._nn.upsample_nearest2d",
      "torch.nn.functional.adaptive_avg_pool1d"};
  if (node.op == OpKind::kCallMethod)
    return std::find(kMethods.begin(), kMethods.end(), node.target) != kMethods.end();
  if (node.op == OpKind::kCallFunction)
    return std::find(kFunctions.begin(), kFunctions.end(), node.target) != kFunctions.end();
  return false;
}

class Encoder {
 public:
  void tag(char c) { buffer_.push_back(c); }
  void u64(std::uint64_t v) { buffer_.append(reinterpret_cast<const char*>(&v), sizeof v); }
  void text(std::string_view s) {
    u64(s.size());
    buffer_.append(s);
  }
  std::string& buffer() { return buffer_; }
  std::uint64_t digest() const { return XXH3_64bits(buffer_.data(), buffer_.size()); }
  void clear() { buffer_.clear(); }

 private:
  std::string buffer_;
};

class Hasher {
 public:
  Hasher(const ir::Graph& graph, const MetaLookup& meta, Mode mode)
      : graph_(graph), meta_(meta), mode_(mode), n_(graph.size()) {}

  std::string run() {
    compute_effects();
    std::vector<std::uint64_t> seeds(n_, 0);
    for (NodeId id = 0; id < n_; ++id)
      if (graph_.node(id).op == OpKind::kPlaceholder) seeds[id] = placeholder_hash(graph_.node(id));
    std::vector<std::uint64_t> up = bottom_up(seeds);
    std::vector<std::uint64_t> down = top_down(up);
    for (NodeId id = 0; id < n_; ++id)
      if (graph_.node(id).op == OpKind::kPlaceholder)
        seeds[id] = XXH3_64bits_withSeed(&down[id], sizeof down[id], seeds[id]);
    up = bottom_up(seeds);
    return finish(up, seeds);
  }

 private:
  std::uint64_t placeholder_hash(const Node& node) {
    Encoder e;
    e.tag('P');
    const ir::TensorMeta* meta = meta_ ? meta_(node.name) : nullptr;
    bool symbolic = node.annotation.find("SymInt") != std::string::npos;
    e.tag(symbolic ? 'S' : 'T');
    if (mode_ == Mode::kGraph && meta != nullptr) {
      e.u64(meta->shape.size());
      for (std::int64_t dim : meta->shape)
        e.u64(static_cast<std::uint64_t>(dim));
      e.text(meta->dtype);
      // A symbolic size's value decides every shape derived from it.
      if (symbolic && meta->data) encode_literal(e, *meta->data, false);
    }
    return e.digest();
  }

  void compute_effects() {
    effect_preds_.assign(n_, {});
    std::vector<std::vector<NodeId>> readers_since_write(n_);
    std::vector<std::optional<NodeId>> last_writer(n_);
    std::vector<bool> used(n_, false);
    for (NodeId id = 0; id < n_; ++id)
      graph_.node(id).for_each_input([&](const Arg& r) { used[r.node_id()] = true; });
    std::optional<NodeId> previous_unused;
    for (NodeId id = 0; id < n_; ++id) {
      const Node& node = graph_.node(id);
      node.for_each_input([&](const Arg& ref) {
        NodeId value = ref.node_id();
        if (last_writer[value] && *last_writer[value] != id)
          effect_preds_[id].push_back(*last_writer[value]);
        readers_since_write[value].push_back(id);
      });
      if (auto value = mutated_value(node)) {
        for (NodeId reader : readers_since_write[*value])
          if (reader != id) effect_preds_[id].push_back(reader);
        readers_since_write[*value].clear();
        last_writer[*value] = id;
      }
      bool compute = node.op != OpKind::kPlaceholder && node.op != OpKind::kOutput;
      if (compute && !used[id]) {
        if (previous_unused) effect_preds_[id].push_back(*previous_unused);
        previous_unused = id;
      }
      std::sort(effect_preds_[id].begin(), effect_preds_[id].end());
      effect_preds_[id].erase(std::unique(effect_preds_[id].begin(), effect_preds_[id].end()),
                              effect_preds_[id].end());
    }
  }

  // Encodes a literal; in pattern mode `sizes` abstracts integers (shape-derived sizes) and
  // dtypes everywhere. Node references are written through ref_ hooks by the caller.
  void encode_literal(Encoder& e, const Arg& arg, bool sizes) {
    e.tag(static_cast<char>('a' + static_cast<int>(arg.kind())));
    switch (arg.kind()) {
      case ArgKind::kBool:
        e.u64(arg.as_bool());
        return;
      case ArgKind::kInt:
        if (!(mode_ == Mode::kPattern && sizes)) e.u64(static_cast<std::uint64_t>(arg.as_int()));
        return;
      case ArgKind::kFloat: {
        std::uint64_t bits;
        double value = arg.as_float();
        std::memcpy(&bits, &value, sizeof bits);
        e.u64(bits);
        return;
      }
      case ArgKind::kDtype:
        if (mode_ == Mode::kGraph) e.text(arg.text());
        return;
      case ArgKind::kDevice:
        // Device placement does not change what is computed.
        return;
      case ArgKind::kNode: {
        NodeId ref = arg.node_id();
        e.u64((*current_hashes_)[ref]);
        current_refs_->push_back(ref);
        return;
      }
      default:
        break;
    }
    if (!arg.text().empty() || arg.is(ArgKind::kStr)) e.text(arg.text());
    bool slice = arg.is(ArgKind::kSlice);
    e.u64(arg.items().size());
    for (const Arg& item : arg.items())
      encode_literal(e, item, sizes || slice);
  }

  // Hash of one node given the hashes of the nodes it references; records the references in
  // slot order into refs.
  std::uint64_t node_hash(NodeId id, const std::vector<std::uint64_t>& hashes,
                          std::vector<NodeId>& refs) {
    const Node& node = graph_.node(id);
    current_hashes_ = &hashes;
    current_refs_ = &refs;
    refs.clear();
    Encoder& e = encoder_;
    e.clear();
    e.tag(static_cast<char>('A' + static_cast<int>(node.op)));
    e.text(node.op == OpKind::kOutput ? std::string_view("output") : std::string_view(node.target));
    bool sizes = mode_ == Mode::kPattern && takes_sizes(node);
    if (is_commutative(node)) {
      std::array<std::string, 2> operands;
      std::array<std::vector<NodeId>, 2> operand_refs;
      for (int i = 0; i < 2; ++i) {
        Encoder operand;
        current_refs_ = &operand_refs[i];
        encode_literal(operand, node.args[i], false);
        operands[i] = std::move(operand.buffer());
      }
      if (operands[1] < operands[0]) {
        std::swap(operands[0], operands[1]);
        std::swap(operand_refs[0], operand_refs[1]);
      }
      current_refs_ = &refs;
      for (int i = 0; i < 2; ++i) {
        e.buffer() += operands[i];
        refs.insert(refs.end(), operand_refs[i].begin(), operand_refs[i].end());
      }
    } else {
      e.u64(node.args.size());
      for (std::size_t i = 0; i < node.args.size(); ++i)
        encode_literal(e, node.args[i], sizes);
      std::vector<const ir::Keyword*> kwargs;
      for (const ir::Keyword& kw : node.kwargs)
        kwargs.push_back(&kw);
      std::sort(kwargs.begin(), kwargs.end(),
                [](const auto* a, const auto* b) { return a->name < b->name; });
      e.u64(kwargs.size());
      for (const ir::Keyword* kw : kwargs) {
        e.text(kw->name);
        bool size_keyword = kw->name == "size" || kw->name == "shape" || kw->name == "output_size";
        encode_literal(e, kw->value, sizes && size_keyword);
      }
    }
    std::vector<std::uint64_t> effects;
    for (NodeId pred : effect_preds_[id])
      effects.push_back(hashes[pred]);
    std::sort(effects.begin(), effects.end());
    e.tag('E');
    e.u64(effects.size());
    for (std::uint64_t h : effects)
      e.u64(h);
    return e.digest();
  }

  // Also records, per node, the nodes it references in slot order (refs_), for top_down.
  std::vector<std::uint64_t> bottom_up(const std::vector<std::uint64_t>& seeds) {
    std::vector<std::uint64_t> up(n_, 0);
    refs_.resize(n_);
    for (NodeId id = 0; id < n_; ++id)
      up[id] =
          graph_.node(id).op == OpKind::kPlaceholder ? seeds[id] : node_hash(id, up, refs_[id]);
    return up;
  }

  std::vector<std::uint64_t> top_down(const std::vector<std::uint64_t>& up) {
    // uses[n]: one hash per (consumer, slot) in which n appears.
    std::vector<std::vector<std::uint64_t>> uses(n_);
    std::vector<std::uint64_t> down(n_, 0);
    for (NodeId id = n_; id-- > 0;) {
      const Node& node = graph_.node(id);
      std::vector<std::uint64_t>& mine = uses[id];
      std::sort(mine.begin(), mine.end());
      std::uint64_t seed = node.op == OpKind::kOutput ? 'O' : 'D';
      down[id] = XXH3_64bits_withSeed(mine.data(), mine.size() * sizeof(std::uint64_t), seed);
      if (node.op == OpKind::kPlaceholder) continue;
      const std::vector<NodeId>& refs = refs_[id];
      for (std::size_t slot = 0; slot < refs.size(); ++slot) {
        std::array<std::uint64_t, 3> use{up[id], slot, down[id]};
        uses[refs[slot]].push_back(XXH3_64bits(use.data(), sizeof use));
      }
      for (NodeId pred : effect_preds_[id]) {
        std::array<std::uint64_t, 3> use{up[id], 0xEFFEC7, down[id]};
        uses[pred].push_back(XXH3_64bits(use.data(), sizeof use));
      }
    }
    return down;
  }

  std::string finish(const std::vector<std::uint64_t>& up,
                     const std::vector<std::uint64_t>& labels) {
    std::vector<bool> live(n_, false);
    std::optional<NodeId> output = graph_.output();
    if (output) {
      live[*output] = true;
      for (NodeId id = *output + 1; id-- > 0;) {
        if (!live[id]) continue;
        graph_.node(id).for_each_input([&](const Arg& ref) { live[ref.node_id()] = true; });
        for (NodeId pred : effect_preds_[id])
          live[pred] = true;
      }
    }
    std::vector<std::uint64_t> dead;
    std::vector<std::uint64_t> placeholders;
    for (NodeId id = 0; id < n_; ++id) {
      OpKind op = graph_.node(id).op;
      if (op == OpKind::kPlaceholder)
        placeholders.push_back(labels[id]);
      else if (!live[id] && op != OpKind::kOutput)
        dead.push_back(up[id]);
    }
    std::sort(dead.begin(), dead.end());
    std::sort(placeholders.begin(), placeholders.end());
    Encoder e;
    e.u64(kVersion);
    e.tag(mode_ == Mode::kGraph ? 'G' : 'p');
    e.u64(output ? up[*output] : 0);
    e.u64(dead.size());
    for (std::uint64_t h : dead)
      e.u64(h);
    e.u64(placeholders.size());
    for (std::uint64_t h : placeholders)
      e.u64(h);
    XXH128_hash_t digest = XXH3_128bits(e.buffer().data(), e.buffer().size());
    return fmt::format("{:016x}{:016x}", digest.high64, digest.low64);
  }

  const ir::Graph& graph_;
  const MetaLookup& meta_;
  Mode mode_;
  NodeId n_;
  std::vector<std::vector<NodeId>> effect_preds_;
  std::vector<std::vector<NodeId>> refs_;
  Encoder encoder_;
  const std::vector<std::uint64_t>* current_hashes_ = nullptr;
  std::vector<NodeId>* current_refs_ = nullptr;
};

}  // namespace

CanonicalHashes canonical_hashes(const ir::Graph& graph, const MetaLookup& meta) {
  return {Hasher(graph, meta, Mode::kGraph).run(), Hasher(graph, meta, Mode::kPattern).run()};
}

}  // namespace passnet::analysis
