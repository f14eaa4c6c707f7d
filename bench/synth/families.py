#!/usr/bin/env python3
"""A synthesised pass set's device figures by op family (issue 32's per-family table), from a
`bench suite run` folder's run.db, the suite it ran (for each subgraph's task and stored floor)
and the set's synth-report.json:

    bench/synth/families.py RUN_DIR SUITE SYNTH_REPORT --backend 'passes:SET/{task}' [--markdown]

Per family: tasks, tasks covered, subgraphs the pass ran right, G-mean of the pass's speedup over
Inductor's on the subgraphs both ran (device time: the same invocation, the same rounds against
eager), fast_1 (share of those where the pass is faster than Inductor) and the median distance to
the floor (the pass's time per call over the floor the suite stores, eager's device time or the
roofline); then the same over everything, and per template."""

from __future__ import annotations

import argparse
import json
import math
import sqlite3
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any


def _gmean(values: list[float]) -> float | None:
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def _subgraphs(suite: Path) -> dict[str, tuple[str, dict[str, Any]]]:
    """Subgraph folder name -> (task id, its manifest entry)."""
    found = {}
    for entry in json.loads((suite / "suite.json").read_text())["tasks"]:
        task = json.loads((suite / entry["manifest"]).read_text())
        for subgraph in task["subgraphs"]:
            found[Path(subgraph["path"]).name] = (entry["id"], subgraph)
    return found


def rows(run_dir: Path, suite: Path, report: Path, backend: str) -> list[dict[str, Any]]:
    members = _subgraphs(suite)
    synth = {r["task"]: r for r in json.loads(report.read_text())["reports"]}
    with sqlite3.connect(run_dir / "run.db") as db:
        found = db.execute(
            "SELECT sample, backend, status, speedup_e2e, candidate_ms FROM results"
        ).fetchall()
    by_sample: dict[str, dict[str, tuple[str, float | None, float | None]]] = defaultdict(dict)
    for sample, name, status, speedup, candidate_ms in found:
        by_sample[Path(sample).name][name] = (status, speedup, candidate_ms)
    out = []
    for name, results in by_sample.items():
        if name not in members or backend not in results:
            continue
        task, entry = members[name]
        status, speedup, ms = results[backend]
        inductor = results.get("inductor", ("missing", None, None))
        both = status == "ok" and inductor[0] == "ok" and speedup and inductor[1]
        floor = entry.get("floor_ms")
        out.append(
            {
                "task": task,
                "family": synth.get(task, {}).get("family", task.rsplit("-", 1)[0]),
                "template": synth.get(task, {}).get("template") or "-",
                "covered": synth.get(task, {}).get("status") in ("covered", "partial"),
                "ok": status == "ok",
                "over_inductor": speedup / inductor[1] if both else None,
                "to_floor": ms / floor if status == "ok" and ms and floor else None,
            }
        )
    return out


def _summary(label: str, items: list[dict[str, Any]]) -> list[str]:
    tasks = {i["task"] for i in items}
    covered = {i["task"] for i in items if i["covered"]}
    ratios = [i["over_inductor"] for i in items if i["over_inductor"] is not None]
    floors = [i["to_floor"] for i in items if i["to_floor"] is not None]
    gmean = _gmean(ratios)
    return [
        label,
        str(len(tasks)),
        str(len(covered)),
        f"{sum(i['ok'] for i in items)}/{len(items)}",
        f"{gmean:.3f}" if gmean else "-",
        f"{sum(r > 1 for r in ratios) / len(ratios):.0%}" if ratios else "-",
        f"{statistics.median(floors):.2f}" if floors else "-",
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run_dir", type=Path)
    parser.add_argument("suite", type=Path)
    parser.add_argument("report", type=Path)
    parser.add_argument("--backend", required=True)
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    items = rows(args.run_dir, args.suite, args.report, args.backend)
    if not items:
        raise SystemExit(f"families: no result of {args.backend} in {args.run_dir}")
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    templates: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for item in items:
        groups[item["family"]].append(item)
        templates[item["template"]].append(item)
    order = sorted(groups, key=lambda f: (-len({i["task"] for i in groups[f]}), f))
    table = [_summary(f, groups[f]) for f in order if len({i["task"] for i in groups[f]}) > 1]
    singles = [i for f in order if len({i["task"] for i in groups[f]}) == 1 for i in groups[f]]
    if singles:
        table.append(_summary("families of one task", singles))
    table += [_summary(f"template {t}", templates[t]) for t in sorted(templates)]
    table.append(_summary("all", items))
    head = ["family", "tasks", "covered", "ran right", "G-mean over Inductor", "fast_1", "to floor"]
    if args.markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
        for row in table:
            print("| " + " | ".join(row) + " |")
    else:
        for row in [head, *table]:
            print(f"{row[0]:<48} " + " ".join(f"{c:>12}" for c in row[1:]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
