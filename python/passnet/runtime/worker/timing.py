"""Timing of callables on CPU and CUDA: warm-up, calibrated measurements, statistics, stability.

Vocabulary:

* a **call** is one invocation of the callable under test (one forward);
* a **measurement** is ``calls_per_measurement`` back-to-back calls, bracketed by device
  synchronisation, lasting at least ``min_measure_seconds``; its figures are per call (the
  measurement's time divided by the number of calls). The number of calls is calibrated once per
  callable (:func:`calibrate`), after the warm-up, and then kept fixed;
* a **trial** is one measurement; ``trials`` of them give the statistics (:class:`Stats`: median,
  IQR, min, mean and max, in milliseconds per call).

What is measured (:class:`TimingResult`):

* ``e2e``: wall-clock time (``time.perf_counter``) around the calls, with
  ``torch.cuda.synchronize`` before starting and before stopping the clock on CUDA (which waits
  for every stream of the device, side streams included). This is what speedups and scores use.
* ``gpu`` (CUDA only): CUDA-event time between an event recorded before the first call and one
  recorded after the last, on the current stream. Device-timed subjects (the ``cudagraph``
  invocation's replays) are measured behind a hold, so that the device's figure has no time in
  it where the device waited for the host (:mod:`~passnet.runtime.worker.device_clock`).
* ``kernel`` (CUDA, optional): the sum of device-side activity (kernels, memcpy, memset) per call
  from ``torch.profiler``; each profiled call runs in its own ``record_function`` range followed
  by a synchronisation, so device events are attributed to the call they belong to.
* ``cuda_graph`` (CUDA, optional): the call captured once in a ``torch.cuda.CUDAGraph`` after the
  warm-up, then graph replays warmed up, calibrated and measured like calls, each figure the
  device's time per replay, measured behind a hold (:mod:`~passnet.runtime.worker.device_clock`)
  so that the host's launch is not in it. A callable that cannot be captured (host
  synchronisation, CPU work, its own CUDA graphs) gets ``None`` and ``cuda_graph_error``.

Two methods (``TimingConfig.method``, a :class:`~passnet.spec.options.TimingMethod`,
docs/timing.md):

* ``batched`` (passnet's default): eager and candidate are measured interleaved
  (:func:`measure_interleaved`), one measurement of back-to-back calls of each in turn, so that
  drift hits both; after every round a
  :class:`~passnet.runtime.worker.host_speed.HostProbe` reads how
  fast the host runs, and a round that fell into a slow phase of the host (probe more than
  ``steady_tolerance`` above its reference, a low percentile of its readings) is set aside.
  ``trials`` steady rounds are kept; when the host stays slow past ``max_session_seconds``
  every round is kept and the result's verdict says ``host_noisy``.
* ``graphnet`` (GraphNet's ``test_compiler`` and PassNet's evaluator): each callable in turn,
  ``warmup`` synchronised calls, then ``trials`` trials of one call each, synchronised before
  and after, with wall-clock and CUDA-event time per call (:func:`measure_synchronised`).

With ``flush_l2`` a 256 MiB buffer is written before every measurement (CUDA only; with more
than one call per measurement only the first call of each measurement starts with a cold L2, so
use ``min_measure_seconds=0`` for cold-cache figures per call).

Instability: when a callable's e2e IQR/median exceeds ``instability_threshold``, all its trials
are measured again (still interleaved with the other callables that need it), up to
``max_remeasure`` times; the last set is kept and ``remeasured``/``stable`` record what happened.
Nothing is raised (GraphNet raises; PassNet repeats).

The clock and the synchronisation are injectable (:class:`Timer`) so the logic can be tested
with a fake clock.
"""

from __future__ import annotations

import gc
import math
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

import torch

from passnet.runtime.invocation import CapturedCall
from passnet.runtime.worker.device_clock import CudaEvents, DeviceClock, Hold, held_measurement
from passnet.runtime.worker.host_speed import HostProbe
from passnet.spec.options import DEFAULT_TIMING, L2, TimingMethod, parse_l2

__all__ = [
    "DEVICE_TIMED",
    "L2_FLUSH_BYTES",
    "L2Flusher",
    "Stats",
    "Subject",
    "SubjectFailure",
    "Timer",
    "TimingConfig",
    "TimingResult",
    "calibrate",
    "compute_stats",
    "cuda_graph_time",
    "kernel_time",
    "l2_flush_bytes",
    "measure_interleaved",
    "measure_once",
    "measure_synchronised",
    "pool_results",
    "recover_after_capture_failure",
    "time_subjects",
    "warm_up",
]

