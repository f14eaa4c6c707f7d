#include "passnet/bench/over_inductor.h"

#include <fmt/format.h>

#include <cmath>

#include "passnet/util/files.h"

namespace passnet::bench {

std::optional<double> speedup_over_inductor(const BackendResult& result) {
  if (!result.detail.is_object()) return std::nullopt;
  auto found = result.detail.find("speedup_over_inductor");
  if (found == result.detail.end() || !found->is_number()) return std::nullopt;
  double value = found->get<double>();
  if (!std::isfinite(value) || value <= 0) return std::nullopt;
  return value;
}

std::optional<OverInductorFigure> over_inductor_figure(const BackendResult& result,
                                                       std::optional<double> inductor_speedup) {
  if (result.status != "ok" || !result.speedup_e2e || !std::isfinite(*result.speedup_e2e) ||
      *result.speedup_e2e <= 0)
    return std::nullopt;
  if (std::optional<double> paired = speedup_over_inductor(result))
    return OverInductorFigure{*paired, true};
  if (inductor_speedup && *inductor_speedup > 0)
    return OverInductorFigure{*result.speedup_e2e / *inductor_speedup, false};
  return std::nullopt;
}

OverInductor summarize_over_inductor(const std::vector<BackendResult>& results) {
  OverInductor summary;
  double log_sum = 0;
  for (const BackendResult& r : results) {
    if (r.status != "ok" || !r.detail.is_object()) continue;
    std::optional<double> figure = speedup_over_inductor(r);
    if (!figure) {
      // Compared (Inductor's timing is there) but the rounds did not pair.
      auto timing = r.detail.find("inductor_timing");
      if (timing != r.detail.end() && timing->is_object()) ++summary.unpaired;
      continue;
    }
    ++summary.samples;
    if (*figure > 1) ++summary.faster;
    if (r.detail.value("inductor_reference", false)) ++summary.reference;
    log_sum += std::log(*figure);
  }
  if (summary.samples > 0) summary.gmean = std::exp(log_sum / static_cast<double>(summary.samples));
  return summary;
}

std::map<std::string, OverInductor> over_inductor_of(RunDb& db,
                                                     const std::vector<std::string>& backends,
                                                     const std::set<std::string>* samples) {
  std::map<std::string, OverInductor> out;
  for (const std::string& backend : backends) {
    if (backend == "eager") continue;
    std::vector<BackendResult> results;
    for (BackendResult& r : db.results_for(backend))
      if (samples == nullptr || samples->contains(canonical_path(r.detail.value("sample", ""))))
        results.push_back(std::move(r));
    OverInductor summary = summarize_over_inductor(results);
    if (summary.any()) out[backend] = summary;
  }
  return out;
}

nlohmann::json OverInductor::to_json() const {
  return {{"samples", samples},
          {"faster", faster},
          {"reference", reference},
          {"unpaired", unpaired},
          {"gmean", gmean ? nlohmann::json(*gmean) : nlohmann::json(nullptr)}};
}

OverInductor OverInductor::from_json(const nlohmann::json& value) {
  OverInductor summary;
  if (!value.is_object()) return summary;
  summary.samples = value.value("samples", std::size_t{0});
  summary.faster = value.value("faster", std::size_t{0});
  summary.reference = value.value("reference", std::size_t{0});
  summary.unpaired = value.value("unpaired", std::size_t{0});
  if (value.contains("gmean") && value["gmean"].is_number())
    summary.gmean = value["gmean"].get<double>();
  return summary;
}

std::string over_inductor_line(const OverInductor& summary) {
  std::string text = summary.gmean
                         ? fmt::format(
                               "G-mean {:.3f}x over Inductor in the same rounds (faster on {} "
                               "of {}",
                               *summary.gmean, summary.faster, summary.samples)
                         : std::string("no speedup over Inductor in the same rounds (");
  if (summary.reference > 0)
    text += fmt::format("{}Inductor compiled as the baseline on {}", summary.gmean ? "; " : "",
                        summary.reference);
  if (summary.unpaired > 0)
    text += fmt::format("{}{} unpaired: re-measured",
                        summary.gmean || summary.reference ? "; " : "", summary.unpaired);
  return text + ")";
}

}  // namespace passnet::bench
