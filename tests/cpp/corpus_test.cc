// Tests over the real GraphNet samples (skipped when the corpus is absent): every sample
// round-trips through the writer to the identical IR, GraphNet's duplicate groups are ours too,
// and an index killed mid-run resumes to the complete result.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>

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
    if (!dir)
      GTEST_SKIP()
          << "GraphNet corpus not found: set PASSNET_GRAPHNET_DIR or run .ci/run, which unpacks "
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
    frontend::Sample sample =
        frontend::read_sample(frontend::load_sample_files(folder, std::size_t{1} << 30));
    std::string emitted = frontend::emit_model_py(sample.graph, sample.class_name);
    ir::Graph reparsed = frontend::read_model(folder.string() + "/emitted.py", emitted).graph;
    ASSERT_EQ(sample.graph, reparsed) << folder;
    ASSERT_EQ(frontend::read_tensor_meta("w", frontend::emit_tensor_meta(sample.weight_meta)),
              sample.weight_meta)
        << folder;
    ++checked;
  }
  EXPECT_EQ(checked, folders.size());
}

// Renames every variable and input, shuffles the inputs and re-sorts the nodes in a random
// topological order, as a different capture of the same graph would: the graph hash must not
// move. In-place ops and nodes kept only for their side effects (unused results such as
// _vmap_increment_nesting) stay where they are: their order is part of what the graph does.
ir::Graph scramble(const ir::Graph& graph, std::mt19937& random,
                   std::map<std::string, std::string>& renamed) {
  std::size_t n = graph.size();
  auto users = graph.compute_users();
  std::vector<std::size_t> pending(n, 0);
  for (ir::NodeId id = 0; id < n; ++id)
    graph.node(id).for_each_input([&](const ir::Arg&) { ++pending[id]; });
  auto is_barrier = [&](ir::NodeId id) {
    const ir::Node& node = graph.node(id);
    const std::string& t = node.target;
    bool unused = users[id].empty() && node.op != ir::OpKind::kPlaceholder;
    return unused || node.op == ir::OpKind::kOutput || (!t.empty() && t.back() == '_') ||
           t.starts_with("operator.i") || t == "operator.setitem";
  };
  std::vector<ir::NodeId> order;
  std::vector<ir::NodeId> ready;
  std::vector<bool> placed(n, false);
  ir::NodeId next_barrier = 0;
  while (next_barrier < n && !is_barrier(next_barrier))
    ++next_barrier;
  auto release = [&](ir::NodeId id) {
    order.push_back(id);
    placed[id] = true;
    for (ir::NodeId user : users[id])
      --pending[user];
  };
  while (order.size() < n) {
    ready.clear();
    for (ir::NodeId id = 0; id < std::min<std::size_t>(next_barrier, n); ++id)
      if (!placed[id] && pending[id] == 0) ready.push_back(id);
    if (ready.empty()) {
      release(next_barrier);
      ++next_barrier;
      while (next_barrier < n && !is_barrier(next_barrier))
        ++next_barrier;
      continue;
    }
    std::vector<ir::NodeId> placeholders;
    for (ir::NodeId id : ready)
      if (graph.node(id).op == ir::OpKind::kPlaceholder) placeholders.push_back(id);
    const std::vector<ir::NodeId>& pool = placeholders.empty() ? ready : placeholders;
    release(pool[std::uniform_int_distribution<std::size_t>(0, pool.size() - 1)(random)]);
  }
  std::vector<ir::NodeId> new_id(n);
  for (std::size_t i = 0; i < n; ++i)
    new_id[order[i]] = static_cast<ir::NodeId>(i);
  ir::Graph result;
  for (ir::NodeId old : order) {
    ir::Node node = graph.node(old);
    std::string name = fmt::format("v{}_{}", new_id[old], random() % 1000);
    if (node.op == ir::OpKind::kPlaceholder) {
      renamed[node.name] = name;
      node.target = name;
    }
    if (node.op != ir::OpKind::kOutput) node.name = name;
    auto remap = [&](ir::Arg& ref) { ref.set_node_id(new_id[ref.node_id()]); };
    for (ir::Arg& arg : node.args)
      arg.for_each_node_mutable(remap);
    for (ir::Keyword& kw : node.kwargs)
      kw.value.for_each_node_mutable(remap);
    result.add_node(std::move(node));
  }
  return result;
}

