// Error types shared by every subsystem. One exception hierarchy with a category, thrown only
// for errors that end the current operation (parsing one sample, opening one database); expected
// outcomes such as "this sample failed to parse" are carried as values by the callers.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace passnet {

enum class ErrorCategory : std::uint8_t {
  kParse,     // malformed input text (carries file:line:column)
  kSample,    // a sample folder is incomplete or inconsistent
  kIo,        // file system or archive failure
  kDatabase,  // SQLite failure
  kUsage,     // bad command-line arguments
  kInternal,  // a broken invariant inside passnet
};

std::string_view to_string(ErrorCategory category);

class Error : public std::runtime_error {
 public:
  Error(ErrorCategory category, const std::string& message)
      : std::runtime_error(message), category_(category) {}
  ErrorCategory category() const { return category_; }

 private:
  ErrorCategory category_;
};

// A position in a text file. Lines and columns count from 1; columns count bytes.
struct SourceLocation {
  std::uint32_t line = 0;
  std::uint32_t column = 0;
};

// A diagnostic in the `file:line:col: error: message` form, followed by the offending source
// line and a caret under the column, so that a person can see what was expected where.
class ParseError : public Error {
 public:
  ParseError(std::string file, SourceLocation location, std::string message,
             std::string_view source_line);

  const std::string& file() const { return file_; }
  SourceLocation location() const { return location_; }
  // The message alone, without the position prefix or the caret lines.
  const std::string& bare_message() const { return bare_message_; }

 private:
  std::string file_;
  SourceLocation location_;
  std::string bare_message_;
};

}  // namespace passnet
