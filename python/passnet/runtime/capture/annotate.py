"""Shape annotation: run a sample once and record every node's outputs (shapes, dtypes, statistics).

Usage from Python::

    from passnet.runtime.capture.annotate import annotate_sample
    record = annotate_sample("samples/timm/resnet18", mode="real")
    record["nodes"][0]  # {"name": "conv2d", "value": {"kind": "tensor", "shape": [...], ...}}

and from the engine through the worker's ``annotate`` request (docs/worker-protocol.md).

How (numbered as it happens):

1. ``model.py`` is parsed and ``forward`` rewritten by
   :mod:`passnet.runtime.capture.forward_lowering`:
   one statement per engine node, under the engine's node names, each followed by a recording
   hook. No FX tracing: the names are those ``passnet graph show`` prints.
2. Inputs are replayed from the metadata (:func:`passnet.runtime.sample.build_inputs`, seeded),
   on the run device (``real``), or built as meta tensors of the right shape and dtype (``meta``).
3. The rewritten module runs once under ``torch.no_grad()`` with device literals mapped to the run
   device. The hook describes each value as it is produced: a tensor as ``{kind: "tensor",
   shape, dtype, device}`` plus, in real mode, ``mean``/``std``/``min``/``max`` for floating
   tensors (over the finite values; ``nonfinite`` counts the others) and ``min``/``max`` for
   integer and bool tensors, and the flat ``data`` of tensors of at most
   :data:`SMALL_TENSOR_ELEMENTS` elements; a tuple or list as ``{kind, type, items}``; ``None``;
   a Python scalar as ``{kind: "scalar", type, value}``; anything else as ``{kind: "other",
   type, repr}``.
4. In meta mode an op that fails on meta tensors (data-dependent shapes, ``.item()``...) makes the
   whole run fall back to real mode; ``meta_fallback`` names the node and the error.

The sample is never trusted: any exception (loading, rewriting, replaying, running) becomes a
``status: "failed"`` record whose ``error`` gives the stage, the node being computed, the
exception type and message; the nodes recorded before the failure are kept.
"""

from __future__ import annotations

import ast
import itertools
import math
import sys
import time
import types
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from passnet.runtime.capture.forward_lowering import (
    RECORD_HOOK,
    LoweredForward,
    UnsupportedForward,
    lower_forward,
)
from passnet.runtime.sample import (
    DEFAULT_SEED,
    MODEL_FILE,
    DeviceRemapMode,
    SampleError,
    SampleMeta,
    build_inputs,
    load_sample_meta,
)

__all__ = [
    "MODES",
    "REPLAYS",
    "SMALL_TENSOR_ELEMENTS",
    "AnnotateRequestError",
    "annotate_sample",
    "describe_value",
    "handle_annotate_request",
]

MODES = ("real", "meta")
REPLAYS = ("graphnet", "fast")
SMALL_TENSOR_ELEMENTS = 64
"""Tensors with at most this many elements also record their values (``data``, flat)."""

_MAX_ITEMS = 4096
_MAX_REPR = 200
_module_counter = itertools.count()


class AnnotateRequestError(ValueError):
    """An ``annotate`` request that is wrong in itself (the worker answers with an error event)."""


class _StageError(Exception):
    """A failure at one stage of annotating, carrying the stage name."""

    def __init__(self, stage: str, error: BaseException) -> None:
        super().__init__(str(error))
        self.stage = stage
        self.error = error


def _one_line(error: BaseException) -> str:
    text = str(error).strip()
    first = text.splitlines()[0] if text else ""
    return first if len(first) <= 1000 else first[:997] + "..."


def _finite_or_text(value: float) -> float | str:
    """JSON has no inf/nan: those become the strings "inf", "-inf", "nan"."""
    return value if math.isfinite(value) else str(value)


