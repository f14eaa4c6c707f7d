"""Inference batch norm followed by SiLU, in one Triton kernel.

Matches ``F.silu(F.batch_norm(x, mean, var, weight, bias, False, 0.1, 1e-05), inplace=True)``
(the conv, batch norm, SiLU blocks of UNet- and YOLO-style networks, run in eval mode). Eager runs
the batch norm and then the SiLU over its output, reading and writing the activation twice; this
pass normalises, scales, shifts and applies SiLU in registers (float32), reading ``x`` once and
writing the result once. Channels are on dim 1; the per-channel parameters may be float32 while
``x`` is half precision.
"""

# ruff: noqa: ANN001, ANN201, ANN202

import torch
import triton
import triton.language as tl

from passnet.runtime.launch import BoundKernel

_EPS = 1e-05


def pattern(x, running_mean, running_var, weight, bias):
    batch_norm = torch.nn.functional.batch_norm
    y = batch_norm(x, running_mean, running_var, weight, bias, False, 0.1, 1e-05)
    return torch.nn.functional.silu(y, inplace=True)


def replacement_args(x, running_mean, running_var, weight, bias):
    return (x, running_mean, running_var, weight, bias)


@BoundKernel
@triton.jit
def _batch_norm_silu_rows_kernel(
    x_ptr,
    mean_ptr,
    var_ptr,
    weight_ptr,
    bias_ptr,
    out_ptr,
    channels,
    inner,
    eps,
    BLOCK: tl.constexpr,
):
    # Contiguous x: program (row, block), row = n * C + c; the channel's parameters are scalars.
    row = tl.program_id(0)
    c = row % channels
    mean = tl.load(mean_ptr + c).to(tl.float32)
    var = tl.load(var_ptr + c).to(tl.float32)
    w = tl.load(weight_ptr + c).to(tl.float32)
    b = tl.load(bias_ptr + c).to(tl.float32)
    scale = w / tl.sqrt(var + eps)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    inside = cols < inner
    offsets = row.to(tl.int64) * inner + cols
    x = tl.load(x_ptr + offsets, mask=inside, other=0.0).to(tl.float32)
    y = (x - mean) * scale + b
    y = y / (1.0 + tl.exp(-y))
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=inside)


@BoundKernel
@triton.jit
def _batch_norm_silu_flat_kernel(
    x_ptr,
    mean_ptr,
    var_ptr,
    weight_ptr,
    bias_ptr,
    out_ptr,
    n,
    channels,
    d2,
    d3,
    s0,
    s1,
    s2,
    s3,
    eps,
    BLOCK: tl.constexpr,
):
    # Any strides (x viewed as N, C, d2, d3); the output is contiguous.
    offsets = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    inside = offsets < n
    i3 = offsets % d3
    i2 = (offsets // d3) % d2
    c = (offsets // (d3 * d2)) % channels
    i0 = offsets // (d3 * d2 * channels)
    x = tl.load(x_ptr + i0 * s0 + c * s1 + i2 * s2 + i3 * s3, mask=inside, other=0.0)
    mean = tl.load(mean_ptr + c, mask=inside, other=0.0).to(tl.float32)
    var = tl.load(var_ptr + c, mask=inside, other=1.0).to(tl.float32)
    w = tl.load(weight_ptr + c, mask=inside, other=0.0).to(tl.float32)
    b = tl.load(bias_ptr + c, mask=inside, other=0.0).to(tl.float32)
    y = (x.to(tl.float32) - mean) * (w / tl.sqrt(var + eps)) + b
    y = y / (1.0 + tl.exp(-y))
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=inside)


@torch.fx.wrap
def batch_norm_silu(x, running_mean, running_var, weight, bias):
    contiguous = x.is_contiguous()
    # empty_like keeps a contiguous x's layout, the one the kernels write
    out = (
        torch.empty_like(x) if contiguous else torch.empty(x.shape, dtype=x.dtype, device=x.device)
    )
    n = x.numel()
    if n == 0:
        return out
    channels = x.shape[1]
    inner = n // (x.shape[0] * channels)
    if inner >= 512 and contiguous:
        block = min(2048, triton.next_power_of_2(inner))
        grid = (x.shape[0] * channels, triton.cdiv(inner, block))
        _batch_norm_silu_rows_kernel[grid](
            x, running_mean, running_var, weight, bias, out, channels, inner, _EPS, BLOCK=block
        )
        return out
    if x.dim() > 4:
        raise NotImplementedError(f"batch_norm_silu: strided x of at most 4 dims, got {x.shape}")
    pad = 4 - x.dim()
    sizes = tuple(x.shape) + (1,) * pad
    strides = x.stride() + (0,) * pad
    block = 1024
    _batch_norm_silu_flat_kernel[(triton.cdiv(n, block),)](
        x,
        running_mean,
        running_var,
        weight,
        bias,
        out,
        n,
        channels,
        sizes[2],
        sizes[3],
        *strides,
        _EPS,
        BLOCK=block,
    )
    return out


def replacement_func():
    return batch_norm_silu
