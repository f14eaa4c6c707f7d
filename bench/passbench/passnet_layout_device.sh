#!/usr/bin/env bash
# PassNet's layout on a GPU host: the reference passes' tasks of suites/passbench-h100 exported in
# PassNet's layout, a "leaderboard model" folder holding each task's pass_dir (the reference pass
# written for it, one rule each), and `bench suite run` over the export with `pass_dir:MODEL`
# beside inductor: the passes applied as PassNet applies them (its matcher, limits and pass_dir
# package), under passnet's default and under --preset passnet.
#
#   bench/passbench/passnet_layout_device.sh PASSNET_BIN OUT_DIR
#
# Environment: JOBS [6], RUN_SECONDS [280], INVOCATION [dynamo], PRESETS ["default passnet"].
set -uo pipefail
passnet="$1" out="$2"
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
scratch=/tmp/passnet-layout
rm -rf "$scratch" && mkdir -p "$scratch" "$out"
bash "$here/environment.sh" | tee "$out/summary.txt"
"$passnet" bench suite export "$repo/suites/passbench-h100" --split eval --out "$scratch/PassNet" \
  | tee -a "$out/summary.txt"
python3 - "$scratch" "$repo/passes/reference" <<'PY'
import json, shutil, sys
from pathlib import Path
scratch, passes = Path(sys.argv[1]), Path(sys.argv[2])
prefixes = json.loads((passes / "tasks.json").read_text())
index = json.loads((scratch / "PassNet" / "passnet-export.json").read_text())
chosen = []
for task in index["tasks"]:
    name = next((n for n, ps in prefixes.items() if task["source_id"].startswith(tuple(ps))), None)
    if name:
        shutil.copytree(passes / name, scratch / "model" / task["id"] / "pass_dir")
        chosen.append(task["folder"])
(scratch / "reference-tasks.txt").write_text("".join(f"{f}\n" for f in chosen))
print(f"{len(chosen)} tasks get a pass_dir in {scratch / 'model'}")
PY
for preset in ${PRESETS:-default passnet}; do
  started=$SECONDS
  timeout -s INT -k 60 "${RUN_SECONDS:-280}" "$passnet" bench suite run "$scratch/PassNet" \
    --list "$scratch/reference-tasks.txt" --backends "inductor,pass_dir:$scratch/model" \
    --invocation "${INVOCATION:-dynamo}" --preset "$preset" --jobs "${JOBS:-6}" \
    --out "$scratch/run-$preset" -q > "$scratch/run-$preset.log" 2>&1
  echo "== preset $preset ($((SECONDS - started)) s)" | tee -a "$out/summary.txt"
  grep -v "^  [0-9a-f]\{64\} " "$scratch/run-$preset.log" | tail -n 22 | tee -a "$out/summary.txt"
  cp "$scratch/run-$preset/suite-scores.json" "$out/passnet-layout-$preset-scores.json" 2>/dev/null
  python3 - "$scratch/run-$preset/run.db" <<'PY' | tee -a "$out/summary.txt"
import collections, json, sqlite3, sys
rows = sqlite3.connect(sys.argv[1]).execute("SELECT backend, status, error FROM results")
counts, errors = collections.Counter(), collections.Counter()
for backend, status, error in rows:
    counts[(backend.split(":")[0], status)] += 1
    if error:
        errors[(backend.split(":")[0], error.split(":")[0][:60])] += 1
print("statuses:", dict(counts))
print("errors:", dict(errors.most_common(5)))
PY
done
