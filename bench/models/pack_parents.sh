#!/usr/bin/env bash
# The parent samples of a suite's subgraphs, from a GraphNet corpus, as the small archive
# models_device.sh carries to a GPU host (the whole corpus is too large to carry beside the
# engine):
#
#   bench/models/pack_parents.sh SUITE CORPUS_ROOT OUT.tgz
#
# CORPUS_ROOT holds samples/ (unpack ../shared/data/graphnet/graphnet-torch-dev.tar.zst there).
set -euo pipefail
suite="$1" corpus="$2" archive="$3"
passnet="${PASSNET_BIN:-build/passnet}"
list="$(mktemp)"
"$passnet" bench suite parents "$suite" --split all --corpus "$corpus" --out "$list" | head -n 1
root="$(cd "$corpus" && pwd)"
sed "s|^$root/||" "$list" | tar -czf "$archive" -C "$root" -T -
rm -f "$list"
ls -l "$archive"
