"""Device timing in sessions, and with the L2 flushed: how eager's and a candidate's captured
graphs are timed under the ``cudagraph`` invocation.

**Sessions.** Two runs of the same graphs in two processes disagreed by up to 6-14% on some
subgraphs of the reference set (H100, docs/timing.md) while each run's rounds agreed within
1%: one process's figure depends on where its buffers landed (which L2 slices and DRAM pages
hold a 40 MB working set), which a second process draws anew. So the rounds are split among
``sessions``; each session times graphs captured anew over copies of the input sets made while
the earlier sessions' buffers are still held, so each session's buffers sit at other addresses,
and the figure is the median over the pooled rounds (each round pairing eager with the candidate,
:func:`~passnet.runtime.worker.device_timing.paired_speedup`).

**Flushed L2.** With ``flush_l2`` every captured call is followed by a write of twice the L2's
size (:class:`GraphFlush`), and a graph of the same ``K`` flushes alone is timed in the same
rounds and subtracted round by round (:func:`without_flush`), so each call starts with a cold L2
and the figure is still the call's own.

The captures are parameters (``place``), so the logic runs on the CPU with a fake device clock.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import torch

from passnet.runtime.worker.device_timing import ALTERNATION_BYTES, Replay
from passnet.runtime.worker.timing import (
    L2_FLUSH_BYTES,
    Subject,
    Timer,
    TimingConfig,
    TimingResult,
    compute_stats,
    pool_results,
    time_subjects,
)

__all__ = [
    "DEFAULT_SESSIONS",
    "GraphFlush",
    "Placement",
    "fresh_sets",
    "time_sessions",
    "without_flush",
]

DEFAULT_SESSIONS = 3
"""Sessions per candidate under the cudagraph invocation unless the request names another."""


class GraphFlush:
    """An L2 eviction that a CUDA graph can hold: a write of twice the device's L2 size (256 MiB
    where the size is unknown), with no synchronisation."""

    def __init__(self, device: torch.device) -> None:
        size = getattr(torch.cuda.get_device_properties(device), "L2_cache_size", 0)
        nbytes = 2 * size if size > 0 else L2_FLUSH_BYTES
        self._buffer: torch.Tensor | None = torch.empty(nbytes, dtype=torch.uint8, device=device)

    def __call__(self) -> None:
        if self._buffer is not None:
            self._buffer.zero_()

    def after(self, call: Callable[[], Any]) -> Callable[[], Any]:
        """``call`` followed by a flush; returns what ``call`` returns."""

        def flushed() -> Any:
            outputs = call()
            self()
            return outputs

        return flushed

    def release(self) -> None:
        self._buffer = None


def fresh_sets(sets: Sequence[Mapping[str, Any]]) -> tuple[list[Mapping[str, Any]], bool]:
    """Copies of the input sets at other addresses, when all of them hold no more than
    :data:`ALTERNATION_BYTES` of tensors; otherwise the sets themselves. The flag says whether
    they are copies (the caller keeps copies alive so that the next session's land elsewhere)."""
    total = sum(
        value.numel() * value.element_size()
        for inputs in sets
        for value in inputs.values()
        if isinstance(value, torch.Tensor)
    )
    if total > ALTERNATION_BYTES:
        return list(sets), False
    copies = [
        {k: v.clone() if isinstance(v, torch.Tensor) else v for k, v in inputs.items()}
        for inputs in sets
    ]
    return copies, True


@dataclass
class Placement:
    """One session's graphs: eager's, the candidate's and (L2 flushed) the flush-only one, over
    ``sets``. ``owned`` are the graphs this placement made and releases; ``keep`` holds its
    buffers until every session is done (they are copies: see :func:`fresh_sets`)."""

    eager: Replay
    candidate: Replay
    sets: list[Mapping[str, Any]]
    flush: Replay | None = None
    owned: list[Replay] = field(default_factory=list)
    keep: bool = False

    def release(self) -> None:
        for replay in self.owned:
            replay.release()
        self.owned = []
        self.sets = []


def time_sessions(
    place: Callable[[int], Placement],
    sessions: int,
    config: TimingConfig,
    timer: Timer,
    extras: bool = False,
) -> tuple[TimingResult, TimingResult, Placement]:
    """Times eager against the candidate in ``sessions`` sessions of ``trials / sessions``
    rounds each (at least one), the graphs of session ``i`` made by ``place(i)``; returns the
    pooled figures of eager and the candidate and the last placement, which the caller judges
    (the timed-graph check) and releases. ``extras`` (kernel or CUDA-graph time) are taken in
    the first session only. A callable's exception is raised as ``SubjectFailure``."""
    count = max(sessions, 1)
    # The flush, where there is one, is inside the graphs: none between measurements.
    per_session = replace(config, trials=max(math.ceil(config.trials / count), 1), flush_l2=False)
    eager_results: list[TimingResult] = []
    candidate_results: list[TimingResult] = []
    held: list[Placement] = []
    placement: Placement | None = None
    try:
        for index in range(count):
            placement = place(index)
            calls = placement.candidate.calls_per_replay
            named = [("eager", placement.eager), ("candidate", placement.candidate)]
            if placement.flush is not None:
                named.append(("l2 flush", placement.flush))
            subjects = [
                Subject(name, replay, calls_per_invocation=calls, device_time=True)
                for name, replay in named
            ]
            for subject in subjects:
                subject.extras = extras and index == 0 and subject.name != "l2 flush"
            results = time_subjects(subjects, per_session, timer)
            if placement.flush is not None:
                results = [without_flush(result, results[2]) for result in results[:2]]
            eager_results.append(results[0])
            candidate_results.append(results[1])
            if index + 1 < count:
                if placement.keep:
                    held.append(placement)
                else:
                    placement.release()
        assert placement is not None
        return pool_results(eager_results), pool_results(candidate_results), placement
    except BaseException:
        if placement is not None and placement not in held:
            placement.release()
        raise
    finally:
        for earlier in held:
            earlier.release()


def without_flush(result: TimingResult, flush: TimingResult) -> TimingResult:
    """``result`` less the flush-only graph's time of the same round, round by round (device
    and wall figures alike). A round where the call is lost in the flush's own variation (the
    difference is not positive) is kept at a nanosecond and the result marked unstable: such a
    call is too short to time behind a flush. The wall figure is dropped: it holds the flush."""

    def less(values: list[float], minus: list[float]) -> tuple[list[float], bool]:
        if len(values) != len(minus):
            return list(values), True
        out = [value - other for value, other in zip(values, minus, strict=True)]
        lost = any(value <= 0 for value in out)
        return [max(value, 1e-6) for value in out], lost

    samples, lost = less(result.samples_ms, flush.samples_ms)
    gpu, gpu_lost = less(result.gpu_samples_ms, flush.gpu_samples_ms)
    adjusted = replace(
        result,
        e2e=compute_stats(samples),
        gpu=compute_stats(gpu) if gpu else None,
        samples_ms=samples,
        gpu_samples_ms=gpu,
        stable=result.stable and not (lost or gpu_lost),
        l2="flushed",
        # Per-round wall figures are not kept, so the flush cannot be taken out of them.
        wall=None,
    )
    return adjusted
