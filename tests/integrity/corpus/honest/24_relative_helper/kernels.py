"""The Triton kernel and its wrapper for ``ScaleMask.py``: any strides for the scores, broadcast
strides for the mask, a contiguous output."""

# ruff: noqa: ANN001, ANN201, ANN202

import torch
import triton
import triton.language as tl

from . import KERNEL_BLOCK


@triton.jit
def _kernel(
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
    tl.store(out + offsets, xv * 0.125 + mv, mask=inside)


@torch.fx.wrap
def scale_add_mask(scores, mask):
    if scores.dim() != 4:
        raise NotImplementedError("scale_add_mask: 4-D scores only")
    m = mask.expand(scores.shape)
    out = torch.empty(scores.shape, dtype=scores.dtype, device=scores.device)
    n = out.numel()
    grid = (triton.cdiv(n, KERNEL_BLOCK),)
    _kernel[grid](scores, m, out, n, *scores.shape[1:], *scores.stride(), *m.stride(), BLOCK=KERNEL_BLOCK)
    return out
