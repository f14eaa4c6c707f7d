#!/usr/bin/env bash
# On the GPU (issue 32): the device's measured limits for the roofline
# (bench/timing/device_peaks.py), `passnet synth --tune` over the suite's train split, and where
# a pass set's calls spend the host's time beside eager's and Inductor's
# (bench/synth/host_profile.py over a seeded sample, one subgraph a task). OUT_DIR gets
# peaks.json, tuning.json, tune.log, host.jsonl and summary.txt.
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
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
suite="${SUITE:-$repo/suites/passbench-v3}"
work="${WORK:-/tmp/tune-device}"
mkdir -p "$out" "$work"
bash "$repo/bench/passbench/environment.sh" | tee "$out/summary.txt"

python3 "$repo/bench/timing/device_peaks.py" --out "$out/peaks.json" 2>&1 | tee -a "$out/summary.txt"

if [ "${TUNE_SECONDS:-420}" != 0 ]; then
  started=$SECONDS
  timeout -s INT -k 20 "${TUNE_SECONDS:-420}" python3 -m passnet.synth --tune --suite "$suite" \
    --out "$out/tuning.json" --device cuda --per-task "${TUNE_PER_TASK:-1}" \
    --jobs "${JOBS:-12}" >"$out/tune.log" 2>&1
  echo "== tune: rc $?, $((SECONDS - started)) s" | tee -a "$out/summary.txt"
  tail -n 4 "$out/tune.log" | tee -a "$out/summary.txt"
fi

if [ "${HOST_SECONDS:-120}" != 0 ]; then
  if [[ "$set_path" == *.tgz ]]; then
    name="$(tar tzf "$set_path" | head -n 1 | cut -d/ -f1)"
    rm -rf "${work:?}/$name" && tar xzf "$set_path" -C "$work" && set_path="$work/$name"
  fi
  sample="$work/sample"
  [ -d "$sample" ] || python3 "$repo/bench/synth/sample_suite.py" "$suite" "$sample" \
    --per-task 1 --seed 0 >/dev/null
  shards="${HOST_SHARDS:-6}"
  for ((i = 0; i < shards; i++)); do
    python3 "$repo/bench/synth/host_profile.py" "$sample" "$set_path" "$work/host-$i.jsonl" \
      --shard "$i/$shards" --seconds "${HOST_SECONDS:-120}" --profile 1 2>"$work/host-$i.log" &
  done
  wait
  cat "$work"/host-*.jsonl >"$out/host.jsonl"
  tail -n 3 "$work"/host-*.log >"$out/host.log"
  python3 "$repo/bench/synth/host_profile.py" --summary "$out/host.jsonl" | tee -a "$out/summary.txt"
fi
