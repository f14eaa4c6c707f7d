"""Coverage of a ``passnet synth`` run by op family (issue 32's coverage table), from its
``synth-report.json``.

    python3 bench/synth/coverage.py OUT/synth-report.json [MORE/synth-report.json ...] [--markdown]

Several reports of one suite and split are read as one run: a task a later report holds replaces
the earlier one's (a run over a few tasks after the templates grew, say).

Per family: tasks, tasks covered (every subgraph matched and correct), partial, uncovered or
dropped, the templates used, and the first reason a task was not covered; then the totals, the
share of tasks covered, and how many of the covered tasks PassNet's matcher also matches on every
subgraph (it normalises only the pattern, so a call the model wrote with a keyword matches no
pattern there: docs/passes.md)."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any


def table(report: dict[str, Any]) -> list[tuple[str, int, Counter[str], set[str], str]]:
    by_family: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for entry in report["reports"]:
        by_family[entry["family"]].append(entry)
    rows = []
    for family, entries in by_family.items():
        statuses = Counter(e["status"] for e in entries)
        templates = {e["template"] for e in entries if e["template"]}
        reason = next(
            (e["reason"] for e in entries if e["status"] != "covered" and e["reason"]), ""
        )
        rows.append((family, len(entries), statuses, templates, reason or ""))
    return sorted(rows, key=lambda row: (-row[1], row[0]))


def _combined(reports: list[dict[str, Any]]) -> dict[str, Any]:
    first = reports[0]
    for other in reports[1:]:
        if (other["suite"], other["split"]) != (first["suite"], first["split"]):
            raise SystemExit("coverage: the reports are of different suites or splits")
    by_task = {e["task"]: e for report in reports for e in report["reports"]}
    seconds = sum(report["seconds"] for report in reports)
    return {**first, "reports": list(by_task.values()), "seconds": seconds}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reports", type=Path, nargs="+")
    parser.add_argument("--markdown", action="store_true", help="a Markdown table")
    args = parser.parse_args(argv)
    report = _combined([json.loads(path.read_text()) for path in args.reports])
    rows = table(report)
    total = Counter(e["status"] for e in report["reports"])
    tasks = len(report["reports"])
    subgraphs = sum(e["subgraphs"] for e in report["reports"])
    correct = sum(e["correct"] for e in report["reports"])
    passnet = sum(
        1
        for e in report["reports"]
        if e["status"] == "covered" and e.get("matched_passnet", 0) == e["subgraphs"]
    )
    if args.markdown:
        print("| family | tasks | covered | partial | not covered | template | why not |")
        print("|---|---|---|---|---|---|---|")
        for family, count, statuses, templates, reason in rows:
            missing = statuses["uncovered"] + statuses["dropped"]
            why = reason.split(";")[0][:90].replace("|", "/")
            print(
                f"| {family} | {count} | {statuses['covered']} | {statuses['partial']} | "
                f"{missing} | {'+'.join(sorted(templates))} | {why} |"
            )
    else:
        for family, count, statuses, templates, _ in rows:
            print(f"{family:<52} {count:>3}  {dict(statuses)}  {'+'.join(sorted(templates))}")
    print(
        f"\n{report['suite']} ({report['split']}): {tasks} tasks, covered {total['covered']} "
        f"({total['covered'] / max(tasks, 1):.1%}), partial {total['partial']}, uncovered "
        f"{total['uncovered']}, dropped {total['dropped']}; {correct}/{subgraphs} subgraphs "
        f"correct; {report['seconds']:.0f} s; PassNet's matcher also matches every subgraph of "
        f"{passnet} covered tasks"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