class _PendingStatistics:
    """Tensor statistics computed on the tensors' device as they are recorded, read back once.

    A real run records hundreds of nodes; reading each node's mean, std, min and max back on its
    own costs a device synchronisation apiece, which is what an annotation on a GPU spends its
    time on (and several workers sharing one GPU serialise on). So each statistic is computed by
    kernels queued right when the value is recorded (later in-place ops cannot change it: the
    stream runs them in order), and :meth:`resolve` copies all of them to the host in one
    transfer per device and fills in the descriptions.
    """

    def __init__(self, queue_host_tensors: bool = False) -> None:
        # Host tensors are described at once (no transfer to save) unless this asks otherwise.
        self._queue_host = queue_host_tensors
        self._floating: list[tuple[dict[str, Any], torch.Tensor, int]] = []
        self._integral: list[tuple[dict[str, Any], torch.Tensor]] = []
        self._data: list[tuple[dict[str, Any], torch.Tensor]] = []

    def add(self, tensor: torch.Tensor, info: dict[str, Any]) -> None:
        if tensor.device.type == "meta" or tensor.numel() == 0 or tensor.is_complex():
            return
        if tensor.layout != torch.strided or tensor.is_quantized:
            return
        values = _unwrapped(tensor.detach()).flatten()
        if values.device.type == "cpu" and not self._queue_host:  # the direct way is cheaper
            info.update(_statistics_now(values))
            return
        if values.is_floating_point():
            wide = values.to(torch.float64)
            finite = torch.isfinite(wide)
            count = finite.sum(dtype=torch.float64)
            mean = torch.where(finite, wide, 0.0).sum() / count.clamp(min=1)
            spread = torch.where(finite, wide - mean, 0.0)
            std = ((spread * spread).sum() / (count - 1).clamp(min=1)).sqrt()
            low = torch.where(finite, wide, math.inf).min()
            high = torch.where(finite, wide, -math.inf).max()
            row = torch.stack([count, mean, std, low, high])
            self._floating.append((info, row, values.numel()))
        else:
            integral = values.to(torch.int64)
            self._integral.append((info, torch.stack([integral.min(), integral.max()])))
        if values.numel() <= SMALL_TENSOR_ELEMENTS:
            self._data.append((info, values.clone()))

    def resolve(self) -> None:
        """Reads every queued statistic back and fills in the descriptions."""
        for (info, _, numel), (count, mean, std, low, high) in zip(
            self._floating, _host_rows([row for _, row, _ in self._floating]), strict=True
        ):
            finite = int(count)
            if finite < numel:
                info["nonfinite"] = numel - finite
            if finite:
                info.update(
                    mean=_finite_or_text(mean),
                    std=_finite_or_text(std) if finite > 1 else 0.0,
                    min=_finite_or_text(low),
                    max=_finite_or_text(high),
                )
        for (info, _), (low, high) in zip(
            self._integral, _host_rows([row for _, row in self._integral]), strict=True
        ):
            info.update(min=int(low), max=int(high))
        for info, values in self._data:
            if not info.get("nonfinite"):
                info["data"] = values.cpu().tolist()
        self._floating.clear()
        self._integral.clear()
        self._data.clear()


def _unwrapped(tensor: torch.Tensor) -> torch.Tensor:
    """The plain tensor under functorch wrappers.

    Graphs that build attention masks with vmap (GPT-2 and most decoder LLMs in GraphNet) record
    batched tensors, on which ``.item()`` fails and which are invalid once their vmap level
    exits; the tensor underneath holds every example, and its statistics are the activation's.
    """
    functorch = torch._C._functorch
    while functorch.is_batchedtensor(tensor) or functorch.is_gradtrackingtensor(tensor):
        tensor = functorch.get_unwrapped(tensor)
    return tensor


def _statistics_now(values: torch.Tensor) -> dict[str, Any]:
    """The statistics of a flat host tensor, computed at once."""
    stats: dict[str, Any] = {}
    if values.is_floating_point():
        wide = values.to(torch.float64)
        finite = torch.isfinite(wide)
        nonfinite = int(wide.numel() - int(finite.sum()))
        if nonfinite:
            stats["nonfinite"] = nonfinite
            wide = wide[finite]
        if wide.numel():
            stats["mean"] = _finite_or_text(float(wide.mean()))
            stats["std"] = _finite_or_text(float(wide.std())) if wide.numel() > 1 else 0.0
            stats["min"] = _finite_or_text(float(wide.min()))
            stats["max"] = _finite_or_text(float(wide.max()))
    else:
        integral = values.to(torch.int64)
        stats["min"] = int(integral.min())
        stats["max"] = int(integral.max())
    if values.numel() <= SMALL_TENSOR_ELEMENTS and not stats.get("nonfinite"):
        stats["data"] = values.tolist()
    return stats


