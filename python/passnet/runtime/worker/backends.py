"""Backends: how a candidate turns a sample's module into something to call.

A backend is a **factory** ``factory(model, example_inputs, device) -> callable``: ``model`` is a
freshly loaded ``torch.nn.Module`` of the sample on ``device``, ``example_inputs`` its keyword
arguments (seeded replay, on ``device``), and the returned callable is called like the model,
``fn(**inputs)``. The worker always calls it under ``torch.no_grad()``.

Built in:

============================  =========================================================
``eager``                     the module as is (the baseline)
``inductor``                  ``torch.compile(model)`` (TorchInductor, default mode)
``inductor-max-autotune``     ``torch.compile(model, mode="max-autotune")``
``cudagraphs``                ``torch.compile(model, mode="reduce-overhead")`` (CUDA only)
============================  =========================================================

Passes (:mod:`passnet.runtime.passes`): ``passes:PATH`` applies the PassNet-format passes of a
file or folder to the FX graphs dynamo captures and runs the rewritten graphs as they are;
``passes+inductor:PATH`` rewrites inside Inductor (a pre-grad custom pass) and compiles the rest,
each replacement inlined into Inductor's code where it can be (:mod:`.lowering`), else a custom
op; ``passes+custom-op:PATH`` keeps every replacement a custom op; ``passnet-passes:DIR`` applies
a PassNet task's ``pass_dir`` with PassNet's own loading, limits and matching
(:mod:`passnet.runtime.passes.pass_dir`). ``model-passes:PATH`` applies a pass set to whole models
as ``passnet.backend`` does (lowered where it can be; ``model-passes+custom-op:PATH``: custom ops
only): no match is no failure, and graphs that need gradients or have dynamic shapes are declined
and reported. A name is parsed once (:mod:`passnet.spec.backend_spec`); ``pass_dir`` stands
for each task's own pass_dir, which only the engine expands (the worker runs
``passnet-passes:DIR``).

More backends come from three places:

1. :func:`register_backend` calls (in-process, e.g. from tests or a ``sitecustomize``);
2. entry points in the group ``passnet.backends`` (``name = "pkg.module:factory"``), for names
   no call registered;
3. a backend *name* of the form ``module:function`` (``"mypkg.backends:make"``): the module is
   imported and the function is the factory.

Compile time. ``torch.compile`` compiles lazily, on the first call, so the worker counts the
factory call **plus the first call** (each followed by a device synchronisation) as compile time
(``cudagraphs``: the first three calls, as CUDA-graph trees warm up, record, then replay), and
``torch._dynamo.reset()`` runs before every backend of every sample so each compile starts from an
empty dynamo cache and is measured in full. Inductor's on-disk caches (FX graph cache, autotune
results under ``TORCHINDUCTOR_CACHE_DIR``) are left as the environment configures them: a repeat
run of the same graph may hit them, which the result records as ``compile_cache``
(:func:`compile_counters`); point ``TORCHINDUCTOR_CACHE_DIR`` at a fresh folder, or set
``TORCHINDUCTOR_FX_GRAPH_CACHE=0``, for cold compiles. A factory that raises, or a first call that
raises a dynamo/inductor compile error (``torch._dynamo.exc.TorchDynamoException``, which covers
``BackendCompilerFailed``) or :class:`CompileError`, is a ``compile_fail``; any other exception
of the first call is a ``runtime_fail``.
"""

from __future__ import annotations

import importlib
import importlib.metadata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

import torch

from passnet.integrity import sandbox
from passnet.runtime.errors import BackendError, CompileError
from passnet.runtime.invocation import (
    call_graph,
    compile_direct,
    placeholders,
    trace_model,
    with_fake_values,
)
from passnet.runtime.passes.backend import make_pass_backend
from passnet.spec.backend_spec import (
    BackendKind,
    BackendSpec,
    BackendSpecError,
    InductorUse,
    parse_backend_spec,
)
from passnet.spec.options import Invocation

__all__ = [
    "ENTRY_POINT_GROUP",
    "Backend",
    "BackendError",
    "BackendFactory",
    "CompileError",
    "available_backends",
    "compile_counters",
    "is_compile_error",
    "known_backends",
    "register_backend",
    "resolve_backend",
    "unregister_backend",
]

ENTRY_POINT_GROUP = "passnet.backends"

