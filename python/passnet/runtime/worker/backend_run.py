"""One backend of a job: compile (the factory and first calls), correctness trials against eager
(candidate first) and float64, and timing interleaved with eager; the outcome as the protocol's
per-backend object."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, cast

import torch

from passnet.integrity import guard
from passnet.runtime.errors import BackendError, CompileError, IntegrityFlagged
from passnet.runtime.invocation import CapturedCall
from passnet.runtime.worker import backends as backend_registry
from passnet.runtime.worker.backends import Backend
from passnet.runtime.worker.checks import (
    Comparison,
    compare_outputs,
    flatten_outputs,
    merge_comparisons,
    poison_outputs,
)
from passnet.runtime.worker.device_lock import first_calls, gpu_turn, timing_alone
from passnet.runtime.worker.device_sessions import (
    Placement,
    copies_fit,
    fresh_sets,
    time_sessions,
)
from passnet.runtime.worker.device_timing import Replay, alternating_sets, paired_speedup
from passnet.runtime.worker.host_sessions import speedup_over_inductor, time_host_sessions
from passnet.runtime.worker.integrity_checks import PassWatch, strictest_level
from passnet.runtime.worker.job import EagerFailure, Job, clone_outputs, log_traceback, one_line
from passnet.runtime.worker.kernel_count import count_launches
from passnet.runtime.worker.request import CachedBaseline
from passnet.runtime.worker.timing import (
    Stats,
    Subject,
    SubjectFailure,
    TimingResult,
)
from passnet.spec.options import L2, Invocation


@dataclass
class BackendOutcome:
    """What happened to one backend, before it is turned into JSON."""

    status: str
    error: str | None = None
    compile_seconds: float | None = None
    compile_cache: dict[str, int] | None = None
    correctness: Comparison | None = None
    float64: dict[str, Any] | None = None
    timing: TimingResult | None = None
    eager_timing: TimingResult | None = None
    fn: Callable[..., Any] | None = None
    report: dict[str, Any] | None = None
    """What the backend says it did (pass backends: replacements per pass), when it says."""
    integrity: dict[str, Any] | None = None
    """Pass backends: the integrity verdict (:meth:`passnet.integrity.rules.Verdict.to_json`)."""
    watch: PassWatch | None = None
    inductor_timing: TimingResult | None = None
    """A pass under a host-inclusive invocation: Inductor's figures from the rounds that timed
    eager and the pass (:mod:`~passnet.runtime.worker.host_sessions`)."""
    inductor_reference: bool | None = None
    """True when Inductor was compiled only as that comparison's baseline (not one of the job's
    backends); None when no same-round comparison was made."""
    inductor_compile_seconds: float | None = None
    over_inductor_error: str | None = None
    """Why a same-round comparison with Inductor that was asked for has no figure."""
    cached_baseline: bool = False
    """Eager's (and Inductor's) figures came from a cached baseline: the candidate was timed
    alone, and its speedups are ratios of medians (nothing pairs round by round)."""

    def settle_integrity(self) -> None:
        """Records the watch's verdict; a flagged pass becomes ``integrity_fail``."""
        if self.watch is None:
            return
        self.integrity = self.watch.verdict()
        if self.watch.flagged:
            first = self.watch.monitor.violations[0]
            self.status = "integrity_fail"
            self.error = f"integrity: {first.line()}"
            self.fn = None

    def to_json(self) -> dict[str, Any]:
        """The protocol's per-backend object."""
        speedup = None
        if self.timing is not None and self.eager_timing is not None:
            paired = paired_speedup(self.eager_timing, self.timing)
            paired_gpu = paired_speedup(self.eager_timing, self.timing, "gpu")
            speedup = {
                "e2e": paired
                if paired is not None
                else _ratio(self.eager_timing.e2e, self.timing.e2e),
                "gpu": paired_gpu
                if paired_gpu is not None
                else _ratio(self.eager_timing.gpu, self.timing.gpu),
            }
        over_inductor = None
        if self.timing is not None and self.inductor_timing is not None:
            over_inductor = speedup_over_inductor(self.inductor_timing, self.timing)
            if over_inductor is None and self.cached_baseline:
                over_inductor = _ratio(self.inductor_timing.e2e, self.timing.e2e)
        correctness = None
        if self.correctness is not None:
            correctness = self.correctness.to_json()
            correctness["float64"] = self.float64
        return {
            "status": self.status,
            "error": self.error,
            "compile_seconds": self.compile_seconds,
            "compile_cache": self.compile_cache,
            "timing": self.timing.to_json() if self.timing else None,
            "eager_timing": self.eager_timing.to_json() if self.eager_timing else None,
            "speedup": speedup,
            "speedup_over_inductor": over_inductor,
            "inductor_timing": self.inductor_timing.to_json() if self.inductor_timing else None,
            "inductor_reference": self.inductor_reference,
            "inductor_compile_seconds": self.inductor_compile_seconds,
            "over_inductor_error": self.over_inductor_error,
            "cached_baseline": self.cached_baseline,
            "correctness": correctness,
            "report": self.report,
            "integrity": self.integrity,
        }


