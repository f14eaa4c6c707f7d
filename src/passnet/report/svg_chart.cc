#include "passnet/report/svg_chart.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace passnet::report {

namespace {

constexpr std::string_view kSlowerColor = "#d9534f";
constexpr std::string_view kFasterColor = "#4a7bd0";
constexpr std::string_view kOverheadColor = "#f0ad4e";
constexpr std::string_view kUnknownColor = "#aaaaaa";

std::string_view anchor_name(SvgWriter::Anchor anchor) {
  switch (anchor) {
    case SvgWriter::Anchor::kStart:
      return "start";
    case SvgWriter::Anchor::kMiddle:
      return "middle";
    case SvgWriter::Anchor::kEnd:
      return "end";
  }
  return "start";
}

// "1/4x", "1x", "8x": a power of two as a speedup.
std::string power_of_two_label(int exponent) {
  if (exponent < 0) return fmt::format("1/{}x", 1 << -exponent);
  return fmt::format("{}x", 1 << exponent);
}

std::string percent(const std::optional<double>& share) {
  return share ? fmt::format("{:.1f}%", 100 * *share) : std::string("-");
}

std::string times(const std::optional<double>& speedup) {
  return speedup ? fmt::format("{:.2f}x", *speedup) : std::string("-");
}

// Histogram geometry: 32 bins of 20 px between the margins; one 200 px panel per backend.
constexpr double kLeft = 56;
constexpr double kBinPixels = 20;
constexpr double kPlotWidth = kBinPixels * static_cast<double>(kLog2Bins);
constexpr double kPanelHeight = 200;
constexpr double kPlotTop = 32;
constexpr double kPlotHeight = 120;
constexpr double kHeader = 36;

double log2_x(double log2_speedup) {
  return kLeft + (log2_speedup - kLog2Min) / kLog2BinWidth * kBinPixels;
}

void histogram_panel(SvgWriter& svg, const BackendReport& b, double top) {
  std::string title =
      b.scored == 0 ? fmt::format("{}: no scored samples", b.backend)
                    : fmt::format("{}: {} scored, {} slower than eager ({}); median {}, gmean {}",
                                  b.backend, b.scored, b.slower, percent(b.slower_share),
                                  times(b.speedup.median), times(b.speedup.gmean));
  svg.text(kLeft, top + 18, title, SvgWriter::Anchor::kStart, 13, true);
  double plot_top = top + kPlotTop;
  double axis_y = plot_top + kPlotHeight;
  std::size_t tallest = *std::max_element(b.histogram.begin(), b.histogram.end());
  svg.text(kLeft - 6, plot_top + 4, fmt::format("{}", tallest), SvgWriter::Anchor::kEnd, 10);
  svg.text(kLeft - 6, axis_y, "0", SvgWriter::Anchor::kEnd, 10);
  for (std::size_t i = 0; i < kLog2Bins && tallest > 0; ++i) {
    std::size_t count = b.histogram[i];
    if (count == 0) continue;
    double lo = kLog2Min + static_cast<double>(i) * kLog2BinWidth;
    double height = kPlotHeight * static_cast<double>(count) / static_cast<double>(tallest);
    std::string range = i == 0 ? fmt::format("below {:.3g}x", std::exp2(lo + kLog2BinWidth))
                        : i + 1 == kLog2Bins ? fmt::format("{:.3g}x and above", std::exp2(lo))
                                             : fmt::format("{:.3g}x to {:.3g}x", std::exp2(lo),
                                                           std::exp2(lo + kLog2BinWidth));
    svg.rect(log2_x(lo) + 1, axis_y - height, kBinPixels - 2, height,
             lo < 0 ? kSlowerColor : kFasterColor, "bar",
             fmt::format("{}: {} sample{}", range, count, count == 1 ? "" : "s"));
  }
  svg.line(kLeft, axis_y, kLeft + kPlotWidth, axis_y, "#333333");
  for (int exponent = static_cast<int>(kLog2Min); exponent <= static_cast<int>(kLog2Max);
       ++exponent) {
    double x = log2_x(exponent);
    svg.line(x, axis_y, x, axis_y + 4, "#333333");
    svg.text(x, axis_y + 16, power_of_two_label(exponent), SvgWriter::Anchor::kMiddle, 10);
  }
  svg.line(log2_x(0), plot_top - 4, log2_x(0), axis_y, "#222222", true);
  svg.text(kLeft + kPlotWidth / 2, axis_y + 32,
           "speedup over eager (log scale; the outer bins hold everything beyond)",
           SvgWriter::Anchor::kMiddle, 10);
}

// Loss chart geometry: the label column, then bars up to kBarWidth for the largest slow count,
// then two lines of figures.
constexpr double kLabelRight = 150;
constexpr double kBarLeft = 160;
constexpr double kBarWidth = 320;
constexpr double kRowHeight = 48;
constexpr double kLossWidth = 960;

void loss_row(SvgWriter& svg, const BackendReport& b, std::size_t widest, double top) {
  svg.text(kLabelRight, top + 20, b.backend, SvgWriter::Anchor::kEnd, 12, true);
  const LossSummary& loss = b.loss;
  double figures_x = kBarLeft + kBarWidth + 12;
  if (loss.slower() == 0) {
    svg.text(kBarLeft, top + 20, fmt::format("no slow samples ({} scored)", b.scored));
    return;
  }
  struct Segment {
    std::size_t count;
    std::string_view color;
    std::string_view what;
  };
  const Segment segments[] = {{loss.kernel, kSlowerColor, "kernel time"},
                              {loss.overhead, kOverheadColor, "overhead"},
                              {loss.unknown, kUnknownColor, "unknown (no device time)"}};
  double x = kBarLeft;
  for (const Segment& segment : segments) {
    if (segment.count == 0) continue;
    double width = kBarWidth * static_cast<double>(segment.count) /
                   static_cast<double>(std::max<std::size_t>(widest, 1));
    svg.rect(x, top + 6, width, 20, segment.color, "bar",
             fmt::format("{}: {} slow sample{}", segment.what, segment.count,
                         segment.count == 1 ? "" : "s"));
    x += width;
  }
  svg.text(figures_x, top + 14,
           fmt::format("{} slow of {} ({}): {} kernel, {} overhead, {} unknown", loss.slower(),
                       b.scored, percent(b.slower_share), loss.kernel, loss.overhead, loss.unknown),
           SvgWriter::Anchor::kStart, 11);
  std::string split =
      loss.kernel + loss.overhead > 0
          ? fmt::format("; attributed {:.3f} = kernel {:+.3f} + overhead {:+.3f}",
                        loss.attributed_e2e_ms, loss.lost_device_ms, loss.lost_overhead_ms)
          : std::string();
  svg.text(figures_x, top + 30,
           fmt::format("lost {:.3f} ms/call in all{}", loss.lost_e2e_ms, split),
           SvgWriter::Anchor::kStart, 11);
}

}  // namespace

