#include "passnet/agent/trajectory_log.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::agent {

namespace fs = std::filesystem;

namespace {

// The whole records of a trajectory's text, and how many bytes they take. A last line that is
// not a whole JSON object is torn (a crash, or an append under way) and left out; a bad line
// before it is damage: Error(kParse) with FILE:LINE.
std::vector<nlohmann::json> parse_records(const std::string& text, const fs::path& file,
                                          std::size_t& kept, bool& torn) {
  std::vector<nlohmann::json> records;
  kept = 0;
  torn = false;
  std::size_t line_number = 0;
  for (std::size_t start = 0; start < text.size();) {
    ++line_number;
    std::size_t end = text.find('\n', start);
    bool last = end == std::string::npos || end + 1 >= text.size();
    std::string line =
        text.substr(start, end == std::string::npos ? std::string::npos : end - start);
    nlohmann::json record = nlohmann::json::parse(line, nullptr, false);
    if (end == std::string::npos || !record.is_object()) {
      if (!last)
        throw Error(ErrorCategory::kParse,
                    fmt::format("{}:{}:1: not a JSON object: the trajectory is damaged",
                                file.string(), line_number));
      torn = true;
      break;
    }
    records.push_back(std::move(record));
    kept = end + 1;
    start = end + 1;
  }
  return records;
}

}  // namespace

std::vector<nlohmann::json> read_trajectory(const fs::path& file) {
  std::size_t kept = 0;
  bool torn = false;
  return parse_records(read_file(file), file, kept, torn);
}

std::vector<fs::path> find_attempts(const std::vector<fs::path>& roots) {
  std::vector<fs::path> folders;
  for (const fs::path& root : roots) {
    std::vector<fs::path> found;
    std::error_code ec;
    if (fs::exists(root / "trajectory.jsonl", ec)) found.push_back(root);
    for (auto it = fs::recursive_directory_iterator(root, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
      if (it->path().filename() == "trajectory.jsonl" && it->path().parent_path() != root)
        found.push_back(it->path().parent_path());
    std::sort(found.begin(), found.end());
    folders.insert(folders.end(), found.begin(), found.end());
  }
  return folders;
}

TrajectoryLog::TrajectoryLog(fs::path file) : file_(std::move(file)) {
  if (file_.has_parent_path()) fs::create_directories(file_.parent_path());
  std::string text = fs::exists(file_) ? read_file(file_) : std::string();
  std::size_t kept = 0;  // bytes of whole, valid lines
  records_ = parse_records(text, file_, kept, repaired_);
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
