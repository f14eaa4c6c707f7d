#!/usr/bin/env bash
# A synthesised pass set on the GPU (issue 32): optionally synthesised and verified there
# (`passnet synth --device cuda`), then timed against Inductor over a fixed, seeded sample of the
# suite's eval subgraphs (bench/synth/sample_suite.py), RUNS times in separate processes, and,
# when REFERENCE names their tasks, the reference passes beside the set on those tasks of the same
# sample (one run; give it a call of its own: after a time-boxed run it would pass a lent
# machine's 600 s limit). OUT_DIR gets summary.txt and
# synth-device.tgz (the scores as JSON, each run folder's run.db, the logs, the synth report): a
# lent machine sends back few files.
#
#   bench/synth/synth_device.sh PASSNET_BIN PASS_SET OUT_DIR
#
# PASSNET_BIN may be xz-compressed and PASS_SET a .tgz of one pass set folder (`bench/carries.sh
# synth` makes both: .gpu/pack/passnet.xz .gpu/pack/synth-v3.tgz); they are unpacked under WORK.
#
# Environment: SUITE [suites/passbench-v3], PER_TASK [2], SEED [0], RUNS [2] (or RUN_IDS, e.g.
# "2": the runs of this call, on a machine that kept WORK from an earlier call), JOBS [8],
# RUN_SECONDS [540] (a time box per run; the run folder resumes),
# INVOCATION [cudagraph], SYNTH [0] (1: synthesise PASS_SET on the GPU first, verified there),
# REFERENCE [empty: skip] (the reference passes' task prefixes in SUITE, v3's are
# add_layer_norm-,add_layer_norm_getitem-,batch_norm_silu-; RUN_IDS=" " runs the reference
# alone on a machine that kept WORK), WORK [/tmp/synth-device].
set -uo pipefail
passnet="$1" set="$2" out="$3"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
source "$repo/bench/lib.sh"
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
suite="${SUITE:-$repo/suites/passbench-v3}"
work="${WORK:-/tmp/synth-device}"
invocation="${INVOCATION:-cudagraph}"
keep="$work/keep"
rm -rf "$keep"
mkdir -p "$out" "$keep"
passnet="$(unpack_engine "$passnet" "$work")"
set="$(unpack_set "$set" "$work")"
bash "$repo/bench/passbench/environment.sh" | tee "$out/summary.txt"

if [ "${SYNTH:-0}" = 1 ]; then
  started=$SECONDS
  "$passnet" synth --suite "$suite" --split eval --out "$set" --device cuda -q \
    > "$keep/synth.log" 2>&1
  echo "== synth on cuda: rc $?, $((SECONDS - started)) s" | tee -a "$out/summary.txt"
  cp "$set/synth-report.json" "$keep/synth-report.json" 2>/dev/null
  python3 "$repo/bench/synth/coverage.py" "$set/synth-report.json" 2>&1 | head -n 20 \
    | tee -a "$out/summary.txt"
fi

sample="$work/sample"
if [ ! -d "$sample" ]; then
  python3 "$repo/bench/synth/sample_suite.py" "$suite" "$sample" --per-task "${PER_TASK:-2}" \
    --seed "${SEED:-0}" 2>&1 | tee -a "$out/summary.txt"
fi

for r in ${RUN_IDS:-$(seq 1 "${RUNS:-2}")}; do
  started=$SECONDS
  timeout -s INT -k 30 "${RUN_SECONDS:-540}" \
    "$passnet" bench suite run "$sample" --backends "inductor,passes:$set/{task}" --device cuda \
    --invocation "$invocation" --no-floor --jobs "${JOBS:-8}" --out "$work/run-$r" --json -q \
    > "$keep/scores-$r.json" 2> "$keep/run-$r.log"
  echo "== run $r ($invocation): rc $?, $((SECONDS - started)) s" | tee -a "$out/summary.txt"
  cp "$work/run-$r/run.db" "$keep/run-$r.db"
  # The table of what the run measured; on a run the time box cut, this call would measure the
  # rest, so it gets a minute: the run folder resumes on a later call instead.
  timeout -s INT -k 10 60 "$passnet" bench suite run "$sample" \
    --backends "inductor,passes:$set/{task}" --device cuda --invocation "$invocation" \
    --no-floor --out "$work/run-$r" -q 2>&1 | tail -n 12 | tee -a "$out/summary.txt"
done

if [ -n "${REFERENCE:-}" ]; then
  started=$SECONDS
  "$passnet" bench suite run "$sample" --only "$REFERENCE" \
    --backends "inductor,passes:$set/{task},passes:$repo/passes/reference" --device cuda \
    --invocation "$invocation" --no-floor --jobs "${JOBS:-8}" --out "$work/reference" --json -q \
    > "$keep/scores-reference.json" 2> "$keep/run-reference.log"
  echo "== reference passes beside the set: rc $?, $((SECONDS - started)) s" | tee -a "$out/summary.txt"
  cp "$work/reference/run.db" "$keep/reference.db"
fi
tar czf "$out/synth-device.tgz" -C "$keep" .