def _host_rows(rows: list[torch.Tensor]) -> list[list[Any]]:
    """Rows of statistics as Python lists, with one device-to-host copy per device."""
    by_device: dict[torch.device, list[int]] = {}
    for index, row in enumerate(rows):
        by_device.setdefault(row.device, []).append(index)
    result: list[list[Any]] = [[] for _ in rows]
    for indices in by_device.values():
        host = torch.stack([rows[i] for i in indices]).cpu().tolist()
        for i, values in zip(indices, host, strict=True):
            result[i] = values
    return result


def describe_value(
    value: Any, statistics: bool = True, pending: _PendingStatistics | None = None
) -> dict[str, Any]:
    """Describes one value a node produced (see the module docs for the shapes of the result).

    Args:
        value: a tensor, a tuple/list of values, None, a Python scalar or anything else.
        statistics: also record mean/std/min/max (and small tensors' data) of real tensors.
        pending: where to queue the statistics (filled in by its ``resolve()``); by default they
            are read back before this returns.

    Example::

        describe_value(torch.ones(2, 3))
        # {"kind": "tensor", "shape": [2, 3], "dtype": "torch.float32", "device": "cpu",
        #  "mean": 1.0, "std": 0.0, "min": 1.0, "max": 1.0, "data": [1.0, ...]}
    """
    if isinstance(value, torch.Tensor):
        info: dict[str, Any] = {
            "kind": "tensor",
            "shape": list(value.shape),
            "dtype": str(value.dtype),
            "device": str(value.device),
        }
        if statistics:
            queue = pending if pending is not None else _PendingStatistics()
            try:
                queue.add(value, info)
                if pending is None:
                    queue.resolve()
            except Exception as error:  # an exotic tensor: shapes are still worth having
                info["statistics_error"] = _one_line(error)
        return info
    if value is None:
        return {"kind": "none"}
    if isinstance(value, (bool, int, float)):
        number = _finite_or_text(value) if isinstance(value, float) else value
        return {"kind": "scalar", "type": type(value).__name__, "value": number}
    if isinstance(value, str) and len(value) <= _MAX_REPR:
        return {"kind": "scalar", "type": "str", "value": value}
    if isinstance(value, (tuple, list)) and len(value) <= _MAX_ITEMS:
        kind = "tuple" if isinstance(value, tuple) else "list"
        cls = type(value)
        described: dict[str, Any] = {
            "kind": kind,
            "items": [describe_value(item, statistics, pending) for item in value],
        }
        if cls not in (tuple, list):
            described["type"] = f"{cls.__module__}.{cls.__qualname__}"
        return described
    cls = type(value)
    return {
        "kind": "other",
        "type": f"{cls.__module__}.{cls.__qualname__}",
        "repr": repr(value)[:_MAX_REPR],
    }


@dataclass
class _Program:
    """A sample's model.py with forward rewritten for recording."""

    module_code: types.CodeType
    class_name: str
    lowered: LoweredForward
    path: Path


def _find_class(tree: ast.Module, class_name: str | None) -> tuple[ast.ClassDef, ast.FunctionDef]:
    classes = [s for s in tree.body if isinstance(s, ast.ClassDef)]
    if class_name is not None:
        classes = [c for c in classes if c.name == class_name]
    for cls in classes:
        for item in cls.body:
            if isinstance(item, ast.FunctionDef) and item.name == "forward":
                return cls, item
    wanted = f"class {class_name}" if class_name else "a class"
    raise UnsupportedForward(f"no {wanted} with a forward method")


def _prepare(model_path: Path, class_name: str | None) -> _Program:
    try:
        source = model_path.read_text(encoding="utf-8")
    except OSError as error:
        raise SampleError(f"cannot read {model_path}: {error.strerror or error}") from error
    tree = ast.parse(source, filename=str(model_path))
    cls, forward = _find_class(tree, class_name)
    lowered = lower_forward(tree, forward)
    forward.body = lowered.body
    code = compile(ast.fix_missing_locations(tree), str(model_path), "exec")
    return _Program(module_code=code, class_name=cls.name, lowered=lowered, path=model_path)


