#include "passnet/util/files.h"

#include <fmt/format.h>

#include <fstream>
#include <iterator>

#include "passnet/util/error.h"

namespace passnet {

namespace fs = std::filesystem;

std::string canonical_path(const fs::path& path) {
  std::error_code error;
  fs::path absolute = fs::absolute(path, error);
  if (error) return path.lexically_normal().string();
  fs::path resolved = fs::weakly_canonical(absolute, error);
  return (error ? absolute : resolved).lexically_normal().string();
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(ErrorCategory::kIo, fmt::format("{}: cannot read", path.string()));
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

void write_file(const fs::path& path, const std::string& text) {
  if (path.has_parent_path()) fs::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out) throw Error(ErrorCategory::kIo, fmt::format("{}: cannot write", path.string()));
}

std::filesystem::path executable_path() {
  std::error_code error;
  std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error)
    throw Error(ErrorCategory::kIo,
                fmt::format("cannot tell where this passnet binary is: {}", error.message()));
  return self;
}

}  // namespace passnet
