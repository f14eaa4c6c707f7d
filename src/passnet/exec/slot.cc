#include "passnet/exec/slot.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "passnet/util/error.h"

namespace passnet::exec {

namespace {

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> parts;
  std::string part;
  for (char c : text) {
    if (c == ',') {
      parts.push_back(part);
      part.clear();
    } else if (c != ' ') {
      part += c;
    }
  }
  parts.push_back(part);
  return parts;
}

// Lines of `nvidia-smi -L` that name a GPU; 0 when the command is missing or fails.
std::size_t nvidia_smi_gpus() {
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen("nvidia-smi -L 2>/dev/null", "r"), pclose);
  if (!pipe) return 0;
  std::size_t count = 0;
  std::array<char, 512> line{};
  while (fgets(line.data(), static_cast<int>(line.size()), pipe.get()) != nullptr)
    if (std::string_view(line.data()).starts_with("GPU ")) ++count;
  return count;
}

}  // namespace

std::vector<std::string> parse_gpus(const std::string& text) {
  std::vector<std::string> gpus;
  for (const std::string& part : split_commas(text)) {
    if (part.empty() ||
        !std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; }))
      throw Error(
          ErrorCategory::kUsage,
          fmt::format("--gpus {:?}: expected GPU indices separated by commas, like 0,2", text));
    std::string index = std::to_string(std::stoul(part));
    if (std::find(gpus.begin(), gpus.end(), index) == gpus.end()) gpus.push_back(index);
  }
  return gpus;
}

std::vector<std::string> visible_gpus() {
  std::vector<std::string> gpus;
  if (const char* visible = std::getenv("CUDA_VISIBLE_DEVICES"); visible != nullptr) {
    std::size_t n = 0;
    for (const std::string& part : split_commas(visible))
      if (!part.empty()) gpus.push_back(std::to_string(n++));
    return gpus;
  }
  for (std::size_t i = 0, n = nvidia_smi_gpus(); i < n; ++i)
    gpus.push_back(std::to_string(i));
  return gpus;
}

std::vector<std::string> run_gpus(const std::string& device, const std::string& gpus_flag) {
  if (!device.starts_with("cuda")) {
    if (!gpus_flag.empty())
      throw Error(ErrorCategory::kUsage,
                  fmt::format("--gpus {} asks for GPUs, but the device is {}", gpus_flag, device));
    return {};
  }
  if (!gpus_flag.empty()) return parse_gpus(gpus_flag);
  if (device != "cuda") return {};  // cuda:N names its GPU
  std::vector<std::string> gpus = visible_gpus();
  return gpus.size() >= 2 ? gpus : std::vector<std::string>{};
}

std::vector<Slot> local_slots(const std::string& device, unsigned workers,
                              const std::vector<std::string>& gpus) {
  std::vector<std::string> parent;  // this process's own CUDA_VISIBLE_DEVICES entries
  if (const char* visible = std::getenv("CUDA_VISIBLE_DEVICES"); visible != nullptr)
    for (const std::string& part : split_commas(visible))
      if (!part.empty()) parent.push_back(part);
  std::vector<Slot> slots;
  bool cuda = device.starts_with("cuda");
  for (unsigned w = 0; w < std::max(1u, workers); ++w) {
    Slot slot;
    slot.device = device;
    if (cuda && !gpus.empty()) {
      const std::string& gpu = gpus[w % gpus.size()];
      std::size_t index = std::stoul(gpu);
      if (!parent.empty() && index >= parent.size())
        throw Error(ErrorCategory::kUsage,
                    fmt::format("GPU {} is not among the {} this process sees "
                                "(CUDA_VISIBLE_DEVICES={})",
                                gpu, parent.size(), fmt::join(parent, ",")));
      slot.id = fmt::format("gpu{}/{}", gpu, w / gpus.size());
      slot.device = "cuda";
      slot.gpu = gpu;
      slot.lock_key = fmt::format("cuda-gpu{}", gpu);
      slot.environment.emplace_back("CUDA_VISIBLE_DEVICES", parent.empty() ? gpu : parent[index]);
    } else {
      slot.id = fmt::format("{}/{}", cuda ? "gpu" : "cpu", w);
      slot.lock_key = device;
    }
    slots.push_back(std::move(slot));
  }
  return slots;
}

}  // namespace passnet::exec
