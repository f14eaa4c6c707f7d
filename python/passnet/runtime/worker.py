"""The runtime worker: a long-lived process that runs and times samples (JSON lines).

Usage::

    python -m passnet.runtime.worker [--device cpu|cuda|cuda:N] [--warm-compile]

It speaks the protocol of docs/worker-protocol.md: one ``ready`` line first, then one reply line
per request (``ping`` → ``pong``, ``shutdown`` → ``bye`` and exit 0, ``run`` → ``result`` or
``error``, ``annotate`` → ``annotation`` (:mod:`passnet.runtime.annotate`) or ``error``); EOF
on stdin exits 0 too. stdout carries protocol lines only: at start-up the worker keeps a private
duplicate of file descriptor 1 for them and points descriptor 1 at stderr, so prints from sample
code, compiled code, Inductor and its compile subprocesses all land on stderr.

A ``run`` job (:func:`run_job`), for one sample and a list of candidate backends:

1. loads the sample's metadata and module (:mod:`passnet.runtime.sample`); a folder that does not
   exist is a bad request (``error`` event), a folder that cannot be loaded is ``eager_fail``;
2. checks eager: by default (candidate first) eager runs once on the timing inputs, its outputs
   are described, then overwritten with NaN/-1 and freed, so nothing a candidate can find in freed
   memory is an answer; with ``reference_first`` eager computes its correctness references up
   front instead. An exception here makes the sample ``eager_fail`` and no backend runs;
3. for each backend: ``torch._dynamo.reset()``, a fresh module, the factory and the first call
   (compile time), then one correctness trial per correctness seed with freshly replayed inputs,
   the candidate before eager (unless ``reference_first``), eager's reference outputs poisoned
   after the comparison; the float64 reference (inputs and default dtype in float64) is computed
   once per seed and compared too; failures are classified (``compile_fail``, ``runtime_fail``,
   ``nan_inf``, ``dtype_mismatch``, ``shape_mismatch``, ``accuracy``);
4. a backend whose outputs are correct at t = 4 (status ``ok``) is timed interleaved with eager
   (:mod:`passnet.runtime.timing`); speedup = eager median / candidate median, both from that
   interleaved session, for e2e and (CUDA) gpu time. ``eager.timing`` pools eager's measurements
   over all sessions (or times eager alone when no candidate was timed).

Everything runs under ``torch.no_grad()``. Calls go straight to the module, without the
:class:`~passnet.runtime.sample.DeviceRemapMode`/default-device modes: those torch-function modes
cost Python time on every eager op (2.4x on a small graph here) but almost nothing in a compiled
graph, and would inflate speedups. The devices GraphNet's ``model.py`` names
(``device(type=...)``) are pinned to the target when the model is loaded
(:func:`~passnet.runtime.sample.load_model`); the modes are used only for a ``model.py`` that
names a device in some other form.

An exception inside a job never ends the worker: sample and backend failures are statuses, a bad
request is an ``error`` event, and a bug of the worker itself becomes an ``error`` event with the
traceback on stderr. The one exception: after a CUDA error that poisons the CUDA context (illegal
address, device-side assert ...) the worker sends its reply and exits with status 3, since every
later job would fail; the engine starts a fresh one.
"""

from __future__ import annotations

import argparse
import fcntl
import gc
import io
import json
import math
import os
import platform
import re
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, cast

import torch

from passnet.runtime import backends as backend_registry
from passnet.runtime.annotate import AnnotateRequestError, handle_annotate_request
from passnet.runtime.backends import Backend, BackendError
from passnet.runtime.checks import (
    Comparison,
    compare_outputs,
    describe_outputs,
    flatten_outputs,
    merge_comparisons,
    poison_outputs,
    to_float64_inputs,
)
from passnet.runtime.host_speed import HostProbe, probe_for
from passnet.runtime.kernel_count import KernelRequestError, handle_kernels_request
from passnet.runtime.sample import (
    DEFAULT_SEED,
    SampleError,
    SampleMeta,
    build_inputs,
    call_arguments,
    load_model,
    load_sample_meta,
    run_model,
)
from passnet.runtime.timing import (
    TIMING_METHODS,
    Stats,
    Subject,
    SubjectFailure,
    Timer,
    TimingConfig,
    TimingResult,
    compute_stats,
    time_subjects,
)

__all__ = [
    "PROTOCOL_VERSION",
    "RequestError",
    "RunRequest",
    "handle_line",
    "main",
    "parse_run_request",
    "ready_event",
    "resolve_device",
    "run_job",
    "serve",
]

PROTOCOL_VERSION = 1
_PINNED_DEVICE_CALL = re.compile(r"\bdevice\(type=['\"](?:cpu|cuda)['\"](?:,\s*index=\d+)?\)")
# The CPUs the worker may use, read before any job narrows them (see _cpu_split).
_STARTING_AFFINITY = frozenset(os.sched_getaffinity(0))
MODEL_FILE = "model.py"
EXIT_CUDA_BROKEN = 3
_POISONED_CUDA_MARKERS = (
    "illegal memory access",
    "device-side assert",
    "unspecified launch failure",
    "misaligned address",
    "illegal instruction",
    "an illegal address",
    "cudaErrorIllegalAddress",
)


