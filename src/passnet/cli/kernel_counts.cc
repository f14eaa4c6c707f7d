#include "passnet/cli/kernel_counts.h"

#include <fmt/format.h>

#include <filesystem>

#include "passnet/util/error.h"

namespace passnet::cli {

namespace fs = std::filesystem;

KernelCounts::KernelCounts(std::string db, std::string work_dir, unsigned workers,
                           unsigned timeout_seconds, std::string python, bool quiet)
    : db_(std::move(db)),
      work_dir_(std::move(work_dir)),
      workers_(workers),
      timeout_seconds_(timeout_seconds),
      python_(std::move(python)),
      quiet_(quiet) {}

KernelCounts::~KernelCounts() = default;

bench::KernelCountFn KernelCounts::function() {
  return [this](const std::vector<std::pair<std::string, std::string>>& subgraphs,
                const std::string& device) {
    std::string target = device.empty() ? "cpu" : device;
    if (!counter_ || target != device_) {
      extract::PrefixOptions o;
      o.device = target;
      o.jobs = workers_;
      o.timeout = std::chrono::seconds(timeout_seconds_);
      o.python = python_;
      o.work_dir = work_dir_;
      counter_.reset();
      cache_db_ = std::make_unique<store::DatasetDb>(db_);
      counter_ = std::make_unique<extract::KernelCounter>(o, *cache_db_);
      device_ = target;
    }
    std::size_t compiled = 0;
    std::vector<extract::KernelCount> counts = counter_->count(subgraphs, &compiled);
    if (!quiet_)
      fmt::print(stderr, "kernel counts of {} subgraphs ({} counted now on {})\n", subgraphs.size(),
                 compiled, target);
    std::vector<std::optional<int>> kernels;
    for (const extract::KernelCount& c : counts)
      kernels.push_back(c.status == "ok" ? c.kernels() : std::nullopt);
    return kernels;
  };
}

std::string beside(const std::string& out, const std::string& suffix) {
  fs::path path = fs::path(out).lexically_normal();
  if (path.filename().empty()) path = path.parent_path();
  return (path.parent_path() / (path.filename().string() + "." + suffix)).string();
}

}  // namespace passnet::cli
