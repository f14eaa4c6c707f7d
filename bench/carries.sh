#!/usr/bin/env bash
# Makes what the device scripts carry to a GPU host, into the repository's ignored .gpu/ folder:
# the static engine (the GPU image lacks SQLite and xxHash, and its glibc is newer than ours) and
# the corpus as the archives the scripts take (the image has no zstd command). A lent machine
# starts bare on each call and this host's /tmp does not outlive a session, so these are rebuilt
# from a fresh clone and ../shared rather than kept.
#
#   bench/carries.sh [WHAT ...]      WHAT: passnet corpus methods synth (default: the first three)
#
# passnet   .gpu/passnet: -DPASSNET_STATIC=ON -DPASSNET_WITH_LIBARCHIVE=OFF (build dir build-static)
# corpus    .gpu/corpus.tar.xz: the GraphNet archive recompressed (corpus_device.sh, run_device.sh)
# methods   .gpu/methods82.tgz and .gpu/methods258.tgz: the corpus samples whose model.py is under
#           40 KB and 80 KB (82 and 258 samples today), for methods_device.sh (calls 7 and 8 of
#           docs/prefix-analysis.md)
# synth     .gpu/pack/passnet.xz and .gpu/pack/synth-v3.tgz: the static engine compressed and v3's
#           eval pass set (`passnet synth --no-verify`) archived, for bench/synth/synth_device.sh;
#           the tracked tree (31 MB) with the engine (13.5 MB) and the set unpacked went over a
#           lent machine's 64 MiB, counted as it counts. Needs `passnet` built first.
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
    synth)
      mkdir -p .gpu/pack
      xz -T0 -9 -c .gpu/passnet >.gpu/pack/passnet.xz
      set_dir="$(mktemp -d)"
      python3 -m passnet.synth --suite suites/passbench-v3 --split eval --out "$set_dir/synth-v3" \
        --no-verify -q
      tar czf .gpu/pack/synth-v3.tgz -C "$set_dir" synth-v3
      rm -rf "$set_dir"
      echo "carries: .gpu/pack ($(du -sh .gpu/pack | cut -f1): passnet.xz, synth-v3.tgz)"
      ;;
    *)
      echo "carries: unknown item '$item' (passnet, corpus, methods or synth)" >&2
      exit 2
      ;;
  esac
done
