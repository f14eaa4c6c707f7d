#!/usr/bin/env bash
# Integrity on the GPU host (issue 15), in one call: (1) the red-team corpus judged on CUDA (the
# detection table, with the exploits that need a GPU to show themselves: side streams, stale
# device memory, timing detection); (2) what the guards cost: the reference pass set over its
# tasks' eval subgraphs of one dtype, with the integrity layer off and on, alternating, ROUNDS
# times each, per-subgraph evaluation time (job wall time less device-lock waits) and the set's
# AS with the guards on.
#
#   bench/integrity/run_device.sh PASSNET_BIN OUT_DIR
#
# PASSNET_BIN may be xz-compressed (unpacked under /tmp/integrity-device).
#
# Environment: REDTEAM_SECONDS [300] (0: skip 1), JOB_TIMEOUT [45] (what a hanging exploit costs),
# PASS_BACKEND [passes] (the red team through passes, passes+inductor or passes+custom-op),
# COST_DTYPE [float16], ROUNDS [3] (0: skip 2), JOBS [1] (one worker: no lock waits or CPU
# contention in the figures).

set -uo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
source "$repo/bench/lib.sh"
out="$2"
device_start "$1" "$out" /tmp/integrity-device
cd "$repo"
bash bench/passbench/environment.sh | tee "$out/summary.txt"

if [ "${REDTEAM_SECONDS:-300}" != 0 ]; then
  echo "== red team on cuda" | tee -a "$out/summary.txt"
  timeout -s INT -k 30 "${REDTEAM_SECONDS:-300}" python3 -m passnet.integrity redteam \
    tests/integrity/corpus examples/passes --sample examples/samples/attention_scores \
    --device cuda --passnet "$passnet" --out /tmp/redteam --timeout "${JOB_TIMEOUT:-45}" \
    --pass-backend "${PASS_BACKEND:-passes}" 2>&1 | tee -a "$out/summary.txt"
fi

if [ "${ROUNDS:-3}" != 0 ]; then
  ids="$(python3 - "${COST_DTYPE:-float16}" <<'PY'
import json, sys
from pathlib import Path
suite = Path("suites/passbench-h100/tasks/eval")
prefixes = [p for ps in json.loads(Path("passes/reference/tasks.json").read_text()).values() for p in ps]
ids = [m.stem for p in prefixes for m in sorted(suite.glob(f"{p}*-{sys.argv[1]}.json"))]
print(",".join(ids))
PY
)"
  echo "== guard cost over $(echo "$ids" | tr ',' '\n' | wc -l) tasks: $ids" | tee -a "$out/summary.txt"
  for round in $(seq 1 "${ROUNDS:-3}"); do
    for mode in 0 1; do
      rm -rf "/tmp/cost-$mode-$round"  # a run folder left by an earlier call would be resumed
      PASSNET_INTEGRITY=$mode "$passnet" bench suite run suites/passbench-h100 --only "$ids" \
        --backends passes:passes/reference --out "/tmp/cost-$mode-$round" \
        --jobs "${JOBS:-1}" -q > "$out/cost-$mode-$round.txt" 2>&1
      cp "/tmp/cost-$mode-$round/run.db" "$out/cost-$mode-$round.db"
    done
  done
  python3 - "$out" "${ROUNDS:-3}" <<'PY' | tee -a "$out/summary.txt"
import json, sqlite3, statistics, sys
from pathlib import Path
out, rounds = Path(sys.argv[1]), int(sys.argv[2])
def figures(db):
    c = sqlite3.connect(db)
    per_job, guard = {}, {}
    for sample, seconds, reply in c.execute("SELECT sample, seconds, reply FROM jobs"):
        reply = json.loads(reply) or {}
        per_job[sample] = seconds - (reply.get("lock_wait_seconds") or 0)
        guard[sample] = (reply.get("phases") or {}).get("integrity", 0.0)
    verdicts, statuses, speedups = {}, {}, []
    for status, detail, speedup in c.execute(
        "SELECT status, detail, speedup_e2e FROM results WHERE backend LIKE 'passes:%'"):
        statuses[status] = statuses.get(status, 0) + 1
        v = ((json.loads(detail) or {}).get("integrity") or {}).get("verdict", "none")
        verdicts[v] = verdicts.get(v, 0) + 1
        if speedup: speedups.append(speedup)
    return per_job, statuses, verdicts, speedups, guard
for r in range(1, rounds + 1):
    off, s0, v0, sp0, _ = figures(out / f"cost-0-{r}.db")
    on, s1, v1, sp1, guard = figures(out / f"cost-1-{r}.db")
    common = sorted(set(off) & set(on))
    ratios = [on[k] / off[k] for k in common if off[k] > 0]
    print(f"round {r}: {len(common)} subgraphs; evaluation s/subgraph median off "
          f"{statistics.median(off[k] for k in common):.2f} on {statistics.median(on[k] for k in common):.2f}; "
          f"total off {sum(off[k] for k in common):.1f} on {sum(on[k] for k in common):.1f} "
          f"(+{(sum(on[k] for k in common) / sum(off[k] for k in common) - 1) * 100:.1f}%); "
          f"per-subgraph ratio median {statistics.median(ratios):.3f}")
    share = [guard[k] / on[k] for k in common if on[k] > 0]
    print(f"  integrity phase (trials and watched rounds) per subgraph: median "
          f"{statistics.median(guard[k] for k in common) * 1e3:.0f} ms, "
          f"{statistics.median(share) * 100:.1f}% of the guarded evaluation (max {max(share) * 100:.1f}%)")
    print(f"  statuses off {s0} on {s1}; verdicts on {v1}; "
          f"median speedup off {statistics.median(sp0) if sp0 else None} on {statistics.median(sp1) if sp1 else None}")
PY
  for r in $(seq 1 "${ROUNDS:-3}"); do
    echo "-- scores, guards on, round $r" | tee -a "$out/summary.txt"
    tail -n 25 "$out/cost-1-$r.txt" | tee -a "$out/summary.txt"
  done
fi
