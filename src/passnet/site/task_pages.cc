#include "passnet/site/task_pages.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <optional>

#include "passnet/bench/backend_spec.h"
#include "passnet/frontend/meta_reader.h"
#include "passnet/report/svg_chart.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::site {

namespace fs = std::filesystem;
using Json = nlohmann::json;
using report::xml_escape;

namespace {

// The task's manifest in the first suite that holds it; null when none does (or the id could
// name a path outside the suite).
Json manifest_of(const std::vector<fs::path>& suites, const std::string& id) {
  if (id.find_first_of("/\\") != std::string::npos || id == "." || id == "..") return nullptr;
  for (const fs::path& suite : suites) {
    std::error_code ec;
    for (const auto& split : fs::directory_iterator(suite / "tasks", ec)) {
      fs::path file = split.path() / (id + ".json");
      if (!fs::is_regular_file(file)) continue;
      Json manifest = Json::parse(read_file(file), nullptr, false);
      if (manifest.is_discarded())
        throw Error(ErrorCategory::kParse, fmt::format("{}: not JSON", file.string()));
      manifest["__suite"] = suite.string();
      return manifest;
    }
  }
  return nullptr;
}

// "x: [2, 37, 4, 80] float16; k: ..." from the subgraph's weight_meta.py.
std::string input_shapes(const fs::path& folder) {
  fs::path meta = folder / "weight_meta.py";
  std::error_code ec;
  if (!fs::is_regular_file(meta, ec)) return "-";
  try {
    std::vector<std::string> parts;
    for (const ir::TensorMeta& tensor : frontend::read_tensor_meta(meta.string(), read_file(meta)))
      parts.push_back(
          fmt::format("{}: [{}] {}", tensor.name, fmt::join(tensor.shape, ", "),
                      tensor.dtype.starts_with("torch.") ? tensor.dtype.substr(6) : tensor.dtype));
    return parts.empty() ? "-" : fmt::format("{}", fmt::join(parts, "; "));
  } catch (const Error& error) {
    return fmt::format("(unreadable: {})", error.what());
  }
}

std::string joined(const Json& list) {
  std::vector<std::string> parts;
  if (list.is_array())
    for (const Json& item : list)
      parts.push_back(item.is_string() ? item.get<std::string>() : item.dump());
  return parts.empty() ? "-" : fmt::format("{}", fmt::join(parts, ", "));
}

std::optional<double> microseconds(const Json& entry, const char* us_key, const char* ms_key) {
  if (std::optional<double> us = number(entry, us_key)) return us;
  if (std::optional<double> ms = number(entry, ms_key)) return *ms * 1000.0;
  return std::nullopt;
}

Table scores_table(const SiteModel& model, const std::string& id) {
  Table table{"scores",
              {"solver", "AS", "G-mean", "Sub.CR", "fast_1", "subgraphs scored", "ES_t over t"},
              {false, true, true, true, true, true, false},
              {}};
  for (const Solver& solver : model.solvers) {
    auto it = solver.tasks.find(id);
    const Json& score = it == solver.tasks.end() ? Json(nullptr) : it->second;
    std::string curve = "-";
    if (score.is_object() && score.contains("es") && score["es"].is_object()) {
      std::vector<std::pair<int, double>> points;
      for (const auto& [t, value] : score["es"].items())
        if (std::optional<int> level = level_of(t); level && value.is_number())
          points.emplace_back(*level, value.get<double>());
      std::sort(points.begin(), points.end());
      std::vector<std::string> shown;
      for (const auto& [t, value] : points)
        shown.push_back(fmt::format("{}: {:.2f}", t, value));
      curve = fmt::format("{}", fmt::join(shown, ", "));
    }
    table.rows.push_back({{solver.name, std::nullopt, {}},
                          figure(number(score, "as")),
                          figure(number(score, "gmean_speedup")),
                          percent(number(score, "correct_rate")),
                          percent(number(score, "fast_1")),
                          figure(number(score, "samples"), "{:.0f}"),
                          {curve, std::nullopt, {}}});
  }
  return table;
}

Table subgraphs_table(const Json& manifest, const std::vector<SubgraphColumn>& columns) {
  Table table{
      "subgraphs",
      {"subgraph", "dtype", "source model", "inputs", "eager (us)", "Inductor (us)", "floor (us)"},
      {false, false, false, false, true, true, true},
      {}};
  for (const SubgraphColumn& column : columns) {
    table.headers.push_back(column.solver + ": speedup");
    table.numeric.push_back(true);
  }
  fs::path suite = text_at(manifest, "__suite", "");
  for (const Json& entry : manifest.value("subgraphs", Json::array())) {
    table.rows.push_back(
        {{text_at(entry, "graph_hash", "?"), std::nullopt, {}},
         {text_at(entry, "dtype", "-"), std::nullopt, {}},
         {text_at(entry, "source_model", text_at(entry, "parent", "-")), std::nullopt, {}},
         {input_shapes(suite / text_at(entry, "path", "")), std::nullopt, {}},
         figure(microseconds(entry, "device_eager_us", "eager_ms"), "{:.1f}"),
         figure(microseconds(entry, "device_inductor_us", "inductor_ms"), "{:.1f}"),
         figure(microseconds(entry, "device_floor_us", "floor_ms"), "{:.1f}")});
    // Runs record each sample's folder; a suite names it subgraphs/HASH.
    std::string folder = sample_key(text_at(entry, "path", ""));
    std::string hash = folder.empty() ? text_at(entry, "graph_hash", "") : folder;
    for (const SubgraphColumn& column : columns) {
      auto it = column.speedups.find(hash);
      // No speedup: the run did not score the subgraph (it failed, or was not in the run).
      table.rows.back().push_back(
          figure(it == column.speedups.end() ? std::nullopt : std::optional<double>(it->second)));
    }
  }
  return table;
}

// The folder of TASK's pass under BACKEND, where the backend names one that is on this machine:
// a subgraph pass backend's DIR (`passes:DIR`, `passes+inductor:DIR`, `passes+custom-op:DIR`,
// `passnet-passes:DIR`; DIR/TASK when the set has a folder per task, as synth writes them; the
// rule folder whose tasks.json prefixes the id, as passes/reference is laid out; DIR itself when
// it is one pass folder), every `{task}` in DIR replaced, or `pass_dir:FOLDER`
// (FOLDER/TASK[/pass_dir]).
std::optional<fs::path> pass_folder(const std::string& backend, const std::string& task) {
  std::optional<bench::BackendSpec> spec = bench::parse_backend_spec(backend).value;
  if (!spec || !spec->runs_subgraph_passes() || spec->path.empty()) return std::nullopt;
  const bool per_task_tree = spec->kind == bench::BackendKind::kPassDir;
  std::error_code ec;
  fs::path dir = spec->for_task(task).path;
  if (!fs::is_directory(dir, ec)) return std::nullopt;
  if (fs::is_directory(dir / task, ec)) {
    fs::path own = dir / task;
    return fs::is_directory(own / "pass_dir", ec) ? own / "pass_dir" : own;
  }
  if (per_task_tree) return std::nullopt;
  if (fs::is_regular_file(dir / "tasks.json", ec)) {
    Json rules = Json::parse(read_file(dir / "tasks.json"), nullptr, false);
    if (rules.is_object())
      for (const auto& [rule, prefixes] : rules.items())
        if (prefixes.is_array())
          for (const Json& prefix : prefixes)
            if (prefix.is_string() && task.starts_with(prefix.get<std::string>()))
              return dir / rule;
  }
  if (fs::is_regular_file(dir / "sorted_output_pass_rule_names.json", ec)) return dir;
  return std::nullopt;
}

// The pass of the best-scoring pass backend for the task, its files shown with their text
// (Python coloured by site.js); empty when no pass backend's folder is on this machine.
std::string winning_pass_html(const SiteModel& model, const std::string& id) {
  constexpr std::uintmax_t kLargest = 256 * 1024;  // a file larger is named, not shown
  const Solver* best = nullptr;
  std::optional<fs::path> folder;
  double best_as = -1;
  for (const Solver& solver : model.solvers) {
    auto it = solver.tasks.find(id);
    std::optional<double> as = it == solver.tasks.end() ? std::nullopt : number(it->second, "as");
    if (!as || *as <= best_as) continue;
    if (std::optional<fs::path> found = pass_folder(solver.backend, id)) {
      best = &solver;
      best_as = *as;
      folder = found;
    }
  }
  if (!best) return "";
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(*folder, ec))
    if (entry.is_regular_file() &&
        (entry.path().extension() == ".py" || entry.path().extension() == ".json"))
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  std::string html = fmt::format(
      "<h2>The winning pass</h2>\n<p><strong>{}</strong> scores this task highest of the pass "
      "backends (AS {:.3f}); its pass folder <code>{}</code>:</p>\n",
      xml_escape(best->name), best_as, xml_escape(folder->string()));
  for (const fs::path& file : files) {
    std::uintmax_t size = fs::file_size(file, ec);
    if (ec || size > kLargest) {
      html += fmt::format("<h3>{}</h3><p class=\"note\">{} bytes: not shown.</p>\n",
                          xml_escape(file.filename().string()), size);
      continue;
    }
    html += fmt::format(
        "<h3>{}</h3>\n<pre class=\"code\"><code class=\"language-{}\">{}</code></pre>\n",
        xml_escape(file.filename().string()), file.extension() == ".py" ? "python" : "json",
        xml_escape(read_file(file)));
  }
  return html;
}

}  // namespace

