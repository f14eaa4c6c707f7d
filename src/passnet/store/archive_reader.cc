#include "passnet/store/archive_reader.h"

#include <fmt/format.h>
#include <xxhash.h>

#include <unordered_set>

#include "passnet/util/error.h"

#ifdef PASSNET_WITH_LIBARCHIVE
#include <archive.h>
#include <archive_entry.h>
#endif

namespace passnet::store {

#ifndef PASSNET_WITH_LIBARCHIVE

void read_archive_samples(const std::string& archive, std::size_t,
                          const std::function<bool(ArchiveSample&&)>&) {
  throw Error(
      ErrorCategory::kIo,
      fmt::format("{}: this passnet was built without libarchive (PASSNET_WITH_LIBARCHIVE=OFF); "
                  "unpack the archive and index the folder instead",
                  archive));
}

#else

namespace {

struct ArchiveCloser {
  void operator()(struct archive* a) const { archive_read_free(a); }
};

std::pair<std::string, std::string> split_member(std::string_view member) {
  while (member.starts_with("./"))
    member.remove_prefix(2);
  std::size_t slash = member.rfind('/');
  if (slash == std::string_view::npos) return {"", std::string(member)};
  return {std::string(member.substr(0, slash)), std::string(member.substr(slash + 1))};
}

}  // namespace

void read_archive_samples(const std::string& archive, std::size_t max_file_bytes,
                          const std::function<bool(ArchiveSample&&)>& on_sample) {
  std::unique_ptr<struct archive, ArchiveCloser> reader(archive_read_new());
  archive_read_support_filter_all(reader.get());
  archive_read_support_format_tar(reader.get());
  archive_read_support_format_gnutar(reader.get());
  if (archive_read_open_filename(reader.get(), archive.c_str(), 1 << 20) != ARCHIVE_OK)
    throw Error(ErrorCategory::kIo, fmt::format("{}: cannot open the archive: {}", archive,
                                                archive_error_string(reader.get())));

  std::unordered_set<std::string> finished;
  ArchiveSample current;
  std::string current_folder;
  XXH3_state_t* state = XXH3_createState();
  XXH3_64bits_reset(state);
  bool keep_going = true;

  auto flush = [&]() {
    if (current.files.files.empty() && !current.error) return;
    current.fingerprint = fmt::format("{:016x}", XXH3_64bits_digest(state));
    finished.insert(current_folder);
    keep_going = on_sample(std::move(current));
    current = ArchiveSample{};
    XXH3_64bits_reset(state);
  };

  struct archive_entry* entry = nullptr;
  try {
    for (;;) {
      int rc = archive_read_next_header(reader.get(), &entry);
      if (rc == ARCHIVE_EOF) break;
      if (rc < ARCHIVE_WARN)
        throw Error(ErrorCategory::kIo, fmt::format("{}: corrupt archive: {}", archive,
                                                    archive_error_string(reader.get())));
      if (archive_entry_filetype(entry) != AE_IFREG) continue;
      const char* raw_name = archive_entry_pathname(entry);
      if (raw_name == nullptr) continue;
      auto [folder, name] = split_member(raw_name);
      if (!frontend::is_sample_file(name)) continue;
      if (folder != current_folder) {
        flush();
        if (!keep_going) break;
        current_folder = folder;
        current.files.location = fmt::format("{}:{}", archive, folder);
        if (finished.contains(folder))
          current.error =
              "the archive holds this folder's files in more than one place; unpack "
              "the archive and index the folder";
      }
      std::int64_t size = archive_entry_size(entry);
      std::int64_t mtime = archive_entry_mtime(entry);
      XXH3_64bits_update(state, name.data(), name.size() + 1);
      XXH3_64bits_update(state, &size, sizeof size);
      XXH3_64bits_update(state, &mtime, sizeof mtime);
      if (static_cast<std::uint64_t>(size) > max_file_bytes) {
        current.error = fmt::format("{}: file of {} bytes is larger than the limit of {} bytes",
                                    name, size, max_file_bytes);
        continue;
      }
      std::string contents(static_cast<std::size_t>(size), '\0');
      la_ssize_t read = archive_read_data(reader.get(), contents.data(), contents.size());
      if (read < 0 || read != size)
        throw Error(ErrorCategory::kIo, fmt::format("{}: cannot read member {}: {}", archive,
                                                    raw_name, archive_error_string(reader.get())));
      current.files.files.emplace(std::move(name), std::move(contents));
    }
    if (keep_going) flush();
  } catch (...) {
    XXH3_freeState(state);
    throw;
  }
  XXH3_freeState(state);
}

#endif

}  // namespace passnet::store