def _instantiate(program: _Program, hook: Any) -> torch.nn.Module:
    module_name = f"_passnet_annotated_{next(_module_counter)}"
    module = types.ModuleType(module_name)
    module.__file__ = str(program.path)
    module.__dict__[RECORD_HOOK] = hook
    sys.modules[module_name] = module
    try:
        exec(program.module_code, module.__dict__)  # running the sample's own code is the point
    finally:
        sys.modules.pop(module_name, None)
    model_class = module.__dict__[program.class_name]
    return model_class()


def _meta_inputs(meta: SampleMeta) -> dict[str, torch.Tensor]:
    """Meta tensors in the order build_inputs would give (a repeated name keeps its first)."""
    inputs: dict[str, torch.Tensor] = {}
    for weight in meta.weights:
        if weight.name not in inputs:
            inputs[weight.name] = torch.empty(weight.shape, dtype=weight.dtype, device="meta")
    return inputs


class _Recorder:
    def __init__(self, names: list[str], statistics: bool) -> None:
        self.names = names
        self.statistics = statistics
        self.nodes: list[dict[str, Any]] = []
        self.pending = _PendingStatistics()

    def __call__(self, index: int, value: Any) -> None:
        described = describe_value(value, self.statistics, self.pending)
        self.nodes.append({"name": self.names[index], "value": described})

    def resolve(self) -> None:
        """Fills in the statistics of every node recorded so far."""
        self.pending.resolve()

    def current_node(self) -> str | None:
        """The node being computed: the first one not recorded yet."""
        done = len(self.nodes)
        return self.names[done] if done < len(self.names) else None


def _run(
    program: _Program,
    meta: SampleMeta,
    mode: str,
    seed: int,
    device: torch.device,
    recorder: _Recorder,
    replay: str = "graphnet",
) -> list[dict[str, Any]]:
    """Runs forward once, feeding ``recorder``; returns the outputs' descriptions."""
    target = torch.device("meta") if mode == "meta" else device
    try:
        inputs = (
            _meta_inputs(meta)
            if mode == "meta"
            else build_inputs(meta, seed, device, fast=replay == "fast")
        )
    except Exception as error:
        raise _StageError("inputs", error) from error
    try:
        model = _instantiate(program, recorder).to(target)
    except Exception as error:
        raise _StageError("load", error) from error
    with torch.no_grad(), torch.device(target), DeviceRemapMode(target):
        outputs = model(**inputs)
    if not isinstance(outputs, (tuple, list)):
        outputs = (outputs,)
    return [describe_value(o, statistics=False) for o in outputs]


