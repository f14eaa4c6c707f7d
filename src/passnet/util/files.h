// Small file-system helpers shared by the bench subsystems: one spelling of a sample folder's
// path (run databases, logs and suites compare folders by it), whole-file reads and writes with
// typed errors naming the file, and where this binary is.
#pragma once

#include <filesystem>
#include <string>

namespace passnet {

// The absolute, symlink-resolved, normalised form of `path` (as far as it exists).
std::string canonical_path(const std::filesystem::path& path);

// The whole file; Error(kIo) naming it when it cannot be read.
std::string read_file(const std::filesystem::path& path);

// Writes `text`, creating the parent folders; Error(kIo) naming the file on failure.
void write_file(const std::filesystem::path& path, const std::string& text);

// This process's executable (what Slurm tasks run again, what install-relative files are found
// beside); Error(kIo) when the system does not say.
std::filesystem::path executable_path();

}  // namespace passnet
