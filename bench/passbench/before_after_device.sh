#!/usr/bin/env bash
# Two builds of passnet on the same seeded sample of a suite's eval subgraphs, one run each on one
# card, then `bench compare` of each candidate backend between the first two: a change that should
# move no figure (issue 54's typed options and backend specs) must show no more drift than two
# runs of one build. Each side is a folder holding its static engine (`passnet.xz`, as
# bench/carries.sh packs it) and the `python/` tree its workers import, so that the engine and the
# worker of one commit run together; a side without `python/` imports this checkout's. A side
# given as NAME=DIR runs DIR's build under the run name NAME (a second run of one build, for the
# drift two runs of it show).
#
#   bench/passbench/before_after_device.sh PASS_SET OUT_DIR [NAME=]SIDE_DIR...
#
# PASS_SET is a .tgz of one pass set folder (bench/carries.sh synth), run as passes:SET/{task}.
# A side's run is time-boxed; its folder resumes on a later call of a machine that kept WORK.
# OUT_DIR gets summary.txt and before-after.tgz (each side's run.db, scores and log).
#
# Environment: SUITE [suites/passbench-v3], PER_TASK [1] (v3: 161 subgraphs), SEED [0],
# JOBS [8], INVOCATION [cudagraph], RUN_SECONDS [280] per side, WORK [/tmp/before-after].
set -uo pipefail
pass_set="$1" out="$2"
shift 2
repo="$(cd "$(dirname "$0")/../.." && pwd)"
source "$repo/bench/lib.sh"
work="${WORK:-/tmp/before-after}"
suite="${SUITE:-$repo/suites/passbench-v3}"
mkdir -p "$out" "$work/keep"
set_dir="$(unpack_set "$pass_set" "$work")"
backends=(inductor "passes:$set_dir/{task}")
bash "$repo/bench/passbench/environment.sh" | tee "$out/summary.txt"

sample="$work/sample"
if [ ! -d "$sample" ]; then
  python3 "$repo/bench/synth/sample_suite.py" "$suite" "$sample" --per-task "${PER_TASK:-1}" \
    --seed "${SEED:-0}" 2>&1 | tee -a "$out/summary.txt"
fi

names=()
for side in "$@"; do
  name="$(basename "$side")"
  if [[ "$side" == *=* ]]; then
    name="${side%%=*}" side="${side#*=}"
  fi
  names+=("$name")
  engine="$(unpack_engine "$side/passnet.xz" "$work/engine-$name")"
  python_dir="$side/python"
  [ -d "$python_dir" ] || python_dir="$repo/python"
  started=$SECONDS
  PYTHONPATH="$(cd "$python_dir" && pwd)" timeout -s INT -k 30 "${RUN_SECONDS:-280}" \
    "$engine" bench suite run "$sample" --backends "$(IFS=,; echo "${backends[*]}")" \
    --device cuda --invocation "${INVOCATION:-cudagraph}" --no-floor --jobs "${JOBS:-8}" \
    --out "$work/$name" --json -q >"$work/keep/scores-$name.json" 2>"$work/keep/run-$name.log"
  rc=$?
  echo "== $name ($("$engine" --version)): rc $rc, $((SECONDS - started)) s," \
    "$(run_jobs "$work/$name") jobs" | tee -a "$out/summary.txt"
  cp "$work/$name/run.db" "$work/keep/$name.db"
done

if [ "${#names[@]}" -ge 2 ]; then
  for backend in "${backends[@]}"; do
    echo "== bench compare ${names[0]} ${names[1]} --backend $backend" | tee -a "$out/summary.txt"
    "$engine" bench compare "$work/${names[0]}" "$work/${names[1]}" --backend "$backend" 2>&1 \
      | tee -a "$out/summary.txt"
  done
fi
tar czf "$out/before-after.tgz" -C "$work/keep" .
