#!/usr/bin/env bash
# Issue 36's figures on a GPU host. (1) The reference pass set through `passes:`,
# `passes+inductor:` (lowered into Inductor's code where it can be) and `passes+custom-op:`
# against Inductor on its tasks (suite passbench-h100, reference-tasks.json's tasks), under
# `direct` and under the device-timed default, RUNS times each. (2) Whole models: the parents of
# the suite's subgraphs (`bench suite parents`, found by graph hash in the carried corpus subset),
# Inductor against `model-passes:` and `model-passes+custom-op:` with the same set, under each of
# MODEL_INVOCATIONS; `bench report` then says per model what matched, its speedup over Inductor,
# the share of its time in the replacements, and the gain predicted from part 1's first run
# under the same invocation.
#
#   bench/models/models_device.sh PASSNET_BIN PARENTS_TGZ OUT_DIR
#
# PASSNET_BIN may be xz-compressed. PARENTS_TGZ: the parent samples, a .tgz with a top folder
# samples/ (bench/models/pack_parents.sh writes it). Environment: SUITE [suites/passbench-h100],
# PASS_SET [passes/reference], ONLY [the reference tasks] (comma-separated task id prefixes),
# MODELS [all] (the first N parents), MODELS_MATCHING [unset] (an extended regular expression:
# only the parents whose sample path matches, before MODELS), RUNS [1 2] (which runs, so that
# consecutive calls on one warm machine split them), PARTS [tasks models], INVOCATIONS
# [direct cudagraph] (the tasks'),
# MODEL_INVOCATIONS [direct cudagraph], CUSTOM_OP [1] (0: without passes+custom-op: on the tasks
# and model-passes+custom-op: on the parents), CHOOSE [unset] (a speedup: the models get the set
# `bench choose-passes` chooses from part 1's first run, the rules above it over Inductor; runs
# named models-INVOCATION-RUN-chosen), JOBS [8], MODEL_JOBS [JOBS], STEP_SECONDS [280],
# DEVICE [cuda] (cpu: a smoke test of the script, direct only), WORK [/tmp/models-device],
# CAPTURE [unset] (zoo specs such as "torchvision:mobilenet_v3_small transformers:BertModel",
# captured on the host into WORK/zoo before part 2 and searched as a second corpus root: the
# captured zoo models a suite's subgraphs came from, which the GraphNet archive lacks). The
# prediction reads WORK/tasks-INVOCATION-1, so a models call follows a tasks call on one warm
# machine. The workers inherit PASSNET_MATMUL_LOWERING and PASSNET_FUSION_BOUNDARY
# (docs/passes.md): `free` measures the whole models with the matches next to a linear layer, or
# those Inductor fuses with a neighbour, replaced anyway.
set -uo pipefail
passnet="$1" parents_tgz="$2" out="$3"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
source "$repo/bench/lib.sh"
suite="${SUITE:-$repo/suites/passbench-h100}"
set_dir="$repo/${PASS_SET:-passes/reference}"
work="${WORK:-/tmp/models-device}"
device_start "$passnet" "$out" "$work"
bash "$repo/bench/passbench/environment.sh" | tee "$out/summary.txt"
unpack_corpus "$parents_tgz" "$work/corpus"

# (1) The reference set's tasks, each invocation RUNS times.
mapfile -t tasks < <(python3 -c 'import json, sys
print("\n".join(t["id"] for t in json.load(open(sys.argv[1]))["tasks"]))' \
  "$suite/results/reference-tasks.json")
only="${ONLY:-$(IFS=,; echo "${tasks[*]}")}"
device="${DEVICE:-cuda}"
invocations="${INVOCATIONS:-direct cudagraph}"
model_invocations="${MODEL_INVOCATIONS:-direct cudagraph}"
[ "$device" = cpu ] && invocations=direct && model_invocations=direct
runs="${RUNS:-1 2}"
parts="${PARTS:-tasks models}"
task_backends="inductor,passes:$set_dir,passes+inductor:$set_dir,passes+custom-op:$set_dir"
model_backends="inductor,model-passes:$set_dir,model-passes+custom-op:$set_dir"
if [ "${CUSTOM_OP:-1}" = 0 ]; then
  task_backends="${task_backends%,passes+custom-op:*}"
  model_backends="${model_backends%,model-passes+custom-op:*}"
fi
[[ " $parts " == *" tasks "* ]] && for run in $runs; do
  for invocation in $invocations; do
    name="tasks-$invocation-$run"
    step "$name" "${STEP_SECONDS:-280}" "$passnet" bench suite run "$suite" --split all \
      --only "$only" --backends "$task_backends" \
      --device "$device" --invocation "$invocation" --jobs "${JOBS:-8}" --out "$work/$name" -q
    grep -E "^  (backend|inductor|passes)" "$out/$name.out" | tee -a "$out/summary.txt"
    cp "$work/$name/run.db" "$out/$name.db"
  done
done

# (2) Whole models.
[[ " $parts " == *" models "* ]] || exit 0
roots=(--corpus "$work/corpus")
if [ -n "${CAPTURE:-}" ]; then
  printf '%s\n' $CAPTURE >"$work/capture-specs.txt"
  step capture 300 python3 -m passnet.runtime.capture.batch --out "$work/zoo" \
    --specs "$work/capture-specs.txt" --device "$device" --jobs 2
  cp "$work/zoo/capture.jsonl" "$out/capture.jsonl" 2>/dev/null
  roots+=(--corpus "$work/zoo")
fi
"$passnet" bench suite parents "$suite" --split all "${roots[@]}" \
  --out "$work/parents.txt" | tee "$out/parents.txt" | head -n 1 | tee -a "$out/summary.txt"
if [ -n "${MODELS_MATCHING:-}" ]; then
  grep -E -- "$MODELS_MATCHING" "$work/parents.txt" >"$work/parents.kept" || true
  mv "$work/parents.kept" "$work/parents.txt"
  echo "parents kept by MODELS_MATCHING: $(wc -l <"$work/parents.txt")" | tee -a "$out/summary.txt"
fi
[ -n "${MODELS:-}" ] && sed -i "$((MODELS + 1)),\$d" "$work/parents.txt"
for run in $runs; do
  for invocation in $model_invocations; do
    name="models-$invocation-$run"
    backends="$model_backends"
    if [ -n "${CHOOSE:-}" ]; then
      # The set chosen in advance from part 1's first run under this invocation.
      chosen="$work/chosen-$invocation"
      [ -d "$chosen" ] || "$passnet" bench choose-passes "$work/tasks-$invocation-1" \
        --set "$set_dir" --out "$chosen" --min-speedup "$CHOOSE" |
        tee "$out/chosen-$invocation.txt" | tee -a "$out/summary.txt"
      [ -d "$chosen" ] || continue
      backends="${model_backends//$set_dir/$chosen}"
      name="$name-chosen"
    fi
    step "$name" "${STEP_SECONDS:-280}" "$passnet" bench run --samples "$work/parents.txt" \
      --backends "$backends" \
      --device "$device" --invocation "$invocation" \
      --jobs "${MODEL_JOBS:-${JOBS:-8}}" --out "$work/$name" -q
    # Predicted from the same set on its tasks under the same invocation (part 1's first run).
    predict=()
    [ -f "$work/tasks-$invocation-1/run.db" ] && predict=(--predict-from "$work/tasks-$invocation-1")
    "$passnet" bench report "$work/$name" "${predict[@]}" | tee "$out/$name-report.txt" |
      grep -A 40 "whole models" | tee -a "$out/summary.txt"
    cp "$work/$name/run.db" "$out/$name.db"
  done
done
