#include "passnet/util/error.h"

#include <fmt/format.h>

namespace passnet {

std::string_view to_string(ErrorCategory category) {
  switch (category) {
    case ErrorCategory::kParse:
      return "parse";
    case ErrorCategory::kSample:
      return "sample";
    case ErrorCategory::kIo:
      return "io";
    case ErrorCategory::kDatabase:
      return "database";
    case ErrorCategory::kUsage:
      return "usage";
    case ErrorCategory::kInternal:
      return "internal";
  }
  return "unknown";
}

namespace {

std::string format_diagnostic(const std::string& file, SourceLocation location,
                              const std::string& message, std::string_view source_line) {
  std::string text =
      fmt::format("{}:{}:{}: error: {}", file, location.line, location.column, message);
  if (source_line.empty()) return text;
  // Very long lines (minified data) would drown the message: show a window around the column.
  constexpr std::size_t kWindow = 120;
  std::size_t column = location.column > 0 ? location.column - 1 : 0;
  std::size_t start = column > kWindow / 2 ? column - kWindow / 2 : 0;
  std::string_view shown = source_line.substr(std::min(start, source_line.size()), kWindow);
  std::string caret(column - start, ' ');
  for (std::size_t i = 0; i < caret.size() && i < shown.size(); ++i)
    if (shown[i] == '\t') caret[i] = '\t';
  fmt::format_to(std::back_inserter(text), "\n  {}\n  {}^", shown, caret);
  return text;
}

}  // namespace

ParseError::ParseError(std::string file, SourceLocation location, std::string message,
                       std::string_view source_line)
    : Error(ErrorCategory::kParse, format_diagnostic(file, location, message, source_line)),
      file_(std::move(file)),
      location_(location),
      bare_message_(std::move(message)) {}

}  // namespace passnet
