"""Host-inclusive timing (the ``dynamo`` and ``direct`` invocations, method ``batched``) in
sessions, and a pass timed against eager and Inductor in the same rounds.

**Same rounds.** On the shared GPU hosts the host runs 1.3-1.8x slower in phases of 0.1 s to
over 10 s (docs/timing.md), so a figure per callable drifts between runs by more than passes
differ. A ratio of two callables measured in the same round does not: a slow phase hits both.
So a pass is timed with eager *and* Inductor as three subjects of the same interleaved rounds
(one measurement of each in turn), and its speedup over Inductor is the median over rounds of
Inductor's time over the pass's in that round (:func:`speedup_over_inductor`), beside its
speedup over eager from the same rounds. A re-measured subject's rounds are no longer the
others' (it was measured again alone), so a re-measurement leaves the figure None.

**Sessions.** With ``sessions`` above 1 the rounds are split among that many sessions (at least
one round each), each in its own turn at the device's timing lock, with a short pause between
them outside the lock (other workers time meanwhile), so that one host phase does not decide a
subgraph's figure. The subjects keep their calibration, warm up again at every session, and
the sessions' measurements are pooled in order (:func:`~passnet.runtime.worker.timing.
pool_results`), so rounds still pair across the subjects.

The timer, the lock's turn and the pause are parameters, so the logic runs with a fake clock.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import replace

from passnet.runtime.worker.device_timing import paired_speedup
from passnet.runtime.worker.host_speed import HostProbe
from passnet.runtime.worker.timing import (
    Subject,
    Timer,
    TimingConfig,
    TimingResult,
    pool_results,
    time_subjects,
)
from passnet.spec.options import Invocation, TimingMethod

__all__ = [
    "HOST_INVOCATIONS",
    "SESSION_PAUSE_SECONDS",
    "speedup_over_inductor",
    "time_host_sessions",
]

HOST_INVOCATIONS = (Invocation.DYNAMO, Invocation.DIRECT)
"""The invocations whose figures include the host (device timing is ``cudagraph``)."""

SESSION_PAUSE_SECONDS = 0.2
"""Pause between two sessions of one comparison, outside the timing lock: long against the
shortest host phases (0.1 s), short against a job."""


def time_host_sessions(
    subjects: Sequence[Subject],
    config: TimingConfig,
    timer: Timer,
    probe: HostProbe | None = None,
    between: Callable[[], None] | None = None,
    turn: Callable[[], AbstractContextManager[object]] = nullcontext,
    pause: Callable[[float], None] = time.sleep,
    pause_seconds: float = SESSION_PAUSE_SECONDS,
) -> list[TimingResult]:
    """Times ``subjects`` interleaved (:func:`~passnet.runtime.worker.timing.time_subjects`) in
    ``config.sessions`` sessions of ``ceil(trials / sessions)`` rounds, each inside ``turn()``
    (the timing lock) and separated by ``pause(pause_seconds)``; returns one pooled result per
    subject, in order. Extras (kernel, CUDA-graph time) are taken in the first session only,
    for the subjects that ask. ``graphnet`` timing has no rounds to split: one session.
    A callable's exception is raised as ``SubjectFailure``."""
    count = max(config.sessions, 1) if config.method is TimingMethod.BATCHED else 1
    per_session = replace(config, trials=max(math.ceil(config.trials / count), 1))
    wanted_extras = [subject.extras for subject in subjects]
    sessions: list[list[TimingResult]] = []
    try:
        for index in range(count):
            if index > 0:
                pause(pause_seconds)
                for subject in subjects:
                    subject.extras = False
            with turn():
                sessions.append(time_subjects(subjects, per_session, timer, probe, between))
    finally:
        for subject, extras in zip(subjects, wanted_extras, strict=True):
            subject.extras = extras
    if count == 1:
        return sessions[0]
    pooled: list[TimingResult] = []
    for position, subject in enumerate(subjects):
        results = [session[position] for session in sessions]
        slowdowns = [r.host_slowdown for r in results if r.host_slowdown is not None]
        pooled.append(
            replace(
                pool_results(results),
                # A reused subject's seconds are running totals: each session repeats them.
                warmup_seconds=subject.warmup_seconds,
                timed_seconds=subject.timed_seconds,
                host_slowdown=statistics.median(slowdowns) if slowdowns else None,
            )
        )
    return pooled


def speedup_over_inductor(inductor: TimingResult, candidate: TimingResult) -> float | None:
    """The candidate's speedup over Inductor measured in the same rounds: the median over rounds
    of Inductor's figure over the candidate's in that round. None where the rounds do not pair
    (either was re-measured alone, or the timing has no rounds: ``graphnet``)."""
    return paired_speedup(inductor, candidate)
