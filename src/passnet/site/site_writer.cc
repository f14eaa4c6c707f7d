#include "passnet/site/site_writer.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "passnet/report/svg_chart.h"
#include "passnet/site/agent_pages.h"
#include "passnet/site/profile_pages.h"
#include "passnet/site/suite_pages.h"
#include "passnet/site/task_pages.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

#ifndef PASSNET_COMMIT
#define PASSNET_COMMIT "unknown"
#endif

namespace passnet::site {

namespace fs = std::filesystem;
using Json = nlohmann::json;
using report::xml_escape;

namespace {

constexpr const char* kColors[] = {"#4a7bd0", "#d9534f", "#5cb85c", "#f0ad4e",
                                   "#8e6bbf", "#2bb0b0", "#c7569a", "#7a7a7a"};

std::string provenance_html(const SiteModel& model, const SiteOptions& options) {
  std::string out = fmt::format(
      "<footer class=\"provenance\"><p>Built by passnet 0.1.0 (commit {}) with <code>{}</code>."
      "</p><ul>",
      xml_escape(PASSNET_COMMIT), xml_escape(options.command));
  std::map<std::string, const Json*> inputs;
  for (const Solver& solver : model.solvers)
    inputs.emplace(solver.input, &solver.provenance);
  for (const auto& [file, provenance] : inputs) {
    const Json& p = *provenance;
    const Json& env = p.value("environment", Json::object());
    out += fmt::format(
        "<li><code>{}</code>: {} (driver {}), torch {}, Triton {}; invocation {}, {} timing, L2 "
        "{}, preset {}; suite {} ({})</li>",
        xml_escape(file), xml_escape(env.value("device_name", p.value("device", "?"))),
        xml_escape(env.value("driver", "-")), xml_escape(env.value("torch", "?")),
        xml_escape(env.value("triton", "?")), xml_escape(p.value("invocation", "?")),
        xml_escape(p.value("timing", "?")), xml_escape(p.value("l2", "?")),
        xml_escape(p.value("preset", "?")), xml_escape(p.value("suite", "?")),
        xml_escape(p.value("split", "?")));
  }
  return out + "</ul></footer>\n";
}

Table leaderboard(const SiteModel& model) {
  Table table{"leaderboard",
              {"solver", "AS", "AS 95% interval", "tasks' AS", "G-mean", "Sub.CR", "fast_1",
               "flagged", "over the floor", "invocation", "timing", "GPU"},
              {false, true, false, true, true, true, true, true, true, false, false, false},
              {}};
  std::vector<const Solver*> order;
  for (const Solver& solver : model.solvers)
    order.push_back(&solver);
  std::stable_sort(order.begin(), order.end(), [](const Solver* a, const Solver* b) {
    return number(a->overall, "as").value_or(-1) > number(b->overall, "as").value_or(-1);
  });
  for (const Solver* solver : order) {
    const Json& o = solver->overall;
    std::string interval = "-";
    if (o.contains("as_ci") && o["as_ci"].is_array() && o["as_ci"].size() == 2 &&
        o["as_ci"][0].is_number() && o["as_ci"][1].is_number())
      interval =
          fmt::format("{:.3f} to {:.3f}", o["as_ci"][0].get<double>(), o["as_ci"][1].get<double>());
    std::optional<double> flagged;
    if (solver->integrity.is_object()) flagged = number(solver->integrity, "flagged");
    const Json& env = solver->provenance.value("environment", Json::object());
    table.rows.push_back({{solver->name, std::nullopt},
                          figure(number(o, "as")),
                          {interval, std::nullopt},
                          figure(solver->task_as),
                          figure(number(o, "gmean_speedup")),
                          percent(number(o, "correct_rate")),
                          percent(number(o, "fast_1")),
                          figure(flagged, "{:.0f}"),
                          figure(number(solver->floor, "over_graph"), "x{:.2f}"),
                          {solver->provenance.value("invocation", "?"), std::nullopt},
                          {solver->provenance.value("timing", "?"), std::nullopt},
                          {env.value("device_name", "-"), std::nullopt}});
  }
  return table;
}

Table tasks_table(const SiteModel& model) {
  Table table{"tasks", {"task", "subgraphs"}, {false, true}, {}};
  for (const Solver& solver : model.solvers) {
    table.headers.push_back(solver.name + " AS");
    table.numeric.push_back(true);
  }
  for (const std::string& id : model.task_ids) {
    std::vector<Cell> row = {
        {id, std::nullopt, task_page(id)},
        figure(model.subgraphs.contains(id) ? std::optional<double>(model.subgraphs.at(id))
                                            : std::nullopt,
               "{:.0f}")};
    for (const Solver& solver : model.solvers) {
      auto it = solver.tasks.find(id);
      row.push_back(figure(it == solver.tasks.end() ? std::nullopt : number(it->second, "as")));
    }
    table.rows.push_back(std::move(row));
  }
  return table;
}

// ES_t over t for each solver: one line each, t on x, ES on a linear y from 0.
std::string es_curves_svg(const SiteModel& model) {
  constexpr double kLeft = 60, kTop = 30, kWidth = 560, kHeight = 240;
  int t_min = 0, t_max = 0;
  double es_max = 1.0;
  bool any = false;
  for (const Solver& solver : model.solvers)
    if (solver.overall.contains("es") && solver.overall["es"].is_object())
      for (const auto& [t, value] : solver.overall["es"].items()) {
        std::optional<int> parsed = level_of(t);
        if (!value.is_number() || !parsed) continue;
        int level = *parsed;
        t_min = any ? std::min(t_min, level) : level;
        t_max = any ? std::max(t_max, level) : level;
        es_max = std::max(es_max, value.get<double>());
        any = true;
      }
  double legend = 18.0 * static_cast<double>(model.solvers.size());
  report::SvgWriter svg(kLeft + kWidth + 20, kTop + kHeight + 50 + legend, "ES_t per solver");
  if (!any) {
    svg.text(kLeft, kTop, "No ES_t figures in the inputs.");
    return svg.str();
  }
  double top = std::ceil(es_max * 1.1 * 4) / 4;
  auto x_of = [&](int t) {
    return kLeft + kWidth * (t_max == t_min ? 0.5 : double(t - t_min) / double(t_max - t_min));
  };
  auto y_of = [&](double es) { return kTop + kHeight * (1 - es / top); };
  svg.line(kLeft, kTop + kHeight, kLeft + kWidth, kTop + kHeight, "#333");
  svg.line(kLeft, kTop, kLeft, kTop + kHeight, "#333");
  svg.line(kLeft, y_of(1.0), kLeft + kWidth, y_of(1.0), "#999", true);
  svg.text(kLeft - 6, y_of(1.0) + 4, "1", report::SvgWriter::Anchor::kEnd, 10);
  svg.text(kLeft - 6, kTop + 4, fmt::format("{:g}", top), report::SvgWriter::Anchor::kEnd, 10);
  svg.text(kLeft - 6, kTop + kHeight + 4, "0", report::SvgWriter::Anchor::kEnd, 10);
  for (int t = t_min; t <= t_max; ++t)
    svg.text(x_of(t), kTop + kHeight + 16, std::to_string(t), report::SvgWriter::Anchor::kMiddle,
             10);
  svg.text(kLeft + kWidth / 2, kTop + kHeight + 32, "tolerance t",
           report::SvgWriter::Anchor::kMiddle, 11);
  for (std::size_t i = 0; i < model.solvers.size(); ++i) {
    const Solver& solver = model.solvers[i];
    const char* color = kColors[i % std::size(kColors)];
    std::vector<std::pair<double, double>> points;
    if (solver.overall.contains("es") && solver.overall["es"].is_object())
      for (int t = t_min; t <= t_max; ++t) {
        const Json& es = solver.overall["es"];
        if (es.contains(std::to_string(t)) && es[std::to_string(t)].is_number())
          points.emplace_back(x_of(t), y_of(es[std::to_string(t)].get<double>()));
      }
    svg.polyline(points, color, "curve", solver.name);
    double y = kTop + kHeight + 50 + 18.0 * static_cast<double>(i);
    svg.rect(kLeft, y - 9, 12, 12, color);
    svg.text(kLeft + 18, y + 1, solver.name, report::SvgWriter::Anchor::kStart, 11);
  }
  return svg.str();
}

// A task's AS under a solver; NaN where it has none.
double as_of(const Solver& solver, const std::string& id) {
  auto it = solver.tasks.find(id);
  if (it == solver.tasks.end()) return std::nan("");
  return number(it->second, "as").value_or(std::nan(""));
}

std::optional<double> finite(double value) {
  return std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

// Per task, B's AS over A's for each backend both inputs ran; a task where either has no score
// is kept with what it has, last when sorted.
std::pair<Table, std::string> comparison(const SiteModel& model, std::size_t a, std::size_t b) {
  Table table{"compare",
              {"task", "backend", "A: AS", "B: AS", "B / A"},
              {false, false, true, true, true},
              {}};
  std::size_t better = 0, worse = 0, same = 0;
  for (const Solver& first : model.solvers) {
    if (first.input_index != a) continue;
    auto second = std::find_if(model.solvers.begin(), model.solvers.end(), [&](const Solver& s) {
      return s.input_index == b && s.backend == first.backend;
    });
    if (second == model.solvers.end()) continue;
    for (const std::string& id : model.task_ids) {
      if (!first.tasks.contains(id) && !second->tasks.contains(id)) continue;
      double x = as_of(first, id), y = as_of(*second, id);
      std::optional<double> ratio;
      if (std::isfinite(x) && std::isfinite(y) && x > 0) {
        ratio = y / x;
        // Within 1%: the same, as far as one run of each can tell.
        (y / x > 1.01 ? better : y / x < 0.99 ? worse : same) += 1;
      }
      table.rows.push_back({{id, std::nullopt},
                            {first.backend, std::nullopt},
                            figure(finite(x)),
                            figure(finite(y)),
                            figure(ratio)});
    }
  }
  std::string summary = fmt::format(
      "<p>A is <code>{}</code>, B is <code>{}</code>. Of the tasks both scored, B is better on "
      "<strong>{}</strong>, worse on <strong>{}</strong> and within 1% on {}.</p>\n",
      xml_escape(model.input_labels.at(a)), xml_escape(model.input_labels.at(b)), better, worse,
      same);
  return {table, summary};
}

}  // namespace

void write(SiteSummary& summary, const fs::path& file, const std::string& text) {
  write_file(file, text);
  summary.files.push_back(file);
  summary.bytes += text.size();
}

SiteSummary write_site(const SiteModel& model, const fs::path& out, const SiteOptions& options) {
  fs::create_directories(out);
  SiteSummary summary;
  Json data = Json::array();
  for (const Solver& solver : model.solvers)
    data.push_back({{"solver", solver.name},
                    {"backend", solver.backend},
                    {"input", solver.input},
                    {"overall", solver.overall},
                    {"task_as", solver.task_as ? Json(*solver.task_as) : Json(nullptr)},
                    {"provenance", solver.provenance}});

  PageFrame frame{options.title,
                  provenance_html(model, options),
                  options.compare.has_value(),
                  !model.attempts.empty(),
                  !model.runs.empty() || !model.notes.empty() || !model.subgraph_columns.empty(),
                  !options.suites.empty()};
  Table board = leaderboard(model);
  std::string banner;
  if (!model.differences.empty()) {
    banner =
        "<div class=\"banner\" role=\"alert\"><strong>These runs were not measured alike"
        "</strong>; their scores do not compare directly:<ul>";
    for (const std::string& difference : model.differences)
      banner += fmt::format("<li>{}</li>", xml_escape(difference));
    banner += "</ul></div>\n";
  }
  std::string index = banner + "<h2>Leaderboard</h2>\n" + table_html(board, "leaderboard.csv") +
                      "<h2>ES<sub>t</sub> over the tolerance</h2>\n<figure>" +
                      es_curves_svg(model) + "</figure>\n";
  write(summary, out / "index.html", page(frame, "", index, {{"solvers", data}}));
  write(summary, out / "leaderboard.csv", table_csv(board));

  Table tasks = tasks_table(model);
  write(
      summary, out / "tasks.html",
      page(frame, "Tasks", fmt::format("<h2>AS per task</h2>\n{}", table_html(tasks, "tasks.csv")),
           {{"solvers", data}}));
  write_task_pages(model, options.suites, frame, out, summary);
  if (!model.attempts.empty()) write_agent_pages(model.attempts, frame, out, summary);
  if (frame.profile) write_profile_page(model, frame, out, summary);
  if (frame.suite)
    write_suite_page(options.suites, {model.task_ids.begin(), model.task_ids.end()}, frame, out,
                     summary);
  write(summary, out / "tasks.csv", table_csv(tasks));
  if (options.compare) {
    auto [a, b] = *options.compare;
    if (a >= model.input_labels.size() || b >= model.input_labels.size() || a == b)
      throw Error(ErrorCategory::kUsage, "--compare: two different inputs");
    auto [table, intro] = comparison(model, a, b);
    write(summary, out / "compare.html",
          page(frame, "B against A",
               intro + "<h2>AS per task</h2>\n" + table_html(table, "compare.csv"),
               {{"solvers", data}}));
    write(summary, out / "compare.csv", table_csv(table));
  }
  write(summary, out / "site.js", kSiteScript);
  write(summary, out / "site.css", kSiteStyle);
  return summary;
}

}  // namespace passnet::site
