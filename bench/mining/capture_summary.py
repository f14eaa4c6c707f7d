"""What a zoo capture gave: per zoo, the specs tried, captured and failed (the failures grouped by
kind, with the commonest reasons), and, given a dataset DB that indexed the captured samples
beside the corpus, their unique graphs and patterns and how many of them the corpus lacks.

    python bench/mining/capture_summary.py OUT/capture.jsonl [--db DB --zoo-root OUT/samples]

The capture log is ``python -m passnet.runtime.capture.batch``'s (one JSON object a line; a
re-run's later line for a spec replaces the earlier one). The DB is ``passnet dataset index
CORPUS OUT/samples --db DB``'s.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
from collections import Counter
from pathlib import Path

# First match wins: what a failure's last line says about why the model was not captured.
FAILURE_KINDS = (
    ("too large", ("parameters (limit",)),
    ("optional package missing", ("ImportError", "requires the")),
    ("inputs", ("takes none of", "missing 1 required", "have to specify", "no input layout")),
    ("dynamo", ("torch._dynamo", "fake tensor", "Unsupported")),
)


def failure_kind(error: str) -> str:
    for kind, needles in FAILURE_KINDS:
        if any(needle in error for needle in needles):
            return kind
    return "config or model error"


def latest_outcomes(log: Path) -> dict[str, dict]:
    outcomes: dict[str, dict] = {}
    for line in log.read_text().splitlines():
        if line.strip():
            outcome = json.loads(line)
            outcomes[outcome["spec"]] = outcome
    return outcomes


def summarise_capture(outcomes: dict[str, dict]) -> list[str]:
    lines = []
    for zoo in sorted({spec.partition(":")[0] for spec in outcomes}):
        mine = [o for spec, o in outcomes.items() if spec.startswith(zoo + ":")]
        ok = [o for o in mine if o["status"] == "ok"]
        kinds = Counter(
            "timeout" if o["status"] == "timeout" else failure_kind(o.get("error") or "")
            for o in mine
            if o["status"] != "ok"
        )
        lines.append(
            f"{zoo}: {len(mine)} specs, {len(ok)} captured ({sum(o['graphs'] for o in ok)} graphs),"
            f" {len(mine) - len(ok)} not: "
            + ", ".join(f"{kind} {n}" for kind, n in kinds.most_common())
        )
    return lines


def summarise_graphs(db: Path, zoo_root: Path) -> list[str]:
    prefix = f"{zoo_root.resolve()}/%"
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as connection:

        def hashes(column: str, inside: bool) -> set[str]:
            where = "path LIKE ?" if inside else "path NOT LIKE ?"
            query = f"SELECT {column} FROM samples WHERE error IS NULL AND {where}"
            return {row[0] for row in connection.execute(query, (prefix,))}

        zoo_graphs, rest_graphs = hashes("graph_hash", True), hashes("graph_hash", False)
        zoo_patterns, rest_patterns = hashes("pattern_hash", True), hashes("pattern_hash", False)
        (count,) = connection.execute(
            "SELECT COUNT(*) FROM samples WHERE path LIKE ?", (prefix,)
        ).fetchone()
    return [
        f"captured samples indexed: {count}; unique graphs {len(zoo_graphs)} "
        f"({len(zoo_graphs - rest_graphs)} not in the rest of the DB), unique patterns "
        f"{len(zoo_patterns)} ({len(zoo_patterns - rest_patterns)} new)",
        f"the rest of the DB: {len(rest_graphs)} unique graphs, {len(rest_patterns)} patterns; "
        f"together {len(zoo_graphs | rest_graphs)} unique graphs",
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("log", type=Path, help="capture.jsonl of capture.batch")
    parser.add_argument("--db", type=Path, help="a dataset DB indexing the captured samples")
    parser.add_argument("--zoo-root", type=Path, help="the captured samples' folder in that DB")
    args = parser.parse_args()
    if (args.db is None) != (args.zoo_root is None):
        parser.error("--db and --zoo-root go together")
    for line in summarise_capture(latest_outcomes(args.log)):
        print(line)
    if args.db is not None:
        for line in summarise_graphs(args.db, args.zoo_root):
            print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