std::string xml_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

SvgWriter::SvgWriter(double width, double height, std::string_view title)
    : width_(width), height_(height), title_(title) {}

void SvgWriter::rect(double x, double y, double width, double height, std::string_view fill,
                     std::string_view css_class, std::string_view tooltip) {
  body_ += fmt::format(R"(<rect x="{:.1f}" y="{:.1f}" width="{:.1f}" height="{:.1f}" fill="{}")", x,
                       y, width, height, xml_escape(fill));
  if (!css_class.empty()) body_ += fmt::format(R"( class="{}")", xml_escape(css_class));
  if (tooltip.empty()) {
    body_ += "/>\n";
    return;
  }
  body_ += fmt::format("><title>{}</title></rect>\n", xml_escape(tooltip));
}

void SvgWriter::circle(double cx, double cy, double r, std::string_view fill,
                       std::string_view css_class, std::string_view tooltip) {
  body_ += fmt::format(R"(<circle cx="{:.1f}" cy="{:.1f}" r="{:.1f}" fill="{}")", cx, cy, r,
                       xml_escape(fill));
  if (!css_class.empty()) body_ += fmt::format(R"( class="{}")", xml_escape(css_class));
  if (tooltip.empty()) {
    body_ += "/>\n";
    return;
  }
  body_ += fmt::format("><title>{}</title></circle>\n", xml_escape(tooltip));
}

