#!/usr/bin/env bash
# The PassBench suite and its baselines on a GPU host (issue 5), over calls of a time-limited
# machine that starts bare each time. `passnet bench suite build` is resumable through its work
# folder, so each call unpacks the work folder the previous call brought back (WORK_IN), runs the
# build for at most BUILD_SECONDS (SIGINT keeps what finished), and packs the work folder again
# into OUT_DIR/work.tgz for the next call. Once the suite exists, the baselines run on its eval
# split and are kept in OUT_DIR/suite.tgz with suite-scores.json.
#
#   bench/passbench/run_device.sh PASSNET_BIN CORPUS_ARCHIVE OUT_DIR [WORK_IN]
#
# PASSNET_BIN     the engine (a -DPASSNET_STATIC=ON build runs on hosts without its libraries)
# CORPUS_ARCHIVE  the GraphNet samples as .tar.zst, .tar.xz or .tar.gz (a top folder samples/)
# OUT_DIR         work.tgz (to carry into the next call), suite.tgz, summary.txt
# WORK_IN         work.tgz of the previous call (omit on the first)
#
# Environment (defaults in brackets): LIMIT [60] distinct graphs mined, BUILD_SECONDS [420],
# BASELINE_SECONDS [0: skip], COMPILE_WORKERS [14], WORKERS [8], RUN_JOBS [4]; DEVICE [cuda] and
# BASELINES [eager,inductor,inductor-max-autotune,cudagraphs] for a dry run elsewhere; CAPTURE:
# zoo specs to capture into the corpus first, e.g. "torchvision:resnet50 transformers:BertModel".
set -uo pipefail
passnet="$1" archive="$2" out="$3" work_in="${4:-}"
here="$(cd "$(dirname "$0")" && pwd)"
export PYTHONPATH="$here/../../python${PYTHONPATH:+:$PYTHONPATH}"
scratch=/tmp/passbench
mkdir -p "$scratch" "$out"
if [ ! -d "$scratch/corpus/samples" ]; then
  mkdir -p "$scratch/corpus"
  case "$archive" in
    *.zst) zstd -dc "$archive" | tar x -C "$scratch/corpus" ;;
    *) python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])' \
      "$archive" "$scratch/corpus" ;;
  esac
fi
# Graphs captured from the model zoos installed there join the corpus (once per machine).
for spec in ${CAPTURE:-}; do
  folder="$scratch/corpus/samples/passnet-capture/${spec//[:\/]/_}"
  [ -d "$folder" ] || python3 -m passnet.runtime.capture "$spec" --out "$folder" \
    --device "${DEVICE:-cuda}" >/dev/null || echo "capture of $spec failed" >&2
done
if [ -n "$work_in" ] && [ -f "$work_in" ]; then
  tar xzf "$work_in" -C "$scratch"
fi
{
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
  python3 -c 'import torch, triton; print("torch", torch.__version__, "triton", triton.__version__)'
} 2>&1 | tee "$out/summary.txt"

timeout -s INT -k 60 "${BUILD_SECONDS:-420}" "$passnet" bench suite build \
  --samples "$scratch/corpus/samples" --out "$scratch/suite" --work "$scratch/work" \
  --device "${DEVICE:-cuda}" --limit "${LIMIT:-60}" --replay fast --workers "${WORKERS:-8}" \
  --compile-workers "${COMPILE_WORKERS:-14}" --run-jobs "${RUN_JOBS:-4}" -q \
  2>&1 | tail -n 20 | tee -a "$out/summary.txt"
echo "build exit ${PIPESTATUS[0]}" | tee -a "$out/summary.txt"

if [ -f "$scratch/suite/suite.json" ] && [ "${BASELINE_SECONDS:-0}" != 0 ]; then
  timeout -s INT -k 60 "$BASELINE_SECONDS" "$passnet" bench suite run "$scratch/suite" \
    --backends "${BASELINES:-eager,inductor,inductor-max-autotune,cudagraphs}" \
    --device "${DEVICE:-cuda}" \
    --out "$scratch/baselines" --jobs "${RUN_JOBS:-4}" -q 2>&1 | tail -n 30 |
    tee -a "$out/summary.txt"
  cp "$scratch/baselines/suite-scores.json" "$out/" 2>/dev/null
fi
# The prefix samples are rebuilt from the DB's cache when needed: carrying them costs room.
(cd "$scratch" && tar czf "$out/work.tgz" --exclude=work/mined/.prefix-work work)
if [ -d "$scratch/suite" ]; then (cd "$scratch" && tar czf "$out/suite.tgz" suite); fi
ls -la "$out" | tee -a "$out/summary.txt"
