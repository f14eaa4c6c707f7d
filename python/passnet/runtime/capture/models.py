"""Capture: turn a PyTorch model into GraphNet samples, the way GraphNet's extractor does.

Usage::

    python -m passnet.runtime.capture torchvision:resnet18 --out samples/resnet18
    python -m passnet.runtime.capture transformers:BertModel --out samples/bert --seq 128
    python -m passnet.runtime.capture mypkg.models:make_model --out samples/mine

and from Python, for any module and inputs::

    from passnet.runtime.capture.models import capture
    folders = capture(model, kwargs={"x": x}, out="samples/mine", model_name="mine")

How (numbered as it happens):

1. dynamo traces one call of the model with a backend that keeps every FX graph it is given
   (``dynamic=False``; each graph break gives one more graph). Parameters and buffers are graph
   inputs (``L_self_modules_..._parameters_weight_``), as in GraphNet's samples.
2. Each graph becomes a sample folder: ``model.py`` is the graph's generated code as the
   ``forward`` of ``class GraphModule(torch.nn.Module)`` (with the imports its globals need);
   ``weight_meta.py`` describes every forward parameter from the value it had in the call
   (shape, dtype, device; mean and std of floating tensors; the values of tensors of at most
   :data:`DATA_ELEMENTS` elements; min and max of larger integer tensors, which GraphNet replays
   with ``randint``); ``input_meta.py`` is empty and ``graph_net.json`` says where it came from.
   With several graphs the folders are ``OUT/subgraph_0``, ``OUT/subgraph_1``, ...
3. Zoo specs (:mod:`passnet.runtime.capture.zoo`) build models from default configurations,
   with random weights and no download: ``torchvision:NAME``, ``timm:NAME``,
   ``transformers:CLASS``, ``module:function``. :mod:`passnet.runtime.capture.batch` captures a
   whole zoo, one supervised process per model.
"""

from __future__ import annotations

import argparse
import ast
import json
import math
import re
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import torch

from passnet.runtime.capture.zoo import ZooError, build_zoo_model

__all__ = ["DATA_ELEMENTS", "CaptureError", "capture", "main", "to_device"]

DATA_ELEMENTS = 64
"""Tensors with at most this many elements are stored with their values."""

_INTEGER_DTYPES = {torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8}


class CaptureError(Exception):
    """A model that cannot be captured, or a graph that cannot be written as a sample."""


def _python_literal(value: Any) -> str:
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, float):
        if math.isnan(value):
            return "float('nan')"
        if math.isinf(value):
            return "float('inf')" if value > 0 else "float('-inf')"
        return repr(value)
    return repr(value)


def _meta_block(name: str, tensor: torch.Tensor) -> str:
    values = tensor.detach()
    lines = [
        f"class Program_weight_tensor_meta_{name}:",
        f'    name = "{name}"',
        f"    shape = {list(values.shape)}",
        f'    dtype = "{values.dtype}"',
        f'    device = "{values.device}"',
    ]
    small = values.numel() <= DATA_ELEMENTS
    if values.is_floating_point() and values.numel() > 0:
        wide = values.to(torch.float64)
        finite = wide[torch.isfinite(wide)]
        mean = float(finite.mean()) if finite.numel() else 0.0
        std = float(finite.std()) if finite.numel() > 1 else 0.0
        lines += [f"    mean = {_python_literal(mean)}", f"    std = {_python_literal(std)}"]
    else:
        lines += ["    mean = None", "    std = None"]
    if small and values.numel() > 0:
        data = values.flatten().cpu().tolist()
        lines.append(f"    data = [{', '.join(_python_literal(v) for v in data)}]")
    else:
        lines.append("    data = None")
        if values.dtype in _INTEGER_DTYPES and values.numel() > 0:
            lines.append(f"    min_val = {int(values.min())}")
            lines.append(f"    max_val = {int(values.max())}")
    return "\n".join(lines) + "\n"


def _imports_for(source: str, names: Mapping[str, Any]) -> list[str]:
    """Import lines for the generated code's globals that it uses (``torch`` always)."""
    lines = ["import torch"]
    extra: list[str] = []
    for name, value in sorted(names.items()):
        if name == "torch" or not re.search(rf"\b{re.escape(name)}\b", source):
            continue
        if value is torch.device:
            extra.append("from torch import device")
        elif name in ("inf", "nan") and isinstance(value, float):
            extra.append(f"from math import {name}")
        elif name == "NoneType":
            extra.append("NoneType = type(None)")
        elif isinstance(value, type(torch)):
            extra.append(f"import {value.__name__} as {name}")
        else:
            module = getattr(value, "__module__", None)
            qualname = getattr(value, "__qualname__", None)
            if not module or not qualname or "<" in qualname:
                raise CaptureError(f"the graph uses {name} = {value!r}, which cannot be imported")
            extra.append(f"from {module} import {qualname} as {name}")
    return lines + (["", *sorted(set(extra))] if extra else [])


def _forward_source(source: str) -> str:
    """FX's generated ``forward`` with one statement per line, as GraphNet writes it.

    FX joins statements with ``;`` and releases values with chained ``a = b = None``; GraphNet's
    samples (and passnet's reader) have one statement per line. ``ast`` splits them, so strings
    holding a ``;`` are never cut.
    """
    tree = ast.parse(source)
    forward = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "forward")
    lines = [f"def forward({ast.unparse(forward.args)}):"]
    for statement in forward.body:
        value = getattr(statement, "value", None)
        releases = (
            isinstance(statement, ast.Assign)
            and len(statement.targets) > 1
            and isinstance(value, ast.Constant)
            and value.value is None
        )
        if releases:
            lines += [f"    {ast.unparse(target)} = None" for target in statement.targets]
        else:
            lines += [f"    {line}" for line in ast.unparse(statement).splitlines()]
    return "\n".join(lines)