BackendFactory = Callable[[torch.nn.Module, Mapping[str, torch.Tensor], torch.device], Any]
"""``factory(model, example_inputs, device)`` returning a callable used as ``fn(**inputs)``."""


@dataclass(frozen=True)
class Backend:
    """A named factory; ``requires_cuda`` backends are refused on other devices."""

    name: str
    factory: BackendFactory
    requires_cuda: bool = False
    description: str = ""
    compile_calls: int = 1
    """Calls counted as compile time (CUDA-graph trees warm up, record, then replay: 3)."""
    direct: BackendFactory | None = None
    """The factory under the ``direct`` invocation (:mod:`passnet.runtime.invocation`); None
    when the backend has no direct form."""
    compiles_off_device: bool = False
    """Its compile (under dynamo, on the first call) runs no GPU work, so a worker need not hold
    the device while it compiles (:func:`~passnet.runtime.worker.device_lock.first_calls`)."""

    def factory_for(self, invocation: Invocation) -> BackendFactory:
        """The factory for ``invocation``; :class:`CompileError` when the backend has none."""
        if not isinstance(invocation, Invocation):
            # A string would silently mean direct: parse it first (parse_invocation).
            raise TypeError(f"factory_for takes an Invocation, not {invocation!r}")
        if invocation is Invocation.DYNAMO:
            return self.factory
        if self.direct is None:
            raise CompileError(
                f"backend {self.name!r} has no {invocation} invocation (it is called through "
                "dynamo only)"
            )
        return self.direct

    def unavailable_reason(self, device: torch.device) -> str | None:
        """Why the backend cannot run on ``device``, or None when it can."""
        if self.requires_cuda and device.type != "cuda":
            return f"backend {self.name!r} is not available on {device.type} (it needs CUDA)"
        return None


def _eager(
    model: torch.nn.Module, example_inputs: Mapping[str, torch.Tensor], device: torch.device
) -> Any:
    return model


def _inductor(
    model: torch.nn.Module, example_inputs: Mapping[str, torch.Tensor], device: torch.device
) -> Any:
    return torch.compile(model, backend="inductor")


def _inductor_max_autotune(
    model: torch.nn.Module, example_inputs: Mapping[str, torch.Tensor], device: torch.device
) -> Any:
    return torch.compile(model, backend="inductor", mode="max-autotune")


def _inductor_direct(
    model: torch.nn.Module, example_inputs: Mapping[str, torch.Tensor], device: torch.device
) -> Any:
    return compile_direct(model, example_inputs)


def _inductor_max_autotune_direct(
    model: torch.nn.Module, example_inputs: Mapping[str, torch.Tensor], device: torch.device
) -> Any:
    return compile_direct(model, example_inputs, {"max_autotune": True})


def _cudagraphs(
    model: torch.nn.Module, example_inputs: Mapping[str, torch.Tensor], device: torch.device
) -> Any:
    if device.type != "cuda":
        raise BackendError(f"backend 'cudagraphs' is not available on {device.type}")
    compiled = torch.compile(model, backend="inductor", mode="reduce-overhead")

    def call(**inputs: torch.Tensor) -> Any:
        # CUDA-graph trees reuse output memory between runs; marking each call as a new step
        # lets callers keep calling while older outputs are still referenced (and never read).
        torch.compiler.cudagraph_mark_step_begin()
        return compiled(**inputs)

    return call


_BUILTINS: tuple[Backend, ...] = (
    Backend("eager", _eager, description="the module as is", direct=_eager),
    Backend(
        "inductor",
        _inductor,
        description="torch.compile, default mode",
        direct=_inductor_direct,
        compiles_off_device=True,
    ),
    Backend(
        "inductor-max-autotune",
        _inductor_max_autotune,
        description="torch.compile max-autotune",
        direct=_inductor_max_autotune_direct,
    ),
    Backend(
        "cudagraphs",
        _cudagraphs,
        requires_cuda=True,
        description="torch.compile reduce-overhead (CUDA graphs)",
        compile_calls=3,
    ),
)

_registry: dict[str, Backend] = {backend.name: backend for backend in _BUILTINS}


