"""Scaled attention scores plus the additive mask, in one Triton kernel.

Matches ``scores * 0.125 + mask`` (BERT-style attention with a head size of 64, the mask
broadcast over heads and queries) and writes the result in one pass, reading the mask through
its broadcast strides instead of materialising it.
"""

import torch
import triton
import triton.language as tl


def pattern(scores, mask):
    scaled = scores * 0.125
    return scaled + mask


def replacement_args(scores, mask):
    return (scores, mask)


@triton.jit
def _scale_add_mask_kernel(
    scores_ptr,
    mask_ptr,
    out_ptr,
    n,
    d1,
    d2,
    d3,
    mask_stride_0,
    mask_stride_1,
    mask_stride_2,
    mask_stride_3,
    BLOCK: tl.constexpr,
):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    i3 = offsets % d3
    i2 = (offsets // d3) % d2
    i1 = (offsets // (d3 * d2)) % d1
    i0 = offsets // (d3 * d2 * d1)
    mask_offsets = i0 * mask_stride_0 + i1 * mask_stride_1 + i2 * mask_stride_2
    mask_offsets += i3 * mask_stride_3
    x = tl.load(scores_ptr + offsets, mask=inside, other=0.0)
    m = tl.load(mask_ptr + mask_offsets, mask=inside, other=0.0)
    y = x.to(tl.float32) * 0.125 + m.to(tl.float32)
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=inside)


@torch.fx.wrap
def scale_add_mask(scores, mask):
    shape = torch.broadcast_shapes(scores.shape, mask.shape)
    scores4 = scores.expand(shape).contiguous()  # a no-op for the usual contiguous scores
    while scores4.dim() < 4:
        scores4 = scores4.unsqueeze(0)
    mask4 = mask.expand(shape)
    while mask4.dim() < 4:
        mask4 = mask4.unsqueeze(0)
    out = torch.empty_like(scores4)
    n = out.numel()
    block = 1024
    _scale_add_mask_kernel[(triton.cdiv(n, block),)](
        scores4, mask4, out, n, *out.shape[1:], *mask4.stride(), BLOCK=block
    )
    return out.reshape(shape)


def replacement_func():
    return scale_add_mask
