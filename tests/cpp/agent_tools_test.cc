// The agent's file editor (confined to its pass folder) and its trajectory log (durable, resumable
// after a crash mid-append).
#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>

#include "passnet/agent/agent_report.h"
#include "passnet/agent/pass_files.h"
#include "passnet/agent/synth_policy.h"
#include "passnet/agent/task_prompt.h"
#include "passnet/agent/trajectory_log.h"
#include "passnet/bench/run_db.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"
#include "test_support.h"

namespace passnet::agent {
namespace {

using Json = nlohmann::json;
namespace fs = std::filesystem;

TEST(PassFolder, CreateViewReplaceInsertUndo) {
  passnet::testing::TempDir tmp;
  PassFolder folder(tmp.path() / "pass_dir");
  ToolOutcome made = folder.run(
      {{"command", "create"}, {"path", "fuse.py"}, {"file_text", "a = 1\nb = 2\nc = 3\n"}});
  ASSERT_FALSE(made.is_error) << made.text;
  EXPECT_TRUE(
      folder.run({{"command", "create"}, {"path", "fuse.py"}, {"file_text", "x"}}).is_error);

  ToolOutcome shown =
      folder.run({{"command", "view"}, {"path", "fuse.py"}, {"view_range", {2, -1}}});
  EXPECT_NE(shown.text.find("     2\tb = 2\n     3\tc = 3\n"), std::string::npos) << shown.text;
  EXPECT_EQ(shown.text.find("a = 1"), std::string::npos);

  ToolOutcome replaced = folder.run({{"command", "str_replace"},
                                     {"path", "fuse.py"},
                                     {"old_str", "b = 2"},
                                     {"new_str", "b = 20"}});
  ASSERT_FALSE(replaced.is_error) << replaced.text;
  EXPECT_NE(replaced.text.find("     2\tb = 20"), std::string::npos) << replaced.text;
  ToolOutcome twice = folder.run(
      {{"command", "str_replace"}, {"path", "fuse.py"}, {"old_str", " = "}, {"new_str", "="}});
  EXPECT_TRUE(twice.is_error);
  EXPECT_NE(twice.text.find("occurs 3 times in fuse.py (lines 1, 2, 3)"), std::string::npos)
      << twice.text;
  EXPECT_TRUE(
      folder.run({{"command", "str_replace"}, {"path", "fuse.py"}, {"old_str", "zzz"}}).is_error);

  ASSERT_FALSE(folder
                   .run({{"command", "insert"},
                         {"path", "fuse.py"},
                         {"insert_line", 0},
                         {"new_str", "import torch"}})
                   .is_error);
  EXPECT_EQ(read_file(folder.root() / "fuse.py"), "import torch\na = 1\nb = 20\nc = 3\n");
  EXPECT_TRUE(
      folder.run({{"command", "insert"}, {"path", "fuse.py"}, {"insert_line", 9}, {"new_str", "x"}})
          .is_error);

  // Undo walks back one edit at a time, the creation last.
  EXPECT_FALSE(folder.run({{"command", "undo_edit"}, {"path", "fuse.py"}}).is_error);
  EXPECT_EQ(read_file(folder.root() / "fuse.py"), "a = 1\nb = 20\nc = 3\n");
  folder.run({{"command", "undo_edit"}, {"path", "fuse.py"}});
  EXPECT_EQ(read_file(folder.root() / "fuse.py"), "a = 1\nb = 2\nc = 3\n");
  folder.run({{"command", "undo_edit"}, {"path", "fuse.py"}});
  EXPECT_FALSE(fs::exists(folder.root() / "fuse.py"));
  EXPECT_TRUE(folder.run({{"command", "undo_edit"}, {"path", "fuse.py"}}).is_error);

  folder.run({{"command", "create"}, {"path", "kernels/add.py"}, {"file_text", "pass\n"}});
  ToolOutcome listing = folder.run({{"command", "view"}, {"path", "."}});
  EXPECT_NE(listing.text.find("kernels/\nkernels/add.py\n"), std::string::npos) << listing.text;
}

// The synth policy's variants are reached by edits computed from two versions of a file: each,
// applied through the editor, must give the second version exactly.
TEST(SynthPolicy, EditsBetweenVersionsApplyThroughTheEditor) {
  const std::string base =
      "TABLE = ((4096, 256, 2), (65536, 512, 4), (None, 1024, 4))\n"
      "def a():\n    return 1\n\ndef b():\n    return 1\n";
  const std::vector<std::pair<std::string, std::string>> cases = {
      // a changed line
      {base,
       "TABLE = ((4096, 128, 2), (65536, 256, 4), (None, 512, 4))\n"
       "def a():\n    return 1\n\ndef b():\n    return 1\n"},
      // a line that occurs twice: widened until its old text is unique
      {base,
       "TABLE = ((4096, 256, 2), (65536, 512, 4), (None, 1024, 4))\n"
       "def a():\n    return 1\n\ndef b():\n    return 2\n"},
      // a pure insertion at the top, and one at the end without a final newline
      {base, "import math\n" + base},
      {"x = 1", "x = 1\ny = 2"},
  };
  for (const auto& [before, after] : cases) {
    passnet::testing::TempDir tmp;
    PassFolder folder(tmp.path() / "pass_dir");
    ASSERT_FALSE(
        folder.run({{"command", "create"}, {"path", "p.py"}, {"file_text", before}}).is_error);
    std::optional<Json> edit = edit_between("p.py", before, after);
    ASSERT_TRUE(edit);
    EXPECT_EQ((*edit)["command"], "str_replace");
    ToolOutcome applied = folder.run(*edit);
    ASSERT_FALSE(applied.is_error) << applied.text << "\n" << edit->dump();
    EXPECT_EQ(read_file(tmp.path() / "pass_dir" / "p.py"), after) << edit->dump();
  }
  EXPECT_FALSE(edit_between("p.py", base, base));

  passnet::testing::TempDir tmp;
  PassFolder folder(tmp.path() / "pass_dir");
  ASSERT_FALSE(folder.run({{"command", "create"}, {"path", "e.py"}, {"file_text", ""}}).is_error);
  std::optional<Json> filled = edit_between("e.py", "", base);
  ASSERT_TRUE(filled);
  ASSERT_FALSE(folder.run(*filled).is_error) << filled->dump();
  EXPECT_EQ(read_file(tmp.path() / "pass_dir" / "e.py"), base);
}

TEST(PassFolder, NothingOutsideTheFolderAndBadCallsAreErrorsForTheModel) {
  passnet::testing::TempDir tmp;
  PassFolder folder(tmp.path() / "pass_dir");
  passnet::write_file(tmp.path() / "secret.txt", "eval labels");
  fs::create_directory_symlink(tmp.path(), folder.root() / "up");
  for (const std::string& path :
       {std::string("../secret.txt"), (tmp.path() / "secret.txt").string(),
        std::string("up/secret.txt"), std::string("a/../../secret.txt")}) {
    ToolOutcome outcome = folder.run({{"command", "view"}, {"path", path}});
    EXPECT_TRUE(outcome.is_error) << path;
    EXPECT_NE(outcome.text.find("outside the pass folder"), std::string::npos) << outcome.text;
    EXPECT_TRUE(folder.run({{"command", "create"}, {"path", path}, {"file_text", "x"}}).is_error);
  }
  EXPECT_EQ(read_file(tmp.path() / "secret.txt"), "eval labels");
  EXPECT_FALSE(  // an absolute path inside the folder is fine
      folder
          .run({{"command", "create"},
                {"path", (folder.root() / "ok.py").string()},
                {"file_text", "x = 1\n"}})
          .is_error);
  EXPECT_TRUE(folder.run(Json::array()).is_error);
  EXPECT_TRUE(folder.run({{"command", "delete"}, {"path", "ok.py"}}).is_error);
  EXPECT_TRUE(folder.run({{"path", "ok.py"}}).is_error);
  EXPECT_TRUE(
      folder.run({{"command", "view"}, {"path", "ok.py"}, {"view_range", {5, 2}}}).is_error);
  EXPECT_EQ(PassFolder::spec().parameters["required"], Json({"command", "path"}));
}

TEST(TrajectoryLog, AppendsSurviveAndATornLastLineIsDropped) {
  passnet::testing::TempDir tmp;
  fs::path file = tmp.path() / "attempt-0" / "trajectory.jsonl";
  {
    TrajectoryLog log(file);
    EXPECT_TRUE(log.records().empty());
    log.append({{"step", 0}, {"kind", "model"}});
    log.append({{"step", 1}, {"kind", "tool"}});
  }
  {  // a crash in the middle of the third append
    std::ofstream out(file, std::ios::app);
    out << R"({"step": 2, "kind": "mo)";
  }
  TrajectoryLog resumed(file);
  EXPECT_TRUE(resumed.repaired());
  ASSERT_EQ(resumed.records().size(), 2u);
  EXPECT_EQ(resumed.records()[1]["kind"], "tool");
  resumed.append({{"step", 2}, {"kind", "model"}});
  std::string text = read_file(file);
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 3);
  EXPECT_EQ(text.find("\"mo\""), std::string::npos);

