#include "passnet/bench/backend_spec.h"

#include <fmt/format.h>

#include <array>
#include <cctype>

namespace passnet::bench {

namespace {

constexpr std::string_view kTaskField = "{task}";

struct Prefix {
  std::string_view word;
  BackendKind kind;
  InductorUse inductor;
  std::string_view what;  // what PATH names, for the error of an empty one
};

constexpr std::array<Prefix, 7> kPrefixes{{
    {"passes", BackendKind::kPasses, InductorUse::kNone, "a pass file or folder"},
    {"passes+inductor", BackendKind::kPasses, InductorUse::kLowered, "a pass file or folder"},
    {"passes+custom-op", BackendKind::kPasses, InductorUse::kCustomOp, "a pass file or folder"},
    {"passnet-passes", BackendKind::kPassnetPasses, InductorUse::kNone, "a PassNet pass_dir"},
    {"model-passes", BackendKind::kModelPasses, InductorUse::kLowered, "a pass set"},
    {"model-passes+custom-op", BackendKind::kModelPasses, InductorUse::kCustomOp, "a pass set"},
    {"pass_dir", BackendKind::kPassDir, InductorUse::kNone, "a folder of per-task pass_dirs"},
}};

std::string expected_kinds() {
  std::string out;
  for (const Prefix& prefix : kPrefixes)
    out += fmt::format("{}, ", prefix.word);
  out.resize(out.size() - 2);
  return out + " or module:function";
}

// The kinds whose path may hold {task}, as the error words them.
std::string per_task_kinds() {
  return "passes, passes+inductor, passes+custom-op or passnet-passes";
}

bool is_identifier(std::string_view part) {
  if (part.empty() || !(std::isalpha(static_cast<unsigned char>(part[0])) || part[0] == '_'))
    return false;
  for (char c : part)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

// "a.b.c": what Python's importlib and getattr take.
bool is_dotted_identifier(std::string_view text) {
  for (std::size_t start = 0;;) {
    std::size_t dot = text.find('.', start);
    if (!is_identifier(text.substr(start, dot == std::string_view::npos ? dot : dot - start)))
      return false;
    if (dot == std::string_view::npos) return true;
    start = dot + 1;
  }
}

Parsed<BackendSpec> refuse(std::string_view text, std::string_view why) {
  return {std::nullopt, fmt::format("backend '{}': {}", text, why)};
}

}  // namespace

Parsed<BackendSpec> parse_backend_spec(std::string_view text) {
  if (text.empty()) return {std::nullopt, "empty backend name"};
  const bool per_task = text.find(kTaskField) != std::string_view::npos;
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos) {
    if (text == "pass_dir") return {BackendSpec{.kind = BackendKind::kPassDir}, {}};
    if (per_task)
      return refuse(text,
                    fmt::format("{} stands only in the path of {}", kTaskField, per_task_kinds()));
    return {BackendSpec{.kind = BackendKind::kNamed, .name = std::string(text)}, {}};
  }
  const std::string_view word = text.substr(0, colon);
  const std::string_view path = text.substr(colon + 1);
  for (const Prefix& prefix : kPrefixes) {
    if (prefix.word != word) continue;
    if (path.empty())
      return refuse(text, fmt::format("expected {}:PATH ({})", prefix.word, prefix.what));
    if (per_task && prefix.kind == BackendKind::kPassDir)
      return refuse(text,
                    "pass_dir takes no {task} (it is the folder that holds one pass_dir "
                    "per task)");
    if (per_task && prefix.kind == BackendKind::kModelPasses)
      return refuse(text, "model-passes takes no {task} (one pass set serves every model)");
    return {BackendSpec{.kind = prefix.kind,
                        .path = std::string(path),
                        .inductor = prefix.inductor,
                        .per_task = per_task},
            {}};
  }
  if (is_dotted_identifier(word) && is_dotted_identifier(path))
    return {BackendSpec{.kind = BackendKind::kPlugin, .name = std::string(text)}, {}};
  return refuse(text, fmt::format("unknown kind '{}': expected {}", word, expected_kinds()));
}

std::string BackendSpec::text() const {
  if (kind == BackendKind::kNamed || kind == BackendKind::kPlugin) return name;
  if (kind == BackendKind::kPassDir && path.empty()) return "pass_dir";
  for (const Prefix& prefix : kPrefixes)
    if (prefix.kind == kind && prefix.inductor == inductor)
      return fmt::format("{}:{}", prefix.word, path);
  return name;
}

bool BackendSpec::runs_subgraph_passes() const {
  return kind == BackendKind::kPasses || kind == BackendKind::kPassnetPasses ||
         kind == BackendKind::kPassDir;
}

BackendSpec BackendSpec::for_task(std::string_view task_id) const {
  BackendSpec out = *this;
  for (std::size_t at; (at = out.path.find(kTaskField)) != std::string::npos;)
    out.path.replace(at, kTaskField.size(), task_id);
  out.per_task = false;
  return out;
}

std::string_view to_string(BackendKind kind) {
  switch (kind) {
    case BackendKind::kNamed:
      return "named";
    case BackendKind::kPlugin:
      return "plugin";
    case BackendKind::kPasses:
      return "passes";
    case BackendKind::kPassnetPasses:
      return "passnet-passes";
    case BackendKind::kModelPasses:
      return "model-passes";
    case BackendKind::kPassDir:
      return "pass_dir";
  }
  return "?";
}

std::string_view to_string(InductorUse use) {
  switch (use) {
    case InductorUse::kNone:
      return "none";
    case InductorUse::kLowered:
      return "lowered";
    case InductorUse::kCustomOp:
      return "custom-op";
  }
  return "?";
}

}  // namespace passnet::bench
