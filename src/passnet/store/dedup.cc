#include "passnet/store/dedup.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "passnet/store/archive_reader.h"
#include "passnet/util/error.h"

namespace passnet::store {

namespace fs = std::filesystem;

namespace {

std::string sanitize(std::string_view text) {
  std::string out;
  for (char c : text)
    out.push_back(
        std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.' ? c : '_');
  return out.empty() ? "_" : out;
}

void write_files(const frontend::SampleFiles& files, const fs::path& folder) {
  fs::create_directories(folder);
  for (const auto& [name, contents] : files.files) {
    std::ofstream out(folder / name, std::ios::binary | std::ios::trunc);
    out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
    if (!out)
      throw Error(ErrorCategory::kIo, fmt::format("{}: cannot write", (folder / name).string()));
  }
}

}  // namespace

DedupReport write_deduplicated(DatasetDb& db, const std::string& out_dir,
                               std::size_t max_file_bytes) {
  DedupReport report;
  std::vector<DatasetDb::Representative> reps = db.representatives();
  fs::create_directories(out_dir);
  // Destination folders: <source>/<sample name>, made unique with the hash when names collide.
  std::set<fs::path> taken;
  std::map<std::string, fs::path> destination_of;  // path -> destination
  nlohmann::json manifest = nlohmann::json::array();
  for (const DatasetDb::Representative& rep : reps) {
    std::string member = rep.archive ? rep.path.substr(rep.archive->size() + 1) : rep.path;
    fs::path base = fs::path(out_dir) / sanitize(rep.source.empty() ? "unknown" : rep.source) /
                    sanitize(fs::path(member).filename().string());
    fs::path destination = base;
    if (!taken.insert(destination).second) {
      destination = base.string() + "_" + rep.graph_hash.substr(0, 12);
      taken.insert(destination);
    }
    destination_of[rep.path] = destination;
    manifest.push_back({{"graph_hash", rep.graph_hash},
                        {"kept", rep.path},
                        {"written_to", fs::relative(destination, out_dir).string()},
                        {"duplicates", rep.duplicates}});
    ++report.groups;
    report.duplicates_dropped += static_cast<std::int64_t>(rep.duplicates.size());
  }
  // Folder samples are copied directly; archive members are collected per archive so each
  // archive is streamed once.
  std::map<std::string, std::set<std::string>> wanted_by_archive;
  for (const DatasetDb::Representative& rep : reps) {
    if (rep.archive) {
      wanted_by_archive[*rep.archive].insert(rep.path);
      continue;
    }
    try {
      write_files(frontend::load_sample_files(rep.path, max_file_bytes), destination_of[rep.path]);
      ++report.written;
    } catch (const std::exception& error) {
      report.errors.push_back(error.what());
    }
  }
  for (const auto& entry : wanted_by_archive) {
    const std::string& archive = entry.first;
    const std::set<std::string>& wanted = entry.second;
    std::size_t remaining = wanted.size();
    try {
      read_archive_samples(archive, max_file_bytes, [&](ArchiveSample&& member) {
        if (!wanted.contains(member.files.location)) return true;
        write_files(member.files, destination_of[member.files.location]);
        ++report.written;
        return --remaining > 0;
      });
    } catch (const std::exception& error) {
      report.errors.push_back(error.what());
    }
    if (remaining > 0)
      report.errors.push_back(
          fmt::format("{}: {} indexed samples are no longer in the archive", archive, remaining));
  }
  std::ofstream(fs::path(out_dir) / "dedup.json") << manifest.dump(2) << '\n';
  return report;
}

}  // namespace passnet::store
