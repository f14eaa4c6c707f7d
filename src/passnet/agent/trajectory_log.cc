#include "passnet/agent/trajectory_log.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::agent {

namespace fs = std::filesystem;

TrajectoryLog::TrajectoryLog(fs::path file) : file_(std::move(file)) {
  if (file_.has_parent_path()) fs::create_directories(file_.parent_path());
  std::string text = fs::exists(file_) ? read_file(file_) : std::string();
  std::size_t kept = 0;  // bytes of whole, valid lines
  std::size_t line_number = 0;
  for (std::size_t start = 0; start < text.size();) {
    ++line_number;
    std::size_t end = text.find('\n', start);
    bool last = end == std::string::npos || end + 1 >= text.size();
    std::string line =
        text.substr(start, end == std::string::npos ? std::string::npos : end - start);
    nlohmann::json record = nlohmann::json::parse(line, nullptr, false);
    bool whole = end != std::string::npos && record.is_object();
    if (!whole) {
      if (!last)
        throw Error(ErrorCategory::kParse,
                    fmt::format("{}:{}:1: not a JSON object: the trajectory is damaged",
                                file_.string(), line_number));
      repaired_ = true;  // torn by a crash during its append
      break;
    }
    records_.push_back(std::move(record));
    kept = end + 1;
    start = end + 1;
  }
  fd_ = ::open(file_.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0)
    throw Error(ErrorCategory::kIo,
                fmt::format("{}: cannot open: {}", file_.string(), std::strerror(errno)));
  if (::ftruncate(fd_, static_cast<off_t>(kept)) != 0 ||
      ::lseek(fd_, static_cast<off_t>(kept), SEEK_SET) < 0)
    throw Error(ErrorCategory::kIo,
                fmt::format("{}: cannot repair: {}", file_.string(), std::strerror(errno)));
}

TrajectoryLog::~TrajectoryLog() {
  if (fd_ >= 0) ::close(fd_);
}

void TrajectoryLog::append(nlohmann::json record) {
  std::string line = record.dump() + "\n";
  for (std::size_t written = 0; written < line.size();) {
    ssize_t n = ::write(fd_, line.data() + written, line.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0)
      throw Error(ErrorCategory::kIo,
                  fmt::format("{}: cannot append: {}", file_.string(), std::strerror(errno)));
    written += static_cast<std::size_t>(n);
  }
  if (::fsync(fd_) != 0)
    throw Error(ErrorCategory::kIo,
                fmt::format("{}: cannot sync: {}", file_.string(), std::strerror(errno)));
  records_.push_back(std::move(record));
}

}  // namespace passnet::agent
