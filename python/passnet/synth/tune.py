"""``passnet synth --tune``: the tuning table measured rather than assumed (issue 32).

For each tuned template (``elementwise``, whose table the row template reads too, and ``gemm``,
whose the convolution template does not: its shapes are another matter) every
candidate configuration is written into a one-row table, the suite's *train* tasks of that
template are synthesised with it, and each pass is timed on a fixed, seeded sample of its task's
subgraphs, as the worker builds it (``passes:``, the direct invocation): on a GPU as a CUDA graph
of many calls timed with events (the device time the suites score), on a CPU one call in
Triton's interpreter (which checks the mechanics, not the GPU's choice). A subgraph's shape class
is its output's element count (a GEMM's ``M * N``, what its table rows are keyed by); per class
the candidate with the least geometric-mean time over the subgraphs every candidate ran wins. A
class no train subgraph falls in keeps the built-in row. Eval subgraphs are never read: the
table is the train split's.

The table (``passnet-synth-tuning/1``) holds the chosen rows and, under ``measured``, each
class's candidates with their times, so a reader sees the margin each choice won by."""

from __future__ import annotations

import json
import math
import random
import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import torch

from passnet.runtime.worker.device_lock import gpu_turn, timing_alone
from passnet.synth.gemm import DEFAULT_GEMM
from passnet.synth.suite import Task, read_tasks
from passnet.synth.task import synthesize_task
from passnet.synth.tuning import DEFAULT_ELEMENTWISE, FORMAT, Row, Tuning

__all__ = ["CANDIDATES", "call_time_us", "tune"]

# Configurations tried per template (a row without its limit). GEMM: the tiles of
# bench/synth/gemm_micro.py's sweep that won some shape there.
CANDIDATES: dict[str, tuple[tuple[int, ...], ...]] = {
    "elementwise": ((128, 1), (256, 2), (512, 4), (1024, 4), (2048, 8)),
    "gemm": ((16, 32, 64, 4), (32, 32, 64, 4), (16, 64, 64, 4), (64, 64, 64, 4), (128, 128, 32, 4)),
}
DEFAULTS: dict[str, tuple[Row, ...]] = {"elementwise": DEFAULT_ELEMENTWISE, "gemm": DEFAULT_GEMM}
_GRAPH_CALLS = 32


def _template_of(task: Task, tuning: Tuning, scratch: Path, device: torch.device) -> str | None:
    report = synthesize_task(task, scratch, tuning, device, verify=False)
    return report.template if report.status == "covered" else None


def call_time_us(call: Callable[[], Any], device: torch.device) -> float:
    """Microseconds per call: on a GPU the best of 7 timings (CUDA events) of a CUDA graph of
    32 calls replayed 4 times, after 3 replays; on a CPU the better of 2 calls. Also
    bench/synth/kernel_profile.py's."""
    if device.type != "cuda":
        best = math.inf
        for _ in range(2):
            started = time.perf_counter()
            call()
            best = min(best, (time.perf_counter() - started) * 1e6)
        return best
    from passnet.runtime.invocation import CapturedCall

    captured = CapturedCall(call, device, "the call", repeats=_GRAPH_CALLS)
    try:
        for _ in range(3):
            captured()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        best = math.inf
        for _ in range(7):
            start.record()
            for _ in range(4):
                captured()
            end.record()
            end.synchronize()
            best = min(best, start.elapsed_time(end) * 1e3 / (4 * _GRAPH_CALLS))
        return best
    finally:
        captured.release()


class _Turns:
    """The device's turns among tuning processes (the worker's writer-preferring lock,
    :mod:`passnet.runtime.worker.device_lock`): building and first calls share the GPU, a timing
    holds it alone. Without a lock file (one process) every turn is free."""

    def __init__(self, lock: Path | None, device: torch.device) -> None:
        self.request = SimpleNamespace(
            timing_lock=lock, timing_cpus=0, timing_cpu_group=0, timing_cpu_groups=1, device=device
        )
        self.device = device
        self.lock_wait_seconds = 0.0
        self.timing_windows: list[list[float]] = []

    def shared(self) -> AbstractContextManager[None]:
        return gpu_turn(self)  # type: ignore[arg-type]

    def alone(self) -> AbstractContextManager[None]:
        return timing_alone(self)  # type: ignore[arg-type]


