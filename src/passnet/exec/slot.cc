#include "passnet/exec/slot.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstdlib>

#include "passnet/exec/tool.h"
#include "passnet/util/error.h"
#include "passnet/util/text.h"

namespace passnet::exec {

namespace {

// This process's own CUDA_VISIBLE_DEVICES entries (none when it is unset).
std::vector<std::string> visible_devices_variable() {
  std::vector<std::string> entries;
  if (const char* visible = std::getenv("CUDA_VISIBLE_DEVICES"); visible != nullptr)
    for (std::string& part : split_trimmed(visible, ','))
      if (!part.empty()) entries.push_back(std::move(part));
  return entries;
}

// Lines of `nvidia-smi -L` that name a GPU; 0 when the tool is missing or fails.
std::size_t nvidia_smi_gpus() {
  ToolResult listed = run_tool({"nvidia-smi", "-L"}, std::chrono::seconds(30));
  if (!listed.ok) return 0;
  return static_cast<std::size_t>(
      std::count_if(listed.lines.begin(), listed.lines.end(),
                    [](const std::string& line) { return line.starts_with("GPU "); }));
}

}  // namespace

std::vector<std::string> parse_gpus(const std::string& text) {
  std::vector<std::string> gpus;
  for (const std::string& part : split_trimmed(text, ',')) {
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
  std::size_t count =
      std::getenv("CUDA_VISIBLE_DEVICES") ? visible_devices_variable().size() : nvidia_smi_gpus();
  for (std::size_t i = 0; i < count; ++i)
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
  std::vector<std::string> parent = visible_devices_variable();
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
