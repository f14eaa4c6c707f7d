#!/usr/bin/env bash
# The reference passes (passes/reference, one pass set) on a GPU host, in one call of three steps,
# each time-boxed and resumable: (1) the pass set beside inductor, through both `passes:` and
# `passes+inductor:`, on the tasks the passes were written for (passes/reference/tasks.json):
# their per-task and per-subgraph figures; (2) with WORK_TGZ, the baselines' run folder of an
# earlier call resumed, so the baseline table gets complete; (3) the pass set (`passes:`) over the
# whole eval split. In (3) a subgraph that no pass matches is a failure of the set, as PassNet
# scores it, so the set's AS over the split is honest.
#
#   bench/passbench/reference_passes_device.sh PASSNET_BIN SUITE_TGZ OUT_DIR [WORK_TGZ]
#
# SUITE_TGZ  suite.tgz written by run_device.sh (a top folder suite/)
# WORK_TGZ   a .tgz holding baselines/, the run folder of the baselines (omit to skip them)
# OUT_DIR    gets the scores (reference-tasks-scores.json, baselines-scores.json,
#            passes-scores.json), the run.db files and summary.txt
#
# Environment: REFERENCE_SECONDS [150] (0: skip step 1), REFERENCE_BACKENDS (default inductor and
# the set through both pass backends), BASELINE_SECONDS [240], PASS_SECONDS [240] (0: skip step
# 3), JOBS [14], TASKS (only the first N eval tasks in step 3, for a dry run).
set -uo pipefail
passnet="$1" suite_tgz="$2" out="$3" work_tgz="${4:-}"
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
scratch=/tmp/passbench
mkdir -p "$scratch" "$out"
[ -d "$scratch/suite" ] || tar xzf "$suite_tgz" -C "$scratch"
bash "$here/environment.sh" | tee "$out/summary.txt"

# A folder of pass folders is one pass set (docs/passes.md).
set_dir="$repo/passes/reference"
only="$(python3 - "$set_dir/tasks.json" <<'EOF'
import json, sys
print(",".join(prefix for prefixes in json.load(open(sys.argv[1])).values() for prefix in prefixes))
EOF
)"
echo "pass set: $set_dir; its tasks: $only" | tee -a "$out/summary.txt"

if [ "${REFERENCE_SECONDS:-150}" != 0 ]; then
  timeout -s INT -k 60 "${REFERENCE_SECONDS:-150}" "$passnet" bench suite run "$scratch/suite" \
    --only "$only" \
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
