#!/usr/bin/env bash
# Fusible mining (`extract fusible --fusible-method groups`) on one GPU and on two (issue 33), to
# say what bounds it: each run starts from the same annotated DB with an empty kernel-count cache
# and an empty Inductor cache, mines for FUSIBLE_SECONDS with its GPUs and compile workers, and
# reports what it compiled and found in that time and where the compile pool's time went.
#
#   bench/exec/mining_device.sh PASSNET_BIN SAMPLES_TGZ OUT_DIR
#
# SAMPLES_TGZ  a .tgz of a folder samples/ (bench/carries.sh methods makes .gpu/methods82.tgz)
# Environment: RUNS ["0:14 0,1:14 0,1:28"] (GPUS:WORKERS per run), FUSIBLE_SECONDS [90],
# WINDOW [12], WORK [/tmp/mining-device].
set -uo pipefail
passnet="$1" samples_tgz="$2" out="$3"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
source "$repo/bench/lib.sh"
work="${WORK:-/tmp/mining-device}"
device_start "$passnet" "$out" "$work"
bash "$repo/bench/passbench/environment.sh" | tee "$out/summary.txt"
nproc | sed 's/^/cpus: /' | tee -a "$out/summary.txt"
if [ ! -f "$work/base.db" ]; then
  rm -rf "$work/samples"
  tar xzf "$samples_tgz" -C "$work"
  "$passnet" dataset index "$work/samples" --db "$work/base.db.new" -q | tail -n 2
  step annotate 300 "$passnet" graph annotate "$work/samples" --db "$work/base.db.new" \
    --device cuda --replay fast --jobs 16 -q
  mv "$work/base.db.new" "$work/base.db"
fi
for run in ${RUNS:-0:14 0,1:14 0,1:28}; do
  gpus="${run%%:*}" workers="${run#*:}"
  name="groups-gpus-${gpus//,/-}-workers-$workers"
  rm -rf "$work/$name" && mkdir -p "$work/$name"
  cp "$work/base.db" "$work/$name/run.db"
  TORCHINDUCTOR_CACHE_DIR="$work/$name/inductor" TRITON_CACHE_DIR="$work/$name/triton" \
    step "$name" $((${FUSIBLE_SECONDS:-90} + 120)) "$passnet" extract fusible \
    --db "$work/$name/run.db" --out "$work/$name/out" --device cuda --gpus "$gpus" \
    --compile-workers "$workers" --window "${WINDOW:-12}" --fusible-method groups \
    --fusible-seconds "${FUSIBLE_SECONDS:-90}" --no-annotate --json -q
  python3 - "$out/$name.out" "$name" <<'EOF' | tee -a "$out/summary.txt"
import json, sys
text = open(sys.argv[1]).read()
report = json.loads(text[text.index("{"):])["fusible"]
mining, pool = report["mining"], report["pool"]
print(f"{sys.argv[2]}: {mining.get('seconds', 0):.0f} s, {report['compiles']} compiles, "
      f"{mining.get('written', 0)} new distinct subgraphs, pool busy {pool['busy_share']:.0%}, "
      f"job-seconds {pool['job_seconds']:.0f}, compiling {pool['compile_seconds']:.0f}, "
      f"worker starts {pool['worker_starts']}")
EOF
done