def _measure(folder: Path, sample: Path, device: torch.device, turns: _Turns) -> tuple[float, int]:
    """(microseconds per call, output elements) of the pass in ``folder`` on ``sample``."""
    from passnet.runtime.sample import build_inputs, load_model
    from passnet.runtime.worker.backends import resolve_backend
    from passnet.spec.backend_spec import BackendKind, BackendSpec
    from passnet.spec.options import Invocation

    torch._dynamo.reset()
    with torch.no_grad():
        with turns.shared():
            model = load_model(sample, device=device)
            inputs = build_inputs(sample, device=device)
            spec = BackendSpec(BackendKind.PASSES, path=str(folder))
            fn = resolve_backend(spec.text, device).factory_for(Invocation.DIRECT)(
                model, inputs, device
            )
            outputs = fn(**inputs)  # compiles the kernels
            if device.type == "cuda":
                torch.cuda.synchronize(device)
        monitor = getattr(fn, "passnet_integrity", None)
        if monitor is not None:
            monitor.watch_all = False  # as while timed: the guard watches only sampled calls
        leaves = outputs if isinstance(outputs, (tuple, list)) else (outputs,)
        elements = max((t.numel() for t in leaves if isinstance(t, torch.Tensor)), default=0)
        with turns.alone():
            return call_time_us(lambda: fn(**inputs), device), elements


def _class_of(elements: int, limits: Sequence[int | None]) -> int:
    return next(k for k, limit in enumerate(limits) if limit is None or elements <= limit)


def _candidate_on_task(
    template: str,
    index: int,
    task: Task,
    scratch: Path,
    device: torch.device,
    per_task: int,
    seed: int,
    lock: Path | None,
) -> list[tuple[Path, tuple[float, int] | str]]:
    """Candidate ``index`` of ``template`` synthesised for ``task`` and measured on its seeded
    sample of subgraphs: per subgraph (microseconds, output elements) or the error."""
    candidate = CANDIDATES[template][index]
    tuning = Tuning({template: ((None, *candidate),)}, f"candidate {candidate}")
    folder = scratch / template / str(index)
    if synthesize_task(task, folder, tuning, device, verify=False).status != "covered":
        return []
    rng = random.Random(f"{seed}:{task.id}")
    picks = rng.sample(list(task.subgraphs), min(per_task, len(task.subgraphs)))
    turns = _Turns(lock, device)
    outcomes: list[tuple[Path, tuple[float, int] | str]] = []
    for sample in sorted(picks):
        try:
            outcomes.append((sample, _measure(folder / task.id, sample, device, turns)))
        except Exception as error:
            outcomes.append((sample, f"{type(error).__name__}: {error}"))
    return outcomes


def _candidate_on_task_of(
    work: tuple[str, int, Task, Path, str, int, int, Path | None],
) -> list[tuple[Path, tuple[float, int] | str]]:
    template, index, task, scratch, device, per_task, seed, lock = work
    return _candidate_on_task(
        template, index, task, scratch, torch.device(device), per_task, seed, lock
    )


