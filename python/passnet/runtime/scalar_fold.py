"""Scalar reads folded into constants: the samples whose graph calls ``.item()`` on an input
that holds literal data, a batch norm's ``eps`` or a dropout's ``p`` that the capture lifted
into a 0-d tensor where the model held a Python number.

Under ``direct`` and ``cudagraph`` every backend compiles the sample's module as torch.fx traces
it, and Inductor cannot trace the read (``DataDependentOutputException:
aten._local_scalar_dense``), so every backend failed to compile; under ``cudagraph`` eager
failed as well, the read syncing the device inside the capture. Literal data is replayed
unchanged on every seed (:func:`passnet.runtime.sample.literal_data`), so each such read is a
constant; the worker folds it for eager and every backend alike, which gives back the graph of
the model as it was written. Under ``dynamo`` the module is left as captured: dynamo breaks the
graph at the read, for eager and the backends alike.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import torch
import torch.fx

from passnet.runtime.sample import SampleMeta, literal_data

__all__ = ["fold_scalar_reads", "literal_scalars"]


def literal_scalars(meta: SampleMeta) -> dict[str, bool | int | float]:
    """The one-element inputs and weights whose value is literal data, by name."""
    scalars: dict[str, bool | int | float] = {}
    for tensor in (*meta.inputs, *meta.weights):
        if math.prod(tensor.shape) != 1:  # a weight's literal data is not built for nothing
            continue
        value = literal_data(tensor)
        if value is not None:
            scalars[tensor.name] = value.item()
    return scalars


def _replace(value: Any, node: torch.fx.Node, constant: bool | int | float) -> Any:
    return torch.fx.node.map_arg(value, lambda a: constant if a is node else a)  # type: ignore[return-value]


def fold_scalar_reads(model: torch.nn.Module, meta: SampleMeta) -> torch.nn.Module:
    """MODEL traced with every ``.item()`` of a literal scalar input replaced by its value, or
    MODEL itself where there is none (or it does not trace: the backends say so). The inputs
    stay in the signature, unused, so that calls by keyword still fit."""
    source = Path(meta.path) / "model.py"
    try:
        if ".item()" not in source.read_text():
            return model
    except OSError:
        return model
    scalars = literal_scalars(meta)
    if not scalars:
        return model
    try:
        gm = torch.fx.symbolic_trace(model)
    except Exception:  # an untraceable module fails every direct backend with its own error
        return model
    folded = 0
    for node in list(gm.graph.nodes):
        receiver = node.args[0] if node.args else None
        if not (
            node.op == "call_method"
            and node.target == "item"
            and isinstance(receiver, torch.fx.Node)
            and receiver.op == "placeholder"
            and receiver.target in scalars
        ):
            continue
        constant = scalars[str(receiver.target)]
        for user in list(node.users):
            user.args = _replace(user.args, node, constant)
            user.kwargs = _replace(user.kwargs, node, constant)
        gm.graph.erase_node(node)
        folded += 1
    if not folded:
        return model
    gm.graph.lint()
    gm.recompile()
    return gm