def _backend_report(fn: Any) -> dict[str, Any] | None:
    """A backend's own account of what it did: ``fn.passnet_report.to_json()`` when present."""
    report = getattr(fn, "passnet_report", None)
    to_json = getattr(report, "to_json", None)
    if not callable(to_json):
        return None
    try:
        value = to_json()
    except Exception as error:  # a plugin's report must not fail the job
        return {"error": one_line(error)}
    return value if isinstance(value, dict) else None


def _ratio(eager: Stats | None, candidate: Stats | None) -> float | None:
    if eager is None or candidate is None or candidate.median <= 0:
        return None
    return eager.median / candidate.median


def _compile_backend(
    job: Job, backend: Backend, outcome: BackendOutcome
) -> Callable[..., Any] | None:
    """Factory plus the backend's first call(s), timed; fills ``outcome`` and returns the
    callable (None when it failed)."""
    with job.phase("cleanup"):
        torch._dynamo.reset()
    before = backend_registry.compile_counters()
    try:
        with job.phase("load"):
            model = job.model()
            example = job.inputs(job.request.seed)
    except Exception as error:
        outcome.status = "runtime_fail"
        outcome.error = f"cannot load the sample: {one_line(error)}"
        return None
    job.sync()
    start = time.perf_counter()
    waited_before = job.lock_wait_seconds  # a wait for the device is not compile time
    guard.activate(None)
    try:
        fn = backend.factory_for(job.request.invocation)(model, example, job.device)
        if not callable(fn):
            raise backend_registry.CompileError(
                f"backend {backend.name!r} returned {type(fn).__name__}, not a callable"
            )
    except IntegrityFlagged as flagged:
        outcome.status, outcome.error = "integrity_fail", str(flagged)
        outcome.integrity = flagged.verdict.to_json()
        return None
    except Exception as error:
        outcome.status, outcome.error = "compile_fail", one_line(error)
        _watch(job, outcome)
        log_traceback(f"backend {backend.name}: compile failed")
        return None
    if _watch(job, outcome) is not None:
        outcome.watch.check_identity("after the pass was imported")  # type: ignore[union-attr]
    try:
        with first_calls(job, backend.compiles_off_device):
            for _ in range(max(backend.compile_calls, 1)):
                job.call(fn, example)
                job.sync()
    except Exception as error:
        outcome.compile_seconds = _elapsed_without_waits(job, start, waited_before)
        kind = "compile_fail" if backend_registry.is_compile_error(error) else "runtime_fail"
        outcome.status, outcome.error = kind, one_line(error)
        outcome.report = _backend_report(fn)
        log_traceback(f"backend {backend.name}: first call failed")
        return None
    outcome.compile_seconds = _elapsed_without_waits(job, start, waited_before)
    _profile(job, fn, example)
    outcome.report = _backend_report(fn)
    after = backend_registry.compile_counters()
    outcome.compile_cache = {key: after[key] - before.get(key, 0) for key in after}
    return fn


