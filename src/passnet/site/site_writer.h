// The results site as static files that open from file:// with no server and no CDN: every
// page holds its own data (a browser refuses to fetch local files from a file:// page), its
// tables sort and filter with a little plain JavaScript (site.js, written beside the pages), each
// table downloads as CSV, and every page ends with its provenance. Pages:
//   index.html  the leaderboard (AS with its 95% interval, tasks' AS, G-mean, Sub.CR, fast_1,
//               integrity flags, invocation, timing, GPU) and the ES_t curves, with a banner
//               when the runs shown differ in how they were timed;
//   tasks.html  every task's AS under each solver;
//   compare.html (with --compare A B) per task, B's AS against A's for each backend both ran.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "passnet/site/site_model.h"

namespace passnet::site {

struct Cell {
  std::string text;
  std::optional<double> value;  // numeric columns: what sorting and the CSV use
};

struct Table {
  std::string id;
  std::vector<std::string> headers;
  std::vector<bool> numeric;
  std::vector<std::vector<Cell>> rows;
};

// The table as HTML (a filter box, the row count, a CSV link to CSV_NAME, then the table) and as
// CSV (RFC 4180 quoting, numbers in full precision, an empty field where there is none).
std::string table_html(const Table& table, const std::string& csv_name);
std::string table_csv(const Table& table);

struct SiteOptions {
  std::string title = "passnet results";
  std::string command;  // the command line that built the site, for the provenance
  // Two inputs (their places among the inputs) set side by side in compare.html: per task and
  // backend both have, A's AS, B's and their ratio, and how many tasks got better or worse.
  std::optional<std::pair<std::size_t, std::size_t>> compare;
};

struct SiteSummary {
  std::vector<std::filesystem::path> files;
  std::size_t bytes = 0;
};

SiteSummary write_site(const SiteModel& model, const std::filesystem::path& out,
                       const SiteOptions& options);

// The page scripts and styles written beside the pages.
extern const char* const kSiteScript;
extern const char* const kSiteStyle;

}  // namespace passnet::site
