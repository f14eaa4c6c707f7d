"""Typed throughout (``from __future__ import annotations``, ``typing.Final``) and binds its
launch options once with ``functools.partial`` over a pure launch helper.
"""
# integrity-expect: honest

# ruff: noqa: ANN001, ANN201, ANN202

from __future__ import annotations

import functools
from typing import Final

import torch
import triton
import triton.language as tl


def pattern(scores, mask):
    scaled = scores * 0.125
    return scaled + mask


def replacement_args(scores, mask):
    return (scores, mask)


@triton.jit
def _scale_add_strided_kernel(
    x, m, out, n, d1, d2, d3, xs0, xs1, xs2, xs3, ms0, ms1, ms2, ms3, BLOCK: tl.constexpr
):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    i3 = offsets % d3
    i2 = (offsets // d3) % d2
    i1 = (offsets // (d3 * d2)) % d1
    i0 = offsets // (d3 * d2 * d1)
    xv = tl.load(x + i0 * xs0 + i1 * xs1 + i2 * xs2 + i3 * xs3, mask=inside, other=0.0)
    mv = tl.load(m + i0 * ms0 + i1 * ms1 + i2 * ms2 + i3 * ms3, mask=inside, other=0.0)
    tl.store(out + offsets, xv.to(tl.float32) * 0.125 + mv.to(tl.float32), mask=inside)


BLOCK: Final[int] = 1024


def _launch(x: torch.Tensor, m: torch.Tensor, out: torch.Tensor, *, block: int) -> torch.Tensor:
    n = out.numel()
    _scale_add_strided_kernel[(triton.cdiv(n, block),)](
        x, m, out, n, *x.shape[1:], *x.stride(), *m.stride(), BLOCK=block
    )
    return out


_launch_default = functools.partial(_launch, block=BLOCK)


@torch.fx.wrap
def scale_add_mask(scores: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    if scores.dim() != 4:
        raise NotImplementedError("scale_add_mask: 4-D scores only")
    out = torch.empty(scores.shape, dtype=scores.dtype, device=scores.device)
    return _launch_default(scores, mask.expand(scores.shape), out)


def replacement_func():
    return scale_add_mask
