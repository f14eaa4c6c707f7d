#include "passnet/site/profile_pages.h"

#include <fmt/format.h>

#include "passnet/report/svg_chart.h"

namespace passnet::site {

namespace fs = std::filesystem;
using Json = nlohmann::json;
using report::xml_escape;

namespace {

Table distributions_table(const SiteModel& model) {
  Table table{
      "distributions",
      {"run", "backend", "scored", "slower than eager", "p10", "median", "p90", "G-mean",
       "slow: kernel", "slow: overhead", "slow: no device time", "lost in kernels (ms)",
       "lost in overhead (ms)", "compile median (s)"},
      {false, false, true, true, true, true, true, true, true, true, true, true, true, true},
      {}};
  for (const RunProfile& run : model.runs) {
    const std::string& label = model.input_labels.at(run.input_index);
    for (const report::BackendReport& backend : run.report.backends) {
      const report::LossSummary& loss = backend.loss;
      table.rows.push_back({{label, std::nullopt, {}},
                            {backend.backend, std::nullopt, {}},
                            figure(static_cast<double>(backend.scored), "{:.0f}"),
                            percent(backend.slower_share),
                            figure(backend.speedup.p10),
                            figure(backend.speedup.median),
                            figure(backend.speedup.p90),
                            figure(backend.speedup.gmean),
                            figure(static_cast<double>(loss.kernel), "{:.0f}"),
                            figure(static_cast<double>(loss.overhead), "{:.0f}"),
                            figure(static_cast<double>(loss.unknown), "{:.0f}"),
                            figure(loss.lost_device_ms, "{:.4f}"),
                            figure(loss.lost_overhead_ms, "{:.4f}"),
                            figure(backend.compile_seconds.median, "{:.2f}")});
    }
  }
  return table;
}

}  // namespace

void write_profile_page(const SiteModel& model, const PageFrame& frame, const fs::path& out,
                        SiteSummary& summary) {
  std::string body;
  if (!model.runs.empty()) {
    body =
        "<p>Per run folder given (its <code>run.db</code>) and candidate backend: the speedups "
        "over eager of every subgraph scored, and for the subgraphs slower than eager whether "
        "the time is lost in the kernels (device time grew more than the time outside it) or in "
        "host overhead (dispatch, guards, launches: end-to-end minus device time), as "
        "<code>passnet bench report</code> attributes it (docs/report.md).</p>\n";
    Table table = distributions_table(model);
    body += "<h2>Distributions</h2>\n" + table_html(table, "profile.csv");
    write(summary, out / "profile.csv", table_csv(table));
  }
  Json data = Json::array();
  for (const RunProfile& run : model.runs) {
    const std::string& label = model.input_labels.at(run.input_index);
    body += fmt::format("<h2>{}</h2>\n", xml_escape(label));
    body += fmt::format("<figure class=\"speedups\">{}</figure>\n",
                        report::speedup_histogram_svg(run.report));
    body += fmt::format("<figure class=\"loss\">{}</figure>\n", report::loss_chart_svg(run.report));
    Json backends = Json::array();
    for (const report::BackendReport& backend : run.report.backends)
      backends.push_back(
          {{"backend", backend.backend},
           {"scored", backend.scored},
           {"slower", backend.slower},
           {"median", backend.speedup.median ? Json(*backend.speedup.median) : Json(nullptr)}});
    data.push_back({{"run", label}, {"backends", backends}});
  }
  // Solvers whose inputs record a speedup per subgraph but no run.db (a suite's curation
  // results): the same histogram, from those speedups alone.
  report::RunReport recorded;
  recorded.run_dir = "per-subgraph results of the inputs";
  for (const SubgraphColumn& column : model.subgraph_columns) {
    if (column.from_run) continue;
    report::BackendReport backend;
    backend.backend = column.solver;
    std::vector<double> values;
    for (const auto& [subgraph, speedup] : column.speedups) {
      values.push_back(speedup);
      backend.histogram[report::log2_bin(speedup)] += 1;
      backend.slower += speedup < 1;
    }
    backend.scored = values.size();
    if (!values.empty())
      backend.slower_share =
          static_cast<double>(backend.slower) / static_cast<double>(values.size());
    backend.speedup = report::distribution_of(values);
    recorded.backends.push_back(std::move(backend));
  }
  if (!recorded.backends.empty()) {
    body += "<h2>Per-subgraph results of the inputs</h2>\n";
    body += fmt::format("<figure class=\"speedups\">{}</figure>\n",
                        report::speedup_histogram_svg(recorded));
  }
  for (const std::string& note : model.notes)
    body += fmt::format("<p class=\"note\">{}</p>\n", xml_escape(note));
  write(summary, out / "profile.html",
        page(frame, "Speedups and where time goes", body, {{"runs", data}}));
}

}  // namespace passnet::site
