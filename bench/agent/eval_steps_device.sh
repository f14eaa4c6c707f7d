#!/usr/bin/env bash
# Issue 34's figures on a GPU host. (1) `passnet agent run` with the synth policy over TASKS eval
# tasks of the suite that the synthesiser covers (or POLICY=scripted: bench/agent/scripted_demo.py's
# ten fixed turns, four of them evaluations, on the same tasks), each attempt evaluating its pass EVALS times on
# one pool of JOBS warm workers with the baseline cache, CONCURRENCY attempts at once: seconds per
# evaluation step (median, p95; each attempt's first, which measures the baselines the cache
# lacks, apart from the later ones) and evaluations per GPU-minute (bench/agent/step_seconds.py),
# and the agent report (in-loop and re-scored). (2) PassNet's evaluator on the same passes: a
# fresh `bench run --preset passnet` per evaluation (its whole entry script, every baseline
# measured again), on the first PASSNET_TASKS tasks' visible subgraphs.
#
#   bench/agent/eval_steps_device.sh PASSNET_BIN OUT_DIR
#
# PASSNET_BIN may be xz-compressed. Environment: DEVICE [cuda] (cpu: a smoke test of the script),
# SUITE [suites/passbench-v2], SPLIT [eval],
# POLICY [synth], TASKS [20] (or ONLY, task ids separated by spaces), EVALS [10], JOBS [4],
# CONCURRENCY [4],
# PASSNET_TASKS [3], AGENT_SECONDS [420] (a time box; the run resumes), GPUS [1] (how many GPUs
# the run sees: the pool spreads over every visible one), WORK [/tmp/agent-device].
set -uo pipefail
passnet="$1" out="$2"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
source "$repo/bench/lib.sh"
suite="${SUITE:-$repo/suites/passbench-v2}"
split="${SPLIT:-eval}"
work="${WORK:-/tmp/agent-device}"
device_start "$passnet" "$out" "$work"
device="${DEVICE:-cuda}"
bash "$repo/bench/passbench/environment.sh" | tee "$out/summary.txt"
gpus="${GPUS:-1}"  # for evaluations per GPU-minute
if [ "$device" != cpu ]; then
  nvidia-smi -L | tee -a "$out/summary.txt"
  fi

# The tasks the synthesiser writes a pass for (unverified: the agent's evaluation judges them).
[ -d "$work/synth" ] || step synth-all - python3 -m passnet.synth --suite "$suite" --split "$split" \
  --out "$work/synth" --no-verify -q
if [ -n "${ONLY:-}" ]; then
  read -ra tasks <<<"$ONLY"
else
  mapfile -t tasks < <(cd "$work/synth" && ls -d */ 2>/dev/null | tr -d / | head -n "${TASKS:-20}")
fi
echo "tasks: ${#tasks[@]}" | tee -a "$out/summary.txt"
[ "${#tasks[@]}" -gt 0 ] || exit 1
task_flags=()
for task in "${tasks[@]}"; do task_flags+=(--task "$task"); done
case "${POLICY:-synth}" in
  synth) echo "{\"kind\": \"synth\", \"evaluations\": ${EVALS:-10}}" >"$work/synth-policy.json" ;;
  scripted) python3 "$repo/bench/agent/scripted_demo.py" "$work" ;;
  *) echo "POLICY must be synth or scripted, not $POLICY" >&2 && exit 2 ;;
esac
agent="$work/agent"  # the synth runs' folder name, as earlier results name it
[ "${POLICY:-synth}" = synth ] || agent="$work/agent-$POLICY"

t0=$(date +%s%N)
step agent-run "${AGENT_SECONDS:-420}" "$passnet" agent run --suite "$suite" "${task_flags[@]}" \
  --policy "$work/${POLICY:-synth}-policy.json" --out "$agent" --device "$device" \
  --jobs "${JOBS:-4}" --concurrency "${CONCURRENCY:-4}" --baseline-cache "$work/baselines.db"
wall=$(((($(date +%s%N) - t0) / 1000000)))
python3 "$repo/bench/agent/step_seconds.py" "$agent" --wall-seconds "$((wall / 1000))" \
  --gpus "$gpus" | tee -a "$out/summary.txt"
python3 "$repo/bench/agent/step_seconds.py" "$agent" --wall-seconds "$((wall / 1000))" \
  --gpus "$gpus" --json >"$out/step_seconds.json"
"$passnet" agent report "$agent" | tee -a "$out/summary.txt"

# PassNet's evaluator: every evaluation a fresh process that measures everything again.
for task in "${tasks[@]:0:${PASSNET_TASKS:-3}}"; do
  best="$agent/$task/attempt-0/best"
  [ -d "$best" ] || continue
  "$passnet" agent prompt --suite "$suite" --task "$task" --json |
    python3 -c 'import json, sys; d = json.load(sys.stdin); print("\n".join(d["visible"]))' \
      >"$work/$task.visible"
  python3 - "$suite" "$task" "$work/$task.visible" >"$work/$task.samples" <<'PY'
import json, sys
from pathlib import Path
suite, task, visible = Path(sys.argv[1]), sys.argv[2], set(Path(sys.argv[3]).read_text().split())
manifest = next(suite.glob(f"tasks/**/{task}.json"))
for entry in json.loads(manifest.read_text())["subgraphs"]:
    if entry.get("graph_hash") in visible:
        print(suite / entry["path"])
PY
  for k in 1 2; do
    step "passnet-$task-$k" 300 "$passnet" bench run --samples "$work/$task.samples" \
      --backends "passes:$best" --device "$device" --preset passnet --no-floor \
      --out "$work/passnet-$task-$k" -q
  done
done
grep -E "^passnet-" "$out/steps.txt" >>"$out/summary.txt"
name="$(basename "$agent")"
tar -C "$work" -czf "$out/agent-run.tgz" "$name/summary.json" $(cd "$work" &&
  ls -d "$name"/*/attempt-*/trajectory.jsonl "$name"/*/attempt-*/result.json 2>/dev/null)
