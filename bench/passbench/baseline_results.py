"""Baselines of a suite's eval split from a `bench run` folder, as a file to commit.

`bench suite run` writes suite-scores.json when it measures every subgraph of the split itself.
Baselines measured otherwise (the curation runs, or a sample of the subgraphs with
`measure_device.sh ... -`) live in a run folder whose sample paths may be another machine's copies
of the suite's subgraphs; subgraphs are matched to the suite's tasks by graph hash (the folder's
name). The scores are `passnet bench score --json` per backend (AS with its bootstrap interval,
G-mean, Sub.CR, fast_1), the per-subgraph rows come from run.db, and a markdown table goes to
stdout.

    python bench/passbench/baseline_results.py RUN_DIR SUITE_DIR --out FILE.json \\
        [--passnet build/passnet] [--note TEXT]
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

SCORE_KEYS = ("as", "as_ci", "gmean_speedup", "correct_rate", "fast_1", "errors", "samples")


def task_of_hash(suite: Path) -> dict[str, str]:
    tasks: dict[str, str] = {}
    for manifest in sorted((suite / "tasks" / "eval").glob("*.json")):
        task = json.loads(manifest.read_text())
        for subgraph in task["subgraphs"]:
            tasks[subgraph["graph_hash"]] = task["id"]
    return tasks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run", type=Path, help="run folder (run.db and logs/)")
    parser.add_argument("suite", type=Path, help="the suite whose eval split was measured")
    parser.add_argument("--out", type=Path, required=True, help="JSON file to write")
    parser.add_argument("--passnet", default="build/passnet", help="the engine (for bench score)")
    parser.add_argument("--note", default="", help="how the run was made, kept in the file")
    args = parser.parse_args()

    tasks = task_of_hash(args.suite)
    with sqlite3.connect(f"file:{args.run / 'run.db'}?mode=ro", uri=True) as db:
        meta = {key: json.loads(value) for key, value in db.execute("SELECT key, value FROM meta")}
        rows = db.execute(
            "SELECT sample, backend, status, speedup_e2e, eager_ms, candidate_ms FROM results"
        ).fetchall()
    backends = [b for b in meta["options"]["backends"] if b != "eager"]
    per_subgraph: dict[str, dict[str, Any]] = {}
    outside = 0
    for sample, backend, status, speedup, eager_ms, candidate_ms in rows:
        graph_hash = Path(sample).name
        if graph_hash not in tasks:
            outside += 1
            continue
        entry = per_subgraph.setdefault(graph_hash, {"task": tasks[graph_hash]})
        if backend == "eager":
            entry["eager_ms"] = eager_ms
        else:
            entry[backend] = {"status": status, "speedup": speedup, "ms": candidate_ms}
    if outside:
        print(
            f"{outside} result rows are not eval subgraphs of {args.suite}: left out "
            "of the per-subgraph rows, but bench score reads the whole run",
            file=sys.stderr,
        )

    scores = {}
    for backend in backends:
        reply = subprocess.run(
            [args.passnet, "bench", "score", str(args.run), "--backend", backend, "--json"],
            check=True,
            capture_output=True,
            text=True,
        )
        full = json.loads(reply.stdout)
        scores[backend] = {key: full.get(key) for key in SCORE_KEYS}

    worker = meta.get("worker", {})
    result = {
        "suite": args.suite.name,
        "note": args.note,
        "environment": {
            k: worker.get(k) for k in ("device_name", "driver", "torch", "triton", "cuda")
        },
        "options": meta["options"],
        "tasks_in_split": len(set(tasks.values())),
        "subgraphs_in_split": len(tasks),
        "tasks_measured": len({entry["task"] for entry in per_subgraph.values()}),
        "subgraphs_measured": len(per_subgraph),
        "scores": scores,
        "subgraphs": dict(sorted(per_subgraph.items())),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")

    print(
        f"{result['subgraphs_measured']} of {len(tasks)} eval subgraphs, "
        f"{result['tasks_measured']} of {result['tasks_in_split']} tasks\n"
    )
    print("| backend | AS (95% CI) | G-mean | correct | fast_1 |")
    print("|---|---|---|---|---|")
    for backend, s in scores.items():
        low, high = s["as_ci"] or (float("nan"), float("nan"))
        print(
            f"| {backend} | {s['as']:.3f} [{low:.3f}, {high:.3f}] | {s['gmean_speedup']:.3f} "
            f"| {100 * s['correct_rate']:.1f}% | {100 * s['fast_1']:.1f}% |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
