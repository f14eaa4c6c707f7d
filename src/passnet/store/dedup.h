// `passnet dataset dedup`: writes one sample per distinct graph hash into a fresh folder (the
// first path in sort order represents its group) together with dedup.json, which lists every
// group and the duplicates that were left out. Files are copied byte for byte, from folders or
// straight out of archives.
#pragma once

#include <string>

#include "passnet/store/dataset_db.h"

namespace passnet::store {

struct DedupReport {
  std::int64_t groups = 0;
  std::int64_t written = 0;
  std::int64_t duplicates_dropped = 0;
  std::vector<std::string> errors;
};

DedupReport write_deduplicated(DatasetDb& db, const std::string& out_dir,
                               std::size_t max_file_bytes);

}  // namespace passnet::store
