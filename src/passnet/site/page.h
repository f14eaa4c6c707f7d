// What every page of the results site is made of: tables (HTML with a filter box and a CSV link,
// and the same rows as CSV), the cells' number formats, and the page frame (the navigation, the
// page's data inlined for file://, the provenance footer, the script). Pages in a subfolder
// (tasks/ID.html) reach the shared files through `root`.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace passnet::site {

struct Cell {
  std::string text;
  std::optional<double> value;  // numeric columns: what sorting and the CSV use
  std::string href;             // a link, relative to the page; empty: none
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

// `object[key]` when it is a number.
std::optional<double> number(const nlohmann::json& object, const char* key);
// `object[key]` when it is a string, else FALLBACK (a field that is missing, null or mistyped).
std::string text_at(const nlohmann::json& object, const char* key, const std::string& fallback);
// A tolerance level's key ("-5") as a number; nullopt for any other text.
std::optional<int> level_of(const std::string& key);
// A number shown with `format` ("-" and no value when there is none or it is not finite).
Cell figure(const std::optional<double>& value, const char* format = "{:.3f}");
Cell percent(const std::optional<double>& share);

// TEXT (a task id, say) as a file name: text of [A-Za-z0-9_.-] is its own; any other has those
// characters replaced and a digest of the text appended, so that two texts never share a page.
std::string page_name(const std::string& text);

struct PageFrame {
  std::string site_title;
  std::string provenance;  // the footer's HTML
  bool compare = false;    // the site has compare.html
  bool agents = false;     // ... and agents.html
  bool profile = false;    // ... and profile.html
  bool suite = false;      // ... and suite.html
};

// A whole page: ROOT is "" for the site's folder, "../" for a page one folder down.
std::string page(const PageFrame& frame, const std::string& title, const std::string& body,
                 const nlohmann::json& data, const std::string& root = "");

}  // namespace passnet::site
