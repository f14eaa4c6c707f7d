// A command-line tool run to completion with its output read back: sbatch, squeue and scontrol
// for the Slurm executor, nvidia-smi for counting GPUs. A child process (exec/subprocess.h), never
// a shell, so arguments need no quoting.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace passnet::exec {

struct ToolResult {
  bool ok = false;                 // exit code 0
  std::vector<std::string> lines;  // stdout
  std::string error;               // the command, how it ended and its stderr, when not ok
};

// Runs `argv` (found on PATH) for at most `limit`; a tool that cannot start, fails or overruns
// comes back not ok, with why.
ToolResult run_tool(const std::vector<std::string>& argv,
                    std::chrono::seconds limit = std::chrono::seconds(60));

}  // namespace passnet::exec
