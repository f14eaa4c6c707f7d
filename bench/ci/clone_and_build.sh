#!/usr/bin/env bash
# Clones this repository at COMMIT into OUT_DIR/clone-COMMIT and builds its engine there, once;
# prints the clone's path. The corpus tests find ../shared beside the clone through a link.
#   usage: bench/ci/clone_and_build.sh COMMIT OUT_DIR
set -euo pipefail
commit=$1 out=$2
repo="$(cd "$(dirname "$0")/../.." && pwd)"
clone="$(cd "$out" && pwd)/clone-$commit"
if [ ! -x "$clone/build/passnet" ]; then
  rm -rf "$clone" && git clone -q "$repo" "$clone" && git -C "$clone" checkout -q "$commit"
  ln -sfn "$repo/../shared" "$out/shared"
  cmake -S "$clone" -B "$clone/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$clone/build" >/dev/null
fi
echo "$clone"
