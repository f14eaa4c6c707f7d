#include "passnet/frontend/lexer.h"

#include <fmt/format.h>

#include <array>
#include <cstring>

namespace passnet::frontend {

std::string_view to_string(TokenKind kind) {
  switch (kind) {
    case TokenKind::kName:
      return "name";
    case TokenKind::kInt:
      return "integer";
    case TokenKind::kFloat:
      return "float";
    case TokenKind::kString:
      return "string";
    case TokenKind::kOp:
      return "operator";
    case TokenKind::kNewline:
      return "end of line";
    case TokenKind::kIndent:
      return "indent";
    case TokenKind::kDedent:
      return "dedent";
    case TokenKind::kEnd:
      return "end of file";
  }
  return "token";
}

namespace {

// 1 for letters and '_', 2 for digits: identifiers are most of the bytes in a model.py.
constexpr std::array<std::uint8_t, 256> kNameClass = [] {
  std::array<std::uint8_t, 256> table{};
  for (int c = 'a'; c <= 'z'; ++c)
    table[c] = 1;
  for (int c = 'A'; c <= 'Z'; ++c)
    table[c] = 1;
  table['_'] = 1;
  for (int c = '0'; c <= '9'; ++c)
    table[c] = 2;
  return table;
}();

bool is_name_start(unsigned char c) {
  return kNameClass[c] == 1;
}
bool is_name_char(unsigned char c) {
  return kNameClass[c] != 0;
}
bool is_digit(unsigned char c) {
  return c >= '0' && c <= '9';
}

// Length of the operator at p (longest match), or 0 if p does not start an operator.
std::size_t operator_length(const char* p, std::size_t left) {
  char c = p[0];
  char n = left > 1 ? p[1] : '\0';
  char n2 = left > 2 ? p[2] : '\0';
  switch (c) {
    case '(':
    case ')':
    case '[':
    case ']':
    case '{':
    case '}':
    case ',':
    case ';':
    case '~':
      return 1;
    case '.':
      return n == '.' && n2 == '.' ? 3 : 1;
    case ':':
      return n == '=' ? 2 : 1;
    case '-':
      return n == '=' || n == '>' ? 2 : 1;
    case '+':
    case '%':
    case '@':
    case '&':
    case '|':
    case '^':
    case '=':
      return n == '=' ? 2 : 1;
    case '!':
      return n == '=' ? 2 : 0;
    case '*':
    case '/':
      if (n == c) return n2 == '=' ? 3 : 2;
      return n == '=' ? 2 : 1;
    case '<':
    case '>':
      if (n == c) return n2 == '=' ? 3 : 2;
      return n == '=' ? 2 : 1;
    default:
      return 0;
  }
}

}  // namespace

Lexer::Lexer(std::string file, std::string_view source)
    : file_(std::move(file)),
      source_(source),
      cursor_(source.data()),
      end_(source.data() + source.size()),
      line_start_(source.data()) {
  validate_utf8();
  if (source_.size() >= 3 && std::memcmp(cursor_, "\xEF\xBB\xBF", 3) == 0) {
    cursor_ += 3;
    line_start_ = cursor_;
  }
}

SourceLocation Lexer::location_of(const char* at) const {
  return {line_, static_cast<std::uint32_t>(at - line_start_ + 1)};
}

std::string_view Lexer::line_text(std::uint32_t line) const {
  const char* p = source_.data();
  const char* end = source_.data() + source_.size();
  for (std::uint32_t l = 1; l < line && p < end; ++l) {
    const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
    if (nl == nullptr) return {};
    p = static_cast<const char*>(nl) + 1;
  }
  const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
  const char* line_end = nl ? static_cast<const char*>(nl) : end;
  if (line_end > p && line_end[-1] == '\r') --line_end;
  return {p, static_cast<std::size_t>(line_end - p)};
}

void Lexer::fail(SourceLocation location, const std::string& message) const {
  std::string_view text = line_text(location.line);
  // A line with invalid UTF-8 is not quoted: the caret would sit under garbage.
  bool printable = true;
  for (unsigned char c : text)
    if (c >= 0x80 || (c < 0x20 && c != '\t')) printable = false;
  throw ParseError(file_, location, message, printable ? text : std::string_view{});
}

void Lexer::validate_utf8() const {
  const auto* begin = reinterpret_cast<const unsigned char*>(source_.data());
  const auto* end = begin + source_.size();
  const unsigned char* p = begin;
  // Position of a bad byte, counted only on the (rare) error path.
  auto fail_at_byte = [&](const unsigned char* bad, const std::string& message) {
    std::uint32_t line = 1;
    const unsigned char* line_start = begin;
    for (const unsigned char* q = begin; q < bad; ++q)
      if (*q == '\n') {
        ++line;
        line_start = q + 1;
      }
    throw ParseError(file_, {line, static_cast<std::uint32_t>(bad - line_start + 1)}, message, {});
  };
  while (p < end) {
    // Fast path: sixteen ASCII bytes without NUL at a time.
    if (end - p >= 16) {
      std::uint64_t a;
      std::uint64_t b;
      std::memcpy(&a, p, 8);
      std::memcpy(&b, p + 8, 8);
      constexpr std::uint64_t kLow = 0x0101010101010101ULL;
      constexpr std::uint64_t kHigh = 0x8080808080808080ULL;
      bool has_zero = (((a - kLow) & ~a) | ((b - kLow) & ~b)) & kHigh;
      if (((a | b) & kHigh) == 0 && !has_zero) {
        p += 16;
        continue;
      }
    }
    unsigned char c = *p;
    if (c < 0x80) {
      if (c == 0) fail_at_byte(p, "NUL byte in source (is this a binary file?)");
      ++p;
      continue;
    }
    int length = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
    bool valid = length != 0 && end - p >= length && c != 0xC0 && c != 0xC1 && c <= 0xF4;
    for (int i = 1; valid && i < length; ++i)
      valid = (p[i] & 0xC0) == 0x80;
    if (!valid) fail_at_byte(p, fmt::format("invalid UTF-8 byte 0x{:02X}", c));
    p += length;
  }
}

Token Lexer::make(TokenKind kind, const char* start, const char* end) const {
  return {kind, std::string_view(start, static_cast<std::size_t>(end - start)), location_of(start)};
}

void Lexer::read_indentation() {
  // Skips blank and comment-only lines, then measures the indentation of the next real line.
  for (;;) {
    std::uint32_t width = 0;
    const char* p = cursor_;
    while (p < end_ && (*p == ' ' || *p == '\t' || *p == '\f')) {
      width = *p == '\t' ? (width / 8 + 1) * 8 : *p == ' ' ? width + 1 : 0;
      ++p;
    }
    if (p < end_ && *p == '#')
      while (p < end_ && *p != '\n')
        ++p;
    if (p < end_ && *p == '\r') ++p;
    if (p < end_ && *p == '\n') {
      cursor_ = p + 1;
      ++line_;
      line_start_ = cursor_;
      continue;
    }
    cursor_ = p;
    if (p == end_) return;  // dedents at end of file are produced by next()
    if (width > indents_.back()) {
      indents_.push_back(width);
      pending_indent_ = true;
    } else {
      while (width < indents_.back()) {
        indents_.pop_back();
        ++pending_dedents_;
      }
      if (width != indents_.back())
        fail(location_of(p), "unindent does not match any outer indentation level");
    }
    pending_location_ = location_of(p);
    return;
  }
}

Token Lexer::next() {
  if (at_line_start_ && bracket_depth_ == 0) {
    at_line_start_ = false;
    read_indentation();
  }
  if (pending_indent_) {
    pending_indent_ = false;
    return {TokenKind::kIndent, {}, pending_location_};
  }
  if (pending_dedents_ > 0) {
    --pending_dedents_;
    return {TokenKind::kDedent, {}, pending_location_};
  }
  for (;;) {
    while (cursor_ < end_ &&
           (*cursor_ == ' ' || *cursor_ == '\t' || *cursor_ == '\f' || *cursor_ == '\r'))
      ++cursor_;
    if (cursor_ == end_) {
      if (bracket_depth_ > 0) fail(location_of(cursor_), "unexpected end of file inside brackets");
      if (emitted_anything_on_line_) {
        emitted_anything_on_line_ = false;
        return {TokenKind::kNewline, {}, location_of(cursor_)};
      }
      if (indents_.size() > 1) {
        indents_.pop_back();
        return {TokenKind::kDedent, {}, location_of(cursor_)};
      }
      finished_ = true;
      return {TokenKind::kEnd, {}, location_of(cursor_)};
    }
    char c = *cursor_;
    if (c == '#') {
      while (cursor_ < end_ && *cursor_ != '\n')
        ++cursor_;
      continue;
    }
    if (c == '\\') {
      const char* p = cursor_ + 1;
      if (p < end_ && *p == '\r') ++p;
      if (p < end_ && *p == '\n') {
        cursor_ = p + 1;
        ++line_;
        line_start_ = cursor_;
        continue;
      }
      fail(location_of(cursor_), "unexpected character after line continuation '\\'");
    }
    if (c == '\n') {
      const char* at = cursor_;
      SourceLocation location = location_of(at);
      ++cursor_;
      ++line_;
      line_start_ = cursor_;
      if (bracket_depth_ > 0) continue;
      at_line_start_ = true;
      if (!emitted_anything_on_line_) {
        // A blank line inside the indentation logic is skipped by read_indentation.
        at_line_start_ = false;
        read_indentation();
        if (pending_indent_ || pending_dedents_ > 0) return next();
        continue;
      }
      emitted_anything_on_line_ = false;
      return {TokenKind::kNewline, std::string_view(at, 1), location};
    }
    emitted_anything_on_line_ = true;
    const char* start = cursor_;
    auto uc = static_cast<unsigned char>(c);
    if (is_name_start(uc)) return lex_name(start);
    if (is_digit(uc) || (c == '.' && cursor_ + 1 < end_ && is_digit(cursor_[1])))
      return lex_number(start);
    if (c == '"' || c == '\'') return lex_string(start, 0);
    if (uc >= 0x80) fail(location_of(start), "non-ASCII identifiers are not supported");
    std::size_t length = operator_length(cursor_, static_cast<std::size_t>(end_ - cursor_));
    if (length > 0) {
      if (length == 1) {
        if (c == '(' || c == '[' || c == '{') ++bracket_depth_;
        if (c == ')' || c == ']' || c == '}') {
          if (bracket_depth_ == 0) fail(location_of(start), fmt::format("unmatched '{}'", c));
          --bracket_depth_;
        }
      }
      cursor_ += length;
      return make(TokenKind::kOp, start, cursor_);
    }
    if (c == '!') fail(location_of(start), "unexpected character '!'");
    if (c < 0x20 || c == 0x7F)
      fail(location_of(start), fmt::format("unexpected control character 0x{:02X}", uc));
    fail(location_of(start), fmt::format("unexpected character '{}'", c));
  }
}

Token Lexer::lex_name(const char* start) {
  const char* p = start;
  while (p < end_ && is_name_char(static_cast<unsigned char>(*p)))
    ++p;
  std::size_t length = static_cast<std::size_t>(p - start);
  // String prefixes: r, b, u, f and their two-letter combinations.
  if (p < end_ && (*p == '"' || *p == '\'') && length <= 2) {
    bool prefix = true;
    for (const char* q = start; q < p; ++q) {
      char lower = static_cast<char>(*q | 0x20);
      prefix = prefix && (lower == 'r' || lower == 'b' || lower == 'u' || lower == 'f');
    }
    if (prefix) {
      cursor_ = p;
      return lex_string(start, length);
    }
  }
  if (p < end_ && static_cast<unsigned char>(*p) >= 0x80)
    fail(location_of(p), "non-ASCII identifiers are not supported");
  cursor_ = p;
  return make(TokenKind::kName, start, p);
}

Token Lexer::lex_number(const char* start) {
  const char* p = start;
  bool is_float = false;
  auto digits = [&](auto accept) {
    while (p < end_ && (accept(static_cast<unsigned char>(*p)) || *p == '_'))
      ++p;
  };
  if (*p == '0' && p + 1 < end_ && std::strchr("xXoObB", p[1]) != nullptr && p[1] != '\0') {
    char base = static_cast<char>(p[1] | 0x20);
    p += 2;
    const char* digits_start = p;
    if (base == 'x')
      digits([](unsigned char c) { return std::isxdigit(c) != 0; });
    else if (base == 'o')
      digits([](unsigned char c) { return c >= '0' && c <= '7'; });
    else
      digits([](unsigned char c) { return c == '0' || c == '1'; });
    if (p == digits_start) fail(location_of(start), "invalid integer literal");
  } else {
    digits(is_digit);
    if (p < end_ && *p == '.') {
      is_float = true;
      ++p;
      digits(is_digit);
    }
    if (p < end_ && (*p == 'e' || *p == 'E')) {
      const char* exponent = p + 1;
      if (exponent < end_ && (*exponent == '+' || *exponent == '-')) ++exponent;
      if (exponent < end_ && is_digit(static_cast<unsigned char>(*exponent))) {
        is_float = true;
        p = exponent;
        digits(is_digit);
      } else {
        fail(location_of(p), "invalid float literal: missing exponent digits");
      }
    }
  }
  if (p < end_ && (*p == 'j' || *p == 'J'))
    fail(location_of(start), "complex literals are not supported");
  if (p < end_ && is_name_char(static_cast<unsigned char>(*p)))
    fail(location_of(p), "invalid character in number literal");
  cursor_ = p;
  return make(is_float ? TokenKind::kFloat : TokenKind::kInt, start, p);
}

Token Lexer::lex_string(const char* start, std::size_t prefix_length) {
  const char* p = start + prefix_length;
  char quote = *p;
  bool triple = end_ - p >= 3 && p[1] == quote && p[2] == quote;
  p += triple ? 3 : 1;
  std::uint32_t start_line = line_;
  const char* start_line_start = line_start_;
  for (;;) {
    if (p >= end_) {
      line_ = start_line;
      line_start_ = start_line_start;
      fail(location_of(start), "unterminated string literal");
    }
    char c = *p;
    if (c == '\\') {
      if (p + 1 < end_ && p[1] == '\n') {
        ++line_;
        line_start_ = p + 2;
      }
      p += 2;
      continue;
    }
    if (c == '\n') {
      if (!triple) {
        line_ = start_line;
        line_start_ = start_line_start;
        fail(location_of(start), "unterminated string literal");
      }
      ++line_;
      line_start_ = p + 1;
    }
    if (c == quote) {
      if (!triple) {
        ++p;
        break;
      }
      if (end_ - p >= 3 && p[1] == quote && p[2] == quote) {
        p += 3;
        break;
      }
    }
    ++p;
  }
  cursor_ = p;
  Token token{TokenKind::kString,
              std::string_view(start, static_cast<std::size_t>(p - start)),
              {start_line, static_cast<std::uint32_t>(start - start_line_start + 1)}};
  return token;
}

namespace {

void append_utf8(std::string& out, std::uint32_t code_point) {
  if (code_point < 0x80) {
    out.push_back(static_cast<char>(code_point));
  } else if (code_point < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (code_point >> 6)));
    out.push_back(static_cast<char>(0x80 | (code_point & 0x3F)));
  } else if (code_point < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (code_point >> 12)));
    out.push_back(static_cast<char>(0x80 | ((code_point >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (code_point & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (code_point >> 18)));
    out.push_back(static_cast<char>(0x80 | ((code_point >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((code_point >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (code_point & 0x3F)));
  }
}

}  // namespace

std::string decode_string_literal(const Lexer& lexer, const Token& token) {
  std::string_view text = token.text;
  std::size_t prefix = 0;
  bool raw = false;
  while (prefix < text.size() && text[prefix] != '"' && text[prefix] != '\'') {
    char lower = static_cast<char>(text[prefix] | 0x20);
    if (lower == 'r') raw = true;
    if (lower == 'f') lexer.fail(token.location, "f-strings are not supported");
    if (lower == 'b') lexer.fail(token.location, "bytes literals are not supported");
    ++prefix;
  }
  char quote = text[prefix];
  std::size_t quote_length =
      text.size() - prefix >= 6 && text[prefix + 1] == quote && text[prefix + 2] == quote ? 3 : 1;
  std::string_view body =
      text.substr(prefix + quote_length, text.size() - prefix - 2 * quote_length);
  if (raw || body.find('\\') == std::string_view::npos) return std::string(body);
  std::string out;
  out.reserve(body.size());
  for (std::size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\' || i + 1 == body.size()) {
      out.push_back(c);
      continue;
    }
    char e = body[++i];
    auto hex = [&](std::size_t count) {
      std::uint32_t value = 0;
      for (std::size_t k = 1; k <= count; ++k) {
        if (i + k >= body.size() || !std::isxdigit(static_cast<unsigned char>(body[i + k])))
          lexer.fail(token.location, "invalid hex escape in string literal");
        char h = body[i + k];
        value = value * 16 + static_cast<std::uint32_t>(h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
      }
      i += count;
      return value;
    };
    switch (e) {
      case '\n':
        break;
      case '\\':
        out.push_back('\\');
        break;
      case '\'':
        out.push_back('\'');
        break;
      case '"':
        out.push_back('"');
        break;
      case 'a':
        out.push_back('\a');
        break;
      case 'b':
        out.push_back('\b');
        break;
      case 'f':
        out.push_back('\f');
        break;
      case 'n':
        out.push_back('\n');
        break;
      case 'r':
        out.push_back('\r');
        break;
      case 't':
        out.push_back('\t');
        break;
      case 'v':
        out.push_back('\v');
        break;
      case 'x':
        append_utf8(out, hex(2));
        break;
      case 'u':
        append_utf8(out, hex(4));
        break;
      case 'U': {
        std::uint32_t code_point = hex(8);
        if (code_point > 0x10FFFF) lexer.fail(token.location, "escape outside Unicode range");
        append_utf8(out, code_point);
        break;
      }
      case 'N':
        lexer.fail(token.location, "named Unicode escapes (\\N{...}) are not supported");
      default:
        if (e >= '0' && e <= '7') {
          std::uint32_t value = static_cast<std::uint32_t>(e - '0');
          for (int k = 0; k < 2 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7';
               ++k)
            value = value * 8 + static_cast<std::uint32_t>(body[++i] - '0');
          append_utf8(out, value);
        } else {
          out.push_back('\\');
          out.push_back(e);
        }
    }
  }
  return out;
}

}  // namespace passnet::frontend
