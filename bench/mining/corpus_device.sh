#!/usr/bin/env bash
# Fusible mining at corpus scale on a GPU host (issue 16, item 2): every GraphNet sample of the
# corpus plus the model zoos installed there (torchvision, timm, transformers, captured from
# default configs), mined by the groups method. Resumable across calls of a time-limited
# machine: each step leaves a marker, the DB caches every kernel count, and a call ends at its
# deadline with what it finished. The work folder is WORK (default /tmp/passnet-v2: the same
# absolute path on the machine that curates, since the DB records sample folders by path).
#
#   bench/mining/corpus_device.sh PASSNET_BIN CORPUS_ARCHIVE OUT_DIR [WORK_IN.tgz [ZOO_IN.tgz]]
#
# WORK_IN is a previous call's work.tgz or mined.tgz (whose slim.db, the subgraph tables alone,
# then seeds the DB: mined subgraphs stay, so mining adds to them); ZOO_IN a .tgz of graphs
# captured elsewhere (a folder samples/ and its capture.jsonl, as capture.batch leaves them),
# unpacked into the zoo folder, so the capture skips them and they are indexed and mined here.
#
# Steps: unpack; zoo capture (python -m passnet.runtime.capture.batch, in the background) while
# the corpus is indexed and annotated; the captured graphs indexed; extract fusible
# --fusible-method groups over every indexed sample (annotating those without an annotation);
# float16/bfloat16 variants; counts.
# OUT_DIR gets summary.txt, capture.jsonl, stats.txt, mined.tgz (the subgraph tables as slim.db
# and the mined subgraphs, without the corpus or the compile pieces) for the next call or for
# curation, and, when the call captured, zoo.tgz (the zoo's samples and capture.jsonl, a later
# call's ZOO_IN).
#
# Environment: CAPTURE [1; 0: no zoo capture in this call], CORPUS [1; 0: the GraphNet corpus is
# neither indexed nor annotated in this call], SECONDS_TOTAL [540], CAPTURE_JOBS [8],
# CAPTURE_TIMEOUT [240], ZOOS [torchvision,timm,transformers], ANNOTATE_JOBS [6],
# COMPILE_WORKERS [14], WINDOW [12], CHUNK [0: four windows], VARIANT_SECONDS [90], DEVICE [cuda],
# CAPTURE_WAIT [0; 1: mine what the capture left before it, wait for it, then mine its graphs],
# CAPTURE_RESERVE [180: seconds kept for mining the capture's graphs under CAPTURE_WAIT=1],
# WORK_OUT [0; 1: OUT_DIR also gets work.tgz, the whole DB (annotations and the kernel-count
# cache) and the mined subgraphs, a later call's WORK_IN that goes on where this one stopped;
# the DB holds every sample's text, so over a few hundred large graphs it outgrows what a lent
# machine sends back (16 MiB a file): keep the machine warm between calls instead].
set -uo pipefail
passnet="$(realpath "$1")" archive="$2" out="$3" work_in="${4:-}" zoo_in="${5:-}"
here="$(cd "$(dirname "$0")" && pwd)"
export PYTHONPATH="$here/../../python${PYTHONPATH:+:$PYTHONPATH}"
work="${WORK:-/tmp/passnet-v2}"
device="${DEVICE:-cuda}"
deadline=$((SECONDS + ${SECONDS_TOTAL:-540}))
left() { echo $((deadline - SECONDS)); }
mkdir -p "$work" "$out"
db="$work/mining.db"
if [ ! -f "$db" ] && [ -n "$work_in" ] && [ -f "$work_in" ]; then tar xzf "$work_in" -C /; fi
[ ! -f "$db" ] && [ -f "$work/slim.db" ] && cp "$work/slim.db" "$db"
if [ -n "$zoo_in" ] && [ ! -f "$work/zoo.unpacked" ]; then
  mkdir -p "$work/zoo" && tar xzf "$zoo_in" -C "$work/zoo" && touch "$work/zoo.unpacked"
fi
# shellcheck source=bench/lib.sh
source "$here/../lib.sh"
STEP_DIR="$work"  # the logs stay there: a call brings back only a few files
rm -f "$work/steps.txt"
[ "${CORPUS:-1}" != 0 ] && unpack_corpus "$archive" "$work/corpus"
bash "$here/../passbench/environment.sh" | tee "$out/summary.txt"
python3 -c 'import timm, transformers, torchvision; print("timm", timm.__version__,
  "transformers", transformers.__version__, "torchvision", torchvision.__version__)' \
  | tee -a "$out/summary.txt"
reserve=$((${VARIANT_SECONDS:-90} + 45))  # variants and the summary
capture_seconds=$(( $(left) - 60 ))
[ "${CAPTURE_WAIT:-0}" = 1 ] && capture_seconds=$(( $(left) - reserve - ${CAPTURE_RESERVE:-180} ))
capture_pid=""
if [ "${CAPTURE:-1}" != 0 ] && [ ! -f "$work/capture.done" ]; then
  (timeout -s KILL "$capture_seconds" python3 -m passnet.runtime.capture.batch \
    --out "$work/zoo" --zoos "${ZOOS:-torchvision,timm,transformers}" --device "$device" \
    --jobs "${CAPTURE_JOBS:-8}" --timeout "${CAPTURE_TIMEOUT:-240}" --max-params 1e9 \
    >"$work/capture.json" 2>"$work/capture.log" && touch "$work/capture.done") &
  capture_pid=$!
