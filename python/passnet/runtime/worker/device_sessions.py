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

from passnet.runtime.worker.device_timing import ALTERNATION_BYTES, Replay, copy_set
from passnet.runtime.worker.timing import (
    Subject,
    Timer,
    TimingConfig,
    TimingResult,
    compute_stats,
    l2_flush_bytes,
    pool_results,
    time_subjects,
)
from passnet.spec.options import L2

__all__ = [
    "DEFAULT_SESSIONS",
    "GraphFlush",
    "Placement",
    "copies_fit",
    "fresh_sets",
    "time_sessions",
    "without_flush",
]

DEFAULT_SESSIONS = 3
"""Sessions per candidate under the cudagraph invocation unless the request names another."""


class GraphFlush:
    """An L2 eviction that a CUDA graph can hold: the write of
    :class:`~passnet.runtime.worker.timing.L2Flusher` with no synchronisation."""

    def __init__(self, device: torch.device) -> None:
        nbytes = l2_flush_bytes(device)
        self._buffer: torch.Tensor | None = torch.empty(nbytes, dtype=torch.uint8, device=device)

    def __call__(self) -> None:
        if self._buffer is None:
            raise RuntimeError("the L2 flush was released")
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


def copies_fit(sets: Sequence[Mapping[str, Any]]) -> bool:
    """Whether the sets hold no more than :data:`ALTERNATION_BYTES` of tensors: small enough to
    copy for a session, and for a session's graphs to be held until every session is done."""
    total = sum(
        value.numel() * value.element_size()
        for inputs in sets
        for value in inputs.values()
        if isinstance(value, torch.Tensor)
    )
    return total <= ALTERNATION_BYTES


def fresh_sets(sets: Sequence[Mapping[str, Any]]) -> tuple[list[Mapping[str, Any]], bool]:
    """Copies of the input sets at other addresses, when they fit (:func:`copies_fit`);
    otherwise the sets themselves. The flag says whether they are copies (the caller holds a
    session's copies and graphs so that the next session's land elsewhere)."""
    if not copies_fit(sets):
        return list(sets), False
    return [copy_set(inputs) for inputs in sets], True


@dataclass(eq=False)
class Placement:
    """One session's graphs: eager's (None when eager's figure comes from a cached baseline),
    the candidate's and (L2 flushed) the flush-only one, over ``sets``. ``owned`` are the graphs
    this placement made and releases; ``keep`` holds them and its buffers until every session is
    done (they fit: see :func:`copies_fit`)."""

    eager: Replay | None
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
) -> tuple[TimingResult | None, TimingResult, Placement]:
    """Times eager against the candidate in ``sessions`` sessions of ``trials / sessions``
    rounds each (at least one), the graphs of session ``i`` made by ``place(i)``; returns the
    pooled figures of eager (None where the placements hold no eager graph: the candidate was
    timed alone) and the candidate and the last placement, which the caller judges
    (the timed-graph check) and releases. Kernel or CUDA-graph time are taken in the first
    session only, eager's only where ``extras`` (once per sample). A callable's exception is
    raised as ``SubjectFailure``. A later session that cannot be placed (its copies or graphs do
    not fit in memory) ends the sessions: the figures pool those measured (``sessions`` says how
    many)."""
    count = max(sessions, 1)
    # The flush, where there is one, is inside the graphs: none between measurements.
    per_session = replace(config, trials=max(math.ceil(config.trials / count), 1), flush_l2=False)
    eager_results: list[TimingResult] = []
    candidate_results: list[TimingResult] = []
    # Placements whose copies stay alive so that later sessions' buffers land elsewhere; the
    # latest is released or held only once the next one is placed, so a session that cannot be
    # placed leaves the latest one to be judged.
    held: list[Placement] = []
    latest: Placement | None = None
    try:
        for index in range(count):
            try:
                placement = place(index)
            except Exception:
                if index == 0:
                    raise
                break  # the sessions measured so far stand on their own
            if latest is not None:
                if latest.keep:
                    held.append(latest)
                else:
                    latest.release()
            latest = placement
            subjects = _subjects(placement, extras and index == 0, index == 0)
            named = dict(
                zip(
                    [s.name for s in subjects],
                    time_subjects(subjects, per_session, timer),
                    strict=True,
                )
            )
            flush = named.pop("l2 flush", None)
            if flush is not None:
                named = {name: without_flush(result, flush) for name, result in named.items()}
            if "eager" in named:
                eager_results.append(named["eager"])
            candidate_results.append(named["candidate"])
    except BaseException:
        if latest is not None:
            latest.release()
        raise
    finally:
        for earlier in held:
            earlier.release()
    if latest is None:
        raise ValueError("time_sessions needs at least one session")
    eager = pool_results(eager_results) if eager_results else None
    return eager, pool_results(candidate_results), latest


def _subjects(placement: Placement, eager_extras: bool, candidate_extras: bool) -> list[Subject]:
    """The session's subjects, in the order of every round: eager, the candidate, the flush."""
    calls = placement.candidate.calls_per_replay
    named: list[tuple[str, Replay, bool]] = []
    if placement.eager is not None:
        named.append(("eager", placement.eager, eager_extras))
    named.append(("candidate", placement.candidate, candidate_extras))
    if placement.flush is not None:
        named.append(("l2 flush", placement.flush, False))
    subjects = []
    for name, replay, extras in named:
        subject = Subject(name, replay, calls_per_invocation=calls, device_time=True)
        subject.extras = extras
        subjects.append(subject)
    return subjects


def without_flush(result: TimingResult, flush: TimingResult) -> TimingResult:
    """``result`` less the flush-only graph's time of the same round, round by round. A round
    where the call is lost in the flush's own variation (the difference is not positive) is
    kept at a nanosecond and the result marked unstable: such a call is too short to time behind
    a flush (the median stands while fewer than half the rounds are lost; the roofline check
    skips unstable flushed figures). Kernel time, which holds the flush, is dropped."""

    def less(values: list[float], minus: list[float]) -> tuple[list[float], bool]:
        if len(values) != len(minus):
            raise ValueError("a flush-only graph is subtracted round by round: unequal rounds")
        out = [value - other for value, other in zip(values, minus, strict=True)]
        lost = any(value <= 0 for value in out)
        return [max(value, 1e-6) for value in out], lost

    samples, lost = less(result.samples_ms, flush.samples_ms)
    gpu, gpu_lost = less(result.gpu_samples_ms, flush.gpu_samples_ms)
    return replace(
        result,
        e2e=compute_stats(samples),
        gpu=compute_stats(gpu) if gpu else None,
        samples_ms=samples,
        gpu_samples_ms=gpu,
        stable=result.stable and not (lost or gpu_lost),
        l2=L2.FLUSHED,
        kernel=None,
        kernel_error="not taken with the L2 flushed (the replay holds the flush)"
        if result.kernel is not None
        else result.kernel_error,
    )