DEVICE_TIMED = "device"
"""A result's :attr:`TimingResult.method` under device timing: how the figure was taken, not a
run's timing option (:class:`~passnet.spec.options.TimingMethod`)."""

L2_FLUSH_BYTES = 256 * 1024 * 1024
"""Size of the buffer written between measurements to evict the L2 cache (H100 has 50 MB)."""

MAX_CALLS_PER_MEASUREMENT = 1_000_000
"""Upper bound of the calibration, so that a callable that takes no time cannot loop forever."""


@dataclass
class TimingConfig:
    """The timing parameters of a run request (see docs/worker-protocol.md for the defaults)."""

    warmup: int = 3
    warmup_seconds: float = 0.0
    trials: int = 10
    min_measure_seconds: float = 1e-3
    flush_l2: bool = False
    kernel_time: bool = False
    # Profiled calls for kernel time: device time per call barely varies, and the profiler's
    # host-side cost grows with every recorded op, so a few calls are enough.
    kernel_trials: int = 10
    cuda_graph_time: bool = False
    instability_threshold: float = 0.2
    max_remeasure: int = 3
    method: TimingMethod = DEFAULT_TIMING
    # batched: a round whose host probe reads more than this above the probe's reference is set
    # aside (0 turns the probe off).
    steady_tolerance: float = 0.15
    # batched: past this many seconds of a session (and at least ``trials`` rounds), stop
    # waiting for steady rounds; fewer than ``min_steady_rounds`` then means ``host_noisy``.
    max_session_seconds: float = 5.0
    min_steady_rounds: int = 20
    # Device timing: sessions the rounds are split among, each on graphs captured anew
    # (passnet.runtime.worker.device_sessions).
    sessions: int = 1

    @classmethod
    def for_device(cls, device: torch.device | str) -> TimingConfig:
        """The protocol's defaults for ``device``: 25 warm-up calls and 100 trials on CUDA,
        3 and 10 on the CPU; 1 ms measurements on both."""
        if torch.device(device).type == "cuda":
            return cls(warmup=25, trials=100)
        return cls(warmup=3, trials=10)


@dataclass(frozen=True)
class Stats:
    """Summary of per-call times in milliseconds."""

    median: float
    iqr: float
    min: float
    mean: float
    max: float

    @property
    def spread(self) -> float:
        """IQR / median (0 when both are 0, infinite when only the median is 0)."""
        if self.median > 0:
            return self.iqr / self.median
        return 0.0 if self.iqr == 0 else math.inf

    @classmethod
    def from_json(cls, data: Any) -> Stats | None:
        """The object :meth:`to_json` wrote, or None for anything else."""
        if not isinstance(data, dict):
            return None
        values = [data.get(key) for key in ("median", "iqr", "min", "mean", "max")]
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
            return None
        return cls(*(float(v) for v in values))

    def to_json(self) -> dict[str, float]:
        """``{"median", "iqr", "min", "mean", "max"}``."""
        return {
            "median": self.median,
            "iqr": self.iqr,
            "min": self.min,
            "mean": self.mean,
            "max": self.max,
        }


def _quantile(ordered: Sequence[float], q: float) -> float:
    """Linear-interpolation quantile of sorted values (numpy's default method)."""
    if len(ordered) == 1:
        return ordered[0]
    position = q * (len(ordered) - 1)
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def compute_stats(values: Sequence[float]) -> Stats:
    """Median, IQR (75th minus 25th percentile, linear interpolation), min, mean and max."""
    if not values:
        raise ValueError("no values to summarise")
    ordered = sorted(values)
    return Stats(
        median=statistics.median(ordered),
        iqr=_quantile(ordered, 0.75) - _quantile(ordered, 0.25),
        min=ordered[0],
        mean=statistics.fmean(ordered),
        max=ordered[-1],
    )


class Timer:
    """Clock and synchronisation of one device.

    ``clock`` returns seconds (``time.perf_counter`` by default); ``sync`` waits for the device
    (``torch.cuda.synchronize(device)`` on CUDA, nothing on the CPU). ``device_clock`` is the
    device's own clock (:class:`~passnet.runtime.worker.device_clock.DeviceClock`): CUDA events
    on CUDA devices unless a fake host clock is given; tests pass a fake device's. ``hold`` is
    the state of the holds before device-timed measurements (:func:`measure_once`).
    """

    def __init__(
        self,
        device: torch.device | str = "cpu",
        clock: Callable[[], float] | None = None,
        sync: Callable[[], None] | None = None,
        device_clock: DeviceClock | None = None,
    ) -> None:
        self.device = torch.device(device)
        self.is_cuda = self.device.type == "cuda"
        self.clock: Callable[[], float] = clock or time.perf_counter
        if sync is not None:
            self.sync: Callable[[], None] = sync
        elif self.is_cuda:
            cuda_device = self.device
            self.sync = lambda: torch.cuda.synchronize(cuda_device)
        else:
            self.sync = _no_sync
        if device_clock is None and self.is_cuda and clock is None:
            device_clock = CudaEvents(self.device)
        self.device_clock = device_clock
        self.hold = Hold()

    @property
    def events(self) -> bool:
        """Whether measurements read the device's own clock too."""
        return self.device_clock is not None


