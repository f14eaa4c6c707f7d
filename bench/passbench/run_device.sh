#!/usr/bin/env bash
# The PassBench suite and its baselines on a GPU host (issue 5), over calls of a time-limited
# machine that starts bare each time. `passnet bench suite build` is resumable through its work
# folder, so each call unpacks the work folder the previous call brought back (WORK_IN), runs the
# build for at most BUILD_SECONDS (SIGINT keeps what finished), and packs the work folder again
# into OUT_DIR/work.tgz for the next call. Once the suite exists, the baselines run on its eval
# split and are kept in OUT_DIR/suite.tgz with suite-scores.json.
#
#   bench/passbench/run_device.sh PASSNET_BIN CORPUS_ARCHIVE OUT_DIR [WORK_IN [SUITE_IN]]
#
# PASSNET_BIN     the engine (a -DPASSNET_STATIC=ON build runs on hosts without its libraries)
# CORPUS_ARCHIVE  the GraphNet samples as .tar.zst, .tar.xz or .tar.gz (a top folder samples/)
# OUT_DIR         work.tgz (to carry into the next call), suite.tgz, summary.txt
# WORK_IN         work.tgz of the previous call (omit on the first; unused on a machine still
#                 warm from it)
# SUITE_IN        suite.tgz of a previous call: with BUILD_SECONDS=0 the build is skipped and the
#                 baselines go on with that suite
#
# Environment (defaults in brackets): LIMIT [60] distinct graphs mined, BUILD_SECONDS [420],
# BASELINE_SECONDS [0: skip], COMPILE_WORKERS [14], KERNEL_WORKERS [12] (curation's kernel counts),
# WORKERS [8], RUN_JOBS [4], WINDOW [24],
# FUSIBLE_SECONDS [0: none] (the prefix analysis stops then and the build curates what it found,
# so a call can end with a suite); DEVICE [cuda] and
# BASELINES [eager,inductor,inductor-max-autotune,cudagraphs] for a dry run elsewhere; CAPTURE:
# zoo specs to capture into the corpus first, e.g. "torchvision:resnet50 transformers:BertModel";
# PICK: mine only this many corpus samples (their model.py under PICK_KB [80] KiB, spread evenly
# over the sorted corpus) plus every captured graph, instead of the first LIMIT in hash order.
set -uo pipefail
passnet="$1" archive="$2" out="$3" work_in="${4:-}" suite_in="${5:-}"
here="$(cd "$(dirname "$0")" && pwd)"
export PYTHONPATH="$here/../../python${PYTHONPATH:+:$PYTHONPATH}"
scratch=/tmp/passbench
mkdir -p "$scratch" "$out"
if [ ! -d "$scratch/suite" ] && [ -n "$suite_in" ] && [ -f "$suite_in" ]; then
  tar xzf "$suite_in" -C "$scratch"
fi
# A machine still warm from the previous call has its work folder; a fresh one unpacks it.
if [ ! -d "$scratch/work" ] && [ -n "$work_in" ] && [ -f "$work_in" ]; then
  tar xzf "$work_in" -C "$scratch"
fi
# shellcheck source=bench/lib.sh
source "$here/../lib.sh"
bash "$here/environment.sh" | tee "$out/summary.txt"
build=yes
[ "${BUILD_SECONDS:-420}" = 0 ] && [ -f "$scratch/suite/suite.json" ] && build=no
if [ $build = yes ]; then
  unpack_corpus "$archive" "$scratch/corpus"
  # Graphs captured from the model zoos installed there join the corpus; they live in the work
  # folder, whose capture.jsonl lets a later call skip what is captured (or failed) already.
  if [ -n "${CAPTURE:-}" ]; then
    printf '%s\n' $CAPTURE >"$scratch/capture-specs.txt"
    python3 -m passnet.runtime.capture.batch --specs "$scratch/capture-specs.txt" \
      --out "$scratch/work/zoo" --device "${DEVICE:-cuda}" >"$out/capture.json" ||
      echo "capture: the batch did not run (see capture.json)" >&2
  fi
  samples="$scratch/corpus/samples"
  if [ -n "${PICK:-}" ]; then
    samples="$scratch/picked"
    rm -rf "$samples" && mkdir -p "$samples"
    [ -d "$scratch/work/zoo/samples" ] && ln -s "$scratch/work/zoo/samples" "$samples/captured"
    python3 - "$scratch/corpus/samples" "$samples" "$PICK" "${PICK_KB:-80}" <<'PY'
import os, sys
root, into, n, kib = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
small = sorted(d for d, _, files in os.walk(root)
               if "model.py" in files and os.path.getsize(os.path.join(d, "model.py")) < kib * 1024)
step = max(1, len(small) // max(n, 1))
for i, d in enumerate(small[::step][:n]):
    os.symlink(d, os.path.join(into, f"{i:03d}-" + os.path.relpath(d, root).replace("/", "_")))
print(f"picked {min(n, len(small[::step]))} of {len(small)} samples under {kib} KiB")
PY
  fi
  timeout -s INT -k 60 "${BUILD_SECONDS:-420}" "$passnet" bench suite build \
    --samples "$samples" --out "$scratch/suite" --work "$scratch/work" \
    --device "${DEVICE:-cuda}" --limit "${LIMIT:-60}" --replay fast --workers "${WORKERS:-8}" \
    --compile-workers "${COMPILE_WORKERS:-14}" --kernel-workers "${KERNEL_WORKERS:-12}" \
    --run-jobs "${RUN_JOBS:-4}" \
    --window "${WINDOW:-24}" --fusible-seconds "${FUSIBLE_SECONDS:-0}" >"$out/build.log" 2>&1
  echo "build exit $?" >>"$out/build.log"
  grep -v '^[a-z ]*: [0-9]*/[0-9]* ' "$out/build.log" | tail -n 40 | tee -a "$out/summary.txt"
fi

if [ -f "$scratch/suite/suite.json" ] && [ "${BASELINE_SECONDS:-0}" != 0 ]; then
  timeout -s INT -k 60 "$BASELINE_SECONDS" "$passnet" bench suite run "$scratch/suite" \
    --backends "${BASELINES:-eager,inductor,inductor-max-autotune,cudagraphs}" \
    --device "${DEVICE:-cuda}" \
    --out "$scratch/baselines" --jobs "${RUN_JOBS:-4}" -q 2>&1 | tail -n 30 |
    tee -a "$out/summary.txt"
  cp "$scratch/baselines/suite-scores.json" "$out/" 2>/dev/null
fi
# The prefix samples are rebuilt from the DB's cache when needed: carrying them costs room.
# The baselines' run folder travels too: `bench suite run` resumes it.
(cd "$scratch" && tar czf "$out/work.tgz" --exclude=work/mined/.prefix-work work \
  $(test -d baselines && echo baselines))
if [ -d "$scratch/suite" ]; then (cd "$scratch" && tar czf "$out/suite.tgz" suite); fi
ls -la "$out" | tee -a "$out/summary.txt"
