#include "passnet/store/sample_walker.h"

#include <fmt/format.h>
#include <sys/stat.h>
#include <xxhash.h>

#include <algorithm>
#include <set>

#include "passnet/frontend/sample.h"

namespace passnet::store {

namespace fs = std::filesystem;

bool is_archive_name(const fs::path& path) {
  std::string name = path.filename().string();
  for (std::string_view suffix : {".tar", ".tar.zst", ".tar.gz", ".tgz", ".tar.xz", ".tar.bz2"})
    if (name.ends_with(suffix)) return true;
  return false;
}

WalkResult walk_samples(const fs::path& root) {
  WalkResult result;
  std::error_code error;
  if (fs::is_regular_file(root, error)) {
    if (is_archive_name(root))
      result.archives.push_back(root);
    else
      result.errors.push_back(
          fmt::format("{}: not a folder or a .tar[.zst|.gz|.xz] archive", root.string()));
    return result;
  }
  if (!fs::is_directory(root, error)) {
    result.errors.push_back(fmt::format("{}: no such folder or archive", root.string()));
    return result;
  }
  std::set<fs::path> folders;
  auto consider = [&](const fs::path& file) {
    std::string name = file.filename().string();
    if (name == frontend::kModelFile || name == frontend::kWeightMetaFile)
      folders.insert(file.parent_path());
    else if (is_archive_name(file))
      result.archives.push_back(file);
  };
  // Links to folders are followed (a tree of links to sample folders is a common way to pick
  // samples), each real folder once, so a link cycle ends.
  std::set<fs::path> visited{fs::weakly_canonical(root, error)};
  error.clear();
  fs::recursive_directory_iterator it(root,
                                      fs::directory_options::skip_permission_denied |
                                          fs::directory_options::follow_directory_symlink,
                                      error);
  if (error)
    result.errors.push_back(fmt::format("{}: cannot list: {}", root.string(), error.message()));
  for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
    std::error_code entry_error;  // a dangling link is skipped, not the end of the walk
    if (it->is_directory(entry_error)) {
      fs::path real = fs::canonical(it->path(), entry_error);
      if (entry_error || !visited.insert(real).second) it.disable_recursion_pending();
      continue;
    }
    if (it->is_regular_file(entry_error)) consider(it->path());
  }
  if (error)
    result.errors.push_back(fmt::format("{}: walk stopped: {}", root.string(), error.message()));
  result.folders.assign(folders.begin(), folders.end());
  std::sort(result.archives.begin(), result.archives.end());
  return result;
}

namespace {

void add_stat(XXH3_state_t* state, const std::string& name, const struct stat& info) {
  XXH3_64bits_update(state, name.data(), name.size() + 1);
  std::int64_t fields[3] = {static_cast<std::int64_t>(info.st_size), info.st_mtim.tv_sec,
                            info.st_mtim.tv_nsec};
  XXH3_64bits_update(state, fields, sizeof fields);
}

}  // namespace

std::string folder_fingerprint(const fs::path& folder) {
  XXH3_state_t* state = XXH3_createState();
  XXH3_64bits_reset(state);
  for (std::string_view name :
       {frontend::kModelFile, frontend::kWeightMetaFile, frontend::kInputMetaFile,
        frontend::kGraphNetJsonFile, frontend::kGraphHashFile, frontend::kConstraintsFile,
        frontend::kSubgraphSourcesFile}) {
    std::string file = (folder / name).string();
    struct stat info {};
    if (::stat(file.c_str(), &info) == 0) add_stat(state, std::string(name), info);
  }
  std::uint64_t digest = XXH3_64bits_digest(state);
  XXH3_freeState(state);
  return fmt::format("{:016x}", digest);
}

std::string file_fingerprint(const fs::path& file) {
  struct stat info {};
  if (::stat(file.c_str(), &info) != 0) return "missing";
  return fmt::format("{}:{}.{}", info.st_size, info.st_mtim.tv_sec, info.st_mtim.tv_nsec);
}

}  // namespace passnet::store
