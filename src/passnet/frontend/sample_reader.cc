#include <fmt/format.h>

#include <fstream>
#include <unordered_set>

#include "passnet/frontend/model_reader.h"
#include "passnet/frontend/sample.h"
#include "passnet/util/error.h"

namespace passnet::frontend {

namespace fs = std::filesystem;

bool is_sample_file(std::string_view name) {
  return name == kModelFile || name == kWeightMetaFile || name == kInputMetaFile ||
         name == kGraphNetJsonFile || name == kGraphHashFile || name == kConstraintsFile ||
         name == kSubgraphSourcesFile;
}

const std::string* SampleFiles::find(std::string_view name) const {
  auto it = files.find(name);
  return it == files.end() ? nullptr : &it->second;
}

std::size_t SampleFiles::total_bytes() const {
  std::size_t total = 0;
  for (const auto& [name, contents] : files)
    total += contents.size();
  return total;
}

SampleFiles load_sample_files(const fs::path& folder, std::size_t max_file_bytes) {
  SampleFiles sample;
  sample.location = folder.string();
  std::error_code error;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
    std::string name = entry.path().filename().string();
    if (!is_sample_file(name) || !entry.is_regular_file(error)) continue;
    std::uintmax_t size = entry.file_size(error);
    if (error) continue;
    if (size > max_file_bytes)
      throw Error(ErrorCategory::kSample,
                  fmt::format("{}/{}: file of {} bytes is larger than the limit of {} bytes",
                              sample.location, name, size, max_file_bytes));
    std::ifstream in(entry.path(), std::ios::binary);
    std::string contents(static_cast<std::size_t>(size), '\0');
    if (!in.read(contents.data(), static_cast<std::streamsize>(size)))
      throw Error(ErrorCategory::kIo,
                  fmt::format("{}/{}: cannot read the file", sample.location, name));
    sample.files.emplace(std::move(name), std::move(contents));
  }
  if (error)
    throw Error(ErrorCategory::kIo,
                fmt::format("{}: cannot list the folder: {}", sample.location, error.message()));
  return sample;
}

void Sample::index_metadata() {
  meta_index_.clear();
  // input_meta first so that weight_meta wins a name both define, as the scan below does.
  for (std::size_t i = 0; i < input_meta.size(); ++i)
    meta_index_[input_meta[i].name] = {true, i};
  for (std::size_t i = 0; i < weight_meta.size(); ++i)
    meta_index_[weight_meta[i].name] = {false, i};
}

const ir::TensorMeta* Sample::meta_for(std::string_view name) const {
  if (!meta_index_.empty()) {
    auto it = meta_index_.find(std::string(name));
    if (it == meta_index_.end()) return nullptr;
    const auto& [is_input, position] = it->second;
    return is_input ? &input_meta[position] : &weight_meta[position];
  }
  for (const auto* metas : {&weight_meta, &input_meta})
    for (const ir::TensorMeta& meta : *metas)
      if (meta.name == name) return &meta;
  return nullptr;
}

std::string Sample::source() const {
  if (graph_net.is_object() && graph_net.contains("source") && graph_net["source"].is_string())
    return graph_net["source"].get<std::string>();
  return {};
}

std::string Sample::tag() const {
  if (graph_net.is_object() && graph_net.contains("heuristic_tag") &&
      graph_net["heuristic_tag"].is_string())
    return graph_net["heuristic_tag"].get<std::string>();
  return {};
}

namespace {

// nlohmann reports byte offsets; a person wants line and column.
nlohmann::json parse_json(const std::string& file, const std::string& text) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& error) {
    std::size_t offset = std::min<std::size_t>(error.byte > 0 ? error.byte - 1 : 0, text.size());
    std::uint32_t line = 1;
    std::size_t line_start = 0;
    for (std::size_t i = 0; i < offset; ++i)
      if (text[i] == '\n') {
        ++line;
        line_start = i + 1;
      }
    std::string message = error.what();
    if (auto pos = message.find("syntax error"); pos != std::string::npos)
      message = message.substr(pos);
    std::size_t line_end = text.find('\n', line_start);
    std::string_view source_line(
        text.data() + line_start,
        (line_end == std::string::npos ? text.size() : line_end) - line_start);
    throw ParseError(file, {line, static_cast<std::uint32_t>(offset - line_start + 1)},
                     "invalid JSON: " + message, source_line);
  }
}

}  // namespace

Sample read_sample(const SampleFiles& files) {
  Sample sample;
  sample.location = files.location;
  auto path_of = [&](std::string_view name) { return fmt::format("{}/{}", files.location, name); };
  const std::string* model = files.find(kModelFile);
  if (model == nullptr)
    throw Error(ErrorCategory::kSample, fmt::format("{}: missing {}", files.location, kModelFile));
  const std::string* weight_meta = files.find(kWeightMetaFile);
  if (weight_meta == nullptr)
    throw Error(ErrorCategory::kSample,
                fmt::format("{}: missing {}", files.location, kWeightMetaFile));

  ModelCode code = read_model(path_of(kModelFile), *model);
  sample.graph = std::move(code.graph);
  sample.class_name = std::move(code.class_name);
  sample.weight_meta = read_tensor_meta(path_of(kWeightMetaFile), *weight_meta);
  if (const std::string* input_meta = files.find(kInputMetaFile))
    sample.input_meta = read_tensor_meta(path_of(kInputMetaFile), *input_meta);
  if (const std::string* json = files.find(kGraphNetJsonFile))
    sample.graph_net = parse_json(path_of(kGraphNetJsonFile), *json);
  if (const std::string* hash = files.find(kGraphHashFile)) {
    std::string text = *hash;
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
      text.pop_back();
    sample.graph_hash_txt = std::move(text);
  }
  if (const std::string* constraints = files.find(kConstraintsFile)) {
    sample.constraints = read_input_constraints(path_of(kConstraintsFile), *constraints);
    sample.constraints_source = *constraints;
  }
  if (const std::string* sources = files.find(kSubgraphSourcesFile))
    sample.subgraph_sources = parse_json(path_of(kSubgraphSourcesFile), *sources);

  sample.index_metadata();
  std::unordered_set<std::string_view> parameters;
  for (ir::NodeId id : sample.graph.placeholders()) {
    const ir::Node& node = sample.graph.node(id);
    parameters.insert(node.name);
    if (sample.meta_for(node.name) == nullptr)
      throw Error(ErrorCategory::kSample,
                  fmt::format("{}: forward parameter '{}' has no entry in {} or {}", files.location,
                              node.name, kWeightMetaFile, kInputMetaFile));
  }
  for (const auto* metas : {&sample.weight_meta, &sample.input_meta})
    for (const ir::TensorMeta& meta : *metas)
      if (!parameters.contains(meta.name))
        sample.warnings.push_back(
            fmt::format("metadata for '{}' matches no forward parameter", meta.name));
  return sample;
}

}  // namespace passnet::frontend