void SvgWriter::line(double x1, double y1, double x2, double y2, std::string_view stroke,
                     bool dashed) {
  body_ +=
      fmt::format(R"(<line x1="{:.1f}" y1="{:.1f}" x2="{:.1f}" y2="{:.1f}" stroke="{}"{}/>)", x1,
                  y1, x2, y2, xml_escape(stroke), dashed ? R"( stroke-dasharray="4 3")" : "");
  body_ += '\n';
}

void SvgWriter::polyline(const std::vector<std::pair<double, double>>& points,
                         std::string_view stroke, std::string_view css_class,
                         std::string_view tooltip) {
  std::string coordinates;
  for (const auto& [x, y] : points)
    coordinates += fmt::format("{}{:.1f},{:.1f}", coordinates.empty() ? "" : " ", x, y);
  body_ += fmt::format(R"(<polyline points="{}" fill="none" stroke="{}" stroke-width="2")",
                       coordinates, xml_escape(stroke));
  if (!css_class.empty()) body_ += fmt::format(R"( class="{}")", xml_escape(css_class));
  body_ += tooltip.empty() ? "/>\n"
                           : fmt::format("><title>{}</title></polyline>\n", xml_escape(tooltip));
  for (const auto& [x, y] : points)
    body_ += fmt::format(R"(<circle cx="{:.1f}" cy="{:.1f}" r="2.5" fill="{}"/>)", x, y,
                         xml_escape(stroke)) +
             "\n";
}

void SvgWriter::text(double x, double y, std::string_view text, Anchor anchor, double size,
                     bool bold) {
  body_ += fmt::format(
      R"(<text x="{:.1f}" y="{:.1f}" font-size="{:g}" text-anchor="{}"{}>{}</text>)", x, y, size,
      anchor_name(anchor), bold ? R"( font-weight="bold")" : "", xml_escape(text));
  body_ += '\n';
}

std::string SvgWriter::str() const {
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0:g}\" height=\"{1:g}\" "
      "viewBox=\"0 0 {0:g} {1:g}\" font-family=\"sans-serif\">\n<title>{2}</title>\n"
      "<rect x=\"0\" y=\"0\" width=\"{0:g}\" height=\"{1:g}\" fill=\"#ffffff\"/>\n{3}</svg>\n",
      width_, height_, xml_escape(title_), body_);
}

std::string speedup_histogram_svg(const RunReport& report) {
  double height = kHeader + kPanelHeight * static_cast<double>(report.backends.size()) + 8;
  SvgWriter svg(kLeft + kPlotWidth + 24, height,
                fmt::format("Speedup over eager: {}", report.run_dir));
  svg.text(kLeft, 20,
           fmt::format("Speedup over eager per sample, log2 bins of {:g} ({}{})", kLog2BinWidth,
                       report.run_dir, report.device ? ", " + *report.device : std::string()),
           SvgWriter::Anchor::kStart, 14, true);
  for (std::size_t i = 0; i < report.backends.size(); ++i)
    histogram_panel(svg, report.backends[i], kHeader + kPanelHeight * static_cast<double>(i));
  return svg.str();
}

std::string loss_chart_svg(const RunReport& report) {
  std::size_t widest = 0;
  for (const BackendReport& b : report.backends)
    widest = std::max(widest, b.loss.slower());
  double legend_y = kHeader + 4;
  double rows_top = legend_y + 24;
  double height = rows_top + kRowHeight * static_cast<double>(report.backends.size()) + 8;
  SvgWriter svg(kLossWidth, height, fmt::format("Where slow samples lose: {}", report.run_dir));
  svg.text(16, 20,
           "Slow samples (speedup < 1): is the loss in kernel time or in overhead (e2e minus "
           "device time)?",
           SvgWriter::Anchor::kStart, 14, true);
  double x = kBarLeft;
  for (auto [color, what] :
       {std::pair{kSlowerColor, "kernel time"}, std::pair{kOverheadColor, "overhead"},
        std::pair{kUnknownColor, "unknown (no device time)"}}) {
    svg.rect(x, legend_y - 10, 12, 12, color);
    svg.text(x + 16, legend_y, what, SvgWriter::Anchor::kStart, 11);
    x += 150;
  }
  for (std::size_t i = 0; i < report.backends.size(); ++i)
    loss_row(svg, report.backends[i], widest, rows_top + kRowHeight * static_cast<double>(i));
  return svg.str();
}

}  // namespace passnet::report
