"""The integrity layer's part in a job, for pass backends (those whose callable carries a
:class:`~passnet.integrity.guard.Monitor`).

Order within a backend: the static layer runs in the pass backend's factory, before the pass is
imported; then the harness's identity is checked (``timer-tamper``); the compile call and every
correctness call are watched; after standard correctness succeeds, two *integrity trials* write
fresh values from seeds drawn at run time into the same input buffers (floats drawn anew with
their own mean and spread, all-zero ones from N(0, 1), integers shuffled) and compare the
watched candidate with eager on them (``inconsistent-output``); the float64 comparison on the
standard trials checks ``precision``, and on fresh values checks either (a gap the standard trials
did not show is an inconsistent output, not a downgrade). During timing the
candidate alternates between two input sets (different addresses, same values), and between
measurements, at random rounds, one set's values are shuffled in place, eager recomputes its
reference and one watched candidate call must agree with it. After timing, identity again and the
``roofline``. Any violation makes the backend ``integrity_fail``: it scores as a failure at every
tolerance.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Mapping
from typing import Any

import torch

from passnet.integrity import guard
from passnet.integrity.harness import (
    HarnessIdentity,
    copy_bandwidth,
    module_readers,
    precision_gap,
    refresh,
    roofline_ms,
    shuffle,
    value_statistics,
)
from passnet.integrity.rules import Verdict
from passnet.runtime.worker import checks, device_clock, timing
from passnet.runtime.worker.checks import Comparison, compare_outputs, flatten_outputs
from passnet.runtime.worker.device_sessions import Placement
from passnet.runtime.worker.device_timing import alternating_sets
from passnet.runtime.worker.job import Job, as_tuple, clone_outputs
from passnet.runtime.worker.kernel_count import count_launches
from passnet.runtime.worker.timing import TimingResult

__all__ = ["PassWatch", "harness_identity"]

INTEGRITY_TRIALS = 2
LEVEL_SLACK = 2
"""Tolerance levels (each about ten times looser) by which a watched comparison may fall short of
the standard trials' strictest passing level before the outputs count as inconsistent."""
LEVEL_FLOOR = -1
"""A watched comparison passing at this level (atol 0.1; rtol 0.25 in float32, 0.44 in float16,
0.07 in bfloat16) is never inconsistent: the standard trials may run on degenerate replays (all
zeros) that an honest kernel computes exactly, while on fresh values its rounding shows; a cache
or a kernel that ignores an input is off by the values themselves."""
WATCH_PROBABILITY = 0.15
MAX_WATCHED_ROUNDS = 3
EVENT_RATIO = 2.0
"""Wall time per call over event time on the timed stream above which (and above this multiple
of eager's own ratio) work is taken to run elsewhere."""

_identity: HarnessIdentity | None = None


def harness_identity() -> HarnessIdentity:
    """The worker's harness objects, captured the first time (before any pass is imported)."""
    global _identity
    if _identity is None:
        readers = module_readers(
            timing,
            ("measure_once", "time_subjects", "warm_up", "calibrate", "Timer", "held_measurement"),
        )
        readers |= module_readers(checks, ("compare_outputs", "merge_comparisons"))
        readers |= module_readers(device_clock, ("held_measurement", "CudaEvents", "Hold"))
        _identity = HarnessIdentity(readers)
    return _identity