def _model_py(gm: torch.fx.GraphModule) -> str:
    code = gm.graph.python_code(root_module="self")
    body = _forward_source(code.src)
    indented = "\n".join(("    " + line) if line.strip() else "" for line in body.splitlines())
    header = "\n".join(_imports_for(code.src, code.globals))
    return f"{header}\n\n\nclass GraphModule(torch.nn.Module):\n{indented}\n"


def _write_sample(
    folder: Path,
    gm: torch.fx.GraphModule,
    example_inputs: Sequence[Any],
    graph_net: Mapping[str, Any],
) -> None:
    placeholders = [node for node in gm.graph.nodes if node.op == "placeholder"]
    if len(placeholders) != len(example_inputs):
        raise CaptureError(
            f"graph has {len(placeholders)} inputs but dynamo gave {len(example_inputs)} values"
        )
    blocks = []
    for node, value in zip(placeholders, example_inputs, strict=True):
        if not isinstance(value, torch.Tensor):
            raise CaptureError(
                f"input {node.target} is a {type(value).__name__}, not a tensor (a symbolic size?"
                " capture with static shapes)"
            )
        blocks.append(_meta_block(str(node.target), value))
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "model.py").write_text(_model_py(gm))
    (folder / "weight_meta.py").write_text("\n\n".join(blocks))
    (folder / "input_meta.py").write_text("")
    (folder / "graph_net.json").write_text(json.dumps(dict(graph_net), indent=4) + "\n")


def capture(
    model: torch.nn.Module,
    args: Sequence[Any] = (),
    kwargs: Mapping[str, Any] | None = None,
    *,
    out: str | Path,
    model_name: str,
    source: str = "passnet-capture",
    tag: str = "",
) -> list[Path]:
    """Captures one call ``model(*args, **kwargs)`` as GraphNet samples under ``out``.

    Returns the sample folders written: ``out`` itself for one graph, ``out/subgraph_N`` for
    several. Raises :class:`CaptureError` when dynamo captures no graph or a graph cannot be
    written (an input that is not a tensor, a global that cannot be imported).

    Example::

        folders = capture(torch.nn.Linear(4, 2), (torch.randn(3, 4),), out="s", model_name="lin")
    """
    graphs: list[tuple[torch.fx.GraphModule, list[Any]]] = []

    def keep(gm: torch.fx.GraphModule, example_inputs: list[Any]) -> Any:
        graphs.append((gm, list(example_inputs)))
        return gm.forward

    torch._dynamo.reset()
    try:
        with torch.no_grad():
            torch.compile(model, backend=keep, dynamic=False)(*args, **(kwargs or {}))
    finally:
        torch._dynamo.reset()
    if not graphs:
        raise CaptureError(f"{model_name}: dynamo captured no graph")
    root = Path(out)
    folders = [root] if len(graphs) == 1 else [root / f"subgraph_{i}" for i in range(len(graphs))]
    for folder, (gm, example_inputs) in zip(folders, graphs, strict=True):
        graph_net = {
            "framework": "torch",
            "num_devices_required": 1,
            "num_nodes_required": 1,
            "dynamic": False,
            "model_name": model_name,
            "source": source,
            "heuristic_tag": tag,
        }
        _write_sample(folder, gm, example_inputs, graph_net)
    return folders


def to_device(value: Any, device: torch.device | str) -> Any:
    """``value`` with every tensor in it on ``device``, through lists, tuples and dicts (the
    detection models of torchvision take a list of images)."""
    if isinstance(value, (torch.Tensor, torch.nn.Module)):
        return value.to(device)
    if isinstance(value, (list, tuple)):
        return type(value)(to_device(item, device) for item in value)
    if isinstance(value, dict):
        return {key: to_device(item, device) for key, item in value.items()}
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m passnet.runtime.capture SPEC --out DIR``; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m passnet.runtime.capture",
        description="Capture a model as GraphNet samples (one folder per FX graph dynamo makes)",
    )
    parser.add_argument(
        "spec", help="torchvision:NAME, timm:NAME, transformers:CLASS or module:function"
    )
    parser.add_argument(
        "--out",
        required=True,
        help="folder to write (subgraph_N inside it when the model breaks into several graphs)",
    )
    parser.add_argument("--device", default="cpu", help="device the call runs on (cpu)")
    parser.add_argument("--batch", type=int, default=1, help="batch size (1)")
    parser.add_argument("--image", type=int, default=224, help="image side for vision models")
    parser.add_argument("--seq", type=int, default=128, help="sequence length for text models")
    parser.add_argument("--seed", type=int, default=0, help="seed of weights and inputs")
    parser.add_argument(
        "--max-params",
        type=float,
        default=0,
        help="refuse transformers default configs with more parameters than this (0: none)",
    )
    args = parser.parse_args(argv)
    try:
        model, kwargs, tag = build_zoo_model(
            args.spec,
            batch=args.batch,
            image=args.image,
            seq=args.seq,
            seed=args.seed,
            max_params=args.max_params,
            device=args.device,
        )
        device = torch.device(args.device)
        model = model.to(device)
        kwargs = {key: to_device(value, device) for key, value in kwargs.items()}
        folders = capture(
            model,
            kwargs=kwargs,
            out=args.out,
            model_name=args.spec,
            source="passnet-capture",
            tag=tag,
        )
    except (CaptureError, ZooError) as error:
        print(f"capture: {error}", file=sys.stderr)
        return 1
    for folder in folders:
        print(folder)
    return 0
