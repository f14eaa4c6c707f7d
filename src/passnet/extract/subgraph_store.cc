#include "passnet/extract/subgraph_store.h"

#include <fmt/format.h>

#include <set>

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
      dtype TEXT NOT NULL,
      variant_of TEXT,
      PRIMARY KEY(kind, graph_hash));
    CREATE TABLE IF NOT EXISTS subgraph_origins(
      graph_hash TEXT NOT NULL,
      kind TEXT NOT NULL,
      parent TEXT NOT NULL,
      range_begin INTEGER NOT NULL,
      range_end INTEGER NOT NULL,
      PRIMARY KEY(kind, parent, range_begin, range_end));
    CREATE INDEX IF NOT EXISTS subgraph_origins_hash ON subgraph_origins(graph_hash);
    CREATE TABLE IF NOT EXISTS variant_refusals(
      kind TEXT NOT NULL,
      base_hash TEXT NOT NULL,
      dtype TEXT NOT NULL,
      reason TEXT NOT NULL,
      PRIMARY KEY(kind, base_hash, dtype));)sql");
}

std::string claim_key(const std::string& kind, const std::string& graph_hash) {
  return kind + "/" + graph_hash;
}

bool is_floating_dtype(const std::string& dtype) {
  return dtype == "torch.float32" || dtype == "torch.float16" || dtype == "torch.bfloat16" ||
         dtype == "torch.float64" || dtype.starts_with("torch.float8");
}

}  // namespace

FoundSubgraph describe_piece(const frontend::Sample& piece, NodeRange range) {
  analysis::CanonicalHashes hashes = analysis::canonical_hashes(
      piece.graph, [&piece](std::string_view name) { return piece.meta_for(name); });
  return {range,       hashes.graph, hashes.pattern, piece.graph.op_count(), compute_dtype(piece),
          std::nullopt};
}

std::string compute_dtype(const frontend::Sample& sample) {
  std::set<std::string> floating;
  std::string first;
  for (const auto* metas : {&sample.input_meta, &sample.weight_meta})
    for (const ir::TensorMeta& meta : *metas) {
      if (first.empty()) first = meta.dtype;
      if (is_floating_dtype(meta.dtype)) floating.insert(meta.dtype);
    }
  if (floating.size() == 1) return *floating.begin();
  if (floating.size() > 1) return "mixed";
  return first;
}

// Folders are recorded absolute: a relative --out would tie the DB to the directory the miner
// ran in, and curation and runs match subgraphs by path.
SubgraphStore::SubgraphStore(store::DatasetDb& db, fs::path out_dir)
    : db_(db), out_dir_(fs::absolute(std::move(out_dir))) {
  create_tables(db_.database());
  // A subgraph whose folder is gone is claimable again, so that deleting OUT and re-running
  // writes it back (record() then updates its folder).
  store::Statement rows = db_.database().prepare("SELECT kind, graph_hash, folder FROM subgraphs");
  while (rows.step()) {
    std::error_code error;
    if (fs::exists(fs::path(rows.column_text(2)) / "model.py", error))
      claimed_.insert(claim_key(rows.column_text(0), rows.column_text(1)));
  }
}

bool SubgraphStore::claim(const std::string& kind, const std::string& graph_hash) {
  std::lock_guard lock(mutex_);
  return claimed_.insert(claim_key(kind, graph_hash)).second;
}

fs::path SubgraphStore::folder_for(const std::string& kind, const std::string& graph_hash) const {
  return out_dir_ / kind / graph_hash;
}

void SubgraphStore::insert_subgraph(const std::string& kind, const FoundSubgraph& found,
                                    const std::string& folder) {
  db_.database()
      .prepare(R"sql(
        INSERT INTO subgraphs(graph_hash, kind, folder, pattern_hash, op_count, dtype)
        VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT(kind, graph_hash) DO UPDATE SET folder = excluded.folder)sql")
      .bind(1, std::string_view(found.graph_hash))
      .bind(2, std::string_view(kind))
      .bind(3, std::string_view(folder))
      .bind(4, std::string_view(found.pattern_hash))
      .bind(5, static_cast<std::int64_t>(found.op_count))
      .bind(6, std::string_view(found.dtype))
      .run();
}

std::size_t SubgraphStore::record(const std::string& kind, const std::string& parent,
                                  std::vector<FoundSubgraph>& found) {
  store::Database& db = db_.database();
  store::Transaction transaction(db);
  store::Statement origin = db.prepare(
      "INSERT OR IGNORE INTO subgraph_origins(graph_hash, kind, parent, range_begin, range_end) "
      "VALUES (?, ?, ?, ?, ?)");
  std::size_t written = 0;
  for (FoundSubgraph& f : found) {
    if (f.sample) {
      std::string folder = folder_for(kind, f.graph_hash).string();
      frontend::write_sample(*f.sample, folder);
      insert_subgraph(kind, f, folder);
      f.sample.reset();
      ++written;
    }
    origin.bind(1, std::string_view(f.graph_hash))
        .bind(2, std::string_view(kind))
        .bind(3, std::string_view(parent))
        .bind(4, static_cast<std::int64_t>(f.range.begin))
        .bind(5, static_cast<std::int64_t>(f.range.end));
    origin.run();
  }
  transaction.commit();
  return written;
}

