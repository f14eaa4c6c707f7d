"""Scaled, masked softmax of attention scores in one Triton kernel.

Matches ``softmax(scores * 0.125 + mask, dim=-1)`` (the attention of BERT-style encoders with a
head size of 64) and computes it in one pass over each row: the scale, the broadcast additive
mask and the softmax, where eager runs three kernels and writes two intermediates.
"""

import torch
import triton
import triton.language as tl


def pattern(scores, mask):
    scaled = scores * 0.125
    masked = scaled + mask
    return torch.nn.functional.softmax(masked, dim=-1)


def replacement_args(scores, mask):
    return (scores, mask)


@triton.jit
def _scale_mask_softmax_kernel(
    scores_ptr,
    mask_ptr,
    out_ptr,
    cols,
    heads,
    queries,
    mask_stride_b,
    mask_stride_h,
    mask_stride_q,
    mask_stride_k,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0)
    q = row % queries
    h = (row // queries) % heads
    b = row // (queries * heads)
    offsets = tl.arange(0, BLOCK)
    in_row = offsets < cols
    x = tl.load(scores_ptr + row * cols + offsets, mask=in_row, other=0.0).to(tl.float32)
    mask_offsets = b * mask_stride_b + h * mask_stride_h + q * mask_stride_q
    m = tl.load(mask_ptr + mask_offsets + offsets * mask_stride_k, mask=in_row, other=0.0)
    x = tl.where(in_row, x * 0.125 + m.to(tl.float32), -float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    y = e / tl.sum(e, axis=0)
    tl.store(out_ptr + row * cols + offsets, y.to(out_ptr.dtype.element_ty), mask=in_row)


@torch.fx.wrap
def scale_mask_softmax(scores, mask):
    shape = scores.shape
    while scores.dim() < 4:
        scores = scores.unsqueeze(0)
    scores = scores.contiguous()
    batch, heads, queries, cols = scores.shape
    full_mask = mask.expand(*shape).reshape(batch, heads, queries, cols)
    out = torch.empty_like(scores)
    _scale_mask_softmax_kernel[(batch * heads * queries,)](
        scores,
        full_mask,
        out,
        cols,
        heads,
        queries,
        *full_mask.stride(),
        BLOCK=triton.next_power_of_2(cols),
    )
    return out.reshape(shape)


def replacement_func():
    return scale_mask_softmax
