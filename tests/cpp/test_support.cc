#include "test_support.h"

#include <fmt/format.h>
#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

#include "passnet/frontend/model_reader.h"

namespace passnet::testing {

namespace fs = std::filesystem;

ir::Graph parse_model(const std::string& source) {
  return frontend::read_model("model.py", source).graph;
}

frontend::Sample parse_sample(const std::string& model, const std::string& weight_meta) {
  frontend::SampleFiles files;
  files.location = "mem";
  files.files.emplace("model.py", model);
  files.files.emplace("weight_meta.py", weight_meta);
  return frontend::read_sample(files);
}

std::string meta_source(const std::vector<TensorSpec>& tensors) {
  std::string out;
  for (const TensorSpec& t : tensors) {
    std::string shape;
    for (std::size_t i = 0; i < t.shape.size(); ++i)
      shape += fmt::format("{}{}", i ? ", " : "", t.shape[i]);
    out += fmt::format(
        "class Program_weight_tensor_meta_{0}:\n    name = \"{0}\"\n    shape = [{1}]\n"
        "    dtype = \"{2}\"\n    device = \"cpu\"\n    mean = 0.0\n    std = 1.0\n    data = "
        "None\n\n\n",
        t.name, shape, t.dtype);
  }
  return out;
}

std::optional<fs::path> corpus_dir() {
  std::vector<fs::path> candidates;
  if (const char* env = std::getenv("PASSNET_GRAPHNET_DIR")) candidates.emplace_back(env);
  candidates.emplace_back("/tmp/passnet-graphnet/samples");
  for (const fs::path& candidate : candidates)
    if (fs::is_directory(candidate)) return candidate;
  return std::nullopt;
}

std::vector<fs::path> sample_folders(const fs::path& root) {
  std::set<fs::path> folders;
  for (const auto& entry : fs::recursive_directory_iterator(root))
    if (entry.path().filename() == "model.py") folders.insert(entry.path().parent_path());
  return {folders.begin(), folders.end()};
}

TempDir::TempDir() {
  std::random_device device;
  path_ = fs::temp_directory_path() / fmt::format("passnet-test-{:08x}", device());
  fs::create_directories(path_);
}

TempDir::~TempDir() {
  std::error_code error;
  fs::remove_all(path_, error);
}

void write_text(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

CommandResult run_command(const std::string& command) {
  CommandResult result;
  FILE* pipe = ::popen(command.c_str(), "r");
  if (pipe == nullptr) return {-1, {}};
  char buffer[65536];
  std::size_t read = 0;
  while ((read = std::fread(buffer, 1, sizeof buffer, pipe)) > 0)
    result.out.append(buffer, read);
  int status = ::pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

std::string passnet_binary() {
  return PASSNET_BINARY;
}

}  // namespace passnet::testing