def _profile(job: Job, fn: Any, example: Mapping[str, torch.Tensor]) -> None:
    """A backend that measures itself under the profiler (``fn.passnet_profile``: whole models'
    share of time in replacements) does so here, after its first calls and outside every timed
    call; a failure there costs the job nothing but the figure."""
    profile = getattr(fn, "passnet_profile", None)
    if not callable(profile):
        return
    try:
        with job.phase("profile"), gpu_turn(job):
            profile(example, job.device)
    except Exception:
        log_traceback("the backend's profile failed")


def _elapsed_without_waits(job: Job, start: float, waited_before: float) -> float:
    """Seconds since ``start``, less the device waits recorded since then."""
    return time.perf_counter() - start - (job.lock_wait_seconds - waited_before)


def run_backend(
    job: Job,
    backend: Backend,
    eager_model: torch.nn.Module,
    references: dict[int, tuple[Any, ...]] | None,
) -> BackendOutcome:
    """Compile, correctness trials and (when correct) nothing else: timing comes after."""
    outcome = BackendOutcome(status="ok")
    fn = _compile_backend(job, backend, outcome)
    if fn is not None:
        with gpu_turn(job):
            _check_correctness(job, backend, fn, eager_model, references, outcome)
            if outcome.watch is not None and outcome.status == "ok":
                assert outcome.correctness is not None
                outcome.watch.standard_level = strictest_level(outcome.correctness)
                with job.phase("integrity"):
                    outcome.watch.integrity_trials(fn, eager_model)
    outcome.settle_integrity()
    return outcome


def _watch(job: Job, outcome: BackendOutcome) -> PassWatch | None:
    """The integrity watch of the backend just created, when it is a pass backend."""
    monitor = guard.active_monitor()
    if monitor is not None and outcome.watch is None:
        outcome.watch = PassWatch(job, monitor, job.sandbox_warnings)
    return outcome.watch


def _check_correctness(
    job: Job,
    backend: Backend,
    fn: Callable[..., Any],
    eager_model: torch.nn.Module,
    references: dict[int, tuple[Any, ...]] | None,
    outcome: BackendOutcome,
) -> None:
    """The correctness trials of a compiled candidate, into ``outcome`` (``fn`` kept there
    when they ran)."""
    request = job.request
    candidate_outputs: list[tuple[Any, ...]] = []
    try:
        for seed in request.correctness_seeds:
            with job.phase("correctness"):
                outputs = job.call(fn, job.inputs(seed))
                job.sync()
                candidate_outputs.append(clone_outputs(outputs))
                del outputs
    except Exception as error:
        outcome.status, outcome.error = "runtime_fail", one_line(error)
        log_traceback(f"backend {backend.name}: correctness run failed")
        return
    comparisons: list[Comparison] = []
    float64_comparisons: list[Comparison] = []
    float64_error: str | None = None
    for seed, candidate in zip(request.correctness_seeds, candidate_outputs, strict=True):
        own_reference = references is None
        with job.phase("correctness"):
            reference = (
                job.eager_outputs(eager_model, seed) if references is None else references[seed]
            )
            comparisons.append(compare_outputs(candidate, reference))
        if request.float64_reference and float64_error is None:
            with job.phase("float64"):
                wide = job.float64_outputs(seed)
            if isinstance(wide, BaseException):
                float64_error = one_line(wide)
            else:
                compared = _compare_float64(candidate, reference, wide)
                if outcome.watch is not None:
                    outcome.watch.check_precision(candidate, reference, wide)
                if isinstance(compared, str):
                    float64_error = compared
                else:
                    float64_comparisons.append(compared)
        if own_reference:
            poison_outputs(reference)
        del reference
    outcome.correctness = merge_comparisons(comparisons)
    outcome.status = outcome.correctness.status
    outcome.error = outcome.correctness.error
    if request.float64_reference:
        if float64_error is not None:
            outcome.float64 = {"available": False, "error": float64_error}
        else:
            outcome.float64 = {
                "available": True,
                **merge_comparisons(float64_comparisons).to_json(),
            }
    outcome.fn = fn


