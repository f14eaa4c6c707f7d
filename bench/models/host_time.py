"""Where `passes+inductor:` loses under `direct` (issue 36): host time per call of one compiled
subgraph, Inductor against the pass set lowered into Inductor's code and run as it is, with and
without the integrity layer. Under `direct` a small subgraph's call is bound by the host, so the
time per call of back-to-back calls (synchronised at the end) is the Python and launch work of
one call.

Subjects, each built by the worker's own backend factories under `direct`:

* `inductor`: Inductor's code alone;
* `lowered`: `passes+inductor:SET` as the judge runs it (integrity on, unwatched calls);
* `lowered-no-integrity`: the same without the integrity layer;
* `passes` and `passes-no-integrity`: the rewritten graph run as it is (`passes:SET`).

Rounds rotate the subjects' order; each subject's figure is the median over rounds of its time
over Inductor's in the same round. Also per subject: the Python calls one call makes (from
`sys.setprofile`, which no host load moves) and, for the lowered ones, how Inductor launches each
user-defined kernel (`static` or `triton`).

On the H200 (torch 2.11, six reference tasks of float16): lowered 1.058x Inductor's time per call,
`passes:` 0.839x; 1 to 6 more Python calls than Inductor's 77-93 lowered, 48-69 under `passes:`
(bench/models/results/2026-11-27/README.md, "Host time per call"). With `--cpp-wrapper` on the
H100 (four reference tasks, bench/models/results/2026-11-28b): Inductor 0.72-0.75x and the lowered
set 0.71-0.74x of the Python wrapper's time, against `passes:` 0.82-0.95x.

    python3 bench/models/host_time.py SUITE PASS_SET [--only ID,...] [--limit N]
        [--rounds 15] [--calls 200] [--json OUT] [--device cpu] [--cpp-wrapper]
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from passnet.spec.backend_spec import BackendKind, BackendSpec, InductorUse

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "synth"))
from host_profile import build  # the worker's `direct` build, as the synth profiles use it


def _launchers(before: set[int]) -> list[str]:
    """How each user-defined kernel Inductor compiled since BEFORE is launched."""
    from torch._inductor.runtime.triton_heuristics import CachingAutotuner, HeuristicType

    found = []
    for obj in gc.get_objects():
        if issubclass(type(obj), CachingAutotuner) and id(obj) not in before:
            if obj.heuristic_type != HeuristicType.USER_AUTOTUNE:
                continue
            static = all(getattr(launcher, "_is_static", False) for launcher in obj.launchers)
            found.append(f"{obj.fn.__name__}:{'static' if static else 'triton'}")
    return sorted(found)


def _autotuners() -> set[int]:
    from torch._inductor.runtime.triton_heuristics import CachingAutotuner

    return {id(obj) for obj in gc.get_objects() if issubclass(type(obj), CachingAutotuner)}


def _python_calls(call: Callable[[], Any]) -> int:
    count = 0

    def profile(frame: Any, event: str, arg: Any) -> None:
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    sys.setprofile(profile)
    try:
        call()
    finally:
        sys.setprofile(None)
    return count


def _build(name: str, backend: str, sample: Path, device: torch.device) -> dict[str, Any]:
    from torch._inductor import config

    before = _autotuners()
    # `-cpp` subjects: Inductor's wrapper generated as C++ rather than Python, compiled (on the
    # first call) under the patch.
    with config.patch(cpp_wrapper=name.endswith("-cpp")):
        call = build(backend, sample, guarded=not name.endswith("no-integrity"), device=str(device))
        with torch.no_grad():
            call()
    report = getattr(call.func, "passnet_report", None)  # type: ignore[attr-defined]
    lowered = getattr(report, "lowered", None) if report is not None else None
    return {
        "call": call,
        "launchers": _launchers(before) if "lowered" in name else [],
        "lowered": dict(lowered) if lowered else {},
    }


def _per_call_us(call: Callable[[], Any], calls: int, device: torch.device) -> float:
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    start = time.perf_counter()
    for _ in range(calls):
        call()
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    return (time.perf_counter() - start) / calls * 1e6


def measure(
    sample: Path, pass_set: Path, device: torch.device, rounds: int, calls: int, cpp: bool
) -> dict[str, Any]:
    lowered = BackendSpec(BackendKind.PASSES, path=str(pass_set), inductor=InductorUse.LOWERED).text
    alone = BackendSpec(BackendKind.PASSES, path=str(pass_set)).text
    backends = {
        "inductor": "inductor",
        "lowered": lowered,
        "lowered-no-integrity": lowered,
        "passes": alone,
        "passes-no-integrity": alone,
    }
    if cpp:
        backends |= {"inductor-cpp": "inductor", "lowered-cpp": lowered}
    built = {name: _build(name, backend, sample, device) for name, backend in backends.items()}
    names = list(built)
    with torch.no_grad():
        for subject in built.values():
            for _ in range(20):
                subject["call"]()
            subject["python_calls"] = _python_calls(subject["call"])
        times: dict[str, list[float]] = {name: [] for name in names}
        for r in range(rounds):
            shift = r % len(names)
            for name in names[shift:] + names[:shift]:
                times[name].append(_per_call_us(built[name]["call"], calls, device))
    rows: dict[str, Any] = {}
    for name in names:
        ratios = [t / i for t, i in zip(times[name], times["inductor"], strict=True)]
        rows[name] = {
            "us_per_call": statistics.median(times[name]),
            "over_inductor": statistics.median(ratios),
            "python_calls": built[name]["python_calls"],
            "launchers": built[name]["launchers"],
            "lowered": built[name]["lowered"],
        }
    return rows


def _samples(suite: Path, only: list[str], limit: int) -> list[tuple[str, Path]]:
    tasks = json.loads((suite / "results" / "reference-tasks.json").read_text())["tasks"]
    ids = [t["id"] for t in tasks if not only or any(t["id"].startswith(o) for o in only)]
    found = []
    for task_id in ids[:limit] if limit else ids:
        task = next(iter((suite / "tasks").glob(f"*/{task_id}.json")))
        first = json.loads(task.read_text())["subgraphs"][0]["path"]
        found.append((task_id, suite / first))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suite", type=Path)
    parser.add_argument("pass_set", type=Path)
    parser.add_argument("--only", default="", help="comma-separated task id prefixes")
    parser.add_argument("--limit", type=int, default=0, help="the first N tasks (0: all)")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--calls", type=int, default=200, help="back-to-back calls per round")
    parser.add_argument("--json", type=Path, help="write the rows here too")
    parser.add_argument(
        "--device", default="cuda", help="cpu: a smoke test of the script (nothing is lowered)"
    )
    parser.add_argument(
        "--cpp-wrapper",
        action="store_true",
        help="also Inductor and the lowered set with Inductor's C++ wrapper (`inductor-cpp`, "
        "`lowered-cpp`): does a wrapper that is not Python give the host time back?",
    )
    args = parser.parse_args()
    device = torch.device(args.device)
    if device.type == "cuda" and not torch.cuda.is_available():
        print("host_time.py: no CUDA device here (--device cpu for a smoke test)", file=sys.stderr)
        return 2
    only = [o for o in args.only.split(",") if o]
    results: dict[str, Any] = {}
    for task_id, sample in _samples(args.suite, only, args.limit):
        try:
            rows = measure(
                sample, args.pass_set.resolve(), device, args.rounds, args.calls, args.cpp_wrapper
            )
        except Exception as error:  # one task that fails to build never stops the others
            print(f"{task_id}: {type(error).__name__}: {str(error)[:300]}", flush=True)
            results[task_id] = {"error": f"{type(error).__name__}: {error}"}
            continue
        results[task_id] = rows
        cells = "  ".join(
            f"{name} {row['us_per_call']:.1f}us x{row['over_inductor']:.3f} py{row['python_calls']}"
            for name, row in rows.items()
        )
        print(f"{task_id}: {cells}", flush=True)
        for name, row in rows.items():
            if row["launchers"]:
                print(f"  {name}: {' '.join(row['launchers'])}", flush=True)
    good = [r for r in results.values() if "error" not in r]
    if good:
        print("G-mean over Inductor, host-bound time per call:")
        for name in good[0]:
            logs = [math.log(r[name]["over_inductor"]) for r in good]
            print(f"  {name}: {math.exp(statistics.fmean(logs)):.3f}x over {len(good)} tasks")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
