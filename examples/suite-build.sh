#!/usr/bin/env bash
# Rebuilds examples/suite, the small PassBench suite the quickstart runs, from the hand-written
# samples in examples/samples, on the CPU. The samples are copied to a fixed folder first, so the
# provenance in the subgraphs (subgraph_sources.json "parent") does not depend on the checkout.
#   usage: examples/suite-build.sh [PASSNET_BIN]     (default: passnet on PATH)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
passnet="${1:-passnet}"
build=/tmp/passnet-example-suite
rm -rf "$build" "$repo/examples/suite"
mkdir -p "$build"
cp -r "$repo/examples/samples" "$build/samples"
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
# Every group is kept (--max-speedup 1e9): a demo of the flow, not a curated long tail.
"$passnet" bench suite build --samples "$build/samples" --out "$repo/examples/suite" \
  --work "$build/work" --device cpu --window 12 --compile-workers 2 --trials 10 --warmup 2 \
  --max-speedup 1e9 --eval-share 0.5 --seed 7 -q
