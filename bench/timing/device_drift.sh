#!/usr/bin/env bash
# Timing's run-to-run drift (issue 31) on a GPU host, in one call: one set of tasks run twice, in
# separate processes, through `bench suite run --invocation INVOCATION` (cudagraph by default: K
# calls per captured graph, CUDA events, per call), then `bench compare` of the two runs for each
# backend and both runs' AS.
#
#   bench/timing/device_drift.sh PASSNET_BIN OUT_DIR SET
#
# SET: reference  the reference passes' tasks of suites/passbench-h100 (54 subgraphs), inductor
#                 and passes/reference beside eager
#      v2         the first V2_TASKS [6] eval tasks of suites/passbench-v2, inductor beside eager
# Environment: JOBS [4], RUN_SECONDS [270] (the time box of one run), RUNS [/tmp/device-drift],
# INVOCATION [cudagraph] (direct and dynamo time the host-inclusive way, a pass in the same rounds
# as eager and Inductor), SESSIONS [worker default, 3] and L2 [warm, cudagraph only] (the
# variant; all three tag the run folders, so variants side by side do not resume each other).
set -uo pipefail
passnet="$1" out="$2" set="${3:-reference}"
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
runs="${RUNS:-/tmp/device-drift}"
mkdir -p "$out" "$runs"
bash "$repo/bench/passbench/environment.sh" | tee -a "$out/summary.txt"

case "$set" in
  reference)
    suite="$repo/suites/passbench-h100"
    only="$(python3 -c 'import json,sys; print(",".join(p for ps in json.load(open(sys.argv[1])).values() for p in ps))' "$repo/passes/reference/tasks.json")"
    select=(--only "$only")
    backends=(inductor "passes:$repo/passes/reference")
    ;;
  v2)
    suite="$repo/suites/passbench-v2"
    select=(--tasks "${V2_TASKS:-6}")
    backends=(inductor)
    ;;
  *) echo "device_drift.sh: SET is reference or v2, not $set" >&2; exit 2 ;;
esac
joined="$(IFS=,; echo "${backends[*]}")"
invocation="${INVOCATION:-cudagraph}"
variant=()
[ "$invocation" = cudagraph ] && variant+=(--l2 "${L2:-warm}")
[ -n "${SESSIONS:-}" ] && variant+=(--sessions "$SESSIONS")
tag="$set-$invocation-s${SESSIONS:-d}-${L2:-warm}"

for run in 1 2; do
  started=$SECONDS
  timeout -s INT -k 60 "${RUN_SECONDS:-270}" "$passnet" bench suite run "$suite" "${select[@]}" \
    --backends "$joined" --invocation "$invocation" "${variant[@]}" --no-floor --jobs "${JOBS:-4}" \
    --out "$runs/$tag-$run" -q > "$runs/$tag-$run.log" 2>&1
  echo "== $tag run $run: status $?, $((SECONDS - started)) s" | tee -a "$out/summary.txt"
  tail -n 12 "$runs/$tag-$run.log" | tee -a "$out/summary.txt"
done
for backend in "${backends[@]}"; do
  echo "== $tag: drift of $backend" | tee -a "$out/summary.txt"
  "$passnet" bench compare "$runs/$tag-1" "$runs/$tag-2" --backend "$backend" --show 6 2>&1 \
    | tee -a "$out/summary.txt"
  "$passnet" bench compare "$runs/$tag-1" "$runs/$tag-2" --backend "$backend" --json \
    > "$out/compare-$tag-$(echo "$backend" | tr -c 'a-z0-9\n' '_' | cut -c1-20).json" 2>/dev/null
done
tar czf "$out/runs-$tag.tgz" -C "$runs" --exclude='workers' "$tag-1" "$tag-2" 2>/dev/null
