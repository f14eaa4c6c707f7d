"""Load and run one GraphNet sample in torch, with inputs replayed the way GraphNet replays them.

A GraphNet sample folder holds ``model.py`` (a ``GraphModule`` whose ``forward`` takes every
tensor, weights included, as a keyword argument), ``weight_meta.py`` and ``input_meta.py`` (one
class per tensor with ``name``, ``shape``, ``dtype``, ``device``, ``mean``, ``std``, ``data`` and
optionally ``min_val``/``max_val``).

Input replay follows GraphNet's newest benchmark runner (``graph_net_bench.torch``):

1. The Python, numpy and torch generators are seeded (123 by default).
2. ``input_meta.py`` and then ``weight_meta.py`` are read; within each file the classes are taken
   in alphabetical order of their names (``inspect.getmembers`` order, not file order). In that
   order, integer tensors with both ``min_val`` and ``max_val`` are drawn with
   ``np.random.randint(min_val, max_val + 1)``, and other tensors with a literal ``data`` get it.
3. The tensors of ``weight_meta.py`` are then completed in the same order: literal or drawn data
   wins; ``bool`` tensors are ``np.random.rand(...) > 0.5``; everything else is
   ``np.random.randn(...) * std * 0.2 + mean`` (``std`` None -> 0.1, ``mean`` None -> 0,
   ``std == 0`` -> filled with ``mean``), cast to the dtype, clamped to ``min_val``/``max_val``;
   floating tensors get non-finite values replaced (``torch.randn_like(t) * 0.01``, always drawn,
   as GraphNet does) and are clamped to [-100, 100].

As in GraphNet, only ``weight_meta.py`` feeds ``forward`` (GraphNet's extractor writes every
placeholder there and leaves ``input_meta.py`` empty); ``input_meta.py`` is read because its
integer ranges consume the numpy stream. A missing ``input_meta.py`` is treated as empty.

Samples were captured on ``cuda:0`` and their code holds ``device(type='cuda', index=0)``
literals. :func:`run_model` maps them to the target device at run time with a
:class:`torch.overrides.TorchFunctionMode` (:class:`DeviceRemapMode`) instead of rewriting code.

torch is required at run time but is not a pip dependency of this package: install the build
that fits the machine (CPU or CUDA) separately.
"""

from __future__ import annotations

import ast
import itertools
import math
import random
import sys
import types
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch.overrides import TorchFunctionMode

__all__ = [
    "DEFAULT_SEED",
    "DeviceRemapMode",
    "SampleError",
    "SampleMeta",
    "TensorMeta",
    "build_inputs",
    "call_arguments",
    "describe_outputs",
    "literal_data",
    "load_model",
    "load_sample_meta",
    "load_tensor_meta",
    "replay_tensor",
    "run_model",
    "run_sample",
    "set_seed",
    "symint_parameters",
    "unfilled_inputs",
]

DEFAULT_SEED = 123
"""The seed GraphNet's benchmark runner sets before building inputs."""

MODEL_FILE = "model.py"
WEIGHT_META_FILE = "weight_meta.py"
INPUT_META_FILE = "input_meta.py"

_INT_DTYPES = (torch.int8, torch.int16, torch.int32, torch.int64)
_module_counter = itertools.count()


class SampleError(Exception):
    """A sample folder is missing a file, or one of its files cannot be loaded."""


@dataclass(frozen=True)
class TensorMeta:
    """One tensor described by a ``weight_meta.py`` / ``input_meta.py`` class.

    ``mean`` and ``std`` keep GraphNet's defaults for a missing attribute (0.0 and 1.0); an
    attribute that is present but ``None`` stays ``None`` (replay then uses 0 and 0.1).
    """

    class_name: str
    name: str
    shape: tuple[int, ...]
    dtype: torch.dtype
    device: str
    mean: float | None
    std: float | None
    data: Any = None
    min_val: float | None = None
    max_val: float | None = None

    @property
    def numel(self) -> int:
        """Number of elements of the tensor."""
        return math.prod(self.shape)


