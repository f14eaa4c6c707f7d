"""Residual add and LayerNorm in one Triton kernel, the sum kept.

Matches ``layer_norm(a + b, shape, weight, bias, eps)`` where the graph reads the sum ``a + b``
as well (the residual stream of pre-norm transformers and the embedding sum before a ViT's or
CLIP's first block): the kernel writes the sum and the normalised rows in one pass, where eager
writes the sum and reads it back. Its pattern returns both, so it applies only after
FuseAddLayerNorm, which takes the case of a sum nothing else reads.
"""

# ruff: noqa: ANN001, ANN201

import torch
from pass_dir.add_layer_norm_kernel import launch


def pattern(a, b, weight, bias, shape, eps):
    s = a + b
    return torch.nn.functional.layer_norm(s, shape, weight, bias, eps), s


def replacement_args(a, b, weight, bias, shape, eps):
    return (a, b, weight, bias, shape, eps)


@torch.fx.wrap
def add_layer_norm_keep_sum(a, b, weight, bias, shape, eps):
    return launch(a, b, weight, bias, shape, eps, keep_sum=True)


def replacement_func():
    return add_layer_norm_keep_sum
