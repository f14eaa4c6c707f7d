#include "passnet/site/suite_pages.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "passnet/report/svg_chart.h"
#include "passnet/site/task_pages.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::site {

namespace fs = std::filesystem;
using Json = nlohmann::json;
using report::SvgWriter;
using report::xml_escape;

namespace {

struct Point {
  std::string subgraph;
  double kernel_us;  // eager's kernels, replayed from a CUDA graph
  double host_us;    // a host-timed eager call
};

std::vector<std::string> strings(const Json& list) {
  std::vector<std::string> out;
  if (list.is_array())
    for (const Json& item : list)
      out.push_back(item.is_string() ? item.get<std::string>() : "");
  return out;
}

std::string short_dtype(const std::string& dtype) {
  return dtype.starts_with("torch.") ? dtype.substr(6) : dtype;
}

// "most first": NAME COUNT pairs of the map, the largest counts first, at most LIMIT of them.
std::string most_first(const std::map<std::string, std::size_t>& map, std::size_t limit) {
  std::vector<std::pair<std::size_t, std::string>> sorted;
  for (const auto& [name, count] : map)
    sorted.emplace_back(count, name);
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < std::min(limit, sorted.size()); ++i)
    parts.push_back(fmt::format("{} {}", sorted[i].second, sorted[i].first));
  return fmt::format("{}", fmt::join(parts, ", "));
}

std::string op_name(const std::string& op) {
  std::size_t colon = op.rfind(':');
  std::string name = colon == std::string::npos ? op : op.substr(colon + 1);
  std::size_t dot = name.rfind('.');
  return dot == std::string::npos ? name : name.substr(dot + 1);
}

// Every manifest under SUITE/tasks/SPLIT/, in file name order. A manifest that is not JSON is
// an error naming it: the page would otherwise leave its task out without a word.
std::vector<Json> manifests(const fs::path& suite) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& entry : fs::recursive_directory_iterator(suite / "tasks", ec))
    if (entry.is_regular_file() && entry.path().extension() == ".json")
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  std::vector<Json> out;
  for (const fs::path& file : files) {
    Json manifest = Json::parse(read_file(file), nullptr, false);
    if (manifest.is_discarded())
      throw Error(ErrorCategory::kParse, fmt::format("{}: not JSON", file.string()));
    if (manifest.is_object() && manifest.contains("subgraphs")) out.push_back(manifest);
  }
  return out;
}

std::string scatter_svg(const std::vector<Point>& points) {
  constexpr double kLeft = 70, kTop = 20, kSize = 420;
  SvgWriter svg(kLeft + kSize + 30, kTop + kSize + 60, "Kernel time against a host-timed call");
  if (points.empty()) {
    svg.text(kLeft, kTop + 20, "No subgraph has both a kernel time and a host time.");
    return svg.str();
  }
  double low = 1e300, high = 0;
  for (const Point& point : points) {
    low = std::min({low, point.kernel_us, point.host_us});
    high = std::max({high, point.kernel_us, point.host_us});
  }
  double lo = std::floor(std::log10(low)), hi = std::ceil(std::log10(high));
  if (hi <= lo) hi = lo + 1;
  auto at = [&](double us) { return (std::log10(us) - lo) / (hi - lo) * kSize; };
  svg.line(kLeft, kTop + kSize, kLeft + kSize, kTop + kSize, "#333");
  svg.line(kLeft, kTop, kLeft, kTop + kSize, "#333");
  svg.line(kLeft, kTop + kSize, kLeft + kSize, kTop, "#999", true);  // host time = kernel time
  for (double decade = lo; decade <= hi; decade += 1) {
    std::string label = fmt::format("{:g}", std::pow(10.0, decade));
    double offset = (decade - lo) / (hi - lo) * kSize;
    svg.text(kLeft + offset, kTop + kSize + 16, label, SvgWriter::Anchor::kMiddle, 10);
    svg.text(kLeft - 6, kTop + kSize - offset + 4, label, SvgWriter::Anchor::kEnd, 10);
  }
  svg.text(kLeft + kSize / 2, kTop + kSize + 34, "eager's kernel time per call (us)",
           SvgWriter::Anchor::kMiddle, 11);
  svg.text(kLeft, kTop + kSize + 50,
           "y: a host-timed eager call (us); above the dashed line, the host's overhead",
           SvgWriter::Anchor::kStart, 11);
  for (const Point& point : points)
    svg.circle(kLeft + at(point.kernel_us), kTop + kSize - at(point.host_us), 2.2, "#3465a4",
               "point",
               fmt::format("{}: kernels {:.1f} us, call {:.1f} us", point.subgraph, point.kernel_us,
                           point.host_us));
  return svg.str();
}

double share(std::size_t part, std::size_t whole) {
  return whole ? static_cast<double>(part) / static_cast<double>(whole) : 0.0;
}

}  // namespace