@dataclass(frozen=True)
class SampleMeta:
    """The tensor metadata of a sample, each list in GraphNet's (alphabetical) class order.

    ``symints`` names the parameters of ``forward`` annotated ``torch.SymInt`` (or ``int``):
    dynamic sizes that dynamo lifted into arguments. GraphNet's metadata describes them as 0-d
    int64 tensors; the graph needs Python ints (``torch.Size([s53, s53])`` refuses a tensor once
    it is traced), which :func:`call_arguments` passes.
    """

    path: Path
    inputs: tuple[TensorMeta, ...]
    weights: tuple[TensorMeta, ...]
    symints: frozenset[str] = frozenset()


def _parse_dtype(text: object, where: str) -> torch.dtype:
    if not isinstance(text, str):
        raise SampleError(f"{where}: dtype must be a string like 'torch.float32', got {text!r}")
    dtype = getattr(torch, text.split(".")[-1], None)
    if not isinstance(dtype, torch.dtype):
        raise SampleError(f"{where}: unknown dtype {text!r}")
    return dtype


def _parse_shape(value: object, where: str) -> tuple[int, ...]:
    if not isinstance(value, (list, tuple)) or not all(
        isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in value
    ):
        raise SampleError(f"{where}: shape must be a list of non-negative ints, got {value!r}")
    return tuple(value)


def _exec_file(path: Path, module: types.ModuleType) -> types.ModuleType:
    """Executes a Python file in the namespace of ``module`` (a fresh module object)."""
    try:
        source = path.read_text(encoding="utf-8")
    except OSError as error:
        raise SampleError(f"cannot read {path}: {error.strerror or error}") from error
    module.__file__ = str(path)
    try:
        code = compile(source, str(path), "exec")
        exec(code, module.__dict__)  # running the sample's own code is the point
    except Exception as error:  # any failure of a sample file is a broken sample
        raise SampleError(f"cannot load {path}: {type(error).__name__}: {error}") from error
    return module


def load_tensor_meta(path: str | Path) -> list[TensorMeta]:
    """Reads one ``weight_meta.py`` / ``input_meta.py`` file.

    The file is executed in an isolated namespace; every class it defines becomes one
    :class:`TensorMeta`, built from the class attributes that are neither dunder nor callable.
    The result is sorted by class name, the order ``inspect.getmembers`` gives GraphNet, which
    fixes the order random numbers are drawn in. Raises :class:`SampleError` when the file is
    missing or broken.
    """
    path = Path(path)
    if not path.is_file():
        raise SampleError(f"missing {path.name} in {path.parent}")
    module_name = f"_passnet_meta_{next(_module_counter)}"
    module = _exec_file(path, types.ModuleType(module_name))  # never put in sys.modules
    classes = sorted(
        (name, value)
        for name, value in vars(module).items()
        if isinstance(value, type) and value.__module__ == module_name
    )
    metas: list[TensorMeta] = []
    for class_name, cls in classes:
        attrs = {
            key: value
            for key, value in vars(cls).items()
            if not key.startswith("__") and not callable(value)
        }
        where = f"{path}: class {class_name}"
        name = attrs.get("name")
        if not isinstance(name, str):
            raise SampleError(f"{where}: name must be a string, got {name!r}")
        data = attrs.get("data")
        if isinstance(data, str):
            raise SampleError(f"{where}: string data is not supported")
        metas.append(
            TensorMeta(
                class_name=class_name,
                name=name,
                shape=_parse_shape(attrs.get("shape", []), where),
                dtype=_parse_dtype(attrs.get("dtype", "torch.float"), where),
                device=str(attrs.get("device", "cpu")),
                mean=attrs.get("mean", 0.0),
                std=attrs.get("std", 1.0),
                data=data,
                min_val=attrs.get("min_val"),
                max_val=attrs.get("max_val"),
            )
        )
    return metas


