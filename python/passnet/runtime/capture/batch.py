"""Capture whole model zoos as GraphNet samples, one supervised process per model.

Usage::

    python -m passnet.runtime.capture.batch --out zoo --zoos torchvision,timm,transformers \\
        --device cuda --jobs 12

Each spec of :func:`passnet.runtime.capture.zoo.zoo_specs` (or of ``--specs FILE``, one per
line) runs ``python -m passnet.runtime.capture SPEC`` in a process of its own with a time limit,
so a model that crashes, hangs or runs out of memory costs only itself. Samples go to
``OUT/samples/ZOO/NAME`` (``subgraph_N`` inside for graph breaks). Every outcome is appended to
``OUT/capture.jsonl`` as it happens::

    {"spec": "timm:resnet18", "status": "ok", "graphs": 1, "seconds": 9.2, "error": null}

``status`` is ``ok``, ``failed`` (``error``: the last line the capture printed, such as
``capture: default config has 7.0B parameters``) or ``timeout``; a model that failed or timed
out leaves no graphs behind, even those it captured before it stopped. Re-running resumes:
specs with an outcome are skipped (failed ones are tried again with ``--retry-failed``). The
summary, per zoo and over all, with the commonest failure reasons, is printed as JSON on stdout.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

__all__ = ["capture_specs", "main", "summarise"]


def _folder(out: Path, spec: str) -> Path:
    zoo, _, name = spec.partition(":")
    return out / "samples" / zoo / re.sub(r"[^A-Za-z0-9._-]+", "_", name)


_EXCEPTION_LINE = re.compile(r"^(capture: |[\w.]*(Error|Exception|Unsupported|Failed)\b)")


def _reason(stderr: str) -> str:
    """The line that says what went wrong: the last exception line (dynamo follows its own
    with advice on verbose logging), else the last line."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    named = [line for line in lines if _EXCEPTION_LINE.match(line)]
    reason = named[-1] if named else lines[-1] if lines else "no message"
    return reason if len(reason) <= 400 else reason[:397] + "..."


def _capture_one(spec: str, out: Path, device: str, timeout: float, max_params: float) -> dict:
    folder = _folder(out, spec)
    command = [sys.executable, "-m", "passnet.runtime.capture", spec, "--out", str(folder)]
    command += ["--device", device, "--max-params", str(max_params)]
    started = time.monotonic()
    # A model's graphs come whole or not at all: what a failed or earlier run left goes first.
    shutil.rmtree(folder, ignore_errors=True)
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        shutil.rmtree(folder, ignore_errors=True)
        return {
            "spec": spec,
            "status": "timeout",
            "graphs": 0,
            "seconds": round(time.monotonic() - started, 1),
            "error": f"no result in {timeout:.0f} s",
        }
    seconds = round(time.monotonic() - started, 1)
    graphs = [line for line in done.stdout.splitlines() if line.strip()]
    if done.returncode != 0 or not graphs:
        shutil.rmtree(folder, ignore_errors=True)
        return {
            "spec": spec,
            "status": "failed",
            "graphs": 0,
            "seconds": seconds,
            "error": _reason(done.stderr),
        }
    return {"spec": spec, "status": "ok", "graphs": len(graphs), "seconds": seconds, "error": None}


def _recorded(log: Path) -> dict[str, dict]:
    outcomes: dict[str, dict] = {}
    if log.is_file():
        for line in log.read_text().splitlines():
            try:
                outcome = json.loads(line)
            except json.JSONDecodeError:
                continue  # a line cut short by a killed run
            if isinstance(outcome, dict) and "spec" in outcome:
                outcomes[outcome["spec"]] = outcome
    return outcomes


