"""Where a run's harness cost goes (issue 31): per phase, the median seconds per job and the
phase's share of all jobs' harness seconds, from the replies stored in ``RUN_DIR/run.db``.

    python3 bench/timing/harness_cost.py RUN_DIR [RUN_DIR ...] [--per-job]

A job's harness cost is what the engine records as ``harness_seconds``: its wall time less
compile, warm-up, timed, floor and lock-wait seconds (recomputed here from the reply, so runs
from before the floor counted as a measurement read the same way). It splits into the worker's
``phases`` (what :class:`passnet.runtime.worker.job.Job` times), the rest of the worker's
``seconds`` that no phase covers (``worker, outside phases``), and what the engine saw beyond
the worker's own ``seconds`` (``engine and pipe``: the request and reply crossing the pipe, the
engine's bookkeeping). Only jobs whose eager baseline ran count: a failed job stops after part
of the harness, and crashed jobs have no reply.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

OUTSIDE_PHASES = "worker, outside phases"
FLOOR = "floor"
"""The worker's phase that measures the floor: a measurement, not harness cost."""
ENGINE = "engine and pipe"


@dataclass
class JobCost:
    """One job's harness seconds and how they split."""

    sample: str
    seconds: float
    harness: float
    parts: dict[str, float] = field(default_factory=dict)


def _measured(timing: Mapping[str, Any] | None) -> float:
    """Warm-up and timed seconds of a timing object, as the engine subtracts them."""
    if not timing:
        return 0.0
    return float(timing.get("warmup_seconds") or 0.0) + float(timing.get("timed_seconds") or 0.0)


def job_cost(sample: str, seconds: float, harness: float, reply: Mapping[str, Any]) -> JobCost:
    """Splits one job's harness seconds into the worker's phases and the two remainders."""
    phases = {name: float(value) for name, value in (reply.get("phases") or {}).items()}
    busy = _measured((reply.get("eager") or {}).get("timing"))
    busy += float(reply.get("lock_wait_seconds") or 0.0) + phases.pop(FLOOR, 0.0)
    for backend in (reply.get("backends") or {}).values():
        busy += float(backend.get("compile_seconds") or 0.0) + _measured(backend.get("timing"))
        busy += float(backend.get("inductor_compile_seconds") or 0.0)
        busy += _measured(backend.get("inductor_timing"))
    worker_seconds = float(reply.get("seconds") or 0.0)
    parts = dict(phases)
    parts[OUTSIDE_PHASES] = worker_seconds - busy - sum(phases.values())
    parts[ENGINE] = seconds - worker_seconds
    return JobCost(sample, seconds, max(0.0, seconds - busy), parts)


def read_costs(run_dir: Path) -> list[JobCost]:
    """Every job of ``run_dir`` whose eager baseline ran and whose reply carries phases."""
    with sqlite3.connect(run_dir / "run.db") as db:
        rows = db.execute("SELECT sample, seconds, harness_seconds, reply FROM jobs").fetchall()
    costs: list[JobCost] = []
    for sample, seconds, harness, text in rows:
        reply = json.loads(text) if text else {}
        eager_ran = isinstance(reply, dict) and (reply.get("eager") or {}).get("status") == "ok"
        if eager_ran and reply.get("phases"):
            costs.append(job_cost(sample, seconds, harness, reply))
    return costs


def phase_table(costs: Sequence[JobCost]) -> list[tuple[str, float, float]]:
    """``(phase, median seconds per job, share of all harness seconds)``, largest share first;
    a job without a phase counts 0 for it."""
    names = sorted({name for cost in costs for name in cost.parts})
    total = sum(cost.harness for cost in costs) or 1.0
    rows = [
        (
            name,
            statistics.median(cost.parts.get(name, 0.0) for cost in costs),
            sum(cost.parts.get(name, 0.0) for cost in costs) / total,
        )
        for name in names
    ]
    return sorted(rows, key=lambda row: -row[2])


def _print_run(run_dir: Path, per_job: bool) -> None:
    costs = read_costs(run_dir)
    print(f"{run_dir}: {len(costs)} jobs whose eager baseline ran")
    if not costs:
        return
    harness = [cost.harness for cost in costs]
    print(
        f"harness per job: median {statistics.median(harness):.3f} s, "
        f"mean {statistics.mean(harness):.3f} s, min {min(harness):.3f}, max {max(harness):.3f}"
    )
    print(f"{'phase':<24} {'median s':>9} {'share':>7}")
    for name, median, share in phase_table(costs):
        print(f"{name:<24} {median:>9.3f} {share:>7.1%}")
    if not per_job:
        return
    names = [name for name, _, _ in phase_table(costs)]
    print("sample\tharness\t" + "\t".join(names))
    for cost in sorted(costs, key=lambda c: c.sample):
        figures = "\t".join(f"{cost.parts.get(name, 0.0):.3f}" for name in names)
        print(f"{Path(cost.sample).name}\t{cost.harness:.3f}\t{figures}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path, help="run folders (with run.db)")
    parser.add_argument("--per-job", action="store_true", help="also print every job's split")
    args = parser.parse_args(argv)
    for run_dir in args.runs:
        _print_run(run_dir, args.per_job)
    return 0


if __name__ == "__main__":
    sys.exit(main())