def load_sample_meta(sample: str | Path) -> SampleMeta:
    """Reads ``input_meta.py`` (optional, empty when absent) and ``weight_meta.py`` of a sample."""
    folder = Path(sample)
    if not folder.is_dir():
        raise SampleError(f"not a sample folder: {folder}")
    input_path = folder / INPUT_META_FILE
    inputs = load_tensor_meta(input_path) if input_path.exists() else []
    weights = load_tensor_meta(folder / WEIGHT_META_FILE)
    return SampleMeta(
        path=folder,
        inputs=tuple(inputs),
        weights=tuple(weights),
        symints=symint_parameters(folder / MODEL_FILE),
    )


def symint_parameters(model_file: Path) -> frozenset[str]:
    """Names of ``forward``'s parameters annotated ``torch.SymInt``, ``SymInt`` or ``int`` in a
    sample's ``model.py`` (empty when the file is missing or does not parse: loading the model
    reports that)."""
    try:
        tree = ast.parse(model_file.read_text(encoding="utf-8"), filename=str(model_file))
    except (OSError, SyntaxError, ValueError):
        return frozenset()
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "forward":
            for argument in node.args.args:
                annotation = argument.annotation
                if isinstance(annotation, ast.Attribute) and annotation.attr == "SymInt":
                    names.add(argument.arg)
                elif isinstance(annotation, ast.Name) and annotation.id in ("SymInt", "int"):
                    names.add(argument.arg)
    return frozenset(names)


def call_arguments(
    meta: SampleMeta, inputs: Mapping[str, torch.Tensor]
) -> dict[str, torch.Tensor | int]:
    """``inputs`` as ``forward`` takes them: SymInt parameters as Python ints, the rest as is.

    A SymInt parameter whose replayed value is not a one-element integer tensor is left alone
    (the call then fails where the sample is wrong, with the sample's own error)."""
    arguments: dict[str, torch.Tensor | int] = {}
    for name, value in inputs.items():
        if (
            name in meta.symints
            and isinstance(value, torch.Tensor)
            and value.numel() == 1
            and not value.is_floating_point()
            and not value.is_complex()
        ):
            arguments[name] = int(value.item())
        else:
            arguments[name] = value
    return arguments


def set_seed(seed: int) -> None:
    """Seeds Python's ``random``, numpy's global generator and torch (CPU and CUDA)."""
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)  # also seeds every CUDA device when CUDA is available


def _drawn_from_range(meta: TensorMeta) -> bool:
    return meta.min_val is not None and meta.max_val is not None and meta.dtype in _INT_DTYPES


def literal_data(meta: TensorMeta) -> torch.Tensor | None:
    """The tensor's literal data, which the replay gives unchanged on every seed; None where it
    has none or an integer range is drawn instead. :class:`SampleError` when the data does not
    fit the shape and dtype."""
    if meta.data is None or _drawn_from_range(meta):
        return None
    try:
        return torch.tensor(meta.data, dtype=meta.dtype).reshape(meta.shape)
    except (RuntimeError, TypeError, ValueError) as error:
        raise SampleError(
            f"tensor {meta.name}: data does not fit shape {list(meta.shape)} "
            f"and dtype {meta.dtype}: {error}"
        ) from error


def _predrawn_data(meta: TensorMeta) -> torch.Tensor | None:
    """The first pass: integer ranges are drawn, literal data is materialised."""
    if _drawn_from_range(meta):
        # numpy draws the same stream for integral float bounds, so int() changes nothing
        low, high = int(meta.min_val), int(meta.max_val) + 1  # type: ignore[arg-type]
        drawn = np.random.randint(low, high, size=meta.shape)
        return torch.from_numpy(np.asarray(drawn)).to(meta.dtype)
    return literal_data(meta)


