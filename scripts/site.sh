#!/usr/bin/env bash
# The committed results as a site: every suite-scores file under suites/*/results/ (the files
# `bench suite run` writes, kept with the suites) and every curation results file (suite v2's
# per-subgraph measurements) through `passnet report`, into SITE_DIR
# [site/]. CI builds it after the tests and keeps the folder as an artifact; open
# SITE_DIR/index.html. Pass code is never part of it: a site with a leaderboard's passes is
# built by the user, for themselves.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${SITE_DIR:-site}"
passnet="${PASSNET_BIN:-build/passnet}"
mapfile -t inputs < <(python3 - <<'PY'
import json
from pathlib import Path
for path in sorted(Path("suites").glob("*/results/**/*.json")):
    try:
        data = json.loads(path.read_text())
    except ValueError:
        continue
    if not isinstance(data, dict):
        continue
    suite_scores = isinstance(data.get("overall"), dict) and "tasks" in data
    curation = isinstance(data.get("scores"), dict) and isinstance(data.get("subgraphs"), dict)
    if suite_scores or curation:
        print(path)
PY
)
if [ "${#inputs[@]}" -eq 0 ]; then
  echo "site: no suite-scores files under suites/*/results" >&2
  exit 1
fi
rm -rf "$out"
suites=()
for suite in suites/*/; do suites+=(--suite "${suite%/}"); done
"$passnet" report "${inputs[@]}" "${suites[@]}" --out "$out" \
  --title "passnet: the suites' committed results"
du -sh "$out"
