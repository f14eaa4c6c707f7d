#!/usr/bin/env python3
"""A run's pass set scored with the tasks it has no pass for falling back to Inductor (issue
32: "an uncovered task scores as a failure, and the AS with uncovered tasks falling back to
Inductor is reported beside it").

    bench/synth/fallback.py RUN_DIR OUT_DIR --backend 'passes:SET/{task}' [--baseline inductor]

OUT_DIR gets a copy of RUN_DIR's run.db in which every result of BACKEND that failed for want of
a pass folder ("no such pass file or folder") is the baseline's result for the same subgraph;
everything else is as measured. Scored by resuming OUT_DIR with the run's own command
(`bench suite run SUITE --backends ... --out OUT_DIR`: every job is done, so nothing runs)."""

from __future__ import annotations

import argparse
import shutil
import sqlite3
import sys
from pathlib import Path

_NO_PASS = "no such pass file or folder"
_COLUMNS = (
    "status, error, speedup_e2e, speedup_gpu, eager_ms, candidate_ms, compile_seconds, detail"
)


def fall_back(run_dir: Path, out_dir: Path, backend: str, baseline: str) -> int:
    out_dir.mkdir(parents=True, exist_ok=True)
    for name in ("run.db", "suite-samples.txt"):
        if (run_dir / name).exists():
            shutil.copyfile(run_dir / name, out_dir / name)
    with sqlite3.connect(out_dir / "run.db") as db:
        missing = [
            sample
            for (sample,) in db.execute(
                "SELECT sample FROM results WHERE backend = ? AND status != 'ok' AND error LIKE ?",
                (backend, f"%{_NO_PASS}%"),
            )
        ]
        for sample in missing:
            row = db.execute(
                f"SELECT {_COLUMNS} FROM results WHERE sample = ? AND backend = ?",
                (sample, baseline),
            ).fetchone()
            if row is None:
                raise SystemExit(f"fallback: {sample} has no {baseline} result to fall back to")
            assignments = ", ".join(f"{c.strip()} = ?" for c in _COLUMNS.split(","))
            db.execute(
                f"UPDATE results SET {assignments} WHERE sample = ? AND backend = ?",
                (*row, sample, backend),
            )
    return len(missing)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run_dir", type=Path)
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--backend", required=True)
    parser.add_argument("--baseline", default="inductor")
    args = parser.parse_args()
    if not (args.run_dir / "run.db").is_file():
        parser.error(f"{args.run_dir}: no run.db")
    count = fall_back(args.run_dir, args.out_dir, args.backend, args.baseline)
    print(f"fallback: {count} results of {args.backend} are {args.baseline}'s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
