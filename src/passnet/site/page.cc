#include "passnet/site/page.h"

#include <fmt/format.h>

#include <cmath>

#include "passnet/report/svg_chart.h"
#include "passnet/util/sha256.h"

namespace passnet::site {

using Json = nlohmann::json;
using report::xml_escape;

namespace {

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text)
    out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

}  // namespace

std::optional<double> number(const Json& object, const char* key) {
  if (object.is_object() && object.contains(key) && object[key].is_number())
    return object[key].get<double>();
  return std::nullopt;
}

std::string text_at(const Json& object, const char* key, const std::string& fallback) {
  if (object.is_object() && object.contains(key) && object[key].is_string())
    return object[key].get<std::string>();
  return fallback;
}

std::string page_name(const std::string& text) {
  std::string out = text;
  for (char& c : out)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.') c = '_';
  if (out == text && text != "." && text != "..") return out;
  return out + "-" + sha256_hex(text).substr(0, 8);
}

std::optional<int> level_of(const std::string& key) {
  char* end = nullptr;
  long level = std::strtol(key.c_str(), &end, 10);
  if (key.empty() || end != key.c_str() + key.size() || level < -1000 || level > 1000)
    return std::nullopt;
  return static_cast<int>(level);
}

Cell figure(const std::optional<double>& value, const char* format) {
  if (!value || !std::isfinite(*value)) return {"-", std::nullopt, {}};
  return {fmt::format(fmt::runtime(format), *value), *value, {}};
}

Cell percent(const std::optional<double>& share) {
  if (!share || !std::isfinite(*share)) return {"-", std::nullopt, {}};
  return {fmt::format("{:.1f}%", 100 * *share), *share, {}};
}

std::string table_html(const Table& table, const std::string& csv_name) {
  std::string out = fmt::format(
      "<div class=\"tools\"><input class=\"filter\" type=\"search\" placeholder=\"Filter rows\" "
      "data-table=\"{0}\" aria-label=\"Filter {0}\"><span id=\"{0}-count\">{1} rows</span>"
      "<a href=\"{2}\" download>CSV</a></div>\n<table id=\"{0}\" class=\"sortable\">\n"
      "<thead><tr>",
      xml_escape(table.id), table.rows.size(), xml_escape(csv_name));
  for (std::size_t i = 0; i < table.headers.size(); ++i)
    out += fmt::format("<th{}>{}</th>",
                       table.numeric[i] ? " class=\"number\" data-type=\"number\"" : "",
                       xml_escape(table.headers[i]));
  out += "</tr></thead>\n<tbody>\n";
  for (const std::vector<Cell>& row : table.rows) {
    out += "<tr>";
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (table.numeric[i])
        out += fmt::format("<td class=\"number\" data-value=\"{}\">{}</td>",
                           row[i].value ? fmt::format("{}", *row[i].value) : "",
                           xml_escape(row[i].text));
      else if (!row[i].href.empty())
        out += fmt::format("<td><a href=\"{}\">{}</a></td>", xml_escape(row[i].href),
                           xml_escape(row[i].text));
      else
        out += fmt::format("<td>{}</td>", xml_escape(row[i].text));
    }
    out += "</tr>\n";
  }
  return out + "</tbody>\n</table>\n";
}

std::string table_csv(const Table& table) {
  std::string out;
  for (std::size_t i = 0; i < table.headers.size(); ++i) {
    if (i) out += ',';
    out += csv_field(table.headers[i]);
  }
  out += "\n";
  for (const std::vector<Cell>& row : table.rows) {
    for (std::size_t i = 0; i < row.size(); ++i) {
      std::string field =
          table.numeric[i] ? (row[i].value ? fmt::format("{}", *row[i].value) : "") : row[i].text;
      if (i) out += ',';
      out += csv_field(field);
    }
    out += "\n";
  }
  return out;
}

std::string page(const PageFrame& frame, const std::string& title, const std::string& body,
                 const Json& data, const std::string& root) {
  // Every "<" as its JSON escape (it occurs only inside strings): no text in the data can end
  // the script element or start a comment in it.
  std::string inline_data;
  for (char c : data.dump())
    inline_data += c == '<' ? std::string("\\u003c") : std::string(1, c);
  std::string nav = fmt::format(
      "<a href=\"{0}index.html\">Leaderboard</a><a href=\"{0}tasks.html\">Tasks</a>{1}{2}{3}{4}",
      root, frame.suite ? fmt::format("<a href=\"{}suite.html\">Suite</a>", root) : "",
      frame.profile ? fmt::format("<a href=\"{}profile.html\">Speedups</a>", root) : "",
      frame.compare ? fmt::format("<a href=\"{}compare.html\">Compare</a>", root) : "",
      frame.agents ? fmt::format("<a href=\"{}agents.html\">Agent</a>", root) : "");
  return fmt::format(
      "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<title>{0}</title>\n<link rel=\"stylesheet\" href=\"{1}site.css\">\n</head>\n<body>\n"
      "<nav>{2}</nav>\n<main>\n<h1>{3}</h1>\n{4}</main>\n{5}"
      "<script type=\"application/json\" id=\"site-data\">{6}</script>\n"
      "<script src=\"{1}site.js\"></script>\n</body>\n</html>\n",
      xml_escape(frame.site_title + (title.empty() ? "" : ": " + title)), root, nav,
      xml_escape(title.empty() ? frame.site_title : title), body, frame.provenance, inline_data);
}

}  // namespace passnet::site
