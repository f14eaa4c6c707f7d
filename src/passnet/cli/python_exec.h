// Commands whose work is Python (the static integrity layer, synthesis) hand the process over to
// `python -m MODULE` by exec, so that output, exit status and signals are the module's own.
#pragma once

#include <string>
#include <vector>

namespace passnet::cli {

// The exit status of a command that could not be started (as shells use it), never read as the
// module's own 1 or 2.
inline constexpr int kNotStarted = 127;

// Replaces the process with `python -m module tail...`; returns only by exiting kNotStarted.
[[noreturn]] void exec_python_module(const std::string& python, const std::string& module,
                                     const std::vector<std::string>& tail);

}  // namespace passnet::cli
