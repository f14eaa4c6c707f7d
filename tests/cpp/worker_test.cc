// Worker supervision against a real child process: a small Python program that speaks the
// worker protocol and misbehaves on request (hangs, exits, segfaults, prints noise).
#include "passnet/exec/worker.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include "passnet/exec/subprocess.h"
#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::exec {
namespace {

constexpr const char* kFakeWorker = R"py(
import json, os, signal, sys, time
print("starting up", file=sys.stderr, flush=True)
print("not protocol noise", flush=True)
print(json.dumps({"event": "ready", "protocol": int(os.environ.get("FAKE_PROTOCOL", "1")),
                  "pid": os.getpid()}), flush=True)
for line in sys.stdin:
    request = json.loads(line)
    sample = request.get("sample", "")
    if request["cmd"] == "shutdown":
        print(json.dumps({"event": "bye", "id": request["id"]}), flush=True)
        break
    if sample == "hang":
        time.sleep(3600)
    if sample == "exit":
        print("about to exit with 3", file=sys.stderr, flush=True)
        os._exit(3)
    if sample == "segv":
        os.kill(os.getpid(), signal.SIGSEGV)
    if sample == "bad":
        print(json.dumps({"event": "error", "id": request["id"], "error": "no such sample"}), flush=True)
        continue
    print(json.dumps({"event": "result", "id": request["id"], "sample": sample, "pid": os.getpid(),
                      "protocol": request.get("protocol")}), flush=True)
)py";

class WorkerSupervision : public ::testing::Test {
 protected:
  void SetUp() override {
    script_ = tmp_.path() / "fake_worker.py";
    testing::write_text(script_, kFakeWorker);
  }
  WorkerConfig config(std::chrono::seconds start_timeout = std::chrono::seconds(30)) {
    WorkerConfig c;
    c.command = {"python3", script_.string()};
    c.log_path = (tmp_.path() / "worker.log").string();
    c.start_timeout = start_timeout;
    return c;
  }
  static nlohmann::json job(const std::string& sample) {
    return {{"cmd", "run"}, {"sample", sample}};
  }

  testing::TempDir tmp_;
  std::filesystem::path script_;
};

TEST_F(WorkerSupervision, ServesJobsAndSkipsNoise) {
  Worker worker(config());
  EXPECT_EQ(worker.ensure_started()["event"], "ready");
  JobReply first = worker.run(job("a"), std::chrono::seconds(30));
  ASSERT_EQ(first.failure, JobFailure::kNone) << first.message;
  EXPECT_EQ(first.reply["sample"], "a");
  EXPECT_EQ(first.reply["protocol"], kWorkerProtocol);  // every request names the version
  JobReply second = worker.run(job("b"), std::chrono::seconds(30));
  EXPECT_EQ(second.reply["pid"], first.reply["pid"]);  // one long-lived process
  EXPECT_EQ(worker.starts(), 1);
  worker.shutdown();
}

TEST_F(WorkerSupervision, HangIsKilledAtTheTimeoutAndTheWorkerRestarts) {
  Worker worker(config());
  auto started = std::chrono::steady_clock::now();
  JobReply hung = worker.run(job("hang"), std::chrono::seconds(2));
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(10));
  EXPECT_EQ(hung.failure, JobFailure::kTimeout);
  EXPECT_EQ(hung.message, "job timed out after 2 s; worker killed");
  JobReply next = worker.run(job("c"), std::chrono::seconds(30));
  EXPECT_EQ(next.failure, JobFailure::kNone) << next.message;
  EXPECT_EQ(worker.starts(), 2);
}

TEST_F(WorkerSupervision, ExitAndSegfaultAreCrashesWithTheirCause) {
  Worker worker(config());
  JobReply exited = worker.run(job("exit"), std::chrono::seconds(30));
  EXPECT_EQ(exited.failure, JobFailure::kCrash);
  EXPECT_NE(exited.message.find("exit code 3"), std::string::npos) << exited.message;
  EXPECT_NE(exited.message.find("about to exit with 3"), std::string::npos) << exited.message;
  JobReply crashed = worker.run(job("segv"), std::chrono::seconds(30));
  EXPECT_EQ(crashed.failure, JobFailure::kCrash);
  EXPECT_NE(crashed.message.find("killed by signal 11"), std::string::npos) << crashed.message;
  EXPECT_EQ(worker.run(job("d"), std::chrono::seconds(30)).failure, JobFailure::kNone);
  EXPECT_EQ(worker.starts(), 3);
}

TEST_F(WorkerSupervision, ErrorEventsAreRepliesNotFailures) {
  Worker worker(config());
  JobReply reply = worker.run(job("bad"), std::chrono::seconds(30));
  EXPECT_EQ(reply.failure, JobFailure::kNone);
  EXPECT_EQ(reply.reply["event"], "error");
  EXPECT_EQ(reply.reply["error"], "no such sample");
}

TEST_F(WorkerSupervision, WorkerThatNeverStartsIsAClearError) {
  WorkerConfig c = config(std::chrono::seconds(5));
  c.command = {"python3", "-c",
               "import sys; print('boom: no torch here', file=sys.stderr); sys.exit(1)"};
  Worker worker(c);
  try {
    worker.ensure_started();
    FAIL() << "expected an error";
  } catch (const Error& error) {
    std::string message = error.what();
    EXPECT_NE(message.find("did not start (exit code 1)"), std::string::npos) << message;
    EXPECT_NE(message.find("boom: no torch here"), std::string::npos) << message;
  }
  JobReply reply = worker.run(job("a"), std::chrono::seconds(5));
  EXPECT_EQ(reply.failure, JobFailure::kCrash);
}

TEST_F(WorkerSupervision, AWorkerOfAnotherProtocolIsRefusedWithTheReason) {
  for (const char* spoken : {"2", "none"}) {
    WorkerConfig c = config();
    if (std::string(spoken) == "none")
      c.command = {"python3", "-c", "import json; print(json.dumps({'event': 'ready'}))"};
    else
      c.environment = {{"FAKE_PROTOCOL", spoken}};
    Worker worker(c);
    try {
      worker.ensure_started();
      FAIL() << "expected a refusal of protocol " << spoken;
    } catch (const ProtocolMismatch& error) {
      std::string message = error.what();
      std::string expected =
          std::string(spoken) == "none" ? "speaks no protocol version" : "speaks protocol 2";
      EXPECT_NE(message.find(expected + ", this engine speaks protocol 1"), std::string::npos)
          << message;
      EXPECT_NE(message.find("from one checkout"), std::string::npos) << message;
    }
    EXPECT_THROW(worker.run(job("a"), std::chrono::seconds(30)), ProtocolMismatch);
  }
}

TEST(Subprocess, KillEndsTheWholeProcessGroup) {
  testing::TempDir tmp;
  std::string marker = (tmp.path() / "grandchild.pid").string();
  Subprocess process({"bash", "-c", "sleep 300 & echo $! > " + marker + "; echo started; wait"},
                     {});
  std::string line;
  ASSERT_EQ(process.read_line(line, std::chrono::seconds(10)), ReadStatus::kLine);
  pid_t grandchild = std::stoi(testing::read_text(marker));
  process.kill();
  EXPECT_TRUE(process.poll().has_value());
  // Reaped by init after the kill; give it a moment to disappear.
  for (int i = 0; i < 50 && ::kill(grandchild, 0) == 0; ++i)
    ::usleep(100000);
  EXPECT_NE(::kill(grandchild, 0), 0) << "grandchild " << grandchild << " survived";
}

}  // namespace
}  // namespace passnet::exec
