"""Which matches Inductor would fuse with their neighbours, so that replacing them costs more
than their subgraphs measured.

A task times a subgraph alone: its inputs arrive in memory and its outputs go back there, for
Inductor as for the pass. Inside a model, Inductor inlines a pointwise or gather producer into
the kernel that reads it, and a pointwise consumer into the kernel that feeds it, while a
replacement is an opaque call: its inputs must be written out first and its outputs read back,
often by a kernel of their own. That cost is in no task's speedup. Measured on the H100
(bench/models/results/2026-11-28): with replacements left only on their embeddings (three
gathers and two adds Inductor fuses into its LayerNorm kernel) or on attention softmaxes that
read a pointwise mask, 13 of 14 models ran at 0.89-0.98x of Inductor under ``direct`` and five
at 0.93-0.98x under device time, in two runs each, with 2-9 kernels more per call, where their
subgraphs predicted 1.00x; the one replacement after a convolution ran at 1.00x as predicted.

So a match is left as it is when an input is made by a call Inductor fuses into its readers
(a pointwise op, a gather, a constant fill, through views), or when an output feeds a pointwise
call that Inductor could fuse into the match's last kernel: one whose other inputs do not come
after the match. What stays is bounded by what Inductor cannot fuse either: graph inputs and
weights, matmuls, convolutions, reductions read after they are written, other opaque calls.
Like :mod:`.matmul_lowering` it reads dynamo's torch-level graph, predicting Inductor's.
"""

from __future__ import annotations

from collections.abc import Iterator

import torch
import torch.fx
from torch.fx.passes.utils.matcher_utils import InternalMatch

from passnet.runtime.passes.matmul_lowering import (
    MatmulLowering,
    call_name,
    policy_from_environment,
    replaced_nodes,
    use_kind,
)

__all__ = ["POLICY_VARIABLE", "FusionBoundary", "inductor_policies", "keeps_fusion_boundary"]

POLICY_VARIABLE = "PASSNET_FUSION_BOUNDARY"

# Calls Inductor lowers to an indexed load (fused into the reader like a pointwise op) and fills
# it computes in place; neither carries the pointwise tag.
_INLINED_PRODUCERS = {
    "embedding",
    "index_select",
    "gather",
    "arange",
    "full",
    "full_like",
    "ones",
    "ones_like",
    "zeros",
    "zeros_like",
}


def keeps_fusion_boundary() -> bool:
    """``PASSNET_FUSION_BOUNDARY``: ``keep`` (the default) declines the matches
    :class:`FusionBoundary` names, ``free`` replaces them anyway."""
    return policy_from_environment(POLICY_VARIABLE)


def _is_tensor(node: torch.fx.Node) -> bool:
    value = node.meta.get("val", node.meta.get("example_value"))
    return value is None or isinstance(value, torch.Tensor)


def _inlined_producer(node: torch.fx.Node) -> bool:
    """Whether Inductor computes NODE inside the kernels that read it (views followed up)."""
    while node.op in ("call_function", "call_method") and use_kind(node) == "view":
        first = node.args[0] if node.args else None
        if not isinstance(first, torch.fx.Node):
            return False
        node = first
    if node.op not in ("call_function", "call_method") or not _is_tensor(node):
        return False
    return use_kind(node) == "pointwise" or call_name(node) in _INLINED_PRODUCERS


def _pointwise_consumers(
    node: torch.fx.Node, region: set[torch.fx.Node], views: set[torch.fx.Node]
) -> Iterator[torch.fx.Node]:
    """The pointwise calls reading NODE, through views (collected in VIEWS)."""
    for user in node.users:
        if user in region:
            continue
        kind = use_kind(user)
        if kind == "view":
            views.add(user)
            yield from _pointwise_consumers(user, region, views)
        elif kind == "pointwise":
            yield user


def _after(region: set[torch.fx.Node]) -> set[torch.fx.Node]:
    """Every node that depends on the region."""
    seen: set[torch.fx.Node] = set()
    stack = [user for node in region for user in node.users if user not in region]
    while stack:
        node = stack.pop()
        if node not in seen:
            seen.add(node)
            stack.extend(node.users)
    return seen


class FusionBoundary:
    """The matches of one graph whose neighbours Inductor would fuse with them
    (:meth:`declines`)."""

    REASON = "Inductor fuses a neighbouring call with it, which a replacement would stop"

    def __init__(self, gpu: bool) -> None:
        # Measured where it matters: on GPUs, an extra kernel and a round trip through memory
        # per boundary. On CPUs the replacements run under Triton's interpreter, for
        # correctness only.
        self.active = gpu

    def declines(self, match: InternalMatch, pattern: torch.fx.Graph) -> bool:
        """Whether an input of MATCH comes from a call Inductor inlines into its readers, or an
        output feeds a pointwise call Inductor could fuse into the match's last kernel."""
        if not self.active:
            return False
        region = replaced_nodes(match, pattern)
        inputs = [n for n in match.placeholder_nodes if isinstance(n, torch.fx.Node)]
        if any(_inlined_producer(n) for n in inputs):
            return True
        outputs = [n for n in match.returning_nodes if isinstance(n, torch.fx.Node)]
        views: set[torch.fx.Node] = set()
        consumers = {c for out in outputs for c in _pointwise_consumers(out, region, views)}
        if not consumers:
            return False
        # A consumer that also reads something computed after the match (through a matmul, say)
        # runs in a later kernel however Inductor fuses.
        later = _after(region) - views
        return any(not any(a in later for a in c.all_input_nodes) for c in consumers)


def inductor_policies(
    graph: torch.fx.Graph, gpu: bool, matmuls: bool, fusion: bool
) -> list[MatmulLowering | FusionBoundary]:
    """The policies that leave matches as they are for what Inductor does around them, as
    chosen (``keep``: True), built on GRAPH before any rewrite."""
    policies: list[MatmulLowering | FusionBoundary] = []
    if matmuls:
        policies.append(MatmulLowering(graph, gpu))
    if fusion:
        policies.append(FusionBoundary(gpu))
    return policies