def _compare_float64(
    candidate: tuple[Any, ...], reference: tuple[Any, ...], wide: tuple[Any, ...]
) -> Comparison | str:
    """Candidate against the float64 outputs, with the tolerances of eager's dtypes."""
    ref_leaves, ref_spec = flatten_outputs(reference)
    wide_leaves, wide_spec = flatten_outputs(wide)
    shapes_match = ref_spec == wide_spec and all(
        isinstance(a, torch.Tensor) == isinstance(b, torch.Tensor)
        and (not isinstance(a, torch.Tensor) or a.shape == b.shape)
        for a, b in zip(ref_leaves, wide_leaves, strict=True)
    )
    if not shapes_match:
        return "the float64 run gives outputs of other shapes than eager"
    dtypes = [leaf.dtype if isinstance(leaf, torch.Tensor) else None for leaf in ref_leaves]
    return compare_outputs(candidate, wide, check_dtypes=False, tolerance_dtypes=dtypes)


def _timing_failed(outcome: BackendOutcome, failure: SubjectFailure) -> None:
    """A callable raised while timed: eager's failure ends the job, the candidate's is its
    ``runtime_fail``."""
    if failure.subject != "candidate":
        raise EagerFailure(f"while timing: {one_line(failure.error)}") from failure
    outcome.status = "runtime_fail"
    outcome.error = f"while timing: {one_line(failure.error)}"
    outcome.settle_integrity()


def _time_on_device(
    job: Job,
    outcome: BackendOutcome,
    fn: Callable[..., Any],
    eager_subject: Subject | None,
    eager_model: torch.nn.Module,
    sets: list[Mapping[str, Any]],
    first: bool,
) -> tuple[TimingResult | None, TimingResult] | None:
    """The cudagraph invocation: eager's and the candidate's graphs of ``job.calls_per_graph``
    calls timed in sessions (:func:`~passnet.runtime.worker.device_sessions.time_sessions`), the
    first on eager's graph of the job, each later one on graphs captured anew over fresh copies
    of the sets; then the last session's graph is judged (pass backends). Without
    ``eager_subject`` (a cached baseline) the candidate's graphs are timed alone. None when the
    candidate could not be captured or raised (the outcome says so)."""
    watch = outcome.watch
    graph_sets = sets if watch is not None else alternating_sets(sets[0])
    calls = job.calls_per_graph

    def place(index: int) -> Placement:
        owned: list[Replay] = []
        try:
            eager = cast(Replay, eager_subject.call) if eager_subject is not None else None
            inputs, keep = graph_sets, copies_fit(graph_sets)
            if index > 0 and eager_subject is not None:
                eager = CapturedCall(
                    job.graph_calls(eager_model, fresh_sets(job.eager_sets)[0]),
                    job.device,
                    "cudagraph invocation: eager's call",
                    calls,
                )
                owned.append(eager)
            if index > 0:
                inputs, keep = fresh_sets(graph_sets)
            candidate = CapturedCall(
                job.graph_calls(fn, inputs),
                job.device,
                "cudagraph invocation: the backend's call",
                calls,
            )
            owned.append(candidate)
            flush = None
            if job.graph_flush is not None:
                flush = CapturedCall([job.graph_flush], job.device, "the L2 flush", calls)
                owned.append(flush)
        except BaseException:
            for replay in owned:
                replay.release()
            raise
        return Placement(eager, candidate, inputs, flush, owned, keep)

    # No host probe and no watched calls between rounds: device time does not depend on how fast
    # the host runs, a replayed graph runs none of the pass's Python (the timed graph is judged
    # after timing instead), and the watch's shuffles would move a gather's index locality in
    # the middle of a session.
    try:
        with timing_alone(job):
            eager_timing, candidate_timing, last = time_sessions(
                place, job.request.timing.sessions, job.request.timing, job.timer, first
            )
    except CompileError as error:
        outcome.status, outcome.error = "compile_fail", str(error)
        outcome.settle_integrity()
        return None
    except SubjectFailure as failure:
        _timing_failed(outcome, failure)
        return None
    try:
        with gpu_turn(job):
            direct = job.caller(fn, last.sets[0])
            eager_direct = job.caller(eager_model, last.sets[0])
            if watch is not None:
                final = last.sets[(calls - 1) % len(last.sets)]
                watch.check_timed_graph(last.candidate, eager_model, final)
                if last.eager is None:  # the launch count's control: eager's graph, as timed
                    last.eager = CapturedCall(
                        job.graph_calls(eager_model, last.sets),
                        job.device,
                        "cudagraph invocation: eager's call",
                        calls,
                    )
                    last.owned.append(last.eager)
                candidate_timing.launches = watch.check_timed_launches(last, direct, eager_direct)
            elif job.device.type == "cuda":
                # Not a check (a built-in backend is trusted): the profiling study's kernel counts
                # per call, which the timing alone cannot give.
                candidate_timing.launches = {
                    "direct": float(count_launches(direct, job.device)),
                    "eager_direct": float(count_launches(eager_direct, job.device)),
                }
    finally:
        last.release()
    return eager_timing, candidate_timing