def _no_sync() -> None:
    return None


def l2_flush_bytes(device: torch.device) -> int:
    """What a write must cover to evict the device's L2: twice its size, or
    :data:`L2_FLUSH_BYTES` where torch does not say it."""
    size = getattr(torch.cuda.get_device_properties(device), "L2_cache_size", 0)
    return 2 * size if size > 0 else L2_FLUSH_BYTES


class L2Flusher:
    """Evicts the GPU's L2 cache between measurements: a write of :func:`l2_flush_bytes`
    (allocated on first use), then a synchronisation. Device timing's flush inside a captured
    graph is :class:`~passnet.runtime.worker.device_sessions.GraphFlush`, the same write with no
    synchronisation."""

    def __init__(self, device: torch.device | str) -> None:
        self.device = torch.device(device)
        self._buffer: torch.Tensor | None = None

    def __call__(self) -> None:
        """Writes the whole buffer and waits for the write to finish (no-op off CUDA)."""
        if self.device.type != "cuda":
            return
        if self._buffer is None:
            nbytes = l2_flush_bytes(self.device)
            self._buffer = torch.empty(nbytes, dtype=torch.uint8, device=self.device)
        self._buffer.zero_()
        torch.cuda.synchronize(self.device)

    def release(self) -> None:
        """Frees the buffer."""
        self._buffer = None


def warm_up(call: Callable[[], Any], timer: Timer, count: int, seconds: float = 0.0) -> float:
    """Calls ``call`` ``count`` times, then keeps calling until ``seconds`` have passed in all.

    Returns the seconds spent.
    """
    timer.sync()
    start = timer.clock()
    for _ in range(max(count, 0)):
        call()
    timer.sync()
    while timer.clock() - start < seconds:
        call()
        timer.sync()
    return timer.clock() - start


def measure_once(
    call: Callable[[], Any], timer: Timer, calls: int, held: bool = False
) -> tuple[float, float | None]:
    """One measurement of ``calls`` back-to-back calls; returns ms per call (e2e, gpu or None).

    ``held`` (a device-timed subject, with a device clock): the device waits behind a hold while
    the host launches the calls, so the device figure has no idle time of the device in it
    (:func:`~passnet.runtime.worker.device_clock.held_measurement`); the first figure is then
    the host's time to launch them, not the wall time of the measurement."""
    clock = timer.device_clock
    if held and clock is not None:
        launch_ms, device_ms = held_measurement(
            call, calls, clock, timer.hold, timer.clock, timer.sync
        )
        return launch_ms / calls, device_ms / calls
    timer.sync()
    start = timer.clock()
    start_mark = clock.mark() if clock is not None else None
    for _ in range(calls):
        call()
    end_mark = clock.mark() if clock is not None else None
    timer.sync()
    elapsed = timer.clock() - start
    gpu_ms = None
    if clock is not None:
        gpu_ms = clock.elapsed_ms(start_mark, end_mark) / calls
    return elapsed * 1e3 / calls, gpu_ms


def calibrate(
    call: Callable[[], Any],
    timer: Timer,
    min_seconds: float,
    max_calls: int = MAX_CALLS_PER_MEASUREMENT,
) -> int:
    """The number of back-to-back calls that lasts at least ``min_seconds`` (at least 1).

    Starts from one call and grows the count from the observed time per call (with a 20% margin,
    at least doubling) until one measurement lasts ``min_seconds`` or ``max_calls`` is reached.
    """
    calls = 1
    if min_seconds <= 0:
        return calls
    while True:
        per_call_ms, _ = measure_once(call, timer, calls)
        elapsed = per_call_ms * calls / 1e3
        if elapsed >= min_seconds or calls >= max_calls:
            return calls
        if elapsed <= 0:
            grown = calls * 10
        else:
            grown = math.ceil(calls * min_seconds / elapsed * 1.2)
        calls = min(max(grown, calls * 2), max_calls)


