// Helpers shared by the C++ tests: parsing inline sources, locating the GraphNet corpus and the
// passnet binary, temporary folders, and running commands.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "passnet/frontend/sample.h"
#include "passnet/ir/graph.h"

namespace passnet::testing {

ir::Graph parse_model(const std::string& source);

// A sample made of the given files, as if read from folder "mem".
frontend::Sample parse_sample(const std::string& model, const std::string& weight_meta);

// Metadata text for tensors given as (name, shape, dtype).
struct TensorSpec {
  std::string name;
  std::vector<std::int64_t> shape;
  std::string dtype = "torch.float32";
};
std::string meta_source(const std::vector<TensorSpec>& tensors);

// The unpacked GraphNet samples folder (PASSNET_GRAPHNET_DIR, or the cache the CI script fills),
// or nullopt when absent.
std::optional<std::filesystem::path> corpus_dir();

// Sample folders under `root`, sorted.
std::vector<std::filesystem::path> sample_folders(const std::filesystem::path& root);

class TempDir {
 public:
  TempDir();
  ~TempDir();
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

void write_text(const std::filesystem::path& path, const std::string& text);
std::string read_text(const std::filesystem::path& path);

struct CommandResult {
  int exit_code = 0;
  std::string out;
};
// Runs a shell command, capturing stdout (stderr goes to the test log).
CommandResult run_command(const std::string& command);
std::string passnet_binary();

}  // namespace passnet::testing
