#!/usr/bin/env python3
"""Where a pass call's host time goes, beside eager's and Inductor's (issue 32's direct target).

Under ``--invocation direct`` a PassBench subgraph's time is mostly the host's: a few small
kernels, each launched in microseconds. This times, per subgraph, one call of each callable as
the worker builds it (``direct``), in a loop with no synchronisation but at its end, so the
figure is the host's cost per call while the kernels keep up:

* ``eager``, ``inductor``: the baselines;
* ``pass``: the pass as timed (the integrity guard on, unwatched calls);
* ``pass_unguarded``: the same without the integrity layer, the guard's share;
* ``pass_no_launch``: the guarded pass with Triton's ``JITFunction.run`` made a no-op, so the
  rest is the graph module's and the pass wrapper's Python;
* ``launch_only``: the pass's kernels launched alone with the same arguments, as the pass
  launches them (recorded from one call), through the JIT and through the compiled kernel's own
  launcher (what a launcher-caching wrapper would pay);

and, with ``--profile K``, the first K subgraphs' pass loop under cProfile (top functions by own
time). Times are the best of ``--repeats`` loops of ``--calls`` calls, in microseconds.

    bench/synth/host_profile.py SUITE PASS_SET OUT.jsonl [--only SUBSTR,...] [--shard I/N]
    bench/synth/host_profile.py --summary OUT.jsonl
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import io
import json
import math
import pstats
import statistics
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kernel_profile import pending, subgraphs


def host_us(call: Callable[[], Any], calls: int, repeats: int) -> float:
    import torch

    for _ in range(3):
        call()
    torch.cuda.synchronize()
    best = math.inf
    for _ in range(repeats):
        started = time.perf_counter()
        for _ in range(calls):
            call()
        torch.cuda.synchronize()
        best = min(best, (time.perf_counter() - started) * 1e6 / calls)
    return best


def build(name: str, sample: Path, guarded: bool = True, device: str = "cuda") -> Callable[[], Any]:
    """One call of backend NAME on SAMPLE as the worker builds it under `direct`, compiled and
    called once; a functools.partial, so `.func` is the backend's callable (its report)."""
    import torch

    from passnet.runtime.sample import build_inputs, load_model
    from passnet.runtime.worker.backends import resolve_backend
    from passnet.spec.options import Invocation

    torch._dynamo.reset()
    device = torch.device(device)
    model = load_model(sample, device=device)
    inputs = build_inputs(sample, device=device)
    backend = resolve_backend(name, device, integrity=guarded)
    fn = backend.factory_for(Invocation.DIRECT)(model, inputs, device)
    call = functools.partial(fn, **inputs)
    with torch.no_grad():
        call()
    monitor = getattr(fn, "passnet_integrity", None)
    if monitor is not None:
        monitor.watch_all = False  # as while timed
    return call


class _Launches:
    """Records every JIT launch of one call, then replays them alone."""

    def __init__(self) -> None:
        self.recorded: list[tuple[Any, Any, tuple[Any, ...], dict[str, Any]]] = []

    def record(self, call: Callable[[], Any]) -> None:
        from triton.runtime.jit import JITFunction

        original = JITFunction.run
        recorded = self.recorded

        def run(self: Any, *args: Any, grid: Any, warmup: bool, **kwargs: Any) -> Any:
            recorded.append((self, grid, args, kwargs))
            return original(self, *args, grid=grid, warmup=warmup, **kwargs)

        JITFunction.run = run  # type: ignore[method-assign]
        try:
            call()
        finally:
            JITFunction.run = original  # type: ignore[method-assign]

    def through_jit(self) -> None:
        for fn, grid, args, kwargs in self.recorded:
            fn[grid](*args, **kwargs)

    def compiled(self) -> Callable[[], None]:
        """The launches through each compiled kernel's own launcher: ``warmup`` gives the
        compiled kernel once, then each launch is one ``CompiledKernel[grid](...)`` call with the
        runtime (non-constexpr) arguments only."""
        import inspect

        launches = []
        for fn, grid, args, kwargs in self.recorded:
            kernel = fn.warmup(*args, grid=grid, **kwargs)
            names = list(inspect.signature(fn.fn).parameters)
            bound = dict(zip(names, args, strict=False))
            bound.update({k: v for k, v in kwargs.items() if k in names})
            every = [bound[n] for n in names]
            runtime = [bound[n] for k, n in enumerate(names) if not fn.params[k].is_constexpr]
            try:  # the launcher's arguments: the runtime ones, or (some versions) all of them
                kernel[grid](*runtime)
                launches.append((kernel, grid, runtime))
            except Exception:
                kernel[grid](*every)
                launches.append((kernel, grid, every))

        def launch() -> None:
            for kernel, grid, arguments in launches:
                kernel[grid](*arguments)

        return launch


