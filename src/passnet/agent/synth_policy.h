// The synthesiser as a policy: real trajectories made offline, with no model. `python -m
// passnet.synth` writes its pass for the task, and the turns create its files through the file
// editor and evaluate it. Then each variant (the same pass written again with another table of
// launch configurations: blocks halved, doubled, more warps per block) is reached by the edits
// that turn one version into the next, as a model would make them, and evaluated; the loop keeps
// the best. An attempt thereby explores what the synthesiser's defaults leave on the table, and
// its trajectory teaches editing a kernel's configuration against measurements.
#pragma once

#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "passnet/agent/loop.h"

namespace passnet::agent {

struct SynthPolicyOptions {
  std::string python = "python3";
  int evaluations = 1;  // of the synthesiser's own pass (more: to see one figure move)
  int variants = 0;     // launch-configuration variants after it (at most kSynthVariants)
};

inline constexpr int kSynthVariants = 3;

// Runs the synthesiser for TASK of SUITE into FOLDER/synth (and FOLDER/synth-variant-K) and
// returns the policy; a task it does not cover gets one turn saying so. Throws Error(kIo) when
// the synthesiser fails.
std::unique_ptr<Policy> synth_policy(const std::string& suite, const std::string& task,
                                     const std::filesystem::path& folder,
                                     const SynthPolicyOptions& options);

// The file editor's arguments that turn file PATH from `before` into `after`: one str_replace of
// the smallest run of whole lines that differs, widened until its old text occurs once (an
// insert at the top when `before` is empty); nullopt when the two are equal.
std::optional<nlohmann::json> edit_between(const std::string& path, const std::string& before,
                                           const std::string& after);

}  // namespace passnet::agent