def _measure_all(
    template: str,
    tasks: Sequence[Task],
    scratch: Path,
    device: torch.device,
    per_task: int,
    seed: int,
    jobs: int,
) -> Iterator[tuple[int, list[tuple[Path, tuple[float, int] | str]]]]:
    """(candidate index, its outcomes on one task) for every candidate and task. With ``jobs``
    above 1, that many processes build and compile side by side (the host's work) and
    take turns at the device to time, one at a time (as ``bench suite run --jobs`` does)."""
    lock = scratch / "timing.lock" if jobs > 1 else None
    work = [
        (template, index, task, scratch, str(device), per_task, seed, lock)
        for index in range(len(CANDIDATES[template]))
        for task in tasks
    ]
    if lock is None:
        for item in work:
            yield item[1], _candidate_on_task_of(item)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("spawn")  # CUDA does not survive a fork
    with ProcessPoolExecutor(jobs, mp_context=context) as pool:
        for item, outcomes in zip(work, pool.map(_candidate_on_task_of, work), strict=True):
            yield item[1], outcomes


def tune(
    suite: Path,
    out: Path,
    device: torch.device,
    scratch: Path,
    per_task: int = 2,
    seed: int = 0,
    templates: Sequence[str] = tuple(CANDIDATES),
    progress: Callable[[str], None] = lambda line: None,
    jobs: int = 1,
) -> dict[str, Any]:
    """Measures the candidates on ``suite``'s train split and writes the table to ``out``; with
    ``jobs`` above 1, that many processes build and compile, and time in turns."""
    started = time.monotonic()
    tasks = read_tasks(suite, "train")
    by_template: dict[str, list[Task]] = defaultdict(list)
    for task in tasks:  # which template takes each task, under the built-in table
        template = _template_of(task, Tuning(), scratch / "classify", device)
        key = "elementwise" if template == "rows" else template  # rows read that table too
        if key in templates:
            by_template[key].append(task)
    table: dict[str, list[list[int | None]]] = {}
    measured: dict[str, Any] = {}
    for template in templates:
        chosen_tasks = by_template.get(template, [])
        defaults = DEFAULTS[template]
        limits = [row[0] for row in defaults]
        # per sample: per candidate, microseconds; and the sample's class
        times: dict[str, dict[int, float]] = defaultdict(dict)
        classes: dict[str, int] = {}
        done = defaultdict(int)
        for index, outcomes in _measure_all(
            template, chosen_tasks, scratch, device, per_task, seed, jobs
        ):
            candidate = CANDIDATES[template][index]
            for sample, outcome in outcomes:
                if isinstance(outcome, str):  # a candidate that fails a shape loses it
                    progress(f"{template} {candidate} {sample.name}: {outcome}"[:200])
                    continue
                us, elements = outcome
                times[str(sample)][index] = us
                classes[str(sample)] = _class_of(elements, limits)
            done[index] += 1
            if done[index] == len(chosen_tasks):
                progress(f"{template}: candidate {candidate} measured on {done[index]} tasks")
        rows: list[list[int | None]] = []
        report: list[dict[str, Any]] = []
        for k, limit in enumerate(limits):
            complete = [
                per
                for sample, per in times.items()
                if classes[sample] == k and len(per) == len(CANDIDATES[template])
            ]
            gmeans = (
                {
                    index: math.exp(sum(math.log(per[index]) for per in complete) / len(complete))
                    for index in range(len(CANDIDATES[template]))
                }
                if complete
                else {}
            )
            if gmeans:
                best = min(gmeans, key=lambda index: (gmeans[index], index))
                rows.append([limit, *CANDIDATES[template][best]])
            else:
                rows.append(list(defaults[k]))
            report.append(
                {
                    "limit": limit,
                    "subgraphs": len(complete),
                    "chosen": rows[-1][1:],
                    "us": {
                        str(list(CANDIDATES[template][i])): round(v, 3) for i, v in gmeans.items()
                    },
                }
            )
        table[template] = rows
        measured[template] = {"tasks": len(chosen_tasks), "classes": report}
    document = {
        "format": FORMAT,
        **table,
        "measured": measured,
        "source": f"{suite} train split, {per_task} subgraphs a task, seed {seed}",
        "device": torch.cuda.get_device_name(device) if device.type == "cuda" else "cpu",
        "seconds": round(time.monotonic() - started, 1),
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(document, indent=1) + "\n")
    return document