def capture_specs(
    specs: Sequence[str],
    out: Path,
    *,
    device: str = "cpu",
    jobs: int = 1,
    timeout: float = 300,
    max_params: float = 0,
    retry_failed: bool = False,
    progress: bool = True,
) -> list[dict]:
    """Captures every spec not captured yet under ``out`` (see the module docs); returns the
    outcomes of all of ``specs``, earlier runs' included."""
    out.mkdir(parents=True, exist_ok=True)
    log = out / "capture.jsonl"
    outcomes = _recorded(log)
    todo = [
        spec
        for spec in specs
        if spec not in outcomes or (retry_failed and outcomes[spec]["status"] != "ok")
    ]
    lock = threading.Lock()
    done = 0

    def run(spec: str) -> None:
        nonlocal done
        outcome = _capture_one(spec, out, device, timeout, max_params)
        with lock:
            outcomes[spec] = outcome
            with log.open("a") as stream:
                stream.write(json.dumps(outcome) + "\n")
            done += 1
            if progress:
                print(f"capture: {done}/{len(todo)} {spec}: {outcome['status']}", file=sys.stderr)

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        list(pool.map(run, todo))
    return [outcomes[spec] for spec in specs if spec in outcomes]


def summarise(outcomes: Sequence[dict]) -> dict[str, Any]:
    """Counts per zoo and over all, and the commonest failure reasons."""

    def tally(subset: Sequence[dict]) -> dict[str, Any]:
        statuses = Counter(outcome["status"] for outcome in subset)
        return {
            "models": len(subset),
            "ok": statuses.get("ok", 0),
            "failed": statuses.get("failed", 0),
            "timeout": statuses.get("timeout", 0),
            "graphs": sum(outcome.get("graphs", 0) for outcome in subset),
        }

    zoos = sorted({outcome["spec"].partition(":")[0] for outcome in outcomes})
    reasons = Counter(
        re.sub(r"\d+(\.\d+)?", "N", outcome["error"] or "")[:160]
        for outcome in outcomes
        if outcome["status"] != "ok"
    )
    return {
        "all": tally(outcomes),
        "zoos": {
            zoo: tally([o for o in outcomes if o["spec"].startswith(zoo + ":")]) for zoo in zoos
        },
        "failure_reasons": [{"reason": r, "models": n} for r, n in reasons.most_common(15)],
    }


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m passnet.runtime.capture.batch``; returns the exit status."""
    from passnet.runtime.capture.zoo import ZOOS, ZooError, zoo_specs

    parser = argparse.ArgumentParser(
        prog="python -m passnet.runtime.capture.batch",
        description="Capture model zoos as GraphNet samples, one supervised process per model",
    )
    parser.add_argument("--out", required=True, type=Path, help="output folder (resumable)")
    parser.add_argument("--zoos", default=",".join(ZOOS), help="comma-separated zoos to list")
    parser.add_argument("--specs", type=Path, help="a file of specs, one per line, instead")
    parser.add_argument("--only", help="only specs matching this regular expression")
    parser.add_argument("--limit", type=int, default=0, help="at most N specs per zoo (0: all)")
    parser.add_argument("--device", default="cpu", help="device the captured call runs on")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="models at once")
    parser.add_argument("--timeout", type=float, default=300, help="seconds one model may take")
    parser.add_argument(
        "--max-params",
        type=float,
        default=2e9,
        help="refuse transformers default configs larger than this (0: none)",
    )
    parser.add_argument("--retry-failed", action="store_true", help="try failed specs again")
    parser.add_argument("--list", action="store_true", help="print the specs and stop")
    args = parser.parse_args(argv)
    try:
        if args.specs:
            specs = [s.strip() for s in args.specs.read_text().splitlines() if s.strip()]
        else:
            specs = []
            for zoo in filter(None, args.zoos.split(",")):
                listed = zoo_specs(zoo)
                specs += listed[: args.limit] if args.limit else listed
    except (OSError, ZooError) as error:
        print(f"capture batch: {error}", file=sys.stderr)
        return 2
    if args.only:
        specs = [spec for spec in specs if re.search(args.only, spec)]
    if args.list:
        print("\n".join(specs))
        return 0
    outcomes = capture_specs(
        specs,
        args.out,
        device=args.device,
        jobs=args.jobs,
        timeout=args.timeout,
        max_params=args.max_params,
        retry_failed=args.retry_failed,
    )
    print(json.dumps(summarise(outcomes), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
