#!/usr/bin/env bash
# Scores and reports every run database committed to this repository, so that a refactor can show
# it changed no figure: run it before and after, then `diff -r BEFORE AFTER`.
# For each database (*.db.xz, and *.db inside a committed .tgz) it writes, under OUT_DIR:
#   NAME.report.json            `passnet bench report --json`
#   NAME.score.BACKEND.json     `passnet bench score --json --backend BACKEND` for every backend
#                               the run recorded other than eager (exit status appended)
#   usage: bench/ci/score_snapshot.sh PASSNET_BIN OUT_DIR
set -uo pipefail
bin=$(realpath "$1") out=$(mkdir -p "$2" && cd "$2" && pwd)
repo="$(cd "$(dirname "$0")/../.." && pwd)"
# A fixed folder: the outputs name the run's path, which must be the same on both sides.
work=/tmp/passnet-score-snapshot
rm -rf "$work" && mkdir -p "$work" && trap 'rm -rf "$work"' EXIT
cd "$repo"

snapshot() {  # NAME DB_FILE
  local name=$1 db=$2 dir="$work/$1"
  mkdir -p "$dir" && cp "$db" "$dir/run.db"
  "$bin" bench report --json "$dir" >"$out/$name.report.json" 2>&1
  echo "exit $?" >>"$out/$name.report.json"
  local backends
  backends=$(sqlite3 "$dir/run.db" "select distinct backend from results where backend != 'eager'")
  for backend in $backends; do
    local file="$out/$name.score.$(echo "$backend" | tr '/:{}' '____').json"
    "$bin" bench score --json --bootstrap 200 --backend "$backend" "$dir" >"$file" 2>&1
    echo "exit $?" >>"$file"
  done
}

count=0
for packed in $(git ls-files '*.db.xz'); do
  name=$(echo "${packed%.db.xz}" | tr '/' '_')
  xz -dc "$packed" >"$work/unpacked.db" && snapshot "$name" "$work/unpacked.db"
  count=$((count + 1))
done
for archive in $(git ls-files '*.tgz'); do
  mkdir -p "$work/tgz" && tar xzf "$archive" -C "$work/tgz"
  while IFS= read -r db; do
    name=$(echo "${archive%.tgz}/${db#"$work/tgz/"}" | tr '/' '_')
    snapshot "${name%.db}" "$db"
    count=$((count + 1))
  done < <(find "$work/tgz" -name '*.db')
  rm -rf "$work/tgz"
done
echo "$count run databases snapshotted under $out"
