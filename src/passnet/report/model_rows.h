// Whole models under a pass set (`model-passes:SET`, issue 36): per model the replacements its
// pass set made (the worker's `report`: per rule, pre-empted ones, declined graphs, the share of
// the time they held), its speedup over eager, and its speedup over Inductor (in the same rounds
// where the worker timed them together), so that `bench report` shows which passes pay off in which
// models.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "passnet/bench/backend_spec.h"
#include "passnet/bench/run_db.h"

namespace passnet::report {

// A whole-model backend's spec (model-passes:SET, model-passes+custom-op:SET), or nullopt for any
// other backend.
inline std::optional<bench::BackendSpec> model_passes_spec(std::string_view backend) {
  std::optional<bench::BackendSpec> spec = bench::parse_backend_spec(backend).value;
  if (spec && spec->kind == bench::BackendKind::kModelPasses) return spec;
  return std::nullopt;
}

struct ModelRow {
  std::string sample;
  std::string status;
  std::size_t replacements = 0;
  std::map<std::string, std::size_t> rules;  // rule -> replacements it made in this model
  std::size_t declined = 0;                  // graphs left without passes (gradients, dynamic)
  // Matches left as they were: replacing them would change what Inductor does around them, how
  // it lowers a linear layer feeding them or a neighbour it fuses with them
  // (python/passnet/runtime/passes/matmul_lowering.py, fusion_boundary.py).
  std::map<std::string, std::size_t> left_to_inductor;
  std::optional<double> speedup;  // over eager, e2e
  // Over Inductor: timed with it in the same rounds (`same_rounds`, the worker's
  // speedup_over_inductor), else this speedup over Inductor's on the same model in the run.
  std::optional<double> over_inductor;
  bool same_rounds = false;
  // The share of a call's time its replacements held (the worker's profile: kernel time on
  // CUDA), which bounds what they can gain over Inductor.
  std::optional<double> time_share;
  std::map<std::string, double> rule_shares;      // rule -> its part of time_share
  std::optional<double> predicted_over_inductor;  // from the rules' subgraphs (model_prediction.h)
  // Kernel launches per call (the worker counts them when it times by device: `cudagraph` on
  // CUDA), with the pass set and under Inductor alone. Beyond what the replacements explain, a
  // change says Inductor compiled the rest of the model differently around them, which the
  // prediction cannot see.
  std::optional<double> launches;
  std::optional<double> inductor_launches;
};

// Inductor's own result on a model in the same run.
struct InductorModel {
  double speedup = 0;              // over eager, e2e
  std::optional<double> launches;  // kernel launches per call
};

// The kernel launches per call a result's timing counted (device timing on CUDA), if any.
std::optional<double> launches_per_call(const bench::BackendResult& result);

// A row per result of a `model-passes:` backend (one that failed before reporting has no
// matches), most replacements first; INDUCTOR: sample -> Inductor's result in the same run
// (empty: no Inductor results).
std::vector<ModelRow> model_rows(const std::vector<bench::BackendResult>& results,
                                 const std::map<std::string, InductorModel>& inductor);

nlohmann::ordered_json to_json(const ModelRow& row);

}  // namespace passnet::report