class RequestError(Exception):
    """A request that is wrong in itself (bad JSON, field, backend or device): an error event."""


class EagerFailure(Exception):
    """The eager baseline raised: the sample is ``eager_fail`` and nothing is scored."""


# --------------------------------------------------------------------------------------------
# requests


@dataclass
class RunRequest:
    """A validated ``run`` request; defaults per docs/worker-protocol.md for its device."""

    id: int
    sample: Path
    backends: list[str]
    device: torch.device
    timing: TimingConfig
    seed: int = DEFAULT_SEED
    correctness_seeds: list[int] = field(default_factory=lambda: [DEFAULT_SEED])
    reference_first: bool = False
    float64_reference: bool = True
    # A file every worker on the device locks while it times, so that several workers can
    # compile at once while only one of them times (None: no lock).
    timing_lock: Path | None = None
    # CUDA: CPUs kept for the worker that holds the timing lock, so that launch overhead is not
    # measured on cores busy with other workers' compiles (0: no isolation).
    timing_cpus: int = 0


def resolve_device(text: object) -> torch.device:
    """Parses ``cpu``, ``cuda`` or ``cuda:N`` and checks that it exists (``cuda`` gets its index).

    Raises :class:`RequestError` for other device types and for CUDA devices that are missing.
    """
    if not isinstance(text, str):
        raise RequestError(f"device must be a string like 'cpu' or 'cuda:0', got {text!r}")
    try:
        device = torch.device(text)
    except (RuntimeError, ValueError) as error:
        raise RequestError(f"invalid device {text!r}") from error
    if device.type == "cpu":
        return torch.device("cpu")
    if device.type != "cuda":
        raise RequestError(f"unsupported device {text!r} (cpu, cuda or cuda:N)")
    if not torch.cuda.is_available():
        raise RequestError(f"device {text!r} is not available: torch has no usable CUDA")
    index = device.index if device.index is not None else torch.cuda.current_device()
    if index >= torch.cuda.device_count():
        raise RequestError(
            f"device {text!r} is not available: {torch.cuda.device_count()} CUDA device(s)"
        )
    return torch.device("cuda", index)


def _int_field(request: Mapping[str, Any], key: str, default: int, minimum: int) -> int:
    value = request.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise RequestError(f"{key} must be an integer >= {minimum}, got {value!r}")
    return value


def _float_field(request: Mapping[str, Any], key: str, default: float) -> float:
    value = request.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
        raise RequestError(f"{key} must be a non-negative number, got {value!r}")
    if not math.isfinite(value):
        raise RequestError(f"{key} must be finite, got {value!r}")
    return float(value)


def _bool_field(request: Mapping[str, Any], key: str, default: bool) -> bool:
    value = request.get(key, default)
    if not isinstance(value, bool):
        raise RequestError(f"{key} must be true or false, got {value!r}")
    return value


def parse_run_request(request: Mapping[str, Any], worker_device: torch.device) -> RunRequest:
    """Validates a ``run`` request; raises :class:`RequestError` with the first problem found.

    Backends are resolved here too, so an unknown backend (or one unavailable on the device) is a
    request error before any work starts. Unknown fields are ignored.
    """
    request_id = request.get("id")
    if isinstance(request_id, bool) or not isinstance(request_id, int):
        raise RequestError(f"id must be an integer, got {request_id!r}")
    sample = request.get("sample")
    if not isinstance(sample, str) or not sample:
        raise RequestError("sample (a sample folder) is required")
    sample_path = Path(sample)
    if not sample_path.is_dir():
        raise RequestError(f"no such sample folder: {sample}")
    names = request.get("backends")
    if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
        raise RequestError('backends must be a list of backend names, e.g. ["inductor"]')
    if len(set(names)) != len(names):
        raise RequestError(f"backends lists a name twice: {names}")
    device = resolve_device(request["device"]) if "device" in request else worker_device
    for name in names:
        try:
            backend_registry.resolve_backend(name, device)
        except BackendError as error:
            raise RequestError(str(error)) from error
    defaults = TimingConfig.for_device(device)
    timing = TimingConfig(
        warmup=_int_field(request, "warmup", defaults.warmup, 0),
        warmup_seconds=_float_field(request, "warmup_seconds", defaults.warmup_seconds),
        trials=_int_field(request, "trials", defaults.trials, 1),
        min_measure_seconds=_float_field(
            request, "min_measure_seconds", defaults.min_measure_seconds
        ),
        flush_l2=_bool_field(request, "flush_l2", defaults.flush_l2),
        kernel_time=_bool_field(request, "kernel_time", defaults.kernel_time),
        kernel_trials=_int_field(request, "kernel_trials", defaults.kernel_trials, 1),
        cuda_graph_time=_bool_field(request, "cuda_graph_time", defaults.cuda_graph_time),
        instability_threshold=_float_field(
            request, "instability_threshold", defaults.instability_threshold
        ),
        max_remeasure=_int_field(request, "max_remeasure", defaults.max_remeasure, 0),
        method=_method_field(request),
        steady_tolerance=_float_field(request, "steady_tolerance", defaults.steady_tolerance),
        max_session_seconds=_float_field(
            request, "max_session_seconds", defaults.max_session_seconds
        ),
    )
    seed = _int_field(request, "seed", DEFAULT_SEED, 0)
    seeds = request.get("correctness_seeds", [DEFAULT_SEED])
    if (
        not isinstance(seeds, list)
        or not seeds
        or not all(isinstance(s, int) and not isinstance(s, bool) and s >= 0 for s in seeds)
    ):
        raise RequestError(f"correctness_seeds must be a non-empty list of seeds, got {seeds!r}")
    return RunRequest(
        id=request_id,
        sample=sample_path,
        backends=list(names),
        device=device,
        timing=timing,
        seed=seed,
        correctness_seeds=list(seeds),
        reference_first=_bool_field(request, "reference_first", False),
        float64_reference=_bool_field(request, "float64_reference", True),
        timing_lock=_lock_path_field(request),
        timing_cpus=_int_field(request, "timing_cpus", 0, 0),
    )


