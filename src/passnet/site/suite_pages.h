// suite.html (with --suite): what the suites are made of, read from their task manifests alone:
// per task its split, op sequence (its family), dtypes, size buckets, subgraphs, source models
// and baseline speedups; counts by split, dtype and family; and a profiling study of eager on
// the suites' own measurements: each subgraph's kernel time (eager replayed from a CUDA graph)
// against the time a host-timed call takes, the host overhead between them, and the share of
// subgraphs on which Inductor is slower than eager by either clock.
#pragma once

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "passnet/site/page.h"
#include "passnet/site/site_writer.h"

namespace passnet::site {

// PAGED: the tasks that have a page (the inputs scored them); the others are listed unlinked.
void write_suite_page(const std::vector<std::filesystem::path>& suites,
                      const std::set<std::string>& paged, const PageFrame& frame,
                      const std::filesystem::path& out, SiteSummary& summary);

}  // namespace passnet::site
