#include "passnet/site/agent_pages.h"

#include <fmt/format.h>

#include <algorithm>

#include "passnet/report/svg_chart.h"
#include "passnet/util/files.h"

namespace passnet::site {

namespace fs = std::filesystem;
using Json = nlohmann::json;
using report::xml_escape;

namespace {

std::string pre(const std::string& text) {
  return "<pre>" + xml_escape(text) + "</pre>";
}

// The AS of each evaluation against its step; a flagged one in red.
std::string score_curve_svg(const AgentAttempt& attempt) {
  std::vector<std::tuple<int, double, bool>> points;
  int last_step = 1;
  for (const Json& record : attempt.records) {
    last_step = std::max(last_step, static_cast<int>(number(record, "step").value_or(0)));
    if (text_at(record, "kind", "") != "tool" || !record.contains("evaluation")) continue;
    const Json& evaluation = record["evaluation"];
    if (std::optional<double> as = number(evaluation, "as"))
      points.emplace_back(static_cast<int>(number(record, "step").value_or(0)), *as,
                          evaluation.value("flagged", false) == true);
  }
  constexpr double kLeft = 60, kTop = 20, kWidth = 480, kHeight = 180;
  report::SvgWriter svg(kLeft + kWidth + 20, kTop + kHeight + 40, "AS of each evaluation");
  if (points.empty()) {
    svg.text(kLeft, kTop + 20, "No evaluation in this attempt.");
    return svg.str();
  }
  double top = 1.0;
  for (const auto& [step, as, flagged] : points)
    top = std::max(top, as * 1.1);
  auto x_of = [&](int step) {
    return kLeft + kWidth * (last_step <= 1 ? 0.5 : double(step - 1) / double(last_step - 1));
  };
  auto y_of = [&](double as) { return kTop + kHeight * (1 - as / top); };
  svg.line(kLeft, kTop + kHeight, kLeft + kWidth, kTop + kHeight, "#333");
  svg.line(kLeft, kTop, kLeft, kTop + kHeight, "#333");
  svg.line(kLeft, y_of(1.0), kLeft + kWidth, y_of(1.0), "#999", true);
  svg.text(kLeft - 6, y_of(1.0) + 4, "1", report::SvgWriter::Anchor::kEnd, 10);
  svg.text(kLeft - 6, kTop + 4, fmt::format("{:.2g}", top), report::SvgWriter::Anchor::kEnd, 10);
  svg.text(kLeft + kWidth / 2, kTop + kHeight + 30, "step", report::SvgWriter::Anchor::kMiddle, 11);
  std::vector<std::pair<double, double>> line;
  for (const auto& [step, as, flagged] : points)
    line.emplace_back(x_of(step), y_of(as));
  svg.polyline(line, "#4a7bd0", "curve", "AS by step");
  for (const auto& [step, as, flagged] : points) {
    svg.rect(x_of(step) - 4, y_of(as) - 4, 8, 8, flagged ? "#d9534f" : "#4a7bd0", "evaluation",
             fmt::format("step {}: AS {:.4g}{}", step, as, flagged ? " (flagged)" : ""));
    svg.text(x_of(step), kTop + kHeight + 14, std::to_string(step),
             report::SvgWriter::Anchor::kMiddle, 10);
  }
  return svg.str();
}

// A call's arguments as a reader wants them: each string in full under its name (a created
// file's text as it would be on disk), the rest as JSON; text that is not a JSON object as it is.
std::string arguments_html(const std::string& arguments) {
  Json parsed = Json::parse(arguments, nullptr, false);
  if (!parsed.is_object()) return pre(arguments);
  std::string out = "<dl>";
  for (const auto& [key, value] : parsed.items())
    out += fmt::format(
        "<dt>{}</dt><dd>{}</dd>", xml_escape(key),
        value.is_string() && value.get<std::string>().find('\n') != std::string::npos
            ? pre(value.get<std::string>())
            : "<code>" + xml_escape(value.is_string() ? value.get<std::string>() : value.dump()) +
                  "</code>");
  return out + "</dl>";
}

std::string trajectory_html(const AgentAttempt& attempt) {
  std::string out;
  for (const Json& record : attempt.records) {
    std::string kind = text_at(record, "kind", "");
    int step = static_cast<int>(number(record, "step").value_or(0));
    if (kind == "prompt") {
      out += fmt::format(
          "<details class=\"turn\"><summary>The prompt (templates {})</summary>"
          "<h4>System</h4>{}<h4>Task</h4>{}</details>\n",
          xml_escape(text_at(record, "version", "?")), pre(text_at(record, "system", "")),
          pre(text_at(record, "user", "")));
    } else if (kind == "assistant") {
      const Json& message = record.contains("message") ? record["message"] : Json::object();
      out += fmt::format("<div class=\"turn assistant\"><h3>Step {}: the model</h3>", step);
      if (std::string content = text_at(message, "content", ""); !content.empty())
        out += pre(content);
      if (message.contains("tool_calls") && message["tool_calls"].is_array())
        for (const Json& call : message["tool_calls"]) {
          std::string arguments = call.contains("arguments") && call["arguments"].is_string()
                                      ? call["arguments"].get<std::string>()
                                      : call.value("arguments", Json::object()).dump();
          out += fmt::format("<p class=\"call\">calls <code>{}</code></p>{}",
                             xml_escape(text_at(call, "name", "?")), arguments_html(arguments));
        }
      out += "</div>\n";
    } else if (kind == "tool") {
      bool error = record.value("is_error", false) == true;
      out += fmt::format("<div class=\"turn tool{}\"><h3>Step {}: <code>{}</code>{}</h3>{}</div>\n",
                         error ? " error" : "", step, xml_escape(text_at(record, "name", "?")),
                         error ? " (error)" : "", pre(text_at(record, "text", "")));
    } else if (kind == "note") {
      out += fmt::format("<p class=\"note\">Note at step {}: {}</p>\n", step,
                         xml_escape(text_at(record, "text", "")));
    } else if (kind == "end") {
      out += fmt::format("<p class=\"note\">The attempt ended: {}.</p>\n",
                         xml_escape(text_at(record, "reason", "?")));
    }
  }
  return out;
}

}  // namespace

std::string attempt_page(const AgentAttempt& attempt) {
  return "attempts/" + page_name(attempt.task + "-" + attempt.attempt) + ".html";
}

void write_agent_pages(const std::vector<AgentAttempt>& attempts, const PageFrame& frame,
                       const fs::path& out, SiteSummary& summary) {
  Table table{"attempts",
              {"task", "attempt", "policy", "end", "steps", "evaluations", "in-loop best AS",
               "re-scored AS", "tokens", "cost"},
              {false, false, false, false, true, true, true, true, true, true},
              {}};
  fs::create_directories(out / "attempts");
  for (const AgentAttempt& attempt : attempts) {
    const Json& r = attempt.result;
    std::optional<double> tokens;
    if (auto in = number(r, "input_tokens"), produced = number(r, "output_tokens"); in && produced)
      tokens = *in + *produced;
    table.rows.push_back({{attempt.task, std::nullopt, {}},
                          {attempt.attempt, std::nullopt, attempt_page(attempt)},
                          {attempt.policy, std::nullopt, {}},
                          {text_at(r, "end_reason", "(unfinished)"), std::nullopt, {}},
                          figure(number(r, "steps"), "{:.0f}"),
                          figure(number(r, "evaluations"), "{:.0f}"),
                          figure(number(r, "best_as")),
                          figure(number(r, "rescored_as")),
                          figure(tokens, "{:.0f}"),
                          figure(number(r, "cost"), "{:.4f}")});
    std::string body = fmt::format(
        "<p>Policy <code>{}</code>; {} evaluation(s); in-loop best AS {}, re-scored on every "
        "subgraph {}. Folder: <code>{}</code>.</p>\n<h2>AS of each evaluation</h2>\n<figure>{}"
        "</figure>\n<h2>The trajectory</h2>\n{}",
        xml_escape(attempt.policy), figure(number(r, "evaluations"), "{:.0f}").text,
        figure(number(r, "best_as")).text, figure(number(r, "rescored_as")).text,
        xml_escape(attempt.folder), score_curve_svg(attempt), trajectory_html(attempt));
    write(summary, out / attempt_page(attempt),
          page(frame, attempt.task + " " + attempt.attempt, body,
               {{"task", attempt.task}, {"attempt", attempt.attempt}, {"result", r}}, "../"));
  }
  write(summary, out / "agents.html",
        page(frame, "Agent attempts", "<h2>Attempts</h2>\n" + table_html(table, "agents.csv"),
             {{"attempts", attempts.size()}}));
  write(summary, out / "agents.csv", table_csv(table));
}

}  // namespace passnet::site
