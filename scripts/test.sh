#!/usr/bin/env bash
# Runs every test: the style checks (ruff, clang-format), the GoogleTest suite (through ctest)
# and the pytest suite, then prints each stage's seconds and the 15 slowest tests. The real
# GraphNet samples in ../shared/data/graphnet are unpacked once into $PASSNET_GRAPHNET_CACHE
# (default /tmp/passnet-graphnet) for the corpus tests; without ../shared those tests skip and
# say so. A stage that fails does not stop the others; the exit status is the first failure's.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
build_dir="${BUILD_DIR:-build}"
cache="${PASSNET_GRAPHNET_CACHE:-/tmp/passnet-graphnet}"
archive="../shared/data/graphnet/graphnet-torch-dev.tar.zst"
own_stage_file=""
if [ -z "${PASSNET_STAGE_TIMES:-}" ]; then
  own_stage_file=$(mktemp)
  export PASSNET_STAGE_TIMES=$own_stage_file
fi

unpack_corpus() {
  if [ ! -f "$cache/.complete" ]; then
    echo "test: unpacking $archive into $cache"
    rm -rf "$cache" && mkdir -p "$cache"
    zstd -dc "$archive" | tar x -C "$cache"
    touch "$cache/.complete"
  fi
}

build() {
  cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$build_dir"
}

# ruff (lint and format) over the Python, clang-format over the C++, both configured in the
# repository (pyproject.toml, .clang-format).
style() {
  local status=0
  python3 -m ruff check python tests/python bench || status=$?
  python3 -m ruff format --check python tests/python bench || status=$?
  local cxx
  mapfile -t cxx < <(find src tests/cpp bench fuzz -name '*.cc' -o -name '*.h')
  clang-format --dry-run --Werror "${cxx[@]}" || status=$?
  return "$status"
}

status=0
if [ -z "${PASSNET_GRAPHNET_DIR:-}" ] && [ -f "$archive" ]; then
  stage corpus unpack_corpus
  export PASSNET_GRAPHNET_DIR="$cache/samples"
fi
stage build build
export PASSNET_BIN="${PASSNET_BIN:-$PWD/$build_dir/passnet}"

stage style style || status=$?
stage ctest ctest --test-dir "$build_dir" --output-on-failure -j 2 || status=$?
stage pytest python3 -m pytest -q tests/python --durations=15 || status=$?
if [ -n "$own_stage_file" ]; then
  stage_table
  rm -f "$own_stage_file"
fi
exit $status