  passnet::write_file(file, "{\"step\": 0}\nnot json\n{\"step\": 2}\n");
  try {
    TrajectoryLog damaged(file);
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("trajectory.jsonl:2:1"), std::string::npos);
  }
}

}  // namespace
}  // namespace passnet::agent

namespace passnet::agent {
namespace {

TEST(TaskPrompt, TemplatesSayWhereAPlaceholderIsWrong) {
  EXPECT_EQ(render_template("a {{x}} b {{y}}", {{"x", "1"}, {"y", "{{x}}"}}, "t.md"),
            "a 1 b {{x}}");
  try {
    render_template("line one\n  {{nope}}", {}, "t.md");
    FAIL();
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("t.md:2:3: unknown placeholder {{nope}}"),
              std::string::npos)
        << error.what();
  }
  EXPECT_THROW(render_template("{{open", {}, "t.md"), Error);
}

TEST(TaskPrompt, AV3TaskShowsItsVisibleSubgraphsAndNotItsWithheldOnes) {
  fs::path source(PASSNET_SOURCE_DIR);
  fs::path suite = source / "suites" / "passbench-v3";
  PromptOptions options;
  options.prompts = source / "prompts" / "agent" / "v1";
  options.steps = 30;
  TaskPrompt prompt = task_prompt(suite, "add-f31d8ee3", options);
  EXPECT_EQ(prompt.version, "v1");
  ASSERT_FALSE(prompt.split.visible.empty());
  ASSERT_FALSE(prompt.split.withheld.empty());
  EXPECT_EQ(prompt.split.visible.size() + prompt.split.withheld.size(),
            load_task_manifest(suite, "add-f31d8ee3")["subgraphs"].size());
  EXPECT_NE(prompt.system.find("30 steps"), std::string::npos);
  EXPECT_NE(prompt.user.find("call_function:operator.add"), std::string::npos);
  EXPECT_NE(prompt.user.find("def replacement_func"), std::string::npos);  // the worked example
  for (const Json& entry : prompt.split.visible) {
    std::string name = entry["graph_hash"].get<std::string>().substr(0, 8);
    EXPECT_NE(prompt.user.find("| " + name + " |"), std::string::npos) << name;
  }
  for (const Json& entry : prompt.split.withheld)
    EXPECT_EQ(prompt.user.find(entry["graph_hash"].get<std::string>().substr(0, 8)),
              std::string::npos);
  // The split is the same every time, and a one-subgraph task withholds nothing.
  TaskSplit again = split_task(load_task_manifest(suite, "add-f31d8ee3"));
  EXPECT_EQ(again.visible, prompt.split.visible);
  EXPECT_TRUE(split_task({{"id", "t"}, {"subgraphs", {{{"graph_hash", "a"}}}}}).withheld.empty());
  EXPECT_THROW(task_prompt(suite, "no-such-task", options), Error);
}

// An attempt's re-score run counts under any subgraph pass backend: the report once read only
// passes: backends, so a re-score under passes+inductor: scored no subgraph (no AS).
TEST(AgentReport, ARescoreUnderAnySubgraphPassBackendIsScored) {
  for (const std::string prefix :
       {"passes:", "passes+inductor:", "passes+custom-op:", "inductor"}) {
    passnet::testing::TempDir tmp;
    const fs::path attempt = tmp.path() / "agent" / "add-1" / "attempt-0";
    fs::create_directories(attempt / "rescore");
    write_file(attempt / "trajectory.jsonl",
               R"({"kind": "prompt", "task": "add-1", "policy": "scripted:test"})"
               "\n");
    write_file(attempt / "result.json", R"({"task": "add-1", "rescored_as": 1.5})");
    const std::string backend =
        prefix == "inductor" ? prefix : prefix + (attempt / "best").string();
    bench::RunDb db((attempt / "rescore" / "run.db").string());
    db.check_options({{"backends", {backend}}, {"device", "cpu"}});
    bench::JobRecord job;
    job.sample = "/s/add-1";
    job.seconds = 1;
    job.reply = {{"event", "result"}};
    bench::BackendResult eager{"eager", "ok"};
    eager.eager_ms = eager.candidate_ms = 2.0;
    eager.speedup_e2e = 1.0;
    bench::BackendResult candidate{backend, "ok"};
    candidate.eager_ms = 2.0;
    candidate.candidate_ms = 1.0;
    candidate.speedup_e2e = 2.0;
    job.results = {eager, candidate};
    db.record(job);

    AgentReport report = agent_report({tmp.path() / "agent"});
    ASSERT_EQ(report.policies.size(), 1u);
    EXPECT_EQ(report.policies[0].as.has_value(), prefix != "inductor") << backend;
  }
}

}  // namespace
}  // namespace passnet::agent
