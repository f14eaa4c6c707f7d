// End-to-end tests of `passnet dataset index|stats|dedup` through the real binary on small
// samples written here, good and broken.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "passnet/store/sample_walker.h"
#include "test_support.h"

namespace passnet {
namespace {

namespace fs = std::filesystem;
using testing::meta_source;
using testing::run_command;
using testing::write_text;

const std::string kModel =
    "import torch\n\n\nclass GraphModule(torch.nn.Module):\n    def forward(self, x, w):\n"
    "        y = torch.matmul(x, w)\n        z = y.relu()\n        return (z,)\n";
const std::string kRenamed =
    "import torch\n\n\nclass GraphModule(torch.nn.Module):\n    def forward(self, in_0, w_0):\n"
    "        tmp_0 = torch.matmul(in_0, w_0)\n        tmp_1 = tmp_0.relu()\n        return "
    "(tmp_1,)\n";

void write_sample(const fs::path& dir, const std::string& model, const std::string& meta,
                  const std::string& source) {
  write_text(dir / "model.py", model);
  write_text(dir / "weight_meta.py", meta);
  write_text(dir / "input_meta.py", "");
  write_text(dir / "graph_net.json",
             fmt::format("{{\"source\": \"{}\", \"heuristic_tag\": \"test\"}}", source));
}

class DatasetCommands : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = tmp_.path() / "samples";
    db_ = (tmp_.path() / "index.db").string();
    write_sample(root_ / "a" / "good", kModel, meta_source({{"x", {2, 3}}, {"w", {3, 4}}}),
                 "alpha");
    write_sample(root_ / "b" / "renamed", kRenamed,
                 meta_source({{"in_0", {2, 3}}, {"w_0", {3, 4}}}), "beta");
    write_sample(root_ / "a" / "bad_syntax", kModel.substr(0, kModel.size() - 20),
                 meta_source({{"x", {1}}}), "alpha");
    write_text(root_ / "a" / "no_meta" / "model.py", kModel);
    write_sample(root_ / "a" / "not_utf8", kModel + "# caf\xe9\n",
                 meta_source({{"x", {2, 3}}, {"w", {3, 4}}}), "alpha");
    write_sample(root_ / "a" / "huge", kModel + "# " + std::string(2 << 20, 'x') + "\n",
                 meta_source({{"x", {2, 3}}, {"w", {3, 4}}}), "alpha");
  }

  nlohmann::json index(const std::string& target, const std::string& extra = "") {
    auto result =
        run_command(fmt::format("{} dataset index {} --db {} --json -q --max-file-mb 1 {}",
                                testing::passnet_binary(), target, db_, extra));
    EXPECT_EQ(result.exit_code, 0) << result.out;
    return nlohmann::json::parse(result.out);
  }

  testing::TempDir tmp_;
  fs::path root_;
  std::string db_;
};

TEST_F(DatasetCommands, IndexReportsEveryBadSampleAndGoesOn) {
  nlohmann::json summary = index(root_.string());
  EXPECT_EQ(summary["samples"], 6);
  EXPECT_EQ(summary["parsed"], 2);
  EXPECT_EQ(summary["failed"], 4);
  EXPECT_EQ(summary["unique_graphs"], 1);
  EXPECT_EQ(summary["unique_patterns"], 1);
  std::map<std::string, std::string> errors;
  for (const auto& e : summary["errors"])
    errors[fs::path(e["path"].get<std::string>()).filename().string()] = e["error"];
  ASSERT_EQ(errors.size(), 4u);
  EXPECT_NE(
      errors["bad_syntax"].find("bad_syntax/model.py:8:1: error: forward has no return statement"),
      std::string::npos)
      << errors["bad_syntax"];
  EXPECT_NE(errors["no_meta"].find("missing weight_meta.py"), std::string::npos)
      << errors["no_meta"];
  EXPECT_NE(errors["not_utf8"].find("model.py:9:6: error: invalid UTF-8 byte 0xE9"),
            std::string::npos)
      << errors["not_utf8"];
  EXPECT_NE(errors["huge"].find("larger than the limit"), std::string::npos) << errors["huge"];
}

TEST_F(DatasetCommands, ReindexIsIncremental) {
  index(root_.string());
  nlohmann::json again = index(root_.string());
  EXPECT_EQ(again["indexed"], 0);
  EXPECT_EQ(again["unchanged"], 6);
  EXPECT_EQ(again["samples"], 6);

  write_text(root_ / "a" / "good" / "model.py", kModel + "\n");
  fs::remove_all(root_ / "a" / "bad_syntax");
  nlohmann::json changed = index(root_.string());
  EXPECT_EQ(changed["indexed"], 1);
  EXPECT_EQ(changed["unchanged"], 4);
  EXPECT_EQ(changed["removed"], 1);
  EXPECT_EQ(changed["samples"], 5);
}

TEST_F(DatasetCommands, StatsAndDedup) {
  index(root_.string());
  auto stats =
      run_command(fmt::format("{} dataset stats --db {} --json", testing::passnet_binary(), db_));
  ASSERT_EQ(stats.exit_code, 0) << stats.out;
  nlohmann::json json = nlohmann::json::parse(stats.out);
  // The sample without graph_net.json and the one too large to read have no source.
  EXPECT_EQ(json["by_source"]["alpha"], 3);
  EXPECT_EQ(json["by_source"][""], 2);
  EXPECT_EQ(json["by_source"]["beta"], 1);
  ASSERT_EQ(json["duplicate_groups"].size(), 1u);
  EXPECT_EQ(json["duplicate_groups"][0]["paths"].size(), 2u);
  EXPECT_EQ(json["top_ops"][0]["count"], 2);

  fs::path out = tmp_.path() / "dedup";
  auto dedup = run_command(fmt::format("{} dataset dedup --db {} --out {} --json",
                                       testing::passnet_binary(), db_, out.string()));
  ASSERT_EQ(dedup.exit_code, 0) << dedup.out;
  EXPECT_EQ(nlohmann::json::parse(dedup.out)["written"], 1);
  EXPECT_TRUE(fs::exists(out / "alpha" / "good" / "model.py"));
  nlohmann::json manifest = nlohmann::json::parse(testing::read_text(out / "dedup.json"));
  ASSERT_EQ(manifest.size(), 1u);
  EXPECT_EQ(manifest[0]["duplicates"].size(), 1u);
}

