// Inductor kernel counts for `bench curate` and `bench suite build`: a KernelCountFn backed by
// runtime workers (extract::KernelCounter) and the dataset DB's kernel-count cache, started on
// first use for the device the runs were measured on.
#pragma once

#include <memory>
#include <string>

#include "passnet/bench/curate.h"
#include "passnet/extract/prefix_analysis.h"

namespace passnet::cli {

class KernelCounts {
 public:
  // Workers log into `work_dir`; nothing starts until the function is first called.
  KernelCounts(std::string db, std::string work_dir, unsigned workers, unsigned timeout_seconds,
               std::string python, bool quiet);
  ~KernelCounts();
  KernelCounts(const KernelCounts&) = delete;
  KernelCounts& operator=(const KernelCounts&) = delete;

  // Valid while this object lives.
  bench::KernelCountFn function();

 private:
  std::string db_;
  std::string work_dir_;
  unsigned workers_;
  unsigned timeout_seconds_;
  std::string python_;
  bool quiet_;
  std::unique_ptr<store::DatasetDb> cache_db_;
  std::unique_ptr<extract::KernelCounter> counter_;
  std::string device_;
};

// The folder beside `out` where a command working on `out` keeps its scratch: OUT.SUFFIX.
std::string beside(const std::string& out, const std::string& suffix);

}  // namespace passnet::cli
