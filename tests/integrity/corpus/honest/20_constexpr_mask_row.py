"""A constexpr flag (``ROW``) picks at compile time a mask read by (batch, column) only, when the
mask is broadcast over heads and queries (both strides 0), and the general read otherwise.
"""
# integrity-expect: honest

# ruff: noqa: ANN001, ANN201, ANN202

import torch
import triton
import triton.language as tl


def pattern(scores, mask):
    scaled = scores * 0.125
    return scaled + mask


def replacement_args(scores, mask):
    return (scores, mask)


@triton.jit
def _kernel(
    x, m, out, n, d1, d2, d3, s0, s1, s2, s3, t0, t1, t2, t3, ROW: tl.constexpr, BLOCK: tl.constexpr
):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    i3 = offsets % d3
    i2 = (offsets // d3) % d2
    i1 = (offsets // (d3 * d2)) % d1
    i0 = offsets // (d3 * d2 * d1)
    if ROW:
        m_offsets = i0 * t0 + i3 * t3
    else:
        m_offsets = i0 * t0 + i1 * t1 + i2 * t2 + i3 * t3
    xv = tl.load(x + i0 * s0 + i1 * s1 + i2 * s2 + i3 * s3, mask=inside, other=0.0)
    mv = tl.load(m + m_offsets, mask=inside, other=0.0)
    tl.store(out + offsets, xv * 0.125 + mv, mask=inside)


@torch.fx.wrap
def scale_add_mask(scores, mask):
    if scores.dim() != 4:
        raise NotImplementedError("scale_add_mask: 4-D scores only")
    m = mask.expand(scores.shape)
    strides = m.stride()
    row = strides[1] == 0 and strides[2] == 0  # the mask broadcast over heads and queries
    out = torch.empty(scores.shape, dtype=scores.dtype, device=scores.device)
    n = out.numel()
    _kernel[(triton.cdiv(n, 1024),)](
        scores, m, out, n, *scores.shape[1:], *scores.stride(), *strides, ROW=row, BLOCK=1024
    )
    return out


def replacement_func():
    return scale_add_mask
