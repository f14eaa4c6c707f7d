#include "passnet/exec/subprocess.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>

#include "passnet/util/error.h"

namespace passnet::exec {

namespace {

std::string describe_status(int status) {
  if (WIFEXITED(status)) return fmt::format("exit code {}", WEXITSTATUS(status));
  if (WIFSIGNALED(status))
    return fmt::format("killed by signal {} ({})", WTERMSIG(status), strsignal(WTERMSIG(status)));
  return fmt::format("status {}", status);
}

}  // namespace

Subprocess::Subprocess(const std::vector<std::string>& argv, const SpawnOptions& options) {
  if (argv.empty()) throw Error(ErrorCategory::kUsage, "no program to run");
  int to_child[2];
  int from_child[2];
  if (::pipe2(to_child, O_CLOEXEC) != 0 || ::pipe2(from_child, O_CLOEXEC) != 0)
    throw Error(ErrorCategory::kIo, fmt::format("pipe: {}", std::strerror(errno)));
  // Everything the child needs is prepared before fork: only async-signal-safe calls after it.
  std::vector<char*> args;
  for (const std::string& arg : argv)
    args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);
  std::vector<std::string> env_storage;
  for (char** e = environ; *e != nullptr; ++e)
    env_storage.emplace_back(*e);
  for (const auto& [key, value] : options.environment)
    env_storage.push_back(key + "=" + value);
  std::vector<char*> env;
  for (std::string& entry : env_storage)
    env.push_back(entry.data());
  env.push_back(nullptr);
  int stderr_fd = ::open(options.stderr_path.empty() ? "/dev/null" : options.stderr_path.c_str(),
                         O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (stderr_fd < 0)
    throw Error(ErrorCategory::kIo,
                fmt::format("{}: {}", options.stderr_path, std::strerror(errno)));

  pid_ = ::fork();
  if (pid_ < 0) throw Error(ErrorCategory::kIo, fmt::format("fork: {}", std::strerror(errno)));
  if (pid_ == 0) {
    ::setpgid(0, 0);
    ::dup2(to_child[0], STDIN_FILENO);
    ::dup2(from_child[1], STDOUT_FILENO);
    ::dup2(stderr_fd, STDERR_FILENO);
    if (options.memory_limit_bytes) {
      struct rlimit limit {
        *options.memory_limit_bytes, *options.memory_limit_bytes
      };
      ::setrlimit(RLIMIT_AS, &limit);
    }
    ::execvpe(args[0], args.data(), env.data());
    const char message[] = "passnet: cannot execute the worker program\n";
    [[maybe_unused]] auto ignored = ::write(STDERR_FILENO, message, sizeof message - 1);
    ::_exit(127);
  }
  ::setpgid(pid_, pid_);  // also from the parent, so kill() cannot race the child's own call
  group_ = pid_;
  ::close(to_child[0]);
  ::close(from_child[1]);
  ::close(stderr_fd);
  stdin_fd_ = to_child[1];
  stdout_fd_ = from_child[0];
  ::signal(SIGPIPE, SIG_IGN);  // a dead child shows as a failed write, not a dead engine
}

Subprocess::~Subprocess() {
  if (pid_ > 0) kill();
  close_fds();
}

void Subprocess::close_fds() {
  if (stdin_fd_ >= 0) ::close(stdin_fd_);
  if (stdout_fd_ >= 0) ::close(stdout_fd_);
  stdin_fd_ = stdout_fd_ = -1;
}

bool Subprocess::write_line(std::string_view line) {
  if (stdin_fd_ < 0) return false;
  std::string data(line);
  data.push_back('\n');
  std::size_t written = 0;
  while (written < data.size()) {
    ssize_t n = ::write(stdin_fd_, data.data() + written, data.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    written += static_cast<std::size_t>(n);
  }
  return true;
}

ReadStatus Subprocess::read_line(std::string& line, std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    if (auto newline = buffer_.find('\n'); newline != std::string::npos) {
      line.assign(buffer_, 0, newline);
      buffer_.erase(0, newline + 1);
      return ReadStatus::kLine;
    }
    if (stdout_fd_ < 0) return ReadStatus::kEof;
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return ReadStatus::kTimeout;
    struct pollfd fd {
      stdout_fd_, POLLIN, 0
    };
    int ready = ::poll(&fd, 1, static_cast<int>(std::min<std::int64_t>(left.count(), 1000)));
    if (ready < 0 && errno != EINTR) return ReadStatus::kEof;
    if (ready <= 0) continue;
    char chunk[65536];
    ssize_t n = ::read(stdout_fd_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ::close(stdout_fd_);
      stdout_fd_ = -1;
      if (!buffer_.empty()) {  // a last line without its newline
        line = std::move(buffer_);
        buffer_.clear();
        return ReadStatus::kLine;
      }
      return ReadStatus::kEof;
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

std::optional<std::string> Subprocess::poll() {
  if (pid_ <= 0) return exit_description_;
  int status = 0;
  pid_t reaped = ::waitpid(pid_, &status, WNOHANG);
  if (reaped == pid_) {
    exit_description_ = describe_status(status);
    pid_ = -1;
  }
  return exit_description_;
}

void Subprocess::kill() {
  if (pid_ <= 0) return;
  ::kill(-group_, SIGKILL);
  ::kill(pid_, SIGKILL);
  int status = 0;
  while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  exit_description_ = describe_status(status);
  pid_ = -1;
  close_fds();
}

void Subprocess::finish(std::chrono::milliseconds grace) {
  if (stdin_fd_ >= 0) {
    ::close(stdin_fd_);
    stdin_fd_ = -1;
  }
  auto deadline = std::chrono::steady_clock::now() + grace;
  while (!poll() && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  if (!poll()) kill();
  // Children it left behind in its group (compile workers) go with it.
  ::kill(-group_, SIGKILL);
  close_fds();
}

}  // namespace passnet::exec
