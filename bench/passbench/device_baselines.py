"""Device-timed baselines of a suite's subgraphs (issue 31, item 4), gathered across sessions.

A suite of thousands of subgraphs takes longer to compile and time than one call on a lent GPU
lasts, so the baselines are a committed JSON-lines file that each call extends:

    todo SUITE RESULTS          the subgraph folders RESULTS lacks, one per line: those of the
                                eval split while any is left, then the train split's (`bench run`
                                takes a list in path order, which for folders named by hash is
                                a random draw over the split's tasks)
    collect RUN_DIR RESULTS     adds a ``bench run`` folder's results (run.db) to RESULTS
    summary SUITE RESULTS       per split: tasks and subgraphs covered, Inductor's device-time
                                speedup over eager (G-mean, share slower), and per op family
    firsts SUITE                the first subgraph folder of each eval task, one per line
    autotune SUITE RUN_DIR ROWS a ``bench run`` of ``firsts`` under inductor and
                                inductor-max-autotune (bench/passbench/v2_autotune.sh) as rows:
                                per subgraph its task, family, device times per call and the
                                kernels each launches per call
    profile ROWS                per op family, from those rows: max-autotune over Inductor
                                (G-mean), and the kernels per call of eager, Inductor and
                                max-autotune (medians)
    families SUITE RESULTS CURATED
                                the eval split's op families as a Markdown table: tasks,
                                Inductor's G-mean over eager, tasks slower, and what the
                                device-curated suite CURATED kept of them (tasks, median distance
                                of Inductor's time to the floor)

A row: ``{"subgraph": "subgraphs/<hash>", "status": ..., "eager_us": ..., "inductor_us": ...,
"speedup": ..., "calls_per_graph": K, "sessions": S, "l2": "warm", "method": "held",
"output_bytes": ..., "device_name": ..., "error": ...}`` (times per call, speedup the median of
per-round ratios; ``output_bytes`` eager's outputs as the worker described them, for the
roofline of ``bench curate --min-floor-distance``). ``method`` is ``held`` for figures measured
behind a device-side hold (runtime/worker/device_clock.py); rows without it were measured
before the hold existed, with the host's launch latency in some of them, and ``todo`` lists
them again.
"""

from __future__ import annotations

import argparse
import json
import math
import sqlite3
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any


def _tasks(suite: Path) -> list[dict[str, Any]]:
    manifest = json.loads((suite / "suite.json").read_text())
    tasks = []
    for entry in manifest["tasks"]:
        task = json.loads((suite / entry["manifest"]).read_text())
        task["split"] = entry["split"]
        task["id"] = entry["id"]
        tasks.append(task)
    return tasks


def _family(task: dict[str, Any]) -> str:
    """The task's op sequence, as its id names it (``linear_view_permute-1a2b3c4d``)."""
    return str(task["id"]).rsplit("-", 1)[0]


def _read(results: Path) -> dict[str, dict[str, Any]]:
    rows: dict[str, dict[str, Any]] = {}
    if results.is_file():
        for line in results.read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                rows[row["subgraph"]] = row
    return rows


RETRY_ERRORS = (
    # A worker whose random generator an earlier sample's failed capture left in a capture's
    # state (runtime/invocation.py, settle_generators): not the sample's own failure.
    "Offset increment outside graph capture",
    # Rows collected before eager's own error was recorded: the cause is unknown.
    "eager baseline failed",
)


def _retry(row: dict[str, Any]) -> bool:
    """A failed row measured again: its failure was the harness's, or its cause is unknown."""
    error = str(row.get("error") or "")
    return row.get("status") != "ok" and any(text in error for text in RETRY_ERRORS)


def todo(suite: Path, results: Path) -> None:
    done = _read(results)
    for split in ("eval", "train"):
        left = sorted(
            {
                s["path"]
                for task in _tasks(suite)
                if task["split"] == split
                for s in task["subgraphs"]
                if done.get(s["path"], {}).get("method") != "held" or _retry(done[s["path"]])
            }
        )
        for path in left:  # eval first; a split's rows that fail again don't hold back the next
            print(suite.resolve() / path)


def collect(run_dir: Path, results: Path) -> None:
    rows = _read(results)
    with sqlite3.connect(run_dir / "run.db") as db:
        jobs = {
            sample: json.loads(reply) if reply else {}
            for sample, reply in db.execute("SELECT sample, reply FROM jobs")
        }
        meta = dict(db.execute("SELECT key, value FROM meta"))
        found = db.execute(
            "SELECT sample, status, error, speedup_e2e, eager_ms, candidate_ms FROM results "
            "WHERE backend = 'inductor'"
        ).fetchall()
    device_name = _device_name(meta)
    added = 0
    for sample, status, error, speedup, eager_ms, candidate_ms in found:
        reply = jobs.get(sample) or {}
        eager = reply.get("eager") or {}
        timing = eager.get("timing") or {}
        key = "subgraphs/" + Path(sample).name
        added += key not in rows
        rows[key] = {
            "subgraph": key,
            "status": status,
            "eager_us": eager_ms * 1e3 if eager_ms is not None else None,
            "inductor_us": candidate_ms * 1e3 if candidate_ms is not None else None,
            "speedup": speedup,
            "calls_per_graph": timing.get("calls_per_graph"),
            "sessions": timing.get("sessions"),
            "l2": timing.get("l2"),
            # A row with no eager figure (a failure) was measured by this code all the same.
            "method": "held" if "retried" in timing or not timing else "device",
            "output_bytes": _output_bytes(eager.get("outputs")),
            "device_name": device_name,
            # "eager baseline failed" says nothing of why: eager's own error does.
            "error": (eager.get("error") if status == "eager_fail" else None) or error or None,
        }
    text = "".join(json.dumps(rows[key], sort_keys=True) + "\n" for key in sorted(rows))
    results.write_text(text)
    print(f"{results}: {added} added, {len(rows)} in all", file=sys.stderr)


