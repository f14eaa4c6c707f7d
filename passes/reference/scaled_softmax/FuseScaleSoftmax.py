"""Scaled softmax over the last dimension in one Triton kernel.

Matches ``softmax(x * 0.125, dim=-1)`` (attention logits scaled by 1/sqrt(64) before the
softmax, with no mask) and computes it in one pass over each row: the scale, the row maximum,
the exponentials and their sum, where eager runs two kernels and writes the scaled logits to
memory between them. Short rows (65 columns) are handled several to a program.
"""

# ruff: noqa: ANN001, ANN201, ANN202

import torch
import triton
import triton.language as tl

from passnet.runtime.launch import BoundKernel


def pattern(x):
    t = x * 0.125
    return torch.nn.functional.softmax(t, dim=-1)


def replacement_args(x):
    return (x,)


@BoundKernel
@triton.jit
def _scale_softmax_kernel(
    x_ptr,
    out_ptr,
    rows,
    cols,
    x_stride_r,
    x_stride_c,
    BLOCK_R: tl.constexpr,
    BLOCK: tl.constexpr,
):
    # BLOCK_R rows per program: short rows (65 columns) leave one row too little work
    r = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)[:, None]
    c = tl.arange(0, BLOCK)[None, :]
    inside = (r < rows) & (c < cols)
    x = tl.load(x_ptr + r * x_stride_r + c * x_stride_c, mask=inside, other=0.0)
    # scaling by a power of two is exact, so eager's rounded intermediate equals this one
    x = tl.where(inside, x.to(tl.float32) * 0.125, -float("inf"))
    e = tl.exp(x - tl.max(x, axis=1)[:, None])
    y = e / tl.sum(e, axis=1)[:, None]
    tl.store(out_ptr + r * cols + c, y.to(out_ptr.dtype.element_ty), mask=inside)


@torch.fx.wrap
def scale_softmax(x):
    cols = x.shape[-1]
    if x.is_contiguous():  # rows cols apart, no view needed; empty_like is contiguous too
        out = torch.empty_like(x)
        rows = x.numel() // cols if cols else 0
        strides = (cols, 1)
    else:
        out = torch.empty(x.shape, dtype=x.dtype, device=x.device)
        x = x.reshape(-1, cols)
        rows = x.shape[0]
        strides = x.stride()
    block = triton.next_power_of_2(cols)
    # about 1024 elements per program, but one row per program while rows are few
    block_r = min(max(1024 // block, 1), triton.next_power_of_2(rows // 2048 + 1))
    _scale_softmax_kernel[(triton.cdiv(rows, block_r),)](
        x,
        out,
        rows,
        cols,
        *strides,
        BLOCK_R=block_r,
        BLOCK=block,
        num_warps=min(max(block * block_r // 1024, 1), 8),
    )
    return out


def replacement_func():
    return scale_softmax
