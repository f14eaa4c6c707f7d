#include "passnet/frontend/sample_writer.h"

#include <fmt/format.h>

#include <fstream>
#include <set>

#include "passnet/frontend/python_repr.h"
#include "passnet/util/error.h"

namespace passnet::frontend {

namespace {

using ir::Arg;
using ir::ArgKind;
using ir::Node;
using ir::NodeId;
using ir::OpKind;

std::string_view infix_operator(std::string_view target) {
  static constexpr std::pair<std::string_view, std::string_view> kInfix[] = {
      {"operator.add", "+"},     {"operator.sub", "-"},       {"operator.mul", "*"},
      {"operator.truediv", "/"}, {"operator.floordiv", "//"}, {"operator.mod", "%"},
      {"operator.pow", "**"},    {"operator.matmul", "@"},    {"operator.and_", "&"},
      {"operator.or_", "|"},     {"operator.xor", "^"},       {"operator.lshift", "<<"},
      {"operator.rshift", ">>"}, {"operator.lt", "<"},        {"operator.le", "<="},
      {"operator.gt", ">"},      {"operator.ge", ">="},       {"operator.eq", "=="},
      {"operator.ne", "!="},     {"operator.is_", "is"},      {"operator.is_not", "is not"},
  };
  for (auto [name, op] : kInfix)
    if (target == name) return op;
  return {};
}

std::string_view prefix_operator(std::string_view target) {
  if (target == "operator.neg") return "-";
  if (target == "operator.pos") return "+";
  if (target == "operator.invert") return "~";
  if (target == "operator.not_") return "not ";
  return {};
}

bool is_identifier(std::string_view text) {
  if (text.empty() || std::isdigit(static_cast<unsigned char>(text[0]))) return false;
  for (char c : text)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

// Operands of infix and prefix operators: references and simple literals read back as
// themselves; negative numbers and other composite values are parenthesized.
bool needs_parentheses(const Arg& arg) {
  switch (arg.kind()) {
    case ArgKind::kInt:
      return arg.as_int() < 0;
    case ArgKind::kFloat:
      return std::signbit(arg.as_float()) || !std::isfinite(arg.as_float());
    case ArgKind::kBigInt:
      return !arg.text().empty() && arg.text()[0] == '-';
    default:
      return false;
  }
}

bool is_numeric_literal(const Arg& arg) {
  return arg.is(ArgKind::kInt) || arg.is(ArgKind::kFloat) || arg.is(ArgKind::kBigInt) ||
         arg.is(ArgKind::kBool);
}

class ModelEmitter {
 public:
  explicit ModelEmitter(const ir::Graph& graph) : graph_(graph) {}

  std::string emit(const std::string& class_name) {
    collect_imports();
    // A forward parameter may carry the name of a module the code needs (`operator`, `torch`):
    // import that module under another name.
    for (const Node& node : graph_.nodes())
      if (node.op == OpKind::kPlaceholder && imports_.contains(node.name))
        aliases_.emplace(node.name, fmt::format("_{}_module", node.name));
    std::string body;
    std::vector<std::vector<NodeId>> released_after = compute_releases();
    std::string signature = "self";
    for (NodeId id = 0; id < graph_.size(); ++id) {
      const Node& node = graph_.node(id);
      if (node.op == OpKind::kPlaceholder) {
        signature += ", ";
        signature += node.name;
        if (!node.annotation.empty()) {
          signature += ": ";
          signature += node.annotation;
        }
        continue;
      }
      body += "        ";
      emit_node(body, node);
      body += '\n';
      if (!released_after[id].empty()) {
        body += "        ";
        for (NodeId released : released_after[id]) {
          body += graph_.node(released).name;
          body += " = ";
        }
        body += "None\n";
      }
    }
    std::string out;
    for (const std::string& module : imports_) {
      if (auto it = aliases_.find(module); it != aliases_.end())
        out += fmt::format("import {} as {}\n", module, it->second);
      else
        out += fmt::format("import {}\n", module);
    }
    out += fmt::format("\n\nclass {}({}):\n", class_name,
                       spell_qualname("torch.nn.Module", &aliases_));
    out += fmt::format("    def forward({}):\n", signature);
    out += body;
    return out;
  }

 private:
  std::string_view name_of(NodeId id) const { return graph_.node(id).name; }

  void append_arg(std::string& out, const Arg& arg) {
    append_python_arg(
        out, arg, [this](NodeId id) { return name_of(id); }, &aliases_);
  }

  void append_operand(std::string& out, const Arg& arg) {
    if (needs_parentheses(arg)) out += '(';
    append_arg(out, arg);
    if (needs_parentheses(arg)) out += ')';
  }

  void append_call_arguments(std::string& out, const Node& node, std::size_t first) {
    out += '(';
    bool comma = false;
    for (std::size_t i = first; i < node.args.size(); ++i) {
      if (comma) out += ", ";
      append_arg(out, node.args[i]);
      comma = true;
    }
    for (const ir::Keyword& kw : node.kwargs) {
      if (comma) out += ", ";
      out += kw.name;
      out += '=';
      append_arg(out, kw.value);
      comma = true;
    }
    out += ')';
  }

  void emit_node(std::string& out, const Node& node) {
    if (node.op == OpKind::kOutput) {
      out += "return ";
      append_arg(out, node.args.empty() ? Arg::none() : node.args[0]);
      return;
    }
    out += node.name;
    out += " = ";
    switch (node.op) {
      case OpKind::kGetAttr:
        out += "self.";
        out += node.target;
        return;
      case OpKind::kCallMethod:
        if (node.args.empty() || !node.args[0].is(ArgKind::kNode))
          throw Error(ErrorCategory::kInternal,
                      fmt::format("call_method node '{}' has no receiver", node.name));
        out += name_of(node.args[0].node_id());
        out += '.';
        out += node.target;
        append_call_arguments(out, node, 1);
        return;
      case OpKind::kCallFunction:
        emit_function_call(out, node);
        return;
      default:
        return;
    }
  }

  void emit_function_call(std::string& out, const Node& node) {
    const std::vector<Arg>& args = node.args;
    bool plain = node.kwargs.empty();
    if (std::string_view op = infix_operator(node.target);
        !op.empty() && plain && args.size() == 2 &&
        !(is_numeric_literal(args[0]) && is_numeric_literal(args[1]))) {
      append_operand(out, args[0]);
      out += fmt::format(" {} ", op);
      append_operand(out, args[1]);
      return;
    }
    if (std::string_view op = prefix_operator(node.target);
        !op.empty() && plain && args.size() == 1 && !is_numeric_literal(args[0])) {
      out += op;
      append_operand(out, args[0]);
      return;
    }
    if (node.target == "operator.getitem" && plain && args.size() == 2 &&
        args[0].is(ArgKind::kNode)) {
      out += name_of(args[0].node_id());
      out += '[';
      append_arg(out, args[1]);
      out += ']';
      return;
    }
    if (node.target == "builtins.getattr" && plain && args.size() == 2 &&
        args[0].is(ArgKind::kNode) && args[1].is(ArgKind::kStr) && is_identifier(args[1].text())) {
      out += name_of(args[0].node_id());
      out += '.';
      out += args[1].text();
      return;
    }
    out += spell_qualname(node.target, &aliases_);
    append_call_arguments(out, node, 0);
  }

  // Builtins are spelled bare; every other qualified name needs its root module imported.
  void note_qualname(std::string_view name) {
    if (name.starts_with("builtins.")) return;
    imports_.insert(std::string(name.substr(0, name.find('.'))));
  }

  void collect_imports() {
    imports_.insert("torch");
    std::function<void(const Arg&)> visit = [&](const Arg& arg) {
      if (arg.is(ArgKind::kQualName)) note_qualname(arg.text());
      for (const Arg& item : arg.items())
        visit(item);
    };
    for (const Node& node : graph_.nodes()) {
      if (node.op == OpKind::kCallFunction) {
        bool infix = !infix_operator(node.target).empty() ||
                     !prefix_operator(node.target).empty() || node.target == "operator.getitem";
        // Infix-printed operators need no import, but a fallback call spelling does.
        if (!infix || !node.kwargs.empty() || node.args.size() > 2) note_qualname(node.target);
        if (infix) imports_.insert("operator");
      }
      for (const Arg& arg : node.args)
        visit(arg);
      for (const ir::Keyword& kw : node.kwargs)
        visit(kw.value);
    }
  }

  // released_after[u] lists the values whose last use is node u, FX style.
  std::vector<std::vector<NodeId>> compute_releases() const {
    std::vector<NodeId> last_use(graph_.size(), 0);
    std::vector<bool> used(graph_.size(), false);
    for (NodeId id = 0; id < graph_.size(); ++id)
      graph_.node(id).for_each_input([&](const Arg& ref) {
        last_use[ref.node_id()] = id;
        used[ref.node_id()] = true;
      });
    std::vector<std::vector<NodeId>> released(graph_.size());
    for (NodeId id = 0; id < graph_.size(); ++id) {
      const Node& node = graph_.node(id);
      if (!used[id] || node.op == OpKind::kPlaceholder) continue;
      if (graph_.node(last_use[id]).op == OpKind::kOutput) continue;
      released[last_use[id]].push_back(id);
    }
    return released;
  }

  const ir::Graph& graph_;
  std::set<std::string> imports_;
  ModuleAliases aliases_;
};

void write_file(const std::filesystem::path& path, std::string_view contents) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
  if (!out)
    throw Error(ErrorCategory::kIo, fmt::format("{}: cannot write the file", path.string()));
}

}  // namespace

std::string emit_model_py(const ir::Graph& graph, const std::string& class_name) {
  return ModelEmitter(graph).emit(class_name);
}

std::string emit_tensor_meta(const std::vector<ir::TensorMeta>& metas) {
  std::string out;
  auto no_nodes = [](NodeId) -> std::string_view { return "<node>"; };
  auto line = [&](std::string_view name, const Arg& value) {
    out += fmt::format("    {} = ", name);
    append_python_arg(out, value, no_nodes);
    out += '\n';
  };
  for (std::size_t i = 0; i < metas.size(); ++i) {
    const ir::TensorMeta& meta = metas[i];
    if (i > 0) out += "\n\n";
    std::string class_name = meta.class_name.empty()
                                 ? fmt::format("Program_weight_tensor_meta_{}", meta.name)
                                 : meta.class_name;
    out += fmt::format("class {}:\n", class_name);
    out += fmt::format("    name = {}\n", python_string(meta.name));
    if (meta.original_name)
      out += fmt::format("    original_name = {}\n", python_string(*meta.original_name));
    out += "    shape = [";
    for (std::size_t d = 0; d < meta.shape.size(); ++d)
      out += fmt::format("{}{}", d ? ", " : "", meta.shape[d]);
    out += "]\n";
    out += fmt::format("    dtype = {}\n", python_string(meta.dtype));
    out += fmt::format("    device = {}\n", python_string(meta.device));
    if (meta.mean) line("mean", *meta.mean);
    if (meta.std) line("std", *meta.std);
    if (meta.data) line("data", *meta.data);
    if (meta.min_val) line("min_val", *meta.min_val);
    if (meta.max_val) line("max_val", *meta.max_val);
    for (const ir::Keyword& kw : meta.extra)
      line(kw.name, kw.value);
  }
  return out;
}

void write_sample(const Sample& sample, const std::filesystem::path& folder) {
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error)
    throw Error(ErrorCategory::kIo,
                fmt::format("{}: cannot create the folder: {}", folder.string(), error.message()));
  write_file(
      folder / kModelFile,
      emit_model_py(sample.graph, sample.class_name.empty() ? "GraphModule" : sample.class_name));
  write_file(folder / kWeightMetaFile, emit_tensor_meta(sample.weight_meta));
  write_file(folder / kInputMetaFile, emit_tensor_meta(sample.input_meta));
  if (!sample.graph_net.is_null()) write_file(folder / kGraphNetJsonFile, sample.graph_net.dump(4));
  if (sample.graph_hash_txt) write_file(folder / kGraphHashFile, *sample.graph_hash_txt);
  if (sample.constraints_source) write_file(folder / kConstraintsFile, *sample.constraints_source);
  if (sample.subgraph_sources)
    write_file(folder / kSubgraphSourcesFile, sample.subgraph_sources->dump(4));
}

}  // namespace passnet::frontend
