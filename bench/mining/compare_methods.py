"""The two fusible-mining methods side by side, from the DBs and JSON summaries that
methods_device.sh (or the same commands run by hand) leave in one work folder: per method the
windows or prefixes compiled, the compiles, the seconds, the fusible ranges and distinct
subgraphs found, distinct subgraphs per minute and where the compile pool's time went; then,
over the samples both analysed to the end, how many ranges are equal and how the rest differ.

    python bench/mining/compare_methods.py WORK_DIR prefix groups [groups@96 ...] [--summaries DIR]

The first method is the reference: each other one's rate is also given as a multiple of its
rate, and its ranges are compared with the reference's.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
from collections import defaultdict
from pathlib import Path


def _ranges(db: Path) -> dict[str, set[tuple[int, int]]]:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as connection:
        rows = connection.execute(
            "SELECT parent, range_begin, range_end FROM subgraph_origins WHERE kind = 'fusible'"
        ).fetchall()
    ranges: dict[str, set[tuple[int, int]]] = defaultdict(set)
    for parent, begin, end in rows:
        ranges[parent].add((begin, end))
    return ranges


def _distinct(db: Path) -> int:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as connection:
        row = connection.execute(
            "SELECT COUNT(DISTINCT graph_hash) FROM subgraph_origins WHERE kind = 'fusible'"
        ).fetchone()
    return int(row[0])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("work", type=Path)
    parser.add_argument("methods", nargs="+")
    parser.add_argument("--summaries", type=Path, help="where METHOD.json are (default WORK)")
    args = parser.parse_args()
    summaries = args.summaries or args.work
    found: dict[str, dict[str, set[tuple[int, int]]]] = {}
    rates: dict[str, float] = {}
    for method in args.methods:
        summary_file = summaries / f"{method}.json"
        text = summary_file.read_text() if summary_file.is_file() else ""
        start = text.find("{")
        summary = json.loads(text[start:]) if start >= 0 else {}
        fusible = summary.get("fusible", {})
        mining = fusible.get("mining", {})
        seconds = mining.get("seconds") or 0.0
        distinct = _distinct(args.work / f"{method}.db")
        found[method] = _ranges(args.work / f"{method}.db")
        tallies = mining.get("tallies", {})
        rate = distinct / (seconds / 60) if seconds else float("nan")
        rates[method] = rate
        ratio = f" (x{rate / rates[args.methods[0]]:.1f})" if method != args.methods[0] else ""
        print(
            f"{method:7} compiles {fusible.get('compiles', '?'):>5}, windows/prefixes "
            f"{tallies.get('prefixes', '?'):>5}, {seconds:7.1f} s, samples "
            f"{len(found[method]):>3} with ranges, ranges {mining.get('ranges', '?'):>5}, "
            f"distinct {distinct:>5}: {rate:7.1f} distinct fusible subgraphs per minute{ratio}"
        )
        pool = summary.get("pool")
        if pool:
            print(
                f"{'':7} pool: {pool['job_seconds']:.0f} s in jobs, "
                f"{pool['compile_seconds']:.0f} s compiling, "
                f"{pool['worker_starts']} worker starts, "
                f"{100 * pool['busy_share']:.0f}% of the workers' wall time in jobs"
            )
    a = args.methods[0]
    for b in args.methods[1:]:
        common = sorted(set(found[a]) & set(found[b]))
        equal = only_a = only_b = 0
        for parent in common:
            equal += len(found[a][parent] & found[b][parent])
            only_a += len(found[a][parent] - found[b][parent])
            only_b += len(found[b][parent] - found[a][parent])
        total = equal + only_a + only_b
        share = equal / total if total else float("nan")
        print(
            f"over {len(common)} samples with ranges from both: {equal} equal ranges, "
            f"{only_a} only {a}, {only_b} only {b} ({100 * share:.1f}% of all equal)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
