#include "passnet/extract/annotation.h"

#include <fmt/format.h>

#include <filesystem>

#include "passnet/util/error.h"

namespace passnet::extract {

namespace {

using nlohmann::json;

[[noreturn]] void fail(std::string_view where, std::string_view message) {
  throw Error(ErrorCategory::kSample, fmt::format("annotation {}: {}", where, message));
}

const json& field(const json& object, const char* key, std::string_view where) {
  if (!object.is_object() || !object.contains(key))
    fail(where, fmt::format("missing field '{}'", key));
  return object.at(key);
}

std::string text_field(const json& object, const char* key, std::string_view where) {
  const json& value = field(object, key, where);
  if (!value.is_string()) fail(where, fmt::format("field '{}' is not a string", key));
  return value.get<std::string>();
}

std::optional<double> number_or_absent(const json& object, const char* key) {
  if (!object.contains(key) || !object.at(key).is_number()) return std::nullopt;
  return object.at(key).get<double>();
}

std::optional<ValueKind> kind_from_string(std::string_view text) {
  for (ValueKind kind : {ValueKind::kTensor, ValueKind::kTuple, ValueKind::kList, ValueKind::kNone,
                         ValueKind::kScalar, ValueKind::kOther})
    if (to_string(kind) == text) return kind;
  return std::nullopt;
}

void put_number(json& out, const char* key, const std::optional<double>& value) {
  if (value) out[key] = *value;
}

}  // namespace

std::string_view to_string(ValueKind kind) {
  switch (kind) {
    case ValueKind::kTensor:
      return "tensor";
    case ValueKind::kTuple:
      return "tuple";
    case ValueKind::kList:
      return "list";
    case ValueKind::kNone:
      return "none";
    case ValueKind::kScalar:
      return "scalar";
    case ValueKind::kOther:
      return "other";
  }
  return "other";
}

bool ValueInfo::holds_tensor() const {
  if (is_tensor()) return true;
  for (const ValueInfo& item : items)
    if (item.holds_tensor()) return true;
  return false;
}

bool TensorInfo::is_floating() const {
  return dtype.find("float") != std::string::npos || dtype.find("half") != std::string::npos ||
         dtype.find("double") != std::string::npos;
}

bool TensorInfo::is_integral() const {
  return dtype.find("int") != std::string::npos || dtype == "torch.bool" ||
         dtype.find("long") != std::string::npos || dtype.find("short") != std::string::npos;
}

std::int64_t TensorInfo::numel() const {
  std::int64_t count = 1;
  for (std::int64_t dim : shape)
    count *= dim;
  return count;
}

const NodeAnnotation* SampleAnnotation::find(std::string_view node) const {
  for (const NodeAnnotation& annotation : nodes)
    if (annotation.name == node) return &annotation;
  return nullptr;
}

std::string SampleAnnotation::describe() const {
  if (ok()) {
    std::string fallback;
    if (meta_fallback.is_object())
      fallback = fmt::format(", meta fell back to real at '{}'",
                             meta_fallback.value("node", std::string("?")));
    return fmt::format("ok, {} nodes ({}{})", nodes.size(), mode_used, fallback);
  }
  if (!error.is_object()) return "failed";
  std::string node = error.contains("node") && error["node"].is_string()
                         ? fmt::format(", node '{}'", error["node"].get<std::string>())
                         : std::string();
  return fmt::format("failed at {}{}: {}: {}", error.value("stage", std::string("?")), node,
                     error.value("type", std::string("?")), error.value("message", std::string()));
}

json to_json(const ValueInfo& value) {
  json out = {{"kind", to_string(value.kind)}};
  switch (value.kind) {
    case ValueKind::kTensor: {
      const TensorInfo& t = value.tensor;
      out["shape"] = t.shape;
      out["dtype"] = t.dtype;
      out["device"] = t.device;
      put_number(out, "mean", t.mean);
      put_number(out, "std", t.std);
      put_number(out, "min", t.min);
      put_number(out, "max", t.max);
      if (t.nonfinite > 0) out["nonfinite"] = t.nonfinite;
      if (t.data) out["data"] = *t.data;
      break;
    }
    case ValueKind::kTuple:
    case ValueKind::kList: {
      json items = json::array();
      for (const ValueInfo& item : value.items)
        items.push_back(to_json(item));
      out["items"] = std::move(items);
      if (!value.type.empty()) out["type"] = value.type;
      break;
    }
    case ValueKind::kScalar:
      out["type"] = value.type;
      out["value"] = value.value;
      break;
    case ValueKind::kOther:
      out["type"] = value.type;
      out["repr"] = value.repr;
      break;
    case ValueKind::kNone:
      break;
  }
  return out;
}

ValueInfo value_info_from_json(const json& in) {
  constexpr std::string_view kWhere = "value";
  std::string kind_text = text_field(in, "kind", kWhere);
  std::optional<ValueKind> kind = kind_from_string(kind_text);
  if (!kind) fail(kWhere, fmt::format("unknown kind '{}'", kind_text));
  ValueInfo value;
  value.kind = *kind;
  switch (value.kind) {
    case ValueKind::kTensor: {
      TensorInfo& t = value.tensor;
      const json& shape = field(in, "shape", kWhere);
      if (!shape.is_array()) fail(kWhere, "shape is not a list");
      for (const json& dim : shape) {
        if (!dim.is_number_integer()) fail(kWhere, "shape holds a non-integer");
        t.shape.push_back(dim.get<std::int64_t>());
      }
      t.dtype = text_field(in, "dtype", kWhere);
      t.device = in.value("device", std::string());
      t.mean = number_or_absent(in, "mean");
      t.std = number_or_absent(in, "std");
      t.min = number_or_absent(in, "min");
      t.max = number_or_absent(in, "max");
      t.nonfinite = in.value("nonfinite", std::int64_t{0});
      if (in.contains("data") && in["data"].is_array()) t.data = in["data"];
      break;
    }
    case ValueKind::kTuple:
    case ValueKind::kList: {
      const json& items = field(in, "items", kWhere);
      if (!items.is_array()) fail(kWhere, "items is not a list");
      for (const json& item : items)
        value.items.push_back(value_info_from_json(item));
      value.type = in.value("type", std::string());
      break;
    }
    case ValueKind::kScalar:
      value.type = in.value("type", std::string());
      value.value = in.value("value", json());
      break;
    case ValueKind::kOther:
      value.type = in.value("type", std::string());
      value.repr = in.value("repr", std::string());
      break;
    case ValueKind::kNone:
      break;
  }
  return value;
}

json to_json(const SampleAnnotation& a) {
  json nodes = json::array();
  for (const NodeAnnotation& node : a.nodes)
    nodes.push_back({{"name", node.name}, {"value", to_json(node.value)}});
  json outputs = json::array();
  for (const ValueInfo& output : a.outputs)
    outputs.push_back(to_json(output));
  return {{"sample", a.sample},
          {"graph_hash", a.graph_hash},
          {"status", a.status},
          {"mode", a.mode},
          {"mode_used", a.mode_used},
          {"device", a.device},
          {"seed", a.seed},
          {"replay", a.replay},
          {"seconds", a.seconds},
          {"meta_fallback", a.meta_fallback},
          {"error", a.error},
          {"nodes", std::move(nodes)},
          {"outputs", std::move(outputs)}};
}

SampleAnnotation annotation_from_json(const json& in) {
  constexpr std::string_view kWhere = "record";
  SampleAnnotation a;
  a.sample = text_field(in, "sample", kWhere);
  a.status = text_field(in, "status", kWhere);
  if (a.status != "ok" && a.status != "failed")
    fail(kWhere, fmt::format("status '{}' is neither ok nor failed", a.status));
  a.graph_hash = in.value("graph_hash", std::string());
  a.mode = in.value("mode", std::string("real"));
  a.mode_used = in.value("mode_used", a.mode);
  a.device = in.value("device", std::string());
  if (in.contains("seed") && in["seed"].is_number_integer())
    a.seed = in["seed"].get<std::int64_t>();
  if (in.contains("replay") && in["replay"].is_string()) a.replay = in["replay"];
  if (in.contains("seconds") && in["seconds"].is_number()) a.seconds = in["seconds"].get<double>();
  a.meta_fallback = in.value("meta_fallback", json());
  a.error = in.value("error", json());
  if (in.contains("nodes")) {
    if (!in["nodes"].is_array()) fail(kWhere, "nodes is not a list");
    for (const json& node : in["nodes"]) {
      std::string name = text_field(node, "name", "node");
      try {
        a.nodes.push_back({name, value_info_from_json(field(node, "value", name))});
      } catch (const Error& error) {
        fail(fmt::format("node '{}'", name), error.what());
      }
    }
  }
  if (in.contains("outputs") && in["outputs"].is_array())
    for (const json& output : in["outputs"])
      a.outputs.push_back(value_info_from_json(output));
  return a;
}

std::optional<std::string> check_against(const SampleAnnotation& annotation, const ir::Graph& graph,
                                         const std::vector<std::string>& node_names) {
  std::vector<std::string_view> compute;
  for (const ir::Node& node : graph.nodes())
    if (node.op != ir::OpKind::kPlaceholder && node.op != ir::OpKind::kOutput)
      compute.push_back(node.name);
  if (!node_names.empty()) {
    for (std::size_t i = 0; i < std::min(compute.size(), node_names.size()); ++i)
      if (compute[i] != node_names[i])
        return fmt::format("node {} is '{}' in the engine's graph but '{}' in the runtime's", i,
                           compute[i], node_names[i]);
    if (compute.size() != node_names.size())
      return fmt::format("the engine's graph has {} compute nodes, the runtime's {}",
                         compute.size(), node_names.size());
  }
  std::size_t position = 0;
  for (const NodeAnnotation& node : annotation.nodes) {
    while (position < compute.size() && compute[position] != node.name)
      ++position;
    if (position == compute.size())
      return fmt::format(
          "annotated node '{}' is not a compute node of the graph (or is out of "
          "order)",
          node.name);
    ++position;
  }
  return std::nullopt;
}

void store_annotation(store::DatasetDb& db, const SampleAnnotation& a) {
  store::Database& database = db.database();
  json detail = {{"meta_fallback", a.meta_fallback},
                 {"replay", a.replay},
                 {"error", a.error},
                 {"seconds", a.seconds},
                 {"outputs", to_json(a).at("outputs")}};
  store::Transaction transaction(database);
  database.prepare("DELETE FROM node_annotations WHERE sample = ?")
      .bind(1, std::string_view(a.sample))
      .run();
  database
      .prepare(R"sql(
    INSERT OR REPLACE INTO annotations(sample, graph_hash, status, mode, mode_used, device, seed,
      node_count, detail, annotated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, datetime('now')))sql")
      .bind(1, std::string_view(a.sample))
      .bind(2, std::string_view(a.graph_hash))
      .bind(3, std::string_view(a.status))
      .bind(4, std::string_view(a.mode))
      .bind(5, std::string_view(a.mode_used))
      .bind(6, std::string_view(a.device))
      .bind(7, a.seed)
      .bind(8, static_cast<std::int64_t>(a.nodes.size()))
      .bind(9, std::string_view(detail.dump()))
      .run();
  store::Statement insert = database.prepare(
      "INSERT OR REPLACE INTO node_annotations(sample, node, position, value) VALUES (?, ?, ?, ?)");
  for (std::size_t i = 0; i < a.nodes.size(); ++i) {
    insert.bind(1, std::string_view(a.sample))
        .bind(2, std::string_view(a.nodes[i].name))
        .bind(3, static_cast<std::int64_t>(i))
        .bind(4, std::string_view(to_json(a.nodes[i].value).dump()));
    insert.run();
  }
  transaction.commit();
}

std::optional<SampleAnnotation> load_annotation(store::DatasetDb& db, std::string_view sample) {
  store::Database& database = db.database();
  store::Statement head = database.prepare(
      "SELECT graph_hash, status, mode, mode_used, device, seed, detail FROM annotations "
      "WHERE sample = ?");
  head.bind(1, sample);
  if (!head.step()) return std::nullopt;
  SampleAnnotation a;
  a.sample = std::string(sample);
  a.graph_hash = head.column_text(0);
  a.status = head.column_text(1);
  a.mode = head.column_text(2);
  a.mode_used = head.column_text(3);
  a.device = head.column_text(4);
  a.seed = head.column_int(5);
  json detail = json::parse(head.column_text(6), nullptr, false);
  if (detail.is_object()) {
    a.meta_fallback = detail.value("meta_fallback", json());
    a.error = detail.value("error", json());
    a.seconds = detail.value("seconds", 0.0);
    a.replay = detail.value("replay", std::string("graphnet"));
    if (detail.contains("outputs") && detail["outputs"].is_array())
      for (const json& output : detail["outputs"])
        a.outputs.push_back(value_info_from_json(output));
  }
  store::Statement rows = database.prepare(
      "SELECT node, value FROM node_annotations WHERE sample = ? ORDER BY position");
  rows.bind(1, sample);
  while (rows.step()) {
    std::string name = rows.column_text(0);
    json value = json::parse(rows.column_text(1), nullptr, false);
    if (value.is_discarded())
      throw Error(ErrorCategory::kDatabase,
                  fmt::format("{}: annotation of node '{}' of {} is not JSON", database.path(),
                              name, sample));
    a.nodes.push_back({std::move(name), value_info_from_json(value)});
  }
  return a;
}

std::string sample_key(std::string_view folder) {
  std::error_code error;
  std::filesystem::path path(folder);
  std::filesystem::path canonical =
      std::filesystem::weakly_canonical(std::filesystem::absolute(path, error), error);
  if (error) return std::string(folder);
  std::string key = canonical.lexically_normal().string();
  while (key.size() > 1 && key.back() == '/')
    key.pop_back();
  return key;
}

}  // namespace passnet::extract
