// profile.html: for each input that is a run folder with run.db, the speedup distributions and
// the profiling study of `passnet bench report` (report/run_report.h) as a page of the site:
// per candidate backend the histogram of log2 speedup over eager, the share slower than eager,
// and for the slow subgraphs whether the time is lost in kernels or in host overhead (e2e minus
// device time), with a table of the figures behind the charts.
#pragma once

#include <filesystem>

#include "passnet/site/page.h"
#include "passnet/site/site_model.h"
#include "passnet/site/site_writer.h"

namespace passnet::site {

void write_profile_page(const SiteModel& model, const PageFrame& frame,
                        const std::filesystem::path& out, SiteSummary& summary);

}  // namespace passnet::site