def _inductor_reference(job: Job, outcome: BackendOutcome) -> Subject | None:
    """Inductor compiled (its factory and first calls, without the dynamo reset before a
    backend's compile, which would drop the pass's compiled code) as the baseline a pass is
    timed against in the same rounds; None, with ``outcome.over_inductor_error`` saying why,
    when it cannot be. Its inputs are its own copy of the timed set, alternated like the pass's
    where the pass is watched."""
    request = job.request
    outcome.inductor_reference = "inductor" not in request.backends
    try:
        backend = backend_registry.resolve_backend("inductor", job.device)
    except BackendError as error:
        outcome.over_inductor_error = f"Inductor is not available: {one_line(error)}"
        return None
    waited_before = job.lock_wait_seconds
    start = time.perf_counter()
    try:
        with job.phase("load"):
            model = job.model()
            example = job.inputs(request.seed)
        fn = backend.factory_for(request.invocation)(model, example, job.device)
        with first_calls(job, backend.compiles_off_device):
            for _ in range(max(backend.compile_calls, 1)):
                job.call(fn, example)
                job.sync()
    except Exception as error:
        outcome.over_inductor_error = f"Inductor's reference failed: {one_line(error)}"
        log_traceback("the Inductor reference failed")
        return None
    finally:
        outcome.inductor_compile_seconds = _elapsed_without_waits(job, start, waited_before)
    watch = outcome.watch
    call = (
        job.caller(fn, example)
        if watch is None
        else watch.rotating_call(fn, alternating_sets(example))
    )
    subject = Subject("inductor", call)
    subject.extras = False  # a baseline: kernel or CUDA-graph time is its own backend's
    return subject


