#!/usr/bin/env python3
"""A fixed, seeded sample of a suite's subgraphs, written as a suite of its own, so that a pass
set can be timed over every task of a split when timing every subgraph would cost more device
time than a session has (issue 32: at least one subgraph of every eval task, at least 300).

    bench/synth/sample_suite.py SUITE OUT [--split eval] [--per-task 2] [--seed 0]

Each task keeps ``--per-task`` of its subgraphs (all where it has fewer), drawn with
``random.Random(f"{seed}:{task id}")`` from the manifest's order, so a task's draw does not
depend on which other tasks the suite holds. The sample's manifests are the suite's with the
subgraph list cut and a ``sample`` record added; ``OUT/subgraphs`` links to the suite's own
subgraph folder, so paths stay as the manifests wrote them. suite.json is copied with the sample
described under ``"sample"`` and its task list cut to the sampled split."""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path


def sample_suite(suite: Path, out: Path, split: str, per_task: int, seed: int) -> tuple[int, int]:
    """Writes the sample; returns (tasks, subgraphs) kept."""
    manifests = sorted((suite / "tasks" / split).glob("*.json"))
    if not manifests:
        raise SystemExit(f"sample_suite: {suite}/tasks/{split} holds no task manifest")
    target = out / "tasks" / split
    target.mkdir(parents=True, exist_ok=True)
    link = out / "subgraphs"
    if not link.exists():
        link.symlink_to((suite / "subgraphs").resolve(), target_is_directory=True)
    kept = 0
    for path in manifests:
        task = json.loads(path.read_text())
        subgraphs = task["subgraphs"]
        chosen = sorted(
            random.Random(f"{seed}:{task['id']}").sample(
                range(len(subgraphs)), min(per_task, len(subgraphs))
            )
        )
        task["sample"] = {"of": len(subgraphs), "seed": seed, "per_task": per_task}
        task["subgraphs"] = [subgraphs[k] for k in chosen]
        kept += len(chosen)
        (target / path.name).write_text(json.dumps(task, indent=2, sort_keys=True) + "\n")
    meta = json.loads((suite / "suite.json").read_text())
    counts = {
        path.stem: len(json.loads((target / path.name).read_text())["subgraphs"])
        for path in manifests
    }
    meta["tasks"] = [
        {**entry, "subgraphs": counts[entry["id"]]}
        for entry in meta["tasks"]
        if entry.get("split") == split and entry["id"] in counts
    ]
    meta["sample"] = {
        "suite": str(suite),
        "split": split,
        "per_task": per_task,
        "seed": seed,
        "tasks": len(manifests),
        "subgraphs": kept,
    }
    (out / "suite.json").write_text(json.dumps(meta, indent=2, sort_keys=True) + "\n")
    return len(manifests), kept


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suite", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--split", default="eval", choices=["eval", "train"])
    parser.add_argument("--per-task", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if args.per_task < 1:
        parser.error("--per-task must be at least 1")
    tasks, subgraphs = sample_suite(args.suite, args.out, args.split, args.per_task, args.seed)
    print(f"sample_suite: {tasks} tasks, {subgraphs} subgraphs -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
