#!/usr/bin/env bash
# The GPU study of the evaluation harness (issue 3): eager vs inductor on the GraphNet samples
# listed in samples.txt, then a second run of the 50 in repro.txt to measure timing
# reproducibility. Runs on a CUDA host; each phase resumes where an earlier, interrupted call
# stopped, so the study can be spread over several calls of a time-limited machine.
#
#   bench/gpu_study/run_study.sh PASSNET_BIN SAMPLES_ROOT WORK_DIR PHASE [SECONDS]
#
# PASSNET_BIN   the engine (a -DPASSNET_STATIC=ON build runs on hosts without its libraries)
# SAMPLES_ROOT  the unpacked GraphNet samples folder (ids in the lists are relative to it)
# WORK_DIR      holds runs/main and runs/repro (keep it between calls to resume)
# PHASE         main | repro | report
# SECONDS       stop the phase cleanly (SIGINT) after this long; the next call resumes it
#
# Environment: JOBS (workers on the GPU, default 4: they compile in parallel and take turns to
# time), WARMUP/TRIALS (default 25/100), TIMEOUT per sample (default 300 s), DEVICE (default
# cuda; cpu for a dry run), LIMIT (only the first N samples of each list).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
passnet="$1" samples_root="$2" work="$3" phase="$4" budget="${5:-0}"
export PYTHONPATH="$here/../../python${PYTHONPATH:+:$PYTHONPATH}"
mkdir -p "$work/runs"

list_for() {  # absolute sample list for a list of ids
  sed "s|^|$samples_root/|" "$here/$1" >"$work/$1"
  echo "$work/$1"
}

bench() {  # bench NAME LIST
  local limit=()
  if [ "$budget" != 0 ]; then limit=(timeout -s INT "$budget"); fi
  "${limit[@]}" "$passnet" bench run --samples "$(list_for "$2")" --out "$work/runs/$1" \
    --device "${DEVICE:-cuda}" --backends eager,inductor --jobs "${JOBS:-4}" --kernel-time \
    ${LIMIT:+--limit "$LIMIT"} \
    --warmup "${WARMUP:-25}" --trials "${TRIALS:-100}" --timeout "${TIMEOUT:-300}" ||
    echo "study: $1 stopped with status $? (run the same phase again to resume)"
}

case "$phase" in
  main) bench main samples.txt ;;
  repro) bench repro repro.txt ;;
  report)
    for run in main repro; do
      [ -f "$work/runs/$run/run.db" ] || continue
      echo "== $run"
      "$passnet" bench score "$work/runs/$run" --backend inductor || true
      "$passnet" bench report "$work/runs/$run" || true
    done
    if [ -f "$work/runs/repro/run.db" ]; then
      echo "== reproducibility (main vs repro, the 50 samples of repro.txt)"
      "$passnet" bench compare "$work/runs/main" "$work/runs/repro" --backend inductor
    fi
    ;;
  *)
    echo "usage: $0 PASSNET_BIN SAMPLES_ROOT WORK_DIR main|repro|report [SECONDS]" >&2
    exit 2
    ;;
esac
