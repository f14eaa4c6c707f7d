#!/usr/bin/env python3
"""Where a benchmark run's time went, from its run.db alone (issue 33): throughput, and for
each GPU how much of the run its timing lock was held exclusively (the part more GPUs divide),
against the CPU work of the workers (loading, compiling, correctness: the part more CPUs or more
hosts divide) and their waits for a GPU.

    bench/exec/where_time_goes.py RUN_DB [RUN_DB ...] [--json]

Per run: jobs, wall seconds (first job start to last job end, as the engine recorded them),
jobs per minute; per GPU the jobs it ran, the seconds its timing windows held it exclusively and
that share of the wall time; and over all jobs the sums of the worker's seconds, its waits for
the device lock, compile seconds (every backend's, Inductor's reference included), timed seconds
(every timing session) and each untimed phase the worker reports."""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from collections import defaultdict
from datetime import datetime
from pathlib import Path
from typing import Any


def _finished(text: str) -> float:
    return datetime.strptime(text, "%Y-%m-%d %H:%M:%S").timestamp()


def _timing_seconds(backend: dict[str, Any]) -> float:
    total = 0.0
    for key in ("timing", "eager_timing", "inductor_timing"):
        timing = backend.get(key)
        if isinstance(timing, dict):
            total += float(timing.get("timed_seconds") or 0.0)
    return total


def where_time_goes(db: Path) -> dict[str, Any]:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as connection:
        rows = connection.execute(
            "SELECT seconds, reply, finished_at, failure FROM jobs"
        ).fetchall()
    if not rows:
        raise SystemExit(f"where_time_goes: {db} records no job")
    starts, ends = [], []
    per_gpu: dict[str, dict[str, float]] = defaultdict(lambda: {"jobs": 0, "exclusive": 0.0})
    windows: dict[str, list[tuple[float, float]]] = defaultdict(list)
    sums: dict[str, float] = defaultdict(float)
    phases: dict[str, float] = defaultdict(float)
    failed = 0
    for seconds, reply_text, finished_at, failure in rows:
        end = _finished(finished_at)
        starts.append(end - float(seconds))
        ends.append(end)
        failed += bool(failure)
        reply = json.loads(reply_text) if reply_text else {}
        gpu = str(reply.get("gpu", reply.get("device", "?")))
        per_gpu[gpu]["jobs"] += 1
        for start, stop in reply.get("timing_windows") or []:
            windows[gpu].append((start, stop))
            per_gpu[gpu]["exclusive"] += stop - start
        sums["engine job seconds"] += float(seconds)
        sums["worker seconds"] += float(reply.get("seconds") or 0.0)
        sums["waiting for a GPU"] += float(reply.get("lock_wait_seconds") or 0.0)
        for backend in (reply.get("backends") or {}).values():
            sums["compiling"] += float(backend.get("compile_seconds") or 0.0)
            sums["compiling"] += float(backend.get("inductor_compile_seconds") or 0.0)
            sums["timing"] += _timing_seconds(backend)
        for phase, value in (reply.get("phases") or {}).items():
            if isinstance(value, (int, float)):
                phases[phase] += float(value)
    # Timing windows are wall-clock stamps of the worker: their span is the exact wall time of
    # the GPUs' part; the engine's finish stamps have whole seconds.
    wall = max(ends) - min(starts)
    gpus = {
        gpu: {
            "jobs": int(values["jobs"]),
            "exclusive_seconds": round(values["exclusive"], 1),
            "exclusive_share": round(values["exclusive"] / wall, 3) if wall > 0 else None,
        }
        for gpu, values in sorted(per_gpu.items())
    }
    return {
        "run": str(db),
        "jobs": len(rows),
        "failed": failed,
        "wall_seconds": round(wall, 1),
        "jobs_per_minute": round(60 * len(rows) / wall, 1) if wall > 0 else None,
        "gpus": gpus,
        "seconds": {key: round(value, 1) for key, value in sums.items()},
        "phases": {key: round(value, 1) for key, value in sorted(phases.items())},
    }


def _print(report: dict[str, Any]) -> None:
    print(f"{report['run']}: {report['jobs']} jobs ({report['failed']} failed) in "
          f"{report['wall_seconds']} s, {report['jobs_per_minute']} jobs/min")  # fmt: skip
    for gpu, values in report["gpus"].items():
        share = 100 * (values["exclusive_share"] or 0)
        print(f"  gpu {gpu}: {values['jobs']} jobs, held exclusively "
              f"{values['exclusive_seconds']} s ({share:.0f}% of the run)")  # fmt: skip
    seconds = report["seconds"]
    print("  summed over jobs: " + ", ".join(f"{k} {v} s" for k, v in seconds.items()))
    print("  untimed phases: " + ", ".join(f"{k} {v} s" for k, v in report["phases"].items()))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dbs", nargs="+", type=Path, metavar="RUN_DB")
    parser.add_argument("--json", action="store_true", help="one JSON object per run")
    args = parser.parse_args(argv)
    for db in args.dbs:
        report = where_time_goes(db)
        if args.json:
            print(json.dumps(report))
        else:
            _print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
