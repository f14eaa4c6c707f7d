"""Each subgraph of a task as synthesis sees it: the FX graph ``symbolic_trace`` records of its
``model.py`` (the calls as the model wrote them, which is what both matchers compare) and every
node's shape and dtype, propagated on meta tensors built from ``weight_meta.py`` (no values are
drawn: shapes and dtypes do not depend on them)."""

from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch
import torch.fx
from torch.fx.passes.shape_prop import ShapeProp

from passnet.runtime.sample import call_arguments, load_model, load_sample_meta, unfilled_inputs

__all__ = ["NodeInfo", "TraceError", "Traced", "trace_subgraph"]


class TraceError(Exception):
    """A subgraph that does not trace or whose shapes cannot be propagated."""


@dataclass(frozen=True)
class NodeInfo:
    """What one node of a subgraph holds: a tensor (``shape``, ``dtype``), a tuple of tensors
    (``items``), or a Python value (``value``: an int of a SymInt parameter)."""

    shape: tuple[int, ...] | None = None
    dtype: torch.dtype | None = None
    items: tuple[NodeInfo, ...] | None = None
    value: Any = None


@dataclass
class Traced:
    folder: Path
    graph: torch.fx.Graph
    info: dict[str, NodeInfo] = field(default_factory=dict)

    def nodes(self) -> list[torch.fx.Node]:
        return list(self.graph.nodes)


def _describe(value: Any) -> NodeInfo:
    if isinstance(value, torch.Tensor):
        return NodeInfo(tuple(int(d) for d in value.shape), value.dtype)
    if isinstance(value, (tuple, list)):
        return NodeInfo(items=tuple(_describe(v) for v in value))
    return NodeInfo(value=value)


class _Recorder(ShapeProp):
    """ShapeProp that keeps each node's value description, tuples included."""

    def __init__(self, module: torch.fx.GraphModule) -> None:
        super().__init__(module)
        self.info: dict[str, NodeInfo] = {}

    def run_node(self, n: torch.fx.Node) -> Any:
        result = super().run_node(n)
        self.info[n.name] = _describe(result)
        return result


def trace_subgraph(folder: Path) -> Traced:
    """The subgraph's FX graph and its nodes' shapes and dtypes."""
    try:
        model = load_model(folder, device="meta")
        module = torch.fx.symbolic_trace(model)
    except Exception as error:
        raise TraceError(f"{folder}: does not trace with torch.fx: {error}") from error
    meta = load_sample_meta(folder)
    arguments = call_arguments(meta, unfilled_inputs(meta, device="meta"))
    placeholders = [n for n in module.graph.nodes if n.op == "placeholder"]
    try:
        values = [arguments[str(n.target)] for n in placeholders]
    except KeyError as error:
        raise TraceError(f"{folder}: forward takes {error}, which weight_meta.py lacks") from error
    recorder = _Recorder(module)
    try:
        # ShapeProp prints the traceback of a node that fails before raising; the TraceError
        # below already says what failed, so the printout is noise in a run over a suite.
        with torch.no_grad(), contextlib.redirect_stderr(io.StringIO()):
            recorder.propagate(*values)
    except Exception as error:
        raise TraceError(f"{folder}: shapes do not propagate on meta tensors: {error}") from error
    return Traced(folder, module.graph, recorder.info)