@dataclass
class Subject:
    """One callable to time and its state through :func:`measure_interleaved`."""

    name: str
    call: Callable[[], Any]
    calls_per_measurement: int | None = None
    e2e: list[float] = field(default_factory=list)
    gpu: list[float] = field(default_factory=list)
    remeasured: int = 0
    stable: bool = True
    warmup_seconds: float = 0.0
    timed_seconds: float = 0.0
    extras: bool = True
    """Whether :func:`time_subjects` also takes kernel / CUDA-graph time of this subject."""
    rounds: int = 0
    unsteady_rounds: int = 0
    host_slowdown: list[float] = field(default_factory=list)
    host_noisy: bool = False
    calls_per_invocation: int = 1
    """Calls one invocation of ``call`` makes (a CUDA graph's replay holds ``K``): figures are
    per call, so each measurement is divided by it too."""
    device_time: bool = False
    """The figure that scores use is the device's time (a graph replayed: the host is not in
    the call), measured behind a hold (:func:`measure_once`); the host's time to launch the
    calls is kept beside it as ``host_launch``."""
    retried: int = 0
    """Held measurements taken again because the host fell behind the device."""
    unheld: int = 0
    """Held measurements kept although the host fell behind every try."""


@dataclass
class TimingResult:
    """The protocol's ``timing`` object for one callable."""

    e2e: Stats
    gpu: Stats | None
    calls_per_measurement: int
    measurements: int
    remeasured: int
    stable: bool
    kernel: Stats | None = None
    cuda_graph: Stats | None = None
    cuda_graph_error: str | None = None
    kernel_error: str | None = None
    warmup_seconds: float = 0.0
    timed_seconds: float = 0.0
    samples_ms: list[float] = field(default_factory=list)
    gpu_samples_ms: list[float] = field(default_factory=list)
    method: str = TimingMethod.BATCHED.value
    """How the figure was taken: the run's timing method (a :class:`TimingMethod`'s value), or
    :data:`DEVICE_TIMED`."""
    rounds: int = 0
    unsteady_rounds: int = 0
    host_slowdown: float | None = None
    host_noisy: bool = False
    host_launch: Stats | None = None
    """Device timing: the host's time to launch the calls, per call, beside the device's time in
    ``e2e`` (at or above it, the host could not have kept a call-by-call device busy)."""
    retried: int = 0
    """Device timing: measurements taken again because the host fell behind the device."""
    unheld: int = 0
    """Device timing: measurements kept although the host fell behind on every try (their
    figures include time the device waited for the host)."""
    calls_per_graph: int = 1
    sessions: int = 1
    """Timing sessions pooled into this figure (device timing: graphs captured anew for each)."""
    l2: L2 = L2.WARM
    """``flushed`` when the L2 was evicted before every measurement (host timing) or, under
    device timing, after every captured call with the flush's own time subtracted."""
    launches: dict[str, float] | None = None
    """Device timing: kernels per call of the direct call and of eager's (``direct``,
    ``eager_direct``; for a pass also of both timed graphs, ``graph`` and ``eager_graph``, the
    timed-graph check), counted by the profiler; None where they were not counted."""

    @property
    def verdict(self) -> str:
        """``host_noisy`` (the host never ran steadily), ``unstable`` (spread above the
        threshold after every re-measurement) or ``steady``."""
        if self.host_noisy:
            return "host_noisy"
        return "steady" if self.stable else "unstable"

    @classmethod
    def from_json(cls, data: Any) -> TimingResult:
        """A figure measured earlier, from the object :meth:`to_json` wrote (a cached baseline):
        its statistics and how it was taken, without its per-round samples, so that nothing
        pairs it round by round with a figure of this job. ValueError when it is no such
        object."""
        if not isinstance(data, dict):
            raise ValueError("a timing object must be a JSON object")
        e2e = Stats.from_json(data.get("e2e"))
        if e2e is None or e2e.median <= 0:
            raise ValueError("a timing object needs e2e statistics with a positive median")

        def count(key: str, default: int) -> int:
            value = data.get(key, default)
            return value if isinstance(value, int) and not isinstance(value, bool) else default

        return cls(
            e2e=e2e,
            gpu=Stats.from_json(data.get("gpu")),
            calls_per_measurement=count("calls_per_measurement", 1),
            measurements=count("measurements", 0),
            remeasured=count("remeasured", 0),
            stable=data.get("stable") is not False,
            method=str(data.get("method", TimingMethod.BATCHED.value)),
            calls_per_graph=max(count("calls_per_graph", 1), 1),
            sessions=count("sessions", 1),
            l2=parse_l2(str(data.get("l2", L2.WARM))),
        )

    def to_json(self) -> dict[str, Any]:
        """``{"e2e", "gpu", "kernel", "cuda_graph", "calls_per_measurement", "measurements",
        "remeasured", "stable", ...}`` with STATS objects or None."""
        return {
            "e2e": self.e2e.to_json(),
            "gpu": self.gpu.to_json() if self.gpu else None,
            "kernel": self.kernel.to_json() if self.kernel else None,
            "cuda_graph": self.cuda_graph.to_json() if self.cuda_graph else None,
            "calls_per_measurement": self.calls_per_measurement,
            "measurements": self.measurements,
            "remeasured": self.remeasured,
            "stable": self.stable,
            "spread": _finite(self.e2e.spread),
            "kernel_error": self.kernel_error,
            "cuda_graph_error": self.cuda_graph_error,
            "warmup_seconds": self.warmup_seconds,
            "timed_seconds": self.timed_seconds,
            "method": self.method,
            "rounds": self.rounds,
            "unsteady_rounds": self.unsteady_rounds,
            "host_slowdown": self.host_slowdown,
            "verdict": self.verdict,
            "host_launch": self.host_launch.to_json() if self.host_launch else None,
            "retried": self.retried,
            "unheld": self.unheld,
            "calls_per_graph": self.calls_per_graph,
            "sessions": self.sessions,
            "l2": self.l2,
            "launches": self.launches,
        }


