// A GraphNet sample in memory: the graph read from model.py, the tensor metadata, and the JSON
// and constraint files beside them. SampleFiles is the seam between storage and parsing: a
// folder on disk and a member of an archive both become a map from file name to contents, so
// the readers never touch the file system.
#pragma once

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "passnet/frontend/meta_reader.h"
#include "passnet/ir/graph.h"
#include "passnet/ir/tensor_meta.h"

namespace passnet::frontend {

inline constexpr std::string_view kModelFile = "model.py";
inline constexpr std::string_view kWeightMetaFile = "weight_meta.py";
inline constexpr std::string_view kInputMetaFile = "input_meta.py";
inline constexpr std::string_view kGraphNetJsonFile = "graph_net.json";
inline constexpr std::string_view kGraphHashFile = "graph_hash.txt";
inline constexpr std::string_view kConstraintsFile = "input_tensor_constraints.py";
inline constexpr std::string_view kSubgraphSourcesFile = "subgraph_sources.json";

// True for the files a sample folder may hold; others are ignored when loading.
bool is_sample_file(std::string_view name);

struct SampleFiles {
  std::string location;  // folder path, or "archive.tar.zst:member/folder"
  std::map<std::string, std::string, std::less<>> files;

  const std::string* find(std::string_view name) const;
  std::size_t total_bytes() const;
};

// Loads the known files of one sample folder. Files over `max_file_bytes` are not read: the
// reader reports them. Throws Error(kIo) if the folder cannot be listed.
SampleFiles load_sample_files(const std::filesystem::path& folder, std::size_t max_file_bytes);

struct Sample {
  std::string location;
  std::string class_name;
  ir::Graph graph;
  std::vector<ir::TensorMeta> weight_meta;
  std::vector<ir::TensorMeta> input_meta;
  nlohmann::json graph_net;  // null when the sample has no graph_net.json
  std::optional<std::string> graph_hash_txt;
  std::optional<std::string> constraints_source;  // kept verbatim for the writer
  std::optional<InputConstraints> constraints;
  std::optional<nlohmann::json> subgraph_sources;
  // Problems that do not stop the sample from being used (an unused metadata entry, say).
  std::vector<std::string> warnings;

  // The metadata entry for a forward parameter, from weight_meta.py or input_meta.py.
  const ir::TensorMeta* meta_for(std::string_view name) const;
  // Rebuilds the name index meta_for uses; call after changing weight_meta or input_meta.
  void index_metadata();
  std::string source() const;  // graph_net.json "source", or "" when absent
  std::string tag() const;     // graph_net.json "heuristic_tag", or ""

 private:
  // name -> (is input_meta, position); empty until index_metadata(), and meta_for then scans.
  std::unordered_map<std::string, std::pair<bool, std::size_t>> meta_index_;
};

// Parses every file of the sample; throws ParseError or Error(kSample) naming the first
// problem (a missing model.py or weight_meta.py, a placeholder with no metadata, ...).
Sample read_sample(const SampleFiles& files);

}  // namespace passnet::frontend
