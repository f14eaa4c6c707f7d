"""Each pass backend of a task run against Inductor, per rule: the G-mean speedup over Inductor
of the subgraphs each rule replaced in, and where lowering was asked for, how many of its
calls were lowered. Under the host-inclusive invocations a pass is timed with Inductor in the
same rounds (``speedup_over_inductor``); under ``cudagraph`` (device time, which drifts about
0.5% between sessions) it is the ratio of the two backends' speedups over eager.

    python bench/models/by_rule.py RUN.db [RUN.db ...]
"""

from __future__ import annotations

import argparse
import json
import math
import sqlite3
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from passnet.spec.backend_spec import BackendKind, recorded_backend_spec


def _gmean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values))


def _rows(db: Path) -> list[tuple[str, str, str, dict[str, Any]]]:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as connection:
        query = "SELECT sample, backend, status, detail FROM results"
        return [
            (s, b, st, json.loads(d or "{}") or {}) for s, b, st, d in connection.execute(query)
        ]


def _speedup(detail: dict[str, Any]) -> float | None:
    speedup = detail.get("speedup")
    if isinstance(speedup, dict):
        speedup = speedup.get("e2e")
    return speedup if isinstance(speedup, (int, float)) and speedup > 0 else None


def table(db: Path) -> list[str]:
    rows = _rows(db)
    inductor = {s: _speedup(d) for s, b, st, d in rows if b == "inductor" and st == "ok"}
    # backend -> rule -> speedups over Inductor; backend -> rule -> [lowered, calls]
    over: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    lowered: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for sample, backend, status, detail in rows:
        report = detail.get("report") or {}
        # Inside Inductor, what the rewrite made (matches counted beforehand include overlaps).
        counted = report.get("rewritten_in_inductor") or report.get("replacements") or {}
        made = {rule: n for rule, n in counted.items() if n}
        spec = recorded_backend_spec(backend)
        if spec is None or spec.kind is not BackendKind.PASSES or status != "ok" or not made:
            continue
        name = spec.prefix
        rule = "+".join(sorted(made))
        paired = detail.get("speedup_over_inductor")
        # A host-inclusive figure without its paired rounds (re-measured) is left out.
        device_timed = (detail.get("timing") or {}).get("method") == "device"
        mine, theirs = _speedup(detail), inductor.get(sample)
        if isinstance(paired, (int, float)) and paired > 0:
            over[name][rule].append(paired)
        elif device_timed and mine is not None and theirs is not None:
            over[name][rule].append(mine / theirs)
        if report.get("lowered") is not None:  # the backend lowers (passes+inductor:)
            for each, count in made.items():
                lowered[name][each][0] += (report.get("lowered") or {}).get(each, 0)
                lowered[name][each][1] += count
    lines = [f"{db}:"]
    for name in sorted(over):
        every = [v for values in over[name].values() for v in values]
        lines.append(f"  {name:18s} all {_gmean(every):.3f}x over Inductor ({len(every)})")
        for rule, values in sorted(over[name].items()):
            note = ""
            if name in lowered:
                done = [f"{lowered[name][r][0]}/{lowered[name][r][1]}" for r in rule.split("+")]
                note = f"  lowered {' '.join(done)}"
            lines.append(f"    {rule:40s} {_gmean(values):.3f}x ({len(values)}){note}")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="+", type=Path, help="a run's run.db")
    for db in parser.parse_args().runs:
        if not db.is_file():
            print(f"by_rule.py: {db}: no such file", file=sys.stderr)
            return 2
        print("\n".join(table(db)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