def replay_tensor(
    meta: TensorMeta,
    data: torch.Tensor | None = None,
    device: str | torch.device = "cpu",
    fast: bool = False,
) -> torch.Tensor:
    """Builds one tensor from its metadata, drawing from numpy's (and torch's) global generators.

    ``data`` is the tensor from the first pass (drawn integer range or literal ``data``); when
    given it is returned as is. Call :func:`build_inputs` for the whole GraphNet sequence.
    ``fast`` draws the same distribution with torch's generator on ``device`` instead of numpy's
    in float64 on the CPU: other values, but no host work for a large weight.
    """
    if data is not None:
        return data.to(device)
    if meta.dtype is torch.bool:
        if fast:
            return torch.rand(meta.shape, device=device) > 0.5
        return torch.from_numpy(np.asarray(np.random.rand(*meta.shape) > 0.5)).to(device)
    std = 0.1 if meta.std is None else meta.std
    mean = 0 if meta.mean is None else meta.mean
    if fast:
        values = torch.randn(meta.shape, dtype=torch.float32, device=device)
        tensor = (values * (std * 0.2) + mean if std != 0 else values.fill_(mean)).to(meta.dtype)
    elif std == 0:
        tensor = torch.from_numpy(np.asarray(np.full(meta.shape, mean))).to(meta.dtype).to(device)
    else:
        # In place, in the order of ``randn * std * 0.2 + mean``: the same roundings, without
        # three float64 temporaries the size of the weight.
        values = np.asarray(np.random.randn(*meta.shape))
        values *= std
        values *= 0.2
        values += mean
        tensor = torch.from_numpy(values).to(meta.dtype).to(device)
    if meta.min_val is not None:
        tensor = torch.clamp(tensor, min=meta.min_val)
    if meta.max_val is not None:
        tensor = torch.clamp(tensor, max=meta.max_val)
    if meta.dtype.is_floating_point:
        # Drawn even when nothing is replaced, as GraphNet does: torch's stream must stay where
        # GraphNet leaves it. Replacing is skipped only where it would change nothing.
        replacement = torch.randn_like(tensor)
        if not _all_finite(tensor):
            tensor = torch.where(torch.isfinite(tensor), tensor, replacement * 0.01)
        tensor = tensor.clamp_(min=-100.0, max=100.0)
    return tensor


def _all_finite(tensor: torch.Tensor) -> bool:
    """True when no element is NaN or infinite. A finite sum proves it without a mask the size
    of the tensor (one NaN or infinity makes the sum NaN or infinite); a sum that overflows
    falls back to the elementwise test."""
    return math.isfinite(float(tensor.sum())) or bool(torch.isfinite(tensor).all())


def build_inputs(
    meta: SampleMeta | str | Path,
    seed: int | None = DEFAULT_SEED,
    device: str | torch.device = "cpu",
    fast: bool = False,
) -> dict[str, torch.Tensor]:
    """Builds the keyword arguments of ``forward`` exactly as GraphNet's replay does.

    ``meta`` is a :class:`SampleMeta` or a sample folder. The generators are seeded with ``seed``
    first (pass ``None`` to keep their current state). Returns ``{name: tensor}`` in the order
    the tensors were built, every tensor on ``device``. ``fast`` (see :func:`replay_tensor`)
    keeps the integer ranges and literal data but draws floating tensors with torch on
    ``device``: not GraphNet's values, for when only their distribution matters (annotation).
    """
    if not isinstance(meta, SampleMeta):
        meta = load_sample_meta(meta)
    target = torch.device(device)
    if seed is not None:
        set_seed(seed)
    for input_meta in meta.inputs:  # GraphNet reads input_meta.py first: its ranges draw too
        _predrawn_data(input_meta)
    predrawn = [(weight, _predrawn_data(weight)) for weight in meta.weights]
    by_name: dict[str, tuple[TensorMeta, torch.Tensor | None]] = {}
    for weight, data in predrawn:
        by_name[weight.name] = (weight, data)  # a repeated name keeps its first position
    return {
        name: replay_tensor(weight, data, target, fast).to(target)
        for name, (weight, data) in by_name.items()
    }


