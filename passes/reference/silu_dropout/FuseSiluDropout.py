"""SiLU followed by inference dropout, in one Triton kernel.

Matches ``F.dropout(F.silu(x), p, False, inplace)`` for any ``p`` (the MLP activations of
ConvNeXt-, Swin- and Llama-style blocks in eval mode). Dropout with ``training=False`` is the
identity whatever its rate, so the pair is
one SiLU: the kernel reads ``x`` once, computes ``x * sigmoid(x)`` in float32 and writes the
result, with no second op on the graph. A non-contiguous ``x`` (up to 4 dims) is read through its
strides instead of being copied first.
"""

# ruff: noqa: ANN001, ANN201, ANN202

import torch
import triton
import triton.language as tl

from passnet.runtime.launch import BoundKernel


def pattern(x, p, inplace):
    # an inplace SiLU would write into x, which the graph may read again: not this pass
    y = torch.nn.functional.silu(x, inplace=False)
    return torch.nn.functional.dropout(y, p, False, inplace)


def replacement_args(x, p, inplace):
    return (x,)


@BoundKernel
@triton.jit
def _silu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    x = tl.load(x_ptr + offsets, mask=inside, other=0.0).to(tl.float32)
    y = x / (1.0 + tl.exp(-x))
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=inside)


@BoundKernel
@triton.jit
def _silu_strided_kernel(x_ptr, out_ptr, n, d1, d2, d3, s0, s1, s2, s3, BLOCK: tl.constexpr):
    offsets = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    i3 = offsets % d3
    i2 = (offsets // d3) % d2
    i1 = (offsets // (d3 * d2)) % d1
    i0 = offsets // (d3 * d2 * d1)
    x = tl.load(x_ptr + i0 * s0 + i1 * s1 + i2 * s2 + i3 * s3, mask=inside, other=0.0)
    x = x.to(tl.float32)
    y = x / (1.0 + tl.exp(-x))
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=inside)


@torch.fx.wrap
def silu_dropout(x):
    n = x.numel()
    block = 1024
    grid = (triton.cdiv(n, block),)
    if x.is_contiguous():
        out = torch.empty_like(x)  # contiguous as x, the order the kernel writes
        if n:
            _silu_kernel[grid](x, out, n, BLOCK=block)
        return out
    out = torch.empty(x.shape, dtype=x.dtype, device=x.device)
    if n == 0:
        return out
    if x.dim() > 4:
        raise NotImplementedError(f"silu_dropout: strided x of at most 4 dims, got {x.shape}")
    pad = 4 - x.dim()
    sizes = (1,) * pad + tuple(x.shape)
    strides = (0,) * pad + x.stride()
    _silu_strided_kernel[grid](x, out, n, *sizes[1:], *strides, BLOCK=block)
    return out


def replacement_func():
    return silu_dropout
