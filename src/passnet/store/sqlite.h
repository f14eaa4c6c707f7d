// A thin RAII layer over the SQLite C API: a connection, prepared statements with typed binds,
// and transactions that roll back unless committed. Every failure throws Error(kDatabase) with
// the database path and SQLite's message. SQLite is the embedded store because it gives durable,
// crash-safe writes (WAL) and ad-hoc SQL over results with no server to run.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace passnet::store {

class Statement {
 public:
  Statement(sqlite3* db, sqlite3_stmt* stmt, std::string path)
      : db_(db), stmt_(stmt), path_(std::move(path)) {}
  Statement(Statement&& other) noexcept;
  Statement& operator=(Statement&&) = delete;
  Statement(const Statement&) = delete;
  ~Statement();

  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, double value);
  Statement& bind(int index, std::string_view value);
  Statement& bind_null(int index);
  Statement& bind(int index, const std::optional<std::string>& value);
  // Advances; true while a row is available.
  bool step();
  // Runs a statement that returns no rows, then resets it for reuse.
  void run();
  void reset();

  std::int64_t column_int(int index) const;
  double column_double(int index) const;
  std::string column_text(int index) const;
  bool column_is_null(int index) const;

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_;
  std::string path_;
};

class Database {
 public:
  // Opens (creating if needed) with WAL journaling and a busy timeout, and checks that the file
  // really is a SQLite database.
  explicit Database(const std::string& path);
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;
  ~Database();

  void exec(std::string_view sql);
  Statement prepare(std::string_view sql);
  const std::string& path() const { return path_; }

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
};

class Transaction {
 public:
  explicit Transaction(Database& db);
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  ~Transaction();
  void commit();

 private:
  Database& db_;
  bool done_ = false;
};

}  // namespace passnet::store
