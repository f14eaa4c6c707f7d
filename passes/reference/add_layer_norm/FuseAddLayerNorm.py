"""Residual add and LayerNorm over 384 features in one Triton kernel.

Matches ``layer_norm(a + b, (384,), weight, bias, 1e-12)`` (the post-attention and post-MLP
residual of MiniLM-style BERT encoders with a hidden size of 384, also where the normalised
output feeds a getitem) and computes it in one pass over each row: the sum, its mean and
variance, the normalisation and the affine transform, where eager runs two kernels and writes
the sum to memory between them.
"""

# ruff: noqa: ANN001, ANN201, ANN202

import torch
import triton
import triton.language as tl

from passnet.runtime.launch import BoundKernel


def pattern(a, b, weight, bias):
    s = a + b
    return torch.nn.functional.layer_norm(s, (384,), weight, bias, 1e-12)


def replacement_args(a, b, weight, bias):
    return (a, b, weight, bias)


@BoundKernel
@triton.jit
def _add_layer_norm_kernel(
    a_ptr,
    b_ptr,
    w_ptr,
    bias_ptr,
    out_ptr,
    cols,
    a_stride_r,
    a_stride_c,
    b_stride_r,
    b_stride_c,
    eps,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0)
    offsets = tl.arange(0, BLOCK)
    in_row = offsets < cols
    a = tl.load(a_ptr + row * a_stride_r + offsets * a_stride_c, mask=in_row, other=0.0)
    b = tl.load(b_ptr + row * b_stride_r + offsets * b_stride_c, mask=in_row, other=0.0)
    # the sum is rounded to its own dtype, as eager writes it, then normalised in float32
    x = (a.to(tl.float32) + b.to(tl.float32)).to(out_ptr.dtype.element_ty).to(tl.float32)
    mean = tl.sum(x, axis=0) / cols
    centred = tl.where(in_row, x - mean, 0.0)
    var = tl.sum(centred * centred, axis=0) / cols
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + offsets, mask=in_row, other=0.0).to(tl.float32)
    c = tl.load(bias_ptr + offsets, mask=in_row, other=0.0).to(tl.float32)
    y = centred * rstd * w + c
    tl.store(out_ptr + row * cols + offsets, y.to(out_ptr.dtype.element_ty), mask=in_row)


@torch.fx.wrap
def add_layer_norm(a, b, weight, bias):
    cols = a.shape[-1]
    if a.shape == b.shape and a.dtype == b.dtype and a.is_contiguous() and b.is_contiguous():
        # the common case, without views: rows of a and b are cols apart
        out = torch.empty_like(a)
        rows = a.numel() // cols if cols else 0
        strides = (cols, 1, cols, 1)
    else:
        shape = torch.broadcast_shapes(a.shape, b.shape)
        out = torch.empty(shape, dtype=torch.promote_types(a.dtype, b.dtype), device=a.device)
        a = a.expand(shape).reshape(-1, cols)
        b = b.expand(shape).reshape(-1, cols)
        rows = a.shape[0]
        strides = (*a.stride(), *b.stride())
    block = triton.next_power_of_2(cols)
    _add_layer_norm_kernel[(rows,)](
        a,
        b,
        weight,
        bias,
        out,
        cols,
        *strides,
        1e-12,
        BLOCK=block,
        num_warps=4 if block <= 1024 else 8,
    )
    return out


def replacement_func():
    return add_layer_norm