def _method_field(request: Mapping[str, Any]) -> str:
    value = request.get("timing_method", TIMING_METHODS[0])
    if value not in TIMING_METHODS:
        raise RequestError(
            f"timing_method must be one of {', '.join(TIMING_METHODS)}, got {value!r}"
        )
    return cast(str, value)


def _lock_path_field(request: Mapping[str, Any]) -> Path | None:
    value = request.get("timing_lock")
    if value is None:
        return None
    if not isinstance(value, str) or not value:
        raise RequestError(f"timing_lock must be a file path, got {value!r}")
    path = Path(value)
    if not path.parent.is_dir():
        raise RequestError(f"timing_lock {value!r}: its folder does not exist")
    return path


# --------------------------------------------------------------------------------------------
# running a sample


def _one_line(error: BaseException) -> str:
    text = str(error).strip()
    first = text.splitlines()[0] if text else ""
    message = f"{type(error).__name__}: {first}" if first else type(error).__name__
    return message if len(message) <= 2000 else message[:1997] + "..."


def _needs_remap(sample: Path, device: torch.device) -> bool:
    """True when model.py may name a device other than ``device`` (see module docs) in a form
    that :func:`~passnet.runtime.sample.load_model` does not pin (it pins ``device(...)``)."""
    try:
        source = (sample / MODEL_FILE).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return True
    source = _PINNED_DEVICE_CALL.sub("", source)
    if device.type == "cpu":
        return "cuda" in source
    return "cpu" in source or ("cuda" in source and device != torch.device("cuda", 0))


def _as_tuple(outputs: Any) -> tuple[Any, ...]:
    if isinstance(outputs, tuple):
        return outputs
    if isinstance(outputs, list):
        return tuple(outputs)
    return (outputs,)


def _clone_outputs(outputs: tuple[Any, ...]) -> tuple[Any, ...]:
    """Detached copies, so later calls (CUDA-graph buffers, in-place tricks) cannot change them."""
    leaves, spec = flatten_outputs(outputs)
    cloned = [leaf.detach().clone() if isinstance(leaf, torch.Tensor) else leaf for leaf in leaves]
    from torch.utils import _pytree as pytree

    return cast(tuple[Any, ...], pytree.tree_unflatten(cloned, spec))


