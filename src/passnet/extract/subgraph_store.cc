#include "passnet/extract/subgraph_store.h"

#include <fmt/format.h>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/frontend/sample_writer.h"

namespace passnet::extract {

namespace fs = std::filesystem;

namespace {

void create_tables(store::Database& db) {
  db.exec(R"sql(
    CREATE TABLE IF NOT EXISTS subgraphs(
      graph_hash TEXT NOT NULL,
      kind TEXT NOT NULL,
      folder TEXT NOT NULL,
      pattern_hash TEXT NOT NULL,
      op_count INTEGER NOT NULL,
      PRIMARY KEY(kind, graph_hash));
    CREATE TABLE IF NOT EXISTS subgraph_origins(
      graph_hash TEXT NOT NULL,
      kind TEXT NOT NULL,
      parent TEXT NOT NULL,
      range_begin INTEGER NOT NULL,
      range_end INTEGER NOT NULL,
      PRIMARY KEY(kind, parent, range_begin, range_end));
    CREATE INDEX IF NOT EXISTS subgraph_origins_hash ON subgraph_origins(graph_hash);)sql");
}

}  // namespace

SubgraphStore::SubgraphStore(store::DatasetDb& db, fs::path out_dir)
    : db_(db), out_dir_(std::move(out_dir)) {
  create_tables(db_.database());
}

StoredSubgraph SubgraphStore::add(const std::string& kind, const RangeExtraction& piece,
                                  const std::string& parent, NodeRange range) {
  const frontend::Sample& s = piece.sample;
  analysis::CanonicalHashes hashes =
      analysis::canonical_hashes(s.graph, [&s](std::string_view name) { return s.meta_for(name); });
  StoredSubgraph stored{hashes.graph, (out_dir_ / kind / hashes.graph).string()};
  store::Database& db = db_.database();
  store::Transaction transaction(db);
  store::Statement existing =
      db.prepare("SELECT folder FROM subgraphs WHERE kind = ? AND graph_hash = ?");
  existing.bind(1, std::string_view(kind)).bind(2, std::string_view(hashes.graph));
  if (existing.step()) {
    stored.folder = existing.column_text(0);
  } else {
    frontend::write_sample(s, stored.folder);
    db.prepare(
          "INSERT INTO subgraphs(graph_hash, kind, folder, pattern_hash, op_count) VALUES (?, ?, "
          "?, ?, ?)")
        .bind(1, std::string_view(hashes.graph))
        .bind(2, std::string_view(kind))
        .bind(3, std::string_view(stored.folder))
        .bind(4, std::string_view(hashes.pattern))
        .bind(5, static_cast<std::int64_t>(s.graph.op_count()))
        .run();
    stored.is_new = true;
  }
  db.prepare(
        "INSERT OR IGNORE INTO subgraph_origins(graph_hash, kind, parent, range_begin, "
        "range_end) VALUES (?, ?, ?, ?, ?)")
      .bind(1, std::string_view(hashes.graph))
      .bind(2, std::string_view(kind))
      .bind(3, std::string_view(parent))
      .bind(4, static_cast<std::int64_t>(range.begin))
      .bind(5, static_cast<std::int64_t>(range.end))
      .run();
  transaction.commit();
  return stored;
}

std::vector<KindCounts> SubgraphStore::counts() {
  return subgraph_counts(db_);
}

std::vector<KindCounts> subgraph_counts(store::DatasetDb& db) {
  create_tables(db.database());
  store::Statement query = db.database().prepare(R"sql(
    SELECT o.kind, COUNT(*),
           (SELECT COUNT(*) FROM subgraphs s WHERE s.kind = o.kind),
           (SELECT COUNT(DISTINCT pattern_hash) FROM subgraphs s WHERE s.kind = o.kind)
    FROM subgraph_origins o GROUP BY o.kind ORDER BY o.kind)sql");
  std::vector<KindCounts> counts;
  while (query.step())
    counts.push_back(
        {query.column_text(0), query.column_int(1), query.column_int(2), query.column_int(3)});
  return counts;
}

}  // namespace passnet::extract
