#!/usr/bin/env bash
# What the harness costs per job at one commit: `passnet bench run` of the example samples with
# eager, Inductor and an example pass on the CPU, user+sys CPU seconds of the engine and its
# workers. The engine binary is the one given; the Python runtime is the commit's.
#   usage: bench/ci/harness_per_job.sh CLONE PASSNET_BIN LABEL
set -euo pipefail
clone=$1 passnet=$2 label=$3
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cd "$clone"
PYTHONPATH="$clone/python" TORCHINDUCTOR_CACHE_DIR="$out/inductor" TRITON_INTERPRET=1 \
  OMP_NUM_THREADS=1 /usr/bin/time -f "$label wall=%e user=%U sys=%S" "$passnet" bench run \
  --samples examples/samples --out "$out/run" --device cpu \
  --backends eager,inductor,passes:examples/passes/scale_mask --warmup 1 --trials 1 -q 2>&1 |
  tail -1