std::string task_page(const std::string& id) {
  return "tasks/" + page_name(id) + ".html";
}

void write_task_pages(const SiteModel& model, const std::vector<fs::path>& suites,
                      const PageFrame& frame, const fs::path& out, SiteSummary& summary) {
  fs::create_directories(out / "tasks");
  for (const std::string& id : model.task_ids) {
    Json manifest = manifest_of(suites, id);
    std::string stem = page_name(id);
    std::string body;
    if (manifest.is_object()) {
      const Json& key = manifest.value("key", Json::object());
      body += fmt::format(
          "<dl><dt>ops</dt><dd>{}</dd><dt>dtypes</dt><dd>{}</dd><dt>split</dt><dd>{}</dd>"
          "<dt>source models</dt><dd>{}</dd><dt>suite</dt><dd><code>{}</code></dd></dl>\n",
          xml_escape(joined(key.value("ops", Json::array()))),
          xml_escape(joined(key.value("dtypes", Json::array()))),
          xml_escape(text_at(manifest, "split", "-")),
          number(manifest, "source_models").value_or(0),
          xml_escape(text_at(manifest, "__suite", "")));
    } else {
      body +=
          "<p>No suite given holds this task's manifest (<code>--suite</code>): its "
          "subgraphs are not described here.</p>\n";
    }
    Table scores = scores_table(model, id);
    body += "<h2>Scores</h2>\n" + table_html(scores, stem + "-scores.csv");
    write(summary, out / "tasks" / (stem + "-scores.csv"), table_csv(scores));
    if (manifest.is_object()) {
      Table subgraphs = subgraphs_table(manifest, model.subgraph_columns);
      body += "<h2>Subgraphs</h2>\n" + table_html(subgraphs, stem + "-subgraphs.csv");
      write(summary, out / "tasks" / (stem + "-subgraphs.csv"), table_csv(subgraphs));
    }
    body += winning_pass_html(model, id);
    write(summary, out / "tasks" / (stem + ".html"),
          page(frame, id, body, {{"task", id}, {"manifest", manifest}}, "../"));
  }
}

}  // namespace passnet::site
