#!/usr/bin/env python3
"""A suite's committed baselines given their device-timed columns (issue 31, item 4), from the
device-timed baselines file ``device_baselines.py`` gathers:

    python3 bench/passbench/device_columns.py SUITE RESULTS [--check]

Each task manifest's subgraphs get ``device_eager_us``, ``device_inductor_us`` and
``device_speedup`` (Inductor over eager by device time, per call: the median of per-round
ratios), or ``device_status`` with the row's status where it is not ok; its ``baseline`` gets
``device_measured_subgraphs``, ``device_median_inductor_speedup`` and ``device_source`` (the
results file, as given). The columns beside them (``eager_ms``, ``inductor_ms``,
``inductor_speedup``) stay as curation measured them, host-inclusive through dynamo. Rewriting
from the same file gives the same bytes; ``--check`` only says whether a rewrite would change
anything (exit status 1 if so)."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

_COLUMNS = ("device_eager_us", "device_inductor_us", "device_speedup", "device_status")


def _rows(results: Path) -> dict[str, dict[str, Any]]:
    rows: dict[str, dict[str, Any]] = {}
    for number, line in enumerate(results.read_text().splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as error:
            raise SystemExit(f"{results}:{number}:{error.colno}: {error.msg}") from error
        rows[row["subgraph"]] = row
    return rows


def annotate(task: dict[str, Any], rows: dict[str, dict[str, Any]], source: str) -> None:
    speedups = []
    for subgraph in task["subgraphs"]:
        for column in _COLUMNS:
            subgraph.pop(column, None)
        row = rows.get(subgraph["path"])
        if row is None:
            continue
        if row.get("status") != "ok" or row.get("speedup") is None:
            subgraph["device_status"] = row.get("status") or "unknown"
            continue
        subgraph["device_eager_us"] = row["eager_us"]
        subgraph["device_inductor_us"] = row["inductor_us"]
        subgraph["device_speedup"] = row["speedup"]
        speedups.append(row["speedup"])
    baseline = task.setdefault("baseline", {})
    baseline["device_measured_subgraphs"] = len(speedups)
    baseline["device_median_inductor_speedup"] = statistics.median(speedups) if speedups else None
    baseline["device_source"] = source


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suite", type=Path)
    parser.add_argument("results", type=Path)
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    args = parser.parse_args()
    rows = _rows(args.results)
    suite = json.loads((args.suite / "suite.json").read_text())
    stale = 0
    for entry in suite["tasks"]:
        path = args.suite / entry["manifest"]
        text = path.read_text()
        task = json.loads(text)
        annotate(task, rows, str(args.results))
        written = json.dumps(task, indent=2, sort_keys=True) + "\n"
        if written != text:
            stale += 1
            if not args.check:
                path.write_text(written)
    verb = "stale" if args.check else "rewritten"
    print(f"device_columns: {stale} of {len(suite['tasks'])} manifests {verb}", file=sys.stderr)
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