TEST_F(DatasetCommands, IndexesInsideTarZstdArchives) {
  fs::path archive = tmp_.path() / "samples.tar.zst";
  auto tar = run_command(
      fmt::format("tar -C {} --zstd -cf {} samples", tmp_.path().string(), archive.string()));
  ASSERT_EQ(tar.exit_code, 0);
  nlohmann::json summary = index(archive.string());
  EXPECT_EQ(summary["samples"], 6);
  EXPECT_EQ(summary["parsed"], 2);
  EXPECT_EQ(summary["unique_graphs"], 1);
  nlohmann::json again = index(archive.string());
  EXPECT_EQ(again["indexed"], 0);
  EXPECT_EQ(again["samples"], 6);
  // Dedup copies straight out of the archive.
  fs::path out = tmp_.path() / "dedup";
  auto dedup = run_command(fmt::format("{} dataset dedup --db {} --out {}",
                                       testing::passnet_binary(), db_, out.string()));
  EXPECT_EQ(dedup.exit_code, 0) << dedup.out;
  EXPECT_TRUE(fs::exists(out / "alpha" / "good" / "weight_meta.py"));
}

TEST_F(DatasetCommands, CorruptDatabaseIsAClearError) {
  write_text(db_, std::string(4096, 'g'));
  auto result =
      run_command(fmt::format("{} dataset stats --db {} 2>&1", testing::passnet_binary(), db_));
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_NE(result.out.find("file is not a database"), std::string::npos) << result.out;
}

TEST_F(DatasetCommands, ASuiteFolderPointsAtTheSuiteCommand) {
  auto result = run_command(
      fmt::format("{} dataset stats --db {} 2>&1", testing::passnet_binary(), root_.string()));
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.out.find("passnet bench suite stats " + root_.string()), std::string::npos)
      << result.out;
}

TEST_F(DatasetCommands, MissingRootIsAUsageError) {
  auto result = run_command(fmt::format("{} dataset index {}/nope --db {} -q 2>&1",
                                        testing::passnet_binary(), root_.string(), db_));
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.out.find("no such folder or archive"), std::string::npos) << result.out;
}

TEST(SampleWalker, FollowsLinksToFoldersOnceEvenInACycle) {
  testing::TempDir tmp;
  write_sample(tmp.path() / "real" / "one", kModel, meta_source({{"x", {2, 3}}, {"w", {3, 4}}}),
               "alpha");
  fs::create_directories(tmp.path() / "picked");
  fs::create_directory_symlink(tmp.path() / "real" / "one", tmp.path() / "picked" / "one");
  fs::create_directory_symlink(tmp.path() / "picked", tmp.path() / "picked" / "loop");
  fs::create_symlink(tmp.path() / "gone", tmp.path() / "picked" / "dangling");
  store::WalkResult walk = store::walk_samples(tmp.path() / "picked");
  ASSERT_EQ(walk.folders.size(), 1u);
  EXPECT_EQ(walk.folders[0], tmp.path() / "picked" / "one");
  EXPECT_TRUE(walk.errors.empty());
}

TEST(GraphCommands, HashShowEmit) {
  testing::TempDir tmp;
  write_sample(tmp.path() / "s", kModel, meta_source({{"x", {2, 3}}, {"w", {3, 4}}}), "alpha");
  auto hash = run_command(
      fmt::format("{} graph hash {}", testing::passnet_binary(), (tmp.path() / "s").string()));
  ASSERT_EQ(hash.exit_code, 0);
  EXPECT_EQ(hash.out.substr(0, 6), "graph ");
  EXPECT_NE(hash.out.find("\npattern "), std::string::npos);
  auto emit = run_command(fmt::format("{} graph emit {} --out {} 2>&1", testing::passnet_binary(),
                                      (tmp.path() / "s").string(), (tmp.path() / "e").string()));
  ASSERT_EQ(emit.exit_code, 0) << emit.out;
  auto rehash = run_command(
      fmt::format("{} graph hash {}", testing::passnet_binary(), (tmp.path() / "e").string()));
  EXPECT_EQ(hash.out, rehash.out);
  auto show = run_command(fmt::format("{} graph show --json {}", testing::passnet_binary(),
                                      (tmp.path() / "s").string()));
  nlohmann::json json = nlohmann::json::parse(show.out);
  EXPECT_EQ(json["op_count"], 2);
  EXPECT_EQ(json["outputs"], nlohmann::json::array({"z"}));
  EXPECT_EQ(json["ops"]["call_function:torch.matmul"], 1);
}

TEST(GraphCommands, ParseErrorExitsOneWithLocation) {
  testing::TempDir tmp;
  write_sample(
      tmp.path() / "s",
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n        return y\n",
      meta_source({{"x", {1}}}), "alpha");
  auto result = run_command(
      fmt::format("{} graph show {} 2>&1", testing::passnet_binary(), (tmp.path() / "s").string()));
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_NE(result.out.find("/s/model.py:4:16: error: name 'y' is used before it is assigned"),
            std::string::npos)
      << result.out;
}

}  // namespace
}  // namespace passnet
