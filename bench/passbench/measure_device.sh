#!/usr/bin/env bash
# Measures the candidates of a suite on a GPU host before curation (`bench curate
# --select-only` wrote the list): eager and the compiled backends on every listed subgraph,
# into a run folder that resumes across calls. The subgraphs travel as a .tgz of absolute
# paths (the list's), unpacked at /, so the run's sample paths are the curating machine's.
#
#   bench/passbench/measure_device.sh PASSNET_BIN SUBGRAPHS_TGZ LIST OUT_DIR [RUN_IN.tgz]
#
# SUBGRAPHS_TGZ is '-' when the listed folders travel with the checkout (a suite's own
# subgraphs: the baselines on a committed suite); LIST may then name them relative to the
# repository root, as they are written out absolute before the run.
# Environment: BACKENDS [eager,inductor], JOBS [8], SECONDS_TOTAL [500], WARMUP, TRIALS (the
# run's defaults when unset), RUN [/tmp/passnet-v2/run]. The floor is not measured: curation
# needs the speedups only. A run folder resumes only under the options it was started with
# (`bench run` refuses other WARMUP/TRIALS/BACKENDS): measure with other options into another
# RUN, and curate with both (`bench curate --runs RUN_A RUN_B`).
set -uo pipefail
passnet="$(realpath "$1")" subgraphs="$2" list="$3" out="$4" run_in="${5:-}"
here="$(cd "$(dirname "$0")" && pwd)"
export PYTHONPATH="$here/../../python${PYTHONPATH:+:$PYTHONPATH}"
run="${RUN:-/tmp/passnet-v2/run}"
mkdir -p "$out"
if [ "$subgraphs" != - ]; then
  tar xzf "$subgraphs" -C /
else
  root="$(cd "$here/../.." && pwd)"
  sed "s|^\([^/]\)|$root/\1|" "$list" >/tmp/measure-list.txt && list=/tmp/measure-list.txt
fi
if [ ! -f "$run/run.db" ] && [ -n "$run_in" ] && [ -f "$run_in" ]; then tar xzf "$run_in" -C /; fi
bash "$here/environment.sh" | tee "$out/summary.txt"
extra=()
[ -n "${WARMUP:-}" ] && extra+=(--warmup "$WARMUP")
[ -n "${TRIALS:-}" ] && extra+=(--trials "$TRIALS")
started=$SECONDS
timeout -s INT -k 45 "${SECONDS_TOTAL:-500}" "$passnet" bench run --samples "$list" \
  --backends "${BACKENDS:-eager,inductor}" --device cuda --out "$run" --jobs "${JOBS:-8}" --no-floor \
  "${extra[@]}" -q >"$out/run.txt" 2>"$out/run.log"
echo "bench run: exit $? in $((SECONDS - started)) s" | tee -a "$out/summary.txt"
python3 - "$run/run.db" <<'PY' | tee -a "$out/summary.txt"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for row in db.execute("SELECT backend, status, COUNT(*) FROM results GROUP BY backend, status"):
    print("results", *row)
PY
tail -n 5 "$out/run.log" >>"$out/summary.txt"
tar czf "$out/run.tgz" -C / "${run#/}/run.db" "${run#/}/summary.json" 2>/dev/null ||
  tar czf "$out/run.tgz" -C / "${run#/}/run.db"
