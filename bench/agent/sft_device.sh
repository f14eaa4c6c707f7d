#!/usr/bin/env bash
# Issue 34's fine-tuning figures on a GPU host: real trajectories of train tasks (the synth policy
# with its launch-table variants, so that attempts differ in score), exported as fine-tuning data
# with and without a score floor, the files' make-up, then the recipe on a tiny randomly
# initialised model built from the records (no weights can reach these machines), full and LoRA:
# its loss curve and seconds per step on the GPU.
#
#   bench/agent/sft_device.sh PASSNET_BIN WHEELS_DIR OUT_DIR
#
# WHEELS_DIR holds what the host lacks for the recipe (trl, datasets and their pure-Python
# dependencies: `pip download trl datasets dill multiprocess --no-deps --only-binary=:all:
# --python-version 3.12 -d WHEELS_DIR`), installed with --no-index. Environment: SUITE
# [suites/passbench-v2], DEVICE [cuda] (cpu: a smoke test of the script), TASKS [12] (train
# tasks), JOBS [8], CONCURRENCY [4], MIN_AS [1.0], AGENT_SECONDS [240], STEPS [40] (optimiser
# steps per run), HIDDEN [256], LAYERS [4], WORK [/tmp/sft-device].
set -uo pipefail
passnet="$1" wheels="$2" out="$3"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
source "$repo/bench/lib.sh"
suite="${SUITE:-$repo/suites/passbench-v2}"
work="${WORK:-/tmp/sft-device}"
device_start "$passnet" "$out" "$work"
python3 -c 'import trl, datasets' 2>/dev/null ||
  python3 -m pip install -q --no-index --no-deps "$wheels"/*.whl 2>&1 | tail -n 3
python3 -c 'import torch, transformers, trl, peft, datasets as d
print("torch", torch.__version__, "transformers", transformers.__version__, "trl", trl.__version__,
      "peft", peft.__version__, "datasets", d.__version__)' | tee "$out/summary.txt"
device="${DEVICE:-cuda}"
[ "$device" = cpu ] || nvidia-smi -L | tee -a "$out/summary.txt"

[ -d "$work/synth" ] || step synth-train - python3 -m passnet.synth --suite "$suite" \
  --split train --out "$work/synth" --no-verify -q
mapfile -t tasks < <(cd "$work/synth" && ls -d */ 2>/dev/null | tr -d / | head -n "${TASKS:-12}")
echo "train tasks: ${#tasks[@]}" | tee -a "$out/summary.txt"
[ "${#tasks[@]}" -gt 0 ] || exit 1
task_flags=()
for task in "${tasks[@]}"; do task_flags+=(--task "$task"); done
echo '{"kind": "synth", "evaluations": 1, "variants": 3}' >"$work/policy.json"
step agent-train "${AGENT_SECONDS:-240}" "$passnet" agent run --suite "$suite" "${task_flags[@]}" \
  --policy "$work/policy.json" --out "$work/agent" --device "$device" --jobs "${JOBS:-8}" \
  --concurrency "${CONCURRENCY:-4}" --baseline-cache "$work/baselines.db"
"$passnet" agent report "$work/agent" | tee -a "$out/summary.txt"

"$passnet" agent export-sft "$work/agent" --suite "$suite" --format openai \
  --out "$out/sft-all.jsonl" | tee -a "$out/summary.txt"
"$passnet" agent export-sft "$work/agent" --suite "$suite" --format openai \
  --min-as "${MIN_AS:-1.0}" --out "$out/sft-min-as.jsonl" | tee -a "$out/summary.txt"
"$passnet" agent export-sft "$work/agent" --suite "$suite" --format sharegpt \
  --out "$out/sft-all.sharegpt.jsonl" | tee -a "$out/summary.txt"
python3 "$repo/bench/agent/sft_makeup.py" "$out"/sft-*.jsonl | tee -a "$out/summary.txt"
[ -s "$out/sft-all.jsonl" ] || { echo "no finished train attempt to fine-tune on" >&2; exit 1; }

step tiny-model - python3 -m passnet.train.tiny --data "$out/sft-all.jsonl" --out "$work/tiny" \
  --hidden "${HIDDEN:-256}" --layers "${LAYERS:-4}" --heads 4
for mode in full lora; do
  flags=(--learning-rate 3e-3)
  [ "$mode" = lora ] && flags=(--lora --learning-rate 3e-2)
  step "train-$mode" - python3 -m passnet.train.sft --data "$out/sft-all.jsonl" \
    --model "$work/tiny" --out "$work/trained-$mode" --max-steps "${STEPS:-40}" \
    --batch-size 1 --grad-accum 1 "${flags[@]}"
  cp "$work/trained-$mode/train_summary.json" "$out/train-$mode.json"
  python3 - "$out/train-$mode.json" <<'PY' | tee -a "$out/summary.txt"
import json, sys
s = json.load(open(sys.argv[1]))
losses = s["losses"]
print(f"{'lora' if s['lora'] else 'full'} on {s['device']}: {s['steps']} steps, "
      f"{s['seconds_per_step']:.3f} s a step, loss {losses[0]:.3f} -> {losses[-1]:.3f} "
      f"(first five {sum(losses[:5]) / 5:.3f}, last five {sum(losses[-5:]) / 5:.3f})")
print("  losses: " + " ".join(f"{x:.2f}" for x in losses))
PY
done
tar -C "$work" -czf "$out/agent-train.tgz" agent/summary.json \
  $(cd "$work" && ls -d agent/*/attempt-*/result.json 2>/dev/null)
