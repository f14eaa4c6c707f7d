"""A whole ``run`` job: the eager check, every backend in turn, eager's pooled timing, and the
``result`` event (see :mod:`passnet.runtime.worker`)."""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import torch

from passnet.integrity import sandbox
from passnet.runtime.errors import CompileError
from passnet.runtime.invocation import CapturedCall
from passnet.runtime.sample import (
    SampleError,
    load_sample_meta,
)
from passnet.runtime.worker import backends as backend_registry
from passnet.runtime.worker.backend_run import run_backend, time_backend
from passnet.runtime.worker.checks import (
    describe_outputs,
    poison_outputs,
)
from passnet.runtime.worker.device_lock import gpu_turn, keep_off_timing_cpus, timing_alone
from passnet.runtime.worker.device_sessions import GraphFlush, without_flush
from passnet.runtime.worker.device_timing import (
    alternating_sets,
    choose_calls_per_graph,
    cuda_capture,
)
from passnet.runtime.worker.floor import measure_floor
from passnet.runtime.worker.host_sessions import HOST_INVOCATIONS
from passnet.runtime.worker.integrity_checks import harness_identity
from passnet.runtime.worker.job import EagerFailure, Job, cleanup, end_job, one_line
from passnet.runtime.worker.request import RunRequest
from passnet.runtime.worker.timing import (
    DEVICE_TIMED,
    Subject,
    SubjectFailure,
    TimingResult,
    pool_results,
    time_subjects,
)
from passnet.spec.backend_spec import BackendKind, parse_backend_spec
from passnet.spec.options import Invocation, TimingMethod


def _pool_timings(results: Sequence[TimingResult], eager: Subject) -> TimingResult:
    """eager's measurements of all sessions as one timing object. A reused eager subject's
    times are its running totals (each result repeats them); device sessions' subjects are new
    for each session, and their results add up."""
    pooled = pool_results(results)
    if results[0].method == DEVICE_TIMED:
        return pooled
    return replace(
        pooled,
        calls_per_measurement=eager.calls_per_measurement or 1,
        warmup_seconds=eager.warmup_seconds,
        timed_seconds=eager.timed_seconds,
    )


def _time_eager_alone(job: Job, eager: Subject) -> TimingResult:
    """eager's figure when no candidate was timed beside it; with the L2 flushed on the
    device, a flush-only graph is timed in the same rounds and subtracted."""
    config = job.request.timing
    if job.graph_flush is None:
        device = job.request.invocation is Invocation.CUDAGRAPH
        (alone,) = time_subjects([eager], config, job.timer, None if device else job.host_probe())
        return alone
    flush = CapturedCall([job.graph_flush], job.device, "the L2 flush", job.calls_per_graph)
    try:
        flush_subject = Subject(
            "l2 flush", flush, calls_per_invocation=job.calls_per_graph, device_time=True
        )
        flush_subject.extras = False
        figures = time_subjects([eager, flush_subject], replace(config, flush_l2=False), job.timer)
        return without_flush(figures[0], figures[1])
    finally:
        flush.release()


_PASS_KINDS = (BackendKind.PASSES, BackendKind.PASSNET_PASSES, BackendKind.MODEL_PASSES)


def _over_inductor(request: RunRequest, name: str) -> bool:
    """Whether the backend ``name`` is timed against Inductor in the same rounds: a pass
    backend, on subgraphs or whole models, under a host-inclusive invocation with ``batched``
    timing, unless the request turns it off (:mod:`~passnet.runtime.worker.host_sessions`).
    (Whole models timed in sessions of their own gave a model no pass touched 1.08-1.12x over
    Inductor on the H200.)"""
    return (
        request.inductor_rounds
        and request.invocation in HOST_INVOCATIONS
        and request.timing.method is TimingMethod.BATCHED
        and parse_backend_spec(request.spec(name)).kind in _PASS_KINDS
    )


def run_job(request: RunRequest) -> dict[str, Any]:
    """Runs one validated request and returns the ``result`` event (see the module docs).

    Sample and backend failures are statuses in the result; only bugs escape as exceptions.
    """
    harness_identity()  # captured before the first pass of the worker is imported
    started = time.perf_counter()
    result: dict[str, Any] = {
        "event": "result",
        "id": request.id,
        "sample": str(request.sample),
        "device": str(request.device),
        "seconds": None,
        "lock_wait_seconds": 0.0,
        "invocation": request.invocation,
        "eager": {"status": "ok", "error": None, "outputs": None, "timing": None},
        "backends": {},
    }
    try:
        with torch.no_grad(), _on_device(request.device):
            _run_job(request, result)
    except EagerFailure as error:
        result["eager"] = {
            "status": "eager_fail",
            "error": str(error),
            "outputs": result["eager"].get("outputs"),
            "timing": None,
        }
        result["backends"] = {}
    finally:
        cleaning = time.perf_counter()
        end_job(request.device)
        phases = result.get("phases")
        if isinstance(phases, dict):  # the job got as far as loading the sample
            phases["cleanup"] = phases.get("cleanup", 0.0) + time.perf_counter() - cleaning
    result["seconds"] = time.perf_counter() - started
    return result