_DTYPE_BYTES = {
    "float64": 8,
    "float32": 4,
    "float16": 2,
    "bfloat16": 2,
    "int64": 8,
    "int32": 4,
    "int16": 2,
    "int8": 1,
    "uint8": 1,
    "bool": 1,
    "complex64": 8,
    "complex128": 16,
    "float8_e4m3fn": 1,
    "float8_e5m2": 1,
}


def _output_bytes(outputs: Any) -> int | None:
    """Bytes of the outputs a worker described (``[{"shape", "dtype"}, ...]``); None where a
    description or a dtype is missing."""
    if not isinstance(outputs, list) or not outputs:
        return None
    total = 0
    for output in outputs:
        if not isinstance(output, dict) or "shape" not in output:
            continue  # a non-tensor output moves nothing
        size = _DTYPE_BYTES.get(str(output.get("dtype", "")).removeprefix("torch."))
        if size is None:
            return None
        total += size * math.prod(int(d) for d in output["shape"])
    return total


def _device_name(meta: dict[str, str]) -> str | None:
    """The card the run's workers reported (run.db's ``worker`` meta), None if absent."""
    try:
        worker = json.loads(meta.get("worker", "{}"))
    except json.JSONDecodeError:
        return None
    name = worker.get("device_name") if isinstance(worker, dict) else None
    return str(name) if name else None


def _gmean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else math.nan


def summary(suite: Path, results: Path) -> None:
    rows = _read(results)
    for split in ("eval", "train"):
        tasks = [t for t in _tasks(suite) if t["split"] == split]
        by_family: dict[str, list[float]] = defaultdict(list)
        task_speedups: list[float] = []
        measured = total = failed = 0
        for task in tasks:
            mine = [rows[s["path"]] for s in task["subgraphs"] if s["path"] in rows]
            total += len(task["subgraphs"])
            ok = [r["speedup"] for r in mine if r["status"] == "ok" and r["speedup"]]
            measured += len(mine)
            failed += len(mine) - len(ok)
            if ok:
                task_speedups.append(_gmean(ok))
                by_family[_family(task)].append(_gmean(ok))
        slower = sum(1 for s in task_speedups if s < 1)
        print(
            f"{split}: {measured}/{total} subgraphs measured ({failed} not ok), "
            f"{len(task_speedups)}/{len(tasks)} tasks; Inductor over eager by device time: "
            f"G-mean {_gmean(task_speedups):.3f}, slower on {slower} tasks"
        )
        worst = sorted(by_family.items(), key=lambda item: _gmean(item[1]))[:12]
        for family, speedups in worst:
            print(f"  {family:<48} tasks {len(speedups):>3}  G-mean {_gmean(speedups):.3f}")


