// One page per task (tasks/ID.html), linked from tasks.html: the task's scores under each
// solver (AS, G-mean, Sub.CR, fast_1, the subgraphs scored) with its ES_t over t, and, where a
// suite holding the task is given, its make-up from the manifest: op sequence, dtypes, family,
// source models, and per subgraph its dtype, source model, input shapes (read from its
// weight_meta.py by the engine's meta reader, never run) and eager, Inductor and floor times.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "passnet/site/page.h"
#include "passnet/site/site_model.h"
#include "passnet/site/site_writer.h"

namespace passnet::site {

// The page of task ID, relative to the site's folder.
std::string task_page(const std::string& id);

void write_task_pages(const SiteModel& model, const std::vector<std::filesystem::path>& suites,
                      const PageFrame& frame, const std::filesystem::path& out,
                      SiteSummary& summary);

}  // namespace passnet::site
