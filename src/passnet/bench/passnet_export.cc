#include "passnet/bench/passnet_export.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>

#include "passnet/bench/passnet_layout.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "passnet/util/sha256.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

// "float16" from a dtype the manifest names, else the first floating dtype of weight_meta.py.
std::string dtype_folder(std::string dtype, const fs::path& sample) {
  if (dtype.empty()) {
    static const std::regex kDtype(
        R"re(dtype\s*=\s*"torch\.(float16|bfloat16|float32|float64)")re");
    std::error_code error;
    std::string meta = fs::is_regular_file(sample / "weight_meta.py", error)
                           ? read_file(sample / "weight_meta.py")
                           : std::string();
    std::smatch match;
    dtype = std::regex_search(meta, match, kDtype) ? match[1].str() : "float32";
  }
  if (dtype.starts_with("torch.")) dtype = dtype.substr(6);
  return dtype;
}

bool under(const fs::path& path, const fs::path& root) {
  auto relative = path.lexically_relative(root);
  return !relative.empty() && *relative.begin() != "..";
}

// Copies a sample folder's files; adds graph_hash.txt and an empty input_meta.py when missing.
void copy_sample(const fs::path& from, const fs::path& to) {
  fs::create_directories(to);
  for (const fs::directory_entry& entry : fs::directory_iterator(from))
    if (entry.is_regular_file())
      fs::copy_file(entry.path(), to / entry.path().filename(),
                    fs::copy_options::overwrite_existing);
  if (!fs::exists(to / "graph_hash.txt"))
    write_file(to / "graph_hash.txt", sha256_hex(read_file(to / "model.py")));
  if (!fs::exists(to / "input_meta.py")) write_file(to / "input_meta.py", "");
}

}  // namespace

ExportSummary export_passnet_layout(const std::vector<SuiteTask>& tasks,
                                    const ExportOptions& options) {
  fs::path out(options.out);
  std::error_code error;
  if (fs::exists(out, error) && !fs::is_empty(out, error) && !is_passnet_layout(out.string()))
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: exists and is not a PassNet layout passnet wrote; name a new "
                            "folder",
                            out.string()));
  const fs::path source_root =
      options.passnet_root.empty() ? fs::path() : fs::path(canonical_path(options.passnet_root));
  ExportSummary summary;
  std::map<std::string, std::string> written;  // source sample -> its path relative to out
  std::map<std::string, std::vector<std::string>> lists;  // split -> task folders
  nlohmann::json index = nlohmann::json::array();
  for (const SuiteTask& task : tasks) {
    std::vector<std::string> graph_list;
    std::vector<std::string> uids;
    for (std::size_t i = 0; i < task.subgraphs.size(); ++i) {
      const std::string& subgraph = task.subgraphs[i];
      fs::path sample(subgraph);
      auto [it, fresh] = written.emplace(subgraph, "");
      if (fresh) {
        fs::path relative;
        if (!source_root.empty() && under(sample, source_root)) {
          relative = sample.lexically_relative(source_root);
        } else {
          std::optional<int> size =
              i < task.subgraph_buckets.size() ? task.subgraph_buckets[i] : task.size_bucket;
          std::string dtype =
              i < task.subgraph_dtypes.size() ? task.subgraph_dtypes[i] : task.dtype;
          relative = fs::path("graphs") / options.name / "fusible_subgraphs" /
                     dtype_folder(dtype, sample) / (size ? std::to_string(*size) : "0") /
                     "samples" / sample.filename();
        }
        copy_sample(sample, out / relative);
        it->second = relative.generic_string();
        ++summary.subgraphs;
      }
      graph_list.push_back(it->second);
      if (task.uids.empty()) uids.push_back(sha256_hex("passnet-uid:" + it->second).substr(0, 32));
    }
    if (!task.uids.empty()) uids = task.uids;
    std::string id = passnet_task_id(uids);
    fs::path folder;
    if (!task.folder.empty() && !source_root.empty() && under(task.folder, source_root))
      folder = fs::path(task.folder).lexically_relative(source_root);
    else
      folder = fs::path("samples") / options.name / "fusible_subgraphs" / id.substr(0, 2) /
               id.substr(2, 2) / id;
    std::string graph_text;
    for (const std::string& path : graph_list)
      graph_text += path + "\n";
    write_file(out / folder / "graph_list.txt", graph_text);
    std::vector<std::string> sorted = uids;
    std::sort(sorted.begin(), sorted.end());
    std::string uid_text;
    for (std::size_t i = 0; i < sorted.size(); ++i)
      uid_text += (i ? "," : "") + sorted[i];
    write_file(out / folder / "sample_uids.txt", uid_text);
    fs::create_directories(out / folder / "pass_dir");
    lists[task.split == "train" ? "train" : "eval"].push_back(folder.generic_string());
    index.push_back({{"id", id},
                     {"source_id", task.id},
                     {"split", task.split},
                     {"folder", folder.generic_string()}});
    ++summary.tasks;
  }
  write_file(
      out / kExportIndex,
      nlohmann::json{{"format", "passnet-export-1"}, {"name", options.name}, {"tasks", index}}.dump(
          2) +
          "\n");
  for (const auto& [split, folders] : lists) {
    bool train = split == "train";
    std::string text = train ? "sample_path\n" : "";
    for (const std::string& folder : folders)
      text += folder + "\n";
    fs::path list = out / (train ? kPassNetTrainList : kPassNetEvalList);
    write_file(list, text);
    summary.lists.push_back(list.string());
  }
  return summary;
}

}  // namespace passnet::bench