class _Job:
    """State of one run job: the sample, the device and how calls are made."""

    def __init__(self, request: RunRequest, meta: SampleMeta) -> None:
        self.request = request
        self.meta = meta
        self.device = request.device
        self.remap = _needs_remap(request.sample, request.device)
        self.timer = Timer(request.device)
        self.lock_wait_seconds = 0.0
        # Wall-clock [start, end] of every timing session, for checking that sessions of
        # workers sharing a device never overlap.
        self.timing_windows: list[list[float]] = []
        # Seconds per phase that is neither compiling nor timing: where harness overhead goes.
        self.phases: dict[str, float] = {}
        self._float64: dict[int, tuple[Any, ...] | BaseException] = {}
        self._inputs: dict[int, dict[str, torch.Tensor]] = {}

    @contextmanager
    def phase(self, name: str) -> Iterator[None]:
        """Adds the block's wall time to ``phases[name]``."""
        start = time.perf_counter()
        try:
            yield
        finally:
            self.phases[name] = self.phases.get(name, 0.0) + time.perf_counter() - start

    def inputs(self, seed: int) -> dict[str, torch.Tensor]:
        """Fresh inputs for ``seed``: a new set of tensors every time, equal to the replay.

        Replaying draws every weight through numpy in float64 (GraphNet's recipe), about a
        second per model; it runs once per seed and later calls clone that pristine set on the
        device, so a callable that writes into its inputs still cannot reach another call's.
        """
        pristine = self._inputs.get(seed)
        if pristine is None:
            pristine = build_inputs(self.meta, seed=seed, device=self.device)
            self._inputs[seed] = pristine
        return call_arguments(
            self.meta, {name: tensor.clone() for name, tensor in pristine.items()}
        )

    def call(self, fn: Callable[..., Any], inputs: Mapping[str, torch.Tensor]) -> tuple[Any, ...]:
        """Calls ``fn(**inputs)``, under the device-remap modes only where the sample needs them."""
        if self.remap:
            return run_model(cast(torch.nn.Module, fn), inputs, device=self.device)
        return _as_tuple(fn(**inputs))

    def caller(
        self, fn: Callable[..., Any], inputs: Mapping[str, torch.Tensor]
    ) -> Callable[[], Any]:
        """A no-argument closure for the timing loops."""
        if self.remap:
            device = self.device
            return lambda: run_model(cast(torch.nn.Module, fn), inputs, device=device)
        return lambda: fn(**inputs)

    def sync(self) -> None:
        """Waits for the device."""
        self.timer.sync()

    def host_probe(self) -> HostProbe | None:
        """The worker's host-speed probe of the device for ``batched`` timing on CUDA (None on
        the CPU, where the workers' own load is what the probe would see)."""
        if self.device.type != "cuda" or self.request.timing.steady_tolerance <= 0:
            return None
        return probe_for(self.device)

    def eager_outputs(self, model: torch.nn.Module, seed: int) -> tuple[Any, ...]:
        """Eager outputs for ``seed`` on fresh inputs; raises :class:`EagerFailure`."""
        try:
            outputs = self.call(model, self.inputs(seed))
            self.sync()
        except Exception as error:
            raise EagerFailure(_one_line(error)) from error
        return outputs

    def float64_outputs(self, seed: int) -> tuple[Any, ...] | BaseException:
        """Eager outputs in float64 (inputs and default dtype), cached per seed, or the error."""
        if seed not in self._float64:
            previous = torch.get_default_dtype()
            try:
                model = load_model(self.request.sample, device=self.device).to(torch.float64)
                inputs = to_float64_inputs(self.inputs(seed))
                torch.set_default_dtype(torch.float64)
                outputs = self.call(model, inputs)
                self.sync()
                self._float64[seed] = outputs
            except Exception as error:  # some op refuses float64: no reference
                self._float64[seed] = error
            finally:
                torch.set_default_dtype(previous)
        return self._float64[seed]


@dataclass
class _BackendOutcome:
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

    def to_json(self) -> dict[str, Any]:
        """The protocol's per-backend object."""
        speedup = None
        if self.timing is not None and self.eager_timing is not None:
            speedup = {
                "e2e": _ratio(self.eager_timing.e2e, self.timing.e2e),
                "gpu": _ratio(self.eager_timing.gpu, self.timing.gpu),
            }
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
            "correctness": correctness,
            "report": self.report,
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
        return {"error": _one_line(error)}
    return value if isinstance(value, dict) else None


def _ratio(eager: Stats | None, candidate: Stats | None) -> float | None:
    if eager is None or candidate is None or candidate.median <= 0:
        return None
    return eager.median / candidate.median


_LEFTOVER_CUDA_BYTES = 256 << 20
"""CUDA memory still allocated after a job above which a full garbage collection runs."""


def _cleanup(device: torch.device) -> None:
    """Frees what a job left behind. A full ``gc.collect()`` costs 0.3-0.6 s in a worker that
    has compiled models (dynamo leaves large object graphs), so on CUDA it runs only when
    reference cycles still hold device memory; Python's own generational collector handles the
    rest."""
    if device.type != "cuda":
        gc.collect()
        return
    if torch.cuda.memory_allocated(device) > _LEFTOVER_CUDA_BYTES:
        gc.collect()
    torch.cuda.empty_cache()


def _compile_backend(
    job: _Job, backend: Backend, outcome: _BackendOutcome
) -> Callable[..., Any] | None:
    """Factory plus the backend's first call(s), timed; fills ``outcome`` and returns the
    callable (None when it failed)."""
    torch._dynamo.reset()
    before = backend_registry.compile_counters()
    try:
        with job.phase("load"):
            model = load_model(job.request.sample, device=job.device)
            example = job.inputs(job.request.seed)
    except Exception as error:
        outcome.status = "runtime_fail"
        outcome.error = f"cannot load the sample: {_one_line(error)}"
        return None
    job.sync()
    start = time.perf_counter()
    waited_before = job.lock_wait_seconds  # a wait for the device is not compile time
    try:
        fn = backend.factory(model, example, job.device)
        if not callable(fn):
            raise backend_registry.CompileError(
                f"backend {backend.name!r} returned {type(fn).__name__}, not a callable"
            )
    except Exception as error:
        outcome.status, outcome.error = "compile_fail", _one_line(error)
        _log_traceback(f"backend {backend.name}: compile failed")
        return None
    try:
        with _gpu_turn(job):
            for _ in range(max(backend.compile_calls, 1)):
                job.call(fn, example)
                job.sync()
    except Exception as error:
        outcome.compile_seconds = _elapsed_without_waits(job, start, waited_before)
        kind = "compile_fail" if backend_registry.is_compile_error(error) else "runtime_fail"
        outcome.status, outcome.error = kind, _one_line(error)
        outcome.report = _backend_report(fn)
        _log_traceback(f"backend {backend.name}: first call failed")
        return None
    outcome.compile_seconds = _elapsed_without_waits(job, start, waited_before)
    outcome.report = _backend_report(fn)
    after = backend_registry.compile_counters()
    outcome.compile_cache = {key: after[key] - before.get(key, 0) for key in after}
    return fn


