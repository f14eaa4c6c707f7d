"""Device timing for the ``cudagraph`` invocation: how many calls one CUDA graph holds.

Replaying a graph that holds one call of a 5 us subgraph times how fast the host launches graphs:
on the shared H100 hosts such per-call figures were bimodal (about 3 or 6 us for the same
subgraph in two runs) and speedups drifted 8-10% between runs. With ``K`` calls in one graph and
a replay of a few hundred microseconds, the launch is a small share of the replay and the CUDA
events around it read the device's own time: two runs on an H100 drifted 0.4-0.8% (median per
subgraph, docs/timing.md). ``K`` is chosen once per sample, from eager's call, and every callable
of the sample is captured with the same ``K`` (:func:`choose_calls_per_graph`); the figures are
per call.

The capture and the timer are parameters, so the choice is tested on the CPU with a fake clock.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

import torch

from passnet.runtime.invocation import CapturedCall
from passnet.runtime.worker.timing import (
    DEVICE_TIMED,
    Timer,
    TimingResult,
    measure_once,
    warm_up,
)
from passnet.spec.options import TimingMethod

__all__ = [
    "ALTERNATION_BYTES",
    "MAX_CALLS_PER_GRAPH",
    "MIN_CALLS_PER_GRAPH",
    "TARGET_REPLAY_MS",
    "Capture",
    "Replay",
    "alternating_sets",
    "calls_for_target",
    "choose_calls_per_graph",
    "copy_set",
    "cuda_capture",
    "paired_speedup",
]

TARGET_REPLAY_MS = 0.5
"""How long one replay of eager's graph should last: long against a graph launch (a few us),
short against the device's clock and power phases."""
MIN_CALLS_PER_GRAPH = 8
MAX_CALLS_PER_GRAPH = 512
PROBE_CALLS = 8
"""Calls in the graph that measures eager's call before ``K`` is known."""
ALTERNATION_BYTES = 256 << 20
"""Inputs up to this size get a second set (same values, other addresses) that timed calls
alternate with, so that a cache keyed by pointer sees a change on every call; larger ones are
timed on one set."""


class Replay(Protocol):
    """A captured graph: calling it replays ``calls_per_replay`` calls."""

    calls_per_replay: int

    def __call__(self) -> Any: ...

    def release(self) -> None: ...


class Capture(Protocol):
    """Captures ``repeats`` calls, cycling through ``calls``, in one graph."""

    def __call__(self, calls: Sequence[Callable[[], Any]], repeats: int, what: str) -> Replay: ...


def calls_for_target(
    per_call_ms: float,
    target_ms: float = TARGET_REPLAY_MS,
    low: int = MIN_CALLS_PER_GRAPH,
    high: int = MAX_CALLS_PER_GRAPH,
) -> int:
    """The power of two of calls per graph that makes a replay last closest to ``target_ms``
    (in log terms), within [low, high]. A power of two, so that two runs whose estimates of the
    call differ by a few percent choose the same ``K``: a replay has a fixed cost of a few
    microseconds, shared by its calls, so the figure per call depends slightly on ``K`` (on an
    H200, one 2.2-2.5 us subgraph read 2.45 us a call at K = 16 and 2.19 us at K = 128)."""
    if not math.isfinite(per_call_ms) or per_call_ms <= 0:
        return high
    exponent = round(math.log2(target_ms / per_call_ms))
    return max(low, min(high, 2 ** max(exponent, 0)))


def choose_calls_per_graph(
    calls: Sequence[Callable[[], Any]],
    capture: Capture,
    timer: Timer,
    target_ms: float = TARGET_REPLAY_MS,
    replays: int = 5,
) -> tuple[int, float]:
    """``K`` for a sample, from its eager calls: a graph of :data:`PROBE_CALLS` calls is
    captured, warmed up and replayed ``replays`` times alone; the fastest replay (device time
    where the timer has events) gives the time per call. Returns ``(K, ms per call)``; raises
    what the capture raises."""
    probe = capture(calls, PROBE_CALLS, "eager's call")
    try:
        warm_up(probe, timer, 3)
        fastest = math.inf
        for _ in range(max(replays, 1)):
            host_ms, device_ms = measure_once(probe, timer, 1, held=True)
            fastest = min(fastest, device_ms if device_ms is not None else host_ms)
    finally:
        probe.release()
    per_call = fastest / probe.calls_per_replay
    return calls_for_target(per_call, target_ms), per_call


def alternating_sets(inputs: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The input sets timed calls alternate between: ``inputs`` and, within
    :data:`ALTERNATION_BYTES`, a copy of it at other addresses."""
    tensors = [v for v in inputs.values() if isinstance(v, torch.Tensor)]
    if sum(t.numel() * t.element_size() for t in tensors) > ALTERNATION_BYTES:
        return [inputs]
    return [inputs, copy_set(inputs)]


def copy_set(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The set with every tensor cloned: the same values at other addresses."""
    return {k: v.clone() if isinstance(v, torch.Tensor) else v for k, v in inputs.items()}


def cuda_capture(device: torch.device) -> Capture:
    """The capture of the real invocation: :class:`CapturedCall` on ``device``."""

    def capture(calls: Sequence[Callable[[], Any]], repeats: int, what: str) -> CapturedCall:
        return CapturedCall(calls, device, what, repeats)

    return capture


def paired_speedup(
    eager: TimingResult, candidate: TimingResult, figure: str = "e2e"
) -> float | None:
    """The speedup of interleaved timing: the median over rounds of eager's time over the
    candidate's in the same round (one measurement each in turn), so that a slow phase of the
    device or the host, which hits both, cancels. ``figure`` is ``e2e`` (the figure scores use:
    device time under device timing) or ``gpu`` (CUDA-event time). Device timing's rounds always
    pair up; ``batched`` rounds do where neither callable was measured again alone (a re-measured
    session is no longer the other's). None otherwise (``graphnet`` times each callable in its
    own block: nothing pairs)."""
    methods = {eager.method, candidate.method}
    if methods == {TimingMethod.BATCHED.value}:
        if eager.remeasured or candidate.remeasured:
            return None
    elif methods != {DEVICE_TIMED}:
        return None
    if figure == "gpu":
        first, second = eager.gpu_samples_ms, candidate.gpu_samples_ms
    else:
        first, second = eager.samples_ms, candidate.samples_ms
    if not first or len(first) != len(second) or min(second) <= 0:
        return None
    return statistics.median(e / c for e, c in zip(first, second, strict=True))
