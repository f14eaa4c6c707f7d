#!/usr/bin/env python3
"""Where a pass set's device time goes, kernel by kernel, beside Inductor's (issue 32).

A device-timed run says a pass is 3x slower than Inductor on a subgraph; this says why: per
subgraph and backend, the kernels one call launches (name, device microseconds each, from
``torch.profiler``), their sum, and the call's time replayed from a CUDA graph of many calls
(the figure ``--invocation cudagraph`` scores), so the difference between the two is the gaps
between kernels. Both backends are built as the worker builds them (``direct`` invocation).

    bench/synth/kernel_profile.py SUITE PASS_SET OUT.jsonl [--only SUBSTR,...] [--limit N]
        [--shard I/N] [--seconds S]

SUITE is a suite or a sample of one (bench/synth/sample_suite.py); PASS_SET holds one pass
folder per task (``passnet synth``'s output). One JSON line per subgraph; a subgraph that
fails records its error and the run goes on. ``--summary OUT.jsonl`` prints the table only.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import time
import traceback
from collections import defaultdict
from pathlib import Path
from typing import Any


def subgraphs(suite: Path, only: list[str]) -> list[tuple[str, Path]]:
    """(task id, subgraph folder) of every eval task of ``suite``, in manifest order."""
    found = []
    for manifest in sorted((suite / "tasks" / "eval").glob("*.json")):
        task = json.loads(manifest.read_text())
        for entry in task["subgraphs"]:
            path = (suite / entry["path"]).resolve()
            if not only or any(key in str(path) or key in task["id"] for key in only):
                found.append((task["id"], path))
    return found


def pending(todo: list[tuple[str, Path]], shard: str, out: Path) -> list[tuple[str, Path]]:
    """Shard ``I/N`` of ``todo`` (every Nth subgraph from the Ith) less the subgraphs ``out``
    already holds (JSON lines with a "sample"): a rerun resumes. Also host_profile.py's."""
    index, count = (int(part) for part in shard.split("/"))
    done = set()
    if out.exists():
        done = {json.loads(line)["sample"] for line in out.read_text().splitlines() if line}
    return [(task, sample) for task, sample in todo[index::count] if str(sample) not in done]


def kernels_of(call: Any, device: Any, calls: int = 5) -> list[tuple[str, float]]:
    """(kernel name, mean device microseconds) per launch of one call, in launch order."""
    import torch
    from torch.autograd import DeviceType
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize(device)
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(calls):
            call()
        torch.cuda.synchronize(device)
    events = sorted(
        (e for e in prof.events() if e.device_type == DeviceType.CUDA),
        key=lambda e: e.time_range.start,
    )
    per_call = len(events) // calls if calls else 0
    merged: list[tuple[str, float]] = []
    for k in range(per_call):
        same = events[k::per_call]
        merged.append(
            (same[0].name, sum(e.time_range.end - e.time_range.start for e in same) / len(same))
        )
    return merged


def profile_subgraph(task: str, sample: Path, pass_set: Path) -> dict[str, Any]:
    import torch

    from passnet.runtime.sample import build_inputs, load_model
    from passnet.runtime.worker.backends import resolve_backend
    from passnet.spec.backend_spec import BackendKind, BackendSpec
    from passnet.spec.options import Invocation
    from passnet.synth.tune import call_time_us

    device = torch.device("cuda")
    record: dict[str, Any] = {"task": task, "sample": str(sample)}
    pass_backend = BackendSpec(BackendKind.PASSES, path=str(pass_set / task)).text
    for label, name in (("inductor", "inductor"), ("pass", pass_backend)):
        torch._dynamo.reset()
        try:
            model = load_model(sample, device=device)
            inputs = build_inputs(sample, device=device)
            fn = resolve_backend(name, device).factory_for(Invocation.DIRECT)(model, inputs, device)
            with torch.no_grad():
                call = functools.partial(fn, **inputs)
                call()  # watched by the integrity guard, as the worker's first call is
                monitor = getattr(fn, "passnet_integrity", None)
                if monitor is not None:
                    monitor.watch_all = False  # as while timed: unwatched calls
                kernels = kernels_of(call, device)
                record[label] = {
                    "kernels": kernels,
                    "kernel_us": sum(us for _, us in kernels),
                    "graph_us": call_time_us(call, device),
                }
        except Exception as error:  # one subgraph never ends the run
            record[label] = {"error": f"{type(error).__name__}: {error}"}
            traceback.print_exc(file=sys.stderr)
    return record


def summary(path: Path) -> None:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    by_task: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        by_task[row["task"]].append(row)
    print(
        f"{'task':44} {'ind us':>7} {'pass us':>7} {'ind k':>5} {'pass k':>6} {'ind kern':>8} "
        f"{'pass kern':>9}  pass kernels"
    )
    for task, items in sorted(by_task.items()):
        for row in items:
            ind, pas = row.get("inductor", {}), row.get("pass", {})
            if "graph_us" not in ind or "graph_us" not in pas:
                print(f"{task:44} failed: {ind.get('error') or pas.get('error')}"[:160])
                continue
            names = ", ".join(f"{n[:28]} {us:.1f}" for n, us in pas["kernels"])
            print(
                f"{task:44} {ind['graph_us']:7.1f} {pas['graph_us']:7.1f} "
                f"{len(ind['kernels']):5} {len(pas['kernels']):6} {ind['kernel_us']:8.1f} "
                f"{pas['kernel_us']:9.1f}  {names}"[:220]
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suite", type=Path, nargs="?")
    parser.add_argument("pass_set", type=Path, nargs="?")
    parser.add_argument("out", type=Path, nargs="?")
    parser.add_argument("--only", default="", help="comma-separated task or subgraph substrings")
    parser.add_argument("--limit", type=int, default=0, help="at most this many subgraphs")
    parser.add_argument("--seconds", type=float, default=0, help="stop starting new ones after")
    parser.add_argument("--shard", default="0/1", help="I/N: every Nth subgraph from the Ith")
    parser.add_argument("--summary", type=Path, help="print the table of an earlier OUT.jsonl")
    args = parser.parse_args()
    if args.summary:
        summary(args.summary)
        return 0
    if not (args.suite and args.pass_set and args.out):
        parser.error("SUITE, PASS_SET and OUT are required (or --summary)")
    only = [key for key in args.only.split(",") if key]
    todo = subgraphs(args.suite, only)
    if args.limit:
        todo = todo[: args.limit]
    todo = pending(todo, args.shard, args.out)
    started = time.monotonic()
    with args.out.open("a") as out:
        for index, (task, sample) in enumerate(todo):
            if args.seconds and time.monotonic() - started > args.seconds:
                print(
                    f"kernel_profile: time box reached after {index} of {len(todo)}",
                    file=sys.stderr,
                )
                break
            out.write(json.dumps(profile_subgraph(task, sample, args.pass_set)) + "\n")
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
