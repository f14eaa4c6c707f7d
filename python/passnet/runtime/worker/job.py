"""One ``run`` job's state: the sample, its device, fresh inputs per seed, how calls are made, and
where harness time goes (phases). Shared by the backend steps and the job loop."""

from __future__ import annotations

import gc
import re
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, cast

import torch

from passnet.integrity import sandbox
from passnet.runtime.sample import (
    SampleMeta,
    build_inputs,
    call_arguments,
    load_model,
    run_model,
)
from passnet.runtime.scalar_fold import fold_scalar_reads
from passnet.runtime.worker.checks import (
    flatten_outputs,
    to_float64_inputs,
)
from passnet.runtime.worker.device_sessions import GraphFlush
from passnet.runtime.worker.host_speed import HostProbe, probe_for
from passnet.runtime.worker.request import RunRequest
from passnet.runtime.worker.timing import (
    Timer,
)
from passnet.spec.options import Invocation

_PINNED_DEVICE_CALL = re.compile(r"\bdevice\(type=['\"](?:cpu|cuda)['\"](?:,\s*index=\d+)?\)")
MODEL_FILE = "model.py"


class EagerFailure(Exception):
    """The eager baseline raised: the sample is ``eager_fail`` and nothing is scored."""


def one_line(error: BaseException) -> str:
    text = str(error).strip()
    first = text.splitlines()[0] if text else ""
    message = f"{type(error).__name__}: {first}" if first else type(error).__name__
    return message if len(message) <= 2000 else message[:1997] + "..."


def needs_remap(sample: Path, device: torch.device) -> bool:
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


def as_tuple(outputs: Any) -> tuple[Any, ...]:
    if isinstance(outputs, tuple):
        return outputs
    if isinstance(outputs, list):
        return tuple(outputs)
    return (outputs,)


def clone_outputs(outputs: tuple[Any, ...]) -> tuple[Any, ...]:
    """Detached copies, so later calls (CUDA-graph buffers, in-place tricks) cannot change them."""
    leaves, spec = flatten_outputs(outputs)
    cloned = [leaf.detach().clone() if isinstance(leaf, torch.Tensor) else leaf for leaf in leaves]
    from torch.utils import _pytree as pytree

    return cast(tuple[Any, ...], pytree.tree_unflatten(cloned, spec))


class Job:
    """State of one run job: the sample, the device and how calls are made."""

    def __init__(self, request: RunRequest, meta: SampleMeta) -> None:
        self.request = request
        self.meta = meta
        self.device = request.device
        self.remap = needs_remap(request.sample, request.device)
        self.timer = Timer(request.device)
        self.lock_wait_seconds = 0.0
        # Wall-clock [start, end] of every timing session, for checking that sessions of
        # workers sharing a device never overlap.
        self.timing_windows: list[list[float]] = []
        # Seconds per phase that is neither compiling nor timing: where harness overhead goes.
        # Exclusive: a phase nested in another (the replay inside the eager check) is taken out
        # of the outer one, so the phases add up to the time they cover.
        self.phases: dict[str, float] = {}
        self._open_phases: list[float] = []
        # What the worker's sandbox could not do here, recorded with every integrity verdict.
        self.sandbox_warnings = sandbox.warnings()
        self._float64: dict[int, tuple[Any, ...] | BaseException] = {}
        self._inputs: dict[int, dict[str, torch.Tensor]] = {}
        self._float64_model: torch.nn.Module | None = None
        # The cudagraph invocation's K: calls per captured graph, chosen from eager's call and
        # shared by every callable of the sample (passnet.runtime.worker.device_timing).
        self.calls_per_graph = 1
        # Its input sets for eager's graphs, and (L2 flushed) the flush every captured call ends
        # with (passnet.runtime.worker.device_sessions).
        self.eager_sets: list[Mapping[str, Any]] = []
        self.graph_flush: GraphFlush | None = None

    def model(self) -> torch.nn.Module:
        """The sample's module on the job's device, for eager and every backend alike: under
        ``direct`` and ``cudagraph`` with its ``.item()`` reads of literal scalars folded
        (:mod:`passnet.runtime.scalar_fold`)."""
        model = load_model(self.request.sample, device=self.device)
        if self.request.invocation is Invocation.DYNAMO:
            return model
        return fold_scalar_reads(model, self.meta)

    @contextmanager
    def phase(self, name: str) -> Iterator[None]:
        """Adds the block's wall time to ``phases[name]``, less that of the phases nested in it."""
        start = time.perf_counter()
        self._open_phases.append(0.0)
        try:
            yield
        finally:
            elapsed = time.perf_counter() - start
            nested = self._open_phases.pop()
            self.phases[name] = self.phases.get(name, 0.0) + elapsed - nested
            if self._open_phases:
                self._open_phases[-1] += elapsed

    def inputs(self, seed: int) -> dict[str, torch.Tensor]:
        """Fresh inputs for ``seed``: a new set of tensors every time, equal to the replay.

        Replaying draws every weight through numpy in float64 (GraphNet's recipe), about a
        second per model; it runs once per seed and later calls clone that pristine set on the
        device, so a callable that writes into its inputs still cannot reach another call's.
        """
        pristine = self._pristine(seed)
        with self.phase("input_copies"):
            return call_arguments(
                self.meta, {name: tensor.clone() for name, tensor in pristine.items()}
            )

    def _pristine(self, seed: int) -> dict[str, torch.Tensor]:
        pristine = self._inputs.get(seed)
        if pristine is None:
            with self.phase("replay"):
                pristine = build_inputs(self.meta, seed=seed, device=self.device)
            self._inputs[seed] = pristine
        return pristine

    def _float64_inputs(self, seed: int) -> dict[str, Any]:
        """What ``to_float64_inputs(self.inputs(seed))`` gives, converted straight from the
        pristine set: the conversion copies every floating tensor anyway, so only the others
        are cloned (a float64 input converts to itself and is cloned too)."""
        pristine = self._pristine(seed)
        with self.phase("input_copies"):
            wide = to_float64_inputs(pristine)
            fresh = {
                name: tensor.clone() if tensor is pristine[name] else tensor
                for name, tensor in wide.items()
            }
            return call_arguments(self.meta, fresh)

    def call(self, fn: Callable[..., Any], inputs: Mapping[str, torch.Tensor]) -> tuple[Any, ...]:
        """Calls ``fn(**inputs)``, under the device-remap modes only where the sample needs them."""
        if self.remap:
            return run_model(cast(torch.nn.Module, fn), inputs, device=self.device)
        return as_tuple(fn(**inputs))

    def caller(
        self, fn: Callable[..., Any], inputs: Mapping[str, torch.Tensor]
    ) -> Callable[[], Any]:
        """A no-argument closure for the timing loops."""
        if self.remap:
            device = self.device
            return lambda: run_model(cast(torch.nn.Module, fn), inputs, device=device)
        return lambda: fn(**inputs)

    def graph_calls(
        self, fn: Callable[..., Any], sets: Sequence[Mapping[str, Any]]
    ) -> list[Callable[[], Any]]:
        """One closure per input set for a CUDA graph to capture, each followed by the L2 flush
        when the request flushes it."""
        calls = [self.caller(fn, inputs) for inputs in sets]
        if self.graph_flush is None:
            return calls
        flush = self.graph_flush
        return [flush.after(call) for call in calls]

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
            raise EagerFailure(one_line(error)) from error
        return outputs

    def float64_outputs(self, seed: int) -> tuple[Any, ...] | BaseException:
        """Eager outputs in float64 (inputs and default dtype), cached per seed, or the error."""
        if seed not in self._float64:
            self._float64[seed] = self.float64_outputs_for(self._float64_inputs(seed))
        return self._float64[seed]

    def float64_outputs_for(self, inputs: Mapping[str, Any]) -> tuple[Any, ...] | BaseException:
        """Eager outputs in float64 on ``inputs`` (converted), or the error."""
        previous = torch.get_default_dtype()
        try:
            if self._float64_model is None:
                self._float64_model = load_model(self.request.sample, device=self.device).to(
                    torch.float64
                )
            model = self._float64_model
            wide_inputs = to_float64_inputs(inputs)
            torch.set_default_dtype(torch.float64)
            outputs = self.call(model, wide_inputs)
            self.sync()
            return outputs
        except Exception as error:  # some op refuses float64: no reference
            return error
        finally:
            torch.set_default_dtype(previous)