def annotate_sample(
    sample: str | Path,
    *,
    mode: str = "real",
    seed: int = DEFAULT_SEED,
    device: str | torch.device = "cpu",
    model: str | Path | None = None,
    class_name: str | None = None,
    replay: str = "graphnet",
) -> dict[str, Any]:
    """Runs a sample once and describes the value of every node of its forward.

    Args:
        sample: the sample folder (metadata is read from it).
        mode: ``"real"`` (values, hence statistics) or ``"meta"`` (shapes and dtypes only, falls
            back to real when an op fails on meta tensors).
        seed: input replay seed (GraphNet's default 123).
        device: where a real run happens.
        model: a ``model.py`` to run instead of the sample's own (the engine passes the one it
            regenerated from its IR, whose statements are exactly its nodes).
        class_name: the module class; default: the first class with a forward method.
        replay: ``"graphnet"`` replays inputs exactly as GraphNet does; ``"fast"`` draws the
            floating ones with torch on ``device`` (same distributions, other values; no host
            work, which dominates for large models).

    Returns:
        A JSON-ready record: ``sample``, ``status`` (``ok``/``failed``), ``mode``, ``mode_used``,
        ``meta_fallback`` (``{node, error}`` or None), ``device``, ``seed``, ``seconds``,
        ``node_names`` (every node, in order), ``nodes`` (``[{name, value}]`` for the nodes
        computed), ``outputs`` (shapes and dtypes of forward's results) and ``error`` (None, or
        ``{stage, node, type, message}`` with stage ``load``, ``rewrite``, ``inputs`` or ``run``).

    Example::

        record = annotate_sample("samples/torchvision/alexnet", mode="meta")
        [n["value"]["shape"] for n in record["nodes"][:2]]  # [[1, 64, 55, 55], [1, 64, 55, 55]]
    """
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
    if replay not in REPLAYS:
        raise ValueError(f"replay must be one of {REPLAYS}, got {replay!r}")
    started = time.perf_counter()
    folder = Path(sample)
    target = torch.device(device)
    record: dict[str, Any] = {
        "sample": str(sample),
        "status": "failed",
        "mode": mode,
        "mode_used": mode,
        "meta_fallback": None,
        "device": str(target),
        "seed": seed,
        "replay": replay,
        "node_names": [],
        "nodes": [],
        "outputs": [],
        "error": None,
    }
    recorder: _Recorder | None = None
    stage = "load"
    try:
        meta = load_sample_meta(folder)
        stage = "rewrite"
        program = _prepare(Path(model) if model is not None else folder / MODEL_FILE, class_name)
        names = program.lowered.node_names
        record["node_names"] = names
        stage = "run"
        recorder = _Recorder(names, statistics=mode == "real")
        try:
            outputs = _run(program, meta, mode, seed, target, recorder, replay)
        except _StageError:
            raise
        except Exception as error:  # on meta tensors: fall back to a real run
            if mode != "meta":
                raise
            failure = f"{type(error).__name__}: {_one_line(error)}"
            record["mode_used"] = "real"
            record["meta_fallback"] = {"node": recorder.current_node(), "error": failure}
            recorder = _Recorder(names, statistics=True)
            outputs = _run(program, meta, "real", seed, target, recorder, replay)
        recorder.resolve()
        record["nodes"] = recorder.nodes
        record["outputs"] = outputs
        record["status"] = "ok"
    except (KeyboardInterrupt, GeneratorExit):
        raise
    except BaseException as error:  # the sample is untrusted: SystemExit included
        if isinstance(error, _StageError):
            stage, error = error.stage, error.error
        node = recorder.current_node() if recorder is not None and stage == "run" else None
        if recorder is not None:
            try:
                recorder.resolve()
            except Exception:  # a device left broken by the failure: shapes without statistics
                pass
            record["nodes"] = recorder.nodes
        record["error"] = {
            "stage": stage,
            "node": node,
            "type": type(error).__name__,
            "message": _one_line(error),
        }
    if target.type == "cuda":
        # Workers share the GPU: give back what this sample's caching allocator still holds.
        # After a sticky CUDA error this raises too; the worker notices the broken context.
        try:
            torch.cuda.empty_cache()
        except Exception as error:
            print(f"passnet worker: empty_cache failed: {_one_line(error)}", file=sys.stderr)
    record["seconds"] = time.perf_counter() - started
    return record


def handle_annotate_request(
    request: Mapping[str, Any], worker_device: torch.device
) -> dict[str, Any]:
    """Validates an ``annotate`` request and answers it with an ``annotation`` event.

    Raises :class:`AnnotateRequestError` for a request that is wrong in itself (missing sample
    folder, unknown mode, bad seed); a sample that fails is a ``status: "failed"`` event.
    """
    sample = request.get("sample")
    if not isinstance(sample, str) or not sample:
        raise AnnotateRequestError("sample must be a folder path")
    if not Path(sample).is_dir():
        raise AnnotateRequestError(f"no such sample folder: {sample}")
    mode = request.get("mode", "real")
    if mode not in MODES:
        raise AnnotateRequestError(f"mode must be one of {', '.join(MODES)}, got {mode!r}")
    seed = request.get("seed", DEFAULT_SEED)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise AnnotateRequestError("seed must be an integer")
    model = request.get("model")
    if model is not None and (not isinstance(model, str) or not Path(model).is_file()):
        raise AnnotateRequestError(f"model {model!r} is not a file")
    class_name = request.get("class_name")
    if class_name is not None and not isinstance(class_name, str):
        raise AnnotateRequestError("class_name must be a string")
    replay = request.get("replay", "graphnet")
    if replay not in REPLAYS:
        raise AnnotateRequestError(f"replay must be one of {', '.join(REPLAYS)}, got {replay!r}")
    device_text = request.get("device")
    try:
        device = torch.device(device_text) if device_text else worker_device
    except (RuntimeError, TypeError) as error:
        raise AnnotateRequestError(f"bad device {device_text!r}: {error}") from error
    record = annotate_sample(
        sample,
        mode=mode,
        seed=seed,
        device=device,
        model=model,
        class_name=class_name,
        replay=replay,
    )
    return {"event": "annotation", "id": request.get("id"), **record}
