#include "passnet/bench/baseline_rows.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <string_view>

#include "passnet/util/error.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

// What is wrong with a row; thrown inside the reader only, reported as FILE:LINE.
struct BadRow {
  std::string what;
};

std::optional<double> number(const nlohmann::json& row, const char* key) {
  auto it = row.find(key);
  if (it == row.end() || it->is_null()) return std::nullopt;
  if (!it->is_number()) throw BadRow{fmt::format("\"{}\" is not a number", key)};
  return it->get<double>();
}

std::optional<std::int64_t> count(const nlohmann::json& row, const char* key) {
  auto it = row.find(key);
  if (it == row.end() || it->is_null()) return std::nullopt;
  if (!it->is_number_integer() || it->get<std::int64_t>() < 0)
    throw BadRow{fmt::format("\"{}\" is not a whole number of 0 or more", key)};
  return it->get<std::int64_t>();
}

std::string text(const nlohmann::json& row, const char* key) {
  auto it = row.find(key);
  if (it == row.end() || it->is_null()) return "";
  if (!it->is_string()) throw BadRow{fmt::format("\"{}\" is not a string", key)};
  return it->get<std::string>();
}

// "subgraphs/abc/" -> "subgraphs/abc"; a path that could leave the suite is refused.
std::string suite_path(const std::string& path) {
  fs::path normal = fs::path(path).lexically_normal();
  if (!normal.has_filename()) normal = normal.parent_path();
  if (path.empty() || normal.empty() || normal.is_absolute() || *normal.begin() == "..")
    throw BadRow{
        fmt::format("\"subgraph\" is '{}', not a folder inside the suite "
                    "(subgraphs/<hash>)",
                    path)};
  return normal.generic_string();
}

BaselineRow parse_row(std::string_view line) {
  nlohmann::json row;
  try {
    row = nlohmann::json::parse(line);
  } catch (const nlohmann::json::parse_error& error) {
    std::string what = error.what();
    // "[json.exception.parse_error.101] parse error at line 1, column 7: ..." -> from "column".
    std::size_t at = what.find("column");
    throw BadRow{
        fmt::format("not a JSON object ({})", at == std::string::npos ? what : what.substr(at))};
  }
  if (!row.is_object()) throw BadRow{"not a JSON object"};
  BaselineRow r;
  if (!row.contains("subgraph") || !row["subgraph"].is_string())
    throw BadRow{"no \"subgraph\" path"};
  r.subgraph = suite_path(row["subgraph"].get<std::string>());
  r.status = text(row, "status");
  if (r.status.empty()) throw BadRow{"no \"status\""};
  r.eager_us = number(row, "eager_us");
  r.inductor_us = number(row, "inductor_us");
  r.speedup = number(row, "speedup");
  r.output_bytes = count(row, "output_bytes");
  r.calls_per_graph = count(row, "calls_per_graph");
  r.sessions = count(row, "sessions");
  r.l2 = text(row, "l2");
  r.method = text(row, "method");
  r.device_name = text(row, "device_name");
  r.error = text(row, "error");
  if (r.status == "ok") {
    if (!r.eager_us || !(*r.eager_us > 0) || !r.inductor_us || !(*r.inductor_us > 0))
      throw BadRow{"status ok without positive \"eager_us\" and \"inductor_us\""};
    if (r.speedup && !(*r.speedup > 0)) throw BadRow{"status ok with a \"speedup\" not above 0"};
    if (!r.speedup) r.speedup = *r.eager_us / *r.inductor_us;
  }
  return r;
}

}  // namespace

BaselineFile read_baselines(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in || fs::is_directory(path))
    throw Error(ErrorCategory::kIo,
                fmt::format("{}: cannot read the baselines (a JSON-lines file, one row per "
                            "subgraph)",
                            path));
  BaselineFile file;
  file.path = path;
  std::map<std::string, std::size_t> index;  // subgraph -> position in rows
  std::string line;
  std::size_t number_of_line = 0;
  while (std::getline(in, line)) {
    ++number_of_line;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    ++file.lines;
    BaselineRow row;
    try {
      row = parse_row(line);
    } catch (const BadRow& bad) {
      ++file.bad;
      file.problems.push_back(
          fmt::format("{}:{}: {}; row skipped", path, number_of_line, bad.what));
      continue;
    }
    row.line = number_of_line;
    auto [it, fresh] = index.emplace(row.subgraph, file.rows.size());
    if (fresh) {
      file.rows.push_back(std::move(row));
      continue;
    }
    BaselineRow& earlier = file.rows[it->second];
    file.problems.push_back(fmt::format("{}:{}: a second row for {}; it replaces line {}'s", path,
                                        number_of_line, row.subgraph, earlier.line));
    earlier = std::move(row);
  }
  if (in.bad()) throw Error(ErrorCategory::kIo, fmt::format("{}: read failed", path));
  return file;
}

}  // namespace passnet::bench
