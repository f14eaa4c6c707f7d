"""The reference passes' figures from a run of their tasks (reference_passes_device.sh, step 1).

Reads the run's ``run.db`` and ``suite-scores.json``, the suite's task manifests and
``passes/reference/tasks.json``, and prints one row per subgraph (eager, inductor and pass time
per call; the pass's speedup over eager and over inductor) and one row per pass (subgraphs,
G-mean speedups, how many subgraphs beat inductor, and the mean AS of its tasks for the pass and
for inductor). Speedups over inductor are ratios of the two backends' speedups over eager, each
from its own session interleaved with eager, so drift of the machine between sessions cancels.

    python bench/passbench/reference_table.py RUN_DIR SUITE_DIR [--passes passes/reference]
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import sys
from pathlib import Path

from passnet.spec.backend_spec import BackendKind, recorded_backend_spec

REPO = Path(__file__).resolve().parents[2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run", type=Path, help="run folder (run.db, suite-scores.json)")
    parser.add_argument("suite", type=Path, help="the suite folder the run was made on")
    parser.add_argument("--passes", type=Path, default=REPO / "passes" / "reference")
    args = parser.parse_args()

    prefixes: dict[str, list[str]] = json.loads((args.passes / "tasks.json").read_text())
    owner = {}  # subgraph hash -> (pass, task id)
    for manifest in sorted((args.suite / "tasks" / "eval").glob("*.json")):
        task = json.loads(manifest.read_text())
        name = next((n for n, ps in prefixes.items() if task["id"].startswith(tuple(ps))), None)
        for subgraph in task["subgraphs"] if name else ():
            owner[subgraph["graph_hash"]] = (name, task["id"])
    scores = json.loads((args.run / "suite-scores.json").read_text())
    with sqlite3.connect(f"file:{args.run / 'run.db'}?mode=ro", uri=True) as db:
        rows = db.execute(
            "SELECT sample, backend, status, speedup_e2e, candidate_ms FROM results"
        ).fetchall()
    pass_backend = next(
        b
        for b in scores["backends"]
        if (spec := recorded_backend_spec(b)) is not None and spec.kind is BackendKind.PASSES
    )
    by_sample: dict[str, dict[str, tuple[str, float | None, float | None]]] = {}
    for sample, backend, status, speedup, ms in rows:
        by_sample.setdefault(Path(sample).name, {})[backend] = (status, speedup, ms)

    print(
        f"{'pass':24} {'task':44} {'subgraph':10} {'eager_us':>8} {'ind_us':>7} "
        f"{'pass_us':>7} {'vs_eager':>8} {'vs_ind':>7}"
    )
    per_pass: dict[str, list[tuple[float, float]]] = {}
    for graph_hash, (name, task_id) in sorted(owner.items(), key=lambda kv: (kv[1], kv[0])):
        results = by_sample.get(graph_hash, {})
        eager, inductor, candidate = (results.get(b) for b in ("eager", "inductor", pass_backend))
        if not (eager and inductor and candidate) or candidate[0] != "ok" or inductor[0] != "ok":
            status = candidate[0] if candidate else "not run"
            print(f"{name:24} {task_id:44} {graph_hash[:10]:10} {status}")
            continue
        vs_eager, vs_inductor = candidate[1], candidate[1] / inductor[1]
        per_pass.setdefault(name, []).append((vs_eager, vs_inductor))
        print(
            f"{name:24} {task_id:44} {graph_hash[:10]:10} {eager[2] * 1e3:8.1f} "
            f"{inductor[2] * 1e3:7.1f} {candidate[2] * 1e3:7.1f} {vs_eager:8.2f} "
            f"{vs_inductor:7.2f}"
        )

    task_as = {row["id"]: row["scores"] for row in scores["tasks"]}
    print(
        f"\n{'pass':24} {'subgraphs':>9} {'vs eager':>9} {'vs inductor':>12} {'faster':>7} "
        f"{'task AS':>8} {'inductor':>9}"
    )
    for name, ratios in sorted(per_pass.items()):
        tasks = sorted({t for n, t in owner.values() if n == name} & task_as.keys())
        mean_as = statistics.mean(task_as[t][pass_backend]["as"] for t in tasks)
        mean_inductor = statistics.mean(task_as[t]["inductor"]["as"] for t in tasks)
        print(
            f"{name:24} {len(ratios):9} "
            f"{statistics.geometric_mean(r[0] for r in ratios):9.2f} "
            f"{statistics.geometric_mean(r[1] for r in ratios):12.2f} "
            f"{sum(r[1] > 1 for r in ratios):3}/{len(ratios):<3} {mean_as:8.3f} "
            f"{mean_inductor:9.3f}"
        )
    every = [r for ratios in per_pass.values() for r in ratios]
    if not every:
        print("no subgraph of the reference passes' tasks was measured", file=sys.stderr)
        return 1
    print(
        f"{'all':24} {len(every):9} {statistics.geometric_mean(r[0] for r in every):9.2f} "
        f"{statistics.geometric_mean(r[1] for r in every):12.2f} "
        f"{sum(r[1] > 1 for r in every):3}/{len(every):<3}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