def _elapsed_without_waits(job: _Job, start: float, waited_before: float) -> float:
    """Seconds since ``start``, less the device waits recorded since then."""
    return time.perf_counter() - start - (job.lock_wait_seconds - waited_before)


def _run_backend(
    job: _Job,
    backend: Backend,
    eager_model: torch.nn.Module,
    references: dict[int, tuple[Any, ...]] | None,
) -> _BackendOutcome:
    """Compile, correctness trials and (when correct) nothing else: timing comes after."""
    outcome = _BackendOutcome(status="ok")
    fn = _compile_backend(job, backend, outcome)
    if fn is None:
        return outcome
    with _gpu_turn(job):
        _check_correctness(job, backend, fn, eager_model, references, outcome)
    return outcome


def _check_correctness(
    job: _Job,
    backend: Backend,
    fn: Callable[..., Any],
    eager_model: torch.nn.Module,
    references: dict[int, tuple[Any, ...]] | None,
    outcome: _BackendOutcome,
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
                candidate_outputs.append(_clone_outputs(outputs))
                del outputs
    except Exception as error:
        outcome.status, outcome.error = "runtime_fail", _one_line(error)
        _log_traceback(f"backend {backend.name}: correctness run failed")
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
                float64_error = _one_line(wide)
            else:
                compared = _compare_float64(candidate, reference, wide)
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


def _log_traceback(context: str) -> None:
    print(f"passnet worker: {context}:", file=sys.stderr)
    traceback.print_exc(file=sys.stderr)


def _pool_timings(results: Sequence[TimingResult], eager: Subject) -> TimingResult:
    """eager's measurements of all sessions as one timing object."""
    e2e = [value for result in results for value in result.samples_ms]
    gpu = [value for result in results for value in result.gpu_samples_ms]
    first = results[0]
    pooled = TimingResult(
        e2e=compute_stats(e2e),
        gpu=compute_stats(gpu) if gpu else None,
        calls_per_measurement=eager.calls_per_measurement or 1,
        measurements=len(e2e),
        remeasured=sum(result.remeasured for result in results),
        stable=all(result.stable for result in results),
        kernel=first.kernel,
        kernel_error=first.kernel_error,
        cuda_graph=first.cuda_graph,
        cuda_graph_error=first.cuda_graph_error,
        warmup_seconds=eager.warmup_seconds,
        timed_seconds=eager.timed_seconds,
        samples_ms=e2e,
        gpu_samples_ms=gpu,
        method=first.method,
        rounds=sum(result.rounds for result in results),
        unsteady_rounds=sum(result.unsteady_rounds for result in results),
        host_slowdown=first.host_slowdown,
        host_noisy=any(result.host_noisy for result in results),
    )
    return pooled


def run_job(request: RunRequest) -> dict[str, Any]:
    """Runs one validated request and returns the ``result`` event (see the module docs).

    Sample and backend failures are statuses in the result; only bugs escape as exceptions.
    """
    started = time.perf_counter()
    result: dict[str, Any] = {
        "event": "result",
        "id": request.id,
        "sample": str(request.sample),
        "device": str(request.device),
        "seconds": None,
        "lock_wait_seconds": 0.0,
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
        torch._dynamo.reset()
        _cleanup(request.device)
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


def _run_job(request: RunRequest, result: dict[str, Any]) -> None:
    _keep_off_timing_cpus(request)
    start = time.perf_counter()
    try:
        meta = load_sample_meta(request.sample)
        eager_model = load_model(request.sample, device=request.device)
    except SampleError as error:
        raise EagerFailure(f"cannot load the sample: {_one_line(error)}") from error
    job = _Job(request, meta)
    job.phases["load"] = time.perf_counter() - start
    try:
        _run_backends(job, eager_model, result)
    finally:
        result["lock_wait_seconds"] = job.lock_wait_seconds
        result["timing_windows"] = job.timing_windows
        result["phases"] = job.phases


def _run_backends(job: _Job, eager_model: torch.nn.Module, result: dict[str, Any]) -> None:
    request = job.request
    references: dict[int, tuple[Any, ...]] | None = None
    with _gpu_turn(job), job.phase("eager_check"):
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
            _cleanup(request.device)

    eager_inputs = job.inputs(request.seed)
    eager_subject = Subject("eager", job.caller(eager_model, eager_inputs))
    eager_sessions: list[TimingResult] = []
    for name in request.backends:
        backend = backend_registry.resolve_backend(name, request.device)
        outcome = _run_backend(job, backend, eager_model, references)
        if outcome.status == "ok" and outcome.fn is not None:
            _time_backend(job, outcome, eager_subject, eager_sessions, first=not eager_sessions)
        outcome.fn = None
        result["backends"][name] = outcome.to_json()
        del outcome
        with job.phase("cleanup"):
            torch._dynamo.reset()
            _cleanup(request.device)

    if references is not None:
        for outputs in references.values():
            poison_outputs(outputs)
        references = None
    if not eager_sessions:
        eager_subject.timed_seconds = eager_subject.warmup_seconds = 0.0
        try:
            with _timing_alone(job):
                (alone,) = time_subjects(
                    [eager_subject], request.timing, job.timer, job.host_probe()
                )
        except SubjectFailure as failure:
            raise EagerFailure(f"while timing: {_one_line(failure.error)}") from failure
        eager_sessions.append(alone)
    result["eager"]["timing"] = _pool_timings(eager_sessions, eager_subject).to_json()


@contextmanager
def _timing_alone(job: _Job) -> Iterator[None]:
    """Holds the device exclusively (when the request names a timing lock) for the block, on
    the timing CPUs when the request reserves some, and records the block's wall-clock span.

    No other worker's GPU work (:func:`_gpu_turn`) runs while it times, and none starts while
    it waits (:func:`_device_lock`). The wait is recorded: it is neither compile nor timed time.
    """
    if job.request.timing_lock is None:
        yield
        return
    with _device_lock(job, exclusive=True):
        window = [time.time()]
        split = _cpu_split(job.request)
        try:
            if split is not None:
                os.sched_setaffinity(0, split[0])
            yield
        finally:
            if split is not None:
                os.sched_setaffinity(0, split[1])
            window.append(time.time())
            job.timing_windows.append(window)


@contextmanager
def _gpu_turn(job: _Job) -> Iterator[None]:
    """Holds the device shared for a block that runs GPU work outside timing (first calls,
    correctness trials, the eager check), so that it never overlaps another worker's timing.
    No-op on the CPU, where the workers' work shares the cores whatever is locked, and without
    a timing lock."""
    if job.request.timing_lock is None or job.device.type != "cuda":
        yield
        return
    with _device_lock(job, exclusive=False):
        yield


@contextmanager
def _device_lock(job: _Job, exclusive: bool) -> Iterator[None]:
    """A writer-preferring shared/exclusive lock of two files: ``timing_lock`` is the gate and
    ``timing_lock.gpu`` the device.

    Everyone passes the gate (held exclusively) before locking the device; a shared holder
    lets the gate go at once, an exclusive one keeps it, so a waiting timer keeps new shared
    holders out while the current ones finish. flock is released by the kernel when the process
    dies, so a crashed or killed worker never leaves the device locked. The wait is added to
    ``job.lock_wait_seconds``."""
    path = job.request.timing_lock
    assert path is not None
    with open(path, "a+b") as gate, open(_gpu_lock_path(path), "a+b") as gpu:
        started = time.perf_counter()
        fcntl.flock(gate.fileno(), fcntl.LOCK_EX)
        fcntl.flock(gpu.fileno(), fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
        if not exclusive:
            fcntl.flock(gate.fileno(), fcntl.LOCK_UN)
        job.lock_wait_seconds += time.perf_counter() - started
        try:
            yield
        finally:
            fcntl.flock(gpu.fileno(), fcntl.LOCK_UN)
            if exclusive:
                fcntl.flock(gate.fileno(), fcntl.LOCK_UN)


def _gpu_lock_path(timing_lock: Path) -> Path:
    return timing_lock.with_name(timing_lock.name + ".gpu")


def _cpu_split(request: RunRequest) -> tuple[set[int], set[int]] | None:
    """(timing CPUs, everything else) of the CPUs the worker started with, or None when the
    request asks for no isolation, runs on the CPU, or there are too few CPUs to split."""
    if request.timing_cpus <= 0 or request.device.type != "cuda":
        return None
    allowed = sorted(_STARTING_AFFINITY)
    if len(allowed) < request.timing_cpus + 2:
        return None
    return set(allowed[: request.timing_cpus]), set(allowed[request.timing_cpus :])


def _keep_off_timing_cpus(request: RunRequest) -> None:
    """Moves this thread (and the compile processes it will spawn) off the timing CPUs."""
    split = _cpu_split(request)
    if split is not None:
        os.sched_setaffinity(0, split[1])


def _time_backend(
    job: _Job,
    outcome: _BackendOutcome,
    eager_subject: Subject,
    eager_sessions: list[TimingResult],
    first: bool,
) -> None:
    """Times a correct candidate interleaved with eager; a raising candidate is runtime_fail."""
    assert outcome.fn is not None
    inputs = job.inputs(job.request.seed)
    candidate = Subject("candidate", job.caller(outcome.fn, inputs))
    eager_subject.extras = first
    try:
        with _timing_alone(job):
            eager_timing, candidate_timing = time_subjects(
                [eager_subject, candidate], job.request.timing, job.timer, job.host_probe()
            )
    except SubjectFailure as failure:
        if failure.subject == "eager":
            raise EagerFailure(f"while timing: {_one_line(failure.error)}") from failure
        outcome.status = "runtime_fail"
        outcome.error = f"while timing: {_one_line(failure.error)}"
        return
    outcome.timing = candidate_timing
    outcome.eager_timing = eager_timing
    eager_sessions.append(eager_timing)


# --------------------------------------------------------------------------------------------
# protocol


def _json_safe(value: Any) -> Any:
    """Replaces non-finite floats by None (strict JSON) and paths/dtypes by strings."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {str(key): _json_safe(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json_safe(item) for item in value]
    if isinstance(value, (str, int, bool)) or value is None:
        return value
    return str(value)


def encode_event(event: Mapping[str, Any]) -> str:
    """One protocol line: strict JSON (no NaN), no newline inside."""
    return json.dumps(_json_safe(dict(event)), allow_nan=False, separators=(",", ":"))


def _triton_version() -> str | None:
    import importlib.metadata

    for name in ("triton", "pytorch-triton"):
        try:
            return importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            continue
    return None


def _driver_version() -> str | None:
    try:
        text = Path("/proc/driver/nvidia/version").read_text(encoding="utf-8")
    except OSError:
        return None
    for word in text.split():
        parts = word.split(".")
        if len(parts) >= 2 and all(part.isdigit() for part in parts):
            return word
    return None


def ready_event(device: torch.device) -> dict[str, Any]:
    """The start-up line: versions, the device and the backends available on it."""
    if device.type == "cuda":
        device_name = torch.cuda.get_device_name(device)
        driver = _driver_version()
    else:
        device_name = platform.processor() or platform.machine() or "cpu"
        driver = None
    return {
        "event": "ready",
        "protocol": PROTOCOL_VERSION,
        "pid": os.getpid(),
        "python": platform.python_version(),
        "torch": torch.__version__,
        "triton": _triton_version(),
        "cuda": torch.version.cuda,
        "device": str(device),
        "device_name": device_name,
        "driver": driver,
        "backends": backend_registry.available_backends(device),
    }


def _cuda_context_broken(text: object) -> bool:
    if not isinstance(text, str) or not text:
        return False
    lowered = text.lower()
    return any(marker.lower() in lowered for marker in _POISONED_CUDA_MARKERS)


def handle_line(line: str, device: torch.device) -> tuple[dict[str, Any] | None, bool]:
    """Handles one request line; returns ``(reply or None, keep_running)``.

    Never raises for a bad request or a failing job: those become ``error`` events or statuses.
    """
    text = line.strip()
    if not text:
        return None, True
    try:
        request = json.loads(text)
    except json.JSONDecodeError as error:
        return {"event": "error", "id": None, "error": f"bad JSON: {error}"}, True
    if not isinstance(request, dict):
        return {"event": "error", "id": None, "error": "a request must be a JSON object"}, True
    request_id = request.get("id")
    if isinstance(request_id, bool) or not isinstance(request_id, int):
        return {"event": "error", "id": None, "error": "id must be an integer"}, True
    command = request.get("cmd")
    if command == "ping":
        return {"event": "pong", "id": request_id}, True
    if command == "shutdown":
        return {"event": "bye", "id": request_id}, False
    if command == "annotate":
        return _annotate(request, request_id, device)
    if command == "kernels":
        return _kernels(request, request_id, device)
    if command != "run":
        return {
            "event": "error",
            "id": request_id,
            "error": f"unknown cmd {command!r} (ping, run, annotate, kernels, shutdown)",
        }, True
    try:
        run_request = parse_run_request(request, device)
    except RequestError as error:
        return {"event": "error", "id": request_id, "error": str(error)}, True
    try:
        return run_job(run_request), True
    except (KeyboardInterrupt, GeneratorExit):
        raise
    except BaseException as error:  # a bug of ours, or a SystemExit raised by sample code
        _log_traceback(f"internal error in job {request_id}")
        keep = not _cuda_context_broken(str(error))
        return {
            "event": "error",
            "id": request_id,
            "error": f"internal error: {_one_line(error)}",
        }, keep


def _annotate(
    request: Mapping[str, Any], request_id: int, device: torch.device
) -> tuple[dict[str, Any], bool]:
    """An ``annotate`` request (:mod:`passnet.runtime.annotate`): one ``annotation`` event."""
    try:
        reply = handle_annotate_request(request, device)
    except AnnotateRequestError as error:
        return {"event": "error", "id": request_id, "error": str(error)}, True
    failure = reply.get("error") or {}
    broken = str(reply.get("device", "")).startswith("cuda") and _cuda_context_broken(
        str(failure.get("message", ""))
    )
    return reply, not broken


def _kernels(
    request: Mapping[str, Any], request_id: int, device: torch.device
) -> tuple[dict[str, Any], bool]:
    """A ``kernels`` request (:mod:`passnet.runtime.kernel_count`): one ``kernels`` event."""
    try:
        reply = handle_kernels_request(request, device)
    except KernelRequestError as error:
        return {"event": "error", "id": request_id, "error": str(error)}, True
    broken = device.type == "cuda" and _cuda_context_broken(str(reply.get("error") or ""))
    return reply, not broken


def _result_breaks_cuda(reply: Mapping[str, Any]) -> bool:
    """Whether a reply reports an error that leaves the CUDA context unusable (the worker then
    exits after sending it, and the engine starts a fresh one)."""
    event = reply.get("event")
    errors: list[Any] = []
    if event == "result" and str(reply.get("device", "")).startswith("cuda"):
        errors.append(reply.get("eager", {}).get("error"))
        errors.extend(entry.get("error") for entry in reply.get("backends", {}).values())
    elif event == "annotation" and str(reply.get("device", "")).startswith("cuda"):
        error = reply.get("error")
        errors.append(error.get("message") if isinstance(error, Mapping) else None)
    elif event == "kernels" and str(reply.get("device", "")).startswith("cuda"):
        errors.append(reply.get("error"))
    elif event == "error":
        errors.append(reply.get("error"))
    return any(_cuda_context_broken(error) for error in errors)


def serve(requests: IO[str], out: IO[str], device: torch.device) -> int:
    """The request loop: reads lines until EOF or ``shutdown``; returns the exit status."""

    def send(event: Mapping[str, Any]) -> None:
        out.write(encode_event(event) + "\n")
        out.flush()

    send(ready_event(device))
    for line in requests:
        try:
            reply, keep = handle_line(line, device)
        except BaseException as error:  # even a SystemExit from sample code is the job's
            if isinstance(error, KeyboardInterrupt):
                raise
            _log_traceback("internal error")
            reply, keep = {"event": "error", "id": None, "error": _one_line(error)}, True
        if reply is not None:
            send(reply)
            if _result_breaks_cuda(reply):
                print("passnet worker: the CUDA context is broken; exiting", file=sys.stderr)
                return EXIT_CUDA_BROKEN
        if not keep:
            return 0 if reply and reply.get("event") == "bye" else EXIT_CUDA_BROKEN
        sys.stderr.flush()
    return 0


@contextmanager
def _protocol_stdout() -> Iterator[IO[str]]:
    """Yields a private stream on the original stdout and points fd 1 (and sys.stdout) at stderr."""
    sys.stdout.flush()
    protocol_fd = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = io.TextIOWrapper(
        os.fdopen(1, "wb", closefd=False), encoding="utf-8", line_buffering=True
    )
    stream = os.fdopen(protocol_fd, "w", encoding="utf-8", buffering=1)
    try:
        yield stream
    finally:
        stream.flush()


def _warm_compile(device: torch.device) -> None:
    """Compiles and runs a tiny function once, so one-time compiler set-up is not billed to the
    first sample's compile_seconds."""
    try:
        compiled = torch.compile(lambda x: torch.nn.functional.relu(x) * 2 + 1)
        compiled(torch.randn(8, 8, device=device))
    except Exception as error:
        print(f"passnet worker: warm-up compile failed: {_one_line(error)}", file=sys.stderr)
    finally:
        torch._dynamo.reset()


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the worker on stdin/stdout; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m passnet.runtime.worker",
        description="passnet runtime worker (JSON lines on stdin/stdout, see "
        "docs/worker-protocol.md)",
    )
    parser.add_argument("--device", default="cpu", help="default device of jobs (cpu)")
    parser.add_argument(
        "--warm-compile",
        action="store_true",
        help="compile a tiny function before the ready line, so that one-time compiler set-up "
        "is not counted in the first sample's compile time",
    )
    args = parser.parse_args(argv)
    with _protocol_stdout() as protocol:
        try:
            device = resolve_device(args.device)
        except RequestError as error:
            print(f"passnet worker: {error}", file=sys.stderr)
            return 2
        if device.type == "cpu":
            # Passes launch Triton kernels; without a GPU they run in Triton's interpreter. It
            # is chosen when a kernel is decorated, so before any pass module is imported.
            os.environ.setdefault("TRITON_INTERPRET", "1")
        # Import the compiler stack now, so its import time is not a sample's compile time.
        import torch._dynamo
        import torch._inductor.compile_fx  # noqa: F401

        if args.warm_compile:
            _warm_compile(device)
        stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
        return serve(stdin, protocol, device)


if __name__ == "__main__":
    sys.exit(main())
