#!/usr/bin/env bash
# How the invocation moves a score (issue 21), on a GPU host in one call: the reference passes
# (passes/reference) beside inductor on the tasks they were written for, under every invocation
# (dynamo, direct, cudagraph), ROUNDS times, each subgraph's floor measured; then the same under
# `--preset passnet` (PassNet's evaluation) and passnet's default side by side. Prints one table
# per run (invocation_table.py) and keeps each run's suite-scores.json and run.db.
#
#   bench/passbench/invocation_device.sh PASSNET_BIN OUT_DIR
#
# Environment: ROUNDS ["1 2": the round names], JOBS [4], INVOCATIONS ["dynamo direct cudagraph"],
# PRESET_ROUNDS ["1"; "" skips the preset runs], RUN_SECONDS [240] (the time box of one run; an
# interrupted run leaves no table). Calls of few rounds each fit the device's 10-minute limit.
set -uo pipefail
passnet="$1" out="$2"
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
suite="$repo/suites/passbench-h100"
set_dir="$repo/passes/reference"
scratch=/tmp/invocation
mkdir -p "$scratch" "$out"
bash "$here/environment.sh" | tee "$out/summary.txt"
only="$(python3 -c 'import json,sys; print(",".join(p for ps in json.load(open(sys.argv[1])).values() for p in ps))' "$set_dir/tasks.json")"

run() {  # NAME, then extra options of `bench suite run`
  local name="$1"; shift
  local started=$SECONDS
  timeout -s INT -k 60 "${RUN_SECONDS:-240}" "$passnet" bench suite run "$suite" --only "$only" \
    --backends "inductor,passes:$set_dir" --out "$scratch/$name" --jobs "${JOBS:-4}" -q "$@" \
    > "$scratch/$name.log" 2>&1
  echo "== $name ($* ; $((SECONDS - started)) s)" | tee -a "$out/summary.txt"
  if [ -f "$scratch/$name/suite-scores.json" ]; then
    python3 "$here/invocation_table.py" "$scratch/$name" | tee -a "$out/summary.txt"
    cp "$scratch/$name/suite-scores.json" "$out/$name-scores.json"
  else
    tail -n 5 "$scratch/$name.log" | tee -a "$out/summary.txt"
  fi
}

for round in ${ROUNDS-1 2}; do
  for invocation in ${INVOCATIONS:-dynamo direct cudagraph}; do
    run "$invocation-$round" --invocation "$invocation"
  done
done
for round in ${PRESET_ROUNDS-1}; do
  run "preset-passnet-$round" --preset passnet
done
tar czf "$out/runs.tgz" -C "$scratch" --exclude='workers' . 2>/dev/null
