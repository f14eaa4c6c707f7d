// Finds samples on disk: every folder that holds a model.py or weight_meta.py is a sample (also
// when it sits inside another sample, as decomposed subgraphs do), and every .tar, .tar.zst,
// .tar.gz or .tar.xz file is an archive of samples. Fingerprints are built from file names,
// sizes and modification times, so deciding what changed costs a stat, not a read.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace passnet::store {

struct WalkResult {
  std::vector<std::filesystem::path> folders;   // sorted
  std::vector<std::filesystem::path> archives;  // sorted
  std::vector<std::string> errors;              // folders that could not be listed
};

bool is_archive_name(const std::filesystem::path& path);

// `root` may be a folder tree, a single sample folder, or an archive file.
WalkResult walk_samples(const std::filesystem::path& root);

std::string folder_fingerprint(const std::filesystem::path& folder);
std::string file_fingerprint(const std::filesystem::path& file);

}  // namespace passnet::store