fi
if [ "${CORPUS:-1}" != 0 ] && [ ! -f "$work/corpus.done" ]; then
  step index 60 "$passnet" dataset index "$work/corpus/samples" --db "$db" -q
  step annotate "$(( $(left) - 120 ))" "$passnet" graph annotate "$work/corpus/samples" --db "$db" \
    --device "$device" --replay fast --jobs "${ANNOTATE_JOBS:-6}" -q && touch "$work/corpus.done"
fi
# The zoo graphs captured by now join the mining; the fusible step annotates what the DB has no
# annotation for (graphs annotated elsewhere, e.g. by a CPU capture, are not run again). With
# CAPTURE_WAIT=1 the capture's later graphs are indexed and mined after it ends, in this call;
# otherwise they wait for the next call (zoo.tgz carries them).
mine_zoo() {
  local suffix="$1" seconds="$2"
  [ -d "$work/zoo/samples" ] && step "index_zoo$suffix" 60 "$passnet" dataset index \
    "$work/zoo/samples" --db "$db" -q
  step "fusible$suffix" "$seconds" "$passnet" extract fusible --db "$db" --out "$work/mined" \
    --device "$device" --compile-workers "${COMPILE_WORKERS:-14}" --window "${WINDOW:-12}" \
    --fusible-method groups --fusible-chunk "${CHUNK:-0}" --annotate-device "$device" \
    --replay fast --workers "${ANNOTATE_JOBS:-6}" --json -q
}
if [ -n "$capture_pid" ] && [ "${CAPTURE_WAIT:-0}" = 1 ]; then
  mine_zoo "" "$(( $(left) - reserve - ${CAPTURE_RESERVE:-180} ))"
  wait "$capture_pid"
  capture_pid=""
  mine_zoo _captured "$(( $(left) - reserve ))"
else
  mine_zoo "" "$(( $(left) - reserve ))"
fi
step variants "$(( $(left) - 40 ))" "$passnet" extract variants --db "$db" --out "$work/mined" \
  --variant-kinds fusible --variant-device "$device" --workers 8 --json
[ -n "$capture_pid" ] && wait "$capture_pid"
cp "$work/zoo/capture.jsonl" "$out/" 2>/dev/null
# zoo.tgz only when this call captured: graphs that came in as ZOO_IN need not go back.
[ "${CAPTURE:-1}" != 0 ] && [ -d "$work/zoo/samples" ] &&
  tar czf "$out/zoo.tgz" -C "$work/zoo" samples capture.jsonl
python3 - "$work" <<'PY' | tee -a "$out/summary.txt"
import json, sqlite3, sys
from collections import Counter
work = sys.argv[1]
try:
    outcomes = [json.loads(l) for l in open(f"{work}/zoo/capture.jsonl")]
except OSError:
    outcomes = []
for zoo in ("torchvision", "timm", "transformers"):
    mine = [o for o in outcomes if o["spec"].startswith(zoo + ":")]
    ok = sum(o["status"] == "ok" for o in mine)
    print(f"capture {zoo}: {ok}/{len(mine)} ok, {sum(o['graphs'] for o in mine)} graphs")
db = sqlite3.connect(f"{work}/mining.db")
print("samples indexed", db.execute("SELECT COUNT(*) FROM samples").fetchone()[0])
for kind, n, d in db.execute("SELECT kind, COUNT(*), COUNT(DISTINCT pattern_hash) FROM subgraphs "
                             "GROUP BY kind"):
    print(f"subgraphs {kind}: {n} distinct graphs, {d} patterns")
PY
"$passnet" dataset stats --db "$db" --top 0 >"$out/stats.txt" 2>&1
cat "$work/steps.txt" >>"$out/summary.txt"
tail -n 3 "$work/capture.log" >>"$out/summary.txt" 2>/dev/null
# What curation needs: the subgraphs' rows (a slim copy of the DB: the full one holds every
# sample's text and annotations) and the mined subgraphs. A call on a machine still warm from
# the previous one goes on from WORK itself.
rm -f "$work/slim.db"
python3 - "$db" "$work/slim.db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[2])
db.execute("ATTACH DATABASE ? AS full", (sys.argv[1],))
for table in ("subgraphs", "subgraph_origins"):
    sql = db.execute("SELECT sql FROM full.sqlite_master WHERE name = ?", (table,)).fetchone()[0]
    db.execute(sql)
    db.execute(f"INSERT INTO main.{table} SELECT * FROM full.{table}")
db.commit()
PY
tar czf "$out/mined.tgz" -C / --exclude="${work#/}/mined/.prefix-work" "${work#/}/slim.db" \
  "${work#/}/mined"
[ "${WORK_OUT:-0}" = 1 ] && tar czf "$out/work.tgz" -C / --exclude="${work#/}/mined/.prefix-work" \
  "${work#/}/mining.db" "${work#/}/mined"
ls -la "$out" | tee -a "$out/summary.txt"
