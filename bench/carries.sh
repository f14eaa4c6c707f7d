#!/usr/bin/env bash
# Makes what the device scripts carry to a GPU host, into the repository's ignored .gpu/ folder:
# the static engine (the GPU image lacks SQLite and xxHash, and its glibc is newer than ours) and
# the corpus as the archives the scripts take (the image has no zstd command). A lent machine
# starts bare on each call and this host's /tmp does not outlive a session, so these are rebuilt
# from a fresh clone and ../shared rather than kept.
#
#   bench/carries.sh [WHAT ...]      WHAT: passnet corpus methods (default: all three)
#
# passnet   .gpu/passnet: -DPASSNET_STATIC=ON -DPASSNET_WITH_LIBARCHIVE=OFF (build dir build-static)
# corpus    .gpu/corpus.tar.xz: the GraphNet archive recompressed (corpus_device.sh, run_device.sh)
# methods   .gpu/methods82.tgz and .gpu/methods258.tgz: the corpus samples whose model.py is under
#           40 KB and 80 KB (82 and 258 samples today), for methods_device.sh (calls 7 and 8 of
#           docs/prefix-analysis.md)
# Environment: GRAPHNET_ARCHIVE [../shared/data/graphnet/graphnet-torch-dev.tar.zst]
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
archive="${GRAPHNET_ARCHIVE:-../shared/data/graphnet/graphnet-torch-dev.tar.zst}"
mkdir -p .gpu
what=("$@")
[ "${#what[@]}" -eq 0 ] && what=(passnet corpus methods)

unpacked=""
corpus() {
  if [ -z "$unpacked" ]; then
    unpacked="$(mktemp -d)"
    trap 'rm -rf "$unpacked"' EXIT
    echo "carries: unpacking $archive" >&2
    unpack_corpus "$archive" "$unpacked"
  fi
}

for item in "${what[@]}"; do
  case "$item" in
    passnet)
      cmake -S . -B build-static -G Ninja -DCMAKE_BUILD_TYPE=Release -DPASSNET_STATIC=ON \
        -DPASSNET_WITH_LIBARCHIVE=OFF -DPASSNET_BUILD_TESTS=OFF >/dev/null
      cmake --build build-static --target passnet
      cp build-static/passnet .gpu/passnet
      echo "carries: .gpu/passnet ($(.gpu/passnet --version))"
      ;;
    corpus)
      corpus
      tar cJf .gpu/corpus.tar.xz -C "$unpacked" samples
      echo "carries: .gpu/corpus.tar.xz ($(du -h .gpu/corpus.tar.xz | cut -f1))"
      ;;
    methods)
      corpus
      for kb in 40 80; do
        list="$unpacked/under-$kb.txt"
        (cd "$unpacked" && find samples -name model.py -size -"$kb"k -printf '%h\n' | sort) >"$list"
        count=$(wc -l <"$list")
        name=".gpu/methods$count.tgz"
        tar czf "$name" -C "$unpacked" -T "$list"
        echo "carries: $name ($count samples, model.py under $kb KB)"
      done
      ;;
    *)
      echo "carries: unknown item '$item' (passnet, corpus or methods)" >&2
      exit 2
      ;;
  esac
done
