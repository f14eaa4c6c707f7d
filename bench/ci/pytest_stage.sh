#!/usr/bin/env bash
# The pytest stage of one commit, fresh as CI runs it, timed: wall and user+sys CPU seconds
# (/usr/bin/time -v), every test's duration, and every test's CPU seconds (pytest_cpu.py, into
# OUT_DIR/COMMIT-N.cpu.json). For comparing two commits on one machine, run
# it in the order old, new, new, old (docs/testing.md).
#   usage: bench/ci/pytest_stage.sh COMMIT OUT_DIR     (OUT_DIR/COMMIT-N.{log,time,cpu.json})
# The commit is cloned from this repository into OUT_DIR and built there (its own engine);
# SIGINT is reset for pytest, so the stage may be started in the background.
set -euo pipefail
commit=$1 out=$(mkdir -p "$2" && cd "$2" && pwd)
here="$(cd "$(dirname "$0")" && pwd)"
clone=$("$here/clone_and_build.sh" "$commit" "$out")
n=1
while [ -e "$out/$commit-$n.log" ]; do n=$((n + 1)); done
rm -rf /tmp/passnet-graphnet /tmp/torchinductor_* ~/.triton ~/.cache/passnet
cd "$clone"
PYTHONPATH="$clone/python:$here" PASSNET_BIN="$clone/build/passnet" \
  PYTEST_CPU_OUT="$out/$commit-$n.cpu.json" \
  /usr/bin/time -v -o "$out/$commit-$n.time" "$here/default_sigint.sh" \
  python3 -m pytest -q tests/python --durations=0 -p no:cacheprovider -p pytest_cpu \
  >"$out/$commit-$n.log" 2>&1 || true
grep -E "passed|failed" "$out/$commit-$n.log" | tail -1
grep -E "Elapsed|User time|System time" "$out/$commit-$n.time"