TEST_F(Corpus, RenamedAndReorderedRealGraphsKeepTheirHash) {
  std::vector<fs::path> folders = testing::sample_folders(dir_);
  std::mt19937 random(7);
  std::size_t checked = 0;
  for (std::size_t i = 0; i < folders.size(); i += 20) {
    frontend::Sample sample =
        frontend::read_sample(frontend::load_sample_files(folders[i], std::size_t{1} << 30));
    std::map<std::string, std::string> renamed;
    frontend::Sample scrambled = sample;
    scrambled.graph = scramble(sample.graph, random, renamed);
    for (auto* metas : {&scrambled.weight_meta, &scrambled.input_meta})
      for (ir::TensorMeta& meta : *metas)
        if (renamed.contains(meta.name)) meta.name = renamed[meta.name];
    scrambled.index_metadata();
    // Through text, as a real second capture would arrive.
    ir::Graph reparsed =
        frontend::read_model("scrambled.py", frontend::emit_model_py(scrambled.graph)).graph;
    auto meta_of = [](const frontend::Sample& s) {
      return [&s](std::string_view name) { return s.meta_for(name); };
    };
    EXPECT_EQ(analysis::canonical_hashes(sample.graph, meta_of(sample)).graph,
              analysis::canonical_hashes(reparsed, meta_of(scrambled)).graph)
        << folders[i];
    ++checked;
  }
  EXPECT_GT(checked, 50u);
}

TEST_F(Corpus, GraphNetDuplicatesShareOurHashAndIndexResumesAfterKill) {
  testing::TempDir tmp;
  std::string db = (tmp.path() / "index.db").string();
  // Kill the indexer hard partway through, then resume.
  testing::run_command(
      fmt::format("timeout -s KILL 3 {} dataset index {} --db {} -q -j 2 >/dev/null 2>&1",
                  testing::passnet_binary(), dir_.string(), db));
  auto resumed = testing::run_command(fmt::format("{} dataset index {} --db {} -q --json",
                                                  testing::passnet_binary(), dir_.string(), db));
  ASSERT_EQ(resumed.exit_code, 0) << resumed.out;
  nlohmann::json summary = nlohmann::json::parse(resumed.out);
  std::size_t total = testing::sample_folders(dir_).size();
  EXPECT_EQ(summary["samples"].get<std::size_t>(), total);
  EXPECT_EQ(summary["parsed"].get<std::size_t>(), total) << summary["errors"].dump(2);
  EXPECT_EQ(summary["indexed"].get<std::size_t>() + summary["unchanged"].get<std::size_t>(), total);

  auto rows = testing::run_command(
      fmt::format("sqlite3 -json {} 'SELECT graphnet_hash, graph_hash FROM samples WHERE "
                  "graphnet_hash IS NOT NULL' 2>/dev/null ||"
                  " python3 -c \"import json,sqlite3; print(json.dumps([dict(graphnet_hash=a, "
                  "graph_hash=b) for a,b in "
                  "sqlite3.connect('{}').execute('SELECT graphnet_hash, graph_hash FROM samples "
                  "WHERE graphnet_hash IS NOT NULL')]))\"",
                  db, db));
  ASSERT_EQ(rows.exit_code, 0);
  std::map<std::string, std::set<std::string>> ours_by_theirs;
  for (const auto& row : nlohmann::json::parse(rows.out))
    ours_by_theirs[row["graphnet_hash"]].insert(row["graph_hash"].get<std::string>());
  ASSERT_GT(ours_by_theirs.size(), 100u);
  for (const auto& [theirs, ours] : ours_by_theirs)
    EXPECT_EQ(ours.size(), 1u) << "GraphNet hash " << theirs;
}

}  // namespace
}  // namespace passnet
