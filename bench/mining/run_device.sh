#!/usr/bin/env bash
# Subgraph mining over the whole GraphNet corpus on a GPU host (the figures of issue 4): index,
# annotate in real mode on the GPU, classical and single-op subgraphs for every annotated sample,
# prefix analysis (fusible) with Inductor compiles spread over the host's cores, and dtype
# variants of the fusible subgraphs checked on the GPU. Each long step is time-boxed with SIGINT,
# which every passnet command takes as "stop, keep what is recorded", so one call of a
# time-limited machine always ends with figures.
#
#   bench/mining/run_device.sh PASSNET_BIN CORPUS_ARCHIVE WORK_DIR OUT_DIR
#
# PASSNET_BIN     the engine (a -DPASSNET_STATIC=ON build runs on hosts without its libraries)
# CORPUS_ARCHIVE  the GraphNet samples as .tar.zst, .tar.xz or .tar.gz (a top folder samples/)
# WORK_DIR        scratch: the unpacked corpus, the DB, the mined subgraphs
# OUT_DIR         what to keep: step summaries (JSON), logs, the stats table
#
# Environment (defaults in brackets): DEVICE [cuda], ANNOTATE_WORKERS [8], ANNOTATE_SECONDS
# [200], COMPILE_WORKERS [14], FUSIBLE_SECONDS [180], VARIANT_SECONDS [60], LIMIT (only the
# first N distinct graphs of each step).
set -uo pipefail
passnet="$1" archive="$2" work="$3" out="$4"
here="$(cd "$(dirname "$0")" && pwd)"
export PYTHONPATH="$here/../../python${PYTHONPATH:+:$PYTHONPATH}"
device="${DEVICE:-cuda}"
mkdir -p "$work" "$out"
db="$work/mining.db"
mined="$work/subgraphs"
limit=()
if [ -n "${LIMIT:-}" ]; then limit=(--limit "$LIMIT"); fi
now_ms() { echo $(($(date +%s%N) / 1000000)); }
step() {  # step NAME SECONDS COMMAND...: runs it, SIGINT after SECONDS (0: no limit)
  local name="$1" seconds="$2"
  shift 2
  local t0
  t0=$(now_ms)
  if [ "$seconds" != 0 ]; then
    timeout -s INT -k 30 "$seconds" "$@" >"$out/$name.json" 2>"$out/$name.log"
  else
    "$@" >"$out/$name.json" 2>"$out/$name.log"
  fi
  local status=$?
  local ms=$(($(now_ms) - t0))
  printf '%-10s exit %3d  %5d.%01d s\n' "$name" "$status" $((ms / 1000)) $((ms % 1000 / 100)) |
    tee -a "$out/steps.txt"
  tail -n 4 "$out/$name.log"
}

if [ ! -d "$work/corpus/samples" ]; then
  mkdir -p "$work/corpus"
  case "$archive" in
    *.zst) zstd -dc "$archive" | tar x -C "$work/corpus" ;;
    *) python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])' \
      "$archive" "$work/corpus" ;;
  esac
fi
samples="$work/corpus/samples"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader >"$out/gpu.txt" 2>&1
python3 -c 'import torch, triton; print("torch", torch.__version__, "triton", triton.__version__)' \
  >>"$out/gpu.txt" 2>&1
echo "cores $(nproc)" >>"$out/gpu.txt"
cat "$out/gpu.txt"

step index 0 "$passnet" dataset index "$samples" --db "$db" --json -q
step annotate "${ANNOTATE_SECONDS:-200}" "$passnet" graph annotate "$samples" --db "$db" \
  --device "$device" --mode real --jobs "${ANNOTATE_WORKERS:-8}" -q
step motifs 0 "$passnet" extract motifs --samples "$samples" --json -q --top 10
step classical 0 "$passnet" extract classical --db "$db" --out "$mined" --no-annotate --json -q \
  "${limit[@]}"
step single_op 0 "$passnet" extract single-op --db "$db" --out "$mined" --no-annotate --json -q \
  "${limit[@]}"
step fusible "${FUSIBLE_SECONDS:-180}" "$passnet" extract fusible --db "$db" --out "$mined" \
  --no-annotate --device "$device" --compile-workers "${COMPILE_WORKERS:-14}" --json "${limit[@]}"
step variants "${VARIANT_SECONDS:-60}" "$passnet" extract variants --db "$db" --out "$mined" \
  --variant-kinds fusible --variant-device "$device" --workers 4 --json
"$passnet" dataset stats --db "$db" --top 0 >"$out/stats.txt" 2>&1
sed -n '/subgraphs by kind/,/all kinds/p' "$out/stats.txt"
du -sh "$mined" 2>/dev/null | tee -a "$out/steps.txt"
