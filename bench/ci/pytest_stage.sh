#!/usr/bin/env bash
# The pytest stage of one commit, fresh as CI runs it, timed: wall and user+sys CPU seconds
# (/usr/bin/time -v) and every test's duration. For comparing two commits on one machine, run
# it in the order old, new, new, old (docs/testing.md).
#   usage: bench/ci/pytest_stage.sh COMMIT OUT_DIR     (OUT_DIR/COMMIT-N.{log,time})
# The commit is cloned from this repository into OUT_DIR and built there (its own engine).
set -euo pipefail
commit=$1 out=$2
repo="$(cd "$(dirname "$0")/../.." && pwd)"
mkdir -p "$out"
clone="$out/clone-$commit"
if [ ! -x "$clone/build/passnet" ]; then
  rm -rf "$clone" && git clone -q "$repo" "$clone" && git -C "$clone" checkout -q "$commit"
  ln -sfn "$repo/../shared" "$out/shared"  # the corpus tests look for ../shared beside a clone
  cmake -S "$clone" -B "$clone/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$clone/build" >/dev/null
fi
n=1
while [ -e "$out/$commit-$n.log" ]; do n=$((n + 1)); done
rm -rf /tmp/passnet-graphnet /tmp/torchinductor_* ~/.triton ~/.cache/passnet
cd "$clone"
PYTHONPATH="$clone/python" PASSNET_BIN="$clone/build/passnet" /usr/bin/time -v \
  -o "$out/$commit-$n.time" python3 -m pytest -q tests/python --durations=0 \
  -p no:cacheprovider >"$out/$commit-$n.log" 2>&1 || true
grep -E "passed|failed" "$out/$commit-$n.log" | tail -1
grep -E "Elapsed|User time|System time" "$out/$commit-$n.time"
