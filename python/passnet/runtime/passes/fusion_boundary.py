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
(a pointwise op, a gather, a constant fill, a convolution's bias, through views), or when an
output feeds a cat, or a pointwise, pooling, upsampling or padding call (or, where the match
ends in a pointwise op, a reduction) that Inductor could fuse with the match's last kernel: one
whose other inputs do not come after the match. What stays is bounded by what Inductor cannot
fuse either: graph inputs and weights, matmuls, convolutions without a bias, reductions read
after they are written, other opaque calls.
Like :mod:`.matmul_lowering` it reads dynamo's torch-level graph, predicting Inductor's.
"""

from __future__ import annotations

from collections.abc import Iterator

import torch
import torch.fx
from torch.fx.passes.utils.matcher_utils import InternalMatch

from passnet.runtime.passes.matmul_lowering import (
    MatmulLowering,
    call_argument,
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


# A cat takes its inputs into its slices wherever they are computed, so it costs a replacement
# feeding it a copy even where the cat waits on later calls.
_CATS = {"cat", "concat", "concatenate"}
# Consumers Inductor lowers to a kernel of indexed loads of their input, into which it inlines a
# pointwise producer: pooling and upsampling windows, padding, and cat, whose inputs Inductor
# computes straight into their slice of its output. In pigu_hybrid's code on the H100 the norms
# and SiLUs went into its max pools, its bilinear upsamples and its cats; with the norms
# replaced, each cat copied the replacement's output in a kernel of its own.
_INDEXED_CONSUMERS = _CATS | {
    "interpolate",
    "upsample",
    "upsample_nearest1d",
    "upsample_nearest2d",
    "upsample_nearest3d",
    "upsample_linear1d",
    "upsample_bilinear2d",
    "upsample_bicubic2d",
    "upsample_trilinear3d",
    "pad",
    "constant_pad_nd",
    "max_pool1d",
    "max_pool2d",
    "max_pool3d",
    "avg_pool1d",
    "avg_pool2d",
    "avg_pool3d",
}
# Reductions Inductor generates itself: it computes a pointwise producer inside their loop, so a
# match that ends in a pointwise op (a norm's affine and an activation, say) is fused into them.
# Inductor's CPU code puts a batch norm and SiLU into the mean of a global average pool.
_REDUCING_CONSUMERS = {
    "sum",
    "mean",
    "amax",
    "amin",
    "var",
    "std",
    "var_mean",
    "std_mean",
    "norm",
    "logsumexp",
    "softmax",
    "log_softmax",
    "layer_norm",
    "group_norm",
    "rms_norm",
    "adaptive_avg_pool1d",
    "adaptive_avg_pool2d",
    "adaptive_avg_pool3d",
}
_CONVOLUTIONS = {
    "conv1d",
    "conv2d",
    "conv3d",
    "conv_transpose1d",
    "conv_transpose2d",
    "conv_transpose3d",
    "convolution",
    "_convolution",
}


def keeps_fusion_boundary() -> bool:
    """``PASSNET_FUSION_BOUNDARY``: ``keep`` (the default) declines the matches
    :class:`FusionBoundary` names, ``free`` replaces them anyway."""
    return policy_from_environment(POLICY_VARIABLE)


def _is_tensor(node: torch.fx.Node) -> bool:
    value = node.meta.get("val", node.meta.get("example_value"))
    return value is None or isinstance(value, torch.Tensor)


def _viewed(node: torch.fx.Node) -> torch.fx.Node | None:
    """The call NODE is a view of (views followed up), NODE itself if it is none, or None where
    a view's source is not a node."""
    while use_kind(node) == "view":
        first = node.args[0] if node.args else None
        if not isinstance(first, torch.fx.Node):
            return None
        node = first
    return node


def _inlined_producer(node: torch.fx.Node) -> bool:
    """Whether Inductor computes NODE inside the kernels that read it (views followed up)."""
    producer = _viewed(node)
    if producer is None or producer.op not in ("call_function", "call_method"):
        return False
    if not _is_tensor(producer):
        return False
    return (
        use_kind(producer) == "pointwise"
        or call_name(producer) in _INLINED_PRODUCERS
        or _convolution_with_bias(producer)
    )


def _convolution_with_bias(node: torch.fx.Node) -> bool:
    """A convolution whose bias Inductor adds in its readers' kernel: off the CPU, its lowering
    calls the convolution without the bias and adds it as a pointwise op ("peel off the bias,
    cudnn is slower with it", torch/_inductor/kernel/conv.py), which fuses into what reads the
    result. pigu_hybrid's ten conv, batch norm, SiLU blocks ran at 0.80x of Inductor on the H100
    with their norms replaced, 16 kernels more per call (bench/models/results/2026-11-28b)."""
    return call_name(node) in _CONVOLUTIONS and call_argument(node, 2, "bias", None) is not None


def _fusing_consumers(
    node: torch.fx.Node, region: set[torch.fx.Node], views: set[torch.fx.Node], reductions: bool
) -> Iterator[torch.fx.Node]:
    """The calls reading NODE, through views (collected in VIEWS), that Inductor computes in a
    kernel it could fuse NODE's producer into: pointwise ops, those it lowers to indexed loads
    of their input (:data:`_INDEXED_CONSUMERS`) and, where REDUCTIONS, its own reductions."""
    for user in node.users:
        if user in region:
            continue
        kind, name = use_kind(user), call_name(user)
        if kind == "view":
            views.add(user)
            yield from _fusing_consumers(user, region, views, reductions)
        elif (
            kind == "pointwise"
            or name in _INDEXED_CONSUMERS
            or (reductions and name in _REDUCING_CONSUMERS)
        ):
            yield user


def _ends_pointwise(node: torch.fx.Node) -> bool:
    """Whether NODE (views followed up) is a pointwise op, or a batch norm outside training,
    which Inductor lowers to one: what it can compute inside any kernel that reads it."""
    producer = _viewed(node)
    if producer is None:
        return False
    if call_name(producer) == "batch_norm":
        return not call_argument(producer, 5, "training", False)
    return use_kind(producer) == "pointwise"


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
        output feeds a cat or a call Inductor could fuse into the match's last kernel."""
        if not self.active:
            return False
        region = replaced_nodes(match, pattern)
        inputs = [n for n in match.placeholder_nodes if isinstance(n, torch.fx.Node)]
        if any(_inlined_producer(n) for n in inputs):
            return True
        outputs = [n for n in match.returning_nodes if isinstance(n, torch.fx.Node)]
        views: set[torch.fx.Node] = set()
        consumers = {
            c
            for out in outputs
            for c in _fusing_consumers(out, region, views, reductions=_ends_pointwise(out))
        }
        if not consumers:
            return False
        if any(call_name(c) in _CATS for c in consumers):
            return True
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