def profile_subgraph(
    task: str, sample: Path, pass_set: Path, args: argparse.Namespace
) -> dict[str, Any]:
    import torch
    from triton.runtime.jit import JITFunction

    from passnet.spec.backend_spec import BackendKind, BackendSpec

    record: dict[str, Any] = {"task": task, "sample": str(sample)}
    timed = functools.partial(host_us, calls=args.calls, repeats=args.repeats)
    name = BackendSpec(BackendKind.PASSES, path=str(pass_set / task)).text
    with torch.no_grad():
        for label, backend, guarded in (
            ("eager", "eager", True),
            ("inductor", "inductor", True),
            ("pass", name, True),
            ("pass_unguarded", name, False),
        ):
            try:
                record[label] = timed(build(backend, sample, guarded))
            except Exception as error:  # one subgraph never ends the run
                record[label] = f"{type(error).__name__}: {error}"[:300]
                traceback.print_exc(file=sys.stderr)
        try:
            call = build(name, sample)
            launches = _Launches()
            launches.record(call)
            record["launches"] = len(launches.recorded)
            record["launch_jit"] = timed(launches.through_jit)
            record["launch_compiled"] = timed(launches.compiled())
            original = JITFunction.run
            JITFunction.run = lambda self, *a, **k: None  # type: ignore[method-assign]
            try:
                record["pass_no_launch"] = timed(call)
            finally:
                JITFunction.run = original  # type: ignore[method-assign]
            if args.profile_left > 0:
                args.profile_left -= 1
                profiler = cProfile.Profile()
                profiler.enable()
                for _ in range(args.calls):
                    call()
                profiler.disable()
                text = io.StringIO()
                pstats.Stats(profiler, stream=text).sort_stats("tottime").print_stats(18)
                record["cprofile"] = text.getvalue()[-6000:]
        except Exception as error:
            record["launch_error"] = f"{type(error).__name__}: {error}"[:300]
            traceback.print_exc(file=sys.stderr)
    return record


_COLUMNS = (
    "eager",
    "inductor",
    "pass",
    "pass_unguarded",
    "pass_no_launch",
    "launch_jit",
    "launch_compiled",
)


def summary(path: Path) -> None:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    print(f"{'task':40} " + " ".join(f"{c[:14]:>14}" for c in _COLUMNS) + "  launches")
    ok = [r for r in rows if all(isinstance(r.get(c), float) for c in _COLUMNS)]
    for row in rows:
        cells = " ".join(
            f"{row[c]:14.1f}" if isinstance(row.get(c), float) else f"{'-':>14}" for c in _COLUMNS
        )
        print(f"{row['task'][:40]:40} {cells}  {row.get('launches', '-')}")
    if ok:
        medians = " ".join(f"{statistics.median(r[c] for r in ok):14.1f}" for c in _COLUMNS)
        print(f"{'median (' + str(len(ok)) + ' complete)':40} {medians}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suite", type=Path, nargs="?")
    parser.add_argument("pass_set", type=Path, nargs="?")
    parser.add_argument("out", type=Path, nargs="?")
    parser.add_argument("--only", default="", help="comma-separated task or subgraph substrings")
    parser.add_argument("--shard", default="0/1", help="I/N: every Nth subgraph from the Ith")
    parser.add_argument("--per-task", type=int, default=1, help="subgraphs a task")
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--profile", type=int, default=0, help="cProfile the first K subgraphs")
    parser.add_argument("--seconds", type=float, default=0, help="stop starting new ones after")
    parser.add_argument("--summary", type=Path, help="print the table of an earlier OUT.jsonl")
    args = parser.parse_args()
    if args.summary:
        summary(args.summary)
        return 0
    if not (args.suite and args.pass_set and args.out):
        parser.error("SUITE, PASS_SET and OUT are required (or --summary)")
    only = [key for key in args.only.split(",") if key]
    todo, seen = [], {}
    for task, sample in subgraphs(args.suite, only):
        seen[task] = seen.get(task, 0) + 1
        if seen[task] <= args.per_task:
            todo.append((task, sample))
    todo = pending(todo, args.shard, args.out)
    args.profile_left = args.profile
    started = time.monotonic()
    with args.out.open("a") as out:
        for task, sample in todo:
            if args.seconds and time.monotonic() - started > args.seconds:
                print("host_profile: time box reached", file=sys.stderr)
                break
            out.write(json.dumps(profile_subgraph(task, sample, args.pass_set, args)) + "\n")
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
