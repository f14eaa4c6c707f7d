#!/usr/bin/env bash
# Runs every test: the style checks (ruff, clang-format), the GoogleTest suite (through ctest)
# and the pytest suite. The real GraphNet samples in ../shared/data/graphnet are unpacked once
# into $PASSNET_GRAPHNET_CACHE (default /tmp/passnet-graphnet) for the corpus tests; without
# ../shared those tests skip and say so.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir="${BUILD_DIR:-build}"
cache="${PASSNET_GRAPHNET_CACHE:-/tmp/passnet-graphnet}"
archive="../shared/data/graphnet/graphnet-torch-dev.tar.zst"

if [ -z "${PASSNET_GRAPHNET_DIR:-}" ] && [ -f "$archive" ]; then
  if [ ! -f "$cache/.complete" ]; then
    echo "test: unpacking $archive into $cache"
    rm -rf "$cache" && mkdir -p "$cache"
    zstd -dc "$archive" | tar x -C "$cache"
    touch "$cache/.complete"
  fi
  export PASSNET_GRAPHNET_DIR="$cache/samples"
fi

cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build_dir"
export PASSNET_BIN="${PASSNET_BIN:-$PWD/$build_dir/passnet}"

status=0
# Style first, and failing the run: ruff (lint and format) over the Python, clang-format over the
# C++ (both configured in the repository: pyproject.toml, .clang-format).
python3 -m ruff check python tests/python bench || status=$?
python3 -m ruff format --check python tests/python bench || status=$?
mapfile -t cxx < <(find src tests/cpp bench fuzz -name '*.cc' -o -name '*.h')
clang-format --dry-run --Werror "${cxx[@]}" || status=$?
ctest --test-dir "$build_dir" --output-on-failure -j 2 || status=$?
python3 -m pytest -q tests/python || status=$?
exit $status