def pool_results(results: Sequence[TimingResult]) -> TimingResult:
    """Several sessions' measurements of one callable as one timing object: the samples in
    session order (so that rounds still pair up with another callable's pooled the same way),
    statistics over all of them, extras (kernel, CUDA-graph time) from the first session."""
    if not results:
        raise ValueError("no timing sessions to pool")
    first = results[0]
    e2e = [value for result in results for value in result.samples_ms]
    gpu = [value for result in results for value in result.gpu_samples_ms]
    launch = [result.host_launch for result in results if result.host_launch is not None]
    return replace(
        first,
        e2e=compute_stats(e2e),
        gpu=compute_stats(gpu) if gpu else None,
        measurements=len(e2e),
        remeasured=sum(result.remeasured for result in results),
        stable=all(result.stable for result in results),
        warmup_seconds=sum(result.warmup_seconds for result in results),
        timed_seconds=sum(result.timed_seconds for result in results),
        samples_ms=e2e,
        gpu_samples_ms=gpu,
        rounds=sum(result.rounds for result in results),
        unsteady_rounds=sum(result.unsteady_rounds for result in results),
        host_noisy=any(result.host_noisy for result in results),
        # A session's launch figure is a statistic, not its rounds: the median session's stands.
        host_launch=(
            sorted(launch, key=lambda stats: stats.median)[len(launch) // 2] if launch else None
        ),
        retried=sum(result.retried for result in results),
        unheld=sum(result.unheld for result in results),
        sessions=sum(result.sessions for result in results),
    )


def _finite(value: float) -> float | None:
    return value if math.isfinite(value) else None


class SubjectFailure(Exception):
    """A timed callable raised; ``subject`` names it and ``error`` is what it raised."""

    def __init__(self, subject: str, error: Exception) -> None:
        super().__init__(f"{subject}: {_one_line(error)}")
        self.subject = subject
        self.error = error


@contextmanager
def _blame(subject: Subject) -> Iterator[None]:
    try:
        yield
    except SubjectFailure:
        raise
    except Exception as error:
        raise SubjectFailure(subject.name, error) from error


def measure_interleaved(
    subjects: Sequence[Subject],
    config: TimingConfig,
    timer: Timer,
    flush: Callable[[], None] | None = None,
    probe: HostProbe | None = None,
    between: Callable[[], None] | None = None,
) -> None:
    """Warms up, calibrates and measures the subjects, one measurement of each in turn.

    An exception of a subject's callable is raised as :class:`SubjectFailure` naming it.

    Subjects that already have ``calls_per_measurement`` keep it (calibrated once per callable).
    With a ``probe``, rounds that fell into a slow phase of the host are set aside until
    ``trials`` steady rounds are kept (see :func:`_measure_rounds`). After each session, a
    subject whose e2e IQR/median exceeds the threshold is measured again (with the other
    unstable ones) until it is stable or has been re-measured ``max_remeasure`` times; its last
    session is kept. Results are left in the subjects.
    """
    for subject in subjects:
        with _blame(subject):
            subject.warmup_seconds += warm_up(
                subject.call, timer, config.warmup, config.warmup_seconds
            )
            if subject.calls_per_measurement is None:
                start = timer.clock()
                subject.calls_per_measurement = calibrate(
                    subject.call, timer, config.min_measure_seconds
                )
                subject.warmup_seconds += timer.clock() - start
        subject.remeasured = 0
        subject.stable = True
    pending = list(subjects)
    first_round = True
    while pending:
        _measure_rounds(pending, config, timer, flush, probe, between)
        still: list[Subject] = []
        for subject in pending:
            if not first_round:
                subject.remeasured += 1
            spread = compute_stats(subject.e2e).spread
            # Device-timed subjects keep their one session: their rounds pair up with the other
            # subjects' (paired speedups), and the host's phases are not in their figure.
            if spread > config.instability_threshold and not subject.device_time:
                if subject.remeasured < config.max_remeasure:
                    still.append(subject)
                else:
                    subject.stable = False
            else:
                subject.stable = True
        pending = still
        first_round = False


def _measure_rounds(
    subjects: Sequence[Subject],
    config: TimingConfig,
    timer: Timer,
    flush: Callable[[], None] | None,
    probe: HostProbe | None,
    between: Callable[[], None] | None = None,
) -> None:
    """One session: rounds of one measurement per subject, each round followed by a probe
    reading when there is a probe, and preceded by ``between`` (outside every measurement).

    A round whose probe reads more than ``steady_tolerance`` above the probe's reference is set
    aside. The session ends with ``trials`` steady rounds, or once ``max_session_seconds`` have
    passed with at least ``trials`` rounds measured (or five times ``trials`` rounds in all).
    With fewer than ``min_steady_rounds`` steady rounds every round is kept and the subjects
    are marked ``host_noisy``.
    """
    wanted = max(config.trials, 1)
    gate = probe is not None and config.steady_tolerance > 0
    kept: list[list[tuple[float, float | None]]] = []
    aside: list[list[tuple[float, float | None]]] = []
    slowdowns: list[float] = []
    started = timer.clock()
    while len(kept) < wanted:
        figures: list[tuple[float, float | None]] = [(0.0, None)] * len(subjects)
        if between is not None:
            between()
        for index in _round_order(len(subjects), len(kept) + len(aside)):
            subject = subjects[index]
            if flush is not None:
                flush()
            start = timer.clock()
            retried, unheld = timer.hold.retried, timer.hold.unheld
            with _blame(subject):
                figures[index] = _per_call(
                    measure_once(
                        subject.call,
                        timer,
                        subject.calls_per_measurement or 1,
                        held=subject.device_time,
                    ),
                    subject.calls_per_invocation,
                )
            subject.retried += timer.hold.retried - retried
            subject.unheld += timer.hold.unheld - unheld
            subject.timed_seconds += timer.clock() - start
        slowdown = probe.slowdown() if gate and probe is not None else 1.0
        if slowdown <= 1 + config.steady_tolerance:
            kept.append(figures)
            if gate:
                slowdowns.append(slowdown)
        else:
            aside.append(figures)
        measured = len(kept) + len(aside)
        if measured >= 5 * wanted or (
            measured >= wanted and timer.clock() - started > config.max_session_seconds
        ):
            break
    noisy = len(kept) < min(config.min_steady_rounds, wanted)
    used = kept + aside if noisy else kept
    for index, subject in enumerate(subjects):
        subject.e2e = [round_[index][0] for round_ in used]
        subject.gpu = [g for round_ in used if (g := round_[index][1]) is not None]
        subject.rounds = len(kept) + len(aside)
        subject.unsteady_rounds = len(aside)
        subject.host_slowdown = slowdowns
        subject.host_noisy = noisy


def _round_order(count: int, round_number: int) -> list[int]:
    """The order in which round ROUND_NUMBER measures COUNT subjects. The first (eager, the
    baseline) keeps its place; the others swap places every other round. A measurement read
    about 1.7% slower right after eager's than after another compiled program's (two copies of
    one compiled model on the CPU, bench/timing/order_probe.py), so a pass always measured after
    Inductor was favoured over it: on the H200, whole models no pass touched came out 1.01-1.07x
    over Inductor."""
    order = list(range(count))
    return order if round_number % 2 == 0 or count < 3 else [0, *reversed(order[1:])]


def _per_call(figures: tuple[float, float | None], calls: int) -> tuple[float, float | None]:
    """A measurement's figures per invocation as figures per call."""
    wall, device = figures
    return wall / calls, (device / calls if device is not None else None)


def measure_synchronised(
    subjects: Sequence[Subject],
    config: TimingConfig,
    timer: Timer,
    between: Callable[[], None] | None = None,
) -> None:
    """GraphNet's method: each subject in turn gets ``warmup`` back-to-back calls and one
    synchronisation, then ``trials`` trials of one call each, synchronised before and after the
    call, recording wall-clock and (CUDA) event time per call. Nothing is re-measured: GraphNet
    raises on a spread above 0.2; passnet records it (``stable``/``verdict``) and keeps the
    figures."""
    for subject in subjects:
        subject.calls_per_measurement = 1
        subject.e2e, subject.gpu = [], []
        with _blame(subject):
            start = timer.clock()
            for _ in range(max(config.warmup, 0)):
                subject.call()
            timer.sync()
            subject.warmup_seconds += timer.clock() - start
            start = timer.clock()
            for _ in range(max(config.trials, 1)):
                if between is not None:
                    between()
                e2e_ms, gpu_ms = _per_call(
                    measure_once(subject.call, timer, 1), subject.calls_per_invocation
                )
                subject.e2e.append(e2e_ms)
                if gpu_ms is not None:
                    subject.gpu.append(gpu_ms)
            subject.timed_seconds += timer.clock() - start
        subject.rounds = len(subject.e2e)
        subject.remeasured = 0
        subject.stable = compute_stats(subject.e2e).spread <= config.instability_threshold


def kernel_time(
    call: Callable[[], Any], device: torch.device, trials: int, flush: Callable[[], None] | None
) -> Stats:
    """Device time per call from ``torch.profiler`` (CUDA only), one figure per profiled call.

    Device events (kernels, memcpy, memset; user-annotation mirrors excluded) are assigned to the
    ``record_function`` range of the call that launched them, by start time; each call is
    followed by a synchronisation so its device work ends inside its range.
    """
    from torch.autograd import DeviceType
    from torch.profiler import ProfilerActivity, profile, record_function

    prefix = "passnet::call::"
    torch.cuda.synchronize(device)
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for index in range(max(trials, 1)):
            if flush is not None:
                flush()
            with record_function(f"{prefix}{index}"):
                call()
                torch.cuda.synchronize(device)
    events = list(prof.events())
    ranges = sorted(
        (event.time_range.start, event.time_range.end, event.name)
        for event in events
        if event.name.startswith(prefix) and event.device_type == DeviceType.CPU
    )
    device_events = [
        event
        for event in events
        if event.device_type == DeviceType.CUDA
        and not event.name.startswith(prefix)
        and not getattr(event, "is_user_annotation", False)
    ]
    if not ranges:
        raise RuntimeError("the profiler recorded no call ranges")
    per_call = [0.0] * len(ranges)
    starts = [start for start, _, _ in ranges]
    unassigned = 0.0
    for event in device_events:
        begin = event.time_range.start
        duration_us = event.time_range.end - event.time_range.start
        slot = _bisect_right(starts, begin) - 1
        if 0 <= slot < len(ranges) and begin <= ranges[slot][1]:
            per_call[slot] += duration_us
        else:
            unassigned += duration_us
    if unassigned and not any(per_call):
        # Clocks of host and device ranges did not line up: fall back to the mean.
        per_call = [unassigned / len(ranges)] * len(ranges)
    return compute_stats([us / 1e3 for us in per_call])


def _bisect_right(values: Sequence[float], x: float) -> int:
    low, high = 0, len(values)
    while low < high:
        mid = (low + high) // 2
        if x < values[mid]:
            high = mid
        else:
            low = mid + 1
    return low


def cuda_graph_time(
    call: Callable[[], Any],
    timer: Timer,
    config: TimingConfig,
    flush: Callable[[], None] | None,
) -> tuple[Stats, int]:
    """Captures ``call`` in a CUDA graph and times its replays; returns (stats, replays each).

    The call is warmed up on a side stream and captured once
    (:class:`~passnet.runtime.invocation.CapturedCall`); the replays are calibrated and measured
    like calls. Raises when the capture fails.
    """
    captured = CapturedCall(call, timer.device, "the call")
    try:
        warm_up(captured, timer, max(config.warmup, 1), 0.0)
        calls = calibrate(captured, timer, config.min_measure_seconds)
        values: list[float] = []
        for _ in range(max(config.trials, 1)):
            if flush is not None:
                flush()
            e2e_ms, gpu_ms = measure_once(captured, timer, calls, held=True)
            values.append(gpu_ms if gpu_ms is not None else e2e_ms)
        return compute_stats(values), calls
    finally:
        captured.release()


def _scaled(stats: Stats, factor: float) -> Stats:
    return Stats(
        median=stats.median * factor,
        iqr=stats.iqr * factor,
        min=stats.min * factor,
        mean=stats.mean * factor,
        max=stats.max * factor,
    )


def _one_line(error: BaseException) -> str:
    text = str(error).strip()
    first = text.splitlines()[0] if text else ""
    return f"{type(error).__name__}: {first}" if first else type(error).__name__


def time_subjects(
    subjects: Sequence[Subject],
    config: TimingConfig,
    timer: Timer,
    probe: HostProbe | None = None,
    between: Callable[[], None] | None = None,
) -> list[TimingResult]:
    """e2e/gpu timing of the subjects by ``config.method``, plus kernel and CUDA-graph time if
    asked. ``between`` runs before each round of measurements (each trial, for ``graphnet``),
    outside the timed region: the integrity layer's watched calls.

    ``batched`` measures interleaved (:func:`measure_interleaved`, steadied by ``probe`` when
    given); ``graphnet`` one synchronised call per trial (:func:`measure_synchronised`).
    Python's garbage collector is off while the subjects are measured, as in ``timeit``: a
    collection of a worker's large heap inside a measurement costs milliseconds (no collection
    runs first either: a full one costs 0.3-0.6 s in a worker that has compiled models).

    Kernel and CUDA-graph timing (CUDA only) run after the main measurements, subject by
    subject; a failure of either is recorded in ``kernel_error`` / ``cuda_graph_error`` and leaves
    the figure None. An exception of a callable during the main measurements is raised as
    :class:`SubjectFailure`.
    """
    if not isinstance(config.method, TimingMethod):
        # A string would silently mean batched: parse it first (parse_timing).
        raise TypeError(f"the timing method must be a TimingMethod, not {config.method!r}")
    flusher = L2Flusher(timer.device) if config.flush_l2 and timer.is_cuda else None
    try:
        with _collector_paused():
            if config.method is TimingMethod.GRAPHNET:
                measure_synchronised(subjects, config, timer, between)
            else:
                measure_interleaved(subjects, config, timer, flusher, probe, between)
        results: list[TimingResult] = []
        for subject in subjects:
            device = subject.device_time and bool(subject.gpu)
            result = TimingResult(
                e2e=compute_stats(subject.gpu if device else subject.e2e),
                gpu=compute_stats(subject.gpu) if subject.gpu else None,
                calls_per_measurement=subject.calls_per_measurement or 1,
                measurements=len(subject.e2e),
                remeasured=subject.remeasured,
                stable=subject.stable,
                samples_ms=list(subject.e2e),
                gpu_samples_ms=list(subject.gpu),
                method=config.method.value,
                rounds=subject.rounds,
                unsteady_rounds=subject.unsteady_rounds,
                host_slowdown=(
                    statistics.median(subject.host_slowdown) if subject.host_slowdown else None
                ),
                host_noisy=subject.host_noisy,
                calls_per_graph=subject.calls_per_invocation,
                l2=L2.FLUSHED if flusher is not None else L2.WARM,
            )
            if device:
                result.method = DEVICE_TIMED
                result.host_launch = compute_stats(subject.e2e)
                result.retried = subject.retried
                result.unheld = subject.unheld
                result.samples_ms = list(subject.gpu)
            extra_start = timer.clock()
            if timer.is_cuda and config.kernel_time and subject.extras:
                try:
                    result.kernel = _scaled(
                        kernel_time(subject.call, timer.device, config.kernel_trials, flusher),
                        1 / subject.calls_per_invocation,
                    )
                except Exception as error:  # profiler unavailable or confused
                    result.kernel_error = _one_line(error)
            if subject.calls_per_invocation > 1 and config.cuda_graph_time:
                result.cuda_graph_error = "the call is already a CUDA graph's replay"
            elif timer.is_cuda and config.cuda_graph_time and subject.extras:
                try:
                    result.cuda_graph, _ = cuda_graph_time(subject.call, timer, config, flusher)
                except Exception as error:  # capture is not possible for every callable
                    result.cuda_graph_error = _one_line(error)
                    recover_after_capture_failure(timer.device)
            subject.timed_seconds += timer.clock() - extra_start
            result.warmup_seconds = subject.warmup_seconds
            result.timed_seconds = subject.timed_seconds
            results.append(result)
        return results
    finally:
        if flusher is not None:
            flusher.release()


@contextmanager
def _collector_paused() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def recover_after_capture_failure(device: torch.device) -> None:
    """Leaves the device usable after a failed capture (errors of the sync are not ours)."""
    try:
        torch.cuda.synchronize(device)
    except Exception:
        pass
