// `passnet report INPUT... --out SITE_DIR`: the results site (site/site_writer.h) from the
// suite-scores files runs leave (a `bench suite run` folder, or the file itself). It prints how
// many files it wrote, their size and the time taken.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <filesystem>
#include <memory>

#include "passnet/cli/commands.h"
#include "passnet/site/site_model.h"
#include "passnet/site/site_writer.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::cli {

namespace {

struct ReportArgs {
  std::vector<std::string> inputs;
  std::string out;
  std::string title = "passnet results";
  std::vector<std::string> compare;  // two inputs, A then B
  std::vector<std::string> suites;
};

// This process's command line, for the pages' provenance (Linux's /proc).
std::string command_line() {
  std::string raw;
  try {
    raw = read_file("/proc/self/cmdline");
  } catch (const Error&) {
    return "passnet report";
  }
  std::string out;
  for (std::size_t start = 0; start < raw.size();) {
    std::size_t end = raw.find('\0', start);
    if (end == std::string::npos) end = raw.size();
    std::string word = raw.substr(start, end - start);
    if (!out.empty()) out += ' ';
    if (word.find_first_of(" \t'\"$\\") == std::string::npos) {
      out += word;
    } else {
      std::string quoted = "'";
      for (char c : word)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
      out += quoted + "'";
    }
    start = end + 1;
  }
  return out;
}

void report(const ReportArgs& args) {
  auto started = std::chrono::steady_clock::now();
  if (args.inputs.empty() && args.compare.empty())
    throw Error(ErrorCategory::kUsage, "give the runs to show (INPUT...) or --compare A B");
  std::vector<std::filesystem::path> inputs(args.inputs.begin(), args.inputs.end());
  site::SiteOptions options{.title = args.title, .command = command_line()};
  options.suites.assign(args.suites.begin(), args.suites.end());
  if (!args.compare.empty()) {
    // Each of A and B is one of the inputs, or joins them.
    std::array<std::size_t, 2> at{};
    for (std::size_t k = 0; k < 2; ++k) {
      std::filesystem::path wanted = std::filesystem::weakly_canonical(args.compare[k]);
      auto found = std::find_if(inputs.begin(), inputs.end(), [&](const auto& input) {
        return std::filesystem::weakly_canonical(input) == wanted;
      });
      if (found == inputs.end()) found = inputs.insert(inputs.end(), args.compare[k]);
      at[k] = static_cast<std::size_t>(found - inputs.begin());
    }
    options.compare = std::pair{at[0], at[1]};
  }
  site::SiteModel model = site::load_site_model(inputs);
  site::SiteSummary written = site::write_site(model, args.out, options);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  fmt::print("report: {} solver(s), {} task(s); {} files, {:.1f} KB in {} ({:.2f} s)\n",
             model.solvers.size(), model.task_ids.size(), written.files.size(),
             static_cast<double>(written.bytes) / 1024.0, args.out, seconds);
  for (const std::string& difference : model.differences)
    fmt::print("report: the runs differ in {}\n", difference);
}

}  // namespace

void add_report_command(CLI::App& app) {
  auto args = std::make_shared<ReportArgs>();
  CLI::App* cmd = app.add_subcommand(
      "report",
      "Write the results site: static pages that open from file:// (the leaderboard with AS "
      "intervals and ES_t curves, every task's AS per solver, a page per task, and with "
      "--compare two runs side by side), each table sortable, filterable and downloadable as "
      "CSV, each page with its provenance (docs/site.md)");
  cmd->add_option("INPUT", args->inputs,
                  "`bench suite run` folders, or their suite-scores.json files");
  cmd->add_option("--out", args->out, "Folder for the site (index.html opens it)")->required();
  cmd->add_option("--title", args->title, "The pages' title")->capture_default_str();
  cmd->add_option("--suite", args->suites,
                  "A suite holding the tasks (repeatable): each task's page then shows its op "
                  "sequence, dtypes, source models and subgraphs with their input shapes and "
                  "times");
  cmd->add_option("--compare", args->compare,
                  "Two runs, A then B (inputs, or added to them): compare.html sets B's AS per "
                  "task against A's")
      ->expected(2);
  cmd->callback([args] { report(*args); });
}

}  // namespace passnet::cli
