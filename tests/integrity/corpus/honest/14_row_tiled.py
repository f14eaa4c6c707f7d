"""A 2-D tile per program (rows by columns): each row's (batch, head, query) index is computed
once and the mask row is read through its own strides, broadcast or not.
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
def _rows_kernel(
    x, m, out, nr, nc, d1, d2, s0, s1, s2, s3, t0, t1, t2, t3, BR: tl.constexpr, BC: tl.constexpr
):
    r = tl.program_id(0) * BR + tl.arange(0, BR)
    c = tl.arange(0, BC)
    inside = (r < nr)[:, None] & (c < nc)[None, :]
    i2 = r % d2
    i1 = (r // d2) % d1
    i0 = r // (d2 * d1)
    x_rows = i0 * s0 + i1 * s1 + i2 * s2
    m_rows = i0 * t0 + i1 * t1 + i2 * t2
    xv = tl.load(x + x_rows[:, None] + c[None, :] * s3, mask=inside, other=0.0)
    mv = tl.load(m + m_rows[:, None] + c[None, :] * t3, mask=inside, other=0.0)
    tl.store(out + r[:, None] * nc + c[None, :], xv * 0.125 + mv, mask=inside)


@torch.fx.wrap
def scale_add_mask(scores, mask):
    if scores.dim() != 4:
        raise NotImplementedError("scale_add_mask: 4-D scores only")
    cols = scores.shape[3]
    rows = scores.shape[0] * scores.shape[1] * scores.shape[2]
    m = mask.expand(scores.shape)
    out = torch.empty(scores.shape, dtype=scores.dtype, device=scores.device)
    block_c = triton.next_power_of_2(cols)
    block_r = max(1, 1024 // block_c)
    _rows_kernel[(triton.cdiv(rows, block_r),)](
        scores,
        m,
        out,
        rows,
        cols,
        *scores.shape[1:3],
        *scores.stride(),
        *m.stride(),
        BR=block_r,
        BC=block_c,
    )
    return out


def replacement_func():
    return scale_add_mask
