// A child process with pipes to its stdin and stdout, read line by line with a timeout. The child
// runs in its own process group, so kill() also ends whatever it started (Inductor's compile
// workers, say), and its stderr goes to a file the caller names, so a crash leaves its last words
// behind. Passive object: nothing happens unless the caller calls in.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace passnet::exec {

struct SpawnOptions {
  std::string stderr_path;                        // appended to; "" sends stderr to /dev/null
  std::optional<std::size_t> memory_limit_bytes;  // RLIMIT_AS in the child
  std::vector<std::pair<std::string, std::string>> environment;  // added to the parent's
};

enum class ReadStatus { kLine, kTimeout, kEof };

class Subprocess {
 public:
  // Throws Error(kIo) if the program cannot be started.
  Subprocess(const std::vector<std::string>& argv, const SpawnOptions& options);
  Subprocess(const Subprocess&) = delete;
  Subprocess& operator=(const Subprocess&) = delete;
  ~Subprocess();  // kills and reaps a child still running

  // Writes `line` plus '\n'; false if the child closed its stdin (it died).
  bool write_line(std::string_view line);
  ReadStatus read_line(std::string& line, std::chrono::milliseconds timeout);
  // SIGKILL to the whole process group, then reap.
  void kill();
  // Closes stdin and waits up to `grace` for a clean exit before killing.
  void finish(std::chrono::milliseconds grace);
  // The exit description once the child has been reaped ("exit code 3", "killed by signal 11
  // (Segmentation fault)"), or nullopt while it runs.
  std::optional<std::string> poll();
  pid_t pid() const { return pid_; }

 private:
  void close_fds();

  pid_t pid_ = -1;      // -1 once reaped
  pid_t group_ = -1;    // the child's process group; outlives the child
  int stdin_fd_ = -1;   // -1 once closed
  int stdout_fd_ = -1;  // -1 once closed
  std::string buffer_;  // bytes read from stdout past the last returned line
  std::optional<std::string> exit_description_;
};

}  // namespace passnet::exec
