// Streams the samples stored inside a tar archive (plain, zstd, gzip, xz or bzip2, through
// libarchive) without unpacking it to disk. Members are grouped by folder; a folder's files must
// be contiguous in the archive (tar writes them so), and a folder that shows up again later is
// reported as an error for that sample instead of being read twice.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "passnet/frontend/sample.h"

namespace passnet::store {

struct ArchiveSample {
  frontend::SampleFiles files;  // location is "ARCHIVE:member/folder"
  std::string fingerprint;
  std::optional<std::string> error;  // set when the sample could not be read from the archive
};

// Calls on_sample for each sample folder in order; on_sample returns false to stop early.
// Throws Error(kIo) if the archive cannot be opened or is corrupt, or if passnet was built
// without libarchive.
void read_archive_samples(const std::string& archive, std::size_t max_file_bytes,
                          const std::function<bool(ArchiveSample&&)>& on_sample);

}  // namespace passnet::store
