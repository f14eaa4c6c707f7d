#!/usr/bin/env bash
# Run-to-run drift of passnet's timing on a GPU host, in one call: a fixed subset of the suite's
# subgraphs (every EVERY-th folder, sorted) run twice under eager and inductor with each timing
# method, then `bench compare` between the two runs of each method.
#
#   bench/timing/drift_device.sh PASSNET_BIN OUT_DIR
#
# Environment: EVERY [12], JOBS [6], SECONDS_PER_RUN [130], METHODS ["batched graphnet"],
# RUNS [/tmp/drift] (the run folders; the same folder resumes).
set -uo pipefail
passnet="$1" out="$2"
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
mkdir -p "$out"
bash "$repo/bench/passbench/environment.sh" | tee "$out/summary.txt"
list="$out/samples.txt"
ls -d "$repo"/suites/passbench-h100/subgraphs/*/ | sed 's|/$||' | awk -v n="${EVERY:-12}" 'NR % n == 1' >"$list"
echo "$(wc -l <"$list") subgraphs, jobs ${JOBS:-6}" | tee -a "$out/summary.txt"
for method in ${METHODS:-batched graphnet}; do
  for run in 1 2; do
    started=$(date +%s)
    timeout -s INT -k 30 "${SECONDS_PER_RUN:-130}" "$passnet" bench run --samples "$list" \
      --backends eager,inductor --device cuda --jobs "${JOBS:-6}" --timing "$method" \
      --out "${RUNS:-/tmp/drift}/$method-$run" -q >/dev/null 2>&1
    echo "$method run $run: status $?, $(( $(date +%s) - started )) s" | tee -a "$out/summary.txt"
  done
  "$passnet" bench compare "${RUNS:-/tmp/drift}/$method-1" "${RUNS:-/tmp/drift}/$method-2" --backend inductor \
    --show 8 2>&1 | tee -a "$out/summary.txt"
  "$passnet" bench compare "${RUNS:-/tmp/drift}/$method-1" "${RUNS:-/tmp/drift}/$method-2" --backend inductor \
    --json >"$out/compare-$method.json" 2>/dev/null
done
python3 - "${RUNS:-/tmp/drift}" "$out" <<'PY' | tee -a "$out/summary.txt"
import json, sqlite3, statistics, sys
from pathlib import Path
root, out = Path(sys.argv[1]), Path(sys.argv[2])
for run in sorted(root.iterdir()):
    db = sqlite3.connect(run / "run.db")
    phases, verdicts, seconds = {}, {}, []
    for reply, harness in db.execute("SELECT reply, harness_seconds FROM jobs"):
        reply = json.loads(reply)
        seconds.append(harness)
        for name, value in (reply.get("phases") or {}).items():
            phases.setdefault(name, []).append(value)
        for backend in (reply.get("backends") or {}).values():
            verdict = ((backend or {}).get("timing") or {}).get("verdict", "none")
            verdicts[verdict] = verdicts.get(verdict, 0) + 1
    med = {k: round(statistics.median(v), 3) for k, v in phases.items()}
    print(f"{run.name}: jobs {len(seconds)}, harness s/job median "
          f"{statistics.median(seconds) if seconds else 0:.2f}, phases {med}, verdicts {verdicts}")
PY
