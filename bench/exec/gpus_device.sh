#!/usr/bin/env bash
# Throughput of `bench suite run` from one GPU to several on one host (issue 33): the same sample,
# backends and invocation run once per GPU set in GPU_SETS, each into its own run folder, with the
# wall time of each and its scores. OUT_DIR gets summary.txt (the environment, each run's jobs
# and score table), steps.txt (a line per run: status, seconds), each run's .out and .log, and
# each run's run.db.
#
#   bench/exec/gpus_device.sh PASSNET_BIN OUT_DIR
#
# PASSNET_BIN may be xz-compressed (bench/carries.sh synth). Environment: SUITE
# [suites/passbench-v2], PER_TASK [1], SEED [0], TASKS [all] (the first N tasks of the sample),
# BACKENDS [inductor], INVOCATION [dynamo], TIMING [batched] (graphnet: fixed trials, the same GPU
# work in every run), JOBS [8] (workers in every run, spread over its GPUs),
# GPU_SETS ["0 0,1"] (a set may repeat: each run has its own folder), FIRST [1] (the number of the
# first run, so that consecutive calls on one machine name their runs apart), RUN_SECONDS [540] (a
# time box per run; the run folder resumes), RUN_ARGS [none] (more `bench suite run` flags, as
# "--trials 200 --steady-tolerance 0 --max-remeasure 0": the batched timer with fixed rounds, so
# that the GPU work per job is the same in every run), WORK [/tmp/gpus-device]. After each run,
# where_time_goes.py says where its time went.
set -uo pipefail
passnet="$1" out="$2"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
source "$repo/bench/lib.sh"
suite="${SUITE:-$repo/suites/passbench-v2}"
work="${WORK:-/tmp/gpus-device}"
device_start "$passnet" "$out" "$work"
bash "$repo/bench/passbench/environment.sh" | tee "$out/summary.txt"
nvidia-smi -L | tee -a "$out/summary.txt"
nproc | sed 's/^/cpus: /' | tee -a "$out/summary.txt"
sample="$work/sample"
[ -d "$sample" ] || python3 "$repo/bench/synth/sample_suite.py" "$suite" "$sample" \
  --per-task "${PER_TASK:-1}" --seed "${SEED:-0}" | tee -a "$out/summary.txt"
tasks=()
[ -n "${TASKS:-}" ] && tasks=(--tasks "$TASKS")
n=$((${FIRST:-1} - 1))
for gpus in ${GPU_SETS:-0 0,1}; do
  n=$((n + 1))
  name="run-$n-gpus-${gpus//,/-}"
  step "$name" "${RUN_SECONDS:-540}" "$passnet" bench suite run "$sample" "${tasks[@]}" \
    --backends "${BACKENDS:-inductor}" --device cuda --invocation "${INVOCATION:-dynamo}" \
    --timing "${TIMING:-batched}" ${RUN_ARGS:-} \
    --jobs "${JOBS:-8}" --gpus "$gpus" --no-floor --out "$work/$name" -q
  echo "== $name: $(run_jobs "$work/$name") jobs" | tee -a "$out/summary.txt"
  grep -E "^  (backend|inductor|eager)" "$out/$name.out" | tee -a "$out/summary.txt"
  cp "$work/$name/run.db" "$out/$name.db"
  python3 "$repo/bench/exec/where_time_goes.py" "$out/$name.db" | tee -a "$out/summary.txt"
done
