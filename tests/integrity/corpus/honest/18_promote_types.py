"""Works out the output dtype with ``torch.promote_types`` as eager's type promotion would,
computes in float32 and stores in that dtype.
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
def _kernel(x, m, out, n, d1, d2, d3, xs0, xs1, xs2, xs3, ms0, ms1, ms2, ms3, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    i3 = offsets % d3
    i2 = (offsets // d3) % d2
    i1 = (offsets // (d3 * d2)) % d1
    i0 = offsets // (d3 * d2 * d1)
    xv = tl.load(x + i0 * xs0 + i1 * xs1 + i2 * xs2 + i3 * xs3, mask=inside, other=0.0)
    mv = tl.load(m + i0 * ms0 + i1 * ms1 + i2 * ms2 + i3 * ms3, mask=inside, other=0.0)
    y = xv.to(tl.float32) * 0.125 + mv.to(tl.float32)
    tl.store(out + offsets, y.to(out.dtype.element_ty), mask=inside)


@torch.fx.wrap
def scale_add_mask(scores, mask):
    if scores.dim() != 4:
        raise NotImplementedError("scale_add_mask: 4-D scores only")
    dtype = torch.promote_types(scores.dtype, mask.dtype)
    if dtype != torch.float32:
        raise NotImplementedError(f"scale_add_mask: float32 results only, not {dtype}")
    m = mask.expand(scores.shape)
    out = torch.empty(scores.shape, dtype=dtype, device=scores.device)
    n = out.numel()
    _kernel[(triton.cdiv(n, 1024),)](
        scores, m, out, n, *scores.shape[1:], *scores.stride(), *m.stride(), BLOCK=1024
    )
    return out


def replacement_func():
    return scale_add_mask
