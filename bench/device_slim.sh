#!/usr/bin/env bash
# The tracked tree (about 68 MB as the device tool counts it, 22,882 files of it suite v2's
# subgraph folders) is over the 64 MiB a lent GPU machine takes, so no device call starts from a
# full checkout. This hides the subgraph folders of suites/passbench-v2 (which v3 and the H100
# suite link to) that a device command does not read, for the length of the calls, and puts
# them back. Nothing is deleted: the folders wait in HOLD, and `restore` is safe to run twice.
#
#   bench/device_slim.sh hide SAMPLE_SUITE...   keep only the subgraphs these suites' tasks name
#   bench/device_slim.sh restore                 put every hidden folder back
#
# SAMPLE_SUITE is a suite folder (bench/synth/sample_suite.py writes one). Environment: HOLD
# [/tmp/passnet-device-slim]. Check `git status` after restore: it must show no deletion.
set -euo pipefail
cd "$(dirname "$0")/.."
subgraphs=suites/passbench-v2/subgraphs
hold="${HOLD:-/tmp/passnet-device-slim}"
case "${1:-}" in
  hide)
    shift
    [ "$#" -gt 0 ] || { echo "device_slim: name the suites whose subgraphs stay" >&2; exit 2; }
    keep="$(mktemp)"
    trap 'rm -f "$keep"' EXIT
    grep -rhoE '"subgraphs/[0-9a-f]+' "${@/%//tasks}" | sed 's|"subgraphs/||' | sort -u >"$keep"
    mkdir -p "$hold"
    moved=0
    while read -r name; do
      mv "$subgraphs/$name" "$hold/" && moved=$((moved + 1))
    done < <(ls "$subgraphs" | sort | comm -23 - "$keep")
    echo "device_slim: $moved subgraph folders hidden in $hold, $(wc -l <"$keep") kept"
    ;;
  restore)
    count=0
    if [ -d "$hold" ]; then
      for folder in "$hold"/*; do
        [ -e "$folder" ] || continue
        mv "$folder" "$subgraphs/" && count=$((count + 1))
      done
    fi
    echo "device_slim: $count subgraph folders restored"
    ;;
  *)
    sed -n '2,13p' "$0" >&2
    exit 2
    ;;
esac