def register_backend(
    name: str,
    factory: BackendFactory,
    *,
    requires_cuda: bool = False,
    description: str = "",
    compile_calls: int = 1,
) -> Backend:
    """Registers (or replaces) a backend under ``name``; returns it.

    ``compile_calls`` is how many first calls count as compile time (see the module docs).
    """
    try:
        kind = parse_backend_spec(name).kind
    except BackendSpecError as error:
        raise ValueError(str(error)) from error
    if kind is not BackendKind.NAMED:
        raise ValueError(f"invalid backend name {name!r} (non-empty, no ':', not pass_dir)")
    backend = Backend(
        name,
        factory,
        requires_cuda=requires_cuda,
        description=description,
        compile_calls=compile_calls,
    )
    _registry[name] = backend
    return backend


def unregister_backend(name: str) -> None:
    """Removes a registered backend (built-ins may be removed too); unknown names are ignored."""
    _registry.pop(name, None)


def _entry_points() -> dict[str, importlib.metadata.EntryPoint]:
    try:
        found = importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
    except Exception:  # broken distributions must not take the worker down
        return {}
    return {entry.name: entry for entry in found}


def known_backends() -> list[str]:
    """Names of registered backends and ``passnet.backends`` entry points, sorted by origin."""
    names = list(_registry)
    names.extend(name for name in _entry_points() if name not in _registry)
    return names


def available_backends(device: torch.device | str) -> list[str]:
    """The known backends that can run on ``device``."""
    target = torch.device(device)
    names: list[str] = []
    for name in known_backends():
        backend = _registry.get(name)
        if backend is None or backend.unavailable_reason(target) is None:
            names.append(name)
    return names


def _from_import_path(name: str) -> Backend:
    module_name, _, attribute = name.partition(":")
    try:
        module = importlib.import_module(module_name)
    except Exception as error:
        raise BackendError(
            f"backend {name!r}: cannot import {module_name}: {type(error).__name__}: {error}"
        ) from error
    factory: Any = module
    for part in attribute.split("."):
        factory = getattr(factory, part, None)
        if factory is None:
            raise BackendError(f"backend {name!r}: {module_name} has no attribute {attribute!r}")
    if not callable(factory):
        raise BackendError(f"backend {name!r}: {attribute} is not callable")
    return Backend(name, factory, description=f"plugin {name}")


_INSIDE_INDUCTOR = {
    InductorUse.NONE: "",
    InductorUse.LOWERED: " in Inductor's code, lowered where they can be, else custom ops",
    InductorUse.CUSTOM_OP: " inside Inductor, each replacement a custom op",
}


def _pass_backend(spec: BackendSpec, integrity: bool) -> Backend:
    """``passes:PATH``, ``passes+inductor:PATH`` (lowered where it can be, else custom ops),
    ``passes+custom-op:PATH`` and ``passnet-passes:DIR`` (see :mod:`passnet.runtime.passes`)."""
    resolved = replace(spec, path=sandbox.resolve(spec.path))
    pass_dir = spec.kind is BackendKind.PASSNET_PASSES
    what = "a PassNet pass_dir applied as PassNet does" if pass_dir else "PassNet passes"
    return Backend(
        spec.text,
        make_pass_backend(resolved, invocation=Invocation.DYNAMO, integrity=integrity),
        direct=make_pass_backend(resolved, invocation=Invocation.DIRECT, integrity=integrity),
        description=f"{what} from {spec.path}{_INSIDE_INDUCTOR[spec.inductor]}",
    )


class _ModelPassesCall:
    """A whole model compiled with :func:`passnet.backend`: no match is no failure (a model
    holds many graphs a pass set never meant to match), and the report rides with the result."""

    def __init__(self, compiled: Any, backend: Any) -> None:
        self._compiled = compiled
        self._backend = backend
        self.passnet_report = backend.report

    def __call__(self, **inputs: torch.Tensor) -> Any:
        return self._compiled(**inputs)

    def passnet_profile(self, inputs: Mapping[str, torch.Tensor], device: torch.device) -> None:
        """The share of a call's time in the replacements, into the report (the worker calls
        this after the first calls, outside any timing)."""
        self._backend.profile(lambda: self._compiled(**inputs), device)