@contextmanager
def _on_device(device: torch.device) -> Iterator[None]:
    """Makes ``device`` the current CUDA device (streams and events follow it); no-op on CPU."""
    if device.type != "cuda":
        yield
        return
    with torch.cuda.device(device):
        yield


# CPU seconds a job may use before the kernel ends its worker (the sandbox's budget; wall time
# is the engine's --timeout).
JOB_CPU_SECONDS = 3600


def _run_job(request: RunRequest, result: dict[str, Any]) -> None:
    keep_off_timing_cpus(request)
    sandbox.limit_cpu_time(JOB_CPU_SECONDS)
    start = time.perf_counter()
    try:
        job = Job(request, load_sample_meta(request.sample))
        eager_model = job.model()
    except SampleError as error:
        raise EagerFailure(f"cannot load the sample: {one_line(error)}") from error
    job.phases["load"] = time.perf_counter() - start
    try:
        _run_backends(job, eager_model, result)
    finally:
        result["lock_wait_seconds"] = job.lock_wait_seconds
        result["timing_windows"] = job.timing_windows
        result["phases"] = job.phases


def _run_backends(job: Job, eager_model: torch.nn.Module, result: dict[str, Any]) -> None:
    request = job.request
    references: dict[int, tuple[Any, ...]] | None = None
    with gpu_turn(job), job.phase("eager_check"):
        if request.reference_first:
            references = {
                seed: job.eager_outputs(eager_model, seed) for seed in request.correctness_seeds
            }
            result["eager"]["outputs"] = describe_outputs(references[request.correctness_seeds[0]])
        else:
            probe = job.eager_outputs(eager_model, request.seed)
            result["eager"]["outputs"] = describe_outputs(probe)
            poison_outputs(probe)
            del probe
            with job.phase("cleanup"):
                cleanup(request.device)

    eager_inputs = job.inputs(request.seed)
    eager_call = job.caller(eager_model, eager_inputs)
    device_time = request.invocation is Invocation.CUDAGRAPH
    cached = request.baseline
    if device_time:
        job.eager_sets = alternating_sets(eager_inputs)
        capture = cuda_capture(job.device)
        try:
            with gpu_turn(job):
                if request.timing.flush_l2:
                    job.graph_flush = GraphFlush(job.device)
                if cached is not None:
                    # eager's figure is the cache's: its graph is not captured, and each of the
                    # candidate's graphs holds as many calls as eager's did
                    job.calls_per_graph = cached.eager.calls_per_graph
                else:
                    calls = job.graph_calls(eager_model, job.eager_sets)
                    job.calls_per_graph, _ = choose_calls_per_graph(calls, capture, job.timer)
                    eager_call = capture(
                        calls, job.calls_per_graph, "cudagraph invocation: eager's call"
                    )
        except CompileError as error:
            raise EagerFailure(str(error)) from error
    # The eager graph and the flush buffer hold device memory until the job's end, whatever
    # ends it.
    try:
        eager_subject = Subject(
            "eager",
            eager_call,
            calls_per_invocation=job.calls_per_graph,
            device_time=device_time,
        )
        eager_sessions: list[TimingResult] = []
        for index, name in enumerate(request.backends):
            backend = backend_registry.resolve_backend(
                request.spec(name), request.device, integrity=request.integrity
            )
            outcome = run_backend(job, backend, eager_model, references)
            if outcome.status == "ok" and outcome.fn is not None:
                time_backend(
                    job,
                    outcome,
                    eager_subject,
                    eager_sessions,
                    first=not eager_sessions,
                    eager_model=eager_model,
                    eager_outputs=result["eager"]["outputs"] or [],
                    over_inductor=_over_inductor(request, name),
                    cached=cached,
                )
            outcome.fn = None
            result["backends"][name] = outcome.to_json()
            del outcome
            # Before what still runs (the next backend's compile, eager timed alone, the
            # floor) the candidate's compiled code and memory go; otherwise the job's end
            # (end_job) follows at once and does the same.
            if (
                index + 1 < len(request.backends)
                or (not eager_sessions and cached is None)
                or request.floor
            ):
                with job.phase("cleanup"):
                    torch._dynamo.reset()
                    cleanup(request.device)

        if references is not None:
            for outputs in references.values():
                poison_outputs(outputs)
            references = None
        if cached is not None:
            result["eager"]["timing"] = {**cached.eager.to_json(), "cached": True}
        else:
            if not eager_sessions:
                eager_subject.timed_seconds = eager_subject.warmup_seconds = 0.0
                try:
                    with timing_alone(job):
                        alone = _time_eager_alone(job, eager_subject)
                except SubjectFailure as failure:
                    raise EagerFailure(f"while timing: {one_line(failure.error)}") from failure
                eager_sessions.append(alone)
            result["eager"]["timing"] = _pool_timings(eager_sessions, eager_subject).to_json()
        if request.floor:
            with timing_alone(job), job.phase("floor"):
                result["eager"]["floor"] = measure_floor(job, job.caller(eager_model, eager_inputs))
    finally:
        if isinstance(eager_call, CapturedCall):
            eager_call.release()
        if job.graph_flush is not None:
            job.graph_flush.release()
