#!/usr/bin/env bash
# Subgraph mining over the whole GraphNet corpus on a GPU host (the figures of issue 4), in two
# phases that each fit one call of a time-limited machine:
#
#   corpus   index; annotate every sample in real mode on the GPU; Recursive Folding; classical
#            and single-op subgraphs of every annotated sample (counts before and after dedup)
#   fusible  index; prefix analysis (Inductor compiles spread over the host's cores, kernels
#            counted with the profiler) over the first LIMIT distinct graphs, annotating them
#            first; dtype variants of the fusible subgraphs, checked on the GPU
#
# Long steps are time-boxed with SIGINT, which every passnet command takes as "stop, keep what
# is recorded", so a call always ends with figures (bench/lib.sh).
#
#   bench/mining/run_device.sh PASSNET_BIN CORPUS_ARCHIVE WORK_DIR OUT_DIR corpus|fusible
#
# PASSNET_BIN     the engine (a -DPASSNET_STATIC=ON build runs on hosts without its libraries)
# CORPUS_ARCHIVE  the GraphNet samples as .tar.zst, .tar.xz or .tar.gz (a top folder samples/)
# WORK_DIR        scratch: the unpacked corpus, the DB, the mined subgraphs
# OUT_DIR         what to keep: results.tgz (step summaries, logs) and summary.txt
#
# Environment (defaults in brackets): DEVICE [cuda], ANNOTATE_WORKERS [10], ANNOTATE_SECONDS
# [420], COMPILE_WORKERS [14], LIMIT [60], FUSIBLE_SECONDS [400], VARIANT_SECONDS [60]; a time
# of 5 s or less skips its step.
set -uo pipefail
passnet="$1" archive="$2" work="$3" out="$4" phase="$5"
here="$(cd "$(dirname "$0")" && pwd)"
export PYTHONPATH="$here/../../python${PYTHONPATH:+:$PYTHONPATH}"
device="${DEVICE:-cuda}"
mkdir -p "$work" "$out"
db="$work/mining.db"
mined="$work/subgraphs"
# shellcheck source=bench/lib.sh
source "$here/../lib.sh"
STEP_DIR="$out"
unpack_corpus "$archive" "$work/corpus"
samples="$work/corpus/samples"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader >"$out/gpu.txt" 2>&1
python3 -c 'import torch, triton; print("torch", torch.__version__, "triton", triton.__version__)' \
  >>"$out/gpu.txt" 2>&1
echo "cores $(nproc)" >>"$out/gpu.txt"
cat "$out/gpu.txt"

step index - "$passnet" dataset index "$samples" --db "$db" --json -q
case "$phase" in
  corpus)
    step annotate "${ANNOTATE_SECONDS:-420}" "$passnet" graph annotate "$samples" --db "$db" \
      --device "$device" --mode real --replay fast --jobs "${ANNOTATE_WORKERS:-10}" -q
    step motifs - "$passnet" extract motifs --samples "$samples" --json -q --top 10
    step classical - "$passnet" extract classical --db "$db" --out "$mined" --no-annotate --json -q
    step single_op - "$passnet" extract single-op --db "$db" --out "$mined" --no-annotate --json -q
    ;;
  fusible)
    step fusible "${FUSIBLE_SECONDS:-400}" "$passnet" extract fusible --db "$db" --out "$mined" \
      --limit "${LIMIT:-60}" --annotate-device "$device" --replay fast \
      --workers "${ANNOTATE_WORKERS:-10}" --device "$device" \
      --compile-workers "${COMPILE_WORKERS:-14}" --json
    step variants "${VARIANT_SECONDS:-60}" "$passnet" extract variants --db "$db" --out "$mined" \
      --variant-kinds fusible --variant-device "$device" --workers 4 --json
    python3 - "$db" <<'PY' | tee "$out/kernel_counts.txt"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for status, n, mean, total in db.execute(
        "SELECT status, COUNT(*), AVG(compile_seconds), SUM(compile_seconds) "
        "FROM kernel_counts GROUP BY status"):
    print(f"kernel counts {status}: {n} prefixes, {mean:.2f} s mean compile, {total:.0f} s total")
PY
    ;;
  *)
    echo "usage: $0 PASSNET_BIN CORPUS_ARCHIVE WORK_DIR OUT_DIR corpus|fusible" >&2
    exit 2
    ;;
esac
"$passnet" dataset stats --db "$db" --top 0 >"$out/stats.txt" 2>&1
sed -n '/subgraphs by kind/,/all kinds/p' "$out/stats.txt" | tee -a "$out/summary.txt"
du -sh "$mined" 2>/dev/null | tee -a "$out/summary.txt"
cat "$out/steps.txt" >>"$out/summary.txt"
(cd "$out" && tar czf results.tgz --exclude=results.tgz --exclude=summary.txt ./* && \
  find . -maxdepth 1 -type f ! -name results.tgz ! -name summary.txt -delete)
