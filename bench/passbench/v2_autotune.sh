#!/usr/bin/env bash
# Max-autotune and kernel counts on suite v2's eval split (issue 31, item 4): one subgraph per
# task (the first in the task's manifest) through `bench run --invocation cudagraph` under eager,
# Inductor and Inductor's max-autotune, with the kernels each launches per call (the profiler,
# `launches` in run.db), time-boxed and resumable: RUN (a run folder, ignored by git; carry it to
# the next call) holds the run.db each call extends, and OUT_DIR gets a copy of it plus the rows
# `device_baselines.py autotune` makes of it.
#
#   bench/passbench/v2_autotune.sh PASSNET_BIN OUT_DIR
#
# Environment: RUN_SECONDS [540] (the time box), JOBS [6] (workers on the GPU; max-autotune's
# own benchmarking runs in each worker's compile, so more workers mostly queue at the device),
# RUN [.gpu/v2-autotune-run].
set -uo pipefail
passnet="$1" out="$2"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
run="${RUN:-$repo/.gpu/v2-autotune-run}"
suite="$repo/suites/passbench-v2"
mkdir -p "$out"
bash "$repo/bench/passbench/environment.sh" | tee "$out/summary.txt"
python3 "$repo/bench/passbench/device_baselines.py" firsts "$suite" > "$out/samples.txt"
echo "== $(wc -l < "$out/samples.txt") subgraphs (one per eval task), time box ${RUN_SECONDS:-540} s" \
  | tee -a "$out/summary.txt"
started=$SECONDS
timeout -s INT -k 60 "${RUN_SECONDS:-540}" "$passnet" bench run --samples "$out/samples.txt" \
  --backends inductor,inductor-max-autotune --device cuda --invocation cudagraph --no-floor \
  --jobs "${JOBS:-6}" --out "$run" -q > "$out/run.log" 2>&1
echo "== run: status $?, $((SECONDS - started)) s" | tee -a "$out/summary.txt"
tail -n 5 "$out/run.log" | tee -a "$out/summary.txt"
cp "$run/run.db" "$out/run.db"
python3 "$repo/bench/passbench/device_baselines.py" autotune "$suite" "$run" \
  "$out/v2-autotune.jsonl" 2>&1 | tee -a "$out/summary.txt"
