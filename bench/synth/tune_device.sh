#!/usr/bin/env bash
# On the GPU (issue 32): the device's measured limits for the roofline
# (bench/timing/device_peaks.py), `passnet synth --tune` over the suite's train split, and where
# a pass set's calls spend the host's time beside eager's and Inductor's
# (bench/synth/host_profile.py over a seeded sample, one subgraph a task). OUT_DIR gets
# summary.txt (the environment), steps.txt (a line per step: status, seconds, last log line),
# peaks.json, tuning.json, each step's .out and .log, and host.jsonl.
#
#   bench/synth/tune_device.sh PASS_SET OUT_DIR
#
# PASS_SET may be a .tgz of one pass set folder (bench/carries.sh synth).
# Environment: SUITE [suites/passbench-v3], TUNE_SECONDS [420] (0: no tuning), TUNE_PER_TASK [1],
# JOBS [12] (tuning processes), HOST_SECONDS [120] (0: no host profile), HOST_SHARDS [6],
# WORK [/tmp/tune-device].
set -uo pipefail
set_path="$1" out="$2"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
source "$repo/bench/lib.sh"
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
export STEP_DIR="$out"
suite="${SUITE:-$repo/suites/passbench-v3}"
work="${WORK:-/tmp/tune-device}"
mkdir -p "$out" "$work"
bash "$repo/bench/passbench/environment.sh" | tee "$out/summary.txt"

step peaks - python3 "$repo/bench/timing/device_peaks.py" --out "$out/peaks.json"
cat "$out/peaks.out"

if [ "${TUNE_SECONDS:-420}" != 0 ]; then
  step tune "${TUNE_SECONDS:-420}" python3 -m passnet.synth --tune --suite "$suite" \
    --out "$out/tuning.json" --device cuda --per-task "${TUNE_PER_TASK:-1}" --jobs "${JOBS:-12}"
  tail -n 3 "$out/tune.out"
fi

if [ "${HOST_SECONDS:-120}" != 0 ]; then
  set_path="$(unpack_set "$set_path" "$work")"
  sample="$work/sample"
  [ -d "$sample" ] || python3 "$repo/bench/synth/sample_suite.py" "$suite" "$sample" \
    --per-task 1 --seed 0 >/dev/null
  shards="${HOST_SHARDS:-6}"
  # host_profile.py keeps to its own time box (--seconds) and resumes from its file.
  for ((i = 0; i < shards; i++)); do
    step "host-$i" - python3 "$repo/bench/synth/host_profile.py" "$sample" "$set_path" \
      "$work/host-$i.jsonl" --shard "$i/$shards" --seconds "${HOST_SECONDS:-120}" --profile 1 &
  done
  wait
  cat "$work"/host-*.jsonl >"$out/host.jsonl"
  python3 "$repo/bench/synth/host_profile.py" --summary "$out/host.jsonl" | tee -a "$out/summary.txt"
fi
