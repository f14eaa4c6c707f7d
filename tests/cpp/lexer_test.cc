#include "passnet/frontend/lexer.h"

#include <gtest/gtest.h>

#include <vector>

namespace passnet::frontend {
namespace {

std::vector<std::string> kinds_and_texts(const std::string& source) {
  Lexer lexer("t.py", source);
  std::vector<std::string> out;
  for (Token token = lexer.next(); token.kind != TokenKind::kEnd; token = lexer.next()) {
    std::string entry(to_string(token.kind));
    if (!token.text.empty() && token.kind != TokenKind::kNewline) {
      entry += ':';
      entry += token.text;
    }
    out.push_back(std::move(entry));
  }
  return out;
}

std::string lex_error_of(const std::string& source) {
  try {
    Lexer lexer("t.py", source);
    while (lexer.next().kind != TokenKind::kEnd) {
    }
  } catch (const ParseError& error) {
    return error.what();
  }
  return "no error";
}

TEST(Lexer, IndentationProducesIndentAndDedent) {
  EXPECT_EQ(kinds_and_texts("class A:\n    x = 1\n\n    # comment\ny = 2\n"),
            (std::vector<std::string>{"name:class", "name:A", "operator::", "end of line", "indent",
                                      "name:x", "operator:=", "integer:1", "end of line", "dedent",
                                      "name:y", "operator:=", "integer:2", "end of line"}));
}

TEST(Lexer, BracketsJoinLines) {
  EXPECT_EQ(kinds_and_texts("f(a,\n  b)\n"),
            (std::vector<std::string>{"name:f", "operator:(", "name:a", "operator:,", "name:b",
                                      "operator:)", "end of line"}));
}

TEST(Lexer, NumbersStringsAndOperators) {
  EXPECT_EQ(kinds_and_texts("x = 1e-05 ** .5 // 0x1F != 'a\\'b'\n"),
            (std::vector<std::string>{"name:x", "operator:=", "float:1e-05", "operator:**",
                                      "float:.5", "operator://", "integer:0x1F",
                                      "operator:!=", "string:'a\\'b'", "end of line"}));
}

TEST(Lexer, DecodesEscapes) {
  Lexer lexer("t.py", R"('a\n\x41\u00e9' r'\n')");
  Token first = lexer.next();
  Token second = lexer.next();
  EXPECT_EQ(decode_string_literal(lexer, first), "a\nA\xC3\xA9");
  EXPECT_EQ(decode_string_literal(lexer, second), "\\n");
}

TEST(Lexer, UnterminatedStringNamesItsStart) {
  EXPECT_EQ(lex_error_of("x = 'abc\n"),
            "t.py:1:5: error: unterminated string literal\n  x = 'abc\n      ^");
}

TEST(Lexer, EndOfFileInsideBrackets) {
  EXPECT_EQ(lex_error_of("y = f(a,\n  b"),
            "t.py:2:4: error: unexpected end of file inside brackets\n    b\n     ^");
}

TEST(Lexer, InvalidUtf8IsReportedWithPosition) {
  EXPECT_EQ(lex_error_of("x = 1\ny = '\xff'\n"), "t.py:2:6: error: invalid UTF-8 byte 0xFF");
}

TEST(Lexer, NulByteInBuffer) {
  std::string source("x = 1\0", 6);
  EXPECT_EQ(lex_error_of(source), "t.py:1:6: error: NUL byte in source (is this a binary file?)");
}

TEST(Lexer, BadDedent) {
  EXPECT_EQ(lex_error_of("if x:\n    a\n  b\n"),
            "t.py:3:3: error: unindent does not match any outer indentation level\n    b\n    ^");
}

TEST(Lexer, UnmatchedCloser) {
  EXPECT_EQ(lex_error_of("x)\n"), "t.py:1:2: error: unmatched ')'\n  x)\n   ^");
}

}  // namespace
}  // namespace passnet::frontend
