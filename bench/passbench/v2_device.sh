#!/usr/bin/env bash
# Device-timed baselines of suite v2 (issue 31, item 4), one time-boxed slice per call: the
# subgraphs bench/passbench/results/v2-device.jsonl lacks (the eval split first)
# run through `bench run --invocation cudagraph` under eager and Inductor, and the file, extended,
# written to OUT_DIR for the next commit. Each call resumes where the committed file ends.
#
#   bench/passbench/v2_device.sh PASSNET_BIN OUT_DIR
#
# Environment: RUN_SECONDS [480] (the time box), JOBS [8] (workers per GPU), GPUS [1] (the list is
# dealt round-robin over that many GPUs of the host, one `bench run` each), RUN [/tmp/v2-device].
set -uo pipefail
passnet="$1" out="$2"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
results="$repo/bench/passbench/results/v2-device.jsonl"
run="${RUN:-/tmp/v2-device}"
mkdir -p "$out"
bash "$repo/bench/passbench/environment.sh" | tee "$out/summary.txt"
cp "$results" "$out/v2-device.jsonl" 2>/dev/null || : > "$out/v2-device.jsonl"
python3 "$repo/bench/passbench/device_baselines.py" todo "$repo/suites/passbench-v2" \
  "$out/v2-device.jsonl" > "$out/todo.txt"
echo "== $(wc -l < "$out/todo.txt") subgraphs left, time box ${RUN_SECONDS:-480} s" | tee -a "$out/summary.txt"
gpus="${GPUS:-1}"
started=$SECONDS
for ((gpu = 0; gpu < gpus; gpu++)); do
  awk -v n="$gpus" -v i="$gpu" '(NR - 1) % n == i' "$out/todo.txt" > "$run-todo-$gpu.txt"
  [ -s "$run-todo-$gpu.txt" ] || continue
  CUDA_VISIBLE_DEVICES="$gpu" timeout -s INT -k 60 "${RUN_SECONDS:-480}" "$passnet" bench run \
    --samples "$run-todo-$gpu.txt" --backends inductor --device cuda --invocation cudagraph \
    --no-floor --jobs "${JOBS:-8}" --out "$run-$gpu" -q > "$out/run-$gpu.log" 2>&1 &
done
wait
echo "== runs: $((SECONDS - started)) s on $gpus GPU(s)" | tee -a "$out/summary.txt"
for ((gpu = 0; gpu < gpus; gpu++)); do
  [ -f "$run-$gpu/run.db" ] || continue
  tail -n 3 "$out/run-$gpu.log" | tee -a "$out/summary.txt"
  python3 "$repo/bench/passbench/device_baselines.py" collect "$run-$gpu" "$out/v2-device.jsonl" \
    2>&1 | tee -a "$out/summary.txt"
done
python3 "$repo/bench/passbench/device_baselines.py" summary "$repo/suites/passbench-v2" \
  "$out/v2-device.jsonl" | tee -a "$out/summary.txt"