void write_suite_page(const std::vector<fs::path>& suites, const std::set<std::string>& paged,
                      const PageFrame& frame, const fs::path& out, SiteSummary& summary) {
  Table tasks{"suite-tasks",
              {"task", "suite", "split", "family (op sequence)", "dtypes", "size buckets (log2)",
               "subgraphs", "source models", "Inductor (host)", "Inductor (device)", "long tail"},
              {false, false, false, false, false, false, true, true, true, true, false},
              {}};
  std::map<std::string, std::size_t> by_split, by_dtype, by_family;
  std::set<std::string> models;
  std::size_t subgraph_count = 0, host_slower = 0, host_scored = 0, device_slower = 0,
              device_scored = 0, overhead_bound = 0;
  std::vector<Point> points;
  for (const fs::path& suite : suites) {
    for (const Json& manifest : manifests(suite)) {
      std::string id = text_at(manifest, "id", "?");
      const Json& key = manifest.value("key", Json::object());
      std::vector<std::string> ops;
      for (const std::string& op : strings(key.value("ops", Json::array())))
        ops.push_back(op_name(op));
      std::string family = fmt::format("{}", fmt::join(ops, " > "));
      // Suites before v2 key a task by one dtype and one size bucket; later ones by lists.
      std::vector<std::string> dtypes;
      Json key_dtypes =
          key.contains("dtypes") ? key["dtypes"] : Json::array({key.value("dtype", "")});
      for (const std::string& dtype : strings(key_dtypes))
        if (!dtype.empty()) dtypes.push_back(short_dtype(dtype));
      std::vector<std::string> sizes;
      Json buckets = key.contains("size_buckets")       ? key["size_buckets"]
                     : key.contains("size_bucket_log2") ? Json::array({key["size_bucket_log2"]})
                                                        : Json::array();
      for (const Json& bucket : buckets)
        sizes.push_back(bucket.dump());
      const Json& list = manifest.value("subgraphs", Json::array());
      const Json& baseline = manifest.value("baseline", Json::object());
      std::string split = text_at(manifest, "split", "-");
      by_split[split] += 1;
      by_family[family] += 1;
      for (const Json& entry : list) {
        ++subgraph_count;
        std::string dtype = text_at(entry, "dtype", "");
        if (dtype.empty())
          dtype = text_at(entry.value("dtype_variant", Json::object()), "dtype", "");
        if (dtype.empty() && dtypes.size() == 1) dtype = dtypes.front();
        by_dtype[dtype.empty() ? "-" : short_dtype(dtype)] += 1;
        models.insert(text_at(entry, "source_model", text_at(entry, "parent", "")));
        std::optional<double> kernel = number(entry, "device_eager_us");
        std::optional<double> host_ms = number(entry, "eager_ms");
        if (kernel && host_ms && *kernel > 0 && *host_ms > 0) {
          points.push_back({text_at(entry, "graph_hash", "?"), *kernel, *host_ms * 1000.0});
          overhead_bound += *host_ms * 1000.0 > 2 * *kernel;
        }
        if (std::optional<double> speedup = number(entry, "inductor_speedup")) {
          ++host_scored;
          host_slower += *speedup < 1;
        }
        if (std::optional<double> speedup = number(entry, "device_speedup")) {
          ++device_scored;
          device_slower += *speedup < 1;
        }
      }
      tasks.rows.push_back(
          {{id, std::nullopt, paged.contains(id) ? task_page(id) : std::string()},
           {suite.filename().string(), std::nullopt, {}},
           {split, std::nullopt, {}},
           {family.empty() ? "-" : family, std::nullopt, {}},
           {fmt::format("{}", fmt::join(dtypes, ", ")), std::nullopt, {}},
           {fmt::format("{}", fmt::join(sizes, ", ")), std::nullopt, {}},
           figure(static_cast<double>(list.size()), "{:.0f}"),
           figure(number(manifest, "source_models"), "{:.0f}"),
           figure(number(baseline, "median_inductor_speedup")),
           figure(number(baseline, "device_median_inductor_speedup")),
           {fmt::format("{}", fmt::join(strings(manifest.value("long_tail", Json::array())), ", ")),
            std::nullopt,
            {}}});
    }
  }
  std::vector<std::string> suite_names;
  for (const fs::path& suite : suites)
    suite_names.push_back(suite.filename().string());
  std::string body = fmt::format(
      "<dl><dt>suites</dt><dd>{}</dd><dt>tasks</dt><dd>{} ({})</dd><dt>subgraphs</dt><dd>{}</dd>"
      "<dt>source models</dt><dd>{}</dd><dt>dtypes</dt><dd>{}</dd><dt>families</dt><dd>{} "
      "op sequences; the most tasks: {}</dd></dl>\n",
      xml_escape(fmt::format("{}", fmt::join(suite_names, ", "))), tasks.rows.size(),
      xml_escape(most_first(by_split, by_split.size())), subgraph_count, models.size(),
      xml_escape(most_first(by_dtype, by_dtype.size())), by_family.size(),
      xml_escape(most_first(by_family, 12)));
  body += "<h2>Tasks</h2>\n" + table_html(tasks, "suite.csv");
  body += fmt::format(
      "<h2>Where eager's time goes</h2>\n<p>{} subgraphs have both eager's kernel time (its "
      "calls replayed from a CUDA graph) and a host-timed call. On <strong>{:.1f}%</strong> of "
      "them the call takes over twice its kernels' time: host overhead, which no kernel "
      "rewrite removes, decides their time. Inductor is slower than eager on "
      "<strong>{:.1f}%</strong> of {} subgraphs timed on the host and on <strong>{:.1f}%"
      "</strong> of {} by device time.</p>\n<figure class=\"scatter\">{}</figure>\n",
      points.size(), 100 * share(overhead_bound, points.size()),
      100 * share(host_slower, host_scored), host_scored, 100 * share(device_slower, device_scored),
      device_scored, scatter_svg(points));
  write(summary, out / "suite.csv", table_csv(tasks));
  write(summary, out / "suite.html",
        page(frame, "The suite", body,
             {{"tasks", tasks.rows.size()},
              {"subgraphs", subgraph_count},
              {"source_models", models.size()},
              {"overhead_bound", overhead_bound},
              {"timed", points.size()}}));
}

}  // namespace passnet::site
