#!/usr/bin/env bash
# The harness's cost per whole-model job on a GPU host (issue 31, item 6): the models of
# bench/timing/harness_models.txt run through `bench run --backends inductor --device cuda`
# twice (the second with Inductor's caches warm, as the CPU figures in docs/timing.md were
# taken), each run split by bench/timing/harness_cost.py into where the harness seconds go.
#
#   bench/timing/harness_device.sh PASSNET_BIN OUT_DIR SAMPLES_DIR
#
# SAMPLES_DIR holds GraphNet's samples/ layout (zoo/model folders; on a GPU host, a carried
# copy of those the list names). Environment: JOBS [2], RUN_SECONDS [240] per run, RUNS
# [/tmp/harness-device].
set -uo pipefail
passnet="$1" out="$2" samples="$(cd "$3" && pwd)"
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
runs="${RUNS:-/tmp/harness-device}"
mkdir -p "$out" "$runs"
bash "$repo/bench/passbench/environment.sh" | tee -a "$out/summary.txt"
grep -v '^#' "$here/harness_models.txt" | sed "s|^|$samples/|" > "$runs/models.txt"
for run in 1 2; do
  started=$SECONDS
  timeout -s INT -k 60 "${RUN_SECONDS:-240}" "$passnet" bench run --samples "$runs/models.txt" \
    --backends inductor --device cuda --jobs "${JOBS:-2}" --out "$runs/run-$run" -q \
    > "$runs/run-$run.log" 2>&1
  echo "== run $run: status $?, $((SECONDS - started)) s" | tee -a "$out/summary.txt"
  tail -n 4 "$runs/run-$run.log" | tee -a "$out/summary.txt"
  python3 "$here/harness_cost.py" "$runs/run-$run" 2>&1 | tee -a "$out/summary.txt"
done
python3 "$here/harness_cost.py" "$runs/run-2" --per-job > "$out/per-job-2.txt" 2>&1
# run.db and the workers' logs: a failed job's error and traceback are there.
tar czf "$out/runs.tgz" -C "$runs" run-1 run-2 2>/dev/null