_LEFTOVER_CUDA_BYTES = 256 << 20
"""CUDA memory still allocated after a job above which a full garbage collection runs."""

JOBS_PER_FULL_SCAN = 50
"""Jobs after which the collection at a job's end scans what earlier jobs left frozen too."""


class _Heap:
    """Whether what survives a job is frozen (:func:`freeze_between_jobs`), and the jobs since
    the last collection that scanned everything."""

    frozen = False
    jobs_since_full_scan = 0


def cleanup(device: torch.device) -> None:
    """Frees what a job left behind. A full ``gc.collect()`` costs 0.3-0.6 s in a worker that
    has compiled models (dynamo leaves large object graphs; far less in the worker process,
    which freezes what outlives each job: :func:`end_job`), so on CUDA it runs only when
    reference cycles still hold device memory; Python's own generational collector handles the
    rest."""
    if device.type != "cuda":
        gc.collect()
        return
    if torch.cuda.memory_allocated(device) > _LEFTOVER_CUDA_BYTES:
        gc.collect()
    torch.cuda.empty_cache()


def freeze_between_jobs() -> None:
    """Makes :func:`end_job` freeze what survives each job, and freezes what the worker holds
    now (its imports). Called once by the worker process, which owns its heap: a full
    collection scans every tracked object, and a worker that has imported the compiler and
    compiled a few models holds 0.5-0.7 million of them (0.2-0.5 s a scan on the 2-core CPU
    host, growing with every job), nearly all of which outlive every job (modules, the
    compiler's caches). Frozen, they are not scanned again."""
    _Heap.frozen = True
    gc.freeze()


def end_job(device: torch.device) -> None:
    """The cleanup after a job: dynamo's caches reset and :func:`cleanup`. After
    :func:`freeze_between_jobs`, a full collection always runs (it scans only what this job
    left) and what survives it is frozen; a survivor that some later job turns into cyclic
    garbage is freed by the collection every :data:`JOBS_PER_FULL_SCAN` jobs, which scans
    everything."""
    torch._dynamo.reset()
    if not _Heap.frozen:
        cleanup(device)
        return
    _Heap.jobs_since_full_scan += 1
    if _Heap.jobs_since_full_scan >= JOBS_PER_FULL_SCAN:
        gc.unfreeze()
        _Heap.jobs_since_full_scan = 0
    gc.collect()
    if device.type == "cuda":
        torch.cuda.empty_cache()
    gc.freeze()


def log_traceback(context: str) -> None:
    print(f"passnet worker: {context}:", file=sys.stderr)
    traceback.print_exc(file=sys.stderr)