def unfilled_inputs(
    meta: SampleMeta | str | Path, device: str | torch.device = "cpu"
) -> dict[str, torch.Tensor]:
    """The keyword arguments of ``forward`` as :func:`build_inputs` gives them (names, order,
    shapes, dtypes, literal data) but with their other values unset, for tracing and compiling a
    sample without running it: nothing reads them there, and drawing them is what costs (seconds
    on the host for a large layer's weights)."""
    if not isinstance(meta, SampleMeta):
        meta = load_sample_meta(meta)
    target = torch.device(device)
    inputs: dict[str, torch.Tensor] = {}
    for weight in meta.weights:  # a repeated name keeps its first position, as in build_inputs
        literal = _predrawn_data(weight) if weight.data is not None else None
        inputs[weight.name] = (
            literal.to(target)
            if literal is not None
            else torch.empty(weight.shape, dtype=weight.dtype, device=target)
        )
    return inputs


def load_model(
    sample: str | Path, class_name: str = "GraphModule", device: str | torch.device = "cpu"
) -> torch.nn.Module:
    """Imports ``model.py`` of a sample as a fresh module and returns an instance of its class,
    on ``device``.

    The module gets a unique name and is registered in ``sys.modules`` only while its code runs,
    so loading many samples (or the same one twice) never mixes them up.

    GraphNet's ``model.py`` names devices as ``device(type="cpu")`` or
    ``device(type="cuda", index=0)`` (``from torch import device``; every sample of the corpus
    does so, and no other form occurs), the device it was captured on. The module's ``device``
    is rebound to always give ``device``, so that ``torch.arange(..., device=device(type="cpu"))``
    lands beside the inputs. Unlike a torch-function mode around the call, this holds under
    dynamo too: traced with the mode, such an ``arange`` stayed on the CPU and Inductor failed
    (torchgeometric GAE and PMLP on CUDA: "found two different devices cuda:0, cpu").
    """
    folder = Path(sample)
    model_path = folder / MODEL_FILE
    if not model_path.is_file():
        raise SampleError(f"missing {MODEL_FILE} in {folder}")
    module_name = f"_passnet_model_{next(_module_counter)}"
    module = types.ModuleType(module_name)
    sys.modules[module_name] = module  # for code that looks its own module up while it runs
    try:
        _exec_file(model_path, module)
    finally:
        sys.modules.pop(module_name, None)
    target = torch.device(device)
    if getattr(module, "device", None) is torch.device:
        module.device = _pinned_device(target)
    model_class = getattr(module, class_name, None)
    if not (isinstance(model_class, type) and issubclass(model_class, torch.nn.Module)):
        raise SampleError(f"{model_path}: no torch.nn.Module class named {class_name}")
    try:
        model = model_class()
    except Exception as error:
        raise SampleError(
            f"{model_path}: cannot instantiate {class_name}: {type(error).__name__}: {error}"
        ) from error
    return model.to(target)


def _pinned_device(target: torch.device) -> Callable[..., torch.device]:
    """A stand-in for ``torch.device`` in a sample's module: whatever it is asked, ``target``."""

    def device(*_args: object, **_kwargs: object) -> torch.device:
        return target

    return device


def _is_device_like(value: object) -> bool:
    if isinstance(value, torch.device):
        return True
    if isinstance(value, str):
        try:
            torch.device(value)
        except RuntimeError:
            return False
        return True
    return False


_REMAPPED_DEVICE_TYPES = frozenset({"cpu", "cuda"})