def _model_pass_backend(spec: BackendSpec) -> Backend:
    """``model-passes:PATH``: the pass set applied to whole models as users apply it
    (:mod:`passnet.runtime.passes.public`), then Inductor; graphs that need gradients or have
    dynamic shapes are declined and reported."""
    resolved = sandbox.resolve(spec.path)
    lowered = spec.inductor is InductorUse.LOWERED

    def factory(
        model: torch.nn.Module, example_inputs: Mapping[str, torch.Tensor], device: torch.device
    ) -> Any:
        from passnet.runtime.passes.public import PassnetBackend

        backend = PassnetBackend([resolved], lowered=lowered)
        compiled = torch.compile(model, backend=backend, dynamic=False)
        return _ModelPassesCall(compiled, backend)

    def direct(
        model: torch.nn.Module, example_inputs: Mapping[str, torch.Tensor], device: torch.device
    ) -> Any:
        # The traced module as one graph, rewritten and compiled once, called without dynamo.
        from passnet.runtime.passes.public import PassnetBackend

        backend = PassnetBackend([resolved], lowered=lowered)
        gm = trace_model(model)
        names = placeholders(gm)
        example = [example_inputs[name] for name in names]
        # With dynamo's fake values, as the backend gets its graphs: the lowering reads shapes.
        compiled = backend(with_fake_values(gm, example), example)
        return _ModelPassesCall(call_graph(compiled, names), backend)

    return Backend(
        spec.text,
        factory,
        direct=direct,
        description=f"the passes of {spec.path} on whole models, in Inductor"
        + (", lowered into its code where they can be" if lowered else ", as custom ops"),
    )


def resolve_backend(
    name: str, device: torch.device | str | None = None, *, integrity: bool = True
) -> Backend:
    """The backend called ``name`` (:mod:`passnet.spec.backend_spec`): registered or an entry
    point, ``module:function``, or one that applies passes. ``integrity`` False leaves a pass
    backend's integrity layer out (the request's ``integrity``, ``--preset passnet``); so does
    ``PASSNET_INTEGRITY=0`` in the environment (:data:`~passnet.runtime.passes.backend.
    INTEGRITY_SWITCH`).

    Raises :class:`BackendError` when ``name`` names no backend (naming the available ones when
    it is an unknown name), and when the backend cannot run on ``device`` (if given).
    """
    if not isinstance(name, str):
        raise BackendError(f"invalid backend name {name!r}")
    try:
        spec = parse_backend_spec(name)
    except BackendSpecError as error:
        raise BackendError(str(error)) from error
    if spec.kind is BackendKind.NAMED:
        backend = _registry.get(name) or _entry_point_backend(name)
    elif spec.kind is BackendKind.PLUGIN:
        backend = _from_import_path(name)
    elif spec.kind in (BackendKind.PASSES, BackendKind.PASSNET_PASSES):
        backend = _pass_backend(spec, integrity)
    elif spec.kind is BackendKind.MODEL_PASSES:
        backend = _model_pass_backend(spec)
    else:
        raise BackendError(
            f"backend '{name}': pass_dir names each task's own pass_dir, and only the engine "
            "expands it (passnet bench suite run); the worker takes passnet-passes:DIR"
        )
    if device is not None:
        reason = backend.unavailable_reason(torch.device(device))
        if reason is not None:
            raise BackendError(f"{reason}; available: {', '.join(available_backends(device))}")
    return backend


def _entry_point_backend(name: str) -> Backend:
    entry = _entry_points().get(name)
    if entry is None:
        choices = ", ".join(known_backends())
        raise BackendError(
            f"unknown backend {name!r}; available: {choices} "
            f"(or 'module:function', or an entry point in group {ENTRY_POINT_GROUP!r})"
        )
    try:
        factory = entry.load()
    except Exception as error:
        raise BackendError(
            f"backend {name!r}: cannot load entry point {entry.value}: "
            f"{type(error).__name__}: {error}"
        ) from error
    return Backend(name, factory, description=f"entry point {entry.value}")


def is_compile_error(error: BaseException) -> bool:
    """True for errors that mean "the backend could not compile" rather than "the code failed"."""
    if isinstance(error, (CompileError, BackendError)):
        return True
    try:
        from torch._dynamo.exc import TorchDynamoException
    except Exception:  # very old or stripped torch
        return False
    return isinstance(error, TorchDynamoException)


def compile_counters() -> dict[str, int]:
    """A snapshot of inductor's cache counters (FX graph cache hits/misses/bypasses)."""
    try:
        from torch._dynamo.utils import counters
    except Exception:
        return {}
    inductor: Mapping[str, int] = counters.get("inductor", {})
    keys = ("fxgraph_cache_hit", "fxgraph_cache_miss", "fxgraph_cache_bypass")
    return {key: int(inductor.get(key, 0)) for key in keys}
