#!/usr/bin/env bash
# Line coverage of python/passnet by one commit's pytest suite, with every Python process the
# tests start counted too: the workers the engine spawns, `python -m passnet...` commands and
# helper scripts. Outside CI: coverage roughly doubles the stage's time.
#   usage: bench/ci/coverage.sh COMMIT OUT_DIR     (OUT_DIR/coverage-COMMIT.{log,txt,json})
# Subprocesses start coverage from a sitecustomize module on PYTHONPATH, which Python imports
# at start-up, before the worker's sandbox scrubs its environment and changes its folder; the
# data files therefore go to an absolute path. A worker killed by a signal (a timeout, the red
# team's hangs) writes no data: those lines count only where another process ran them too.
# Lines are what is measured, not time: nothing is cleared first, and two commits may be
# measured at once.
set -euo pipefail
commit=$1 out=$(mkdir -p "$2" && cd "$2" && pwd)
here="$(cd "$(dirname "$0")" && pwd)"
python3 -m pip install -q coverage
clone=$("$here/clone_and_build.sh" "$commit" "$out")
data="$out/coverage-$commit.data"
rm -rf "$data" && mkdir -p "$data/hook"
cat >"$data/coveragerc" <<EOF
[run]
source = $clone/python/passnet
parallel = true
data_file = $data/.coverage
EOF
cat >"$data/hook/sitecustomize.py" <<'EOF'
import coverage

coverage.process_startup()
EOF
cd "$clone"
export COVERAGE_PROCESS_START="$data/coveragerc"
PYTHONPATH="$data/hook:$clone/python" PASSNET_BIN="$clone/build/passnet" \
  "$here/default_sigint.sh" python3 -m pytest -q tests/python -p no:cacheprovider \
  >"$out/coverage-$commit.log" 2>&1 || true
unset COVERAGE_PROCESS_START
cd "$data"
python3 -m coverage combine --rcfile coveragerc -q
python3 -m coverage report --rcfile coveragerc >"$out/coverage-$commit.txt"
python3 -m coverage json --rcfile coveragerc -q -o "$out/coverage-$commit.json"
grep -E "passed|failed" "$out/coverage-$commit.log" | tail -1
tail -1 "$out/coverage-$commit.txt"
