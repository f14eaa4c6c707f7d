#include "passnet/bench/run_logs.h"

#include <fmt/format.h>
#include <xxhash.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>

#include "passnet/bench/graphnet_log.h"
#include "passnet/bench/run_outcomes.h"
#include "passnet/util/error.h"

namespace passnet::bench {

namespace fs = std::filesystem;

namespace {

bool is_plain_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '+' ||
         c == '.';
}

std::string sanitized(std::string_view text) {
  std::string out;
  for (char c : text)
    out += is_plain_name_char(c) ? c : '_';
  return out;
}

}  // namespace

std::string log_stem(const std::string& backend) {
  bool plain = !backend.empty() && backend.front() != '.' &&
               std::all_of(backend.begin(), backend.end(), is_plain_name_char);
  if (plain) return backend;
  std::string_view name(backend);
  std::size_t colon = name.find(':');
  std::string head = sanitized(name.substr(0, colon));
  std::string tail;
  if (colon != std::string_view::npos) {
    std::string_view rest = name.substr(colon + 1);
    while (!rest.empty() && rest.back() == '/')
      rest.remove_suffix(1);
    tail =
        sanitized(rest.substr(rest.rfind('/') == std::string_view::npos ? 0 : rest.rfind('/') + 1));
  }
  std::uint64_t digest = XXH3_64bits(backend.data(), backend.size());
  std::string stem = head.empty() ? "backend" : head;
  if (!tail.empty()) stem += "-" + tail;
  return fmt::format("{}-{:08x}", stem, static_cast<std::uint32_t>(digest));
}

std::vector<std::string> write_run_logs(RunDb& db, const std::string& run_dir,
                                        const std::vector<std::string>& backends,
                                        const std::string& device) {
  fs::create_directories(fs::path(run_dir) / "logs");
  std::vector<std::string> written;
  for (const std::string& backend : backends) {
    std::vector<LogRecord> records = backend_records(db, backend, device);
    fs::path path = fs::path(run_dir) / "logs" / (log_stem(backend) + ".log");
    std::ofstream out(path, std::ios::trunc);
    out << write_graphnet_log(records);
    if (!out)
      throw Error(ErrorCategory::kIo, fmt::format("{}: cannot write the log", path.string()));
    written.push_back(path.string());
  }
  return written;
}

}  // namespace passnet::bench
