"""Which matches would change how Inductor lowers the linear layers that feed them.

On a GPU, Inductor's post-grad patterns split a linear layer's ``addmm`` into ``mm`` plus a bias
added in its consumers' fused kernel, but only where every use of the result is pointwise (views
followed through: ``should_prefer_unfused_addmm``). A replacement is an opaque op, so a match
that takes one of those pointwise uses keeps the matmul whole: cuBLASLt's bias epilogue instead
of cuBLAS's ``mm``, a different kernel whose speed depends on the shape. Measured on the H100
(bench/models/results/2026-11-27, kernel_diff.py), that change moved whole models from 0.78x to
1.66x over Inductor with replacements worth 4-11% of their time, far beyond what the
replacements themselves did and what their subgraphs predict. Declining those matches keeps
every matmul lowered as Inductor alone lowers it, so a model's gain is the replacements' own.

The decision is read off the graph the passes rewrite (dynamo's, torch-level calls), predicting
Inductor's post-grad one: a torch-level call is pointwise or a view when the ATen op of its name
carries ``torch.Tag.pointwise`` or aliases its input, as Inductor's predicate asks of ATen ops;
dropout outside training is the identity Inductor removes; shape queries are no uses.
``tests/python/test_matmul_lowering.py`` checks the prediction against Inductor's own predicate
on the graphs Inductor makes.
"""

from __future__ import annotations

import operator
import os
from collections.abc import Iterable
from functools import cache
from typing import Any

import torch
import torch.fx
from torch.fx.passes.utils.matcher_utils import InternalMatch

__all__ = [
    "POLICY_VARIABLE",
    "MatmulLowering",
    "call_argument",
    "call_name",
    "graph_on_gpu",
    "keeps_matmul_lowering",
    "policy_from_environment",
    "replaced_nodes",
    "use_kind",
]

POLICY_VARIABLE = "PASSNET_MATMUL_LOWERING"

# Python operators and method spellings whose ATen op has another name.
_ATEN_NAMES = {
    "truediv": "div",
    "floordiv": "floor_divide",
    "mod": "remainder",
    "iadd": "add_",
    "isub": "sub_",
    "imul": "mul_",
    "itruediv": "div_",
}
_SHAPE_QUERIES = {"size", "dim", "numel", "stride", "get_device", "is_contiguous"}


@cache
def _aten_kind(name: str) -> str:
    """``pointwise``, ``view`` or ``other`` for the ATen op called NAME (any overload)."""
    try:
        packet = getattr(torch.ops.aten, _ATEN_NAMES.get(name, name))
        overloads = [getattr(packet, o) for o in packet.overloads()]
    except (AttributeError, RuntimeError):
        return "other"
    # A view returns an alias of an input it does not write (out= and in-place overloads write).
    if any(
        any(a.alias_info is not None and not a.alias_info.is_write for a in op._schema.arguments)
        for op in overloads
    ):
        return "view"
    if any(torch.Tag.pointwise in op.tags for op in overloads):
        return "pointwise"
    return "other"


def call_name(node: torch.fx.Node) -> str | None:
    """The name of the function or method NODE calls (None for other nodes)."""
    if node.op == "call_method":
        return str(node.target)
    if node.op == "call_function":
        return getattr(node.target, "__name__", None)
    return None


def call_argument(node: torch.fx.Node, index: int, keyword: str, default: Any) -> Any:
    """The argument NODE passes at INDEX or as KEYWORD, else DEFAULT."""
    if len(node.args) > index:
        return node.args[index]
    return node.kwargs.get(keyword, default)


def use_kind(node: torch.fx.Node) -> str:
    """How Inductor's predicate will see NODE as a use: ``pointwise``, ``view`` (followed to its
    own uses), ``none`` (no use after tracing) or ``other``."""
    name = call_name(node)
    if name is None:
        return "other"
    if name in _SHAPE_QUERIES:
        return "none"
    if name == "dropout" and call_argument(node, 2, "training", True) is False:
        return "view"  # the identity outside training: its uses are the linear's
    if node.target is operator.getitem:
        return "view"
    return _aten_kind(name)


def _linear_with_bias(node: torch.fx.Node) -> bool:
    """A call Inductor lowers to ``addmm`` with a bias (a 2-D or contiguous N-D linear)."""
    if node.op != "call_function":
        return False
    if node.target in (torch._C._nn.linear, torch.nn.functional.linear):
        return call_argument(node, 2, "bias", None) is not None
    return node.target is torch.addmm


def _all_pointwise(uses: Iterable[torch.fx.Node], opaque: set[torch.fx.Node]) -> bool:
    for use in uses:
        kind = "other" if use in opaque else use_kind(use)
        if kind == "view":
            if not _all_pointwise(use.users, opaque):
                return False
        elif kind not in ("pointwise", "none"):
            return False
    return True


def policy_from_environment(variable: str) -> bool:
    """A policy variable's value: ``keep`` (the default) declines the matches the policy names,
    ``free`` replaces them anyway (to measure what that does)."""
    value = os.environ.get(variable, "keep")
    if value not in ("keep", "free"):
        raise ValueError(f"{variable}={value!r}: expected 'keep' or 'free'")
    return value == "keep"


def replaced_nodes(match: InternalMatch, pattern: torch.fx.Graph) -> set[torch.fx.Node]:
    """The graph's nodes that replacing MATCH of PATTERN would take out."""
    return {
        match.nodes_map[n]
        for n in pattern.nodes
        if n.op not in ("placeholder", "output") and n in match.nodes_map
    }


def keeps_matmul_lowering() -> bool:
    """``PASSNET_MATMUL_LOWERING``: ``keep`` declines the matches :class:`MatmulLowering` names,
    ``free`` lets Inductor relower the matmuls."""
    return policy_from_environment(POLICY_VARIABLE)


def graph_on_gpu(graph: torch.fx.Graph) -> bool:
    """Whether the graph's values live on a GPU, from the fake values dynamo (or the caller)
    recorded on its nodes."""
    for node in graph.nodes:
        value = node.meta.get("val", node.meta.get("example_value"))
        if isinstance(value, torch.Tensor):
            return value.device.type not in ("cpu", "meta")
    return False


class MatmulLowering:
    """The linear layers of one graph that Inductor splits into ``mm`` and a fused bias, and
    the matches that would stop it (:meth:`declines`)."""

    REASON = "it would keep a linear layer's addmm whole that Inductor splits into mm + bias"

    def __init__(self, graph: torch.fx.Graph, gpu: bool) -> None:
        # Inductor makes the split on GPUs only.
        self.split = (
            {n for n in graph.nodes if _linear_with_bias(n) and _all_pointwise(n.users, set())}
            if gpu
            else set()
        )

    def declines(self, match: InternalMatch, pattern: torch.fx.Graph) -> bool:
        """Whether replacing MATCH would keep a split linear layer's addmm whole."""
        if not self.split:
            return False
        replaced = replaced_nodes(match, pattern)
        # A pattern that takes the linear layer itself replaces its matmul as well.
        return any(
            linear not in replaced and not _all_pointwise(linear.users, replaced)
            for linear in self.split
        )
