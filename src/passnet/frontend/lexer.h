// A tokenizer for the Python subset that torch.fx, dynamo, black and ast.unparse emit: names,
// numbers, string literals, operators, and the NEWLINE / INDENT / DEDENT structure of Python,
// with implicit line joining inside brackets and backslash continuations. It reads a buffer in
// place (tokens are views into it), validates UTF-8 up front, and reports every problem as a
// ParseError with file:line:column.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "passnet/util/error.h"

namespace passnet::frontend {

enum class TokenKind : std::uint8_t {
  kName,
  kInt,
  kFloat,
  kString,  // text is the raw literal including prefix and quotes
  kOp,      // punctuation and operators; text is the operator
  kNewline,
  kIndent,
  kDedent,
  kEnd,
};

std::string_view to_string(TokenKind kind);

struct Token {
  TokenKind kind = TokenKind::kEnd;
  std::string_view text;
  SourceLocation location;

  // Hot in the parser: compared byte by byte inline instead of through memcmp.
  bool is_op(std::string_view op) const { return kind == TokenKind::kOp && same_text(op); }
  bool is_name(std::string_view name) const { return kind == TokenKind::kName && same_text(name); }
  bool same_text(std::string_view other) const {
    if (text.size() != other.size()) return false;
    for (std::size_t i = 0; i < other.size(); ++i)
      if (text[i] != other[i]) return false;
    return true;
  }
};

class Lexer {
 public:
  // `file` names the source in diagnostics. `source` must outlive the lexer and its tokens.
  Lexer(std::string file, std::string_view source);

  Token next();

  const std::string& file() const { return file_; }
  std::string_view source() const { return source_; }

  // A ParseError at `location`, quoting the source line.
  [[noreturn]] void fail(SourceLocation location, const std::string& message) const;
  std::string_view line_text(std::uint32_t line) const;

 private:
  SourceLocation location_of(const char* at) const;
  void validate_utf8() const;
  // Consumes the indentation of a new logical line; queues INDENT/DEDENT tokens.
  void read_indentation();
  Token lex_name(const char* start);
  Token lex_number(const char* start);
  Token lex_string(const char* start, std::size_t prefix_length);
  Token make(TokenKind kind, const char* start, const char* end) const;

  std::string file_;
  std::string_view source_;
  const char* cursor_;
  const char* end_;
  const char* line_start_;
  std::uint32_t line_ = 1;
  int bracket_depth_ = 0;
  bool at_line_start_ = true;
  bool emitted_anything_on_line_ = false;
  std::vector<std::uint32_t> indents_{0};
  int pending_dedents_ = 0;
  bool pending_indent_ = false;
  SourceLocation pending_location_;
  bool finished_ = false;
};

// Decodes a Python string literal token (prefix, quotes, escapes) into UTF-8 text.
std::string decode_string_literal(const Lexer& lexer, const Token& token);

}  // namespace passnet::frontend
