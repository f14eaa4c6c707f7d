// Shape annotations: what every node of a sample's graph produced when the runtime ran the sample
// once (python/passnet/runtime/annotate.py): shapes and dtypes, and in real mode value statistics.
// Annotations travel as JSON (the worker's `annotation` event, `graph annotate --json`) and are
// stored in the dataset DB beside the index: table `annotations` (one row per sample) and
// `node_annotations` (one row per sample and node name). Range extraction reads them back.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "passnet/ir/graph.h"
#include "passnet/store/dataset_db.h"

namespace passnet::extract {

enum class ValueKind : std::uint8_t { kTensor, kTuple, kList, kNone, kScalar, kOther };

std::string_view to_string(ValueKind kind);

struct TensorInfo {
  std::vector<std::int64_t> shape;
  std::string dtype;   // as torch prints it: "torch.float32"
  std::string device;  // where it was computed: "cpu", "cuda:0", "meta"
  // Real mode only. mean/std: floating tensors, over their finite values; min/max: every dtype.
  std::optional<double> mean;
  std::optional<double> std;
  std::optional<double> min;
  std::optional<double> max;
  std::int64_t nonfinite = 0;          // inf/nan elements of a floating tensor
  std::optional<nlohmann::json> data;  // flat values of a small tensor (annotate.py's threshold)

  bool is_floating() const;
  bool is_integral() const;  // integer or bool dtype
  std::int64_t numel() const;
  friend bool operator==(const TensorInfo&, const TensorInfo&) = default;
};

// One value a node produced.
struct ValueInfo {
  ValueKind kind = ValueKind::kNone;
  TensorInfo tensor;             // kTensor
  std::vector<ValueInfo> items;  // kTuple, kList
  // kScalar: "int", "float", "bool", "str"; kTuple/kList: a subclass ("torch.Size") or empty;
  // kOther: the qualified Python type.
  std::string type;
  nlohmann::json value;  // kScalar: the value; non-finite floats are "inf", "-inf", "nan"
  std::string repr;      // kOther: a short repr

  bool is_tensor() const { return kind == ValueKind::kTensor; }
  bool is_sequence() const { return kind == ValueKind::kTuple || kind == ValueKind::kList; }
  // A tensor, or a sequence with one somewhere inside.
  bool holds_tensor() const;
  friend bool operator==(const ValueInfo&, const ValueInfo&) = default;
};

struct NodeAnnotation {
  std::string name;
  ValueInfo value;
  friend bool operator==(const NodeAnnotation&, const NodeAnnotation&) = default;
};

struct SampleAnnotation {
  std::string sample;      // the sample folder (absolute when the engine made it)
  std::string graph_hash;  // the engine's graph hash of the annotated graph; "" when unknown
  std::string status;      // "ok" or "failed"
  std::string mode;        // requested: "real" or "meta"
  std::string mode_used;   // "meta" unless a meta run fell back to "real"
  std::string device;
  std::int64_t seed = 123;
  // How inputs were replayed: "graphnet" (numpy's generator, exactly as GraphNet replays them)
  // or "fast" (torch's generator on the run device: the same distributions, other values).
  std::string replay = "graphnet";
  double seconds = 0;
  nlohmann::json meta_fallback;       // null, or {node, error}: why a meta run fell back to real
  nlohmann::json error;               // null, or {stage, node, type, message}
  std::vector<NodeAnnotation> nodes;  // in graph order; a failed run keeps those it computed
  std::vector<ValueInfo> outputs;     // forward's results (shapes and dtypes)

  bool ok() const { return status == "ok"; }
  // The annotation of a node, or nullptr (a linear scan: build a map for many lookups).
  const NodeAnnotation* find(std::string_view node) const;
  // One line: "ok, 123 nodes (meta)" or "failed at run, node 'add_3': RuntimeError: ...".
  std::string describe() const;
};

nlohmann::json to_json(const ValueInfo& value);
nlohmann::json to_json(const SampleAnnotation& annotation);
// Throw Error(kSample) naming the field that is missing or of the wrong type.
ValueInfo value_info_from_json(const nlohmann::json& json);
// Accepts the worker's `annotation` event (event, id and node_names are ignored) or to_json's.
SampleAnnotation annotation_from_json(const nlohmann::json& json);

// Checks that an annotation belongs to `graph`: every annotated node is a compute node of the
// graph, in graph order, and (when the worker sent them) `node_names` are exactly the graph's
// compute nodes in order. Returns the first discrepancy, or nullopt.
std::optional<std::string> check_against(const SampleAnnotation& annotation, const ir::Graph& graph,
                                         const std::vector<std::string>& node_names = {});

// Replaces what the DB holds for annotation.sample, in one transaction.
void store_annotation(store::DatasetDb& db, const SampleAnnotation& annotation);
// The stored annotation of a sample, or nullopt when there is none.
std::optional<SampleAnnotation> load_annotation(store::DatasetDb& db, std::string_view sample);

// The key annotations are stored under: the folder's canonical absolute path, as the index
// (dataset index) records sample folders.
std::string sample_key(std::string_view folder);

}  // namespace passnet::extract