class PassWatch:
    """The integrity checks of one pass backend in one job."""

    def __init__(self, job: Job, monitor: guard.Monitor, warnings: tuple[str, ...]) -> None:
        self.job = job
        self.monitor = monitor
        self.warnings = warnings
        self._random = random.SystemRandom()
        self._generator = torch.Generator(device=job.device)  # permutations on the device
        self._generator.manual_seed(self._random.randrange(1 << 62))
        self.standard_level: int | None = None
        """The strictest tolerance level the standard correctness trials passed at."""
        self.precise_on_standard: bool | None = None
        """True when a float64 comparison ran on the standard trials and found no precision gap."""

    @property
    def flagged(self) -> bool:
        return bool(self.monitor.violations)

    def check_identity(self, when: str) -> None:
        for change in harness_identity().changed():
            self.monitor.flag("timer-tamper", when, change)

    def integrity_trials(self, fn: Callable[..., Any], eager_model: torch.nn.Module) -> None:
        """Fresh values in the same buffers; the candidate (watched, first) against eager."""
        job = self.job
        inputs = job.inputs(job.request.seed)
        replayed = value_statistics(inputs)
        device_generator = torch.Generator(device=job.device)
        for trial in range(INTEGRITY_TRIALS):
            seed = self._random.randrange(1, 1 << 62)
            device_generator.manual_seed(seed)
            refresh(inputs, device_generator, self._generator, replayed)
            try:
                candidate = clone_outputs(job.call(fn, inputs))
                job.sync()
            except guard.IntegrityViolation:
                return
            reference = job.call(eager_model, inputs)
            job.sync()
            where = f"integrity trial (seed {seed})"
            if self._inconsistent(candidate, reference, where):
                return
            # One float64 run on fresh values is enough to see a precision downgrade; each costs
            # a float64 copy of every input, weights included.
            if job.request.float64_reference and trial == 0:
                wide = job.float64_outputs_for(inputs)
                if not isinstance(wide, BaseException):
                    self._check_fresh_precision(candidate, reference, wide, where)

    def check_precision(self, candidate: Any, reference: Any, wide: Any) -> None:
        """The float64 comparison of a standard correctness trial."""
        gap = _precision_gap(candidate, reference, wide)
        if gap is not None:
            self.monitor.flag("precision", "float64 comparison on a standard trial", gap)
        self.precise_on_standard = gap is None and self.precise_on_standard is not False

    def _check_fresh_precision(self, candidate: Any, reference: Any, wide: Any, where: str) -> None:
        """The float64 comparison on fresh values. A gap there that the standard trials did not
        show is an answer right on the replay and wrong otherwise (a kernel ignoring an input
        that replays as zeros), whichever check sees it first: reported as such, not as a
        precision downgrade, which shows on any values."""
        gap = _precision_gap(candidate, reference, wide)
        if gap is None:
            return
        if self.precise_on_standard:
            self.monitor.flag(
                "inconsistent-output",
                where,
                f"float64 comparison with fresh values: {gap}; none on the standard trials",
                "right on the standard trials, wrong with fresh values in the same buffers",
            )
        else:
            self.monitor.flag("precision", f"float64 comparison in the {where}", gap)

    def input_sets(self, inputs: Mapping[str, Any]) -> list[Mapping[str, Any]]:
        """The sets the candidate alternates between while timed."""
        return alternating_sets(inputs)

    def rotating_call(
        self, fn: Callable[..., Any], sets: list[Mapping[str, Any]]
    ) -> Callable[[], Any]:
        if len(sets) == 1:
            return self.job.caller(fn, sets[0])
        step = itertools.cycle([self.job.caller(fn, s) for s in sets]).__next__
        return lambda: step()()

    def between(
        self, fn: Callable[..., Any], eager_model: torch.nn.Module, sets: list[Mapping[str, Any]]
    ) -> Callable[[], None]:
        """The timing loop's between-rounds hook: now and then, a watched call on shuffled
        values, checked against eager."""
        rounds = {"watched": 0}
        self.monitor.watch_all = False

        def check() -> None:
            if rounds["watched"] >= MAX_WATCHED_ROUNDS or not self.monitor.chance(
                WATCH_PROBABILITY
            ):
                return
            rounds["watched"] += 1
            with self.job.phase("integrity"):
                self.watched_round(fn, eager_model, sets)

        return check

    def watched_round(
        self, fn: Callable[..., Any], eager_model: torch.nn.Module, sets: list[Mapping[str, Any]]
    ) -> None:
        inputs = sets[self._random.randrange(len(sets))]
        shuffle(_tensors(inputs), self._generator)
        reference = self.job.call(eager_model, inputs)
        self.monitor.watch_all = True
        try:
            candidate = self.job.call(fn, inputs)
            self.job.sync()
        finally:
            self.monitor.watch_all = False
        self._inconsistent(clone_outputs(candidate), reference, "a watched call while timed")

    def check_timed_graph(
        self, replay: Callable[[], Any], eager_model: torch.nn.Module, last: Mapping[str, Any]
    ) -> None:
        """The graph that was timed, judged: its input values shuffled in place (the graph reads
        the same buffers), replayed once, and the outputs of its last captured call (on
        ``last``) compared with eager on those values. A pass that launches less work while it
        is captured is right on every direct call and wrong here (``timed-graph``)."""
        with self.job.phase("integrity"):
            shuffle(_tensors(last), self._generator)
            reference = self.job.call(eager_model, last)
            # As every other call is judged: a compiled graph returns a list where the module
            # returns a tuple or one tensor, which is no difference in what it computes.
            candidate = clone_outputs(as_tuple(replay()))
            self.job.sync()
            self._inconsistent(
                candidate,
                reference,
                "the timed CUDA graph",
                rule="timed-graph",
                message="the graph that was timed computes otherwise than the call that was judged",
            )

    def check_timed_launches(
        self,
        placement: Placement,
        direct: Callable[[], Any],
        eager_direct: Callable[[], Any],
        count: Callable[[Callable[[], Any]], int] | None = None,
    ) -> dict[str, float]:
        """The kernels the timed graph launches per call against the direct call's, counted by
        the profiler (``count`` stands in for it in tests); the flush-only graph's kernels are
        taken out of both graphs' counts. Eager's graph against eager's direct call is the
        control: where those two disagree (a build whose profiler does not see into graphs, a
        library that picks other kernels under capture), counts prove nothing and nothing is
        flagged. A graph that launches fewer kernels per call than the direct call breaks
        ``timed-graph``; more is recorded, not flagged: extra work only slows the pass down.
        Returns the four counts per call."""
        counter = count or (lambda call: count_launches(call, self.job.device))
        with self.job.phase("integrity"):
            calls = placement.candidate.calls_per_replay
            flush = counter(placement.flush) / calls if placement.flush is not None else 0.0
            figures = {
                "graph": counter(placement.candidate) / calls - flush,
                "direct": float(counter(direct)),
                "eager_graph": counter(placement.eager) / calls - flush,
                "eager_direct": float(counter(eager_direct)),
            }
        if abs(figures["eager_graph"] - figures["eager_direct"]) > 1e-9:
            return figures
        if figures["graph"] < figures["direct"] - 1e-9:
            self.monitor.flag(
                "timed-graph",
                "the timed CUDA graph's kernels",
                f"launches {figures['graph']:g} kernels a call, the direct call "
                f"{figures['direct']:g} (eager: {figures['eager_direct']:g} in both)",
                "the graph that was timed launches less work than the call that was judged",
            )
        return figures

    def _inconsistent(
        self,
        candidate: Any,
        reference: Any,
        where: str,
        rule: str = "inconsistent-output",
        message: str = "right on the standard trials, wrong with fresh values in the same buffers",
    ) -> bool:
        """Flags outputs that fall more than :data:`LEVEL_SLACK` levels short of the standard
        trials (any status but ``ok`` counts as no level)."""
        compared = compare_outputs(candidate, reference)
        level = strictest_level(compared)
        expected = self.standard_level
        if expected is None or (
            level is not None and level <= max(expected + LEVEL_SLACK, LEVEL_FLOOR)
        ):
            return False
        self.monitor.flag(
            rule,
            where,
            f"passes at t = {level} with fresh values, at t = {expected} on the standard trials"
            + (f" ({compared.error})" if compared.error else ""),
            message,
        )
        return True

    def check_event_time(self, candidate: TimingResult, eager: TimingResult) -> None:
        """Work left on another stream is in the wall-clock time (the timer synchronises the whole
        device) but not between the events recorded on the timed stream: a candidate whose wall
        time outgrows its event time far more than eager's does in the same session is flagged."""
        if candidate.gpu is None or eager.gpu is None or candidate.gpu.median <= 0:
            return
        ratio = candidate.e2e.median / candidate.gpu.median
        baseline = eager.e2e.median / eager.gpu.median if eager.gpu.median > 0 else 1.0
        if ratio > max(EVENT_RATIO, EVENT_RATIO * baseline):
            self.monitor.flag(
                "side-stream",
                "timing",
                f"wall {candidate.e2e.median * 1e3:.1f} us per call, event time on the timed "
                f"stream {candidate.gpu.median * 1e3:.1f} us (eager: {baseline:.2f}x)",
            )

    def check_roofline(self, candidate_ms: float | None, outputs: list[dict[str, Any]]) -> None:
        bound = roofline_ms(_output_bytes(outputs), copy_bandwidth(self.job.device))
        if candidate_ms is not None and bound is not None and candidate_ms < bound:
            self.monitor.flag(
                "roofline",
                "timing",
                f"{candidate_ms * 1e3:.2f} us per call; writing the outputs takes at least "
                f"{bound * 1e3:.2f} us at the device's copy bandwidth",
            )

    def verdict(self) -> dict[str, Any]:
        layers = ("static", "dispatch", "runtime", "sandbox")
        return Verdict(
            list(self.monitor.violations),
            checked_layers=layers,
            warnings=self.warnings,
            not_loaded=self.monitor.not_loaded,
        ).to_json()


def _precision_gap(candidate: Any, reference: Any, wide: Any) -> str | None:
    return precision_gap(
        flatten_outputs(candidate)[0], flatten_outputs(reference)[0], flatten_outputs(wide)[0]
    )


def strictest_level(compared: Comparison) -> int | None:
    """The smallest tolerance level at which every output passed, or None."""
    if compared.status != "ok":
        return None
    return min((t for t, ok in compared.passes.items() if ok), default=None)


def _tensors(inputs: Mapping[str, Any]) -> list[torch.Tensor]:
    return [v for v in inputs.values() if isinstance(v, torch.Tensor)]


def _output_bytes(outputs: list[dict[str, Any]]) -> int:
    """Bytes of the outputs as the eager check described them (shape and dtype each)."""
    total = 0
    for output in outputs:
        shape = output.get("shape")
        dtype = getattr(torch, str(output.get("dtype", "")).removeprefix("torch."), None)
        if not isinstance(shape, list) or not isinstance(dtype, torch.dtype):
            continue
        count = 1
        for dim in shape:
            count *= int(dim)
        total += count * dtype.itemsize
    return total
