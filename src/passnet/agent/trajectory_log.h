// A task attempt's trajectory on disk: one JSON object per line, each appended and flushed to
// the disk (fsync) before the step it records is acted on, so that an interrupted run resumes
// from the last recorded step without repeating or losing one. A line cut short by a crash is
// the only damage an append can leave: it is dropped (and reported) when the file is opened.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace passnet::agent {

// The records of a trajectory file, read only: a torn last line is left out, never repaired
// (the attempt may be running). Error(kParse) with FILE:LINE for damage before it.
std::vector<nlohmann::json> read_trajectory(const std::filesystem::path& file);

// The attempt folders (those holding a trajectory.jsonl) at or below each root, in order.
std::vector<std::filesystem::path> find_attempts(const std::vector<std::filesystem::path>& roots);

class TrajectoryLog {
 public:
  // Opens FILE, creating it (and its folder) if missing, and reads the records already there.
  // A last line that is not a whole JSON object is cut off the file; a bad line before the
  // last is corruption, not a crash, and throws Error(kParse) with FILE:LINE.
  explicit TrajectoryLog(std::filesystem::path file);
  ~TrajectoryLog();
  TrajectoryLog(const TrajectoryLog&) = delete;
  TrajectoryLog& operator=(const TrajectoryLog&) = delete;

  const std::vector<nlohmann::json>& records() const { return records_; }
  // Whether opening dropped a torn last line (a crash mid-append).
  bool repaired() const { return repaired_; }
  const std::filesystem::path& file() const { return file_; }

  // Writes `record` as one line and syncs it to the disk; Error(kIo) when it cannot.
  void append(nlohmann::json record);

 private:
  std::filesystem::path file_;
  std::vector<nlohmann::json> records_;
  bool repaired_ = false;
  int fd_ = -1;
};

}  // namespace passnet::agent
