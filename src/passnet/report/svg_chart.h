// A small SVG writer with no dependencies, and the two charts of `bench report`: a histogram of
// log2 speedup per backend, and per backend a stacked bar of its slow samples by verdict (kernel
// time, overhead, unknown). Documents are self-contained; every text is escaped.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "passnet/report/run_report.h"

namespace passnet::report {

// Escapes &, <, >, " and ' for XML text and attribute values.
std::string xml_escape(std::string_view text);

// One SVG document in user units (pixels), written element by element.
class SvgWriter {
 public:
  enum class Anchor { kStart, kMiddle, kEnd };

  SvgWriter(double width, double height, std::string_view title);

  // css_class names the element for styling and tests ("bar" for data bars); tooltip becomes a
  // <title> child that viewers show on hover.
  void rect(double x, double y, double width, double height, std::string_view fill,
            std::string_view css_class = {}, std::string_view tooltip = {});
  void line(double x1, double y1, double x2, double y2, std::string_view stroke,
            bool dashed = false);
  // A point of a scatter plot.
  void circle(double cx, double cy, double r, std::string_view fill,
              std::string_view css_class = {}, std::string_view tooltip = {});
  // A line through `points` (x, y), with a point marker at each.
  void polyline(const std::vector<std::pair<double, double>>& points, std::string_view stroke,
                std::string_view css_class = {}, std::string_view tooltip = {});
  void text(double x, double y, std::string_view text, Anchor anchor = Anchor::kStart,
            double size = 12, bool bold = false);

  // The finished document.
  std::string str() const;

 private:
  double width_;
  double height_;
  std::string title_;
  std::string body_;
};

// One panel per backend: bars of the log2-speedup histogram (one "bar" per non-empty bin), the
// x axis labelled in speedup, a dashed line at 1x, the slower share in the panel's title.
std::string speedup_histogram_svg(const RunReport& report);

// One row per backend: its slow samples as a bar stacked by verdict (one "bar" per non-empty
// verdict), with the lost milliseconds split into kernel and overhead beside it.
std::string loss_chart_svg(const RunReport& report);

}  // namespace passnet::report
