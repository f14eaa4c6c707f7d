"""Seconds per evaluation step of `passnet agent run` (issue 34's fast evaluation): every
``pass_evaluator`` call's seconds read from the attempts' trajectories, split into each attempt's
first evaluation (which measures the baselines the cache lacks) and the later ones (candidate
only), with the median, p95, and evaluations per GPU-minute of the run's wall time.

    python3 bench/agent/step_seconds.py AGENT_OUT --wall-seconds S --gpus G [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    position = q * (len(ordered) - 1)
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def _summary(values: list[float]) -> dict[str, Any]:
    if not values:
        return {"count": 0}
    return {
        "count": len(values),
        "median": statistics.median(values),
        "p95": _quantile(values, 0.95),
        "max": max(values),
    }


def collect(out: Path) -> dict[str, list[float]]:
    """Each evaluation's seconds, grouped as first of its attempt or later."""
    groups: dict[str, list[float]] = {"first": [], "later": []}
    for trajectory in sorted(out.glob("*/attempt-*/trajectory.jsonl")):
        seen = 0
        for line in trajectory.read_text().splitlines():
            if not line.strip():
                continue
            record = json.loads(line)
            if record.get("kind") != "tool" or record.get("name") != "pass_evaluator":
                continue
            groups["first" if seen == 0 else "later"].append(float(record["seconds"]))
            seen += 1
    return groups


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the agent run's --out folder")
    parser.add_argument("--wall-seconds", type=float, required=True, help="the run's wall time")
    parser.add_argument("--gpus", type=int, default=1, help="GPUs the run's workers used")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    groups = collect(args.out)
    every = groups["first"] + groups["later"]
    if not every:
        print(f"{args.out}: no evaluation in any trajectory", file=sys.stderr)
        return 1
    report = {
        "all": _summary(every),
        "first_of_attempt": _summary(groups["first"]),
        "later": _summary(groups["later"]),
        "evaluations_per_gpu_minute": len(every) / (args.wall_seconds / 60) / max(args.gpus, 1),
        "wall_seconds": args.wall_seconds,
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    for name in ("all", "first_of_attempt", "later"):
        s = report[name]
        if s["count"]:
            print(
                f"{name:>17}: {s['count']:4d} evaluations, median {s['median']:.2f} s, "
                f"p95 {s['p95']:.2f} s, max {s['max']:.2f} s"
            )
    print(f"evaluations per GPU-minute: {report['evaluations_per_gpu_minute']:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
