// Tests over the real GraphNet samples (skipped when the corpus is absent): every sample
// round-trips through the writer to the identical IR, GraphNet's duplicate groups are ours too,
// and an index killed mid-run resumes to the complete result.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <map>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/frontend/model_reader.h"
#include "passnet/frontend/sample_writer.h"
#include "test_support.h"

namespace passnet {
namespace {

namespace fs = std::filesystem;

class Corpus : public ::testing::Test {
 protected:
  void SetUp() override {
    auto dir = testing::corpus_dir();
    if (!dir) GTEST_SKIP() << "GraphNet corpus not found: set PASSNET_GRAPHNET_DIR or run .ci/run, which unpacks "
                              "../shared/data/graphnet into /tmp/passnet-graphnet";
    dir_ = *dir;
  }
  fs::path dir_;
};

TEST_F(Corpus, EverySampleParsesAndRoundTripsToTheIdenticalIr) {
  std::vector<fs::path> folders = testing::sample_folders(dir_);
  ASSERT_GT(folders.size(), 100u);
  std::size_t checked = 0;
  for (const fs::path& folder : folders) {
    frontend::Sample sample = frontend::read_sample(frontend::load_sample_files(folder, std::size_t{1} << 30));
    std::string emitted = frontend::emit_model_py(sample.graph, sample.class_name);
    ir::Graph reparsed = frontend::read_model(folder.string() + "/emitted.py", emitted).graph;
    ASSERT_EQ(sample.graph, reparsed) << folder;
    ASSERT_EQ(frontend::read_tensor_meta("w", frontend::emit_tensor_meta(sample.weight_meta)), sample.weight_meta)
        << folder;
    ++checked;
  }
  EXPECT_EQ(checked, folders.size());
}

TEST_F(Corpus, GraphNetDuplicatesShareOurHashAndIndexResumesAfterKill) {
  testing::TempDir tmp;
  std::string db = (tmp.path() / "index.db").string();
  // Kill the indexer hard partway through, then resume.
  testing::run_command(fmt::format("timeout -s KILL 3 {} dataset index {} --db {} -q -j 2 >/dev/null 2>&1",
                                   testing::passnet_binary(), dir_.string(), db));
  auto resumed = testing::run_command(
      fmt::format("{} dataset index {} --db {} -q --json", testing::passnet_binary(), dir_.string(), db));
  ASSERT_EQ(resumed.exit_code, 0) << resumed.out;
  nlohmann::json summary = nlohmann::json::parse(resumed.out);
  std::size_t total = testing::sample_folders(dir_).size();
  EXPECT_EQ(summary["samples"].get<std::size_t>(), total);
  EXPECT_EQ(summary["parsed"].get<std::size_t>(), total) << summary["errors"].dump(2);
  EXPECT_EQ(summary["indexed"].get<std::size_t>() + summary["unchanged"].get<std::size_t>(), total);

  auto rows = testing::run_command(fmt::format(
      "sqlite3 -json {} 'SELECT graphnet_hash, graph_hash FROM samples WHERE graphnet_hash IS NOT NULL' 2>/dev/null ||"
      " python3 -c \"import json,sqlite3; print(json.dumps([dict(graphnet_hash=a, graph_hash=b) for a,b in "
      "sqlite3.connect('{}').execute('SELECT graphnet_hash, graph_hash FROM samples WHERE graphnet_hash IS NOT NULL')]))\"",
      db, db));
  ASSERT_EQ(rows.exit_code, 0);
  std::map<std::string, std::set<std::string>> ours_by_theirs;
  for (const auto& row : nlohmann::json::parse(rows.out))
    ours_by_theirs[row["graphnet_hash"]].insert(row["graph_hash"].get<std::string>());
  ASSERT_GT(ours_by_theirs.size(), 100u);
  for (const auto& [theirs, ours] : ours_by_theirs) EXPECT_EQ(ours.size(), 1u) << "GraphNet hash " << theirs;
}

}  // namespace
}  // namespace passnet