def families(suite: Path, results: Path, curated: Path, least_tasks: int = 2) -> None:
    rows = _read(results)
    kept: dict[str, list[float]] = defaultdict(list)
    for task in _tasks(curated):
        if task["split"] == "eval":
            kept[_family(task)].append(float(task["baseline"]["median_floor_distance"]))
    table: list[tuple[str, int, float, int, int, float | None]] = []
    by_family: dict[str, list[float]] = defaultdict(list)
    for task in _tasks(suite):
        if task["split"] != "eval":
            continue
        ok = [
            rows[s["path"]]["speedup"]
            for s in task["subgraphs"]
            if s["path"] in rows
            and rows[s["path"]]["status"] == "ok"
            and rows[s["path"]]["speedup"]
        ]
        if ok:
            by_family[_family(task)].append(_gmean(ok))
    for family, speedups in by_family.items():
        if len(speedups) < least_tasks:
            continue
        distances = sorted(kept.get(family, []))
        median = distances[len(distances) // 2] if distances else None
        slower = sum(1 for s in speedups if s < 1)
        table.append((family, len(speedups), _gmean(speedups), slower, len(distances), median))
    print("| family | tasks | Inductor over eager (G-mean) | slower | kept | median distance |")
    print("|---|---|---|---|---|---|")
    for family, count, gmean, slower, kept_count, median in sorted(table, key=lambda r: r[2]):
        distance = f"{median:.2f}" if median is not None else ""
        print(f"| {family} | {count} | {gmean:.3f} | {slower} | {kept_count} | {distance} |")


def firsts(suite: Path) -> None:
    for task in _tasks(suite):
        if task["split"] == "eval" and task["subgraphs"]:
            print(suite.resolve() / task["subgraphs"][0]["path"])


_AUTOTUNE_BACKENDS = {"inductor": "inductor", "inductor-max-autotune": "max_autotune"}


def autotune(suite: Path, run_dir: Path, rows_path: Path) -> None:
    """Rows of one run.db (the whole file is rewritten: the run folder is the resumable state)."""
    task_of = {
        s["path"]: task
        for task in _tasks(suite)
        if task["split"] == "eval"
        for s in task["subgraphs"]
    }
    with sqlite3.connect(run_dir / "run.db") as db:
        replies = {
            sample: json.loads(reply) if reply else {}
            for sample, reply in db.execute("SELECT sample, reply FROM jobs")
        }
        device_name = _device_name(dict(db.execute("SELECT key, value FROM meta")))
        found = db.execute(
            "SELECT sample, backend, status, error, eager_ms, candidate_ms FROM results"
        ).fetchall()
    rows: dict[str, dict[str, Any]] = {}
    for sample, backend, status, error, eager_ms, candidate_ms in found:
        name = _AUTOTUNE_BACKENDS.get(backend)
        key = "subgraphs/" + Path(sample).name
        task = task_of.get(key)
        if name is None or task is None:
            continue
        row = rows.setdefault(
            key,
            {
                "subgraph": key,
                "task": task["id"],
                "family": _family(task),
                "kernels": {},
                "device_name": device_name,
            },
        )
        row[f"{name}_status"] = status
        row[f"{name}_error"] = error or None
        row[f"{name}_us"] = candidate_ms * 1e3 if candidate_ms is not None else None
        if eager_ms is not None and backend == "inductor":
            row["eager_us"] = eager_ms * 1e3
        reply = (replies.get(sample) or {}).get("backends", {}).get(backend) or {}
        launches = (reply.get("timing") or {}).get("launches") or {}
        if launches.get("direct") is not None:
            row["kernels"][name] = launches["direct"]
        if launches.get("eager_direct") is not None:
            row["kernels"]["eager"] = launches["eager_direct"]
    text = "".join(json.dumps(rows[key], sort_keys=True) + "\n" for key in sorted(rows))
    rows_path.write_text(text)
    done = sum(1 for r in rows.values() if "max_autotune_status" in r)
    print(f"{rows_path}: {len(rows)} subgraphs, {done} with max-autotune", file=sys.stderr)


def profile(rows_path: Path) -> None:
    rows = [json.loads(line) for line in rows_path.read_text().splitlines() if line.strip()]
    by_family: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        by_family[row["family"]].append(row)

    def ratio(row: dict[str, Any], over: str, under: str) -> float | None:
        a, b = row.get(f"{over}_us"), row.get(f"{under}_us")
        ok = row.get("inductor_status") == "ok" and row.get("max_autotune_status") == "ok"
        return a / b if ok and a and b else None

    def line(name: str, members: list[dict[str, Any]]) -> str:
        gains = [g for g in (ratio(r, "inductor", "max_autotune") for r in members) if g]
        over_eager = [g for g in (ratio(r, "eager", "inductor") for r in members) if g]
        counts: dict[str, float | None] = {}
        for who in ("eager", "inductor", "max_autotune"):
            found = [r["kernels"][who] for r in members if who in r["kernels"]]
            counts[who] = statistics.median(found) if found else None
        shown = " | ".join("" if c is None else f"{c:g}" for c in counts.values())
        better = sum(1 for g in gains if g > 1.05)
        return (
            f"| {name} | {len(members)} | {_gmean(over_eager):.3f} | {_gmean(gains):.3f} | "
            f"{better} | {shown} |"
        )

    print(
        "| family | tasks | Inductor over eager | max-autotune over Inductor | tasks >5% faster "
        "| kernels: eager | Inductor | max-autotune |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for family, members in sorted(by_family.items(), key=lambda item: (-len(item[1]), item[0])):
        if len(members) >= 2:
            print(line(family, members))
    print(line("**all tasks**", rows))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for name, first in (("todo", "suite"), ("collect", "run_dir"), ("summary", "suite")):
        command = sub.add_parser(name)
        command.add_argument(first, type=Path)
        command.add_argument("results", type=Path)
    command = sub.add_parser("families")
    for name in ("suite", "results", "curated"):
        command.add_argument(name, type=Path)
    sub.add_parser("firsts").add_argument("suite", type=Path)
    command = sub.add_parser("autotune")
    for name in ("suite", "run_dir", "rows"):
        command.add_argument(name, type=Path)
    sub.add_parser("profile").add_argument("rows", type=Path)
    args = parser.parse_args(argv)
    if args.command == "firsts":
        firsts(args.suite)
    elif args.command == "autotune":
        autotune(args.suite, args.run_dir, args.rows)
    elif args.command == "profile":
        profile(args.rows)
    elif args.command == "families":
        families(args.suite, args.results, args.curated)
    elif args.command == "todo":
        todo(args.suite, args.results)
    elif args.command == "collect":
        collect(args.run_dir, args.results)
    else:
        summary(args.suite, args.results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
