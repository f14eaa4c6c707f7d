"""Module-level constants everywhere: the block size, warps, the scale passed to the kernel as a
float, the rank as an int and a tuple of dimension indices.
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


BLOCK = 512
NUM_WARPS = 4
SCALE = 0.125
RANK = 4
LAST_DIMS = (1, 2, 3)


@triton.jit
def _kernel(
    x, m, out, n, scale, d1, d2, d3, xs0, xs1, xs2, xs3, ms0, ms1, ms2, ms3, BLOCK: tl.constexpr
):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    i3 = offsets % d3
    i2 = (offsets // d3) % d2
    i1 = (offsets // (d3 * d2)) % d1
    i0 = offsets // (d3 * d2 * d1)
    xv = tl.load(x + i0 * xs0 + i1 * xs1 + i2 * xs2 + i3 * xs3, mask=inside, other=0.0)
    mv = tl.load(m + i0 * ms0 + i1 * ms1 + i2 * ms2 + i3 * ms3, mask=inside, other=0.0)
    tl.store(out + offsets, xv * scale + mv, mask=inside)


@torch.fx.wrap
def scale_add_mask(scores, mask):
    if scores.dim() != RANK:
        raise NotImplementedError(f"scale_add_mask: {RANK}-D scores only")
    m = mask.expand(scores.shape)
    out = torch.empty(scores.shape, dtype=scores.dtype, device=scores.device)
    n = out.numel()
    sizes = [scores.shape[d] for d in LAST_DIMS]
    _kernel[(triton.cdiv(n, BLOCK),)](
        scores,
        m,
        out,
        n,
        SCALE,
        *sizes,
        *scores.stride(),
        *m.stride(),
        BLOCK=BLOCK,
        num_warps=NUM_WARPS,
    )
    return out


def replacement_func():
    return scale_add_mask
