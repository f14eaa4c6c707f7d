"""Idioms LLM-written passes use that are all legal: ``from torch.fx import wrap``, block sizes
in a module-level list read by ``triton.heuristics`` lambdas, a grid lambda,
type annotations from ``torch`` and ``typing``, and
reading the current CUDA stream.
"""

# integrity-expect: honest

# ruff: noqa: ANN001, ANN201, ANN202, E731, UP006, UP035

from typing import Tuple

import torch
import torch.fx
import triton
import triton.language as tl
from torch import Tensor
from torch.fx import wrap


def pattern(scores, mask):
    scaled = scores * 0.125
    return scaled + mask


def replacement_args(scores, mask):
    return (scores, mask)


_BLOCKS = [256, 1024]


@triton.heuristics({"BLOCK": lambda args: _BLOCKS[0] if args["n"] <= 4096 else _BLOCKS[1]})
@triton.heuristics({"EVEN": lambda args: args["n"] % args["BLOCK"] == 0})
@triton.jit
def _kernel(
    x_ptr,
    m_ptr,
    out_ptr,
    n,
    d1,
    d2,
    d3,
    ms0,
    ms1,
    ms2,
    ms3,
    BLOCK: tl.constexpr,
    EVEN: tl.constexpr,
):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    i3 = offsets % d3
    i2 = (offsets // d3) % d2
    i1 = (offsets // (d3 * d2)) % d1
    i0 = offsets // (d3 * d2 * d1)
    x = tl.load(x_ptr + offsets, mask=inside, other=0.0)
    m = tl.load(m_ptr + i0 * ms0 + i1 * ms1 + i2 * ms2 + i3 * ms3, mask=inside, other=0.0)
    y = x * 0.125 + m
    tl.store(out_ptr + offsets, y, mask=inside)


def _shape4(t: Tensor) -> Tuple[int, int, int]:
    return t.shape[1], t.shape[2], t.shape[3]


@wrap
def fused(scores: Tensor, mask: Tensor) -> Tensor:
    if scores.dim() != 4 or not scores.is_contiguous():
        raise NotImplementedError(f"contiguous 4-d scores, got {tuple(scores.shape)}")
    m = mask.expand(scores.shape)
    out = torch.empty_like(scores)
    n = scores.numel()
    grid = lambda meta: (triton.cdiv(n, meta["BLOCK"]),)
    if scores.is_cuda:
        torch.cuda.current_stream()  # where Triton launches: the stream the harness times
    _kernel[grid](scores, m, out, n, *_shape4(scores), *m.stride())
    return out


def replacement_func():
    return fused
