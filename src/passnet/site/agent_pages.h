// The agent's attempts in the results site, read from `passnet agent run` folders
// (OUT/TASK/attempt-K/: trajectory.jsonl and result.json): agents.html lists every attempt
// (policy, end, steps, evaluations, the in-loop best and the re-scored AS, tokens, cost), and
// each attempt's page (attempts/TASK-K.html) draws the AS of each evaluation against the step
// it came at and shows the trajectory readably: each model turn's text and tool calls, each
// tool's result, the notes, the end.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "passnet/site/page.h"
#include "passnet/site/site_model.h"
#include "passnet/site/site_writer.h"

namespace passnet::site {

// The page of an attempt, relative to the site's folder.
std::string attempt_page(const AgentAttempt& attempt);

void write_agent_pages(const std::vector<AgentAttempt>& attempts, const PageFrame& frame,
                       const std::filesystem::path& out, SiteSummary& summary);

}  // namespace passnet::site
