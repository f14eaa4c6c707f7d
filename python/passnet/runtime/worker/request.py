"""``run`` requests: validation of the JSON a job arrives as, with the defaults of its device
(docs/worker-protocol.md). A bad request is a :class:`RequestError`, answered with an ``error``
event before any work starts."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import torch

from passnet.runtime.errors import BackendError
from passnet.runtime.sample import (
    DEFAULT_SEED,
)
from passnet.runtime.worker import backends as backend_registry
from passnet.runtime.worker.device_sessions import DEFAULT_SESSIONS
from passnet.runtime.worker.timing import (
    TimingConfig,
    TimingResult,
)
from passnet.spec.options import (
    DEFAULT_INVOCATION,
    DEFAULT_TIMING,
    Invocation,
    OptionError,
    parse_invocation,
    parse_timing,
)


class RequestError(Exception):
    """A request that is wrong in itself (bad JSON, field, backend or device): an error event."""


@dataclass
class CachedBaseline:
    """Eager's figure (and Inductor's result, where it was measured) for this sample from an
    earlier job on the same kind of worker (the engine's baseline cache): eager is then not
    timed again, and the candidates are timed alone against it."""

    eager: TimingResult
    inductor: TimingResult | None = None
    """Inductor's figure where it was measured and steady (the engine caches no failure)."""


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
    # Several GPUs: this worker's GPU's place among the run's GPUs and their count, so that each
    # GPU's timing worker gets its own N CPUs (group k: CPUs k*N..k*N+N-1; the rest from G*N on).
    timing_cpu_group: int = 0
    timing_cpu_groups: int = 1
    # How every candidate is called (passnet.runtime.invocation).
    invocation: Invocation = DEFAULT_INVOCATION
    # Backend name -> what actually runs under that name for this sample: a PassNet task's own
    # pass folder (`passnet-passes:TASK/pass_dir`) reported as the suite-wide `pass_dir`.
    backend_specs: dict[str, str] = field(default_factory=dict)
    # CUDA: measure the sample's floor (eager replayed from a CUDA graph, eager's kernel time).
    floor: bool = False
    # False: no integrity layer on pass backends (PassNet's own evaluation, --preset passnet).
    integrity: bool = True
    # A pass backend under dynamo or direct (batched timing) is timed in the same rounds as
    # eager and Inductor, which is compiled as a baseline when it is not one of the backends (the
    # request's default: on for CUDA devices, off on the CPU).
    inductor_rounds: bool = True
    baseline: CachedBaseline | None = None

    def spec(self, name: str) -> str:
        """What runs under the backend ``name``."""
        return self.backend_specs.get(name, name)


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
    specs = _backend_specs_field(request, names)
    for name in names:
        try:
            backend_registry.resolve_backend(specs.get(name, name), device)
        except BackendError as error:
            raise RequestError(str(error)) from error
    invocation = _option_field(request, "invocation", DEFAULT_INVOCATION, parse_invocation)
    # The engine refuses this pair where it plans a run; a request that has it anyway is
    # malformed.
    if invocation is Invocation.CUDAGRAPH and device.type != "cuda":
        raise RequestError(f"invocation cudagraph needs a CUDA device, not {device.type}")
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
        method=_option_field(request, "timing_method", DEFAULT_TIMING, parse_timing),
        steady_tolerance=_float_field(request, "steady_tolerance", defaults.steady_tolerance),
        max_session_seconds=_float_field(
            request, "max_session_seconds", defaults.max_session_seconds
        ),
        sessions=_int_field(
            request, "sessions", DEFAULT_SESSIONS if invocation is Invocation.CUDAGRAPH else 1, 1
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
        timing_cpu_group=_int_field(request, "timing_cpu_group", 0, 0),
        timing_cpu_groups=_int_field(request, "timing_cpu_groups", 1, 1),
        invocation=invocation,
        backend_specs=specs,
        floor=_bool_field(request, "floor", False) and device.type == "cuda",
        integrity=_bool_field(request, "integrity", True),
        # Off on the CPU unless asked: the extra compile of Inductor tripled a pass job there.
        inductor_rounds=_bool_field(request, "inductor_rounds", device.type == "cuda"),
        baseline=_baseline_field(request),
    )


def _baseline_field(request: Mapping[str, Any]) -> CachedBaseline | None:
    data = request.get("baseline")
    if data is None:
        return None
    if not isinstance(data, dict):
        raise RequestError("baseline must be an object with eager's timing")
    try:
        eager = TimingResult.from_json(data.get("eager"))
    except ValueError as error:
        raise RequestError(f"baseline.eager: {error}") from error
    inductor = data.get("inductor")
    if inductor is None:
        return CachedBaseline(eager)
    if not isinstance(inductor, dict) or inductor.get("status") != "ok":
        raise RequestError('baseline.inductor must be {"status": "ok", "timing": ...} or null')
    try:
        return CachedBaseline(eager, TimingResult.from_json(inductor.get("timing")))
    except ValueError as error:
        raise RequestError(f"baseline.inductor.timing: {error}") from error


def _backend_specs_field(request: Mapping[str, Any], names: list[str]) -> dict[str, str]:
    value = request.get("backend_specs", {})
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(v, str) and v for k, v in value.items()
    ):
        raise RequestError(f"backend_specs must map backend names to backends, got {value!r}")
    unknown = sorted(set(value) - set(names))
    if unknown:
        raise RequestError(f"backend_specs names backends the request does not run: {unknown}")
    return dict(value)


_Option = TypeVar("_Option")


def _option_field(
    request: Mapping[str, Any], key: str, default: _Option, parse: Callable[[str], _Option]
) -> _Option:
    value = request.get(key, default)
    if not isinstance(value, str):
        raise RequestError(f"{key} must be a string, got {value!r}")
    try:
        return parse(value)
    except OptionError as error:
        raise RequestError(str(error)) from error


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
