#include "passnet/store/dataset_db.h"

#include <fmt/format.h>

#include <map>

#include "passnet/util/error.h"

namespace passnet::store {

namespace {

constexpr int kSchemaVersion = 1;

constexpr std::string_view kSchema = R"sql(
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS samples(
  path TEXT PRIMARY KEY,
  root TEXT NOT NULL,
  archive TEXT,
  fingerprint TEXT NOT NULL,
  source TEXT NOT NULL DEFAULT '',
  tag TEXT NOT NULL DEFAULT '',
  bytes INTEGER NOT NULL DEFAULT 0,
  node_count INTEGER NOT NULL DEFAULT 0,
  op_count INTEGER NOT NULL DEFAULT 0,
  op_histogram TEXT NOT NULL DEFAULT '{}',
  input_shapes TEXT NOT NULL DEFAULT '[]',
  graph_hash TEXT,
  pattern_hash TEXT,
  graphnet_hash TEXT,
  error TEXT,
  warnings TEXT,
  parse_seconds REAL NOT NULL DEFAULT 0,
  indexed_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX IF NOT EXISTS samples_root ON samples(root);
CREATE INDEX IF NOT EXISTS samples_archive ON samples(archive);
CREATE INDEX IF NOT EXISTS samples_graph_hash ON samples(graph_hash);
CREATE INDEX IF NOT EXISTS samples_pattern_hash ON samples(pattern_hash);
CREATE TABLE IF NOT EXISTS archives(path TEXT PRIMARY KEY, fingerprint TEXT NOT NULL);
-- Shape annotations (extract/annotation.h): one row per sample, one per sample and node.
CREATE TABLE IF NOT EXISTS annotations(
  sample TEXT PRIMARY KEY,
  graph_hash TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL,
  mode TEXT NOT NULL,
  mode_used TEXT NOT NULL,
  device TEXT NOT NULL,
  seed INTEGER NOT NULL,
  node_count INTEGER NOT NULL DEFAULT 0,
  detail TEXT NOT NULL DEFAULT '{}',
  annotated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE IF NOT EXISTS node_annotations(
  sample TEXT NOT NULL,
  node TEXT NOT NULL,
  position INTEGER NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY(sample, node)
);
)sql";

}  // namespace

DatasetDb::DatasetDb(const std::string& path) : db_(path) {
  db_.exec(kSchema);
  Statement read = db_.prepare("SELECT value FROM meta WHERE key = 'schema_version'");
  if (read.step()) {
    int version = std::stoi(read.column_text(0));
    if (version != kSchemaVersion)
      throw Error(ErrorCategory::kDatabase,
                  fmt::format("{}: schema version {} is not the version {} this passnet uses; "
                              "re-index into a new --db",
                              path, version, kSchemaVersion));
  } else {
    db_.prepare("INSERT INTO meta(key, value) VALUES ('schema_version', ?)")
        .bind(1, std::string_view(std::to_string(kSchemaVersion)))
        .run();
  }
}

std::unordered_map<std::string, std::string> DatasetDb::fingerprints_under(
    const std::string& root) {
  std::unordered_map<std::string, std::string> result;
  Statement query = db_.prepare("SELECT path, fingerprint FROM samples WHERE root = ?");
  query.bind(1, std::string_view(root));
  while (query.step())
    result.emplace(query.column_text(0), query.column_text(1));
  return result;
}

std::optional<std::string> DatasetDb::archive_fingerprint(const std::string& archive) {
  Statement query = db_.prepare("SELECT fingerprint FROM archives WHERE path = ?");
  query.bind(1, std::string_view(archive));
  if (query.step()) return query.column_text(0);
  return std::nullopt;
}

void DatasetDb::set_archive_fingerprint(const std::string& archive,
                                        const std::string& fingerprint) {
  db_.prepare(
         "INSERT INTO archives(path, fingerprint) VALUES (?, ?) "
         "ON CONFLICT(path) DO UPDATE SET fingerprint = excluded.fingerprint")
      .bind(1, std::string_view(archive))
      .bind(2, std::string_view(fingerprint))
      .run();
}

std::vector<std::string> DatasetDb::paths_in_archive(const std::string& archive) {
  std::vector<std::string> paths;
  Statement query = db_.prepare("SELECT path FROM samples WHERE archive = ?");
  query.bind(1, std::string_view(archive));
  while (query.step())
    paths.push_back(query.column_text(0));
  return paths;
}

void DatasetDb::upsert(const std::vector<SampleRecord>& records) {
  if (records.empty()) return;
  Transaction transaction(db_);
  Statement insert = db_.prepare(R"sql(
    INSERT OR REPLACE INTO samples(path, root, archive, fingerprint, source, tag, bytes, node_count,
      op_count, op_histogram, input_shapes, graph_hash, pattern_hash, graphnet_hash, error,
      warnings, parse_seconds)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))sql");
  for (const SampleRecord& r : records) {
    insert.bind(1, std::string_view(r.path))
        .bind(2, std::string_view(r.root))
        .bind(3, r.archive)
        .bind(4, std::string_view(r.fingerprint))
        .bind(5, std::string_view(r.source))
        .bind(6, std::string_view(r.tag))
        .bind(7, r.bytes)
        .bind(8, r.node_count)
        .bind(9, r.op_count)
        .bind(10, std::string_view(r.op_histogram))
        .bind(11, std::string_view(r.input_shapes))
        .bind(12, r.graph_hash)
        .bind(13, r.pattern_hash)
        .bind(14, r.graphnet_hash)
        .bind(15, r.error)
        .bind(16, r.warnings)
        .bind(17, r.parse_seconds);
    insert.run();
  }
  transaction.commit();
}

void DatasetDb::remove(const std::vector<std::string>& paths) {
  if (paths.empty()) return;
  Transaction transaction(db_);
  Statement erase = db_.prepare("DELETE FROM samples WHERE path = ?");
  for (const std::string& path : paths) {
    erase.bind(1, std::string_view(path));
    erase.run();
  }
  transaction.commit();
}

IndexTotals DatasetDb::totals(const std::vector<std::string>& roots) {
  IndexTotals totals;
  db_.exec("CREATE TEMP TABLE IF NOT EXISTS wanted_roots(root TEXT PRIMARY KEY)");
  db_.exec("DELETE FROM wanted_roots");
  Statement add = db_.prepare("INSERT OR IGNORE INTO wanted_roots VALUES (?)");
  for (const std::string& root : roots) {
    add.bind(1, std::string_view(root));
    add.run();
  }
  Statement counts = db_.prepare(R"sql(
    SELECT COUNT(*), SUM(error IS NULL), SUM(error IS NOT NULL),
           COUNT(DISTINCT graph_hash), COUNT(DISTINCT pattern_hash)
    FROM samples WHERE root IN (SELECT root FROM wanted_roots))sql");
  if (counts.step()) {
    totals.samples = counts.column_int(0);
    totals.parsed = counts.column_int(1);
    totals.failed = counts.column_int(2);
    totals.unique_graphs = counts.column_int(3);
    totals.unique_patterns = counts.column_int(4);
  }
  Statement errors = db_.prepare(
      "SELECT path, error FROM samples WHERE error IS NOT NULL AND root IN "
      "(SELECT root FROM wanted_roots) ORDER BY path");
  while (errors.step())
    totals.errors.emplace_back(errors.column_text(0), errors.column_text(1));
  return totals;
}

std::vector<std::pair<std::string, std::int64_t>> DatasetDb::counts_by(std::string_view column) {
  if (column != "source" && column != "tag")
    throw Error(ErrorCategory::kInternal, fmt::format("cannot group samples by '{}'", column));
  std::vector<std::pair<std::string, std::int64_t>> result;
  Statement query = db_.prepare(fmt::format(
      "SELECT {0}, COUNT(*) FROM samples GROUP BY {0} ORDER BY COUNT(*) DESC, {0}", column));
  while (query.step())
    result.emplace_back(query.column_text(0), query.column_int(1));
  return result;
}

std::vector<std::pair<std::string, std::int64_t>> DatasetDb::op_counts() {
  std::vector<std::pair<std::string, std::int64_t>> result;
  Statement query = db_.prepare(R"sql(
    SELECT j.key, SUM(j.value) AS total FROM samples, json_each(samples.op_histogram) AS j
    WHERE samples.error IS NULL GROUP BY j.key ORDER BY total DESC, j.key)sql");
  while (query.step())
    result.emplace_back(query.column_text(0), query.column_int(1));
  return result;
}

std::vector<std::pair<std::string, std::vector<std::string>>> DatasetDb::duplicate_groups() {
  std::vector<std::pair<std::string, std::vector<std::string>>> groups;
  Statement query = db_.prepare(R"sql(
    SELECT graph_hash, path FROM samples WHERE graph_hash IN (
      SELECT graph_hash FROM samples WHERE graph_hash IS NOT NULL
      GROUP BY graph_hash HAVING COUNT(*) > 1)
    ORDER BY graph_hash, path)sql");
  while (query.step()) {
    std::string hash = query.column_text(0);
    if (groups.empty() || groups.back().first != hash)
      groups.emplace_back(hash, std::vector<std::string>{});
    groups.back().second.push_back(query.column_text(1));
  }
  return groups;
}

std::vector<DatasetDb::Representative> DatasetDb::representatives() {
  std::vector<Representative> result;
  Statement query = db_.prepare(R"sql(
    SELECT graph_hash, path, archive, source FROM samples
    WHERE graph_hash IS NOT NULL ORDER BY graph_hash, path)sql");
  while (query.step()) {
    std::string hash = query.column_text(0);
    if (!result.empty() && result.back().graph_hash == hash) {
      result.back().duplicates.push_back(query.column_text(1));
      continue;
    }
    Representative rep;
    rep.graph_hash = std::move(hash);
    rep.path = query.column_text(1);
    if (!query.column_is_null(2)) rep.archive = query.column_text(2);
    rep.source = query.column_text(3);
    result.push_back(std::move(rep));
  }
  return result;
}

}  // namespace passnet::store