bool SubgraphStore::add(const std::string& kind, const RangeExtraction& piece,
                        const std::string& parent, NodeRange range) {
  std::vector<FoundSubgraph> found{describe_piece(piece.sample, range)};
  if (claim(kind, found.front().graph_hash)) found.front().sample = piece.sample;
  return record(kind, parent, found) > 0;
}

bool SubgraphStore::add_variant(const std::string& kind, const std::string& base_hash,
                                const std::string& dtype, const frontend::Sample& variant) {
  FoundSubgraph found = describe_piece(variant, {});
  // A variant that equals a stored subgraph (a float16 graph mined as such) is not stored twice,
  // and a mined subgraph never becomes a variant, even when its folder was deleted.
  store::Statement existing =
      db_.database().prepare("SELECT 1 FROM subgraphs WHERE kind = ? AND graph_hash = ?");
  existing.bind(1, std::string_view(kind)).bind(2, std::string_view(found.graph_hash));
  if (existing.step()) return false;
  if (!claim(kind, found.graph_hash)) return false;
  found.dtype = dtype;
  std::string folder = folder_for(kind, found.graph_hash).string();
  frontend::write_sample(variant, folder);
  store::Database& db = db_.database();
  store::Transaction transaction(db);
  insert_subgraph(kind, found, folder);
  db.prepare("UPDATE subgraphs SET variant_of = ? WHERE kind = ? AND graph_hash = ?")
      .bind(1, std::string_view(base_hash))
      .bind(2, std::string_view(kind))
      .bind(3, std::string_view(found.graph_hash))
      .run();
  transaction.commit();
  return true;
}

bool SubgraphStore::variant_known(const std::string& kind, const std::string& base_hash,
                                  const std::string& dtype) {
  store::Statement query = db_.database().prepare(R"sql(
    SELECT 1 FROM subgraphs WHERE kind = ?1 AND variant_of = ?2 AND dtype = ?3
    UNION ALL
    SELECT 1 FROM variant_refusals WHERE kind = ?1 AND base_hash = ?2 AND dtype = ?3)sql");
  query.bind(1, std::string_view(kind))
      .bind(2, std::string_view(base_hash))
      .bind(3, std::string_view(dtype));
  return query.step();
}

void SubgraphStore::refuse_variant(const std::string& kind, const std::string& base_hash,
                                   const std::string& dtype, const std::string& reason) {
  db_.database()
      .prepare(
          "INSERT OR REPLACE INTO variant_refusals(kind, base_hash, dtype, reason) VALUES (?, ?, "
          "?, ?)")
      .bind(1, std::string_view(kind))
      .bind(2, std::string_view(base_hash))
      .bind(3, std::string_view(dtype))
      .bind(4, std::string_view(reason))
      .run();
}

std::vector<std::pair<std::string, std::string>> stored_subgraphs(store::DatasetDb& db,
                                                                  const std::string& kind) {
  create_tables(db.database());
  store::Statement rows = db.database().prepare(
      "SELECT graph_hash, folder FROM subgraphs WHERE kind = ? AND variant_of IS NULL "
      "ORDER BY graph_hash");
  rows.bind(1, std::string_view(kind));
  std::vector<std::pair<std::string, std::string>> result;
  while (rows.step())
    result.emplace_back(rows.column_text(0), rows.column_text(1));
  return result;
}

SubgraphTotals subgraph_totals(store::DatasetDb& db) {
  create_tables(db.database());
  SubgraphTotals totals;
  store::Statement query = db.database().prepare(R"sql(
    SELECT k.kind,
           (SELECT COUNT(*) FROM subgraph_origins o WHERE o.kind = k.kind),
           (SELECT COUNT(*) FROM subgraphs s WHERE s.kind = k.kind AND s.variant_of IS NULL),
           (SELECT COUNT(DISTINCT pattern_hash) FROM subgraphs s
              WHERE s.kind = k.kind AND s.variant_of IS NULL),
           (SELECT COUNT(*) FROM subgraphs s WHERE s.kind = k.kind AND s.variant_of IS NOT NULL),
           (SELECT COUNT(*) FROM variant_refusals r WHERE r.kind = k.kind)
    FROM (SELECT DISTINCT kind FROM subgraphs UNION SELECT DISTINCT kind FROM subgraph_origins) k
    ORDER BY k.kind)sql");
  while (query.step())
    totals.kinds.push_back({query.column_text(0), query.column_int(1), query.column_int(2),
                            query.column_int(3), query.column_int(4), query.column_int(5)});
  store::Statement all = db.database().prepare(
      "SELECT COUNT(DISTINCT graph_hash), COUNT(DISTINCT pattern_hash) FROM subgraphs");
  if (all.step()) {
    totals.distinct_graphs = all.column_int(0);
    totals.distinct_patterns = all.column_int(1);
  }
  return totals;
}

}  // namespace passnet::extract
