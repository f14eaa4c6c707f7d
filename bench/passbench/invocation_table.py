"""One run of invocation_device.sh as a table: median us per call of eager, inductor and the pass
set over the run's subgraphs, the floor (eager replayed from a CUDA graph, eager's kernel time),
each backend's AS and G-mean speedup, and the pass set's speedup over inductor per subgraph.

    python bench/passbench/invocation_table.py RUN_DIR
"""

from __future__ import annotations

import argparse
import json
import math
import sqlite3
import statistics
from dataclasses import replace
from pathlib import Path

from passnet.spec.backend_spec import recorded_backend_spec


def _prefix_or_name(backend: str) -> str:
    spec = recorded_backend_spec(backend)
    return backend if spec is None or not spec.prefix else spec.prefix


def _median_us(values: list[float]) -> str:
    return f"{1000 * statistics.median(values):.1f}" if values else "-"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run", type=Path, help="run folder (run.db, suite-scores.json)")
    args = parser.parse_args()
    scores = json.loads((args.run / "suite-scores.json").read_text())
    with sqlite3.connect(f"file:{args.run / 'run.db'}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT sample, backend, status, candidate_ms, detail FROM results")
        results: dict[str, dict[str, tuple[str, float | None, dict]]] = {}
        for sample, backend, status, ms, detail in rows:
            results.setdefault(sample, {})[backend] = (status, ms, json.loads(detail))
    candidates = scores["backends"]
    times: dict[str, list[float]] = {"eager": [], **{b: [] for b in candidates}}
    graph_floor: list[float] = []
    kernel_floor: list[float] = []
    over_inductor: list[float] = []
    for by_backend in results.values():
        eager = by_backend.get("eager")
        if eager is None or eager[0] != "ok" or eager[1] is None:
            continue
        times["eager"].append(eager[1])
        floor = eager[2].get("floor") or {}
        if floor.get("cuda_graph"):
            graph_floor.append(floor["cuda_graph"]["median"])
        if floor.get("kernel"):
            kernel_floor.append(floor["kernel"]["median"])
        for backend in candidates:
            result = by_backend.get(backend)
            if result and result[0] == "ok" and result[1]:
                times[backend].append(result[1])
        inductor, passes = by_backend.get("inductor"), by_backend.get(candidates[-1])
        if inductor and passes and inductor[0] == passes[0] == "ok" and inductor[1] and passes[1]:
            over_inductor.append(inductor[1] / passes[1])
    options = scores.get("run_options", {})
    print(
        f"invocation {options.get('invocation')}, timing {options.get('timing')}, preset "
        f"{options.get('preset')}; {len(times['eager'])} subgraphs; floor: eager from a CUDA "
        f"graph {_median_us(graph_floor)} us, eager's kernels {_median_us(kernel_floor)} us"
    )
    header = f"  {'backend':24} {'median us':>9} {'AS':>6} {'tasks AS':>8} {'G-mean':>7}"
    print(f"{header} {'correct':>8} {'ok':>4}")
    print(f"  {'eager':24} {_median_us(times['eager']):>9} {'1.000':>6}")
    for backend in candidates:
        overall = scores["overall"][backend]
        gmean = overall.get("gmean_speedup")
        spec = recorded_backend_spec(backend)
        if spec is not None and len(backend) > 24 and spec.path:
            spec = replace(spec, path=Path(spec.path).name)
        name = backend if spec is None else spec.text
        print(
            f"  {name:24} {_median_us(times[backend]):>9} {overall['as']:>6.3f} "
            f"{scores['task_gmean'].get(backend, float('nan')):>8.3f} "
            f"{gmean if gmean is None else round(gmean, 3)!s:>7} "
            f"{100 * overall['correct_rate']:>7.1f}% {len(times[backend]):>4}"
        )
    if over_inductor:
        gmean = math.exp(sum(math.log(r) for r in over_inductor) / len(over_inductor))
        faster = sum(r > 1 for r in over_inductor)
        print(
            f"  pass set over inductor: G-mean {gmean:.3f}, faster on {faster}/{len(over_inductor)}"
        )
    for name, variant in scores.get("penalties", {}).items():
        cells = ", ".join(
            f"{_prefix_or_name(b)} {variant['overall'][b]['as']:.3f}"
            for b in candidates
            if b in variant["overall"]
        )
        print(f"  AS with PassNet's {name} penalty (b={variant['b']}, p={variant['p']}): {cells}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