def _time_on_host(
    job: Job,
    outcome: BackendOutcome,
    fn: Callable[..., Any],
    eager_subject: Subject | None,
    inputs: Mapping[str, Any],
    sets: list[Mapping[str, Any]],
    between: Callable[[], None] | None,
    first: bool,
    over_inductor: bool,
) -> tuple[TimingResult | None, TimingResult] | None:
    """The host-inclusive invocations: eager and the candidate (and, ``over_inductor``,
    Inductor between them) interleaved in the request's sessions, each in its own turn at the
    timing lock. An Inductor reference that raises while timed is dropped (the outcome says so)
    and the candidate is timed against eager alone. Without ``eager_subject`` (a cached
    baseline) the candidate is timed alone. None when the candidate raised."""
    watch = outcome.watch
    candidate = Subject(
        "candidate", job.caller(fn, inputs) if watch is None else watch.rotating_call(fn, sets)
    )
    if eager_subject is not None:
        eager_subject.extras = first
    inductor = _inductor_reference(job, outcome) if over_inductor else None
    while True:
        subjects = [candidate]
        if inductor is not None:
            subjects.insert(0, inductor)
        if eager_subject is not None:
            subjects.insert(0, eager_subject)
        try:
            results = time_host_sessions(
                subjects,
                job.request.timing,
                job.timer,
                job.host_probe(),
                between,
                turn=lambda: timing_alone(job),
            )
        except SubjectFailure as failure:
            if inductor is not None and failure.subject == "inductor":
                outcome.over_inductor_error = (
                    f"Inductor's reference raised while timed: {one_line(failure.error)}"
                )
                inductor = None
                continue
            _timing_failed(outcome, failure)
            return None
        break
    if inductor is not None:
        outcome.inductor_timing = results[-2]
    return (results[0] if eager_subject is not None else None), results[-1]


def time_backend(
    job: Job,
    outcome: BackendOutcome,
    eager_subject: Subject,
    eager_sessions: list[TimingResult],
    first: bool,
    eager_model: torch.nn.Module,
    eager_outputs: list[dict[str, Any]],
    over_inductor: bool = False,
    cached: CachedBaseline | None = None,
) -> None:
    """Times a correct candidate interleaved with eager; a raising candidate is runtime_fail.
    Under the host-inclusive invocations the rounds are split among the request's sessions
    (:mod:`~passnet.runtime.worker.host_sessions`), and with ``over_inductor`` (a pass backend)
    Inductor is timed in the same rounds as a third subject, compiled here as a baseline.
    A pass backend's candidate alternates between two input sets and is watched between rounds
    (:mod:`~passnet.runtime.worker.integrity_checks`). Under the ``cudagraph`` invocation the
    candidate's calls, alternating the sets, are captured ``job.calls_per_graph`` times in one
    graph and replayed (device time); a call that cannot be captured is a ``compile_fail``.
    With a ``cached`` baseline the candidate is timed alone and set against eager's cached
    figure (and Inductor's, where it was measured); ``eager_sessions`` gets nothing."""
    assert outcome.fn is not None
    fn = outcome.fn
    inputs = job.inputs(job.request.seed)
    watch = outcome.watch
    between = None
    sets = [inputs] if watch is None else watch.input_sets(inputs)
    if watch is not None:
        between = watch.between(fn, eager_model, sets)
    timed_eager = eager_subject if cached is None else None
    if job.request.invocation is Invocation.CUDAGRAPH:
        timed = _time_on_device(job, outcome, fn, timed_eager, eager_model, sets, first)
    else:
        over_inductor = over_inductor and cached is None
        timed = _time_on_host(
            job, outcome, fn, timed_eager, inputs, sets, between, first, over_inductor
        )
    if timed is None:
        return
    measured_eager, candidate_timing = timed
    outcome.timing = candidate_timing
    if cached is not None:
        outcome.cached_baseline = True
        outcome.eager_timing = eager_timing = cached.eager
        # A pass's speedup over Inductor: a ratio of medians against the figure the engine
        # cached (``cached_baseline`` says so), where it asked for one; built-in backends get
        # none.
        if watch is not None:
            outcome.inductor_timing = cached.inductor
    else:
        assert measured_eager is not None
        outcome.eager_timing = eager_timing = measured_eager
        eager_sessions.append(eager_timing)
    if watch is not None:
        watch.check_identity("after timing")
        watch.check_event_time(candidate_timing, eager_timing)
        # A flushed figure whose rounds were lost behind the flush is no bound on anything.
        if candidate_timing.l2 is not L2.FLUSHED or candidate_timing.stable:
            watch.check_roofline(candidate_timing.e2e.median, eager_outputs)
        outcome.settle_integrity()