class DeviceRemapMode(TorchFunctionMode):
    """Sends every tensor the code places on a CPU or CUDA device to ``target`` instead.

    Rewrites ``device=`` keyword arguments of any torch call and device arguments of
    ``Tensor.to(...)``; ``Tensor.cuda(...)`` becomes ``Tensor.to(target)``. Samples captured on
    ``cuda:0`` run on the CPU or another GPU this way, and samples captured on the CPU (their code
    holds ``device(type="cpu")`` literals next to inputs that now live on the GPU) run on a GPU.
    Other device types (``meta``, say), ``Tensor.to(other_tensor)`` and dtype-only conversions
    are left alone; so is ``Tensor.cpu()``, which asks for a host copy on purpose.
    """

    def __init__(self, target: str | torch.device) -> None:
        super().__init__()
        self.target = torch.device(target)

    def remap(self, device: object) -> object:
        """Returns ``target`` for a CPU or CUDA device (object, string or CUDA index), else
        ``device``."""
        if device is None or isinstance(device, bool):
            return device
        if isinstance(device, int):
            return self.target
        if isinstance(device, (str, torch.device)) and _is_device_like(device):
            if torch.device(device).type in _REMAPPED_DEVICE_TYPES:
                return self.target
        return device

    def __torch_function__(
        self,
        func: Callable[..., Any],
        types: Sequence[type],
        args: Sequence[Any] = (),
        kwargs: Mapping[str, Any] | None = None,
    ) -> Any:
        new_kwargs = dict(kwargs or {})
        new_args = list(args)
        if "device" in new_kwargs:
            new_kwargs["device"] = self.remap(new_kwargs["device"])
        if func is torch.Tensor.cuda:
            non_blocking = bool(new_kwargs.get("non_blocking", False))
            return torch.Tensor.to(new_args[0], self.target, non_blocking=non_blocking)
        if (
            func is torch.Tensor.to
            and len(new_args) > 1
            and (_is_device_like(new_args[1]) or type(new_args[1]) is int)
        ):
            new_args[1] = self.remap(new_args[1])
        return func(*new_args, **new_kwargs)


def _as_tuple(outputs: object) -> tuple[Any, ...]:
    if isinstance(outputs, tuple):
        return outputs
    if isinstance(outputs, list):
        return tuple(outputs)
    return (outputs,)


def run_model(
    model: torch.nn.Module,
    inputs: Mapping[str, torch.Tensor],
    device: str | torch.device = "cpu",
) -> tuple[Any, ...]:
    """Calls ``model(**inputs)`` on ``device`` and returns the outputs as a tuple.

    The call runs with ``device`` as torch's default device and under :class:`DeviceRemapMode`,
    so CUDA device literals in the sample code land on ``device``. Gradient mode is left to the
    caller (wrap in ``torch.no_grad()`` for inference).
    """
    target = torch.device(device)
    with torch.device(target), DeviceRemapMode(target):
        outputs = model(**inputs)
    return _as_tuple(outputs)


def run_sample(
    sample: str | Path,
    seed: int | None = DEFAULT_SEED,
    device: str | torch.device = "cpu",
) -> tuple[Any, ...]:
    """Loads a sample, builds its inputs with ``seed`` and runs it without gradients."""
    meta = load_sample_meta(sample)
    inputs = call_arguments(meta, build_inputs(meta, seed=seed, device=device))
    model = load_model(sample, device=device)
    with torch.no_grad():
        return run_model(model, inputs, device=device)


def describe_outputs(outputs: Iterable[object]) -> list[dict[str, Any]]:
    """Index, shape and dtype of each output (``None`` shape/dtype for non-tensors)."""
    described: list[dict[str, Any]] = []
    for index, value in enumerate(outputs):
        if isinstance(value, torch.Tensor):
            described.append(
                {"index": index, "shape": list(value.shape), "dtype": str(value.dtype)}
            )
        else:
            described.append(
                {"index": index, "shape": None, "dtype": None, "type": type(value).__name__}
            )
    return described
