// The results site as static files that open from file:// with no server and no CDN: every
// page holds its own data (a browser refuses to fetch local files from a file:// page), its
// tables sort and filter with a little plain JavaScript (site.js, written beside the pages), each
// table downloads as CSV, and every page ends with its provenance. Pages:
//   index.html  the leaderboard (AS with its 95% interval, tasks' AS, G-mean, Sub.CR, fast_1,
//               integrity flags, invocation, timing, GPU) and the ES_t curves, with a banner
//               when the runs shown differ in how they were timed;
//   tasks.html  every task's AS under each solver, each task linked to its page (task_pages.h);
//   compare.html (with --compare A B) per task, B's AS against A's for each backend both ran.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "passnet/site/page.h"
#include "passnet/site/site_model.h"

namespace passnet::site {

struct SiteOptions {
  std::string title = "passnet results";
  std::string command;  // the command line that built the site, for the provenance
  // Two inputs (their places among the inputs) set side by side in compare.html: per task and
  // backend both have, A's AS, B's and their ratio, and how many tasks got better or worse.
  std::optional<std::pair<std::size_t, std::size_t>> compare;
  // Suites whose manifests describe the tasks (their subgraphs, shapes, dtypes and sources on
  // each task's page); none: the pages show the scores alone.
  std::vector<std::filesystem::path> suites;
};

struct SiteSummary {
  std::vector<std::filesystem::path> files;
  std::size_t bytes = 0;
};

SiteSummary write_site(const SiteModel& model, const std::filesystem::path& out,
                       const SiteOptions& options);

// Writes FILE and counts it in the summary.
void write(SiteSummary& summary, const std::filesystem::path& file, const std::string& text);

// The page scripts and styles written beside the pages.
extern const char* const kSiteScript;
extern const char* const kSiteStyle;

}  // namespace passnet::site
