"""``python -m passnet.synth`` (``passnet synth`` hands over to it): a pass set for a suite's
tasks, one pass folder per covered task, and ``synth-report.json`` beside them."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from passnet.synth.suite import SuiteError

__all__ = ["main"]

REPORT = "synth-report.json"
REPORT_FORMAT = "passnet-synth-report/1"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="passnet synth",
        description="Write a pass for every task of a PassBench suite, without an LLM: the "
        "pattern from the task's op sequence, the replacement a Triton kernel from passnet's "
        "templates, each pass checked on every subgraph of its task before it is kept.",
        epilog="Output: OUT/<task id>/ (a pass folder in PassNet's format, self-contained) per "
        f"covered task, and OUT/{REPORT} (rewritten after every task; per task: family, "
        "template, status, reason, "
        "patterns, kernels, matched and correct subgraphs, integrity findings, seconds). "
        "Run the set with `passnet bench suite run SUITE --backends inductor,passes:OUT`. "
        "On a CPU the kernels are checked in Triton's interpreter. docs/synth.md.",
    )
    parser.add_argument("--suite", type=Path, required=True, help="the suite folder (suite.json)")
    parser.add_argument("--split", default="eval", choices=("train", "eval", "all"))
    parser.add_argument("--out", type=Path, required=True, help="the pass set folder to write")
    parser.add_argument(
        "--only", default="", help="comma-separated task ids or id prefixes (a family: 'mul_add-')"
    )
    parser.add_argument("--tuning", type=Path, help="a tuning table (default: built-in)")
    parser.add_argument(
        "--tune",
        action="store_true",
        help="measure the templates' launch configurations on the suite's train split and "
        "write the tuning table to --out (a JSON file) instead of a pass set",
    )
    parser.add_argument(
        "--per-task", type=int, default=2, help="--tune: train subgraphs timed per task"
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="--tune: processes that build and compile the candidates side by side; "
        "each timing holds the GPU alone",
    )
    parser.add_argument(
        "--device",
        default="cpu",
        help="where passes are verified: cpu (Triton's interpreter) or cuda",
    )
    parser.add_argument(
        "--no-verify", action="store_true", help="write the passes without checking them"
    )
    parser.add_argument(
        "--shard",
        default="0/1",
        help="I/N: every Nth task from the Ith, for runs side by side into separate --out "
        "folders (coverage.py merges their reports)",
    )
    parser.add_argument("-q", "--quiet", action="store_true", help="no line per task")
    return parser


def _shard(text: str) -> tuple[int, int]:
    try:
        shard, shards = (int(part) for part in text.split("/"))
    except ValueError:
        raise SuiteError(f"--shard {text!r} is not I/N") from None
    if not 0 <= shard < shards:
        raise SuiteError(f"--shard {text!r}: I must be at least 0 and below N")
    return shard, shards


def _tune(args: argparse.Namespace) -> int:
    import tempfile

    import torch

    from passnet.synth.tune import tune

    if args.only or args.tuning or args.split != "eval":
        print(
            "passnet synth --tune: reads the train split alone (no --only, --tuning, --split)",
            file=sys.stderr,
        )
        return 2
    say = (lambda line: None) if args.quiet else (lambda line: print(line, flush=True))
    try:
        with tempfile.TemporaryDirectory(prefix="passnet-tune-") as scratch:
            document = tune(
                args.suite,
                args.out,
                torch.device(args.device),
                Path(scratch),
                per_task=args.per_task,
                progress=say,
                jobs=args.jobs,
            )
    except (SuiteError, RuntimeError) as error:
        print(f"passnet synth --tune: {error}", file=sys.stderr)
        return 2
    for template, record in document["measured"].items():
        print(f"{template}: {record['tasks']} train tasks; rows {document[template]}")
    print(f"passnet synth --tune: {args.out} ({document['seconds']} s)")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.device == "cpu":
        os.environ["TRITON_INTERPRET"] = "1"  # before triton is first imported
    import torch

    if args.tune:
        return _tune(args)

    from passnet.synth.suite import read_tasks
    from passnet.synth.task import synthesize_task
    from passnet.synth.tuning import Tuning, TuningError, read_tuning

    try:
        only = [item for item in args.only.split(",") if item]
        shard, shards = _shard(args.shard)
        tasks = read_tasks(args.suite, args.split, only)[shard::shards]
        tuning = read_tuning(args.tuning) if args.tuning else Tuning()
        device = torch.device(args.device)
    except (SuiteError, TuningError, RuntimeError) as error:
        print(f"passnet synth: {error}", file=sys.stderr)
        return 2
    if not tasks:
        print(f"passnet synth: no task of split {args.split} matches", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    reports = []

    def write_report() -> Counter[str]:
        # rewritten after every task, so that an interrupted run keeps what it did
        statuses = Counter(r.status for r in reports)
        document = {
            "format": REPORT_FORMAT,
            "suite": str(args.suite),
            "split": args.split,
            "tuning": tuning.source,
            "device": args.device,
            "verified": not args.no_verify,
            "tasks": len(reports),
            "of": len(tasks),
            "statuses": dict(sorted(statuses.items())),
            "seconds": round(time.monotonic() - started, 3),
            "reports": [r.to_json() for r in reports],
        }
        partial = args.out / f".{REPORT}.partial"
        partial.write_text(json.dumps(document, indent=1) + "\n")
        partial.replace(args.out / REPORT)
        return statuses

    for number, task in enumerate(tasks, 1):
        report = synthesize_task(task, args.out, tuning, device, verify=not args.no_verify)
        reports.append(report)
        statuses = write_report()
        if not args.quiet:
            line = f"[{number}/{len(tasks)}] {task.id}: {report.status}"
            if report.verification is not None:
                line += f", {report.verification.correct}/{report.subgraphs} correct"
            if report.reason:
                line += f" ({report.reason[:160]})"
            print(line, flush=True)
    covered = statuses.get("covered", 0) + statuses.get("partial", 0)
    print(
        f"passnet synth: {covered}/{len(reports)} tasks covered "
        f"({', '.join(f'{k} {v}' for k, v in sorted(statuses.items()))}); {args.out / REPORT}"
    )
    return 0
