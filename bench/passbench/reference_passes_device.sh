#!/usr/bin/env bash
# The reference passes (passes/reference/*) on a GPU host, in one call of three steps, each
# time-boxed and resumable: (1) with REFERENCE_SUITE, the pass set beside inductor on a suite of
# only the tasks the passes were written for (their per-task and per-subgraph figures);
# (2) with WORK_TGZ, the baselines' run folder of an earlier call resumed, so the baseline table
# gets complete; (3) every reference pass as one pass set (`passes:`) over the whole eval split.
# In (3) a subgraph that no pass matches is a failure of the set, as PassNet scores it, so the
# set's AS over the split is honest.
#
#   bench/passbench/reference_passes_device.sh PASSNET_BIN SUITE_TGZ OUT_DIR [WORK_TGZ]
#
# SUITE_TGZ  suite.tgz written by run_device.sh (a top folder suite/)
# WORK_TGZ   work.tgz of run_device.sh holding baselines/ (omit to skip the baselines)
# OUT_DIR    gets baselines-scores.json, passes-scores.json, both run.db files, summary.txt
#
# Environment: BASELINE_SECONDS [240], PASS_SECONDS [240] (0: skip the eval split), JOBS [14], TASKS (only the first N
# eval tasks, for a dry run); REFERENCE_SUITE: a .tgz of a suite (top folder refsuite/) holding
# only the tasks the passes were written for: it runs first, with inductor beside the pass set
# (through both `passes:` and `passes+inductor:`; REFERENCE_BACKENDS overrides the list, the set
# being /tmp/passbench/reference-passes) in the same run, for at most REFERENCE_SECONDS [150].
set -uo pipefail
passnet="$1" suite_tgz="$2" out="$3" work_tgz="${4:-}"
here="$(cd "$(dirname "$0")" && pwd)"
repo="$here/../.."
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
scratch=/tmp/passbench
mkdir -p "$scratch" "$out"
[ -d "$scratch/suite" ] || tar xzf "$suite_tgz" -C "$scratch"
bash "$here/environment.sh" | tee "$out/summary.txt"

# One pass set of every reference pass, in folder order.
set_dir="$scratch/reference-passes"
rm -rf "$set_dir" && mkdir -p "$set_dir"
names=()
for folder in "$repo"/passes/reference/*/; do
  for rule in "$folder"*.py; do
    cp "$rule" "$set_dir/"
    names+=("\"$(basename "$rule" .py)\"")
  done
done
(IFS=,; echo "[${names[*]}]") >"$set_dir/sorted_output_pass_rule_names.json"
echo "pass set: $(cat "$set_dir/sorted_output_pass_rule_names.json")" | tee -a "$out/summary.txt"

if [ -n "${REFERENCE_SUITE:-}" ]; then
  [ -d "$scratch/refsuite" ] || tar xzf "$REFERENCE_SUITE" -C "$scratch"
  timeout -s INT -k 60 "${REFERENCE_SECONDS:-150}" "$passnet" bench suite run "$scratch/refsuite" \
    --backends "${REFERENCE_BACKENDS:-inductor,passes:$set_dir,passes+inductor:$set_dir}" \
    --out "$scratch/refsuite-run" --jobs "${JOBS:-14}" \
    -q 2>&1 | tail -n 60 | tee -a "$out/summary.txt"
  cp "$scratch/refsuite-run/suite-scores.json" "$out/reference-tasks-scores.json" 2>/dev/null
  cp "$scratch/refsuite-run/run.db" "$out/reference-tasks-run.db"
fi

if [ -n "$work_tgz" ]; then
  [ -d "$scratch/baselines" ] || tar xzf "$work_tgz" -C "$scratch" baselines
  timeout -s INT -k 60 "${BASELINE_SECONDS:-240}" "$passnet" bench suite run "$scratch/suite" \
    --backends eager,inductor,inductor-max-autotune,cudagraphs --out "$scratch/baselines" \
    --jobs "${JOBS:-14}" -q 2>&1 | tail -n 12 | tee -a "$out/summary.txt"
  cp "$scratch/baselines/suite-scores.json" "$out/baselines-scores.json" 2>/dev/null
  cp "$scratch/baselines/run.db" "$out/baselines-run.db"
fi

if [ "${PASS_SECONDS:-240}" != 0 ]; then
  timeout -s INT -k 60 "${PASS_SECONDS:-240}" "$passnet" bench suite run "$scratch/suite" \
    --backends "passes:$set_dir" --out "$scratch/reference-run" --jobs "${JOBS:-14}" \
    ${TASKS:+--tasks "$TASKS"} -q 2>&1 | tail -n 12 | tee -a "$out/summary.txt"
  cp "$scratch/reference-run/suite-scores.json" "$out/passes-scores.json" 2>/dev/null
  cp "$scratch/reference-run/run.db" "$out/passes-run.db"
fi
ls -la "$out" | tee -a "$out/summary.txt"
