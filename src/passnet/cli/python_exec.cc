// exec of `python -m MODULE`, see python_exec.h.
#include "passnet/cli/python_exec.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace passnet::cli {

void exec_python_module(const std::string& python, const std::string& module,
                        const std::vector<std::string>& tail) {
  std::vector<std::string> argv = {python, "-m", module};
  argv.insert(argv.end(), tail.begin(), tail.end());
  std::vector<char*> raw;
  for (std::string& arg : argv)
    raw.push_back(arg.data());
  raw.push_back(nullptr);
  std::fflush(stdout);
  std::fflush(stderr);
  execvp(raw[0], raw.data());
  fmt::print(stderr,
             "passnet: cannot start {}: {} (--python names an interpreter that has the passnet "
             "package)\n",
             python, std::strerror(errno));
  std::exit(kNotStarted);
}

}  // namespace passnet::cli
