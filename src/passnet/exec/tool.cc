#include "passnet/exec/tool.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>

#include "passnet/exec/subprocess.h"
#include "passnet/util/error.h"
#include "passnet/util/files.h"

namespace passnet::exec {

namespace fs = std::filesystem;

ToolResult run_tool(const std::vector<std::string>& argv, std::chrono::seconds limit) {
  static std::atomic<unsigned> calls{0};
  ToolResult result;
  fs::path err =
      fs::temp_directory_path() / fmt::format("passnet-tool-{}-{}.stderr", ::getpid(), calls++);
  std::error_code ignored;
  try {
    SpawnOptions spawn;
    spawn.stderr_path = err.string();
    Subprocess child(argv, spawn);
    auto deadline = std::chrono::steady_clock::now() + limit;
    for (std::string line;;) {
      ReadStatus status = child.read_line(line, std::chrono::milliseconds(500));
      if (status == ReadStatus::kLine) {
        result.lines.push_back(line);
      } else if (status == ReadStatus::kEof) {
        break;
      } else if (std::chrono::steady_clock::now() > deadline) {
        child.kill();
        result.error = fmt::format("{} did not finish in {} s", argv.front(), limit.count());
        fs::remove(err, ignored);
        return result;
      }
    }
    child.finish(std::chrono::milliseconds(5000));
    std::string exit = child.poll().value_or("still running");
    result.ok = exit == "exit code 0";
    if (!result.ok)
      result.error = fmt::format("{} ({}): {}", fmt::join(argv, " "), exit,
                                 fs::exists(err) ? read_file(err) : std::string());
  } catch (const Error& error) {  // the child could not be started
    result.error = fmt::format("{}: {}", argv.front(), error.what());
  }
  fs::remove(err, ignored);
  return result;
}

}  // namespace passnet::exec
